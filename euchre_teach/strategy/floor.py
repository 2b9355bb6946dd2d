"""The judge's floor under a bid: a bid far short of the count is never right on a close call.

The judge accepts every choice within its margin of the best (:mod:`~euchre_teach.strategy.
judge`, point 4). A bid can come within it on a hand the count lesson 6 teaches
(:mod:`~euchre_teach.players.count`) rates far too weak, when passing is poor too: passing
hands the choice of trump to the other side. A cold review by an experienced teacher, on
guided hand 10 (K♦ 9♥ K♠ 10♣ Q♣ after 10♠ was turned down; naming clubs measured 0.04 of a
point a hand below passing over 1200 deals): "A count of 2 against a need of 4.5, with no
bower and no ace, is not a bid that 'works' in any class I teach ... a simulation artefact,
and it should not be shown to beginners as approval."

:data:`FLOOR_RULE`: a bid (ordering up, taking it up or naming a suit, with the partner or
alone) within the margin whose count falls short of what the seat needs by :data:`FLOOR` or
more is refused where passing is accepted (:func:`floored_bid`): passing, the count's own
choice, stays accepted, so no position is left with nothing accepted. A stuck dealer, who
may not pass, is never floored.

The floor was set from the course's own positions (every bid the judge accepted beside an
accepted pass in the guided hands, the quizzes and the practice keys, session 51): hand 10's
clubs was 2.5 short; every other such bid was half a point short (``bidding/1``,
``bidding-set/3`` and ``/6``, ``bid/4``: the close calls lesson 6 leaves to judgement) or
reached its need. Two points is a bower's worth and more: short by that much, three tricks
must come mostly from the partner.

>>> FLOOR
2.0
"""

from __future__ import annotations

from collections.abc import Sequence

from euchre_teach.core.actions import PASS, Action, Kind
from euchre_teach.core.cards import Rank
from euchre_teach.core.rules import bower, effective_suit, ranked
from euchre_teach.core.seats import team
from euchre_teach.core.state import Phase
from euchre_teach.core.view import View
from euchre_teach.players.bidding import seat_position
from euchre_teach.players.count import Verdict, judge
from euchre_teach.strategy.advice import action_words, listed

__all__ = ["FLOOR", "FLOOR_RULE", "below_floor", "bid_count", "floor_words", "floored_bid"]

FLOOR = 2.0
"""How far short of the seat's need a bid's count may fall and the bid still be accepted on
a close call: a count short by this much or more is a gamble (module text)."""

FLOOR_RULE = (
    "a bid within the margin whose count falls short of the seat's need by 2 or more is"
    " refused where passing is accepted: a gamble, not a bid"
)
"""One of the judge's exceptions to its margin (:mod:`euchre_teach.strategy.judge`, point 4)."""


def bid_count(view: View, action: Action) -> Verdict | None:
    """The count of the seat's hand for the trump ``action`` makes, against what the seat
    needs (lesson 6's count, as the coach bids by it); None for a choice that is not a bid."""
    if action.kind is Kind.ORDER and view.phase is Phase.BIDDING_1:
        trump, round_ = view.upcard.suit, 1
    elif action.kind is Kind.CALL and action.suit is not None:
        trump, round_ = action.suit, 2
    else:
        return None
    near = view.scores[1 - team(view.seat)] >= view.rules.points_to_win - 1
    return judge(view.hand, trump, seat_position(view.seat, view.dealer), round_, view.upcard,
                 near_game=near)  # fmt: skip


def below_floor(view: View, action: Action) -> bool:
    """Whether ``action`` is a bid whose count falls short of the seat's need by
    :data:`FLOOR` or more."""
    counted = bid_count(view, action)
    return counted is not None and -counted.margin >= FLOOR - 1e-9


def floored_bid(view: View, action: Action, within: Sequence[Action]) -> bool:
    """:data:`FLOOR_RULE`: True when ``action`` is a bid in ``within`` (the choices the judge
    accepts) below the floor, and passing is in ``within`` too."""
    return action in within and PASS in within and below_floor(view, action)


def _trumps_said(view: View, action: Action, counted: Verdict) -> str:
    """The hand's trumps for the bid, and the bower and ace it lacks: ``"only Q♣ and 10♣ as
    trumps, no bower and no ace"``."""
    trump = counted.count.trump
    held = [c for c in ranked(list(counted.kept), trump) if effective_suit(c, trump) is trump]
    trumps = (f"only {listed([c.label() for c in held])} as trump{'s' if len(held) > 1 else ''}"
              if held else "no trump")  # fmt: skip
    lacks = [what for what, missing in (
        ("no bower", not any(bower(c, trump) for c in counted.kept)),
        ("no ace", not any(c.rank is Rank.ACE for c in counted.kept))) if missing]
    return f"{trumps}, {' and '.join(lacks)}" if lacks else trumps


def floor_words(view: View, action: Action, figures: str) -> str:
    """Why a bid below the floor is refused, in cards, then the judge's ``figures`` (a
    sentence the caller words: "Played out over 1200 deals ..., with naming clubs ..., and
    with passing ...").

    >>> from pathlib import Path
    >>> from euchre_teach.core.record import parse
    >>> ten = Path(__file__).parents[2] / "lessons" / "hands" / "10_thrown_in.txt"
    >>> hand = parse(ten.read_text("utf-8"))
    >>> print(floor_words(hand.deal(6).view(2), Action.parse("call C"), "Played out ...."))
    ... # doctest: +NORMALIZE_WHITESPACE
    Naming clubs with only Q♣ and 10♣ as trumps, no bower and no ace, is a gamble: the
    count gives 2, 2.5 short of the 4.5 your seat needs. Played out .... The two come out
    close only because passing lets the other side choose trump: pass when the count is
    this far short.
    """
    counted = bid_count(view, action)
    if counted is None:
        return figures
    bid = action_words(action, dealer=view.seat == view.dealer)
    return (f"{bid} with {_trumps_said(view, action, counted)}, is a gamble: the count gives"
            f" {counted.count.total:g}, {-counted.margin:g} short of the"
            f" {counted.need.total:g} your seat needs. {figures.rstrip('.')}. The two come"
            " out close only because passing lets the other side choose trump: pass when the"
            " count is this far short.")
