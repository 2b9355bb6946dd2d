"""CoachBot: plays by the rules of thumb a good club player teaches, and says which.

Two levels: ``"coach"`` (the full set of principles: seat-adjusted point count, next,
score-aware loners, discarding to a void, second hand low, third hand high, counting what
is out) and ``"beginner"`` (a gentle partner or opponent for new learners: counts trumps
and aces, never goes alone, wins a trick when it can, otherwise plays low).

>>> from euchre_teach.dealing import seeded_deal
>>> deal = seeded_deal(5)
>>> coach = CoachBot(seed=1)
>>> decision = coach.decide(deal.view(deal.to_act))
>>> decision.action in deal.legal_actions()
True
"""

from __future__ import annotations

from typing import Literal

from euchre_teach.actions import CALL, CALL_ALONE, DEFEND_ALONE, ORDER, ORDER_ALONE, PASS, Action
from euchre_teach.cards import Card, Rank, Suit, format_cards
from euchre_teach.players.bidding import (
    THRESHOLDS,
    best_discard,
    discard_reason,
    hand_points,
    loner_ready,
    seat_position,
    trump_count,
    upcard_swing,
)
from euchre_teach.players.decision import Decision
from euchre_teach.players.play import decide_play
from euchre_teach.rules import bower, effective_suit, ranked
from euchre_teach.seats import seat_name, team
from euchre_teach.state import Phase
from euchre_teach.view import View

__all__ = ["CoachBot", "Level"]

Level = Literal["beginner", "coach"]

_SEAT_WORDS = {
    0: "the dealer's seat",
    1: "the dealer's left",
    2: "the dealer's partner's seat",
    3: "the dealer's right",
}
_NEXT_BONUS = 0.5
_LONER_SCORE_LIMIT = 8


class CoachBot:
    """A player that follows named principles; :meth:`decide` says which and why.

    Its rules are deterministic: the same view always gets the same decision. ``seed`` is
    accepted like every player's, for a uniform way to create players.
    """

    def __init__(self, seed: int | None = None, level: Level = "coach") -> None:
        if level not in ("beginner", "coach"):
            raise ValueError(f"level must be 'beginner' or 'coach', not {level!r}")
        self.seed = seed
        self.level: Level = level

    def __repr__(self) -> str:
        return f"CoachBot(seed={self.seed!r}, level={self.level!r})"

    def choose(self, view: View) -> Action:
        """The action this player takes (legal in the deal the view was taken from)."""
        return self.decide(view).action

    def decide(self, view: View) -> Decision:
        """The action, the principle it follows, and the reason in plain words."""
        if view.to_act != view.seat or not view.legal_actions:
            raise ValueError(f"it is not {seat_name(view.seat)}'s turn to act in this view")
        phase = view.phase
        beginner = self.level == "beginner"
        if phase is Phase.PLAY:
            return decide_play(view, beginner=beginner)
        if phase is Phase.BIDDING_1:
            return _beginner_round_1(view) if beginner else _round_1(view)
        if phase is Phase.BIDDING_2:
            return _round_2(view, beginner)
        if phase is Phase.DISCARD:
            return _discard(view, beginner)
        return _defend(view)


# ----------------------------------------------------------------- counting, in words


def _counted(hand: list[Card] | tuple[Card, ...], trump: Suit) -> str:
    """The cards that make the count, best first: trumps, then off-suit aces."""
    cards = [c for c in hand if effective_suit(c, trump) is trump or c.rank is Rank.ACE]
    return format_cards(ranked(cards, trump)) if cards else "no trumps and no aces"


def _loner_or_not(view: View, hand: list[Card], trump: Suit) -> tuple[bool, str | None]:
    """Whether to go alone, and the principle when the score forbids it."""
    if not loner_ready(hand, trump):
        return False, None
    if view.scores[team(view.seat)] >= _LONER_SCORE_LIMIT:
        return False, "no-loner-near-game"
    return True, None


# ----------------------------------------------------------------- bidding, round 1


def _round_1(view: View) -> Decision:
    trump = view.upcard.suit
    position = seat_position(view.seat, view.dealer)
    hand = list(view.hand)
    if position == 0:
        six = [*hand, view.upcard]
        hand = [c for c in six if c is not best_discard(six, trump)]
    points = hand_points(hand, trump)
    swing = upcard_swing(view.upcard)
    adjusted = points + (swing if position == 2 else -swing if position in (1, 3) else 0.0)
    needed = THRESHOLDS[position]
    seat_words = _SEAT_WORDS[position]
    counted = f"With {trump.plural} trump your hand counts {points:g} ({_counted(hand, trump)})"
    if adjusted < needed:
        if position in (1, 3) and points >= needed:
            return Decision.of(
                PASS, "dont-give-dealer-a-bower",
                f"{counted}, enough on its own, but ordering up hands {view.upcard.label()} to"
                f" the dealer, an opponent, worth {swing:g} to them: {adjusted:g} is short of"
                f" the {needed:g} needed from {seat_words}.",
            )
        return Decision.of(
            PASS, "pass-weak-hand", f"{counted}{_swing_words(position, swing, view.upcard)}:"
            f" {adjusted:g} is short of the {needed:g} needed from {seat_words}.",
        )
    alone, blocked = _loner_or_not(view, hand, trump)
    if alone:
        return Decision.of(
            ORDER_ALONE, "go-alone",
            f"{_counted(hand, trump)} should win all five tricks with {trump.plural} trump,"
            " and a lone march scores 4.",
        )
    rule = blocked or {0: "dealer-pick-up", 2: "assist-partner"}.get(
        position, "order-strong-hand"
    )
    detail = (
        f"{counted}{_swing_words(position, swing, view.upcard)}"
        f"{f': {adjusted:g}' if position else ''}, enough for {seat_words} (it needs {needed:g})."
    )
    if blocked:
        detail += _loner_blocked(view)
    return Decision.of(ORDER, rule, detail)


