"""Buck Euchre in words: why an action was refused, and what a finished hand scored.

Each refusal names the rule and what may be done instead, for a beginner at the table.
The bidding and following suit are refused with the four-player game's own words
(:mod:`euchre_teach.core.messages`, re-exported here); what is Buck's alone is written here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from euchre_teach.buck.rules import BUCK_SEATS, MAKER_NEEDS, BuckResult, BuckRules
from euchre_teach.core.actions import Action, Kind
from euchre_teach.core.cards import Card, format_cards
from euchre_teach.core.explain import action_phrase
from euchre_teach.core.messages import (
    discard_not_held,
    must_follow,
    stuck_dealer,
    turned_down_suit,
    wrong_in_round_1,
    wrong_in_round_2,
)

if TYPE_CHECKING:
    from euchre_teach.buck.deal import BuckDeal

__all__ = [
    "card_not_held",
    "discard_not_held",
    "hand_over",
    "must_discard",
    "must_follow",
    "no_going_alone",
    "not_your_turn",
    "result_lines",
    "stuck_dealer",
    "turned_down_suit",
    "wrong_in_or_out",
    "wrong_in_play",
    "wrong_in_round_1",
    "wrong_in_round_2",
]


def _points(n: int) -> str:
    return f"{n} point{'' if n == 1 else 's'}"


def hand_over(deal: BuckDeal) -> str:
    if deal.result is None:
        return (
            "This hand is over: everyone passed twice, so it was thrown in."
            " The next dealer deals a new hand."
        )
    return "This hand is over and scored. Start the next hand to keep playing."


def not_your_turn(deal: BuckDeal, seat: int) -> str:
    assert deal.to_act is not None
    return (
        f"It is {BUCK_SEATS[deal.to_act]}'s turn, not {BUCK_SEATS[seat]}'s:"
        " play goes clockwise, one player at a time."
    )


def no_going_alone(action: Action) -> str:
    return (
        "There is no going alone in Buck Euchre: every player already plays for themselves."
        f" {action_phrase(action).split(',')[0].capitalize()} without “alone”."
    )


def must_discard(deal: BuckDeal, action: Action) -> str:
    hand = format_cards(deal.hands[deal.dealer])
    why = (
        "A club was turned up, so clubs are trump at once (dirty clubs): the dealer has"
        f" taken the upcard ({deal.upcard.label()})"
        if deal.dirty_clubs
        else f"The dealer has picked up the upcard ({deal.upcard.label()})"
    )
    return (
        f"{why} and now holds six cards, so the next step is to discard one, face down."
        f" Choose any one of: {hand}. You cannot {action_phrase(action)} until then."
    )


def wrong_in_or_out(deal: BuckDeal, action: Action) -> str:
    assert deal.maker is not None and deal.trump is not None
    return (
        f"{BUCK_SEATS[deal.maker]} made {deal.trump.plural} trump. Before play, each other"
        " player says “in” (play, and take at least one trick or be bucked) or “out”"
        f" (sit this hand out, score unchanged), not {action_phrase(action)}."
    )


def wrong_in_play(deal: BuckDeal, action: Action) -> str:
    assert deal.trump is not None
    if action.kind is Kind.OUT and deal.forced_in:
        reason = (
            "a club was turned up (dirty clubs)"
            if deal.dirty_clubs
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
    return (
        f"The bidding is over ({deal.trump.plural} are trump), so it is time to play a card,"
        f" not {action_phrase(action)}."
    )


def card_not_held(deal: BuckDeal, seat: int, card: Card) -> str:
    hand = format_cards(deal.hands[seat])
    return f"{card.label()} is not in {BUCK_SEATS[seat]}'s hand, which holds {hand}."


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


def result_lines(deal: BuckDeal) -> list[str]:
    """Every seat's part in a finished hand, West first."""
    assert deal.result is not None
    return [
        seat_result(seat, deal.result, deal.maker, deal.dropped, deal.rules) for seat in range(3)
    ]
