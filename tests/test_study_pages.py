"""The study pages' values, without a server: the home page's rows and where to continue,
and the teacher's mastery and most-missed items."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from markupsafe import escape

from euchre_teach.course import mastery
from euchre_teach.course.catalogue import LESSONS
from euchre_teach.store.progress import ProgressStore
from webapp.study import home_values, teacher_values

FOLDER = Path(__file__).resolve().parents[1] / "lessons"


@pytest.fixture
def store(tmp_path: Path) -> Iterator[ProgressStore]:
    opened = ProgressStore(tmp_path / "progress.sqlite3")
    yield opened
    opened.close()


def answer_quiz(store: ProgressStore, learner: str, lesson: int, wrong: int = 0) -> None:
    for index, key in enumerate(mastery.quiz_keys(lesson)):
        store.record_answer(learner, lesson=lesson, item=key, correct=index >= wrong, answer="x")


def test_a_new_learner_is_welcomed_and_starts_at_lesson_1(store: ProgressStore) -> None:
    ada = store.new_learner("Ada")
    values = home_values(store, ada, FOLDER, "/")
    assert not values["started"] and values["resume"].lesson.number == 1
    assert [row.status for row in values["rows"]] == ["new"] * len(LESSONS)


def test_continue_points_to_the_next_unfinished_lesson_after_one_is_passed(
    store: ProgressStore,
) -> None:
    ada = store.new_learner("Ada")
    store.visit(ada.id, 6)
    answer_quiz(store, ada.id, 6)
    values = home_values(store, ada, FOLDER, "/")
    assert values["started"] and values["resume"].lesson.number == 7
    store.visit(ada.id, 8)
    answer_quiz(store, ada.id, 8, wrong=3)  # not passed: carry on with it
    assert home_values(store, ada, FOLDER, "/")["resume"].lesson.number == 8


def test_done_only_when_passed_two_of_six_is_started(store: ProgressStore) -> None:
    ada = store.new_learner("Ada")
    for key in mastery.quiz_keys(1)[:2]:
        store.record_answer(ada.id, lesson=1, item=key, correct=True, answer="x")
    store.complete_lesson(ada.id, 1)  # the old "done" mark does not pass a lesson
    row = home_values(store, ada, FOLDER, "/")["rows"][0]
    assert (row.status, row.standing.answered, row.standing.questions) == ("started", 2, 6)


def test_the_course_is_complete_when_every_lesson_is_passed(store: ProgressStore) -> None:
    ada = store.new_learner("Ada")
    for entry in LESSONS:
        answer_quiz(store, ada.id, entry.number)
    values = home_values(store, ada, FOLDER, "/")
    assert values["complete"] and values["passed"] == len(LESSONS)


def test_the_teacher_sees_mastery_and_the_items_missed_most_across_lessons(
    store: ProgressStore,
) -> None:
    ada, bo = store.new_learner("Ada"), store.new_learner("Bo")
    answer_quiz(store, ada.id, 2, wrong=1)
    answer_quiz(store, bo.id, 2, wrong=1)
    answer_quiz(store, bo.id, 9, wrong=2)
    store.record_answer(bo.id, lesson=2, item=mastery.quiz_keys(2)[0], correct=False,
                        answer="x")  # a redo: not counted twice  # fmt: skip
    values = teacher_values(store, [ada, bo])
    assert values["standing"][ada.id][2].status == "passed"
    assert values["standing"][bo.id][9].status == "started"  # 6 of 8: 75%, short of 80%
    first = values["missed_items"][0]
    assert first[:3] == (2, "Trump and the bowers", mastery.quiz_keys(2)[0])
    assert first[3] == mastery.regenerate(first[2]).prompt and first[4:] == (2, 2)
    assert {row[0] for row in values["missed_items"]} == {2, 9}


def test_a_catalogue_lesson_without_a_registered_quiz_is_listed_not_a_crash(
    store: ProgressStore, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    from euchre_teach.course import quizzes
    from webapp.pages import _pages

    last = LESSONS[-1]  # an author added it to the catalogue but not to QUIZZES yet
    monkeypatch.setattr(quizzes, "QUIZZES", {n: b for n, b in quizzes.QUIZZES.items()
                                             if n != last.number})  # fmt: skip
    mastery.quiz_items.cache_clear()
    mastery.quiz_keys.cache_clear()
    try:
        ada = store.new_learner("Ada")
        store.visit(ada.id, 1)
        with caplog.at_level("ERROR"):
            values = home_values(store, ada, FOLDER, "/")
        page = _pages.get_template("home.html").render(
            base_url="/", xsrf_form_html=lambda: "", learner=ada, class_deal_url=None,
            others=[], classes=[], my_class=None, error="", note="", deal="", deal_error="",
            **values)  # fmt: skip
    finally:
        mastery.quiz_items.cache_clear()
        mastery.quiz_keys.cache_clear()
    row = values["rows"][-1]
    assert row.lesson == last and row.status == "new" and row.standing.questions == 0
    assert f"lesson {last.number} ({last.title!r})" in caplog.text
    assert "QUIZZES in euchre_teach/course/quizzes/__init__.py" in caplog.text
    item = page.split(f'data-lesson="{last.number}"')[1].split("</li>")[0]
    assert str(escape(last.title)) in item and "Quiz" not in item  # as Jinja writes it
    assert "no quiz yet" in row.standing.summary


def test_a_lesson_end_names_the_unpassed_lessons_it_builds_on_in_a_sentence() -> None:
    from webapp.standing import builds_on_sentence

    assert builds_on_sentence([]) == ""
    one = builds_on_sentence([4])
    assert f"builds on lesson 4 ({LESSONS[3].title}), which you have not passed yet." in one
    assert "that lesson explains it first" in one
    two = builds_on_sentence([4, 14])
    assert (f"builds on lesson 4 ({LESSONS[3].title}) and lesson 14 ({LESSONS[13].title}),"
            " which you have not passed yet.") in two
    assert "those lessons explain it first" in two and "4. " not in two


def test_a_learner_through_every_lesson_is_sent_to_review_or_the_game_not_lesson_1(
    store: ProgressStore,
) -> None:
    """Issue 27, item 4: a learner who had been through all 14 lessons was told "Continue
    where you left off: 1. The deck". Lesson 1's quiz is answered and cannot be passed by
    going back to it (the first try counts): Review, or the game, is the way on."""
    ada = store.new_learner("Ada")
    for entry in LESSONS:
        store.visit(ada.id, entry.number)
        answer_quiz(store, ada.id, entry.number, wrong=2 if entry.number == 1 else 0)
    values = home_values(store, ada, FOLDER, "/")
    assert not values["complete"] and values["rows"][0].status == "started"
    assert values["resume"] is None
    assert values["onward"] == ("Play a game", "/voila/render/14_play_a_game.ipynb")
    store.save_schedule(ada.id, mastery.quiz_keys(1)[0], lesson=1, state={}, due=1.0)
    values = home_values(store, ada, FOLDER, "/")
    assert values["onward"] == ("Review: 1 question due now", "/review")


def test_a_learner_who_passed_every_lesson_is_sent_to_review_or_the_game(
    store: ProgressStore,
) -> None:
    ada = store.new_learner("Ada")
    for entry in LESSONS:
        answer_quiz(store, ada.id, entry.number)
    values = home_values(store, ada, FOLDER, "/")
    assert values["complete"] and values["resume"] is None
    assert values["onward"] == ("Play a game", "/voila/render/14_play_a_game.ipynb")


def test_only_the_lesson_opened_last_is_where_the_learner_left_off(
    store: ProgressStore,
) -> None:
    ada = store.new_learner("Ada")
    for key in mastery.quiz_keys(1)[:2]:  # lesson 1 half done, then every other one passed
        store.record_answer(ada.id, lesson=1, item=key, correct=True, answer="x")
    for entry in LESSONS[1:]:
        store.visit(ada.id, entry.number)
        answer_quiz(store, ada.id, entry.number)
    values = home_values(store, ada, FOLDER, "/")
    assert values["resume"].lesson.number == 1
    assert values["resume_words"] == "Back to a lesson not finished yet"
    store.visit(ada.id, 1)
    assert home_values(store, ada, FOLDER, "/")["resume_words"] == "Continue where you left off"


def test_the_home_page_of_a_learner_through_every_lesson_has_one_review_button(
    store: ProgressStore,
) -> None:
    """Cold walk (issue 27): after the last lesson the home page showed "Review: 11
    questions due now; ..." twice, under "Welcome back" and again in a Review box below.
    One button, at the top where the learner looks first."""
    import re

    from webapp.pages import _pages

    ada = store.new_learner("Ada")
    for entry in LESSONS:
        store.visit(ada.id, entry.number)
        answer_quiz(store, ada.id, entry.number)
    store.save_schedule(ada.id, mastery.quiz_keys(1)[0], lesson=1, state={}, due=1.0)
    values = home_values(store, ada, FOLDER, "/")
    page = _pages.get_template("home.html").render(
        base_url="/", hub=False, xsrf_form_html=lambda: "", learner=ada, classes=[],
        my_class=None, others=[], class_deal_url=None, **values)  # fmt: skip
    buttons = re.findall(r'<a class="button"[^>]*>Review: [^<]*</a>', page)
    assert len(buttons) == 1 and 'id="onward"' in buttons[0]
    assert "1 question due now" in buttons[0]
    assert "come back in Review so they stick" in page


def test_the_home_page_says_the_pass_mark_in_the_lessons_words() -> None:
    """Cold walk: the home page said a lesson is passed with "80%" while each lesson says
    "5 of 6", "7 of 8", "6 of 7". The learner's pages say both: every pass mark a quiz can
    have, as its lesson says it."""
    from euchre_teach.course.mastery import pass_mark
    from euchre_teach.course.quizzes import QUIZZES, quiz

    templates = Path(__file__).parents[1] / "webapp" / "templates" / "site"
    for page in ("home.html", "complete.html"):
        text = (templates / page).read_text(encoding="utf-8")
        for lesson in QUIZZES:
            size = len(quiz(lesson))
            assert f"{pass_mark(size)} of {size}" in text, (page, lesson)


def test_a_lesson_end_names_every_lesson_it_builds_on_when_one_is_passed() -> None:
    """walk19: lesson 8 (going alone, declared while bidding in either round) said "This
    lesson builds on lesson 6" to a learner who had passed lesson 7 and not 4: it names both,
    then the one not passed."""
    from webapp.standing import builds_on_sentence

    assert LESSONS[7].builds_on == (6, 7)
    said = builds_on_sentence([6], [7])
    assert (f"builds on lesson 6 ({LESSONS[5].title}) and lesson 7 ({LESSONS[6].title})."
            " You have not passed lesson 6 yet: you may go on; if something here is unclear,"
            " that lesson explains it first.") in said
    assert builds_on_sentence([], [6, 7]) == ""


def test_the_home_page_names_the_first_lesson_not_passed_beside_the_furthest_one(
    store: ProgressStore,
) -> None:
    """walk21: after resuming, the home page said "Next lesson: 13. The left-bower drill"
    while lessons 1, 2 and 6 were not passed. It says, beside (not instead of) the lesson to
    continue, "Not passed yet: lesson 1. …", as a lesson's footer does."""
    from webapp.pages import _pages

    ada = store.new_learner("Ada")
    for entry in LESSONS[:11]:
        store.visit(ada.id, entry.number)
        if entry.number not in (1, 2, 4):
            answer_quiz(store, ada.id, entry.number)
    values = home_values(store, ada, FOLDER, "/")
    assert values["resume"].lesson.number == 12 and values["resume_words"] == "Next lesson"
    assert values["not_passed"].lesson.number == 1
    page = _pages.get_template("home.html").render(
        base_url="/", hub=False, xsrf_form_html=lambda: "", learner=ada, classes=[],
        my_class=None, others=[], class_deal_url=None, **values)  # fmt: skip
    first = LESSONS[0]
    assert f"Next lesson: 12. {escape(LESSONS[11].title)}</a>" in page
    assert (f'Not passed yet: <a href="{values["not_passed"].url}">lesson 1.'
            f" {escape(first.title)}</a>") in page
    for entry in LESSONS[:11]:  # every earlier lesson passed: nothing more to say
        answer_quiz(store, ada.id, entry.number)
    assert home_values(store, ada, FOLDER, "/")["not_passed"] is None
    fresh = store.new_learner("Bo")
    assert home_values(store, fresh, FOLDER, "/")["not_passed"] is None
