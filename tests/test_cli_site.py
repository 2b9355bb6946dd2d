"""``euchre-teach site DIR``: the static edition's build from a source checkout, and what it
says where it cannot build (an installed package alone, no npm)."""

from __future__ import annotations

from pathlib import Path

import pytest

from euchre_teach import cli

FAKE_BUILD = """\
import sys
from pathlib import Path

out = Path(sys.argv[1])
out.mkdir(parents=True)
(out / "index.html").write_text("built from " + str(Path(__file__).resolve().parent))
"""


def checkout(folder: Path, *, npm_done: bool) -> Path:
    """A source checkout's static/ with a stand-in build.py (the real one takes a minute)."""
    static = folder / "static"
    static.mkdir(parents=True)
    (static / "build.py").write_text(FAKE_BUILD)
    (static / "package-lock.json").write_text("{}")
    if npm_done:
        pyodide = static / "node_modules" / "pyodide"
        pyodide.mkdir(parents=True)
        (pyodide / "pyodide.asm.wasm").write_bytes(b"\0asm")
    return folder


def test_site_runs_the_checkouts_build_into_the_folder(tmp_path: Path) -> None:
    source = checkout(tmp_path / "clone", npm_done=True)
    out = tmp_path / "public"
    assert cli.main(["site", str(out), "--source", str(source)]) == 0
    assert (out / "index.html").read_text() == f"built from {(source / 'static').resolve()}"


def test_site_without_a_checkout_says_what_it_needs_and_builds_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "public"
    assert cli.main(["site", str(out), "--source", str(tmp_path)]) == 2
    said = capsys.readouterr().err
    assert "source checkout of the course" in said
    assert "static/" in said and "Pyodide" in said and "Node.js with npm" in said
    assert f"({tmp_path} is not one)" in said
    assert not out.exists()


def test_site_without_npm_says_so_before_building(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    source = checkout(tmp_path / "clone", npm_done=False)
    monkeypatch.setenv("PATH", str(tmp_path / "no-tools-here"))
    out = tmp_path / "public"
    assert cli.main(["site", str(out), "--source", str(source)]) == 2
    assert "needs npm (it comes with Node.js)" in capsys.readouterr().err
    assert not out.exists()


def test_site_finds_this_checkout_when_run_from_it() -> None:
    root = Path(cli.__file__).resolve().parents[1]
    assert (root / "static" / "build.py").is_file()  # the tests run in a checkout
    assert cli.site_source(None) == root
