"""Under JupyterHub, a PostgreSQL role for each hub user, held to their own rows.

The hub holds the database owner's URL and never hands it on. Before it starts a user's
course server it calls :func:`user_database_url`: the user's own login role (made the first
time, a new random password at every start) and a URL with that role, which is all the
user's server and its lesson kernels get. Row-level security, set up by
:func:`prepare_hub_database` when the hub starts, lets that role see and change only the
rows of its own learner record (``hub:NAME``); a member of the teachers' role (the hub's
admins and the teachers' group, granted at each start) sees and changes every row, as the
dashboard needs. A learner who reads the password from their server's environment can do
with it only what their own server does.

Roles are named after the database (``eut_`` and a hash of its name) so that two courses on
one PostgreSQL server keep apart: ``eut_…_learners`` (every hub user's role is a member),
``eut_…_teachers``, and one ``eut_…_`` role per hub user. The owner's role needs
``CREATEROLE`` (see the README's JupyterHub section). The owner's URL keeps full access:
backups (``euchre-teach backup --database-url``) and migrations use it.

The hub calls the same hook on one host (``deploy/jupyterhub/jupyterhub_config.py``) and on
Kubernetes (``hub.extraConfig`` in ``deploy/jupyterhub/values.yaml``):
:func:`own_database_url_hook`. The dashboard leaves out of its learners the records of the
teachers' role's members (the database function :data:`HUB_STAFF_FUNCTION`, which only
that role may run): the teachers' and admins' own answers are not a learner's.

This module imports psycopg and the store, nothing of the lessons or the web server: the
hub's own image needs the course package, ``regex`` and ``psycopg`` only (the README's
"Kubernetes").
"""

from __future__ import annotations

__all__ = [
    "hub_role_names",
    "own_database_url_hook",
    "prepare_hub_database",
    "user_database_url",
]

import asyncio
import hashlib
import secrets
from collections.abc import Awaitable, Callable
from typing import Any
from urllib.parse import quote, urlsplit, urlunsplit

import psycopg
from psycopg import sql

from euchre_teach.store.backend import StoreUnavailable, masked
from euchre_teach.store.learners import HUB_LEARNER_PREFIX, HUB_STAFF_FUNCTION
from euchre_teach.store.pgstore import PostgresBackend
from euchre_teach.store.schema import COLUMNS

_ROLE_MAP = "hub_role"
_WHO = "euchre_hub_learner"
_EVERYONE_READS = ("class", "migration")
"""Tables every role may read whole: class names (a learner picks one) and the schema's
migrations (a course server checks the schema is current)."""


def _database(url: str) -> str:
    return urlsplit(url).path.lstrip("/") or "postgres"


def hub_role_names(url: str, user: str | None = None) -> tuple[str, str, str | None]:
    """The learners' and teachers' group roles of the database at ``url``, and ``user``'s.

    >>> learners, teachers, ada = hub_role_names("postgresql://c:p@db/euchre", "ada")
    >>> learners, teachers, ada
    ('eut_2628890051_learners', 'eut_2628890051_teachers', 'eut_2628890051_u_fdee430d40bd57deea')
    """
    base = "eut_" + hashlib.sha256(_database(url).encode()).hexdigest()[:10]
    own = None if user is None else f"{base}_u_{hashlib.sha256(user.encode()).hexdigest()[:18]}"
    return f"{base}_learners", f"{base}_teachers", own


def _connect(url: str) -> psycopg.Connection[tuple[object, ...]]:
    try:
        return psycopg.connect(url, autocommit=True, connect_timeout=10)
    except psycopg.Error as error:
        raise StoreUnavailable(f"cannot reach the PostgreSQL database at {masked(url)}: "
                               f"{str(error).strip().splitlines()[0]}") from None  # fmt: skip


