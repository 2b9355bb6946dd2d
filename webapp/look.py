"""How a learner's settings look on a lesson page: the card animation and the pace of the
computer players each animation setting means, and the opponents each difficulty names.
The lesson tracker (:mod:`webapp.lesson`) applies them; the static edition's build writes
them into its settings page, so both editions read one table.
"""

from __future__ import annotations

__all__ = ["ANIMATION", "DEFAULT_LOOK", "OPPONENTS", "look_of"]

from euchre_teach.store.progress import Settings
from widgets.playtable import SPEEDS

ANIMATION: dict[str, tuple[int, float]] = {
    "off": (0, SPEEDS["Instant"]),
    "fast": (100, SPEEDS["Fast"]),
    "normal": (200, SPEEDS["Normal"]),
    "slow": (400, SPEEDS["Slow"]),
}
"""A learner's animation speed as (card animation in ms, seconds between computer moves)."""

OPPONENTS = {"easy": "Gentle", "coach": "Coach", "expert": "Expert"}
"""The settings page's difficulty as :data:`widgets.gameplay.DIFFICULTIES` names it."""

DEFAULT_LOOK = (False, ANIMATION["normal"][0])


def look_of(settings: Settings) -> tuple[bool, int]:
    """(four-colour deck, card animation in ms) for these settings.

    >>> look_of(Settings(four_colour=True, animation_speed="off"))
    (True, 0)
    """
    return settings.four_colour, ANIMATION[settings.animation_speed][0]
