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

__all__ = ["SqliteBackend", "copy_into"]

import contextlib
import errno
import logging
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

from euchre_teach.store.backend import Connection
from euchre_teach.store.files import private_file, private_folder
from euchre_teach.store.schema import APPLICATION_ID, SCHEMA_VERSION, migrate

log = logging.getLogger(__name__)

_NOT_OURS = (None, sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_CORRUPT)
"""What makes a file one to move aside: not a database, damaged, or (no SQLite code, raised
by :meth:`SqliteBackend._open`) another program's or failing its check."""


class SqliteBackend:
    """The progress file, opened (or started) and at the current schema."""

    patient = True  # a file's connection is never lost: nothing to try again

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.moved_aside: Path | None = None
        """Where an unreadable or foreign file was moved, if that happened on opening."""
        # Learners' answers are the teacher's alone: the file (0600, and SQLite gives its
        # -wal and -shm the file's mode) in a folder closed to others (0700).
        private_folder(self.path.parent, tighten=self.path.exists())
        for suffix in ("", "-wal", "-shm"):
            part = Path(str(self.path) + suffix)
            if not suffix or part.exists():
                private_file(part)
        try:
            self.connection = self._open()
        except sqlite3.DatabaseError as error:
            if getattr(error, "sqlite_errorcode", None) not in _NOT_OURS:
                raise  # a full disk or a failing one: the file is fine, leave it in place
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
        with copy_into(target) as partial:
            copy = sqlite3.connect(partial)
            try:
                self.connection.backup(copy)
                copy.execute("PRAGMA journal_mode = DELETE")
            finally:
                copy.close()


_SIDE_FILES = ("", "-journal", "-wal", "-shm")


@contextlib.contextmanager
def copy_into(target: Path) -> Iterator[Path]:
    """Where to write a copy of the store that becomes ``target`` only once complete: a
    ``.partial`` file beside it, private (0600; a new folder 0700), renamed at the end. If
    the copy fails, nothing of it is left and the reason is an OSError in words ("the disk
    is full"), whatever SQLite said."""
    target = Path(target)
    private_folder(target.parent)
    partial = target.with_name(target.name + ".partial")
    for suffix in _SIDE_FILES:
        Path(str(partial) + suffix).unlink(missing_ok=True)
    try:
        yield private_file(partial)
        partial.replace(target)
    except BaseException as error:
        for suffix in _SIDE_FILES:
            Path(str(partial) + suffix).unlink(missing_ok=True)
        if isinstance(error, sqlite3.Error):
            raise _in_words(error) from error
        raise


def _in_words(error: sqlite3.Error) -> OSError:
    code = getattr(error, "sqlite_errorcode", None)
    if code == sqlite3.SQLITE_FULL:
        return OSError(errno.ENOSPC, "the disk is full")
    if code in (sqlite3.SQLITE_IOERR, sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_READONLY):
        return OSError(errno.EIO, f"the copy could not be written ({error})")
    return OSError(errno.EIO, f"the copy failed ({error})")


@contextlib.contextmanager
def _transaction(db: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    db.execute("BEGIN IMMEDIATE")
    try:
        yield db
        db.execute("COMMIT")
    except BaseException:
        # A full disk may have rolled the transaction back already (SQLite does on
        # SQLITE_FULL and SQLITE_IOERR); left open, it would refuse every later write.
        if db.in_transaction:
            with contextlib.suppress(sqlite3.Error):
                db.execute("ROLLBACK")
        raise
