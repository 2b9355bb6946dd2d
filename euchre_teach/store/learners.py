"""A learner as the store keeps them: an id, a display name (one short line of what shows,
cut between the characters a reader sees, by Unicode's grapheme clusters as the ``regex``
module finds them) and the settings they chose.

>>> clean_name("  Ada   Lovelace ")
'Ada Lovelace'
>>> Settings.from_dict({"points_to_win": 5, "colour": "red"}).points_to_win
5
"""

from __future__ import annotations

__all__ = [
    "ANIMATION_SPEEDS",
    "DIFFICULTIES",
    "GRAPHEME",
    "HUB_LEARNER_PREFIX",
    "HUB_STAFF_FUNCTION",
    "MAX_MARKS",
    "MAX_NAME_BYTES",
    "MAX_NAME_CODE_POINTS",
    "MAX_NAME_LENGTH",
    "Learner",
    "Settings",
    "clean_name",
    "clean_name_noting",
    "shown_name",
    "visible_form",
]

import dataclasses
import unicodedata
from collections.abc import Mapping
from typing import Any

import regex

MAX_NAME_LENGTH = 30
"""The most characters a name keeps, counted as a reader sees them (grapheme clusters)."""
MAX_NAME_CODE_POINTS = 90
"""And the most code points: three a character on average (an emoji family is five)."""
MAX_NAME_BYTES = 240
"""And the most bytes (UTF-8): 30 flags or 30 thumbs with a skin tone fit, 30 families do
not. What a page, a CSV row and the live view carry per learner stays small."""
MAX_MARKS = 2
"""Accents stacked over one letter (combining marks that draw over it; spacing marks, as in
Hindi, are not counted): "ễ" has two, a third would start drawing over the line above."""
DIFFICULTIES = ("easy", "coach", "expert")
ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")
HUB_LEARNER_PREFIX = "hub:"
"""Ids of learners who are JupyterHub users (see
:meth:`~euchre_teach.store.progress.ProgressStore.hub_learner`)."""
HUB_STAFF_FUNCTION = "euchre_hub_staff"
"""Under JupyterHub on PostgreSQL, the database function that names the learner records of
the hub's admins and teachers' group (made by :mod:`euchre_teach.store.hubroles`): the
dashboard leaves them out of its learners."""

GRAPHEME = regex.compile(r"\X")
"""One character as a reader sees it: a Unicode extended grapheme cluster (UAX #29)."""
_CONTROLS = regex.compile(r"[\p{Cc}\p{Cs}\p{Co}\p{Cn}--[\t\n\r]]+", regex.VERSION1)
_MARK_RUN = regex.compile(rf"\p{{M}}{{{MAX_MARKS + 1},}}")
_STACKING = regex.compile(r"[\p{Mn}\p{Me}]")
_JOINING_SCRIPTS = (
    r"[\p{Arabic}\p{Syriac}\p{Devanagari}\p{Bengali}\p{Gurmukhi}\p{Gujarati}\p{Oriya}"
    r"\p{Tamil}\p{Telugu}\p{Kannada}\p{Malayalam}\p{Sinhala}]"
)
# What does not show: default-ignorable code points (joiners, direction controls, variation
# selectors, tags, fillers, soft hyphens) and other format characters, all removed but
# where they change what shows, kept in the first group: a joiner inside an emoji sequence
# (a family), a joiner or non-joiner between letters of a script shaped by them (Persian,
# Hindi), one variation selector after a character, the tags of a subdivision flag.
_INVISIBLE = regex.compile(
    r"((?<=\p{Extended_Pictographic}[\uFE0F\p{Emoji_Modifier}]?)\u200D"
    r"(?=\p{Extended_Pictographic})"
    rf"|(?<={_JOINING_SCRIPTS}\p{{M}}*)[\u200C\u200D](?={_JOINING_SCRIPTS})"
    r"|(?<=[^\p{DI}\p{Cf}\s])[\uFE00-\uFE0F\U000E0100-\U000E01EF]"
    r"|\U0001F3F4[\U000E0020-\U000E007E]{1,12}\U000E007F)"
    r"|[\p{DI}\p{Cf}]"
)
_SPACES = regex.compile(r"\s+")
_NOT_SHOWN = regex.compile(r"[\p{DI}\p{Cf}\s]+")


def clean_name(text: str) -> str:
    """A display name as the course keeps it: one line of what shows, no control or
    invisible characters, at most :data:`MAX_NAME_LENGTH` characters (and
    :data:`MAX_NAME_CODE_POINTS`, :data:`MAX_NAME_BYTES`), :data:`MAX_MARKS` accents a letter.

    It is stored and shown as plain text (pages escape it), never as HTML.

    >>> clean_name("  <img src=x>\\n  Bob ")
    '<img src=x> Bob'
    >>> clean_name("\\u200b\\u202eAda")
    'Ada'
    >>> clean_name("   ")
    Traceback (most recent call last):
    ...
    ValueError: Please type a name: a first name or a nickname is enough.
    """
    return clean_name_noting(text)[0]


def clean_name_noting(text: str) -> tuple[str, bool]:
    """:func:`clean_name`, and whether the name was cut to its limits (between the
    characters a reader sees: an emoji family or an accent is never split).

    >>> clean_name_noting("Zoë " + "👨‍👩‍👧" * 40)[0] == "Zoë " + "👨‍👩‍👧" * 13
    True
    """
    text = _CONTROLS.sub("", text)
    text = _MARK_RUN.sub(_fewer_marks, unicodedata.normalize("NFD", text))
    text = _INVISIBLE.sub(r"\1", unicodedata.normalize("NFC", text))
    name, shortened = _cut(_SPACES.sub(" ", text).strip())
    name = name.strip()
    if not name:
        raise ValueError("Please type a name: a first name or a nickname is enough.")
    return name, shortened


def _fewer_marks(run: regex.Match[str]) -> str:
    """A run of combining marks with at most :data:`MAX_MARKS` stacking ones (the first)."""
    kept, stacked = [], 0
    for mark in run.group():
        if _STACKING.match(mark):
            stacked += 1
            if stacked > MAX_MARKS:
                continue
        kept.append(mark)
    return "".join(kept)


def _cut(text: str) -> tuple[str, bool]:
    """``text`` to its first characters within all three limits, and whether any were left."""
    end = points = size = 0
    for characters, cluster in enumerate(GRAPHEME.finditer(text), start=1):
        points += len(cluster.group())
        size += len(cluster.group().encode())
        if characters > MAX_NAME_LENGTH or points > MAX_NAME_CODE_POINTS or size > MAX_NAME_BYTES:
            return text[:end], True
        end = cluster.end()
    return text, False


def shown_name(kept: str) -> str:
    """A name as read from the store, as it shows: names kept before they were cleaned this
    way (invisible characters, any size) are cleaned for showing; the record is unchanged.

    >>> shown_name("\\u2066Ada\\u2069"), shown_name("\\u200b")
    ('Ada', '?')
    """
    try:
        return clean_name(kept)
    except ValueError:
        return "?"


def visible_form(name: str) -> str:
    """What a name looks like, for telling whether two learners have the same name: letters
    compared without case or width (NFKC), spaces and whatever does not show left out.

    >>> visible_form(" \\u200dAda  LOVELACE") == visible_form("ada lovelace")
    True
    """
    return _NOT_SHOWN.sub("", unicodedata.normalize("NFKC", name).casefold())


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
