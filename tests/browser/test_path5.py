"""Lesson 5's guided hand in Chromium: an "also fine" card is marked accepted and the
recorded card waits on the table until the learner presses "Go on with A♥" (issue 27,
learner walk: "I clicked one card and a different card was played")."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Locator, Page, expect

from euchre_teach.core.record import parse
from euchre_teach.course.catalogue import hands_dir
from tests.browser.conftest import LESSONS

LOAD_MS = 60_000
HAND = "06_next_in_round_2.txt"


@pytest.fixture(scope="module")
def course(voila_server: Callable[..., str]) -> str:
    base_url: str = voila_server(LESSONS)
    return base_url


def _continue_until(panel: Locator, ready: Locator) -> None:
    """Press Continue until ``ready`` (South's next choice) is enabled."""
    for _ in range(12):
        if ready.is_visible() and ready.is_enabled():
            return
        go_on = panel.get_by_role("button", name="Continue")
        if go_on.is_enabled():
            go_on.click()
        panel.page.wait_for_timeout(300)
    expect(ready).to_be_enabled()


def test_an_also_fine_card_waits_for_go_on_before_the_recorded_card_is_played(
    page: Page, course: str
) -> None:
    title = parse((hands_dir() / HAND).read_text(encoding="utf-8")).title
    page.goto(f"{course}/voila/render/05_bidding_round_2.ipynb")
    panel = page.locator(".et-panel").filter(
        has=page.get_by_role("heading", name=title, exact=True))
    expect(panel.get_by_role("button", name="Continue")).to_be_attached(timeout=LOAD_MS)
    hand = panel.locator(".et-card-btn")
    card = lambda code: panel.locator(f'.et-card-btn[data-card="{code}"]')  # noqa: E731
    _continue_until(panel, panel.get_by_role("button", name="Pass", exact=True))
    panel.get_by_role("button", name="Pass", exact=True).click()
    hearts = panel.get_by_role("button", name="Call ♥ hearts")
    _continue_until(panel, hearts)
    hearts.click()
    expect(card("JH")).to_be_visible()
    card("JH").click()
    expect(card("JH")).to_have_count(0)
    go_on_played = panel.get_by_role("button", name="Continue")
    for _ in range(20):  # the others play to the first trick; then South leads again
        if "Your turn" in panel.inner_text():
            break
        if go_on_played.is_enabled():
            go_on_played.click()
        page.wait_for_timeout(300)
    expect(panel.get_by_text("Your turn.")).to_be_visible()
    card("AC").click()
    said = ("Also fine. This hand was recorded with A♥, so it goes on with A♥: the notes"
            " after the hand follow that play.")
    expect(panel.get_by_text(said)).to_be_visible()
    go_on = panel.get_by_role("button", name="Go on with A♥")
    expect(go_on).to_be_visible()
    expect(go_on).to_be_focused()
    expect(card("AH")).to_contain_text("goes on")  # still in South's hand: not played yet
    expect(card("AC")).to_contain_text("accepted")
    expect(panel.get_by_role("button", name="Continue")).to_be_disabled()
    go_on.click()
    expect(card("AH")).to_have_count(0)
    expect(card("AC")).to_be_visible()
    expect(hand).to_have_count(3)
    expect(panel.get_by_text("You played A♥, as the hand was recorded (your A♣ was also"
                             " fine).")).to_be_visible()
    expect(go_on).to_be_hidden()
