"""The first words of a refused choice, sized to what the judge says it costs.

A choice the judge refuses (beyond its margin of the best) was answered "Not the best choice
here." whatever it cost: a cold expert review of the course read a choice 0.2 of a point
below the best and one that throws the hand away answered with the same words. The opening
now says the size first, in the learner's terms, from the same figure the fold prints
(:func:`~euchre_teach.strategy.judge.shown_difference`), in bands measured in the judge's
own margin (:func:`~euchre_teach.strategy.judge.margin_of`), so that they hold for points
and for the game alike:

- up to :data:`CLOSE_COST` margins (0.225 of a point, 2 games in 100): close
  (:data:`CLOSE`); a loner the loner rule refuses within the margin is close too, but a
  bid far short of the count (the floor under a bid) is not the best, without its cost;
- from :data:`BIG_COST` margins (0.9 of a point, 7.8 games in 100): costly, with the cost
  (:data:`BIG`);
- between them: not the best, with the cost (:data:`CLEAR`);
- a refusal the judge did not value (a renege left unclaimed): :data:`UNPRICED`.

Every refusal of a strategic choice opens with :func:`refusal_opening`: the guided hands
(:func:`guided_opening`), and the quiz, practice, drill and Review items
(:mod:`euchre_teach.course.drills.decisions`); the quiz shows it in place of its "Not
quite." (:func:`split_opening`). The reason in cards and "Better: X." follow it.

>>> refusal_opening(0.2), refusal_opening(None)
('Close, but not the best here.', 'Not the best choice here.')
>>> refusal_opening(0.6)
'Not the best here: this costs about 0.6 of a point a hand on average.'
>>> refusal_opening(1.4)
'A costly choice: this gives away about 1.4 points a hand on average.'
>>> refusal_opening(0.081, "game")
'A costly choice: this gives away about 8 games in 100 of your chance of winning the game.'
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from euchre_teach.strategy.floor import below_floor
from euchre_teach.strategy.judge import cost_words, margin_of, shown_difference, unit_of

if TYPE_CHECKING:
    from euchre_teach.core.actions import Action
    from euchre_teach.core.view import View
    from euchre_teach.strategy.judging import Judgement

__all__ = [
    "BIG",
    "BIG_COST",
    "CLEAR",
    "CLOSE",
    "CLOSE_COST",
    "UNPRICED",
    "cost_band",
    "guided_opening",
    "refusal_opening",
    "split_opening",
]

CLOSE_COST = 1.5
"""A refused choice that costs at most this many of the judge's margins is close: 0.225 of
a point a hand (the figures print at most 0.2), 2 games in 100. It was 3 margins, 0.45 of a
point, until a cold review (expert55) read 0.4 of a point a hand lost, answered "Close",
as a big error against a course whose own line for "as good" is 0.15: close is kept for
costs a club player would call close, under about 0.2."""
BIG_COST = 6.0
"""A refused choice that costs at least this many margins is costly: 0.9 of a point a hand,
7.8 games in 100 (about a point's worth early in a game)."""

UNPRICED = "Not the best choice here."
"""The opening where the judge gave the choice no value."""
CLOSE = "Close, but not the best here."
"""The opening of a close refusal (the better choice and why follow it)."""
CLEAR = "Not the best here: this costs {cost}."
"""The opening of a refusal between the bands, with its cost in words."""
BIG = "A costly choice: this gives away {cost}."
"""The opening of a costly refusal, with its cost in words."""

_OPENING = re.compile("|".join(
    re.escape(words).replace(re.escape("{cost}"), r".+?") + r"(?= |$)"
    for words in (UNPRICED, CLOSE, CLEAR, BIG, *(w.partition(":")[0] + "." for w in (
        CLEAR, BIG)))))  # fmt: skip


def cost_band(cost: float, unit: str = "points") -> str:
    """Which band a cost falls in: ``"close"``, ``"clear"`` or ``"big"`` (module text).

    >>> cost_band(0.2), cost_band(0.4), cost_band(0.9), cost_band(0.05, "game")
    ('close', 'clear', 'big', 'clear')
    """
    margins = cost / margin_of(unit)
    if margins <= CLOSE_COST + 1e-9:
        return "close"
    return "big" if margins >= BIG_COST - 1e-9 else "clear"


def refusal_opening(cost: float | None, unit: str = "points", *, figure: bool = True) -> str:
    """The first words of a refused choice that costs ``cost`` against the better one (in
    ``unit``, as its figures print it; None where the judge gave it no value). Without
    ``figure`` (a guided hand: terse, "keep numbers for an advanced fold"), the band's
    words alone, the cost left to the figures' fold.

    >>> refusal_opening(0.6, figure=False), refusal_opening(1.4, figure=False)
    ('Not the best here.', 'A costly choice.')
    """
    if cost is None:
        return UNPRICED
    band = cost_band(cost, unit)
    if band == "close":
        return CLOSE
    words = BIG if band == "big" else CLEAR
    if not figure:
        return words.partition(":")[0] + "."
    return words.format(cost=cost_words(cost, unit) + (" on average" if unit != "game" else ""))


def split_opening(feedback: str) -> tuple[str, str]:
    """A refusal's feedback as its opening (:func:`refusal_opening`) and the rest; ("",
    ``feedback``) when it opens otherwise.

    >>> split_opening("Close, but not the best here. Better: play 9♣.")
    ('Close, but not the best here.', 'Better: play 9♣.')
    >>> split_opening("Not the best here: this costs about 0.6 of a point a hand on average.")[1]
    ''
    >>> split_opening("A♠ is not a trump.")
    ('', 'A♠ is not a trump.')
    """
    found = _OPENING.match(feedback)
    if found is None:
        return "", feedback
    return found.group(0), feedback[found.end():].strip()


def guided_opening(judgement: Judgement, action: Action, named: Action, view: View) -> str:
    """:func:`refusal_opening` of a refused choice in a guided hand, its band's words only
    (the cost is in the figures' fold), its cost worked as its figures are
    (:mod:`~euchre_teach.strategy.judging`): against the choice named better (``named``,
    the record's) where it is beyond the margin of it, else against the best accepted
    choice. A bid far short of the count (:mod:`~euchre_teach.strategy.floor`) is never
    called close: it is a gamble."""
    mine, better = judgement.verdict(action), judgement.verdict(named)
    values = [v.value for v in judgement.verdicts if v.accepted and v.value is not None]
    if mine is None or mine.value is None or not values:
        return refusal_opening(None)
    unit = unit_of(view)
    against = max(values)
    if better is not None and better.value is not None and (
            better.value - mine.value > margin_of(unit) + 1e-9):  # fmt: skip
        against = better.value
    cost = shown_difference(against, mine.value, unit)
    if below_floor(view, action) and cost_band(cost, unit) == "close":  # a gamble, not close
        return CLEAR.partition(":")[0] + "."
    return refusal_opening(cost, unit, figure=False)
