"""The bidding both games share: round 1 on the upcard, round 2 naming another suit.

Round 1 goes round the table from the dealer's left: each player passes or orders up the
upcard (and the dealer picks it up). When the dealer has passed too, round 2 goes round:
each player names a suit other than the upcard's, or passes; the dealer passing again
throws the hand in, unless stick the dealer forbids that pass. Four-player Euchre
(:class:`~euchre_teach.core.deal.Deal`) and Buck Euchre
(:class:`~euchre_teach.buck.deal.BuckDeal`) both bid this way: each passes in its number of
seats and its phases, and says what making trump and picking up the upcard do.
"""

from __future__ import annotations

import enum
from typing import ClassVar, Protocol

from euchre_teach.core import messages
from euchre_teach.core.actions import PASS, Action, Kind
from euchre_teach.core.cards import Card, Suit
from euchre_teach.core.errors import IllegalAction

__all__ = ["TwoRoundBidding"]

_K_CALL = Kind.CALL
_K_ORDER = Kind.ORDER


class _StickTheDealer(Protocol):
    @property
    def stick_the_dealer(self) -> bool: ...


class TwoRoundBidding:
    """The two rounds of bidding and the end of a hand, for a game's deal to inherit.

    The game's class passes in ``_SEATS`` (4 or 3) and its ``_ROUND_2`` and ``_THROWN_IN``
    phases, and says what ``_make_trump``, ``_pick_up`` (the dealer takes the upcard) and
    ``_after_trump_made`` do.
    """

    _SEATS: ClassVar[int]
    _ROUND_2: ClassVar[enum.Enum]
    _THROWN_IN: ClassVar[enum.Enum]

    dealer: int
    upcard: Card
    rules: _StickTheDealer
    phase: enum.Enum
    to_act: int | None
    is_over: bool
    history: list[tuple[int, Action]]

    def _stuck(self, seat: int) -> bool:
        """True for a dealer who may not pass in round 2 (stick the dealer)."""
        return self.rules.stick_the_dealer and seat == self.dealer

    def _bid_round_1(self, seat: int, act: Action) -> None:
        if act is PASS:
            self.history.append((seat, act))
            if seat == self.dealer:
                self.phase = self._ROUND_2
            self.to_act = (seat + 1) % self._SEATS
            return
        if act.kind is not _K_ORDER:
            raise IllegalAction(messages.wrong_in_round_1(self.upcard, act))
        self.history.append((seat, act))
        self._make_trump(seat, self.upcard.suit, act.alone)
        self._pick_up()

    def _bid_round_2(self, seat: int, act: Action) -> None:
        if act is PASS:
            if self._stuck(seat):
                raise IllegalAction(messages.stuck_dealer(self.upcard))
            self.history.append((seat, act))
            if seat == self.dealer:
                self._end(self._THROWN_IN)
            else:
                self.to_act = (seat + 1) % self._SEATS
            return
        if act.kind is not _K_CALL or act.suit is None:
            raise IllegalAction(messages.wrong_in_round_2(self.upcard, act, self._stuck(seat)))
        if act.suit is self.upcard.suit:
            raise IllegalAction(messages.turned_down_suit(self.upcard, self._stuck(seat)))
        self.history.append((seat, act))
        self._make_trump(seat, act.suit, act.alone)
        self._after_trump_made()

    def _end(self, phase: enum.Enum) -> None:
        """Nobody is left to act: the hand is done (scored) or thrown in."""
        self.phase = phase
        self.to_act = None
        self.is_over = True

    # What each game does: ---------------------------------------------------------------

    def _make_trump(self, seat: int, suit: Suit, alone: bool) -> None:
        raise NotImplementedError

    def _pick_up(self) -> None:
        raise NotImplementedError

    def _after_trump_made(self) -> None:
        raise NotImplementedError