def _ensure_role(db: psycopg.Connection[tuple[object, ...]], role: str, login: bool) -> None:
    found = db.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (role,)).fetchone()
    if found is None:
        with_login = sql.SQL("LOGIN" if login else "NOLOGIN")
        db.execute(sql.SQL("CREATE ROLE {} {}").format(sql.Identifier(role), with_login))


def prepare_hub_database(owner_url: str) -> None:
    """Bring the database to the current schema and hold every table to row-level security:
    a learner's role reaches its own learner's rows, a teacher's every row. Run by the hub
    as it starts (with the owner's URL), again at every start; a :class:`StoreUnavailable`
    says in one line why it could not."""
    PostgresBackend(owner_url).close()  # the tables, migrated
    learners, teachers, _ = hub_role_names(owner_url)
    with _connect(owner_url) as db:
        try:
            _secure(db, learners, teachers)
        except psycopg.Error as error:
            raise StoreUnavailable(
                f"cannot set up the learners' roles in {masked(owner_url)} (the database's "
                f"owner needs CREATEROLE): {str(error).strip().splitlines()[0]}") from None


def _secure(db: psycopg.Connection[tuple[object, ...]], learners: str, teachers: str) -> None:
    ident = sql.Identifier
    with db.transaction():
        db.execute("SELECT pg_advisory_xact_lock(%s)", (0x45554332,))
        _ensure_role(db, learners, login=False)
        _ensure_role(db, teachers, login=False)
        db.execute(sql.SQL("GRANT {} TO {}").format(ident(learners), ident(teachers)))
        db.execute(sql.SQL(
            "CREATE TABLE IF NOT EXISTS {} (role TEXT PRIMARY KEY, learner TEXT NOT NULL)"
        ).format(ident(_ROLE_MAP)))
        db.execute(sql.SQL("REVOKE ALL ON {} FROM PUBLIC").format(ident(_ROLE_MAP)))
        # Who is this session's learner: the one function that reads the role map.
        db.execute(sql.SQL(
            "CREATE OR REPLACE FUNCTION {}() RETURNS text LANGUAGE sql STABLE "
            "SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS "
            "$$ SELECT learner FROM {}.{} WHERE role = session_user $$"
        ).format(ident(_WHO), ident(_schema(db)), ident(_ROLE_MAP)))
        me = sql.SQL("{}()").format(ident(_WHO))
        teacher = sql.SQL("pg_has_role(session_user, {}, 'MEMBER')").format(
            sql.Literal(teachers))
        tables = [row[0] for row in db.execute(
            "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() "
            "AND tablename <> %s", (_ROLE_MAP,))]  # fmt: skip
        for table in tables:
            name = ident(str(table))
            if table in _EVERYONE_READS:
                db.execute(sql.SQL("GRANT SELECT ON {} TO {}").format(name, ident(learners)))
                if table == "class":  # a teacher opens, archives and reopens classes
                    db.execute(sql.SQL("GRANT INSERT, UPDATE ON {} TO {}").format(
                        name, ident(teachers)))
            else:
                db.execute(sql.SQL("GRANT SELECT, INSERT, UPDATE, DELETE ON {} TO {}")
                           .format(name, ident(learners)))  # fmt: skip
            db.execute(sql.SQL("ALTER TABLE {} ENABLE ROW LEVEL SECURITY").format(name))
            db.execute(sql.SQL("DROP POLICY IF EXISTS euchre_hub ON {}").format(name))
            if table == "learner":
                rule = sql.SQL("id = {} OR {}").format(me, teacher)
            elif table in COLUMNS:
                rule = sql.SQL("learner = {} OR {}").format(me, teacher)
            else:
                rule = teacher
            db.execute(sql.SQL("CREATE POLICY euchre_hub ON {} USING ({}) WITH CHECK ({})")
                       .format(name, rule, rule))  # fmt: skip
            db.execute(sql.SQL("DROP POLICY IF EXISTS euchre_hub_read ON {}").format(name))
            if table in _EVERYONE_READS:
                db.execute(sql.SQL("CREATE POLICY euchre_hub_read ON {} FOR SELECT USING "
                                   "(true)").format(name))  # fmt: skip
        db.execute(sql.SQL("GRANT USAGE ON ALL SEQUENCES IN SCHEMA {} TO {}").format(
            ident(_schema(db)), ident(learners)))
        # Whose records are the staff's: the learners of the roles in the teachers' role
        # (granted or taken back by the hub at each start of their server). Only a teacher
        # may ask; the dashboard leaves these records out of its learners.
        staff = sql.SQL("{}()").format(ident(HUB_STAFF_FUNCTION))
        db.execute(sql.SQL(
            "CREATE OR REPLACE FUNCTION {} RETURNS SETOF text LANGUAGE sql STABLE "
            "SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS "
            "$$ SELECT m.learner FROM {}.{} m JOIN pg_roles r ON r.rolname = m.role "
            "WHERE pg_has_role(r.oid, {}, 'MEMBER') $$"
        ).format(staff, ident(_schema(db)), ident(_ROLE_MAP), sql.Literal(teachers)))
        db.execute(sql.SQL("REVOKE ALL ON FUNCTION {} FROM PUBLIC").format(staff))
        db.execute(sql.SQL("GRANT EXECUTE ON FUNCTION {} TO {}").format(staff, ident(teachers)))


