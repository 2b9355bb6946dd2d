"""A learner as the store keeps them: an id, a display name (one short line, cut between
the characters a reader sees) and the settings they chose.

>>> clean_name("  Ada   Lovelace ")
'Ada Lovelace'
>>> Settings.from_dict({"points_to_win": 5, "colour": "red"}).points_to_win
5
"""

from __future__ import annotations

__all__ = [
    "ANIMATION_SPEEDS",
    "DIFFICULTIES",
    "HUB_LEARNER_PREFIX",
    "MAX_NAME_LENGTH",
    "Learner",
    "Settings",
    "clean_name",
    "clean_name_noting",
]

import dataclasses
import re
import unicodedata
from collections.abc import Mapping
from typing import Any

from euchre_teach.store.graphemes import cut

MAX_NAME_LENGTH = 30
"""The most characters a name keeps, counted as a reader sees them (grapheme clusters)."""
DIFFICULTIES = ("easy", "coach", "expert")
ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")
HUB_LEARNER_PREFIX = "hub:"
"""Ids of learners who are JupyterHub users (see
:meth:`~euchre_teach.store.progress.ProgressStore.hub_learner`)."""


def clean_name(text: str) -> str:
    """A display name as the course keeps it: one line, no control characters, 30 at most.

    It is stored and shown as plain text (pages escape it), never as HTML.

    >>> clean_name("  <img src=x>\\n  Bob ")
    '<img src=x> Bob'
    >>> clean_name("   ")
    Traceback (most recent call last):
    ...
    ValueError: Please type a name: a first name or a nickname is enough.
    """
    return clean_name_noting(text)[0]


def clean_name_noting(text: str) -> tuple[str, bool]:
    """:func:`clean_name`, and whether the name was cut to :data:`MAX_NAME_LENGTH`
    (between the characters a reader sees: an emoji family or an accent is never split).

    >>> clean_name_noting("Zoë " + "👨‍👩‍👧" * 40)[0] == "Zoë " + "👨‍👩‍👧" * 26
    True
    """
    kept = "".join(
        ch for ch in text if unicodedata.category(ch)[0] != "C" or ch in "\t\n\r" or _joins(ch)
    )
    name, shortened = cut(re.sub(r"\s+", " ", kept).strip(), MAX_NAME_LENGTH)
    name = name.strip()
    if not name:
        raise ValueError("Please type a name: a first name or a nickname is enough.")
    return name, shortened


def _joins(ch: str) -> bool:
    """Format characters that names need: the emoji joiner and tag characters of flags."""
    return ch == "\u200d" or 0xE0020 <= ord(ch) <= 0xE007F


@dataclasses.dataclass(frozen=True)
class Settings:
    """What a learner chose on the settings page; the defaults are the traditional rules."""

    stick_the_dealer: bool = False
    defend_alone: bool = False
    points_to_win: int = 10
    four_colour: bool = False
    difficulty: str = "coach"
    animation_speed: str = "normal"

    def __post_init__(self) -> None:
        if self.points_to_win not in (5, 7, 10, 11):
            raise ValueError("A game is played to 5, 7, 10 or 11 points.")
        if self.difficulty not in DIFFICULTIES:
            raise ValueError(f"Difficulty is one of {', '.join(DIFFICULTIES)}.")
        if self.animation_speed not in ANIMATION_SPEEDS:
            raise ValueError(f"Animation speed is one of {', '.join(ANIMATION_SPEEDS)}.")

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Settings:
        """Settings from stored JSON; unknown keys are ignored, bad values fall back."""
        known = {f.name for f in dataclasses.fields(cls)}
        try:
            return cls(**{k: v for k, v in data.items() if k in known})
        except (TypeError, ValueError):
            return cls()


@dataclasses.dataclass(frozen=True)
class Learner:
    """One learner: an unguessable id (kept in a cookie) and a display name."""

    id: str
    name: str
    settings: Settings
