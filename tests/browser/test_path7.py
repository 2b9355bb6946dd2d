"""Issue 27, a fresh learner walk in Chromium: lesson 1's "Check my deck" answer came
below the fold at 1280x900; on a phone the trick was scrolled off the top when it was the
learner's turn to play; a guided hand opened with "East to bid" where its notes said it
was the learner's turn."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from playwright.sync_api import Locator, Page, expect

from euchre_teach.core.record import parse
from euchre_teach.course.catalogue import hands_dir
from tests.browser.conftest import LESSONS

LOAD_MS = 60_000


@pytest.fixture(scope="module")
def course(voila_server: Callable[..., str]) -> str:
    base_url: str = voila_server(LESSONS)
    return base_url


def in_view(page: Page, target: Locator) -> bool:
    box = target.bounding_box()
    size = page.viewport_size
    assert box is not None and size is not None, "the target is not on the page"
    return box["y"] >= 0 and box["y"] + box["height"] <= size["height"]


def _panel(page: Page, hand: str) -> Locator:
    title = parse((hands_dir() / hand).read_text(encoding="utf-8")).title
    return page.locator(".et-panel").filter(
        has=page.get_by_role("heading", name=title, exact=True))


def test_lesson_1s_deck_check_brings_its_answer_into_view(desktop: Page, course: str) -> None:
    page = desktop
    page.goto(f"{course}/voila/render/01_the_deck.ipynb")
    check = page.get_by_role("button", name="Check my deck")
    expect(check).to_be_attached(timeout=LOAD_MS)
    # path8: the answer stood right under the exercise; it is folded until the learner opens it
    answer_text = page.get_by_text("Only the nines and everything above them stay")
    expect(answer_text).to_be_hidden()
    expect(page.get_by_text("Which cards stay: open this once you have checked")).to_be_visible()
    # words10: the suit from ace to nine under the fold gave the answer away: it waits
    suit = page.get_by_role("list", name="Spades from high to low, when they are not trump")
    expect(page.get_by_text("The suit from high to low shows here once you have checked")
           ).to_be_attached()  # fmt: skip
    expect(suit).to_have_count(0)
    page.get_by_role("button", name="2♠", exact=True).click()
    page.mouse.move(640, 450)
    for _ in range(200):  # the wheel, until the button just shows at the window's bottom
        box = check.bounding_box()
        assert box is not None
        if box["y"] + box["height"] <= 900:
            break
        page.mouse.wheel(0, 40)
        page.wait_for_timeout(30)
    box = check.bounding_box()
    assert box is not None and box["y"] > 900 - 150, "the button is not at the bottom"
    check.click()
    answer = page.locator(".et-feedback").filter(has_text="Not yet")
    expect(answer).to_be_visible()
    page.wait_for_timeout(800)
    assert in_view(page, answer), "the answer to Check my deck is below the fold"
    expect(suit).to_be_attached()  # checked: the suit from high to low is shown


def test_a_guided_hand_opens_at_the_learners_bid_as_its_notes_say(
    desktop: Page, course: str
) -> None:
    page = desktop
    page.goto(f"{course}/voila/render/05_dealing.ipynb")
    panel = _panel(page, "03_assist_and_march.txt")
    expect(panel.get_by_text("East passes, and it is your turn")).to_be_attached(timeout=LOAD_MS)
    expect(panel.get_by_role("button", name=re.compile(r"^Order up \S+$"))).to_be_enabled()
    expect(panel.get_by_text("East passed.")).to_be_attached()
    expect(panel.get_by_text("Your turn to bid.")).to_be_attached()
    expect(panel.get_by_role("button", name="Continue")).to_be_disabled()


def test_on_a_phone_the_led_card_is_in_view_with_the_hand(phone: Page, course: str) -> None:
    page = phone
    page.goto(f"{course}/voila/render/03_follow_suit.ipynb")
    panel = _panel(page, "01_left_bower_trap.txt")
    go_on = panel.get_by_role("button", name="Continue")
    expect(go_on).to_be_enabled(timeout=LOAD_MS)  # lesson 3: Continue makes South's bid
    line = panel.locator(".et-on-table")
    for _ in range(60):  # South passes; West takes K♥ up; North and East play to trick 1
        if line.count() and line.is_visible():
            break
        if go_on.is_enabled():
            go_on.tap()
        page.wait_for_timeout(300)
    expect(line).to_contain_text("On the table: ")
    expect(line).to_contain_text("led by North")
    page.wait_for_timeout(800)
    assert in_view(page, line), "the trick so far is out of view when it is your turn"
    assert in_view(page, panel.locator(".et-card-btn").first)


def test_lesson_15s_game_is_one_tap_from_the_top(phone: Page, course: str) -> None:
    """On a phone the guided hand was ~10,000 px down: the header's link goes to it (buck55:
    the guided hand is folded in the game's section, which the link brings into view)."""
    page = phone
    page.goto(f"{course}/voila/render/15_buck_euchre.ipynb")
    link = page.locator(".et-contents").get_by_role("link", name="Play a game to 0")
    expect(link).to_be_visible(timeout=LOAD_MS)
    link.tap()
    heading = page.get_by_role("heading", name="Play a game to 0", exact=True)
    page.wait_for_timeout(800)
    assert in_view(page, heading), "the link did not bring the game into view"
