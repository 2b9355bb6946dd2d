"""What the course requires of a lesson: its catalogue entry, its "Check yourself" section and
its quiz. One set of checks, run by the course's tests on every catalogued lesson
(``tests/test_course.py``) and by ``euchre-teach check-lesson`` on an author's notebook
(:mod:`euchre_teach.course.authoring`), so that a lesson the check passes passes the tests.

>>> item_problems([drills.trap_item(1, 1)], 7)
['the quiz has 1 question; a lesson quiz has at least 6']
>>> catalogue_problems()
[]
"""

from __future__ import annotations

__all__ = [
    "MIN_QUESTIONS",
    "catalogue_problems",
    "check_yourself_problems",
    "entry_problems",
    "item_problems",
    "quiz_problems",
]

import json
from collections.abc import Sequence
from pathlib import Path

from euchre_teach.core.cards import Suit
from euchre_teach.core.rules import effective_suit, legal_plays, trick_winner
from euchre_teach.course import drills
from euchre_teach.course.catalogue import LESSONS, Lesson, find_lessons
from euchre_teach.course.items import Item

MIN_QUESTIONS = 6
"""A lesson quiz asks at least this many questions."""

COUNT_WORDS = ("Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve")
"""A "Check yourself" section that opens with a count says the quiz's own (six and up)."""

HEADING = "## Check yourself"

FIRST_STEPS = 3
"""Lessons 1 to 3 may build on nothing (lessons 1 and 2 do); every later lesson names the
earlier ones it needs."""


# ----------------------------------------------------------------- the catalogue


def catalogue_problems(lessons: Sequence[Lesson] = LESSONS) -> list[str]:
    """What is wrong with the catalogue as a whole, then with each entry."""
    problems = []
    numbers = [entry.number for entry in lessons]
    if numbers != list(range(1, len(lessons) + 1)):
        problems.append(f"the catalogue's lessons are numbered {numbers}: number them 1, 2, 3 "
                        "... in course order, with no gap")  # fmt: skip
    slugs = [entry.slug for entry in lessons]
    problems += [f"two lessons are called {slug!r}" for slug in sorted(set(slugs))
                 if slugs.count(slug) > 1]  # fmt: skip
    return problems + [p for entry in lessons for p in entry_problems(entry)]


def entry_problems(entry: Lesson) -> list[str]:
    """What is wrong with one lesson's catalogue entry."""
    where = f"lesson {entry.number} in the catalogue (euchre_teach/course/catalogue.py)"
    problems = []
    if not 5 <= entry.minutes <= 25:
        problems.append(f"{where}: {entry.minutes} minutes; a lesson takes 5 to 25")
    if not 2 <= len(entry.goals) <= 5:
        goals = "goal" if len(entry.goals) == 1 else "goals"
        problems.append(f"{where}: {len(entry.goals)} {goals}; a lesson has 2 to 5")
    if not entry.title.strip():
        problems.append(f"{where}: the title is empty")
    if not entry.summary.endswith("."):
        problems.append(f"{where}: the summary is one sentence ending with a full stop")
    if any(not 0 < earlier < entry.number for earlier in entry.builds_on):
        problems.append(f"{where}: it builds on {list(entry.builds_on)} in BUILDS_ON; a lesson "
                        "builds on earlier lessons only")  # fmt: skip
    elif entry.number > FIRST_STEPS and not entry.builds_on:
        problems.append(f"{where}: name the earlier lessons it builds on in BUILDS_ON "
                        f"(every lesson after the first {FIRST_STEPS} does)")  # fmt: skip
    return problems


# ----------------------------------------------------------------- quiz items


def quiz_problems(path: Path, lesson: int, items: Sequence[Item]) -> list[str]:
    """A lesson's quiz items, and the "Check yourself" section of its notebook that
    introduces them."""
    return item_problems(items, lesson) + check_yourself_problems(path, lesson, len(items))


