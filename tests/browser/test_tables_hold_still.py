"""The tables hold still under the learner's finger (the layout39 cold walk, Chromium at
1280x900 and on a 390x844 touch phone):

1. every button of a guided hand's table and of lesson 14's game table was 36 px tall on a
   phone: a finger's target is at least 44x44 CSS px;
2. lesson 14's score and trump scrolled out of view while a card was chosen: a short line
   with both sits right above the learner's cards, in the page's flow, covering nothing;
3. lesson 10's Continue landed at another height after almost every press (the felt, the
   line under it and the hand grew and shrank): it stays where it was;
4. at the end of a lesson 14 hand the page jumped a screen down to "After the hand": it
   moves only when the review's start is off screen, and then the least.

Every page is moved as a person moves it (the wheel, a finger) and every answer is a click
or a tap. Run this file on its own (it starts its own server).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Locator, Page, expect

from euchre_teach.core.actions import Action
from tests.browser.conftest import LESSONS, wait_until_warm
from tests.browser.test_phone import lesson_url, shot
from tests.browser.test_steady_layout import bring, open_game, places, press
from widgets.bidding import action_words
from widgets.hand_chooser import HandChooser

LOAD_MS = 60_000
SETTLED_MS = 600  # the page has followed the press (inview.js moves it in the first frames)
REVIEW_MS = 1_900  # and has moved for the last time (inview.js: its last try at 1.6 s)
FINGER = 44  # CSS px, each way
STEADY_PX = 8  # Continue's most movement on screen between presses: under a fifth of it


@pytest.fixture(scope="module")
def course(voila_server: Callable[..., str]) -> str:
    base_url = voila_server(LESSONS)
    wait_until_warm(base_url, 2, 120)
    return base_url


def small_buttons(scope: Locator) -> list[Any]:
    """The buttons drawn in ``scope`` smaller than a finger, with their sizes."""
    sizes = scope.locator("button").evaluate_all("""(buttons) => buttons
      .filter((b) => b.getClientRects().length && getComputedStyle(b).visibility !== 'hidden')
      .map((b) => { const r = b.getBoundingClientRect();
                    return [b.textContent.trim(), Math.round(r.width), Math.round(r.height)]; })""")
    return [s for s in sizes if s[1] < FINGER or s[2] < FINGER]


def screen_y(target: Locator) -> float:
    box = target.bounding_box()
    assert box is not None
    return round(box["y"])


# ---------------------------------------------------------------- lesson 10, a guided hand


def _first_hand() -> tuple[list[str], Any]:
    """Lesson 10's first hand as the page deals it: the learner's recorded moves, and a
    player of it here that follows the page (for the bid buttons' words)."""
    player = HandChooser().player
    return [str(a) for seat, a in player.record.actions if seat == 2], player


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_a_guided_hands_continue_stays_in_place_and_every_button_takes_a_finger(
    size: str, course: str, request: pytest.FixtureRequest
) -> None:
    """Lesson 10's first hand played through with its recorded moves: once the first
    trick is taken, Continue is at the same place on the page before every press (the table,
    the line above the hand and the hand keep their room) and, press after press, within
    a few px on the screen (the page follows the newest line only down), and on a
    phone every button of the table (bids, Continue, Look at last trick, Play this hand
    again) is at least 44x44 px."""
    page: Page = request.getfixturevalue(size)
    moves, player = _first_hand()
    page.goto(lesson_url(course, 10))
    panel = page.locator(".et-hand-chooser .et-panel").first
    go_on = panel.locator(".et-guided-ways button").filter(has_text=re.compile(r"^Continue$"))
    bids = panel.locator(".et-guided-bids button")
    expect(bids.first).to_be_visible(timeout=LOAD_MS)
    bring(page, bids.last)
    too_small: list[Any] = []
    pressed = False  # the last press was Continue (after the learner's own move the page
    # may move to show its answer, under the buttons: that is no shift of the layout)
    seen: list[tuple[float | None, list[Any]]] = []  # Continue before each press in the play
    for _ in range(40):
        if size == "phone":
            too_small += small_buttons(panel)
        if player.guide.finished:
            break
        if player.waiting:
            move = moves.pop(0)
            words = action_words(Action.parse(move), player.deal, 2)
            player.choose(move)
            if move.startswith(("play", "discard")):
                code = move.split()[1]
                target = panel.locator(f'.et-hand button.et-card-btn[data-card="{code}"]')
            else:
                target = panel.get_by_role("button", name=words, exact=True)
            bring(page, target)
            press(page, target)
            pressed = False
        else:
            expect(go_on).to_be_enabled()
            if player.deal.tricks:  # from the first trick taken on (its room is all made)
                seen.append((screen_y(go_on) if pressed else None, places(go_on)))
            said = panel.locator("ol.et-log li").last.inner_text()
            player.step()
            press(page, go_on)
            expect(panel.locator("ol.et-log li").last).not_to_have_text(said)
            pressed = True
        page.wait_for_timeout(SETTLED_MS)
    shot(page, f"hold-still-{size}-guided-end")
    assert player.guide.finished and len(seen) >= 6, f"{len(seen)} presses in the play"
    where = {y for y, _ in seen if y is not None}
    # A few px while the move list's box fills to its height (the walk: 455 to 654 px)
    assert max(where) - min(where) <= STEADY_PX, f"Continue stood at these heights: {seen}"
    assert all(p == seen[0][1] for _, p in seen), "Continue moved on the page"
    assert too_small == [], f"buttons smaller than a finger: {sorted(set(map(tuple, too_small)))}"


# ---------------------------------------------------------------- lesson 14, the game


def start_game(page: Page, course: str) -> Locator:
    """Lesson 14 on a class deal whose first hand the learner bids first; "Show playable
    cards" ticked. Returns the game's table."""
    game = open_game(page, course)
    legal = game.get_by_role("checkbox", name="Show playable cards")
    expect(game.locator(".et-bidding button").first).to_be_enabled(timeout=LOAD_MS)
    bring(page, legal)
    press(page, legal)
    expect(legal).to_be_checked()
    speed = game.get_by_role("combobox", name="Speed")
    bring(page, speed)
    speed.select_option("Instant")  # the computer players at once: a hand in seconds
    return game


def overlaps(a: dict[str, float], b: dict[str, float]) -> bool:
    return (a["x"] < b["x"] + b["width"] and b["x"] < a["x"] + a["width"]
            and a["y"] < b["y"] + b["height"] and b["y"] < a["y"] + a["height"])  # fmt: skip


def play_a_card(page: Page, game: Locator, size: str, checks: list[str]) -> None:
    """Bring a playable card wholly into view as a person does, check that the score and
    trump are on screen too, over no card or button, and play it."""
    card = game.locator(".et-hand:not(.et-disabled) button.et-card-btn.et-legal").first
    line = game.locator(".et-game-line")
    bring(page, card)
    page.wait_for_timeout(300)
    if screen_y(card) < 120:  # the person came back up to the hand from the buttons below
        bring(page, line)  # and looks at it from its top, as from the table
        bring(page, card)
    expect(card).to_be_in_viewport(ratio=1)
    expect(line).to_be_in_viewport(ratio=1)
    expect(line).to_contain_text(re.compile(r"Score: North-South \d+ · East-West \d+"))
    expect(line).to_contain_text(re.compile(r"Trump: . (clubs|diamonds|hearts|spades)"))
    bar = line.bounding_box()
    assert bar is not None
    for thing in game.locator("button").all():
        box = thing.bounding_box()
        if box is not None and box["height"] and thing.is_visible():
            assert not overlaps(bar, box), f"the score line covers {thing.inner_text()!r}"
    checks.append(card.get_attribute("data-card") or "")
    if len(checks) == 1:
        shot(page, f"hold-still-{size}-score-and-trump")
    press(page, card)


def play_the_hand(page: Page, game: Locator, size: str, checks: list[str]) -> None:
    """Order up (or name a suit) at the first bid, pass after that, and play a playable
    card at each turn until the hand's review comes."""
    bids = game.locator(".et-bidding button:enabled")
    cards = game.locator(".et-hand:not(.et-disabled) button.et-card-btn.et-legal")
    review = page.locator(".et-hand-review")
    first = True
    for _ in range(400):
        if review.count():
            return
        if bids.count():
            making = bids.filter(has_text=re.compile(r"^(Order up|Take up|Name) \S+$"))
            target = making.first if first and making.count() else bids.first
            if not first and bids.filter(has_text="Pass").count():
                target = bids.filter(has_text="Pass").first
            first = False
            bring(page, target)
            press(page, target)
        elif cards.count():
            play_a_card(page, game, size, checks)
        page.wait_for_timeout(250)
    pytest.fail("the hand did not end")


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_lesson_13_keeps_the_score_and_trump_in_view_and_stays_put_at_the_hands_end(
    size: str, course: str, request: pytest.FixtureRequest
) -> None:
    """A hand of lesson 14 played by a person: at every card, brought on screen as a person
    does, the short score and trump line is wholly on screen too, over no card or button
    (it is in the page's flow); on a phone every button of the
    table is at least 44x44 px; when the hand ends the page moves the least that brings the
    review's start on screen (the walk: a screen's jump, the table lost)."""
    page: Page = request.getfixturevalue(size)
    game = start_game(page, course)
    if size == "phone":
        assert small_buttons(game) == [], "bids, Continue, Hint and the rest take a finger"
    checks: list[str] = []
    before_end: list[float] = []

    def note_end(y: float) -> None:
        before_end.append(y)

    page.expose_function("noteEnd", note_end)
    # the page's place as the last card leaves a hand: what the review's move starts from
    page.evaluate("""() => new MutationObserver((_, seen) => {
        if (document.querySelector('.et-hand-review')) { noteEnd(scrollY); seen.disconnect(); }
      }).observe(document.body, { childList: true, subtree: true })""")
    play_the_hand(page, game, size, checks)
    assert len(checks) >= 3, f"only {len(checks)} cards played"
    heading = page.locator(".et-hand-review > :first-child").first
    expect(heading).to_be_visible(timeout=LOAD_MS)
    page.wait_for_timeout(REVIEW_MS)
    shot(page, f"hold-still-{size}-hand-over")
    height = (page.viewport_size or {"height": 900})["height"]
    expect(heading).to_be_in_viewport()
    box = heading.bounding_box()
    assert box is not None and before_end
    moved = page.evaluate("scrollY") - before_end[0]
    # the least: the heading's foot at the screen's foot (12 px margin), or no move at all
    assert moved == 0 or abs(box["y"] + box["height"] + 12 - height) <= 3, (
        f"the page moved {moved:.0f} px and the review's heading stands at y={box['y']:.0f}"
    )
    if size == "phone":
        assert small_buttons(game) == [], "Look at last trick and the rest take a finger"
