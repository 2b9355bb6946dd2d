"""Course-wide spaced review: answers scheduled with FSRS, and the Review page's session.

Every first-try answer in a lesson passes through :class:`Spacing`: a missed item (quiz,
practice or drill) starts an FSRS card rated *Again*, so it comes back within minutes, then
days as it sticks; a lesson quiz question answered right at once is rated *Easy* (back in
about a week, to check it stuck: that is how a lesson becomes mastered). A later answer to
an item already scheduled rates it *Good* or *Again*. Left-bower drill items keep their own
FSRS cards in the drill's table (lesson 13), and Review updates them there.

:class:`ReviewSession` is the Review page (``lessons/review.ipynb``): up to
:data:`ROUND` due items from every lesson, interleaved, in the same quiz with the same
feedback as the lessons; when nothing is due, new items from the learner's weakest topics.
The clock is injected (``clock=``) so a test can jump to the due day without sleeping.
"""

from __future__ import annotations

__all__ = ["FRESH_LESSON", "ROUND", "ReviewSession", "Spacing"]

import html
import random
from collections.abc import Callable
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import fsrs
import ipywidgets

from euchre_teach.course import mastery
from euchre_teach.course.catalogue import lesson as course_lesson
from euchre_teach.course.drills import Item
from euchre_teach.store.review_schedule import DRILL_LESSON
from webapp.answers import answer_text
from webapp.due import DAILY_REVIEWS, DueItem, due_count, due_for_review, due_words, review_day
from webapp.keeping import answer_writes, fate_teller, outbox
from widgets._style import panel_style
from widgets.course import to_question
from widgets.questions import Feedback, Question
from widgets.quiz import Quiz

if TYPE_CHECKING:  # types only: the static edition runs this module in the browser, where
    # the store is the page's own (static/py/webapp/store.py) and there is no SQLite
    from euchre_teach.store.progress import ProgressStore
    from webapp.session import LearnerSession

ROUND = 10
"""Items in one round of Review."""

FRESH_LESSON = {"bid": 6, "legal": 3, "trick": 4, "score": 9}
"""The lesson a fresh item of a topic belongs to (every trap topic: lesson 13's drill)."""

Clock = Callable[[], datetime]


GUEST_NOTE = ('<p class="et-feedback et-feedback-info" role="note"><strong>Nothing is being'
              " saved:</strong> you have not given your name, so these answers are not kept"
              " and no item comes due for review later. Give your name on the lessons page"
              " to keep your progress.</p>")
"""Said under a guest's review heading (a phone walk met no reminder there)."""

def _now() -> datetime:
    return datetime.now(UTC)


class Spacing:
    """Schedules one learner's answers in the progress store with FSRS."""

    def __init__(self, store: ProgressStore, learner_id: str, *, fuzz: bool = True) -> None:
        self.store = store
        self.learner_id = learner_id
        # No learning steps of minutes: a miss is due at once (below) and a right answer
        # waits a day or more, so the count every page shows changes only when the learner
        # answers, never by itself a minute or ten later.
        self.scheduler = fsrs.Scheduler(enable_fuzzing=fuzz, learning_steps=(),
                                        relearning_steps=())  # fmt: skip

    def answered(self, key: str, lesson: int, correct: bool, when: datetime, *,
                 quiz: bool = False) -> None:  # fmt: skip
        """Schedule (or reschedule) ``key`` after an answer. ``quiz``: a lesson quiz
        question's first answer, scheduled even when right (mastery checks it later)."""
        drill = self.store.reviews(self.learner_id).get(key)
        if drill is not None:  # the drill's own card: keep it where the drill finds it
            card, _ = self.scheduler.review_card(fsrs.Card.from_dict(drill), _rating(correct),
                                                 when)  # fmt: skip
            self.store.save_review(self.learner_id, key, _due_at_once_if_missed(card, correct,
                                                                             when).to_dict())
            return
        known = self.store.scheduled(self.learner_id).get(key)
        if known is None and correct and not quiz:
            return  # right at first sight, outside a quiz: nothing to bring back
        if known is None or not known.state:  # new, or migrated from version 1
            rating = _rating(correct, easy=known is None)
            card = fsrs.Card()
        else:
            rating = _rating(correct)
            card = fsrs.Card.from_dict(known.state)
        card, _ = self.scheduler.review_card(card, rating, when)
        card = _due_at_once_if_missed(card, correct, when)
        self.store.save_schedule(self.learner_id, key, lesson=lesson, state=card.to_dict(),
                                 due=card.due.timestamp())  # fmt: skip


