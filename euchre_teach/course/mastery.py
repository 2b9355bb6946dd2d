"""Mastery and course-wide review: which lessons a learner has started, passed and mastered,
which items come back, and fresh items from their weakest topics.

Every quiz, practice and drill item has a key (``"L6/2"``, ``"trap6/41"``, ``"score/9"``)
from which :func:`regenerate` rebuilds it exactly. A lesson is

- *started* once any of its items has been answered,
- *passed* when at least 80% of its quiz questions (:data:`PASS_SHARE`) were answered
  right at the first try, or, missed then, answered right when they came back (in Review,
  or the quiz started again): each question counted once,
- *mastered* when it is passed and every quiz question was answered right again at least
  a day (:data:`MASTERY_GAP_S`) after it was first answered (in Review, or the lesson again).

Answers are plain ``(lesson, item, correct, at)`` values here (the progress store's
:class:`~euchre_teach.store.progress.Answer` fits), so everything is computable and testable
without a database; :func:`learner_mastery` asks any store with the progress store's
``answers`` and ``visited_lessons`` for them (:class:`LearnerRecords`).

>>> from types import SimpleNamespace as A
>>> day = 86_400
>>> keys = quiz_keys(1)
>>> first = [A(lesson=1, item=k, correct=True, at=0.0) for k in keys]
>>> course_mastery(first)[1].status
'passed'
>>> again = [A(lesson=1, item=k, correct=True, at=2.0 * day) for k in keys]
>>> course_mastery(first + again)[1].status
'mastered'
>>> regenerate("L6/7") == quiz_items(6)[1]
True
"""

from __future__ import annotations

__all__ = [
    "MASTERY_GAP_S",
    "PASS_SHARE",
    "STATUS_WORDS",
    "TOPICS",
    "WARM_UPS",
    "AnswerLike",
    "LearnerRecords",
    "LessonMastery",
    "course_mastery",
    "drill_answers",
    "drill_streak",
    "fresh_items",
    "hardest_topics",
    "interleave",
    "learner_mastery",
    "next_lesson",
    "pass_mark",
    "pass_rule",
    "quiz_items",
    "quiz_keys",
    "regenerate",
    "topic_of",
    "weakest_topics",
]

import dataclasses
import functools
import logging
import math
import random
from collections.abc import Callable, Iterable, Sequence
from typing import Protocol

from euchre_teach.course import drills, practice, quizzes
from euchre_teach.course.catalogue import LESSONS
from euchre_teach.course.drills import NEAR_MISS, TRAP_TYPES
from euchre_teach.course.items import Item

_log = logging.getLogger(__name__)

PASS_SHARE = 0.8
"""A lesson is passed with at least this share of its quiz right at the first try."""

MASTERY_GAP_S = 86_400.0
"""A right answer counts towards mastery this long (a day) after the item's first answer."""

STATUS_WORDS = {
    "new": "Not started",
    "started": "Started",
    "passed": "Passed",
    "mastered": "Mastered",
}
"""Each mastery status as a learner reads it."""


class AnswerLike(Protocol):
    """What mastery needs of an answer (the store's ``Answer`` has it)."""

    @property
    def lesson(self) -> int: ...
    @property
    def item(self) -> str: ...
    @property
    def correct(self) -> bool: ...
    @property
    def at(self) -> float: ...


# ----------------------------------------------------------------- items by key


@functools.cache
def quiz_items(lesson: int) -> tuple[Item, ...]:
    """The quiz items of a lesson (built once per process). A lesson of the catalogue whose
    quiz is not registered in :data:`euchre_teach.course.quizzes.QUIZZES` (an author's lesson in
    progress) has none: the error is logged once, naming the lesson, and the pages go on."""
    if lesson not in quizzes.QUIZZES and any(entry.number == lesson for entry in LESSONS):
        title = next(entry.title for entry in LESSONS if entry.number == lesson)
        _log.error("lesson %d (%r) is in the course catalogue but has no quiz: add its "
                   "builder to QUIZZES in euchre_teach/course/quizzes/__init__.py. It is "
                   "shown without a quiz until then.", lesson, title)  # fmt: skip
        return ()
    return tuple(quizzes.quiz(lesson))


@functools.cache
def quiz_keys(lesson: int) -> tuple[str, ...]:
    """The keys of a lesson's quiz questions, in order."""
    return tuple(item.key for item in quiz_items(lesson))


