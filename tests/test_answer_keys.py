"""Strategic questions (quiz, practice, drill, review) accept exactly what the judge accepts.

Their keys are judged ahead of time (``python -m euchre_teach.course.judge_keys --write``)
and stored in ``euchre_teach/course/answer_keys.json``. When a test here fails after the
judge, the coach or a position changed, run that command and look at what it prints.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable

import pytest

from euchre_teach.core.actions import Action
from euchre_teach.core.cards import Card, parse_cards
from euchre_teach.core.deal import Deal
from euchre_teach.core.rules import Rules
from euchre_teach.course import answer_keys, drills, practice
from euchre_teach.course.catalogue import hands_dir, load_hands
from euchre_teach.course.drills.decisions import one_of
from euchre_teach.course.drills.positions import LEARNER
from euchre_teach.course.habit_words import (
    ABOUT_AS_WELL,
    HABIT_MARK,
    NOT_BY_MUCH,
    USUAL_MARK,
    close_call,
)
from euchre_teach.course.items import Item
from euchre_teach.course.judge_keys import main, strategic_positions
from euchre_teach.course.option_reasons import option_reasons
from euchre_teach.course.quizzes.whole_hands import (
    DEFENCE_SENSITIVE,
    FORMER_PRACTICE,
    lesson_11,
    lesson_11_positions,
    lesson_12,
    lesson_12_positions,
    strategy_positions,
)
from euchre_teach.strategy.habits import touching
from euchre_teach.strategy.judge import (
    MARGIN,
    PRECOMPUTED,
    choices,
    cost_words,
    is_loner,
    judge,
    shown_difference,
)
from euchre_teach.strategy.loners import passes_as_taught
from euchre_teach.strategy.refusal import split_opening
from tests.helpers import round_2_first_seat, strategic_item

POSITIONS = strategic_positions()


def test_every_strategic_question_has_a_stored_verdict_for_its_position() -> None:
    assert main(["--check"]) == 0
    assert set(answer_keys.load_keys()) == set(POSITIONS)  # and none for dropped ones


LONER_TOO = "going alone works here too"
"""Beside a loner the loner test fails, the bid with the partner says going alone is the
bolder choice (strategy.loners.partner_words)."""


@pytest.mark.parametrize("key", sorted(POSITIONS))
def test_a_strategic_question_accepts_exactly_the_judges_within_margin_set(key: str) -> None:
    verdict = answer_keys.stored_verdict(POSITIONS[key].view(LEARNER))
    assert verdict is not None, f"{key}: no stored verdict"
    item = strategic_item(key)
    assert set(item.answer) == set(verdict.within)
    for option in item.options:
        others = [o.label.removeprefix("Play ") for o in item.options
                  if o.correct and o is not option]  # a card is said as the card
        if option.correct and (HABIT_MARK in option.feedback or USUAL_MARK in option.feedback):
            assert "Also fine" not in option.feedback  # it names the rule's choice instead
        elif option.correct and others:  # the others: "Also fine", as good, or not wrong
            said = option.feedback.partition("Also fine: ")[2].partition(".")[0]  # by much
            listed = said.split(", ") if said else []
            assert set(listed) <= set(others)
            assert set(listed) == set(others) or re.search(
                rf"; .* (?:is|are){NOT_BY_MUCH.removeprefix(' is')}\.|\balso works? here\b"
                rf"| is as good (?:here )?as |; .* works?{ABOUT_AS_WELL}|(?i:{LONER_TOO})",
                option.feedback), option.label  # fmt: skip
            # expert55: nothing else "works here too" (the loner's words are lesson 8's)
            plain = re.sub(LONER_TOO, "", option.feedback, flags=re.IGNORECASE)
            assert "here too" not in plain, option.label
        if not option.correct:
            best, mine = verdict.choices[0].mean, verdict.choice(option.value).mean
            cost = shown_difference(best, mine, verdict.unit)
            # expert56: the cost said once, in plain words, the two averages folded
            assert f"costs {cost_words(cost, verdict.unit)} here." in option.feedback


@pytest.mark.parametrize("key", sorted(POSITIONS))
def test_a_question_judges_only_the_choices_its_lesson_offers(key: str) -> None:
    """Candidates follow the lesson: before lesson 8 teaches going alone, no question
    judges, accepts, offers or recommends it (lesson 6's and 5's keys once accepted only
    a loner and refused the plain call the lesson teaches)."""
    verdict = answer_keys.stored_verdict(POSITIONS[key].view(LEARNER))
    assert verdict is not None
    item = strategic_item(key)
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
    assert lessons["L11/2"] == 11 and lessons["defence-set/1"] == 12 == lessons["L12/5"]
    assert lessons["bidding-set/1"] == 6 and lessons["bidding-set/13"] == 7
    assert lessons["bid/1"] == 6
    assert not answer_keys.loners_taught(7) and answer_keys.loners_taught(8)


# The judge is seeded by the position, so a fresh verdict at the stored effort is the same
# verdict: re-judging a few cheap positions (late in a hand) checks that the stored file is
# the judge's, not an older judge's. The full re-judge of every stored key takes about 5
# minutes of CPU (more on a busy machine), so it runs when EUCHRE_REJUDGE_KEYS=1 is set
# (as after ``python -m euchre_teach.course.judge_keys --write``).
SAMPLE = ["L12/2", "L12/4", "defence-set/2"]


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
    fresh = judge(view, choices(view, loners=loners), effort=PRECOMPUTED)
    assert {str(a) for a in fresh.within} == set(
        answer_keys.stored_verdict(view).within  # type: ignore[union-attr]
    )


@pytest.mark.parametrize("key", sorted(POSITIONS))
def test_touching_cards_in_one_hand_are_never_split(key: str) -> None:
    """expert41a: defence-set/2 accepted Q♦ (0.022 below A♣) and refused K♦ (0.037) from
    the same hand. Touching cards do the same work: never one accepted and the other
    refused."""
    view = POSITIONS[key].view(LEARNER)
    verdict = answer_keys.stored_verdict(view)
    assert verdict is not None
    accepted = [Action.parse(c.action).card for c in verdict.choices if c.action in verdict.within]
    for choice in verdict.choices:
        card = Action.parse(choice.action).card
        if choice.action not in verdict.within and card is not None:
            assert not any(touching(card, other, view) for other in accepted if other), (
                key, choice.action)


def test_k_and_q_of_diamonds_led_against_a_loner_are_accepted_alike() -> None:
    verdict = answer_keys.stored_verdict(POSITIONS["defence-set/2"].view(LEARNER))
    assert verdict is not None
    assert {"play KD", "play QD"} <= set(verdict.within)


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
    by 2.00" while its own feedback said no loners at 8 or 9. Asked in lesson 6, it offers
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
        item = strategic_item(key)
        right = {_picked(o.label) for o in item.options if o.correct}
        for option in item.options:
            for picked in re.findall(r"(?:The coach's rule of thumb picks|A rule of thumb would"
                                     r" pick|The coach would pick) (.+?)(?:[:.,]| \(the rule) ",
                                     option.feedback):  # fmt: skip
                assert picked in right, (key, option.label, picked)


def test_a_right_answer_never_reads_as_advice_against_it_and_says_why_before_the_figures(
) -> None:  # fmt: skip
    """Issue 27, item 1: "Right!" stood beside "The coach's rule of thumb picks A♠", and
    the one-line reason came after the statistics. Beside an accepted choice a rule of thumb
    that picks another is said as what it would pick; every option's feedback opens with
    its reason, and the judge's figures ("Played out over ...") come after, once."""
    for key in sorted(POSITIONS):
        item = strategic_item(key)
        for option in item.options:
            text = option.feedback
            if option.correct:
                assert "The coach's rule of thumb picks" not in text, (key, option.label)
            if "deals that fit" in text:
                assert text.count("Played out over ") == 1, (key, option.label, text)
                assert not text.startswith("Played out"), (key, option.label, text)
                assert text.index("Played out over ") > text.index(". "), (key, text)
    k_spades = strategic_item("L12/2").option("play KS")
    assert k_spades.correct
    # the rule's pick is named with the rule, said as a rule that the learner's card
    # matches here, not as advice ("Lead an off-suit ace" would argue for A♠: issue 23, the
    # teacher's review; "A rule of thumb would pick A♠" said no rule: a learner walk), in
    # one line ("K♠ is as good as A♠ here. The coach would pick A♠ ...; yours scores as
    # well here." said it twice: a later cold review)
    assert k_spades.feedback.startswith('K♠ is as good here as A♠, the card the rule of thumb'
                                        ' "lead an off-suit ace" picks. Played out over ')
    assert "Lead an off-suit ace" not in k_spades.feedback


