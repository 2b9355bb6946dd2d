"""The small value types a deal reports: its phase, its tricks and its result."""

from __future__ import annotations

import dataclasses
import enum
from typing import NamedTuple

from euchre_teach.core.cards import Card

__all__ = ["Phase", "Result", "Trick"]


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
