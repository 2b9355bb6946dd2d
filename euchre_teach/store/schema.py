"""The progress tables, in SQLite's words, and how a database is brought up to date.

Both backends hold these tables (PostgreSQL in its own dialect, see
:func:`euchre_teach.store.pgstore.postgres_dialect`). :func:`migrate` is the one way up:
the tables (``CREATE ... IF NOT EXISTS``), the step from schema version 1, then each named
migration of :data:`MIGRATIONS` the database has not had, once each. Migrations are
additive: a database written by an older version opens unchanged but for what they add.

>>> for part in upsert("meta", ["key", "value"]).split(" ON "): print(part)
INSERT INTO meta (key, value) VALUES (?, ?)
CONFLICT (key) DO UPDATE SET value = excluded.value
"""

from __future__ import annotations

__all__ = [
    "APPLICATION_ID",
    "COLUMNS",
    "COPY_ORDER",
    "KEYS",
    "MIGRATIONS",
    "SCHEMA",
    "SCHEMA_VERSION",
    "migrate",
    "run_script",
    "upsert",
]

import time
from collections.abc import Callable, Sequence

from euchre_teach.store.backend import Connection
from euchre_teach.store.moved_items import MOVES, migration_script

APPLICATION_ID = 0x45554331  # "EUC1": marks a SQLite file as ours (PRAGMA application_id)
SCHEMA_VERSION = 2
"""1: the first release; 2 adds ``schedule``, the course-wide spaced review (see
:func:`migrate`), and the named :data:`MIGRATIONS`, each applied once."""

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
    # A game in progress, per learner and lesson, kept so that it resumes after a reload.
    ("games", """
        CREATE TABLE IF NOT EXISTS game (
            learner TEXT NOT NULL REFERENCES learner(id) ON DELETE CASCADE,
            lesson INTEGER NOT NULL, state TEXT NOT NULL, at REAL NOT NULL,
            PRIMARY KEY (learner, lesson));
    """),
    # What the course moved (``moved_items``): round 1's rules from lesson 4's quiz to
    # lesson 3's, then the strategy lesson split in two (a new lesson 12; lessons 12-14
    # became 13-15), then the play taught before the bidding (lessons 7 and 8 became 3 and
    # 4, lessons 3-6 became 5-8): answers, review cards, finished lessons and games follow.
    *((move.name, migration_script(move)) for move in MOVES),
)

COLUMNS: dict[str, tuple[str, ...]] = {
    "lesson_done": ("lesson", "at"),
    "visit": ("lesson", "at"),
    "answer": ("lesson", "item", "answer", "correct", "trap_type", "at"),
    "review": ("item", "state", "at"),
    "hand": ("record", "points", "at"),
    "schedule": ("item", "lesson", "state", "due", "at"),
    "game": ("lesson", "state", "at"),
}
"""A learner's rows, table by table, as exported (the ``learner`` column is implied)."""
KEYS: dict[str, tuple[str, ...]] = {
    "lesson_done": ("learner", "lesson"), "review": ("learner", "item"),
    "schedule": ("learner", "item"), "meta": ("key",), "game": ("learner", "lesson"),
}  # fmt: skip
"""The primary key of each table that has one: where a row replaces an older one."""
COPY_ORDER = ("class", "learner", *COLUMNS, "meta")
"""Every table, each after the tables its rows refer to (a backup copies them in this order)."""


def upsert(table: str, columns: Sequence[str], *, replace: bool = True) -> str:
    """An INSERT that SQLite and PostgreSQL both run: a row with the same key as one kept
    replaces its values (``replace``) or is dropped. One statement, so two writers at once
    never lose an update (no read first)."""
    names, marks = ", ".join(columns), ", ".join("?" for _ in columns)
    sql = f"INSERT INTO {table} ({names}) VALUES ({marks})"
    key = KEYS.get(table)
    if key is None:
        return sql
    if not replace:
        return f"{sql} ON CONFLICT DO NOTHING"
    values = ", ".join(f"{c} = excluded.{c}" for c in columns if c not in key)
    return f"{sql} ON CONFLICT ({', '.join(key)}) DO UPDATE SET {values}"


def run_script(db: Connection, script: str) -> None:
    """Run each statement of a script (separated by ``;``), one by one."""
    for statement in script.split(";"):
        if statement.strip():
            db.execute(statement)


def migrate(db: Connection, *, found: int, dialect: Callable[[str], str] | None = None) -> None:
    """Bring a database from schema version ``found`` (0: new) to the current one, inside
    the caller's transaction: the backend holds its lock, so that servers opening one
    database at once migrate it once. ``dialect`` rewrites SQLite's DDL for the backend."""
    in_dialect = dialect or (lambda script: script)
    run_script(db, in_dialect(SCHEMA))
    if 0 < found < 2:
        _schedule_misses(db)
    done = {row[0] for row in db.execute("SELECT name FROM migration")}
    for name, script in MIGRATIONS:
        if name not in done:
            run_script(db, in_dialect(script))
            db.execute("INSERT INTO migration (name, at) VALUES (?, ?)", (name, time.time()))


def _schedule_misses(db: Connection) -> None:
    """From version 1: every item whose first answer was a miss enters the course-wide
    review, due at once (an empty state: the review starts its FSRS card on the first
    answer). Only SQLite files were ever at version 1."""
    db.execute(
        "INSERT OR IGNORE INTO schedule (learner, item, lesson, state, due, at) "
        "SELECT a.learner, a.item, a.lesson, '{}', a.at, a.at FROM answer a "
        "WHERE a.correct = 0 AND a.rowid = (SELECT b.rowid FROM answer b "
        "WHERE b.learner = a.learner AND b.item = a.item ORDER BY b.at, b.rowid LIMIT 1)"
    )
