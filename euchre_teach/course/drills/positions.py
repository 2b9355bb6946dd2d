"""The table a drill position is set on, and the two shapes of a card-play question.

The learner always sits South (:data:`LEARNER`); the cards already played to the trick
came from the seats before South, clockwise. Every family draws its cards from
:func:`rng_for` (family and number), so an item's number is all it takes to rebuild it.
:func:`play_item` asks "tap every card you may play", :func:`winner_item` "which card wins
the trick?"; every option's feedback is the core's explanation
(:mod:`euchre_teach.core.explain`).

>>> from euchre_teach.core.cards import parse_cards
>>> trick_text(parse_cards("AD 9D"), seats_before_learner(2))
'North led A♦, East played 9♦.'
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from euchre_teach.core.cards import DECK, Card, Rank, Suit, format_cards
from euchre_teach.core.deal import Deal
from euchre_teach.core.explain import card_identity, explain_play, explain_trick, singular
from euchre_teach.core.rules import (
    bower,
    bower_card,
    effective_suit,
    legal_plays,
    ranked,
    trick_winner,
)
from euchre_teach.core.seats import SEAT_NAMES
from euchre_teach.core.state import Trick
from euchre_teach.course.items import Item, Option

__all__ = [
    "LEARNER",
    "fill",
    "free_cards",
    "left_bower",
    "of_suit",
    "play_item",
    "play_story",
    "right_bower",
    "rng_for",
    "seats_before_learner",
    "trick_text",
    "tricks_told",
    "trump_phrase",
    "winner_item",
]

LEARNER = 2
"""The learner's seat: South."""


def rng_for(family: str, number: int) -> random.Random:
    """The random source of item ``number`` of ``family``."""
    # A string seed is stable across Python runs and machines (it is hashed with SHA-512).
    return random.Random(f"{family}/{number}")


def left_bower(trump: Suit) -> Card:
    """The left bower of this trump: the jack of the other suit of its colour."""
    return bower_card(trump, "left")


def right_bower(trump: Suit) -> Card:
    """The right bower of this trump: its own jack."""
    return bower_card(trump, "right")


def of_suit(suit: Suit, trump: Suit | None, pool: Iterable[Card]) -> list[Card]:
    """The cards of ``pool`` that belong to ``suit`` under this trump."""
    return [c for c in pool if effective_suit(c, trump) is suit]


def free_cards(used: Iterable[Card]) -> list[Card]:
    """The cards of the deck not in ``used``, in deck order."""
    taken = set(used)
    return [c for c in DECK if c not in taken]


def trump_phrase(trump: Suit) -> str:
    """``"Hearts ♥ are trump."``"""
    return f"{trump.plural.capitalize()} {trump.symbol} are trump."


def trick_text(trick: Sequence[Card], seats: Sequence[int], you: int | None = None) -> str:
    """The trick so far in words, each card with the seat that played it (``you``: that
    seat's cards said as "you")."""
    def who(seat: int) -> str:
        return "you" if seat == you else SEAT_NAMES[seat]

    parts = [f"{who(seats[0])} led {trick[0].label()}"]
    pairs = zip(seats[1:], trick[1:], strict=True)
    parts += [f"{who(seat)} played {card.label()}" for seat, card in pairs]
    return ", ".join(parts) + "."


def play_story(deal: Deal, seat: int = LEARNER) -> str:
    """What the table knows at a card to play, in words: trump and who made it, alone or
    not, the dealer's upcard taken up, each trick so far (a play can turn on the cards
    gone) and the trick on the table."""
    assert deal.trump is not None and deal.maker is not None
    out = SEAT_NAMES[(deal.maker + 2) % 4]
    alone = f" and went alone: {out} sits out" if deal.alone else ""
    maker = "You" if deal.maker == seat else SEAT_NAMES[deal.maker]
    ordered = deal.upcard_taken and deal.maker != deal.dealer
    if ordered:  # expert62: "North dealt and took up" read as North making trump
        # expert85: "took it up" is the dealer's own bid (lesson 5, the glossary)
        story = (f"{trump_phrase(deal.trump)} {maker} ordered up {deal.upcard.label()}, so it"
                 f" went to {SEAT_NAMES[deal.dealer]}, the dealer.")
        story += f" {maker} went alone: {out} sits out." if deal.alone else ""
    elif deal.upcard_taken:
        took = f"took up {deal.upcard.label()}{alone}"
        story = f"{trump_phrase(deal.trump)} {maker}, the dealer, {took}."
    else:
        story = f"{trump_phrase(deal.trump)} {maker} made trump{alone}."
    if deal.defender_alone == seat:
        story += " You defend alone, as some tables allow."
    elif deal.defender_alone is not None:
        story += f" {SEAT_NAMES[deal.defender_alone]} defends alone, as some tables allow."
    story += tricks_told(deal.tricks, seat)
    now = f" Trick {len(deal.tricks) + 1}:" if deal.tricks else ""
    table = (trick_text(deal.trick, deal.trick_seats) if deal.trick
             else "you lead." if now else "You lead.")  # fmt: skip
    return f"{story}{now} {table}"


