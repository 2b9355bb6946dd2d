"""One list of rule-of-thumb names (issue 23, item 2): every name a hint, an answer or the
judge's habit words can give (a principle's title) is taught in the lessons under the same
words, as a heading or a line of lesson 11's lists, or in a lesson's own text."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

from euchre_teach.players.principles import PRINCIPLES

LESSONS = Path(__file__).resolve().parent.parent / "lessons"
NOT_A_HABIT = {"simulation", "must-follow", "only-card"}  # the rules themselves, or no choice


def _sources(pattern: str) -> list[str]:
    found = []
    for path in sorted(LESSONS.glob(pattern)):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        found += ["".join(cell["source"]) for cell in cells]
    return found


def _listed(sources: list[str]) -> set[str]:
    """The principle keys a lesson shows with ``principles_list([...])``."""
    keys: set[str] = set()
    for source in sources:
        for call in re.findall(r"principles_list\((\[.*?\])", source, re.S):
            keys |= set(ast.literal_eval(call))
    return keys


def test_every_rule_of_thumb_a_hint_names_is_taught_under_the_same_words() -> None:
    sources = _sources("*.ipynb")
    text = "\n".join(sources).lower()
    listed = _listed(sources)
    untaught = [
        f"{key}: {rule.title}" for key, rule in PRINCIPLES.items()
        if key not in NOT_A_HABIT and key not in listed and rule.title.lower() not in text
    ]  # fmt: skip
    assert untaught == []


def test_the_strategy_lessons_list_only_names_that_exist_and_each_once() -> None:
    sources = [*_sources("11_*.ipynb"), *_sources("12_*.ipynb")]
    calls = [ast.literal_eval(c) for s in sources
             for c in re.findall(r"principles_list\((\[.*?\])", s, re.S)]  # fmt: skip
    keys = [k for call in calls for k in call]
    assert len(calls) >= 2 and sorted(set(keys)) == sorted(keys)
    assert set(keys) <= set(PRINCIPLES)
