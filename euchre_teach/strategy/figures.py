"""How the judge's figures are said to a learner: a points figure to the tenth, a size in
words, a difference by the game. :mod:`euchre_teach.strategy.judge` uses them and names them
among its own."""

from __future__ import annotations

import math

__all__ = ["amount_words", "more_games_words", "shown"]


def shown(value: float) -> float:
    """A points figure as the learner reads it, sign kept: to the tenth (``"about 0.7 of a
    point"``, ``"about half a point"`` for 0.5), from the value as it is stored (to the
    thousandth), so a figure read from a stored verdict is the one a fresh verdict prints.

    >>> shown(0.7449), shown(-0.251), shown(0.96), shown(-0.95), shown(0.04)
    (0.7, -0.3, 1.0, -1.0, 0.0)
    """
    stored = round(value, 3)
    size = abs(stored)
    if size < 0.05:
        return 0.0
    if 0.45 <= size < 0.55:
        size = 0.5
    elif 0.95 <= size < 1.05:
        size = 1.0
    else:
        size = float(f"{size:.1f}")
    return math.copysign(size, stored)


def amount_words(value: float, unit: str = "points") -> str:
    """A size as a beginner reads it: ``"about half a point"``, ``"about 1.4 points"``;
    for the game, ``"about 8 games in 100"``. Points are said to the tenth :func:`shown`
    gives.

    >>> amount_words(0.49), amount_words(1.4), amount_words(0.2), amount_words(0.081, "game")
    ('about half a point', 'about 1.4 points', 'about 0.2 of a point', 'about 8 games in 100')
    """
    if unit == "game":
        games = round(abs(value) * 100)
        if games < 1:
            return "less than 1 game in 100"
        return f"about {games} game{'s' if games > 1 else ''} in 100"
    size = abs(shown(value))
    if size == 0:
        return "almost nothing"
    if size == 0.5:
        return "about half a point"
    if size < 1:
        return f"about {size:.1f} of a point"
    return "about 1 point" if size == 1 else f"about {size:.1f} points"


def more_games_words(gap: float) -> str:
    """A gap in the game's unit as a comparison between two choices: ``"about 8 more games
    in 100"`` (read after "keeps": the better choice wins the game that much more often).
    A game-valued mean is the change from the chance the side has now, so saying it choice
    by choice ("passing: your chance rises by ...") reads as if passing did something;
    only the difference between two choices means anything.

    >>> more_games_words(0.012), more_games_words(0.081), more_games_words(0.004)
    ('about 1 more game in 100', 'about 8 more games in 100', 'less than 1 more game in 100')
    """
    games = round(abs(gap) * 100)
    if games < 1:
        return "less than 1 more game in 100"
    return f"about {games} more game{'s' if games > 1 else ''} in 100"
