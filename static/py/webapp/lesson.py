"""The static edition's lesson tracker: ``track_lesson`` for a lesson running in the browser.

The served edition's :mod:`webapp.lesson` keeps progress in the course server's store; in
the static edition there is no server, so this module (installed in the page as
``webapp.lesson``, beside the served edition's own ``webapp/answers.py``, ``webapp/due.py``
and ``webapp/review.py``) keeps the same rows in one record of the browser's IndexedDB
(:class:`webapp.store.BrowserStore`): the progress export of the served edition, so the
file a learner exports here imports on a class server and back. Answers are scheduled for
Review as the server schedules them, by the served edition's own ``Spacing`` (FSRS): a
lesson quiz's first answers, right or wrong, and a practice round's first-try misses. The
learner's settings (the site's settings page, kept in the same record) reach the game, the
Buck Euchre table and every card on the page as the served tracker passes them.

The lesson notebooks are the same files in both editions: they call ``track_lesson(N)``
and hand it their quiz, drill and game, as they do on the server.
"""

from __future__ import annotations

import json
import logging
import secrets
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import ipywidgets
import js  # type: ignore[import-not-found]

from euchre_teach.course import drills, mastery
from webapp.answers import answer_text
from webapp.review import ReviewSession, Spacing
from webapp.store import BrowserSession, BrowserStore
from widgets._base import CardWidget
from widgets.course import on_practice_answer, on_quiz_done
from widgets.questions import Feedback, Question

log = logging.getLogger("euchre-teach.page")

MAX_DEAL = 999_999_999
"""The served edition's largest deal number (webapp/session.py)."""

REVIEW_PAGE = 0
"""The number the Review page is tracked under (it belongs to no lesson), as on the server."""

SERVER_ONLY = (
    "This part needs the course server (a class, the teacher's dashboard): in this edition,"
    " which runs in your browser, it is not available. Everything else here works."
)


SETTINGS = json.loads(Path(__file__).with_name("settings.json").read_text())
"""The served edition's settings values, written by static/build.py: ``defaults``, the
``choices`` each may take, and what a pace (``animation``: card animation in ms, seconds
between computer moves) and a level (``opponents``) become (the served webapp/lesson.py's)."""


def learner_settings(saved: Any) -> dict[str, Any]:
    """The learner's settings from the record, as the server reads them
    (``Settings.from_dict``): unknown keys ignored, and any value it would refuse puts every
    setting back to its default."""
    defaults: dict[str, Any] = SETTINGS["defaults"]
    saved = saved if isinstance(saved, dict) else {}
    chosen = {**defaults, **{k: v for k, v in saved.items() if k in defaults}}
    fine = all(chosen[k] in allowed for k, allowed in SETTINGS["choices"].items()) and all(
        isinstance(chosen[k], bool) for k, v in defaults.items() if isinstance(v, bool))
    return chosen if fine else dict(defaults)


def _look(settings: dict[str, Any]) -> tuple[bool, int]:
    """(four-colour deck, card animation in ms), as the served tracker's ``look_of``."""
    return bool(settings["four_colour"]), int(SETTINGS["animation"][settings["animation_speed"]][0])


def _trap_type(key: str) -> int | None:
    try:
        return drills.item(key).trap_type
    except (ValueError, KeyError):
        return None


