"""The browser stack end to end: Voila serves a widget notebook, Chromium clicks it."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import nbformat
import pytest
from playwright.sync_api import ConsoleMessage, Page, Request, expect

LOOPBACK = {"127.0.0.1", "localhost", "::1"}

ONE_BUTTON = """\
import ipywidgets as widgets

button = widgets.Button(description="Deal")
label = widgets.Label("no cards yet")

def on_click(_):
    label.value = "dealt: JH"

button.on_click(on_click)
widgets.VBox([button, label])
"""


def write_notebook(folder: Path, name: str, source: str) -> None:
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_markdown_cell("# Smoke"), nbformat.v4.new_code_cell(source)]
    notebook.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3",
        "language": "python",
    }
    nbformat.write(notebook, folder / name)


def serve_notebook(voila_server: Callable[..., str], tmp_path_factory: pytest.TempPathFactory,
                   name: str, source: str) -> str:  # fmt: skip
    """The app serving one notebook of ``source`` alone, as ``name`` (a widget under test
    on a page of its own): its base URL."""
    folder = tmp_path_factory.mktemp(Path(name).stem)
    write_notebook(folder, name, source)
    return voila_server(folder)


@dataclass
class PageWatch:
    """What a page did besides rendering: requests leaving this computer, errors it logged."""

    outside: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def on_request(self, request: Request) -> None:
        url = urlsplit(request.url)
        if url.scheme in ("http", "https", "ws", "wss") and url.hostname not in LOOPBACK:
            self.outside.append(request.url)

    def on_console(self, message: ConsoleMessage) -> None:
        if message.type == "error":
            self.errors.append(f"{message.text} ({message.location.get('url')})")


@pytest.fixture
def smoke_page(
    page: Page, voila_server: Callable[[Path], str], tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[Page, PageWatch]]:
    """The one-button notebook open in Chromium, watched from before the first request."""
    folder = tmp_path_factory.getbasetemp() / "smoke-notebooks"
    if not folder.exists():
        folder.mkdir()
        write_notebook(folder, "smoke.ipynb", ONE_BUTTON)
    watch = PageWatch()
    page.on("request", watch.on_request)
    page.on("console", watch.on_console)
    page.on("pageerror", lambda error: watch.errors.append(f"uncaught: {error}"))
    page.goto(f"{voila_server(folder)}/voila/render/smoke.ipynb")
    expect(page.get_by_text("no cards yet")).to_be_visible(timeout=30_000)
    yield page, watch


def test_a_widget_button_click_reaches_python_and_back(smoke_page: tuple[Page, PageWatch]) -> None:
    page, watch = smoke_page
    page.get_by_role("button", name="Deal").click()
    expect(page.get_by_text("dealt: JH")).to_be_visible()
    assert watch.errors == []


def test_the_page_loads_nothing_from_outside_and_logs_no_errors(
    smoke_page: tuple[Page, PageWatch],
) -> None:
    page, watch = smoke_page
    page.get_by_role("button", name="Deal").click()
    expect(page.get_by_text("dealt: JH")).to_be_visible()
    assert watch.outside == [], f"the page fetched from outside this computer: {watch.outside}"
    assert watch.errors == [], f"the page logged errors to the console: {watch.errors}"
