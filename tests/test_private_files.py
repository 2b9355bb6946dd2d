"""Files others on the computer cannot read, and a full disk answered in words (issue 24,
item 6): the progress file (with SQLite's -wal and -shm), backups, ``secret.key`` and the
teacher code are created 0600 in a 0700 data folder; ``euchre-teach backup`` on a full disk
says so in one line and leaves nothing behind; the start check leaves no test file.

The full-disk tests mount a small real tmpfs (root only) and fill it."""

from __future__ import annotations

import contextlib
import os
import sqlite3
import stat
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from euchre_teach import cli
from euchre_teach.store.classroom import CODE_FILE, SECRET_FILE, choose_teacher_code, signing_key
from euchre_teach.store.database import open_store
from euchre_teach.store.progress import ProgressStore
from euchre_teach.store.roster import Roster
from tests.helpers import full_filesystem

EUCHRE_TEACH = Path(sys.executable).with_name("euchre-teach")


def mode(path: Path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


@pytest.fixture(autouse=True)
def usual_umask() -> Iterator[None]:
    """The umask most computers have (022: new files readable by everyone), whatever the
    test runner's is, so that only the course's own care makes files private."""
    old = os.umask(0o022)
    yield
    os.umask(old)


def test_the_progress_file_and_its_logs_are_the_owners_alone_in_a_private_folder(
    tmp_path: Path,
) -> None:
    data = tmp_path / "data"
    store = ProgressStore(data / cli.STORE_FILE)
    ada = store.new_learner("Ada")
    store.record_answer(ada.id, lesson=1, item="L1/1", correct=True, answer="24")
    assert mode(data) == 0o700
    for suffix in ("", "-wal", "-shm"):
        part = Path(str(data / cli.STORE_FILE) + suffix)
        assert part.exists() and mode(part) == 0o600, part.name
    store.close()


def test_a_progress_file_left_readable_by_an_older_version_is_made_private(
    tmp_path: Path,
) -> None:
    data = tmp_path / "data"
    ProgressStore(data / cli.STORE_FILE).close()
    os.chmod(data, 0o755)
    os.chmod(data / cli.STORE_FILE, 0o644)
    ProgressStore(data / cli.STORE_FILE).close()
    assert mode(data / cli.STORE_FILE) == 0o600
    assert mode(data) == 0o700


def test_the_signing_key_and_the_teacher_code_are_private(tmp_path: Path) -> None:
    data = tmp_path / "data"
    assert cli.writable_problem(data) is None
    assert mode(data) == 0o700
    signing_key(data)
    choose_teacher_code(data)
    assert mode(data / SECRET_FILE) == 0o600
    assert mode(data / CODE_FILE) == 0o600


def test_a_secret_key_left_readable_is_made_private(tmp_path: Path) -> None:
    signing_key(tmp_path)
    os.chmod(tmp_path / SECRET_FILE, 0o644)
    signing_key(tmp_path)
    assert mode(tmp_path / SECRET_FILE) == 0o600


def test_a_cli_backup_is_private_in_a_private_new_folder(tmp_path: Path) -> None:
    data = tmp_path / "data"
    store = ProgressStore(data / cli.STORE_FILE)
    store.new_learner("Ada")
    target = tmp_path / "euchre-backups" / "tuesday.sqlite3"
    assert cli.main(["backup", str(target), "--data-dir", str(data)]) == 0
    assert mode(target) == 0o600
    assert mode(target.parent) == 0o700
    store.close()


def test_a_dashboard_backup_is_private_in_the_backups_folder(
    database_url: str, tmp_path: Path
) -> None:
    """What "Back up the progress file" does, with the SQLite file and with PostgreSQL (as
    under JupyterHub, where the copy goes to the course server's data folder's backups/)."""
    store = open_store(database_url)
    store.new_learner("Ada")
    target = tmp_path / "data" / "backups" / "progress-20261201-120000.sqlite3"
    Roster(store).backup(target)
    assert mode(target) == 0o600
    assert mode(target.parent) == 0o700
    assert [who.name for who in ProgressStore(target).learners()] == ["Ada"]
    store.close()


def test_backup_on_a_full_disk_says_so_in_one_line_and_leaves_no_partial_file(
    tmp_path: Path,
) -> None:
    data = tmp_path / "data"
    store = ProgressStore(data / cli.STORE_FILE)
    for number in range(50):
        store.new_learner(f"Learner {number}")
    with full_filesystem(tmp_path / "full") as full:
        target = full / "tuesday.sqlite3"
        done = subprocess.run(
            [str(EUCHRE_TEACH), "backup", str(target), "--data-dir", str(data)],
            capture_output=True, text=True, timeout=60,
        )  # fmt: skip
        assert done.returncode != 0
        lines = done.stderr.strip().splitlines()
        assert len(lines) == 1, done.stderr
        assert "Traceback" not in done.stderr
        assert "full" in lines[0] and str(target) in lines[0]
        assert sorted(p.name for p in full.iterdir()) == ["filler"]
    store.close()


def test_the_start_check_on_a_full_disk_refuses_and_leaves_no_test_file(
    tmp_path: Path,
) -> None:
    with full_filesystem(tmp_path / "full") as full:
        problem = cli.writable_problem(full)
        assert problem is not None and "cannot keep progress in" in problem
        assert sorted(p.name for p in full.iterdir()) == ["filler"]


def test_a_full_disk_never_moves_the_progress_file_aside(tmp_path: Path) -> None:
    """A full disk is not a damaged file: the learners' progress stays where it is and opens
    again, whole, once there is room."""
    with full_filesystem(tmp_path / "full", size_kb=512) as full:
        path = full / "data" / cli.STORE_FILE
        (full / "filler").unlink()
        store = ProgressStore(path)
        store.new_learner("Ada")
        store.close()
        with open(full / "filler", "wb", buffering=0) as out, contextlib.suppress(OSError):
            while True:
                out.write(b"\0" * 4096)
        with pytest.raises(sqlite3.OperationalError):
            ProgressStore(path)
        assert not [p.name for p in path.parent.iterdir() if "unreadable" in p.name]
        assert path.exists()
        (full / "filler").unlink()
        again = ProgressStore(path)
        assert again.moved_aside is None
        assert [who.name for who in again.learners()] == ["Ada"]
        again.close()
