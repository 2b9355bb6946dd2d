"""The endless left-bower drill: a streak, accuracy by trap type, and FSRS review of misses.

Each item comes from :class:`euchre_teach.course.drills.TrapDrill` (aimed at the trap type the
learner misses most, with about one near-miss in four), unless one of the learner's own
mistakes is due again in the :class:`widgets.review.ReviewQueue`: then that comes first.

>>> drill = LeftBowerDrill(seed=4)
>>> first = drill.item
>>> _ = drill.answer_item(first.answer)
>>> drill.drill.streak, len(drill.review)
(1, 0)
"""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from datetime import UTC, datetime
from typing import Any

import ipywidgets

from euchre_teach.course import drills
from euchre_teach.course.drills import NEAR_MISS, TRAP_TYPES, Item
from euchre_teach.store.review_schedule import DRILL_LESSON
from widgets._style import TABLE_STYLE, panel_style
from widgets.course import _QUIZ_ANSWERS, to_question
from widgets.pagereturn import PageReturn
from widgets.questions import Feedback, MultipleChoice, PickCards, Question, WhoWins
from widgets.quiz import Quiz
from widgets.quiz_words import comes_back_words
from widgets.review import ReviewQueue

__all__ = ["LeftBowerDrill"]

LESSON = DRILL_LESSON


