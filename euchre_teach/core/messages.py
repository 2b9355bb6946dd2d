"""Why an action was refused, in words for a beginner at the table.

Each function returns the message of an :class:`~euchre_teach.core.errors.IllegalAction`;
the deal itself holds no text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from euchre_teach.core.actions import Action, Kind
from euchre_teach.core.cards import Card, Suit, format_cards
from euchre_teach.core.explain import action_phrase, explain_play
from euchre_teach.core.seats import TEAM_NAMES, seat_name, team

if TYPE_CHECKING:
    from euchre_teach.core.deal import Deal

__all__ = [
    "Bidding",
    "card_not_held",
    "deal_over",
    "discard_not_held",
    "must_discard",
    "must_follow",
    "not_your_turn",
    "nothing_to_claim",
    "stuck_dealer",
    "turned_down_suit",
    "wrong_in_defend",
    "wrong_in_play",
    "wrong_in_round_1",
    "wrong_in_round_2",
]


class _StickRule(Protocol):
    @property
    def stick_the_dealer(self) -> bool: ...


class Bidding(Protocol):
    """What the bidding and follow-suit refusals read from a hand: a four-player
    :class:`~euchre_teach.core.deal.Deal` or a Buck Euchre :class:`~euchre_teach.buck.deal.BuckDeal`
    (the same words serve both games)."""

    @property
    def upcard(self) -> Card: ...
    @property
    def dealer(self) -> int: ...
    @property
    def to_act(self) -> int | None: ...
    @property
    def hands(self) -> list[list[Card]]: ...
    @property
    def trick(self) -> list[Card]: ...
    @property
    def trump(self) -> Suit | None: ...
    @property
    def rules(self) -> _StickRule: ...


def _other_suits(barred: Suit) -> str:
    names = [s.plural for s in Suit if s is not barred]
    return f"{', '.join(names[:-1])} or {names[-1]}"


def _or_pass(deal: Bidding) -> str:
    """", or pass" in round 2, unless the dealer is stuck (stick the dealer: no passing)."""
    stuck = deal.rules.stick_the_dealer and deal.to_act == deal.dealer
    return "" if stuck else ", or pass"


def deal_over(deal: Deal) -> str:
    if deal.result is None:
        return (
            "This hand is over: everyone passed twice, so it was thrown in."
            " The next dealer deals a new hand."
        )
    result = deal.result
    return (
        f"This hand is over: {TEAM_NAMES[result.scoring_team]} scored {result.points}"
        f" point{'s' if result.points != 1 else ''}. Start the next hand to keep playing."
    )


def not_your_turn(deal: Deal, seat: int) -> str:
    assert deal.to_act is not None
    return (
        f"It is {seat_name(deal.to_act)}'s turn, not {seat_name(seat)}'s:"
        " play goes clockwise, one player at a time."
    )


def wrong_in_round_1(deal: Bidding, action: Action) -> str:
    up = deal.upcard
    if action.kind is Kind.CALL:
        return (
            f"In round 1 the only suit on offer is the upcard's: {up.suit.plural} ({up.label()})."
            f" Order it up to make {up.suit.plural} trump, or pass; other suits can only be"
            " named in round 2, after everyone has passed."
        )
    return (
        f"It is round 1 of the bidding: you may pass or order up the upcard ({up.label()}),"
        f" not {action_phrase(action)}."
    )


def must_discard(deal: Deal, action: Action) -> str:
    hand = format_cards(deal.hands[deal.dealer])
    return (
        f"The dealer has picked up the upcard ({deal.upcard.label()}) and now holds six cards,"
        f" so the next step is to discard one, face down. Choose any one of: {hand}."
        f" You cannot {action_phrase(action)} until then."
    )


def discard_not_held(deal: Bidding, card: Card) -> str:
    hand = format_cards(deal.hands[deal.dealer])
    return f"You cannot discard {card.label()}: it is not in your hand. You hold {hand}."


def stuck_dealer(deal: Bidding) -> str:
    return (
        "Stick the dealer: everyone else has passed twice, so the dealer may not pass and"
        f" must name trump. Choose {_other_suits(deal.upcard.suit)}"
        f" ({deal.upcard.suit.plural} were turned down)."
    )


def turned_down_suit(deal: Bidding) -> str:
    up = deal.upcard
    return (
        f"{up.suit.plural.capitalize()} were turned down in round 1 (the upcard was"
        f" {up.label()}), so they cannot be named now. Name {_other_suits(up.suit)}"
        f"{_or_pass(deal)}."
    )


def wrong_in_round_2(deal: Bidding, action: Action) -> str:
    up = deal.upcard
    if action.kind is Kind.ORDER:
        return (
            f"Round 1 is over: everyone passed and the upcard ({up.label()}) was turned down,"
            f" so it can no longer be ordered up. Name {_other_suits(up.suit)}"
            f"{_or_pass(deal)}."
        )
    return (
        f"It is round 2 of the bidding: name {_other_suits(up.suit)}{_or_pass(deal)},"
        f" not {action_phrase(action)}."
    )


def wrong_in_defend(deal: Deal, action: Action) -> str:
    assert deal.maker is not None
    return (
        f"{seat_name(deal.maker)} is going alone. Before play starts, each defender says"
        f" whether to defend alone or pass, not {action_phrase(action)}."
    )


def wrong_in_play(deal: Deal, action: Action) -> str:
    if action is Action(Kind.DEFEND_ALONE) and not deal.rules.defend_alone:
        return (
            "Defending alone is not part of these rules. It is a variant, played only at"
            " tables that turn on the “Defending alone” setting."
        )
    assert deal.trump is not None
    return (
        f"The bidding is over ({deal.trump.plural} are trump), so it is time to play a card,"
        f" not {action_phrase(action)}."
    )


def card_not_held(deal: Deal, seat: int, card: Card) -> str:
    hand = format_cards(deal.hands[seat])
    return f"{card.label()} is not in {seat_name(seat)}'s hand, which holds {hand}."


def must_follow(deal: Bidding, seat: int, card: Card) -> str:
    return _strip_verdict(explain_play(card, deal.hands[seat], deal.trick, deal.trump))


def _strip_verdict(text: str) -> str:
    body = text.removeprefix("Not allowed: ")
    return body[0].upper() + body[1:]


def nothing_to_claim(deal: Deal, seat: int) -> str:
    if deal.rules.enforce_follow_suit:
        return (
            "There is no renege to claim: this table enforces following suit, so nobody can"
            " renege."
        )
    side = TEAM_NAMES[1 - team(seat)]
    return (
        f"There is nothing to claim: nobody on {side} has failed to follow suit this hand."
        " A renege is playing another suit while holding a card of the suit led."
    )