def tricks_told(tricks: Sequence[Trick], seat: int = LEARNER) -> str:
    """Each finished trick, as the table saw it, the seat's own cards said as "you".

    >>> from euchre_teach.core.cards import parse_cards
    >>> tricks_told([Trick(1, (1, 2, 3, 0), tuple(parse_cards("9C QC AC 9D")), 3)])
    ' Trick 1: East led 9♣, you played Q♣, West played A♣, North played 9♦. West won it.'
    """
    return "".join(
        f" Trick {n}: {trick_text(t.cards, t.seats, seat)}"
        f" {'You' if t.winner == seat else SEAT_NAMES[t.winner]} won it."
        for n, t in enumerate(tricks, 1))  # fmt: skip


def seats_before_learner(count: int) -> tuple[int, ...]:
    """The seats that played the first ``count`` cards of a trick South plays to next."""
    return tuple((LEARNER - count + i) % 4 for i in range(count))


_ADVICE = ": with no trump, it cannot win this trick, so throw off the card you need least."
"""The core's advice beside a legal card on a trump lead with no trump held: under every
card of a "tap every card you may play" item it read as advice to throw the ace (expert49,
trap8/5's A♦), so these items say the rule only."""


def _rule_only(text: str) -> str:
    """``explain_play``'s words without their advice on which card to throw."""
    return text.replace(_ADVICE, ".")


def play_item(
    key: str,
    trump: Suit,
    hand: Sequence[Card],
    trick: Sequence[Card],
    trap_type: int | None,
    focus: Card | None = None,
) -> Item:
    """A "tap every card you may play" item; every card's feedback is explain_play's."""
    hand = ranked(hand, trump)
    seats = seats_before_learner(len(trick))
    legal = legal_plays(hand, trick, trump)
    options = tuple(
        Option(str(c), c.label(), c in legal, _rule_only(explain_play(c, hand, trick, trump)))
        for c in hand
    )
    focus = focus if focus is not None else hand[0]
    why = _rule_only(explain_play(focus, hand, trick, trump))
    if focus not in legal:  # name the card first: "Not J♠: Q♠ was led, ..."
        why = f"Not {focus.label()}: " + why.removeprefix("Not allowed: ")
    may = [c.label() for c in hand if c in legal]
    choice = f"only {may[0]}" if len(may) == 1 else ", ".join(may[:-1]) + f" or {may[-1]}"
    explanation = f"You may play {choice}. {why}"
    prompt = (
        f"{trump_phrase(trump)} {trick_text(trick, seats)}"
        f" You are South, holding {format_cards(hand)}. Tap every card you may play."
    )
    return Item(key, prompt, options, explanation, True, trump, tuple(hand), tuple(trick),
                seats, trap_type)  # fmt: skip


def fill(rng: random.Random, cards: list[Card], count: int, pool: Sequence[Card]) -> list[Card]:
    """``cards`` topped up to ``count`` with cards drawn from ``pool``."""
    extra = [c for c in pool if c not in cards]
    return cards + rng.sample(extra, count - len(cards))