def _schema(db: psycopg.Connection[tuple[object, ...]]) -> str:
    row = db.execute("SELECT current_schema()").fetchone()
    return str(row[0]) if row else "public"


def user_database_url(owner_url: str, user: str, *, teacher: bool) -> str:
    """The URL ``user``'s course server gets: their own role with a new password, reaching
    only the rows of learner ``hub:USER`` (and, for a ``teacher``, every row). Made or
    renewed before each start of their server; the owner's URL never leaves the hub."""
    learners, teachers, role = hub_role_names(owner_url, user)
    assert role is not None
    password = secrets.token_urlsafe(24)
    ident = sql.Identifier
    with _connect(owner_url) as db, db.transaction():
        _ensure_role(db, role, login=True)
        db.execute(sql.SQL("ALTER ROLE {} LOGIN PASSWORD {}").format(
            ident(role), sql.Literal(password)))
        db.execute(sql.SQL("GRANT {} TO {}").format(ident(learners), ident(role)))
        change = "GRANT {} TO {}" if teacher else "REVOKE {} FROM {}"
        db.execute(sql.SQL(change).format(ident(teachers), ident(role)))
        db.execute(sql.SQL(
            "INSERT INTO {} (role, learner) VALUES (%s, %s) ON CONFLICT (role) DO UPDATE "
            "SET learner = excluded.learner").format(ident(_ROLE_MAP)),
            (role, HUB_LEARNER_PREFIX + user))  # fmt: skip
    parts = urlsplit(owner_url)
    host = parts.netloc.rsplit("@", 1)[-1]
    return urlunsplit(parts._replace(netloc=f"{quote(role, safe='')}:{password}@{host}"))


SpawnHook = Callable[[Any], Awaitable[None]]


def own_database_url_hook(owner_url: str, teacher_group: str) -> SpawnHook:
    """The hub's ``Spawner.pre_spawn_hook``: before a user's server starts, put their own
    role's URL (:func:`user_database_url`) in the server's environment as
    ``EUCHRE_TEACH_DATABASE_URL``. Hub admins and the members of ``teacher_group`` get a
    teacher's role. The same hook on one host and on Kubernetes (KubeSpawner passes
    ``environment`` to the pod as its variables)."""

    async def give_own_database_url(spawner: Any) -> None:
        user = spawner.user
        teacher = bool(user.admin) or any(group.name == teacher_group for group in user.groups)
        url = await asyncio.to_thread(user_database_url, owner_url, user.name, teacher=teacher)
        spawner.environment = {**spawner.environment, "EUCHRE_TEACH_DATABASE_URL": url}

    return give_own_database_url
