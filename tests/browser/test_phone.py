"""The course on a phone (390x844, touch) and what a table hides (issue 27, items 9 and 1):
the top bar in two lines at most, lesson 6's tables whole at 390 px, the next action in view
after a wrong answer, and another seat's discard face down in a guided hand's log. Every
page is moved by a finger drawn up the screen and every answer is a tap, as on a phone."""

from __future__ import annotations

import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page, expect

from euchre_teach.course import quizzes
from euchre_teach.course.catalogue import LESSONS as COURSE
from tests.browser.conftest import LESSONS, wait_until_warm
from tests.test_lesson_progress import wrong_response
from widgets.course import to_question
from widgets.playtable import PlayTable
from widgets.questions import MultipleChoice

LOAD_MS = 60_000
SHOTS = Path(tempfile.gettempdir()) / "euchre-phone-shots"  # to look at after a run


@pytest.fixture(scope="module")
def course(voila_server: Callable[..., str]) -> str:
    base_url = voila_server(LESSONS)
    wait_until_warm(base_url, 3, 120)
    return base_url


def lesson_url(base_url: str, number: int) -> str:
    entry = next(e for e in COURSE if e.number == number)
    return f"{base_url}/voila/render/{entry.notebook}"


def first_bid_deal() -> int:
    """A class deal number whose first hand opens with the learner's bid (East deals, so
    South bids first): lesson 14's game deals deal N's cards as this table does."""
    return next(n for n in range(1, 100)
                if PlayTable(seed=n, auto=False).deal.to_act == PlayTable().learner)  # fmt: skip


def shot(page: Page, name: str) -> None:
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


SWIPE_S = 0.25  # how long a swipe takes, from touch to lift


def _finger(page: Page) -> Callable[[float], None]:
    """A finger drawn up the screen by ``reach`` px (down when negative), slowly, resting
    before it lifts: real touch input the page follows, with no fling."""
    cdp = page.context.new_cdp_session(page)
    size = page.viewport_size or {"width": 390, "height": 844}
    x, start = size["width"] * 0.9, size["height"] * 0.6
    clock = [0.0]  # when the last finger lifted

    def touch(kind: str, y: float, at: float) -> None:
        points = [] if kind == "touchEnd" else [{"x": x, "y": y, "id": 1}]
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points, "timestamp": at})

    def draw(reach: float) -> None:
        # Each event carries the time a finger would make it at, just past: a move every
        # 8 ms, then a rest of 170 ms before the lift, which tells the page the finger
        # stopped. Sent at once without times, the events look like a flick, and the page
        # flings on, further with each swipe (a fling boosts the next).
        now = time.time()
        if now - SWIPE_S < clock[0]:  # a swipe's events never go back in time
            time.sleep(clock[0] - (now - SWIPE_S))
            now = time.time()
        at = now - SWIPE_S
        touch("touchStart", start, at)
        for step in range(1, 11):
            touch("touchMove", start - reach * step / 10, at + step * 0.008)
        for rest in range(1, 9):
            touch("touchMove", start - reach, at + 0.08 + rest * 0.02)
        touch("touchEnd", start - reach, at + SWIPE_S)
        clock[0] = now
        page.wait_for_timeout(60)

    return draw


def swipe_until(page: Page, target: Locator, most: int = 80) -> None:
    """Draw a finger up the screen, 150 px at a time, until ``target`` is wholly on screen
    (it arrives from below, so it stands in the lower part of the screen)."""
    draw = _finger(page)
    height = (page.viewport_size or {"height": 844})["height"]
    reach = 150.0
    for _ in range(most):
        box = target.bounding_box()
        if box is not None and box["y"] >= 0 and box["y"] + box["height"] <= height:
            if _still(page, target, box["y"]):
                return
            continue
        if box is not None and box["y"] < 0:
            # The page went past it (a swipe can carry on a little after the finger lifts):
            # draw the finger down, shorter each time, as a person nudges back.
            reach = -max(abs(reach) / 2, 40.0)
        draw(reach)
        if reach < 0:
            reach = abs(reach)
    raise AssertionError(f"swiping never brought {target} on screen")


def _still(page: Page, target: Locator, y: float) -> bool:
    """Whether ``target`` holds still for a moment, as a person waits for the page to stop
    before tapping: a swipe can carry on a little, and the page follows a press (inview.js)
    for up to a second or two, so a tap at once can land where the button was."""
    for _ in range(30):
        page.wait_for_timeout(100)
        now = target.bounding_box()
        if now is None:
            return False
        if now["y"] == y:
            return True
        y = now["y"]
    return False


def swipe_past(page: Page, target: Locator, most: int = 40) -> None:
    """Draw a finger up the screen, 60 px at a time, until ``target`` has gone wholly above
    it, as a person reads on until a paragraph has left the screen."""
    draw = _finger(page)
    for _ in range(most):
        box = target.bounding_box()
        if box is not None and box["y"] + box["height"] <= 0:
            return
        draw(60.0)
    raise AssertionError(f"swiping never took {target} above the screen")


