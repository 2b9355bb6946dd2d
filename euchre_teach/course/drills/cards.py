"""The cards under a trump: which suit a card belongs to, how many cards a suit holds,
which of two cards is higher, and the trumps in order (families ``suit`` and ``order``).

>>> suit_item(4).key, order_item(2, Suit.CLUBS).key
('suit/4', 'orderC/2')
"""

from __future__ import annotations

from collections.abc import Sequence

from euchre_teach.core.cards import DECK, Card, Rank, Suit, format_cards
from euchre_teach.core.explain import card_identity, singular
from euchre_teach.core.rules import bower, effective_suit, ranked, trick_rank
from euchre_teach.course.drills.positions import (
    fill,
    left_bower,
    of_suit,
    right_bower,
    rng_for,
    trump_phrase,
)
from euchre_teach.course.items import Item, Option, question

__all__ = [
    "WARM_UPS",
    "count_question",
    "higher_item",
    "order_item",
    "suit_item",
    "suit_question",
    "warm_up_item",
]


def count_question(key: str, trump: Suit, suit: Suit, trap_type: int | None = None) -> Item:
    """"How many trumps (or cards of ``suit``) are there?", each wrong count explained.

    >>> item = count_question("count/1", Suit.DIAMONDS, Suit.DIAMONDS)
    >>> item.answer, item.option("6").feedback.split(".")[0]
    (('7',), '7, not 6')
    """
    members = ranked(of_suit(suit, trump, DECK), trump)
    left = left_bower(trump)
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
    prompt = f"{trump_phrase(trump)} How many {what} are there this hand?"
    return Item(key, prompt, options, listing, False, trump, trap_type=trap_type)


def suit_item(number: int) -> Item:
    """Item ``number`` of "which suit does this card belong to?" (jacks most of the time)."""
    rng = rng_for("suit", number)
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
        # A cold review (text46): name the one jack that changes suit, and say the jacks of
        # the other colour keep their suits ("with diamonds trump only the other red jack,
        # J♥, changes suit; the black jacks keep their own suits").
        why = (f"with {trump.plural} trump only the other {trump.colour.value} jack,"
               f" {left_bower(trump).label()}, changes suit; the {card.suit.colour.value}"
               " jacks keep their own suits")
    else:
        why = "it belongs to its printed suit"
    explanation = f"{identity}: {why}. It counts as a {singular(actual)}."
    options = tuple(
        Option(str(s), f"{s.symbol} {s.plural}", s is actual,
               explanation if s is actual else f"Not a {singular(s)}. {explanation}")
        for s in Suit
    )  # fmt: skip
    prompt = f"{trump_phrase(trump)} Which suit does {card.label()} belong to this hand?"
    return Item(key, prompt, options, explanation, False, trump, (card,))


def _trump_over_plain(order: Sequence[Card], trump: Suit) -> str:
    """Why the plain cards of a ranking come after every trump, naming the highest plain
    card: " Any trump beats any card of another suit. A♠ is not a trump, so it comes after
    every trump." (polish47: the older "..., not a trump, ranks below every trump here, even
    J♠, the lower of the two trumps among these cards" was a mouthful; expert43 had read
    "A♠ comes after J♠, the lower of the two trumps" as if A♠ were a trump)."""
    trumps = [c for c in order if effective_suit(c, trump) is trump]
    plain = [c for c in order if effective_suit(c, trump) is not trump]
    if not trumps or not plain:
        return ""
    after = "every trump" if len(trumps) > 1 else f"{trumps[0].label()}, the only trump"
    return (f" Any trump beats any card of another suit. {plain[0].label()} is not a trump, so"
            f" it comes after {after}.")  # fmt: skip


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
    prompt = f"{trump_phrase(trump)} Which card is higher, {first.label()} or {second.label()}?"
    return question(key, prompt, str(high), options, trump=trump, hand=(first, second),
                    labels={str(c): c.label() for c in (first, second)})  # fmt: skip


WARM_UPS: dict[int, tuple[str, str, Suit]] = {1: ("9H", "AD", Suit.HEARTS)}
"""Warm-ups a lesson names by number: lesson 2 opens with warm-up/1 (a nine of trump
against an ace). Every other number draws its two cards."""


def warm_up_item(number: int) -> Item:
    """"Which card is higher?" number ``number``, so a missed warm-up can come back in Review.

    >>> warm_up_item(1) == higher_item("warm-up/1", Card.parse("9H"), Card.parse("AD"),
    ...                                Suit.HEARTS)
    True
    >>> warm_up_item(5) == warm_up_item(5)
    True
    """
    if number in WARM_UPS:
        first, second, trump = WARM_UPS[number]
        return higher_item(f"warm-up/{number}", Card.parse(first), Card.parse(second), trump)
    rng = rng_for("warm-up", number)
    trump = rng.choice(list(Suit))
    one = rng.choice(DECK)
    suits = {effective_suit(one, trump), trump}  # cards that can meet it in a trick
    other = rng.choice([c for c in DECK if c != one and effective_suit(c, trump) in suits])
    return higher_item(f"warm-up/{number}", one, other, trump)


def order_item(number: int, trump: Suit | None = None, size: int = 5) -> Item:
    """"Tap these cards from highest to lowest": the answer is :func:`rules.ranked`.

    The single option's value is the whole order, card codes separated by spaces.
    """
    rng = rng_for("order", number)
    key = f"order/{number}" if trump is None else f"order{trump.letter}/{number}"
    trump = trump if trump is not None else rng.choice(list(Suit))
    bowers = [right_bower(trump), left_bower(trump)]
    cards = rng.sample(bowers, rng.randint(1, 2))
    pool = of_suit(trump, trump, DECK) + of_suit(trump.same_colour, trump, DECK)
    cards = fill(rng, cards, size, pool)
    order = ranked(cards, trump)
    text = " ".join(map(str, order))
    explanation = f"From highest to lowest: {format_cards(order)}. " + "; ".join(
        card_identity(c, trump) for c in order if bower(c, trump)
    ) + "." + _trump_over_plain(order, trump)
    prompt = (
        f"{trump_phrase(trump)} Put these cards in order, highest first: {format_cards(cards)}."
    )
    option = Option(text, format_cards(order), True, explanation)
    return Item(key, prompt, (option,), explanation, False, trump, tuple(cards))
