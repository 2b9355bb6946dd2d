"""Shared test settings: the hypothesis profile and the Chromium that Playwright drives."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

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


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark everything under tests/browser/ as `browser` (deselect with -m 'not browser'),
    and run the browser tests last: Playwright's sync API keeps an event loop marked as
    running in this process, after which a test that calls asyncio.run() would fail."""
    browser_dir = Path(__file__).parent / "browser"
    for item in items:
        if browser_dir in item.path.parents:
            item.add_marker(pytest.mark.browser)
    items.sort(key=lambda item: item.get_closest_marker("browser") is not None)
