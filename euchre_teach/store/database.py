"""Where progress is kept: a database URL, the store it opens, and what a lost connection does.

Two kinds of store hold the same tables and behave the same (see
:mod:`euchre_teach.store.progress`):

- ``sqlite:///path/to/progress.sqlite3``: one file on this computer (the default, embedded:
  ``euchre-teach serve`` keeps ``progress.sqlite3`` in its data folder);
- ``postgresql://user:password@host:5432/dbname``: a PostgreSQL server shared by many course
  servers (JupyterHub: one per learner), through psycopg 3 (:mod:`euchre_teach.store.pgstore`).

The URL comes from ``--database-url`` or the ``EUCHRE_TEACH_DATABASE_URL`` environment
variable, which the course server hands on to its lesson kernels.

>>> parse_database_url("sqlite:///srv/course/progress.sqlite3")
('sqlite', '/srv/course/progress.sqlite3')
>>> masked("postgresql://teacher:s3cret@db.school:5432/euchre")
'postgresql://teacher:***@db.school:5432/euchre'
>>> parse_database_url("mysql://db/euchre")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
euchre_teach.store.database.DatabaseUrlError: the database URL mysql://db/euchre is not ...
"""

from __future__ import annotations

__all__ = [
    "ACCEPTED_FORMS",
    "DATABASE_URL_ENV",
    "Connection",
    "Cursor",
    "DatabaseUrlError",
    "StoreConnectionLost",
    "StoreUnavailable",
    "masked",
    "open_store",
    "parse_database_url",
    "retried",
    "upsert",
]

import functools
import logging
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, ParamSpec, Protocol, TypeVar
from urllib.parse import urlsplit, urlunsplit

if TYPE_CHECKING:
    from euchre_teach.store.progress import ProgressStore

log = logging.getLogger(__name__)

DATABASE_URL_ENV = "EUCHRE_TEACH_DATABASE_URL"
"""Environment variable naming the progress database (a URL, see :func:`parse_database_url`)."""
ACCEPTED_FORMS = (
    "sqlite:///path/to/progress.sqlite3 or postgresql://user:password@host:5432/dbname"
)
KEYS: dict[str, tuple[str, ...]] = {
    "lesson_done": ("learner", "lesson"), "review": ("learner", "item"),
    "schedule": ("learner", "item"), "meta": ("key",),
}  # fmt: skip
"""The primary key of each table that has one: where a row replaces an older one."""
RETRY_WAITS = (0.25, 0.5, 1.0, 2.0, 4.0)
"""Seconds between attempts when the database connection is lost (about 8 s in all)."""


def upsert(table: str, columns: Sequence[str], *, replace: bool = True) -> str:
    """An INSERT that SQLite and PostgreSQL both run: a row with the same key as one kept
    replaces its values (``replace``) or is dropped. One statement, so two writers at once
    never lose an update (no read first).

    >>> for part in upsert("meta", ["key", "value"]).split(" ON "): print(part)
    INSERT INTO meta (key, value) VALUES (?, ?)
    CONFLICT (key) DO UPDATE SET value = excluded.value
    """
    names, marks = ", ".join(columns), ", ".join("?" for _ in columns)
    sql = f"INSERT INTO {table} ({names}) VALUES ({marks})"
    key = KEYS.get(table)
    if key is None:
        return sql
    if not replace:
        return f"{sql} ON CONFLICT DO NOTHING"
    values = ", ".join(f"{c} = excluded.{c}" for c in columns if c not in key)
    return f"{sql} ON CONFLICT ({', '.join(key)}) DO UPDATE SET {values}"


class DatabaseUrlError(ValueError):
    """A database URL the course cannot use; the message quotes it (password masked)."""


class StoreUnavailable(RuntimeError):
    """The progress database cannot be reached; the message says so in one line, with the
    URL's password masked."""


class StoreConnectionLost(StoreUnavailable):
    """The connection broke during a write: the write was not committed and may be retried
    as a whole (see :func:`retried`)."""


def masked(url: str) -> str:
    """The URL with its password (if any) replaced by ``***``, fit to print or log.

    >>> masked("postgresql://ada@localhost/euchre")
    'postgresql://ada@localhost/euchre'
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


def parse_database_url(url: str) -> tuple[str, str]:
    """``("sqlite", path)`` or ``("postgresql", url)``; a :class:`DatabaseUrlError` (one line,
    listing the accepted forms) for anything else.

    >>> parse_database_url("postgres://ada@localhost/euchre")
    ('postgresql', 'postgresql://ada@localhost/euchre')
    >>> parse_database_url("sqlite://")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    euchre_teach.store.database.DatabaseUrlError: the database URL sqlite:// names no file: give ...
    """
    given = url.strip()
    scheme, _, rest = given.partition("://")
    scheme = scheme.lower()
    if scheme == "sqlite" and rest.startswith("/") and rest.strip("/"):
        return "sqlite", "/" + rest.lstrip("/")
    if scheme == "sqlite":
        raise DatabaseUrlError(
            f"the database URL {masked(given)} names no file: give {ACCEPTED_FORMS}"
        )
    if scheme in ("postgresql", "postgres") and rest:
        return "postgresql", "postgresql://" + rest
    raise DatabaseUrlError(
        f"the database URL {masked(given) or '(empty)'} is not one the course can use: "
        f"give {ACCEPTED_FORMS}"
    )


def open_store(url: str) -> ProgressStore:
    """The progress store at this database URL, brought to the current schema.

    A :class:`DatabaseUrlError` for a URL of another kind; a :class:`StoreUnavailable`
    naming the URL (password masked) when a PostgreSQL server cannot be reached.
    """
    kind, where = parse_database_url(url)
    if kind == "sqlite":
        from euchre_teach.store.progress import ProgressStore

        return ProgressStore(Path(where))
    try:
        from euchre_teach.store.pgstore import PostgresProgressStore
    except ImportError as missing:
        raise StoreUnavailable(
            f"the PostgreSQL database at {masked(url)} needs psycopg ({missing}): "
            "pip install 'euchre-teach[hub]'"
        ) from None
    return PostgresProgressStore(where)


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
        for wait in RETRY_WAITS:
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
