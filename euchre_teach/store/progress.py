"""Learner progress kept in one SQLite file: lessons done, quiz answers, drill reviews, hands.

The web server and every lesson kernel open the same file, each with its own connection.
WAL mode lets the page read while a kernel writes, and each change is one transaction, so
killing a process mid-write loses only the change it had not committed. A file that is not
ours (corrupt, or another program's database) is moved aside and a fresh store started:
the course keeps working, and the operator is told where the old file went.

>>> import tempfile, pathlib
>>> store = ProgressStore(pathlib.Path(tempfile.mkdtemp()) / "progress.sqlite3")
>>> ada = store.new_learner("  Ada   Lovelace ")
>>> ada.name
'Ada Lovelace'
>>> store.record_answer(ada.id, lesson=7, item="trap1/1", correct=True, answer="9D")
>>> store.complete_lesson(ada.id, 7)
>>> store.lesson_progress(ada.id)[7].done, store.lesson_progress(ada.id)[7].quiz_correct
(True, 1)
>>> store.close()
"""

from __future__ import annotations

__all__ = [
    "ANIMATION_SPEEDS",
    "DIFFICULTIES",
    "DRILL_LESSON",
    "MAX_NAME_LENGTH",
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
import dataclasses
import json
import logging
import re
import secrets
import sqlite3
import time
import unicodedata
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from euchre_teach.store.database import Connection, retried, upsert
from euchre_teach.store.graphemes import cut
from euchre_teach.store.review_schedule import DRILL_LESSON, ReviewSchedule, Scheduled

log = logging.getLogger(__name__)

APPLICATION_ID = 0x45554331  # "EUC1": marks the file as ours (PRAGMA application_id)
SCHEMA_VERSION = 2
"""1: the first release; 2 adds ``schedule``, the course-wide spaced review (see
:meth:`ProgressStore._schedule_misses`), and the named ``MIGRATIONS`` below, each applied once."""
MAX_NAME_LENGTH = 30
"""The most characters a name keeps, counted as a reader sees them (grapheme clusters)."""
DIFFICULTIES = ("easy", "coach", "expert")
ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")
EXPORT_FORMAT = "euchre-teach-progress"

SCHEMA = """
CREATE TABLE IF NOT EXISTS learner (
    id TEXT PRIMARY KEY, name TEXT NOT NULL, created REAL NOT NULL,
    settings TEXT NOT NULL DEFAULT '{}');
CREATE TABLE IF NOT EXISTS lesson_done (
    learner TEXT NOT NULL REFERENCES learner(id) ON DELETE CASCADE,
    lesson INTEGER NOT NULL, at REAL NOT NULL, PRIMARY KEY (learner, lesson));
CREATE TABLE IF NOT EXISTS visit (
    learner TEXT NOT NULL REFERENCES learner(id) ON DELETE CASCADE,
    lesson INTEGER NOT NULL, at REAL NOT NULL);
CREATE TABLE IF NOT EXISTS answer (
    learner TEXT NOT NULL REFERENCES learner(id) ON DELETE CASCADE,
    lesson INTEGER NOT NULL, item TEXT NOT NULL, answer TEXT NOT NULL,
    correct INTEGER NOT NULL, trap_type INTEGER, at REAL NOT NULL);
CREATE TABLE IF NOT EXISTS review (
    learner TEXT NOT NULL REFERENCES learner(id) ON DELETE CASCADE,
    item TEXT NOT NULL, state TEXT NOT NULL, at REAL NOT NULL,
    PRIMARY KEY (learner, item));
CREATE TABLE IF NOT EXISTS hand (
    learner TEXT NOT NULL REFERENCES learner(id) ON DELETE CASCADE,
    record TEXT NOT NULL, points INTEGER NOT NULL, at REAL NOT NULL);
CREATE INDEX IF NOT EXISTS answer_by_learner ON answer(learner, lesson, at);
CREATE INDEX IF NOT EXISTS visit_by_learner ON visit(learner, at);
CREATE TABLE IF NOT EXISTS schedule (
    learner TEXT NOT NULL REFERENCES learner(id) ON DELETE CASCADE,
    item TEXT NOT NULL, lesson INTEGER NOT NULL, state TEXT NOT NULL, due REAL NOT NULL,
    at REAL NOT NULL, PRIMARY KEY (learner, item));
CREATE INDEX IF NOT EXISTS schedule_by_due ON schedule(learner, due);
CREATE TABLE IF NOT EXISTS migration (name TEXT PRIMARY KEY, at REAL NOT NULL);
"""
HUB_LEARNER_PREFIX = "hub:"
"""Ids of learners who are JupyterHub users (:meth:`ProgressStore.hub_learner`)."""
_TABLES = ("learner", "lesson_done", "visit", "answer", "review", "hand", "schedule")
COLUMNS: dict[str, tuple[str, ...]] = {
    "lesson_done": ("lesson", "at"),
    "visit": ("lesson", "at"),
    "answer": ("lesson", "item", "answer", "correct", "trap_type", "at"),
    "review": ("item", "state", "at"),
    "hand": ("record", "points", "at"),
    "schedule": ("item", "lesson", "state", "due", "at"),
}
"""A learner's rows, table by table, as exported (the ``learner`` column is implied)."""

MIGRATIONS: tuple[tuple[str, str], ...] = (
    # Additive only: a file written by an older version opens, and gains these, once each.
    # Named (not numbered) so that changes made on two branches merge without a clash.
    ("classes", """
        CREATE TABLE IF NOT EXISTS class (
            id INTEGER PRIMARY KEY, name TEXT NOT NULL, created REAL NOT NULL,
            archived REAL);
        ALTER TABLE learner ADD COLUMN class_id INTEGER REFERENCES class(id) ON DELETE SET NULL;
        ALTER TABLE learner ADD COLUMN resume TEXT;
        CREATE UNIQUE INDEX IF NOT EXISTS learner_by_resume ON learner(resume);
        CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    """),
)


def clean_name(text: str) -> str:
    """A display name as the course keeps it: one line, no control characters, 30 at most.

    It is stored and shown as plain text (pages escape it), never as HTML.

    >>> clean_name("  <img src=x>\\n  Bob ")
    '<img src=x> Bob'
    >>> clean_name("   ")
    Traceback (most recent call last):
    ...
    ValueError: Please type a name: a first name or a nickname is enough.
    """
    return clean_name_noting(text)[0]


def clean_name_noting(text: str) -> tuple[str, bool]:
    """:func:`clean_name`, and whether the name was cut to :data:`MAX_NAME_LENGTH`
    (between the characters a reader sees: an emoji family or an accent is never split).

    >>> clean_name_noting("Zoë " + "👨‍👩‍👧" * 40)[0] == "Zoë " + "👨‍👩‍👧" * 26
    True
    """
    kept = "".join(
        ch for ch in text if unicodedata.category(ch)[0] != "C" or ch in "\t\n\r" or _joins(ch)
    )
    name, shortened = cut(re.sub(r"\s+", " ", kept).strip(), MAX_NAME_LENGTH)
    name = name.strip()
    if not name:
        raise ValueError("Please type a name: a first name or a nickname is enough.")
    return name, shortened


def _joins(ch: str) -> bool:
    """Format characters that names need: the emoji joiner and tag characters of flags."""
    return ch == "\u200d" or 0xE0020 <= ord(ch) <= 0xE007F


@dataclasses.dataclass(frozen=True)
class Settings:
    """What a learner chose on the settings page; the defaults are the traditional rules."""

    stick_the_dealer: bool = False
    defend_alone: bool = False
    points_to_win: int = 10
    four_colour: bool = False
    difficulty: str = "coach"
    animation_speed: str = "normal"

    def __post_init__(self) -> None:
        if self.points_to_win not in (5, 7, 10, 11):
            raise ValueError("A game is played to 5, 7, 10 or 11 points.")
        if self.difficulty not in DIFFICULTIES:
            raise ValueError(f"Difficulty is one of {', '.join(DIFFICULTIES)}.")
        if self.animation_speed not in ANIMATION_SPEEDS:
            raise ValueError(f"Animation speed is one of {', '.join(ANIMATION_SPEEDS)}.")

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Settings:
        """Settings from stored JSON; unknown keys are ignored, bad values fall back."""
        known = {f.name for f in dataclasses.fields(cls)}
        try:
            return cls(**{k: v for k, v in data.items() if k in known})
        except (TypeError, ValueError):
            return cls()


@dataclasses.dataclass(frozen=True)
class Learner:
    """One learner: an unguessable id (kept in a cookie) and a display name."""

    id: str
    name: str
    settings: Settings


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
    """The progress file. Open one per process; every method is one short transaction."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.moved_aside: Path | None = None
        """Where an unreadable or foreign file was moved, if that happened on opening."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self._sqlite = self._open()
        except sqlite3.DatabaseError as error:
            self.moved_aside = self._move_aside(str(error))
            self._sqlite = self._open()
        self._db: Connection = self._sqlite

    @property
    def url(self) -> str:
        """Where this store is, as a database URL (see :mod:`euchre_teach.store.database`)."""
        return f"sqlite:///{self.path.resolve().as_posix().lstrip('/')}"

    # ------------------------------------------------------------------ opening

    def _open(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, timeout=10, isolation_level=None)
        try:
            db.execute("PRAGMA busy_timeout = 10000")
            app_id = db.execute("PRAGMA application_id").fetchone()[0]
            tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master")}
            if app_id != APPLICATION_ID and tables:
                raise sqlite3.DatabaseError("it is another program's database")
            db.execute("PRAGMA journal_mode = WAL")
            db.execute("PRAGMA synchronous = NORMAL")
            db.execute("PRAGMA foreign_keys = ON")
            if db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                raise sqlite3.DatabaseError("the file is damaged")
            with self._transaction(db):
                found = int(db.execute("PRAGMA user_version").fetchone()[0]) if tables else 0
                for statement in SCHEMA.split(";"):
                    if statement.strip():
                        db.execute(statement)
                self._schedule_misses(db, found)
                self._migrate(db)
                db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        except BaseException:
            db.close()
            raise
        return db

    @staticmethod
    def _schedule_misses(db: sqlite3.Connection, found: int) -> None:
        """Bring a file written by an older version up to :data:`SCHEMA_VERSION` (the new
        tables already exist; nothing is ever dropped).

        From 1: every item whose first answer was a miss enters the course-wide review, due
        at once (an empty state: the review starts its FSRS card on the first answer).
        """
        if 0 < found < 2:
            db.execute(
                "INSERT OR IGNORE INTO schedule (learner, item, lesson, state, due, at) "
                "SELECT a.learner, a.item, a.lesson, '{}', a.at, a.at FROM answer a "
                "WHERE a.correct = 0 AND a.rowid = (SELECT b.rowid FROM answer b "
                "WHERE b.learner = a.learner AND b.item = a.item ORDER BY b.at, b.rowid LIMIT 1)"
            )

    @staticmethod
    def _migrate(db: sqlite3.Connection) -> None:
        """Apply the named migrations this file has not had yet (inside the open transaction)."""
        done = {row[0] for row in db.execute("SELECT name FROM migration")}
        for name, script in MIGRATIONS:
            if name in done:
                continue
            for statement in script.split(";"):
                if statement.strip():
                    db.execute(statement)
            db.execute("INSERT INTO migration (name, at) VALUES (?, ?)", (name, time.time()))

    def _move_aside(self, reason: str) -> Path:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = self.path.with_name(f"{self.path.name}.unreadable-{stamp}")
        for suffix in ("", "-wal", "-shm"):
            part = Path(str(self.path) + suffix)
            if part.exists():
                part.replace(Path(str(target) + suffix))
        log.error(
            "The progress file %s could not be used (%s). It was moved to %s and a new, "
            "empty progress file was started.", self.path, reason, target,
        )  # fmt: skip
        return target

    @staticmethod
    @contextlib.contextmanager
    def _transaction(db: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
        db.execute("BEGIN IMMEDIATE")
        try:
            yield db
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")

    def _write(self) -> contextlib.AbstractContextManager[Connection]:
        return self._transaction(self._sqlite)

    def transaction(self) -> contextlib.AbstractContextManager[Connection]:
        """One write transaction (for :mod:`euchre_teach.store.roster`): all or nothing, and no
        other writer in between (a write method that reads first stays right)."""
        return self._write()

    @property
    def db(self) -> Connection:
        """The connection, for reads by :mod:`euchre_teach.store.roster`."""
        return self._db

    def close(self) -> None:
        """Close the connection (the file stays consistent either way)."""
        self.checkpoint()
        self._sqlite.close()

    def checkpoint(self) -> bool:
        """Copy the write-ahead log into the main file and empty it, so that the one file
        holds everything. False if a reader kept part of the log (it is copied next time)."""
        try:
            busy = self._sqlite.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()[0]
        except sqlite3.Error as error:
            log.warning("The progress file could not be checkpointed: %s", error)
            return False
        return not busy

    def backup(self, target: Path) -> None:
        """A consistent copy of the whole store in one file (SQLite's online backup), made
        while lessons keep writing. The copy is an ordinary progress file."""
        target = Path(target)
        target.parent.mkdir(parents=True, exist_ok=True)
        partial = target.with_name(target.name + ".partial")
        partial.unlink(missing_ok=True)
        copy = sqlite3.connect(partial)
        try:
            self._sqlite.backup(copy)
            copy.execute("PRAGMA journal_mode = DELETE")
        finally:
            copy.close()
        partial.replace(target)

    # ------------------------------------------------------------------ learners

    @retried
    def new_learner(self, name: str) -> Learner:
        """Add a learner with this display name (see :func:`clean_name`)."""
        learner = Learner(secrets.token_urlsafe(12), clean_name(name), Settings())
        with self._write() as db:
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
        with self._write() as db:
            db.execute(
                "INSERT INTO learner (id, name, created) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                (learner_id, clean_name(user_name), time.time()),
            )
        found = self.learner(learner_id)
        assert found is not None, "a learner added in the write just made"
        return found

    def learner(self, learner_id: str) -> Learner | None:
        """The learner with this id, or None if there is none."""
        row = self._db.execute(
            "SELECT id, name, settings FROM learner WHERE id = ?", (learner_id,)
        ).fetchone()
        if row is None:
            return None
        return Learner(row[0], row[1], Settings.from_dict(json.loads(row[2])))

    def learners(self) -> list[Learner]:
        """Every learner, oldest first."""
        rows = self._db.execute("SELECT id FROM learner ORDER BY created, rowid").fetchall()
        return [learner for (lid,) in rows if (learner := self.learner(lid)) is not None]

    @retried
    def rename(self, learner_id: str, name: str) -> None:
        """Change a learner's display name."""
        with self._write() as db:
            db.execute("UPDATE learner SET name = ? WHERE id = ?", (clean_name(name), learner_id))

    @retried
    def save_settings(self, learner_id: str, settings: Settings) -> None:
        """Keep a learner's settings."""
        with self._write() as db:
            db.execute(
                "UPDATE learner SET settings = ? WHERE id = ?",
                (json.dumps(dataclasses.asdict(settings)), learner_id),
            )

    # ------------------------------------------------------------------ what learners did

    @retried
    def visit(self, learner_id: str, lesson: int) -> None:
        """Note that a learner opened a lesson ("continue where you left off")."""
        with self._write() as db:
            db.execute(
                "INSERT INTO visit (learner, lesson, at) VALUES (?, ?, ?)",
                (learner_id, lesson, time.time()),
            )

    def last_lesson(self, learner_id: str) -> int | None:
        """The lesson this learner opened most recently, if any."""
        row = self._db.execute(
            "SELECT lesson FROM visit WHERE learner = ? ORDER BY at DESC, rowid DESC LIMIT 1",
            (learner_id,),
        ).fetchone()
        return None if row is None else int(row[0])

    @retried
    def complete_lesson(self, learner_id: str, lesson: int) -> None:
        """Mark a lesson done (doing it again keeps the first date)."""
        with self._write() as db:
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
        with self._write() as db:
            db.execute(
                "INSERT INTO answer (learner, lesson, item, answer, correct, trap_type, at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)",
                (learner_id, lesson, item, answer, int(correct), trap_type, when),
            )

    def answers(self, learner_id: str) -> list[Answer]:
        """Every answer of a learner, oldest first."""
        rows = self._db.execute(
            "SELECT lesson, item, answer, correct, trap_type, at FROM answer "
            "WHERE learner = ? ORDER BY at, rowid",
            (learner_id,),
        ).fetchall()
        return [Answer(r[0], r[1], r[2], bool(r[3]), r[4], r[5]) for r in rows]

    @retried
    def save_review(self, learner_id: str, item: str, state: Mapping[str, Any]) -> None:
        """Keep a drill item's spaced-repetition state (any JSON object, e.g. an FSRS card)."""
        with self._write() as db:
            db.execute(
                upsert("review", ("learner", "item", "state", "at")),
                (learner_id, item, json.dumps(dict(state)), time.time()),
            )

    def reviews(self, learner_id: str) -> dict[str, dict[str, Any]]:
        """Every drill item's spaced-repetition state for a learner, by item key."""
        rows = self._db.execute(
            "SELECT item, state FROM review WHERE learner = ? ORDER BY item", (learner_id,)
        ).fetchall()
        return {item: json.loads(state) for item, state in rows}

    @retried
    def record_hand(self, learner_id: str, record: str, points: int) -> None:
        """Keep a hand the learner played (its hand record) and the points South's team won."""
        with self._write() as db:
            db.execute(
                "INSERT INTO hand (learner, record, points, at) VALUES (?, ?, ?, ?)",
                (learner_id, record, points, time.time()),
            )

    def hands_played(self, learner_id: str) -> int:
        """How many hands this learner has played."""
        row = self._db.execute("SELECT COUNT(*) FROM hand WHERE learner = ?", (learner_id,))
        return int(row.fetchone()[0])

    # ------------------------------------------------------------------ summaries

    def lesson_progress(self, learner_id: str) -> dict[int, LessonProgress]:
        """Per lesson number: done, quiz questions right at the first try of those answered
        (each question counted once, its first answer kept), current run of right answers."""
        from euchre_teach.course.mastery import quiz_keys

        done = {
            row[0]
            for row in self._db.execute(
                "SELECT lesson FROM lesson_done WHERE learner = ?", (learner_id,)
            )
        }
        answers: dict[int, list[bool]] = {}
        first: dict[int, dict[str, bool]] = {}
        for answer in self.answers(learner_id):
            answers.setdefault(answer.lesson, []).append(answer.correct)
            first.setdefault(answer.lesson, {}).setdefault(answer.item, answer.correct)
        result = {}
        for lesson in done | set(answers):
            marks = answers.get(lesson, [])
            streak = 0
            for mark in reversed(marks):
                if not mark:
                    break
                streak += 1
            try:
                keys = set(quiz_keys(lesson))
            except KeyError:
                keys = set()
            quiz = [right for item, right in first.get(lesson, {}).items() if item in keys]
            result[lesson] = LessonProgress(lesson in done, sum(quiz), len(quiz), streak)
        return result

    def most_missed(self, limit: int = 10) -> list[tuple[str, int, int]]:
        """Across all learners: (item, times missed, times answered), most missed first."""
        rows = self._db.execute(
            "SELECT item, SUM(1 - correct) AS missed, COUNT(*) FROM answer GROUP BY item "
            "HAVING SUM(1 - correct) > 0 ORDER BY missed DESC, item LIMIT ?",
            (limit,),
        ).fetchall()
        return [(r[0], int(r[1]), int(r[2])) for r in rows]

    def missed_trap_types(self) -> list[tuple[int, int, int]]:
        """Across all learners: (trap type, times missed, times answered), most missed first."""
        rows = self._db.execute(
            "SELECT trap_type, SUM(1 - correct) AS missed, COUNT(*) FROM answer "
            "WHERE trap_type IS NOT NULL GROUP BY trap_type ORDER BY missed DESC, trap_type"
        ).fetchall()
        return [(int(r[0]), int(r[1]), int(r[2])) for r in rows]

    # ------------------------------------------------------------------ export and import

    def export_learner(self, learner_id: str) -> dict[str, Any]:
        """Everything kept about one learner, as a JSON-ready dict."""
        learner = self.learner(learner_id)
        if learner is None:
            raise KeyError(f"no learner {learner_id!r}")
        tables: dict[str, list[dict[str, Any]]] = {}
        for table, columns in COLUMNS.items():
            rows = self._db.execute(
                f"SELECT {', '.join(columns)} FROM {table} WHERE learner = ? ORDER BY rowid",
                (learner_id,),
            ).fetchall()
            tables[table] = [dict(zip(columns, row, strict=True)) for row in rows]
        return {
            "format": EXPORT_FORMAT,
            "version": SCHEMA_VERSION,
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
        person = data["learner"]
        learner = Learner(
            str(person["id"]), clean_name(str(person["name"])),
            Settings.from_dict(person.get("settings", {})),
        )  # fmt: skip
        with self._write() as db:
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
