"""Lesson 6 says plainly who leads against a loner: the course's default, the more common
rule, and where to switch."""

from __future__ import annotations

import json
import re
from pathlib import Path

from euchre_teach import Rules

ROOT = Path(__file__).resolve().parent.parent


def _section() -> str:
    cells = json.loads((ROOT / "lessons" / "06_going_alone.ipynb").read_text(encoding="utf-8"))
    text = "\n".join("".join(c["source"]) for c in cells["cells"] if c["cell_type"] == "markdown")
    start = text.index("## Who leads against a loner")
    return text[start:text.index("\n## ", start + 1)]


def test_lesson_6_names_the_lone_makers_left_as_the_more_common_rule() -> None:
    assert "**The lone maker's left: the more common rule.**" in _section()


def test_lesson_6_names_the_default_the_rules_really_use() -> None:
    assert Rules().loner_lead == "dealer_left"
    assert "**The dealer's left: this course's default.**" in _section()


def test_lesson_6_names_the_setting_that_switches_the_rule() -> None:
    setting = re.search(r"tick \*\*(.+?)\*\* in lesson 13's settings", _section())
    assert setting is not None
    source = (ROOT / "widgets" / "gameplay.py").read_text(encoding="utf-8")
    assert f'Checkbox(description="{setting.group(1)}"' in source
