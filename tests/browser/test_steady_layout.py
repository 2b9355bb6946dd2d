"""What moves and what is cut off (issue 27, the walk10 cold walk, Chromium at 1280x900 and
390x844): an answer's box no longer pushes the cards and buttons the learner is about to
press; after Continue a guided hand's newest log line is on a phone's screen; Buck
Euchre's In and Out keep one order; lesson 14's settings show every label whole.

Every page is moved as a person moves it (the wheel on a desktop, a finger on a phone)
and every answer is a click or a tap. Run this file on its own (it starts its own server).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Locator, Page, expect

from euchre_teach.core.record import parse
from euchre_teach.course.buck_quiz import in_or_out_item
from euchre_teach.course.catalogue import hands_dir
from tests.browser.conftest import LESSONS, wait_until_warm
from tests.browser.test_phone import first_bid_deal, lesson_url, shot, swipe_until

LOAD_MS = 60_000
DISCARD_HAND = "The dealer's discard: make a void"  # lesson 5, lessons/hands/08_…
ASSIST_HAND = "Your partner's upcard"  # lesson 5, lessons/hands/03_…


@pytest.fixture(scope="module")
def course(voila_server: Callable[..., str]) -> str:
    base_url = voila_server(LESSONS)
    wait_until_warm(base_url, 2, 120)
    return base_url


def bring(page: Page, target: Locator, most: int = 80) -> None:
    """Move the page to ``target`` as a person would: a finger on a phone, else the wheel
    (``most`` swipes or notches)."""
    if (page.viewport_size or {"width": 1280})["width"] < 600:
        swipe_until(page, target, most)
    else:
        wheel_toward(page, target, most)


def wheel_toward(page: Page, target: Locator, most: int) -> None:
    """Turn the mouse wheel, a notch at a time, up or down towards ``target`` until it is
    wholly on screen (lesson 15 opens lower down than its practice, at its game)."""
    size = page.viewport_size or {"width": 1280, "height": 900}
    page.mouse.move(size["width"] / 2, size["height"] / 2)
    for _ in range(most):
        box = target.bounding_box()
        if box is not None and box["y"] >= 0 and box["y"] + box["height"] <= size["height"]:
            return
        page.mouse.wheel(0, -300 if box is not None and box["y"] < 0 else 300)
        page.wait_for_timeout(80)
    expect(target).to_be_in_viewport(ratio=1)


def press(page: Page, target: Locator) -> None:
    """A tap on a phone, a click elsewhere, on ``target`` already on screen."""
    if (page.viewport_size or {"width": 1280})["width"] < 600:
        target.tap()
    else:
        target.click()


def open_game(page: Page, course: str) -> Locator:
    """Lesson 14 on a class deal whose first hand the learner bids first, its game started
    with a click or a tap on "Start the game". Returns the game's table."""
    page.goto(f"{lesson_url(course, 14)}?deal={first_bid_deal()}")
    start = page.get_by_role("button", name="Start the game")
    expect(start).to_be_attached(timeout=LOAD_MS)
    bring(page, start)
    press(page, start)
    return page.locator(".et-playtable")


# Where each element sits on the page, as laid out: not on the screen (the page may be moved
# to show an answer, which is not the layout shifting) and without the transforms of a card
# that rises under the pointer or when picked.
PLACES_JS = """(nodes) => nodes.map((n) => {
  let left = 0, top = 0;
  for (let e = n; e; e = e.offsetParent) { left += e.offsetLeft; top += e.offsetTop; }
  return [n.getAttribute('aria-label') || n.textContent.trim(), left, top,
          n.offsetWidth, n.offsetHeight];
})"""


def places(target: Locator) -> list[Any]:
    return target.evaluate_all(PLACES_JS)  # type: ignore[no-any-return]


def guided_panel(page: Page, title: str) -> Locator:
    heading = page.get_by_role("heading", name=title, exact=True)
    return page.locator(".et-panel").filter(has=heading)


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_an_answers_box_leaves_the_cards_and_buttons_where_they_were(
    size: str, course: str, request: pytest.FixtureRequest
) -> None:
    """The walk: a wrong-answer box appeared above the hand, the cards jumped down under the
    finger, and a second tap landed on another card. A wrong bid, a right one and a wrong
    discard in lesson 5's discard hand leave every card and bid button where it was."""
    page: Page = request.getfixturevalue(size)
    page.goto(lesson_url(course, 5))
    panel = guided_panel(page, DISCARD_HAND)
    cards = panel.locator(".et-hand button.et-card-btn")
    bids = panel.locator(".et-guided-bids button")
    take = panel.get_by_role("button", name=re.compile(r"^Take up \S+$"))
    expect(take).to_be_attached(timeout=LOAD_MS)
    bring(page, take)
    page.wait_for_timeout(300)  # the page at rest
    before = places(cards) + places(bids)
    press(page, panel.get_by_role("button", name="Pass", exact=True))  # not the best: refused
    expect(panel.locator(".et-feedback-wrong")).to_be_visible()
    page.wait_for_timeout(500)
    shot(page, f"steady-{size}-wrong-bid")
    assert places(cards) + places(bids) == before, "a wrong bid's answer moved the cards"

    before = places(cards)
    bring(page, take)
    press(page, take)  # right: South, the dealer, takes A♥ up and discards by a tap
    expect(panel.locator(".et-feedback-right")).to_be_visible()
    expect(cards).to_have_count(6)
    page.wait_for_timeout(500)
    shot(page, f"steady-{size}-taken-up")
    # A♥ joins the hand (on a phone the sixth card starts a second row), but nothing above
    # the cards grows: the first row stays where it was
    assert min(p[2] for p in places(cards)) == min(p[2] for p in before), "the cards moved"

    spade = panel.get_by_role("button", name="ace of spades", exact=False).first
    bring(page, spade)
    before = places(cards)
    press(page, spade)  # refused: 9♣, the only club, is the better discard
    expect(panel.locator(".et-feedback-wrong")).to_be_visible()
    page.wait_for_timeout(500)
    shot(page, f"steady-{size}-wrong-discard")
    assert places(cards) == before, "a wrong discard's answer moved the cards"


