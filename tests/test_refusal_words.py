"""Feedback sized to the mistake (cold expert reviews of the course).

A refused choice read "Not the best choice here. ... Try again." whether it lost a tenth of a
point or threw the hand away. Its first words now come from one function,
:func:`~euchre_teach.strategy.refusal.refusal_opening`, from the judge's own figure for its
cost: close, not the best (with the cost), or costly (with the cost). And a message that
already says why in cards does not say it again beside "the habit to build/keep".
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from euchre_teach.core.actions import Action
from euchre_teach.course import practice
from euchre_teach.course.answer_keys import stored_verdict
from euchre_teach.course.catalogue import GuidedHand, decisions, hands_dir, load_hands
from euchre_teach.course.habit_words import HABIT_KEPT, HABIT_MARK, USUAL_MARK
from euchre_teach.course.items import Item
from euchre_teach.strategy.judge import shown_difference
from euchre_teach.strategy.refusal import (
    BIG_COST,
    CLOSE,
    CLOSE_COST,
    UNPRICED,
    cost_band,
    guided_opening,
    refusal_opening,
    split_opening,
)
from tests.test_guided_judging import guide, reach
from tests.test_one_message import PRACTICE_KEYS, sentences
from widgets.quiz_words import split_figures

ROOT = Path(__file__).resolve().parent.parent


def test_the_bands_are_the_judges_margin_times_named_constants() -> None:
    assert CLOSE_COST < BIG_COST
    # close only under about 0.2 of a point a hand: 0.4 read as a big error (expert55)
    assert [cost_band(c) for c in (0.2, 0.22, 0.3, 0.4, 0.8, 0.9, 2.0)] == [
        "close", "close", "clear", "clear", "clear", "big", "big"]
    assert [cost_band(c, "game") for c in (0.015, 0.03, 0.08)] == ["close", "clear", "big"]
    assert refusal_opening(0.2) == CLOSE and refusal_opening(None) == UNPRICED
    assert "0.6 of a point a hand on average" in refusal_opening(0.6)
    assert refusal_opening(1.4).startswith("A costly choice: ") and "1.4 points" in (
        refusal_opening(1.4))
    for cost in (None, 0.2, 0.6, 1.4):
        said = refusal_opening(cost)
        assert split_opening(f"{said} J♣ is the right bower.") == (said, "J♣ is the right bower.")


def _refused(hand_name: str, index: int, action: str) -> tuple[str, str]:
    hand = guide(hand_name)
    reach(hand, index)
    assert hand.judge is not None
    expected = guided_opening(hand.judge.judgement(index), Action.parse(action),
                              hand.expected().action, hand.deal.view(hand.learner))
    attempt = hand.attempt(action)
    assert not attempt.accepted and attempt.words().endswith("Try again.")
    return attempt.words(), expected


def test_a_guided_hands_small_and_big_mistakes_open_differently() -> None:
    """Hand 05, trick 3 (North's J♠ winning): a diamond thrown keeps Q♥ (0.4 of a point
    below it) is close; overtaking the partner with J♣, the right bower, costs 1.7."""
    small, small_opening = _refused("05_stick_the_dealer.txt", 11, "play TD")
    big, big_opening = _refused("05_stick_the_dealer.txt", 11, "play JC")
    assert small.startswith(small_opening) and big.startswith(big_opening)
    assert small_opening == CLOSE
    # a guided hand says the band; the cost waits in the figures' fold (terse)
    assert big_opening == refusal_opening(1.7, figure=False) == "A costly choice."
    assert "Not the best choice" not in small + big


def _practice_openings(key: str) -> dict[str, str]:
    """Each refused option's opening of practice item ``key``, checked against the shared
    function's, from the cost the fold prints."""
    item = practice.practice_item(key)
    openings = {}
    verdict = stored_verdict(practice.practice_deal(key).view(2))
    assert verdict is not None
    best = verdict.choices[0]
    for option in item.options:
        if option.correct:
            assert not split_opening(option.feedback)[0]
            continue
        mine = verdict.choice(option.value)
        cost = shown_difference(best.mean, mine.mean, verdict.unit)
        openings[option.value] = refusal_opening(cost, verdict.unit, figure=False)
        assert option.feedback.startswith(openings[option.value] + " "), option.value
    return openings


def test_a_practice_items_small_and_big_mistakes_open_differently() -> None:
    """bidding-set/16: naming hearts is behind the best by more than a close call (0.2 of
    a point: expert55); naming clubs, with 9♣ the only club, throws the hand away.
    bidding-set/17: naming hearts, with 10♥ the only heart, is close."""
    openings = _practice_openings("bidding-set/16")
    assert openings["call H"] == "Not the best here."
    assert openings["call C"] == "A costly choice."  # its cost in the figures' fold
    assert _practice_openings("bidding-set/17")["call H"] == CLOSE


def test_the_quiz_shows_the_sized_opening_in_place_of_not_quite() -> None:
    item = practice.practice_item("bidding-set/16")
    right, said = item.check("call C")
    assert not right and said.startswith("A costly choice. ") and "Not quite" not in said


def _items() -> list[Item]:
    return [practice.practice_item(key) for key in PRACTICE_KEYS]


def test_every_refused_judged_option_opens_with_the_shared_words() -> None:
    for item in _items():
        for option in item.options:
            if not option.correct and "deals that fit" in option.feedback:
                assert split_opening(option.feedback)[0], (item.key, option.value)


def test_the_opening_words_are_written_once() -> None:
    """One function decides the opening: its words are in strategy/refusal.py alone."""
    found = []
    for folder in ("euchre_teach", "widgets"):
        for path in (ROOT / folder).rglob("*.py"):
            text = path.read_text(encoding="utf-8")
            for words in ("Not the best choice here", "Close, but not the best", "A costly"):
                if words in text and path.name != "refusal.py":
                    found.append(f"{path.relative_to(ROOT)}: {words}")
    assert not found, found


def _rule_card(sentence: str) -> str | None:
    head = re.match(r"(?:Yes: )?(\S+?)(?: is the| is one)", sentence)
    return head[1] if head else None


def _says_reason_twice(words: str) -> list[str]:
    """The sentences naming a habit that say their reason again: a habit-to-build sentence
    with a reason (": ...") after words that already named its card; a habit-to-keep
    sentence with the rule's title in quotes beside the hand's own "Why this hand plays"."""
    said = sentences(words)
    twice = []
    for n, sentence in enumerate(said):
        card = _rule_card(sentence)
        reasoned = re.search(rf"(?:{HABIT_MARK}|{USUAL_MARK}\w+): ", sentence)
        if reasoned and card and card in " ".join(said[:n]):
            twice.append(sentence)
        if HABIT_KEPT in sentence and '"' in sentence and "Why this hand plays" in words:
            twice.append(sentence)
    return twice


def test_no_practice_answer_says_its_reason_twice() -> None:
    twice = [(item.key, option.value, s) for item in _items() for option in item.options
             for s in _says_reason_twice(split_figures(option.feedback)[0])]
    assert not twice, twice


@pytest.mark.parametrize("name", [name for name, _ in load_hands()])
def test_no_guided_answer_says_its_reason_twice(name: str) -> None:
    record = GuidedHand.from_file(hands_dir() / name).record
    for index in decisions(record):
        hand = guide(name)
        reach(hand, index)
        assert hand.judge is not None
        for action in hand.judge.judgement(index).accepted:
            hand = guide(name)
            reach(hand, index)
            words = hand.attempt(action).words()
            assert not _says_reason_twice(words), (name, index, action, words)
