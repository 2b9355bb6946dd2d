"""Every lesson with a guided hand or a table opens at its top, in a 1280x900 window.

A cold learner walk opened lesson 15 about 7,300 px down, at the guided hand, with the
coach's advice already shown: the page followed that advice (feedback) into view as it was
drawn, before the learner had done anything, and the Buck rules above it were skipped. The
page may move to an exercise only after the learner acts in it.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from euchre_teach.course.catalogue import LESSONS as COURSE
from tests.browser.conftest import LESSONS, wait_until_warm
from tests.browser.test_learner_flow import sign_in

WITH_A_TABLE = [4, 5, 6, 10, 14, 15]
SETTLE_MS = 4_000  # the widgets drawn, and any move they would make made


@pytest.fixture(scope="module")
def course(voila_server: Callable[..., str]) -> str:
    base_url = voila_server(LESSONS)
    wait_until_warm(base_url, 2, 120)
    return base_url


def test_each_lesson_with_a_table_opens_at_its_top(course: str, desktop: Page) -> None:
    sign_in(desktop, course, "Opener")
    moved = {}
    for number in WITH_A_TABLE:
        entry = COURSE[number - 1]
        desktop.goto(f"{course}/voila/render/{entry.notebook}")
        # the lesson's widgets drawn: a table, a guided hand or the game's settings
        drawn = desktop.locator(".et-table-root, .et-panel").first
        expect(drawn, f"lesson {number}").to_be_attached(timeout=90_000)
        desktop.wait_for_timeout(SETTLE_MS)
        top = desktop.evaluate("() => window.scrollY")
        heading = desktop.get_by_role("heading", level=1).first
        box = heading.bounding_box()
        if top > 0 or box is None or box["y"] < 0:
            moved[number] = top
    assert moved == {}, f"lessons that opened scrolled down (px): {moved}"
