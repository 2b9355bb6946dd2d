"""The static edition's lesson tracker: ``track_lesson`` for a lesson running in the browser.

The served edition's :mod:`webapp.lesson` keeps progress in the course server's store; in
the static edition there is no server, so this module (installed in the page as
``webapp.lesson``, beside the served edition's own ``webapp/answers.py``) keeps the same rows
in one record of the browser's IndexedDB: the progress export of the served edition
(``euchre-teach-progress``, see ``euchre_teach/store/progress.py``: export_learner), so the
file a learner exports here imports on a class server and back.

The lesson notebooks are the same files in both editions: they call ``track_lesson(N)``
and hand it their quiz, drill and game, as they do on the server.
"""

from __future__ import annotations

import json
import logging
import secrets
import time
from collections.abc import Callable
from typing import Any

import ipywidgets
import js  # type: ignore[import-not-found]

from euchre_teach.course import drills
from webapp.answers import answer_text
from widgets.course import on_practice_answer, on_quiz_done
from widgets.questions import Feedback, Question

log = logging.getLogger("euchre-teach.page")

MAX_DEAL = 999_999_999
"""The served edition's largest deal number (webapp/session.py)."""

SERVER_ONLY = (
    "This part needs the course server (a class, the teacher's dashboard): in this edition,"
    " which runs in your browser, it is not available. Everything else here works."
)


class BrowserProgress:
    """The learner's progress export, kept in the page and written to IndexedDB on change."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data

    def add(self, table: str, row: dict[str, Any]) -> None:
        self.data.setdefault(table, []).append(row)
        self.save()

    def save(self) -> None:
        try:
            js.etPage.save(json.dumps(self.data))
        except Exception:  # a failed write must not break the lesson in front of a learner
            log.exception("Progress could not be kept")

    def done(self, lesson: int) -> None:
        if all(row.get("lesson") != lesson for row in self.data.get("lesson_done", [])):
            self.add("lesson_done", {"lesson": lesson, "at": time.time()})

    def reviews(self) -> dict[str, dict[str, Any]]:
        out: dict[str, dict[str, Any]] = {}
        for row in self.data.get("review", []):
            state = row.get("state")
            out[row["item"]] = json.loads(state) if isinstance(state, str) else state
        return out

    def save_review(self, item: str, state: dict[str, Any]) -> None:
        rows = [r for r in self.data.get("review", []) if r.get("item") != item]
        rows.append({"item": item, "state": json.dumps(state), "at": time.time()})
        self.data["review"] = rows
        self.save()


def _trap_type(key: str) -> int | None:
    try:
        return drills.item(key).trap_type
    except (ValueError, KeyError):
        return None


class LessonTracker:
    """The progress side of one lesson page in the browser; made by :func:`track_lesson`."""

    def __init__(self, number: int, progress: BrowserProgress) -> None:
        self.number = number
        self.progress = progress
        progress.add("visit", {"lesson": number, "at": time.time()})

    def _keep_answer(self, key: str, correct: bool, text: str, kind: int | None) -> None:
        self.progress.add("answer", {"lesson": self.number, "item": key, "answer": text,
                                     "correct": int(correct), "trap_type": kind,
                                     "at": time.time()})  # fmt: skip

    def quiz(self, made: Any) -> Any:
        """First-try answers are kept; the last answer marks the lesson done."""

        def answered(question: Question, response: object, feedback: Feedback) -> None:
            if made.attempts == 1:
                self._keep_answer(question.id, feedback.correct, answer_text(question, response),
                                  _trap_type(question.id))  # fmt: skip

        made.on_answer(answered)
        return made

    def quiz_done(self, lesson: int, _right: int, _questions: int) -> None:
        if lesson == self.number:
            self.progress.done(lesson)

    def practice_answered(self, question: Question, response: object, feedback: Feedback,
                          first_try: bool) -> None:  # fmt: skip
        if first_try and question.id:
            self._keep_answer(question.id, feedback.correct, answer_text(question, response),
                              _trap_type(question.id))  # fmt: skip

    def drill(self, panel: Any) -> Any:
        """A drill gets back its saved reviews and answers; first-try answers are kept."""
        past = [(a["item"], bool(a["correct"])) for a in self.progress.data.get("answer", [])
                if a.get("lesson") == self.number]  # fmt: skip
        reviews = {k: v for k, v in self.progress.reviews().items() if panel.owns(k)}
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
                self.progress.save_review(item.key, panel.review.cards[item.key].to_dict())

        panel.quiz.on_answer(answered)
        return panel

    def game(self, session: Any) -> Any:
        """Fresh cards on every page and every finished hand kept, as on the server (the
        notebook's seed is for tests and plain Jupyter)."""
        from euchre_teach import record
        from euchre_teach.core.seats import team

        session.seed = secrets.randbelow(MAX_DEAL) + 1

        def hand_over(deal: Any) -> None:
            text = record.dumps(deal, title=f"Lesson {self.number}: a game against the computer")
            result = deal.result
            points = result.points if result and result.scoring_team == team(2) else 0
            self.progress.add("hand", {"record": text, "points": points, "at": time.time()})

        session.on_hand(hand_over)
        return session

    def buck_game(self, table: Any) -> Any:
        return table

    def review(self, session: Any) -> Any:
        return session


_current: LessonTracker | None = None
_hooked = False


def _quiz_done(lesson: int, right: int, questions: int) -> None:
    if _current is not None:
        _current.quiz_done(lesson, right, questions)


def _practice(question: Question, response: object, feedback: Feedback, first: bool) -> None:
    if _current is not None:
        _current.practice_answered(question, response, feedback, first)


def server_only() -> ipywidgets.HTML:
    """The words a lesson shows where it needs the course server."""
    return ipywidgets.HTML(f'<p class="et-server-only" role="note">{SERVER_ONLY}</p>')


def track_lesson(number: int, **_: Any) -> LessonTracker:
    """Start keeping this lesson's progress in the browser (call it once, first)."""
    global _current, _hooked
    if not _hooked:
        on_quiz_done(_quiz_done)
        on_practice_answer(_practice)
        _hooked = True
    _current = LessonTracker(number, BrowserProgress(json.loads(js.etPage.progress())))
    return _current


def review_page() -> Any:
    raise RuntimeError(SERVER_ONLY)


Callback = Callable[..., Any]
