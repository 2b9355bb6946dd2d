"""The rules of play: variants, the bowers, following suit, trick winners and scoring.

The bowers live in exactly two functions, :func:`effective_suit` and :func:`trick_rank`;
everything else asks them.

>>> hearts = Suit.HEARTS
>>> effective_suit(Card.parse("JD"), hearts)       # the left bower is a heart
<Suit.HEARTS: 2>
>>> trick = [Card.parse(t) for t in ("AD", "JD", "KD")]
>>> trick_winner(trick, hearts)                    # trumped by the left bower
1
>>> hand_score(5, alone=True)
('makers', 4)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Literal

from euchre_teach.core.cards import DECK, Card, Rank, Suit

__all__ = [
    "LEFT_BOWER_RANK",
    "RIGHT_BOWER_RANK",
    "TRUMP_BASE",
    "Rules",
    "bower",
    "bower_card",
    "effective_suit",
    "hand_score",
    "legal_plays",
    "ranked",
    "trick_rank",
    "trick_winner",
]

LoneLead = Literal["maker_left", "dealer_left"]

#: Every trump ranks above every card of a plain suit: plain cards rank 9..14.
TRUMP_BASE = 100
RIGHT_BOWER_RANK = TRUMP_BASE + 30
LEFT_BOWER_RANK = TRUMP_BASE + 20


@dataclasses.dataclass(frozen=True)
class Rules:
    """The rule variants a table plays by. The defaults are the traditional rules.

    - ``stick_the_dealer``: after two rounds of passes the dealer must name trump
      (otherwise the hand is thrown in and the next dealer deals).
    - ``defend_alone``: a defender may answer a lone maker by defending alone, and a lone
      maker euchred by a lone defender gives 4 points.
    - ``points_to_win``: 10 (some play to 11).
    - ``loner_lead``: who leads against a lone hand: ``"maker_left"`` (the seat to the lone
      maker's left, as many tables play) or ``"dealer_left"`` (the first seat in play to the
      dealer's left, the ordinary opening lead with no exception for a lone hand).
    - ``enforce_follow_suit``: True refuses a card that fails to follow suit; False is
      table mode, where a renege may be played and then claimed by the other side. A
      claim is always scored, with the usual penalty (2 points, 4 against a lone hand), the
      rule lesson 9 teaches. Many tables let a renege go when the play could be put right
      without changing who wins the hand; the core cannot tell that, so it is no option
      here, and table-mode hands are written so that both rules agree.

    >>> Rules(points_to_win=0)
    Traceback (most recent call last):
    ...
    ValueError: points_to_win must be a whole number from 1 to 100, not 0
    """

    stick_the_dealer: bool = False
    defend_alone: bool = False
    points_to_win: int = 10
    loner_lead: LoneLead = "maker_left"
    enforce_follow_suit: bool = True

    def __post_init__(self) -> None:
        points = self.points_to_win
        if isinstance(points, bool) or not isinstance(points, int) or not 1 <= points <= 100:
            raise ValueError(f"points_to_win must be a whole number from 1 to 100, not {points!r}")
        if self.loner_lead not in ("maker_left", "dealer_left"):
            raise ValueError(
                f"loner_lead must be 'maker_left' or 'dealer_left', not {self.loner_lead!r}"
            )
        for name in ("stick_the_dealer", "defend_alone", "enforce_follow_suit"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be True or False, not {getattr(self, name)!r}")


def effective_suit(card: Card, trump: Suit | None) -> Suit:
    """The suit a card belongs to for following suit and winning tricks.

    The left bower (the jack of trump's colour) belongs to trump, not to its printed suit.

    >>> effective_suit(Card.parse("JC"), Suit.SPADES), effective_suit(Card.parse("JC"), Suit.HEARTS)
    (<Suit.SPADES: 3>, <Suit.CLUBS: 0>)
    """
    if trump is not None and card.rank is Rank.JACK and card.suit is trump.same_colour:
        return trump
    return card.suit


def trick_rank(card: Card, trump: Suit | None, led: Suit) -> int:
    """How strongly a card competes in a trick whose led (effective) suit is ``led``.

    0 means it cannot win: a card of another plain suit. Cards of the led suit rank by their
    face (9 to 14); every trump ranks above them, the right bower highest, then the left.

    >>> hearts = Suit.HEARTS
    >>> [trick_rank(Card.parse(t), hearts, Suit.CLUBS) for t in ("JH", "JD", "AH", "AC", "AS")]
    [130, 120, 114, 14, 0]
    """
    suit = effective_suit(card, trump)
    if suit is trump:
        if card.rank is Rank.JACK:
            return RIGHT_BOWER_RANK if card.suit is trump else LEFT_BOWER_RANK
        return TRUMP_BASE + card.rank
    if suit is led:
        return int(card.rank)
    return 0


def bower(card: Card, trump: Suit | None) -> Literal["right", "left"] | None:
    """``"right"`` or ``"left"`` when the card is a bower under this trump, else None."""
    if trump is None:
        return None
    rank = trick_rank(card, trump, trump)
    if rank == RIGHT_BOWER_RANK:
        return "right"
    if rank == LEFT_BOWER_RANK:
        return "left"
    return None


def bower_card(trump: Suit, which: Literal["right", "left"]) -> Card:
    """The right or left bower under this trump.

    >>> bower_card(Suit.SPADES, "left"), bower_card(Suit.SPADES, "right")
    (Card.parse('JC'), Card.parse('JS'))
    """
    return next(card for card in DECK if bower(card, trump) == which)


def ranked(cards: Sequence[Card], trump: Suit | None) -> list[Card]:
    """Cards from highest to lowest with this trump: trumps first, then each plain suit.

    >>> [str(c) for c in ranked([Card.parse(t) for t in ("AH", "JD", "9C", "JH")], Suit.HEARTS)]
    ['JH', 'JD', 'AH', '9C']
    """
    return sorted(
        cards,
        key=lambda c: (
            effective_suit(c, trump) is trump,
            -effective_suit(c, trump),
            trick_rank(c, trump, effective_suit(c, trump)),
        ),
        reverse=True,
    )


# Lookup tables for speed, filled from the two functions above: [trump or 4][card.index].
_EFFECTIVE: list[list[Suit]] = [
    [effective_suit(card, trump) for card in DECK] for trump in [*Suit, None]
]
_RANK: list[list[list[int]]] = [
    [[trick_rank(card, trump, led) for card in DECK] for led in Suit] for trump in [*Suit, None]
]


#: [trump or 4][card.index] -> bitmask (bit ``card.index``) of every card of the same effective
#: suit as that card: the cards that follow when it is led. A deal keeps its hands as such
#: masks too, so following suit is a couple of integer operations.
FOLLOW_MASK: list[tuple[int, ...]] = [
    tuple(sum(1 << other.index for other in DECK if row[other.index] is row[card.index])
          for card in DECK)
    for row in _EFFECTIVE
]  # fmt: skip


#: [trump or 4][led card.index] -> {card: its rank in a trick that card led}: the winner of a
#: trick is ``max(cards, key=table.__getitem__)`` (ranks that can win are all distinct).
TRICK_RANK: list[tuple[dict[Card, int], ...]] = [
    tuple({other: ranks[row[card.index]][other.index] for other in DECK} for card in DECK)
    for row, ranks in zip(_EFFECTIVE, _RANK, strict=True)
]


def _table(trump: Suit | None) -> int:
    return 4 if trump is None else int(trump)


def legal_plays(hand: Sequence[Card], trick: Sequence[Card], trump: Suit | None) -> list[Card]:
    """The cards of ``hand`` that may be played to ``trick`` (the cards played so far).

    On a lead anything goes. Otherwise a player holding the led suit (by effective suit,
    so the left bower counts as trump) must play one of those cards; a player without it
    may play anything.

    >>> hand = [Card.parse(t) for t in ("JD", "9C", "AS")]
    >>> legal_plays(hand, [Card.parse("AD")], Suit.HEARTS)   # J♦ is a heart: void in diamonds
    [Card.parse('JD'), Card.parse('9C'), Card.parse('AS')]
    """
    if not trick:
        return list(hand)
    suits = _EFFECTIVE[_table(trump)]
    led = suits[trick[0].index]
    following = [card for card in hand if suits[card.index] is led]
    return following or list(hand)


def trick_winner(trick: Sequence[Card], trump: Suit | None) -> int:
    """Index into ``trick`` of the winning card: the highest trump, else the highest of the
    suit led.

    >>> trick_winner([Card.parse(t) for t in ("9S", "AC", "TS")], Suit.HEARTS)
    2
    """
    if not trick:
        raise ValueError("an empty trick has no winner")
    table = _table(trump)
    ranks = _RANK[table][_EFFECTIVE[table][trick[0].index]]
    best = 0
    best_rank = ranks[trick[0].index]
    for position in range(1, len(trick)):
        rank = ranks[trick[position].index]
        if rank > best_rank:
            best, best_rank = position, rank
    return best


def hand_score(
    maker_tricks: int, *, alone: bool = False, defender_alone: bool = False
) -> tuple[str, int]:
    """Who scores a played-out hand, and how many points.

    Makers with 3 or 4 tricks score 1; all 5 (a march) score 2, or 4 for a lone maker.
    Makers with fewer than 3 are euchred: the defenders score 2, or 4 when a lone defender
    euchred a lone maker.

    >>> hand_score(3), hand_score(5), hand_score(2), hand_score(1, alone=True, defender_alone=True)
    (('makers', 1), ('makers', 2), ('defenders', 2), ('defenders', 4))
    """
    if isinstance(maker_tricks, bool) or not isinstance(maker_tricks, int):
        raise ValueError(f"maker_tricks must be a whole number from 0 to 5, not {maker_tricks!r}")
    if not 0 <= maker_tricks <= 5:
        raise ValueError(f"maker_tricks must be from 0 to 5, not {maker_tricks}")
    if defender_alone and not alone:
        raise ValueError("defending alone is only possible against a lone maker")
    if maker_tricks == 5:
        return ("makers", 4 if alone else 2)
    if maker_tricks >= 3:
        return ("makers", 1)
    return ("defenders", 4 if defender_alone else 2)
