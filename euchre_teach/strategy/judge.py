"""The course's one judge of strategy: what each choice at a decision is worth, and which
choices are as good as the best.

The judge values every choice (a bid, a loner, a discard, a lead, a card to a trick) at one
seat's decision from that seat's :class:`~euchre_teach.core.view.View` alone, so it cannot
read a hidden card:

1. **Deals that fit the view.** The hidden hands are sampled to agree with everything the
   seat has seen (:func:`~euchre_teach.players.sampling.sample_deal`): no card it has seen,
   no card of a suit a seat failed to follow, the upcard in the dealer's hand while the
   dealer holds it, and bids the coach would have made with the sampled cards (a deal whose
   bids the coach would not have made is redrawn, up to :data:`BID_ATTEMPTS` times: with
   sampling's default of 12, about 9% of deals at the first lead kept bids that the
   sampled hands do not explain; with 60, about 1.5%).
2. **Played out, each seat from its own view.** On each sampled deal, each choice is made
   and the deal is played to its end by a :class:`~euchre_teach.players.coach.CoachBot` in
   every seat, each deciding from its own view
   (:func:`~euchre_teach.players.simulation.playout_points`), never with every hand open:
   solving open hands flatters loners and unguarded leads, which need the other seats to
   guess right.
3. **Paired.** Every choice is played on the same deals, so a difference between two
   choices is measured deal by deal (its standard error is that of the paired
   differences), not blurred by different luck.
4. **The margin.** The best choice has the highest mean. Another choice is *within the
   margin* of the best unless it is clearly worse by more than :data:`MARGIN` points a
   hand: its mean gap to the best exceeds ``MARGIN + Z * se``, where ``se`` is the standard
   error of the paired differences and ``Z`` is :data:`Z`. Sampling goes on in batches
   while any choice's gap is within ``Z * se`` of the margin (its verdict could still flip),
   up to the effort's limit; so a verdict is stable, and the doubt goes to the learner.
   **The loner rule** is one of the margin's three exceptions (:mod:`~euchre_teach.strategy.loners`,
   :data:`~euchre_teach.strategy.loners.LONER_RULE`): the computer defenders are easy on a
   loner, so an alone bid within the margin beside the same bid with the partner is
   refused when its hand fails lesson 8's loner test and is not one of lesson 11's two
   named exceptions (:attr:`ChoiceValue.loner_refused`); the bid with the partner stays.
   Its other half (:data:`~euchre_teach.strategy.loners.PARTNER_RULE`): beside an accepted
   loner, the bid with the partner is accepted too (:attr:`ChoiceValue.partner_kept`),
   unless the loner is sure (:func:`~euchre_teach.strategy.loners.sure_loner`: it passes the
   loner test and cannot be euchred alone, or measured at least 1.5 points a hand more):
   a loner is allowed, never required, where the figures that favour it could be flattered.
   **The rule of thumb's own choice** (:mod:`~euchre_teach.strategy.habits`), for strict
   efforts, is the other: it is kept when it passes the margin by less than what counts as
   scoring as well (:attr:`ChoiceValue.rule_kept`). Every other choice within the margin
   is accepted, the rule's or not; the words name the rule's choice as the habit to build
   (or the usual play, naming no habit, where the choice scored more than the rule's).
   **The floor under a bid** is the third (:mod:`~euchre_teach.strategy.floor`,
   :data:`~euchre_teach.strategy.floor.FLOOR_RULE`): a bid within the margin whose count
   (lesson 6's) falls short of the seat's need by :data:`~euchre_teach.strategy.floor.FLOOR`
   or more is refused where passing is accepted (:attr:`ChoiceValue.floor_refused`): hand
   10's clubs with Q♣ 10♣, count 2 against 4.5, came out even only because passing lets
   the other side choose trump.
5. **By the game when the score matters.** Once either side could reach 10 this hand
   (:func:`~euchre_teach.strategy.game_value.score_matters`), a choice is valued by how
   much it changes the side's chance of winning the game
   (:func:`~euchre_teach.strategy.game_value.game_change`), not by its points: points
   beyond 10 are worth nothing, and a euchre that may end the game costs more than its 2
   points. The margin is then :data:`GAME_MARGIN`, 1.3 games in a hundred, and the
   verdict's :attr:`Verdict.unit` is ``"game"``.
6. **Precomputed keys demand the estimate.** A verdict judged ahead of time
   (:data:`PRECOMPUTED`, ``strict``) plays many more deals and then accepts a choice only
   when its measured gap is within the margin: the benefit of the doubt that suits a
   hint's 24 deals let through plays a teacher corrects (a trump lead into the makers, a
   single-trump call), whose cost is a little over the margin but inside ``Z`` standard
   errors of it.
7. **Seeded by the position.** The random deals are seeded by a hash of the view's public
   facts and the seat's hand (:func:`position_seed`), so the same position gets the same
   verdict on every run, in every process, after every reload.

CPU time per verdict (``benchmarks/judge_time.py``): at :data:`PRECOMPUTED` p50 0.5 s, p95
3 s; at :data:`HINT` (24 deals) p95 about 0.2 s, but 2.6 s wall clock at load 10-15, so the
hint button keeps its own deadline-bound search.

>>> from euchre_teach.core.dealing import seeded_deal
>>> deal = seeded_deal(2)
>>> verdict = judge(deal.view(deal.to_act), effort=Effort(16, 16))
>>> verdict.best in verdict.within and verdict.samples == 16
True
"""

