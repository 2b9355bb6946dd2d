"""The ``euchre-teach`` command: ``euchre-teach serve`` starts the course in Voila.

This module stays standard-library only, like the rest of :mod:`euchre_teach`: it never
imports Voila, it builds Voila's command line (:func:`voila_command`) and replaces this
process with it, so that stopping ``euchre-teach serve`` stops Voila itself.
"""

from __future__ import annotations

__all__ = ["DATA_DIR_ENV", "DEFAULT_PORT", "find_lessons", "main", "voila_command"]

import argparse
import os
import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

DEFAULT_PORT = 8866
DATA_DIR_ENV = "EUCHRE_TEACH_DATA_DIR"
"""Environment variable telling the kernels where learner data (progress) lives."""

# Idle kernels are shut down after this many seconds. Voila 0.5 leaves one kernel per page
# view (closing a page cannot shut its kernel down: the shutdown request fails the XSRF
# check), so without culling they pile up. Kernels behind an open tab are kept.
KERNEL_CULL_IDLE_SECONDS = 60
KERNEL_CULL_INTERVAL_SECONDS = 10

_PACKAGE_DIR = Path(__file__).resolve().parent


def find_lessons() -> Path:
    """Return the lessons directory: a source checkout's ``lessons/``, else the packaged copy.

    A checkout is recognised by ``pyproject.toml`` beside ``lessons/``; a wheel installed
    with ``pip install .`` carries the course in ``euchre_teach/_course/lessons``.
    """
    checkout = _PACKAGE_DIR.parent
    if (checkout / "pyproject.toml").is_file() and (checkout / "lessons").is_dir():
        return checkout / "lessons"
    return _PACKAGE_DIR / "_course" / "lessons"


def voila_command(
    lessons: Path,
    *,
    port: int = DEFAULT_PORT,
    classroom: bool = False,
    data_dir: Path | None = None,
    python: str = sys.executable,
    environ: Mapping[str, str] | None = None,
) -> tuple[list[str], dict[str, str]]:
    """Build the command line and environment that run Voila on the lessons directory.

    Binds to 127.0.0.1 (this computer only) unless ``classroom`` is set, when it binds to
    every interface so that learners' machines on the room's network can connect.

    >>> argv, env = voila_command(Path("lessons"), port=9000, python="python3", environ={})
    >>> argv[:3], "--port=9000" in argv, "--Voila.ip=127.0.0.1" in argv
    (['python3', '-m', 'voila'], True, True)
    """
    env = dict(os.environ if environ is None else environ)
    if data_dir is not None:
        env[DATA_DIR_ENV] = str(data_dir.expanduser().resolve())
    argv = [
        python,
        "-m",
        "voila",
        str(lessons),
        f"--Voila.ip={'0.0.0.0' if classroom else '127.0.0.1'}",
        f"--port={port}",
        "--no-browser",
        # One kernel kept warm per notebook: a lesson appears in ~1.2 s instead of ~1.8 s.
        "--preheat_kernel=True",
        "--pool_size=1",
        f"--MappingKernelManager.cull_idle_timeout={KERNEL_CULL_IDLE_SECONDS}",
        f"--MappingKernelManager.cull_interval={KERNEL_CULL_INTERVAL_SECONDS}",
    ]
    return argv, env


def _port(text: str) -> int:
    port = int(text)
    if not 0 < port < 65536:
        raise argparse.ArgumentTypeError(f"port must be between 1 and 65535, not {port}")
    return port


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="euchre-teach", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    serve = commands.add_parser("serve", help="start the course in Voila (a local web page)")
    serve.add_argument(
        "--port", type=_port, default=DEFAULT_PORT, help=f"port (default {DEFAULT_PORT})"
    )
    serve.add_argument(
        "--classroom",
        action="store_true",
        help="listen on all network interfaces so learners on this network can connect "
        "(default: this computer only)",
    )
    serve.add_argument(
        "--data-dir", type=Path, metavar="DIR", help="where learner progress is kept"
    )
    serve.add_argument(
        "--lessons",
        type=Path,
        metavar="DIR",
        help="serve this folder of notebooks instead of the built-in course",
    )
    return parser


def _exec(argv: Sequence[str], env: Mapping[str, str]) -> int:
    """Become Voila (POSIX); on Windows, where exec does not replace the process, wait for it."""
    sys.stdout.flush()
    sys.stderr.flush()
    if os.name == "nt":
        return subprocess.call(list(argv), env=dict(env))
    os.execve(argv[0], list(argv), env)  # does not return


def main(args: Sequence[str] | None = None) -> int:
    """Run the ``euchre-teach`` command line; return the exit status."""
    options = _parser().parse_args(args)
    if options.command == "serve":
        lessons = options.lessons if options.lessons is not None else find_lessons()
        if not lessons.is_dir():
            print(f"euchre-teach: no lessons found at {lessons}", file=sys.stderr)
            return 2
        if options.classroom:
            print(
                "euchre-teach: classroom mode, listening on all interfaces without a token: "
                "anyone on this network can open the course.",
                file=sys.stderr,
            )
        argv, env = voila_command(
            lessons, port=options.port, classroom=options.classroom, data_dir=options.data_dir
        )
        return _exec(argv, env)
    raise AssertionError(f"unhandled command {options.command!r}")  # argparse prevents this


if __name__ == "__main__":
    sys.exit(main())