def _due_at_once_if_missed(card: fsrs.Card, correct: bool, when: datetime) -> fsrs.Card:
    """A missed item is due the moment it is missed: the footer under the quiz that missed
    it already counts it (FSRS would wait a minute, or a day without learning steps)."""
    if not correct:
        card.due = when
    return card


def _rating(correct: bool, *, easy: bool = False) -> fsrs.Rating:
    if not correct:
        return fsrs.Rating.Again
    return fsrs.Rating.Easy if easy else fsrs.Rating.Good


def due_round(store: ProgressStore, learner_id: str, now: datetime) -> list[tuple[str, int]]:
    """The next round: up to :data:`ROUND` of the items due (:func:`webapp.due.due_for_review`)
    as ``(key, lesson)``, interleaved by lesson (the longest overdue of each lesson first)."""
    due = due_for_review(store, learner_id, now.timestamp())
    return mastery.interleave([(d.key, d.lesson) for d in due])[:ROUND]


class ReviewSession(ipywidgets.VBox):  # type: ignore[misc]
    """The Review page: rounds of due items, then fresh ones from the weakest topics."""

    def __init__(self, *, clock: Clock | None = None, fuzz: bool = True, seed: int | None = None
                 ) -> None:  # fmt: skip
        super().__init__()
        self.add_class("et-panel")
        self.add_class("et-review")
        self.clock = clock or _now
        self.fuzz = fuzz
        self.rng = random.Random(seed)
        self.session: LearnerSession | None = None
        self.spacing: Spacing | None = None
        self.lessons: dict[str, int] = {}
        self.items: dict[str, Item] = {}
        self.fresh = False
        self.quiz: Quiz | None = None
        self._heading: tuple[list[int], int] | None = None
        """The round of due items on screen: its lessons and how many questions (the
        heading says the count now above them); None for a round of new items."""
        self._head = ipywidgets.HTML('<p class="et-progress">Finding the items due for you…</p>')
        self._where = ipywidgets.HTML()
        self._round = ipywidgets.Button(description="Next round", tooltip="Ten more items")
        self._round.on_click(lambda _b: self.new_round())
        self._round.layout.display = "none"
        self.children = [panel_style(), self._head, self._where, self._round]

    # ----------------------------------------------------------------- rounds

    def start(self, session: LearnerSession) -> None:
        """Begin once the learner is known (a guest gets fresh items, nothing kept)."""
        self.session = session
        if session.known and session.store is not None and session.learner is not None:
            self.spacing = Spacing(session.store, session.learner.id, fuzz=self.fuzz)
        self.new_round()

    def due_now(self) -> list[tuple[str, int]]:
        """This learner's next round of due items now (none for a guest)."""
        if self.spacing is None:
            return []
        return due_round(self.spacing.store, self.spacing.learner_id, self.clock())

    def _due(self) -> tuple[list[DueItem], int]:
        """Today's due items and how many wait for tomorrow (none for a guest)."""
        if self.spacing is None:
            return [], 0
        return review_day(self.spacing.store, self.spacing.learner_id,
                          self.clock().timestamp())  # fmt: skip

    def due_total(self) -> int:
        """How many items are due now, every round's together (0 for a guest): the number
        the home page and the lessons show (:func:`webapp.due.due_count`)."""
        if self.spacing is None:
            return 0
        return due_count(self.spacing.store, self.spacing.learner_id, self.clock().timestamp())

    def new_round(self) -> None:
        """Show the next round: due items if any, else fresh ones."""
        due, later = self._due()
        chosen = {d.key: d for d in due}
        self.lessons = {}
        items: list[Item] = []
        for key, lesson in mastery.interleave([(d.key, d.lesson) for d in due])[:ROUND]:
            self.lessons[key] = lesson
            items.append(chosen[key].item)
        self.items = {item.key: item for item in items}
        self.fresh = not items
        self._heading = None
        if self.fresh:
            answers = self._answers()
            items = mastery.fresh_items(answers, ROUND, self.rng)
            for item in items:
                topic = mastery.topic_of(item.key, item.trap_type) or ""
                self.lessons[item.key] = FRESH_LESSON.get(topic, DRILL_LESSON)
            self.items = {item.key: item for item in items}
            hardest = [mastery.TOPICS[t] for t in mastery.hardest_topics(answers)]
            aim = (f" Most are from what you find hardest: {html.escape('; '.join(hardest))}."
                   if hardest else " They come from across the course.")  # fmt: skip
            done = (f"<strong>That is today's review done: {due_words(0, later)}.</strong>"
                    f" {_cap()}" if later
                    else "<strong>Nothing is due for review right now.</strong>")  # fmt: skip
            self._head.value = (f"<p>{done} Here are {len(items)} new items to practise.{aim}"
                                f"</p>{GUEST_NOTE if self.spacing is None else ''}")  # fmt: skip
        else:
            self._heading = (sorted({d.lesson for d in due}), len(items))
            self._head.value = _due_heading(len(due), *self._heading, later)
        if self.quiz is not None:
            self.quiz.close()
        # No "Start again" at a round's end: the way on is "Next round" (a cold walk's
        # "Start again" asked the answered round again under a count that said 8 due).
        self.quiz = Quiz([to_question(i) for i in items], title="Review", again=False)
        self.quiz.save_answers(self.spacing is not None)
        self.quiz.on_answer(self._answered)
        self.quiz.on_question(self._show_where)
        # The round's summary comes from every lesson in it, not the last question's.
        self.quiz.on_finish(lambda: setattr(self._where, "value", ""))
        self._show_where(self.quiz.question)
        self.children = [self.children[0], self._head, self._where, self.quiz, self._round]
        self._round.layout.display = "none"  # shown once every item of the round is answered

    def _show_where(self, question: Question) -> None:
        """Name the lesson the question on screen comes from, as soon as it is shown."""
        lesson = self.lessons.get(question.id, DRILL_LESSON)
        title = course_lesson(lesson).title
        self._where.value = (f'<p class="et-progress">From lesson {lesson}: '
                             f"{html.escape(title)}</p>")  # fmt: skip

    def _answers(self) -> list[Any]:
        if self.spacing is None:
            return []
        return list(self.spacing.store.answers(self.spacing.learner_id))

    def _answered(self, question: Question, response: object, feedback: Feedback) -> None:
        assert self.quiz is not None
        lesson = self.lessons.get(question.id, DRILL_LESSON)
        if self.quiz.asked == self.quiz.count:
            self._round.layout.display = None
        if self.quiz.attempts != 1 or self.spacing is None:
            return
        learner = self.session.learner if self.session is not None else None
        if learner is None:
            return
        when, spacing = self.clock(), self.spacing
        writes, what = answer_writes(
            spacing.store, learner, lesson=lesson, key=question.id, correct=feedback.correct,
            text=answer_text(question, response), kind=self.items[question.id].trap_type,
            when=when, scheduled=lambda: spacing.answered(question.id, lesson, feedback.correct,
                                                          when))  # fmt: skip
        told = fate_teller(self.quiz)
        kept = outbox(spacing.store).send(writes, what)
        kept.on_fate.append(told)
        told(kept.fate)
        if spacing.store.outbox.failing:
            return  # the store is away: counting what is due would only wait
        self._recount()

    def _recount(self) -> None:
        """Say the count again after an answer, from one look at the schedule, in the
        heading and on "Next round" alike (a cold walk's heading kept the round's first
        count, "11 due", while the button said "1 question due now")."""
        due, later = self._due()
        said = due_words(len(due), later)
        if self._heading is not None:
            asked = self.quiz.asked if self.quiz is not None else 0
            missed = asked - (self.quiz.right_first_time if self.quiz is not None else 0)
            self._head.value = _due_heading(len(due), *self._heading, later, answered=asked,
                                            missed=missed)  # fmt: skip
        elif due:  # a new item missed in a fresh round is due at once
            self._head.value = (f"<p><strong>{said}</strong>: the new items you missed come"
                                " back in the next round.</p>")  # fmt: skip
        self._round.description = f"Next round: {said}" if due else "Next round: new items"