def drill_answers(answers: Iterable[AnswerLike], lesson: int) -> list[tuple[str, bool]]:
    """A drill's own first-try answers as ``(item key, right)``, oldest first: the
    lesson's answers (in its drill, or to its positions back in Review) but for its quiz's
    questions, which are the quiz's score. The drill's page carries on from these, and the
    home page counts its streak from them: one streak, the same in both places (a cold
    walk's home page counted lesson 13's quiz in it too, and said another number)."""
    quiz = set(quiz_keys(lesson)) if any(e.number == lesson for e in LESSONS) else set()
    return [(a.item, a.correct) for a in answers if a.lesson == lesson and a.item not in quiz]


def drill_streak(answers: Iterable[AnswerLike], lesson: int) -> int:
    """How many of the drill's own answers (:func:`drill_answers`) at the end were right
    in a row: the streak the drill shows.

    >>> from types import SimpleNamespace as A
    >>> drill_streak([A(lesson=13, item="trap6/41", correct=False),
    ...               A(lesson=13, item="trap2/7", correct=True),
    ...               A(lesson=13, item=quiz_keys(13)[0], correct=False)], 13)
    1
    """
    streak = 0
    for _key, right in reversed(drill_answers(answers, lesson)):
        if not right:
            break
        streak += 1
    return streak


def regenerate(key: str) -> Item:
    """The item with this key, rebuilt: a written quiz question (``"L9/6"``) from its
    lesson's quiz, a generated one (``"trap6/41"``, ``"bid/3"``) from its family and number,
    a practice position (``"bidding/41"``, ``"defence-set/2"``) from the practice panels'.

    >>> regenerate("trap6/41") == drills.trap_item(41, 6)
    True
    >>> regenerate("defence-set/2") == practice.practice_item("defence-set/2")
    True
    >>> regenerate("L11/4").key  # once asked as practice on lesson 11's page, now retired
    'L11/4'
    >>> regenerate("L5/3").key  # dropped from lesson 5's quiz: a Review card still opens
    'L5/3'
    >>> regenerate("L99/1")
    Traceback (most recent call last):
    ...
    KeyError: "no item 'L99/1': lessons are numbered 1 to 15"
    """
    family, _, _number = key.partition("/")
    if family.startswith("L") and family[1:].isdigit():
        lesson = int(family[1:])
        if lesson not in quizzes.QUIZZES:
            raise KeyError(f"no item {key!r}: lessons are numbered 1 to {len(LESSONS)}")
        for item in (*quiz_items(lesson), *quizzes.lesson_practice(lesson),
                     *quizzes.retired(lesson)):
            if item.key == key:
                return item
        raise KeyError(f"no item {key!r} in the quiz of lesson {lesson}")
    if practice.is_practice_key(key):
        return practice.practice_item(key)
    return drills.item(key)


# ----------------------------------------------------------------- mastery


def pass_mark(questions: int) -> int:
    """Questions right at the first try needed to pass a quiz of this size.

    >>> pass_mark(6), pass_mark(7), pass_mark(8)
    (5, 6, 7)
    """
    return math.ceil(PASS_SHARE * questions - 1e-9)


def pass_rule(questions: int) -> str:
    """The rule for passing a lesson, in the one set of words every page uses.

    >>> print(pass_rule(8))  # doctest: +NORMALIZE_WHITESPACE
    Passing takes 7 of the 8 quiz questions right, at the first try or when a missed one
    comes back.
    """
    return (f"Passing takes {pass_mark(questions)} of the {questions} quiz questions right,"
            " at the first try or when a missed one comes back.")


