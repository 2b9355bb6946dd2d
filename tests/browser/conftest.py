"""Browser-test fixtures: the course site started the way `euchre-teach serve` starts it."""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from euchre_teach.cli import TEACHER_CODE_ENV

STARTUP_SECONDS = 60
TEACHER_CODE = "314159"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def _wait_until_answering(url: str, proc: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + STARTUP_SECONDS
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            pytest.fail(f"Voila exited with {proc.returncode}:\n{log.read_text()}")
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                if response.status == 200:
                    return
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            pass
        time.sleep(0.2)
    pytest.fail(f"Voila did not answer {url} within {STARTUP_SECONDS} s:\n{log.read_text()}")



@pytest.fixture(scope="session")
def server_data_dirs() -> dict[str, Path]:
    """The progress folder of each server `voila_server` started, by base URL: a test can
    open the store of a server it shares with other tests (the course server)."""
    return {}


@pytest.fixture(scope="session")
def voila_server(
    tmp_path_factory: pytest.TempPathFactory, server_data_dirs: dict[str, Path]
) -> Iterator[Callable[..., str]]:
    """Start `euchre-teach serve` on a free loopback port for a folder; return its base URL.

    Call it with the folder of notebooks to serve (the course is `LESSONS`) and any extra
    `serve` options; one server per folder and options for the whole session, each with its
    own empty data dir (in `server_data_dirs`), all stopped at the end. The teacher code is
    `TEACHER_CODE`.
    """
    servers: dict[tuple[Path, tuple[str, ...]], str] = {}
    procs: list[subprocess.Popen[bytes]] = []

    def start(directory: Path, *options: str) -> str:
        directory = directory.resolve()
        if (directory, options) in servers:
            return servers[directory, options]
        port = _free_port()
        workdir = tmp_path_factory.mktemp(f"voila-{port}")
        log = workdir / "voila.log"
        command = [
            sys.executable, "-m", "euchre_teach.cli", "serve",
            "--port", str(port), "--lessons", str(directory), "--data-dir", str(workdir / "data"),
            *options,
        ]  # fmt: skip
        with log.open("wb") as out:
            proc = subprocess.Popen(
                command,
                stdin=subprocess.DEVNULL,
                stdout=out,
                stderr=subprocess.STDOUT,
                env={**os.environ, "JUPYTER_PLATFORM_DIRS": "1", TEACHER_CODE_ENV: TEACHER_CODE},
            )
        procs.append(proc)
        base_url = f"http://127.0.0.1:{port}"
        _wait_until_answering(base_url + "/", proc, log)
        servers[directory, options] = base_url
        given = [options[i + 1] for i, o in enumerate(options[:-1]) if o == "--data-dir"]
        server_data_dirs[base_url] = Path(given[-1]) if given else workdir / "data"
        return base_url

    yield start
    stop_servers(procs)


def stop_servers(procs: list[subprocess.Popen[bytes]], seconds: float = 15) -> None:
    """Stop the servers a test session started, side by side: SIGTERM to each at once (each
    shuts its own kernels down), then wait for them all, killing any still running after
    ``seconds``. One after the other, the session's twenty-odd servers took ~28 s."""
    running = [proc for proc in procs if proc.poll() is None]
    for proc in running:
        proc.send_signal(signal.SIGTERM)
    deadline = time.monotonic() + seconds
    for proc in running:
        try:
            proc.wait(timeout=max(0.1, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


LESSONS = Path(__file__).resolve().parents[2] / "lessons"

LOAD_MS = 60_000  # a lesson page on a busy 2-core machine
DESKTOP = {"viewport": {"width": 1280, "height": 900}}
PHONE = {
    "viewport": {"width": 390, "height": 844},
    "device_scale_factor": 2,
    "is_mobile": True,
    "has_touch": True,
}


def _page_in(browser: Browser, options: dict[str, Any]) -> Iterator[Page]:
    context = browser.new_context(**options)
    page = context.new_page()
    page.set_default_navigation_timeout(LOAD_MS)
    page.set_default_timeout(LOAD_MS // 2)
    yield page
    context.close()


@pytest.fixture
def desktop(browser: Browser) -> Iterator[Page]:
    """A page in a 1280x900 window."""
    yield from _page_in(browser, DESKTOP)


@pytest.fixture
def phone(browser: Browser) -> Iterator[Page]:
    """A page on a 390x844 touch phone."""
    yield from _page_in(browser, PHONE)


def wait_until_warm(base_url: str, wanted: int, seconds: float = 120) -> None:
    """Wait (at most ``seconds``) until ``wanted`` pages have a warm kernel waiting."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"{base_url}/euchre/api/status", timeout=10) as response:
                if json.load(response)["warm"] >= wanted:
                    return
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            pass  # a server busy starting kernels answers late: ask again
        time.sleep(0.5)


def serve_one_lesson(voila_server: Callable[..., str], tmp_path_factory: pytest.TempPathFactory,
                     notebook: str) -> str:  # fmt: skip
    """The app serving one lesson alone (one kernel to warm, not fourteen), warm."""
    folder = tmp_path_factory.mktemp(Path(notebook).stem)
    shutil.copy(LESSONS / notebook, Path(folder) / notebook)
    base_url = voila_server(folder)
    wait_until_warm(base_url, 1, 120)
    return base_url


def with_load_timeouts(page: Page, load_ms: int) -> Page:
    """``page`` with a lesson's load time for navigations and half of it for actions."""
    page.set_default_navigation_timeout(load_ms)
    page.set_default_timeout(load_ms // 2)
    return page
