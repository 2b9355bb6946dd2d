"""The README's core example runs as written."""

from __future__ import annotations

import re
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"


def test_readme_python_examples_run() -> None:
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S)
    assert blocks, "the README shows the core API in a python block"
    for block in blocks:
        exec(compile(block, str(README), "exec"), {})


def test_readme_shows_how_to_choose_a_port_with_make() -> None:
    """Issue 27, item 10: the README showed a port only for ``euchre-teach serve``; the
    ``make`` targets take theirs through SERVE_ARGS and LAB_ARGS, which it did not mention.
    Each command the README shows reaches the program (``make -n`` prints it, runs nothing)."""
    import shutil
    import subprocess

    text = README.read_text(encoding="utf-8")
    shown = {
        'make serve SERVE_ARGS="--port 9000"': "euchre-teach serve --port 9000",
        'make lab LAB_ARGS="--port 9001 --no-browser"': "euchre-teach lab --port 9001 --no-browser",
    }
    for command in shown:
        assert command in text, command
    if shutil.which("make") is None:
        return
    for command, runs in shown.items():
        target, _, assignment = command.removeprefix("make ").partition(" ")
        name, _, value = assignment.partition("=")
        dry = subprocess.run(
            ["make", "-n", "-o", ".venv/.installed-app", target, f"{name}={value.strip(chr(34))}"],
            cwd=README.parent, capture_output=True, text=True, check=True,
        )  # fmt: skip
        assert runs in dry.stdout, dry.stdout