def test_a_right_answer_that_is_not_the_rules_says_so_and_the_habit_to_keep() -> None:
    """A cold review by an experienced teacher: "Also fine" to a choice the lessons teach
    against endorses a bad habit. Every strategic question says, to a right answer that is
    not the rule of thumb's (where the rule's is right too and no teacher's reason
    overrides it) and does not follow the rule as well, that it works here but the habit to
    keep is the rule's, never "Also fine"; beside any right answer, "Also fine" names only
    choices that follow the rule (the rule's own, or one as good by the rule)."""
    from euchre_teach.course.habit_words import equal_to_rule
    from euchre_teach.players import CoachBot

    seen = 0
    for key in sorted(POSITIONS):
        deal = POSITIONS[key]
        view = deal.view(LEARNER)
        verdict = answer_keys.stored_verdict(view)
        assert verdict is not None
        item = strategic_item(key)
        decided = CoachBot(seed=1, loners=answer_keys.loners_taught(
            answer_keys.question_lesson(key, deal))).decide(view)
        coach = str(decided.action)
        ruled = coach in verdict.within and answer_keys.key_reason(key, verdict) is None

        def follows(value: str) -> bool:
            return equal_to_rule(Action.parse(value), Action.parse(coach), view,  # noqa: B023
                                 verdict.choice(value).mean,  # noqa: B023
                                 verdict.choice(coach).mean,  # noqa: B023
                                 rule_key=decided.rule)  # noqa: B023

        for option in item.options:
            if not option.correct:
                assert NOT_BY_MUCH not in option.feedback, (key, option.label)
                continue
            departs = ruled and not follows(option.value)
            # Where it scored more than the rule's (the key's own values), the rule's is the
            # usual play and no habit is named (habit47), never "did better" (expert48).
            # A bid on a count near the need is a close call: no habit (expert86).
            more = departs and (verdict.choice(option.value).mean > verdict.choice(coach).mean
                                or close_call(decided))
            assert (HABIT_MARK in option.feedback) == (departs and not more), (key, option.label)
            assert (USUAL_MARK in option.feedback) == more, (key, option.label)
            if departs:
                seen += 1
                after = f"works{ABOUT_AS_WELL}." if more else f"{NOT_BY_MUCH}."
                assert option.feedback.count(after) == 1
                assert "did a little better" not in option.feedback
                assert "Also fine" not in option.feedback and " is as good as " not in (
                    option.feedback)  # fmt: skip
            fine = option.feedback.partition("Also fine: ")[2].partition(".")[0]
            for label in filter(None, fine.split(", ")):
                other = next(o for o in item.options if o.label.removeprefix("Play ") == label)
                assert not ruled or follows(other.value), (key, option.label, label)
    # bidding-set/3, /6 (close), /17 (close), /23, bid/4, bidding/1, /4 (close), /5, /7
    assert seen >= 7
    # 9♦ under the partner's A♣, 0.14 below the rule's K♥, within the margin: right. The
    # rule of thumb is not to trump the partner's ace, and 9♦ is no trump: it follows the
    # rule as well as K♥ (expert41b read its refusal as a right answer marked wrong).
    nine = strategic_item("defence-set/4").option("play 9D")
    assert nine.correct and nine.feedback.startswith(
        "Your partner's A♣ leads the trick: 9♦ throws a low card and keeps both your trumps.")
    assert HABIT_MARK not in nine.feedback and "Try again" not in nine.feedback
    king = strategic_item("defence-set/4").option("play KH")  # the rule's
    assert king.correct and "also work" not in king.feedback
    assert "Also fine: 9♦, 10♦." in king.feedback  # expert46 read "Play 9♦" as a button's word
    ten = strategic_item("defence-set/5").option("play TC")  # as low as 9♠, the same scores
    assert HABIT_MARK not in ten.feedback
    # the rule's card last, the rule after it, so "picks" names no other card (expert48 read
    # "as good here as K♥ (... picks it) and 10♦" on defence-set/4 as picking 9♦)
    assert "10♣ is as good here as Q♣ and 9♠, the card the rule of" in ten.feedback
    nine_said = strategic_item("defence-set/4").option("play 9D").feedback
    assert ('9♦ is as good here as 10♦ and K♥, the card the rule of thumb "don\'t trump your'
            ' partner\'s ace" picks.') in nine_said
    assert "Also fine" not in ten.feedback and "yours scores as well" not in ten.feedback


