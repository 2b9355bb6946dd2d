"""What the progress store stands on: a backend, the connection it hands out, and what a
lost connection does.

The store's behaviour (:mod:`euchre_teach.store.progress`) is written once, over a
:class:`Backend`: reads through :attr:`Backend.db`, each write in one
:meth:`Backend.transaction`, in SQL that SQLite and PostgreSQL both run (``?`` marks). Two
backends: one SQLite file (:mod:`euchre_teach.store.sqlite`) and a PostgreSQL server
(:mod:`euchre_teach.store.pgstore`). Each opens its database and brings it to the current
schema (:func:`euchre_teach.store.schema.migrate`, in its own dialect and under its own
lock), copies it whole (``backup``) and folds in its log (``checkpoint``) its own way.

A connection that breaks during a write raises :class:`StoreConnectionLost`: nothing of
that write was committed, and the store's write methods are :func:`retried` whole.
"""

from __future__ import annotations

__all__ = [
    "RETRY_WAITS",
    "Backend",
    "Connection",
    "Cursor",
    "StoreConnectionLost",
    "StoreUnavailable",
    "at_once",
    "masked",
    "retried",
]

import contextlib
import functools
import logging
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, ParamSpec, Protocol, TypeVar
from urllib.parse import urlsplit, urlunsplit

log = logging.getLogger(__name__)

RETRY_WAITS = (0.25, 0.5, 1.0, 2.0, 4.0)
"""Seconds between attempts when the database connection is lost (about 8 s in all)."""


_patience = {"on": True}


def patient(backend: object = None) -> bool:
    """Whether a lost connection is tried again for :data:`RETRY_WAITS` (True), or the
    store says at once that it is away: a backend whose ``patient`` is False (a web
    server's, whose one thread serves every page), and anything :func:`at_once` (while
    answers already wait for the store, see :mod:`euchre_teach.store.outbox`)."""
    return _patience["on"] and bool(getattr(backend, "patient", True))


@contextlib.contextmanager
def at_once() -> Iterator[None]:
    """Within: one try only, no waiting (see :func:`patient`)."""
    before = _patience["on"]
    _patience["on"] = False
    try:
        yield
    finally:
        _patience["on"] = before


class StoreUnavailable(RuntimeError):
    """The progress database cannot be reached; the message says so in one line, with the
    URL's password masked."""


class StoreConnectionLost(StoreUnavailable):
    """The connection broke during a write: the write was not committed and may be retried
    as a whole (see :func:`retried`)."""


class Cursor(Protocol):
    """What the store reads from a statement (an sqlite3 or a psycopg cursor)."""

    @property
    def description(self) -> Any: ...

    def fetchone(self) -> Any: ...

    def fetchall(self) -> list[Any]: ...

    def __iter__(self) -> Iterator[Any]: ...


class Connection(Protocol):
    """The store's connection: ``execute`` with ``?`` marks (SQLite's; the PostgreSQL
    connection of :mod:`euchre_teach.store.pgstore` speaks the same)."""

    def execute(self, sql: str, parameters: Sequence[Any] = ..., /) -> Cursor: ...


class Backend(Protocol):
    """Where a progress store keeps its tables, opened and at the current schema."""

    @property
    def url(self) -> str:
        """Where the store is, as a database URL fit for logs (password masked)."""
        ...

    @property
    def path(self) -> Path | None:
        """The progress file, if the store is one (None on a server)."""
        ...

    @property
    def moved_aside(self) -> Path | None:
        """Where an unreadable or foreign file was moved on opening, if that happened."""
        ...

    patient: bool
    """Whether a lost connection is tried again for a few seconds (see :func:`patient`)."""

    @property
    def db(self) -> Connection:
        """The connection for reads, one statement at a time."""
        ...

    def transaction(self) -> contextlib.AbstractContextManager[Connection]:
        """One write transaction: all or nothing, and no other writer in between (a write
        that reads first stays right)."""
        ...

    def checkpoint(self) -> bool:
        """Fold the write log into the database; False if part of it must wait."""
        ...

    def backup(self, target: Path) -> None:
        """A consistent copy of the whole store in one SQLite progress file, made while
        lessons keep writing."""
        ...

    def close(self) -> None:
        """Close the connection (everything written is already committed)."""
        ...


def masked(url: str) -> str:
    """The URL with its password (if any) replaced by ``***``, fit to print or log.

    >>> masked("postgresql://ada@localhost/euchre")
    'postgresql://ada@localhost/euchre'
    >>> masked("postgresql://teacher:s3cret@db.school:5432/euchre")
    'postgresql://teacher:***@db.school:5432/euchre'
    """
    try:
        parts = urlsplit(url)
    except ValueError:
        return "(an unreadable URL)"
    if parts.password is None:
        return url
    user = parts.username or ""
    host = parts.netloc.rsplit("@", 1)[1]
    return urlunsplit(parts._replace(netloc=f"{user}:***@{host}"))


P = ParamSpec("P")
R = TypeVar("R")


def retried(method: Callable[P, R]) -> Callable[P, R]:
    """Run a write again, whole, when the connection broke before it was committed.

    A PostgreSQL server restarting or a network blip then costs the learner a pause of a
    few seconds, not an answer. When the database is still away after :data:`RETRY_WAITS`,
    :class:`StoreUnavailable` says so (the caller tells the learner). SQLite never loses its
    connection: there this is a plain call.
    """

    @functools.wraps(method)
    def attempt(*args: P.args, **kwargs: P.kwargs) -> R:
        owner = args[0] if args else None
        store = getattr(owner, "store", owner)  # a roster works over a store
        for wait in RETRY_WAITS if patient(getattr(store, "backend", None)) else ():
            try:
                return method(*args, **kwargs)
            except StoreConnectionLost as lost:
                log.warning("Progress write interrupted (%s); trying again in %s s", lost, wait)
                time.sleep(wait)
        try:
            return method(*args, **kwargs)
        except StoreConnectionLost as lost:
            raise StoreUnavailable(str(lost)) from lost

    return attempt
