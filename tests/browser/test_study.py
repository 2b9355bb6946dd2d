"""The study pages in Chromium: Review brings back yesterday's misses, the home page shows
mastery, a reloaded lesson shows its earlier answers, glossary terms open from the keyboard,
and the cheat sheet shows lesson 6's bidding count and prints on one page.

The learner's history before today is written into the server's progress file directly
(answers given "yesterday" and "last week" on an injected clock); everything done today
is done on screen, with the mouse and the keyboard.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Locator, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from euchre_teach.course import cheatsheet, mastery
from euchre_teach.course.catalogue import LESSONS as CATALOGUE
from euchre_teach.store.progress import ProgressStore
from tests.browser.conftest import LESSONS, TEACHER_CODE, wait_until_warm
from tests.browser.test_learner_flow import give
from tests.browser.test_steady_layout import bring
from tests.test_lesson_progress import right_response, wrong_response
from webapp.review import Spacing, due_round
from widgets.course import to_question

LOAD_MS = 60_000
WARM_SECONDS = 120


@pytest.fixture(scope="module")
def study(voila_server: Callable[..., str]) -> str:
    """The session's course server (the one the other course tests use: its start and its
    fourteen warm kernels were 2 minutes of its own here), once every lesson has a warm
    kernel again. Its learners are shared: each test here signs in with a name of its own."""
    base_url = voila_server(LESSONS)
    wait_until_warm(base_url, len(list(LESSONS.glob("*.ipynb"))), WARM_SECONDS)
    return base_url


@pytest.fixture
def store(study: str, server_data_dirs: dict[str, Path]) -> Iterator[ProgressStore]:
    """The course server's own progress store, opened beside it."""
    opened = ProgressStore(server_data_dirs[study] / "progress.sqlite3")
    yield opened
    opened.close()


