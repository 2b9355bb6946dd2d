"""Lesson 8's "Does this hand pass the coach's loner test?": the answer from the test's own
code (:func:`~euchre_teach.players.bidding.loner_gaps`), and its reason in the hand's own
cards, the parts it meets or misses, never the test's whole wording again (polish47: a
teacher's cold review read "has all three parts with hearts trump (at least three trumps;
two of the three highest trumps (the right bower, ...), ...)" and asked for "Four trumps
with both bowers, and A♠ beside: yes")."""

from __future__ import annotations

from collections.abc import Sequence

from euchre_teach.core.cards import Card, Rank, Suit, parse_cards
from euchre_teach.core.rules import bower, bower_card, effective_suit
from euchre_teach.course.items import Item, yes_no
from euchre_teach.players.bidding import LONER_TEST, loner_gaps, sure_plain
from euchre_teach.strategy.advice import listed

__all__ = ["loner_test_question", "loner_test_words"]

_NUMBER = ("no", "one", "two", "three", "four", "five")


def _top_words(trumps: Sequence[Card], trump: Suit) -> str:
    """Which of the three highest trumps the hand holds: "both bowers", "the right bower
    and the ace", "the left bower"."""
    kinds = {bower(c, trump) for c in trumps}
    ace = Card(Rank.ACE, trump) in trumps
    if {"right", "left"} <= kinds:
        return "both bowers" + (" and the ace" if ace else "")
    held = [f"the {k} bower" for k in ("right", "left") if k in kinds]
    return listed(held + (["the ace"] if ace else []))


def _met(hand: Sequence[Card], trump: Suit) -> str:
    """The parts a passing hand meets, in its cards: "four trumps with both bowers, and A♠
    beside"."""
    trumps = [c for c in hand if effective_suit(c, trump) is trump]
    plain = [c.label() for c in hand if effective_suit(c, trump) is not trump]
    said = f"{_NUMBER[len(trumps)]} trumps with {_top_words(trumps, trump)}"
    return said + (f", and {listed(plain)} beside" if plain else "")


def _missed(hand: Sequence[Card], trump: Suit, gap: str) -> str:
    """One part a failing hand misses, in its cards: "only two trumps, J♥ and A♥"; "Q♦ is
    not an ace"."""
    trumps = [c for c in hand if effective_suit(c, trump) is trump]
    if gap == LONER_TEST[0]:
        them = f", {listed([c.label() for c in trumps])}" if trumps else ""
        return f"only {_NUMBER[len(trumps)]} trump{'' if len(trumps) == 1 else 's'}{them}"
    if gap == LONER_TEST[1]:
        top = [bower_card(trump, "right"), bower_card(trump, "left"), Card(Rank.ACE, trump)]
        named = listed([c.label() for c in top])
        held = [c for c in top if c in hand]
        if not held:
            return f"none of the three highest trumps, {named}"
        return f"of the three highest trumps ({named}) only {held[0].label()}"
    plain = [c for c in hand if effective_suit(c, trump) is not trump and not sure_plain(c, hand)]
    low = [c.label() for c in plain if c.rank is not Rank.KING]
    kings = [f"{c.label()} has no {Card(Rank.ACE, c.suit).label()} beside it"
             for c in plain if c.rank is Rank.KING]  # fmt: skip
    verb = "is not an ace" if len(low) == 1 else "are not aces"
    return "; ".join(([f"{listed(low)} {verb}"] if low else []) + kings)


def _against(hand: Sequence[Card], trump: Suit, gaps: Sequence[str]) -> str:
    """Where a failing hand meets the trump parts, the highest trumps it lacks, said as
    cards that may be against you (expert49 on J♠ J♣ K♠ 9♠ Q♦: "and A♠ may be against
    you"); "" otherwise."""
    if LONER_TEST[0] in gaps or LONER_TEST[1] in gaps:
        return ""
    top = {bower_card(trump, "right"): "the right bower", bower_card(trump, "left"):
           "the left bower", Card(Rank.ACE, trump): "the ace of trump"}  # fmt: skip
    lacked = [f"{card.label()}, {name}," for card, name in top.items() if card not in hand]
    if not lacked:
        return ""
    verb = "is" if len(lacked) == 1 else "are"
    which = "it" if len(lacked) == 1 else "either"
    return f" And {listed(lacked)} {verb} not in your hand: {which} may be against you."


def loner_test_words(hand: Sequence[Card], trump: Suit) -> str:
    """Whether ``hand`` passes the loner test with ``trump`` trump, and why, in its cards.

    >>> print(loner_test_words(parse_cards("JH JD AH KH AS"), Suit.HEARTS))
    ... # doctest: +NORMALIZE_WHITESPACE
    J♥ J♦ A♥ K♥ A♠ passes the test with hearts trump: four trumps with both bowers and the
    ace, and A♠ beside.
    >>> print(loner_test_words(parse_cards("JS JC KS 9S QD"), Suit.SPADES))
    ... # doctest: +NORMALIZE_WHITESPACE
    J♠ J♣ K♠ 9♠ Q♦ fails the test with spades trump: Q♦ is not an ace. And A♠, the ace of
    trump, is not in your hand: it may be against you.
    """
    shown = " ".join(c.label() for c in hand)
    gaps = loner_gaps(hand, trump)
    if gaps:
        missed = "; ".join(_missed(hand, trump, gap) for gap in gaps)
        return (f"{shown} fails the test with {trump.plural} trump: {missed}."
                f"{_against(hand, trump, gaps)}")
    return f"{shown} passes the test with {trump.plural} trump: {_met(hand, trump)}."


def loner_test_question(key: str, cards: str, trump: Suit, aside: str = "") -> Item:
    """ "Does this hand pass the coach's loner test?", answered and explained by the test's
    own code; ``aside`` is said after the reason."""
    hand = parse_cards(cards)
    gaps = loner_gaps(hand, trump)
    why = loner_test_words(hand, trump) + (
        " So make trump with your partner: going alone gains only when you take all five"
        " tricks."  # expert77, expert80: a lost trick costs with a partner too
        if gaps
        else " So go alone: a march alone scores 4."
    )
    shown = " ".join(c.label() for c in hand)
    return yes_no(
        key,
        f"{trump.plural.capitalize()} would be trump, and you hold {shown}. Does this hand pass"
        " the coach's loner test?",
        not gaps,
        why + aside,
        why + aside,
    )
