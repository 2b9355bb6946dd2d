"""A lesson page and the learner's progress: answers kept, the lesson marked done, the drill's
reviews and the games saved, and the learner's settings applied to every card on the page.

The first cell of every lesson notebook says which lesson it is, and the pieces that
make progress go through the tracker it returns::

    from webapp.lesson import track_lesson
    lesson = track_lesson(13)
    ...
    lesson.drill(LeftBowerDrill(seed=12))   # reviews and streak carried between visits
    lesson.game(GameSession(seed=13))       # the learner's rules, opponents and class deal
    lesson.quiz(lesson_quiz(13))            # answers kept; the lesson is done at the end

Who the learner is comes from :func:`webapp.session.current_learner`. In a preheated
kernel Voila runs the lesson before anyone asks for the page, so the learner is known only
when the page is requested: the tracker waits for that in a background thread and, once
it knows, applies the settings to the widgets already made and hands the drill and the
game what was saved. Anything that happens before then waits in order. Outside Voila (a
notebook test, a plain Jupyter) and for a guest, the lesson works the same and nothing is
kept; in JupyterLab the page says so in one line (:data:`PROGRESS_OFF`).

>>> from widgets.course import lesson_quiz
>>> lesson = track_lesson(1, session=guest(1))
>>> quiz = lesson.quiz(lesson_quiz(1))
>>> _ = quiz.answer(next(o.text for o in quiz.question.options if o.correct))
>>> lesson.session.known, quiz.score
(False, (1, 1))
"""

from __future__ import annotations

__all__ = [
    "ANIMATION",
    "OPPONENTS",
    "PROGRESS_OFF",
    "LessonTracker",
    "guest",
    "look_of",
    "review_page",
    "track_lesson",
]

import asyncio
import contextlib
import dataclasses
import gc
import logging
import os
import secrets
import threading
import weakref
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any, TypeVar

import ipywidgets

from euchre_teach import Deal, record
from euchre_teach.core.seats import team
from euchre_teach.course import drills, mastery
from euchre_teach.store.database import StoreUnavailable
from euchre_teach.store.outbox import FATE_WORDS, Fate
from webapp import standing
from webapp.answers import answer_text
from webapp.gamesave import keep_game
from webapp.keeping import NOT_SAVED, answer_writes, fate_teller, outbox
from webapp.look import ANIMATION, DEFAULT_LOOK, OPPONENTS, look_of
from webapp.review import ReviewSession, Spacing
from webapp.session import MAX_DEAL, LearnerSession, current_learner, wait_for_request
from widgets._base import CardWidget, running_loop
from widgets.biddingpractice import PracticePanel
from widgets.buckgame import BuckGameTable
from widgets.course import on_practice_answer, on_practice_made, on_quiz_done
from widgets.gameplay import GameSession
from widgets.questions import Feedback, Question
from widgets.quiz import Quiz
from widgets.trapdrill import LeftBowerDrill

DrillPanel = TypeVar("DrillPanel", LeftBowerDrill, PracticePanel)

log = logging.getLogger(__name__)

LEARNER_SEAT = 2

PROGRESS_OFF = (
    "Progress is off: this lesson is open in Jupyter, outside the course app, so answers"
    " are not saved. Learners open it from the course's home page (euchre-teach serve)."
)
"""The one line a lesson shows when run outside the course app (JupyterLab, plain Jupyter)."""


def guest(number: int) -> LearnerSession:
    """A session that keeps nothing: a page opened outside Voila or without a learner."""
    return LearnerSession(learner=None, lesson=number, store=None)


def _in_voila() -> bool:
    # Voila sets VOILA_PREHEAT ("True" or "False") in every kernel it starts.
    return "VOILA_PREHEAT" in os.environ


def _say_progress_is_off() -> None:
    """In a Jupyter kernel outside Voila, show :data:`PROGRESS_OFF` as the cell's output."""
    try:
        from IPython import get_ipython
        from IPython.display import HTML, display
    except ImportError:
        return
    if get_ipython() is None or not hasattr(get_ipython(), "kernel"):
        return  # a plain Python run (a script, a test): there is no page to tell
    display(HTML(f'<p class="et-progress-off" role="status">{PROGRESS_OFF}</p>'))


def _learner_or_guest(number: int) -> LearnerSession:
    try:
        return current_learner()
    except Exception:  # the lesson must run even if the learner cannot be found
        log.exception("The learner of this page could not be found; nothing will be kept")
        return guest(number)


def _trap_type(key: str) -> int | None:
    try:
        return drills.item(key).trap_type
    except (ValueError, KeyError):
        return None