@pytest.mark.parametrize(("quiz", "positions"), [(lesson_11, lesson_11_positions),
                                                (lesson_12, lesson_12_positions)])
def test_each_strategy_quiz_keeps_only_questions_with_one_clear_answer(
        quiz: Callable[[], list[Item]], positions: Callable[[], list[tuple[str, Deal]]]
) -> None:  # fmt: skip
    kept = {item.key for item in quiz()}
    for key, deal in positions():
        verdict = answer_keys.stored_verdict(deal.view(LEARNER))
        assert verdict is not None
        clear = len(verdict.within) == 1 and key not in DEFENCE_SENSITIVE
        assert (key in kept) == (clear and key not in FORMER_PRACTICE), key
    assert len(kept) >= 6, f"{quiz.__name__} asks {len(kept)} questions"


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
        said = strategic_item(key).option(reason.best).feedback
        if reason.count:  # the count said inside the reason: "... misses (5 is short of ...):"
            said = re.sub(r" \([^()]*your seat needs\)", "", said)
        assert reason.words in said, key


def test_a_loner_key_in_lesson_11_gives_the_loners_reason_not_the_plain_calls_count() -> None:
    """Review A (L11/2, L11/4): the loner was the key, but the reason printed was the count
    for the plain call ("A♥ joins your side", untrue for a loner) and "that rule of thumb
    is not the best choice". Now the reason is the teacher's: the dead upcard or buried
    bower promotes your next trump, and alone pays 4."""
    for key, loner, promoted in (("L11/2", "order alone", "A♥ goes out of play"),
                                 ("L11/4", "call H alone", "J♦, hearts' left bower")):  # fmt: skip
        item = strategic_item(key)
        # loner20: the bid with the partner is right too (the hand fails the loner test).
        assert set(item.answer) == {loner, loner.removesuffix(" alone")}
        for option in item.options:
            assert "joins your side" not in option.feedback, (key, option.value)
            assert "rule of thumb" not in option.feedback, (key, option.value)
        assert promoted in item.option(loner).feedback
        assert "score 4 where a march with your partner scores 2" in item.option(loner).feedback


