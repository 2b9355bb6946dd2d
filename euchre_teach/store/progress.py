"""Learner progress: lessons done, quiz answers, drill reviews, hands, on either backend.

:class:`ProgressStore` is the one store: its behaviour is written here once, over a
:class:`~euchre_teach.store.backend.Backend` (one SQLite file, or a PostgreSQL server: see
:mod:`euchre_teach.store.database` for opening either by URL). Every method is one short
transaction. The store keeps item keys and answers; what a key means (which items are a
lesson's quiz, what mastery is) is the course's, passed in where it is needed.

>>> import tempfile, pathlib
>>> store = ProgressStore(pathlib.Path(tempfile.mkdtemp()) / "progress.sqlite3")
>>> ada = store.new_learner("  Ada   Lovelace ")
>>> ada.name
'Ada Lovelace'
>>> store.record_answer(ada.id, lesson=3, item="trap1/1", correct=True, answer="9D")
>>> store.complete_lesson(ada.id, 3)
>>> lesson_3 = store.lesson_progress(ada.id, quiz_keys=lambda lesson: ["trap1/1", "trap2/1"])[3]
>>> lesson_3.done, lesson_3.quiz_correct
(True, 1)
>>> store.close()
"""

from __future__ import annotations

__all__ = [
    "ANIMATION_SPEEDS",
    "DIFFICULTIES",
    "DRILL_LESSON",
    "EXPORT_FORMAT",
    "HUB_LEARNER_PREFIX",
    "MAX_NAME_LENGTH",
    "SCHEMA_VERSION",
    "Answer",
    "Learner",
    "LessonProgress",
    "ProgressStore",
    "Scheduled",
    "Settings",
    "clean_name",
    "clean_name_noting",
]

import contextlib
import copy
import dataclasses
import functools
import json
import os
import secrets
import time
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

from euchre_teach.store.backend import Backend, Connection, at_once, retried
from euchre_teach.store.learners import (
    ANIMATION_SPEEDS,
    DIFFICULTIES,
    HUB_LEARNER_PREFIX,
    MAX_NAME_LENGTH,
    Learner,
    Settings,
    clean_name,
    clean_name_noting,
    shown_name,
)
from euchre_teach.store.moved_items import MOVES, move_rows
from euchre_teach.store.outbox import Outbox, cannot_write
from euchre_teach.store.review_schedule import DRILL_LESSON, ReviewSchedule, Scheduled
from euchre_teach.store.schema import COLUMNS, SCHEMA_VERSION, upsert
from euchre_teach.store.sqlite import SqliteBackend

EXPORT_FORMAT = "euchre-teach-progress"

QuizKeys = Callable[[int], Iterable[str]]
"""A lesson's quiz question keys, as the course knows them (a KeyError: it has no quiz)."""


@dataclasses.dataclass(frozen=True)
class Answer:
    """One quiz or drill answer, as the teacher dashboard counts them."""

    lesson: int
    item: str
    answer: str
    correct: bool
    trap_type: int | None
    at: float


@dataclasses.dataclass(frozen=True)
class LessonProgress:
    """A lesson as the home page shows it: done, quiz score, drill streak."""

    done: bool = False
    quiz_correct: int = 0
    quiz_total: int = 0
    streak: int = 0


