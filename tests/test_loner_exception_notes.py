"""Hands 03 and 06 (house50): lesson 10 replays them judging loners, and their notes say
going alone would score more, though each fails lesson 8's loner test on a side card that
is not an ace. The note names the card that fails the test and says, in cards, why the hand
is a loner all the same (lesson 11's exception, "the test bends", said after the habit,
with the partner, which is right too: expert95; expert87: not "one of the loner exceptions
lesson 11 explains", a pointer ahead from lesson 10); before lesson 8 (lessons 5 and 7) the
whole aside is left out."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from euchre_teach.course.catalogue import GuidedHand, hands_dir, without_going_alone

ROOT = Path(__file__).resolve().parent.parent

CASES = [
    ("03_assist_and_march.txt", 1, "Q♣, not an ace, fails lesson 8's loner test",
     "your partner sits out and A♥ is out of play, so J♥, J♦ and K♥ are the three highest"
     " trumps left"),
    ("06_next_in_round_2.txt", 4, "K♠, a king without its ace, fails lesson 8's loner test",
     "with J♦ turned down, J♥ and A♥ are two sure tricks"),
]


def _lesson_11() -> str:
    cells = json.loads((ROOT / "lessons" / "11_strategy.ipynb").read_text(encoding="utf-8"))
    text = "\n".join("".join(c["source"]) for c in cells["cells"] if c["cell_type"] == "markdown")
    return " ".join(text.split())


def _comment(name: str, index: int, *, loners: bool) -> str:
    """The hand's note at ``index``, as the hand reads with or without going alone."""
    comment = GuidedHand.from_file(hands_dir() / name, loners=loners).record.comments[index]
    assert comment is not None
    return comment


@pytest.mark.parametrize(("name", "index", "fails", "why"), CASES)
def test_the_loner_aside_names_the_failing_card_and_lesson_11s_exception(
    name: str, index: int, fails: str, why: str
) -> None:
    comment = _comment(name, index, loners=True)
    # expert95: "the test is the habit" and "a loner all the same" were two messages
    assert (f"{fails}, so the habit is to play with your partner, and that is right here too;"
            " yet the test bends for this hand: ") in comment  # fmt: skip
    assert "all the same" not in comment
    assert "lesson 11" not in comment
    assert why in comment
    assert "## When the test bends: two exceptions" in _lesson_11()


@pytest.mark.parametrize(("name", "index", "fails", "why"), CASES)
def test_before_lesson_8_the_whole_aside_is_left_out(
    name: str, index: int, fails: str, why: str
) -> None:
    comment = _comment(name, index, loners=False)
    early = without_going_alone(comment)
    assert early and "alone" not in early and "lesson 11" not in early and fails not in early
    assert early in comment and len(early) < len(comment)
