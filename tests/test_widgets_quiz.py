"""Quiz: feedback with a reason on right and wrong answers, retry, scoring, generators."""

from __future__ import annotations

import itertools
import re

import pytest

from widgets import (
    MultipleChoice,
    Option,
    PickCards,
    Quiz,
    WhoWins,
    check,
    legal_cards_question,
    order_question,
    score_hand_question,
    who_wins_question,
)
from widgets.testing import front_end_msg


def test_multiple_choice_explains_right_and_wrong_answers() -> None:
    q = MultipleChoice(
        "Which jack is the left bower when hearts are trump?",
        (
            Option("J♦", True, "J♦ is the other red jack, so it counts as a heart."),
            Option("J♠", False, "J♠ is black: with hearts trump it is an ordinary spade."),
        ),
    )
    quiz = Quiz([q])
    wrong = quiz.answer(1)
    assert not wrong.correct and "ordinary spade" in wrong.explanation
    quiz.retry()
    right = quiz.answer("J♦")
    assert right.correct and "counts as a heart" in right.explanation
    assert quiz.score == (0, 1)  # only the first try counts


def test_pick_the_cards_uses_the_core_legal_plays() -> None:
    q = legal_cards_question("JD QD 9C AS", "AD", "H")
    assert q.correct == frozenset({"QD"})
    quiz = Quiz([q])
    feedback = quiz.answer(["QD", "JD"])
    assert not feedback.correct and "J♦" in feedback.explanation
    assert "left bower" in feedback.explanation
    quiz.retry()
    assert quiz.answer(["QD"]).correct


def test_pick_the_cards_through_the_hand_and_check_button() -> None:
    quiz = Quiz([legal_cards_question("JD 9C AS", "AD", "H")])
    hand = quiz._hand
    assert hand is not None and hand.mode == "select"
    for code in ("JD", "9C", "AS"):
        front_end_msg(hand, {"type": "pick", "card": code})
    check_button = quiz._answers.children[0]
    check_button.click()
    assert quiz.feedback is not None and quiz.feedback.correct
    assert "void" in quiz.feedback.explanation or "no diamonds" in quiz.feedback.explanation


def test_who_wins_accepts_seat_name_or_card_and_explains() -> None:
    q = who_wins_question("AD JD KD 9H", "H", leader=1)
    assert isinstance(q, WhoWins) and q.winner == 2
    assert check(q, "South").correct and check(q, "JD").correct
    wrong = check(q, "East")
    assert not wrong.correct and "trump beats every diamond" in wrong.explanation
    with pytest.raises(ValueError):
        check(q, "QS")


def test_who_wins_by_tapping_a_card() -> None:
    quiz = Quiz([who_wins_question("9S AC TS KS", "H", leader=0)])
    assert quiz._hand is not None
    front_end_msg(quiz._hand, {"type": "pick", "card": "AC"})
    assert quiz.feedback is not None and not quiz.feedback.correct
    assert "another plain suit" in quiz.feedback.explanation
    quiz.retry()
    front_end_msg(quiz._hand, {"type": "pick", "card": "KS"})
    assert quiz.feedback.correct


@pytest.mark.parametrize(
    ("tricks", "alone", "defender_alone", "answer"),
    [
        (3, False, False, "North-South score 1"),
        (5, False, False, "North-South score 2"),
        (5, True, False, "North-South score 4"),
        (4, True, False, "North-South score 1"),
        (2, False, False, "East-West score 2"),
        (1, True, True, "East-West score 4"),
    ],
)
def test_score_this_hand_keys_come_from_hand_score(
    tricks: int, alone: bool, defender_alone: bool, answer: str
) -> None:
    q = score_hand_question(tricks, alone=alone, defender_alone=defender_alone)
    assert [o.text for o in q.options if o.correct] == [answer]
    assert all(o.explanation for o in q.options)


