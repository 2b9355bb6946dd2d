"""Classic coaching positions: the coach and the hint must give the expected advice.

The positions live in tests/classic_positions.txt as hand records (euchre_teach.core.record),
one per block, each naming the expected action and principle in its notes.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from euchre_teach import record
from euchre_teach.players import CoachBot
from euchre_teach.players.principles import PRINCIPLES
from euchre_teach.strategy.hints import hint

POSITIONS_FILE = Path(__file__).with_name("classic_positions.txt")
RAW_CARD = re.compile(r"\b[9TJQKA][CDHS]\b")


def _positions() -> list[record.HandRecord]:
    blocks = POSITIONS_FILE.read_text(encoding="utf-8").split("\n=====\n")
    return [record.parse(block) for block in blocks]


def _expected(position: record.HandRecord, key: str) -> str:
    values = [n.split(":", 1)[1].strip() for n in position.notes if n.startswith(f"{key}:")]
    assert len(values) == 1, f"{position.title!r} needs exactly one '{key}:' note"
    return values[0]


POSITIONS = _positions()


def test_there_are_at_least_25_classic_positions_with_distinct_titles() -> None:
    assert len(POSITIONS) >= 25
    assert len({p.title for p in POSITIONS}) == len(POSITIONS)


def test_the_positions_cover_bidding_discarding_and_play() -> None:
    phases = {p.deal().phase.name for p in POSITIONS}
    assert {"BIDDING_1", "BIDDING_2", "DISCARD", "PLAY"} <= phases


@pytest.mark.parametrize("position", POSITIONS, ids=[p.title for p in POSITIONS])
def test_coach_gives_the_classic_advice(position: record.HandRecord) -> None:
    deal = position.deal()
    assert deal.to_act is not None, "a classic position must have a seat to act"
    decision = CoachBot(seed=0).decide(deal.view(deal.to_act))
    assert str(decision.action) == _expected(position, "expect")
    assert decision.rule == _expected(position, "rule")
    assert decision.rule in PRINCIPLES
    assert decision.reason.startswith(PRINCIPLES[decision.rule].title)


@pytest.mark.parametrize("position", POSITIONS, ids=[p.title for p in POSITIONS])
def test_hint_gives_the_classic_advice_in_plain_words(position: record.HandRecord) -> None:
    deal = position.deal()
    assert deal.to_act is not None
    given = hint(deal.view(deal.to_act), fixed=True)
    assert str(given.action) == _expected(position, "expect"), given.reason
    assert given.rule == _expected(position, "rule"), given.reason
    assert not RAW_CARD.search(given.reason), f"card codes instead of labels: {given.reason}"
    if given.alternatives:
        assert given.action in {alt.action for alt in given.alternatives}