def _due_heading(total: int, lessons: list[int], shown: int, later: int = 0, *,
                 answered: int | None = None, missed: int = 0) -> str:  # fmt: skip
    """The Review page's heading over a round of due items: how many are due now and how
    many wait for tomorrow, in the words every page says it (:func:`webapp.due.due_words`),
    and how many of them this round holds. ``answered``: the round has begun, this many of
    its questions are answered (``missed`` of them at the first try), and ``total`` is the
    count now, after those answers.

    Under way, the numbers are said so that they fit (a cold walk read "7 questions due
    now. This round: 8 questions" after one answer): the round's answered, and what the
    count due now is made of.

    >>> print(_due_heading(7, [1, 2], 8, answered=1))  # doctest: +NORMALIZE_WHITESPACE
    <p>This round: 1 of 8 questions answered, from lessons 1 and 2. <strong>7 questions due
    now</strong>: the 7 left in this round. Each one you get right at the first try leaves
    the count until it is due again; one you miss stays due.</p>
    >>> _due_heading(8, [1], 8, answered=1, missed=1).split("</strong>")[1].split(".")[0]
    ': the 7 left in this round and 1 you missed in it'
    >>> _due_heading(14, [1], 8, answered=8, missed=1, later=3).split("</strong>")[1][:74]
    '. Of the 14 due now: 1 you missed in this round and 13 for the next rounds'
    """
    from_ = f"lesson{'s' if len(lessons) != 1 else ''} {_and(lessons)}"
    wait = f" {_cap()}" if later else ""
    if answered is not None:
        left = shown - answered
        made_of = ""
        if total >= left:
            missed = min(missed, total - left)
            beyond = total - left - missed
            parts = [
                f"the {left} left in this round" if left else "",
                f"{missed} you missed in {'it' if left else 'this round'}" if missed else "",
                f"{beyond} for the next round{'s' if beyond > 1 else ''}" if beyond else "",
            ]
            parts = [part for part in parts if part]
            if parts:
                listed = (parts[0] if len(parts) == 1 else
                          ", ".join(parts[:-1]) + " and " + parts[-1])  # fmt: skip
                made_of = f". Of the {total} due now: {listed}" if later else f": {listed}"
        return (f"<p>This round: {answered} of {shown} question{'s' if shown != 1 else ''}"
                f" answered, from {from_}. <strong>{due_words(total, later)}</strong>{made_of}."
                " Each one you get right at the first try leaves the count until it is due"
                f" again; one you miss stays due.{wait}</p>")  # fmt: skip
    part = "" if shown >= total else f" Here are {shown}; the rest follow in the next round."
    return (f"<p><strong>{due_words(total, later)}</strong>, mixed from {from_}.{part}{wait}"
            " Answer from memory: a right answer brings an item back later, a miss brings it"
            " back soon.</p>")  # fmt: skip


def _cap() -> str:
    """Why some due questions wait for tomorrow."""
    return (f"A day's review is at most {DAILY_REVIEWS} questions, the longest waiting first,"
            " so that it stays short.")


def _and(numbers: list[int]) -> str:
    words = [str(n) for n in numbers]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]