def test_order_cards_high_to_low_with_bowers() -> None:
    q = order_question("AH 9H JD JH", "H")
    assert q.correct == ("JH", "JD", "AH", "9H")
    quiz = Quiz([q])
    for code in ("JD", "JH", "AH", "9H"):
        quiz._hand.pick(code)  # type: ignore[union-attr]
    quiz._answers.children[0].click()
    assert quiz.feedback is not None and not quiz.feedback.correct
    assert "Place 1 belongs to J♥" in quiz.feedback.explanation
    quiz.retry()
    assert quiz.answer(["JH", "JD", "AH", "9H"]).correct


def test_order_answer_must_use_every_card_once() -> None:
    q = order_question("AH 9H", "H")
    with pytest.raises(ValueError, match="every card"):
        check(q, ["AH"])


def test_fixed_list_scores_first_tries_and_finishes() -> None:
    quiz = Quiz([score_hand_question(3), score_hand_question(5)])
    seen: list[bool] = []
    quiz.on_answer(lambda _q, _r, feedback: seen.append(feedback.correct))
    quiz.answer("North-South score 1")
    quiz.next()
    quiz.answer("North-South score 4")
    quiz.answer("North-South score 2")
    assert seen == [True, False, True] and quiz.score == (1, 2)
    quiz.next()
    assert quiz.finished
    with pytest.raises(ValueError, match="over"):
        quiz.answer(0)
    quiz.restart()
    assert quiz.score == (0, 0) and not quiz.finished


def test_generator_source_makes_a_new_question_each_time() -> None:
    counter = itertools.count(3)
    quiz = Quiz(lambda: score_hand_question(next(counter) % 6), count=3)
    first = quiz.question
    quiz.answer(0)
    quiz.next()
    assert quiz.question != first
    quiz.next()
    quiz.next()
    assert quiz.finished


def test_option_buttons_mark_the_choice_with_a_symbol_not_colour_alone() -> None:
    quiz = Quiz([score_hand_question(3)])
    buttons = quiz._option_buttons
    buttons[3].click()
    assert buttons[3].description.startswith("✗ ") and all(b.disabled for b in buttons)
    quiz.retry()
    quiz._option_buttons[0].click()
    assert quiz._option_buttons[0].description.startswith("✓ ")


def test_pick_cards_is_plain_data() -> None:
    q = PickCards("Tap the trumps", ("JD", "9C"), frozenset({"JD"}), {"JD": "a", "9C": "b"}, "H")
    assert check(q, ["JD"]).correct and not check(q, []).correct


def test_empty_quiz_is_refused() -> None:
    with pytest.raises(ValueError):
        Quiz([])


def test_badges_and_spoken_identities_stay_hidden_until_answered() -> None:
    quiz = Quiz([legal_cards_question("JD QD 9C", "AD", "H")])
    hand = quiz._hand
    assert hand is not None and not hand.show_badges
    assert hand.labels == ["jack of diamonds", "queen of diamonds", "nine of clubs"]
    quiz.answer(["QD"])
    assert hand.show_badges
    assert hand.labels[0] == "jack of diamonds, left bower (counts as a heart), trump"


def test_a_long_drill_closes_the_widgets_of_past_questions() -> None:
    quiz = Quiz(lambda: legal_cards_question("JD QD 9C", "AD", "H"))
    first = quiz._hand
    quiz.answer(["QD"])
    quiz.next()
    assert first is not None and first.comm is None  # closed
    assert quiz._hand is not None and quiz._hand.comm is not None


def test_the_score_line_waits_for_a_first_answer() -> None:
    """A fresh quiz said "Score: 0 of 0 right first time" before anything was asked."""
    quiz = Quiz([score_hand_question(3), score_hand_question(5)], title="Lesson 9 quiz")
    assert "Question 1 of 2</p>" in quiz._header.value and "Score" not in quiz._header.value
    quiz.answer("North-South score 1")
    quiz.next()
    assert "Question 2 of 2 · Score: 1 of 1 right at the first try" in quiz._header.value
    quiz.restart()
    assert "Score" not in quiz._header.value


