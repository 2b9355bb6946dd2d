"""The static edition's progress store: the learner's record in the browser, with the calls
of the course server's store that lessons and the Review page make.

The record is the served edition's progress export (``euchre-teach-progress``, see
``euchre_teach/store/progress.py``: export_learner), held in the page and written to the
browser's IndexedDB (``window.etPage.save``, static/page/progress.js) after every change,
so that a file saved here imports on a class server and back. The spaced review is the
served edition's own: :class:`BrowserStore` is a
:class:`~euchre_teach.store.review_schedule.ReviewSchedule` whose rows live in that record
instead of SQLite, so :meth:`due_items` (what is due) is the store's own code, and the
served ``webapp/review.py`` (``Spacing``: FSRS) and ``webapp/due.py`` (what the Review page
shows), copied into the site unchanged, schedule and count over it. The page has one
learner: the ``learner_id`` the calls take is the record's.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import time
from collections.abc import Callable, Mapping
from typing import Any

from euchre_teach.store.moved_items import move_rows
from euchre_teach.store.review_schedule import ReviewSchedule, Scheduled

log = logging.getLogger("euchre-teach.page")


@dataclasses.dataclass(frozen=True)
class Answer:
    """One answer, as the server's store gives it (``euchre_teach.store.progress.Answer``,
    which the browser cannot import: that module needs SQLite)."""

    lesson: int
    item: str
    answer: str
    correct: bool
    trap_type: int | None
    at: float


@dataclasses.dataclass(frozen=True)
class Learner:
    """The browser's one learner: the record's id and name."""

    id: str
    name: str


class BrowserOutbox:
    """The browser's writes are made at once into the record (IndexedDB takes it from
    there): nothing waits, so the store is never "failing" as the server's can be."""

    failing = False


class BrowserStore(ReviewSchedule):
    """The learner's progress record (a progress export), kept in IndexedDB on change."""

    def __init__(self, data: dict[str, Any], save: Callable[[str], None]) -> None:
        self.data = data
        move_rows(data)  # a record kept by an older edition: its moved item keys
        self._save = save
        self.outbox = BrowserOutbox()

    @property
    def learner(self) -> Learner:
        person = self.data.get("learner") or {}
        return Learner(str(person.get("id", "")), str(person.get("name") or "Learner"))

    def _rows(self, table: str) -> list[dict[str, Any]]:
        rows: list[dict[str, Any]] = self.data.setdefault(table, [])
        return rows

    def save(self) -> None:
        """Write the whole record to the browser's storage."""
        try:
            self._save(json.dumps(self.data))
        except Exception:  # a failed write must not break the lesson in front of a learner
            log.exception("Progress could not be kept")

    def add(self, table: str, row: dict[str, Any]) -> None:
        self._rows(table).append(row)
        self.save()

    def _put(self, table: str, row: dict[str, Any]) -> None:
        """Add ``row``, replacing the row of the same item (the server's primary key)."""
        self.data[table] = [r for r in self._rows(table) if r.get("item") != row["item"]]
        self.add(table, row)

    # ------------------------------------------------------------------ lessons and answers

    def complete_lesson(self, lesson: int) -> None:
        if all(row.get("lesson") != lesson for row in self._rows("lesson_done")):
            self.add("lesson_done", {"lesson": lesson, "at": time.time()})

    def record_answer(self, learner_id: str, *, lesson: int, item: str, correct: bool,
                      answer: str, trap_type: int | None = None, at: float | None = None
                      ) -> None:  # fmt: skip
        """Keep one answer (the served store's call, and its row)."""
        self.add("answer", {"lesson": lesson, "item": item, "answer": answer,
                            "correct": int(correct), "trap_type": trap_type,
                            "at": time.time() if at is None else at})  # fmt: skip

    def answers(self, learner_id: str) -> list[Answer]:
        """Every answer, oldest first."""
        rows = sorted(enumerate(self._rows("answer")), key=lambda r: (r[1].get("at", 0), r[0]))
        return [Answer(int(r["lesson"]), str(r["item"]), str(r.get("answer", "")),
                       bool(r["correct"]), r.get("trap_type"), float(r.get("at", 0)))
                for _, r in rows]  # fmt: skip

    # ------------------------------------------------------------------ the spaced review

    def save_review(self, learner_id: str, item: str, state: Mapping[str, Any]) -> None:
        """Keep a drill item's FSRS card (the server's ``review`` row)."""
        self._put("review", {"item": item, "state": json.dumps(dict(state)), "at": time.time()})

    def reviews(self, learner_id: str) -> dict[str, dict[str, Any]]:
        return {row["item"]: _state(row.get("state")) for row in self._rows("review")}

    def save_schedule(self, learner_id: str, item: str, *, lesson: int,
                      state: Mapping[str, Any], due: float) -> None:  # fmt: skip
        """Keep an item's place in the course-wide review (the server's ``schedule`` row)."""
        self._put("schedule", {"item": item, "lesson": lesson, "state": json.dumps(dict(state)),
                               "due": due, "at": time.time()})  # fmt: skip

    def scheduled(self, learner_id: str) -> dict[str, Scheduled]:
        return {row["item"]: Scheduled(row["item"], int(row["lesson"]), _state(row.get("state")),
                                       float(row["due"]), "schedule")
                for row in self._rows("schedule")}  # fmt: skip


def _state(state: object) -> dict[str, Any]:
    """A row's state: JSON text, as the server exports it (or already an object)."""
    value = json.loads(state) if isinstance(state, str) else state
    return value if isinstance(value, dict) else {}


@dataclasses.dataclass
class BrowserSession:
    """What the Review page needs of a learner's session (the served edition's
    ``webapp.session.LearnerSession``): the learner, known, and their store."""

    store: BrowserStore
    known: bool = True

    @property
    def learner(self) -> Learner:
        return self.store.learner
