"""Lesson 14's quiz and practice: keys from the core, rebuilt from their keys, and answers
that agree with the rule text worked by hand."""

from __future__ import annotations

import pytest

from euchre_teach.course import mastery, quizzes
from euchre_teach.course.buck_quiz import buck_item, lesson_14, played_hand
from widgets.course import to_question
from widgets.questions import MultipleChoice, check


def test_lesson_14_has_eight_questions_each_with_feedback_for_every_option() -> None:
    items = quizzes.quiz(14)
    assert [i.key for i in items] == [f"L14/{n}" for n in range(1, 9)]
    for item in items:
        assert len(item.answer) == 1 and all(o.feedback.strip() for o in item.options)


def test_the_quiz_answers_agree_with_the_rule_text() -> None:
    answers = {i.key: i.answer[0] for i in lesson_14()}
    assert answers == {
        "L14/1": "9",        # 24 cards, 3 hands of 5 dealt
        "L14/2": "no",       # dirty clubs: nobody may drop
        "L14/3": "12",       # 9, 2 tricks off, bucked 5 on: 9 - 2 + 5
        "L14/4": "11",       # 6, no trick while in: 6 + 5
        "L14/5": "5",        # both drop: the maker takes all five
        "L14/6": "no",       # no going alone
        "L14/7": "thrown",   # two rounds of passes, no stick the dealer
        "L14/8": "West",     # West 2 - 3 = -1 beats your 1 - 1 = 0
    }  # fmt: skip


@pytest.mark.parametrize("key", ["L14/3", "L14/8", "buck/5", "buck/13"])
def test_items_are_rebuilt_from_their_keys(key: str) -> None:
    item = mastery.regenerate(key)
    assert item.key == key
    question = to_question(item)
    assert isinstance(question, MultipleChoice)
    right = next(o.value for o in item.options if o.correct)
    assert check(question, right).correct


@pytest.mark.parametrize("number", range(1, 40))
def test_practice_counts_follow_the_hand_played(number: int) -> None:
    item, deal = buck_item(number), played_hand(number)
    assert deal.result is not None
    names = ("West", "East", "South")
    seat = names.index(item.prompt.split()[0])
    assert item.answer == (str(deal.scores[seat] + deal.result.changes[seat]),)
    assert len({o.value for o in item.options}) == len(item.options) >= 2


@pytest.mark.parametrize("number", range(1, 13))
def test_in_or_out_practice_follows_the_count(number: int) -> None:
    from euchre_teach.players.buck_coach import STAY_IN_AT, trick_count

    item = mastery.regenerate(f"buckin/{number}")
    assert item.answer == (("in",) if number % 2 else ("out",))
    assert item.trump is not None and len(item.hand) == 5
    count = trick_count(item.hand, item.trump).total
    assert (count >= STAY_IN_AT) == (item.answer == ("in",)) or "stop a maker" in item.explanation
    assert {o.label for o in item.options} == {"In", "Out"}