LINES_JS = """(bar) => {
  const middles = [];
  for (const link of bar.querySelectorAll('a')) {
    for (const rect of link.getClientRects()) {
      if (rect.width > 0) { middles.push((rect.top + rect.bottom) / 2); }
    }
  }
  middles.sort((a, b) => a - b);
  return middles.filter((y, i) => i === 0 || y - middles[i - 1] > 12).length;
}"""


def test_the_top_bar_takes_two_lines_at_most_on_a_phone(phone: Page, course: str) -> None:
    """It took three lines on the site's pages and five on a lesson's."""
    phone.goto(f"{course}/")
    bar = phone.locator("header.site")
    expect(bar).to_be_visible()
    shot(phone, "phone-home-top-bar")
    assert bar.evaluate(LINES_JS) <= 2
    phone.goto(lesson_url(course, 6))
    bar = phone.locator("header.site")  # the site's own bar (issue 27: one bar everywhere)
    expect(phone.locator(".et-panel").first).to_be_visible(timeout=LOAD_MS)
    shot(phone, "phone-lesson-6-top-bar")
    assert bar.evaluate(LINES_JS) <= 2
    for link in ("All lessons", "Review", "Cheat sheet", "Glossary", "Settings", "Teachers"):
        expect(bar.get_by_role("link", name=link, exact=True)).to_be_visible()
    # the way on is right under the bar too (a learner walk found none above the lesson's end)
    steps = phone.locator("nav.euchre-nav-top")
    assert steps.evaluate(LINES_JS) == 1
    assert steps.locator("a[rel=prev]").inner_text() == "← Lesson 5"
    assert steps.locator("a[rel=next]").inner_text() == "Lesson 7 →"
    expect(
        steps.get_by_role("link", name="Next lesson: 7. Bidding, round 2 and stick the dealer")
    ).to_be_visible()
    expect(phone.locator("nav.euchre-nav-bottom a[rel=next]")).to_be_attached()


def test_a_lessons_top_bar_is_one_line_at_1280_with_the_lessons_around(
    desktop: Page, course: str
) -> None:
    """At 1280x900 the lesson's bar wrapped "Next: 5. Bidding, round 2 and stick the dealer
    →" onto a second line (learner walk); it names the lessons by number, the titles on
    hover and to a screen reader."""
    desktop.goto(lesson_url(course, 6))
    bar = desktop.locator("nav.euchre-nav-top")
    expect(desktop.locator(".et-panel").first).to_be_visible(timeout=LOAD_MS)
    assert bar.evaluate(LINES_JS) == 1
    assert desktop.locator("header.site").evaluate(LINES_JS) == 1
    expect(bar.locator("a[rel=prev]")).to_have_text("← Lesson 5")
    expect(bar.locator("a[rel=prev]")).to_have_attribute(
        "title", "Previous: 5. Dealing, the upcard and round 1"
    )
    expect(bar.locator("a[rel=next]")).to_have_text("Lesson 7 →")


CUT_OFF_JS = """() => {
  const cut = [];
  for (const el of document.querySelectorAll('main#rendered_cells *')) {
    const r = el.getBoundingClientRect();
    if (!r.width || !r.height) continue;
    if (r.right > window.innerWidth + 1 || r.left < -1) {
      cut.push(el.outerHTML.slice(0, 80));
      continue;
    }
    for (let a = el.parentElement; a && a.id !== 'rendered_cells'; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX !== 'visible') {
        const q = a.getBoundingClientRect();
        if (r.right > q.right + 1 || r.left < q.left - 1) cut.push(el.outerHTML.slice(0, 80));
        break;
      }
    }
  }
  return cut;
}"""


def test_lesson_6s_tables_are_whole_on_a_phone(phone: Page, course: str) -> None:
    """The count's table was 6 px wider than the lesson at 390 px: its last column was cut."""
    phone.goto(lesson_url(course, 6))
    counts = phone.locator("table.et-count")
    expect(counts.first).to_be_attached(timeout=LOAD_MS)
    swipe_until(phone, counts.first)
    phone.wait_for_timeout(300)  # the page at rest after the swipe
    shot(phone, "phone-lesson-4-count-table")
    assert phone.evaluate(CUT_OFF_JS) == []
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390


