"""The progress file's course-wide review: each learner's scheduled items, what is due,
mastery per lesson, and the items a class misses most (part of :class:`ProgressStore`).

The schedule lives in the ``schedule`` table (schema version 2, see
:mod:`euchre_teach.store.progress`); the left-bower drill keeps its own FSRS cards in the
``review`` table, and :meth:`ReviewSchedule.due_items` reads both. States are plain JSON
(FSRS cards, scheduled by the app's ``webapp.review``): this module stays standard-library.
"""

from __future__ import annotations

__all__ = ["DRILL_LESSON", "ReviewSchedule", "Scheduled"]

import contextlib
import dataclasses
import json
import time
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from euchre_teach.store.database import Connection, retried, upsert

if TYPE_CHECKING:
    from euchre_teach.course.mastery import LessonMastery
    from euchre_teach.store.progress import Answer

DRILL_LESSON = 12
"""The lesson whose drill keeps its own FSRS states (:meth:`ProgressStore.save_review`)."""


@dataclasses.dataclass(frozen=True)
class Scheduled:
    """An item in spaced review: its key, lesson, saved state, when due, and which table
    keeps it (``"schedule"``: the course-wide review; ``"drill"``: lesson 12's drill)."""

    item: str
    lesson: int
    state: dict[str, Any]
    due: float
    source: str


def _epoch(text: object) -> float | None:
    """An ISO 8601 time (as FSRS saves ``due``) in epoch seconds; None if it is not one."""
    if not isinstance(text, str):
        return None
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        return None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.timestamp()


class ReviewSchedule:
    """The course-wide review methods of the progress store."""

    _db: Connection

    if TYPE_CHECKING:  # provided by ProgressStore, which this class is part of

        def _write(self) -> contextlib.AbstractContextManager[Connection]: ...
        def answers(self, learner_id: str) -> list[Answer]: ...
        def reviews(self, learner_id: str) -> dict[str, dict[str, Any]]: ...

    @retried
    def save_schedule(
        self, learner_id: str, item: str, *, lesson: int, state: Mapping[str, Any], due: float
    ) -> None:
        """Keep an item's place in the course-wide review: its lesson, its spaced-repetition
        state (any JSON object, e.g. an FSRS card) and when it is next due (epoch seconds)."""
        with self._write() as db:
            db.execute(
                upsert("schedule", ("learner", "item", "lesson", "state", "due", "at")),
                (learner_id, item, lesson, json.dumps(dict(state)), due, time.time()),
            )

    def scheduled(self, learner_id: str) -> dict[str, Scheduled]:
        """Every item in a learner's course-wide review, by key (the drill's own reviews,
        kept by :meth:`save_review`, are not included: see :meth:`due_items`)."""
        rows = self._db.execute(
            "SELECT item, lesson, state, due FROM schedule WHERE learner = ?", (learner_id,)
        ).fetchall()
        return {r[0]: Scheduled(r[0], r[1], json.loads(r[2]), r[3], "schedule") for r in rows}

    def due_items(self, learner_id: str, now: float | None = None) -> list[Scheduled]:
        """Items due for review at ``now`` (epoch seconds; now by default), the longest
        overdue first: the course-wide review and the left-bower drill's mistakes (lesson 12)."""
        moment = time.time() if now is None else now
        due = [s for s in self.scheduled(learner_id).values() if s.due <= moment]
        for item, state in self.reviews(learner_id).items():
            when = _epoch(state.get("due"))
            if when is not None and when <= moment:
                due.append(Scheduled(item, DRILL_LESSON, state, when, "drill"))
        return sorted(due, key=lambda s: (s.due, s.item))

    def visited_lessons(self, learner_id: str) -> set[int]:
        """The lessons a learner has opened."""
        rows = self._db.execute("SELECT DISTINCT lesson FROM visit WHERE learner = ?",
                                (learner_id,))  # fmt: skip
        return {int(row[0]) for row in rows}

    def mastery(self, learner_id: str) -> dict[int, LessonMastery]:
        """Every lesson's mastery for a learner (see :mod:`euchre_teach.course.mastery`)."""
        from euchre_teach.course.mastery import course_mastery

        return course_mastery(self.answers(learner_id), self.visited_lessons(learner_id))

    def most_missed_by_lesson(self, limit: int = 10) -> list[tuple[int, str, int, int]]:
        """Across all learners and lessons: (lesson, item, times missed, times answered),
        most missed first; each learner's first answer to an item only (a redo after a
        reload or a review does not count twice)."""
        rows = self._db.execute(
            "SELECT a.lesson, a.item, SUM(1 - a.correct) AS missed, COUNT(*) FROM answer a "
            "WHERE a.rowid = (SELECT b.rowid FROM answer b WHERE b.learner = a.learner "
            "AND b.item = a.item AND b.lesson = a.lesson ORDER BY b.at, b.rowid LIMIT 1) "
            "GROUP BY a.lesson, a.item HAVING SUM(1 - a.correct) > 0 "
            "ORDER BY missed DESC, a.lesson, a.item "
            "LIMIT ?",
            (limit,),
        ).fetchall()
        return [(int(r[0]), r[1], int(r[2]), int(r[3])) for r in rows]
