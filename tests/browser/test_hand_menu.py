"""Lesson 10's hand menu shows each hand's whole name: a cold walk read "1. The left-bower
trap (from le" in a menu cut to a fixed width, and a phone's menu box cut ten of sixteen."""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import serve_one_lesson, with_load_timeouts
from tests.browser.test_phone import swipe_until
from widgets.hand_chooser import HandChooser

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


# Whether a button's name is cut: wider than its box (an ellipsis) or taller (clipped).
CUT_JS = """(button) => button.scrollWidth > button.clientWidth + 1
  || button.scrollHeight > button.clientHeight + 1"""


@pytest.fixture(scope="module")
def site(voila_server: Callable[..., str], tmp_path_factory: pytest.TempPathFactory) -> str:
    return serve_one_lesson(voila_server, tmp_path_factory, NOTEBOOK)


def test_the_hand_menu_shows_every_hands_whole_name_on_a_desktop(desktop: Page, site: str) -> None:
    page = with_load_timeouts(desktop, LOAD_MS)
    page.goto(f"{site}/voila/render/{NOTEBOOK}")
    menu = page.get_by_label("Hand", exact=True)
    expect(menu).to_be_attached()
    assert menu.evaluate(FITS_JS) == []


def test_on_a_phone_every_hands_whole_name_is_a_button_to_tap(phone: Page, site: str) -> None:
    """A phone's menu box cut ten of the sixteen names ("1. The left-bower trap (from
    le…"), so a learner could not read them before choosing. On a phone the menu is a list
    of buttons, folded under "Choose a hand: see all 16": each name whole, wrapped, on
    screen; tapping one starts that hand, its name the table's heading near the top."""
    page = with_load_timeouts(phone, LOAD_MS)
    page.goto(f"{site}/voila/render/{NOTEBOOK}")
    titles = HandChooser().titles
    # the menu's folded button, then every name in the list, whole
    browse = page.get_by_role("button", name=f"Choose a hand: see all {len(titles)}")
    expect(browse).to_be_visible()
    expect(page.get_by_label("Hand", exact=True)).to_be_hidden()  # the box that cut names
    swipe_until(page, browse)
    browse.tap()
    for title in titles:
        button = page.get_by_role("button", name=title, exact=True)
        swipe_until(page, button)
        expect(button).to_be_in_viewport(ratio=1)
        assert button.evaluate(CUT_JS) is False, title  # whole, no ellipsis or clipping
    shot = Path(tempfile.gettempdir()) / "euchre-hand-menu-phone.png"
    page.screenshot(path=str(shot))
    chosen = titles[-1]  # the last, under the finger now
    page.get_by_role("button", name=chosen, exact=True).tap()
    expect(page.get_by_role("button", name=chosen, exact=True)).to_be_hidden()  # folded
    name = page.get_by_role("heading", name=HandChooser().hands[-1][1].title)
    expect(name).to_be_in_viewport()
    page.screenshot(path=str(shot.with_name("euchre-hand-menu-phone-chosen.png")))


def test_on_a_desktop_the_phones_list_stays_hidden(desktop: Page, site: str) -> None:
    """The desktop keeps its menu, which shows every name whole; the phone's list is not
    shown beside it."""
    page = with_load_timeouts(desktop, LOAD_MS)
    page.goto(f"{site}/voila/render/{NOTEBOOK}")
    expect(page.get_by_label("Hand", exact=True)).to_be_visible()
    expect(page.get_by_role("button", name="Choose a hand: see all 16")).to_be_hidden()
    page.screenshot(path=str(Path(tempfile.gettempdir()) / "euchre-hand-menu-desktop.png"))


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_a_finished_hand_offers_the_next_hand_of_the_list(
    size: str, site: str, request: pytest.FixtureRequest
) -> None:
    """walk18: at a guided hand's end the only buttons were "Hand over" (grey) and "Play
    this hand again", the hand menu a screen and a half up. A "Next hand: <title>" button
    beside them starts the next hand of the list."""
    import re

    from euchre_teach.course.catalogue import LEARNER
    from tests.browser.test_phone import shot
    from tests.browser.test_steady_layout import bring, press
    from widgets.bidding import action_words

    page = with_load_timeouts(request.getfixturevalue(size), LOAD_MS)
    page.goto(f"{site}/voila/render/{NOTEBOOK}")
    hands = HandChooser().hands
    record, following = hands[0][1], hands[1][1].title
    mine = [(i, a) for i, (seat, a) in enumerate(record.actions) if seat == LEARNER]
    panel = page.locator(".et-panel").filter(
        has=page.get_by_role("heading", name=record.title, exact=True))
    go_on = panel.get_by_role("button", name="Continue", exact=True)  # "Hand over" at the end
    moved = panel.locator("button:enabled", has_text=re.compile(r"^Continue$"))
    onward = panel.get_by_role("button", name=f"Next hand: {following}", exact=True)
    expect(panel.get_by_role("button", name="Play this hand again")).to_be_visible()
    expect(onward).to_be_hidden()
    for _ in range(80):
        page.wait_for_timeout(300)  # the page at rest before each look
        if onward.is_visible():
            break
        if go_on.count() and go_on.is_enabled():
            bring(page, go_on)
            press(page, go_on)
            continue
        if not mine:
            continue
        index, action = mine.pop(0)
        if action.card is not None:  # a card to play, a click on it
            target = panel.locator(f'.et-hand .et-card-btn[data-card="{action.card}"]')
        else:
            words = action_words(action, record.deal(index), LEARNER)
            target = panel.get_by_role("button", name=words, exact=True)
        bring(page, target)
        press(page, target)
        expect(moved.or_(onward)).not_to_have_count(0)  # the hand goes on past the choice
    expect(onward).to_be_visible()
    expect(panel.get_by_role("button", name="Play this hand again")).to_be_visible()
    bring(page, onward)
    shot(page, f"next-hand-offered-{size}")
    assert onward.evaluate(CUT_JS) is False  # the next hand's whole name
    press(page, onward)
    heading = page.get_by_role("heading", name=following, exact=True)
    expect(heading).to_be_visible()
    expect(heading).to_be_in_viewport()  # the page goes up to the new hand's name
    if size == "desktop":  # a phone's menu is the list of buttons, the new hand's marked
        expect(page.get_by_label("Hand", exact=True)).to_have_value(re.compile(r"^2\. "))
