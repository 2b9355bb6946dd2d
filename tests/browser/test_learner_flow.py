"""A learner's evening in Chromium: a name, a lesson quiz, a guided hand by keyboard alone,
ten drill positions, then a reload: the home page and the drill remember it all.

The right answers come from the same code the lesson kernels run (the course's quiz items,
the hand record, and a drill with the same seed driven alongside the page), so the test
knows what each screen will ask without reading the answers off the page.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Locator, Page, expect

from euchre_teach import Action, Card
from euchre_teach.core.actions import Kind
from euchre_teach.core.explain import action_done
from euchre_teach.core.record import parse
from euchre_teach.course import quizzes
from euchre_teach.course.catalogue import LESSONS as COURSE
from euchre_teach.course.catalogue import hands_dir
from euchre_teach.course.drills import action_label
from tests.browser.conftest import LESSONS, wait_until_warm
from tests.browser.test_steady_layout import bring
from tests.test_lesson_progress import right_response, wrong_response
from widgets.course import to_question
from widgets.questions import MultipleChoice, PickCards, Question, WhoWins
from widgets.trapdrill import LeftBowerDrill

LOAD_MS = 60_000
WARM_SECONDS = 120
GUIDED_HAND = "03_assist_and_march.txt"  # the first guided hand of lesson 5
DRILL_MARKS = "rrrrrrrwrr"  # one miss, then two right: a streak of 2 and one item to review


@pytest.fixture(scope="module")
def course(voila_server: Callable[..., str]) -> str:
    """The course site, once every lesson has a warm kernel (a busy machine takes a while)."""
    base_url = voila_server(LESSONS)
    lessons = sum(1 for entry in COURSE if (LESSONS / entry.notebook).is_file())
    wait_until_warm(base_url, lessons, WARM_SECONDS)
    return base_url


@pytest.fixture
def page(page: Page) -> Page:
    """A fresh browser page that gives a lesson on a busy machine the time it needs."""
    page.set_default_navigation_timeout(LOAD_MS)
    page.set_default_timeout(LOAD_MS // 2)
    return page


def title_of(number: int) -> str:
    entry = next(e for e in COURSE if e.number == number)
    return f"{entry.number}. {entry.title}"


def open_lesson(page: Page, base_url: str, number: int) -> None:
    entry = next(e for e in COURSE if e.number == number)
    page.goto(f"{base_url}/")
    page.get_by_role("link", name=title_of(number), exact=True).click()
    expect(page.locator("#rendered_cells")).to_be_visible(timeout=LOAD_MS)
    assert entry.notebook in page.url and "learner=" not in page.url  # the server says who


def sign_in(page: Page, base_url: str, name: str) -> None:
    page.goto(f"{base_url}/")
    page.get_by_label("Your name").fill(name)
    page.get_by_role("button", name="Start learning").click()
    expect(page.get_by_role("heading", name=f"Welcome, {name}")).to_be_visible()


def lesson_row(page: Page, number: int) -> Locator:
    return page.locator("ol.lessons > li").filter(has_text=title_of(number))


# ----------------------------------------------------------------- answering on screen


def give(panel: Locator, question: Question, response: object) -> None:
    """Answer ``question`` in ``panel`` the way a learner does, with the mouse."""
    if isinstance(question, MultipleChoice):
        panel.get_by_role("button", name=str(response), exact=True).click()
    elif isinstance(question, WhoWins):
        assert isinstance(response, int)  # the winning seat: its card's button answers
        card = Card.parse(dict(question.trick)[response]).label()
        panel.get_by_role("button", name=card, exact=True).click()
    else:
        assert isinstance(question, PickCards) and isinstance(response, list)
        for code in response:
            panel.locator(f'.et-hand .et-card-btn[data-card="{code}"]').click()
        panel.get_by_role("button", name="Check my answer").click()
    expect(panel.locator(".et-feedback")).to_be_visible()


# ----------------------------------------------------------------- the keyboard alone


FOCUS = """(title) => {
  const el = document.activeElement;
  const panel = [...document.querySelectorAll('.et-panel')]
    .find((p) => [...p.querySelectorAll('h3')].some((h) => h.textContent === title));
  return {inside: Boolean(panel && panel.contains(el)), text: (el.textContent || '').trim(),
          card: el.dataset ? el.dataset.card || null : null,
          inHand: Boolean(el.closest && el.closest('.et-hand'))};
}"""


def tab_to(page: Page, title: str, wanted: Callable[[dict[str, Any]], bool]) -> bool:
    """Press Tab (then Shift+Tab) until the focus is on what ``wanted`` accepts, inside the
    guided hand called ``title``; False if no such control can take the focus."""
    for key in ("Tab", "Shift+Tab"):
        for _ in range(120):
            page.keyboard.press(key)
            focus = page.evaluate(FOCUS, title)
            if focus["inside"] and wanted(focus):
                return True
    return False


def lines_shown(panel: Locator) -> int:
    """How many actions of the hand have been played (the log numbers its lines)."""
    shown: int = panel.locator("ol.et-log").evaluate("(ol) => ol.start + ol.children.length - 1")
    return shown


def continue_until(page: Page, panel: Locator, title: str, played: int) -> None:
    """Press Continue (Enter on the focused button) until ``played`` actions are in the log."""
    while lines_shown(panel) < played:
        focus = page.evaluate(FOCUS, title)
        on_continue = focus["inside"] and focus["text"] == "Continue"
        if on_continue or tab_to(page, title, lambda f: f["text"] == "Continue"):
            page.keyboard.press("Enter")
        page.wait_for_timeout(20)


def play_guided_hand_by_keyboard(page: Page) -> Locator:
    record = parse((hands_dir() / GUIDED_HAND).read_text(encoding="utf-8"))
    panel = page.locator(".et-panel").filter(
        has=page.get_by_role("heading", name=record.title, exact=True)
    )
    expect(panel.locator("ol.et-log")).to_be_attached(timeout=LOAD_MS)
    page.locator("body").focus()
    for index, (seat, action) in enumerate(record.actions):
        if seat != 2:
            continue  # lesson 5 asks South's bids and cards (the play is lessons 3 and 4's)
        continue_until(page, panel, record.title, index)
        expect(panel.get_by_text("Your turn.")).to_be_visible()
        play_my_action(page, record.title, action, record.deal().dealer)
        expect(panel.locator("ol.et-log li").last).to_contain_text(
            action_done(2, action, you=2, dealer=record.deal().dealer)  # "You passed."
        )
        assert lines_shown(panel) == index + 1
    continue_until(page, panel, record.title, len(record.actions))
    expect(panel.get_by_role("button", name="Hand over")).to_be_disabled()
    return panel


def play_my_action(page: Page, title: str, action: Action, dealer: int) -> None:
    if action.card is None:
        label = action_label(action, dealer=dealer == 2, partner=dealer == 0)
        if action.kind is Kind.ORDER:  # a table's button names the upcard: "Order up K♥"
            verb = "Take up" if dealer == 2 else "Order up"
            label = rf"{verb} \S+{', go alone' if action.alone else ''}"
        assert tab_to(page, title, lambda f: re.fullmatch(label, f["text"]) is not None
                      if action.kind is Kind.ORDER else f["text"] == label), f"no {label!r} button"
        page.keyboard.press("Enter")
        return
    assert tab_to(page, title, lambda f: bool(f["inHand"])), "the hand never took the focus"
    for _ in range(6):
        if page.evaluate(FOCUS, title)["card"] == str(action.card):
            break
        page.keyboard.press("ArrowRight")
    assert page.evaluate(FOCUS, title)["card"] == str(action.card)
    page.keyboard.press("Enter")


# ----------------------------------------------------------------- the flow


def take_lesson_quiz(page: Page, number: int) -> tuple[int, int]:
    """Answer lesson ``number``'s quiz: the first question wrong then right, the rest right."""
    panel = page.locator(".et-quiz").filter(has_text=f"Lesson {number} quiz")
    bring(page, panel.get_by_text(f"Lesson {number} quiz", exact=True).first)
    questions = [to_question(item) for item in quizzes.quiz(number)]
    for index, question in enumerate(questions):
        if index == 0:
            give(panel, question, wrong_response(question))
            panel.get_by_role("button", name="Try again").click()
        give(panel, question, right_response(question))
        last = index == len(questions) - 1
        panel.get_by_role("button", name="See my score" if last else "Next question").click()
    right = len(questions) - 1
    expect(panel.get_by_text(f"Done: {right} of {len(questions)} right")).to_be_visible()
    return right, len(questions)