class LessonTracker:
    """The progress side of one lesson page; made by :func:`track_lesson`."""

    def __init__(self, number: int, session: LearnerSession | None = None) -> None:
        self.number = number
        self.session: LearnerSession | None = None
        """The learner's session once known (None while a preheated page waits)."""
        self._waiting: list[Callable[[LearnerSession], None]] = []
        self._statuses: list[ipywidgets.HTML] = []
        """The quizzes' status lines: where a learner is told an answer was not saved."""
        self._cards: weakref.WeakSet[CardWidget] = weakref.WeakSet()
        self._look = DEFAULT_LOOK
        self.clock: Callable[[], datetime] = lambda: datetime.now(UTC)
        """When answers are given (tests move it to the day an item is due)."""
        self.fuzz = True
        """FSRS spreads due dates a little; tests turn it off for exact dates."""
        self._replaying = False
        if session is not None:
            self._known(session)
        elif not _in_voila():
            _say_progress_is_off()
            self._known(guest(number))
        elif os.environ.get("VOILA_PREHEAT") == "True" and (loop := running_loop()):
            threading.Thread(target=self._wait_for_page, args=(loop,), daemon=True,
                             name="learner-of-this-page").start()  # fmt: skip
        else:
            self._known(_learner_or_guest(number))

    # ----------------------------------------------------------------- knowing the learner

    def _wait_for_page(self, loop: asyncio.AbstractEventLoop) -> None:
        """In a background thread: wait for the page's request, then meet the learner on the
        kernel's own thread (the progress file's connection belongs to that thread)."""
        try:
            wait_for_request()
        except Exception:
            log.exception("The page's request did not reach this kernel")
        # The request has arrived: from here on this kernel is like one started for the
        # page, so current_learner() reads the environment instead of waiting again for a
        # request that will not come a second time.
        os.environ["VOILA_PREHEAT"] = "False"
        with contextlib.suppress(RuntimeError):  # a closed loop: the kernel is shutting down
            loop.call_soon_threadsafe(lambda: self._known(_learner_or_guest(self.number)))

    def _known(self, session: LearnerSession) -> None:
        if session.lesson != self.number:
            session = dataclasses.replace(session, lesson=self.number)
        self.session = session
        self._look = look_of(session.settings)
        if self._look != DEFAULT_LOOK:
            for card in list(self._cards):
                if card.comm is not None:  # a closed widget (an old quiz question) is gone
                    self._dress(card)
        self._cards.clear()
        waiting, self._waiting = self._waiting, []
        for task in waiting:
            self._run(task, session)
        # The page is open: what the kernel holds now (Python, Jupyter, the lesson) lives as
        # long as the page. Frozen, the garbage collector stops scanning it: a full
        # collection of those 200,000 objects took 97 ms, in the middle of a card play.
        gc.freeze()

    def when_known(self, task: Callable[[LearnerSession], None]) -> None:
        """Run ``task(session)`` now if the learner is known, else as soon as they are."""
        if self.session is None:
            self._waiting.append(task)
        else:
            self._run(task, self.session)

    def _run(self, task: Callable[[LearnerSession], None], session: LearnerSession) -> None:
        try:
            task(session)
        except StoreUnavailable:  # retried for seconds already: the learner must know
            log.exception("Progress could not be kept")
            for status in self._statuses:
                status.value = NOT_SAVED
        except Exception:  # a progress write must never break the lesson in front of a learner
            log.exception("Progress could not be kept")

    # ----------------------------------------------------------------- the look of the cards

    def constructed(self, widget: Any) -> None:
        """Every widget made on this page passes here: cards get the learner's deck."""
        if not isinstance(widget, CardWidget):
            return
        if self.session is None:
            self._cards.add(widget)
        elif self._look != DEFAULT_LOOK:
            self._dress(widget)

    def _dress(self, card: CardWidget) -> None:
        four_colour, animation_ms = self._look
        card.four_colour = four_colour
        card.animation_ms = animation_ms

    # ----------------------------------------------------------------- the quiz

    def quiz(self, made: Quiz) -> Quiz:
        """Track the lesson's quiz (:func:`widgets.course.lesson_quiz`): first-try answers
        are kept and scheduled for review, its last answer marks the lesson done (through
        :func:`widgets.course.on_quiz_done`), and a reloaded page shows the questions
        answered before with their first answers, going on from the first one left."""
        status = ipywidgets.HTML()
        status.add_class("et-mastery")
        made.children = (*made.children, status)
        given_here: set[str] = set()  # first answered on this page: not "earlier answers"
        self._statuses.append(status)

        def on_saved() -> None:
            self.when_known(lambda me: self._show(status, me, made, given_here))

        def answered(question: Question, response: object, feedback: Feedback) -> None:
            if made.attempts == 1 and self._replaying:  # an answer read back from the store
                made.answer_fate(made.position, "saved", FATE_WORDS[Fate.SAVED])
            elif made.attempts == 1:  # a retry is practice
                given_here.add(question.id)
                kind = _trap_type(question.id)
                self._keep_answer(question.id, feedback.correct, answer_text(question, response),
                                  kind, schedule="quiz",
                                  fate=fate_teller(made, on_saved))  # fmt: skip

        def restore(me: LearnerSession) -> None:
            made.save_answers(me.known)
            if me.known and not made.asked and not made.attempts:
                self._replaying = True
                try:
                    standing.replay(made, me, self.number)
                finally:
                    self._replaying = False
            self._show(status, me, made, given_here)

        made.save_answers(self.session is None or self.session.known)
        made.on_answer(answered)
        self.when_known(restore)
        return made

    def quiz_done(self, lesson: int, _right: int, _questions: int) -> None:
        """A lesson quiz was finished: this lesson is done."""
        if lesson == self.number and not self._replaying:
            self._keep(lambda me: me.complete(), "the lesson marked done")

    def _show(self, status: ipywidgets.HTML, me: LearnerSession, made: Quiz,
              given_here: set[str] | None = None) -> None:  # fmt: skip
        if me.store is not None and me.store.outbox.failing:
            return  # the store is away: reading it would only wait; the fates say enough
        standing.show(status, me, self.number, made, self.clock().timestamp(),
                      given_here or ())  # fmt: skip

    def practice(self, made: Quiz) -> None:
        """A practice round on this page: once the learner is known, the questions they
        answered before (on another visit or device) are answered again with their first
        answers, and the round goes on from the first question left."""

        def restore(me: LearnerSession) -> None:
            if not me.known or made.asked or made.attempts:
                return
            self._replaying = True
            try:
                standing.replay(made, me, self.number)
            finally:
                self._replaying = False

        self.when_known(restore)

    def practice_answered(self, question: Question, response: object, feedback: Feedback,
                          first_try: bool, warm_up: bool = False) -> None:  # fmt: skip
        """A practice round's answer: kept, and a first-try miss comes back in Review (a
        warm-up's is kept only: the guess was asked before the lesson taught it)."""
        if self._replaying:
            return  # an answer read back from the store: kept already
        if first_try and question.id:
            text = answer_text(question, response)
            self._keep_answer(question.id, feedback.correct, text, _trap_type(question.id),
                              schedule="" if warm_up else "practice")  # fmt: skip

    def _keep_answer(self, key: str, correct: bool, text: str, kind: int | None,
                     schedule: str = "", fate: Callable[[Fate | None], None] | None = None
                     ) -> None:  # fmt: skip
        """Keep one answer (and schedule it for review): written now, or kept in this kernel
        until the store can write again; ``fate`` hears what became of it."""
        when = self.clock()

        def keep(me: LearnerSession) -> None:
            store, learner = me.store, me.learner
            if learner is None or store is None:
                if fate is not None:
                    fate(None)
                return
            spacing = Spacing(store, learner.id, fuzz=self.fuzz)
            writes, what = answer_writes(
                store, learner, lesson=self.number, key=key, correct=correct, text=text,
                kind=kind, when=when, scheduled=(lambda: spacing.answered(
                    key, self.number, correct, when, quiz=schedule == "quiz"))
                if schedule else None)  # fmt: skip
            kept = outbox(store).send(writes, what)
            if fate is not None:
                kept.on_fate.append(fate)
                fate(kept.fate)

        self.when_known(keep)

    def _keep(self, write: Callable[[LearnerSession], None], what: str) -> None:
        """Another write of the page's progress (a review state, the lesson done, a hand),
        in its place after the answers that wait."""

        def keep(me: LearnerSession) -> None:
            if me.store is not None and me.learner is not None:
                outbox(me.store).send([lambda: write(me)], f"{what} of learner "
                                      f"{me.learner.name!r} in lesson {self.number}")  # fmt: skip

        self.when_known(keep)

    # ----------------------------------------------------------------- review

    def review(self, session: ReviewSession) -> ReviewSession:
        """The Review page: rounds of due items from every lesson, once the learner is known."""
        self.when_known(session.start)
        return session

    # ----------------------------------------------------------------- the drill

    def drill(self, panel: DrillPanel) -> DrillPanel:
        """Track a drill (the left-bower drill, a practice panel): its saved reviews and
        answers come back, and every first-try answer and review state is kept. Each drill
        gets back only the reviews of its own positions (``panel.owns(key)``)."""

        def restore(me: LearnerSession, back: bool = False) -> None:
            if me.known and me.learner is not None and me.store is not None:
                # its own answers: the lesson's quiz is not the drill's streak
                past = mastery.drill_answers(me.store.answers(me.learner.id), self.number)
                reviews = {k: v for k, v in me.reviews().items() if panel.owns(k)}
                if back and isinstance(panel, LeftBowerDrill):  # the item in front stays
                    panel.recount(reviews, past)
                else:
                    panel.restore(reviews, past)

        def answered(question: Question, response: object, feedback: Feedback) -> None:
            if panel.quiz.attempts != 1:
                return
            item = panel.items[question.id]
            text = answer_text(question, response)
            self._keep_answer(item.key, feedback.correct, text, item.trap_type,
                              fate=fate_teller(panel.quiz))  # fmt: skip
            if item.key in panel.review:
                state = panel.review.cards[item.key].to_dict()
                self._keep(lambda me: me.save_review(item.key, state), f"the review of {item.key}")

        self.when_known(restore)
        if isinstance(panel, LeftBowerDrill):  # back from Review: its streak may have moved
            panel.returned.on_return(lambda: self.when_known(lambda me: restore(me, back=True)))
        self.when_known(lambda me: panel.quiz.save_answers(me.known))
        panel.quiz.on_answer(answered)
        return panel

    # ----------------------------------------------------------------- the game

    def game(self, session: GameSession) -> GameSession:
        """Track a game: the learner's opponents, rules, deck and pace (and the class deal
        from ``?deal=N``) before it starts; every finished hand is kept, and the game in
        progress too, resumed when the learner comes back (:mod:`webapp.gamesave`)."""

        def configure(me: LearnerSession) -> None:
            if me.class_deal is None and _in_voila():
                # No class deal: every page gets fresh cards (the notebook's seed is for
                # tests and plain Jupyter, where the same cards every time are wanted).
                session.seed = secrets.randbelow(MAX_DEAL) + 1
            settings = me.settings
            animation_ms, delay = ANIMATION[settings.animation_speed]
            session.configure(
                difficulty=OPPONENTS[settings.difficulty],
                stick_the_dealer=settings.stick_the_dealer,
                defend_alone=settings.defend_alone,
                points_to_win=settings.points_to_win,
                class_deal=me.class_deal,
                delay=delay,
                four_colour=settings.four_colour,
                animation_ms=animation_ms,
            )

        def hand_over(deal: Deal) -> None:
            text = record.dumps(deal, title=f"Lesson {self.number}: a game against the computer")
            result = deal.result
            points = result.points if result and result.scoring_team == team(LEARNER_SEAT) else 0
            self._keep(lambda me: me.hand_played(text, points), "a hand played")

        self.when_known(configure)
        self.when_known(lambda me: keep_game(session, me, self.number, self._keep))
        session.on_hand(hand_over)
        return session

    def buck_game(self, table: BuckGameTable) -> BuckGameTable:
        """A Buck Euchre game at the learner's pace and table rule (stick the dealer); the
        deck and the card animation reach it like every card widget. Buck Euchre has one
        computer player, its own coach, so the opponents setting does not apply."""

        def configure(me: LearnerSession) -> None:
            settings = me.settings
            table.configure(delay=ANIMATION[settings.animation_speed][1],
                            stick_the_dealer=settings.stick_the_dealer)  # fmt: skip

        self.when_known(configure)
        return table


