"""Dealing Buck Euchre and playing a match down to 0.

Five cards each in packets of 2 and 3 (or 3 and 2), clockwise from the dealer's left; the
next card is turned up and the eight under it stay out (nine cards not dealt in all).

>>> dealt = buck_deal_cards(42, dealer=0)
>>> [len(hand) for hand in dealt.hands], len(dealt.kitty)
([5, 5, 5], 8)
>>> buck_seeded_deal(7).initial_hands == buck_seeded_deal(7).initial_hands
True
>>> game = BuckGame(seed=3)
>>> while game.winner is None:
...     game.apply(game.legal_actions()[0])
>>> min(game.scores) <= 0
True
"""

from __future__ import annotations

import dataclasses
import random

from euchre_teach.buck.deal import BuckDeal
from euchre_teach.buck.rules import BUCK_SEATS, BuckRules, match_winner
from euchre_teach.core.cards import Card
from euchre_teach.core.dealing import deal_packets, shuffled
from euchre_teach.core.game import Match

__all__ = ["BuckDealt", "BuckGame", "buck_deal_cards", "buck_seeded_deal"]


@dataclasses.dataclass(frozen=True)
class BuckDealt:
    """Three hands by seat, the upcard and the eight cards under it, and the packet sizes."""

    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    upcard: Card
    kitty: tuple[Card, ...]
    pattern: tuple[int, int]

    def to_deal(
        self, rules: BuckRules | None = None, scores: tuple[int, int, int] | None = None
    ) -> BuckDeal:
        """A :class:`BuckDeal` ready for bidding."""
        return BuckDeal(
            self.dealer, self.hands, self.upcard, rules, kitty=self.kitty, scores=scores
        )


def buck_deal_cards(
    rng: random.Random | int, dealer: int, pattern: tuple[int, int] | None = None
) -> BuckDealt:
    """Shuffle the 24 cards and deal three hands as a dealer at ``dealer`` would."""
    pack, pattern = shuffled(rng, pattern)
    hands = deal_packets(pack, dealer, pattern, seats=3)
    return BuckDealt(dealer, hands, pack[15], tuple(pack[16:]), pattern)


def buck_seeded_deal(seed: int, dealer: int = 2, rules: BuckRules | None = None) -> BuckDeal:
    """Buck Euchre deal number ``seed``: the same cards for everyone who asks for it."""
    return buck_deal_cards(random.Random(seed), dealer).to_deal(rules)


class BuckGame(Match[BuckDeal]):
    """Hands played one after another until someone's score reaches 0 or below.

    ``game.deal`` is the hand in progress; a finished hand moves to ``game.history``, its
    changes are added to ``game.scores``, and the deal passes to the left. A hand thrown in
    scores nothing. The shape is the four-player match's (:class:`~euchre_teach.core.game.Match`).
    """

    _SEATS = 3

    def __init__(
        self,
        rules: BuckRules | None = None,
        seed: int | None = None,
        first_dealer: int | None = None,
    ) -> None:
        self.rules = rules if rules is not None else BuckRules()
        dealer = self._begin(seed, first_dealer)
        start = self.rules.start_score
        self.scores = [start, start, start]
        self.deal = self._new_deal(dealer)

    def _new_deal(self, dealer: int) -> BuckDeal:
        scores = (self.scores[0], self.scores[1], self.scores[2])
        return buck_deal_cards(self.rng, dealer).to_deal(self.rules, scores)

    def _score(self, finished: BuckDeal) -> int | None:
        if finished.result is None:
            return None
        for seat, change in enumerate(finished.result.changes):
            self.scores[seat] += change
        return match_winner(self.scores, finished.maker, finished.dealer)

    def _game_over(self) -> str:
        assert self.winner is not None
        return (
            f"The game is over: {BUCK_SEATS[self.winner]}'s score reached"
            f" {self.scores[self.winner]} first. Start a new game to play again."
        )