def test_a_finished_quiz_says_its_score_once() -> None:
    """A finished quiz said "Score: 1 of 2 right first time" above "Done: 1 of 2 right at
    the first try"."""
    quiz = Quiz([score_hand_question(3), score_hand_question(5)], title="Lesson 9 quiz")
    for first_right in (True, False):
        options = quiz.question.options  # type: ignore[attr-defined]
        right = next(o.text for o in options if o.correct)
        if not first_right:
            quiz.answer(next(o.text for o in options if not o.correct))
        quiz.answer(right)
        quiz.next()
    assert quiz.finished
    assert "Lesson 9 quiz</strong> · All 2 questions answered</p>" in quiz._header.value
    assert "Score" not in quiz._header.value
    assert "Done: 1 of 2 right at the first try." in quiz._done.value


def test_a_judged_answers_figures_fold_under_its_reason_in_words() -> None:
    """A cold expert review: lesson 6's every answer quoted "about 0.4 of a point a hand
    over 400 deals" in its first lines. The reason in cards comes first; the judge's
    figures sit in a fold under it. expert56: a refusal says one cost in plain words, and
    the two averages behind it wait in the guided hands' "Why?" fold."""
    from euchre_teach.course.fold_more import MORE_SUMMARY
    from euchre_teach.course.practice import practice_item
    from widgets.course import to_question

    item = practice_item("defence-set/4")
    quiz = Quiz([to_question(item)])
    quiz.answer("Play A♠")
    shown = quiz._feedback.value
    words, _, fold = shown.partition('<details class="et-more">')
    assert "A♠ spends your best trump" in words and "deals" not in words
    assert "A♠ costs about half a point a hand here." in words
    assert "on average" not in words and "et-figures" not in shown
    assert f"<summary>{MORE_SUMMARY}</summary>" in fold and "Played out over 1600 deals" in fold
    assert fold.count("on average") == 2 and " costs " not in fold


def test_a_retaken_quiz_counts_this_time_and_keeps_the_lesson_score() -> None:
    """A cold walk (lesson 1, "Start again" after 2 of 6 missed, then 6 of 6): the quiz
    said "Done: 6 of 6 right at the first try." under a status line saying "you have 4 at
    the first try (2 more right when they came back)", and "Score: 1 of 1 right first
    time" on a question missed before. A retake's count is this time's; the Done line
    says the lesson's score as the status line does."""
    questions = [score_hand_question(3), score_hand_question(5), score_hand_question(4)]
    quiz = Quiz(questions, title="Lesson 9 quiz")

    def answer_all(wrong: set[int]) -> None:
        for number in range(3):
            options = quiz.question.options  # type: ignore[attr-defined]
            good = next(o.text for o in options if o.correct)
            bad = next(o.text for o in options if not o.correct)
            quiz.answer(bad if number in wrong else good)
            quiz.next()

    answer_all(wrong={0, 1})
    assert "Done: 1 of 3 right at the first try." in quiz._done.value
    assert quiz.lesson_score == (1, 0)
    quiz.restart()
    assert "Starting again: your first answers still count" in quiz._header.value
    options = quiz.question.options  # type: ignore[attr-defined]
    quiz.answer(next(o.text for o in options if o.correct))
    assert "Score this time: 1 of 1 right at the first try" in quiz._header.value
    assert "right first time" not in quiz._header.value
    quiz.next()
    for _ in range(2):
        options = quiz.question.options  # type: ignore[attr-defined]
        quiz.answer(next(o.text for o in options if o.correct))
        quiz.next()
    done = quiz._done.value
    assert "Done: 3 of 3 right this time." in done
    assert ("Your score for the lesson: 1 of 3 right at the first try (2 more right when"
            " they came back)") in done  # fmt: skip
    assert "3 of 3 right at the first try" not in done
    quiz.show_lesson_score(1, 1)  # what the course kept: the status line's figures
    assert "1 of 3 right at the first try (1 more right when it came back)" in quiz._done.value


