"""Hand records: the notation round-trips, reports bad lines, and replays the golden hands."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from euchre_teach import NotationError, Rules, record
from euchre_teach.core.dealing import deal_cards, seeded_deal
from euchre_teach.core.record import format_rules, parse_rules

GOLDEN = Path(__file__).parent / "golden"

EXAMPLE = """\
title: Ordering up with both bowers
note: South holds both red jacks.
rules: default
dealer: West
upcard: KH
kitty: 9S TS QS
North: 9C TC AD KD QD
East: AC KC QC JC 9H
South: JH JD AH TH AS
West: KS JS 9D TD QH
--
North: pass
East: pass
South: order            # two bowers and the ace: order it up
West: discard 9D
North: play AD
"""


def test_a_record_round_trips_exactly_with_its_comments() -> None:
    parsed = record.parse(EXAMPLE)
    deal = parsed.deal()
    text = record.dumps(deal, title=parsed.title, notes=parsed.notes, comments=parsed.comments)
    assert text == EXAMPLE
    assert parsed.comments[2] == "two bowers and the ace: order it up"
    assert record.loads(text) == deal


def test_a_record_can_be_replayed_step_by_step() -> None:
    parsed = record.parse(EXAMPLE)
    assert parsed.deal(upto=0) == parsed.start
    assert parsed.deal(upto=3).to_act == 3  # the dealer is to discard
    assert len(parsed.actions) == 5


def test_random_deals_round_trip_at_every_step() -> None:
    rng = random.Random(4)
    for variant in (Rules(), Rules(stick_the_dealer=True, defend_alone=True, points_to_win=11,
                                   loner_lead="dealer_left", enforce_follow_suit=False)):
        deal = deal_cards(rng, 1).to_deal(variant, scores=(3, 8))
        while True:
            assert record.loads(record.dumps(deal)) == deal
            if deal.is_over:
                break
            deal.apply(rng.choice(deal.legal_actions()))


def test_seat_names_can_be_abbreviated_and_comments_stand_alone() -> None:
    text = EXAMPLE.replace("North: pass", "# North thinks\nN: pass").replace("East:", "e:")
    assert record.loads(text) == record.loads(EXAMPLE)


@pytest.mark.parametrize(
    ("change", "fragments"),
    [
        (("upcard: KH", "upcard: KX"), ["'KX'"]),
        (("North: 9C TC AD KD QD", "North: 9C TC AD KD"), ["hand 0 has 4"]),
        (("North: 9C TC AD KD QD", "North: 9C TC AD KD JH"), ["JH appears twice"]),
        (("South: order ", "South: call H"), ["line 14", "round 1"]),
        (("West: discard 9D", "West: discard AS"), ["line 15", "A♠", "not in your hand"]),
        (("North: play AD", "East: play AC"), ["line 16", "North's turn"]),
        (("rules: default", "rules: stick"), ["'stick'"]),
        (("dealer: West\n", ""), ["no 'dealer:' line"]),
        (("--\n", ""), ["North: pass"]),
    ],
)
def test_a_bad_record_is_refused_quoting_the_line(
    change: tuple[str, str], fragments: list[str]
) -> None:
    with pytest.raises(NotationError) as caught:
        record.parse(EXAMPLE.replace(*change))
    for fragment in fragments:
        assert fragment in str(caught.value)


def test_rules_words_round_trip() -> None:
    for rules in (Rules(), Rules(stick_the_dealer=True), Rules(points_to_win=11),
                  Rules(defend_alone=True, loner_lead="dealer_left", enforce_follow_suit=False)):
        assert parse_rules(format_rules(rules)) == rules
    assert format_rules(Rules()) == "default"


def test_seeded_deals_are_the_same_for_everyone() -> None:
    assert record.dumps(seeded_deal(42)) == record.dumps(seeded_deal(42))


def test_golden_playthroughs_replay_to_the_recorded_results() -> None:
    texts = (GOLDEN / "playthrough.txt").read_text().split("===\n")
    expected = json.loads((GOLDEN / "playthrough.json").read_text())
    assert len(texts) == len(expected) == 4
    for text, want in zip(texts, expected, strict=True):
        parsed = record.parse(text)
        deal = parsed.deal()
        assert parsed.title == want["title"]
        assert record.dumps(deal, title=parsed.title) == text
        assert deal.trump is not None and str(deal.trump) == want["trump"]
        assert deal.maker == want["maker"] and deal.alone == want["alone"]
        assert [t.winner for t in deal.tricks] == want["winners"]
        assert deal.result is not None
        assert (deal.result.scoring_team, deal.result.points) == (
            want["scoring_team"], want["points"])
