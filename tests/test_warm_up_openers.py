"""A lesson that opens with a one-question check before it teaches the answer asks it as a
warm-up (``practice(..., warm_up=True)``): a beginner's guess there is kept, but a miss is
not brought back in Review as a mistake to practise (links17, item 4)."""

from __future__ import annotations

import json

import pytest

from euchre_teach import Card, Suit
from euchre_teach.course import drills
from euchre_teach.course.catalogue import LESSONS, find_lessons
from widgets.course import practice


def _opening_practice(number: int) -> tuple[str, str]:
    """The lesson's first practice cell, and the markdown that introduces it."""
    entry = next(e for e in LESSONS if e.number == number)
    cells = json.loads((find_lessons() / entry.notebook).read_text("utf-8"))["cells"]
    said = ""
    for cell in cells:
        source = "".join(cell["source"])
        if cell["cell_type"] == "markdown":
            said = source
        elif source.startswith("practice("):
            return source, said
    raise AssertionError(f"lesson {number} has no practice round")


@pytest.mark.parametrize("number", [2, 3, 4, 9])
def test_a_lessons_opening_guess_is_a_warm_up_that_does_not_count_against_the_learner(
    number: int,
) -> None:
    """Lessons 4 (who wins a trick) and 9 (what a hand scores) open with a question the
    lesson answers only below it; they were asked as practice, so a beginner's wrong
    guess came back in Review as a mistake. Asked as lessons 2 and 3 ask theirs."""
    source, said = _opening_practice(number)
    assert said.startswith("## Try it"), said
    round_ = eval(source, {"drills": drills, "practice": practice, "Card": Card, "Suit": Suit})
    assert round_.warm_up and round_.count == 1


@pytest.mark.parametrize("number", [4, 9])
def test_a_warm_up_opener_tells_a_beginner_to_guess(number: int) -> None:
    """The page says a guess is welcome and why it is not brought back (as lesson 2 does)."""
    _source, said = _opening_practice(number)
    said = " ".join(said.split())
    assert "guess" in said and "not brought back" in said, said