def test_lesson_2s_warm_up_cards_answer_a_tap_as_their_buttons_do() -> None:
    """Cold learner walk: lesson 2's warm-up ("Which card is higher, 9♥ or A♦?") showed the
    two cards as pictures that did nothing; only the small "9♥" and "A♦" buttons answered.
    A tap on a card picture (the front end's pick) answers as its button does, and the
    buttons stay for the keyboard."""
    from euchre_teach import Card, Suit
    from euchre_teach.course import drills
    from widgets.course import to_question
    from widgets.hand import Hand

    item = drills.higher_item("warm-up/1", Card.parse("9H"), Card.parse("AD"), Suit.HEARTS)
    quiz = Quiz([to_question(item)])
    pictures = [w for w in quiz._show.children if isinstance(w, Hand)]
    assert len(pictures) == 1 and pictures[0].cards == ["9H", "AD"]
    assert [b.description for b in quiz._answers.children] == ["9♥", "A♦"]
    front_end_msg(pictures[0], {"type": "pick", "card": "AD"})
    assert quiz.feedback is not None and not quiz.feedback.correct
    assert quiz._answers.children[1].description == "✗ A♦"  # its button is marked too
    assert pictures[0].disabled
    quiz.retry()
    picture = next(w for w in quiz._show.children if isinstance(w, Hand))
    front_end_msg(picture, {"type": "pick", "card": "9H"})
    assert quiz.feedback is not None and quiz.feedback.correct and quiz.solved


def test_cards_that_only_illustrate_a_choice_stay_pictures() -> None:
    """A question whose options are not its cards (a bid, a score) keeps the cards as
    pictures with nothing to click."""
    from widgets.cards import Cards
    from widgets.hand import Hand

    q = MultipleChoice("Order up?", (Option("Order up", True, "Yes."), Option("Pass", False,
                       "No.")), cards=("JH", "JD", "AH"), trump="H")  # fmt: skip
    quiz = Quiz([q])
    assert not any(isinstance(w, Hand) for w in quiz._show.children)
    assert any(isinstance(w, Cards) for w in quiz._show.children)


def test_the_quizs_next_question_button_is_marked_as_the_way_on() -> None:
    """Lesson 7's quiz asks about the bidding's "next" just above "Next question": the
    button keeps its name (the course's other buttons and tests look for it) and gets the
    arrow panels.css draws after it, hidden from screen readers."""
    from pathlib import Path

    quiz = Quiz([score_hand_question(3), score_hand_question(5)])
    quiz.answer("North-South score 1")
    assert quiz._next.description == "Next question" and "et-onward" in quiz._next._dom_classes
    css = (Path(__file__).parent.parent / "widgets" / "panels.css").read_text(encoding="utf-8")
    assert '.et-panel button.et-onward::after { content: " \\2192" / ""; }' in css


def test_a_right_answers_figures_fold_too_and_other_right_answers_stay_in_words() -> None:
    """A right answer's figures ("Taking it up scores the most …, over 400 deals that fit
    what you can see") fold like a wrong one's; an "Also fine: …" list of other accepted
    answers is advice, not a figure, and stays with the words."""
    from euchre_teach.course.quizzes import quiz
    from widgets.quiz import split_figures

    item = next(i for i in quiz(10) if i.key == "L10/16")
    right = next(o for o in item.options if o.correct)
    words, figures = split_figures(right.feedback)
    assert words == ("Diamonds are on offer, and you hold none; if they are turned down, you can"
                     " name spades in round 2, unless North or East names a suit first.")
    # expert85: the round-2 plan; expert88: South, on the dealer's right, speaks third there
    assert figures.startswith("Passing loses the least of all your choices here")
    words, figures = split_figures("Lead J♥. Played out over 400 deals, it scores 1.2."
                                   " Also fine: J♦.")  # fmt: skip
    assert words == "Lead J♥. Also fine: J♦."
    assert figures == "Played out over 400 deals, it scores 1.2."


