"""Lesson 10's hand menu shows each hand's whole name: a cold walk read "1. The left-bower
trap (from le" in a menu cut to a fixed width."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import serve_one_lesson, with_load_timeouts

LOAD_MS = 60_000
NOTEBOOK = "10_guided_hands.ipynb"

# Whether every option's name fits the menu's box, measured in the menu's own font (the
# arrow and padding take about 40 px of it).
FITS_JS = """(select) => {
  const style = getComputedStyle(select);
  const context = document.createElement("canvas").getContext("2d");
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const room = select.clientWidth - 40;
  return [...select.options].filter((o) => context.measureText(o.text).width > room)
    .map((o) => o.text);
}"""


@pytest.fixture(scope="module")
def site(voila_server: Callable[..., str], tmp_path_factory: pytest.TempPathFactory) -> str:
    return serve_one_lesson(voila_server, tmp_path_factory, NOTEBOOK)


def test_the_hand_menu_shows_every_hands_whole_name_on_a_desktop(desktop: Page, site: str) -> None:
    page = with_load_timeouts(desktop, LOAD_MS)
    page.goto(f"{site}/voila/render/{NOTEBOOK}")
    menu = page.get_by_label("Hand", exact=True)
    expect(menu).to_be_attached()
    assert menu.evaluate(FITS_JS) == []


def test_on_a_phone_the_chosen_hands_whole_name_is_on_screen_under_the_menu(
    phone: Page, site: str
) -> None:
    """A phone's menu box cannot show the longest names on one line (its open list does):
    the chosen hand's whole name is the heading of its table, on screen with the menu, and
    the line between says which lesson it comes from."""
    page = with_load_timeouts(phone, LOAD_MS)
    page.goto(f"{site}/voila/render/{NOTEBOOK}")
    menu = page.get_by_label("Hand", exact=True)
    expect(menu).to_be_attached()
    # the menu's names keep their words together (no-break spaces)
    chosen = "6. Two rounds of bidding from the dealer's left (from lesson 5)"
    menu.select_option(label=chosen.replace(" ", "\xa0"))
    name = page.get_by_role("heading", name="Two rounds of bidding from the dealer's left")
    expect(name).to_be_visible()
    expect(page.locator(".et-teaches")).to_contain_text("You met this hand in lesson 5")
    top, bottom = menu.bounding_box(), name.bounding_box()
    assert top is not None and bottom is not None
    assert 0 < bottom["y"] - top["y"] < 844 / 2  # together on the screen
