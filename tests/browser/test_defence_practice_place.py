"""Lesson 12's card play practice says how many positions it has and which one the learner is
at (walk18: nothing said "3 of 12"). On a phone, by taps, in part 1's panel (its leads, since
expert57 split the lesson): "Position 1 of 7 in this set", an answer, Next question,
"Position 2 of 7 in this set". Run this file on its own."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from euchre_teach.course.practice import defence_numbers, practice_item
from tests.browser.conftest import serve_one_lesson
from tests.browser.test_phone import shot
from tests.browser.test_steady_layout import bring

LOAD_MS = 60_000


@pytest.fixture(scope="module")
def lesson_11(voila_server: Callable[..., str], tmp_path_factory: pytest.TempPathFactory) -> str:
    base_url = serve_one_lesson(voila_server, tmp_path_factory, "12_card_play.ipynb")
    return f"{base_url}/voila/render/12_card_play.ipynb"


def test_defence_practice_says_which_position_of_how_many(phone: Page, lesson_11: str) -> None:
    phone.goto(lesson_11)
    leads = defence_numbers("lead")
    size = len(leads)
    place = phone.get_by_text(f"Position 1 of {size} in this set")
    expect(place).to_be_attached(timeout=LOAD_MS)
    bring(phone, place)
    shot(phone, "defence-place-1")
    panel = phone.locator(".et-quiz").filter(has_text="Card play practice: leading")
    right = next(o for o in practice_item(f"defence-set/{leads[0]}").options if o.correct)
    answer = panel.get_by_role("button", name=right.label, exact=True)
    bring(phone, answer)
    answer.tap()
    following = panel.get_by_role("button", name="Next question")
    bring(phone, following)
    following.tap()
    second = phone.get_by_text(f"Position 2 of {size} in this set")
    expect(second).to_be_attached()
    bring(phone, second)
    shot(phone, "defence-place-2")