def item_problems(items: Sequence[Item], lesson: int) -> list[str]:
    """What is wrong with a lesson's quiz items (empty when nothing is)."""
    problems = []
    if len(items) < MIN_QUESTIONS:
        many = "question" if len(items) == 1 else "questions"
        problems.append(f"the quiz has {len(items)} {many}; a lesson quiz has at least "
                        f"{MIN_QUESTIONS}")  # fmt: skip
    seen: set[str] = set()
    for item in items:
        where = f"quiz item {item.key!r}"
        if item.key in seen:
            problems.append(f"{where}: two questions share this key; each needs its own")
        seen.add(item.key)
        problems += [f"{where}: {p}" for p in _one_item(item, lesson)]
    return problems


def _one_item(item: Item, lesson: int) -> list[str]:
    problems = []
    if not item.answer:
        problems.append("no option is right")
    elif not item.select_all and len(item.answer) > 1:
        problems.append("more than one option is right in a choose-one question")
    if any(not option.feedback.strip() for option in item.options):
        problems.append("every option needs feedback saying why")
    if not item.explanation.strip():
        problems.append("the question needs an explanation")
    problems += _answer_problems(item)
    family = item.key.partition("/")[0]
    if family == f"L{lesson}":
        return problems
    try:
        again = drills.item(item.key)  # a generated family: "trap3/21", "orderC/2", "bid/4"
    except (ValueError, KeyError):
        return [*problems, f"a hand-written question's key starts 'L{lesson}/' (lesson {lesson})"]
    if again != item:
        problems.append("a generated item must be used as the generator made it")
    return problems


def _answer_problems(item: Item) -> list[str]:
    """The answer recomputed with the rules, independently, where the item shows cards."""
    if item.trump is None:
        return []
    if item.select_all and item.hand:
        legal = {str(card) for card in legal_plays(item.hand, item.trick, item.trump)}
        if set(item.answer) != legal:
            return [f"the cards that may be played are {sorted(legal)}, not {list(item.answer)}"]
    elif item.trick and not item.hand:
        winner = str(item.trick[trick_winner(item.trick, item.trump)])
        if item.answer != (winner,):
            return [f"{winner} wins this trick, not {list(item.answer)}"]
    elif len(item.hand) == 1 and {o.value for o in item.options} == {s.letter for s in Suit}:
        suit = effective_suit(item.hand[0], item.trump).letter
        if item.answer != (suit,):
            return [f"{item.hand[0]} belongs to suit {suit} here, not {list(item.answer)}"]
    return []


# ----------------------------------------------------------------- "Check yourself"


def _introduction(path: Path) -> str | None:
    """The words under a notebook's "Check yourself" heading, or None without one."""
    try:
        notebook = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    for cell in notebook.get("cells", []):
        text = "".join(cell.get("source", ""))
        if cell.get("cell_type") == "markdown" and text.startswith(HEADING):
            return text.removeprefix(HEADING).strip()
    return None


def check_yourself_problems(path: Path, lesson: int, count: int) -> list[str]:
    """The quiz is introduced under a "## Check yourself" heading in the lesson's own words:
    a count it opens with is the quiz's, and no sentence repeats another lesson's."""
    intro = _introduction(path)
    if intro is None:
        return [f"the quiz needs a markdown cell before it starting '{HEADING}', saying in a "
                "sentence or two what it asks"]  # fmt: skip
    problems = []
    first = intro.split()[0] if intro.split() else ""
    if first in COUNT_WORDS and COUNT_WORDS.index(first) + MIN_QUESTIONS != count:
        problems.append(f"'{HEADING}' says {first!r} questions, but the quiz has {count}")
    folder = find_lessons()
    for entry in LESSONS:
        other = folder / entry.notebook
        if entry.number == lesson or other.resolve() == path.resolve():
            continue
        theirs = set(_sentences(_introduction(other) or ""))
        problems += [f"'{HEADING}' repeats lesson {entry.number}'s sentence {sentence!r}: say "
                     "what this lesson's quiz asks" for sentence in _sentences(intro)
                     if sentence in theirs]  # fmt: skip
    return problems


def _sentences(text: str) -> list[str]:
    return [s for s in text.replace("\n", " ").split(". ") if s.strip()]
