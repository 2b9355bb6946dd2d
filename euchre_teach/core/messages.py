"""Why an action was refused, in words for a beginner at the table.

Each function returns the message of an :class:`~euchre_teach.core.errors.IllegalAction`
from plain values (cards, seats, suits, a result): the deal holds no text, and these words
know nothing of the deal. Buck Euchre refuses its bidding, discards and cards not held or
not following suit with the same words, passing its seats' names where a seat is named.

>>> from euchre_teach.core.cards import parse_cards
>>> print(discard_not_held(Card.parse("AS"), parse_cards("9D TD KH")))
You cannot discard A♠: it is not in your hand. You hold 9♦ 10♦ K♥.
"""

from __future__ import annotations

from collections.abc import Sequence

from euchre_teach.core.actions import Action, Kind
from euchre_teach.core.cards import Card, Suit, format_cards
from euchre_teach.core.explain import action_phrase, explain_play
from euchre_teach.core.seats import SEAT_NAMES, TEAM_NAMES, team
from euchre_teach.core.state import Result

__all__ = [
    "THROWN_IN",
    "card_not_held",
    "deal_over",
    "discard_not_held",
    "must_discard",
    "must_follow",
    "not_your_turn",
    "nothing_to_claim",
    "play_a_card",
    "stuck_dealer",
    "turned_down_suit",
    "wrong_in_defend",
    "wrong_in_play",
    "wrong_in_round_1",
    "wrong_in_round_2",
]

#: Any action after a hand everyone passed twice.
THROWN_IN = (
    "This hand is over: everyone passed twice, so it was thrown in."
    " The next dealer deals a new hand."
)


def _other_suits(barred: Suit) -> str:
    names = [s.plural for s in Suit if s is not barred]
    return f"{', '.join(names[:-1])} or {names[-1]}"


def _or_pass(stuck: bool) -> str:
    """", or pass" in round 2, unless the dealer is stuck (stick the dealer: no passing)."""
    return "" if stuck else ", or pass"


def deal_over(result: Result | None) -> str:
    """Any action once the hand is over: thrown in (no ``result``), or who scored."""
    if result is None:
        return THROWN_IN
    return (
        f"This hand is over: {TEAM_NAMES[result.scoring_team]} scored {result.points}"
        f" point{'s' if result.points != 1 else ''}. Start the next hand to keep playing."
    )


def not_your_turn(to_act: int, seat: int, names: Sequence[str] = SEAT_NAMES) -> str:
    """``seat`` acting while it is ``to_act``'s turn (``names``: the table's seats)."""
    return (
        f"It is {names[to_act]}'s turn, not {names[seat]}'s:"
        " play goes clockwise, one player at a time."
    )


def wrong_in_round_1(upcard: Card, action: Action) -> str:
    """Anything but pass or order up in round 1."""
    if action.kind is Kind.CALL:
        return (
            f"In round 1 the only suit on offer is the upcard's: {upcard.suit.plural}"
            f" ({upcard.label()}). Order it up to make {upcard.suit.plural} trump, or pass;"
            " other suits can only be named in round 2, after everyone has passed."
        )
    return (
        f"It is round 1 of the bidding: you may pass or order up the upcard ({upcard.label()}),"
        f" not {action_phrase(action)}."
    )


def must_discard(
    upcard: Card, hand: Sequence[Card], action: Action, taken: str | None = None
) -> str:
    """Anything but a discard from the dealer's six cards, ``hand``. ``taken`` says how
    the dealer came to hold the upcard, when not by picking it up."""
    if taken is None:
        taken = f"The dealer has taken up the upcard ({upcard.label()})"
    return (
        f"{taken} and now holds six cards, so the next step is to discard one, face down."
        f" Choose any one of: {format_cards(hand)}. You cannot {action_phrase(action)}"
        " until then."
    )


def discard_not_held(card: Card, hand: Sequence[Card]) -> str:
    """The dealer discarding a card not in ``hand``."""
    held = format_cards(hand)
    return f"You cannot discard {card.label()}: it is not in your hand. You hold {held}."


def stuck_dealer(upcard: Card) -> str:
    """The dealer passing in round 2 under stick the dealer."""
    return (
        "Stick the dealer: everyone else has passed twice, so the dealer may not pass and"
        f" must name trump. Choose {_other_suits(upcard.suit)}"
        f" ({upcard.suit.plural} were turned down)."
    )


def turned_down_suit(upcard: Card, stuck: bool) -> str:
    """Naming the turned-down suit in round 2 (``stuck``: a dealer who may not pass)."""
    return (
        f"{upcard.suit.plural.capitalize()} were turned down in round 1 (the upcard was"
        f" {upcard.label()}), so they cannot be named now. Name {_other_suits(upcard.suit)}"
        f"{_or_pass(stuck)}."
    )


def wrong_in_round_2(upcard: Card, action: Action, stuck: bool) -> str:
    """Anything but pass or naming a suit in round 2 (``stuck``: a dealer who may not pass)."""
    others = f"{_other_suits(upcard.suit)}{_or_pass(stuck)}"
    if action.kind is Kind.ORDER:
        return (
            f"Round 1 is over: everyone passed and the upcard ({upcard.label()}) was turned"
            f" down, so it can no longer be ordered up. Name {others}."
        )
    return f"It is round 2 of the bidding: name {others}, not {action_phrase(action)}."


def wrong_in_defend(maker: int, action: Action) -> str:
    """Anything but defend alone or pass when ``maker`` has gone alone."""
    return (
        f"{SEAT_NAMES[maker]} is going alone. Before play starts, each defender says"
        f" whether to defend alone or pass, not {action_phrase(action)}."
    )


def play_a_card(trump: Suit, action: Action) -> str:
    """Anything but a card once the bidding is over."""
    return (
        f"The bidding is over ({trump.plural} are trump), so it is time to play a card,"
        f" not {action_phrase(action)}."
    )


def wrong_in_play(action: Action, trump: Suit, defend_alone: bool) -> str:
    """Anything but a card (or a renege claim) in play; ``defend_alone``: the table's rule."""
    if action is Action(Kind.DEFEND_ALONE) and not defend_alone:
        return (
            "Defending alone is not part of these rules. It is a variant, played only at"
            " tables that turn on the “Defending alone” setting."
        )
    return play_a_card(trump, action)


def card_not_held(
    card: Card, hand: Sequence[Card], seat: int, names: Sequence[str] = SEAT_NAMES
) -> str:
    """``seat`` playing a card not in its ``hand``."""
    return f"{card.label()} is not in {names[seat]}'s hand, which holds {format_cards(hand)}."


def must_follow(card: Card, hand: Sequence[Card], trick: Sequence[Card], trump: Suit | None) -> str:
    """Playing ``card`` from ``hand`` to ``trick`` without following suit."""
    return _strip_verdict(explain_play(card, hand, trick, trump))


def _strip_verdict(text: str) -> str:
    body = text.removeprefix("Not allowed: ")
    return body[0].upper() + body[1:]


def nothing_to_claim(seat: int, enforce_follow_suit: bool) -> str:
    """``seat`` claiming a renege that no card played so far shows the other side made."""
    if enforce_follow_suit:
        return (
            "There is no renege to claim: this table enforces following suit, so nobody can"
            " renege."
        )
    side = TEAM_NAMES[1 - team(seat)]
    return (
        f"There is nothing to claim: no card played so far shows anyone on {side} failing to"
        " follow suit this hand. A renege is playing another suit while holding a card of the"
        " suit led; it shows when that player later plays a card of the suit they did not"
        " follow."
    )
