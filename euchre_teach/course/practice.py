"""Bidding practice and defence practice: positions by seat and round, answered by the judge.

Every position is rebuilt from its key, so a teacher can say "everyone open bidding-set/7":

- ``bidding-set/N`` (1 to :data:`BIDDING_SET_SIZE`): curated bidding positions, two or three
  for each seat in each round, and two where the score changes the count. A position whose
  answer the judge cannot separate from a play a teacher corrects is left out (practice
  tests what is clear).
- ``bidding/N``: generated bidding positions, a seat and a round drawn from N, most of
  them close calls (within 1.5 points of what the seat needs); any N is a key, but the
  positions repeat after :data:`GENERATED_POOL`, so that every one was judged ahead of
  time. ``bidding-P-R/N``: one seat (P: 0 the dealer, 1 its left, 2 its partner, 3 its
  right) and round R, cycling through that seat and round's curated positions.
- ``defence-set/N``: curated positions of the play (:mod:`euchre_teach.course.defence_set`):
  leading against a loner, trumping your partner's ace or not, and which card to lead (only
  positions whose answer the judge can tell apart from the play a teacher corrects).

The learner sits South. Every item accepts the choices the course's judge puts within its
margin of the best (:mod:`euchre_teach.course.answer_keys`, judged ahead of time), and says
the coach's reason too (:class:`euchre_teach.players.CoachBot`); a bidding reason shows the
taught count (:mod:`euchre_teach.players.count`) card by card. The generated families draw
from judged positions (:data:`GENERATED_POOL`, :func:`focus_numbers`).

>>> first = practice_item("bidding-set/1")
>>> first == practice_item("bidding-set/1"), first.key
(True, 'bidding-set/1')
>>> "=" in first.explanation and practice_item("bidding/5") == bidding_item(5)
True
"""

from __future__ import annotations

import dataclasses
import functools
import random
from collections.abc import Callable, Sequence

from euchre_teach.core.actions import PASS
from euchre_teach.core.cards import DECK, Card, parse_cards
from euchre_teach.core.deal import Deal
from euchre_teach.core.rules import Rules
from euchre_teach.core.seats import TEAM_NAMES
from euchre_teach.core.state import Phase
from euchre_teach.course.answer_keys import PANEL_LESSONS
from euchre_teach.course.defence_set import (
    DEFENCE_SET,
    DEFENCE_THEMES,
    DefenceSpot,
    defence_deal,
    defence_item,
    defence_numbers,
)
from euchre_teach.course.drills import LEARNER, coach_item
from euchre_teach.course.items import Item
from euchre_teach.players.count import SEAT_WORDS, TAUGHT, best_suit, judge

__all__ = [
    "BIDDING_SET",
    "BIDDING_SET_SIZE",
    "DEFENCE_SET",
    "DEFENCE_THEMES",
    "GENERATED_POOL",
    "PANEL_LESSONS",
    "BidSpot",
    "DefenceSpot",
    "bidding_deal",
    "bidding_item",
    "bidding_set_deal",
    "bidding_set_item",
    "defence_deal",
    "defence_item",
    "defence_numbers",
    "focus_family",
    "focus_numbers",
    "is_practice_key",
    "panel_order",
    "practice_deal",
    "practice_item",
    "practice_lesson",
    "practice_round",
    "spot_bidding_deal",
]


@dataclasses.dataclass(frozen=True)
class BidSpot:
    """A curated bidding position: South's seat counted from the dealer (0 the dealer,
    1 its left, 2 its partner, 3 its right), the round, South's hand, the upcard, the
    score (North-South, East-West) and whether the table plays stick the dealer."""

    position: int
    round: int
    hand: str
    upcard: str
    scores: tuple[int, int] = (0, 0)
    stick: bool = False