from __future__ import annotations

import dataclasses
import hashlib
import math
import random
from collections.abc import Sequence

from euchre_teach.core.actions import CLAIM_RENEGE, DEFEND_ALONE, PLAY, Action
from euchre_teach.core.rules import legal_plays
from euchre_teach.core.seats import team
from euchre_teach.core.state import Phase
from euchre_teach.core.view import View
from euchre_teach.players.coach import CoachBot
from euchre_teach.players.sampling import sample_deal
from euchre_teach.players.simulation import playout_points
from euchre_teach.strategy.figures import amount_words, more_games_words, shown
from euchre_teach.strategy.floor import floored_bid
from euchre_teach.strategy.game_value import game_change, score_matters
from euchre_teach.strategy.habits import TOLERANCE, rule_choice
from euchre_teach.strategy.loners import kept_partner_bid, refused_loner

__all__ = [
    "BID_ATTEMPTS",
    "GAME_MARGIN",
    "HINT",
    "MARGIN",
    "PRECOMPUTED",
    "ChoiceValue",
    "Effort",
    "Verdict",
    "Z",
    "amount_words",
    "choices",
    "close_call_words",
    "cost_words",
    "expect_words",
    "is_loner",
    "judge",
    "margin_of",
    "more_games_words",
    "position_key",
    "position_seed",
    "rounding_note",
    "shown",
    "shown_difference",
    "unit_of",
]

MARGIN = 0.15
"""Points a hand (for the seat's side) by which a choice may fall short of the best and
still count as just as good: a difference this small is not worth teaching. Three exceptions
(module text, point 4): the loner rule, the floor under a bid and, judged ahead of time, the
rule of thumb's own choice kept a hair past it."""
GAME_MARGIN = 0.013
"""The margin when the judge values choices by the game: 1.3 games in a hundred, about 0.2
points' worth at the start of a game, where a point is worth about 7 games in 100
(:func:`~euchre_teach.strategy.game_value.point_worth`). It was set between two positions
a teacher judges at once: assisting with A♦ K♦ on the partner's J♦ at 5-9 (``bidding/4``),
the call every teacher makes, measured 1.2 games in 100 behind passing and must be
accepted; passing J♣ K♣ 9♣ A♥ on Q♣ at 4-9 (``bidding-set/23``), a pass a teacher
corrects, measured 1.4. With the coach of count41 the pass measures 1.2: it is accepted,
and its words name ordering up as the habit to build (:mod:`~euchre_teach.strategy.habits`)."""
Z = 2.0
"""How many paired standard errors a gap must clear, beyond :data:`MARGIN`, before a choice
is refused: a choice is refused only when it is clearly worse."""

BID_ATTEMPTS = 60
"""Draws of the hidden cards a sampled deal may take to explain the other seats' bids."""

