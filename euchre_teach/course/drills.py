"""Drill and quiz positions, generated from a seed, each carrying its answer and the reasons.

Every item is built from a number, so a teacher can say "everyone open item 3" and the
whole room sees the same cards. The answer key of every item is computed by the rules core
(:mod:`euchre_teach.core.rules`, :mod:`euchre_teach.core.explain`), never typed by hand, and every
option carries its own feedback, for right answers as well as wrong ones.

The learner always sits South (seat 2); the cards already played to the trick came from
the seats before South, clockwise.

>>> item = trap_item(3)
>>> item.key, item.trap_type in TRAP_TYPES
('trap/3', True)
>>> item == trap_item(3)
True
>>> right, feedback = item.check(item.answer)
>>> right, feedback.startswith("Yes")
(True, True)
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterable, Sequence

from euchre_teach.core.actions import Action, Kind
from euchre_teach.core.cards import DECK, Card, Rank, Suit, format_cards
from euchre_teach.core.deal import Deal
from euchre_teach.core.dealing import deal_cards
from euchre_teach.core.explain import card_identity, explain_play, explain_trick, singular
from euchre_teach.core.rules import (
    bower,
    bower_card,
    effective_suit,
    hand_score,
    legal_plays,
    ranked,
    trick_rank,
    trick_winner,
)
from euchre_teach.core.seats import SEAT_NAMES, TEAM_NAMES, team
from euchre_teach.core.state import Phase

__all__ = [
    "FAMILIES",
    "LEARNER",
    "NEAR_MISS",
    "TRAP_TYPES",
    "Item",
    "Option",
    "TrapDrill",
    "action_label",
    "bid_item",
    "classify_trap",
    "coach_item",
    "count_question",
    "explain_score",
    "higher_item",
    "item",
    "legal_item",
    "order_item",
    "position_prompt",
    "question",
    "score_item",
    "suit_item",
    "trap_item",
    "trick_item",
]

LEARNER = 2
"""The learner's seat: South."""

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


@dataclasses.dataclass(frozen=True)
class Option:
    """One answer a learner may choose: its value (a card code, a suit letter, ...), the
    label shown, whether it is right, and the feedback shown when it is chosen."""

    value: str
    label: str
    correct: bool
    feedback: str


@dataclasses.dataclass(frozen=True)
class Item:
    """One quiz or drill question with its answer key and explanations.

    ``select_all`` items ask for every correct option (e.g. every card you may play);
    the others ask for one. ``hand``, ``trick`` and ``trick_seats`` describe the cards on
    the table, when the question has any; ``trump`` is None when no trump is named.
    """

    key: str
    prompt: str
    options: tuple[Option, ...]
    explanation: str
    select_all: bool = False
    trump: Suit | None = None
    hand: tuple[Card, ...] = ()
    trick: tuple[Card, ...] = ()
    trick_seats: tuple[int, ...] = ()
    trap_type: int | None = None

    @property
    def answer(self) -> tuple[str, ...]:
        """The values of the correct options."""
        return tuple(o.value for o in self.options if o.correct)

    def option(self, value: str) -> Option:
        """The option with this value (a KeyError names the choices otherwise)."""
        for option in self.options:
            if option.value == value:
                return option
        raise KeyError(f"{value!r} is not an option; choose from {[o.value for o in self.options]}")

    def check(self, chosen: str | Iterable[str]) -> tuple[bool, str]:
        """Whether ``chosen`` (one value, or every value for a select-all item) is right,
        and the feedback to show, naming the cards and the rule."""
        values = [chosen] if isinstance(chosen, str) else list(chosen)
        picked = [self.option(v) for v in values]
        if not self.select_all:
            if len(picked) != 1:
                raise ValueError("choose exactly one option")
            verdict = "Yes. " if picked[0].correct else "Not quite. "
            return picked[0].correct, verdict + picked[0].feedback
        wrong = [o for o in picked if not o.correct]
        missed = [o for o in self.options if o.correct and o not in picked]
        if not wrong and not missed:
            return True, "Yes. " + self.explanation
        correct_labels = " ".join(o.label for o in self.options if o.correct)
        lines = [f"Not quite. The right answer is {correct_labels}."]
        lines += [o.feedback for o in wrong]
        lines += [f"You left out {o.label}. {o.feedback}" for o in missed]
        return False, " ".join(lines)


