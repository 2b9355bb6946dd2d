"""Valuing actions by simulation: sampled deals, exact endings, coach playouts.

Each candidate action is tried on the same sampled deals (deals that fit what the seat can
see). Once trump is made, the rest of each sampled hand is solved exactly, every hand open
(:mod:`~euchre_teach.players.solver`). A bid or a discard is valued by playing the deal out
instead, every seat a :class:`~euchre_teach.players.coach.CoachBot` deciding from its own
view: a player who bids on open hands would order up far too often. A value is the points
the acting seat's side scores (negative when the other side scores), averaged over the
samples.

>>> from euchre_teach.core.dealing import seeded_deal
>>> deal = seeded_deal(2)
>>> view = deal.view(deal.to_act)
>>> values = evaluate(view, list(view.legal_actions), samples=4, seed=0)
>>> sorted(str(a) for a in values) == sorted(str(a) for a in view.legal_actions)
True
"""

from __future__ import annotations

import dataclasses
import math
import random
import time
from collections.abc import Sequence

from euchre_teach.core.actions import Action
from euchre_teach.core.deal import Deal
from euchre_teach.core.rules import hand_score
from euchre_teach.core.seats import team
from euchre_teach.core.state import Phase
from euchre_teach.core.view import View
from euchre_teach.players.coach import CoachBot
from euchre_teach.players.sampling import sample_deal
from euchre_teach.players.solver import card_outcomes

__all__ = ["EXACT_CARDS", "MIN_TIMED_SAMPLES", "Estimate", "evaluate", "playout_points", "view_key"]

#: By default, solve exactly once the seat to act holds this many cards or fewer.
EXACT_CARDS = 5
MIN_TIMED_SAMPLES = 2
"""Deals sampled before a deadline is looked at: two give a mean and a standard error."""

_COACH = CoachBot(seed=0, level="coach")


@dataclasses.dataclass(frozen=True)
class Estimate:
    """An action's simulated value: mean points for the acting side, over ``samples``
    deals, with the standard error of that mean."""

    mean: float
    stderr: float
    samples: int
    values: tuple[float, ...] = dataclasses.field(default=(), repr=False, compare=False)

    def lead_over(self, other: Estimate) -> tuple[float, float]:
        """How much better this action is than ``other`` on the same deals: the mean
        difference and its standard error."""
        diffs = [a - b for a, b in zip(self.values, other.values, strict=True)]
        count = len(diffs)
        mean = sum(diffs) / count if count else 0.0
        if count < 2:
            return mean, math.inf
        variance = sum((d - mean) ** 2 for d in diffs) / (count - 1)
        return mean, math.sqrt(variance / count)


def view_key(view: View) -> str:
    """A text that identifies the position as this seat sees it (for seeding)."""
    history = " ".join(f"{s}{a}" for s, a in view.history)
    hand = " ".join(sorted(str(c) for c in view.hand))
    return f"{view.seat}|{view.dealer}|{view.upcard}|{hand}|{history}|{view.scores}"


def _signed_points(deal: Deal, side: int) -> float:
    result = deal.result
    if result is None:
        return 0.0
    return float(result.points if result.scoring_team == side else -result.points)


def playout_points(deal: Deal, side: int) -> float:
    """Play the deal to its end with coaches in every seat; points for ``side``."""
    while deal.to_act is not None:
        seat = deal.to_act
        legal = deal.legal_actions()
        # A forced action needs no view and no thought (following suit, the last trick).
        action = legal[0] if len(legal) == 1 else _COACH.choose(deal.view(seat))
        deal.apply(action, seat)
    return _signed_points(deal, side)


def _exact_points(tricks: int, deal: Deal, side: int) -> float:
    assert deal.maker is not None
    scorer, points = hand_score(
        tricks, alone=deal.alone, defender_alone=deal.defender_alone is not None
    )
    makers = team(deal.maker)
    scoring_team = makers if scorer == "makers" else 1 - makers
    return float(points if scoring_team == side else -points)


def _values_on(deal: Deal, seat: int, candidates: Sequence[Action], exact_cards: int
               ) -> list[float]:  # fmt: skip
    side = team(seat)
    if deal.phase is Phase.PLAY and len(deal.hand(seat)) <= exact_cards:
        solved = card_outcomes(deal)
        return [
            _exact_points(solved[a.card], deal, side) if a.card is not None else 0.0
            for a in candidates
        ]
    values = []
    for action in candidates:
        twin = deal.copy()
        twin.apply(action, seat)
        values.append(playout_points(twin, side))
    return values


def evaluate(
    view: View,
    candidates: Sequence[Action],
    samples: int,
    seed: int | None = 0,
    *,
    bidding_model: bool = True,
    exact_cards: int = EXACT_CARDS,
    deadline: float | None = None,
) -> dict[Action, Estimate]:
    """Each candidate's simulated value over ``samples`` deals that fit the view.

    The same sampled deals serve every candidate, so differences between candidates are
    not blurred by different luck. With ``bidding_model`` the sampled hands must also
    explain the other seats' bids as a coach would have made them (see
    :func:`~euchre_teach.players.sampling.sample_deal`). In play, once the seat holds
    ``exact_cards`` cards or fewer, the rest of the hand is solved exactly instead of
    played out by coaches. The result depends only on the arguments, unless a
    ``deadline`` (a :func:`time.perf_counter` reading) is given: then sampling stops there,
    after at least :data:`MIN_TIMED_SAMPLES` deals, and the count depends on the machine.
    """
    if view.to_act != view.seat:
        raise ValueError("evaluate needs the view of the seat to act")
    rng = random.Random(f"{seed}|{view_key(view)}")
    totals = [[] for _ in candidates]  # type: list[list[float]]
    for taken in range(max(1, samples)):
        if deadline is not None and taken >= MIN_TIMED_SAMPLES and time.perf_counter() >= deadline:
            break
        deal = sample_deal(view, rng, _COACH.choose if bidding_model else None)
        for index, value in enumerate(_values_on(deal, view.seat, candidates, exact_cards)):
            totals[index].append(value)
    return {action: _estimate(values) for action, values in zip(candidates, totals, strict=True)}


def _estimate(values: list[float]) -> Estimate:
    count = len(values)
    mean = sum(values) / count
    if count < 2:
        return Estimate(mean, math.inf, count, tuple(values))
    variance = sum((v - mean) ** 2 for v in values) / (count - 1)
    return Estimate(mean, math.sqrt(variance / count), count, tuple(values))
