"""Strategic questions (quiz, practice, drill, review) accept exactly what the judge accepts.

Their keys are judged ahead of time (``python -m euchre_teach.course.judge_keys --write``)
and stored in ``euchre_teach/course/answer_keys.json``. When a test here fails after the
judge, the coach or a position changed, run that command and look at what it prints.
"""

from __future__ import annotations

import os
import re

import pytest

from euchre_teach.core.actions import Action
from euchre_teach.core.cards import Card
from euchre_teach.course import answer_keys, drills, practice
from euchre_teach.course.drills.positions import LEARNER
from euchre_teach.course.items import Item
from euchre_teach.course.judge_keys import main, strategic_positions
from euchre_teach.course.quizzes.whole_hands import lesson_11, lesson_11_positions
from euchre_teach.strategy.judge import PRECOMPUTED, choices, cost_words, is_loner, judge

POSITIONS = strategic_positions()


def _item(key: str) -> Item:
    if key.startswith("L11/"):
        return drills.coach_item(key, dict(lesson_11_positions())[key])
    if key.startswith("bid/"):
        return drills.bid_item(int(key.partition("/")[2]))
    return practice.practice_item(key)


def test_every_strategic_question_has_a_stored_verdict_for_its_position() -> None:
    assert main(["--check"]) == 0
    assert set(answer_keys.load_keys()) == set(POSITIONS)  # and none for dropped ones


@pytest.mark.parametrize("key", sorted(POSITIONS))
def test_a_strategic_question_accepts_exactly_the_judges_within_margin_set(key: str) -> None:
    verdict = answer_keys.stored_verdict(POSITIONS[key].view(LEARNER))
    assert verdict is not None, f"{key}: no stored verdict"
    item = _item(key)
    assert set(item.answer) == set(verdict.within)
    for option in item.options:
        others = [o.label for o in item.options if o.correct and o is not option]
        if option.correct and others:  # the others, best first
            said = option.feedback.partition("Also fine: ")[2].partition(".")[0]
            assert sorted(said.split(", ")) == sorted(others)
        if not option.correct:
            cost = verdict.choice(option.value).gap
            assert f"costs {cost_words(cost, verdict.unit)} against" in option.feedback


@pytest.mark.parametrize("key", sorted(POSITIONS))
def test_a_question_judges_only_the_choices_its_lesson_offers(key: str) -> None:
    """Candidates follow the lesson: before lesson 6 teaches going alone, no question
    judges, accepts, offers or recommends it (lesson 4's and 5's keys once accepted only
    a loner and refused the plain call the lesson teaches)."""
    verdict = answer_keys.stored_verdict(POSITIONS[key].view(LEARNER))
    assert verdict is not None
    item = _item(key)
    judged = {c.action for c in verdict.choices} | {o.value for o in item.options}
    loners = {a for a in judged if is_loner(Action.parse(a))}
    lesson = answer_keys.question_lesson(key, POSITIONS[key])
    if answer_keys.loners_taught(lesson):
        legal = {str(a) for a in POSITIONS[key].legal_actions() if is_loner(a)}
        assert loners == legal, f"{key} (lesson {lesson}) leaves out a loner it may judge"
    else:
        assert not loners, f"{key} (lesson {lesson}) judges going alone: {sorted(loners)}"
        said = " ".join(o.feedback for o in item.options) + item.explanation
        assert "alone" not in said.lower() and "loner" not in said.lower(), key


def test_every_question_is_placed_in_the_lesson_that_asks_it() -> None:
    lessons = {key: answer_keys.question_lesson(key, POSITIONS[key]) for key in POSITIONS}
    assert lessons["L11/2"] == 11 and lessons["defence-set/1"] == 11
    assert lessons["bidding-set/1"] == 4 and lessons["bidding-set/13"] == 5
    assert lessons["bid/1"] == 4
    assert not answer_keys.loners_taught(5) and answer_keys.loners_taught(6)


# The judge is seeded by the position, so a fresh verdict at the stored effort is the same
# verdict: re-judging a few cheap positions (late in a hand) checks that the stored file is
# the judge's, not an older judge's. The full re-judge of every stored key takes about 5
# minutes of CPU (more on a busy machine), so it runs when EUCHRE_REJUDGE_KEYS=1 is set
# (as after ``python -m euchre_teach.course.judge_keys --write``).
SAMPLE = ["L11/6", "L11/8", "defence-set/2"]


