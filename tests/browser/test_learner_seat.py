"""Lesson 5's guided table (lesson 6's until round 1's rules moved) as a cold learner walk
met it (fix16a): the learner's own seat on the table, the dealer's six cards on a phone, and
the card buttons' names."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import serve_one_lesson, with_load_timeouts
from tests.browser.test_steady_layout import bring, press

LOAD_MS = 60_000
NOTEBOOK = "05_dealing.ipynb"


@pytest.fixture(scope="module")
def site(voila_server: Callable[..., str], tmp_path_factory: pytest.TempPathFactory) -> str:
    """The app serving lesson 5 alone."""
    return serve_one_lesson(voila_server, tmp_path_factory, NOTEBOOK)


@pytest.mark.parametrize("size", [(1280, 900), (390, 844)], ids=["desktop", "phone"])
def test_the_learners_seat_says_the_cards_are_below(
    request: pytest.FixtureRequest, site: str, size: tuple[int, int]
) -> None:
    """Cold walk: from lesson 6 on, "You (South)" was an empty box on the table (the cards
    sit below it), which read as something that had failed to load. Until the learner bids,
    the bid's line says where they are (the table keeps its height: lesson 6's first bids
    stay in view, tests/browser/test_on_screen.py)."""
    page = with_load_timeouts(request.getfixturevalue("phone" if size[0] < 600 else "desktop"),
                              LOAD_MS)  # fmt: skip
    page.goto(f"{site}/voila/render/{NOTEBOOK}")
    guided = page.locator(".et-panel").filter(has=page.locator(".et-guided-bids button")).first
    seat = guided.locator(".et-seat-bottom")  # (the deal's tables above have a South too)
    expect(seat).to_be_attached(timeout=LOAD_MS)
    bring(page, seat)
    expect(seat).to_contain_text("Your cards are below")


def test_a_dealers_six_cards_share_one_row_on_a_phone(phone: Page, site: str) -> None:
    """Cold walk at 390x844: after the dealer took up the upcard, the sixth card wrapped
    alone onto a second row. The six cards fit one row."""
    page = with_load_timeouts(phone, LOAD_MS)
    page.goto(f"{site}/voila/render/{NOTEBOOK}")
    take = page.get_by_role("button", name="Take up A♥")
    expect(take).to_be_attached(timeout=LOAD_MS)
    bring(page, take)
    press(page, take)
    # the dealer's hand now holds the upcard, A♥ (the first table's hand has no A♥)
    hand = page.locator(".et-hand").filter(has=page.locator('.et-card-btn[data-card="AH"]'))
    cards = hand.first.locator(".et-card-btn")
    expect(cards).to_have_count(6)
    bring(page, cards.last)
    page.wait_for_timeout(1_000)  # the upcard's move into the hand, and any lift, settle
    boxes = [cards.nth(i).bounding_box() or {} for i in range(6)]
    tops = [box["y"] for box in boxes]
    # one row: no card as much as half a card lower than another (a picked card rises)
    assert max(tops) - min(tops) < boxes[0]["height"] / 2, tops


def test_each_card_button_is_named_by_its_card(desktop: Page, site: str) -> None:
    """Cold walk: card buttons were read as "K K K", "J J J" (the faces' letters). Each
    card button's accessible name is the card."""
    page = with_load_timeouts(desktop, LOAD_MS)
    page.goto(f"{site}/voila/render/{NOTEBOOK}")
    hand = page.locator(".et-hand").first
    expect(hand.locator(".et-card-btn").first).to_be_attached(timeout=LOAD_MS)
    bring(page, hand)
    for name in ("jack of hearts", "jack of diamonds", "king of hearts", "queen of clubs",
                 "ace of spades"):  # fmt: skip
        expect(hand.get_by_role("button", name=name)).to_be_visible()
    for button in hand.get_by_role("button").all():
        label = button.get_attribute("aria-label") or ""
        assert " of " in label, label
