"""A match of deals to the target score: dealer rotation, thrown-in hands, the winner.

The shape of a match is both games': :class:`Match` plays hands one after another and
passes the deal to the left; four-player :class:`Game` and Buck Euchre's
:class:`~euchre_teach.buck.game.BuckGame` pass in how many seats deal in turn, how a hand is
dealt and how it is scored.

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
from typing import ClassVar, Generic, Protocol, TypeVar

from euchre_teach.core.actions import Action
from euchre_teach.core.deal import Deal
from euchre_teach.core.dealing import deal_cards
from euchre_teach.core.errors import IllegalAction
from euchre_teach.core.rules import Rules
from euchre_teach.core.seats import TEAM_NAMES

__all__ = ["Game", "Match"]


class _Hand(Protocol):
    @property
    def dealer(self) -> int: ...
    @property
    def to_act(self) -> int | None: ...
    @property
    def is_over(self) -> bool: ...
    def legal_actions(self) -> list[Action]: ...
    def apply(self, action: Action | str, seat: int | None = None) -> None: ...


H = TypeVar("H", bound=_Hand)


class Match(Generic[H]):
    """Hands played one after another until someone has won.

    ``deal`` is the hand in progress; a finished hand moves to ``history``, is scored, and
    the deal passes to the left. A game's class passes in ``_SEATS`` and says how a hand is
    dealt (``_new_deal``) and scored (``_score``, which returns the winner once there is
    one), and what is said to an action after the end (``_game_over``).
    """

    _SEATS: ClassVar[int]
    deal: H
    history: list[H]
    winner: int | None

    def _begin(self, seed: int | None, first_dealer: int | None) -> int:
        """Seed the shuffles and start with no hands played; return the first dealer (drawn
        at random unless given)."""
        self.seed = seed
        self.rng = random.Random(seed)
        seats = self._SEATS
        dealer = first_dealer if first_dealer is not None else self.rng.randrange(seats)
        if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < seats:
            raise ValueError(f"invalid first_dealer: {dealer!r} (a seat from 0 to {seats - 1})")
        self.winner = None
        self.history = []
        return dealer

    @property
    def to_act(self) -> int | None:
        """The seat to act in the hand in progress (None once the game is won)."""
        return None if self.winner is not None else self.deal.to_act

    def legal_actions(self) -> list[Action]:
        """The actions open to the seat to act."""
        return [] if self.winner is not None else self.deal.legal_actions()

    def apply(self, action: Action | str, seat: int | None = None) -> None:
        """Apply an action to the hand in progress; a finished hand starts the next."""
        if self.winner is not None:
            raise IllegalAction(self._game_over())
        self.deal.apply(action, seat)
        if self.deal.is_over:
            self._close_deal()

    def _close_deal(self) -> None:
        finished = self.deal
        self.history.append(finished)
        self.winner = self._score(finished)
        if self.winner is None:
            self.deal = self._new_deal((finished.dealer + 1) % self._SEATS)

    # What each game does: ---------------------------------------------------------------

    def _new_deal(self, dealer: int) -> H:
        raise NotImplementedError

    def _score(self, finished: H) -> int | None:
        raise NotImplementedError

    def _game_over(self) -> str:
        raise NotImplementedError


class Game(Match[Deal]):
    """Deals played one after another until a team reaches ``rules.points_to_win``.

    ``game.deal`` is the deal in progress; a finished deal moves to ``game.history`` and the
    deal passes to the left. A hand thrown in (everyone passed twice) scores nothing and the
    next dealer deals.
    """

    _SEATS = 4

    def __init__(
        self, rules: Rules | None = None, seed: int | None = None, first_dealer: int | None = None
    ) -> None:
        self.rules = rules if rules is not None else Rules()
        dealer = self._begin(seed, first_dealer)
        self.scores = [0, 0]
        self.deal = self._new_deal(dealer)

    def _new_deal(self, dealer: int) -> Deal:
        scores = (self.scores[0], self.scores[1])
        return deal_cards(self.rng, dealer).to_deal(self.rules, scores)

    def _score(self, finished: Deal) -> int | None:
        if finished.result is not None:
            self.scores[finished.result.scoring_team] += finished.result.points
        leaders = [t for t in (0, 1) if self.scores[t] >= self.rules.points_to_win]
        return leaders[0] if leaders else None

    def _game_over(self) -> str:
        assert self.winner is not None
        return (
            f"The game is over: {TEAM_NAMES[self.winner]} won"
            f" {self.scores[self.winner]} to {self.scores[1 - self.winner]}."
            " Start a new game to play again."
        )
