"""The course: its catalogue, its quizzes (answered by the core), and the lesson widgets."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from euchre_teach import drills, quizzes
from euchre_teach.cards import DECK, Card
from euchre_teach.course import LESSONS, lesson
from euchre_teach.rules import effective_suit, legal_plays, trick_winner
from widgets.course import (
    DealStepper,
    StripTheDeck,
    lesson_quiz,
    on_quiz_answer,
    on_quiz_done,
    to_question,
)
from widgets.questions import MultipleChoice, OrderCards, PickCards, WhoWins, check
from widgets.review import ReviewQueue

LESSONS_DIR = Path(__file__).resolve().parent.parent / "lessons"


def test_thirteen_lessons_in_order() -> None:
    assert [entry.number for entry in LESSONS] == list(range(1, 14))
    assert len({entry.slug for entry in LESSONS}) == 13
    assert lesson(7).slug == "follow_suit" and lesson("07_follow_suit.ipynb").number == 7


def test_each_lesson_is_five_to_fifteen_minutes_with_goals() -> None:
    for entry in LESSONS:
        assert 5 <= entry.minutes <= 15, entry.title
        assert 2 <= len(entry.goals) <= 5, entry.title
        assert entry.summary.endswith(".") and entry.title


def test_every_lesson_has_its_notebook() -> None:
    for entry in LESSONS:
        path = LESSONS_DIR / entry.notebook
        assert path.is_file(), f"missing {entry.notebook}"
        notebook = json.loads(path.read_text(encoding="utf-8"))
        code = [c for c in notebook["cells"] if c["cell_type"] == "code"]
        assert all(not c.get("outputs") for c in code), f"{entry.notebook} has outputs"
        text = "".join("".join(c["source"]) for c in code)
        assert "lesson_quiz(" in text, f"{entry.notebook} has no quiz"


@pytest.mark.parametrize("number", range(1, 14))
def test_every_quiz_has_six_questions_each_with_one_answer_and_feedback(number: int) -> None:
    items = quizzes.quiz(number)
    assert len(items) >= 6
    assert len({item.key for item in items}) == len(items)
    for item in items:
        assert item.answer, item.key
        assert item.select_all or len(item.answer) == 1, item.key
        assert all(o.feedback.strip() for o in item.options), item.key
        assert item.explanation.strip()


def test_quiz_items_from_the_generators_are_the_generated_items() -> None:
    for number in range(1, 14):
        for item in quizzes.quiz(number):
            family = item.key.partition("/")[0]
            if family in drills.FAMILIES or family.startswith("trap"):
                assert drills.item(item.key) == item


def test_quiz_answers_agree_with_the_core() -> None:
    """Recompute every quiz item that shows cards with the rules, independently."""
    for number in range(1, 14):
        for item in quizzes.quiz(number):
            if item.select_all and item.trump is not None:
                legal = legal_plays(item.hand, item.trick, item.trump)
                assert set(item.answer) == {str(c) for c in legal}, item.key
            elif item.trick and not item.hand:
                winner = item.trick[trick_winner(item.trick, item.trump)]
                assert item.answer == (str(winner),), item.key
            elif item.key.startswith("L2/") and len(item.hand) == 1:
                assert item.answer == (str(effective_suit(item.hand[0], item.trump)),)


def test_deck_quiz_counts_the_deck() -> None:
    first = quizzes.quiz(1)[0]
    assert first.answer == (str(len(DECK)),) == ("24",)


def test_lesson_5_refusals_quote_the_engine() -> None:
    barred = quizzes.quiz(5)[0]
    assert barred.answer == ("no",) and "turned down" in barred.explanation


def test_strategy_quiz_follows_the_coach() -> None:
    from euchre_teach.players import CoachBot

    partners_ace = next(i for i in quizzes.quiz(11) if "North led A♣" in i.prompt)
    assert partners_ace.answer == ("play 9H",)
    assert "partner" in partners_ace.explanation.lower()
    assert CoachBot  # the answers above come from CoachBot.decide


def test_bid_items_offer_only_legal_bids_and_the_coach_answers() -> None:
    for number in range(1, 6):
        item = drills.bid_item(number)
        assert len(item.answer) == 1 and item.answer[0] in {o.value for o in item.options}
        assert item.prompt.endswith("What do you say?")


def test_adapter_keeps_key_answer_and_feedback() -> None:
    pick = to_question(drills.trap_item(1, 2))
    assert isinstance(pick, PickCards) and pick.id == "trap2/1"
    assert check(pick, sorted(pick.correct)).correct
    who = to_question(drills.trick_item(4))
    assert isinstance(who, WhoWins) and check(who, who.winner).correct
    order = to_question(drills.order_item(3))
    assert isinstance(order, OrderCards) and check(order, list(order.correct)).correct
    choice = to_question(quizzes.quiz(1)[0])
    assert isinstance(choice, MultipleChoice)
    right = next(o.text for o in choice.options if o.correct)
    assert right == "24" and not check(choice, "52").correct


@pytest.mark.parametrize("number", range(1, 14))
def test_every_lesson_quiz_can_be_answered_right(number: int) -> None:
    quiz = lesson_quiz(number)
    seen: list[tuple[int, str, bool, bool]] = []

    def record(lesson_number: int, key: str, correct: bool, first: bool) -> None:
        seen.append((lesson_number, key, correct, first))

    done: list[tuple[int, int, int]] = []

    def finished(lesson_number: int, right: int, total: int) -> None:
        done.append((lesson_number, right, total))

    on_quiz_answer(record)
    on_quiz_done(finished)
    try:
        for _ in range(quiz.count or 0):
            question = quiz.question
            if isinstance(question, MultipleChoice):
                response: object = next(o.text for o in question.options if o.correct)
            elif isinstance(question, PickCards):
                response = sorted(question.correct)
            elif isinstance(question, WhoWins):
                response = question.winner
            else:
                response = list(question.correct)
            assert quiz.answer(response).correct
            quiz.next()
    finally:
        on_quiz_answer(record, remove=True)
        on_quiz_done(finished, remove=True)
    assert quiz.finished and quiz.score == (quiz.count, quiz.count)
    assert done == [(number, quiz.count, quiz.count)]
    assert len(seen) == quiz.count and all(s[0] == number and s[2] and s[3] for s in seen)


def test_strip_the_deck_wants_exactly_the_nines_up() -> None:
    deck = StripTheDeck()
    deck.toggle("2S")
    result = deck.check()
    assert not result.correct and "3♠" in result.explanation
    for code in deck.pack:
        if code[:-1] in ("2", "3", "4", "5", "6", "7", "8") and code != "2S":
            deck.toggle(code)
    deck.toggle("9H")
    result = deck.check()
    assert not result.correct and "9♥" in result.explanation
    assert "put them back" in result.explanation
    deck.toggle("9H")
    assert deck.check().correct
    assert sorted(str(Card.parse(c)) for c in deck.kept()) == sorted(str(c) for c in DECK)


def test_deal_stepper_deals_packets_then_the_upcard() -> None:
    stepper = DealStepper(seed=2, dealer=1, pattern=(2, 3))
    assert stepper.step() and stepper.shown[2] == [str(c) for c in stepper.dealt.packets[0].cards]
    while stepper.step():
        pass
    assert [tuple(h) for h in stepper.shown] == [
        tuple(str(c) for c in hand) for hand in stepper.dealt.hands
    ]
    stepper.reset()
    assert stepper.shown == [[], [], [], []] and not stepper.upcard_shown


def test_review_queue_brings_back_misses_and_spaces_out_successes() -> None:
    start = datetime(2026, 3, 1, 12, tzinfo=UTC)
    queue = ReviewQueue(fuzz=False)
    queue.record("trap1/1", correct=True, when=start)
    assert len(queue) == 0  # right at first sight: nothing to review
    queue.record("trap3/9", correct=False, when=start)
    assert queue.due(start) == [] and queue.due(start + timedelta(minutes=5)) == ["trap3/9"]
    when = start + timedelta(minutes=5)
    for _ in range(3):
        queue.record("trap3/9", correct=True, when=when)
        when = queue.cards["trap3/9"].due
    assert queue.cards["trap3/9"].due - start > timedelta(days=1)
    again = ReviewQueue.from_json(queue.to_json(), fuzz=False)
    assert again.cards["trap3/9"].due == queue.cards["trap3/9"].due


def _wrong_values(item: drills.Item) -> list[str]:
    if item.select_all:
        wrong = [o.value for o in item.options if not o.correct]
        return [*item.answer, *wrong[:1]] if wrong else list(item.answer[:-1])
    return [next(o.value for o in item.options if not o.correct)]


def test_left_bower_drill_brings_a_miss_back_when_fsrs_says_so() -> None:
    from widgets.trapdrill import LeftBowerDrill

    now = [datetime(2026, 3, 1, 12, tzinfo=UTC)]
    drill = LeftBowerDrill(seed=3, review=ReviewQueue(fuzz=False), clock=lambda: now[0])
    missed = drill.item
    assert not drill.answer_item(_wrong_values(missed)).correct
    assert drill.drill.streak == 0 and missed.key in drill.review
    drill.quiz.retry()
    assert drill.answer_item(missed.answer).correct
    assert drill.drill.attempts[missed.trap_type or 8] == 1  # a retry does not count twice
    drill.next()
    assert drill.item.key != missed.key and not drill.from_review
    now[0] += timedelta(minutes=2)
    drill.answer_item(drill.item.answer)
    drill.next()
    assert drill.item.key == missed.key and drill.from_review


def test_left_bower_drill_counts_streaks_by_type() -> None:
    from widgets.trapdrill import LeftBowerDrill

    drill = LeftBowerDrill(seed=8, review=ReviewQueue(fuzz=False))
    for _ in range(12):
        drill.answer_item(drill.item.answer)
        drill.next()
    assert drill.drill.streak == 12 == sum(drill.drill.attempts.values())
    assert "Streak: 12" in drill.children[-1].value


def test_the_drill_names_the_trap_type_only_after_the_answer() -> None:
    from widgets.trapdrill import LeftBowerDrill

    drill = LeftBowerDrill(seed=5)
    assert "Type" not in drill._source.value  # naming the trap would give the answer away
    correct = [o.value for o in drill.item.options if o.correct]
    drill.answer_item(correct if drill.item.select_all else correct[0])
    assert "Type" in drill._source.value
    drill.next()
    assert "Type" not in drill._source.value