def test_see_my_score_keeps_the_answered_question_where_it_was() -> None:
    """A cold walk on a page of several exercises: "See my score" on an earlier exercise
    shrank its panel (the cards, the answer and the feedback went) and the page jumped
    under the pointer. The last question stays as answered; the score comes below it, where
    the button was, with "Start again" under it."""
    import ipywidgets

    quiz = Quiz([score_hand_question(3), score_hand_question(5)], title="Score these hands")
    for number in range(2):
        options = quiz.question.options  # type: ignore[attr-defined]
        quiz.answer(next(o.text for o in options if o.correct))
        if number == 0:
            quiz.next()
    quiz.save_answers()
    quiz.answer_fate(0, "saved", "Saved")
    quiz.answer_fate(1, "saved", "Saved")  # the last answer's fate line stays too
    fate = quiz._fate.value
    assert "Saved" in fate
    prompt, shown, feedback = quiz._prompt.value, quiz._show.children, quiz._feedback.value
    answers = [b.description for b in quiz._answers.children]
    assert quiz._next.description == "See my score"
    quiz._next.click()
    assert quiz.finished
    # what was answered is still there, unchanged: nothing above the button moved
    assert quiz._prompt.value == prompt and quiz._feedback.value == feedback
    assert quiz._fate.value == fate
    assert quiz._show.children == shown and all(w.comm is not None for w in shown)
    assert [b.description for b in quiz._answers.children] == answers
    assert any(a.startswith("✓ ") for a in answers)
    order = list(quiz.children)
    assert order.index(quiz._feedback) < order.index(quiz._done) < order.index(quiz._again)
    assert "Done: 2 of 2 right at the first try." in quiz._done.value
    again = quiz._again.children[0]
    assert isinstance(again, ipywidgets.Button) and again.description == "Start again"
    again.click()  # a new start shows the first question again, and no score line
    assert quiz._done.value == "" and not quiz._again.children and not quiz.finished


@pytest.mark.parametrize("number", range(1, 15))
def test_the_lessons_quiz_says_it_is_the_one_that_counts_and_practice_does_not(
    number: int,
) -> None:
    """A cold walk (lesson 9): a practice round and the graded quiz looked the same, told
    apart only by a small grey header. Every lesson builds its quiz with lesson_quiz (the
    notebooks say ``lesson.quiz(lesson_quiz(N))``), which heads it, in the same words
    everywhere, as the lesson's quiz that counts, saying practice does not; a practice round
    has no such heading and no graded frame."""
    import json

    from euchre_teach.course.catalogue import LESSONS, find_lessons
    from euchre_teach.course.drills import score_item
    from widgets.course import lesson_quiz, practice

    notebook = find_lessons() / LESSONS[number - 1].notebook
    code = " ".join("".join(c["source"]) for c in json.loads(notebook.read_text("utf-8"))["cells"])
    assert f"lesson.quiz(lesson_quiz({number}))" in code
    quiz = lesson_quiz(number)
    banner = re.sub(r"<[^>]+>", " ", quiz._banner.value)
    assert f"Lesson {number} quiz: this one counts" in banner
    assert "counts toward passing the lesson" in banner and "practice rounds" in banner
    assert "do not count" in banner
    assert "et-graded" in quiz._dom_classes
    assert list(quiz.children).index(quiz._banner) < list(quiz.children).index(quiz._prompt)
    round_ = practice([score_item(9)], title="First score")
    assert round_._banner.value == "" and "et-graded" not in round_._dom_classes


def test_a_right_ranking_says_why_trumps_and_bowers_come_first() -> None:
    """Lesson 2's cold walk: a right order said only "The order is J♣ > J♠ > K♣ > 10♠ > 9♠."
    with no reason; it says which cards are trumps, the bowers first, as a wrong one does."""
    q = order_question("10S JC KC 9S JS", "C")
    feedback = check(q, list(q.correct))
    assert feedback.correct
    text = feedback.explanation
    assert "The order is J♣ > J♠ > K♣ > 10♠ > 9♠." in text
    assert "right bower" in text and "left bower" in text
    assert "trump" in text.replace("The order is", "")


