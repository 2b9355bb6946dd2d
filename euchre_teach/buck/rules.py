"""Buck Euchre, the game for three: its rule options, seats, phases and scoring.

Three players, each for themselves, play the same 24 cards with the same bowers, following
suit and trick winners as the four-player game (:mod:`euchre_teach.core.rules` decides those).
What differs lives here and in :mod:`euchre_teach.buck.deal`: each player counts down from 15,
every trick taken takes one off, and a player who fails their contract is *bucked*: 5
points added. The first to reach 0 or below wins.

>>> buck_changes((3, 2, 0), maker=0, playing=(0, 1, 2), rules=BuckRules())
((-3, -2, 5), (2,))
>>> buck_changes((2, 3, 0), maker=0, playing=(0, 1), rules=BuckRules())
((3, -3, 0), (0,))
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Sequence

from euchre_teach.core.cards import Card
from euchre_teach.core.notation import RuleWords
from euchre_teach.core.seats import parse_seat

__all__ = [
    "BUCK_SEATS",
    "MAKER_NEEDS",
    "RULE_WORDS",
    "BuckPhase",
    "BuckResult",
    "BuckRules",
    "buck_changes",
    "buck_seat_name",
    "match_winner",
    "parse_buck_seat",
]

BUCK_SEATS = ("West", "East", "South")
"""The three seats clockwise: West, then East, then South (the learner's seat, 2)."""

MAKER_NEEDS = 3
"""Tricks the player who made trump must take; a player who stays in needs one."""


@dataclasses.dataclass(frozen=True)
class BuckRules:
    """The options a Buck Euchre table plays by; the defaults are the set the course teaches.

    - ``start_score``: where each player's count starts (15); first to 0 or below wins.
    - ``buck_penalty``: points added to a bucked player (5).
    - ``clubs_force_in``: False: only a club turned up ("dirty clubs") keeps everyone in.
      True: whenever clubs are trump, named in round 2 too, nobody may drop.
    - ``stick_the_dealer``: after two rounds of passes the dealer must name trump (False:
      the hand is thrown in and the next dealer deals).

    >>> BuckRules(start_score=0)
    Traceback (most recent call last):
    ...
    ValueError: start_score must be a whole number from 1 to 100, not 0
    """

    start_score: int = 15
    buck_penalty: int = 5
    clubs_force_in: bool = False
    stick_the_dealer: bool = False

    def __post_init__(self) -> None:
        for name, top in (("start_score", 100), ("buck_penalty", 50)):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= top:
                raise ValueError(f"{name} must be a whole number from 1 to {top}, not {value!r}")
        for name in ("clubs_force_in", "stick_the_dealer"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be True or False, not {getattr(self, name)!r}")

    def words(self) -> str:
        """The options as a record's ``rules:`` value: ``default`` or the changes."""
        return RULE_WORDS.format(self)

    @classmethod
    def parse(cls, text: str) -> BuckRules:
        """Options from a ``rules:`` value (the words of :meth:`words`)."""
        return RULE_WORDS.parse(text)


#: The words of a Buck Euchre record's ``rules:`` line, in the order a record writes them.
RULE_WORDS = RuleWords(
    BuckRules,
    {
        "start_score=N": None,
        "buck_penalty=N": None,
        "clubs_force_in": {"clubs_force_in": True},
        "stick_the_dealer": {"stick_the_dealer": True},
    },
)


class BuckPhase(enum.Enum):
    """Where a Buck Euchre hand stands."""

    BIDDING_1 = "bidding, round 1"
    DISCARD = "dealer's discard"
    BIDDING_2 = "bidding, round 2"
    IN_OR_OUT = "in or out"
    PLAY = "play"
    DONE = "done"
    PASSED_OUT = "thrown in"


@dataclasses.dataclass(frozen=True)
class BuckResult:
    """A finished hand: tricks taken by each seat, the change to each score (negative is
    good), the bucked seats, and whether the maker took the five tricks uncontested."""

    tricks: tuple[int, int, int]
    changes: tuple[int, int, int]
    bucked: tuple[int, ...]
    uncontested: bool = False


def buck_seat_name(seat: int) -> str:
    """West, East or South."""
    return BUCK_SEATS[seat]


def parse_buck_seat(text: str) -> int:
    """A seat from ``W E S``, a name, or a number 0..2."""
    return parse_seat(text, BUCK_SEATS)


def buck_changes(
    tricks: Sequence[int], maker: int | None, playing: Sequence[int], rules: BuckRules
) -> tuple[tuple[int, int, int], tuple[int, ...]]:
    """Each seat's score change and the bucked seats, from the tricks each took.

    Every trick taken counts 1 off. The maker (``None`` under dirty clubs, when nobody
    made trump) must take 3 tricks and each other player who stayed in (``playing``) at
    least 1; one who falls short is bucked and has ``rules.buck_penalty`` added, on top of
    the tricks they did take. A player who dropped out scores nothing.
    """
    changes = [0, 0, 0]
    bucked = []
    for seat in playing:
        need = MAKER_NEEDS if seat == maker else 1
        changes[seat] = -tricks[seat]
        if tricks[seat] < need:
            changes[seat] += rules.buck_penalty
            bucked.append(seat)
    return (changes[0], changes[1], changes[2]), tuple(bucked)


def match_winner(scores: Sequence[int], maker: int | None, dealer: int) -> int | None:
    """Who has won once a hand is scored: the lowest score at 0 or below.

    Should two reach 0 together with the same score, the maker of that hand wins; failing
    that, the first of them clockwise from the dealer's left. None while nobody is at 0.

    >>> match_winner([2, 0, -1], maker=1, dealer=0), match_winner([0, 0, 4], maker=2, dealer=0)
    (2, 1)
    """
    low = min(scores)
    if low > 0:
        return None
    tied = [seat for seat in range(3) if scores[seat] == low]
    if maker in tied:
        return maker
    return min(tied, key=lambda seat: (seat - dealer - 1) % 3)


def check_buck_cards(
    dealer: object, hands: Sequence[Sequence[Card]], upcard: Card, kitty: Sequence[Card] | None
) -> str | None:
    """What is wrong with these cards as a Buck Euchre deal, or None when they are fine."""
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer <= 2:
        return f"invalid dealer: {dealer!r} (the dealer is a seat from 0 to 2)"
    if len(hands) != 3:
        return f"a Buck Euchre deal needs three hands, not {len(hands)}"
    for seat, hand in enumerate(hands):
        if len(hand) != 5:
            shown = " ".join(str(c) for c in hand)
            return f"each hand holds five cards; {BUCK_SEATS[seat]} has {len(hand)}: '{shown}'"
    cards: list[object] = [*(c for h in hands for c in h), upcard, *(kitty or ())]
    seen: set[Card] = set()
    for card in cards:
        if not isinstance(card, Card):
            return f"not a card: {card!r}"
        if card in seen:
            return f"{card.label()} appears twice in the deal; each card exists once"
        seen.add(card)
    if kitty is not None and len(kitty) != 8:
        return f"the kitty under the upcard holds eight cards, not {len(kitty)}"
    return None
