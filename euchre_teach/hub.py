"""The course as a JupyterHub user server: ``euchre-teach hub-server``.

A JupyterHub spawner runs this command for each learner (see ``deploy/jupyterhub/``). It
reads the environment the hub gives every user server (the port from
``JUPYTERHUB_SERVICE_URL``, the address prefix ``/user/NAME/`` from
``JUPYTERHUB_SERVICE_PREFIX``, the OAuth client and token), checks it and the shared
progress database, and builds the command line of the course server with hub sign-in on
(:mod:`webapp.hub`): the learner is the hub user, the teacher dashboard opens for hub
admins and the members of one group. Standard library only, like all of
:mod:`euchre_teach`; it never imports JupyterHub.

An entry point below :mod:`euchre_teach.cli`, which adds its command and runs what
:func:`server_command` returns: it builds on ``serve``'s command line
(:mod:`euchre_teach.launch`) and never imports the command line module itself.
"""

from __future__ import annotations

__all__ = [
    "HUB_VARIABLES",
    "TEACHER_GROUP_ENV",
    "HubEnvironment",
    "HubEnvironmentError",
    "add_command",
    "closed_to_others",
    "group_problem",
    "hub_environment",
    "hub_server_command",
    "server_command",
]

import argparse
import dataclasses
import json
import os
import re
import sys
import urllib.error
import urllib.request
from collections.abc import Mapping
from pathlib import Path
from urllib.parse import quote, urlsplit

from euchre_teach.launch import given_database_url, positive, store_problem, voila_command
from euchre_teach.store.database import DATABASE_URL_ENV

HUB_VARIABLES = (
    "JUPYTERHUB_API_TOKEN",
    "JUPYTERHUB_API_URL",
    "JUPYTERHUB_CLIENT_ID",
    "JUPYTERHUB_SERVICE_PREFIX",
    "JUPYTERHUB_SERVICE_URL",
    "JUPYTERHUB_USER",
)
"""What a JupyterHub spawner puts in every user server's environment, and the course needs."""
TEACHER_GROUP_ENV = "EUCHRE_TEACH_HUB_TEACHER_GROUP"
"""The hub group whose members (with the hub's admins) open the teacher dashboard."""
HUB_POOL_SIZE = 0
"""Warm kernels per lesson in a user server: none. A hub runs one server per learner, and
a warm kernel for each of the course's notebooks in each would be a dozen idle kernels per
learner; a lesson page starts its kernel when opened (about half a second later)."""
HUB_MAX_KERNELS = 4
"""Lesson pages one learner has open at once in their own server."""
_GROUP_NAME = re.compile(r"[^\s/?#%]{1,255}")


class HubEnvironmentError(ValueError):
    """The hub's environment (the spawner's variables, the lessons, the shared database, the
    teachers' group) is missing or unusable; the message says what and why, in one line."""


@dataclasses.dataclass(frozen=True)
class HubEnvironment:
    """Where the hub expects this user server: its address and its URL prefix."""

    user: str
    ip: str
    port: int
    prefix: str


