"""ExpertBot: decides by simulation, starting from the coach's rule of thumb.

For each decision the expert lists the sensible candidates (every legal card in play; in
bidding the pass, the coach's choice, the calls worth trying and the loners near lesson
8's loner test), values each over deals sampled to fit its view (see
:mod:`~euchre_teach.players.simulation`), and keeps the coach's choice unless another
candidate does clearly better on the same deals.

``evidence`` is how many standard errors another action's lead must reach before the
coach's choice is dropped: 1 to play well, 2.5 before a hint tells a learner to break a
rule of thumb. ``budget_ms`` sets how much work a decision may take, in one of two ways:

- fixed samples (the default for a player): the budget is turned into a number of sampled
  deals with costs measured on the course's 2-core machine, not by reading the clock, so
  the same view and seed always give the same decision;
- a deadline (``timed=True``, what the hint button uses): the search samples deals until
  ``budget_ms`` of wall-clock time have passed since the decision began, then decides on
  what it has (anytime). A busy machine gets fewer deals, never a late answer.

>>> from euchre_teach.core.dealing import seeded_deal
>>> deal = seeded_deal(4)
>>> bot = ExpertBot(seed=1, budget_ms=20)
>>> bot.choose(deal.view(deal.to_act)) in deal.legal_actions()
True
"""

from __future__ import annotations

import dataclasses
import time

from euchre_teach.core.actions import CALL, CALL_ALONE, ORDER, ORDER_ALONE, PASS, Action
from euchre_teach.core.cards import Card, Suit
from euchre_teach.core.seats import team
from euchre_teach.core.state import Phase
from euchre_teach.core.view import View
from euchre_teach.players.bidding import best_discard, hand_points, loner_gaps, seat_position
from euchre_teach.players.coach import LONER_MARGIN, CoachBot
from euchre_teach.players.decision import Decision
from euchre_teach.players.simulation import EXACT_CARDS, Estimate, evaluate

__all__ = ["DEFAULT_BUDGET_MS", "PLAYING_EVIDENCE", "TEACHING_EVIDENCE", "Analysis", "ExpertBot"]

DEFAULT_BUDGET_MS = 150

#: Costs in milliseconds: sampling one deal and one action of a coach playout (measured
#: with benchmarks/hint_latency.py), and solving the rest of the hand, by the cards in the
#: seat's hand. The solving costs are above benchmarks/solver.py's means (5 cards: 1.7 ms)
#: on purpose: some endings take several times the mean, and a hint must still come fast.
_SAMPLE_MS, _STEP_MS = 0.4, 0.06
_SOLVE_MS = {1: 0.05, 2: 0.1, 3: 0.2, 4: 0.7, 5: 3.2}
_MIN_SAMPLES, _MAX_SAMPLES = 8, 400

#: How much better (in points per hand) another action must score than the coach's choice
#: before the expert overrides the rule of thumb; bids need more evidence than plays.
_MARGIN = {Phase.PLAY: 0.03}
_BID_MARGIN = 0.3
#: And the evidence must hold up: enough deals, and a lead of ``evidence`` standard errors.
#: To play, one is enough (benchmarks/strength.py: demanding 2.5 kept too many of the
#: coach's weaker choices, mostly in bidding). A hint that tells a learner to break a rule
#: of thumb asks for 2.5 (see :mod:`euchre_teach.strategy.hints`).
PLAYING_EVIDENCE, TEACHING_EVIDENCE = 1.0, 2.5
_MIN_EVIDENCE = 40
#: Exactly solved deals are not blurred by playout luck: fewer of them are evidence.
_MIN_EXACT_EVIDENCE = 8
_BID_SAMPLES = 48
_WORTH_TRYING = 4.5  # a suit counting less than this is not worth simulating as trump
#: A loner is simulated when the hand misses at most this many parts of lesson 8's loner
#: test (:data:`~euchre_teach.players.bidding.LONER_TEST`), and the side has fewer than
#: the game's points less the coach's ``LONER_MARGIN`` (there 2 points win too).
#: Measured with the older four-part test on 1,600 paired deals against coaches (budget
#: 60 ms), over the expert that weighed only the coach's loners: +0.067 net points per deal
#: pair (SE 0.011) within one part of the test, +0.086 (SE 0.013) within two. The three-part
#: test (session 44) folds the old first and third parts into one, and passes more hands, so
#: one part missed now stands where two did (not measured again).
_LONER_GAPS = 1


@dataclasses.dataclass(frozen=True)
class Analysis:
    """The expert's working: the coach's rule of thumb, each candidate's simulated value,
    the action chosen, and whether the simulation overrode the rule."""

    coach: Decision
    estimates: dict[Action, Estimate]
    action: Action
    overrides_rule: bool
    samples: int