class LeftBowerDrill(ipywidgets.VBox):  # type: ignore[misc]
    """The drill panel. ``answer_item(values)`` answers with item option values;
    ``quiz.answer(...)`` answers as the on-screen quiz does; ``next()`` moves on."""

    def __init__(
        self,
        seed: int = 0,
        review: ReviewQueue | None = None,
        clock: Callable[[], datetime] | None = None,
    ) -> None:
        super().__init__()
        self.add_class("et-panel")
        self.seed = seed
        self.drill = drills.TrapDrill(seed)
        self.review = review if review is not None else ReviewQueue()
        self.clock = clock or (lambda: datetime.now(UTC))
        self.items: dict[str, Item] = {}
        self.item: Item = drills.trap_item(0)
        self.from_review = False
        self.reviewed = 0
        self.answered: list[tuple[str, bool]] = []
        """This page's first-try answers ``(item key, right)``, oldest first."""
        self._stats = ipywidgets.HTML()
        self._source = ipywidgets.HTML()
        self._revealed = False
        self.quiz = Quiz(self._next_question, title="Left-bower drill")
        # One tally: the streak line below (a cold walk read "Question 4 · Score: 4 of 4"
        # beside "Drill streak: 14 … answered 17")
        self.quiz.show_score = False
        self.quiz.on_answer(self._answered)
        #: The learner came back to the page: a Review answer may have moved the streak.
        self.returned = PageReturn()
        self.children = [panel_style(), self._source, self.quiz, self.returned, self._stats]
        self._render()

    def owns(self, key: str) -> bool:
        """True for the keys of the drill's positions (its saved reviews)."""
        return key.startswith("trap")

    # ----------------------------------------------------------------- the stream

    def _next_question(self) -> Question:
        due = self.review.next_due(self.clock())
        if due is not None and due != self.item.key:
            self.item = drills.item(due)
            self.from_review = True
        else:
            self.item = self.drill.next_item()
            self.from_review = False
        self.items[self.item.key] = self.item
        self._revealed = False
        if hasattr(self, "_source"):
            self._render()
        return to_question(self.item)

    def _answered(self, question: Question, _response: object, feedback: Feedback) -> None:
        if not self._revealed:
            self._revealed = True
            self._render()
        if self.quiz.attempts != 1:
            return  # only the first try counts for the streak, the accuracy and the review
        item = self.items[question.id]
        self.drill.record(item, feedback.correct)
        self.answered.append((item.key, feedback.correct))
        self.review.record(item.key, feedback.correct, self.clock())
        self.reviewed += int(self.from_review)
        _QUIZ_ANSWERS(LESSON, item.key, feedback.correct, True)
        self._render()

    def answer_item(self, values: str | Iterable[str]) -> Feedback:
        """Answer the current item with option values (card codes, a number, ...)."""
        chosen = [values] if isinstance(values, str) else list(values)
        question = self.quiz.question
        if isinstance(question, PickCards):
            return self.quiz.answer(chosen)
        if isinstance(question, WhoWins):
            return self.quiz.answer(chosen[0])
        assert isinstance(question, MultipleChoice)
        label = self.item.option(chosen[0]).label
        return self.quiz.answer(label)

    def next(self) -> None:
        """The next item."""
        self.quiz.next()

    def restore(
        self,
        reviews: Mapping[str, Mapping[str, Any]],
        past: Iterable[tuple[str, bool]] = (),
    ) -> None:
        """Carry on from an earlier visit: the review queue's saved FSRS states (by item key)
        and the learner's earlier first-try answers as ``(item key, correct)``, oldest first.

        The answers give back the streak and the accuracy by trap type, so the drill aims at
        the weakest type again; fresh positions continue from where the last visit stopped.
        Before the learner has answered here, the first item is chosen again (a mistake due
        for review comes first); after that only the review states are added. When the
        learner comes back to the page, :meth:`recount` reads the counts again.
        """
        self.review.load(reviews)
        earlier = _positions(past)
        if self.quiz.asked or self.quiz.attempts or not (earlier or self.review.due(self.clock())):
            self._render()  # nothing to replay, or the learner has already begun here
            return
        self.drill = drills.TrapDrill(self.seed + len(earlier))
        for drilled, correct in earlier:
            self.drill.record(drilled, correct)
        self.quiz.restart()

    def recount(self, reviews: Mapping[str, Mapping[str, Any]],
                past: Iterable[tuple[str, bool]]) -> None:  # fmt: skip
        """The reviews, the streak and the accuracy again from the saved states and answers
        (as for :meth:`restore`), the position in front of the learner unchanged: when the
        learner comes back after answering drill positions in Review. The counts stay while
        answers of this page are still on their way to the store."""
        self.review.load(reviews)
        earlier = _positions(past)
        if not Counter(self.answered) - Counter((i.key, right) for i, right in earlier):
            counted = drills.TrapDrill(self.seed)
            for drilled, correct in earlier:
                counted.record(drilled, correct)
            drill = self.drill
            drill.streak, drill.best_streak = counted.streak, counted.best_streak
            drill.attempts, drill.misses = counted.attempts, counted.misses
        self._render()

    # ----------------------------------------------------------------- the numbers

    def _render(self) -> None:
        kind = self.item.trap_type or NEAR_MISS
        # A fresh position has no label ("New position" read as leftover status text).
        origin = "A mistake of yours, back for review" if self.from_review else ""
        # The type names the trap ("...you hold the left bower..."): saying it before the
        # answer would give the answer away, so it appears with the feedback.
        named = f"Type {kind}: {html.escape(TRAP_TYPES[kind])}" if self._revealed else ""
        said = " · ".join(part for part in (origin, named) if part)
        self._source.value = f'<p class="et-progress">{said}</p>' if said else ""
        drill = self.drill
        rows = []
        for number, name in TRAP_TYPES.items():
            tried = drill.attempts[number]
            share = drill.accuracy()[number]
            shown = "not yet" if share is None else f"{round(share * 100)}%"
            rows.append(f"<tr><td>{number}</td><td>{html.escape(name)}</td>"
                        f"<td>{tried}</td><td>{shown}</td></tr>")  # fmt: skip
        weakest = drill.weakest()
        focus = (f"<p>You miss type {weakest} most: {html.escape(TRAP_TYPES[weakest])}."
                 " More of those are coming.</p>" if weakest else "")  # fmt: skip
        due = len(self.review.due(self.clock()))
        # Only the mistakes still being learned: a cold walk read "1 mistake comes back
        # later" after answering that position right twice.
        queue = (comes_back_words(len(self.review.learning()), "mistake", "mistakes", due,
                                  "in this drill")
                 or "No mistakes waiting to come back.")  # fmt: skip
        self._stats.value = (
            f"<p><strong>Drill streak: {drill.streak} right in a row</strong>"
            f" (first tries, here and at drill positions in Review) · best {drill.best_streak}"
            f" · drill positions answered: {sum(drill.attempts.values())}</p>{focus}"
            f"<p>{queue}</p>"
            f'{TABLE_STYLE}<table class="et-count"><caption>Accuracy by trap type</caption>'
            "<tr><th>Type</th><th>Position</th><th>Tried</th><th>Right</th></tr>"
            + "".join(rows)
            + "</table>"
        )


def _positions(past: Iterable[tuple[str, bool]]) -> list[tuple[Item, bool]]:
    """The drill positions among saved answers ``(item key, right)``, as items."""
    earlier = []
    for key, correct in past:
        try:
            earlier.append((drills.item(key), correct))
        except (ValueError, KeyError):
            continue  # not a position the drill can count
    return earlier
