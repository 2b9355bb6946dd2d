"""A class arriving at once (issue 18): a page whose table is not ready yet says so, and the
teacher sets a lesson's tables up ahead from the dashboard."""

from __future__ import annotations

import http.cookiejar
import json
import time
import urllib.request
from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import wait_until_warm
from tests.browser.test_classroom import teacher_page
from tests.browser.test_smoke import ONE_BUTTON, write_notebook

LESSON = "/voila/render/14_play_a_game.ipynb"
SLOW_SECONDS = 3  # each table set up ahead costs it again: long enough to see, no longer
SLOW_TABLE = f"import time\ntime.sleep({SLOW_SECONDS})  # a table that takes a while to set up\n"


@pytest.fixture(scope="module")
def slow_room(voila_server: Callable[..., str], tmp_path_factory: pytest.TempPathFactory) -> str:
    """The game lesson is one button after a cell that sleeps: every table (kernel start
    and lesson run) takes more than SLOW_SECONDS to set up."""
    folder = tmp_path_factory.mktemp("slow-table")
    write_notebook(folder, "14_play_a_game.ipynb", SLOW_TABLE + ONE_BUTTON)
    base = voila_server(folder)
    wait_until_warm(base, 1)
    return base


def status(base: str) -> dict[str, object]:
    with urllib.request.urlopen(f"{base}/euchre/api/status", timeout=30) as response:
        found: dict[str, object] = json.load(response)
        return found


def test_a_page_waiting_for_its_table_says_so_instead_of_staying_blank(
    page: Page, slow_room: str
) -> None:
    # Another learner (a client that keeps cookies) takes the one warm table first.
    other = urllib.request.build_opener(
        urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar())
    )
    assert b"kernelId" in other.open(slow_room + LESSON, timeout=120).read()
    started = time.monotonic()
    page.goto(slow_room + LESSON, wait_until="commit")
    expect(page.get_by_text("Setting up your table…")).to_be_visible(timeout=3_000)
    expect(page.get_by_role("button", name="Deal")).to_be_visible(timeout=60_000)
    assert time.monotonic() - started > SLOW_SECONDS  # the table really was being set up
    expect(page.get_by_text("Setting up your table…")).to_be_hidden()
    page.get_by_role("button", name="Deal").click()
    expect(page.get_by_text("dealt: JH")).to_be_visible(timeout=30_000)
    page.goto(slow_room + "/")


def test_the_teacher_sets_a_lessons_tables_up_ahead_and_can_stop(
    page: Page, slow_room: str
) -> None:
    teacher_page(page, slow_room)
    page.get_by_label("Lesson", exact=True).select_option(label="14. Play a game")
    page.get_by_role("spinbutton", name="Learners").fill("3")
    page.get_by_role("button", name="Set up the tables").click()
    expect(page.get_by_text("The tables are being set up, one after another")).to_be_visible()
    deadline = time.monotonic() + 120
    while status(slow_room)["warm"] != 3:  # type: ignore[comparison-overlap]
        assert time.monotonic() < deadline, status(slow_room)
        time.sleep(0.5)
    page.reload()
    expect(
        page.get_by_text("14. Play a game: 3 tables ready; 3 learners still expected")
    ).to_be_visible()
    page.get_by_role("button", name="Stop setting up").click()
    expect(page.get_by_text("No more tables are being set up ahead.")).to_be_visible()
    assert status(slow_room)["class"] == []
    deadline = time.monotonic() + 60
    while status(slow_room)["warm"] != 1:  # type: ignore[comparison-overlap]
        assert time.monotonic() < deadline, status(slow_room)
        time.sleep(0.5)
