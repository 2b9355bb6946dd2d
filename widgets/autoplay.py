"""Lesson 13's Auto-play: the speeds it offers and the line beside its box, which says what
it plays for the learner (never the learner's own bids or cards) and how to turn it off."""

from __future__ import annotations

import html

__all__ = ["SPEEDS", "TRICK_SHOWN_S", "auto_play_words", "trick_pause"]

#: Auto-play speeds offered to the learner: seconds between computer moves.
SPEEDS = {"Slow": 1.6, "Normal": 0.9, "Fast": 0.4, "Instant": 0.0}

#: Seconds a finished trick stays on the table, its four cards and who took it shown, before
#: a computer player leads the next one (a cold walk: at a move's pace the trick just won
#: went by unseen, and the next screen already said "West played A♠. Your turn").
TRICK_SHOWN_S = 2.5


def trick_pause(delay: float, trick_just_finished: bool) -> float:
    """The wait before the computer players' next move at the pace ``delay``: longer when
    a trick has just been finished, so that the learner sees it (none at "Instant").

    >>> trick_pause(0.9, False), trick_pause(0.9, True), trick_pause(0.0, True)
    (0.9, 2.5, 0.0)
    """
    if delay <= 0 or not trick_just_finished:
        return delay
    return max(delay, TRICK_SHOWN_S)


def auto_play_words(on: bool) -> str:
    """The line beside the Auto-play box: what it plays for the learner (never their own
    bids or cards) and how to turn it off, or on.

    >>> "Untick Auto-play" in auto_play_words(True), "Tick Auto-play" in auto_play_words(False)
    (True, True)
    """
    if on:
        words = ("Auto-play: the computer players (your partner and the two opponents) bid"
                 " and play by themselves at the speed chosen; your own bids and cards wait"
                 " for you. Untick Auto-play to move them one at a time with"
                 " Continue.")  # fmt: skip
    else:
        words = ("Auto-play is off: press Continue for each move of the computer players."
                 " Tick Auto-play to let them bid and play by themselves.")  # fmt: skip
    return f'<p class="et-auto-note">{html.escape(words)}</p>'