# ----------------------------------------------------------------- helpers


def _rng(family: str, number: int) -> random.Random:
    # A string seed is stable across Python runs and machines (it is hashed with SHA-512).
    return random.Random(f"{family}/{number}")


def _left(trump: Suit) -> Card:
    return bower_card(trump, "left")


def _right(trump: Suit) -> Card:
    return bower_card(trump, "right")


def _of(suit: Suit, trump: Suit | None, pool: Iterable[Card]) -> list[Card]:
    """The cards of ``pool`` that belong to ``suit`` under this trump."""
    return [c for c in pool if effective_suit(c, trump) is suit]


def _free(used: Iterable[Card]) -> list[Card]:
    taken = set(used)
    return [c for c in DECK if c not in taken]


def _trump_phrase(trump: Suit) -> str:
    return f"{trump.plural.capitalize()} {trump.symbol} are trump."


def _trick_text(trick: Sequence[Card], seats: Sequence[int]) -> str:
    parts = [f"{SEAT_NAMES[seats[0]]} led {trick[0].label()}"]
    pairs = zip(seats[1:], trick[1:], strict=True)
    parts += [f"{SEAT_NAMES[seat]} played {card.label()}" for seat, card in pairs]
    return ", ".join(parts) + "."


def _seats_before_learner(count: int) -> tuple[int, ...]:
    return tuple((LEARNER - count + i) % 4 for i in range(count))


def _play_item(
    key: str,
    trump: Suit,
    hand: Sequence[Card],
    trick: Sequence[Card],
    trap_type: int | None,
    focus: Card | None = None,
) -> Item:
    """A "tap every card you may play" item; every card's feedback is explain_play's."""
    hand = ranked(hand, trump)
    seats = _seats_before_learner(len(trick))
    legal = legal_plays(hand, trick, trump)
    options = tuple(
        Option(str(c), c.label(), c in legal, explain_play(c, hand, trick, trump)) for c in hand
    )
    focus = focus if focus is not None else hand[0]
    explanation = (
        f"You may play {format_cards(c for c in hand if c in legal)}. "
        + explain_play(focus, hand, trick, trump)
    )
    prompt = (
        f"{_trump_phrase(trump)} {_trick_text(trick, seats)}"
        f" You are South, holding {format_cards(hand)}. Tap every card you may play."
    )
    return Item(key, prompt, options, explanation, True, trump, tuple(hand), tuple(trick),
                seats, trap_type)  # fmt: skip


def _fill(rng: random.Random, cards: list[Card], count: int, pool: Sequence[Card]) -> list[Card]:
    """``cards`` topped up to ``count`` with cards drawn from ``pool``."""
    extra = [c for c in pool if c not in cards]
    return cards + rng.sample(extra, count - len(cards))


# ----------------------------------------------------------------- play positions


def legal_item(number: int) -> Item:
    """Item ``number`` of "which cards may you play?": a random trick, trump and hand."""
    rng = _rng("legal", number)
    trump = rng.choice(list(Suit))
    pack = list(DECK)
    rng.shuffle(pack)
    played = rng.randint(1, 3)
    size = rng.randint(3, 5)
    trick, hand = pack[:played], pack[played : played + size]
    return _play_item(f"legal/{number}", trump, hand, trick, classify_trap(hand, trick, trump))


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
    left = _left(trump)
    led_card = trick[0]
    led = effective_suit(led_card, trump)
    printed = trump.same_colour
    if led_card is left:
        return 5 if _of(printed, trump, hand) else None
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
    left, printed = _left(trump), trump.same_colour
    size, played = rng.randint(3, 5), rng.randint(1, 3)
    plain_printed = _of(printed, trump, DECK)
    trumps = [c for c in _of(trump, trump, DECK) if c is not left]
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
    hand = _fill(rng, hand, max(size, len(hand)), [c for c in others if c is not lead])
    pool = _free([lead, *hand])
    trick = [lead, *rng.sample(pool, played - 1)]
    return hand, trick