@pytest.fixture
def page(page: Page) -> Page:
    page.set_default_navigation_timeout(LOAD_MS)
    page.set_default_timeout(LOAD_MS // 2)
    return page


def sign_in(page: Page, base_url: str, name: str, store: ProgressStore) -> str:
    page.goto(f"{base_url}/")
    page.get_by_label("Your name").fill(name)
    page.get_by_role("button", name="Start learning").click()
    expect(page.get_by_role("heading", name=f"Welcome, {name}")).to_be_visible()
    return next(who.id for who in store.learners() if who.name == name)


def answered_before(store: ProgressStore, learner: str, lesson: int, keys: dict[str, bool],
                    when: datetime) -> None:  # fmt: skip
    """Quiz answers given at ``when``, scheduled as the lesson page schedules them."""
    spacing = Spacing(store, learner, fuzz=False)
    for key, correct in keys.items():
        store.record_answer(learner, lesson=lesson, item=key, correct=correct, answer="x",
                            at=when.timestamp())  # fmt: skip
        spacing.answered(key, lesson, correct, when, quiz=True)


def test_review_brings_back_yesterdays_misses_from_three_lessons_mixed(
    page: Page, study: str, store: ProgressStore
) -> None:
    learner = sign_in(page, study, "Rae", store)
    yesterday = datetime.now(UTC) - timedelta(days=1)
    missed = {2: mastery.quiz_keys(2)[2], 3: mastery.quiz_keys(3)[0], 9: mastery.quiz_keys(9)[1]}
    for lesson, key in missed.items():
        answered_before(store, learner, lesson, {key: False}, yesterday)
    page.reload()
    page.get_by_role("link", name="Review: 3 questions due now").click()
    expect(page.get_by_text("3 questions due now", exact=True)).to_be_visible(timeout=LOAD_MS)
    expect(page.get_by_text("mixed from lessons 2, 3 and 9")).to_be_visible()
    panel = page.locator(".et-quiz").filter(has_text="Review ·")
    order = due_round(store, learner, datetime.now(UTC))
    assert sorted(key for key, _ in order) == sorted(missed.values())
    for index, (key, lesson) in enumerate(order):
        question = to_question(mastery.regenerate(key))
        expect(panel.locator(".et-prompt")).to_have_text(question.prompt)
        response = wrong_response(question) if index == 0 else right_response(question)
        give(panel, question, response)
        expect(page.get_by_text(f"From lesson {lesson}:")).to_be_visible()
        if index == 0:
            expect(panel.locator(".et-feedback")).to_contain_text("Not quite")
            panel.get_by_role("button", name="Try again").click()
            give(panel, question, right_response(question))
        last = index == len(order) - 1
        panel.get_by_role("button", name="See my score" if last else "Next question").click()
    expect(panel.get_by_text("Done: 2 of 3 right at the first try")).to_be_visible()
    # Cold walk (issue 27): the heading still said the round's first count while "Next
    # round" said another. One count, the same in both, and on the home page.
    expect(page.get_by_role("button", name="Next round: 1 question due now")).to_be_visible()
    expect(page.locator(".et-review strong").first).to_have_text("1 question due now")
    expect(panel.get_by_role("button", name="Start again")).to_have_count(0)
    page.get_by_role("link", name="All lessons").first.click()
    expect(page.get_by_role("link", name="Review: 1 question due now")).to_be_visible()
    # Answered right, two items go days ahead; the one missed again is due in a minute.
    later = {s.item for s in store.due_items(learner, time.time() + 120)}
    assert later == {order[0][0]}


def test_the_home_page_shows_each_lessons_mastery_and_where_to_continue(
    page: Page, study: str, store: ProgressStore
) -> None:
    learner = sign_in(page, study, "Mo", store)
    last_week = datetime.now(UTC) - timedelta(days=9)
    yesterday = datetime.now(UTC) - timedelta(days=1)
    answered_before(store, learner, 1, dict.fromkeys(mastery.quiz_keys(1), True), last_week)
    answered_before(store, learner, 1, dict.fromkeys(mastery.quiz_keys(1), True), yesterday)
    answered_before(store, learner, 2, dict.fromkeys(mastery.quiz_keys(2), True), yesterday)
    answered_before(store, learner, 5, {mastery.quiz_keys(5)[0]: False}, yesterday)
    store.visit(learner, 5)
    page.reload()
    expect(page.get_by_role("heading", name="Welcome back, Mo")).to_be_visible()
    rows = page.locator("ol.lessons > li")
    expect(rows.nth(0).get_by_text("Mastered ★")).to_be_visible()
    expect(rows.nth(1).get_by_text("Passed ✓")).to_be_visible()
    expect(rows.nth(1).get_by_text("Quiz: 8 of 8 right first try")).to_be_visible()
    expect(rows.nth(2).get_by_text("Not started")).to_be_visible()
    expect(rows.nth(4).get_by_text("Started", exact=True)).to_be_visible()
    expect(page.get_by_text("2 of 15 lessons passed, 1 mastered")).to_be_visible()
    page.get_by_role(
        "link", name="Continue where you left off: 5. Dealing, the upcard and round 1").click()
    assert "05_dealing.ipynb" in page.url


def test_a_learner_who_passes_every_lesson_is_told_the_course_is_complete(
    page: Page, study: str, store: ProgressStore
) -> None:
    learner = sign_in(page, study, "Vi", store)
    yesterday = datetime.now(UTC) - timedelta(days=1)
    for lesson in (entry.number for entry in CATALOGUE):
        answered_before(store, learner, lesson, dict.fromkeys(mastery.quiz_keys(lesson), True),
                        yesterday)  # fmt: skip
    page.reload()
    page.get_by_role("link", name="See what to practise next").click()
    expect(page.get_by_role("heading", name="You have completed the course, Vi")).to_be_visible()
    expect(page.get_by_role("link", name="Play a game")).to_be_visible()


def test_a_reloaded_lesson_shows_what_was_answered_and_goes_on(
    page: Page, study: str, store: ProgressStore
) -> None:
    sign_in(page, study, "Lu", store)
    page.get_by_role("link", name="1. The deck and the table", exact=True).click()
    panel = page.locator(".et-quiz").filter(has_text="Lesson 1 quiz")
    questions = [to_question(item) for item in mastery.quiz_items(1)]
    give(panel, questions[0], wrong_response(questions[0]))
    panel.get_by_role("button", name="Try again").click()
    give(panel, questions[0], right_response(questions[0]))
    panel.get_by_role("button", name="Next question").click()
    give(panel, questions[1], right_response(questions[1]))
    page.reload()
    panel = page.locator(".et-quiz").filter(has_text="Lesson 1 quiz")
    score = "Question 3 of 6 · Score: 1 of 2 right at the first try"
    expect(panel.get_by_text(score)).to_be_visible(timeout=LOAD_MS)
    panel.get_by_text("Your earlier answers to this quiz").click()
    expect(panel.get_by_text("Question 1: ✗ missed at the first try")).to_be_visible()
    expect(panel.get_by_text("Question 2: ✓ right at the first try")).to_be_visible()
    expect(panel.get_by_text("Lesson 1: Started.")).to_be_visible()


def tab_to(page: Page, target: Locator, what: str) -> None:
    """Press Tab, as a reader does, until ``target`` has the keyboard focus."""
    for _ in range(80):
        page.keyboard.press("Tab")
        if target.evaluate("(el) => el === document.activeElement"):
            return
    pytest.fail(f"Tab never reached {what}")


def test_a_glossary_term_in_a_lesson_shows_its_definition_from_the_keyboard(
    page: Page, study: str
) -> None:
    page.goto(f"{study}/voila/render/03_follow_suit.ipynb")
    expect(page.locator("#rendered_cells")).to_be_visible(timeout=LOAD_MS)
    term = page.locator("a.euchre-term").filter(has_text=re.compile("renege", re.I)).first
    tip = page.get_by_role("tooltip").filter(has_text="Renege:")
    expect(tip).to_be_hidden()
    tab_to(page, term, "the glossary link for 'renege'")
    expect(tip).to_be_visible()
    expect(tip).to_contain_text("Not following suit when you could")
    page.keyboard.press("Escape")
    expect(tip).to_be_hidden()
    term.hover()
    expect(tip).to_be_visible()
    page.keyboard.press("Enter")  # focus is still on the link: Enter opens the glossary
    expect(page).to_have_url(re.compile(r"/glossary#renege$"))
    expect(page.get_by_role("term").filter(has_text="Renege")).to_be_visible()


def test_the_keyboard_focus_survives_voila_moving_the_lesson_into_its_frame(
    page: Page, study: str
) -> None:
    """Voila moves main#rendered_cells into its own frame once its scripts have started,
    and a move drops the focus of what was in it. On a busy machine (stop 50's CI) a reader
    had pressed Tab to the "renege" link before then: the focus fell to the page and Enter
    did nothing. When the move comes is a race, so the test makes it again, the same way
    (the lesson appended to another parent), with the link focused from the keyboard."""
    page.goto(f"{study}/voila/render/03_follow_suit.ipynb")
    expect(page.locator("div#main.jp-LabShell main#rendered_cells")).to_be_visible(timeout=LOAD_MS)
    term = page.locator("a.euchre-term").filter(has_text=re.compile("renege", re.I)).first
    tab_to(page, term, "the glossary link for 'renege'")
    page.evaluate(
        """() => {
        const cells = document.getElementById("rendered_cells");
        const frame = document.createElement("div");
        cells.parentNode.insertBefore(frame, cells);
        frame.appendChild(cells);
    }"""
    )
    expect(page.locator("main#rendered_cells")).to_have_count(1)
    page.wait_for_function("() => document.activeElement !== document.body", timeout=5000)
    assert term.evaluate("(el) => el === document.activeElement")
    page.keyboard.press("Enter")
    expect(page).to_have_url(re.compile(r"/glossary#renege$"))


def test_a_glossary_definition_shows_whole_and_holds_no_second_term(page: Page, study: str) -> None:
    """Lesson 6's "euchre" (lesson 5's since round 1's rules moved, lesson 8's since lesson 5
    keeps the score in a fold: "fewer than three is a *euchre*", at a line's end), near the
    right edge of its text: its definition ran past the edge of the text and was cut off,
    and the word "defenders" in it was linked, a second tip opening over the first."""
    page.goto(f"{study}/voila/render/08_going_alone.ipynb")
    expect(page.locator("#rendered_cells")).to_be_visible(timeout=LOAD_MS)
    term = page.locator("a.euchre-term").filter(has_text=re.compile("^euchre$")).first
    expect(term).to_be_attached()
    expect(page.locator(".euchre-tip a.euchre-term")).to_have_count(0)
    expect(page.locator(".et-panel").first).to_be_visible(timeout=LOAD_MS)  # widgets drawn
    for width, height in ((1280, 900), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        tip = page.get_by_role("tooltip").filter(has_text="Euchre:")
        box = None
        for _ in range(3):
            # A definition goes when the page moves on (by design): a widget still drawing
            # below can move it just after the hover (CI, a busy machine), and a person
            # then points at the word again.
            bring(page, term)  # the wheel, or a finger on the phone
            term.hover()
            expect(tip).to_be_visible()
            try:
                box = tip.bounding_box(timeout=3000)
            except PlaywrightTimeoutError:
                box = None
            if box is not None:
                break
        cell = term.locator("xpath=ancestor::*[contains(@class, 'jp-RenderedMarkdown')][1]")
        edge = cell.bounding_box()
        assert box is not None and edge is not None
        assert edge["x"] - 1 <= box["x"], width
        assert box["x"] + box["width"] <= edge["x"] + edge["width"] + 1, width
        page.mouse.move(0, 0)


def test_the_cheat_sheet_prints_on_one_page_and_buck_on_the_next_and_passes_axe(
    page: Page, study: str
) -> None:
    page.goto(f"{study}/cheatsheet")
    expect(page.get_by_role("heading", name="Euchre cheat sheet")).to_be_visible()
    expect(page.get_by_role("cell", name="J♦ left")).to_be_visible()  # hearts: the left bower
    count = page.locator("#bidding-count")  # lesson 6's count, the coach's own values
    expect(count.get_by_role("row", name="The left bower 2.5")).to_be_visible()
    # what the dealer needs (since count41 round 2 needs 5.5 too: name the row)
    expect(count.get_by_role("row", name="counting the five cards kept, needs 5.5")).to_be_visible()
    results = Axe().run(page)
    serious = [v["id"] for v in results.response["violations"]
               if v["impact"] in ("serious", "critical")]  # fmt: skip
    assert serious == []
    for paper in ("A4", "Letter"):
        pdf = page.pdf(format=paper, print_background=True)
        pages = len(re.findall(rb"/Type\s*/Page[^s]", pdf))
        assert pages == 2, f"{paper}: {pages} pages"  # Buck Euchre starts the second


def test_the_cheat_sheet_has_buck_euchre_as_its_core_says(page: Page, study: str) -> None:
    """The sheet had nothing for three players: lesson 15's facts and the changes to a
    player's count, each from the Buck Euchre core."""
    page.goto(f"{study}/cheatsheet")
    section = page.get_by_role("region", name="Buck Euchre, each for yourself (lesson 15)")
    expect(section).to_be_visible()
    rows = section.get_by_role("row")
    for what, fact in cheatsheet.buck_facts():
        expect(rows.filter(has_text=fact).get_by_role("rowheader")).to_have_text(what)
    def said(change: int) -> str:
        return f"{-change} off" if change < 0 else f"{change} added" if change else "No change"

    changes = dict(cheatsheet.buck_scoring_rows())
    assert changes["The maker takes 4 tricks"] == -4  # a maker's every trick is 1 off
    for words, change in changes.items():
        row = rows.filter(has_text=words)
        expect(row.get_by_role("cell").nth(1)).to_have_text(said(change))


def test_the_cheat_sheet_shows_the_bidding_count_lesson_6_teaches(page: Page, study: str) -> None:
    """Every row of the taught count is on the sheet, as the core computes it (issue 12,
    part 4): what each card counts and what each seat needs."""
    page.goto(f"{study}/cheatsheet")
    section = page.get_by_role("region", name="Counting a hand for bidding (lesson 6)")
    expect(section).to_be_visible()
    worth, needs = cheatsheet.bidding_columns()
    rows = section.get_by_role("row")
    expect(rows).to_have_count(len(worth) + len(needs) + 2)  # two header rows
    for what, points in [*worth, *needs]:
        row = rows.filter(has_text=what)
        expect(row).to_have_count(1)
        expect(row.get_by_role("cell").nth(1)).to_have_text(points)


def test_every_lesson_links_the_cheat_sheet_and_the_glossary(page: Page, study: str) -> None:
    page.goto(f"{study}/voila/render/05_dealing.ipynb")
    expect(page.locator("#rendered_cells")).to_be_visible(timeout=LOAD_MS)
    kitty = page.locator("a.euchre-term").filter(has_text=re.compile("^kitty$", re.I))
    expect(kitty).to_have_count(1)  # its first use in the prose, though not in bold
    expect(page.locator("a.euchre-term").filter(has_text=re.compile("^next$", re.I))
           ).to_have_count(0)  # "deal the next packet" is not the bid  # fmt: skip
    page.goto(f"{study}/voila/render/02_trump_and_bowers.ipynb")
    page.get_by_role("link", name="Cheat sheet").click()
    expect(page.get_by_role("heading", name="Euchre cheat sheet")).to_be_visible()


def test_the_teacher_sees_mastery_and_the_most_missed_questions_and_gets_them_as_csv(
    page: Page, study: str, store: ProgressStore
) -> None:
    learner = sign_in(page, study, "Ola", store)
    yesterday = datetime.now(UTC) - timedelta(days=1)
    keys = mastery.quiz_keys(4)
    answered_before(store, learner, 4, {k: i != 1 for i, k in enumerate(keys)}, yesterday)
    page.goto(f"{study}/teacher")
    page.get_by_label("Teacher code").fill(TEACHER_CODE)
    page.get_by_role("button", name="Open the dashboard").click()
    row = page.get_by_role("row").filter(has=page.get_by_role("rowheader", name="Ola"))
    expect(row.get_by_role("cell", name="✓ 5/6")).to_be_visible()  # lesson 4 passed
    prompt = to_question(mastery.regenerate(keys[1])).prompt
    missed = page.get_by_role("row").filter(has_text=prompt)
    expect(missed.get_by_role("cell", name="4. Winning tricks")).to_be_visible()
    table = page.evaluate("fetch('/teacher.csv').then((r) => r.text())")
    assert table.splitlines()[0].endswith(",mastery")
    assert any(line.startswith("Ola,,4,") and line.endswith(",passed")
               for line in table.splitlines())  # fmt: skip
    most = page.evaluate("fetch('/teacher-missed.csv').then((r) => r.text())")
    assert most.splitlines()[0] == "lesson,title,item,question,missed,answered"
    assert f"4,Winning tricks,{keys[1]}," in most


def test_the_home_page_a_lesson_and_review_say_one_number_due(
    page: Page, study: str, store: ProgressStore
) -> None:
    """Issue 27, item 2: the lesson footers, the home page and the Review page each said
    another number. Seeded with quiz misses, a lesson 6 practice position missed (its card
    kept with the drills'), and a key this course no longer has, every page reads
    the one count."""
    from webapp.due import due_count
    from widgets.review import ReviewQueue

    # A name no other test signs in with on the course server: its tests share one store,
    # and sign_in finds a learner by name.
    learner = sign_in(page, study, "Nell", store)
    yesterday = datetime.now(UTC) - timedelta(days=1)
    for lesson in (7, 9):
        keys = mastery.quiz_keys(lesson)
        answered_before(store, learner, lesson, {k: i >= 2 for i, k in enumerate(keys)},
                        yesterday)  # fmt: skip
    Spacing(store, learner, fuzz=False).answered("retired/1", 2, False, yesterday)
    queue = ReviewQueue(fuzz=False)
    queue.record("bidding-set/3", correct=False, when=yesterday)
    store.save_review(learner, "bidding-set/3", queue.states()["bidding-set/3"])
    due = due_count(store, learner)
    assert due == 5  # two misses in each quiz and the bidding position; not retired/1
    page.reload()
    expect(page.get_by_role("link", name=f"Review: {due} questions due now")).to_be_visible()
    page.get_by_role("link", name="9. Scoring and winning the game", exact=True).click()
    footer = page.locator(".et-standing")
    expect(footer.get_by_role("link", name=f"Review: {due} questions due now")).to_be_visible(
        timeout=LOAD_MS)
    footer.get_by_role("link", name=f"Review: {due} questions due now").click()
    expect(page.get_by_text(f"{due} questions due now", exact=True)).to_be_visible(
        timeout=LOAD_MS)
    panel = page.locator(".et-quiz").filter(has_text="Review ·")
    expect(panel.get_by_text(f"Question 1 of {due}")).to_be_visible()
    _key, lesson = due_round(store, learner, datetime.now(UTC))[0]
    expect(page.get_by_text(f"From lesson {lesson}:")).to_be_visible()  # before answering


def test_a_learner_through_every_lesson_is_sent_to_review_not_to_lesson_1(
    page: Page, study: str, store: ProgressStore
) -> None:
    """Issue 27, item 4: after all 14 lessons the home page said "Continue where you left
    off: 1. The deck"."""
    learner = sign_in(page, study, "Pim", store)
    yesterday = datetime.now(UTC) - timedelta(days=1)
    for lesson in range(1, len(CATALOGUE) + 1):
        keys = mastery.quiz_keys(lesson)
        answered_before(store, learner, lesson,
                        {k: lesson != 1 or i >= 2 for i, k in enumerate(keys)}, yesterday)
        store.visit(learner, lesson)
    page.reload()
    expect(page.get_by_text("You have been through every lesson.")).to_be_visible()
    expect(page.get_by_text("Continue where you left off")).to_have_count(0)
    # Cold walk: the same Review button twice, at the top and in a box below.
    expect(page.get_by_role("link", name=re.compile("^Review: "))).to_have_count(1)
    page.locator("#onward").click()
    expect(page.get_by_text("2 questions due now", exact=True)).to_be_visible(timeout=LOAD_MS)
