"""The judge's floor under a bid (euchre_teach/strategy/floor.py): a bid within the margin
whose count falls short of the seat's need by 2 or more is refused where passing is
accepted. A cold review by an experienced teacher read hand 10's "naming ♣ clubs works here
too" (K♦ 9♥ K♠ 10♣ Q♣, 10♠ turned down: count 2, need 4.5) as approval of a gamble."""

from __future__ import annotations

import json

from euchre_teach.core.actions import PASS, Action
from euchre_teach.core.state import Phase
from euchre_teach.core.view import View
from euchre_teach.course import answer_keys
from euchre_teach.course.catalogue import GuidedHand, hands_dir, load_hands
from euchre_teach.course.drills.positions import LEARNER
from euchre_teach.course.judge_keys import strategic_positions
from euchre_teach.strategy import judge as judge_module
from euchre_teach.strategy.floor import FLOOR, below_floor, bid_count, floored_bid
from euchre_teach.strategy.judge import ChoiceValue, Verdict
from euchre_teach.strategy.judging import Judgement

HAND_10, CALL = "10_thrown_in.txt", 6  # South's round-2 decision
STORED = json.loads((hands_dir() / "judged.json").read_text(encoding="utf-8"))["hands"]
CLUBS = Action.parse("call C")


def _hand_10_view() -> View:
    return dict(load_hands())[HAND_10].deal(CALL).view(LEARNER)


def _value(action: Action, mean: float, gap: float) -> ChoiceValue:
    return ChoiceValue(action, mean, 0.02, gap, 0.02, True)


def test_hand_10s_clubs_are_a_gamble_the_judge_refuses() -> None:
    """Q♣ 10♣ with no bower and no ace count 2 against round 2's 4.5: 2.5 short, below the
    floor. Within the margin of passing, naming clubs is refused and marked as the floor's;
    passing stays accepted and best, even where clubs measured a little more."""
    view = _hand_10_view()
    counted = bid_count(view, CLUBS)
    assert counted is not None and (counted.count.total, counted.need.total) == (2.0, 4.5)
    assert below_floor(view, CLUBS)
    for clubs_first in (False, True):
        pair = (_value(PASS, -0.957, 0.0), _value(CLUBS, -0.993, 0.036))
        if clubs_first:
            pair = (_value(CLUBS, -0.95, 0.0), _value(PASS, -0.96, 0.01))
        ruled = judge_module._floor(view, Verdict(pair, 1200))
        assert ruled.within == (PASS,) and ruled.best is PASS
        assert ruled.value(CLUBS).floor_refused and not ruled.value(CLUBS).within


def test_the_floor_never_leaves_nothing_accepted() -> None:
    """Without passing accepted (a stuck dealer, or a pass the margin refuses), the floor
    refuses nothing."""
    view = _hand_10_view()
    assert not floored_bid(view, CLUBS, [CLUBS])
    verdict = Verdict((_value(CLUBS, -0.9, 0.0),
                       ChoiceValue(PASS, -1.5, 0.02, 0.6, 0.02, False)), 1200)  # fmt: skip
    assert judge_module._floor(view, verdict).within == (CLUBS,)


def test_hand_10_refuses_clubs_in_words_a_beginner_reads_as_a_gamble() -> None:
    """The stored verdicts (lessons 3-7 and lesson 10's replay) refuse clubs; the guided
    answer says why in cards, the count against the need, and no "works here too"."""
    entry = STORED[HAND_10]
    for data in [*entry["decisions"], *entry.get("after_loners", [])]:
        judgement = Judgement.from_json(data)
        if judgement.index == CALL:
            assert judgement.accepted == ["pass"]
            assert "a gamble" in judgement.verdict(CLUBS).why
    for loners in (True, False):
        guide = GuidedHand.from_file(hands_dir() / HAND_10, loners=loners)
        guide.advance()
        while guide.position != CALL:
            guide.play_next()
            guide.advance()
        words = guide.attempt(CLUBS).words()
        assert not guide.attempt(CLUBS).accepted
        assert words.startswith("Not the best here. Q♣ and 10♣, with no bower and no ace,"
                                " make naming clubs a gamble: the count gives 2 where your"
                                " seat needs 4.5.")
        assert "works here too" not in words and words.endswith("Better: pass. Try again.")


def test_a_bid_at_or_near_the_need_is_still_accepted() -> None:
    """The floor refuses only a gamble: every bid the answer keys accept beside an accepted
    pass is above it, among them naming clubs at its need and more (bidding-set/17, 6
    against 5.5), a count right at its need (bidding/1, since void55) and the close calls
    half a point short (bidding-set/3 and /6,
    bid/4), which stay accepted."""
    positions, keys, seen = strategic_positions(), answer_keys.load_keys(), set()
    for key, deal in positions.items():
        if deal.phase not in (Phase.BIDDING_1, Phase.BIDDING_2):
            continue
        view = deal.view(LEARNER)
        within = [c[0] for c in keys[key]["verdict"]["choices"] if c[3]]
        for text in within:
            counted = bid_count(view, Action.parse(text))
            if counted is None or "pass" not in within:
                continue
            assert -counted.margin < FLOOR, (key, text)
            seen.add((key, text, counted.margin))
    assert ("bidding-set/17", "call C", 0.5) in seen
    assert {("bidding/1", "order", 0.0), ("bidding-set/3", "order", -0.5)} <= seen
