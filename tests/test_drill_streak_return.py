"""Lesson 13's drill streak after a Review answer (links17, item 3): a drill position
answered in Review counts in the streak, so the drill's page says the home page's count
when the learner comes back to it, by a reload or by going back to its tab."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest

import webapp.lesson as lesson_module
from euchre_teach.store.database import open_store
from euchre_teach.store.progress import ProgressStore
from tests.test_lesson_progress import wrong_response
from tests.test_review import START, review_at, tracked
from webapp.study import home_values
from widgets.trapdrill import LeftBowerDrill


@pytest.fixture
def store(tmp_path: Path) -> Iterator[ProgressStore]:
    opened = open_store(f"sqlite://{tmp_path / 'progress.sqlite3'}")
    yield opened
    opened.close()


def _home_streak(store: ProgressStore, learner_id: str) -> int:
    learner = store.learner(learner_id)
    values = home_values(store, learner, Path(lesson_module.__file__).parents[1] / "lessons", "/")
    return next(r.streak for r in values["rows"] if r.lesson.number == 13)


def _drill_then_review(store: ProgressStore) -> tuple[str, LeftBowerDrill]:
    """Ada misses one drill position, answers four right, and then misses the first one
    again when it comes back in Review: the streak is 0 on the home page."""
    ada = store.new_learner("Ada")
    drill = tracked(store, ada.id, 13, START).drill(LeftBowerDrill(seed=12, clock=lambda: START))
    drill.quiz.answer(wrong_response(drill.quiz.question))
    drill.next()
    for _ in range(4):
        drill.answer_item(drill.item.answer)
        drill.next()
    assert drill.drill.streak == 4 == _home_streak(store, ada.id)
    review = review_at(store, ada.id, START)
    assert review.quiz.question.id.startswith("trap"), review.quiz.question.id
    review.quiz.answer(wrong_response(review.quiz.question))
    assert _home_streak(store, ada.id) == 0
    return ada.id, drill


def test_a_reloaded_drill_page_says_the_home_pages_streak_after_a_review_answer(
    store: ProgressStore,
) -> None:
    learner_id, _drill = _drill_then_review(store)
    again = tracked(store, learner_id, 13, START + timedelta(days=1)).drill(
        LeftBowerDrill(seed=12, clock=lambda: START + timedelta(days=1)))  # fmt: skip
    assert again.drill.streak == 0 == _home_streak(store, learner_id)
    assert "Drill streak: 0 right in a row" in again._stats.value


def test_the_drill_page_says_the_home_pages_streak_when_the_learner_comes_back_to_its_tab(
    store: ProgressStore,
) -> None:
    """The drill's tab, left open while the learner answered in Review, went on saying "4
    right in a row" when the home page said 0. Coming back to it (the tab shown or its
    window focused: the page tells the kernel) reads the count again; the position in
    front of the learner stays."""
    from widgets.testing import front_end_msg

    learner_id, drill = _drill_then_review(store)
    showing = drill.quiz.question
    assert "Drill streak: 4 right in a row" in drill._stats.value
    front_end_msg(drill.returned, {"do": "back"})
    assert drill.drill.streak == 0 == _home_streak(store, learner_id)
    assert "Drill streak: 0 right in a row" in drill._stats.value
    assert "best 4" in drill._stats.value and "drill positions answered: 6" in drill._stats.value
    assert drill.quiz.question is showing


def test_coming_back_keeps_the_count_while_this_pages_answers_are_not_saved_yet() -> None:
    """An answer still on its way to the store is not lost from the count on a return."""
    drill = LeftBowerDrill(seed=12)
    drill.answer_item(drill.item.answer)
    drill.recount({}, [])  # the store does not have this page's answer yet
    assert drill.drill.streak == 1 and "Drill streak: 1 right in a row" in drill._stats.value
    drill.recount({}, drill.answered)
    assert drill.drill.streak == 1