class ExpertBot:
    """A player that simulates before it acts (see the module text)."""

    def __init__(self, seed: int | None = None, budget_ms: float = DEFAULT_BUDGET_MS, *,
                 evidence: float = PLAYING_EVIDENCE, timed: bool = False) -> None:  # fmt: skip
        if budget_ms <= 0:
            raise ValueError(f"budget_ms must be positive, not {budget_ms!r}")
        if evidence < 0:
            raise ValueError(f"evidence must be zero or more, not {evidence!r}")
        self.seed = seed
        self.budget_ms = budget_ms
        self.evidence = evidence
        self.timed = timed
        #: Whether loners the coach would not call are simulated too: in play, yes; not in
        #: a hint (teaching evidence), which must not tell a learner to go alone on a hand
        #: that fails lesson 8's loner test, as the course's judge never does.
        self.tries_loners = evidence < TEACHING_EVIDENCE
        self.coach = CoachBot(seed=seed, level="coach")

    def __repr__(self) -> str:
        extra = "" if self.evidence == PLAYING_EVIDENCE else f", evidence={self.evidence!r}"
        extra += ", timed=True" if self.timed else ""
        return f"ExpertBot(seed={self.seed!r}, budget_ms={self.budget_ms!r}{extra})"

    def choose(self, view: View) -> Action:
        """The action this player takes."""
        return self.analyse(view, values=False).action

    def analyse(self, view: View, *, values: bool = True) -> Analysis:
        """The coach's choice, the simulated values of the candidates, and the decision.

        With ``values=False`` the simulation is skipped when the budget allows too few
        deals to overturn the coach (the decision is the same; only the figures are lost).
        """
        deadline = time.perf_counter() + self.budget_ms / 1000 if self.timed else None
        coach = self.coach.decide(view)
        candidates = self.candidates(view, coach.action)
        if len(candidates) == 1:
            return Analysis(coach, {}, coach.action, False, 0)
        samples = self.samples_for(view, len(candidates))
        enough = _MIN_EXACT_EVIDENCE if self.solves(view) else _MIN_EVIDENCE
        if not values and samples < enough:
            return Analysis(coach, {}, coach.action, False, 0)
        if deadline is not None:  # as many deals as the time allows
            estimates = evaluate(view, candidates, _MAX_SAMPLES, self.seed, deadline=deadline)
            samples = estimates[coach.action].samples
        else:
            estimates = evaluate(view, candidates, samples, self.seed)
        best = max(candidates, key=lambda a: (estimates[a].mean, a is coach.action))
        action = coach.action
        if best is not coach.action:
            lead, stderr = estimates[best].lead_over(estimates[coach.action])
            margin = _MARGIN.get(view.phase, _BID_MARGIN)
            if samples >= enough and lead > margin and lead > self.evidence * stderr:
                action = best
        return Analysis(coach, estimates, action, action is not coach.action, samples)

    @staticmethod
    def solves(view: View) -> bool:
        """Whether this decision is valued by solving each sampled deal exactly."""
        return view.phase is Phase.PLAY and len(view.hand) <= EXACT_CARDS

    def samples_for(self, view: View, candidates: int) -> int:
        """How many deals fit in the budget for this decision (no clock is read)."""
        if self.solves(view):
            per_sample = _SAMPLE_MS + _SOLVE_MS[len(view.hand)]
        else:
            steps = _remaining_steps(view)
            per_sample = _SAMPLE_MS + candidates * steps * _STEP_MS
        count = int(self.budget_ms / per_sample)
        if view.phase in (Phase.BIDDING_1, Phase.BIDDING_2):
            # Bids are few and decide the most points: give them enough deals to judge.
            count = max(count, _BID_SAMPLES)
        return max(_MIN_SAMPLES, min(_MAX_SAMPLES, count))

    def candidates(self, view: View, coach_action: Action) -> list[Action]:
        """The actions worth simulating here, the coach's choice among them."""
        legal = list(view.legal_actions)
        if view.phase in (Phase.PLAY, Phase.DISCARD, Phase.DEFEND):
            return legal
        wanted = {coach_action}
        if PASS in legal:
            wanted.add(PASS)
        if view.phase is Phase.BIDDING_1:
            wanted.add(ORDER)
            if self.tries_loners and _loner_worth_trying(view, view.upcard.suit):
                wanted.add(ORDER_ALONE)
        else:
            for suit in Suit:
                if CALL[suit] in legal and hand_points(view.hand, suit) >= _WORTH_TRYING:
                    wanted.add(CALL[suit])
                alone = CALL_ALONE[suit]
                if self.tries_loners and alone in legal and _loner_worth_trying(view, suit):
                    wanted.add(alone)
        if coach_action is ORDER_ALONE:
            wanted.add(ORDER)
        elif coach_action.alone and coach_action.suit is not None:
            wanted.add(CALL[coach_action.suit])
        return [a for a in legal if a in wanted]


def _loner_worth_trying(view: View, trump: Suit) -> bool:
    """Whether going alone with ``trump`` has a real chance: the hand the seat would play
    (the dealer's five kept after the pickup) misses at most ``_LONER_GAPS`` parts of the
    loner test. Playouts are luckier than a lone march deserves, so hands far from the
    test are not simulated at all."""
    if view.scores[team(view.seat)] >= view.rules.points_to_win - LONER_MARGIN:
        return False
    hand: list[Card] = list(view.hand)
    if view.phase is Phase.BIDDING_1 and seat_position(view.seat, view.dealer) == 0:
        six = [*hand, view.upcard]
        discard = best_discard(six, trump)
        hand = [c for c in six if c is not discard]
    return len(loner_gaps(hand, trump)) <= _LONER_GAPS


def _remaining_steps(view: View) -> int:
    """Actions left in the deal, roughly: the plays still to come, plus bidding."""
    players = 4 - len(view.sitting_out)
    plays = len(view.played_cards())
    total_plays = 5 * players
    bidding = 0 if view.trump is not None else 6
    return max(1, total_plays - plays + bidding)