BIDDING_SET = (
    # Round 1, the dealer's left: ordering up hands the dealer the upcard.
    BidSpot(1, 1, "JS AS QS AD TH", "9S"),  # not lesson 6's worked count (J♥ A♥ K♥ A♠ 9♣)
    BidSpot(1, 1, "JH QH 9H AC KC", "AH"),
    BidSpot(1, 1, "JD AH 9H KS QC", "TH"),
    # Round 1, the dealer's partner: the upcard joins your side (assist).
    BidSpot(2, 1, "JS KS AD KD 9H", "AS"),
    BidSpot(2, 1, "AC QC 9C AH 9D", "JC"),
    BidSpot(2, 1, "KD QD AS QS 9H", "TD"),
    # Round 1, the dealer's right: the last to speak before the dealer.
    BidSpot(3, 1, "JC JS AC AH 9D", "QC"),
    BidSpot(3, 1, "JH AD QD KS 9C", "JD"),
    BidSpot(3, 1, "AS QS 9D AH KC", "TS"),
    # Round 1, the dealer: count the five cards you keep after the pickup.
    BidSpot(0, 1, "KH QH AS 9C TD", "9H"),
    BidSpot(0, 1, "JD 9D AC KC QS", "AD"),
    # (Replaced: lesson 6's worked count, 9♠ A♥ K♦ Q♣ 10♦ on a K♠, where taking it up
    # measured 0.22 better than passing, within two standard errors of the judge's margin:
    # too close to test. Lesson 6's fold kept it as its close call until count6 cut it:
    # most club players pass it.)
    BidSpot(0, 1, "KH QH 9D TS 9S", "AC"),
    # Round 2, the dealer's left: next (the same colour as the card turned down).
    BidSpot(1, 2, "JC AC QC AH 9D", "9S"),
    BidSpot(1, 2, "JS KD QD 9H TH", "KC"),
    BidSpot(1, 2, "AH KH QH JD 9S", "AS"),
    # Round 2, the dealer's partner. (Dropped: AS QS 9S AC 9D on a 9♣, where the judge put
    # naming diamonds with the single 9♦ within its margin of passing: a teacher corrects it.)
    BidSpot(2, 2, "JH JD KD AS 9C", "QS"),
    BidSpot(2, 2, "KC QC 9C AD TH", "TS"),
    # Round 2, the dealer's right. (Dropped: J♦ T♦ A♠ K♠ 9♣ on a Q♦, where the judge
    # preferred naming hearts with the left bower alone to passing.)
    BidSpot(3, 2, "JS AS KS QH 9D", "TC"),
    BidSpot(3, 2, "AD KD 9D AC QH", "JH"),
    # Round 2, the dealer: last to speak; stuck under stick the dealer.
    BidSpot(0, 2, "JH AH 9H KC 9S", "TD"),
    BidSpot(0, 2, "KS QC TC 9H 9D", "AH", stick=True),
    BidSpot(0, 2, "AC KC QS 9S TH", "9D"),
    # The score: the other side one point from the game, and your own side near it.
    BidSpot(1, 1, "JC KC 9C AH 9D", "QC", scores=(4, 9)),
    BidSpot(2, 1, "JH JD AH KH AS", "9H", scores=(8, 3)),
)
"""The curated bidding positions, ``bidding-set/1`` first."""

BIDDING_SET_SIZE = len(BIDDING_SET)

def _rest(rng: random.Random, used: Sequence[Card]) -> list[Card]:
    pool = [c for c in DECK if c not in used]
    rng.shuffle(pool)
    return pool


def _bidding_deal(rng: random.Random, position: int, round_: int, hand: Sequence[Card],
                  upcard: Card, scores: tuple[int, int], stick: bool) -> Deal:  # fmt: skip
    """A deal with South holding ``hand``, everyone before South having passed."""
    dealer = (LEARNER - position) % 4
    rest = _rest(rng, [*hand, upcard])
    hands = [rest[0:5], rest[5:10], list(hand), rest[10:15]]
    if LEARNER != 2:  # pragma: no cover - the learner is South throughout the course
        raise AssertionError("the practice deals put the learner in seat 2")
    deal = Deal(dealer, hands, upcard, Rules(stick_the_dealer=stick), kitty=rest[15:18],
                scores=scores)  # fmt: skip
    passes = (4 if round_ == 2 else 0) + (position - 1) % 4
    for _ in range(passes):
        deal.apply(PASS)
    return deal


def _with_score(item: Item, deal: Deal) -> Item:
    """The item's prompt with the score and the table's rules said first, when they matter."""
    position = (LEARNER - deal.dealer) % 4
    rounds = "round 2" if deal.phase is Phase.BIDDING_2 else "round 1"
    said = [f"Your seat: {SEAT_WORDS[position]}, {rounds}."]
    if deal.scores != (0, 0):
        said.append(f"The score: {TEAM_NAMES[0]} {deal.scores[0]}, {TEAM_NAMES[1]}"
                     f" {deal.scores[1]}, playing to {deal.rules.points_to_win}.")  # fmt: skip
    if deal.rules.stick_the_dealer:
        said.append("This table plays stick the dealer.")
    prompt = " ".join([*said, item.prompt])
    return dataclasses.replace(item, prompt=prompt)


