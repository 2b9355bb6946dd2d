"""A hint's why in cards, where the hint engine gives a rule of thumb without it (lesson 14's
game table and its after-hand review)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from euchre_teach.core.seats import SEAT_NAMES

if TYPE_CHECKING:
    from euchre_teach import View
    from euchre_teach.strategy.advice import Hint

__all__ = ["no_hint_now", "spelled_out"]


def no_hint_now(game_over: bool, new_game_button: bool) -> str:
    """What Hint says when it is not the learner's turn: later in this hand or the next,
    or, once a side has won, never again in this game, and how to start another (a
    table's own New game, as in lesson 15, or the "Play another game" lesson 14 puts under
    the last hand's review). A cold walk read "No hint needed yet" after a won game.

    >>> no_hint_now(False, True)
    'No hint needed yet: it is not your turn.'
    >>> no_hint_now(True, False)[:46]
    'The game is over, so there is nothing to hint.'
    >>> no_hint_now(True, False)[47:]
    'To play another, press Play another game, under the review of the last hand.'
    """
    if not game_over:
        return "No hint needed yet: it is not your turn."
    way = "New game, in the row with Hint" if new_game_button else (
        "Play another game, under the review of the last hand")
    return f"The game is over, so there is nothing to hint. To play another, press {way}."


def spelled_out(found: Hint, view: View) -> Hint:
    """The hint with its why in cards where the hint engine gives a rule without it
    (lesson 14's walk: "Can't win: throw a card you can spare" said which card but not why
    that one; overriding the rule, it quoted the rule's title and never its reason):

    - throwing a card off, why this card: the trick is lost whatever is played, so the
      card played costs least, and the higher cards (and trumps) stay for later;
    - better than the rule of thumb, the rule's own reason in cards, after its title.
    """
    import dataclasses

    try:
        from euchre_teach.players.knowledge import suit_of
        from euchre_teach.players.principles import principle
        from euchre_teach.strategy.habits import rule_decision
    except ImportError:  # pragma: no cover - an edition without the coach
        return found
    card = found.action.card
    trump = view.trump
    spare = "your only" not in found.reason  # else the reason says why: to empty a suit
    if found.rule == "cannot-win-throw-low" and card is not None and spare:
        kept = [c for c in view.hand if c is not card]
        trumps = trump is not None and any(suit_of(c, trump) is trump for c in kept)
        higher = "your higher cards and trumps" if trumps else "your higher cards"
        return dataclasses.replace(found, reason=(
            f"{found.reason} This trick is lost whatever you play, so {card.label()} costs"
            f" you least: {higher} stay for tricks they can win."))  # fmt: skip
    if found.rule == "simulation":
        coach = rule_decision(view)
        if coach.action is not found.rule_action:
            return found
        title = principle(coach.rule).title
        body = coach.reason.removeprefix(title).lstrip(":. ")
        if body:
            # "North is winning ..." keeps its capital (a cold walk read "north is
            # winning"), as does a card ("K♦ ..."); another first word is lowered.
            first = body.split(" ", 1)[0]
            named = (first.removesuffix("'s").rstrip(",.:;") in SEAT_NAMES
                     or any(c in first for c in "♠♥♦♣"))  # fmt: skip
            said = body if named else body[0].lower() + body[1:]
            own = f"The rule of thumb's own reason: {said}"
            return dataclasses.replace(found, reason=f"{found.reason} {own}")
    return found