_COACH = CoachBot(seed=0, level="coach")
_VERSION = "judge-2"  # part of every seed: change it when the judge's method changes


@dataclasses.dataclass(frozen=True)
class Effort:
    """How many sampled deals a verdict may use: at least ``least``, then batches of
    ``batch`` while a verdict is still in doubt, up to ``most``. A ``strict`` verdict
    accepts a choice only when its measured gap is within the margin; otherwise a choice
    within ``Z`` standard errors of the margin is given the benefit of the doubt."""

    least: int
    most: int
    batch: int = 50
    strict: bool = False

    def __post_init__(self) -> None:
        if not 1 <= self.least <= self.most or self.batch < 1:
            raise ValueError(f"an effort needs 1 <= least <= most and batch >= 1, not {self}")


PRECOMPUTED = Effort(400, 1600, 200, strict=True)
"""Guided hands, quiz and practice keys: judged ahead of time, so they can afford more
deals, and strict (see the module text)."""
HINT = Effort(24, 24)
"""A size that fits a hint's time (see ``benchmarks/judge_time.py``): fixed, no batches."""


@dataclasses.dataclass(frozen=True)
class ChoiceValue:
    """One choice: its mean points a hand for the seat's side (negative when the other
    side scores) with the standard error of that mean; its gap below the best choice on
    the same deals with that gap's standard error; and whether it is within the margin."""

    action: Action
    mean: float
    stderr: float
    gap: float
    gap_stderr: float
    within: bool
    loner_refused: bool = False
    """Refused by the loner rule (module text, point 4), though within the margin."""
    partner_kept: bool = False
    """Accepted by the loner rule's other half (point 4), though beyond the margin."""
    rule_kept: bool = False
    """The rule of thumb's choice, kept: a strict verdict measured it beyond the margin, but
    by less than :data:`~euchre_teach.strategy.habits.TOLERANCE`."""
    floor_refused: bool = False
    """Refused by the floor under a bid (point 4): within the margin, but far short of the
    count, beside an accepted pass."""


@dataclasses.dataclass(frozen=True)
class Verdict:
    """Every choice's value, best first; the best choice; the choices within the margin of
    the best (best first); how many deals were played; the margin and ``Z`` it used."""

    values: tuple[ChoiceValue, ...]
    samples: int
    margin: float = MARGIN
    z: float = Z
    unit: str = "points"
    """``"points"`` (values are points a hand) or ``"game"`` (values are the change in
    the side's chance of winning the game: 0.05 is five games in a hundred)."""

    @property
    def best(self) -> Action:
        """The choice with the highest mean."""
        return self.values[0].action

    @property
    def within(self) -> tuple[Action, ...]:
        """The choices within the margin of the best, best first (the best among them)."""
        return tuple(v.action for v in self.values if v.within)

    def value(self, action: Action) -> ChoiceValue:
        """The value of ``action`` (KeyError when it was not judged)."""
        for value in self.values:
            if value.action is action:
                return value
        raise KeyError(f"{action} was not one of the choices judged")

    def cost(self, action: Action) -> float:
        """Points a hand ``action`` loses against the best, on average (0 for the best)."""
        return self.value(action).gap


def position_key(view: View) -> str:
    """The position as text: the view's public facts and the seat's own hand (and discard),
    nothing another seat holds. Two views of the same position give the same key."""
    history = " ".join(f"{seat}:{action}" for seat, action in view.history)
    hand = " ".join(sorted(str(card) for card in view.hand))
    return (f"{_VERSION}|seat {view.seat}|dealer {view.dealer}|upcard {view.upcard}|hand {hand}"
            f"|discard {view.discard}|{history}|scores {view.scores}|{view.rules}")  # fmt: skip


def position_seed(view: View) -> int:
    """The seed of a position's sampled deals: a hash of :func:`position_key` (the same in
    every process, whatever Python's own hash randomisation)."""
    return int.from_bytes(hashlib.sha256(position_key(view).encode()).digest()[:8], "big")