def _loner_blocked(view: View) -> str:
    return (
        f" The hand could go alone, but at {view.scores[team(view.seat)]} points playing with"
        " your partner wins the game just as surely, with less risk."
    )


def _swing_words(position: int, swing: float, upcard: Card) -> str:
    if position == 2:
        return f", plus {swing:g} because {upcard.label()} joins your side"
    if position in (1, 3):
        return f", less {swing:g} because ordering up hands {upcard.label()} to the dealer"
    return f" once you pick up {upcard.label()} and discard"


def _beginner_round_1(view: View) -> Decision:
    trump = view.upcard.suit
    hand = [*view.hand, view.upcard] if view.seat == view.dealer else list(view.hand)
    trumps = trump_count(hand, trump)
    aces = sum(1 for c in hand if c.rank is Rank.ACE and effective_suit(c, trump) is not trump)
    if trumps >= 3 or (trumps == 2 and aces >= 1 and any(bower(c, trump) for c in hand)):
        return Decision.of(
            ORDER, "order-strong-hand",
            f"You hold {trumps} {trump.plural} ({_counted(hand, trump)}): enough to make"
            f" {trump.plural} trump.",
        )
    return Decision.of(
        PASS, "pass-weak-hand", f"Only {trumps} {trump.plural}: too few to make them trump."
    )


# ----------------------------------------------------------------- round 2, discard, defend


def _round_2(view: View, beginner: bool) -> Decision:
    position = seat_position(view.seat, view.dealer)
    turned = view.upcard.suit
    nxt = turned.same_colour
    suits = [s for s in Suit if s is not turned]

    def score(suit: Suit) -> float:
        if beginner:
            return float(trump_count(view.hand, suit))
        bonus = _NEXT_BONUS if suit is nxt and position in (1, 3) else 0.0
        return hand_points(view.hand, suit) + bonus

    best = max(suits, key=lambda s: (score(s), s is nxt, -s))
    points = score(best)
    stuck = PASS not in view.legal_actions
    needed = 3.0 if beginner else THRESHOLDS[1]
    if points < needed and not stuck:
        return Decision.of(
            PASS, "pass-weak-hand",
            f"Your best suit is {best.plural}, counting only {points:g}"
            f" ({_counted(view.hand, best)}); {needed:g} is needed to name trump.",
        )
    alone, blocked = (False, None) if beginner else _loner_or_not(view, list(view.hand), best)
    if alone:
        return Decision.of(
            CALL_ALONE[best], "go-alone",
            f"{_counted(view.hand, best)} should win all five tricks with {best.plural} trump.",
        )
    detail = (
        f"{view.upcard.label()} was turned down; {best.plural} count {points:g} for you"
        f" ({_counted(view.hand, best)})"
    )
    if stuck and points < needed:
        rule = "stick-the-dealer"
        detail += ", your best suit, and the dealer may not pass now."
    elif blocked:
        rule = blocked
        detail += "." + _loner_blocked(view)
    elif best is nxt and position in (1, 3) and not beginner:
        rule = "call-next"
        detail += (
            f", with {_NEXT_BONUS:g} for next: {best.plural} are the same colour as the"
            f" {turned.plural} the dealer turned down."
        )
    else:
        rule = "call-best-suit"
        detail += "."
    return Decision.of(CALL[best], rule, detail)


def _discard(view: View, beginner: bool) -> Decision:
    assert view.trump is not None
    trump = view.trump
    hand = list(view.hand)
    if beginner:
        plain = [c for c in hand if effective_suit(c, trump) is not trump] or hand
        card = min(plain, key=lambda c: (c.rank, c.index))
    else:
        card = best_discard(hand, trump)
    rule, detail = discard_reason(card, hand, trump)
    return Decision.of(Action.parse(f"discard {card}"), rule, detail)


def _defend(view: View) -> Decision:
    assert view.trump is not None
    trump = view.trump
    kinds = {bower(c, trump) for c in view.hand}
    if {"right", "left"} <= kinds or ("right" in kinds and trump_count(view.hand, trump) >= 3):
        return Decision.of(
            DEFEND_ALONE, "defend-alone",
            f"You hold {_counted(view.hand, trump)}: the lone maker cannot draw your trumps.",
        )
    return Decision.of(
        PASS, "pass-weak-hand",
        "Defending alone needs the right bower and more trump; let your partner play too.",
    )
