"""Where progress is kept: a database URL, and the store it opens.

Two backends hold the same tables, and the store behaves the same on both (see
:mod:`euchre_teach.store.progress`):

- ``sqlite:///path/to/progress.sqlite3``: one file on this computer (the default, embedded:
  ``euchre-teach serve`` keeps ``progress.sqlite3`` in its data folder;
  :mod:`euchre_teach.store.sqlite`);
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
    "DatabaseUrlError",
    "StoreConnectionLost",
    "StoreUnavailable",
    "masked",
    "open_store",
    "parse_database_url",
]

from pathlib import Path

from euchre_teach.store.backend import StoreConnectionLost, StoreUnavailable, masked
from euchre_teach.store.progress import ProgressStore

DATABASE_URL_ENV = "EUCHRE_TEACH_DATABASE_URL"
"""Environment variable naming the progress database (a URL, see :func:`parse_database_url`)."""
ACCEPTED_FORMS = (
    "sqlite:///path/to/progress.sqlite3 or postgresql://user:password@host:5432/dbname"
)


class DatabaseUrlError(ValueError):
    """A database URL the course cannot use; the message quotes it (password masked)."""


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
        return ProgressStore(Path(where))
    try:
        from euchre_teach.store.pgstore import PostgresBackend  # psycopg: an optional extra
    except ImportError as missing:
        raise StoreUnavailable(
            f"the PostgreSQL database at {masked(url)} needs psycopg ({missing}): "
            "pip install 'euchre-teach[hub]'"
        ) from None
    return ProgressStore(PostgresBackend(where))
