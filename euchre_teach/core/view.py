"""What one seat may know about a deal: the information players and hints decide on.

A view holds the seat's own hand, the upcard (and whether the dealer took it), every bid,
every card played and by whom, and the dealer's own discard (to the dealer only). It holds
no hidden card of anyone else, so a player given a view cannot cheat. The deal makes it
(:meth:`~euchre_teach.core.deal.Deal.view`); the helpers below serve Buck Euchre's view too.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from euchre_teach.core.actions import Action, Kind
from euchre_teach.core.cards import DECK, Card, Suit
from euchre_teach.core.rules import Rules
from euchre_teach.core.state import Phase, Trick

__all__ = ["View", "played_in", "seen_history", "unseen"]


@dataclasses.dataclass(frozen=True)
class View:
    """One seat's knowledge of a deal. ``history`` lists every action in order as
    ``(seat, action)``; another seat's discard shows as ``(dealer, None)``."""

    seat: int
    dealer: int
    rules: Rules
    scores: tuple[int, int]
    phase: Phase
    to_act: int | None
    hand: tuple[Card, ...]
    upcard: Card
    upcard_taken: bool
    history: tuple[tuple[int, Action | None], ...]
    trump: Suit | None
    maker: int | None
    alone: bool
    defender_alone: int | None
    sitting_out: tuple[int, ...]
    tricks: tuple[Trick, ...]
    trick: tuple[Card, ...]
    trick_seats: tuple[int, ...]
    discard: Card | None
    legal_actions: tuple[Action, ...]

    @property
    def turned_down(self) -> bool:
        """True once the upcard has been turned down (round 2 or later, nobody ordered it)."""
        return any(a is not None and a.kind is Kind.CALL for _, a in self.history) or (
            self.phase is Phase.BIDDING_2 or self.phase is Phase.PASSED_OUT
        )

    def played_cards(self) -> list[tuple[int, Card]]:
        """Every card played so far this deal, as ``(seat, card)`` in play order."""
        return played_in(self.history)

    def unseen_cards(self) -> list[Card]:
        """Cards this seat has not seen: not in its hand, not played, not the upcard
        (unless it was turned down), not its own discard."""
        return unseen(self.hand, self.history, self.upcard, self.discard)


def played_in(history: Sequence[tuple[int, Action | None]]) -> list[tuple[int, Card]]:
    """The cards played in a seat's history, as ``(seat, card)`` in play order (for the
    four-player view and Buck Euchre's alike)."""
    return [
        (seat, action.card)
        for seat, action in history
        if action is not None and action.kind is Kind.PLAY and action.card is not None
    ]


def unseen(
    hand: Sequence[Card],
    history: Sequence[tuple[int, Action | None]],
    upcard: Card,
    discard: Card | None,
) -> list[Card]:
    """The cards a seat has not seen: not in ``hand``, not played, not the upcard, not its
    own ``discard``."""
    seen = set(hand)
    seen.update(card for _, card in played_in(history))
    seen.add(upcard)
    if discard is not None:
        seen.add(discard)
    return [card for card in DECK if card not in seen]


def seen_history(
    history: Sequence[tuple[int, Action]], seat: int
) -> tuple[tuple[int, Action | None], ...]:
    """A deal's history as ``seat`` saw it: another seat's discard shows as None."""
    return tuple(
        (actor, None if action.kind is Kind.DISCARD and actor != seat else action)
        for actor, action in history
    )
