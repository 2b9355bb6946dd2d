"""Lesson 14's settings say what each changes (walk18: Gentle, Coach and Expert and the
variant boxes had no word beside them). On a phone the sentences stand under the boxes,
before Start the game, whole within the screen's width. Run this file on its own."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import serve_one_lesson
from tests.browser.test_phone import shot
from tests.browser.test_steady_layout import bring
from widgets.gameplay import SETTINGS_WORDS

LOAD_MS = 60_000


@pytest.fixture(scope="module")
def lesson_13(voila_server: Callable[..., str], tmp_path_factory: pytest.TempPathFactory) -> str:
    base_url = serve_one_lesson(voila_server, tmp_path_factory, "14_play_a_game.ipynb")
    return f"{base_url}/voila/render/14_play_a_game.ipynb"


def test_each_game_setting_has_its_sentence_on_a_phone(phone: Page, lesson_13: str) -> None:
    phone.goto(lesson_13)
    start = phone.get_by_role("button", name="Start the game")
    expect(start).to_be_attached(timeout=LOAD_MS)
    words = phone.locator(".et-settings-help li")
    expect(words).to_have_count(len(SETTINGS_WORDS))
    for number, (name, _said) in enumerate(SETTINGS_WORDS):
        item = words.nth(number)
        bring(phone, item)
        expect(item).to_contain_text(name)
        box = item.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390, name
    shot(phone, "game-settings-words")
    first, last = words.first.bounding_box(), start.bounding_box()
    assert first is not None and last is not None and first["y"] < last["y"]
