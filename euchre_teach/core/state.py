"""The small value types a deal reports: its phase, its tricks and its result.

A hand played out has one of a few dozen results, made once here (:data:`RESULTS`) from
the scoring rule (:func:`~euchre_teach.core.rules.hand_score`): deals share them.

>>> RESULTS[1, 5, True, False]  # East-West's lone maker took all five tricks
Result(maker_tricks=5, scoring_team=1, points=4, renege=None)
"""

from __future__ import annotations

import dataclasses
import enum
from typing import NamedTuple

from euchre_teach.core.cards import Card
from euchre_teach.core.rules import hand_score

__all__ = ["RESULTS", "Phase", "Result", "Trick"]


class Phase(enum.Enum):
    """Where a deal stands."""

    BIDDING_1 = "bidding, round 1"
    DISCARD = "dealer's discard"
    BIDDING_2 = "bidding, round 2"
    DEFEND = "defending alone?"
    PLAY = "play"
    DONE = "done"
    PASSED_OUT = "thrown in"


class Trick(NamedTuple):
    """A completed trick: who led, who played (in order), the cards, and who won.

    Immutable, like every value a deal reports: a named tuple, the cheapest immutable
    record Python makes (a deal makes five a hand).
    """

    leader: int
    seats: tuple[int, ...]
    cards: tuple[Card, ...]
    winner: int

    @classmethod
    def made(
        cls, leader: int, seats: tuple[int, ...], cards: tuple[Card, ...], winner: int
    ) -> Trick:
        """The same as ``Trick(leader, seats, cards, winner)``, without the keyword
        handling: for the deal, which makes one per trick."""
        return _new_tuple(cls, (leader, seats, cards, winner))


_new_tuple = tuple.__new__


@dataclasses.dataclass(frozen=True)
class Result:
    """The outcome of a finished deal.

    ``renege`` is the seat whose renege was claimed, when the hand ended that way.
    """

    maker_tricks: int
    scoring_team: int
    points: int
    renege: int | None = None


def _result(makers: int, maker_tricks: int, alone: bool, defender_alone: bool) -> Result:
    """The result of a hand played out: who scores (a team) and how many points."""
    side, points = hand_score(maker_tricks, alone=alone, defender_alone=defender_alone)
    return Result(maker_tricks, makers if side == "makers" else 1 - makers, points)


#: (makers' team, their tricks, alone, defended alone) -> the result: every result a hand
#: played out can have, made once (results are immutable, so deals may share them).
RESULTS = {
    (makers, tricks, alone, defended): _result(makers, tricks, alone, defended)
    for makers in (0, 1) for tricks in range(6) for alone in (False, True)
    for defended in ((False, True) if alone else (False,))
}  # fmt: skip
