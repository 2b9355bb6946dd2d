"""Lesson 6's bidding practice in Chromium: a learner misses a position, reads what the count
reaches, tries again, reads the coach's count card by card, and goes on to the next
position."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Page, expect

from euchre_teach.course.drills import button_words
from euchre_teach.course.practice import practice_item
from euchre_teach.strategy.refusal import split_opening
from tests.browser.conftest import LESSONS

LOAD_MS = 120_000


def test_a_wrong_bid_shows_the_count_and_the_next_position_follows(
    page: Page, voila_server: Callable[..., str]
) -> None:
    page.set_default_timeout(LOAD_MS)
    page.goto(f"{voila_server(LESSONS)}/voila/render/06_bidding_round_1.ipynb", timeout=LOAD_MS)
    first, second = practice_item("bidding-set/1"), practice_item("bidding-set/2")
    wrong = next(o for o in first.options if not o.correct)
    panel = page.locator(".et-quiz").filter(has_text="Bidding practice")
    expect(panel.get_by_text(first.prompt)).to_be_visible()
    # the button names the upcard as the game tables do ("Order up 9♠")
    words = button_words(wrong.label, wrong.value, first.upcard)
    panel.get_by_role("button", name=words, exact=True).click()
    feedback = panel.locator(".et-feedback")
    # its verdict is the opening sized to its cost, where other answers read "Not quite."
    opening = split_opening(wrong.feedback)[0]
    assert opening == "Not the best here."  # the cost waits in the figures' fold
    expect(feedback.locator("strong")).to_have_text(opening)
    # A refused bid says what the count reaches against the seat's need; the sum card by
    # card is said once, beside the right answer (teach34).
    expect(feedback).to_contain_text("The count: 8.5 reaches the 7.5 your seat needs.")
    expect(feedback).not_to_contain_text("J♠ right bower 3")
    expect(page.get_by_text("1 position you missed comes back later, here and in Review.")
           ).to_be_visible()  # fmt: skip
    right = next(o for o in first.options if o.correct)
    panel.get_by_role("button", name="Try again").click()
    panel.get_by_role("button", name=button_words(right.label, right.value, first.upcard),
                      exact=True).click()  # fmt: skip
    # The coach's reason is the taught count, card by card, and what the seat needs.
    expect(feedback).to_contain_text("J♠ right bower 3 + A♠ ace of trump 2")
    expect(feedback).to_contain_text("the dealer's left needs 7")
    panel.get_by_role("button", name="Next question").click()
    expect(panel.get_by_text(second.prompt)).to_be_visible()