def choices(view: View, *, loners: bool = True) -> list[Action]:
    """The choices worth judging at the seat's turn: every legal action, except that in
    table mode (follow-suit not enforced) only the cards an honest player may play count,
    and claiming a renege is not a strategic choice. Without ``loners`` (a question asked
    before going alone is taught), going alone and defending alone are left out."""
    if view.phase is Phase.PLAY and view.trump is not None:
        cards = [a.card for a in view.legal_actions if a.card is not None]
        return [PLAY[c.index] for c in legal_plays(cards, view.trick, view.trump)]
    return [a for a in view.legal_actions
            if a is not CLAIM_RENEGE and (loners or not is_loner(a))]  # fmt: skip


def is_loner(action: Action) -> bool:
    """True for going alone (ordering up or naming trump alone) and defending alone."""
    return action.alone or action is DEFEND_ALONE


def judge(view: View, candidates: Sequence[Action] | None = None, *,
          effort: Effort = PRECOMPUTED) -> Verdict:  # fmt: skip
    """The judge's verdict on ``candidates`` (default: :func:`choices`) at the view's
    decision; the view must be the seat to act's. See the module text for the method."""
    if not isinstance(view, View):
        raise TypeError(f"the judge takes one seat's View, not {type(view).__name__}: it must"
                        " not see the hidden cards")  # fmt: skip
    if view.to_act != view.seat:
        raise ValueError("the judge needs the view of the seat whose turn it is")
    actions = list(dict.fromkeys(choices(view) if candidates is None else candidates))
    illegal = [str(a) for a in actions if a not in view.legal_actions]
    if illegal or not actions:
        raise ValueError(f"not choices the seat has here: {', '.join(illegal) or 'none given'}")
    if len(actions) == 1:
        return Verdict((ChoiceValue(actions[0], math.nan, math.nan, 0.0, 0.0, True),), 0)
    rng = random.Random(position_seed(view))
    scores: list[list[float]] = [[] for _ in actions]
    unit = unit_of(view)
    by_game, margin = unit == "game", margin_of(unit)
    target = effort.least
    while True:
        while len(scores[0]) < target:
            _play_one_deal(view, actions, rng, scores, by_game)
        verdict = _verdict(actions, scores, margin, effort.strict, unit)
        if target >= effort.most or not _in_doubt(verdict):
            ruled = _loner_rule(view, verdict)
            return _floor(view, _rule_kept(view, ruled, actions) if effort.strict else ruled)
        target = min(effort.most, target + effort.batch)


def unit_of(view: View) -> str:
    """The unit the judge values the view's decision in: ``"game"`` once either side could
    reach the game this hand (point 5 of the module text), else ``"points"``."""
    return "game" if score_matters(_side_first(view), view.rules.points_to_win) else "points"


def margin_of(unit: str) -> float:
    """The judge's margin in ``unit``: :data:`GAME_MARGIN` by the game, else :data:`MARGIN`."""
    return GAME_MARGIN if unit == "game" else MARGIN


def _side_first(view: View) -> tuple[int, int]:
    side = team(view.seat)
    return view.scores[side], view.scores[1 - side]


def _play_one_deal(view: View, actions: list[Action], rng: random.Random,
                   scores: list[list[float]], by_game: bool) -> None:  # fmt: skip
    """Sample one deal that fits the view and score every choice on it (its points, or
    with ``by_game`` the change in the side's chance of winning the game)."""
    deal = sample_deal(view, rng, _COACH.choose, attempts=BID_ATTEMPTS)
    side = team(view.seat)
    for action, values in zip(actions, scores, strict=True):
        twin = deal.copy()
        twin.apply(action, view.seat)
        points = playout_points(twin, side)
        values.append(game_change(points, _side_first(view), view.rules.points_to_win)
                      if by_game else points)


def _mean_and_error(values: Sequence[float]) -> tuple[float, float]:
    count = len(values)
    mean = sum(values) / count
    if count < 2:
        return mean, math.inf
    variance = sum((v - mean) ** 2 for v in values) / (count - 1)
    return mean, math.sqrt(variance / count)


