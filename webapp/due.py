"""What is due for review, counted in one place for every page that says it.

The home page, each lesson's closing lines, the Review page's heading and its "Next round
(N due)" button all say how many items are due: :func:`due_count`, the length of
:func:`due_for_review`, which keeps only what the Review page can show. An item is counted
once even when two tables hold it, under the lesson it was met in (a bidding position
missed in lesson 6's practice is lesson 6's, though its review card lives with the drills'
cards), and an item a newer course no longer has is not counted at all. The count changes
when the learner answers, not by itself: a miss counts from the moment it is missed (the
quiz's and practice rounds' schedule makes it due then; a drill's card, which the drill
brings back a minute later, counts while it is in its first steps).

A day's review is at most :data:`DAILY_REVIEWS` answers (issue 27, item 5: a first pass
through the course once left 39 items due at once). FSRS still decides when each item is
due; the day's share takes the longest waiting first, and the rest wait for the next day
(:func:`due_tomorrow`). The day's share once took the newest first, and a question missed
in lesson 1, promised back "within a minute", waited for tomorrow behind 20 misses of the
lessons after it. Every page says the count in the same words: :func:`due_words`
("20 questions due now; 24 more wait for tomorrow"), from :func:`review_day`.
"""

from __future__ import annotations

__all__ = [
    "DAILY_REVIEWS",
    "DueItem",
    "due_count",
    "due_for_review",
    "due_said",
    "due_tomorrow",
    "due_words",
    "review_day",
]

import dataclasses
import logging
import time
from datetime import datetime
from typing import TYPE_CHECKING, Any

import fsrs

from euchre_teach.course import mastery, practice
from euchre_teach.course.items import Item
from euchre_teach.store.review_schedule import DRILL_LESSON, Scheduled, epoch_seconds

if TYPE_CHECKING:  # the static edition runs this module in the browser, with no SQLite
    from euchre_teach.store.progress import ProgressStore

log = logging.getLogger(__name__)

DAILY_REVIEWS = 20
"""Review answers in one day, at most: two rounds of ten."""

WARM_UP_FAMILY = "warm-up"
"""Lesson 2's warm-up ("warm-up/1"): a guess the page asks for before the lesson teaches
the answer. Its answers are kept but never due (a warm-up round schedules nothing; this
skips what earlier versions scheduled), so the count keeps to what the lessons taught."""


@dataclasses.dataclass(frozen=True)
class DueItem:
    """An item due for review: its key, the lesson it belongs to, and the item rebuilt."""

    key: str
    lesson: int
    item: Item


def due_for_review(store: ProgressStore, learner_id: str, now: float | None = None
                   ) -> list[DueItem]:  # fmt: skip
    """Today's share of the items due for review at ``now`` (epoch seconds; now by default)
    that the Review page can show, each once, the longest waiting first: what is left of
    :data:`DAILY_REVIEWS` after the reviews answered today."""
    return review_day(store, learner_id, now)[0]


def due_tomorrow(store: ProgressStore, learner_id: str, now: float | None = None) -> int:
    """How many of the items due now wait for the next day, past today's share."""
    return review_day(store, learner_id, now)[1]


def review_day(store: ProgressStore, learner_id: str, now: float | None = None
               ) -> tuple[list[DueItem], int]:  # fmt: skip
    """Today's share of the items due (:func:`due_for_review`) and how many wait for the
    next day (:func:`due_tomorrow`), from one look at the schedule."""
    due = _every_item_due(store, learner_id, now)
    left = _left_today(store, learner_id, now)
    return due[:left], max(0, len(due) - left)


def _left_today(store: ProgressStore, learner_id: str, now: float | None) -> int:
    """Reviews left today: :data:`DAILY_REVIEWS` less the answers given since midnight (on
    this computer's clock) to items answered before, in a lesson or in Review."""
    moment = time.time() if now is None else now
    midnight = datetime.fromtimestamp(moment).replace(hour=0, minute=0, second=0,
                                                      microsecond=0).timestamp()  # fmt: skip
    seen: set[str] = set()
    again = 0
    for answer in store.answers(learner_id):
        if answer.item in seen and midnight <= answer.at <= moment:
            again += 1
        seen.add(answer.item)
    return max(0, DAILY_REVIEWS - again)


def _every_item_due(store: ProgressStore, learner_id: str, now: float | None
                    ) -> list[DueItem]:  # fmt: skip
    """Every item due at ``now`` that the Review page can show, each once, the longest
    waiting first (the one that fell due first)."""
    cards = store.reviews(learner_id)
    own_cards = set(cards)
    due: dict[str, DueItem] = {}
    since: dict[str, float] = {}
    for scheduled in [*store.due_items(learner_id, now), *_missed_just_now(cards, now)]:
        key = scheduled.item
        if key in due or (scheduled.source == "schedule" and key in own_cards):
            continue  # a drill's own card is the one kept up to date (webapp.review.Spacing)
        if key.partition("/")[0] == WARM_UP_FAMILY:
            continue  # a guess asked before its lesson: saved before warm-ups stopped coming
        try:
            item = mastery.regenerate(key)
        except (KeyError, ValueError):
            log.info("Review item %r is not in this course: not counted", key)
            continue
        lesson = scheduled.lesson
        if scheduled.source == "drill":
            lesson = practice.practice_lesson(key) or lesson
        due[key] = DueItem(key, lesson, item)
        since[key] = scheduled.due
    return sorted(due.values(), key=lambda d: (since[d.key], d.key))


def _missed_just_now(cards: dict[str, dict[str, Any]], now: float | None) -> list[Scheduled]:
    """A drill's cards still in FSRS's first steps after a miss (due again a minute or ten
    later, when the drill itself brings them back): due for review from the miss on, so the
    count takes them in when the learner misses, not a minute later by itself."""
    moment = time.time() if now is None else now
    missed = []
    for key, state in cards.items():
        due, last = epoch_seconds(state.get("due")), epoch_seconds(state.get("last_review"))
        learning = state.get("state") in (fsrs.State.Learning, fsrs.State.Relearning)
        if learning and due is not None and due > moment and last is not None and last <= moment:
            missed.append(Scheduled(key, DRILL_LESSON, state, last, "drill"))
    return missed


def due_count(store: ProgressStore, learner_id: str, now: float | None = None) -> int:
    """How many items are due for review today: the one number every page shows."""
    return len(due_for_review(store, learner_id, now))


def due_words(today: int, later: int = 0) -> str:
    """The count of questions due, in the words every page says it: the home page, each
    lesson's footer, the Review page and the course-complete page.

    >>> due_words(20, 24), due_words(1), due_words(0, 3)
    ('20 questions due now; 24 more wait for tomorrow', '1 question due now', \
'0 questions due now; 3 more wait for tomorrow')
    """
    said = f"{today} question{'s' if today != 1 else ''} due now"
    if later:
        said += f"; {later} more wait{'s' if later == 1 else ''} for tomorrow"
    return said


def due_said(store: ProgressStore, learner_id: str, now: float | None = None
             ) -> tuple[int, str]:  # fmt: skip
    """How many questions are due today (:func:`due_count`) and :func:`due_words` for
    them and for those that wait for tomorrow, from one look at the schedule."""
    today, later = review_day(store, learner_id, now)
    return len(today), due_words(len(today), later)
