"""What a seat can work out from its view: voids, cards still out, the trick's winner.

Everything here reads a :class:`~euchre_teach.view.View` only, so it never sees a hidden
card. "Out" cards are the ones that may still be in another seat's hand: cards not seen,
plus the upcard while the dealer (someone else) holds it.

>>> from euchre_teach.cards import parse_cards
>>> from euchre_teach.deal import Deal
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

from euchre_teach.cards import Card, Suit
from euchre_teach.rules import effective_suit, trick_rank, trick_winner
from euchre_teach.seats import partner
from euchre_teach.view import View

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
    "suit_cards",
    "voids",
    "winning",
]


def _follow_failures(leader_cards: Iterable[tuple[Sequence[int], Sequence[Card]]],
                     trump: Suit | None) -> dict[int, set[Suit]]:
    empty: dict[int, set[Suit]] = {0: set(), 1: set(), 2: set(), 3: set()}
    for seats, cards in leader_cards:
        if not cards:
            continue
        led = effective_suit(cards[0], trump)
        for seat, card in zip(seats[1:], cards[1:], strict=True):
            if effective_suit(card, trump) is not led:
                empty[seat].add(led)
    return empty


def voids(view: View) -> dict[int, set[Suit]]:
    """For each seat, the suits it is known to be empty in: it failed to follow them."""
    tricks = [(t.seats, t.cards) for t in view.tricks]
    tricks.append((view.trick_seats, view.trick))
    return _follow_failures(tricks, view.trump)


def played_by(view: View, seat: int) -> list[Card]:
    """The cards ``seat`` has played so far, in order."""
    return [card for who, card in view.played_cards() if who == seat]


def holder_of_upcard(view: View) -> int | None:
    """The seat known to hold the upcard: the dealer who took it and has not played it.

    None when it was turned down, played, or discarded (as far as this seat knows).
    """
    if not view.upcard_taken:
        return None
    if any(card is view.upcard for _, card in view.played_cards()):
        return None
    if view.seat == view.dealer:
        return view.seat if view.upcard in view.hand else None
    if len(played_by(view, view.dealer)) == 5:
        return None  # the dealer's hand is empty, so the upcard was the discard
    if view.trump is not None and effective_suit(view.upcard, view.trump) in voids(view)[
        view.dealer
    ]:
        return None  # the dealer could not follow that suit, so the upcard went in the discard
    return view.dealer


def cards_out(view: View) -> list[Card]:
    """Cards that may still be in another seat's hand (the upcard included while the
    dealer holds it)."""
    out = view.unseen_cards()
    holder = holder_of_upcard(view)
    if holder is not None and holder != view.seat:
        out.append(view.upcard)
    return out


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
    return [c for c in cards if effective_suit(c, trump) is suit]


def _strength(card: Card, trump: Suit | None) -> int:
    return trick_rank(card, trump, effective_suit(card, trump))


def highest(cards: Iterable[Card], trump: Suit | None) -> Card:
    """The strongest card: trumps above plain cards, then by rank."""
    return max(cards, key=lambda c: (_strength(c, trump), -c.index))


def lowest(cards: Iterable[Card], trump: Suit | None) -> Card:
    """The weakest card: plain cards below trumps, then by rank."""
    return min(cards, key=lambda c: (_strength(c, trump), c.index))


def is_boss(card: Card, out: Iterable[Card], trump: Suit | None) -> bool:
    """True when no card still out ranks above ``card`` in its own suit (trump included)."""
    suit = effective_suit(card, trump)
    rank = trick_rank(card, trump, suit)
    return all(
        effective_suit(c, trump) is not suit or trick_rank(c, trump, suit) < rank for c in out
    )


def winning(trick: Sequence[Card], seats: Sequence[int], trump: Suit | None) -> tuple[int, Card]:
    """The seat and card winning a (partial) trick so far."""
    index = trick_winner(trick, trump)
    return seats[index], trick[index]


def beats(card: Card, best: Card, led: Suit, trump: Suit | None) -> bool:
    """True when ``card`` played now would win over ``best``, the trick's current winner."""
    return trick_rank(card, trump, led) > trick_rank(best, trump, led)


def on_my_side(view: View, seat: int) -> bool:
    """True for this seat and its partner."""
    return seat in (view.seat, partner(view.seat))