def test_after_a_wrong_answer_the_next_action_is_on_screen(phone: Page, course: str) -> None:
    """A wrong answer's explanation pushed "Try again" below the bottom of the phone's
    screen: the page now moves to it."""
    question = to_question(quizzes.quiz(1)[0])
    assert isinstance(question, MultipleChoice)
    wrong = str(wrong_response(question))
    phone.goto(lesson_url(course, 1))
    quiz = phone.locator(".et-quiz").filter(has_text="Lesson 1 quiz")
    option = quiz.get_by_role("button", name=wrong, exact=True)
    expect(option).to_be_attached(timeout=LOAD_MS)
    swipe_until(phone, option)
    box = option.bounding_box()
    assert box is not None and box["y"] > 844 / 2, "the answer should be low on the screen"
    option.tap()
    expect(quiz.locator(".et-feedback-wrong")).to_be_visible()
    again = quiz.get_by_role("button", name="Try again")
    expect(again).to_be_in_viewport(ratio=1, timeout=3_000)
    expect(quiz.locator(".et-feedback-wrong")).to_be_in_viewport()
    shot(phone, "phone-wrong-answer")
    again.tap()
    expect(quiz.get_by_role("button", name=wrong, exact=True)).to_be_enabled()


def test_a_guided_hand_logs_another_seats_discard_face_down(desktop: Page, course: str) -> None:
    """Lesson 3's log said "West discarded J♠. West throws away the lone J♠ …" while the
    hand was played; the discard is face down and named once the hand is over."""
    desktop.goto(lesson_url(course, 3))
    panel = desktop.locator(".et-panel").filter(has_text="The left-bower trap")
    go_on = panel.get_by_role("button", name="Continue")
    expect(go_on).to_be_attached(timeout=LOAD_MS)
    size = desktop.viewport_size or {"width": 1280, "height": 900}
    desktop.mouse.move(size["width"] / 2, size["height"] / 2)
    while not go_on.is_visible() or (go_on.bounding_box() or {"y": 1e9})["y"] > size["height"] - 60:
        desktop.mouse.wheel(0, 300)
        desktop.wait_for_timeout(50)
    log = panel.locator("ol.et-log")
    for _ in range(12):
        if "West discarded" in log.inner_text():
            break
        if go_on.is_enabled():
            go_on.click()
        else:
            panel.get_by_role("button", name="Pass", exact=True).click()  # South passes
        desktop.wait_for_timeout(300)
    text = log.inner_text()
    assert "West discarded a card face down." in text
    assert "West discarded J♠" not in text and "lone J♠" not in text


BADGES_CUT_JS = """(hand) => [...hand.querySelectorAll('.et-order-mark')].filter((mark) => {
  const r = mark.getBoundingClientRect();
  for (let a = mark.parentElement; a; a = a.parentElement) {
    const s = getComputedStyle(a);
    if (s.overflowX !== 'visible' || s.overflowY !== 'visible') {
      const q = a.getBoundingClientRect();
      return r.top < q.top - 0.5 || r.right > q.right + 0.5;
    }
  }
  return false;
}).map((mark) => mark.textContent)"""


def test_lesson_2s_order_numbers_are_whole_on_the_cards(phone: Page, course: str) -> None:
    """Lesson 2's "Order the cards": the numbers on the picked cards were cut at the top."""
    phone.goto(lesson_url(course, 2))
    panel = phone.locator(".et-quiz").filter(has_text="Order the cards")
    cards = panel.locator(".et-hand .et-card-btn")
    expect(cards.first).to_be_attached(timeout=LOAD_MS)
    swipe_until(phone, panel.get_by_role("button", name="Check my answer"))
    for index in range(3):
        cards.nth(index).tap()
    expect(panel.locator(".et-order-mark")).to_have_count(3)
    phone.wait_for_timeout(300)  # the picked cards have risen
    shot(phone, "phone-lesson-2-order-numbers")
    assert panel.locator(".et-hand").evaluate(BADGES_CUT_JS) == []


def test_lesson_13s_first_bid_its_buttons_and_hint_are_on_screen(phone: Page, course: str) -> None:
    """A cold walk, lesson 14 at 390x844: after Start the game, the first bid's prompt and
    buttons stood at the very bottom of the screen and Hint below the fold. When it is the
    learner's turn to bid, the prompt, every bid button and Hint are wholly on screen.

    The page opens a class deal (``?deal=N``, as a teacher's link does) whose first hand
    the learner bids first in: a fresh deal's first turn could be the dealer's discard, and
    the test skipped."""
    phone.goto(f"{lesson_url(course, 14)}?deal={first_bid_deal()}")
    start = phone.get_by_role("button", name="Start the game")
    expect(start).to_be_attached(timeout=LOAD_MS)
    swipe_until(phone, start)
    start.tap()
    game = phone.locator(".et-playtable")
    bids = game.locator(".et-bidding").get_by_role("button")
    expect(phone.get_by_text(f"Class deal {first_bid_deal()}:")).to_be_attached()
    expect(bids.first).to_be_enabled(timeout=LOAD_MS)
    expect(game.locator(".et-bidding .et-prompt")).to_be_in_viewport(ratio=1, timeout=5_000)
    for index in range(bids.count()):
        expect(bids.nth(index)).to_be_in_viewport(ratio=1)
    expect(game.get_by_role("button", name="Hint")).to_be_in_viewport(ratio=1)
    shot(phone, "phone-lesson-13-first-bid")
