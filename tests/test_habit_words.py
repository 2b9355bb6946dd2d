"""What an accepted choice that is not the rule of thumb's says
(euchre_teach/course/habit_words.py), against the values the judge's verdicts hold.

A cold review by an experienced teacher (habit47): bidding-set/17's Pass (the dealer's
partner in round 2, 10♠ turned down, K♣ Q♣ 9♣ A♦ 10♥) said "Both work here; the count's
choice, naming ♣ clubs, is the habit to build", while the fold under it said passing scores
the most, and lesson 7's reverse next leans to passing. "Where the count and the play-out
disagree, say 'close' and name no habit." A later one (expert48) read "Close: both work
here, and yours did a little better when played out" as praise a teacher would not give (a
bower spent trumping second hand, hand 03): the rule's choice is now named as the usual
play, with why in cards, and the learner's as working about as well. The values compared
are the stored verdicts' (``answer_keys.json`` for a key, ``lessons/hands/judged.json`` for a
guided hand), read here from the files themselves, so the words and the fold's figures never
disagree.
"""

from __future__ import annotations

import json
import re
from typing import Any

from euchre_teach.core.actions import Action
from euchre_teach.course import answer_keys
from euchre_teach.course.catalogue import (
    GuidedHand,
    decisions,
    hands_before_loners,
    hands_dir,
    load_hands,
)
from euchre_teach.course.drills.positions import LEARNER
from euchre_teach.course.early_words import brief_habit
from euchre_teach.course.habit_words import (
    ABOUT_AS_WELL,
    HABIT_MARK,
    NOT_BY_MUCH,
    SCORES_MORE,
    USUAL_MARK,
    close_call,
)
from euchre_teach.course.judge_keys import strategic_positions
from euchre_teach.course.quizzes.hand_decisions import LESSON_10, lesson_10
from euchre_teach.strategy.habits import rule_decision
from euchre_teach.strategy.judge import MARGIN
from euchre_teach.strategy.judging import AFTER_LONERS
from tests.helpers import strategic_item
from tests.test_guided_judging import guide, reach

KEYS = json.loads(answer_keys.KEYS_FILE.read_text("utf-8"))["keys"]
JUDGED = json.loads((hands_dir() / "judged.json").read_text("utf-8"))["hands"]
HABIT = re.compile(r"the habit to (?:build|keep)")


def _key_values(key: str) -> dict[str, float]:
    """Each choice's value at a strategic question, as ``answer_keys.json`` holds it."""
    return {action: mean for action, mean, _gap, _within in KEYS[key]["verdict"]["choices"]}


def _judged(name: str, index: int, loners: bool = False
            ) -> tuple[dict[str, Any], dict[str, float | None]]:  # fmt: skip
    """A guided decision as ``judged.json`` holds it, and each choice's value there;
    ``loners``: as lesson 10 judges it, with loners (a hand first played before them)."""
    stored = [*(JUDGED[name].get(AFTER_LONERS, []) if loners else []),
              *JUDGED[name]["decisions"]]
    found: dict[str, Any] = next(d for d in stored if d["index"] == index)
    return found, {v["action"]: v["value"] for v in found["verdicts"]}


BOLDER = f"{SCORES_MORE}:"
SAFE = "is the safe bid, since the hand fails lesson 8's loner test"


def _says(feedback: str, mine: float, rule: float, where: object, seen: dict[str, set[object]],
          *, brief: bool = False, close: bool = False) -> None:  # fmt: skip
    """An accepted choice's feedback, ``mine`` and ``rule`` its value and the rule's: where
    it scored more, no habit is named; where the one sentence is said, its opening follows
    the values (the usual play, yours about as well, where it scored more; the habit to
    build, yours not wrong by much, where it did not), and never that yours did better;
    ``brief``: on lessons 3 and 5, the habit alone (:mod:`~euchre_teach.course.early_words`).
    ``close``: a bid by a count near the need (:func:`~euchre_teach.course.habit_words.
    close_call`) is a close call either way, and names no habit (expert86: "where the
    play-outs tie, name neither as the habit")."""
    assert "did a little better" not in feedback, (where, feedback)
    bid = close
    if mine > rule or bid:
        assert not HABIT.search(feedback), (where, feedback)
    if SAFE in feedback:  # a loner that fails the loner test, clearly ahead (expert55)
        assert mine - rule > MARGIN and USUAL_MARK not in feedback, (where, feedback)
        assert BOLDER in feedback and HABIT_MARK not in feedback, (where, feedback)
        seen["clear"].add(where)
    if USUAL_MARK in feedback:
        assert (mine > rule or bid) and HABIT_MARK not in feedback, (where, mine, rule, feedback)
        # not "about as well": a loner kept beside the partner's bid (a plain bid beside the
        # count's, both within the judge's margin, still works about as well: void55's
        # bidding-set/6 and bidding/1 measured 0.157 and 0.151 apart, the judge keeping both)
        if mine - rule > MARGIN and "alone" in str(where):
            assert f"{SCORES_MORE}." in feedback and ABOUT_AS_WELL not in feedback, where
            seen["clear"].add(where)
        elif brief:  # lessons 3 and 5: the habit alone (expert55), nothing said of yours
            assert ABOUT_AS_WELL not in feedback and "here too" not in feedback, where
        else:
            assert f"works{ABOUT_AS_WELL}." in feedback, (where, feedback)
            seen["close"].add(where)
    if HABIT_MARK in feedback:
        assert mine <= rule and not bid, (where, mine, rule, feedback)
        assert (NOT_BY_MUCH not in feedback) if brief else f"{NOT_BY_MUCH}." in feedback, where
        seen["habit"].add(where)


