"""Lesson 14 on a phone (walk18): Continue stayed live while Auto-play was ticked, two
drivers of one hand. While Auto-play runs Continue is greyed and the note under the buttons
says so; untick Auto-play (a tap) and Continue moves the computer players one at a time.
Run this file on its own (it starts its own server)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import serve_one_lesson
from tests.browser.test_phone import shot
from tests.browser.test_steady_layout import bring

LOAD_MS = 60_000


@pytest.fixture(scope="module")
def lesson_13(voila_server: Callable[..., str], tmp_path_factory: pytest.TempPathFactory) -> str:
    base_url = serve_one_lesson(voila_server, tmp_path_factory, "14_play_a_game.ipynb")
    return f"{base_url}/voila/render/14_play_a_game.ipynb"


def test_continue_is_greyed_while_auto_play_runs(phone: Page, lesson_13: str) -> None:
    phone.goto(lesson_13)
    start = phone.get_by_role("button", name="Start the game")
    expect(start).to_be_attached(timeout=LOAD_MS)
    bring(phone, start)
    start.tap()
    table = phone.locator(".et-playtable")
    go_on = table.get_by_role("button", name="Continue", exact=True)
    note = table.locator(".et-auto-note")
    bring(phone, note)
    expect(note).to_contain_text("While Auto-play is on, Continue is greyed")
    status = table.locator(".et-status")
    for _ in range(8):  # as the computer players move, Continue stays greyed
        expect(go_on).to_be_disabled()
        phone.wait_for_timeout(400)
    shot(phone, "auto-play-continue-greyed")
    if "Your turn to bid" in status.inner_text():
        pass_bid = table.locator(".et-bidding").get_by_role("button", name="Pass", exact=True)
        bring(phone, pass_bid)
        auto = table.get_by_text("Auto-play", exact=True)
        bring(phone, auto)
        auto.tap()  # off first, so that after the learner's pass the others wait
        bring(phone, pass_bid)
        pass_bid.tap()
    else:
        auto = table.get_by_text("Auto-play", exact=True)
        bring(phone, auto)
        auto.tap()
    expect(note).to_contain_text("press Continue for each move")
    if "Your turn" not in status.inner_text():
        expect(go_on).to_be_enabled()
        said = status.inner_text()
        bring(phone, go_on)
        go_on.tap()
        expect(status).not_to_have_text(said)
    shot(phone, "auto-play-off-continue-live")
