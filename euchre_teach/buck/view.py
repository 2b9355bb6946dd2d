"""What one seat may know about a Buck Euchre hand: what its players and hints decide on.

The view holds the seat's own hand, the upcard, every bid and in/out, every card played and
by whom, and the dealer's own discard (to the dealer only): no hidden card of anyone else.
The hand makes it (:meth:`~euchre_teach.buck.deal.BuckDeal.view`), with the four-player
view's helpers (:mod:`euchre_teach.core.view`).
"""

from __future__ import annotations

import dataclasses

from euchre_teach.buck.rules import BuckPhase, BuckRules
from euchre_teach.core.actions import Action
from euchre_teach.core.cards import Card, Suit
from euchre_teach.core.state import Trick
from euchre_teach.core.view import played_in, unseen

__all__ = ["BuckView"]


@dataclasses.dataclass(frozen=True)
class BuckView:
    """One seat's knowledge of a Buck Euchre hand. ``history`` lists every action as
    ``(seat, action)``; another seat's discard shows as ``(dealer, None)``."""

    seat: int
    dealer: int
    rules: BuckRules
    scores: tuple[int, int, int]
    phase: BuckPhase
    to_act: int | None
    hand: tuple[Card, ...]
    upcard: Card
    upcard_taken: bool
    dirty_clubs: bool
    history: tuple[tuple[int, Action | None], ...]
    trump: Suit | None
    maker: int | None
    dropped: tuple[int, ...]
    tricks: tuple[Trick, ...]
    trick: tuple[Card, ...]
    trick_seats: tuple[int, ...]
    discard: Card | None
    legal_actions: tuple[Action, ...]

    @property
    def playing(self) -> tuple[int, ...]:
        """The seats still in the hand."""
        return tuple(seat for seat in range(3) if seat not in self.dropped)

    def tricks_taken(self, seat: int) -> int:
        """Tricks won so far by ``seat``."""
        return sum(1 for t in self.tricks if t.winner == seat)

    def played_cards(self) -> list[tuple[int, Card]]:
        """Every card played so far, as ``(seat, card)`` in play order."""
        return played_in(self.history)

    def unseen_cards(self) -> list[Card]:
        """Cards this seat has not seen: not its own, not played, not the upcard, not its
        own discard. With three hands, most of them lie in the nine cards not dealt."""
        return unseen(self.hand, self.history, self.upcard, self.discard)
