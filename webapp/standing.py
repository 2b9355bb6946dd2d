"""Where a learner stands in one lesson, shown under its quiz: what was answered before
(after a reload), the lesson's mastery, the lessons it builds on, and where to go next.

The quiz shows one question at a time, so a reloaded page replays the first answers given
before (:func:`replay`): the score comes back, the quiz goes on from the first question
left, and :func:`show` lists each earlier question with its first answer.
"""

from __future__ import annotations

__all__ = ["builds_on_sentence", "replay", "show", "site_base"]

import html
import os
from collections.abc import Collection, Sequence

import ipywidgets

from euchre_teach.course import mastery
from euchre_teach.course.catalogue import LESSONS, lesson
from euchre_teach.store.progress import Answer
from webapp.answers import response_from_text
from webapp.due import due_said
from webapp.session import LearnerSession
from widgets.questions import MultipleChoice, Question, check
from widgets.quiz import Quiz


def site_base() -> str:
    """The site's base URL as seen from a lesson kernel (``/`` outside Voila)."""
    path = os.environ.get("SCRIPT_NAME", "")
    head, found, _ = path.partition("voila/")
    return head if found and head.endswith("/") else "/"


def _firsts(me: LearnerSession, number: int) -> dict[str, Answer]:
    """The first answer to each question of this lesson, by item key."""
    if me.learner is None or me.store is None:
        return {}
    firsts: dict[str, Answer] = {}
    for answer in me.store.answers(me.learner.id):
        if answer.lesson == number:
            firsts.setdefault(answer.item, answer)
    return firsts


def replay(quiz: Quiz, me: LearnerSession, number: int) -> int:
    """Answer again, with the first answers kept, every question answered before, in
    order, stopping at the first one left; returns how many were replayed."""
    firsts = _firsts(me, number)
    replayed = 0
    while not quiz.finished and quiz.question.id in firsts:
        try:
            quiz.answer(response_from_text(quiz.question, firsts[quiz.question.id].answer))
        except ValueError:
            break  # an answer this version of the question no longer offers
        quiz.next()
        replayed += 1
    return replayed


def _earlier(quiz: Quiz, firsts: dict[str, Answer]) -> str:
    questions = list(getattr(quiz, "_fixed", None) or [])
    rows = []
    for index, question in enumerate(questions, start=1):
        past = firsts.get(question.id)
        if past is None:
            continue
        mark = "✓ right at the first try" if past.correct else "✗ missed at the first try"
        answer = html.escape(_shown(question, past.answer))
        try:
            feedback = check(question, response_from_text(question, past.answer))
            why = html.escape(feedback.explanation)
        except ValueError:
            why = ""  # an answer this version of the question no longer offers
        rows.append(f"<li>Question {index}: {mark} (you answered {answer}). {why}</li>")
    if not rows:
        return ""
    return ("<details><summary>Your earlier answers to this quiz</summary><ul>"
            + "".join(rows) + "</ul></details>")  # fmt: skip


def _shown(question: Question, text: str) -> str:
    """A kept answer as the learner reads it: card labels, not codes."""
    from euchre_teach.core.cards import Card
    from euchre_teach.core.errors import NotationError

    if isinstance(question, MultipleChoice):
        return f"“{text}”"
    try:
        return " ".join(Card.parse(part).label() for part in text.split()) or "no cards"
    except NotationError:
        return text


def builds_on_sentence(missing: list[int], passed: Sequence[int] = ()) -> str:
    """The note on a lesson's end naming the earlier lessons it builds on not passed yet;
    with ``passed``, the ones it builds on that are passed are named too, so the note never
    reads as if the lesson built only on the missing one (walk19: lesson 8, which builds on
    both bidding lessons, said only "builds on lesson 6" to a learner who had passed 7)."""
    if not missing:
        return ""
    named = [f"lesson {n} ({html.escape(lesson(n).title)})" for n in missing]
    explains = "that lesson explains" if len(named) == 1 else "those lessons explain"
    if passed:
        every = [f"lesson {n} ({html.escape(lesson(n).title)})"
                 for n in sorted([*missing, *passed])]
        short = _and([f"lesson {n}" for n in missing])
        return (f"<p>This lesson builds on {_and(every)}. You have not passed {short} yet: you"
                f" may go on; if something here is unclear, {explains} it first.</p>")
    return (f"<p>This lesson builds on {_and(named)}, which you have not passed yet. You may go"
            f" on; if something here is unclear, {explains} it first.</p>")


def _and(named: list[str]) -> str:
    return named[0] if len(named) == 1 else ", ".join(named[:-1]) + " and " + named[-1]


def _builds_on(number: int, standing: dict[int, mastery.LessonMastery]) -> str:
    earlier = lesson(number).builds_on
    return builds_on_sentence([n for n in earlier if not standing[n].passed],
                              [n for n in earlier if standing[n].passed])  # fmt: skip


