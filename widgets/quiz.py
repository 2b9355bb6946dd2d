"""Quiz: one question at a time, immediate feedback with the reason, retry, and a score.

Questions come from a fixed list or a generator (any callable returning a question); see
:mod:`widgets.questions`. The learner's actions have programmatic twins: ``answer(...)``,
``retry()``, ``next()``.

A quiz whose answers are saved (:meth:`Quiz.save_answers`, by the course app) counts in its
score only the first answers saved so far, and shows under each answer what became of it
(:meth:`Quiz.answer_fate`: "Saved", "Waiting to save: …", "Not saved: …").

>>> from widgets.questions import score_hand_question, who_wins_question
>>> quiz = Quiz([score_hand_question(3), who_wins_question("9S AC TS KS", "H", leader=0)])
>>> quiz.answer("East-West score 2").correct
False
>>> quiz.retry(); quiz.answer("North-South score 1").correct
True
>>> quiz.next(); quiz.answer("East").correct, quiz.score
(False, (0, 2))
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets

from euchre_teach import Card
from euchre_teach.core.seats import SEAT_NAMES
from euchre_teach.strategy.refusal import split_opening
from widgets._base import CallbackList
from widgets._style import panel_style
from widgets.cards import Cards
from widgets.hand import Hand
from widgets.inview import FIRST_QUESTION, InView
from widgets.questions import (
    Feedback,
    MultipleChoice,
    PickCards,
    Question,
    QuestionSource,
    WhoWins,
    check,
    chosen_seat,
)
from widgets.quiz_words import (
    FIGURES_SUMMARY,
    answer_fold,
    card_picked,
    done_words,
    options_by_card,
    practice_note,
    split_figures,
    suit_line,
    trick_captions,
)

__all__ = ["FIGURES_SUMMARY", "Quiz", "split_figures"]

class Quiz(ipywidgets.VBox):  # type: ignore[misc]
    """A quiz over a list of questions or a generator. ``count`` limits a generator."""

    def __init__(
        self,
        source: QuestionSource,
        *,
        count: int | None = None,
        title: str = "",
        four_colour: bool = False,
        again: bool = True,
    ) -> None:
        super().__init__()
        self.add_class("et-panel")
        self.add_class("et-quiz")
        self._fixed = None if callable(source) else list(source)
        self._generate: Callable[[], Question] | None = source if callable(source) else None
        if self._fixed is not None and not self._fixed:
            raise ValueError("a quiz needs at least one question")
        self.count = len(self._fixed) if self._fixed is not None else count
        self.title = title
        self.four_colour = four_colour
        self.again = again
        """Whether the end offers "Start again" (Review's rounds go on with "Next round")."""
        self.position = 0
        self.right_first_time = 0
        self.asked = 0
        self.attempts = 0
        self.solved = False
        self.feedback: Feedback | None = None
        self.finished = False
        self.saving = False
        #: A practice round (:func:`widgets.course.practice`): its score never counts toward
        #: passing the lesson, and it says so, since a lesson tells a beginner to guess.
        self.practice = False
        #: A warm-up (:func:`widgets.course.practice` with ``warm_up=True``): a guess asked
        #: before the lesson teaches the answer, so a miss is not brought back in Review.
        self.warm_up = False
        #: False where the panel around the quiz keeps the one count the learner sees (the
        #: practice panels count every visit; a second, this visit's, read as a contradiction).
        self.show_score = True
        """True when each first answer is saved: the score counts saved answers only."""
        self._firsts: dict[int, tuple[bool, str]] = {}
        """Each question's first answer (by position): right or not, and its fate."""
        self.retaken = False
        """Started again after answers ("Start again"): the score is then this time's own."""
        self._kept: dict[int, tuple[bool, bool]] = {}
        """Over every start of a fixed quiz, each question's (position's) first answer right
        or not, and whether a missed one was answered right at the first try of a later
        start: the lesson's score, as the course counts it."""
        self._lesson_score: tuple[int, int] | None = None
        self._answer_callbacks = CallbackList()
        self._question_callbacks = CallbackList()
        self._finish_callbacks = CallbackList()
        #: A lesson's graded quiz says so at its top (:meth:`mark_graded`): a cold walk could
        #: not tell lesson 9's quiz from its practice rounds, which look the same.
        self._banner = ipywidgets.HTML()
        self._header = ipywidgets.HTML()
        self._prompt = ipywidgets.HTML()
        self._show = ipywidgets.VBox()
        self._answers = ipywidgets.Box(layout=ipywidgets.Layout(flex_flow="row wrap"))
        self._answers.add_class("et-answers")
        self._feedback = ipywidgets.HTML()
        self._fate = ipywidgets.HTML()
        self._retry = ipywidgets.Button(
            description="Try again", tooltip="Answer this question again"
        )
        self._next = ipywidgets.Button(
            description="Next question", tooltip="Go on to the next question"
        )
        # An arrow after it (panels.css) marks it as the way on: lesson 7's quiz asks about
        # the bidding's "next" just above it.
        self._next.add_class("et-onward")
        self._retry.on_click(lambda _b: self.retry())
        self._next.on_click(lambda _b: self.next())
        self._nav = ipywidgets.HBox([self._retry, self._next])
        #: The "Done: …" line and "Start again", where "See my score" was: the last question
        #: and its answer stay above them, so the panel does not shrink under the pointer
        #: (a cold walk: the page jumped on a page of several exercises).
        self._done = ipywidgets.HTML()
        self._again = ipywidgets.Box()
        self._hand: Hand | None = None
        self._option_buttons: list[ipywidgets.Button] = []
        self.in_view = InView()  # "Start again" shows the first question, not the page's foot
        self.children = [
            panel_style(), self._banner, self._header, self._prompt, self._show, self._answers,
            self._feedback, self._fate, self._nav, self._done, self._again, self.in_view,
        ]  # fmt: skip
        self.question: Question = self._take(0)
        self._render_question()

    # ----------------------------------------------------------------- public API

    @property
    def score(self) -> tuple[int, int]:
        """(questions right at the first try, questions answered); when answers are saved,
        of those saved so far."""
        if not self.saving:
            return (self.right_first_time, self.asked)
        saved = [right for right, fate in self._firsts.values() if fate == "saved"]
        return (sum(saved), len(saved))

    @property
    def lesson_score(self) -> tuple[int, int] | None:
        """(questions right at the first try, missed ones right when they came back) over
        every start of this quiz: its score toward passing the lesson, as the course's
        status line counts it (:meth:`show_lesson_score` gives the kept one); ``None`` for
        a quiz of generated questions, which has no fixed questions to count."""
        if self._lesson_score is not None:
            return self._lesson_score
        if self._fixed is None:
            return None
        kept = self._kept.values()
        return (sum(first for first, _ in kept), sum(good for _, good in kept))

    def show_lesson_score(self, right_first: int, made_good: int) -> None:
        """The lesson's score as kept (the course app's status line says the same), for the
        "Done" line: the questions right at the first try, and the missed ones right when
        they came back (in Review, or the quiz started again)."""
        self._lesson_score = (right_first, made_good)
        if self.finished:
            self._render_done()

    def mark_graded(self, number: int) -> None:
        """Mark this as lesson ``number``'s quiz, the one that counts: a heading over it
        that says so and that practice does not, and the graded panel's frame."""
        self.add_class("et-graded")
        self._banner.value = (
            f'<h3 class="et-graded-title">Lesson {number} quiz: this one counts</h3>'
            '<p class="et-graded-note">Your first answer to each question counts toward'
            " passing the lesson. The practice rounds and drills do not count.</p>"
        )

    def save_answers(self, saving: bool = True) -> None:
        """Say whether first answers are saved (then the score counts saved ones only)."""
        self.saving = saving
        self._render_header()

    def answer_fate(self, position: int, fate: str, words: str) -> None:
        """What became of the first answer to the question at ``position``: ``fate`` is
        ``"saved"``, ``"waiting"`` or ``"not saved"``; ``words`` say it to the learner
        (shown while that question is on screen)."""
        if position not in self._firsts:
            return
        self._firsts[position] = (self._firsts[position][0], fate)
        if position == self.position and not self.finished:
            kind = fate.replace(" ", "-")
            self._fate.value = (f'<p class="et-fate et-fate-{kind}" role="status">'
                                f"{html.escape(words)}</p>")  # fmt: skip
        self._render_header()
        if self.finished:
            self._render_done()

    def on_answer(
        self, callback: Callable[[Question, object, Feedback], Any], remove: bool = False
    ) -> None:
        """Call ``callback(question, response, feedback)`` after every answer."""
        self._answer_callbacks.register(callback, remove)

    def on_question(self, callback: Callable[[Question], Any], remove: bool = False) -> None:
        """Call ``callback(question)`` each time a new question is shown (after Next, or a
        restart); the first question is already on screen when a quiz is made."""
        self._question_callbacks.register(callback, remove)

    def on_finish(self, callback: Callable[[], Any], remove: bool = False) -> None:
        """Call ``callback()`` when the summary replaces the last question."""
        self._finish_callbacks.register(callback, remove)

    def answer(self, response: object) -> Feedback:
        """Answer the current question (see :func:`widgets.questions.check` for forms)."""
        if self.finished:
            raise ValueError("the quiz is over: call restart() to begin again")
        feedback = check(self.question, response)
        if self.attempts == 0 and not self.solved:
            self.asked += 1
            self.right_first_time += int(feedback.correct)
            self._firsts[self.position] = (feedback.correct, "saving")
            kept = self._kept.get(self.position)
            if kept is None:
                self._kept[self.position] = (feedback.correct, False)
            elif feedback.correct and not kept[0]:
                self._kept[self.position] = (False, True)
        self.attempts += 1
        self.solved = self.solved or feedback.correct
        self.feedback = feedback
        self._render_feedback(response, feedback)
        self._answer_callbacks(self.question, response, feedback)
        return feedback

    def retry(self) -> None:
        """Clear the answer and try the same question again (the first try still counts)."""
        self.feedback = None
        self._render_question()

    def next(self) -> None:
        """Go to the next question (or to the summary after the last)."""
        if self.count is not None and self.position + 1 >= self.count:
            self._finish()
            return
        self.position += 1
        self.question = self._take(self.position)
        self.attempts = 0
        self.solved = False
        self.feedback = None
        self._render_question()
        self._question_callbacks(self.question)

    def restart(self) -> None:
        """Start again from the first question with a fresh score, this time's own (once
        answered, the lesson's score keeps the first answers: :attr:`lesson_score`)."""
        self.retaken = self.retaken or self.asked > 0
        self.position = self.right_first_time = self.asked = self.attempts = 0
        self.solved = self.finished = False
        self._firsts = {}
        self.feedback = None
        self.question = self._take(0)
        self._render_question()
        self._question_callbacks(self.question)

    # ----------------------------------------------------------------- rendering

    def _take(self, position: int) -> Question:
        if self._fixed is not None:
            return self._fixed[position]
        assert self._generate is not None
        return self._generate()

    def _render_header(self) -> None:
        total = f" of {self.count}" if self.count is not None else ""
        title = f"<strong>{html.escape(self.title)}</strong> · " if self.title else ""
        # No score before a first answer ("0 of 0" says nothing to a beginner), and none
        # once finished: the "Done: …" line below says it then.
        right, counted = self.score
        # A retake's own count says it is this time's (a cold walk: "Score: 1 of 1 right
        # first time" on a question missed before, under a lesson score of 4 of 6).
        kind = ("Warm-up, not marked" if self.warm_up
                else "Practice, not marked" if self.practice else "Score")  # fmt: skip
        # One wording before and after "Start again" (a cold walk read "right first time",
        # then "right at the first try"): "this time" is the only difference.
        this_time = " this time" if self.retaken else ""
        score = f" · {kind}{this_time}: {right} of {counted} right at the first try"
        if not self.show_score:
            score = ""
        elif not self.asked or self.finished:
            score = (" · Starting again: your first answers still count for the lesson"
                     if self.retaken and not self.finished and not self.practice
                     and self._fixed is not None else "")  # fmt: skip
        score += self._unsaved_note()
        where = (f"{'All ' if self.count is not None and self.asked > 1 else ''}{self.asked}"
                 f" question{'' if self.asked == 1 else 's'} answered" if self.finished
                 else f"Question {self.position + 1}{total}")  # fmt: skip
        self._header.value = f'<p class="et-progress">{title}{where}{score}</p>'

    def _unsaved_note(self) -> str:
        """The answers not in the score yet, and why ("1 waiting to save")."""
        if not self.saving:
            return ""
        fates = [fate for _, fate in self._firsts.values()]
        notes = [f"{fates.count(fate)} {fate if fate != 'waiting' else 'waiting to save'}"
                 for fate in ("waiting", "not saved") if fate in fates]  # fmt: skip
        return f" · {', '.join(notes)}" if notes else ""

    def _render_question(self) -> None:
        q = self.question
        self._render_header()
        self._prompt.value = f'<p class="et-prompt">{html.escape(q.prompt)}</p>'
        self._done.value = ""
        for child in self._again.children:
            child.close()
        self._again.children = []
        self._feedback.value = ""
        self._fate.value = ""
        self._retry.layout.display = "none"
        self._next.layout.display = "none"
        self._close_previous()
        self._hand = None
        self._option_buttons = []
        if isinstance(q, MultipleChoice):
            self._render_choice(q)
        elif isinstance(q, PickCards):
            self._render_cards(q.cards, q.trump, "select", "Cards to choose from", q.trick,
                               trick_captions(q.trick_seats))  # fmt: skip
        elif isinstance(q, WhoWins):
            self._render_who_wins(q)
        else:
            self._render_cards(q.cards, q.trump, "order", "Cards to put in order", ())

    def _close_previous(self) -> None:
        """Close the last question's own widgets: an endless drill must not pile them up."""
        for box in (self._show, self._answers):
            for child in box.children:
                if child not in (self._retry, self._next):
                    child.close()
            box.children = []

    def _render_choice(self, q: MultipleChoice) -> None:
        shown: list[Any] = [ipywidgets.HTML(suit_line(q.trump))] if q.trump else []
        by_card = options_by_card(q)
        if by_card:
            # The options are the cards shown ("Which card is higher, 9♥ or A♦?"): the card
            # pictures answer a click, tap, Enter or Space as their buttons do (a cold
            # learner walk clicked lesson 2's warm-up cards and nothing happened).
            hand = Hand(q.cards, trump=q.trump, mode="choose", title="Choose a card",
                        four_colour=self.four_colour, show_badges=False)  # fmt: skip
            hand.on_pick(card_picked(q, hand, by_card, self.answer))
            self._hand = hand
            shown.append(hand)
        elif q.cards:
            shown.append(Cards(q.cards, trump=q.trump, four_colour=self.four_colour,
                               show_badges=False))  # fmt: skip
        self._show.children = shown
        buttons = []
        for index, option in enumerate(q.options):
            words = option.button or option.text
            button = ipywidgets.Button(description=words, tooltip=words)
            button.on_click(lambda _b, i=index: self.answer(i))
            buttons.append(button)
        self._option_buttons = buttons
        self._answers.children = buttons

    def _render_cards(self, cards: Sequence[str], trump: str, mode: str, title: str,
                      trick: Sequence[str], captions: Sequence[str] = ()) -> None:  # fmt: skip
        shown: list[Any] = [ipywidgets.HTML(suit_line(trump))]
        if trick:  # each card named by its seat, as lesson 4's tricks are (walk19)
            shown.append(Cards(trick, trump=trump, title="Cards played to the trick",
                               captions=captions, four_colour=self.four_colour,
                               show_badges=False))  # fmt: skip
        hand = Hand(cards, trump=trump, mode=mode, title=title, four_colour=self.four_colour,
                    show_badges=False)  # fmt: skip
        self._hand = hand
        shown.append(hand)
        self._show.children = shown
        check_button = ipywidgets.Button(description="Check my answer")
        check_button.add_class("et-primary")
        check_button.on_click(lambda _b: self._check_cards(hand, len(cards)))
        clear = ipywidgets.Button(description="Clear")
        clear.on_click(lambda _b: hand.clear())
        self._answers.children = [check_button, clear]

    def _check_cards(self, hand: Hand, count: int) -> None:
        """"Check my answer" on a hand: an answer to check, or a word on what is missing (an
        order with cards left out is not an answer yet, and is not counted as a try)."""
        picked = list(hand.selected)
        try:
            self.answer(picked)
        except ValueError:
            done = (f"you have put {len(picked)} of the {count} in order so far" if picked
                    else "none is picked yet")  # fmt: skip
            self._feedback.value = (
                '<div class="et-feedback et-feedback-info" role="status">Tap every card, from'
                f" the highest to the lowest, then press Check my answer: {done}.</div>"
            )

    def _render_who_wins(self, q: WhoWins) -> None:
        codes = [code for _, code in q.trick]
        captions = trick_captions([seat for seat, _ in q.trick])
        hand = Hand(codes, trump=q.trump, mode="choose", title="The trick: choose the winning card",
                    captions=captions, four_colour=self.four_colour, show_badges=False)  # fmt: skip
        hand.on_pick(lambda card, _selected: self.answer(str(card)))
        self._hand = hand
        self._show.children = [ipywidgets.HTML(suit_line(q.trump)), hand]
        buttons = []
        for seat, code in q.trick:  # the card is the answer; its seat is the caption above
            label = Card.parse(code).label()
            button = ipywidgets.Button(
                description=label, tooltip=f"{label}, played by {SEAT_NAMES[seat]}, wins"
            )
            button.on_click(lambda _b, c=code: self.answer(c))
            buttons.append(button)
        self._option_buttons = buttons
        self._answers.children = buttons

    def _render_feedback(self, response: object, feedback: Feedback) -> None:
        kind = "right" if feedback.correct else "wrong"
        words, figures = split_figures(feedback.explanation)
        # A refused strategic choice opens with words sized to its cost: they are the verdict.
        sized, rest = ("", words) if feedback.correct else split_opening(words)
        verdict, words = ("Right!" if feedback.correct else sized or "Not quite."), rest
        self._feedback.value = (
            f'<div class="et-feedback et-feedback-{kind}" role="status">'
            f"<strong>{verdict}</strong> {html.escape(words)}{answer_fold(figures)}</div>"
        )
        self._mark_options(response, feedback)
        if self._hand is not None:
            self._hand.disabled = True
        # Badges would give the answer away; once answered, they help explain it.
        for child in self._show.children:
            if isinstance(child, Cards | Hand):
                child.show_badges = True
        self._render_header()
        self._retry.layout.display = None if not feedback.correct else "none"
        self._next.layout.display = None
        last = self.count is not None and self.position + 1 >= self.count
        self._next.description = "See my score" if last else "Next question"
        if self.practice and self.count == 1:
            # One practice question needs no score page (a cold walk met "See my score"
            # under a single warm-up): the answer is the end, and the line under it says
            # what became of it.
            self._next.layout.display = "none"
            self._done.value = f'<p class="et-prompt et-done">{practice_note(self.warm_up)}</p>'

    def _mark_options(self, response: object, feedback: Feedback) -> None:
        q = self.question
        for index, button in enumerate(self._option_buttons):
            if isinstance(q, WhoWins):
                # One button per seat of the trick: the chosen one is the seat answered
                # (by button, seat name or the card played), never the button's index.
                chosen = q.trick[index][0] == chosen_seat(q, response)
            else:
                chosen = index == response or button.description.lstrip("✓✗ ") == response
                # a bid's button names the upcard ("Order up K♥"): its answer is "Order up"
                options = getattr(q, "options", ())
                chosen = chosen or (index < len(options) and options[index].text == response)
            button.disabled = True
            if chosen:
                mark = "✓ " if feedback.correct else "✗ "
                button.description = mark + button.description.lstrip("✓✗ ")
                button.add_class("et-right" if feedback.correct else "et-wrong")

    def _render_done(self) -> None:
        practice = f" {practice_note(self.warm_up)}" if self.practice else ""
        done = done_words(self.score, self._unsaved_note().removeprefix(" · "), self.retaken,
                          None if self.practice else self.lesson_score, self.count)
        self._done.value = f'<p class="et-prompt et-done" role="status">{done}{practice}</p>'

    def _finish(self) -> None:
        self.finished = True
        self._render_header()
        self._render_done()
        # The last question stays, answered (its cards, marked buttons, feedback and fate
        # line: "Saved" going pulled the panel up too): the score comes where "See my
        # score" was, and nothing above it moves.
        if self._hand is not None:
            self._hand.disabled = True
        again = ipywidgets.Button(description="Start again")
        again.on_click(lambda _b: (self.restart(), self.in_view.show(*FIRST_QUESTION)))
        self._again.children = [again] if self.again else []
        self._retry.layout.display = "none"
        self._next.layout.display = "none"
        self._finish_callbacks()
