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
    "count",
    "given_database_url",
    "positive",
    "store_problem",
    "tls_problem",
    "voila_command",
]

import argparse
import os
import ssl
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
    certfile: Path | None = None,
    keyfile: Path | None = None,
    display_url: str | None = None,
    pages_per_address: int | None = None,
    python: str = sys.executable,
    environ: Mapping[str, str] | None = None,
) -> tuple[list[str], dict[str, str]]:
    """Build the command line and environment that run the course server on the lessons.

    Binds to 127.0.0.1 (this computer only) unless ``classroom`` is set, when it binds to
    every interface so that learners' machines on the room's network can connect (or to
    ``ip``, where a JupyterHub spawner says). ``pool_size`` warm kernels per notebook.
    With ``certfile`` (and ``keyfile``, unless the key is in the same file) it speaks
    HTTPS only. ``display_url`` is the one address the server prints (the one learners
    use), instead of Voila's ``http://HOSTNAME:PORT/``.
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
    if certfile is not None:
        argv.append(f"--EuchreVoila.certfile={certfile.expanduser().resolve()}")
    if keyfile is not None:
        argv.append(f"--EuchreVoila.keyfile={keyfile.expanduser().resolve()}")
    if display_url is not None:
        argv.append(f"--Voila.custom_display_url={display_url}")
    if pages_per_address is not None:  # else four fifths of the room (webapp.app)
        argv.append(f"--EuchreVoila.pages_per_address={pages_per_address}")
    return argv, env


def tls_problem(certfile: Path | None, keyfile: Path | None) -> str | None:
    """Why the server could not speak HTTPS with this certificate and key (one line), or
    None if it can (or neither was given)."""
    if certfile is None and keyfile is None:
        return None
    if certfile is None:
        return "--keyfile needs --certfile too (the certificate that goes with the key)"
    for kind, path in (("certificate", certfile), ("key", keyfile)):
        if path is None:
            continue
        try:
            with path.expanduser().open("rb") as file:
                file.read(1)
        except OSError as error:
            return f"cannot read the {kind} file {path}: {error.strerror or error}"
    try:  # a key locked by a passphrase is refused here, not asked for at the terminal
        ssl.create_default_context(ssl.Purpose.CLIENT_AUTH).load_cert_chain(
            certfile.expanduser(), keyfile.expanduser() if keyfile is not None else None,
            password=lambda: b"",
        )  # fmt: skip
    except ssl.SSLError as error:
        files = f"{certfile} and {keyfile} are not" if keyfile else f"{certfile} is not"
        return (f"{files} a PEM certificate and its private key, without a passphrase "
                f"({error.reason or error}); see \"Encrypting the room's traffic\" in the README")
    return None


def count(text: str) -> int:
    """A command-line count of 0 or more (0: no limit).

    >>> count("0")
    0
    """
    number = int(text)
    if number < 0:
        raise argparse.ArgumentTypeError(f"must be 0 or more, not {number}")
    return number


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