def test_an_accepted_choice_that_scored_more_than_the_rules_is_close_and_names_no_habit() -> None:
    """Every practice item, quiz item and guided decision: an accepted choice that is not
    the rule of thumb's and scored more than the rule's choice in the judge's play-out
    never reads "the habit to build" or "the habit to keep"; it names the rule's choice as
    the usual play, and the learner's as working about as well. One where the rule's choice
    scored more still names the habit, save a bid: a bid within the margin is a close call."""
    seen: dict[str, set[object]] = {"close": set(), "clear": set(), "habit": set()}
    for key, deal in sorted(strategic_positions().items()):  # practice, quizzes 11-12, drill
        view = deal.view(LEARNER)
        loners = answer_keys.loners_taught(answer_keys.question_lesson(key, deal))
        decision = rule_decision(view, loners=loners)
        rule = str(decision.action)
        values = _key_values(key)
        for option in strategic_item(key).options:
            if option.correct and option.value != rule and rule in values:
                _says(option.feedback, values[option.value], values[rule], (key, option.value),
                      seen, close=close_call(decision))  # fmt: skip
    for item in lesson_10():  # lesson 10's quiz: the guided hands' verdicts
        _key, name, index, _rules = next(q for q in LESSON_10 if q[0] == item.key)
        judged, values = _judged(name, index, loners=True)  # lesson 10 judges loners
        rule = values[judged["coach"]]
        close = close_call(rule_decision(GuidedHand.from_file(hands_dir() / name).record.deal(
            index).view(LEARNER), loners=True))
        for option in item.options:
            mine = values[option.value]
            if (option.correct and option.value != judged["coach"]
                    and mine is not None and rule is not None):  # fmt: skip
                _says(option.feedback, mine, rule, (item.key, option.value), seen, close=close)
    # every hand on its own page, and a hand first played before loners in lesson 10 too
    pages = [(name, False) for name, _ in load_hands()]
    pages += [(name, True) for name in sorted(hands_before_loners(hands_dir()))]
    for name, loners in pages:
        for index in decisions(GuidedHand.from_file(hands_dir() / name).record):
            judged, values = _judged(name, index, loners)
            rule = values.get(judged["coach"])
            for verdict in judged["verdicts"]:
                mine = verdict["value"]
                if (not verdict["accepted"] or verdict["action"] == judged["coach"]
                        or mine is None or rule is None):  # fmt: skip
                    continue
                hand = GuidedHand.from_file(hands_dir() / name, loners=True) if loners else (
                    guide(name))
                reach(hand, index)
                attempt = hand.attempt(Action.parse(verdict["action"]))
                assert attempt.accepted
                close = close_call(rule_decision(hand.record.deal(index).view(LEARNER),
                                                 loners=loners))
                _says(attempt.feedback, mine, rule, (name, index, verdict["action"]), seen,
                      brief=brief_habit(attempt.habit, Action.parse(verdict["action"]),
                                        hand.lesson) != "", close=close)  # fmt: skip
    # The reviewer's own item: passing scored 0.132 to naming clubs' 0.021.
    assert ("bidding-set/17", "pass") in seen["close"]
    assert ("03_assist_and_march.txt", 4, "play JH") in seen["close"]  # 1.547 to K♥'s 1.502
    # Lesson 10's loners beside the partner's bid: 2.0 to 1.5, and 2.6 to 1.5 (session 49)
    assert {("03_assist_and_march.txt", 1, "order alone"),
            ("06_next_in_round_2.txt", 4, "call H alone")} <= seen["clear"]
    # The rule's choice scored more: the habit to build, as before.
    # (bidding-set/3's ordering up was one, -0.029 to passing's -0.025, till void55: now
    # -0.029 to -0.039, so it works about as well)
    assert ("bidding-set/3", "order") in seen["close"]
    # A bid where the count's scored more is close too (expert86): bidding-set/23's pass,
    # 0.016 to ordering up's 0.027, named "the habit to build" till then
    assert ("bidding-set/23", "pass") in seen["close"]
    assert ("L12/7", "play KS") in seen["habit"]  # J♥ 1.506, K♠ 1.357
    assert ("06_next_in_round_2.txt", 9, "play AC") in seen["habit"]  # A♥ 1.528, A♣ 1.505