def _verdict(actions: list[Action], scores: list[list[float]], margin: float = MARGIN,
             strict: bool = False, unit: str = "points") -> Verdict:  # fmt: skip
    means = [_mean_and_error(values) for values in scores]
    # The best: the highest mean; on a tie, the choice listed first.
    top = max(range(len(actions)), key=lambda i: (means[i][0], -i))
    values = []
    for index, action in enumerate(actions):
        diffs = [b - a for a, b in zip(scores[index], scores[top], strict=True)]
        gap, gap_se = _mean_and_error(diffs) if index != top else (0.0, 0.0)
        within = gap <= margin + (0.0 if strict else Z * gap_se) + 1e-9
        values.append(ChoiceValue(action, means[index][0], means[index][1], gap, gap_se, within))
    values.sort(key=lambda v: (v.gap, actions.index(v.action)))
    return Verdict(tuple(values), len(scores[0]), margin, Z, unit)


def _loner_rule(view: View, verdict: Verdict) -> Verdict:
    """The verdict with :data:`~euchre_teach.strategy.loners.LONER_RULE` applied: a close
    loner that fails the loner test, beside the same bid with the partner, is refused; beside
    an accepted loner that is not sure, the bid with the partner is accepted."""
    within = verdict.within
    values = [dataclasses.replace(v, within=False, loner_refused=True)
              if refused_loner(view, v.action, within) else v
              for v in verdict.values]  # fmt: skip
    # A refused loner that measured the most goes after the accepted choices: the best
    # said is always an accepted one (gaps stay measured from the highest mean).
    values.sort(key=lambda v: v.loner_refused and v.gap == 0)
    within = tuple(v.action for v in values if v.within)
    means = {v.action: v.mean for v in values}
    values = [dataclasses.replace(v, within=True, partner_kept=True)
              if not v.within and kept_partner_bid(view, v.action, within, means, verdict.unit)
              else v for v in values]  # fmt: skip
    return dataclasses.replace(verdict, values=tuple(values))


def _floor(view: View, verdict: Verdict) -> Verdict:
    """The verdict with :data:`~euchre_teach.strategy.floor.FLOOR_RULE` applied: a bid far
    short of the count is refused where passing is accepted; the best said stays accepted."""
    within = verdict.within
    values = [dataclasses.replace(v, within=False, floor_refused=True)
              if floored_bid(view, v.action, within) else v for v in verdict.values]  # fmt: skip
    values.sort(key=lambda v: v.floor_refused and v.gap == 0)
    return dataclasses.replace(verdict, values=tuple(values))


def _rule_kept(view: View, verdict: Verdict, actions: Sequence[Action]) -> Verdict:
    """The verdict with the rule of thumb's own choice kept where a strict verdict measured
    it past the margin by less than :data:`~euchre_teach.strategy.habits.TOLERANCE`. Nothing
    else changes: every choice within the margin stays accepted
    (:data:`~euchre_teach.strategy.habits.HABIT_RULE`)."""
    rule = rule_choice(view, actions)
    if rule is None or not _doubt_for_the_rule(verdict.value(rule), verdict.margin, verdict.unit):
        return verdict
    return dataclasses.replace(verdict, values=tuple(
        dataclasses.replace(v, within=True, rule_kept=True) if v.action == rule else v
        for v in verdict.values))  # fmt: skip


def _doubt_for_the_rule(value: ChoiceValue, margin: float, unit: str) -> bool:
    """The rule of thumb's own choice, refused by a strict verdict though its gap passes
    the margin by no more than :data:`~euchre_teach.strategy.habits.TOLERANCE`: it is
    kept."""
    return (not value.within and not value.loner_refused
            and value.gap <= margin + TOLERANCE[unit] + 1e-9)  # fmt: skip


def _in_doubt(verdict: Verdict) -> bool:
    """True when some choice's gap is within ``Z`` standard errors of the margin: more
    deals could still move it across."""
    return any(
        v.gap_stderr > 0 and abs(v.gap - verdict.margin) < Z * v.gap_stderr
        for v in verdict.values[1:]
    )


# ----------------------------------------------------------------- the verdict in words


