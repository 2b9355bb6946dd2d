"""Bidding helpers of the coach: seats, trumps held, the loner test and the dealer's discard.

The count itself (card values, what each seat needs) is :mod:`euchre_teach.players.count`,
the method lesson 6 teaches; :func:`hand_points` is its total.

>>> from euchre_teach.core.cards import parse_cards
>>> hand = parse_cards("JH JD AH AS 9C")
>>> hand_points(hand, Suit.HEARTS)   # 3 + 2.5 + 2 (top three trumps), 1 (A♠), 1.5 (no ♦)
10.0
>>> loner_ready(parse_cards("JH JD AH KH AS"), Suit.HEARTS)
True
>>> best_discard(parse_cards("JH JD AH KH 9C QS"), Suit.HEARTS)   # 9♣ or Q♠: keep it short
Card.parse('9C')
"""

from __future__ import annotations

from collections.abc import Sequence

from euchre_teach.core.cards import Card, Rank, Suit
from euchre_teach.core.rules import bower, effective_suit
from euchre_teach.players.count import best_discard, count_hand

__all__ = [
    "LONER_TEST",
    "best_discard",
    "discard_reason",
    "hand_points",
    "loner_gaps",
    "loner_ready",
    "seat_position",
    "sure_plain",
    "trump_count",
]


def seat_position(seat: int, dealer: int) -> int:
    """1 for the dealer's left, 2 for the dealer's partner, 3 for the dealer's right, 0 the
    dealer."""
    return (seat - dealer) % 4


def trump_count(hand: Sequence[Card], trump: Suit) -> int:
    """How many trumps a hand holds (the left bower included)."""
    return sum(1 for c in hand if effective_suit(c, trump) is trump)


def hand_points(hand: Sequence[Card], trump: Suit) -> float:
    """The taught count of a hand if ``trump`` were trump (:func:`count_hand`'s total)."""
    return count_hand(hand, trump).total


LONER_TEST = (
    "at least three trumps",
    "two of the three highest trumps (the right bower, the left bower, the ace of trump)",
    "every card that is not a trump is an ace, or a king with its own ace",
)
"""The coach's loner test, as lesson 8 and the coach's reasons say it: a hand that meets
all three expects to take all five tricks alone (a march is likely).

Session 44 dropped the right bower the older test required: the judge, asked "alone or
with the partner?" on random deals from the dealer's left, put going alone ahead on such
hands (J♦ A♥ K♥ A♠ A♣ +0.27 of a point a hand, J♦ A♥ K♥ Q♥ A♠ +0.42, J♥ A♥ K♥ A♠ A♣
+0.77; J♦ A♥ K♥ Q♥ 10♥ +0.82 on a 9♥ upcard). It also let in one bower among four trumps
(J♥ K♥ Q♥ 10♥ A♠ +0.91, J♦ K♥ Q♥ 10♥ A♠ +0.26), and a cold review by an experienced
teacher (expert55) refused that part: "No club player calls those clear loners. Against
competent defence, J♦ K♥ Q♥ 10♥ is odds-on to lose a trick" (the right bower or the ace of
trump, with a guard, in a defender's hand). The judge's play-outs use the course's computer
defenders, easy on a loner (:mod:`euchre_teach.strategy.loners`), so that part now fails:
such a hand plays with the partner by the test, and going alone stays accepted where the
judge measures it ahead by more than its margin (:data:`~euchre_teach.strategy.loners.
PARTNER_RULE` keeps the bid with the partner beside it)."""


def loner_ready(hand: Sequence[Card], trump: Suit) -> bool:
    """True when the hand passes :data:`LONER_TEST`: a lone march is likely."""
    return not loner_gaps(hand, trump)


def loner_gaps(hand: Sequence[Card], trump: Suit) -> list[str]:
    """The parts of :data:`LONER_TEST` the hand misses (none: go alone).

    >>> from euchre_teach.core.cards import parse_cards
    >>> loner_gaps(parse_cards("JH JD AH KS AS"), Suit.HEARTS)
    []
    >>> loner_gaps(parse_cards("JH JD AH KS AC"), Suit.HEARTS)
    ['every card that is not a trump is an ace, or a king with its own ace']
    >>> loner_gaps(parse_cards("JD AH KH QH TH"), Suit.HEARTS)  # no right bower: only J♥ beats it
    []
    >>> len(loner_gaps(parse_cards("AH KH QH TH AS"), Suit.HEARTS))  # no bower
    1
    >>> len(loner_gaps(parse_cards("JH KH QH TH AS"), Suit.HEARTS))  # J♦ and A♥ both out
    1
    """
    trumps = [c for c in hand if effective_suit(c, trump) is trump]
    kinds = {bower(c, trump) for c in trumps}
    top = len(kinds & {"right", "left"}) + (Card(Rank.ACE, trump) in hand)
    high = top >= 2
    plain = [c for c in hand if effective_suit(c, trump) is not trump]
    met = (len(trumps) >= 3, high, all(sure_plain(c, hand) for c in plain))
    return [test for test, ok in zip(LONER_TEST, met, strict=True) if not ok]


def sure_plain(card: Card, hand: Sequence[Card]) -> bool:
    """Whether a plain card meets the loner test's last part: an ace, or a king whose ace is
    in the same hand (once trumps are drawn, the ace and then the king win their suit: a
    cold expert review, J♥ J♦ A♥ A♠ K♠ alone scoring about 3.5 a hand against 2.0 with the
    partner from the dealer's left on a 9♥)."""
    return card.rank is Rank.ACE or (card.rank is Rank.KING and Card(Rank.ACE, card.suit) in hand)


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
