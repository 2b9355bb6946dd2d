"""The marking standard beside the rule of thumb (euchre_teach/strategy/habits.py): every
choice the judge puts within its margin is accepted; one that is not the rule of thumb's is
told so, with the rule's choice named, in cards, as the habit to build, and why.

For some sessions a close choice that scored less than the rule's was refused ("Close, but
keep the habit"), after one cold review (expert26) read these guided-hand acceptances as
plays a teacher corrects: naming clubs on a count of 2 (hand 10), the dealer throwing away
A♠ (hand 17), the maker leading a bare K♠ (hand 06) or a plain J♣ (hand 14). Four later
cold reviews read the refusals as right answers marked wrong; the issue's standard is the
judge's within-margin set. They are accepted now, and the habit is said."""

from __future__ import annotations

import json
import re

import pytest

from euchre_teach.core.actions import Action
from euchre_teach.core.dealing import seeded_deal
from euchre_teach.course.catalogue import hands_dir
from euchre_teach.course.habit_words import HABIT_MARK, NOT_BY_MUCH
from euchre_teach.strategy.habits import TOLERANCE
from euchre_teach.strategy.judge import MARGIN, Effort, judge
from tests.test_guided_judging import guide, reach

STORED = json.loads((hands_dir() / "judged.json").read_text(encoding="utf-8"))["hands"]


def _verdicts(name: str, index: int) -> dict[str, dict[str, object]]:
    decision = next(d for d in STORED[name]["decisions"] if d["index"] == index)
    return {v["action"]: v for v in decision["verdicts"]}


@pytest.mark.parametrize(("name", "index", "action", "habit"), [
    ("17_lead_trump_to_partner.txt", 2, "discard AS", "Q♣"),
    ("06_next_in_round_2.txt", 5, "play KS", "J♥"),
    ("14_seat_and_upcard.txt", 9, "play JC", "A♥"),
])  # fmt: skip
def test_a_close_choice_below_the_rules_is_accepted_and_the_rules_choice_named_the_habit(
        name: str, index: int, action: str, habit: str) -> None:  # fmt: skip
    verdicts = _verdicts(name, index)
    mine, rule = verdicts[action], verdicts[_rule_action(name, index)]
    assert mine["accepted"] and rule["accepted"]
    assert isinstance(mine["value"], float) and isinstance(rule["value"], float)
    assert rule["value"] - MARGIN <= mine["value"] < rule["value"]  # close, and below the rule
    hand = guide(name)
    reach(hand, index)
    attempt = hand.attempt(action)
    assert attempt.accepted, attempt.feedback
    # the rule's choice first, with its reason, then the learner's card in its own cost,
    # accepted without praise; that it is not wrong by much waits in the fold (expert55,
    # expert56, course.praise)
    assert attempt.habit.startswith(f"{habit}{HABIT_MARK}"), attempt.feedback
    assert attempt.words().startswith(attempt.habit), attempt.words()
    mine = action.split()[1]
    card = f"{mine[0].replace('T', '10')}{dict(C='♣', D='♦', H='♥', S='♠')[mine[1]]}"
    # expert58: never "accepted" (a beginner reads it as "correct"); the card in its cost,
    # then a teacher's correction, shown as a close call
    assert re.search(f"[Yy]our {card} ", attempt.habit) and "accepted" not in attempt.habit
    assert attempt.habit.endswith(f"; next time, {_verb(action)} {habit}.") and (
        attempt.kind == "close" and attempt.broke == habit), attempt.habit
    assert NOT_BY_MUCH not in attempt.words() and "work" not in attempt.habit
    assert attempt.more.endswith(f"Your {card}{NOT_BY_MUCH}."), attempt.more
    assert "Close, but" not in attempt.feedback and "Try again" not in attempt.feedback


def _verb(action: str) -> str:
    return "discard" if action.startswith("discard") else "lead"  # these lead a trick


def _rule_action(name: str, index: int) -> str:
    decision = next(d for d in STORED[name]["decisions"] if d["index"] == index)
    return str(decision["coach"])


def test_no_stored_verdict_refuses_a_choice_within_the_margin_for_scoring_below_the_rule() -> None:
    """Every guided decision: a refused choice with a value is beyond the margin of the best,
    or a loner the loner rule refused (test_loners.py); none is refused for the habit."""
    for name, hand in STORED.items():
        for decision in hand["decisions"]:
            valued = [v for v in decision["verdicts"] if v["value"] is not None]
            if not valued:
                continue
            best = max(v["value"] for v in valued)
            for verdict in valued:
                assert not str(verdict["why"]).startswith("Close, but keep the habit"), name
                if not verdict["accepted"] and best - verdict["value"] <= MARGIN - 0.001:
                    # a loner the loner rule refused, or a bid below the floor (test_floor.py)
                    assert verdict["action"].endswith(" alone") or "a gamble" in str(
                        verdict["why"]), (name, decision["index"], verdict)  # fmt: skip


def test_a_hint_sized_verdict_does_not_ask_the_rule_of_thumb(
        monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    """Only verdicts judged ahead of time (strict) consult the rule's choice; a hint names
    the best."""
    from euchre_teach.strategy import judge as judge_module

    def asked(*_: object) -> None:
        raise AssertionError("a hint-sized verdict asked the rule of thumb")

    monkeypatch.setattr(judge_module, "rule_choice", asked)
    for number in range(6):
        deal = seeded_deal(number)
        judge(deal.view(deal.to_act), effort=Effort(16, 16))
    with pytest.raises(AssertionError, match="asked the rule of thumb"):
        deal = seeded_deal(0)
        judge(deal.view(deal.to_act), effort=Effort(16, 16, strict=True))


def test_the_rules_own_choice_a_hair_past_the_margin_is_kept_and_no_further() -> None:
    """bidding/4's assist (A♦ K♦ K♥ A♠ J♠ on the partner's J♦), which every teacher makes,
    measured 1.2 games in a hundred below passing and, after session 39's change in the
    computer players, 1.3: the margin itself. The rule's own choice is kept when it passes
    the margin by less than the tolerance; bid/4's pass (the count's, 0.163 of a point
    below taking 9♦ up, against a margin of 0.15) is not."""
    from euchre_teach.course import practice
    from euchre_teach.strategy import judge as judge_module
    from euchre_teach.strategy.judge import GAME_MARGIN, ChoiceValue

    def value(gap: float) -> ChoiceValue:
        return ChoiceValue(Action.parse("order"), 0.0, 0.01, gap, 0.005, False)

    keep = judge_module._doubt_for_the_rule
    assert keep(value(GAME_MARGIN + TOLERANCE["game"] / 2), GAME_MARGIN, "game")
    assert not keep(value(GAME_MARGIN + 2 * TOLERANCE["game"]), GAME_MARGIN, "game")
    assert keep(value(MARGIN + TOLERANCE["points"] / 2), MARGIN, "points")
    assert not keep(value(0.163), MARGIN, "points")
    assert set(practice.practice_item("bidding/4").answer) == {"pass", "order"}
