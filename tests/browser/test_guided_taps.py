"""walk19, lessons 7 and 3: a click meant for Continue landed on the learner's cards (North's
"Bid: Pass" grew the felt and pushed Continue down under the pointer), and the red "Wait for
your turn" it brought stayed on through the learner's bid and to "Hand over". Continue now
keeps its place when North's bid appears, and a tap on a card while the hand takes none says
what is true and goes when the hand moves on.

Every press is a real click or tap on what is on screen. Run this file on its own."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import LESSONS, wait_until_warm
from tests.browser.test_phone import lesson_url, shot
from tests.browser.test_steady_layout import bring, guided_panel, places, press

LOAD_MS = 60_000
NEXT_HAND = "Two rounds of bidding from the dealer's left"  # lesson 7, lessons/hands/06_…


@pytest.fixture(scope="module")
def course(voila_server: Callable[..., str]) -> str:
    base_url = voila_server(LESSONS)
    wait_until_warm(base_url, 1, 120)
    return base_url


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_continue_keeps_its_place_when_norths_bid_appears_and_a_tap_on_a_card_says_what_is_true(
    size: str, course: str, request: pytest.FixtureRequest
) -> None:
    page: Page = request.getfixturevalue(size)
    page.goto(lesson_url(course, 7))
    panel = guided_panel(page, NEXT_HAND)
    go_on = panel.get_by_role("button", name="Continue", exact=True)
    passing = panel.get_by_role("button", name="Pass", exact=True)
    expect(passing).to_be_attached(timeout=LOAD_MS)
    bring(page, passing)
    press(page, passing)  # South passes: West and North are next
    expect(go_on).to_be_enabled()
    bring(page, go_on)
    page.wait_for_timeout(300)
    before = places(go_on)
    north = panel.locator(".et-seat-top")
    for bid in ("West", "North"):
        press(page, go_on)
        expect(panel.locator(".et-seat").filter(has_text=bid).locator(".et-bid")).to_be_visible()
        page.wait_for_timeout(300)
        # On a phone "▶ to act" still takes a second line under "North (partner)" when
        # North is to act (the phone table moving is another helper's, walkfix19)
        if size == "desktop":
            assert places(go_on) == before, f"Continue moved when {bid}'s bid appeared"
    expect(north.locator(".et-bid")).to_have_text("Bid: Pass")

    message = panel.locator(".et-hand .et-msg")
    card = panel.locator(".et-hand button.et-card-btn").first
    bring(page, card)
    # East, the dealer, is to bid: the hand takes no card (its cards are aria-disabled, which
    # Playwright's own click waits out, so the pointer or finger goes where the card is)
    box = card.bounding_box()
    assert box is not None
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.touchscreen.tap(x, y) if size == "phone" else page.mouse.click(x, y)
    expect(message).to_have_text(
        "East (the dealer) is to bid next, not you: press Continue to see it.")
    shot(page, f"guided-taps-{size}-east-to-bid")
    bring(page, go_on)
    press(page, go_on)  # East turns J♦ down: the learner's bid in round 2
    expect(panel.get_by_role("button", name="Name ♥ hearts")).to_be_visible()
    expect(message).to_have_text("")
    shot(page, f"guided-taps-{size}-your-bid")