@pytest.mark.parametrize("key", SAMPLE)
def test_a_fresh_judge_gives_the_stored_verdict(key: str) -> None:
    view = POSITIONS[key].view(LEARNER)
    stored = answer_keys.stored_verdict(view)
    assert stored is not None
    loners = answer_keys.loners_taught(answer_keys.question_lesson(key, POSITIONS[key]))
    assert answer_keys.judge_view(view, PRECOMPUTED, loners=loners) == stored


@pytest.mark.slow
@pytest.mark.skipif(os.environ.get("EUCHRE_REJUDGE_KEYS") != "1",
                    reason="re-judging every key takes minutes: set EUCHRE_REJUDGE_KEYS=1")
@pytest.mark.parametrize("key", sorted(set(POSITIONS) - set(SAMPLE)))
def test_every_stored_verdict_is_the_judges(key: str) -> None:
    view = POSITIONS[key].view(LEARNER)
    loners = answer_keys.loners_taught(answer_keys.question_lesson(key, POSITIONS[key]))
    assert set(judge(view, choices(view, loners=loners), effort=PRECOMPUTED).within) == set(
        answer_keys.stored_verdict(view).within  # type: ignore[union-attr]
    )


def test_naming_trump_with_a_single_trump_is_refused() -> None:
    """Issue 23, item 3: K♣ Q♣ 9♣ A♦ 10♥ on a turned-down 10♠ (the dealer's partner) once
    accepted naming hearts with the single 10♥. The precomputed key now plays up to 1,600
    deals and accepts only a measured gap within the margin."""
    item = practice.practice_item("bidding-set/17")
    assert item.answer and set(item.answer) <= {"pass", "call C"}
    for single in ("call H", "call D"):
        refused = item.option(single).feedback
        assert not item.option(single).correct and " costs about " in refused


def test_a_key_at_eight_points_never_prefers_a_loner_to_the_partnership_bid() -> None:
    """Issue 23, item 2: at 8 points bidding-set/24 once called ordering up alone "better
    by 2.00" while its own feedback said no loners at 8 or 9. Asked in lesson 4, it offers
    no loner; valued by the game, ordering up wins it."""
    item = practice.practice_item("bidding-set/24")
    assert item.answer == ("order",)
    verdict = answer_keys.stored_verdict(POSITIONS["bidding-set/24"].view(LEARNER))
    assert verdict is not None and verdict.unit == "game"
    assert "chance of winning the game" in item.option("order").feedback


def _picked(option_label: str) -> str:
    """An option as the feedback names it in a sentence: the card of a play, else the
    button's words in lower case."""
    if option_label.startswith(("Play ", "Discard ")):
        return Card.parse(option_label.partition(" ")[2]).label()
    return option_label[:1].lower() + option_label[1:]


def test_a_reason_printed_beside_a_choice_agrees_with_the_key() -> None:
    """Issue 23, item 3: a reason arguing for another card read as the reason for the key's
    own answer; now the coach's pick is named when it is not the option's, and it is always
    a choice the key accepts."""
    for key in sorted(POSITIONS):
        item = _item(key)
        right = {_picked(o.label) for o in item.options if o.correct}
        for option in item.options:
            for picked in re.findall(r"(?:The coach's rule of thumb picks|A rule of thumb would"
                                     r" pick) (.+?)[:.] ", option.feedback):  # fmt: skip
                assert picked in right, (key, option.label, picked)


def test_a_right_answer_never_reads_as_advice_against_it_and_says_why_before_the_figures(
) -> None:  # fmt: skip
    """Issue 27, item 1: "Right!" stood beside "The coach's rule of thumb picks A♠", and
    the one-line reason came after the statistics. Beside an accepted choice a rule of thumb
    that picks another is said as what it would pick; every option's feedback opens with
    its reason, and the judge's figures ("Played out over ...") come after, once."""
    for key in sorted(POSITIONS):
        item = _item(key)
        for option in item.options:
            text = option.feedback
            if option.correct:
                assert "The coach's rule of thumb picks" not in text, (key, option.label)
            if "deals that fit" in text:
                assert text.count("Played out over ") == 1, (key, option.label, text)
                assert not text.startswith("Played out"), (key, option.label, text)
                assert text.index("Played out over ") > text.index(". "), (key, text)
    k_spades = _item("defence-set/1").option("play KS")
    assert k_spades.correct
    assert k_spades.feedback.startswith("K♠ is as good as Q♦ here: the difference is too small")
    assert "A rule of thumb would pick A♠. Lead an off-suit ace: " in k_spades.feedback


def test_lesson_11_quiz_keeps_only_questions_with_one_clear_answer() -> None:
    kept = {item.key for item in lesson_11()}
    for key, deal in lesson_11_positions():
        verdict = answer_keys.stored_verdict(deal.view(LEARNER))
        assert verdict is not None
        assert (key in kept) == (len(verdict.within) == 1), key
    assert kept, "lesson 11's quiz has no question left"


