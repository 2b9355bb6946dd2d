"""How much of a guided hand's answer a beginner reads at a glance, and what waits in a fold.

A cold review by an experienced Euchre teacher (terse) scored lessons 10 and 11 at 3/5:
refusals and "also fine" answers ran to 80-120 words, "far too much for a beginner, even
folded". Above the fold an answer says its verdict, one sentence of reason in cards and,
for a refusal, the better choice: about :data:`AIM_WORDS` words, never more than
:data:`CAP_WORDS` (a test walks every choice of every guided hand). A second reason, the
hand's own note when it repeats, the table law after a renege, go in a fold under the
answer, :data:`MORE_SUMMARY`, above the judge's figures in theirs.

A later review (expert55) still read "a reason, the habit, the hand's recorded reason and
often 'Try again. Over 400 deals ...' in one block": an answer now shows the verdict (or the
habit) and one sentence of reason, never a second one that fits in the 40 words, save
after a first sentence that names no card (:func:`fit`).

Why these numbers: 40 words is two lines on a laptop and five on a phone, read in about
ten seconds; the longest single reasons in cards the hands give (a trick that may be
trumped, with the one trump not yet seen) run to 30 words, and with a refusal's opening
(its band's words alone, :data:`~euchre_teach.strategy.refusal.CLOSE` and the others: the
cost waits in the figures' fold) and "Better: play J♦. Try again." they reach about 45: the
cap keeps them whole.

>>> fit("Yes.", "K♥ wins. It keeps both bowers.")
('Yes. K♥ wins.', 'It keeps both bowers.')
>>> shown, more = fit("Close.", "A♠ loses. It " + "word " * 40 + "ends.", "Better: play 9♣.")
>>> shown, more[:4]
('Close. A♠ loses. Better: play 9♣.', 'It w')
"""

from __future__ import annotations

import re

__all__ = ["AIM_WORDS", "CAP_WORDS", "MORE_SUMMARY", "YES_WORDS", "fit", "sentences", "word_count"]

AIM_WORDS = 40
"""About the most words an answer shows above its folds (module text)."""
CAP_WORDS = 55
"""The most words any answer of a guided hand shows above its folds (module text)."""
YES_WORDS = 30
"""About the most words a "Yes" shows above its folds: its verdict and the one reason in cards
that made the choice right; a second reason waits in the fold even where it would fit in
:data:`AIM_WORDS` (l1011, an expert teacher on lesson 10: "the 'Yes' answers are long: a
learner who chose right reads a paragraph"; of 104 "Yes" texts the longest was 52 words, and
now 6 exceed 30, the longest hand 08's loner at 43)."""
MORE_SUMMARY = "Why?"
"""The fold that holds an answer's further reasons, under the words a learner reads first
(it was "More on this"; expert55 asked for the reasons behind a "Why?")."""

_CARD = re.compile("[♠♥♦♣]")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9♠♥♦♣\"'(])")


def word_count(text: str) -> int:
    """Words, as a reader counts them (a card is a word)."""
    return len(text.split())


def sentences(text: str) -> list[str]:
    """``text`` as its sentences.

    >>> sentences("Throwing A♠ keeps K♠. 10♣ is low. Lesson 5's rule: keep aces.")
    ['Throwing A♠ keeps K♠.', '10♣ is low.', "Lesson 5's rule: keep aces."]
    """
    text = " ".join(text.split())
    return [s for s in _SENTENCE_END.split(text) if s] if text else []


def fit(head: str, reasons: str = "", tail: str = "", *, first: bool = True,
        whole: bool = False, aim: int = AIM_WORDS) -> tuple[str, str]:  # fmt: skip
    """What an answer shows, and what its "Why?" fold holds: ``head`` (the verdict, the
    habit or the opening), then the first sentence of ``reasons`` if the whole stays within
    ``aim`` words, then ``tail`` ("Better: ... Try again."); the sentences that are not
    shown, in order, for the fold. One reason is shown, never two (expert55), save that a
    first sentence naming no card goes on to the one that does, within the cap. The first
    sentence, the reason in cards, is always shown (``first``), so an answer never loses it;
    a test bounds the whole by :data:`CAP_WORDS`. ``whole``: the reasons are shown whole or
    folded whole (a note that argues against the rule before it gives way, cut after its
    first sentence, read as the opposite of the verdict: hand 07's "play low ... But count
    the clubs")."""
    said = sentences(reasons)
    used = word_count(head) + word_count(tail)
    shown: list[str] = []
    for i, one in enumerate(said):
        # a reason that has named no card yet ("Passing hands the choice to West.") goes on
        # to the sentence that does, within the cap
        bare = first and not _CARD.search(" ".join(shown)) and used + word_count(one) <= CAP_WORDS
        if (not shown and (used + word_count(one) <= aim or first)) or bare:
            shown.append(one)
            used += word_count(one)
        else:
            return _joined(head, *([] if whole else shown), tail), " ".join(
                said if whole else said[i:])
    return _joined(head, *shown, tail), ""


def _joined(*parts: str) -> str:
    return " ".join(" ".join(parts).split())
