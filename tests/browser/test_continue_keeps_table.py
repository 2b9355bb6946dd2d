"""Pressing Continue in a guided hand keeps the table on screen (fix17, a cold walk
in Chromium at 1280x900 and 390x844): each press scrolled the page down to the move list's
newest line, and after about three presses North's seat and the trick in the middle had
gone above the top of the screen (on a phone, lesson 5: Continue drifted from y=550 to
y=14 and the 10♣ in the middle of the trick was cut in half).

The learner presses Continue again and again without moving the page themselves: North's
seat, the trick area and Continue stay wholly on screen after every press, and what was
just played (the log's newest line) stays in view in its own box.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from euchre_teach.core.record import parse
from euchre_teach.course.catalogue import hands_dir
from tests.browser.conftest import LESSONS
from tests.browser.test_phone import lesson_url, shot
from tests.browser.test_steady_layout import ASSIST_HAND, bring, guided_panel, press

LOAD_MS = 60_000
SETTLED_MS = 1_900  # the page has followed the press (inview.js: its last try at 1.6 s)
PRESSES = 5  # at least: the walk lost North's seat after about three


@pytest.fixture(scope="module")
def course(voila_server: Callable[..., str]) -> str:
    base_url: str = voila_server(LESSONS)
    return base_url


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_continue_keeps_north_the_trick_and_continue_on_screen(
    size: str, course: str, request: pytest.FixtureRequest
) -> None:
    page: Page = request.getfixturevalue(size)
    page.goto(lesson_url(course, 5))
    panel = guided_panel(page, ASSIST_HAND)  # lesson 5's first guided hand
    order = panel.get_by_role("button", name=re.compile(r"^Order up \S+$"))
    expect(order).to_be_attached(timeout=LOAD_MS)
    bring(page, order)
    press(page, order)  # South orders up; Continue plays the others' cards
    record = parse((hands_dir() / "03_assist_and_march.txt").read_text(encoding="utf-8"))
    cards = iter([str(a.card) for s, a in record.actions if s == 2 and a.card is not None])
    expect(panel.locator(".et-feedback-right")).to_be_visible()
    go_on = panel.locator(".et-guided-ways button").filter(
        has_text=re.compile(r"^(Continue|Hand over)$")
    )  # its name at the hand's end
    north = panel.locator(".et-seat-top")
    trick = panel.locator(".et-table .et-centre")
    newest = panel.locator("ol.et-log li.et-log-new")
    page.wait_for_timeout(SETTLED_MS)
    expect(go_on).to_be_in_viewport(ratio=1)  # the page brought it up after the bid
    presses = 0
    while go_on.inner_text().strip() == "Continue":
        if not go_on.is_enabled():  # South's turn: the learner plays the recorded card
            card = panel.locator(f'.et-card-btn[data-card="{next(cards)}"]')
            bring(page, card)
            press(page, card)
            page.wait_for_timeout(SETTLED_MS)
            continue
        said = newest.inner_text()
        press(page, go_on)  # no scrolling in between: the learner just presses again
        presses += 1
        expect(newest).not_to_have_text(said)
        page.wait_for_timeout(SETTLED_MS)
        shot(page, f"continue-{size}-{presses}")
        where = f"after Continue number {presses}"
        for part, name in ((north, "North's seat"), (trick, "the trick"), (go_on, "Continue")):
            box = part.bounding_box()
            assert box is not None, f"{name} is not drawn {where}"
            height = (page.viewport_size or {"height": 900})["height"]
            assert box["y"] >= 0 and box["y"] + box["height"] <= height, (
                f"{name} is off the screen {where}: y={box['y']:.0f} to"
                f" {box['y'] + box['height']:.0f} on a {height} px screen"
            )
        expect(newest).to_be_in_viewport()  # what was just played is in view too
        if presses >= 12:
            break
    assert presses >= PRESSES, f"only {presses} presses of Continue"
