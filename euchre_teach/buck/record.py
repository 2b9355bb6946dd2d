"""Hand records for Buck Euchre: the four-player notation with a ``players: 3`` header.

Seats are West, East and South (W, E, S); the kitty holds the eight cards under the upcard;
``scores`` lists the three counts before the hand; ``rules`` takes the words of
:meth:`~euchre_teach.buck.rules.BuckRules.words`. The lines are read and written as the
four-player game's are (:mod:`euchre_teach.core.notation`)::

    players: 3
    title: Dirty clubs
    rules: default
    dealer: South
    upcard: 9C
    West: JS AC KH QH 9D
    East: AD KD QD TD 9H
    South: JC TC AS KS QS
    --
    South: discard QS
    West: play JS

>>> from euchre_teach.buck.game import buck_seeded_deal
>>> loads(dumps(buck_seeded_deal(3))) == buck_seeded_deal(3)
True
"""

from __future__ import annotations

from collections.abc import Sequence

from euchre_teach.buck.deal import BuckDeal
from euchre_teach.buck.rules import BUCK_SEATS, BuckRules, parse_buck_seat
from euchre_teach.core.cards import Card, parse_cards
from euchre_teach.core.errors import NotationError
from euchre_teach.core.notation import (
    action_lines,
    at_line,
    forming_a_deal,
    header_lines,
    missing,
    record_text,
)

__all__ = ["dumps", "loads"]

_HEADER_KEYS = ("players", "title", "note", "rules", "dealer", "upcard", "kitty", "scores")


def dumps(deal: BuckDeal, *, title: str = "", comments: Sequence[str | None] = ()) -> str:
    """The record of a Buck Euchre hand (as far as it has gone)."""
    opening = ["players: 3", *([f"title: {title}"] if title else [])]
    opening.append(f"rules: {deal.rules.words()}")
    start = deal.rules.start_score
    scores = deal.scores if deal.scores != (start, start, start) else None
    return record_text(deal, opening, scores, BUCK_SEATS, comments)


def loads(text: str) -> BuckDeal:
    """The hand a record describes, with all its actions applied; a bad line raises
    :class:`NotationError` quoting it and its number."""
    lines = text.splitlines()
    header: dict[str, str] = {}
    hands: dict[int, list[Card]] = {}
    for number, raw, key, value in header_lines(lines):
        with at_line(number, raw):
            if key in _HEADER_KEYS:
                header[key] = value
            else:
                hands[parse_buck_seat(key)] = parse_cards(value)
    deal = _start(header, hands)
    for number, raw, seat, action, _ in action_lines(lines, BUCK_SEATS):
        with at_line(number, raw):
            deal.apply(action, seat)
    return deal


def _start(header: dict[str, str], hands: dict[int, list[Card]]) -> BuckDeal:
    if header.get("players") != "3":
        raise NotationError(
            f"a Buck Euchre record opens with 'players: 3', not {header.get('players')!r}"
        )
    missing(header, hands, BUCK_SEATS)
    rules = BuckRules.parse(header.get("rules", "default"))
    scores = None
    if "scores" in header:
        parts = header["scores"].split()
        if len(parts) != 3 or not all(p.lstrip("-").isdigit() for p in parts):
            raise NotationError(
                f"invalid scores: {header['scores']!r} (three numbers, e.g. '15 12 9')"
            )
        scores = (int(parts[0]), int(parts[1]), int(parts[2]))
    kitty = parse_cards(header["kitty"]) if "kitty" in header else None
    with forming_a_deal():
        return BuckDeal(
            parse_buck_seat(header["dealer"]),
            [hands[s] for s in range(3)],
            Card.parse(header["upcard"]),
            rules,
            kitty=kitty,
            scores=scores,
        )
