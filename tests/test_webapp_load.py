"""What the load benchmark (benchmarks/app_load.py) taught the server."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from voila.execute import VoilaExecutor

from euchre_teach.cli import DATA_DIR_ENV
from webapp.app import IOPUB_TIMEOUT_SECONDS, EuchreVoila

LESSONS = Path(__file__).resolve().parents[1] / "lessons"


def _initialized(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, *options: str) -> EuchreVoila:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    app = EuchreVoila()
    app.initialize([str(LESSONS), "--no-browser", *options])
    return app


def test_a_busy_server_waits_for_a_lesson_cells_widgets_instead_of_dropping_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = _initialized(tmp_path, monkeypatch)
    assert IOPUB_TIMEOUT_SECONDS >= 30
    # The executor that runs a lesson in a (preheated) kernel is built with the app's config.
    executor = VoilaExecutor(nbformat.v4.new_notebook(), config=app.config)
    assert executor.iopub_timeout == IOPUB_TIMEOUT_SECONDS


def test_the_operator_can_still_choose_the_wait_for_cell_outputs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = _initialized(tmp_path, monkeypatch, "--VoilaExecutor.iopub_timeout=7")
    assert VoilaExecutor(nbformat.v4.new_notebook(), config=app.config).iopub_timeout == 7