def shown_difference(better: float, worse: float, unit: str = "points") -> float:
    """How much ``better`` beats ``worse`` (two choices' means), as the learner can check it
    from the figures printed beside them: in points, the difference of the two figures as
    :func:`shown` rounds them (0.74 and -0.22 print as 0.7 and 0.2, so the difference said
    is 0.9, not "about 1 point"); by the game, where only differences are printed, the
    difference of the stored values.

    A refused choice's cost is never said below the margin that refused it: where the
    rounded figures would say less (1.439 and 1.264 print as 1.4 and 1.3, a difference of
    0.1, though the gap is 0.175), the gap itself is said, rounded (0.2).

    >>> shown_difference(0.74, -0.22), shown_difference(0.0312, 0.0185, "game")
    (0.9, 0.013)
    >>> shown_difference(1.439, 1.264)
    0.2
    """
    if unit == "game":
        return round(round(better, 3) - round(worse, 3), 3)
    printed = round(shown(better) - shown(worse), 1)
    gap = round(better, 3) - round(worse, 3)
    return shown(gap) if gap > MARGIN >= printed else printed


def rounding_note(mine: float, other: float, unit: str = "points") -> str:
    """Beside a cost :func:`shown_difference` said from the gap itself, not from the rounded
    figures printed with it, the two values before rounding, so the learner can check it:
    ``mine`` first, as the sentence names them ("X costs 0.2 against Y (X's, Y's)").

    The values have two decimals, or three where two would differ by less than the cost
    (-0.241 against -0.089 beside a cost of 0.2).

    >>> rounding_note(1.264, 1.439), rounding_note(-0.22, 0.74)
    (' (1.26 against 1.44 before rounding)', '')
    >>> rounding_note(-0.241, -0.089)
    ' (-0.241 against -0.089 before rounding)'
    """
    if unit == "game":
        return ""
    printed = round(shown(other) - shown(mine), 1)
    cost = shown_difference(other, mine)
    if cost == printed:
        return ""
    digits = 2 if round(round(other, 2) - round(mine, 2), 1) == cost else 3
    return f" ({mine:.{digits}f} against {other:.{digits}f} before rounding)"


def expect_words(mean: float, unit: str = "points") -> str:
    """What the side can expect from a choice, in words: ``"on average your side scores
    about 1.4 points a hand"``, ``"on average the other side scores about half a point a
    hand"``; for the game, how the side's chance of winning the game moves."""
    if unit == "game":
        if abs(mean) < 0.005:
            return "your side's chance of winning the game stays about where it is"
        way = "rises" if mean > 0 else "falls"
        return f"your side's chance of winning the game {way} by {amount_words(mean, unit)}"
    if shown(mean) == 0:
        return "on average neither side scores much: the points even out"
    side = "your side" if mean > 0 else "the other side"
    return f"on average {side} scores {amount_words(mean)} a hand"


def close_call_words(unit: str = "points") -> str:
    """The course's one rule for a close call, in the words every page that states it uses
    (lessons 6 and 11; a test holds them to it): the judge's :data:`MARGIN` in points, or
    its :data:`GAME_MARGIN` when choices are weighed by the game. A precomputed key marks a
    choice wrong exactly when it falls further than this below the best.

    >>> close_call_words().endswith("within 0.15 of a point a hand of the best choice"
    ...                             " (15 points over a hundred hands)")
    True
    >>> close_call_words("game").endswith("within 1.3 games in a hundred of the best choice")
    True
    """
    if unit == "game":
        return ("a choice counts as right when it keeps your chance of winning the game within"
                f" {GAME_MARGIN * 100:g} games in a hundred of the best choice")
    return (f"a choice counts as right when it scores within {MARGIN:g} of a point a hand of"
            f" the best choice ({round(MARGIN * 100)} points over a hundred hands)")


def cost_words(gap: float, unit: str = "points") -> str:
    """What a worse choice costs against the best: ``"about 0.7 of a point a hand"``, or
    for the game ``"about 5 games in 100"`` of the side's chance of winning it."""
    if unit == "game":
        return f"{amount_words(gap, unit)} of your chance of winning the game"
    return f"{amount_words(gap)} a hand"