def test_lesson_6s_worked_count_is_not_a_practice_position_the_judge_cannot_separate() -> None:
    """Review B, then the teacher's review: bidding-set/12 was lesson 6's worked count
    (9♠ A♥ K♦ Q♣ 10♦ on a K♠: 4.5 of 5.5, pass) and its key refused the count's pass by
    0.22 points, within two standard errors (0.05) of the judge's 0.15 margin: too close
    for a practice item to test. A dealer's hand the judge separates clearly replaces it,
    and lesson 6's fold, which kept the hand as its close call, no longer shows it."""
    import json
    from pathlib import Path

    from euchre_teach.strategy.judge import MARGIN

    assert all(spot.hand != "9S AH KD QC TD" for spot in practice.BIDDING_SET)
    verdict = answer_keys.stored_verdict(POSITIONS["bidding-set/12"].view(LEARNER))
    assert verdict is not None and verdict.within == ("pass",)
    assert verdict.choice("order").gap > 3 * MARGIN
    assert "bidding-set/12" not in answer_keys.KEY_REASONS
    notebook = json.loads(Path("lessons/06_bidding_round_1.ipynb").read_text(encoding="utf-8"))
    text = next("".join(c["source"]) for c in notebook["cells"] if c.get("id") == "l04-count-13")
    # count6: the fold no longer shows the hand at all (a club teacher: "most club
    # players pass that").
    assert "9♠ A♥ K♦ Q♣ 10♦" not in text and "meet this hand again" not in text


def test_a_game_valued_key_compares_the_choices_instead_of_saying_a_choice_moves_the_game() -> None:
    """Review C: "pass ... your chance of winning rises by about 8 games in 100" read as if
    passing did something. A game-valued key now says how much more often one choice wins
    the game than another."""
    for key in sorted(POSITIONS):
        verdict = answer_keys.stored_verdict(POSITIONS[key].view(LEARNER))
        assert verdict is not None
        if verdict.unit != "game":
            continue
        for option in strategic_item(key).options:
            assert " rises by " not in option.feedback and " falls by " not in option.feedback
            assert " more game" in option.feedback and " in 100 than " in option.feedback