def _near_miss(rng: random.Random, trump: Suit) -> tuple[Card, list[Card], list[Card]]:
    """A position with a jack that is an ordinary card, or the right bower, and no trap."""
    left, right = _left(trump), _right(trump)
    other_colour = [s for s in Suit if s.colour is not trump.colour]
    plain = rng.choice(other_colour)
    jack = Card(Rank.JACK, plain)
    no_bowers = [c for c in DECK if c is not left]
    variant = rng.randrange(3)
    if variant == 0:
        # A plain suit led: its jack is simply one of its cards and must follow.
        lead = rng.choice([c for c in _of(plain, trump, DECK) if c is not jack])
        hand = [jack]
        others = [c for c in no_bowers if c.suit is not plain]
    elif variant == 1:
        # Trump led: the other colour's jack is no trump, so a hand without trump is free.
        lead = rng.choice([c for c in _of(trump, trump, DECK) if c is not left])
        hand = [jack]
        others = [c for c in no_bowers if effective_suit(c, trump) is not trump]
    else:
        # Trump led and the right bower held: it is simply trump and must be played.
        lead = rng.choice([c for c in _of(trump, trump, DECK) if c not in (left, right)])
        hand = [right]
        others = [c for c in no_bowers if effective_suit(c, trump) is not trump]
    return lead, hand, others


def _winner_trap(rng: random.Random, trump: Suit, key: str) -> Item:
    """Type 6: a full trick holding the left bower and at least one other trump."""
    left, right = _left(trump), _right(trump)
    trumps = [c for c in _of(trump, trump, DECK) if c not in (left, right)]
    cards = [left, rng.choice(trumps) if rng.random() < 0.75 else right]
    if cards[1] is not right and rng.random() < 0.5:
        cards[1] = Card(Rank.ACE, trump)
    cards += rng.sample(_free(cards), 2)
    rng.shuffle(cards)
    return _winner_item(key, trump, cards, 6)


def _winner_item(key: str, trump: Suit | None, cards: Sequence[Card], trap: int | None) -> Item:
    seats = tuple((LEARNER + 1 + i) % 4 for i in range(len(cards)))
    win = trick_winner(cards, trump)
    reason = explain_trick(cards, trump, seats)
    options = tuple(
        Option(str(c), f"{c.label()} ({SEAT_NAMES[s]})", i == win,
               reason if i == win else _why_not_winning(c, cards[win], cards, trump))
        for i, (c, s) in enumerate(zip(cards, seats, strict=True))
    )  # fmt: skip
    named = f"{_trump_phrase(trump)} " if trump is not None else "No trump has been named. "
    prompt = f"{named}{_trick_text(cards, seats)} Which card wins the trick?"
    return Item(key, prompt, options, reason, False, trump, (), tuple(cards), seats, trap)