def hub_environment(environ: Mapping[str, str]) -> HubEnvironment:
    """The user server's place as the hub's environment gives it; a
    :class:`HubEnvironmentError` names what is missing or wrong.

    >>> env = {name: "x" for name in HUB_VARIABLES}
    >>> env |= {"JUPYTERHUB_SERVICE_URL": "http://127.0.0.1:41234/user/ada/",
    ...         "JUPYTERHUB_SERVICE_PREFIX": "/user/ada/", "JUPYTERHUB_USER": "ada"}
    >>> hub_environment(env)
    HubEnvironment(user='ada', ip='127.0.0.1', port=41234, prefix='/user/ada/')
    >>> hub_environment({"JUPYTERHUB_USER": "ada"})
    Traceback (most recent call last):
    ...
    euchre_teach.hub.HubEnvironmentError: not started by JupyterHub: JUPYTERHUB_API_TOKEN, \
JUPYTERHUB_API_URL, JUPYTERHUB_CLIENT_ID, JUPYTERHUB_SERVICE_PREFIX, JUPYTERHUB_SERVICE_URL \
are not set (a JupyterHub spawner runs `euchre-teach hub-server`; see deploy/jupyterhub/)
    """
    missing = [name for name in HUB_VARIABLES if not environ.get(name)]
    if missing:
        verb = "is" if len(missing) == 1 else "are"
        raise HubEnvironmentError(
            f"not started by JupyterHub: {', '.join(missing)} {verb} not set (a JupyterHub "
            "spawner runs `euchre-teach hub-server`; see deploy/jupyterhub/)"
        )
    url = environ["JUPYTERHUB_SERVICE_URL"]
    parts = urlsplit(url)
    try:
        port = parts.port
    except ValueError:
        port = None
    if parts.scheme != "http" or not parts.hostname or port is None:
        raise HubEnvironmentError(
            f"JUPYTERHUB_SERVICE_URL is {url!r}: expected http://HOST:PORT/… with a port"
        )
    prefix = environ["JUPYTERHUB_SERVICE_PREFIX"]
    if not (prefix.startswith("/") and prefix.endswith("/")):
        raise HubEnvironmentError(
            f"JUPYTERHUB_SERVICE_PREFIX is {prefix!r}: expected a path such as /user/NAME/"
        )
    return HubEnvironment(environ["JUPYTERHUB_USER"], parts.hostname, port, prefix)


def group_problem(group: str, environ: Mapping[str, str], timeout: float = 10) -> str | None:
    """Why ``group`` cannot be the teachers' group (one line), or None: the name must be one
    the hub can have, and the hub must have it (asked with this server's token; when the
    token may not read groups, the hub's own configuration checked it, and None)."""
    if not _GROUP_NAME.fullmatch(group):
        return (f"teacher group {group!r} is not a group name: one word without spaces or "
                "/ ? # % (set --hub-teacher-group or " + TEACHER_GROUP_ENV + ")")  # fmt: skip
    api = environ["JUPYTERHUB_API_URL"].rstrip("/")
    request = urllib.request.Request(
        f"{api}/groups/{quote(group, safe='')}",
        headers={"Authorization": f"token {environ['JUPYTERHUB_API_TOKEN']}"},
    )
    try:
        with urllib.request.urlopen(request, timeout=timeout) as answer:
            json.load(answer)
    except urllib.error.HTTPError as error:
        if error.code == 404:
            return (f"teacher group {group!r} does not exist on the hub at {api} (create "
                    "it, e.g. c.JupyterHub.load_groups, or name another with "
                    "--hub-teacher-group)")  # fmt: skip
        return None  # 403: this token may not read groups
    except (urllib.error.URLError, OSError, ValueError) as error:
        return f"cannot reach the hub's API at {api}: {getattr(error, 'reason', error)}"
    return None


def closed_to_others(*paths: Path) -> str | None:
    """Why other accounts cannot run a program at one of ``paths`` (one line), or None: a
    folder on the way that they may not enter, or the file itself, or the interpreter a
    venv's ``python`` links to. Under JupyterHub's local spawner each course server runs as
    its learner's account, which cannot run a venv made in a private home folder.

    >>> closed_to_others(Path("/usr/bin/env")) is None
    True
    """
    for given in paths:
        for path in dict.fromkeys((given, given.resolve())):
            for place in [*reversed(path.parents), path]:
                try:
                    mode = place.stat().st_mode
                except OSError as error:
                    return f"cannot look at {place}: {error.strerror}"
                if not mode & 0o001:
                    what = "enter" if place != path else "run"
                    return (f"other accounts cannot {what} {place} (mode {mode & 0o777:o}), "
                            f"so learners' course servers cannot run {given}")  # fmt: skip
    return None


