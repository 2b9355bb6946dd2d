"""A real JupyterHub for tests: the repository's deploy/jupyterhub/jupyterhub_config.py with a
small overlay (JupyterHub's dummy authenticator, user servers as this process's user, free
loopback ports, everything in a temporary folder), configurable-http-proxy from
deploy/jupyterhub/node_modules (`make hub-proxy`), user servers running
`euchre-teach hub-server` on a PostgreSQL database.

Stopping: the hub is sent SIGTERM (it stops the user servers and the proxy it started);
then every process that descended from it and still runs is stopped by its pid.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from tests.postgres import free_port

REPO = Path(__file__).resolve().parents[1]
DEPLOY_CONFIG = REPO / "deploy" / "jupyterhub" / "jupyterhub_config.py"
PROXY = REPO / "deploy" / "jupyterhub" / "node_modules" / ".bin" / "configurable-http-proxy"
PASSWORD = "euchre-night"
"""The dummy authenticator's one password (any user name is accepted with it)."""
STARTUP_SECONDS = 90

OVERLAY = """
load_subconfig({deploy!r})
c.JupyterHub.authenticator_class = "dummy"
c.DummyAuthenticator.password = {password!r}
c.SimpleLocalProcessSpawner.home_dir_template = {homes!r} + "/{{username}}"
c.Spawner.environment.update({{"JUPYTER_PLATFORM_DIRS": "1"}})
c.JupyterHub.log_level = "INFO"
"""


@dataclass
class Hub:
    """A running hub: its public address, its process, and where it logs."""

    url: str
    process: subprocess.Popen[bytes]
    log: Path
    root: Path
    seen: set[int] = field(default_factory=set)

    def descendants(self) -> set[int]:
        """Every live process started (at any depth) by the hub."""
        parents: dict[int, int] = {}
        for entry in Path("/proc").iterdir():
            if entry.name.isdigit():
                with contextlib.suppress(OSError, IndexError, ValueError):
                    stat = (entry / "stat").read_text()
                    parents[int(entry.name)] = int(stat.rsplit(")", 1)[1].split()[1])
        found, frontier = set(), {self.process.pid}
        while frontier:
            children = {pid for pid, parent in parents.items() if parent in frontier}
            frontier = children - found
            found |= children
        self.seen |= found
        return found

    def log_text(self) -> str:
        return self.log.read_text(errors="replace") if self.log.exists() else ""


def _alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def _wait_until_answering(hub: Hub) -> None:
    deadline = time.monotonic() + STARTUP_SECONDS
    while time.monotonic() < deadline:
        if hub.process.poll() is not None:
            raise RuntimeError(f"JupyterHub exited with {hub.process.returncode}:\n"
                               f"{hub.log_text()[-4000:]}")  # fmt: skip
        try:
            with urllib.request.urlopen(f"{hub.url}/hub/login", timeout=5) as answer:
                if answer.status == 200:
                    return
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            pass
        time.sleep(0.3)
    raise RuntimeError(f"JupyterHub did not answer within {STARTUP_SECONDS} s:\n"
                       f"{hub.log_text()[-4000:]}")  # fmt: skip


def stop_hub(hub: Hub) -> list[int]:
    """Stop the hub (SIGTERM: it stops its user servers and its proxy), then anything it
    started that is still running, by pid. Returns the pids that had to be killed."""
    hub.descendants()  # note everything running now
    if hub.process.poll() is None:
        hub.process.send_signal(signal.SIGTERM)
        try:
            hub.process.wait(timeout=60)
        except subprocess.TimeoutExpired:
            hub.process.kill()
            hub.process.wait()
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline and any(_alive(pid) for pid in hub.seen):
        time.sleep(0.2)
    left = sorted(pid for pid in hub.seen if _alive(pid))
    for pid in left:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
    return left


@contextlib.contextmanager
def running_hub(
    database_url: str, *, admins: str, teachers: str, teacher_group: str = "teachers"
) -> Iterator[Hub]:
    """The hub on free loopback ports, stopped (with all it started) at the end."""
    if not PROXY.exists():
        raise RuntimeError(f"{PROXY} is missing: make hub-proxy (npm ci in deploy/jupyterhub)")
    root = Path(tempfile.mkdtemp(prefix="euchre-hub-"))
    (root / "homes").mkdir()
    port, hub_port, proxy_api_port = free_port(), free_port(), free_port()
    overlay = root / "jupyterhub_config.py"
    overlay.write_text(OVERLAY.format(
        deploy=str(DEPLOY_CONFIG), password=PASSWORD, homes=str(root / "homes"),
    ))  # fmt: skip
    env = {
        **os.environ,
        "EUCHRE_TEACH_DATABASE_URL": database_url,
        "EUCHRE_HUB_ADMINS": admins,
        "EUCHRE_HUB_TEACHERS": teachers,
        "EUCHRE_TEACH_HUB_TEACHER_GROUP": teacher_group,
        "EUCHRE_HUB_SPAWNER": "simple",
        "EUCHRE_HUB_IP": "127.0.0.1",
        "EUCHRE_HUB_PORT": str(port),
        "EUCHRE_HUB_INTERNAL_PORT": str(hub_port),
        "EUCHRE_HUB_PROXY_API_PORT": str(proxy_api_port),
        "EUCHRE_HUB_STATE_DIR": str(root / "state"),
        "EUCHRE_HUB_PROXY": str(PROXY),
    }
    log = root / "jupyterhub.log"
    jupyterhub = Path(sys.executable).with_name("jupyterhub")
    with log.open("wb") as out:
        process = subprocess.Popen(
            [str(jupyterhub), "-f", str(overlay)], cwd=root, env=env,
            stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT,
        )  # fmt: skip
    hub = Hub(f"http://127.0.0.1:{port}", process, log, root)
    try:
        _wait_until_answering(hub)
        yield hub
    finally:
        stop_hub(hub)
        shutil.rmtree(root, ignore_errors=True)