def do_drill(page: Page, marks: str) -> LeftBowerDrill:
    """Answer one drill position per mark (r right, w wrong), mirrored in a local drill."""
    mirror = LeftBowerDrill(seed=12)
    panel = page.locator(".et-quiz").filter(has_text="Left-bower drill")
    expect(panel).to_be_visible(timeout=LOAD_MS)
    for mark in marks:
        question = mirror.quiz.question
        response = right_response(question) if mark == "r" else wrong_response(question)
        expect(panel.locator(".et-prompt")).to_have_text(question.prompt)
        give(panel, question, response)
        assert mirror.quiz.answer(response).correct == (mark == "r")
        panel.get_by_role("button", name="Next question").click()
        mirror.next()
    return mirror


def test_a_learners_progress_is_kept_across_reloads(page: Page, course: str) -> None:
    sign_in(page, course, "Noor")

    open_lesson(page, course, 5)  # a quiz, and the first guided hand
    right, asked = take_lesson_quiz(page, 5)
    hand = play_guided_hand_by_keyboard(page)
    expect(hand.get_by_text("made trump and took 5 tricks")).to_be_visible()

    open_lesson(page, course, 13)
    mirror = do_drill(page, DRILL_MARKS)
    drill = page.locator(".et-panel").filter(has_text="Accuracy by trap type").first
    expect(drill.get_by_text("Drill streak: 2 right in a row")).to_be_visible()
    expect(drill.get_by_text("1 mistake comes back later, here and in Review.")).to_be_visible()

    page.reload()
    expect(page.locator("#rendered_cells")).to_be_visible(timeout=LOAD_MS)
    drill = page.locator(".et-panel").filter(has_text="Accuracy by trap type").first
    expect(drill.get_by_text(f"Drill streak: {mirror.drill.streak} right in a row")).to_be_visible()
    expect(drill.get_by_text(f"drill positions answered: {len(DRILL_MARKS)}")).to_be_visible()
    expect(drill.get_by_text("1 mistake comes back")).to_be_visible()

    page.goto(f"{course}/")
    expect(page.get_by_role("heading", name="Welcome back, Noor")).to_be_visible()
    three = lesson_row(page, 5)
    expect(three.get_by_text("Passed ✓")).to_be_visible()  # 10 of 11 at the first try: 80%+
    expect(three.get_by_text(f"Quiz: {right} of {asked} right first try")).to_be_visible()
    drill_row = lesson_row(page, 13)
    # the same words and number as the drill's own (a cold walk's home page said another)
    expect(drill_row.get_by_text("Drill streak: 2 right in a row")).to_be_visible()
    expect(drill_row.get_by_text("Quiz:")).to_have_count(0)  # drill answers are not the quiz
    expect(drill_row.get_by_text("Started", exact=True)).to_be_visible()
    expect(page.get_by_role("link", name="Continue where you left off: 13.")).to_be_visible()


