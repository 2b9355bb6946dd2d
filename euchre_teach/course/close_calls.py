"""Close calls in bidding: a bid by the count near the seat's need, where the words name no
habit (:mod:`euchre_teach.course.habit_words`)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from euchre_teach.players.decision import Decision

__all__ = ["BID_RULES", "CLOSE_COUNT", "TALLY", "close_bids", "close_call"]

BID_RULES = frozenset({"order-strong-hand", "pass-weak-hand", "assist-partner",
                       "dont-give-dealer-a-bower", "dealer-pick-up", "pass-for-next",
                       "call-next",
                       "call-best-suit", "stick-the-dealer"})  # fmt: skip
"""The coach's bidding rules that lesson 6's count decides (its figures end the reason)."""
TALLY = re.compile(r"(\d+(?:\.\d+)?) (reaches|is short of) (\d+(?:\.\d+)?)\.\s*$")
"""The end of the count's reason: its total against the need ("6 is short of 7.5.")."""
CLOSE_COUNT = 1.5
"""How near the count's total lies to the seat's need for a bid to be a close call
(:func:`close_call`): the same line the practice draws its close calls by. A bid the judge
accepts beside the count's, on a close call, names no habit: the count's bid is "the usual
bid" and the learner's works about as well. expert86, an experienced teacher, read
J♥ A♥ A♠ 9♣ 10♦ ordered up under 9♥ from the dealer's left (6 against 7.5), a standard
order-up at many clubs that lesson 6 itself calls fine ("either bid does about as well"),
answered with passing "named as the habit to build": "where the play-outs tie, name
neither as the habit; say a close call". Lesson 6 says the same: "A count right at your
seat's need is a close call: the practice says when either bid will do." A count far from
the need (hand 10's 2 against 4.5 in round 2) keeps its habit, as a card does."""


def close_call(rule: Decision) -> bool:
    """Whether the rule's decision is a bid by the count within :data:`CLOSE_COUNT` of the
    seat's need (its reason ends "6 is short of 7.5.")."""
    found = TALLY.search(rule.reason) if rule.rule in BID_RULES else None
    return found is not None and abs(float(found.group(1)) - float(found.group(3))) <= (
        CLOSE_COUNT)


def close_bids(rule: Decision, others: Sequence[str], better: Sequence[str]) -> list[str]:
    """Of the accepted choices ``others`` beside the rule's own, those said to work about as
    well (no habit named): ``better`` (those that scored more than the rule's), or every one
    on a close call (:func:`close_call`)."""
    return list(others) if close_call(rule) else list(better)
