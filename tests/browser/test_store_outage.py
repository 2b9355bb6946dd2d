"""A real `euchre-teach serve` whose progress store stops writing (issue 24 item 1, issue 25
item 6): with PostgreSQL stopped, the home page and the dashboard answer at once, in words,
that the progress database cannot be reached and that answers are kept; with the progress
file's disk full, the dashboard says "Progress is not being saved: …" while it lasts."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from euchre_teach.cli import TEACHER_CODE_ENV
from tests.browser.conftest import TEACHER_CODE, _free_port, _wait_until_answering
from tests.browser.test_classroom import Client
from tests.browser.test_smoke import write_notebook
from tests.helpers import full_filesystem, stop_server
from tests.postgres import PostgresServer, postgres_bin, postgres_server
from tests.test_answer_fate import fill

QUICK_SECONDS = 3.0


@contextlib.contextmanager
def course_server(tmp_path: Path, *options: str) -> Iterator[str]:
    """`euchre-teach serve` of this test's own (stopped before its disk is unmounted)."""
    folder = tmp_path / "notebooks"
    folder.mkdir()
    write_notebook(folder, "01_the_deck.ipynb", "1 + 1")
    port = _free_port()
    log = tmp_path / "serve.log"
    command = [sys.executable, "-m", "euchre_teach.cli", "serve", "--port", str(port),
               "--lessons", str(folder), *options]  # fmt: skip
    with log.open("wb") as out:
        proc = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=out,
                                stderr=subprocess.STDOUT,
                                env={**os.environ, "JUPYTER_PLATFORM_DIRS": "1",
                                     TEACHER_CODE_ENV: TEACHER_CODE})  # fmt: skip
    try:
        base = f"http://127.0.0.1:{port}"
        _wait_until_answering(base + "/", proc, log)
        yield base
    finally:
        stop_server(proc)


def timed_get(client: Client, path: str) -> tuple[int, str, float]:
    start = time.monotonic()
    status, body = client.get(path)
    return status, body, time.monotonic() - start


@pytest.fixture
def own_postgres() -> Iterator[PostgresServer]:
    if postgres_bin() is None:
        pytest.skip("PostgreSQL is missing: make system-packages")
    with postgres_server() as server:
        yield server


@pytest.mark.postgres
def test_with_postgres_stopped_the_home_page_and_dashboard_say_so_at_once_in_words(
    own_postgres: PostgresServer, tmp_path: Path
) -> None:
    url = own_postgres.new_database()
    with course_server(tmp_path, "--data-dir", str(tmp_path / "data"),
                       "--database-url", url) as base:  # fmt: skip
        learner, teacher = Client(base), Client(base)
        assert learner.post("/learner", name="Ada")[0] == 200
        assert teacher.post("/teacher", code=TEACHER_CODE)[0] == 200
        own_postgres.stop("fast")
        try:
            status, page, seconds = timed_get(learner, "/")
            assert status == 503 and seconds < QUICK_SECONDS, (status, seconds)
            assert "progress database cannot be reached" in page
            assert "kept" in page and "Something went wrong" not in page
            status, page, seconds = timed_get(teacher, "/teacher")
            assert status == 503 and seconds < QUICK_SECONDS, (status, seconds)
            assert "Progress is not being saved: cannot reach the PostgreSQL database" in page
            assert own_postgres.password not in page
        finally:
            own_postgres.start()
        assert learner.get("/")[0] == 200 and teacher.get("/teacher")[0] == 200
    assert "Traceback" not in (tmp_path / "serve.log").read_text()


def test_the_dashboard_says_progress_is_not_being_saved_while_the_disk_is_full(
    tmp_path: Path,
) -> None:
    with full_filesystem(tmp_path / "disk", size_kb=4096) as disk:
        (disk / "filler").unlink()
        with course_server(tmp_path, "--data-dir", str(disk / "data")) as base:
            teacher = Client(base)
            assert teacher.post("/teacher", code=TEACHER_CODE)[0] == 200
            assert "not being saved" not in teacher.get("/teacher")[1]
            fill(disk)
            status, page = teacher.get("/teacher")
            assert status == 200
            assert ("Progress is not being saved: the disk holding the progress file is full"
                    in page)  # fmt: skip
            assert "not being saved: the disk" in teacher.get("/teacher/live")[1]
            (disk / "filler").unlink()
            assert "not being saved" not in teacher.get("/teacher")[1]
