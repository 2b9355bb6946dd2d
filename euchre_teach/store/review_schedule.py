"""Spaced review in the progress store: each learner's scheduled items and what is due
(part of :class:`~euchre_teach.store.progress.ProgressStore`).

The course-wide review lives in the ``schedule`` table (schema version 2, see
:mod:`euchre_teach.store.schema`); the left-bower drill keeps its own FSRS cards in the
``review`` table, and :meth:`ReviewSchedule.due_items` reads both. States are plain JSON
(FSRS cards, scheduled by the app's ``webapp.review``): this module stays standard-library.
"""

from __future__ import annotations

__all__ = ["DRILL_LESSON", "ReviewSchedule", "Scheduled", "epoch_seconds"]

import dataclasses
import json
import time
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any

from euchre_teach.store.backend import Backend, retried
from euchre_teach.store.schema import upsert

DRILL_LESSON = 13
"""The lesson whose drill keeps its own FSRS states (:meth:`ReviewSchedule.save_review`)."""


@dataclasses.dataclass(frozen=True)
class Scheduled:
    """An item in spaced review: its key, lesson, saved state, when due, and which table
    keeps it (``"schedule"``: the course-wide review; ``"drill"``: lesson 13's drill)."""

    item: str
    lesson: int
    state: dict[str, Any]
    due: float
    source: str


def epoch_seconds(text: object) -> float | None:
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
    """The spaced-review methods of the progress store."""

    backend: Backend

    @retried
    def save_review(self, learner_id: str, item: str, state: Mapping[str, Any]) -> None:
        """Keep a drill item's spaced-repetition state (any JSON object, e.g. an FSRS card)."""
        with self.backend.transaction() as db:
            db.execute(
                upsert("review", ("learner", "item", "state", "at")),
                (learner_id, item, json.dumps(dict(state)), time.time()),
            )

    def reviews(self, learner_id: str) -> dict[str, dict[str, Any]]:
        """Every drill item's spaced-repetition state for a learner, by item key."""
        rows = self.backend.db.execute(
            "SELECT item, state FROM review WHERE learner = ? ORDER BY item", (learner_id,)
        ).fetchall()
        return {item: json.loads(state) for item, state in rows}

    @retried
    def save_schedule(
        self, learner_id: str, item: str, *, lesson: int, state: Mapping[str, Any], due: float
    ) -> None:
        """Keep an item's place in the course-wide review: its lesson, its spaced-repetition
        state (any JSON object, e.g. an FSRS card) and when it is next due (epoch seconds)."""
        with self.backend.transaction() as db:
            db.execute(
                upsert("schedule", ("learner", "item", "lesson", "state", "due", "at")),
                (learner_id, item, lesson, json.dumps(dict(state)), due, time.time()),
            )

    def scheduled(self, learner_id: str) -> dict[str, Scheduled]:
        """Every item in a learner's course-wide review, by key (the drill's own reviews,
        kept by :meth:`save_review`, are not included: see :meth:`due_items`)."""
        rows = self.backend.db.execute(
            "SELECT item, lesson, state, due FROM schedule WHERE learner = ?", (learner_id,)
        ).fetchall()
        return {r[0]: Scheduled(r[0], r[1], json.loads(r[2]), r[3], "schedule") for r in rows}

    def due_items(self, learner_id: str, now: float | None = None) -> list[Scheduled]:
        """Items due for review at ``now`` (epoch seconds; now by default), the longest
        overdue first: the course-wide review and the left-bower drill's mistakes (lesson 13)."""
        moment = time.time() if now is None else now
        due = [s for s in self.scheduled(learner_id).values() if s.due <= moment]
        for item, state in self.reviews(learner_id).items():
            when = epoch_seconds(state.get("due"))
            if when is not None and when <= moment:
                due.append(Scheduled(item, DRILL_LESSON, state, when, "drill"))
        return sorted(due, key=lambda s: (s.due, s.item))