_current: LessonTracker | None = None
_hooks_installed = False


def _constructed(widget: Any) -> None:
    if _current is not None:
        _current.constructed(widget)


def _quiz_done(lesson: int, right: int, questions: int) -> None:
    if _current is not None:
        _current.quiz_done(lesson, right, questions)


def _practice_answered(question: Question, response: object, feedback: Feedback,
                       first_try: bool, warm_up: bool = False) -> None:  # fmt: skip
    if _current is not None:
        _current.practice_answered(question, response, feedback, first_try, warm_up)


def _practice_made(quiz: Quiz) -> None:
    if _current is not None:
        _current.practice(quiz)


def _install_hooks() -> None:
    global _hooks_installed
    if _hooks_installed:
        return
    before = ipywidgets.Widget._widget_construction_callback

    def constructed(widget: Any) -> None:
        if callable(before):
            before(widget)
        _constructed(widget)

    ipywidgets.Widget.on_widget_constructed(constructed)
    on_quiz_done(_quiz_done)
    on_practice_answer(_practice_answered)
    on_practice_made(_practice_made)
    _hooks_installed = True


def track_lesson(number: int, *, session: LearnerSession | None = None) -> LessonTracker:
    """Start keeping progress for lesson ``number`` on this page (call it once, first).

    ``session`` replaces the page's learner (tests pass one made with
    :func:`webapp.session.session_for`).
    """
    global _current
    _install_hooks()
    _current = LessonTracker(number, session)
    return _current


REVIEW_PAGE = 0
"""The number the Review page is tracked under (it belongs to no lesson)."""


def review_page() -> ReviewSession:
    """The Review page's session (``lessons/review.ipynb``), started once the learner is known."""
    return track_lesson(REVIEW_PAGE).review(ReviewSession())
