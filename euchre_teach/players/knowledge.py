"""What a seat can work out from its view: voids, cards still out, the trick's winner.

Everything here reads a :class:`~euchre_teach.core.view.View` only, so it never sees a hidden
card. "Out" cards are the ones that may still be in another seat's hand: cards not seen,
plus the upcard while the dealer (someone else) holds it.

>>> from euchre_teach.core.cards import parse_cards
>>> from euchre_teach.core.deal import Deal
>>> deal = Deal(3, [parse_cards("JH JD AH 9C TC"), parse_cards("AC KC QC JC 9S"),
...                 parse_cards("AS KS QS JS TS"), parse_cards("AD KD QD TD 9D")], Card.parse("KH"))
>>> deal.apply("order"); deal.apply("discard 9D"); deal.apply("play JH"); deal.apply("play 9S")
>>> view = deal.view(2)
>>> sorted(voids(view)[1])        # East did not follow the right bower: no hearts
[<Suit.HEARTS: 2>]
>>> holder_of_upcard(view)         # West, the dealer, picked up K♥ and has not played it
3
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from euchre_teach.core.cards import DECK, Card, Suit
from euchre_teach.core.rules import effective_suit, trick_rank, trick_winner
from euchre_teach.core.seats import partner
from euchre_teach.core.view import View

if TYPE_CHECKING:
    from euchre_teach.buck.view import BuckView

# Lookup tables (the players ask these questions hundreds of thousands of times per
# hint): [trump or 4][card.index] -> effective suit, [trump or 4][led][card.index] -> rank.
_SUIT = [[effective_suit(card, trump) for card in DECK] for trump in (*Suit, None)]
_RANK = [
    [[trick_rank(card, trump, led) for card in DECK] for led in Suit] for trump in (*Suit, None)
]


def suit_of(card: Card, trump: Suit | None) -> Suit:
    """The card's suit for following and winning (a table lookup of ``effective_suit``)."""
    return _SUIT[4 if trump is None else trump][card.index]


def rank_in(card: Card, trump: Suit | None, led: Suit) -> int:
    """The card's strength in a trick (a table lookup of ``trick_rank``)."""
    return _RANK[4 if trump is None else trump][led][card.index]


class _Facts:
    """What one view reveals, worked out once: a decision asks many times."""

    __slots__ = ("holder", "out", "played", "voids")

    def __init__(self, view: View) -> None:
        self.played = view.played_cards()
        self.voids = _voids_of(view)
        self.holder = _holder_of_upcard(view, self.played, self.voids)
        out = view.unseen_cards()
        if self.holder is not None and self.holder != view.seat:
            out.append(view.upcard)
        self.out = out


_last: list[tuple[View, _Facts]] = []


def _facts(view: View) -> _Facts:
    if _last and _last[0][0] is view:
        return _last[0][1]
    facts = _Facts(view)
    _last[:] = [(view, facts)]
    return facts

__all__ = [
    "beats",
    "cards_out",
    "highest",
    "holder_of_upcard",
    "initial_hand",
    "is_boss",
    "lowest",
    "on_my_side",
    "played_by",
    "rank_in",
    "shown_out",
    "suit_cards",
    "suit_of",
    "upcard_holder",
    "voids",
    "winning",
]


def _voids_of(view: View | BuckView) -> dict[int, set[Suit]]:
    empty: dict[int, set[Suit]] = {0: set(), 1: set(), 2: set(), 3: set()}
    tricks: list[tuple[Sequence[int], Sequence[Card]]] = [(t.seats, t.cards) for t in view.tricks]
    tricks.append((view.trick_seats, view.trick))
    for seats, cards in tricks:
        if not cards:
            continue
        led = suit_of(cards[0], view.trump)
        for seat, card in zip(seats[1:], cards[1:], strict=True):
            if suit_of(card, view.trump) is not led:
                empty[seat].add(led)
    return empty


