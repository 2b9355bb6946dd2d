"""No uncaught JavaScript error while a learner plays (jsfix26, a cold walk in Chromium):
`Cannot read properties of null (reading 'querySelectorAll')` fired on almost every card
played soon after Hint in lesson 14's game, and on a card refused in lesson 10's guided
hand. The page follows a new answer box for 400 ms to keep the next button in view; by then
the widget had cleared the box (Hint's words go when a card is played; a refused card's
reason was drawn below the buttons and cleared at once), and the page looked for the
buttons around a box that was no longer in it.

Every move is a real click after the page is moved by the mouse wheel. Run this file on
its own (it starts its own server)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest
from playwright.sync_api import Locator, Page, expect

from tests.browser.conftest import LESSONS, wait_until_warm
from tests.browser.test_phone import lesson_url, shot
from tests.browser.test_steady_layout import bring, guided_panel, open_game, press

LOAD_MS = 60_000
FOLLOWED_MS = 700  # the page's last look at a new answer box is 400 ms after it appeared
CARDS_TO_PLAY = 3
TRAP_HAND = "The left-bower trap"  # lesson 10's first hand, lessons/hands/01_…
SUITS = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}


@pytest.fixture(scope="module")
def course(voila_server: Callable[..., str]) -> str:
    base_url = voila_server(LESSONS)
    wait_until_warm(base_url, 2, 120)
    return base_url


@pytest.fixture
def errors(desktop: Page) -> Iterator[list[str]]:
    """The page's uncaught errors (Playwright's "pageerror"), with where they were thrown."""
    seen: list[str] = []
    desktop.on("pageerror", lambda error: seen.append(f"{error.message}\n{error.stack}"))
    yield seen


def hinted_card(said: str) -> str | None:
    """The card code a play hint names ("Hint: Play 10♥. ..." -> "TH"), or None."""
    found = re.match(r"Hint: Play (10|[9JQKA])([♣♦♥♠])", said)
    if found is None:
        return None
    return ("T" if found[1] == "10" else found[1]) + SUITS[found[2]]


def play_a_card_right_after_hint(page: Page, game: Locator) -> None:
    """Press Hint, and as soon as its words appear play the card it names (or, for a
    discard, the first card): the walk's quick learner, who reads the hint's first words."""
    hint = game.get_by_role("button", name="Hint")
    cards = game.locator(".et-hand button.et-card-btn")
    bring(page, cards.first)
    bring(page, hint)
    press(page, hint)
    said = game.locator(".et-feedback").filter(has_text=re.compile(r"^Hint: "))
    expect(said).to_be_visible()
    code = hinted_card(said.inner_text())
    card = game.locator(f'.et-hand button[data-card="{code}"]') if code else cards.first
    expect(card).to_be_in_viewport()
    left = cards.count()
    press(page, card)
    expect(cards).to_have_count(left - 1)  # played (or discarded): the hint's words go
    expect(said).to_have_count(0)


def test_playing_cards_soon_after_hint_in_lesson_13_raises_no_page_error(
    desktop: Page, course: str, errors: list[str]
) -> None:
    game = open_game(desktop, course)
    bids = game.locator(".et-bidding button:not([disabled])")
    my_turn = game.locator(".et-hand.et-root:not(.et-disabled)")
    played = 0
    for _ in range(40):  # bids and misdeals until the learner has played enough cards
        expect(bids.or_(my_turn).first).to_be_visible(timeout=LOAD_MS)
        if bids.count():
            bring(desktop, bids.first)
            press(desktop, bids.first)  # the first bid offered (Pass, most often)
            expect(game.locator(".et-bidding button:not([disabled])")).to_have_count(0)
            continue
        play_a_card_right_after_hint(desktop, game)
        played += 1
        if played == CARDS_TO_PLAY:
            break
    assert played == CARDS_TO_PLAY, f"only {played} cards played"
    desktop.wait_for_timeout(FOLLOWED_MS)
    shot(desktop, "no-page-errors-lesson-13")
    assert errors == []


def test_a_refused_card_in_lesson_10_raises_no_page_error(
    desktop: Page, course: str, errors: list[str]
) -> None:
    desktop.goto(lesson_url(course, 10))
    panel = guided_panel(desktop, TRAP_HAND)
    passing = panel.get_by_role("button", name="Pass", exact=True)
    expect(passing).to_be_attached(timeout=LOAD_MS)
    bring(desktop, passing)
    press(desktop, passing)  # the right bid: ordering up K♥ with one trump is the trap
    expect(panel.locator(".et-feedback-right")).to_be_visible()
    go_on = panel.get_by_role("button", name="Continue", exact=True)
    my_turn = panel.locator(".et-hand.et-root:not(.et-disabled)")
    for _ in range(40):  # the others' bids and the lead, up to the learner's card
        if my_turn.count():
            break
        if go_on.is_enabled():  # grey once it is the learner's turn
            bring(desktop, go_on)
            press(desktop, go_on)
        desktop.wait_for_timeout(300)
    expect(my_turn).to_be_visible()
    # Q♣ was led and the learner holds 9♣ and 10♣: the J♦ (the left bower, a heart now)
    # may not be played.
    jack = panel.locator('.et-hand button[data-card="JD"]')
    bring(desktop, jack)
    press(desktop, jack)
    message = panel.locator(".et-hand .et-msg")
    expect(message).to_contain_text("must follow clubs")
    expect(panel.locator(".et-hand button.et-card-btn")).to_have_count(5)  # nothing played
    desktop.wait_for_timeout(FOLLOWED_MS)
    shot(desktop, "no-page-errors-lesson-10")
    assert errors == []