class LessonTracker:
    """The progress side of one lesson page in the browser; made by :func:`track_lesson`."""

    def __init__(self, number: int, store: BrowserStore) -> None:
        self.number = number
        self.store = store
        self.settings = learner_settings((store.data.get("learner") or {}).get("settings"))
        self._look = _look(self.settings)
        if number != REVIEW_PAGE:  # the server counts visits to lessons only
            store.add("visit", {"lesson": number, "at": time.time()})

    def constructed(self, widget: Any) -> None:
        """Every widget made on this page passes here: cards get the learner's deck."""
        if isinstance(widget, CardWidget) and self._look != _look(SETTINGS["defaults"]):
            widget.four_colour, widget.animation_ms = self._look

    def _keep_answer(self, key: str, correct: bool, text: str, kind: int | None,
                     schedule: str = "") -> None:  # fmt: skip
        """Keep one answer and, for a quiz or practice answer, schedule it for Review with
        the served edition's own FSRS rules (webapp/review.py: Spacing)."""
        when = datetime.now(UTC)
        learner = self.store.learner.id
        self.store.record_answer(learner, lesson=self.number, item=key, correct=correct,
                                 answer=text, trap_type=kind, at=when.timestamp())  # fmt: skip
        if schedule:
            try:
                Spacing(self.store, learner).answered(key, self.number, correct, when,
                                                      quiz=schedule == "quiz")  # fmt: skip
            except Exception:  # a failed write must not break the lesson in front of a learner
                log.exception("The answer to %s could not be scheduled for review", key)

    def quiz(self, made: Any) -> Any:
        """First-try answers are kept and scheduled; the last answer marks the lesson done."""

        def answered(question: Question, response: object, feedback: Feedback) -> None:
            if made.attempts == 1:
                self._keep_answer(question.id, feedback.correct, answer_text(question, response),
                                  _trap_type(question.id), schedule="quiz")  # fmt: skip

        made.on_answer(answered)
        return made

    def quiz_done(self, lesson: int, _right: int, _questions: int) -> None:
        if lesson == self.number:
            self.store.complete_lesson(lesson)

    def practice_answered(self, question: Question, response: object, feedback: Feedback,
                          first_try: bool, warm_up: bool = False) -> None:  # fmt: skip
        if first_try and question.id:  # a warm-up's miss is kept, not brought back in Review
            self._keep_answer(question.id, feedback.correct, answer_text(question, response),
                              _trap_type(question.id),
                              schedule="" if warm_up else "practice")  # fmt: skip

    def drill(self, panel: Any) -> Any:
        """A drill gets back its saved reviews and answers; first-try answers are kept."""
        learner = self.store.learner.id
        # its own answers, as the served edition's: the lesson's quiz is not its streak
        past = mastery.drill_answers(self.store.answers(learner), self.number)
        reviews = {k: v for k, v in self.store.reviews(learner).items() if panel.owns(k)}
        try:
            panel.restore(reviews, past)
        except Exception:
            log.exception("The drill's saved reviews could not be restored")

        def answered(question: Question, response: object, feedback: Feedback) -> None:
            if panel.quiz.attempts != 1:
                return
            item = panel.items[question.id]
            self._keep_answer(item.key, feedback.correct, answer_text(question, response),
                              item.trap_type)  # fmt: skip
            if item.key in panel.review:
                self.store.save_review(learner, item.key,
                                       panel.review.cards[item.key].to_dict())

        panel.quiz.on_answer(answered)
        return panel

    def game(self, session: Any) -> Any:
        """Fresh cards on every page and every finished hand kept, as on the server (the
        notebook's seed is for tests and plain Jupyter)."""
        from euchre_teach import record
        from euchre_teach.core.seats import team

        session.seed = secrets.randbelow(MAX_DEAL) + 1
        settings = self.settings
        animation_ms, delay = SETTINGS["animation"][settings["animation_speed"]]
        session.configure(
            difficulty=SETTINGS["opponents"][settings["difficulty"]],
            stick_the_dealer=settings["stick_the_dealer"],
            defend_alone=settings["defend_alone"],
            points_to_win=settings["points_to_win"],
            delay=delay,
            four_colour=settings["four_colour"],
            animation_ms=animation_ms,
        )

        def hand_over(deal: Any) -> None:
            text = record.dumps(deal, title=f"Lesson {self.number}: a game against the computer")
            result = deal.result
            points = result.points if result and result.scoring_team == team(2) else 0
            self.store.add("hand", {"record": text, "points": points, "at": time.time()})

        session.on_hand(hand_over)
        return session

    def buck_game(self, table: Any) -> Any:
        """The learner's pace and table rule (stick the dealer), as on the server."""
        table.configure(delay=SETTINGS["animation"][self.settings["animation_speed"]][1],
                        stick_the_dealer=self.settings["stick_the_dealer"])  # fmt: skip
        return table

    def review(self, session: ReviewSession) -> ReviewSession:
        """The Review page: the served edition's own, over this browser's record."""
        session.start(BrowserSession(self.store))
        return session


_current: LessonTracker | None = None
_hooked = False


def _quiz_done(lesson: int, right: int, questions: int) -> None:
    if _current is not None:
        _current.quiz_done(lesson, right, questions)


def _practice(question: Question, response: object, feedback: Feedback, first: bool,
              warm_up: bool = False) -> None:  # fmt: skip
    if _current is not None:
        _current.practice_answered(question, response, feedback, first, warm_up)


def _constructed(widget: Any) -> None:
    if _current is not None:
        _current.constructed(widget)


def server_only() -> ipywidgets.HTML:
    """The words a lesson shows where it needs the course server."""
    return ipywidgets.HTML(f'<p class="et-server-only" role="note">{SERVER_ONLY}</p>')


def track_lesson(number: int, **_: Any) -> LessonTracker:
    """Start keeping this lesson's progress in the browser (call it once, first)."""
    global _current, _hooked
    if not _hooked:
        on_quiz_done(_quiz_done)
        on_practice_answer(_practice)
        before = ipywidgets.Widget._widget_construction_callback

        def constructed(widget: Any) -> None:
            if callable(before):
                before(widget)
            _constructed(widget)

        ipywidgets.Widget.on_widget_constructed(constructed)
        _hooked = True
    _current = LessonTracker(number, BrowserStore(json.loads(js.etPage.progress()),
                                                  js.etPage.save))  # fmt: skip
    return _current


def review_page() -> ReviewSession:
    """The Review page's session (``lessons/review.ipynb``): the served edition's
    :class:`webapp.review.ReviewSession`, over this browser's record."""
    return track_lesson(REVIEW_PAGE).review(ReviewSession())


Callback = Callable[..., Any]