def spot_bidding_deal(spot: BidSpot, seed: str) -> Deal:
    """The deal of a curated bidding position at South's turn, the hidden cards shuffled
    from ``seed`` (the question's key: everyone gets the same deal)."""
    return _bidding_deal(random.Random(seed), spot.position, spot.round, parse_cards(spot.hand),
                         Card.parse(spot.upcard), spot.scores, spot.stick)  # fmt: skip


def bidding_set_deal(number: int) -> Deal:
    """The deal of curated bidding position ``number``, at South's turn."""
    if not 1 <= number <= BIDDING_SET_SIZE:
        raise ValueError(f"bidding-set items are numbered 1 to {BIDDING_SET_SIZE}, not {number}")
    return spot_bidding_deal(BIDDING_SET[number - 1], f"bidding-set/{number}")


def bidding_set_item(number: int) -> Item:
    """Curated bidding position ``number`` (1 to :data:`BIDDING_SET_SIZE`)."""
    deal = bidding_set_deal(number)
    return _with_score(coach_item(f"bidding-set/{number}", deal), deal)


_POOL_COUNT = dataclasses.replace(TAUGHT, seat_needs={**TAUGHT.seat_needs, 2: 6.0})
"""The count the generated pool was drawn with (the dealer's partner needed 6 until session
46): what makes a position a close call when it is dealt. The pool keeps its positions,
their keys and their reasons in cards; the feedback counts with the count taught now."""


def _margin(hand: Sequence[Card], upcard: Card, position: int, round_: int) -> float:
    if round_ == 1:
        return judge(hand, upcard.suit, position, 1, upcard, method=_POOL_COUNT).margin
    return best_suit(hand, upcard, position, method=_POOL_COUNT).margin


def panel_order(rounds: tuple[int, ...]) -> list[int]:
    """The curated bidding positions (``bidding-set`` numbers) a practice panel of these
    rounds asks, in the order it asks them. The keys stay; only the order shown changes.

    A round-2 panel ("Every seat, round 2", lesson 7) takes the seats in turn, the dealer's
    left, partner, right, then the dealer, and round again (walk19 met "the dealer's left"
    three times in a row: the set lists each seat's positions together). Round 1 keeps the
    set's order: lesson 6's panel opens with the positions its count gets right, in the
    order chosen for a learner who has just learned it, and leaves out the positions at a
    close score (``bidding-set/23`` and ``/24``): lesson 6 points to lesson 9 for what the
    score changes, and a practice asks what its lesson teaches (expert49).

    >>> panel_order((2,))
    [13, 16, 18, 20, 14, 17, 19, 21, 15, 22]
    >>> panel_order((1,))
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
    """
    numbers = [n for n in range(1, BIDDING_SET_SIZE + 1) if BIDDING_SET[n - 1].round in rounds
               and (rounds != (1,) or BIDDING_SET[n - 1].scores == (0, 0))]  # fmt: skip
    if rounds != (2,):
        return numbers
    by_seat = [[n for n in numbers if BIDDING_SET[n - 1].position == seat] for seat in (1, 2, 3, 0)]
    return [seat[i] for i in range(max(map(len, by_seat))) for seat in by_seat if i < len(seat)]


def focus_family(position: int | None = None, round_: int | None = None) -> str:
    """The key family of generated positions for one seat and round (``"bidding-1-2"`` for
    the dealer's left in round 2), or ``"bidding"`` for any seat and round."""
    if position is None or round_ is None:
        return "bidding"
    if position not in SEAT_WORDS or round_ not in (1, 2):
        raise ValueError(f"a seat is 0-3 and a round 1 or 2, not {position!r} and {round_!r}")
    return f"bidding-{position}-{round_}"


def bidding_item(number: int, position: int | None = None, round_: int | None = None) -> Item:
    """Generated bidding position ``number``: a seat and a round drawn from the number
    unless given, and, four times in five, a close call (the count within 1.5 of what
    the seat needs)."""
    deal = bidding_deal(number, position, round_)
    key = f"{focus_family(position, round_)}/{number}"
    same_as = None
    if position is not None and round_ is not None:  # a curated position, under its own name
        spots = focus_numbers(position, round_)
        same_as = f"bidding-set/{spots[(number - 1) % len(spots)]}"
    elif number > GENERATED_POOL:  # the pool's position again: its reasons in cards too
        same_as = f"{focus_family(position, round_)}/{(number - 1) % GENERATED_POOL + 1}"
    return _with_score(coach_item(key, deal, same_as=same_as), deal)