@dataclasses.dataclass(frozen=True)
class LessonMastery:
    """One lesson as far as a learner has got: counts per quiz question, first try kept."""

    lesson: int
    questions: int
    answered: int = 0
    right_first: int = 0
    recalled: int = 0
    """Quiz questions answered right again at least a day after their first answer."""
    started: bool = False
    made_good: int = 0
    """Quiz questions missed at the first try and answered right later, when they came back
    (in Review, or the quiz started again): a learner who failed the quiz can still pass."""
    kept_pass: bool = False
    """Passed the lesson's quiz as it stood before new questions joined it
    (:data:`~euchre_teach.course.quizzes.FORMER`): the pass is kept."""

    @property
    def passed(self) -> bool:
        """At least 80% of the quiz right, at the first try or when a missed question came
        back (a lesson without a quiz: opened)."""
        if not self.questions:
            return self.started
        return self.kept_pass or self.earned

    @property
    def earned(self) -> bool:
        """Enough of the quiz as it stands right, at the first try or when it came back."""
        return self.right_first + self.made_good >= pass_mark(self.questions)

    @property
    def mastered(self) -> bool:
        """Passed, and every quiz question recalled a day or more later."""
        return bool(self.questions) and self.passed and self.recalled >= self.questions

    @property
    def status(self) -> str:
        """``"new"``, ``"started"``, ``"passed"`` or ``"mastered"``."""
        if self.mastered:
            return "mastered"
        if self.passed:
            return "passed"
        return "started" if self.started or self.answered else "new"

    @property
    def summary(self) -> str:
        """The lesson's state in a sentence a learner understands."""
        if not self.questions:
            return "This lesson has no quiz yet: opening it is enough to pass it."
        rule = pass_rule(self.questions)
        score = f"Quiz: {self.right_first} of {self.questions} right at the first try."
        if self.answered < self.questions:
            score = (f"Quiz so far: {self.answered} of {self.questions} answered,"
                     f" {self.right_first} right at the first try.")  # fmt: skip
        if self.made_good:
            score += (f" {self.made_good} more right when"
                      f" {'it' if self.made_good == 1 else 'they'} came back.")  # fmt: skip
        if self.mastered:
            return f"{score} Mastered: every question right again a day or more later."
        if self.passed and not self.earned:
            score += " You passed this quiz before new questions joined it: the pass stands."
        if self.passed:
            left = self.questions - self.recalled
            which = f"its last {left} questions" if left > 1 else "its last question"
            if left == self.questions:
                which = "all its questions"
            return (f"{score} Passed. To master it, answer {which} right again in Review a"
                    " day or more from now.")  # fmt: skip
        if self.answered >= self.questions:
            return (f"{score} {rule} A question you missed counts once you answer it right when"
                    " it comes back, in Review or when you start the quiz again.")  # fmt: skip
        if self.answered:
            return f"{score} {rule}"
        begun = "No quiz answers yet." if self.started else "Not started."
        return f"{begun} {rule}"


def course_mastery(
    answers: Iterable[AnswerLike], visited: Iterable[int] = ()
) -> dict[int, LessonMastery]:
    """Every lesson's mastery from a learner's answers (oldest first) and the lessons they
    opened."""
    first: dict[tuple[int, str], AnswerLike] = {}
    recalled: set[tuple[int, str]] = set()
    made_good: set[tuple[int, str]] = set()
    answered_lessons: set[int] = set()
    for answer in answers:
        answered_lessons.add(answer.lesson)
        place = (answer.lesson, answer.item)
        if place not in first:
            first[place] = answer
        elif answer.correct:
            if not first[place].correct:
                made_good.add(place)
            if answer.at - first[place].at >= MASTERY_GAP_S:
                recalled.add(place)
    opened = set(visited)

    def standing(number: int, questions: Sequence[str], kept: bool = False) -> LessonMastery:
        keys = [(number, key) for key in questions]
        firsts = [first[k] for k in keys if k in first]
        return LessonMastery(
            number, len(keys), len(firsts), sum(a.correct for a in firsts),
            sum(k in recalled for k in keys), number in opened or number in answered_lessons,
            sum(k in made_good for k in keys), kept,
        )  # fmt: skip

    result = {}
    for entry in LESSONS:
        formers = quizzes.FORMER.get(entry.number, ())
        kept = any(standing(entry.number, former).passed for former in formers)
        result[entry.number] = standing(entry.number, quiz_keys(entry.number), kept)
    return result


class LearnerRecords(Protocol):
    """What :func:`learner_mastery` needs of a progress store (the course's
    :class:`~euchre_teach.store.progress.ProgressStore` has it)."""

    def answers(self, learner_id: str) -> Sequence[AnswerLike]: ...
    def visited_lessons(self, learner_id: str) -> Iterable[int]: ...


def learner_mastery(store: LearnerRecords, learner_id: str) -> dict[int, LessonMastery]:
    """Every lesson's mastery for a learner, from their answers and opened lessons in
    ``store``.

    >>> from types import SimpleNamespace as A
    >>> class Records:
    ...     def answers(self, learner_id): return [A(lesson=2, item="L2/1", correct=True, at=0.0)]
    ...     def visited_lessons(self, learner_id): return {1}
    >>> standing = learner_mastery(Records(), "ann")
    >>> standing[1].status, standing[2].status, standing[2].right_first, standing[3].status
    ('started', 'started', 1, 'new')
    """
    return course_mastery(store.answers(learner_id), store.visited_lessons(learner_id))


def next_lesson(mastery: dict[int, LessonMastery]) -> int | None:
    """The first lesson in course order not yet passed (None: every lesson is passed)."""
    return next((n for n, m in sorted(mastery.items()) if not m.passed), None)


# ----------------------------------------------------------------- topics and fresh items

TOPICS: dict[str, str] = {
    **{f"trap{t}": f"left-bower trap {t} ({name[0].lower()}{name[1:]})"
       for t, name in TRAP_TYPES.items()},
    "bid": "bidding (order up, take up, name a suit or pass)",
    "score": "scoring a hand",
    "trick": "who wins the trick",
    "legal": "which cards you may play",
}
"""The topics fresh review items are made from, as a learner reads them."""

