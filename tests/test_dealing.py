"""Shuffling and dealing: packets of three and two, clockwise from the dealer's left."""

from __future__ import annotations

import random

import pytest

from euchre_teach import DECK, Phase
from euchre_teach.core.dealing import deal_cards, seeded_deal


@pytest.mark.parametrize("pattern", [(3, 2), (2, 3)])
@pytest.mark.parametrize("dealer", range(4))
def test_packets_go_clockwise_from_the_dealers_left_keeping_one_pattern(
    pattern: tuple[int, int], dealer: int
) -> None:
    dealt = deal_cards(random.Random(dealer), dealer, pattern)
    packets = dealt.packets
    assert [p.seat for p in packets] == [(dealer + k) % 4 for k in (1, 2, 3, 4)] * 2
    assert [len(p.cards) for p in packets] == [pattern[0]] * 4 + [pattern[1]] * 4
    for seat in range(4):
        mine = [c for p in packets if p.seat == seat for c in p.cards]
        assert tuple(mine) == dealt.hands[seat]


def test_a_deal_uses_all_24_cards_with_the_upcard_on_the_kitty() -> None:
    dealt = deal_cards(7, 0)
    cards = [c for h in dealt.hands for c in h] + [dealt.upcard, *dealt.kitty]
    assert sorted(cards) == sorted(DECK)
    assert len(dealt.kitty) == 3


def test_the_pattern_is_three_then_two_or_two_then_three() -> None:
    with pytest.raises(ValueError, match=r"\(4, 1\)"):
        deal_cards(1, 0, (4, 1))
    patterns = {deal_cards(seed, 0).pattern for seed in range(20)}
    assert patterns == {(3, 2), (2, 3)}


def test_a_seeded_deal_is_identical_for_everyone_and_ready_to_bid() -> None:
    first, second = seeded_deal(42), seeded_deal(42)
    assert first == second and first.phase is Phase.BIDDING_1
    assert seeded_deal(43).initial_hands != first.initial_hands
