"""Counting a hand for bidding: points for bowers, trumps, off-suit aces and empty suits.

The count is the coach's own scale. About 6 points is a hand that expects three tricks
with an average partner; the seat and the upcard move that a little (see :data:`THRESHOLDS`,
:func:`upcard_swing`). The thresholds were tuned by duplicate self-play (benchmarks/).

>>> from euchre_teach.cards import parse_cards
>>> hand = parse_cards("JH JD AH AS 9C")
>>> hand_points(hand, Suit.HEARTS)   # 3 + 2.5 + 2 (top three trumps), 1 (A♠), 0.75 (no ♦)
9.25
>>> loner_ready(parse_cards("JH JD AH KH AS"), Suit.HEARTS)
True
>>> best_discard(parse_cards("JH JD AH KH 9C QS"), Suit.HEARTS)   # 9♣ or Q♠: keep it short
Card.parse('9C')
"""

from __future__ import annotations

from collections.abc import Sequence

from euchre_teach.cards import Card, Rank, Suit
from euchre_teach.rules import bower, effective_suit, trick_rank

__all__ = [
    "THRESHOLDS",
    "UPCARD_SWING",
    "best_discard",
    "discard_reason",
    "hand_points",
    "loner_ready",
    "seat_position",
    "trump_count",
    "upcard_swing",
]

#: Points for trumps by rank; the bowers get their own entries.
_TRUMP_POINTS = {Rank.ACE: 2.0, Rank.KING: 1.5, Rank.QUEEN: 1.25, Rank.TEN: 1.0, Rank.NINE: 1.0}
_RIGHT, _LEFT = 3.0, 2.5
_OFF_ACE, _GUARDED_KING, _VOID = 1.0, 0.5, 0.75

#: Points needed to make trump, by seat position counted from the dealer
#: (1: the dealer's left, 2: the dealer's partner, 3: the dealer's right, 0: the dealer).
THRESHOLDS = {1: 6.0, 2: 6.0, 3: 6.0, 0: 5.5}

#: What the upcard is worth to the side that gets it, by kind.
UPCARD_SWING = {"right": 1.5, "left": 1.0, "ace": 1.0, "other": 0.5}


def seat_position(seat: int, dealer: int) -> int:
    """1 for the dealer's left, 2 for the dealer's partner, 3 for the dealer's right, 0 the
    dealer."""
    return (seat - dealer) % 4


def trump_count(hand: Sequence[Card], trump: Suit) -> int:
    """How many trumps a hand holds (the left bower included)."""
    return sum(1 for c in hand if effective_suit(c, trump) is trump)


def hand_points(hand: Sequence[Card], trump: Suit) -> float:
    """The coach's point count of a hand if ``trump`` were trump."""
    points = 0.0
    trumps = trump_count(hand, trump)
    for card in hand:
        kind = bower(card, trump)
        if kind == "right":
            points += _RIGHT
        elif kind == "left":
            points += _LEFT
        elif card.suit is trump:
            points += _TRUMP_POINTS[card.rank]
        elif card.rank is Rank.ACE:
            points += _OFF_ACE
        elif card.rank is Rank.KING and Card(Rank.ACE, card.suit) in hand:
            points += _GUARDED_KING
    if trumps >= 2:
        plain = [s for s in Suit if s is not trump]
        held = {effective_suit(c, trump) for c in hand}
        points += _VOID * sum(1 for s in plain if s not in held)
    return points


def upcard_swing(upcard: Card) -> float:
    """What the upcard adds to the dealer's side when its suit becomes trump."""
    kind = bower(upcard, upcard.suit)
    if kind is not None:
        return UPCARD_SWING[kind]
    return UPCARD_SWING["ace" if upcard.rank is Rank.ACE else "other"]


def loner_ready(hand: Sequence[Card], trump: Suit) -> bool:
    """True when the hand should take all five tricks without a partner.

    It needs the right bower, at least three trumps, the top two trumps or five trumps,
    and every plain card an ace.
    """
    trumps = [c for c in hand if effective_suit(c, trump) is trump]
    kinds = {bower(c, trump) for c in trumps}
    if "right" not in kinds or len(trumps) < 3:
        return False
    if len(trumps) == 5:
        return True
    top_two = "left" in kinds or (
        Card(Rank.ACE, trump) in hand and len(trumps) >= 4
    )
    plain = [c for c in hand if effective_suit(c, trump) is not trump]
    return top_two and all(c.rank is Rank.ACE for c in plain)


def _keep_value(card: Card, hand: Sequence[Card], trump: Suit) -> tuple[int, int, int]:
    """How much the dealer wants to keep ``card`` (smaller is thrown first)."""
    suit = effective_suit(card, trump)
    if suit is trump:
        return (3, trick_rank(card, trump, trump), 0)
    if card.rank is Rank.ACE:
        return (2, 0, 0)
    same = sum(1 for c in hand if effective_suit(c, trump) is suit)
    # A lone plain card is thrown first: that empties the suit.
    return (0 if same == 1 else 1, int(card.rank), -card.index)


def best_discard(hand: Sequence[Card], trump: Suit) -> Card:
    """The dealer's discard from six cards: empty a plain suit if possible, else the
    lowest plain card; never a trump while a plain card other than an ace remains."""
    return min(hand, key=lambda c: _keep_value(c, hand, trump))


def discard_reason(card: Card, hand: Sequence[Card], trump: Suit) -> tuple[str, str]:
    """The principle key and a sentence for discarding ``card`` from ``hand``."""
    suit = effective_suit(card, trump)
    if suit is trump:
        return ("discard-low", f"Every card you hold is a trump or an ace; {card.label()}"
                f" is your lowest trump, so it is the one to spare.")
    same = [c for c in hand if effective_suit(c, trump) is suit]
    if len(same) == 1 and card.rank is not Rank.ACE:
        return ("discard-to-void", f"Discard {card.label()}, your only {suit.plural[:-1]}:"
                f" with no {suit.plural} left you can trump them when they are led.")
    return ("discard-low", f"Discard {card.label()}, your lowest plain card; keep your"
            f" trumps ({trump.plural}) and aces.")
