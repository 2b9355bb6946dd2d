"""The ``euchre-teach`` command: ``serve`` starts the course site, ``backup`` copies progress,
``lab`` opens the course in JupyterLab for authors, ``check-lesson`` checks an author's work,
``hub-server`` is the course as a JupyterHub user server (:mod:`euchre_teach.hub`),
``site`` builds the course with no server (the static edition) from a source checkout.

The top of the house: it may import every room, and :mod:`euchre_teach.hub` below it; both
build the course server's command line with :mod:`euchre_teach.launch`. This module stays
standard-library only, like the rest of :mod:`euchre_teach`: it never imports Voila, it
replaces this process with the course server (or JupyterLab), so that stopping
``euchre-teach serve`` stops the server itself.
"""

from __future__ import annotations

__all__ = [
    "DATA_DIR_ENV",
    "DEFAULT_LAB_PORT",
    "DEFAULT_MAX_KERNELS",
    "DEFAULT_PORT",
    "KERNEL_CULL_IDLE_SECONDS",
    "KERNEL_CULL_INTERVAL_SECONDS",
    "TEACHER_CODE_ENV",
    "course_folder",
    "default_data_dir",
    "find_lessons",
    "lab_command",
    "lan_address",
    "main",
    "voila_command",
]

import argparse
import errno
import os
import shutil
import socket
import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

from euchre_teach import hub
from euchre_teach.course.catalogue import find_lessons as course_lessons
from euchre_teach.launch import (
    DATA_DIR_ENV,
    DEFAULT_MAX_KERNELS,
    DEFAULT_PORT,
    KERNEL_CULL_IDLE_SECONDS,
    KERNEL_CULL_INTERVAL_SECONDS,
    TEACHER_CODE_ENV,
    count,
    given_database_url,
    positive,
    store_problem,
    tls_problem,
    voila_command,
)
from euchre_teach.store.classroom import choose_teacher_code
from euchre_teach.store.database import (
    DATABASE_URL_ENV,
    DatabaseUrlError,
    StoreUnavailable,
    open_store,
)
from euchre_teach.store.files import private_folder, private_write
from euchre_teach.store.progress import ProgressStore
from euchre_teach.store.roster import Roster

DEFAULT_LAB_PORT = 8888

_PACKAGE_DIR = Path(__file__).resolve().parent
STORE_FILE = "progress.sqlite3"


def default_data_dir() -> Path:
    """Where progress is kept when neither ``--data-dir`` nor the environment says."""
    import platformdirs  # an app dependency; only `serve` and `backup` get here

    return Path(platformdirs.user_data_dir("euchre-teach", appauthor=False))


def _data_dir(given: Path | None) -> Path:
    env = os.environ.get(DATA_DIR_ENV)
    chosen = given if given is not None else Path(env) if env else default_data_dir()
    return chosen.expanduser().resolve()


def find_lessons() -> Path:
    """Return the lessons directory: a source checkout's ``lessons/``, else the packaged copy
    (the course finds it: :func:`euchre_teach.course.catalogue.find_lessons`)."""
    return course_lessons(_PACKAGE_DIR)


def course_folder() -> Path:
    """The folder ``euchre-teach lab`` opens: a checkout's root (``lessons/``, ``widgets/``
    with the gallery, ``euchre_teach/``), else the installed package's copy of the course."""
    return find_lessons().parent


def lab_command(
    folder: Path,
    *,
    port: int = DEFAULT_LAB_PORT,
    open_browser: bool = True,
    python: str = sys.executable,
    environ: Mapping[str, str] | None = None,
) -> tuple[list[str], dict[str, str]]:
    """Build the command line and environment that run JupyterLab on ``folder``.

    Loopback only, on exactly ``port``, and nothing fetched from the web by the server
    (no news feed, no update check, no extension catalogue).

    >>> argv, env = lab_command(Path("course"), port=9001, python="python3", environ={})
    >>> argv[:3], "--ServerApp.ip=127.0.0.1" in argv, "--ServerApp.port=9001" in argv
    (['python3', '-m', 'jupyterlab'], True, True)
    """
    env = dict(os.environ if environ is None else environ)
    argv = [
        python,
        "-m",
        "jupyterlab",
        f"--ServerApp.root_dir={folder}",
        "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.port={port}",
        "--ServerApp.port_retries=0",
        f"--ServerApp.open_browser={open_browser}",
        "--LabApp.news_url=None",
        "--LabApp.check_for_updates_class=jupyterlab.handlers.announcements.NeverCheckForUpdate",
        "--LabApp.extension_manager=readonly",
        # Voila's "Render with Voila" preview, dressed as the course serves it.
        "--ServerApp.jpserver_extensions=webapp.lab_preview=True",
        # Jupyter's standard save hook: the course's notebooks are saved without outputs, so
        # running a lesson here never writes them into it (webapp/lab_save.py).
        "--FileContentsManager.pre_save_hook=webapp.lab_save.strip_course_outputs",
    ]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        argv.append("--ServerApp.allow_root=True")  # a container or CI runner, as root
    return argv, env


