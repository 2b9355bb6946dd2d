"""Lesson 2's warm-up in Chromium: the learner clicks the big card picture, not the small
button below it, and the card answers (a cold learner walk clicked 9♥'s picture and
nothing happened; only the "9♥" and "A♦" buttons answered; they stay, for the keyboard)."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import LESSONS, wait_until_warm

LOAD_MS = 60_000
NOTEBOOK = "02_trump_and_bowers.ipynb"


@pytest.fixture(scope="module")
def site(voila_server: Callable[..., str], tmp_path_factory: pytest.TempPathFactory) -> str:
    """The app serving lesson 2 alone (one kernel to warm, not fourteen)."""
    folder = tmp_path_factory.mktemp("warm-up")
    shutil.copy(LESSONS / NOTEBOOK, Path(folder) / NOTEBOOK)
    base_url = voila_server(folder)
    wait_until_warm(base_url, 1, 120)
    return base_url


@pytest.fixture
def page(page: Page) -> Page:
    page.set_default_navigation_timeout(LOAD_MS)
    page.set_default_timeout(LOAD_MS // 2)
    return page


def test_clicking_a_warm_up_card_picture_answers_as_its_button_does(page: Page, site: str) -> None:
    page.goto(f"{site}/voila/render/{NOTEBOOK}")
    panel = page.locator(".et-panel").filter(has_text="Warm-up").first
    picture = panel.locator('.et-card-btn[data-card="AD"]')
    expect(picture).to_be_visible(timeout=LOAD_MS)
    picture.click()
    expect(panel.get_by_text("Not quite.")).to_be_visible()
    expect(panel.get_by_role("button", name="✗ A♦")).to_be_visible()
    panel.get_by_role("button", name="Try again").click()
    nine = panel.locator('.et-card-btn[data-card="9H"]')
    expect(nine).to_be_enabled()
    nine.click()
    expect(panel.get_by_text("Right!")).to_be_visible()
    expect(panel.get_by_role("button", name="✓ 9♥")).to_be_visible()