_FRESH: dict[str, Callable[[int], Item]] = {
    **{f"trap{t}": functools.partial(drills.trap_item, trap_type=t) for t in TRAP_TYPES},
    "bid": drills.bid_item,
    "score": drills.score_item,
    "trick": drills.trick_item,
    "legal": drills.legal_item,
}


def topic_of(key: str, trap_type: int | None = None) -> str | None:
    """The topic of an item (``"trap6"``, ``"bid"``, ``"score"``, ...), None for a written
    question outside the topics (lessons 6 and 7's bidding questions count as ``"bid"``).

    >>> topic_of("trap6/41"), topic_of("score/3"), topic_of("L6/8"), topic_of("L1/1")
    ('trap6', 'score', 'bid', None)
    """
    if trap_type is not None:
        return f"trap{trap_type}" if f"trap{trap_type}" in TOPICS else None
    family = key.partition("/")[0]
    family = "score" if family == "scoreD" else family  # scoring, with defending alone
    if family in TOPICS:
        return family
    if family.startswith("trap"):
        return f"trap{NEAR_MISS}" if family == "trap" else None
    return "bid" if family in ("L6", "L7") else None


WARM_UPS = frozenset({(3, "trap1/21"), (4, "trick/11"), (9, "score/9")})
"""The openers lessons 3, 4 and 9 ask as warm-ups, by (lesson, item key): a guess before the
lesson has taught the answer. Their answers are kept, but they are no sign of a weak topic,
so they never make a topic one of the learner's hardest (a test checks this set against
the lessons' ``warm_up=True`` rounds)."""


def _topic_counts(answers: Iterable[AnswerLike]) -> tuple[dict[str, int], dict[str, int]]:
    """Answers and misses per topic (not a warm-up's: :data:`WARM_UPS`)."""
    tried = dict.fromkeys(TOPICS, 0)
    missed = dict.fromkeys(TOPICS, 0)
    for answer in answers:
        if (answer.lesson, answer.item) in WARM_UPS:
            continue
        topic = topic_of(answer.item, getattr(answer, "trap_type", None))
        if topic is not None:
            tried[topic] += 1
            missed[topic] += int(not answer.correct)
    return tried, missed


def weakest_topics(answers: Iterable[AnswerLike]) -> list[str]:
    """Every topic, the most missed first: (misses + 1) / (answers + 2), so a topic never
    tried counts as a coin toss and one always answered right sinks to the end."""
    tried, missed = _topic_counts(answers)
    share = {t: (missed[t] + 1) / (tried[t] + 2) for t in TOPICS}
    return sorted(TOPICS, key=lambda t: (-share[t], -missed[t], list(TOPICS).index(t)))


def hardest_topics(answers: Sequence[AnswerLike], count: int = 3) -> list[str]:
    """Up to ``count`` topics the learner has missed at least half the time, the weakest
    first (none for a learner who has missed nothing)."""
    tried, missed = _topic_counts(answers)
    return [t for t in weakest_topics(answers) if missed[t] and 2 * missed[t] >= tried[t]][:count]


def fresh_items(answers: Sequence[AnswerLike], count: int, rng: random.Random) -> list[Item]:
    """``count`` new items: two in three from the learner's hardest topics (when there are
    any), the rest from the other topics at random, no topic twice in a row where possible."""
    hardest = hardest_topics(answers)
    others = [t for t in TOPICS if t not in hardest]
    items = []
    for index in range(count):
        if hardest and index % 3 != 2:
            topic = hardest[(index - index // 3) % len(hardest)]
        else:
            topic = rng.choice(others)
        items.append(_FRESH[topic](rng.randrange(100_000, 1_000_000)))
    return items


def interleave(entries: Sequence[tuple[str, int]]) -> list[tuple[str, int]]:
    """``(item key, lesson)`` pairs (most urgent first) reordered so that lessons alternate:
    one from each lesson in turn, each lesson's own order kept.

    >>> interleave([("a", 2), ("b", 2), ("c", 2), ("d", 7), ("e", 9)])
    [('a', 2), ('d', 7), ('e', 9), ('b', 2), ('c', 2)]
    """
    queues: dict[int, list[tuple[str, int]]] = {}
    for entry in entries:
        queues.setdefault(entry[1], []).append(entry)
    result: list[tuple[str, int]] = []
    while queues:
        for lesson in list(queues):
            result.append(queues[lesson].pop(0))
            if not queues[lesson]:
                del queues[lesson]
    return result
