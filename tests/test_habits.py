"""The judge's habit rule (euchre_teach/strategy/habits.py): where the rule of thumb's choice
is right, a close choice that scores less than it is refused, however close; a truly equal
card, or a choice that scores more than the rule's, stays accepted.

A cold review by an experienced Euchre teacher (expert26) read these guided-hand
acceptances as plays a teacher corrects at the table: naming clubs on a count of 2 (hand
10), the dealer throwing away A♠ (hand 17), the maker leading a bare K♠ (hand 06) or a
plain J♣ instead of the highest trump (hand 14)."""

from __future__ import annotations

import json

import pytest

from euchre_teach.core.actions import Action
from euchre_teach.core.dealing import seeded_deal
from euchre_teach.course.catalogue import hands_dir
from euchre_teach.strategy.habits import TOLERANCE, breaks_habit
from euchre_teach.strategy.judge import Effort, judge

STORED = json.loads((hands_dir() / "judged.json").read_text(encoding="utf-8"))["hands"]
HABIT = "Close, but keep the habit: "


def _verdicts(name: str, index: int) -> dict[str, dict[str, object]]:
    decision = next(d for d in STORED[name]["decisions"] if d["index"] == index)
    return {v["action"]: v for v in decision["verdicts"]}


@pytest.mark.parametrize(("name", "index", "action", "rule"), [
    ("10_thrown_in.txt", 6, "call C", "passing"),
    ("17_lead_trump_to_partner.txt", 2, "discard AS", "discarding the Q♣"),
    ("06_next_in_round_2.txt", 5, "play KS", "leading the J♥"),
    ("14_seat_and_upcard.txt", 9, "play JC", "leading the A♥"),
])  # fmt: skip
def test_a_close_choice_that_scores_less_than_the_rules_is_refused_as_a_habit(
        name: str, index: int, action: str, rule: str) -> None:  # fmt: skip
    verdict = _verdicts(name, index)[action]
    assert not verdict["accepted"]
    assert str(verdict["why"]).startswith(f"{HABIT}{rule} is the rule of thumb here"), verdict


def test_a_truly_equal_card_stays_accepted() -> None:
    """"The only exception is a truly equal card (K♠ vs A♠ when you hold both)"."""
    assert _verdicts("06_next_in_round_2.txt", 5)["play AH"]["accepted"]  # beside J♥
    assert _verdicts("01_left_bower_trap.txt", 13)["play KS"]["accepted"]  # beside A♠


def test_the_habit_rule_refuses_only_what_scores_less_than_the_rules_own_choice() -> None:
    refused = 0
    for hand in STORED.values():
        for decision in hand["decisions"]:
            values = {v["action"]: v for v in decision["verdicts"]}
            rule = values.get(decision["coach"])
            for verdict in values.values():
                if not str(verdict["why"]).startswith(HABIT):
                    continue
                refused += 1
                assert rule is not None and rule["accepted"]
                assert verdict["value"] < rule["value"] - TOLERANCE["points"] + 0.001
    assert refused >= 15


def test_a_hint_sized_verdict_is_not_changed_by_the_habit_rule() -> None:
    """Only verdicts judged ahead of time (strict) mark a learner; a hint names the best."""
    for number in range(6):
        deal = seeded_deal(number)
        verdict = judge(deal.view(deal.to_act), effort=Effort(16, 16))
        assert verdict.rule is None
        assert not any(v.habit_refused for v in verdict.values)


def test_the_bid_with_the_partner_is_never_refused_beside_the_rules_loner() -> None:
    alone, together = Action.parse("order alone"), Action.parse("order")
    assert not breaks_habit(together, 0.5, alone, 1.0)  # a loner is never required
    assert breaks_habit(Action.parse("pass"), 0.5, alone, 1.0)
    assert not breaks_habit(Action.parse("pass"), 0.995, together, 1.0)  # within a hundredth


def test_the_rules_own_choice_a_hair_past_the_margin_is_kept_and_no_further() -> None:
    """bidding/4's assist (A♦ K♦ K♥ A♠ J♠ on the partner's J♦), which every teacher makes,
    measured 1.2 games in a hundred below passing and, after session 39's change in the
    computer players, 1.3: the margin itself. The rule's own choice is kept when it passes
    the margin by less than the tolerance; bid/4's pass (the count's, 0.163 of a point
    below taking 9♦ up, against a margin of 0.15) is not."""
    from euchre_teach.course import practice
    from euchre_teach.strategy import judge as judge_module
    from euchre_teach.strategy.judge import GAME_MARGIN, MARGIN, ChoiceValue

    def value(gap: float) -> ChoiceValue:
        return ChoiceValue(Action.parse("order"), 0.0, 0.01, gap, 0.005, False)

    keep = judge_module._doubt_for_the_rule
    assert keep(value(GAME_MARGIN + TOLERANCE["game"] / 2), GAME_MARGIN, "game")
    assert not keep(value(GAME_MARGIN + 2 * TOLERANCE["game"]), GAME_MARGIN, "game")
    assert keep(value(MARGIN + TOLERANCE["points"] / 2), MARGIN, "points")
    assert not keep(value(0.163), MARGIN, "points")
    assert set(practice.practice_item("bidding/4").answer) == {"pass", "order"}
