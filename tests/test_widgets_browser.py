"""The widget gallery in a real browser: served by Voila, driven with mouse and keyboard
in headless Chromium, checked with axe-core, wide and phone-narrow."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.helpers import stop_server

pytestmark = [pytest.mark.browser, pytest.mark.slow]

GALLERY = Path(__file__).resolve().parents[1] / "widgets" / "gallery.ipynb"
VOILA = [sys.executable, "-m", "voila"]


@pytest.fixture(scope="module")
def gallery_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Voila serving the gallery on a free loopback port; stopped by pid afterwards."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    log = tmp_path_factory.mktemp("gallery") / "voila.log"
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [*VOILA, str(GALLERY), "--Voila.ip=127.0.0.1", f"--port={port}", "--no-browser",
             "--Voila.tornado_settings=disable_check_xsrf=True"],
            stdout=out, stderr=subprocess.STDOUT,
        )  # fmt: skip
    url = f"http://127.0.0.1:{port}/"
    try:
        deadline = time.monotonic() + 60
        while True:
            if proc.poll() is not None:
                pytest.fail(f"Voila exited:\n{log.read_text()}")
            try:
                with urllib.request.urlopen(url, timeout=2):
                    break
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                if time.monotonic() > deadline:
                    pytest.fail(f"Voila did not answer:\n{log.read_text()}")
                time.sleep(0.2)
        yield url
    finally:
        stop_server(proc)


def open_gallery(browser: Browser, url: str, width: int) -> tuple[Page, list[str]]:
    page = browser.new_page(viewport={"width": width, "height": 900})
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on(
        "console",
        lambda msg: (
            errors.append(msg.text)
            if msg.type == "error"
            and "ERR_NAME_NOT_RESOLVED" not in msg.text  # template's CDN fonts
            else None
        ),
    )
    page.goto(url, timeout=60_000)
    page.wait_for_selector(".et-playtable .et-table", timeout=60_000)
    return page, errors


@pytest.fixture(scope="module")
def wide(browser: Browser, gallery_url: str) -> Iterator[tuple[Page, list[str]]]:
    """One wide page for the tests below (in file order: looking first, then clicking)."""
    page, errors = open_gallery(browser, gallery_url, 1280)
    yield page, errors
    page.close()


def test_every_component_renders_without_errors(wide: tuple[Page, list[str]]) -> None:
    page, errors = wide
    assert page.locator(".et-cards").count() >= 2
    assert page.locator(".et-hand").count() >= 3
    assert page.locator(".et-table").count() >= 4
    assert page.locator(".et-bidding").count() >= 5
    assert page.locator(".et-quiz").count() == 2
    assert "Not quite" in page.locator(".et-quiz").nth(1).inner_text()  # the answered one
    assert page.locator("svg.et-face").count() > 60
    assert errors == []


def test_no_serious_accessibility_violations(wide: tuple[Page, list[str]]) -> None:
    from axe_playwright_python.sync_playwright import Axe

    page, _errors = wide
    results = Axe().run(page, context={"include": [[".et-root"], [".et-panel"]]})
    assert len(results.response["passes"]) > 10  # the rules really ran on the widgets
    serious = [
        (v["id"], v["impact"], v["nodes"][0]["target"])
        for v in results.response["violations"]
        if v["impact"] in ("serious", "critical")
    ]
    assert serious == []


def test_hand_keyboard_one_tab_stop_arrows_and_enter(wide: tuple[Page, list[str]]) -> None:
    page, _errors = wide
    trap = page.locator(".et-hand").first
    buttons = trap.locator("button.et-card-btn")
    assert buttons.count() == 5
    assert trap.locator('button[tabindex="0"]').count() == 1  # one tab stop
    buttons.first.focus()
    page.keyboard.press("End")
    assert buttons.nth(4).evaluate("b => b === document.activeElement")
    page.keyboard.press("Home")
    page.keyboard.press("ArrowRight")
    focused = buttons.nth(1)
    assert focused.evaluate("b => b === document.activeElement")
    assert focused.get_attribute("aria-label").startswith("queen of diamonds")
    page.keyboard.press("ArrowLeft")  # J♦: the left bower, not playable on a diamond lead
    page.keyboard.press("Enter")
    message = trap.locator(".et-msg")
    message.filter(has_text="left bower").wait_for(timeout=10_000)
    assert buttons.count() == 5
    page.keyboard.press("ArrowRight")
    page.keyboard.press(" ")  # Q♦ follows suit
    page.wait_for_function(
        "el => el.querySelectorAll('button.et-card-btn').length === 4",
        arg=trap.element_handle(), timeout=10_000,
    )  # fmt: skip
    assert "Allowed" in message.inner_text()


def test_quiz_click_gives_feedback_with_the_reason(wide: tuple[Page, list[str]]) -> None:
    page, _errors = wide
    quiz = page.locator(".et-quiz").first
    quiz.get_by_role("button", name="J♠").click()
    feedback = quiz.locator(".et-feedback")
    feedback.wait_for(timeout=10_000)
    assert "ordinary spade" in feedback.inner_text()
    # The button is another widget: its update is a message of its own, after the feedback's.
    quiz.get_by_role("button", name="Try again").wait_for(state="visible", timeout=10_000)


def test_phone_width_has_no_sideways_scrolling(browser: Browser, gallery_url: str) -> None:
    page, errors = open_gallery(browser, gallery_url, 390)
    overflowing = page.evaluate(
        """() => Array.from(document.querySelectorAll('.et-table, .et-hand, .et-cards'))
              .filter(el => el.scrollWidth > el.clientWidth + 1).length"""
    )
    assert overflowing == 0 and errors == []
    page.close()


def _focus_in(page: Page, selector: str) -> bool:
    return bool(page.evaluate(
        "sel => !!document.activeElement && !!document.activeElement.closest(sel)", selector
    ))  # fmt: skip


def test_after_a_bid_by_keyboard_the_focus_goes_to_the_next_thing_to_act_on(
    wide: tuple[Page, list[str]],
) -> None:
    page, _errors = wide
    table = page.locator(".et-playtable")
    bidding = table.locator(".et-bidding")
    first_bid = bidding.get_by_role("button", name="Pass")
    first_bid.wait_for(state="visible", timeout=30_000)
    bidding.locator(".et-prompt").click()  # a click on the words: the next Tab is the bids
    page.keyboard.press("Tab")
    assert first_bid.evaluate("b => b === document.activeElement")
    page.keyboard.press("Enter")  # pass, by keyboard
    # No Tab from here: the focus waits on the hand while the computer bids, and the first
    # card the learner may play is one Enter away.
    page.wait_for_function(
        "() => !!document.activeElement?.closest('.et-playtable .et-hand')", timeout=30_000
    )
    hand = table.locator(".et-root.et-hand")
    table.locator(".et-root.et-hand:not(.et-disabled)").wait_for(timeout=30_000)
    cards = hand.locator("button.et-card-btn")
    for _ in range(5):  # a card that may not be played stays put: try the next one
        page.keyboard.press("Enter")
        try:
            page.wait_for_function(
                "el => el.querySelectorAll('button.et-card-btn').length === 4",
                arg=hand.element_handle(), timeout=5_000,
            )  # fmt: skip
            break
        except PlaywrightTimeout:  # refused: move on to the next card
            assert _focus_in(page, ".et-playtable .et-hand")
            page.keyboard.press("ArrowRight")
    assert cards.count() == 4
