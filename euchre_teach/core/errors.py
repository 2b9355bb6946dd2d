"""The exceptions the rules core raises, each carrying a message for a beginner."""

from __future__ import annotations

__all__ = ["DealError", "EuchreError", "IllegalAction", "NotationError"]


class EuchreError(Exception):
    """Base class of every error the rules core raises on purpose."""


class NotationError(EuchreError, ValueError):
    """Text that does not spell a card, suit, seat, action or record.

    The message quotes the bad token and says what was expected, e.g.
    ``invalid card: 'JX' (suit must be C, D, H or S)``.
    """


class IllegalAction(EuchreError, ValueError):
    """An action the rules do not allow here; the message explains the rule.

    Whenever it is raised, the deal it was raised from is unchanged.
    """


class DealError(EuchreError, ValueError):
    """Cards that cannot form a deal: wrong hand sizes, repeated or missing cards."""