def test_after_continue_what_was_played_is_on_a_phones_screen(phone: Page, course: str) -> None:
    """The walk, lesson 6 (now 3) on a phone: after Continue the log's newest line (what was just
    played, and why) was below the bottom of the screen."""
    phone.goto(lesson_url(course, 5))
    panel = guided_panel(phone, ASSIST_HAND)
    assist = panel.get_by_role("button", name=re.compile(r"^Order up \S+$"))
    expect(assist.first).to_be_attached(timeout=LOAD_MS)
    bring(phone, assist.first)
    assist.first.tap()
    expect(panel.locator(".et-feedback-right")).to_be_visible()
    go_on = panel.get_by_role("button", name="Continue", exact=True)
    newest = panel.locator("ol.et-log li").last
    record = parse((hands_dir() / "03_assist_and_march.txt").read_text(encoding="utf-8"))
    cards = iter([str(a.card) for s, a in record.actions if s == 2 and a.card is not None])
    for press_number in range(1, 9):
        phone.wait_for_timeout(1_000)
        if not go_on.is_enabled():  # South's card: the learner plays the recorded one
            card = panel.locator(f'.et-card-btn[data-card="{next(cards)}"]')
            bring(phone, card)
            card.tap()
        expect(go_on).to_be_enabled()
        bring(phone, go_on)
        said = newest.inner_text()
        go_on.tap()
        expect(newest).not_to_have_text(said)
        phone.wait_for_timeout(1_900)  # the page has followed the press (inview.js)
        shot(phone, f"steady-continue-{press_number}")
        expect(newest).to_be_in_viewport(ratio=1)
        if "Continue" not in panel.locator(".et-guided-ways").inner_text():
            break  # "Hand over"


def test_buck_euchres_in_and_out_keep_their_order(desktop: Page, course: str) -> None:
    """The walk, lesson 15's "In or out?" practice: In stood left of Out where staying in
    was the answer and right of it where dropping out was, so a learner tapping the same
    place got the other answer."""
    desktop.goto(lesson_url(course, 15))
    quiz = desktop.locator(".et-quiz").filter(has_text="In or out?").first
    for number in (1, 10, 5, 4):  # lesson 15's practice, in its order
        answer = next(o.label for o in in_or_out_item(number).options if o.correct)
        yes = quiz.get_by_role("button", name="In", exact=True)
        no = quiz.get_by_role("button", name="Out", exact=True)
        expect(yes).to_be_attached(timeout=LOAD_MS)
        bring(desktop, yes, 200)  # lesson 15 is long: the practice is far down
        bring(desktop, no)
        first, second = yes.bounding_box(), no.bounding_box()
        assert first is not None and second is not None
        assert (first["y"], first["x"]) < (second["y"], second["x"]), f"buckin/{number}"
        quiz.get_by_role("button", name=answer, exact=True).click()
        if number != 4:
            following = quiz.get_by_role("button", name="Next question")
            bring(desktop, following)
            following.click()


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_lesson_13s_setting_labels_are_whole(
    size: str, course: str, request: pytest.FixtureRequest
) -> None:
    """The walk (shots 150, 203): "The dealer's left leads against …", cut in ipywidgets'
    300 px checkbox. Each label's text fits its box (its scroll width is its width) and
    ends inside the screen."""
    page: Page = request.getfixturevalue(size)
    page.goto(lesson_url(course, 14))
    start = page.get_by_role("button", name="Start the game")
    expect(start).to_be_attached(timeout=LOAD_MS)
    bring(page, start)
    shot(page, f"steady-{size}-settings")
    width = (page.viewport_size or {"width": 1280})["width"]
    boxes = page.locator(".et-panel .widget-checkbox .widget-label-basic")
    expect(boxes.first).to_be_attached()
    sizes = boxes.evaluate_all("""(labels) => labels.map((l) => {
      const text = l.querySelector('span').getBoundingClientRect();
      const box = l.getBoundingClientRect();
      return [l.textContent.trim(), l.scrollWidth, l.clientWidth, text.right, box.right];
    })""")
    names = [s[0] for s in sizes]
    assert "The dealer's left leads against a loner" in names
    for name, scroll, client, text_right, box_right in sizes:
        assert scroll <= client, f"{name!r} is cut: {scroll} px of text in {client} px"
        assert text_right <= box_right + 1 and box_right <= width, name