def test_a_wrong_rankings_reasons_read_as_sentences() -> None:
    """The walk read "A♥, a plain heart: below every trump is number 5 here."; each card's
    reason is a sentence: "A♥ is a plain heart, below every trump: it is number 5 here." """
    q = order_question("JC JS KC AH 9C", "C")
    assert q.explanations["AH"] == "A♥ is a plain heart, below every trump: it is number 5 here."
    assert q.explanations["JC"].startswith("J♣ is the right bower")
    assert q.explanations["KC"] == "K♣ is a trump: it is number 3 here."
    wrong = check(q, ["JS", "JC", "KC", "9C", "AH"])
    assert "Place 1 belongs to J♣, not J♠." in wrong.explanation
    assert ", a plain" not in wrong.explanation and ") is number" not in wrong.explanation


def test_a_practice_tally_keeps_one_wording_after_start_again() -> None:
    """Cold learner walk (fix16b): "Practice, not marked: 1 of 1 right first time", then after
    Start again "Practice, not marked this time: 1 of 1 right at the first try"."""
    quiz = Quiz([score_hand_question(3), score_hand_question(5)], title="Try")
    quiz.practice = True
    options = quiz.question.options  # type: ignore[attr-defined]
    quiz.answer(next(o.text for o in options if o.correct))
    quiz.next()
    assert "Practice, not marked: 1 of 1 right at the first try" in quiz._header.value
    quiz.restart()
    quiz.answer(next(o.text for o in quiz.question.options if o.correct))  # type: ignore[attr-defined]
    assert "Practice, not marked this time: 1 of 1 right at the first try" in quiz._header.value


def test_start_again_brings_the_first_question_into_view_and_a_restore_moves_nothing() -> None:
    """walk19, lesson 4 on a phone: after "Start again" the question was above the screen
    and only the buttons below it showed. Pressing it asks the page to show the quiz's
    heading down to the first question's answers; a restart the learner did not press (a
    page restoring its answers) moves nothing."""
    from widgets.course import lesson_quiz
    from widgets.inview import FIRST_QUESTION

    quiz = lesson_quiz(4)
    quiz.restart()
    assert quiz.in_view.asked == []
    while not quiz.finished:
        quiz.answer(quiz.question.winner)  # type: ignore[attr-defined]
        quiz.next()
    again = quiz._again.children[0]
    assert again.description == "Start again"
    again.click()
    assert quiz.position == 0 and not quiz.finished
    assert quiz.in_view.asked == [[list(span) for span in FIRST_QUESTION]]


def test_a_tapped_card_that_is_not_one_of_fewer_options_says_the_choices() -> None:
    """Lesson 10's L10/11 shows South's four cards, 9♣ K♦ K♥ 9♥, but offers only the two
    hearts (A♥ was led). A tap on 9♣ did nothing; it now says which cards are the choices,
    and a tap on 9♥ answers as its button does, the message gone."""
    from euchre_teach.course.quizzes.hand_decisions import lesson_10
    from widgets.course import to_question

    item = next(i for i in lesson_10() if i.key == "L10/11")
    quiz = Quiz([to_question(item)])
    hand = quiz._hand
    assert hand is not None and set(hand.cards) == {"9C", "KD", "KH", "9H"}
    front_end_msg(hand, {"type": "pick", "card": "9C"})
    assert quiz.feedback is None and hand.selected == []
    assert hand.message == ("9♣ is not one of the choices here: choose K♥ or 9♥, with its"
                            " button or its card.")  # fmt: skip
    front_end_msg(hand, {"type": "pick", "card": "9H"})
    assert quiz.feedback is not None and quiz.feedback.correct and hand.message == ""
