"""The left-bower trap, the course's signature drill: eight trap types and the endless drill.

A follow-suit position is one of the trap types of :data:`TRAP_TYPES` (see TEACHING.md):
the left bower's printed suit or trump led, the left bower itself led, which card wins, how
many cards a suit holds, or a near-miss (:data:`NEAR_MISS`), a jack that is not the left
bower. :func:`trap_item` builds item ``trap/N`` (the number picks the type) or
``trapT/N`` (type T); :class:`TrapDrill` aims the next item at the learner's weakest type.

>>> item = trap_item(3)
>>> item.key, item.trap_type in TRAP_TYPES
('trap/3', True)
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence

from euchre_teach.core.cards import DECK, Card, Rank, Suit, format_cards
from euchre_teach.core.explain import card_identity, singular
from euchre_teach.core.rules import bower, effective_suit, ranked
from euchre_teach.course.drills.cards import count_question
from euchre_teach.course.drills.positions import (
    fill,
    free_cards,
    left_bower,
    of_suit,
    play_item,
    right_bower,
    rng_for,
    trump_phrase,
    winner_item,
)
from euchre_teach.course.items import Item, Option

__all__ = ["NEAR_MISS", "TRAP_TYPES", "TrapDrill", "classify_trap", "jack_note", "trap_item"]

NEAR_MISS = 8
"""The trap type of near-misses: positions with a jack that is *not* a trap."""

TRAP_TYPES: dict[int, str] = {
    1: "Left bower's suit led, and the left bower is your only card of it",
    2: "Left bower's suit led, and you hold another card of that suit",
    3: "Trump led, and your only trump is the left bower",
    4: "Trump led, and you hold the left bower and other trumps",
    5: "The left bower is led",
    6: "Which card wins: the left bower against other trumps",
    7: "Counting the trump suit and the left bower's suit",
    8: "Near-misses: jacks that are not the left bower",
}
"""The left-bower trap family (see TEACHING.md), by number, as shown to the learner."""


def trap_item(number: int, trap_type: int | None = None) -> Item:
    """Item ``number`` of the left-bower drill.

    Without ``trap_type`` the number also picks the type: a near-miss (type 8) about one
    time in four, otherwise one of types 1-7. With ``trap_type`` the item is of that type.
    """
    rng = rng_for("trap", number)
    chosen = NEAR_MISS if rng.random() < 0.25 else rng.randint(1, 7)
    if trap_type is not None:
        if trap_type not in TRAP_TYPES:
            raise ValueError(f"trap_type must be one of {sorted(TRAP_TYPES)}, not {trap_type!r}")
        chosen = trap_type
        rng = rng_for(f"trap{trap_type}", number)
    trump = rng.choice(list(Suit))
    key = f"trap/{number}" if trap_type is None else f"trap{trap_type}/{number}"
    if chosen == 6:
        return _winner_trap(rng, trump, key)
    if chosen == 7:
        return _counting_trap(rng, trump, key)
    hand, trick = _trap_play(rng, chosen, trump)
    focus = left_bower(trump) if left_bower(trump) in hand else next(
        (c for c in hand if c.rank is Rank.JACK), None
    )
    item = play_item(key, trump, hand, trick, chosen, focus)
    if chosen != NEAR_MISS or focus is None:
        return item
    # A near-miss: every answer names the jack, the trump and the rule that makes it no
    # left bower (a learner who took J♦ for clubs' left bower was told only about suits).
    note = jack_note(focus, trump)
    options = tuple(dataclasses.replace(o, feedback=f"{o.feedback} {note}") for o in item.options)
    return dataclasses.replace(item, options=options, explanation=f"{item.explanation} {note}")


def jack_note(jack: Card, trump: Suit) -> str:
    """What a jack that is not the left bower is under this trump, with the rule: the
    left bower is the jack of the other suit of trump's colour.

    >>> note = jack_note(Card(Rank.JACK, Suit.DIAMONDS), Suit.CLUBS)
    >>> print(note)  # doctest: +NORMALIZE_WHITESPACE
    With clubs trump, J♦ is not the left bower: the left bower is J♠, the jack of the other
    black suit (the colour of trump). J♦ is an ordinary diamond.
    """
    left = left_bower(trump)
    rule = (f"the left bower is {left.label()}, the jack of the other {trump.colour.value}"
            " suit (the colour of trump)")  # fmt: skip
    if jack == right_bower(trump):
        return (f"With {trump.plural} trump, {jack.label()} is the right bower, the highest"
                f" trump, not the left bower: {rule}.")  # fmt: skip
    return (f"With {trump.plural} trump, {jack.label()} is not the left bower: {rule}."
            f" {jack.label()} is an ordinary {singular(jack.suit)}.")  # fmt: skip


def classify_trap(hand: Sequence[Card], trick: Sequence[Card], trump: Suit) -> int | None:
    """Which left-bower trap type (1-5, or 8 for a near-miss) a follow-suit position is.

    None when it is none of them (for example a position with no jack at all).

    >>> from euchre_teach.core.cards import parse_cards
    >>> classify_trap(parse_cards("JD 9C AS"), parse_cards("AD"), Suit.HEARTS)
    1
    >>> classify_trap(parse_cards("JC 9H"), parse_cards("AC"), Suit.HEARTS)
    8
    """
    if not trick:
        return None
    left = left_bower(trump)
    led_card = trick[0]
    led = effective_suit(led_card, trump)
    printed = trump.same_colour
    if led_card is left:
        return 5 if of_suit(printed, trump, hand) else None
    if left in hand:
        others = [c for c in hand if c is not left and effective_suit(c, trump) is led]
        if led is printed:
            return 2 if others else 1
        if led is trump:
            return 4 if others else 3
        return None
    if any(c.rank is Rank.JACK for c in hand):
        return NEAR_MISS
    return None


def _trap_play(rng: random.Random, trap_type: int, trump: Suit) -> tuple[list[Card], list[Card]]:
    """Hand and trick for a follow-suit trap of type 1-5 or a near-miss (8)."""
    left, printed = left_bower(trump), trump.same_colour
    size, played = rng.randint(3, 5), rng.randint(1, 3)
    plain_printed = of_suit(printed, trump, DECK)
    trumps = [c for c in of_suit(trump, trump, DECK) if c is not left]
    if trap_type in (1, 2):
        lead = rng.choice(plain_printed)
        rest = [c for c in plain_printed if c is not lead]
        extra = 0 if trap_type == 1 else rng.randint(1, 2)
        hand = [left, *rng.sample(rest, extra)]
        others = [c for c in DECK if effective_suit(c, trump) is not printed]
    elif trap_type in (3, 4):
        lead = rng.choice(trumps)
        rest = [c for c in trumps if c is not lead]
        hand = [left, *rng.sample(rest, 0 if trap_type == 3 else rng.randint(1, 2))]
        # A card of the left bower's printed suit sits beside it, as the tempting wrong card.
        hand.append(rng.choice(plain_printed))
        others = [c for c in DECK if effective_suit(c, trump) is not trump]
    elif trap_type == 5:
        lead = left
        hand = rng.sample(plain_printed, rng.randint(1, 2))
        if rng.random() < 0.7:
            hand.append(rng.choice(trumps))
        others = [c for c in DECK if c is not left]
    else:
        lead, hand, others = _near_miss(rng, trump)
    hand = fill(rng, hand, max(size, len(hand)), [c for c in others if c is not lead])
    pool = free_cards([lead, *hand])
    trick = [lead, *rng.sample(pool, played - 1)]
    return hand, trick


def _near_miss(rng: random.Random, trump: Suit) -> tuple[Card, list[Card], list[Card]]:
    """A position with a jack that is an ordinary card, or the right bower, and no trap."""
    left, right = left_bower(trump), right_bower(trump)
    other_colour = [s for s in Suit if s.colour is not trump.colour]
    plain = rng.choice(other_colour)
    jack = Card(Rank.JACK, plain)
    no_bowers = [c for c in DECK if c is not left]
    variant = rng.randrange(3)
    if variant == 0:
        # A plain suit led: its jack is simply one of its cards and must follow.
        lead = rng.choice([c for c in of_suit(plain, trump, DECK) if c is not jack])
        hand = [jack]
        others = [c for c in no_bowers if c.suit is not plain]
    elif variant == 1:
        # Trump led: the other colour's jack is no trump, so a hand without trump is free.
        lead = rng.choice([c for c in of_suit(trump, trump, DECK) if c is not left])
        hand = [jack]
        others = [c for c in no_bowers if effective_suit(c, trump) is not trump]
    else:
        # Trump led and the right bower held: it is simply trump and must be played.
        lead = rng.choice([c for c in of_suit(trump, trump, DECK) if c not in (left, right)])
        hand = [right]
        others = [c for c in no_bowers if effective_suit(c, trump) is not trump]
    return lead, hand, others


def _winner_trap(rng: random.Random, trump: Suit, key: str) -> Item:
    """Type 6: a full trick holding the left bower and at least one other trump."""
    left, right = left_bower(trump), right_bower(trump)
    trumps = [c for c in of_suit(trump, trump, DECK) if c not in (left, right)]
    cards = [left, rng.choice(trumps) if rng.random() < 0.75 else right]
    if cards[1] is not right and rng.random() < 0.5:
        cards[1] = Card(Rank.ACE, trump)
    cards += rng.sample(free_cards(cards), 2)
    rng.shuffle(cards)
    return winner_item(key, trump, cards, 6)


def _what_card_is(card: Card, trump: Suit) -> str:
    if card.rank is Rank.JACK and bower(card, trump) is None:
        return jack_note(card, trump).removesuffix(".")
    return card_identity(card, trump)


def _counting_trap(rng: random.Random, trump: Suit, key: str) -> Item:
    """Type 7: how many trumps, how many cards in the left bower's suit, the second trump."""
    printed = trump.same_colour
    trumps = ranked(of_suit(trump, trump, DECK), trump)
    question = rng.randrange(3)
    if question == 2:
        second = trumps[1]
        other_colour = rng.choice([s for s in Suit if s.colour is not trump.colour])
        choices = [second, trumps[0], Card(Rank.ACE, trump), Card(Rank.JACK, other_colour)]
        rng.shuffle(choices)
        ranking = format_cards(trumps)
        options = tuple(
            Option(str(c), c.label(), c is second,
                   f"{_what_card_is(c, trump)}. The trumps from high to low: {ranking}.")
            for c in choices
        )  # fmt: skip
        prompt = f"{trump_phrase(trump)} Which card is the second-highest trump?"
        explanation = f"{second.label()} is the left bower. The trumps from high to low: {ranking}."
        return Item(key, prompt, options, explanation, False, trump, trap_type=7)
    return count_question(key, trump, trump if question == 0 else printed, trap_type=7)


