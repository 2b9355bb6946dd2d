"""Shared test settings: the hypothesis profile and the Chromium that Playwright drives."""

from __future__ import annotations

import gc
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

import webapp.lesson as lesson_module
import webapp.session as session_module
from euchre_teach.cli import DATA_DIR_ENV
from euchre_teach.store.database import open_store
from euchre_teach.store.progress import ProgressStore
from tests.postgres import PostgresServer, postgres_bin, postgres_server

# A moderate, deadline-free profile: CI machines have 2 cores and notebooks and a browser
# may be running beside the property tests. Choose another with HYPOTHESIS_PROFILE=dev.
settings.register_profile(
    "ci", deadline=None, max_examples=200, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("dev", deadline=None, max_examples=50)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

CHROMIUM = Path("/usr/bin/chromium")  # Debian's package; Playwright's own builds are never fetched

CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    # Any host name but 127.0.0.1 fails to resolve: a page cannot reach the internet.
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
]


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """pytest-playwright's launch options, pointed at the system Chromium."""
    if not CHROMIUM.exists():
        message = f"{CHROMIUM} is missing: apt-get install -y chromium"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return {
        **browser_type_launch_args,
        "executable_path": str(CHROMIUM),
        "args": [*browser_type_launch_args.get("args", []), *CHROMIUM_ARGS],
    }


@pytest.fixture(scope="session")
def postgres() -> Iterator[PostgresServer]:
    """A PostgreSQL server for this test session (Debian's package, a free loopback port),
    stopped and removed at the end."""
    if postgres_bin() is None:
        message = "PostgreSQL is missing: make postgres (apt-get install postgresql)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    with postgres_server() as server:
        yield server


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A fresh progress database of each kind: a SQLite file, then a PostgreSQL database."""
    if request.param == "sqlite":
        return f"sqlite://{tmp_path / 'progress.sqlite3'}"
    server: PostgresServer = request.getfixturevalue("postgres")
    return server.new_database()


@pytest.fixture
def any_store(database_url: str) -> Iterator[ProgressStore]:
    """A fresh progress store of each kind (the store's tests run on both)."""
    opened = open_store(database_url)
    yield opened
    opened.close()


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark everything under tests/browser/ as `browser` (deselect with -m 'not browser'),
    and run the browser tests last: Playwright's sync API keeps an event loop marked as
    running in this process, after which a test that calls asyncio.run() would fail."""
    browser_dir = Path(__file__).parent / "browser"
    for item in items:
        if browser_dir in item.path.parents:
            item.add_marker(pytest.mark.browser)
    items.sort(key=lambda item: item.get_closest_marker("browser") is not None)


@pytest.fixture(autouse=True)
def no_page_tracked(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every test starts with no tracked lesson page, and leaves none behind for other tests
    (nor a frozen heap: a page that meets its learner freezes the garbage collector's view).
    Autouse: a test that called ``track_lesson(4, ...)`` for a learner left that page
    tracked, and a later practice round of lesson 4's items in the same process (in
    tests/test_widgets_feedback.py) replayed that learner's saved answers and began over."""
    monkeypatch.setattr(lesson_module, "_current", None)
    yield
    gc.unfreeze()


@pytest.fixture
def data_dir_store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[ProgressStore]:
    """The store the app opens in a fresh data folder (``EUCHRE_TEACH_DATA``-style)."""
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    opened = ProgressStore(session_module.store_path())
    yield opened
    opened.close()
