"""Cutting text between the characters a reader sees (grapheme clusters), standard library only.

Python's ``str`` counts code points: "👨‍👩‍👧" is five of them (three people joined by two
zero-width joiners) and "é" may be two (e + a combining accent). A name cut after 30 code
points can end in half a family or a bare accent. :func:`clusters` groups code points as
Unicode's extended grapheme clusters do (UAX #29) for what names contain:

- combining marks (categories Mn, Me, Mc), variation selectors, emoji skin tones, tag
  characters (flags of regions such as 🏴 England) and the zero-width joiner stay with the
  character before them;
- after a zero-width joiner, the next character joins too (emoji ZWJ sequences);
- regional indicators pair up into flags (🇨🇦);
- CR LF is one cluster; Hangul conjoining jamo (U+1100-U+11FF) join their syllable.

Not handled, being absent from names typed on today's keyboards: the rare "prepend"
characters of a few scripts. For them a cut may fall one character early, never inside a
joined emoji or after a bare combining mark.

>>> list(clusters("e\\u0301a")) == ["e\\u0301", "a"]
True
>>> len(list(clusters("👨‍👩‍👧🇨🇦👍🏽")))
3
>>> cut("Zoë 👨‍👩‍👧 family", 5)
('Zoë 👨\\u200d👩\\u200d👧', True)
"""

from __future__ import annotations

__all__ = ["clusters", "cut"]

import unicodedata
from collections.abc import Iterator

ZWJ = "\u200d"


def _extends(ch: str) -> bool:
    """True for a character that belongs to the cluster before it."""
    code = ord(ch)
    return (
        ch == ZWJ
        or unicodedata.category(ch) in ("Mn", "Me", "Mc")
        or 0xFE00 <= code <= 0xFE0F  # variation selectors (text or emoji look)
        or 0xE0100 <= code <= 0xE01EF  # variation selectors supplement
        or 0x1F3FB <= code <= 0x1F3FF  # emoji skin tones
        or 0xE0020 <= code <= 0xE007F  # tags (subdivision flags)
        or 0x1160 <= code <= 0x11FF  # Hangul medial vowels and final consonants
    )


def _regional(ch: str) -> bool:
    return 0x1F1E6 <= ord(ch) <= 0x1F1FF


def clusters(text: str) -> Iterator[str]:
    """The grapheme clusters of ``text``, in order (joined, they give ``text`` back)."""
    current = ""
    pairs = 0  # regional indicators in the current cluster
    for ch in text:
        joins = bool(current) and (
            _extends(ch)
            or current.endswith(ZWJ)
            or (current[-1] == "\r" and ch == "\n")
            or (_regional(ch) and _regional(current[-1]) and pairs == 1)
        )
        if joins:
            current += ch
            pairs += _regional(ch)
        else:
            if current:
                yield current
            current, pairs = ch, int(_regional(ch))
    if current:
        yield current


def cut(text: str, most: int) -> tuple[str, bool]:
    """``text`` kept to its first ``most`` clusters, and whether anything was cut off."""
    kept: list[str] = []
    for count, cluster in enumerate(clusters(text)):
        if count == most:
            return "".join(kept), True
        kept.append(cluster)
    return text, False