def winner_item(key: str, trump: Suit | None, cards: Sequence[Card], trap: int | None) -> Item:
    """A "which card wins the trick?" item for a full trick led by West; the winner's
    feedback is explain_trick's, every other card's says why it does not win."""
    seats = tuple((LEARNER + 1 + i) % 4 for i in range(len(cards)))
    win = trick_winner(cards, trump)
    reason = explain_trick(cards, trump, seats)
    # A wrong answer says why the winner wins too, in explain_trick's first sentence, as the
    # Review's version of the item does (a cold walk read "Q♠ does not win ... A♣ wins."
    # in lesson 4, with nothing on why A♣ wins)
    wins = reason.split(". ")[0].rstrip(".") + "."
    options = tuple(
        Option(str(c), f"{c.label()} ({SEAT_NAMES[s]})", i == win,
               reason if i == win else _why_not_winning(c, cards[win], cards, trump, wins,
                                                         f" ({SEAT_NAMES[seats[win]]})"))
        for i, (c, s) in enumerate(zip(cards, seats, strict=True))
    )  # fmt: skip
    named = f"{trump_phrase(trump)} " if trump is not None else "No trump has been named. "
    prompt = f"{named}{trick_text(cards, seats)} Which card wins the trick?"
    return Item(key, prompt, options, reason, False, trump, (), tuple(cards), seats, trap)


def _why_not_winning(
    card: Card, winner: Card, trick: Sequence[Card], trump: Suit | None, wins: str = "",
    who: str = "",
) -> str:
    """Why ``card`` does not win, with why the winner does: ``wins`` in place of a bare
    "A♣ wins." A card of the suit led that a trump beats is told which trump wins and what
    it is (walk19, lesson 4: "10♦ does not win: it was led, but J♣ is a trump" never said J♣
    wins, nor that it is the left bower, a spade); ``who`` is the winner's seat, " (North)"."""
    text = _not_winning(card, winner, trick, trump)
    bare = f" {winner.label()} wins."
    if text.endswith(bare) and wins:
        return text.removesuffix(bare) + f" {wins}"
    if trump is not None and text.endswith("any trump beats the suit led."):
        return f"{text} {_trump_wins(winner, trick, trump, who)}"
    return text


def _trump_wins(winner: Card, trick: Sequence[Card], trump: Suit, who: str) -> str:
    """Which trump wins and why, once a card of the suit led is told any trump beats it:
    ``"J♥ (East) wins: it is the left bower, a diamond this hand, so it beats A♦, the ace of
    trump; only the right bower ranks above it."``"""
    others = [c for c in trick if c != winner and effective_suit(c, trump) is trump]
    beaten = " and ".join(
        f"{c.label()}, the ace of trump" if c == Card(Rank.ACE, trump) else c.label()
        for c in others
    )
    head = f"{winner.label()}{who} wins"
    kind = bower(winner, trump)
    if kind == "right":
        return f"{head}: it is the right bower, the highest card in the game."
    if kind == "left":
        beats = f", so it beats {beaten}" if others else ""
        return (f"{head}: it is the left bower, a {singular(trump)} this hand{beats}; only the"
                " right bower ranks above it.")  # fmt: skip
    if others:
        return f"{head}: it is the highest trump played, above {beaten}."
    return f"{head}: it is the only trump played."


def _not_winning(card: Card, winner: Card, trick: Sequence[Card], trump: Suit | None) -> str:
    led = effective_suit(trick[0], trump)
    suit = effective_suit(card, trump)
    named = card_identity(card, trump)
    head = f"{named}{',' if named != card.label() else ''} does not win:"
    if suit is not led and suit is not trump:
        # A cold review (text46): a jack that is no bower says which jack joins trump.
        jack = (f" With {trump.plural} trump, only {left_bower(trump).label()} joins"
                f" {trump.plural}." if trump is not None and card.rank is Rank.JACK else "")
        return (
            f"{head} it is neither trump nor a {singular(led)} (the suit led), so it cannot"
            f" win however high it is.{jack} {winner.label()} wins."
        )
    if effective_suit(winner, trump) is trump and suit is not trump:
        return (
            f"{head} it {'was led' if card == trick[0] else 'follows suit'}, but"
            f" {winner.label()} is a trump, and any trump beats the suit led."
        )
    above = card_identity(winner, trump)
    if above == f"{winner.label()}, a trump":
        return f"{head} {winner.label()} is a higher trump. {winner.label()} wins."
    comma = "," if above != winner.label() else ""
    return f"{head} {above}{comma} ranks above it. {winner.label()} wins."
