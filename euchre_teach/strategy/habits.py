"""The judge's habit rule: in a question judged ahead of time, a choice that scores less than
the rule of thumb's own choice is refused, even when close.

The judge's margin (:data:`~euchre_teach.strategy.judge.MARGIN`, 0.15 of a point a hand)
says when two choices are too close to matter. A cold review by an experienced teacher
(expert26) read that margin, in guided hands, as accepting plays a teacher corrects at the
table: trumping with the right bower where K♥ wins the trick, the maker leading a bare K♠
or a plain J♣ instead of drawing trumps, the dealer throwing away A♠, naming clubs on a count
of 2 in the lesson that teaches the count. Each came within the margin of the best, and each
scored *less* than the choice the course's rule of thumb makes (the coach's,
:class:`~euchre_teach.players.coach.CoachBot`): "Refuse plays that break the habit being
taught ... The only exception is a truly equal card (K♠ vs A♠ when you hold both)."

:data:`HABIT_RULE`: where the rule of thumb's choice is accepted, another choice within the
margin is accepted only when it scores at least as well as the rule's, give or take
:data:`TOLERANCE` (a hundredth of a point a hand: a choice that plays out the same on
every deal, or differs by less than sampling can tell, is the truly equal card). One that
scores less is refused (:attr:`~euchre_teach.strategy.judge.ChoiceValue.habit_refused`),
with the rule's choice named as the habit. A choice that scores *more* than the rule's is
never refused by it: the judge accepts a better play even when the rule of thumb would not
make it. The loner rule keeps its own say: the bid with the partner beside a loner is never
refused by this rule (a loner is never required), and a bid the loner rule kept stays kept.

Its other half: the rule of thumb's own choice, measured beyond the margin by less than
:data:`TOLERANCE`, is kept (:attr:`~euchre_teach.strategy.judge.ChoiceValue.rule_kept`). A
margin is a line, and sampling puts a choice a hair either side of it: bidding/4's assist
(A♦ K♦ K♥ A♠ J♠ on the partner's J♦ at 5-9), which every teacher makes, measured 1.2 games
in a hundred below passing and then, after a change in the computer players, 1.3, the
margin itself.

The rule applies to verdicts judged ahead of time (``strict`` efforts: guided hands, quiz
and practice keys), where a learner is marked; a hint names the best choice and is not
changed by it.
"""

from __future__ import annotations

from collections.abc import Sequence

from euchre_teach.core.actions import DEFEND_ALONE, Action, Kind
from euchre_teach.core.cards import Card
from euchre_teach.core.rules import effective_suit, trick_rank
from euchre_teach.core.view import View
from euchre_teach.players.coach import CoachBot
from euchre_teach.players.decision import Decision
from euchre_teach.strategy.loners import with_partner

__all__ = [
    "HABIT_RULE",
    "PLAY_LOSS",
    "TOLERANCE",
    "breaks_habit",
    "habit_amount",
    "habit_refusal_words",
    "rule_choice",
    "rule_decision",
    "touching",
]

HABIT_RULE = (
    "where the rule of thumb's choice is right, another choice that scores less than it is"
    " refused, even when close: keep the habit"
)
"""The judge's habit rule in one line (module text)."""

TOLERANCE = {"points": 0.01, "game": 0.001}
"""How much less than the rule's choice still counts as scoring as well, by the verdict's
unit: a hundredth of a point a hand, or a tenth of a game in a hundred."""
PLAY_LOSS = 0.03
"""A card played is refused by the rule only when it loses measurably: at least this many
points a hand, measured on the same deals as the rule's card (the verdict is seeded by the
position, so the same on every run). A second cold review (expert27) read smaller gaps
between cards as the computer defenders' quirks, not a lesson: K♠ led before A♣ with 9♥ the
last trump (0.015 less), Q♥ led by a lone defender holding both bowers (0.013, 0.025). A
later one (expert40a) found 9♥ kept and Q♥ refused under a partner's ace for 0.02, and two
side cards led before the last trump is drawn split by noise: K♠ accepted at 0.033 (inside
two standard errors) and A♣ refused at 0.036 (hand 06), K♦ at 0.045 and A♠ at 0.068 (hand
14). From 0.03, with no second test on the standard error, the two side cards of each hand
are refused alike, each with the teacher's reason in cards (draw the last trump first), and
the spare heart is accepted. A bid keeps :data:`TOLERANCE`: lesson 4 makes the count's bid
the habit, and naming clubs on a count of 2 (0.02 less) is refused."""

