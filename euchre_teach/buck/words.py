"""Buck Euchre in words: why an action was refused, and what a finished hand scored.

Each refusal names the rule and what may be done instead, for a beginner at the table, from
plain values (cards, seats, suits, a result). The bidding, the discard, a card not held and
following suit are refused with the four-player game's own words
(:mod:`euchre_teach.core.messages`, given Buck's seat names); what is Buck's alone is
written here.

>>> from textwrap import fill
>>> from euchre_teach.core.actions import Action
>>> print(fill(no_going_alone(Action.parse("call H alone"))))
There is no going alone in Buck Euchre: every player already plays for
themselves. Name ♥ hearts without “alone”.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from euchre_teach.buck.rules import BUCK_SEATS, MAKER_NEEDS, BuckResult, BuckRules
from euchre_teach.core import messages
from euchre_teach.core.actions import Action, Kind
from euchre_teach.core.cards import Card, Suit
from euchre_teach.core.explain import action_phrase

__all__ = [
    "ScoredHand",
    "hand_over",
    "must_discard",
    "no_going_alone",
    "result_lines",
    "seat_result",
    "wrong_in_or_out",
    "wrong_in_play",
]


def _points(n: int) -> str:
    return f"{n} point{'' if n == 1 else 's'}"


def hand_over(result: BuckResult | None) -> str:
    """Any action once the hand is over: thrown in (no ``result``), or scored."""
    if result is None:
        return messages.THROWN_IN
    return "This hand is over and scored. Start the next hand to keep playing."


def no_going_alone(action: Action) -> str:
    """Ordering up or calling alone, which Buck Euchre does not have."""
    return (
        "There is no going alone in Buck Euchre: every player already plays for themselves."
        f" {action_phrase(action).split(',')[0].capitalize()} without “alone”."
    )


def must_discard(upcard: Card, hand: Sequence[Card], action: Action, dirty_clubs: bool) -> str:
    """Anything but the dealer's discard, who may hold the upcard by dirty clubs."""
    taken = None
    if dirty_clubs:
        taken = (
            "A club was turned up, so clubs are trump at once (dirty clubs): the dealer has"
            f" taken the upcard ({upcard.label()})"
        )
    return messages.must_discard(upcard, hand, action, taken)


def wrong_in_or_out(maker: int, trump: Suit, action: Action) -> str:
    """Anything but in or out once ``maker`` has made ``trump``."""
    return (
        f"{BUCK_SEATS[maker]} made {trump.plural} trump. Before play, each other"
        " player says “in” (play, and take at least one trick or be bucked) or “out”"
        f" (sit this hand out, score unchanged), not {action_phrase(action)}."
    )


def wrong_in_play(action: Action, trump: Suit, forced_in: bool, dirty_clubs: bool) -> str:
    """Anything but a card in play: ``forced_in`` when nobody may drop (``dirty_clubs``,
    or clubs at a table where clubs keep everyone in)."""
    if action.kind is Kind.OUT and forced_in:
        reason = (
            "a club was turned up (dirty clubs)"
            if dirty_clubs
            else "clubs are trump, and at this table clubs keep everyone in"
        )
        return (
            f"Nobody may drop this hand: {reason}. Everyone plays, and each player needs a"
            " trick to avoid being bucked."
        )
    if action.kind in (Kind.IN, Kind.OUT):
        return (
            "Everyone has already said in or out; it is time to play a card,"
            f" not {action_phrase(action)}."
        )
    return messages.play_a_card(trump, action)


def seat_result(
    seat: int, result: BuckResult, maker: int | None, dropped: tuple[int, ...], rules: BuckRules
) -> str:
    """One seat's hand in a sentence: ``"West made trump, took 2 tricks: bucked, +3."``"""
    name = BUCK_SEATS[seat]
    if seat in dropped:
        return f"{name} dropped out: score unchanged."
    taken = result.tricks[seat]
    role = "made trump and " if seat == maker else ""
    need = MAKER_NEEDS if seat == maker else 1
    text = f"{name} {role}took {taken} trick{'' if taken == 1 else 's'}"
    change = result.changes[seat]
    if seat in result.bucked:
        return (
            f"{text}, short of the {need} needed: bucked, {rules.buck_penalty} added"
            f" ({change:+d})."
        )
    if result.uncontested:
        return f"{text} uncontested: both others dropped out ({change:+d})."
    return f"{text}: {_points(taken)} off ({change:+d})."


class ScoredHand(Protocol):
    """What :func:`result_lines` reads of a scored hand: a
    :class:`~euchre_teach.buck.deal.BuckDeal`, or anything with these four values."""

    @property
    def result(self) -> BuckResult | None: ...
    @property
    def maker(self) -> int | None: ...
    @property
    def dropped(self) -> tuple[int, ...]: ...
    @property
    def rules(self) -> BuckRules: ...


def result_lines(deal: ScoredHand) -> list[str]:
    """Every seat's part in a finished hand, West first."""
    assert deal.result is not None
    return [
        seat_result(seat, deal.result, deal.maker, deal.dropped, deal.rules) for seat in range(3)
    ]