DUE_NOW_MASTERY_LATER = (
    "Why an item is due now while mastery waits: a question you missed comes back in Review"
    " within a minute (up to twenty a day, the longest waiting first), so you practise it"
    " while it is fresh; mastery asks each question again a day or more later, to check you"
    " still remember it."
)
"""Said under the footer's links when items are due and the lesson is passed, not mastered."""


COUNTS_TOWARD_REVIEW = (
    "Your first answers here count toward Review, also when you start the quiz again: a"
    " question you answer right at the first try comes back in Review later, each time a"
    " little later; one you miss comes back there at once."
)
"""Said under a quiz answered in full (a cold walk's retaken quiz moved a Review item's
date without a word): a first try in a retaken quiz is a recall, so FSRS takes it as a
review (an early one moves the date less), as in Review and the drills."""


def footer_summary(mine: mastery.LessonMastery) -> str:
    """The lesson's state after "Lesson N: Passed." (or "Mastered."), without saying the
    word again: what passing took, and what mastering it waits for."""
    if not mine.questions or not mine.passed:
        return mine.summary
    right, total = mine.right_first, mine.questions
    later = (f" ({mine.made_good} more right when {'it' if mine.made_good == 1 else 'they'}"
             " came back)") if mine.made_good else ""  # fmt: skip
    if mine.mastered:
        return (f"Quiz: {right} of {total} right at the first try{later}, and every question"
                " right again in Review a day or more later.")  # fmt: skip
    took = f"{mastery.pass_rule(total).removesuffix('.')}: you have {right} at the first try{later}"
    left = total - mine.answered
    if left:
        them = "it" if left == 1 else "them"
        took += (f", with {left} question{'s' if left > 1 else ''} still to answer (not needed"
                 f" to pass: answer {them} to finish the quiz)")  # fmt: skip
    unrecalled = total - mine.recalled
    which = ("all its questions" if unrecalled == total else
             f"its last {unrecalled} questions" if unrecalled > 1 else "its last question")
    return (f"{took}. Mastery comes later: answer {which} right again in Review a day or more"
            " from now.")


def _next_steps(number: int, standing: dict[int, mastery.LessonMastery], said: str) -> str:
    base = site_base()
    links = [f'<a href="{base}review">Review: {said}</a>']
    following = mastery.next_lesson(standing)
    if following is None:
        links.append(f'<a href="{base}complete">The course is complete: see what to practise'
                     " next</a>")  # fmt: skip
    elif following != number:
        entry = lesson(following)
        # An earlier lesson not passed yet is not "Next": the page's own bottom link is.
        say = "Not passed yet" if following < number else "Next"
        # Several earlier lessons not passed: say how many, or "lesson 1" read as the only
        # one left (a cold walk, after passing lesson 10 with none of 1-9 passed).
        earlier = [n for n, m in standing.items() if n < number and not m.passed]
        if following < number and len(earlier) > 1:
            say = f"Not passed yet: {len(earlier)} earlier lessons, the first"
        links.append(f'<a href="{base}voila/render/{entry.notebook}">{say}: lesson {following}.'
                     f" {html.escape(entry.title)}</a>")  # fmt: skip
    links.append(f'<a href="{base}">All lessons</a>')
    return '<p class="et-next">' + " · ".join(links) + "</p>"


def show(status: ipywidgets.HTML, me: LearnerSession, number: int, quiz: Quiz,
         now: float | None = None, given_here: Collection[str] = ()) -> None:  # fmt: skip
    """Fill the status box under a lesson's quiz (``now``: the time, epoch seconds;
    ``given_here``: the questions first answered on this page, which "Your earlier answers"
    leaves out: it lists answers from another visit or device, and only when there are
    some)."""
    if me.learner is None or me.store is None or number not in {e.number for e in LESSONS}:
        status.value = ""
        return
    standing = mastery.learner_mastery(me.store, me.learner.id)
    mine = standing[number]
    if mine.questions:  # the quiz's "Done" line says the lesson's score as this box does
        quiz.show_lesson_score(mine.right_first, mine.made_good)
    word = mastery.STATUS_WORDS[mine.status]
    parts = [f'<p><strong>Lesson {number}: {word}.</strong> {html.escape(footer_summary(mine))}'
             "</p>"]
    parts.append(_builds_on(number, standing))
    firsts = {key: answer for key, answer in _firsts(me, number).items()
              if key not in given_here}  # fmt: skip
    parts.append(_earlier(quiz, firsts))
    if mine.answered >= mine.questions:
        due, said = due_said(me.store, me.learner.id, now)
        parts.append(f"<p>{COUNTS_TOWARD_REVIEW}</p>")
        parts.append(_next_steps(number, standing, said))
        if due and mine.passed and not mine.mastered:
            parts.append(f'<p class="et-progress">{DUE_NOW_MASTERY_LATER}</p>')
    status.value = '<div class="et-standing" role="status">' + "".join(parts) + "</div>"
