"""What a question is: an :class:`Item` with its options, each carrying its feedback.

Every quiz question, drill and practice position of the course is an :class:`Item`, built
either by a generator (:mod:`euchre_teach.course.drills`) or written in a lesson's quiz
(:mod:`euchre_teach.course.quizzes`) with :func:`question` and its two common shapes,
:func:`yes_no` and :func:`seat_question`. A written question's answer is computed, never
typed: :func:`allowed` asks the rules core whether actions may be taken.

>>> q = yes_no("L6/4", "May the dealer discard the upcard?", True, "Yes: any card.", "It may.")
>>> q.answer, q.check("no")
(('yes',), (False, 'Not quite. The answer is yes. It may.'))
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from typing import Protocol, Self

from euchre_teach.core.cards import Card, Suit
from euchre_teach.core.errors import IllegalAction
from euchre_teach.core.seats import SEAT_NAMES
from euchre_teach.strategy.refusal import split_opening

__all__ = ["YES_NO", "Item", "Option", "allowed", "question", "seat_question", "yes_no"]

YES_NO = {"yes": "Yes", "no": "No"}
"""The labels of a yes-or-no question's two options."""


@dataclasses.dataclass(frozen=True)
class Option:
    """One answer a learner may choose: its value (a card code, a suit letter, ...), the
    label shown, whether it is right, and the feedback shown when it is chosen."""

    value: str
    label: str
    correct: bool
    feedback: str


@dataclasses.dataclass(frozen=True)
class Item:
    """One quiz or drill question with its answer key and explanations.

    ``select_all`` items ask for every correct option (e.g. every card you may play);
    the others ask for one. ``hand``, ``trick`` and ``trick_seats`` describe the cards on
    the table, when the question has any; ``trump`` is None when no trump is named.
    """

    key: str
    prompt: str
    options: tuple[Option, ...]
    explanation: str
    select_all: bool = False
    trump: Suit | None = None
    hand: tuple[Card, ...] = ()
    trick: tuple[Card, ...] = ()
    trick_seats: tuple[int, ...] = ()
    trap_type: int | None = None
    #: The turned-up card, for a bid in round 1: its buttons name it as the game tables do
    #: ("Order up K♥", "Take up K♥"); the options' labels and values stay as stored.
    upcard: Card | None = None

    @property
    def answer(self) -> tuple[str, ...]:
        """The values of the correct options."""
        return tuple(o.value for o in self.options if o.correct)

    def option(self, value: str) -> Option:
        """The option with this value (a KeyError names the choices otherwise)."""
        for option in self.options:
            if option.value == value:
                return option
        raise KeyError(f"{value!r} is not an option; choose from {[o.value for o in self.options]}")

    def check(self, chosen: str | Iterable[str]) -> tuple[bool, str]:
        """Whether ``chosen`` (one value, or every value for a select-all item) is right,
        and the feedback to show, naming the cards and the rule."""
        values = [chosen] if isinstance(chosen, str) else list(chosen)
        picked = [self.option(v) for v in values]
        if not self.select_all:
            if len(picked) != 1:
                raise ValueError("choose exactly one option")
            sized = split_opening(picked[0].feedback)[0]  # a refusal sized to its cost
            verdict = "Yes. " if picked[0].correct else "" if sized else "Not quite. "
            return picked[0].correct, verdict + picked[0].feedback
        wrong = [o for o in picked if not o.correct]
        missed = [o for o in self.options if o.correct and o not in picked]
        if not wrong and not missed:
            return True, "Yes. " + self.explanation
        correct_labels = " ".join(o.label for o in self.options if o.correct)
        lines = [f"Not quite. The right answer is {correct_labels}."]
        lines += [o.feedback for o in wrong]
        lines += [f"You left out {o.label}. {o.feedback}" for o in missed]
        return False, " ".join(lines)


# ----------------------------------------------------------------- questions written in lessons


def question(
    key: str,
    prompt: str,
    answer: str,
    options: dict[str, str],
    *,
    labels: dict[str, str] | None = None,
    trump: Suit | None = None,
    hand: Sequence[Card] = (),
) -> Item:
    """A question whose answer a lesson computes with the core, with feedback per option.

    ``answer`` must be one of the ``options`` (value -> feedback); this is checked, so a
    lesson cannot ship a question whose key matches none of its options.

    >>> from euchre_teach.core.cards import DECK
    >>> q = question("deck/1", "How many cards?", str(len(DECK)),
    ...              {"24": "Nine to ace in four suits.", "52": "That is the full pack."})
    >>> q.answer
    ('24',)
    """
    if answer not in options:
        raise ValueError(f"the answer {answer!r} is not among the options {list(options)}")
    shown = labels or {}
    built = tuple(
        Option(value, shown.get(value, value), value == answer, feedback)
        for value, feedback in options.items()
    )
    return Item(key, prompt, built, options[answer], False, trump, tuple(hand))


def yes_no(key: str, prompt: str, answer: bool, yes: str, no: str) -> Item:
    """A yes-or-no question: ``yes`` and ``no`` are the feedback of each option. The
    refused option's feedback says the answer first (the quiz shows only that feedback
    after a wrong answer): "The answer is no." unless it already starts "Yes" or "No".

    >>> yes_no("k", "May you?", False, "Never.", "Never.").option("yes").feedback
    'The answer is no. Never.'
    >>> yes_no("k", "May you?", True, "Yes: always.", "Yes: always.").option("no").feedback
    'Yes: always.'
    """
    right = "yes" if answer else "no"
    feedback = {"yes": yes, "no": no}
    wrong = "no" if answer else "yes"
    said = feedback[wrong]
    if said.split(" ")[0].strip(":,.").lower() != right:
        feedback[wrong] = f"The answer is {right}. {said}"
    return question(key, prompt, right, feedback, labels=YES_NO)


def seat_question(key: str, prompt: str, seat: int, why: str, choices: tuple[int, ...]) -> Item:
    """"Who ...?" answered by a seat among ``choices``; a wrong seat's feedback is
    "Not <seat>." and the reason, which names the seat answered, or else is told it
    ("Not North. The answer is West. ...": the quiz shows only this after a wrong answer)."""
    answer = SEAT_NAMES[seat]
    named = "" if answer in why else f" The answer is {answer}."
    options = {SEAT_NAMES[s]: why if s == seat else f"Not {SEAT_NAMES[s]}.{named} {why}"
               for s in choices}  # fmt: skip
    return question(key, prompt, answer, options)


class Playable(Protocol):
    """A hand of either game, as :func:`allowed` tries actions on it."""

    def copy(self) -> Self: ...
    def apply(self, action: str, /) -> None: ...


def allowed(deal: Playable, *actions: str) -> tuple[bool, str]:
    """Whether the actions are allowed in turn on a copy of ``deal``, and the core's reason
    when one is refused.

    >>> from euchre_teach.core.dealing import seeded_deal
    >>> allowed(seeded_deal(4, dealer=3), "pass", "order")
    (True, '')
    """
    trial = deal.copy()
    try:
        for action in actions:
            trial.apply(action)
    except IllegalAction as refused:
        return False, str(refused)
    return True, ""