_COACH = CoachBot(seed=0, level="coach")
_PARTNERSHIP_COACH = CoachBot(seed=0, level="coach", loners=False)


def rule_decision(view: View, *, loners: bool = True) -> Decision:
    """The rule of thumb's decision at the view's decision: the coach's, with its rule and
    reason; without ``loners`` (a question asked before going alone is taught), never a
    loner. The one place the rule of thumb is asked: the judge's habit rule, the guided
    hands' verdicts and words, and the practice items all read it here."""
    return (_COACH if loners else _PARTNERSHIP_COACH).decide(view)


def rule_choice(view: View, actions: Sequence[Action]) -> Action | None:
    """The rule of thumb's choice among ``actions`` at the view's decision: the coach's
    (without going alone when no loner is among the choices, a question asked before going
    alone is taught), or None when it is not one of them."""
    loners = any(a.alone or a is DEFEND_ALONE for a in actions)
    action = rule_decision(view, loners=loners).action
    if action not in actions and action.alone:
        action = with_partner(action)
    return action if action in actions else None


def touching(one: Card, other: Card, view: View) -> bool:
    """Whether two of the seat's cards do the same work (the judge gives them one verdict,
    and the learner's words call them equal): the same suit as played (the left
    bower a trump), with no card still in play ranked between them (K♠ and Q♠ once A♠ is
    gone, J♥ and J♦ in hearts, 9♣ and 10♣)."""
    trump = view.trump
    suit = effective_suit(one, trump)
    if effective_suit(other, trump) is not suit:
        return False
    live = set(view.unseen_cards()) | set(view.trick)
    if view.upcard_taken and view.seat != view.dealer:
        live.add(view.upcard)  # in the dealer's hand until it is played
    live -= {card for _, card in view.played_cards() if card not in view.trick}
    low, high = sorted(trick_rank(c, trump, suit) for c in (one, other))
    return not any(low < trick_rank(c, trump, suit) < high for c in live
                   if effective_suit(c, trump) is suit)  # fmt: skip


def breaks_habit(action: Action, mean: float, rule: Action, rule_mean: float,
                 unit: str = "points") -> bool:  # fmt: skip
    """Whether ``action`` (its mean ``mean``) scores less than the rule's choice ``rule``
    by more than :data:`TOLERANCE`, and is not the rule's bid with the partner beside a
    rule's loner (a loner is never required). A card played must lose measurably
    (:data:`PLAY_LOSS`): at least 0.03 of a point a hand."""
    if action is rule or (rule.alone and action is with_partner(rule)):
        return False
    less = rule_mean - mean
    if action.kind is Kind.PLAY and unit == "points":
        return less >= PLAY_LOSS - 1e-9
    return less > TOLERANCE.get(unit, TOLERANCE["points"]) + 1e-9


def habit_refusal_words(mine: str, rule: str, less: float, samples: int,
                        unit: str = "points") -> str:  # fmt: skip
    """Why a choice the habit rule refused is refused, the rule's choice first: ``mine`` and
    ``rule`` as the learner reads them ("leading K♠", "leading J♥"), ``less`` how much less
    ``mine`` scores. Small figures keep two decimals (0.02 of a point), where the usual
    tenths would say "almost nothing" of a choice that is refused.

    >>> words = habit_refusal_words("leading K♠", "leading J♥", 0.104, 400)
    >>> words.startswith("Close, but keep the habit: leading J♥ is the rule of thumb here")
    True
    >>> words.endswith("leading K♠ scores a little less (about 0.1 of a point a hand).")
    True
    >>> habit_refusal_words("naming clubs", "passing", 0.023, 800)[-25:]
    '(0.02 of a point a hand).'

    """
    amount = habit_amount(less, unit)
    return (f"Close, but keep the habit: {rule} is the rule of thumb here, and over {samples}"
            f" deals that fit what you can see {mine} scores a little less ({amount}).")


def habit_amount(less: float, unit: str = "points") -> str:
    """How much less a choice the habit rule refused scores, in words: ``"0.02 of a point a
    hand"``, ``"about 0.1 of a point a hand"``, or by the game ``"less than 1 game in 100 of
    your chance of winning the game"``."""
    if unit == "game":
        games = round(less * 100)
        size = (f"about {games} game{'s' if games > 1 else ''} in 100" if games >= 1
                else "less than 1 game in 100")  # fmt: skip
        return f"{size} of your chance of winning the game"
    # within the margin, so under a fifth of a point: two decimals below a twentieth
    return f"{f'about {less:.1f}' if less >= 0.05 else f'{less:.2f}'} of a point a hand"