def test_assisting_with_the_top_trumps_at_five_to_nine_is_accepted() -> None:
    """Review C: bidding/4 (5-9, the partner turns up J♦, you hold A♦ K♦ K♥ A♠ J♠) refused
    assisting for 1.1 games in 100 against a margin of 1.08: both calls must be accepted.
    Passing J♣ K♣ 9♣ A♥ on Q♣ at 4-9 (bidding-set/23) is a pass a teacher corrects: 1.4
    games in 100 worse on the deals of the maker's-left default, accepted under a margin of
    1.5 with feedback that argued against it (the cold expert review, session 28). With the
    coach of count41 it measures 1.2, inside the game margin of 1.3: accepted, and the pass
    is told that ordering up is the habit to build, not argued with. expert86: a bid within
    the margin is a close call, and names no habit: ordering up is the usual bid, and the
    pass works about as well (its opening still says what passing risks)."""
    assert set(practice.practice_item("bidding/4").answer) == {"pass", "order"}
    verdict = answer_keys.stored_verdict(practice.bidding_set_deal(23).view(LEARNER))
    assert verdict is not None and verdict.unit == "game"
    assert verdict.within[0] == "order"
    item = practice.practice_item("bidding-set/23")
    assert set(item.answer) == set(verdict.within)
    if "pass" in item.answer:
        said = item.option("pass").feedback
        usual = f"Ordering up, the count's choice,{USUAL_MARK}bid"
        assert f"{usual}; passing works{ABOUT_AS_WELL}." in said, said


def test_bidding_4s_accepted_pass_says_assisting_is_the_usual_play_not_why_to_pass() -> None:
    """A cold expert review: bidding/4's accepted Pass said "Your partner, the dealer, will
    often take J♦ up ... passing does as well as ordering up", a reason to pass where every
    teacher orders up (assists). The key still accepts both; the Pass says its cards, then
    in one sentence that both work and names ordering up (it said "ordering up (assisting)
    is the play to learn" too, the same message twice: a later cold review). The key's
    play-out has the pass a little ahead (its fold: "passing keeps about 1 more game in
    100"), so that sentence names ordering up as the usual bid and passing as about as
    good, not ordering up as the habit to build (habit47: the words and the fold must not
    disagree), nor passing as doing better (expert48). Its own line says why passing works
    all the same: the dealer, North, will almost always take the right bower up (expert49)."""
    item = practice.practice_item("bidding/4")
    assert set(item.answer) == {"pass", "order"}
    said = item.option("pass").feedback
    assert said.startswith("North, the dealer, will almost always take J♦ up, the right bower,"
                           " even if you pass: then your A♦ and K♦ make three of the four"
                           " highest trumps on your side. Ordering up, the count's choice,"
                           f"{USUAL_MARK}bid; passing works{ABOUT_AS_WELL}.")
    assert HABIT_MARK not in said
    assert "will often take J♦ up" not in said and "passing does as well" not in said


def test_each_option_of_the_strategy_quizzes_says_its_own_reason_and_the_count_once() -> None:
    """Review H: the quiz's feedback repeated the whole count on every option (six times on
    L11/4). Each option now opens with its own one-line reason in cards; a refused one
    ends with its cost and the better choice, and the count (or the teacher's reason) is
    said only beside the right answer. The keys are still the judge's."""
    items = [*lesson_11(), *lesson_12()]
    assert len(items) >= 12
    for item in items:
        own = option_reasons(item.key)
        assert set(own) == {o.value for o in item.options}, item.key
        assert len(set(own.values())) == len(own), f"{item.key}: two options share a reason"
        verdict = answer_keys.stored_verdict(dict(strategy_positions())[item.key].view(LEARNER))
        assert verdict is not None and set(item.answer) == set(verdict.within)
        right = [o for o in item.options if o.correct]
        for option in item.options:
            if option.correct:
                continue
            said, rest = split_opening(option.feedback)  # words sized to the cost first
            assert said and rest.startswith(own[option.value]), (item.key, option.value)
            better = one_of([o.label for o in right])  # "play A♣ or Q♦" (expert17)
            assert f"Better: {better}. " in option.feedback, (item.key, option.value)
        # beside the best choice: its own reason (unless a teacher's reason stands in its
        # place), then the count or the teacher's reason, then "Played out over ..."; a
        # card's own reason is its whole reason (the rule's words would say it twice)
        best = item.option(verdict.choices[0].action)
        count = best.feedback.removeprefix(own[best.value]).partition(" Played out over ")[0]
        count = re.sub(r"^.*? A rule of thumb would pick [^.]+\. ", "", count).strip()
        if item.options[0].value.startswith(("play ", "discard ")):
            continue
        assert count and all(count not in o.feedback for o in item.options if not o.correct)


