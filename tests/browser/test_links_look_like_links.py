"""Links in a lesson's widgets look like links.

A cold learner walk (walk20) read the quiz's "Review: 2 questions due now · Not passed yet:
... · All lessons" and a lesson's "On this page:" list as plain black text: JupyterLab's own
style gave a widget's links the text's colour and no underline, so Review, where a missed
question comes back, was hidden in plain sight.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from euchre_teach.course.catalogue import LESSONS as COURSE
from tests.browser.conftest import LESSONS, wait_until_warm
from tests.browser.test_learner_flow import sign_in

ACCENT = "rgb(31, 95, 168)"  # the site's --accent, the colour of every other link


@pytest.fixture(scope="module")
def course(voila_server: Callable[..., str]) -> str:
    base_url = voila_server(LESSONS)
    wait_until_warm(base_url, 3, 120)
    return base_url


def test_a_lessons_contents_links_are_blue_and_underlined(course: str, desktop: Page) -> None:
    sign_in(desktop, course, "Linker")
    desktop.goto(f"{course}/voila/render/{COURSE[2].notebook}")
    # the quiz's status line (.et-next) is a widget's HTML too, shown once an answer is saved
    for selector in (".et-contents a", ".widget-html a"):
        link = desktop.locator(selector).first
        expect(link, selector).to_be_attached(timeout=90_000)
        look = link.evaluate("a => { const s = getComputedStyle(a);"
                             " return [s.color, s.textDecorationLine]; }")
        assert look == [ACCENT, "underline"], (selector, look)