def test_the_learners_settings_reach_the_cards_and_the_game(page: Page, course: str) -> None:
    sign_in(page, course, "Ilse")
    page.goto(f"{course}/settings")
    page.get_by_label("Stick the dealer").check()
    page.get_by_label("Four-colour deck").check()
    page.get_by_label("Points to win a game").select_option("7")
    page.get_by_label("Computer players").select_option("easy")
    page.get_by_label("Card animation").select_option("off")
    page.get_by_role("button", name="Save settings").click()
    expect(page.get_by_role("status")).to_contain_text("Saved")

    page.goto(f"{course}/")
    page.get_by_label("Deal number").fill("42")
    page.get_by_role("button", name="Open the deal").click()
    expect(page.locator("#rendered_cells")).to_be_visible(timeout=LOAD_MS)
    expect(page.get_by_text("Class deal 42: everyone who opens deal 42")).to_be_visible()
    game = page.locator(".et-panel").filter(has=page.get_by_role("button", name="Start the game"))
    expect(game.get_by_label("Opponents")).to_have_value("Gentle")
    expect(game.get_by_label("Play to")).to_have_value("7")
    expect(game.get_by_label("Stick the dealer")).to_be_checked()
    game.get_by_role("button", name="Start the game").click()
    cards = page.locator(".et-playtable .et-root.et-four-colour").first
    expect(cards).to_be_visible()
    speed = cards.evaluate("(el) => getComputedStyle(el).getPropertyValue('--et-speed').trim()")
    assert speed == "0ms"

    # path8: a learner who leaves mid-game comes back to it where it was (it was lost).
    table = page.locator(".et-playtable .et-table-root").first
    status = table.locator(".et-status")
    expect(status).to_contain_text("Your turn")  # the computer players moved at once
    before = (status.inner_text(), table.locator(".et-bid").all_inner_texts())
    expect(page.get_by_text("This game is kept as you play")).to_be_visible()
    page.reload()
    expect(page.locator("#rendered_cells")).to_be_visible(timeout=LOAD_MS)
    table = page.locator(".et-playtable .et-table-root").first
    expect(table.locator(".et-status")).to_have_text(before[0], timeout=LOAD_MS)
    assert table.locator(".et-bid").all_inner_texts() == before[1]
    expect(page.get_by_role("button", name="Start the game")).to_be_hidden()
