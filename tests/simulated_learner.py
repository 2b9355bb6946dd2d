"""A simulated learner over three weeks, on an injected clock (nothing sleeps).

Day 0 the learner takes the quizzes of lessons 2, 3 and 9, missing one question in each
at the first try (then getting it right on the retry, as a learner does). From then on
they open Review at 09:00, 09:05, 09:20 and 21:00 every day and answer everything right.
The script records when each item was due and when Review showed it, and how each
lesson's mastery changes.

    .venv/bin/python -m tests.simulated_learner
"""

from __future__ import annotations

import dataclasses
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

from euchre_teach.course.mastery import learner_mastery
from euchre_teach.store.progress import ProgressStore
from tests.test_lesson_progress import right_response as right
from tests.test_lesson_progress import wrong_response as wrong
from webapp.lesson import track_lesson
from webapp.review import ReviewSession
from webapp.session import session_for
from widgets.course import lesson_quiz

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
LESSONS = (2, 3, 9)
MISSED_QUESTION = 1  # the second question of each quiz is missed at the first try
SESSION_TIMES = (timedelta(hours=0), timedelta(minutes=5), timedelta(minutes=20),
                 timedelta(hours=12))  # fmt: skip
DAYS = 21


@dataclasses.dataclass
class Report:
    missed: dict[int, str]
    """The item missed in each lesson."""
    shown: dict[str, list[datetime]]
    """Every time Review showed an item."""
    due_days: dict[str, list[datetime]]
    """Every due time an item had, as scheduled when it was answered."""
    late: list[tuple[str, datetime, datetime]]
    """(item, due, first shown) where Review showed it later than the day it fell due."""
    statuses: dict[int, list[tuple[int, str]]]
    """Per lesson: (day, status) whenever the status changed."""


def take_lessons(store: ProgressStore, learner_id: str) -> dict[int, str]:
    missed = {}
    for number in LESSONS:
        tracker = track_lesson(number, session=session_for(
            f"learner={learner_id}", f"/voila/render/{number:02d}.ipynb", store))
        tracker.session.lesson = number  # type: ignore[union-attr]
        tracker.clock = lambda: START
        quiz = tracker.quiz(lesson_quiz(number))
        for index in range(quiz.count or 0):
            if index == MISSED_QUESTION:
                missed[number] = quiz.question.id
                quiz.answer(wrong(quiz.question))
                quiz.retry()
            quiz.answer(right(quiz.question))
            quiz.next()
    return missed


def review_everything(store: ProgressStore, learner_id: str, when: datetime,
                      report: Report) -> None:  # fmt: skip
    session = session_for(f"learner={learner_id}", "/voila/render/review.ipynb", store)
    review = ReviewSession(clock=lambda: when, seed=1)
    review.start(session)
    while not review.fresh and review.quiz is not None:
        for _ in range(review.quiz.count or 0):
            key = review.quiz.question.id
            report.shown.setdefault(key, []).append(when)
            review.quiz.answer(right(review.quiz.question))
            report.due_days.setdefault(key, []).append(
                datetime.fromtimestamp(store.scheduled(learner_id)[key].due, UTC))
            review.quiz.next()
        review.new_round()


def simulate(folder: Path) -> Report:
    store = ProgressStore(folder / "progress.sqlite3")
    learner = store.new_learner("Sim")
    missed = take_lessons(store, learner.id)
    due = {key: [datetime.fromtimestamp(s.due, UTC)] for key, s in
           store.scheduled(learner.id).items()}  # fmt: skip
    report = Report(missed, {}, due, [], {n: [] for n in LESSONS})
    for day in range(DAYS):
        for offset in SESSION_TIMES:
            review_everything(store, learner.id, START + timedelta(days=day) + offset, report)
        standing = learner_mastery(store, learner.id)
        for number in LESSONS:
            if not report.statuses[number] or report.statuses[number][-1][1] != standing[
                    number].status:
                report.statuses[number].append((day, standing[number].status))
    for key, dues in report.due_days.items():
        shown = sorted(report.shown.get(key, []))
        for moment in dues[:-1]:  # the last due date may lie beyond the simulated weeks
            first = next((s for s in shown if s >= moment), None)
            if first is None or first.date() != moment.date():
                report.late.append((key, moment, first))  # type: ignore[arg-type]
    store.close()
    return report


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        report = simulate(Path(folder))
    for number, key in report.missed.items():
        days = sorted({(s - START).days for s in report.shown.get(key, [])})
        print(f"lesson {number}: missed {key}; shown in Review on days {days}")
    print(f"items scheduled: {len(report.due_days)}; shown late (after their due day): "
          f"{len(report.late)}")
    for number, changes in report.statuses.items():
        print(f"lesson {number} mastery: " + ", ".join(f"day {d}: {s}" for d, s in changes))


if __name__ == "__main__":
    main()