def _holder_of_upcard(
    view: View | BuckView, played: list[tuple[int, Card]], known_voids: dict[int, set[Suit]]
) -> int | None:
    if not view.upcard_taken or any(card is view.upcard for _, card in played):
        return None
    if view.seat == view.dealer:
        return view.seat if view.upcard in view.hand else None
    if sum(1 for seat, _ in played if seat == view.dealer) == 5:
        return None  # the dealer's hand is empty, so the upcard was the discard
    if suit_of(view.upcard, view.trump) in known_voids[view.dealer]:
        return None  # the dealer could not follow that suit, so the upcard went in the discard
    return view.dealer


def shown_out(view: View | BuckView) -> dict[int, set[Suit]]:
    """For each seat, the suits it failed to follow (at a table of four or of three)."""
    return _voids_of(view)


def upcard_holder(view: View | BuckView) -> int | None:
    """Who holds the upcard as far as this seat can tell: the dealer who took it, until it
    is played or shown to be the discard (the dealer failed to follow its suit, or has
    played all five cards); None when nobody does."""
    return _holder_of_upcard(view, view.played_cards(), _voids_of(view))


def voids(view: View) -> dict[int, set[Suit]]:
    """For each seat, the suits it is known to be empty in: it failed to follow them."""
    return _facts(view).voids


def played_by(view: View, seat: int) -> list[Card]:
    """The cards ``seat`` has played so far, in order."""
    return [card for who, card in _facts(view).played if who == seat]


def holder_of_upcard(view: View) -> int | None:
    """The seat known to hold the upcard: the dealer who took it and has not played it.

    None when it was turned down, played, or discarded (as far as this seat knows).
    """
    return _facts(view).holder


def cards_out(view: View) -> list[Card]:
    """Cards that may still be in another seat's hand (the upcard included while the
    dealer holds it). The list is shared: do not change it."""
    return _facts(view).out


def initial_hand(view: View) -> list[Card]:
    """The five cards this seat was dealt: its hand, the cards it played, its discard,
    less the upcard it picked up as dealer."""
    cards = [*view.hand, *played_by(view, view.seat)]
    if view.discard is not None:
        cards.append(view.discard)
    if view.seat == view.dealer and view.upcard_taken and view.upcard in cards:
        cards.remove(view.upcard)
    return cards


def suit_cards(cards: Iterable[Card], suit: Suit, trump: Suit | None) -> list[Card]:
    """The cards that belong to ``suit`` with this trump (the left bower counts as trump)."""
    return [c for c in cards if suit_of(c, trump) is suit]


def _strength(card: Card, trump: Suit | None) -> int:
    return rank_in(card, trump, suit_of(card, trump))


def highest(cards: Iterable[Card], trump: Suit | None) -> Card:
    """The strongest card: trumps above plain cards, then by rank."""
    return max(cards, key=lambda c: (_strength(c, trump), -c.index))


def lowest(cards: Iterable[Card], trump: Suit | None) -> Card:
    """The weakest card: plain cards below trumps, then by rank."""
    return min(cards, key=lambda c: (_strength(c, trump), c.index))


def is_boss(card: Card, out: Iterable[Card], trump: Suit | None) -> bool:
    """True when no card still out ranks above ``card`` in its own suit (trump included)."""
    table = _SUIT[4 if trump is None else trump]
    suit = table[card.index]
    ranks = _RANK[4 if trump is None else trump][suit]
    rank = ranks[card.index]
    return all(table[c.index] is not suit or ranks[c.index] < rank for c in out)


def winning(trick: Sequence[Card], seats: Sequence[int], trump: Suit | None) -> tuple[int, Card]:
    """The seat and card winning a (partial) trick so far."""
    index = trick_winner(trick, trump)
    return seats[index], trick[index]


def beats(card: Card, best: Card, led: Suit, trump: Suit | None) -> bool:
    """True when ``card`` played now would win over ``best``, the trick's current winner."""
    return rank_in(card, trump, led) > rank_in(best, trump, led)


def on_my_side(view: View, seat: int) -> bool:
    """True for this seat and its partner."""
    return seat in (view.seat, partner(view.seat))
