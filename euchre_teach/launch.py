"""The course server's command line and environment, and the checks made before starting
it: what ``euchre-teach serve`` (:mod:`euchre_teach.cli`) and ``euchre-teach hub-server``
(:mod:`euchre_teach.hub`) share.

Standard library only, like the rest of :mod:`euchre_teach`: it never imports Voila. The
course server is ``python -m webapp``, Voila with the course's home page (see
:mod:`webapp.app`); the commands replace their own process with it, so that stopping
them stops the server itself.

>>> argv, env = voila_command(Path("lessons"), port=9000, python="python3", environ={})
>>> argv[:3], "--port=9000" in argv, "--Voila.ip=127.0.0.1" in argv
(['python3', '-m', 'webapp'], True, True)
"""

from __future__ import annotations

__all__ = [
    "DATA_DIR_ENV",
    "DEFAULT_MAX_KERNELS",
    "DEFAULT_PORT",
    "KERNEL_CULL_IDLE_SECONDS",
    "KERNEL_CULL_INTERVAL_SECONDS",
    "TEACHER_CODE_ENV",
    "given_database_url",
    "positive",
    "store_problem",
    "voila_command",
]

import argparse
import os
import sys
from collections.abc import Mapping
from pathlib import Path

from euchre_teach.store.database import (
    DATABASE_URL_ENV,
    DatabaseUrlError,
    StoreUnavailable,
    open_store,
)

DEFAULT_PORT = 8866
DATA_DIR_ENV = "EUCHRE_TEACH_DATA_DIR"
"""Environment variable telling the kernels where learner data (progress) lives."""
TEACHER_CODE_ENV = "EUCHRE_TEACH_TEACHER_CODE"
"""Environment variable handing the teacher code to the server (kept off the command line)."""
DEFAULT_MAX_KERNELS = 30
"""Lesson pages open at once; the next learner sees "the room is full" (about 60-100 MB each)."""

# Idle kernels are shut down after this many seconds. Closing a page shuts its kernel down
# (webapp sets the XSRF cookie the page's shutdown beacon needs), but a crashed browser or a
# plain GET of a lesson URL leaves one behind. Kernels behind an open tab are kept.
KERNEL_CULL_IDLE_SECONDS = 60
KERNEL_CULL_INTERVAL_SECONDS = 10


def voila_command(
    lessons: Path,
    *,
    port: int = DEFAULT_PORT,
    classroom: bool = False,
    data_dir: Path | None = None,
    max_kernels: int = DEFAULT_MAX_KERNELS,
    teacher_code: str | None = None,
    database_url: str | None = None,
    ip: str | None = None,
    pool_size: int = 1,
    python: str = sys.executable,
    environ: Mapping[str, str] | None = None,
) -> tuple[list[str], dict[str, str]]:
    """Build the command line and environment that run the course server on the lessons.

    Binds to 127.0.0.1 (this computer only) unless ``classroom`` is set, when it binds to
    every interface so that learners' machines on the room's network can connect (or to
    ``ip``, where a JupyterHub spawner says). ``pool_size`` warm kernels per notebook.
    """
    env = dict(os.environ if environ is None else environ)
    if data_dir is not None:
        env[DATA_DIR_ENV] = str(data_dir.expanduser().resolve())
    if teacher_code is not None:
        env[TEACHER_CODE_ENV] = teacher_code
    if database_url is not None:  # the server and every lesson kernel open this store
        env[DATABASE_URL_ENV] = database_url
    argv = [
        python,
        "-m",
        "webapp",
        str(lessons),
        f"--Voila.ip={ip or ('0.0.0.0' if classroom else '127.0.0.1')}",
        f"--port={port}",
        "--no-browser",
        # One kernel kept warm per notebook: a lesson appears in ~1.2 s instead of ~1.8 s.
        "--preheat_kernel=True",
        f"--pool_size={pool_size}",
        f"--MappingKernelManager.cull_idle_timeout={KERNEL_CULL_IDLE_SECONDS}",
        f"--MappingKernelManager.cull_interval={KERNEL_CULL_INTERVAL_SECONDS}",
        f"--EuchreVoila.max_kernels={max_kernels}",
        # `serve` checked the port; should another program take it meanwhile, Voila stops
        # instead of moving to another port than the one announced.
        "--Voila.port_retries=0",
    ]
    return argv, env


def positive(text: str) -> int:
    """A command-line count of 1 or more (``--max-kernels``).

    >>> positive("4")
    4
    """
    number = int(text)
    if number < 1:
        raise argparse.ArgumentTypeError(f"must be 1 or more, not {number}")
    return number


def given_database_url(
    options: argparse.Namespace, environ: Mapping[str, str] = os.environ
) -> str | None:
    """The database URL given (``--database-url``, else the environment), if any."""
    if options.database_url is not None:  # given, even empty: checked
        return str(options.database_url)
    return environ.get(DATABASE_URL_ENV) or None


def store_problem(url: str) -> str | None:
    """Why the progress store at ``url`` cannot be used (one line, password masked), or
    None when it opens (brought to the current schema)."""
    try:
        open_store(url).close()
    except (DatabaseUrlError, StoreUnavailable) as error:
        return str(error)
    return None
