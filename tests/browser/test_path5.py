"""Guided hands in Chromium: an "also fine" card is marked accepted and the recorded card
waits on the table until the learner presses "Go on with 9♣" (issue 27, learner walk: "I
clicked one card and a different card was played"), on lesson 3's page, where the learner
first plays the cards; and there, before the bidding is taught, the hand makes South's bid
on Continue and asks only the cards."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Locator, Page, expect

from euchre_teach.core.record import parse
from euchre_teach.course.catalogue import hands_dir
from tests.browser.conftest import LESSONS

LOAD_MS = 60_000
HAND = "01_left_bower_trap.txt"


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
    page.goto(f"{course}/voila/render/03_follow_suit.ipynb")
    panel = page.locator(".et-panel").filter(
        has=page.get_by_role("heading", name=title, exact=True))
    expect(panel.get_by_role("button", name="Continue")).to_be_attached(timeout=LOAD_MS)
    hand = panel.locator(".et-card-btn")
    card = lambda code: panel.locator(f'.et-card-btn[data-card="{code}"]')  # noqa: E731
    go_on_played = panel.get_by_role("button", name="Continue")
    for _ in range(60):  # South's bid made; West takes K♥ up; North and East play
        if "East played A♣" in panel.inner_text():
            break
        if go_on_played.is_enabled():
            go_on_played.click()
        page.wait_for_timeout(300)
    expect(panel.get_by_text("Your turn.")).to_be_visible()
    card("TC").click()
    # One line (a cold review): the page's "Go on with 9♣" says the hand goes on with it.
    said = "Also fine: your 10♣, as good as 9♣ here."
    expect(panel.get_by_text(said)).to_be_visible()
    go_on = panel.get_by_role("button", name="Go on with 9♣")
    expect(go_on).to_be_visible()
    expect(go_on).to_be_focused()
    expect(card("9C")).to_contain_text("goes on")  # still in South's hand: not played yet
    expect(card("TC")).to_contain_text("accepted")
    expect(panel.get_by_role("button", name="Continue")).to_be_disabled()
    go_on.click()
    expect(card("9C")).to_have_count(0)
    expect(card("TC")).to_be_visible()
    expect(hand).to_have_count(4)
    expect(panel.get_by_text("You played 9♣, as the hand was recorded (your 10♣ was also"
                             " fine).")).to_be_visible()
    expect(go_on).to_be_hidden()


def test_lesson_3s_hand_makes_south_s_bid_on_continue_and_asks_the_cards(
    page: Page, course: str
) -> None:
    title = parse((hands_dir() / HAND).read_text(encoding="utf-8")).title
    page.goto(f"{course}/voila/render/03_follow_suit.ipynb")
    panel = page.locator(".et-panel").filter(
        has=page.get_by_role("heading", name=title, exact=True))
    expect(panel.get_by_role("button", name="Continue")).to_be_attached(timeout=LOAD_MS)
    expect(panel.get_by_text("Your part here: the cards.", exact=False)).to_be_visible()
    expect(panel.get_by_text("Your bid next.", exact=False)).to_be_visible()
    expect(panel.get_by_role("button", name="Pass", exact=True)).to_have_count(0)
    panel.get_by_role("button", name="Continue").click()
    expect(panel.get_by_text("Made for you: you passed.", exact=False)).to_be_visible()
    _continue_until(panel, panel.locator('.et-card-btn[data-card="9C"]'))
    expect(panel.get_by_text("Your turn.")).to_be_visible()