class ProgressStore(ReviewSchedule):
    """The progress store. Open one per process; every method is one short transaction.

    ``where`` is a SQLite progress file's path (made if it is not there), or an opened
    backend (:func:`euchre_teach.store.database.open_store` opens either by URL).
    """

    def __init__(self, where: str | os.PathLike[str] | Backend) -> None:
        if isinstance(where, str | os.PathLike):
            self.backend: Backend = SqliteBackend(Path(where))
        else:
            self.backend = where

    @property
    def url(self) -> str:
        """Where this store is, as a database URL (password masked)."""
        return self.backend.url

    @property
    def path(self) -> Path | None:
        """The progress file, on SQLite (None on a server)."""
        return self.backend.path

    @property
    def moved_aside(self) -> Path | None:
        """Where an unreadable or foreign file was moved, if that happened on opening."""
        return self.backend.moved_aside

    @property
    def db(self) -> Connection:
        """The connection, for reads (the store's, and :mod:`euchre_teach.store.roster`'s)."""
        return self.backend.db

    def transaction(self) -> contextlib.AbstractContextManager[Connection]:
        """One write transaction (the store's, and :mod:`euchre_teach.store.roster`'s): all
        or nothing, and no other writer in between (a write that reads first stays right)."""
        return self.backend.transaction()

    def checkpoint(self) -> bool:
        """Fold the write log into the database (see the backend's ``checkpoint``)."""
        return self.backend.checkpoint()

    def backup(self, target: Path) -> None:
        """A consistent copy of the whole store in one SQLite progress file, made while
        lessons keep writing."""
        self.backend.backup(target)

    def close(self) -> None:
        """Close the connection, after trying to write what waits in :attr:`outbox`."""
        if "outbox" in self.__dict__:
            self.outbox.close()
        self.backend.close()

    @functools.cached_property
    def outbox(self) -> Outbox:
        """This process's answers waiting for the store to write again (see
        :mod:`euchre_teach.store.outbox`)."""
        return Outbox()

    def cannot_write(self) -> str | None:
        """Why a write to the store fails right now, in words (a full disk, a server that
        cannot be reached); None when writes go through. Tried once, with a real write."""
        try:
            with at_once():
                self._note_write()
        except Exception as error:
            reason = cannot_write(error)
            if reason is None:
                raise
            return reason
        return None

    @retried
    def _note_write(self) -> None:
        with self.transaction() as db:
            db.execute(upsert("meta", ("key", "value")), ("last-write-check", str(time.time())))

    # ------------------------------------------------------------------ learners

    @retried
    def new_learner(self, name: str) -> Learner:
        """Add a learner with this display name (see :func:`clean_name`)."""
        learner = Learner(secrets.token_urlsafe(12), clean_name(name), Settings())
        with self.transaction() as db:
            db.execute(
                "INSERT INTO learner (id, name, created) VALUES (?, ?, ?)",
                (learner.id, learner.name, time.time()),
            )
        return learner

    @retried
    def hub_learner(self, user_name: str) -> Learner:
        """The learner who is this JupyterHub user, added the first time (named after them).

        Their id is ``hub:`` and the hub's user name: every user server of a hub finds the
        same record, and two first requests at once add it once. Only the first request
        writes; the others read.
        """
        learner_id = HUB_LEARNER_PREFIX + user_name
        found = self.learner(learner_id)
        if found is not None:
            return found
        with self.transaction() as db:
            db.execute(
                "INSERT INTO learner (id, name, created) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                (learner_id, clean_name(user_name), time.time()),
            )
        found = self.learner(learner_id)
        assert found is not None, "a learner added in the write just made"
        return found

    def learner(self, learner_id: str) -> Learner | None:
        """The learner with this id, or None if there is none."""
        row = self.db.execute(
            "SELECT id, name, settings FROM learner WHERE id = ?", (learner_id,)
        ).fetchone()
        if row is None:
            return None
        return Learner(row[0], shown_name(row[1]), Settings.from_dict(json.loads(row[2])))

    def learners(self) -> list[Learner]:
        """Every learner, oldest first."""
        rows = self.db.execute("SELECT id FROM learner ORDER BY created, rowid").fetchall()
        return [learner for (lid,) in rows if (learner := self.learner(lid)) is not None]

    @retried
    def rename(self, learner_id: str, name: str) -> None:
        """Change a learner's display name."""
        with self.transaction() as db:
            db.execute("UPDATE learner SET name = ? WHERE id = ?", (clean_name(name), learner_id))

    @retried
    def save_settings(self, learner_id: str, settings: Settings) -> None:
        """Keep a learner's settings."""
        with self.transaction() as db:
            db.execute(
                "UPDATE learner SET settings = ? WHERE id = ?",
                (json.dumps(dataclasses.asdict(settings)), learner_id),
            )

    # ------------------------------------------------------------------ what learners did

    @retried
    def visit(self, learner_id: str, lesson: int) -> None:
        """Note that a learner opened a lesson ("continue where you left off")."""
        with self.transaction() as db:
            db.execute(
                "INSERT INTO visit (learner, lesson, at) VALUES (?, ?, ?)",
                (learner_id, lesson, time.time()),
            )

    def last_lesson(self, learner_id: str) -> int | None:
        """The lesson this learner opened most recently, if any."""
        row = self.db.execute(
            "SELECT lesson FROM visit WHERE learner = ? ORDER BY at DESC, rowid DESC LIMIT 1",
            (learner_id,),
        ).fetchone()
        return None if row is None else int(row[0])

    @retried
    def complete_lesson(self, learner_id: str, lesson: int) -> None:
        """Mark a lesson done (doing it again keeps the first date)."""
        with self.transaction() as db:
            db.execute(
                upsert("lesson_done", ("learner", "lesson", "at"), replace=False),
                (learner_id, lesson, time.time()),
            )

    @retried
    def record_answer(
        self,
        learner_id: str,
        *,
        lesson: int,
        item: str,
        correct: bool,
        answer: str,
        trap_type: int | None = None,
        at: float | None = None,
    ) -> None:
        """Keep one quiz or drill answer with the time it was given (``at``: now)."""
        when = time.time() if at is None else at
        with self.transaction() as db:
            db.execute(
                "INSERT INTO answer (learner, lesson, item, answer, correct, trap_type, at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)",
                (learner_id, lesson, item, answer, int(correct), trap_type, when),
            )

    def answers(self, learner_id: str) -> list[Answer]:
        """Every answer of a learner, oldest first."""
        rows = self.db.execute(
            "SELECT lesson, item, answer, correct, trap_type, at FROM answer "
            "WHERE learner = ? ORDER BY at, rowid",
            (learner_id,),
        ).fetchall()
        return [Answer(r[0], r[1], r[2], bool(r[3]), r[4], r[5]) for r in rows]

    @retried
    def record_hand(self, learner_id: str, record: str, points: int) -> None:
        """Keep a hand the learner played (its hand record) and the points South's team won."""
        with self.transaction() as db:
            db.execute(
                "INSERT INTO hand (learner, record, points, at) VALUES (?, ?, ?, ?)",
                (learner_id, record, points, time.time()),
            )

    @retried
    def save_game(self, learner_id: str, lesson: int, state: str) -> None:
        """Keep the game in progress on a lesson's page (its moves so far, as JSON text),
        replacing the one kept before."""
        with self.transaction() as db:
            db.execute(upsert("game", ["learner", "lesson", "state", "at"]),
                       (learner_id, lesson, state, time.time()))  # fmt: skip

    @retried
    def end_game(self, learner_id: str, lesson: int) -> None:
        """Forget the game kept on a lesson's page (it was won, or the learner left it)."""
        with self.transaction() as db:
            db.execute("DELETE FROM game WHERE learner = ? AND lesson = ?", (learner_id, lesson))

    def saved_game(self, learner_id: str, lesson: int) -> str | None:
        """The game in progress kept on a lesson's page, or None."""
        row = self.db.execute("SELECT state FROM game WHERE learner = ? AND lesson = ?",
                              (learner_id, lesson)).fetchone()  # fmt: skip
        return None if row is None else str(row[0])

    def hands_played(self, learner_id: str) -> int:
        """How many hands this learner has played."""
        row = self.db.execute("SELECT COUNT(*) FROM hand WHERE learner = ?", (learner_id,))
        return int(row.fetchone()[0])

    def visited_lessons(self, learner_id: str) -> set[int]:
        """The lessons a learner has opened."""
        rows = self.db.execute("SELECT DISTINCT lesson FROM visit WHERE learner = ?",
                               (learner_id,))  # fmt: skip
        return {int(row[0]) for row in rows}

    # ------------------------------------------------------------------ summaries

    def lesson_progress(self, learner_id: str, quiz_keys: QuizKeys) -> dict[int, LessonProgress]:
        """Per lesson number: done, quiz questions right at the first try of those answered
        (each question counted once, its first answer kept), current run of right answers.

        ``quiz_keys`` says which items are a lesson's quiz: the course's
        :func:`euchre_teach.course.mastery.quiz_keys` (a KeyError: that lesson has none).
        """
        done = {int(row[0]) for row in self.db.execute(
            "SELECT lesson FROM lesson_done WHERE learner = ?", (learner_id,))}  # fmt: skip
        marks: dict[int, list[bool]] = {}
        first: dict[int, dict[str, bool]] = {}
        for answer in self.answers(learner_id):
            marks.setdefault(answer.lesson, []).append(answer.correct)
            first.setdefault(answer.lesson, {}).setdefault(answer.item, answer.correct)
        result = {}
        for lesson in done | set(marks):
            try:
                keys = set(quiz_keys(lesson))
            except KeyError:
                keys = set()
            quiz = [right for item, right in first.get(lesson, {}).items() if item in keys]
            streak = _streak(marks.get(lesson, []))
            result[lesson] = LessonProgress(lesson in done, sum(quiz), len(quiz), streak)
        return result

    def most_missed(self, limit: int = 10) -> list[tuple[str, int, int]]:
        """Across all learners: (item, times missed, times answered), most missed first."""
        rows = self.db.execute(
            "SELECT item, SUM(1 - correct) AS missed, COUNT(*) FROM answer GROUP BY item "
            "HAVING SUM(1 - correct) > 0 ORDER BY missed DESC, item LIMIT ?",
            (limit,),
        ).fetchall()
        return [(r[0], int(r[1]), int(r[2])) for r in rows]

    def missed_trap_types(self) -> list[tuple[int, int, int]]:
        """Across all learners: (trap type, times missed, times answered), most missed first."""
        rows = self.db.execute(
            "SELECT trap_type, SUM(1 - correct) AS missed, COUNT(*) FROM answer "
            "WHERE trap_type IS NOT NULL GROUP BY trap_type ORDER BY missed DESC, trap_type"
        ).fetchall()
        return [(int(r[0]), int(r[1]), int(r[2])) for r in rows]

    def most_missed_by_lesson(self, limit: int = 10) -> list[tuple[int, str, int, int]]:
        """Across all learners and lessons: (lesson, item, times missed, times answered),
        most missed first; each learner's first answer to an item only (a redo after a
        reload or a review does not count twice)."""
        rows = self.db.execute(
            "SELECT a.lesson, a.item, SUM(1 - a.correct) AS missed, COUNT(*) FROM answer a "
            "WHERE a.rowid = (SELECT b.rowid FROM answer b WHERE b.learner = a.learner "
            "AND b.item = a.item AND b.lesson = a.lesson ORDER BY b.at, b.rowid LIMIT 1) "
            "GROUP BY a.lesson, a.item HAVING SUM(1 - a.correct) > 0 "
            "ORDER BY missed DESC, a.lesson, a.item "
            "LIMIT ?",
            (limit,),
        ).fetchall()
        return [(int(r[0]), r[1], int(r[2]), int(r[3])) for r in rows]

    # ------------------------------------------------------------------ export and import

    def export_learner(self, learner_id: str) -> dict[str, Any]:
        """Everything kept about one learner, as a JSON-ready dict."""
        learner = self.learner(learner_id)
        if learner is None:
            raise KeyError(f"no learner {learner_id!r}")
        tables: dict[str, list[dict[str, Any]]] = {}
        for table, columns in COLUMNS.items():
            rows = self.db.execute(
                f"SELECT {', '.join(columns)} FROM {table} WHERE learner = ? ORDER BY rowid",
                (learner_id,),
            ).fetchall()
            tables[table] = [dict(zip(columns, row, strict=True)) for row in rows]
        return {
            "format": EXPORT_FORMAT,
            "version": SCHEMA_VERSION,
            "moved": [move.name for move in MOVES],  # what an import need not move again
            "learner": {
                "id": learner.id,
                "name": learner.name,
                "settings": dataclasses.asdict(learner.settings),
            },
            **tables,
        }

    @retried
    def import_learner(self, data: Mapping[str, Any]) -> Learner:
        """Add (or replace) a learner from :meth:`export_learner`'s output; all or nothing."""
        if data.get("format") != EXPORT_FORMAT:
            raise ValueError("This file is not a euchre-teach progress export.")
        data = move_rows(copy.deepcopy(dict(data)))  # an older export's moved item keys
        person = data["learner"]
        learner = Learner(
            str(person["id"]), clean_name(str(person["name"])),
            Settings.from_dict(person.get("settings", {})),
        )  # fmt: skip
        with self.transaction() as db:
            db.execute("DELETE FROM learner WHERE id = ?", (learner.id,))
            db.execute(
                "INSERT INTO learner (id, name, created, settings) VALUES (?, ?, ?, ?)",
                (learner.id, learner.name, time.time(),
                 json.dumps(dataclasses.asdict(learner.settings))),
            )  # fmt: skip
            for table, columns in COLUMNS.items():
                for row in data.get(table, []):
                    values = {**{k: row[k] for k in columns if k in row}, "learner": learner.id}
                    db.execute(upsert(table, list(values)), list(values.values()))
        return learner


def _streak(marks: list[bool]) -> int:
    """How many answers at the end of ``marks`` were right in a row."""
    streak = 0
    for mark in reversed(marks):
        if not mark:
            break
        streak += 1
    return streak
