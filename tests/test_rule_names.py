"""One list of rule-of-thumb names (issue 23, item 2): every name a hint, an answer or the
judge's habit words can give (a principle's title) is taught in the lessons under the same
words, as a heading or a line of lesson 11's lists, or in a lesson's own text."""

from __future__ import annotations

import ast
import html
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
    """In a lesson's text or list, or on the glossary page's "Habits the hints name" (the
    smaller habits, a 19-item fold at the end of lesson 12 until expert57: "move the habit
    list to glossary"), which every lesson's top bar links to."""
    from euchre_teach.course.glossary import HINT_HABITS

    sources = _sources("*.ipynb")
    text = "\n".join(sources).lower()
    listed = _listed(sources) | set(HINT_HABITS)
    untaught = [
        f"{key}: {rule.title}" for key, rule in PRINCIPLES.items()
        if key not in NOT_A_HABIT and key not in listed and rule.title.lower() not in text
    ]  # fmt: skip
    assert untaught == []


def test_the_strategy_lists_hold_only_names_that_exist_and_each_once() -> None:
    """Lesson 11's list and the glossary's habits the hints name (lesson 12's list until
    expert57) name principles that exist, none twice."""
    from euchre_teach.course.glossary import HINT_HABITS

    sources = [*_sources("11_*.ipynb"), *_sources("12_*.ipynb")]
    calls = [ast.literal_eval(c) for s in sources
             for c in re.findall(r"principles_list\((\[.*?\])", s, re.S)]  # fmt: skip
    keys = [k for call in [*calls, list(HINT_HABITS)] for k in call]
    assert len(calls) >= 1 and sorted(set(keys)) == sorted(keys)
    assert set(keys) <= set(PRINCIPLES)


def test_the_glossary_page_lists_the_habits_the_hints_name_in_the_hints_words() -> None:
    """Each of the smaller habits is on the glossary page under the title a hint gives it,
    with its reason, and an anchor of its own."""
    from euchre_teach.course.catalogue import LESSONS as CATALOGUE
    from euchre_teach.course.glossary import HINT_HABITS, hint_habits, in_lesson_order
    from webapp.pages import _pages

    page = _pages.get_template("glossary.html").render(
        base_url="/", hub=None, learner=None, terms=in_lesson_order(),
        lessons={entry.number: entry for entry in CATALOGUE}, habits=hint_habits())
    habits = html.unescape(page.partition('<h2 id="habits">Habits the hints name</h2>')[2])
    assert habits, "the glossary page has no habits the hints name"
    for key in HINT_HABITS:
        rule = PRINCIPLES[key]
        # a list, not terms: the words' list is the page's only one (role "term")
        said = f'<li id="habit-{key}"><strong>{rule.title}.</strong> {rule.why}</li>'
        assert said in habits, key
    assert "<dt" not in habits
