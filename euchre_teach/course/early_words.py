"""What a guided hand says of a card that works too, on the pages before the count.

A cold review by an experienced Euchre teacher (expert55) read lesson 5's hand 03: "Hand
03's trick-1 verdicts accept Q♣ as 'can work here too' (letting the dealer partner maybe
trump it). That is noise for someone on lesson 5." On lessons 3 and 5 a played card the
judge accepts beside the rule's is answered in the habit's words alone: which card is the
habit, and why, in one sentence; the other card's praise and its trick-level reasons wait
for lesson 10's replay. The judge's figures still say that the two play out about the same.
"""

from __future__ import annotations

from euchre_teach.core.actions import Action, Kind
from euchre_teach.course.habit_words import COUNT_LESSON

__all__ = ["brief_habit"]


def brief_habit(habit: str, act: Action, lesson: int) -> str:
    """The habit's sentence without what follows it (``"; your Q♣ is not wrong by much here."``)
    where a page before lesson 6 answers a card that works too; ``""`` where the page says
    the whole answer (a later lesson, a bid or a discard, or no habit to say).

    >>> brief_habit("K♥ is the habit to build: K♥ takes the trick; your Q♣ is not wrong by"
    ...             " much here.", Action.parse("play QC"), 5)
    'K♥ is the habit to build: K♥ takes the trick.'
    >>> brief_habit("K♥ is the habit to build: K♥ takes the trick.", Action.parse("play QC"), 10)
    ''
    """
    if not habit or lesson >= COUNT_LESSON or act.kind is not Kind.PLAY:
        return ""
    return f"{habit.partition('; ')[0].removesuffix('.')}."