def lan_address() -> str:
    """This computer's address on the local network (no packet is sent), else 127.0.0.1."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))
            address: str = probe.getsockname()[0]
        except OSError:
            address = "127.0.0.1"
    return address


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
        "--max-kernels",
        type=positive,
        default=DEFAULT_MAX_KERNELS,
        metavar="N",
        help=f"most lesson pages open at once (default {DEFAULT_MAX_KERNELS})",
    )
    serve.add_argument(
        "--pages-per-address", type=count, metavar="N",
        help="most lesson pages open at once from one network address other than this "
        "computer (default: four fifths of --max-kernels; raise it to the class size when "
        "a whole class reaches the course through one router; 0: no limit)",
    )  # fmt: skip
    serve.add_argument(
        "--teacher-code",
        metavar="CODE",
        help="the code that opens the teacher dashboard (at least 6 letters or digits; "
        f"default: four random words, kept in the data folder; or set {TEACHER_CODE_ENV})",
    )
    serve.add_argument(
        "--database-url",
        metavar="URL",
        help="where progress is kept: sqlite:///path/to/progress.sqlite3 or "
        "postgresql://user:password@host:5432/dbname, shared by several servers "
        f"(default: progress.sqlite3 in the data folder; or set {DATABASE_URL_ENV})",
    )
    serve.add_argument(
        "--certfile", type=Path, metavar="PEM",
        help="serve HTTPS with this certificate (see the README on making one the school's "
        "devices trust); with --keyfile unless the key is in the same file",
    )  # fmt: skip
    serve.add_argument(
        "--keyfile", type=Path, metavar="PEM", help="the private key of --certfile"
    )
    serve.add_argument(
        "--lessons",
        type=Path,
        metavar="DIR",
        help="serve this folder of notebooks instead of the built-in course",
    )
    lab = commands.add_parser(
        "lab", help="open the course's notebooks in JupyterLab, to read, change and write lessons"
    )
    lab.add_argument(
        "--port", type=_port, default=DEFAULT_LAB_PORT,
        help=f"port (default {DEFAULT_LAB_PORT})",
    )  # fmt: skip
    lab.add_argument(
        "--no-browser", action="store_true", help="do not open a browser tab (print the address)"
    )
    lab.add_argument(
        "--dir", type=Path, metavar="DIR",
        help="open this folder (a copy of the course, your own lessons) instead of the course",
    )  # fmt: skip
    check = commands.add_parser(
        "check-lesson",
        help="check a lesson notebook or a guided hand record the way the course's tests do",
    )
    check.add_argument(
        "paths", type=Path, nargs="+", metavar="PATH",
        help="a lesson notebook (.ipynb), a hand record (.txt) or a folder of them",
    )  # fmt: skip
    check.add_argument(
        "--no-run", action="store_true",
        help="do not run the notebook's cells (only read and check them)",
    )  # fmt: skip
    hub.add_command(commands)
    site = commands.add_parser(
        "site",
        help="build the course with no server (plain files that run in the browser) in DIR",
    )
    site.add_argument("dir", type=Path, metavar="DIR", help="the folder to build the site in")
    site.add_argument(
        "--source", type=Path, metavar="CHECKOUT",
        help="the course's source checkout to build from (default: the one this command "
        "runs from, else the current folder)",
    )  # fmt: skip
    backup = commands.add_parser(
        "backup", help="copy every learner's progress into one file (safe while serving)"
    )
    backup.add_argument("path", type=Path, metavar="PATH", help="the backup file to write")
    backup.add_argument(
        "--data-dir", type=Path, metavar="DIR", help="where learner progress is kept"
    )
    backup.add_argument(
        "--database-url", metavar="URL",
        help=f"the progress database to copy (as for serve; or set {DATABASE_URL_ENV})",
    )  # fmt: skip
    return parser


def _exec(argv: Sequence[str], env: Mapping[str, str]) -> int:
    """Become Voila (POSIX); on Windows, where exec does not replace the process, wait for it."""
    sys.stdout.flush()
    sys.stderr.flush()
    if os.name == "nt":
        return subprocess.call(list(argv), env=dict(env))
    os.execve(argv[0], list(argv), env)  # does not return


def _fail(message: str) -> int:
    print(f"euchre-teach: {message}", file=sys.stderr)
    return 2


def writable_problem(folder: Path) -> str | None:
    """Why progress cannot be kept in ``folder`` (one line), or None if it can."""
    probe = folder / ".euchre-teach-write-test"
    try:
        private_folder(folder)
        try:
            private_write(probe, b"ok")
        finally:
            probe.unlink(missing_ok=True)  # made, then the disk was full: not left behind
    except OSError as error:
        return f"cannot keep progress in {folder}: {_in_words(error)} (choose another --data-dir)"
    return None


def _in_words(error: OSError) -> str:
    if error.errno == errno.ENOSPC:
        return "the disk is full"
    return error.strerror or str(error)


def port_problem(port: int, classroom: bool) -> str | None:
    """Why the server could not listen on ``port`` (one line), or None if it can."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        # As the server will (Tornado): connections of a server just stopped do not count.
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(("0.0.0.0" if classroom else "127.0.0.1", port))
        except OSError as error:
            if error.errno == errno.EADDRINUSE:
                return (f"port {port} is already in use (is the course already running?); "
                        "choose another with --port")  # fmt: skip
            return f"cannot listen on port {port}: {error.strerror or error}"
    return None


