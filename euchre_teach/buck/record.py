"""Hand records for Buck Euchre: the four-player notation with a ``players: 3`` header.

Seats are West, East and South (W, E, S); the kitty holds the eight cards under the upcard;
``scores`` lists the three counts before the hand; ``rules`` takes the words of
:meth:`~euchre_teach.buck.rules.BuckRules.words`::

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
from euchre_teach.core.actions import Action
from euchre_teach.core.cards import Card, parse_cards
from euchre_teach.core.errors import EuchreError, IllegalAction, NotationError

__all__ = ["dumps", "loads"]

_HEADER_KEYS = ("players", "title", "note", "rules", "dealer", "upcard", "kitty", "scores")


def dumps(deal: BuckDeal, *, title: str = "", comments: Sequence[str | None] = ()) -> str:
    """The record of a Buck Euchre hand (as far as it has gone)."""
    lines = ["players: 3"]
    if title:
        lines.append(f"title: {title}")
    lines += [
        f"rules: {deal.rules.words()}",
        f"dealer: {BUCK_SEATS[deal.dealer]}",
        f"upcard: {deal.upcard}",
    ]
    if deal.kitty is not None:
        lines.append(f"kitty: {' '.join(map(str, deal.kitty))}")
    start = deal.rules.start_score
    if deal.scores != (start, start, start):
        lines.append(f"scores: {' '.join(map(str, deal.scores))}")
    lines += [
        f"{BUCK_SEATS[seat]}: {' '.join(map(str, hand))}"
        for seat, hand in enumerate(deal.initial_hands)
    ]
    lines.append("--")
    for index, (seat, action) in enumerate(deal.history):
        line = f"{BUCK_SEATS[seat]}: {action}"
        comment = comments[index] if index < len(comments) else None
        lines.append(f"{line:<24}# {comment}" if comment else line)
    return "\n".join(lines) + "\n"


def loads(text: str) -> BuckDeal:
    """The hand a record describes, with all its actions applied; a bad line raises
    :class:`NotationError` quoting it and its number."""
    lines = text.splitlines()
    header: dict[str, str] = {}
    hands: dict[int, list[Card]] = {}
    body = len(lines)
    for number, raw in enumerate(lines, start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line == "--":
            body = number
            break
        key, colon, value = line.partition(":")
        if not colon:
            raise NotationError(f"line {number}: {raw!r} (expected 'key: value' or '--')")
        key, value = key.strip().lower(), value.strip()
        try:
            if key in _HEADER_KEYS:
                header[key] = value
            else:
                hands[parse_buck_seat(key)] = parse_cards(value)
        except NotationError as error:
            raise NotationError(f"line {number}: {raw.strip()!r}: {error}") from None
    deal = _start(header, hands)
    for number, raw in enumerate(lines[body:], start=body + 1):
        line = raw.partition("#")[0]
        if not line.strip():
            continue
        seat_text, colon, action_text = line.partition(":")
        if not colon:
            raise NotationError(f"line {number}: {raw!r} (expected 'Seat: action')")
        try:
            deal.apply(Action.parse(action_text), parse_buck_seat(seat_text))
        except (NotationError, IllegalAction) as error:
            raise NotationError(f"line {number}: {raw.strip()!r}: {error}") from None
    return deal


def _start(header: dict[str, str], hands: dict[int, list[Card]]) -> BuckDeal:
    if header.get("players") != "3":
        raise NotationError(
            f"a Buck Euchre record opens with 'players: 3', not {header.get('players')!r}"
        )
    for key in ("dealer", "upcard"):
        if key not in header:
            raise NotationError(f"the record has no '{key}:' line")
    missing = [BUCK_SEATS[s] for s in range(3) if s not in hands]
    if missing:
        raise NotationError(f"the record has no hand for {', '.join(missing)}")
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
    try:
        return BuckDeal(
            parse_buck_seat(header["dealer"]),
            [hands[s] for s in range(3)],
            Card.parse(header["upcard"]),
            rules,
            kitty=kitty,
            scores=scores,
        )
    except EuchreError as error:
        raise NotationError(f"the record's cards do not form a deal: {error}") from None