def test_generated_positions_beyond_the_pool_repeat_judged_ones() -> None:
    number = practice.GENERATED_POOL + 3
    assert practice.bidding_deal(number).view(LEARNER).hand == (
        practice.bidding_deal(3).view(LEARNER).hand
    )
    assert practice.practice_item(f"bidding/{number}").key == f"bidding/{number}"
    assert drills.bid_item(drills.BID_POOL + 1).answer == drills.bid_item(1).answer


def test_a_stick_the_dealer_question_says_the_table_plays_it() -> None:
    """L11/14 (hand 05) offered no Pass to the dealer in round 2 and never said why: the
    course plays without stick the dealer unless it is turned on."""
    deal = dict(lesson_11_positions())["L11/14"]
    assert deal.rules.stick_the_dealer
    assert "stick the dealer" in drills.coach_item("L11/14", deal).prompt


def test_every_teachers_reason_argues_for_its_keys_best_choice() -> None:
    """A reason in cards is said only while the key still prefers the choice it argues for:
    after a re-judge that changes the best choice, this fails and the reason is rewritten."""
    for key, reason in answer_keys.KEY_REASONS.items():
        verdict = answer_keys.stored_verdict(POSITIONS[key].view(LEARNER))
        assert verdict is not None and verdict.within[0] == reason.best, key
        assert reason.words in _item(key).option(reason.best).feedback, key


def test_a_loner_key_in_lesson_11_gives_the_loners_reason_not_the_plain_calls_count() -> None:
    """Review A (L11/2, L11/4): the loner was the key, but the reason printed was the count
    for the plain call ("A♥ joins your side", untrue for a loner) and "that rule of thumb
    is not the best choice". Now the reason is the teacher's: the dead upcard or buried
    bower promotes your next trump, and alone pays 4."""
    for key, loner, promoted in (("L11/2", "order alone", "A♥ goes out of play"),
                                 ("L11/4", "call H alone", "J♦, hearts' left bower")):  # fmt: skip
        item = _item(key)
        assert item.answer == (loner,)
        for option in item.options:
            assert "joins your side" not in option.feedback, (key, option.value)
            assert "rule of thumb" not in option.feedback, (key, option.value)
        assert promoted in item.option(loner).feedback
        assert "score 4 where a march with your partner scores 2" in item.option(loner).feedback


def test_lesson_4s_worked_count_and_its_practice_position_say_the_same_thing() -> None:
    """Review B: bidding-set/12 is lesson 4's worked count (4.5 of 5.5, pass) and its key
    takes K♠ up: the practice now shows the count, says it is lesson 4's worked count, and
    says in cards why taking it up loses less, instead of "that rule of thumb is not the
    best choice"."""
    item = practice.practice_item("bidding-set/12")
    assert item.answer == ("order",)
    for option in item.options:
        assert "= 4.5;" in option.feedback and "4.5 is short of 5.5" in option.feedback
        assert "lesson 4's worked count" in option.feedback
        assert "West, on your left, speaks first in round 2" in option.feedback
        assert "rule of thumb" not in option.feedback


def test_a_game_valued_key_compares_the_choices_instead_of_saying_a_choice_moves_the_game() -> None:
    """Review C: "pass ... your chance of winning rises by about 8 games in 100" read as if
    passing did something. A game-valued key now says how much more often one choice wins
    the game than another."""
    for key in sorted(POSITIONS):
        verdict = answer_keys.stored_verdict(POSITIONS[key].view(LEARNER))
        assert verdict is not None
        if verdict.unit != "game":
            continue
        for option in _item(key).options:
            assert " rises by " not in option.feedback and " falls by " not in option.feedback
            assert " more game" in option.feedback and " in 100 than " in option.feedback


def test_assisting_with_the_top_trumps_at_five_to_nine_is_accepted() -> None:
    """Review C: bidding/4 (5-9, the partner turns up J♦, you hold A♦ K♦ K♥ A♠ J♠) refused
    assisting for 1.1 games in 100 against a margin of 1.08. On 6,400 deals the gap stays
    1.1, on the margin: the game margin is now 1.5 in 100, and both calls are accepted;
    passing J♣ K♣ 9♣ A♥ on Q♣ at 4-9 (bidding-set/23), 1.6 in 100 worse, is still refused."""
    assert set(practice.practice_item("bidding/4").answer) == {"pass", "order"}
    assert practice.practice_item("bidding-set/23").answer == ("order",)