def hub_server_command(
    lessons: Path,
    hub: HubEnvironment,
    *,
    teacher_group: str,
    max_kernels: int,
    python: str = sys.executable,
) -> list[str]:
    """The course server's command line as a hub's user server: ``serve``'s
    (:func:`euchre_teach.launch.voila_command`) on the hub's address and prefix, with hub
    sign-in and no warm kernels.

    >>> hub = HubEnvironment("ada", "127.0.0.1", 41234, "/user/ada/")
    >>> argv = hub_server_command(Path("lessons"), hub, teacher_group="teachers",
    ...                           max_kernels=4, python="py")
    >>> argv[:4], "--port=41234" in argv, "--Voila.base_url=/user/ada/" in argv
    (['py', '-m', 'webapp', 'lessons'], True, True)
    >>> "--EuchreVoila.hub=True" in argv, "--EuchreVoila.hub_teacher_group=teachers" in argv
    (True, True)
    """
    argv, _env = voila_command(lessons, port=hub.port, max_kernels=max_kernels, ip=hub.ip,
                               pool_size=HUB_POOL_SIZE, python=python, environ={})
    return [
        *argv,
        f"--Voila.base_url={hub.prefix}",
        # Kernels over Unix sockets in the server's own folder, not TCP ports: dozens of
        # servers on one host starting kernels at once raced for the same free ports
        # ("Address already in use", measured with benchmarks/hub_load.py).
        "--KernelManager.transport=ipc",
        "--EuchreVoila.hub=True",
        f"--EuchreVoila.hub_teacher_group={teacher_group}",
    ]  # fmt: skip


def add_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """The ``hub-server`` command of ``euchre-teach``."""
    hub = commands.add_parser(
        "hub-server",
        help="the course as a JupyterHub user server (the command a spawner runs; "
        "see deploy/jupyterhub/)",
    )
    hub.add_argument(
        "--hub-teacher-group", metavar="GROUP",
        help="the hub group whose members open the teacher dashboard, with the hub's admins "
        f"(default: teachers; or set {TEACHER_GROUP_ENV})",
    )  # fmt: skip
    hub.add_argument(
        "--database-url", metavar="URL",
        help="the progress database every user server shares, postgresql://… "
        f"(or set {DATABASE_URL_ENV}, as the hub's spawner environment does)",
    )  # fmt: skip
    hub.add_argument(
        "--max-kernels", type=positive, default=HUB_MAX_KERNELS, metavar="N",
        help=f"most lesson pages one learner has open at once (default {HUB_MAX_KERNELS})",
    )  # fmt: skip
    hub.add_argument(
        "--lessons", type=Path, metavar="DIR",
        help="serve this folder of notebooks instead of the built-in course",
    )  # fmt: skip


def server_command(
    options: argparse.Namespace, lessons: Path, environ: Mapping[str, str] = os.environ
) -> tuple[list[str], dict[str, str]]:
    """The course server's command line and environment under JupyterHub, checked first
    (a :class:`HubEnvironmentError` says what is wrong); says on stderr where it will be."""
    group = options.hub_teacher_group or environ.get(TEACHER_GROUP_ENV) or "teachers"
    database_url = given_database_url(options, environ)
    hub = hub_environment(environ)
    if database_url is None:
        raise HubEnvironmentError("under JupyterHub every user server keeps progress in one "
                                  "shared database: give --database-url postgresql://… or "
                                  f"set {DATABASE_URL_ENV}")  # fmt: skip
    problem = (None if lessons.is_dir() else f"no lessons found at {lessons}") or \
        store_problem(database_url) or group_problem(group, environ)
    if problem:
        raise HubEnvironmentError(problem)
    argv = hub_server_command(lessons, hub, teacher_group=group, max_kernels=options.max_kernels)
    print(f"euchre-teach: the course for hub user {hub.user} at {hub.prefix} (port "
          f"{hub.port}); teachers: hub admins and group {group!r}", file=sys.stderr)  # fmt: skip
    return argv, {**environ, DATABASE_URL_ENV: database_url}
