"""The words a guided hand says when the learner's recorded choice is one of several best
ones: each choice as a sentence's subject, and the judge's figures for them said plainly
(:class:`euchre_teach.course.catalogue.GuidedHand` speaks with these)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from euchre_teach.core.actions import Action, Kind
from euchre_teach.strategy.advice import action_words, listed, lower_first
from euchre_teach.strategy.judge import MARGIN, amount_words, expect_words, shown

if TYPE_CHECKING:
    from euchre_teach.strategy.judging import Judgement

__all__ = ["choice_words", "choices_listed", "together"]


def choice_words(action: Action, dealer: bool) -> str:
    """A choice as a sentence's subject: ``"J♥"``, ``"naming ♠ spades alone"``, ``"passing"``
    (walk18: "and so is name ♠ spades, alone" glued a verb into the sentence)."""
    if action.card is not None:
        return action.card.label()
    if action.kind is Kind.CALL and action.suit is not None:
        alone = " alone" if action.alone else ""
        return f"naming {action.suit.symbol} {action.suit.plural}{alone}"
    return lower_first(action_words(action, dealer=dealer))


def choices_listed(actions: list[str], dealer: bool) -> str:
    """``"A♥, A♣ and K♠"``, ``"naming ♠ spades alone"``: other best choices, as subjects."""
    return listed([choice_words(Action.parse(a), dealer) for a in actions])


def together(judgement: Judgement, recorded: str, dealer: bool = False) -> str:
    """The judge's figures for several best choices, said plainly: how far apart they
    score, and what the recorded one scores (walk18: "each scores about as many points a
    hand" said as many as what?)."""
    values = [v.value for v in judgement.verdicts if v.accepted and v.value is not None]
    mine = next((v.value for v in judgement.verdicts if v.action == recorded), None)
    if len(values) < 2 or mine is None:
        return ""
    count = ("two", "three", "four", "five", "six")[len(values) - 2]
    who = "the two" if len(values) == 2 else f"all {count}"
    spread = max(values) - min(values)
    deals = f"Over {judgement.samples} deals that fit what you can see"
    if spread < 0.0005:
        each = "either" if len(values) == 2 else "any of them"
        return f"{deals}, {who} score the same on average: with {each}, {expect_words(mine)}."
    apart = "less than 0.05 of a point" if shown(spread) == 0 else amount_words(spread)
    act = Action.parse(recorded)
    by = "with" if act.card is not None else "by"
    mine_words = f"{by} {choice_words(act, dealer)}, {expect_words(mine)}."
    if spread > MARGIN and len(values) == 2:
        # a bid with the partner kept beside a loner (expert95: "within about 1.1 points"
        # read as close, where 0.3 elsewhere is "Not the best here"): say which scores more
        best = Action.parse(next(v.action for v in judgement.verdicts
                                 if v.accepted and v.value == max(values)))  # fmt: skip
        easy = (", against this course's computer defenders, who are easy on a lone hand"
                if best.alone else "")  # fmt: skip
        return (f"{deals}, {choice_words(best, dealer)} scores {amount_words(spread)} a hand"
                f" more{easy}; {mine_words}")
    return f"{deals}, {who} score within {apart} a hand of each other: {mine_words}"
