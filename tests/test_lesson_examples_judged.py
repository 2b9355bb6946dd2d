"""Lesson examples that give a strategic verdict in words are the judge's verdicts: each is
set up as the lesson describes it and played out (fewer deals than a stored key, so the
assertion keeps to what a smaller sample shows clearly)."""

from __future__ import annotations

import json
import random
from pathlib import Path

from euchre_teach.core.cards import Card, parse_cards
from euchre_teach.course.answer_keys import judge_view
from euchre_teach.course.drills.positions import LEARNER
from euchre_teach.course.practice import _bidding_deal
from euchre_teach.players.count import judge as count_judge
from euchre_teach.strategy.judge import Effort

LESSONS = Path(__file__).resolve().parent.parent / "lessons"


def _text(notebook: str) -> str:
    cells = json.loads((LESSONS / notebook).read_text(encoding="utf-8"))["cells"]
    return " ".join(" ".join("".join(c["source"]).split()) for c in cells)


def test_lesson_6s_hand_that_is_not_a_loner_is_better_with_the_partner_played_out() -> None:
    """Lesson 6: "You sit on the dealer's left, the dealer turns up 9♥, and you hold J♥ A♥
    K♥ Q♣ 10♠ ... ordering up with your partner scores about 0.3 of a point a hand more than
    going alone" (stored-key effort measured order +0.62, alone +0.30, pass +0.22)."""
    text = _text("06_going_alone.ipynb")
    assert ("You sit on the dealer's left, the dealer turns up 9♥, and you hold J♥ A♥ K♥ Q♣ 10♠"
            in text)  # fmt: skip
    hand, upcard = parse_cards("JH AH KH QC TS"), Card.parse("9H")
    counted = count_judge(hand, upcard.suit, 1, 1, upcard)
    assert f"count gives it {counted.count.total:g}, where your seat needs" in text
    assert f"your seat needs {counted.need.total:g}" in text
    deal = _bidding_deal(random.Random(1), 1, 1, hand, upcard, (0, 0), False)
    verdict = judge_view(deal.view(LEARNER), Effort(300, 300), loners=True)
    means = {choice.action: choice.mean for choice in verdict.choices}
    assert max(means, key=means.__getitem__) == "order", means
    assert 0.15 <= means["order"] - means["order alone"] <= 0.5, means
