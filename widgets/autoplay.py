"""Lesson 14's Auto-play: the speeds it offers and the line beside its box, which says what
it plays for the learner (never the learner's own bids or cards) and how to turn it off."""

from __future__ import annotations

import html

__all__ = ["SPEEDS", "TRICK_MOVES", "TRICK_SHOWN_S", "auto_play_words", "trick_pause"]

#: Auto-play speeds offered to the learner: seconds between computer moves. Normal gives a
#: beginner time to read one move's line ("North played 10♦, a trump. East to play.", eight
#: words at three or four a second) after the card lands: walk18 found 0.9 s, on a phone
#: where the line and the trick are both in view only just, swept through a trick unread.
SPEEDS = {"Slow": 2.2, "Normal": 1.4, "Fast": 0.6, "Instant": 0.0}

#: The least time a finished trick stays on the table, its four cards and who took it shown,
#: before a computer player leads the next one (a cold walk: at a move's pace the trick just
#: won went by unseen, and the next screen already said "West played A♠. Your turn").
TRICK_SHOWN_S = 2.5

#: A finished trick stays this many moves' time at the pace chosen (when that is longer than
#: TRICK_SHOWN_S): 3.5 s at Normal, time to find the winning card among four and read
#: "… takes the trick with J♣" (walk18: 2.5 s at Normal still went by too fast on a phone).
TRICK_MOVES = 2.5


def trick_pause(delay: float, trick_just_finished: bool) -> float:
    """The wait before the computer players' next move at the pace ``delay``: longer when
    a trick has just been finished, so that the learner sees it (none at "Instant").

    >>> trick_pause(1.4, False), trick_pause(1.4, True), trick_pause(0.6, True)
    (1.4, 3.5, 2.5)
    >>> trick_pause(0.0, True)
    0.0
    """
    if delay <= 0 or not trick_just_finished:
        return delay
    return max(TRICK_SHOWN_S, round(TRICK_MOVES * delay, 2))


def auto_play_words(on: bool) -> str:
    """The line beside the Auto-play box: what it plays for the learner (never their own
    bids or cards) and how to turn it off, or on.

    >>> "Untick Auto-play" in auto_play_words(True), "Tick Auto-play" in auto_play_words(False)
    (True, True)
    """
    if on:
        words = ("Auto-play: the computer players (your partner and the two opponents) bid"
                 " and play by themselves at the speed chosen; your own bids and cards wait"
                 " for you. While Auto-play is on, Continue is greyed: they need no"
                 " press. Untick Auto-play to move them one at a time with"
                 " Continue.")  # fmt: skip
    else:
        words = ("Auto-play is off: press Continue for each move of the computer players."
                 " Tick Auto-play to let them bid and play by themselves.")  # fmt: skip
    return f'<p class="et-auto-note">{html.escape(words)}</p>'
