"""RandomPlayer: a legal action chosen at random, the baseline every other player beats.

>>> from euchre_teach.core.dealing import seeded_deal
>>> deal = seeded_deal(1)
>>> RandomPlayer(seed=3).choose(deal.view(deal.to_act)) in deal.legal_actions()
True
"""

from __future__ import annotations

import random

from euchre_teach.buck.view import BuckView
from euchre_teach.core.actions import Action
from euchre_teach.core.view import View

__all__ = ["RandomPlayer"]


class RandomPlayer:
    """Chooses uniformly among the legal actions, from its own seeded generator."""

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    def __repr__(self) -> str:
        return f"RandomPlayer(seed={self.seed!r})"

    def choose(self, view: View | BuckView) -> Action:
        """A random legal action for the seat to act (at a table of four or of three)."""
        if not view.legal_actions:
            raise ValueError("no action to choose: it is not this seat's turn")
        return self.rng.choice(view.legal_actions)