_AMOUNT = (r"(almost nothing|about half a point|about 1 point"
           r"|about \d+\.\d (?:of a point|points))")
_SCORES = rf"on average (?:(your side|the other side) scores {_AMOUNT}|neither side scores much)"


def _points(said: str) -> float:
    """A figure as the words say it: "about 0.7 of a point" is 0.7."""
    if said == "almost nothing":
        return 0.0
    if said == "about half a point":
        return 0.5
    return 1.0 if said == "about 1 point" else float(said.split()[1])


def _scores(match: re.Match[str]) -> float:
    if match.group(1) is None:
        return 0.0
    return _points(match.group(2)) * (1 if match.group(1) == "your side" else -1)


@pytest.mark.parametrize("key", sorted(POSITIONS))
def test_a_printed_cost_is_the_difference_of_the_printed_figures(key: str) -> None:
    """A learner read "costs about 1 point" beside figures of 0.2 and 0.7, which add up to
    0.9. Every refused option's cost is the difference of the figures printed for it and
    for the best choice; by the game, its two ways of saying the difference agree."""
    item = strategic_item(key)
    verdict = answer_keys.stored_verdict(POSITIONS[key].view(LEARNER))
    assert verdict is not None
    best = item.option(verdict.choices[0].action).feedback
    for option in item.options:
        if option.correct or " costs " not in option.feedback:
            continue
        if verdict.unit == "game":
            said, rest = split_opening(option.feedback)  # the opening may say it too
            games = re.findall(r"about (\d+) (?:more )?games? in 100", rest)
            assert len(games) == 2 and games[0] == games[1], (key, option.feedback)
            assert set(re.findall(r"about (\d+) games? in 100", said)) <= {games[0]}
            continue
        cost = _points(re.search(rf"costs {_AMOUNT} a hand here\.", option.feedback)[1])
        mine = re.search(rf"(?:what you can see,|:) with .*? {_SCORES}", option.feedback)
        top = re.search(rf"(?:scores the most|loses the least): {_SCORES}", best)
        assert mine is not None and top is not None, (key, option.value)
        exact = re.search(r"\((-?\d+\.\d\d\d?) against (-?\d+\.\d\d\d?) before rounding\)",
                          option.feedback)  # fmt: skip
        if exact is None:
            assert round(_scores(top) - _scores(mine), 1) == cost, (key, option.feedback)
        else:
            # The cold expert review (session 29): "costs about 0.1" below the 0.15 margin
            # that refused it. Where the rounded figures would say less than the margin, the
            # cost is the gap itself, and the two values before rounding are printed.
            gap = float(exact[2]) - float(exact[1])  # yours first, as the sentence says
            assert cost == round(gap, 1) > MARGIN >= round(_scores(top) - _scores(mine), 1)


def _alone_as_the_course_teaches(deal: Deal, action: Action) -> bool:
    """Lessons 8 and 11's loner judgement, the judge's own since loner19: the loner test, or
    one of lesson 11's two named exceptions (a bower out of play promotes the next trump;
    three sure tricks make a loner cheap)."""
    return passes_as_taught(deal.view(LEARNER), action)


