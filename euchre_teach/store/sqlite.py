"""The progress store's SQLite backend: one file on this computer (the default).

The web server and every lesson kernel open the same file, each with its own connection.
WAL mode lets the page read while a kernel writes, and each change is one transaction
(``BEGIN IMMEDIATE``: writers take turns), so killing a process mid-write loses only the
change it had not committed. A file that is not ours (corrupt, or another program's
database) is moved aside and a fresh store started: the course keeps working, and the
operator is told where the old file went. The schema version is the file's
``user_version``; ``application_id`` marks it as ours.

>>> import tempfile, pathlib
>>> backend = SqliteBackend(pathlib.Path(tempfile.mkdtemp()) / "progress.sqlite3")
>>> backend.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
True
>>> backend.close()
"""

from __future__ import annotations

__all__ = ["SqliteBackend"]

import contextlib
import logging
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

from euchre_teach.store.backend import Connection
from euchre_teach.store.schema import APPLICATION_ID, SCHEMA_VERSION, migrate

log = logging.getLogger(__name__)


class SqliteBackend:
    """The progress file, opened (or started) and at the current schema."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.moved_aside: Path | None = None
        """Where an unreadable or foreign file was moved, if that happened on opening."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self.connection = self._open()
        except sqlite3.DatabaseError as error:
            self.moved_aside = self._move_aside(str(error))
            self.connection = self._open()

    @property
    def url(self) -> str:
        """Where this store is, as a database URL (see :mod:`euchre_teach.store.database`)."""
        return f"sqlite:///{self.path.resolve().as_posix().lstrip('/')}"

    @property
    def db(self) -> Connection:
        """The connection, for reads."""
        return self.connection

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
            with _transaction(db):
                found = int(db.execute("PRAGMA user_version").fetchone()[0]) if tables else 0
                migrate(db, found=found)
                db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        except BaseException:
            db.close()
            raise
        return db

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

    def transaction(self) -> contextlib.AbstractContextManager[Connection]:
        """One write transaction; other writers wait for it (``BEGIN IMMEDIATE``)."""
        return _transaction(self.connection)

    def close(self) -> None:
        """Close the connection (the file stays consistent either way)."""
        self.checkpoint()
        self.connection.close()

    def checkpoint(self) -> bool:
        """Copy the write-ahead log into the main file and empty it, so that the one file
        holds everything. False if a reader kept part of the log (it is copied next time)."""
        try:
            busy = self.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()[0]
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
            self.connection.backup(copy)
            copy.execute("PRAGMA journal_mode = DELETE")
        finally:
            copy.close()
        partial.replace(target)


@contextlib.contextmanager
def _transaction(db: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    db.execute("BEGIN IMMEDIATE")
    try:
        yield db
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")
