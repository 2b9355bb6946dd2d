"""A learner's answer as the progress store keeps it, and back: one text per answer, written
by the lesson pages (:mod:`webapp.lesson`) and the Review page (:mod:`webapp.review`), read
back when a reloaded lesson replays its quiz (:mod:`webapp.standing`).

>>> from widgets.questions import MultipleChoice, Option, WhoWins
>>> many = MultipleChoice("How many cards?", (Option("24", True, ""), Option("32", False, "")))
>>> answer_text(many, 0), response_from_text(many, "24")
('24', '24')
>>> who = WhoWins("Who wins?", ((0, "JH"), (1, "AH")), "H", 0, {})
>>> answer_text(who, 2)
'South'
"""

from __future__ import annotations

__all__ = ["answer_text", "response_from_text"]

from collections.abc import Iterable

from euchre_teach.core.seats import SEAT_NAMES
from widgets.questions import MultipleChoice, OrderCards, PickCards, Question, WhoWins


def answer_text(question: Question, response: object) -> str:
    """A quiz response as the progress store keeps it: the option's text, the seat's name,
    or card codes (an on-screen button answers with the option's or the seat's number)."""
    if isinstance(response, int) and isinstance(question, MultipleChoice):
        text = question.options[response].text
    elif isinstance(response, int) and isinstance(question, WhoWins):
        text = SEAT_NAMES[response]
    elif isinstance(response, str):
        text = response
    elif isinstance(response, Iterable):
        text = " ".join(str(part) for part in response)
    else:
        text = str(response)
    return text[:200]


def response_from_text(question: Question, text: str) -> object:
    """A kept answer's text back as a response the quiz accepts."""
    if isinstance(question, PickCards | OrderCards):
        return text.split()
    if isinstance(question, WhoWins | MultipleChoice):
        return text
    return text  # pragma: no cover - every question type is above