def test_lesson_11_teaches_loner_judgement_and_every_key_agrees_with_it() -> None:
    """Review G: lesson 8 taught the loner test as a rule, and the keys broke it (L11/2 and
    L11/4 go alone with hands that fail it). The test is now a rule of thumb, and the two
    ideas behind those keys (a bower out of play promotes the next trump; three sure
    tricks make a loner cheap) are taught with those two hands as worked examples, in
    lesson 11 since loner17 (lesson 8 keeps the test); every stored key and guided-hand
    verdict that puts going alone first fits what it teaches, and none goes alone with two
    trumps."""
    import json
    from pathlib import Path

    notebook = json.loads(Path("lessons/11_strategy.ipynb").read_text(encoding="utf-8"))
    alone = next("".join(c["source"]) for c in notebook["cells"] if c.get("id") == "l11-alone")
    assert "two trumps are usually not enough, even both bowers" in " ".join(alone.split()).lower()
    # expert58: the exceptions in a section of their own, after the quiz
    text = next("".join(c["source"]) for c in notebook["cells"]
                if c.get("id") == "l11-exceptions")  # fmt: skip
    assert "rule of thumb" in " ".join(text.split())
    for key, cards in (("L11/4", "A♣ A♥ J♥ 9♥ K♠"), ("L11/2", "Q♣ J♦ K♥ J♥ A♠")):
        assert cards in text.replace("\n", " ")
        deal = POSITIONS[key]
        assert set(deal.hands[LEARNER]) == set(parse_cards(cards)), key
        verdict = answer_keys.stored_verdict(deal.view(LEARNER))
        assert verdict is not None and is_loner(Action.parse(verdict.choices[0].action)), key
    checked = 0
    for key, deal in POSITIONS.items():
        verdict = answer_keys.stored_verdict(deal.view(LEARNER))
        assert verdict is not None
        best = Action.parse(verdict.choices[0].action)
        if best.alone:
            assert _alone_as_the_course_teaches(deal, best), key
            checked += 1
    stored = json.loads((hands_dir() / "judged.json").read_text(encoding="utf-8"))["hands"]
    for name, record in load_hands():
        for data in stored[name]["decisions"]:
            first = Action.parse(data["verdicts"][0]["action"])
            if first.alone:
                assert _alone_as_the_course_teaches(record.deal(data["index"]), first), name
                checked += 1
    assert checked >= 3


def test_lesson_11s_two_bower_loner_and_its_weak_twin_are_the_judges_verdicts() -> None:
    """Cold review (A): lesson 8 said two trumps were never enough for a loner, "even both
    bowers", while the judge puts going alone first with both bowers and two aces. The
    course worked both hands (in lesson 11 since loner17), with the judge's figures: J♥ J♦
    A♠ A♣ 9♠ naming hearts alone against naming them with the partner; J♥ J♦ 10♠ 9♣ Q♠ alone
    losing. Issue 23 (lead8): under the default, the lone maker's left leading (West, the
    opponent on South's left), and under the dealer's left variant, where South leads.
    expert58: the page keeps the first hand, its reason in cards, and no figure; the judge's
    verdicts on both still hold."""
    import json
    from pathlib import Path

    notebook = json.loads(Path("lessons/11_strategy.ipynb").read_text(encoding="utf-8"))
    # the weak twin's figure waited in the page's "For later" fold (expert56); expert58 ("the
    # page moves between count, test, exceptions, spare points and judge figures"): the page
    # gives the two-bower hand's reason in cards, and the weak twin, a figure, is gone; the
    # judge still backs "two trumps are usually not enough" on both hands
    text = " ".join("".join(c["source"]) for c in notebook["cells"]
                    if c.get("id") in ("l11-alone", "l11-later"))  # fmt: skip
    text = " ".join(text.split())
    bids = [Action.parse(a) for a in ("call H alone", "call H", "pass")]
    assert "J♥ J♦ A♠ A♣ 9♠" in text and "J♥ J♦ 10♠ 9♣ Q♠" not in text
    for rules in (Rules(), Rules(loner_lead="dealer_left")):
        strong = judge(round_2_first_seat("JH JD AS AC 9S", rules).view(LEARNER), bids,
                       effort=PRECOMPUTED)  # fmt: skip
        value = {str(v.action): v for v in strong.values}
        assert strong.values[0].action == Action.parse("call H alone")
        # Beyond the margin, kept by the loner rule's other half (loner20): two trumps fail
        # the loner test, so the bid with the partner is never refused beside the loner.
        assert value["call H"].within and value["call H"].partner_kept
        weak = judge(round_2_first_seat("JH JD 10S 9C QS", rules).view(LEARNER), bids,
                     effort=PRECOMPUTED)  # fmt: skip
        alone = next(v for v in weak.values if v.action == Action.parse("call H alone"))
        assert not alone.within and alone.mean < 0  # the weak twin alone loses on average
    said = text
    # loner20 (a cold review: "a beginner sees the figures contradict the teaching"): the fold
    # states the rule and its reason in cards, and no figure that favours going alone (the
    # computer defenders are easy on a loner: lessons/README.md, the authors' note). expert49:
    # the page says that softness in words, with no figure (tests/test_strategy_lesson.py).
    assert "Good defenders keep their guards." in said
    assert "J♥ J♦ A♠ A♣ 9♠ alone scores" not in said and "easy on a loner" not in said


