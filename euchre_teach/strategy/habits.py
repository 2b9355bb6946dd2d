"""The rule of thumb beside the judge: its choice at a decision, named as the habit to build.

The judge's margin (:data:`~euchre_teach.strategy.judge.MARGIN`, 0.15 of a point a hand)
says when two choices are too close to matter. :data:`HABIT_RULE`: every choice within the
margin is accepted, in every question a learner is marked on (guided hands, quiz,
practice, drill and review items); where it is not the rule of thumb's choice (the coach's,
:class:`~euchre_teach.players.coach.CoachBot`, read here by :func:`rule_decision`), the
words name the rule's choice, with its cards, as the habit to build, and why, and say the
learner's can work too, or, where it scored more than the rule's choice in the judge's
play-out, name the rule's choice as the usual play and the learner's as working about as
well, naming no habit (:mod:`euchre_teach.course.habit_words`).

For some sessions a choice within the margin that scored less than the rule's was refused
("Close, but keep the habit"): a cold review by an experienced teacher (expert26) read the
margin as accepting plays a teacher corrects at the table, and that review's habit rule
refused them. Four later cold reviews in a row (expert39, expert40b, expert41a and
expert41b) read the refusals as marking right answers wrong: defence-set/4's 9♦, 0.14 of a
point below K♦, and hand 03's lone Q♣ led at 0.05 were refused with "Try again" though the
course itself calls a smaller difference too small to matter. The issue's own standard is
the same: a question accepts exactly the judge's within-margin set. So a close choice is
accepted and the habit is said in words, never marked.

The rule's own choice keeps one allowance (:attr:`~euchre_teach.strategy.judge.ChoiceValue.
rule_kept`): measured past the margin by less than :data:`TOLERANCE`, it is kept. A margin
is a line, and sampling puts a choice a hair either side of it: bidding/4's assist (A♦ K♦
K♥ A♠ J♠ on the partner's J♦ at 5-9), which every teacher makes, measured 1.2 games in a
hundred below passing and then, after a change in the computer players, 1.3, the margin
itself. It applies to verdicts judged ahead of time (``strict`` efforts); a hint names the
best choice.
"""

from __future__ import annotations

from collections.abc import Sequence

from euchre_teach.core.actions import DEFEND_ALONE, Action
from euchre_teach.core.cards import Card
from euchre_teach.core.rules import effective_suit, trick_rank
from euchre_teach.core.view import View
from euchre_teach.players.coach import CoachBot
from euchre_teach.players.decision import Decision
from euchre_teach.strategy.loners import with_partner

__all__ = [
    "HABIT_RULE",
    "TOLERANCE",
    "rule_choice",
    "rule_decision",
    "touching",
]

HABIT_RULE = (
    "every choice within the margin is accepted; where it is not the rule of thumb's, the"
    " words name the rule's choice as the habit to build, and why, or, where it scored more than"
    " the rule's, name it as the usual play and no habit"
)
"""The marking standard beside the rule of thumb, in one line (module text)."""

TOLERANCE = {"points": 0.01, "game": 0.001}
"""How far past the margin the rule of thumb's own choice is still kept, by the verdict's
unit: a hundredth of a point a hand, or a tenth of a game in a hundred."""

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
    """Whether two of the seat's cards do the same work (the learner's words call them
    equal, never one the habit beside the other): the same suit as played (the left
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
