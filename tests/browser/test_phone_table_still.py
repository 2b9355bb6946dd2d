"""On a phone the table holds still under the learner's finger (walk18, lessons 10, 11 and
13 at 390x844): a seat's "▶ to act" chip that wrapped to a line of its own, a bid line that
arrived, a status line that wrapped and then shrank, and "Look at last trick" when it came
each moved the learner's cards, so the card about to be tapped jumped.

Lesson 13's game is played by taps (the page moved by a finger): from the learner's first
card to the end of the hand the cards never move on the page, whatever the computer players
play between the learner's taps. Run this file on its own (it starts its own server).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import serve_one_lesson
from tests.browser.test_phone import shot
from tests.browser.test_steady_layout import bring

LOAD_MS = 60_000

# The hand's top on the page as laid out (not on the screen: the learner may move the page).
HAND_TOP_JS = """(n) => { let top = 0; for (let e = n; e; e = e.offsetParent) top += e.offsetTop;
  return top; }"""


@pytest.fixture(scope="module")
def lesson_13(voila_server: Callable[..., str], tmp_path_factory: pytest.TempPathFactory) -> str:
    base_url = serve_one_lesson(voila_server, tmp_path_factory, "13_play_a_game.ipynb")
    return f"{base_url}/voila/render/13_play_a_game.ipynb"


def test_lesson_13s_cards_stay_put_on_a_phone_as_the_hand_is_played(
    phone: Page, lesson_13: str
) -> None:
    phone.goto(lesson_13)
    start = phone.get_by_role("button", name="Start the game")
    expect(start).to_be_attached(timeout=LOAD_MS)
    bring(phone, start)
    start.tap()
    table = phone.locator(".et-playtable")
    playable = table.get_by_text("Show playable cards")
    bring(phone, playable)
    playable.tap()  # the cards that may be played are marked: the test taps the first
    hand = table.locator(".et-hand")
    status = table.locator(".et-status")
    tops: list[tuple[str, int]] = []
    taps = 0
    for _ in range(400):
        said = status.inner_text()
        if "Your turn to bid" in said:
            bids = table.locator(".et-bidding button:not([disabled])")
            choice = bids.filter(has_text="Pass")
            choice = choice if choice.count() else bids  # the stuck dealer names a suit
            bring(phone, choice.first)
            choice.first.tap()
        elif "Your turn to" in said:  # play, lead or discard
            card = table.locator(".et-hand button.et-legal").first
            if card.count():
                bring(phone, card)
                if "discard" not in said:
                    tops.append((f"before tap {taps + 1}: {said}", hand.evaluate(HAND_TOP_JS)))
                card.tap()
                taps += 1
                expect(status).not_to_have_text(said)
        elif taps and not hand.locator("button").count():
            break  # the hand is over
        if taps >= 2:
            tops.append((said, hand.evaluate(HAND_TOP_JS)))
        phone.wait_for_timeout(150)
    shot(phone, "table-still-end")
    assert taps >= 5, f"the hand was not played out ({taps} taps)"
    first = tops[0][1]
    moved = [(said, top - first) for said, top in tops if top != first]
    assert not moved, f"the learner's cards moved on the page: {moved[:5]}"
