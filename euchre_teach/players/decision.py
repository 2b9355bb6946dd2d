"""A decision with its reason: the action, the principle it follows, and why, in words."""

from __future__ import annotations

import dataclasses

from euchre_teach.core.actions import Action
from euchre_teach.players.principles import principle

__all__ = ["Decision"]


@dataclasses.dataclass(frozen=True)
class Decision:
    """What to do and why. ``rule`` is a principle key from
    :mod:`euchre_teach.players.principles`; ``reason`` is one plain sentence (or two) that names
    the principle and the cards.

    >>> from euchre_teach.core.actions import Action
    >>> d = Decision.of(Action.parse("play 9D"), "partner-winning-play-low", "North has it.")
    >>> d.reason
    'Your partner is winning: play low. North has it.'
    >>> Decision.of(Action.parse("pass"), "pass-weak-hand", "Only 4 points.").reason
    'Pass when your count falls short: Only 4 points.'
    """

    action: Action
    rule: str
    reason: str

    @classmethod
    def of(cls, action: Action, rule: str, detail: str) -> Decision:
        """A decision whose reason starts with the principle's title, then ``detail``."""
        title = principle(rule).title
        return cls(action, rule, f"{title}{'. ' if ':' in title else ': '}{detail}")
