"""The shape of the house (shared ARCHITECTURE.md): rooms that say what they hold, modules a
reader can take in, and the flat 0.1 import paths kept for one release.

The layers and the absence of import circles are checked by import-linter (`make lint`,
the contracts in pyproject.toml); these tests check what it does not.
"""

from __future__ import annotations

import importlib
import re
import sys
import warnings
from pathlib import Path

import pytest

import euchre_teach
from euchre_teach import _moved

ROOT = Path(__file__).resolve().parent.parent
MAX_LINES = 500
ROOMS = ("core", "buck", "players", "strategy", "course", "store")


def test_no_module_in_the_house_is_over_500_lines() -> None:
    too_long = {
        str(path.relative_to(ROOT)): lines
        for folder in ("euchre_teach", "widgets", "webapp", "benchmarks")
        for path in sorted((ROOT / folder).rglob("*.py"))
        if "_course" not in path.parts
        and (lines := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    assert too_long == {}, f"modules over {MAX_LINES} lines: split them by concept"


@pytest.mark.parametrize("room", ROOMS)
def test_each_room_says_in_a_paragraph_what_lives_there_and_what_it_may_import(
    room: str,
) -> None:
    doc = importlib.import_module(f"euchre_teach.{room}").__doc__ or ""
    prose = [p for p in doc.strip().split("\n\n") if not p.lstrip().startswith((">>>", "-"))]
    assert sum(len(p.split()) for p in prose) >= 40, f"{room}: say what it holds"
    assert any(re.search(r"\bimport", p) for p in prose), f"{room}: say what it imports"


def test_every_module_of_0_1_is_found_under_its_old_name_as_the_same_module() -> None:
    for old, new in _moved.MOVED.items():
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            alias = importlib.import_module(f"euchre_teach.{old}")
        assert alias is importlib.import_module(f"euchre_teach.{new}")
        assert alias.__spec__ is not None and alias.__spec__.name == f"euchre_teach.{new}"


def test_an_old_path_warns_naming_the_new_one_but_the_contracts_record_does_not() -> None:
    for name in ("euchre_teach.dealing", "euchre_teach.record"):
        sys.modules.pop(name, None)
    with pytest.warns(DeprecationWarning, match="euchre_teach.dealing has moved to "
                      "euchre_teach.core.dealing"):  # fmt: skip
        importlib.import_module("euchre_teach.dealing")
    with warnings.catch_warnings():
        warnings.simplefilter("error", DeprecationWarning)
        from euchre_teach.record import dumps, loads  # the public contract: no warning
    assert euchre_teach.record.dumps is dumps and euchre_teach.record.loads is loads
