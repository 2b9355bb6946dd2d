"""Shuffling and dealing: five cards each in packets of three and two, and the upcard.

Every shuffle takes an injected :class:`random.Random` (or a seed), so that a deal can be
replayed: a teacher can say "everyone open deal 42".

>>> dealt = deal_cards(42, dealer=0)
>>> [len(hand) for hand in dealt.hands], len(dealt.kitty)
([5, 5, 5, 5], 3)
>>> deal_cards(42, dealer=0) == dealt
True
"""

from __future__ import annotations

import dataclasses
import random

from euchre_teach.core.cards import DECK, Card
from euchre_teach.core.deal import Deal
from euchre_teach.core.rules import Rules

__all__ = ["DealtCards", "Packet", "deal_cards", "deal_packets", "seeded_deal", "shuffled"]


@dataclasses.dataclass(frozen=True)
class Packet:
    """One packet the dealer hands out: to which seat, which cards."""

    seat: int
    cards: tuple[Card, ...]


@dataclasses.dataclass(frozen=True)
class DealtCards:
    """The result of a deal: the hands by seat, the upcard, the kitty under it, and the
    packets in the order they were dealt (for showing the deal step by step)."""

    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    upcard: Card
    kitty: tuple[Card, ...]
    pattern: tuple[int, int]

    @property
    def packets(self) -> tuple[Packet, ...]:
        """The packets in the order they were dealt: a round of ``pattern[0]`` cards to each
        seat from the dealer's left, then a round of ``pattern[1]``."""
        packets = []
        for round_index, size in enumerate(self.pattern):
            start = 0 if round_index == 0 else self.pattern[0]
            for step in range(1, 5):
                seat = (self.dealer + step) % 4
                packets.append(Packet(seat, self.hands[seat][start : start + size]))
        return tuple(packets)

    def to_deal(self, rules: Rules | None = None, scores: tuple[int, int] = (0, 0)) -> Deal:
        """A :class:`Deal` ready for bidding."""
        return Deal(
            self.dealer, self.hands, self.upcard, rules, kitty=self.kitty, scores=scores
        )


def deal_cards(
    rng: random.Random | int, dealer: int, pattern: tuple[int, int] | None = None
) -> DealtCards:
    """Shuffle the 24 cards and deal them as a dealer at ``dealer`` would.

    Cards go clockwise from the dealer's left, first a round of packets of ``pattern[0]``
    cards, then a round of ``pattern[1]``: (3, 2) or (2, 3), chosen at random when not
    given. The dealer keeps to the pattern for the whole deal. The top card of the four left
    over is turned up.
    """
    pack, pattern = shuffled(rng, pattern)
    hands = deal_packets(pack, dealer, pattern, seats=4)
    return DealtCards(dealer, hands, pack[20], tuple(pack[21:]), pattern)


def shuffled(
    rng: random.Random | int, pattern: tuple[int, int] | None
) -> tuple[list[Card], tuple[int, int]]:
    """The 24 cards shuffled, and the packet pattern (chosen at random when not given)."""
    if not isinstance(rng, random.Random):
        rng = random.Random(rng)
    if pattern is None:
        pattern = (3, 2) if rng.random() < 0.5 else (2, 3)
    if sorted(pattern) != [2, 3]:
        raise ValueError(f"the packets are 3 then 2, or 2 then 3, not {pattern!r}")
    pack = list(DECK)
    rng.shuffle(pack)
    return pack, pattern


def deal_packets(
    pack: list[Card], dealer: int, pattern: tuple[int, int], seats: int
) -> tuple[tuple[Card, ...], ...]:
    """Five cards to each of ``seats`` players from the top of ``pack``, clockwise from the
    dealer's left: a round of ``pattern[0]``-card packets, then one of ``pattern[1]``."""
    first, second = pattern
    hands: list[tuple[Card, ...]] = [()] * seats
    for step in range(1, seats + 1):
        seat = (dealer + step) % seats
        start = (step - 1) * first
        later = seats * first + (step - 1) * second
        hands[seat] = (*pack[start : start + first], *pack[later : later + second])
    return tuple(hands)


def seeded_deal(seed: int, dealer: int = 3, rules: Rules | None = None, *,
                scores: tuple[int, int] = (0, 0)) -> Deal:  # fmt: skip
    """Deal number ``seed``: the same cards for everyone who asks for that number, at any
    ``scores`` (North-South's, East-West's).

    >>> seeded_deal(7).initial_hands == seeded_deal(7, scores=(9, 3)).initial_hands
    True
    """
    return deal_cards(random.Random(seed), dealer).to_deal(rules, scores)