def _why_not_winning(card: Card, winner: Card, trick: Sequence[Card], trump: Suit | None) -> str:
    led = effective_suit(trick[0], trump)
    suit = effective_suit(card, trump)
    named = card_identity(card, trump)
    head = f"{named}{',' if named != card.label() else ''} does not win:"
    if suit is not led and suit is not trump:
        return (
            f"{head} it is neither trump nor a {singular(led)} (the suit led), so it cannot"
            f" win however high it is. {winner.label()} wins."
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


def _what_card_is(card: Card, trump: Suit) -> str:
    if card.rank is Rank.JACK and bower(card, trump) is None:
        return (
            f"{card.label()} is an ordinary {singular(card.suit)}: only the two jacks of"
            f" {trump.colour.value} suits are bowers"
        )
    return card_identity(card, trump)


def _counting_trap(rng: random.Random, trump: Suit, key: str) -> Item:
    """Type 7: how many trumps, how many cards in the left bower's suit, the second trump."""
    printed = trump.same_colour
    trumps = ranked(_of(trump, trump, DECK), trump)
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
        prompt = f"{_trump_phrase(trump)} Which card is the second-highest trump?"
        explanation = f"{second.label()} is the left bower. The trumps from high to low: {ranking}."
        return Item(key, prompt, options, explanation, False, trump, trap_type=7)
    return count_question(key, trump, trump if question == 0 else printed, trap_type=7)


def count_question(key: str, trump: Suit, suit: Suit, trap_type: int | None = None) -> Item:
    """"How many trumps (or cards of ``suit``) are there?", each wrong count explained.

    >>> item = count_question("count/1", Suit.DIAMONDS, Suit.DIAMONDS)
    >>> item.answer, item.option("6").feedback.split(".")[0]
    (('7',), '7, not 6')
    """
    members = ranked(_of(suit, trump, DECK), trump)
    left = _left(trump)
    if suit is trump:
        why = (
            f"{trump.plural.capitalize()} keep their own six cards and gain the left bower,"
            f" {left.label()}, from {left.suit.plural}"
        )
    elif suit is left.suit:
        why = (
            f"{left.label()} leaves {suit.plural} to be the left bower, a {singular(trump)}"
            f" this hand, so {suit.plural} keep only five of their six cards"
        )
    else:
        why = f"{suit.plural.capitalize()} are the other colour, so no card joins or leaves them"
    listing = f"{why}: {format_cards(members)}."
    count = len(members)
    wrong = {
        5: f"Five is the suit that loses its jack to trump ({left.suit.plural} here).",
        6: "Six is the size of a suit that trump does not touch.",
        7: f"Seven is the trump suit, {trump.plural}, with the left bower added.",
    }
    options = tuple(
        Option(str(n), str(n), n == count,
               listing if n == count else f"{count}, not {n}. {wrong[n]} {listing}")
        for n in (5, 6, 7)
    )  # fmt: skip
    what = "trumps" if suit is trump else f"{suit.plural}"
    prompt = f"{_trump_phrase(trump)} How many {what} are there this hand?"
    return Item(key, prompt, options, listing, False, trump, trap_type=trap_type)


def trap_item(number: int, trap_type: int | None = None) -> Item:
    """Item ``number`` of the left-bower drill.

    Without ``trap_type`` the number also picks the type: a near-miss (type 8) about one
    time in four, otherwise one of types 1-7. With ``trap_type`` the item is of that type.
    """
    rng = _rng("trap", number)
    chosen = NEAR_MISS if rng.random() < 0.25 else rng.randint(1, 7)
    if trap_type is not None:
        if trap_type not in TRAP_TYPES:
            raise ValueError(f"trap_type must be one of {sorted(TRAP_TYPES)}, not {trap_type!r}")
        chosen = trap_type
        rng = _rng(f"trap{trap_type}", number)
    trump = rng.choice(list(Suit))
    key = f"trap/{number}" if trap_type is None else f"trap{trap_type}/{number}"
    if chosen == 6:
        return _winner_trap(rng, trump, key)
    if chosen == 7:
        return _counting_trap(rng, trump, key)
    hand, trick = _trap_play(rng, chosen, trump)
    focus = _left(trump) if _left(trump) in hand else next(
        (c for c in hand if c.rank is Rank.JACK), None
    )
    return _play_item(key, trump, hand, trick, chosen, focus)


def trick_item(number: int) -> Item:
    """Item ``number`` of "who wins this trick?": four random cards, a random trump."""
    rng = _rng("trick", number)
    trump = rng.choice(list(Suit))
    return _winner_item(f"trick/{number}", trump, rng.sample(DECK, 4), None)


def suit_item(number: int) -> Item:
    """Item ``number`` of "which suit does this card belong to?" (jacks most of the time)."""
    rng = _rng("suit", number)
    trump = rng.choice(list(Suit))
    jacks = [c for c in DECK if c.rank is Rank.JACK]
    card = rng.choice(jacks) if rng.random() < 0.6 else rng.choice(DECK)
    return suit_question(f"suit/{number}", card, trump)


def suit_question(key: str, card: Card, trump: Suit) -> Item:
    """"With this trump, which suit does ``card`` belong to?" (for following and winning)."""
    actual = effective_suit(card, trump)
    identity = card_identity(card, trump)
    if bower(card, trump) == "left":
        why = f"it leaves {card.suit.plural} and joins {trump.plural}"
    elif card.rank is Rank.JACK and card.suit is not trump:
        why = f"only the jack of {trump.same_colour.plural} changes suit; this jack stays put"
    else:
        why = "it belongs to its printed suit"
    explanation = f"{identity}: {why}. It counts as a {singular(actual)}."
    options = tuple(
        Option(str(s), f"{s.symbol} {s.plural}", s is actual,
               explanation if s is actual else f"Not a {singular(s)}. {explanation}")
        for s in Suit
    )  # fmt: skip
    prompt = f"{_trump_phrase(trump)} Which suit does {card.label()} belong to this hand?"
    return Item(key, prompt, options, explanation, False, trump, (card,))


def _trump_over_plain(order: Sequence[Card], trump: Suit) -> str:
    """Why the plain cards of a ranking come after every trump, naming the two cards at the
    border: " Any trump beats any plain card, so A♦ comes after 10♥, the lowest trump here."."""
    trumps = [c for c in order if effective_suit(c, trump) is trump]
    plain = [c for c in order if effective_suit(c, trump) is not trump]
    if not trumps or not plain:
        return ""
    return (
        f" Any trump beats any card of another suit, so {plain[0].label()} comes after"
        f" {trumps[-1].label()}, the lowest trump here."
    )


def higher_item(key: str, first: Card, second: Card, trump: Suit) -> Item:
    """"Which card is higher?" for two cards that can meet in a trick: both trumps, or one
    trump, or two cards of one plain suit. The answer is the core's trick_rank.

    >>> item = higher_item("warm-up/1", Card.parse("9H"), Card.parse("AD"), Suit.HEARTS)
    >>> item.answer
    ('9H',)
    """
    suits = {effective_suit(first, trump), effective_suit(second, trump)}
    if len(suits) == 2 and trump not in suits:
        raise ValueError(
            f"{first.label()} and {second.label()} are cards of two plain suits: neither is"
            " higher, since only the suit led or a trump can win a trick"
        )
    led = effective_suit(first, trump) if trump not in suits else trump
    high, low = sorted((first, second), key=lambda c: -trick_rank(c, trump, led))
    named = card_identity(high, trump)
    named += "," if named != high.label() else ""
    if effective_suit(low, trump) is not trump and effective_suit(high, trump) is trump:
        why = f"{named} beats {low.label()}: any trump beats any card of another suit, even an ace."
        not_it = f"{low.label()} is not a trump."
    else:
        why = f"{named} ranks above {card_identity(low, trump)}."
        not_it = f"{low.label()} is the lower card."
    options = {str(high): why, str(low): f"{not_it} {why}"}
    prompt = f"{_trump_phrase(trump)} Which card is higher, {first.label()} or {second.label()}?"
    return question(key, prompt, str(high), options, trump=trump, hand=(first, second),
                    labels={str(c): c.label() for c in (first, second)})  # fmt: skip


def order_item(number: int, trump: Suit | None = None, size: int = 5) -> Item:
    """"Tap these cards from highest to lowest": the answer is :func:`rules.ranked`.

    The single option's value is the whole order, card codes separated by spaces.
    """
    rng = _rng("order", number)
    key = f"order/{number}" if trump is None else f"order{trump.letter}/{number}"
    trump = trump if trump is not None else rng.choice(list(Suit))
    bowers = [_right(trump), _left(trump)]
    cards = rng.sample(bowers, rng.randint(1, 2))
    cards = _fill(rng, cards, size, _of(trump, trump, DECK) + _of(trump.same_colour, trump, DECK))
    order = ranked(cards, trump)
    text = " ".join(map(str, order))
    explanation = f"From highest to lowest: {format_cards(order)}. " + "; ".join(
        card_identity(c, trump) for c in order if bower(c, trump)
    ) + "." + _trump_over_plain(order, trump)
    prompt = (
        f"{_trump_phrase(trump)} Put these cards in order, highest first: {format_cards(cards)}."
    )
    option = Option(text, format_cards(order), True, explanation)
    return Item(key, prompt, (option,), explanation, False, trump, tuple(cards))


# ----------------------------------------------------------------- scoring


def explain_score(maker_tricks: int, *, alone: bool = False, defender_alone: bool = False) -> str:
    """Why a hand scores what it does, in words, from :func:`rules.hand_score`.

    >>> explain_score(4)
    'The makers took 4 tricks: three or four tricks make their bid, worth 1 point.'
    """
    side, points = hand_score(maker_tricks, alone=alone, defender_alone=defender_alone)
    unit = "point" if points == 1 else "points"
    if side == "makers" and maker_tricks == 5:
        who = "a lone maker" if alone else "the makers with a partner"
        return f"The makers took all five tricks, a march: for {who} that is worth {points} {unit}."
    if side == "makers":
        return (
            f"The makers took {maker_tricks} tricks: three or four tricks make their bid,"
            f" worth {points} {unit}{' even alone' if alone else ''}."
        )
    lone = " a lone defender against a lone maker earns" if defender_alone else " that earns"
    return (
        f"The makers took only {maker_tricks} trick{'s' if maker_tricks != 1 else ''}, fewer"
        f" than three: they are euchred, and the defenders score instead:{lone} {points} {unit}."
    )


def score_item(number: int, *, defend_alone: bool = False) -> Item:
    """Item ``number`` of "score this hand": who made trump, alone or not, tricks taken."""
    rng = _rng("score", number)
    maker = rng.randrange(4)
    alone = rng.random() < 0.3
    lone_defence = defend_alone and alone and rng.random() < 0.5
    tricks = rng.choice([0, 1, 2, 3, 3, 4, 4, 5, 5])
    side, points = hand_score(tricks, alone=alone, defender_alone=lone_defence)
    makers, defenders = team(maker), 1 - team(maker)
    scorer = makers if side == "makers" else defenders
    explanation = explain_score(tricks, alone=alone, defender_alone=lone_defence)
    pairs = [(makers, 1), (makers, 2), (makers, 4), (defenders, 2)]
    if defend_alone:
        pairs.append((defenders, 4))
    options = []
    for side_team, pts in pairs:
        right = (side_team, pts) == (scorer, points)
        feedback = explanation if right else (
            f"{TEAM_NAMES[side_team]} do not score {pts} here. {explanation}"
        )
        value = f"{side_team} {pts}"
        label = f"{TEAM_NAMES[side_team]} score {pts}"
        options.append(Option(value, label, right, feedback))
    how = " alone" if alone else ""
    defence = f" {SEAT_NAMES[(maker + 1) % 4]} defended alone." if lone_defence else ""
    prompt = (
        f"{SEAT_NAMES[maker]} ({TEAM_NAMES[makers]}) made trump and played{how}.{defence}"
        f" The makers took {tricks} trick{'s' if tricks != 1 else ''}. Who scores, and how much?"
    )
    return Item(f"score/{number}", prompt, tuple(options), explanation)


# ----------------------------------------------------------------- questions written in lessons


def question(
    key: str,
    prompt: str,
    answer: str,
    options: dict[str, str],
    *,
    labels: dict[str, str] | None = None,
    trump: Suit | None = None,
    hand: Sequence[Card] = (),
) -> Item:
    """A question whose answer a lesson computes with the core, with feedback per option.

    ``answer`` must be one of the ``options`` (value -> feedback); this is checked, so a
    lesson cannot ship a question whose key matches none of its options.

    >>> from euchre_teach.core.cards import DECK
    >>> q = question("deck/1", "How many cards?", str(len(DECK)),
    ...              {"24": "Nine to ace in four suits.", "52": "That is the full pack."})
    >>> q.answer
    ('24',)
    """
    if answer not in options:
        raise ValueError(f"the answer {answer!r} is not among the options {list(options)}")
    shown = labels or {}
    built = tuple(
        Option(value, shown.get(value, value), value == answer, feedback)
        for value, feedback in options.items()
    )
    return Item(key, prompt, built, options[answer], False, trump, tuple(hand))


# ----------------------------------------------------------------- bid or pass, with the coach


def action_label(action: Action) -> str:
    """An action as a button says it: ``"Order up"``, ``"Call ♥ hearts alone"``, ``"Play 9♣"``."""
    alone = " alone" if action.alone else ""
    if action.card is not None:
        return f"{action.kind.value.capitalize()} {action.card.label()}"
    if action.kind is Kind.CALL and action.suit is not None:
        return f"Call {action.suit.symbol} {action.suit.plural}{alone}"
    words = {Kind.PASS: "Pass", Kind.ORDER: "Order up", Kind.DEFEND_ALONE: "Defend alone",
             Kind.CLAIM_RENEGE: "Claim a renege"}  # fmt: skip
    return words[action.kind] + alone


def position_prompt(deal: Deal, seat: int = LEARNER) -> str:
    """The position ``seat`` must decide in, in words, ending with the question."""
    up = deal.upcard
    hand = format_cards(ranked(deal.hands[seat], deal.trump))
    said = [f"{SEAT_NAMES[s]}: {action_label(a).lower()}" for s, a in deal.history
            if a.kind in (Kind.PASS, Kind.ORDER, Kind.CALL)]  # fmt: skip
    bids = f" Bids so far: {', '.join(said)}." if said else ""
    opening = f"{SEAT_NAMES[deal.dealer]} deals and turns up {up.label()}.{bids}"
    if deal.phase is Phase.BIDDING_1:
        return f"{opening} You are South, holding {hand}. What do you say?"
    if deal.phase is Phase.BIDDING_2:
        return f"{opening} {up.label()} was turned down. You hold {hand}. What do you say?"
    if deal.phase is Phase.DISCARD:
        return f"{opening} You take {up.label()} into your hand: {hand}. Which card goes?"
    if deal.phase is Phase.DEFEND:
        return f"{opening} You hold {hand}. Will you defend alone?"
    assert deal.trump is not None and deal.maker is not None
    made = f"{_trump_phrase(deal.trump)} {SEAT_NAMES[deal.maker]} made trump."
    table = _trick_text(deal.trick, deal.trick_seats) if deal.trick else "You lead."
    return f"{made} {table} You are South, holding {hand}. What do you play?"


def coach_item(key: str, deal: Deal, seat: int = LEARNER) -> Item:
    """"What do you do here?" answered by the coach, with the coach's reason.

    Every option is one of the actions the rules allow; choosing another gets the coach's
    reason for its own choice.
    """
    from euchre_teach.players import CoachBot

    decision = CoachBot(seed=1).decide(deal.view(seat))
    best = action_label(decision.action)
    options = tuple(
        Option(str(a), action_label(a), a is decision.action,
               decision.reason if a is decision.action else
               f"The rules allow it, but the coach says: {best}. {decision.reason}")
        for a in deal.legal_actions()
    )  # fmt: skip
    return Item(key, position_prompt(deal, seat), options, decision.reason, False, deal.trump,
                tuple(ranked(deal.hands[seat], deal.trump)), tuple(deal.trick),
                tuple(deal.trick_seats))  # fmt: skip


def bid_item(number: int) -> Item:
    """Item ``number`` of "bid or pass?": a seeded deal, the other seats bidding as the
    coach would, up to South's turn; the answer and the reason are the coach's."""
    from euchre_teach.players import CoachBot

    rng = _rng("bid", number)
    coach = CoachBot(seed=number)
    while True:
        deal = deal_cards(rng, rng.randrange(4)).to_deal()
        while deal.to_act is not None and deal.to_act != LEARNER and deal.trump is None:
            deal.apply(coach.choose(deal.view(deal.to_act)))
        if deal.to_act == LEARNER and deal.phase in (Phase.BIDDING_1, Phase.BIDDING_2):
            return coach_item(f"bid/{number}", deal)


def _buck_item(number: int) -> Item:
    """Buck Euchre practice (lesson 14), kept with that game (:mod:`.buck_quiz`)."""
    from euchre_teach.course.buck_quiz import buck_item

    return buck_item(number)


def _buck_in_or_out_item(number: int) -> Item:
    """Buck Euchre in-or-out practice (lesson 14): :mod:`euchre_teach.course.buck_quiz`."""
    from euchre_teach.course.buck_quiz import in_or_out_item

    return in_or_out_item(number)


FAMILIES: dict[str, Callable[[int], Item]] = {
    "legal": legal_item,
    "trick": trick_item,
    "suit": suit_item,
    "score": score_item,
    "trap": trap_item,
    "order": order_item,
    "bid": bid_item,
    "buck": _buck_item,
    "buckin": _buck_in_or_out_item,
}
"""The generated families by name: ``FAMILIES["trap"](3)`` is item trap/3."""


def item(key: str) -> Item:
    """The item with this key, such as ``"trap/3"`` or ``"trap6/2"``: for review queues.

    >>> item("suit/4") == suit_item(4)
    True
    """
    family, _, number = key.partition("/")
    if not number.isdigit():
        raise ValueError(f"invalid item key: {key!r} (expected family/number, e.g. 'trap/3')")
    if family.startswith("trap") and family[4:].isdigit():
        return trap_item(int(number), int(family[4:]))
    if family.startswith("order") and len(family) == 6:
        return order_item(int(number), Suit.parse(family[5]))
    if family not in FAMILIES:
        raise ValueError(f"unknown item family {family!r}; choose from {sorted(FAMILIES)}")
    return FAMILIES[family](int(number))


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