# ----------------------------------------------------------------- the endless trap drill


class TrapDrill:
    """The endless left-bower drill: a streak, accuracy by trap type, and items aimed at
    the learner's weakest type (near-misses stay about one item in four).

    >>> drill = TrapDrill(seed=1)
    >>> first = drill.next_item()
    >>> drill.record(first, correct=False)
    >>> drill.streak, drill.attempts[first.trap_type], drill.misses[first.trap_type]
    (0, 1, 1)
    """

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.count = 0
        self.streak = 0
        self.best_streak = 0
        self.attempts = dict.fromkeys(TRAP_TYPES, 0)
        self.misses = dict.fromkeys(TRAP_TYPES, 0)

    def weights(self) -> dict[int, float]:
        """How likely each trap type 1-7 is next: a type missed more often comes more."""
        # (misses + 1) / (attempts + 2): an unseen type starts at one half, like a coin.
        return {
            t: (self.misses[t] + 1) / (self.attempts[t] + 2) for t in TRAP_TYPES if t != NEAR_MISS
        }

    def next_type(self) -> int:
        """The trap type of the next item."""
        if self.rng.random() < 0.25:
            return NEAR_MISS
        weights = self.weights()
        return self.rng.choices(list(weights), weights=list(weights.values()))[0]

    def next_item(self) -> Item:
        """A fresh item of the next type."""
        self.count += 1
        return trap_item(self.rng.randrange(1_000_000), self.next_type())

    def record(self, drilled: Item, correct: bool) -> None:
        """Count an answer: the streak and the accuracy of its trap type."""
        kind = drilled.trap_type if drilled.trap_type is not None else NEAR_MISS
        self.attempts[kind] += 1
        if correct:
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
        else:
            self.streak = 0
            self.misses[kind] += 1

    def accuracy(self) -> dict[int, float | None]:
        """Share of right answers per trap type (None when not yet tried)."""
        return {
            t: None if n == 0 else (n - self.misses[t]) / n for t, n in self.attempts.items()
        }

    def weakest(self) -> int | None:
        """The trap type missed most often (by share), once anything has been missed."""
        missed = [t for t in TRAP_TYPES if self.misses[t]]
        if not missed:
            return None
        return max(missed, key=lambda t: (self.misses[t] / self.attempts[t], self.misses[t]))
