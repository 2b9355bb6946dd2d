"""Lesson 2's warm-up in Chromium: the learner clicks the big card picture, not the small
button below it, and the card answers (a cold learner walk clicked 9♥'s picture and
nothing happened; only the "9♥" and "A♦" buttons answered; they stay, for the keyboard)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import serve_one_lesson, with_load_timeouts
from tests.browser.test_steady_layout import bring

LOAD_MS = 60_000
NOTEBOOK = "02_trump_and_bowers.ipynb"


@pytest.fixture(scope="module")
def site(voila_server: Callable[..., str], tmp_path_factory: pytest.TempPathFactory) -> str:
    """The app serving lesson 2 alone."""
    return serve_one_lesson(voila_server, tmp_path_factory, NOTEBOOK)


@pytest.fixture
def page(page: Page) -> Page:
    return with_load_timeouts(page, LOAD_MS)


def test_clicking_a_warm_up_card_picture_answers_as_its_button_does(page: Page, site: str) -> None:
    page.goto(f"{site}/voila/render/{NOTEBOOK}")
    panel = page.locator(".et-panel").filter(has_text="Warm-up").first
    picture = panel.locator('.et-card-btn[data-card="AD"]')
    expect(picture).to_be_attached(timeout=LOAD_MS)
    bring(page, picture)  # the wheel, as a person scrolls to it
    picture.click()
    expect(panel.get_by_text("Not quite.")).to_be_visible()
    expect(panel.get_by_role("button", name="✗ A♦")).to_be_visible()
    panel.get_by_role("button", name="Try again").click()
    nine = panel.locator('.et-card-btn[data-card="9H"]')
    expect(nine).to_be_enabled()
    bring(page, nine)
    nine.click()
    expect(panel.get_by_text("Right!")).to_be_visible()
    expect(panel.get_by_role("button", name="✓ 9♥")).to_be_visible()


def test_the_quizs_way_on_shows_an_arrow_and_keeps_its_name(page: Page, site: str) -> None:
    """Cold learner walk: lesson 7's quiz asks about the bidding's "next" just above its
    "Next question" button. The button goes on with an arrow after it (drawn by CSS, with
    no text for a screen reader), so its name stays the same. (Lesson 2's "Order the
    cards": the one-question warm-up has no way on, see below.)"""
    from euchre_teach import Suit
    from euchre_teach.course import drills
    from widgets.course import to_question

    page.goto(f"{site}/voila/render/{NOTEBOOK}")
    panel = page.locator(".et-quiz").filter(has_text="Order the cards").first
    first = to_question(drills.order_item(10, Suit.CLUBS))
    for code in first.correct:  # type: ignore[attr-defined]
        card = panel.locator(f'.et-card-btn[data-card="{code}"]')
        expect(card).to_be_attached(timeout=LOAD_MS)
        bring(page, card)
        card.click()
    check = panel.get_by_role("button", name="Check my answer", exact=True)
    bring(page, check)
    check.click()
    expect(panel.get_by_text("Right!")).to_be_visible()
    onward = panel.get_by_role("button", name="Next question", exact=True)
    expect(onward).to_be_visible()
    bring(page, onward)
    assert "→" in onward.evaluate("(b) => getComputedStyle(b, '::after').content")
    assert "→" not in (onward.text_content() or "")  # drawn by CSS, not in its text


def test_a_one_question_warm_up_ends_with_its_answer(page: Page, site: str) -> None:
    """Cold walk: the single warm-up question ended with "See my score →". Its answer is
    the end: no button leads on, and the line under it says the guess does not count and
    does not come back in Review."""
    page.goto(f"{site}/voila/render/{NOTEBOOK}")
    panel = page.locator(".et-panel").filter(has_text="Warm-up").first
    picture = panel.locator('.et-card-btn[data-card="AD"]')
    expect(picture).to_be_attached(timeout=LOAD_MS)
    bring(page, picture)
    picture.click()
    expect(panel.get_by_text("Not quite.")).to_be_visible()
    expect(panel.get_by_text("does not come back in Review")).to_be_visible()
    expect(panel.get_by_role("button", name="See my score")).to_have_count(0)
    expect(panel.get_by_role("button", name="Next question")).to_be_hidden()
