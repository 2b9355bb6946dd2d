"""A card that breaks the habit, accepted by the judge, is shown as a close call in Chromium
(expert58: hand 03's Q♣ left East's K♦ to win, shown green as "Your Q♣ is accepted here",
and "beginners read 'accepted' as 'correct'"): on lesson 5's page the answer box has the
close style, not the right one, with the habit and a teacher's correction; the card is
marked "yours", and the log says what the habit was once the hand goes on with K♥."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import LESSONS
from tests.browser.test_phone import lesson_url
from tests.browser.test_steady_layout import ASSIST_HAND, bring, guided_panel, press

LOAD_MS = 60_000


@pytest.fixture(scope="module")
def course(voila_server: Callable[..., str]) -> str:
    base_url: str = voila_server(LESSONS)
    return base_url


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_q_clubs_under_easts_king_is_a_close_call_not_right(
    size: str, course: str, request: pytest.FixtureRequest
) -> None:
    page: Page = request.getfixturevalue(size)
    page.goto(lesson_url(course, 5))
    panel = guided_panel(page, ASSIST_HAND)
    order = panel.get_by_role("button", name=re.compile(r"^Order up \S+$"))
    expect(order).to_be_attached(timeout=LOAD_MS)
    bring(page, order)
    press(page, order)
    go_on = panel.get_by_role("button", name="Continue")
    for _ in range(40):  # North's discard, East leads K♦
        if "East played K♦" in panel.inner_text():
            break
        if go_on.is_enabled():
            press(page, go_on)
        page.wait_for_timeout(300)
    expect(panel.get_by_text("Your turn.")).to_be_visible()
    queen = panel.locator('.et-card-btn[data-card="QC"]')
    bring(page, queen)
    press(page, queen)
    answer = panel.locator(".et-feedback-close")
    expect(answer).to_be_visible()
    expect(answer).to_contain_text("Your Q♣ leaves East's K♦ winning the trick. It costs"
                                   " little in this hand; next time, trump with K♥.")
    expect(answer).not_to_contain_text("accepted")
    expect(panel.locator(".et-feedback-right")).to_have_count(0)
    expect(queen).to_contain_text("yours")
    expect(panel.locator('.et-card-btn[data-card="KH"]')).to_contain_text("goes on")
    recorded = panel.get_by_role("button", name="Go on with K♥")
    bring(page, recorded)
    press(page, recorded)
    expect(panel.get_by_text("You played K♥, as the hand was recorded (you chose Q♣; K♥ was"
                             " the habit).")).to_be_visible()
