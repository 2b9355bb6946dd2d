"""A throwaway PostgreSQL server for tests: Debian's ``postgresql`` package (installed by the
Makefile's ``postgres`` step and by .ci/run), a cluster in a temporary folder, on a free
loopback port, with a password; stopped and removed afterwards.

Run as root (CI, this machine), the server runs as the ``postgres`` user, as PostgreSQL
insists. Nothing is downloaded.
"""

from __future__ import annotations

import contextlib
import glob
import os
import secrets
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import psycopg

USER = "euchre"


def postgres_bin() -> Path | None:
    """The newest installed PostgreSQL's programs folder (Debian's layout), if any."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"),
                   key=lambda p: int(Path(p).parent.parent.name))  # fmt: skip
    return Path(found[-1]).parent if found else None


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class PostgresServer:
    """A PostgreSQL cluster of its own; :meth:`url` of a database made by :meth:`new_database`."""

    def __init__(self, bin_dir: Path, root: Path) -> None:
        self.bin = bin_dir
        self.root = root
        self.data = root / "data"
        self.port = free_port()
        self.password = secrets.token_urlsafe(12)
        self._count = 0

    def _run(self, *argv: str) -> subprocess.CompletedProcess[str]:
        prefix = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
        return subprocess.run([*prefix, *argv], check=True, capture_output=True, text=True,
                              timeout=120)  # fmt: skip

    def init(self) -> None:
        self.root.mkdir(parents=True, exist_ok=True)
        secret = self.root / "password"
        secret.write_text(self.password + "\n")
        if os.geteuid() == 0:
            shutil.chown(self.root, "postgres", "postgres")
            shutil.chown(secret, "postgres", "postgres")
        self._run(str(self.bin / "initdb"), "-D", str(self.data), "-U", USER, "-A",
                  "scram-sha-256", f"--pwfile={secret}", "-E", "UTF8", "--no-sync")  # fmt: skip

    def start(self) -> None:
        options = (f"-c listen_addresses=127.0.0.1 -c port={self.port} "
                   f"-c unix_socket_directories={self.root} -c fsync=off "
                   "-c max_connections=200")  # fmt: skip
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-o", options,
                  "-l", str(self.root / "log"), "-w", "-t", "60", "start")  # fmt: skip

    def stop(self, mode: str = "fast") -> None:
        with contextlib.suppress(subprocess.CalledProcessError):
            self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", mode, "-w",
                      "stop")  # fmt: skip

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{USER}:{self.password}@127.0.0.1:{self.port}/{database}"

    def new_database(self) -> str:
        """A fresh, empty database; its URL."""
        self._count += 1
        name = f"t{self._count}_{secrets.token_hex(3)}"
        with psycopg.connect(self.url(), autocommit=True) as admin:
            admin.execute(f"CREATE DATABASE {name}")
        return self.url(name)


@contextlib.contextmanager
def postgres_server() -> Iterator[PostgresServer]:
    """A started server, stopped and removed at the end."""
    bin_dir = postgres_bin()
    if bin_dir is None:
        raise RuntimeError("PostgreSQL is not installed: sudo make system-packages (apt-get "
                           "install postgresql)")  # fmt: skip
    root = Path(tempfile.mkdtemp(prefix="euchre-pg-"))
    os.chmod(root, 0o755)
    server = PostgresServer(bin_dir, root / "cluster")
    try:
        server.init()
        server.start()
        yield server
    finally:
        server.stop("immediate")
        shutil.rmtree(root, ignore_errors=True)
