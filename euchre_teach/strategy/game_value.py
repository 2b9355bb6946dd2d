"""What a hand's points are worth to the game: the chance of winning it, from the score.

Early in a game a point is a point: the judge values a choice by the points a hand it
scores. Near the end that misleads. Points beyond what reaches 10 are worth nothing, so a
march alone (4) at 8 points wins no more games than a march with a partner (2); and a
euchre when the other side is close to 10 costs more than its 2 points, because it may
end the game. So once a side could reach 10 this hand (:func:`score_matters`: either side
has :data:`SCORE_MATTERS` points or more), the judge values an outcome by how much it
changes the side's chance of winning the game (:func:`game_change`), not by its points.

The chance comes from :func:`win_chance`, a table over the score (us, them) computed once
by dynamic programming from how often a hand scores 1, 2 or 4 points (:data:`OUTCOMES`):
with a hand's points ``k`` going to either side with the same chance (the deal passes
round the table, so over a game both sides make and defend alike),

    W(us, them) = sum over k of  f(k) / 2 * (W(us + k, them) + W(us, them + k))

with W = 1 once ``us`` reaches the target and 0 once ``them`` does. Every hand played
out scores at least a point, so the table fills from the target down. The frequencies are
the simulator's own: coaches in every seat playing deals out (:func:`measure_outcomes`;
``python -m euchre_teach.strategy.game_value`` measures them again and prints the table).

This is an estimate of the average game, not of these two sides: a stronger side wins
more from any score. That is enough for what the judge asks of it, which of two choices
leaves the side better placed, where the difference is large (a march alone's two extra
points that cannot count, a euchre that hands the other side the game).

>>> round(win_chance(0, 0), 2), win_chance(10, 3), win_chance(3, 10)
(0.5, 1.0, 0.0)
>>> game_change(2, (8, 3)) == game_change(4, (8, 3))  # both reach 10
True
"""

from __future__ import annotations

import functools
import random
import sys

__all__ = [
    "OUTCOMES",
    "SCORE_MATTERS",
    "TARGET",
    "game_change",
    "measure_outcomes",
    "point_worth",
    "score_matters",
    "win_chance",
]

TARGET = 10
"""The points that win the game by default (the course's rules; a table may play to 5, 7
or 11, and every function here takes the game's own ``target``)."""
SCORE_MATTERS = 6
"""In a game to 10, from this score on (either side) a hand can end the game (a march
alone scores 4): the judge values choices by the game, not by the points. In a game to
``target``, from ``target - 4`` (:func:`score_matters`)."""

OUTCOMES = {1: 0.6547, 2: 0.3250, 4: 0.0203}
"""How often a hand played out scores 1, 2 or 4 points (to one side or the other), as
:func:`measure_outcomes` measured them: coaches in every seat, 8,000 seeded deals, the
hands thrown in left out (7,923 scored)."""


def measure_outcomes(hands: int = 8000) -> dict[int, float]:
    """Play ``hands`` seeded deals out, coaches in every seat, and return how often a
    hand scored 1, 2 and 4 points (hands thrown in, where nobody scores, left out)."""
    from euchre_teach.core.dealing import seeded_deal
    from euchre_teach.players.simulation import playout_points

    counts = {1: 0, 2: 0, 4: 0}
    rng = random.Random(2026)
    for number in range(hands):
        deal = seeded_deal(rng.randrange(1 << 30), dealer=number % 4)
        points = abs(playout_points(deal, 0))
        if points:
            counts[int(points)] += 1
    total = sum(counts.values())
    return {k: v / total for k, v in counts.items()}


@functools.cache
def win_chance(us: int, them: int, target: int = TARGET) -> float:
    """The chance that the side with ``us`` points wins the game to ``target`` against
    ``them``.

    >>> win_chance(8, 3, 11) < win_chance(8, 3)  # 3 to go, not 2
    True
    """
    if us >= target:
        return 1.0
    if them >= target:
        return 0.0
    return sum(f / 2 * (win_chance(us + k, them, target) + win_chance(us, them + k, target))
               for k, f in OUTCOMES.items())  # fmt: skip


def score_matters(scores: tuple[int, int], target: int = TARGET) -> bool:
    """True when a hand could end the game to ``target`` from this score, so the judge
    values by it (expert44: every game was valued as if to 10, whatever its length)."""
    return max(scores) >= target - (TARGET - SCORE_MATTERS)


def game_change(points: float, scores: tuple[int, int], target: int = TARGET) -> float:
    """How much a hand that scores ``points`` for the side (negative: the other side
    scores) changes the side's chance of winning the game to ``target`` from ``scores``
    (the side's first): +0.25 means a quarter of a game more.

    >>> game_change(2, (8, 3), 11) < game_change(4, (8, 3), 11)  # only the loner wins
    True
    """
    us, them = scores
    after = (win_chance(us + int(points), them, target) if points > 0
             else win_chance(us, them - int(points), target))  # fmt: skip
    return after - win_chance(us, them, target)


def point_worth() -> float:
    """What a point is worth to the game at the start: the chance one point from 0-0
    adds (about 7 games in 100)."""
    return win_chance(1, 0) - win_chance(0, 0)


def _main() -> int:
    measured = measure_outcomes()
    print("hand outcomes:", {k: round(v, 4) for k, v in measured.items()})
    for us in range(TARGET):
        print(" ".join(f"{win_chance(us, them):.2f}" for them in range(TARGET)))
    return 0


if __name__ == "__main__":
    sys.exit(_main())