GENERATED_POOL = 8
"""How many generated positions ``bidding/N`` draws from: it is position ``(N - 1) %
GENERATED_POOL + 1``, so that every one has an answer key the judge set ahead of time
(:mod:`euchre_teach.course.answer_keys`)."""


def focus_numbers(position: int, round_: int) -> list[int]:
    """The curated positions (``bidding-set`` numbers) of one seat and round: what that
    seat and round's family ``bidding-P-R/N`` cycles through."""
    return [n for n, spot in enumerate(BIDDING_SET, start=1)
            if spot.position == position and spot.round == round_ and not spot.stick
            and spot.scores == (0, 0)]  # fmt: skip


def bidding_deal(number: int, position: int | None = None, round_: int | None = None) -> Deal:
    """The deal of generated bidding position ``number``, at South's turn: one of
    :data:`GENERATED_POOL` positions; for one seat and round, the curated positions of that
    seat and round in turn (:func:`focus_numbers`)."""
    if position is not None and round_ is not None:
        focus_family(position, round_)  # checks the seat and round
        spots = focus_numbers(position, round_)
        return bidding_set_deal(spots[(number - 1) % len(spots)])
    number = (number - 1) % GENERATED_POOL + 1
    rng = random.Random(f"{focus_family(position, round_)}/{number}")
    drawn, drawn_round = rng.randrange(4), rng.choice((1, 1, 2))
    position = drawn if position is None else position
    round_ = drawn_round if round_ is None else round_
    close = rng.random() < 0.8
    scores = (rng.randrange(10), 9) if rng.random() < 0.1 else (0, 0)
    for _ in range(60):
        pack = list(DECK)
        rng.shuffle(pack)
        hand, upcard = pack[:5], pack[5]
        if not close or abs(_margin(hand, upcard, position, round_)) <= 1.5:
            break
    return _bidding_deal(rng, position, round_, hand, upcard, scores, False)


# ----------------------------------------------------------------- by key


_FAMILIES: dict[str, Callable[[int], Item]] = {
    "bidding-set": bidding_set_item, "bidding": bidding_item, "defence-set": defence_item}
_DEALS: dict[str, Callable[[int], Deal]] = {
    "bidding-set": bidding_set_deal, "bidding": bidding_deal, "defence-set": defence_deal}
for _position in SEAT_WORDS:
    for _round in (1, 2):
        _FAMILIES[focus_family(_position, _round)] = functools.partial(
            bidding_item, position=_position, round_=_round)
        _DEALS[focus_family(_position, _round)] = functools.partial(
            bidding_deal, position=_position, round_=_round)  # fmt: skip


def is_practice_key(key: str) -> bool:
    """True for the keys :func:`practice_item` understands."""
    family, _, number = key.partition("/")
    return family in _FAMILIES and number.isdigit()


def _parse_key(key: str) -> tuple[str, int]:
    family, _, number = key.partition("/")
    if family not in _FAMILIES or not number.isdigit():
        raise ValueError(f"invalid practice key {key!r}: expected one of"
                         f" {sorted(_FAMILIES)} and a number, e.g. 'bidding/3'")  # fmt: skip
    return family, int(number)




def practice_round(key: str) -> int:
    """The bidding round of a practice position: 2 for a round-2 bid, else 1 (a defence
    position's bidding was in round 1 or 2, but what it asks is a play).

    >>> practice_round("bidding-set/1"), practice_round("bidding-set/13")
    (1, 2)
    >>> practice_round("bidding-3-2/4")
    2
    """
    family, _ = _parse_key(key)
    if family.startswith("defence"):
        return 1
    return 2 if practice_deal(key).phase is Phase.BIDDING_2 else 1


def practice_lesson(key: str) -> int | None:
    """The lesson of a practice position's panel, None for a key that is not a practice one.

    >>> practice_lesson("bidding-2-1/7"), practice_lesson("bidding-2-2/7")
    (6, 7)
    >>> practice_lesson("defence-set/2"), practice_lesson("L6/2")
    (12, None)
    """
    if not is_practice_key(key):
        return None
    if key.startswith("defence"):
        return PANEL_LESSONS["defence"]
    return PANEL_LESSONS["bidding round 2" if practice_round(key) == 2 else "bidding"]


def practice_item(key: str) -> Item:
    """The item with this key: ``"bidding-set/3"``, ``"bidding/41"``, ``"defence-set/2"``."""
    family, number = _parse_key(key)
    return _FAMILIES[family](number)


def practice_deal(key: str) -> Deal:
    """The deal behind the item with this key, at South's turn (the coach answers it)."""
    family, number = _parse_key(key)
    return _DEALS[family](number)