def test_going_alone_beside_the_partners_bid_says_the_bolder_and_the_safe_bid_plainly() -> None:
    """expert55, hand 03 in lesson 10: going alone got "Ordering up with your partner, the
    count's choice, is the usual bid, since this hand fails lesson 8's loner test ...;
    ordering up alone scores more here", and "A learner cannot tell what to do next time".
    Now: going alone is the bolder choice this hand allows, and why in cards; the bid with
    the partner is the safe one, and why. expert58: not "scores more", which measured the
    course's computer defenders, soft on a lone hand, where the hand fails the test."""
    hand = GuidedHand.from_file(hands_dir() / "03_assist_and_march.txt", loners=True)
    reach(hand, 1)
    said = hand.attempt(Action.parse("order alone")).feedback
    assert said.startswith("Ordering up alone is the bolder choice here: A♥ stays"
                           " on the table, so your J♥, J♦ and K♥ are the three highest"
                           " trumps left, three sure tricks. Ordering up with"
                           " your partner is the safe bid, since the hand fails lesson 8's"
                           " loner test: Q♣ is not an ace."), said
    assert USUAL_MARK not in said


def test_bidding_set_17s_pass_names_clubs_as_the_usual_bid_and_passing_about_as_good() -> None:
    """The reviewer's item, word for word: the Pass's reason in cards, then one sentence."""
    said = strategic_item("bidding-set/17").option("pass").feedback
    assert said.startswith("Three clubs, K♣, Q♣ and 9♣, but no bower and no A♣. Naming ♣ clubs,"
                           f" the count's choice,{USUAL_MARK}bid; passing works{ABOUT_AS_WELL}.")
    assert "it scores the most" in said and not HABIT.search(said)


def test_the_rules_own_choice_names_no_habit_where_another_accepted_choice_scored_more() -> None:
    """expert47's half of the same finding: beside the rule's own choice, "the habit to
    keep" was said even where another accepted choice scored more (bidding-set/17's Name ♣
    clubs, passing 0.132 to 0.021). There it names no habit, and the one that scored more
    as working about as well (never "did a little better": expert48)."""
    said = []
    for key, deal in sorted(strategic_positions().items()):
        view = deal.view(LEARNER)
        loners = answer_keys.loners_taught(answer_keys.question_lesson(key, deal))
        rule = str(rule_decision(view, loners=loners).action)
        values = _key_values(key)
        item = strategic_item(key)
        if rule not in values or not item.option(rule).correct:
            continue
        beaten = any(o.correct and o.value != rule and values[o.value] > values[rule]
                     for o in item.options)  # fmt: skip
        feedback = item.option(rule).feedback
        if beaten:
            assert not HABIT.search(feedback), (key, feedback)
            assert "did a little better" not in feedback, (key, feedback)
            if ABOUT_AS_WELL in feedback:
                said.append(key)
    assert "bidding-set/17" in said
    assert (f"Yours is the count's choice; passing works{ABOUT_AS_WELL}."
            in strategic_item("bidding-set/17").option("call C").feedback)


def test_beside_a_loner_that_scored_clearly_more_the_partners_bid_never_says_about_as_well(
) -> None:
    """Session 49: in lesson 10, hand 06's Name hearts (1.5 points a hand) said "naming ♥
    hearts alone works about as well here" beside the loner's 2.6: the words follow the
    figures, and the loner scores more here."""
    for name, index, bid, alone in (("06_next_in_round_2.txt", 4, "call H", "naming ♥ hearts"),
                                    ("03_assist_and_march.txt", 1, "order", "ordering up")):
        hand = GuidedHand.from_file(hands_dir() / name, loners=True)  # as lesson 10 plays it
        reach(hand, index)
        feedback = hand.attempt(Action.parse(bid)).feedback
        assert f"{alone} alone{SCORES_MORE}." in feedback and ABOUT_AS_WELL not in feedback