def test_the_defence_set_is_clear_and_its_lesson_text_names_its_families() -> None:
    """Review D: ``defence-set/1`` accepted every card but the trump, which teaches nothing,
    and lesson 11's text promised families the set did not hold. Now the first position has
    one right card, every other refused well beyond the judge's margin, each option with its
    own reason in cards; every position refuses some choice well beyond the margin (by more
    than 1.5 times it: defence-set/5's K♦, a guard thrown against a loner, measured 0.307
    below the best until session 44's loner test changed how the lone maker's hand is
    sampled, 0.278 since, the verdict the same); and the lesson names exactly the set's
    families."""
    import json
    from pathlib import Path

    from euchre_teach.strategy.judge import MARGIN

    first = practice.practice_item("defence-set/1")
    verdict = answer_keys.stored_verdict(POSITIONS["defence-set/1"].view(LEARNER))
    assert verdict is not None and len(verdict.within) == 1 and first.answer == verdict.within
    assert all(c.gap > 3 * MARGIN for c in verdict.choices[1:])
    own = option_reasons("defence-set/1")
    assert set(own) == {o.value for o in first.options}
    assert all(split_opening(o.feedback)[1].startswith(own[o.value])
               for o in first.options if not o.correct)  # fmt: skip
    for n in range(1, len(practice.DEFENCE_SET) + 1):
        stored = answer_keys.stored_verdict(POSITIONS[f"defence-set/{n}"].view(LEARNER))
        assert stored is not None and max(c.gap for c in stored.choices) > 1.5 * MARGIN, n
    notebook = json.loads(Path("lessons/12_card_play.ipynb").read_text(encoding="utf-8"))
    # two panels since expert57 (leads in part 1, following in part 2): between them
    text = " ".join("".join(c["source"]) for c in notebook["cells"]
                    if c.get("id") in ("l12-defence", "l12-follow"))  # fmt: skip
    assert len(practice.DEFENCE_THEMES) == 3
    for theme in practice.DEFENCE_THEMES.values():
        assert theme.partition(":")[0].lower() in " ".join(text.split()).lower(), theme
    # each family's own rules of thumb wait in "For later" (expert56: "a habits fold"), but
    # defending against a loner, a goal of the lesson: its practice lines say it (expert81)
    later = next("".join(c["source"]) for c in notebook["cells"] if c.get("id") == "l12-later")
    named = re.findall(r"^- \*\*(.+?)\*\*", later, flags=re.MULTILINE)
    themes = practice.DEFENCE_THEMES
    assert [n.rstrip(".") for n in named] == [themes["partners-ace"], themes["lead"]]
    assert " ".join(text.split()).count("**Against a loner**") == 2  # once in each part


def test_a_refused_bid_in_the_drill_names_both_choices_and_what_each_scores() -> None:
    """The "bid or pass?" drill said "order up costs about 0.7 of a point a hand against
    pass: with ordering up …", naming the bids as buttons and giving only one side's figure
    (the guided hands and practice name both)."""
    for number in range(1, drills.BID_POOL + 1):
        item = drills.bid_item(number)
        verdict = answer_keys.stored_verdict(drills.bid_deal(number).view(LEARNER))
        assert verdict is not None
        for option in item.options:
            if option.correct:
                continue
            # expert56: the cost is said once above the fold, the two averages in it
            words, _, figures = option.feedback.partition(" Played out over ")
            assert " costs about " in words and ", and with " in figures, (item.key, figures)
            assert not re.search(r"\b(?:order up|pass|take it up) costs", option.feedback), (
                option.feedback)


def test_a_refused_bid_says_the_teachers_why_for_the_key_not_only_its_figures() -> None:
    """A cold learner walk: L11/4 refused naming hearts with the partner ("Better: Name ♥
    hearts, go alone", then figures) to a learner who followed lesson 8's loner test, and
    the reason (J♦ turned down makes A♥ the left bower in all but name) came only beside the
    right answer, which a learner who missed never reads. A refused option now says the
    teacher's reason's first sentence after "Better: ..."."""
    item = strategic_item("L11/4")
    assert item.option("call H").correct  # loner20: the loner is never required
    words = item.option("pass").feedback.partition(" Played out over ")[0]
    assert ("Better: name ♥ hearts, with your partner or alone. Name hearts, best alone: J♦,"
            " hearts' left bower, was turned down") in words
    assert "J♥ and A♥ are the two highest trumps in play, two sure tricks" in words