def _serve(options: argparse.Namespace) -> int:
    lessons = options.lessons if options.lessons is not None else find_lessons()
    if not lessons.is_dir():
        return _fail(f"no lessons found at {lessons}")
    data_dir = _data_dir(options.data_dir)
    database_url = given_database_url(options)
    problem = (writable_problem(data_dir) or port_problem(options.port, options.classroom)
               or tls_problem(options.certfile, options.keyfile)
               or (store_problem(database_url) if database_url is not None else None))  # fmt: skip
    if problem:
        return _fail(problem)
    given = options.teacher_code or os.environ.get(TEACHER_CODE_ENV) or None
    try:
        code = choose_teacher_code(data_dir, given)
    except ValueError as refused:
        return _fail(str(refused))
    host = lan_address() if options.classroom else "127.0.0.1"
    address = f"{'https' if options.certfile else 'http'}://{host}:{options.port}/"
    if options.classroom:
        print(
            "euchre-teach: classroom mode, listening on all interfaces without a token: "
            "anyone on this network can open the course.",
            file=sys.stderr,
        )
        if not options.certfile:
            print("euchre-teach: the traffic is not encrypted (plain HTTP): anyone on this "
                  "network can read the teacher code and learners' cookies; give --certfile "
                  "and --keyfile to serve HTTPS", file=sys.stderr)  # fmt: skip
    print(f"euchre-teach: the course is at {address}", file=sys.stderr)
    print(f"euchre-teach: teacher dashboard {address}teacher (teacher code {code})",
          file=sys.stderr)  # fmt: skip
    argv, env = voila_command(
        lessons, port=options.port, classroom=options.classroom, data_dir=data_dir,
        max_kernels=options.max_kernels, teacher_code=code, database_url=database_url,
        certfile=options.certfile, keyfile=options.keyfile, display_url=address,
        pages_per_address=options.pages_per_address,
    )  # fmt: skip
    return _exec(argv, env)


def _backup(options: argparse.Namespace) -> int:
    database_url = given_database_url(options)
    store_file = _data_dir(options.data_dir) / STORE_FILE
    if database_url is None and not store_file.is_file():
        return _fail(f"no progress file at {store_file} (give the server's --data-dir)")
    target = options.path.expanduser().resolve()
    if target == store_file and database_url is None:
        return _fail("the backup must go to another file than the progress file itself")
    try:
        store = open_store(database_url) if database_url is not None else ProgressStore(store_file)
        try:
            Roster(store).backup(target)
        finally:
            store.close()
    except (DatabaseUrlError, StoreUnavailable) as error:
        return _fail(str(error))
    except OSError as error:
        advice = (
            "; free some space or back up to another disk" if error.errno == errno.ENOSPC else ""
        )
        return _fail(f"cannot write the backup {target}: {_in_words(error)}{advice}")
    print(f"euchre-teach: progress backed up to {target}", file=sys.stderr)
    return 0


