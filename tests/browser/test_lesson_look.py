"""walk19, small things seen on lesson pages at 1280x900: the keyboard's ring on a quiz
button was faint (blue beside a blue border, cut at the row's edge); lesson 9's "Who
scores" table had no borders and read "the defenders2"; lesson 3's first "Try it" trick
named no seat, where lesson 4's do.

Run this file on its own (it starts its own server)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import LESSONS, wait_until_warm
from tests.browser.test_phone import lesson_url, shot
from tests.browser.test_steady_layout import bring

LOAD_MS = 60_000


@pytest.fixture(scope="module")
def course(voila_server: Callable[..., str]) -> str:
    base_url = voila_server(LESSONS)
    wait_until_warm(base_url, 1, 120)
    return base_url


def test_the_keyboards_ring_on_a_quiz_button_is_dark_whole_and_not_the_buttons_blue(
    desktop: Page, course: str
) -> None:
    desktop.goto(lesson_url(course, 4))
    first = desktop.locator(".et-quiz .et-answers button").first
    expect(first).to_be_attached(timeout=LOAD_MS)
    bring(desktop, first)
    # The keyboard from the question's words: Tab to the first answer button
    desktop.locator(".et-quiz .et-prompt").first.click()
    for _ in range(8):
        desktop.keyboard.press("Tab")
        if desktop.evaluate("() => !!document.activeElement.closest('.et-quiz .et-answers')"):
            break
    ring = desktop.evaluate("""() => {
      const e = document.activeElement; const s = getComputedStyle(e);
      return [e.matches(':focus-visible'), s.outlineStyle, s.outlineWidth, s.outlineColor,
              s.outlineOffset, s.borderTopColor]; }""")
    focused, style, width, colour, offset, border = ring
    assert focused and style == "solid" and width == "3px", ring
    assert colour == "rgb(29, 29, 31)" and colour != border, ring  # near black, 16:1 on white
    assert offset.startswith("-"), ring  # inside the button: no row's edge cuts it
    shot(desktop, "lesson8-focus-ring")


def test_lesson_9s_scoring_table_has_borders_and_padding_like_lesson_7s(
    desktop: Page, course: str
) -> None:
    desktop.goto(lesson_url(course, 9))
    table = desktop.locator("table.et-count").filter(has_text="Who scores, and how much")
    expect(table).to_be_attached(timeout=LOAD_MS)
    bring(desktop, table)
    cell = table.locator("td").first
    look = cell.evaluate("""(c) => { const s = getComputedStyle(c);
      return [s.borderTopStyle, s.borderTopWidth, s.paddingLeft, s.paddingRight]; }""")
    assert look[0] == "solid" and look[1] == "1px" and look[2] != "0px", look
    shot(desktop, "lesson9-scoring-table")


def test_lesson_3s_first_try_it_names_the_seat_under_each_card_of_the_trick(
    desktop: Page, course: str
) -> None:
    desktop.goto(lesson_url(course, 3))
    panel = desktop.locator(".et-quiz").filter(has_text="First position")
    trick = panel.get_by_label("Cards played to the trick")
    expect(trick).to_be_attached(timeout=LOAD_MS)
    bring(desktop, trick)
    expect(trick).to_contain_text("North led")
    expect(trick).to_contain_text("East")
    shot(desktop, "lesson7-first-try-it")
