"""A match of deals to the target score: dealer rotation, thrown-in hands, the winner.

>>> game = Game(seed=7)
>>> game.scores, game.winner
([0, 0], None)
>>> while game.winner is None:
...     game.apply(game.legal_actions()[-1])
>>> max(game.scores) >= 10
True
"""

from __future__ import annotations

import random

from euchre_teach.core.actions import Action
from euchre_teach.core.deal import Deal
from euchre_teach.core.dealing import deal_cards
from euchre_teach.core.errors import IllegalAction
from euchre_teach.core.rules import Rules
from euchre_teach.core.seats import TEAM_NAMES

__all__ = ["Game"]


class Game:
    """Deals played one after another until a team reaches ``rules.points_to_win``.

    ``game.deal`` is the deal in progress; a finished deal moves to ``game.history`` and the
    deal passes to the left. A hand thrown in (everyone passed twice) scores nothing and the
    next dealer deals.
    """

    def __init__(
        self, rules: Rules | None = None, seed: int | None = None, first_dealer: int | None = None
    ) -> None:
        self.rules = rules if rules is not None else Rules()
        self.seed = seed
        self.rng = random.Random(seed)
        dealer = first_dealer if first_dealer is not None else self.rng.randrange(4)
        if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer <= 3:
            raise ValueError(f"invalid first_dealer: {dealer!r} (a seat from 0 to 3)")
        self.scores = [0, 0]
        self.winner: int | None = None
        self.history: list[Deal] = []
        self.deal = self._new_deal(dealer)

    def _new_deal(self, dealer: int) -> Deal:
        scores = (self.scores[0], self.scores[1])
        return deal_cards(self.rng, dealer).to_deal(self.rules, scores)

    @property
    def to_act(self) -> int | None:
        """The seat to act in the deal in progress (None once the game is won)."""
        return None if self.winner is not None else self.deal.to_act

    def legal_actions(self) -> list[Action]:
        """The actions open to the seat to act."""
        return [] if self.winner is not None else self.deal.legal_actions()

    def apply(self, action: Action | str, seat: int | None = None) -> None:
        """Apply an action to the deal in progress; a finished deal starts the next."""
        if self.winner is not None:
            raise IllegalAction(
                f"The game is over: {TEAM_NAMES[self.winner]} won"
                f" {self.scores[self.winner]} to {self.scores[1 - self.winner]}."
                " Start a new game to play again."
            )
        self.deal.apply(action, seat)
        if self.deal.is_over:
            self._close_deal()

    def _close_deal(self) -> None:
        finished = self.deal
        self.history.append(finished)
        if finished.result is not None:
            self.scores[finished.result.scoring_team] += finished.result.points
        leaders = [t for t in (0, 1) if self.scores[t] >= self.rules.points_to_win]
        if leaders:
            self.winner = leaders[0]
            return
        self.deal = self._new_deal((finished.dealer + 1) % 4)
