"""A refused choice's cost said once, in plain words; the two averages behind it folded.

A cold review by an experienced Euchre teacher (expert56) read the quiz feedback of lessons
10 to 12 as long figure sentences: "Over 400 deals that fit what you can see, ordering up
costs about 0.9 of a point a hand against passing: with ordering up on average the other
side scores about 1.3 points a hand, and with passing on average the other side scores about
0.4 of a point a hand." Fix: one short figure, "costs about 0.9 of a point a hand", with the
two averages in a fold. :func:`cost_first` says the cost as its own sentence where the
figures began ("Ordering up costs about 0.9 of a point a hand here."), so that the words a
learner reads first keep it (the quiz's fold, ``widgets.quiz_words.split_figures``, starts
at the sentence that speaks of the deals played out), and leaves the two averages, and the
values before rounding where the cost was said from them, to that fold.

The figures it rewrites are the judge's, as the quiz, practice and Review items say them
(:mod:`euchre_teach.course.drills.decisions`) and as lesson 10's quiz takes them from the
guided hands' stored verdicts (:mod:`euchre_teach.strategy.judging`).
"""

from __future__ import annotations

import re

from euchre_teach.strategy.advice import upper_first

__all__ = ["COST_SAID", "cost_first", "cost_said"]

_COSTS = re.compile(
    r"(?:Played out over|Over) (?P<deals>[\d,]+) deals that fit what you can see,"
    r" (?P<mine>[^.:]+?) costs (?P<cost>[^:]+?) against (?P<best>[^:]+?)"
    r"(?P<note> \(-?[\d.]+ against -?[\d.]+ before rounding\))?: (?P<pair>.+?)\.(?= |$)")
"""A refusal's figures: the deals, the choice, its cost against the best, the values before
rounding where the cost was said from them, and the two averages (or, by the game, the
comparison)."""
COST_SAID = re.compile(
    r"[^ .][^.:]*? costs (?:(?:about half a point|about \d+(?:\.\d)? (?:of a point|points?)"
    r"|almost nothing) a hand|(?:about \d+ games? in 100|less than 1 game in 100) of your"
    r" chance of winning the game) here\.")
"""The cost as :func:`cost_first` says it, one sentence ("Ordering up costs about 0.9 of a
point a hand here."): a refusal shows it beside its verdict, bounded on its own as the
verdict's opening is."""


def cost_first(text: str) -> str:
    """``text`` with its refusal's figures said as one cost in plain words, then the deals
    played out and the two averages (what the fold shows); unchanged when it has none.

    >>> print(cost_first("Better: pass. Over 400 deals that fit what you can see, ordering up"
    ...                  " costs about 0.9 of a point a hand against passing: with ordering up on"
    ...                  " average the other side scores about 1.3 points a hand, and with"
    ...                  " passing on average the other side scores about 0.4 of a point a"
    ...                  " hand."))  # doctest: +NORMALIZE_WHITESPACE
    Better: pass. Ordering up costs about 0.9 of a point a hand here. Played out over 400
    deals that fit what you can see, with ordering up on average the other side scores about
    1.3 points a hand, and with passing on average the other side scores about 0.4 of a point
    a hand.
    >>> print(cost_first("Played out over 800 deals that fit what you can see, K♠ costs about"
    ...                  " 0.2 of a point a hand against 9♣ (1.26 against 1.44 before rounding):"
    ...                  " with discarding the K♠ on average your side scores about 1.3 points a"
    ...                  " hand, and with discarding the 9♣ on average your side scores about 1.4"
    ...                  " points a hand. Strong defenders ..."))  # doctest: +NORMALIZE_WHITESPACE
    K♠ costs about 0.2 of a point a hand here. Played out over 800 deals that fit what you can
    see, with discarding the K♠ on average your side scores about 1.3 points a hand, and with
    discarding the 9♣ on average your side scores about 1.4 points a hand (1.26 against 1.44
    before rounding). Strong defenders ...
    >>> cost_first("J♦ is the left bower.")
    'J♦ is the left bower.'
    """
    found = _COSTS.search(text)
    if found is None:
        return text
    said = f"{upper_first(found['mine'])} costs {found['cost']} here."
    folded = (f"Played out over {found['deals']} deals that fit what you can see,"
              f" {found['pair']}{found['note'] or ''}.")  # fmt: skip
    return f"{text[:found.start()]}{said} {folded}{text[found.end():]}"


def cost_said(text: str) -> str:
    """The cost sentence :func:`cost_first` put in ``text``, or "".

    >>> cost_said("Better: pass. Ordering up costs about 0.9 of a point a hand here.")
    'Ordering up costs about 0.9 of a point a hand here.'
    >>> cost_said("Passing costs about 6 games in 100 of your chance of winning the game here.")
    'Passing costs about 6 games in 100 of your chance of winning the game here.'
    """
    found = COST_SAID.search(text)
    return found.group(0) if found else ""