def _lab(options: argparse.Namespace) -> int:
    folder = (options.dir or course_folder()).expanduser().resolve()
    if not folder.is_dir():
        return _fail(f"no folder at {folder}")
    problem = port_problem(options.port, classroom=False)
    if problem:
        return _fail(problem)
    print(f"euchre-teach: JupyterLab on {folder}, this computer only (port {options.port}); "
          "lessons run here without keeping progress: `euchre-teach serve` is the course "
          "for learners", file=sys.stderr)  # fmt: skip
    argv, env = lab_command(folder, port=options.port, open_browser=not options.no_browser)
    return _exec(argv, env)


def _hub_server(options: argparse.Namespace) -> int:
    lessons = options.lessons if options.lessons is not None else find_lessons()
    try:
        argv, env = hub.server_command(options, lessons)
    except hub.HubEnvironmentError as problem:
        return _fail(str(problem))
    return _exec(argv, env)


def _check(options: argparse.Namespace) -> int:
    from euchre_teach.course.authoring import check_paths

    problems = check_paths(options.paths, run=not options.no_run, say=print)
    return 1 if problems else 0


SITE_NEEDS = (
    "euchre-teach site builds the course that runs in the browser from a source checkout of"
    " the course (a clone of its repository): the site's pages and the pins of the npm"
    " packages it bundles (Pyodide, Jupyter's widget page manager) live in its static/"
    " folder, which the installed Python package does not carry. Clone the course, then run"
    " `euchre-teach site DIR --source CLONE` (or `make site` in the clone). It also needs"
    " Node.js with npm."
)


def site_source(source: Path | None) -> Path | None:
    """The source checkout ``euchre-teach site`` builds from: ``source``, else the checkout
    this package runs from (an editable install), else the current folder; None if none of
    them holds the static edition's build (``static/build.py`` and its npm pins)."""
    for folder in [source] if source else [_PACKAGE_DIR.parent, Path.cwd()]:
        static = folder / "static"
        if (static / "build.py").is_file() and (static / "package-lock.json").is_file():
            return folder
    return None


def _site(options: argparse.Namespace) -> int:
    """The same build as ``make site``: the npm pieces once, then static/build.py."""
    root = site_source(options.source)
    if root is None:
        where = f" ({options.source} is not one)" if options.source else ""
        print(f"{SITE_NEEDS}{where}", file=sys.stderr)
        return 2
    static = root / "static"
    if not (static / "node_modules" / "pyodide" / "pyodide.asm.wasm").is_file():
        npm = shutil.which("npm")
        if npm is None:
            print("euchre-teach site needs npm (it comes with Node.js) to fetch Pyodide and"
                  " the widgets' page manager at the versions static/package-lock.json pins;"
                  " install Node.js and run the command again.", file=sys.stderr)  # fmt: skip
            return 2
        npm_ci = [npm, "ci", "--prefix", str(static), "--no-audit", "--no-fund",
                  "--loglevel=error", "--ignore-scripts"]  # fmt: skip
        fetched = subprocess.call(npm_ci)
        if fetched:
            print(f"euchre-teach site: `npm ci --prefix {static}` failed (status {fetched}).",
                  file=sys.stderr)  # fmt: skip
            return fetched
    return subprocess.call([sys.executable, str(static / "build.py"), str(options.dir)])


def main(args: Sequence[str] | None = None) -> int:
    """Run the ``euchre-teach`` command line; return the exit status."""
    options = _parser().parse_args(args)
    if options.command == "serve":
        return _serve(options)
    if options.command == "backup":
        return _backup(options)
    if options.command == "lab":
        return _lab(options)
    if options.command == "check-lesson":
        return _check(options)
    if options.command == "hub-server":
        return _hub_server(options)
    if options.command == "site":
        return _site(options)
    raise AssertionError(f"unhandled command {options.command!r}")  # argparse prevents this


if __name__ == "__main__":
    sys.exit(main())
