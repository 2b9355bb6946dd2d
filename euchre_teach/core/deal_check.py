"""Checking the cards a deal is given, and holding its hands as bitmasks.

A deal checks its cards on every new deal (a dealer 0..3, four hands of five, the upcard,
maybe a three-card kitty, no card twice): the fast check works on the hands as bitmasks of
card indices, which the deal keeps for play; only when it fails does the full check run, to
say in words what is wrong.

>>> from euchre_teach.core.cards import parse_cards
>>> hands = [parse_cards(t) for t in ("JH JD AH 9C TC", "AC KC QC JC 9S",
...                                      "AS KS QS JS TS", "AD KD QD TD 9D")]
>>> hand_masks(3, hands, Card.parse("KH"), None) is not None
True
>>> check_cards(3, hands, Card.parse("JH"), None)
Traceback (most recent call last):
...
euchre_teach.core.errors.DealError: JH appears twice in the deal; each card exists once
"""

from __future__ import annotations

from collections.abc import Sequence

from euchre_teach.core.cards import DECK, Card
from euchre_teach.core.errors import DealError

__all__ = ["BIT", "check_cards", "hand_masks"]

#: Each card's bit in a hand mask (bit ``card.index``); a key error means "not a card".
BIT: dict[Card, int] = {card: 1 << card.index for card in DECK}


def hand_masks(
    dealer: object,
    hands: Sequence[Sequence[Card]],
    upcard: Card,
    kitty: Sequence[Card] | None,
) -> list[int] | None:
    """Each hand's mask when the deal is sound (a dealer 0..3, four hands of five cards,
    every card a card and none twice), else None: then :func:`check_cards` says why."""
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer <= 3:
        return None
    if len(hands) != 4:
        return None
    try:
        masks = [BIT[a] | BIT[b] | BIT[c] | BIT[d] | BIT[e] for a, b, c, d, e in hands]
        everything = masks[0] | masks[1] | masks[2] | masks[3] | BIT[upcard]
        expected = 21
        if kitty is not None:
            expected += len(kitty)
            for card in kitty:
                everything |= BIT[card]
    except (KeyError, TypeError, ValueError):  # not a card, not hashable, not five cards
        return None
    if everything.bit_count() != expected or (kitty is not None and len(kitty) != 3):
        return None
    return masks


def check_cards(
    dealer: object,
    hands: Sequence[Sequence[Card]],
    upcard: Card,
    kitty: Sequence[Card] | None,
) -> None:
    """Raise a :class:`DealError` saying what is wrong with these cards, if anything."""
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer <= 3:
        raise DealError(f"invalid dealer: {dealer!r} (the dealer is a seat from 0 to 3)")
    if len(hands) != 4:
        raise DealError(f"a deal needs four hands, not {len(hands)}")
    all_cards = [*(c for h in hands for c in h), upcard, *(kitty or ())]
    expected = 21 if kitty is None else 24
    sizes_ok = all(len(hand) == 5 for hand in hands)
    distinct = len(all_cards) == expected and len(set(all_cards)) == expected
    if sizes_ok and distinct and all(isinstance(card, Card) for card in all_cards):
        return
    for seat, hand in enumerate(hands):
        if len(hand) != 5:
            shown = " ".join(str(c) for c in hand)
            raise DealError(f"each hand holds five cards; hand {seat} has {len(hand)}: '{shown}'")
    seen: set[Card] = set()
    for card in all_cards:
        if not isinstance(card, Card):
            raise DealError(f"not a card: {card!r}")
        if card in seen:
            raise DealError(f"{card} appears twice in the deal; each card exists once")
        seen.add(card)
    raise DealError(f"the kitty under the upcard holds three cards, not {len(kitty or ())}")
