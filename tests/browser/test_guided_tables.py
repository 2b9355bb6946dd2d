"""Lesson 5 on a phone: two guided tables, one above the other, and only the one being played
takes taps (issue 27, a fresh walk found both live at once)."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from euchre_teach.core.record import parse
from euchre_teach.course.catalogue import hands_dir
from tests.browser.conftest import LESSONS
from tests.browser.test_phone import swipe_until

LOAD_MS = 60_000


@pytest.fixture(scope="module")
def course(voila_server: Callable[..., str]) -> str:
    base_url: str = voila_server(LESSONS)
    return base_url


def _title(hand: str) -> str:
    return parse((hands_dir() / hand).read_text(encoding="utf-8")).title


def test_starting_the_second_table_pauses_the_first_on_a_phone(phone: Page, course: str) -> None:
    phone.goto(f"{course}/voila/render/05_dealing.ipynb")
    first, second = (phone.locator(".et-panel").filter(
        has=phone.get_by_role("heading", name=_title(hand), exact=True))
        for hand in ("03_assist_and_march.txt", "08_discard_to_a_void.txt"))  # fmt: skip
    go_on = first.get_by_role("button", name="Continue")
    order = first.get_by_role("button", name=re.compile(r"^Order up \S+$"))
    # issue 27: the hand opens at South's bid (East's pass played and logged)
    expect(order).to_be_enabled(timeout=LOAD_MS)
    swipe_until(phone, order)
    order.tap()  # the first hand is under way: North discards on Continue
    expect(go_on).to_be_enabled()
    # Issue 27 walk: the answer to the bid stood between the table and Continue, and at
    # Continue North's seat and card were off the top. Continue folds the answer and shows
    # the table down to Continue.
    go_on.tap()
    north = first.locator(".et-seat-top")
    expect(north).to_be_in_viewport(ratio=1, timeout=5_000)
    expect(go_on).to_be_in_viewport(ratio=1)
    expect(first.get_by_text("Read again what was said about your last choice")).to_be_visible(
        timeout=15_000)  # the kernel's answer to Continue: slow on a busy machine
    second.get_by_role("button", name=re.compile(r"^Take up \S+$")).tap()  # scrolled down
    expect(go_on).to_be_disabled()
    expect(first.get_by_text("This hand is waiting where you left it.")).to_be_visible()
    expect(first.get_by_text(f"You went on to play \u201c{_title('08_discard_to_a_void.txt')}"
                             "\u201d, further down this page", exact=False)).to_be_visible()
    back = first.get_by_role("button", name="Back to this hand")
    expect(back).to_be_visible()
    back.tap()
    expect(go_on).to_be_enabled()
    expect(north).to_be_in_viewport(ratio=1, timeout=5_000)  # the hand taken up again, whole
    expect(go_on).to_be_in_viewport(ratio=1)
    expect(second.get_by_role("button", name="Back to this hand")).to_be_visible()
    expect(second.get_by_text("higher up this page", exact=False)).to_be_visible()
