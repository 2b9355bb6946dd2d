"""Hand records: a plain-text notation for a whole deal, like PGN for chess.

A record opens with header lines (``key: value``), then lists every action in order, one
per line, as ``Seat: action``, optionally followed by ``# a comment`` for that decision.
Lines that are blank or start with ``#`` are ignored. Seats are North, East, South, West
(or N, E, S, W); cards and actions use the usual text forms (``JH``, ``play JH``)::

    title: Ordering up with both bowers
    note: South holds both red jacks; the upcard is the king of hearts.
    rules: default
    dealer: West
    upcard: KH
    kitty: 9S TS QS
    North: 9C TC AD KD QD
    East: AC KC QC JC 9H
    South: JH JD AH TH AS
    West: KS JS 9D TD QH
    --
    North: pass
    East: pass
    South: order        # two bowers and the ace: order it up
    West: discard 9D
    North: play AD

``rules:`` is ``default`` or any of ``stick_the_dealer``, ``defend_alone``,
``points_to_win=N``, ``loner_lead=maker_left``, ``table_mode`` (follow-suit not
enforced). ``kitty`` and ``scores: 3 5`` (the game score before the hand) are optional.
The ``--`` line separates the header from the actions.

>>> from euchre_teach.core.dealing import seeded_deal
>>> deal = loads(dumps(seeded_deal(3)))
>>> deal == seeded_deal(3)
True
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from euchre_teach.core.actions import Action
from euchre_teach.core.cards import Card, parse_cards
from euchre_teach.core.deal import Deal
from euchre_teach.core.errors import EuchreError, IllegalAction, NotationError
from euchre_teach.core.rules import Rules
from euchre_teach.core.seats import SEAT_NAMES, parse_seat

__all__ = ["HandRecord", "dumps", "format_rules", "loads", "parse", "parse_rules"]

_FLAGS: dict[str, dict[str, object]] = {
    "stick_the_dealer": {"stick_the_dealer": True},
    "defend_alone": {"defend_alone": True},
    "table_mode": {"enforce_follow_suit": False},
    "loner_lead=maker_left": {"loner_lead": "maker_left"},
    "loner_lead=dealer_left": {"loner_lead": "dealer_left"},
}


def format_rules(rules: Rules) -> str:
    """The ``rules:`` value for a :class:`Rules`: ``default`` or its variants."""
    words = [
        word
        for word, change in _FLAGS.items()
        if word != "loner_lead=dealer_left"
        and all(getattr(rules, k) == v for k, v in change.items())
    ]
    if rules.points_to_win != 10:
        words.append(f"points_to_win={rules.points_to_win}")
    return " ".join(words) or "default"


def parse_rules(text: str) -> Rules:
    """A :class:`Rules` from a ``rules:`` value."""
    options: dict[str, object] = {}
    for word in text.split():
        key = word.lower()
        if key == "default":
            continue
        if key in _FLAGS:
            options.update(_FLAGS[key])
        elif key.startswith("points_to_win="):
            value = key.partition("=")[2]
            if not value.isdigit():
                raise NotationError(f"invalid rules word: {word!r} (points_to_win=N, N a number)")
            options["points_to_win"] = int(value)
        else:
            raise NotationError(
                f"invalid rules word: {word!r} (expected default, {', '.join(_FLAGS)}"
                " or points_to_win=N)"
            )
    try:
        return Rules(**options)  # type: ignore[arg-type]
    except ValueError as error:
        raise NotationError(f"invalid rules: {text!r} ({error})") from None


@dataclasses.dataclass
class HandRecord:
    """A parsed record: the deal as dealt, every action, and the comments."""

    title: str
    notes: list[str]
    start: Deal
    actions: list[tuple[int, Action]]
    comments: list[str | None]

    def deal(self, upto: int | None = None) -> Deal:
        """The deal after the first ``upto`` actions (all of them by default)."""
        deal = self.start.copy()
        for seat, action in self.actions[:upto]:
            deal.apply(action, seat)
        return deal


def dumps(
    deal: Deal,
    *,
    title: str = "",
    notes: Sequence[str] = (),
    comments: Sequence[str | None] = (),
) -> str:
    """The record of a deal (as far as it has gone), with optional per-action comments."""
    lines = [f"title: {title}"] if title else []
    lines += [f"note: {note}" for note in notes]
    lines += [
        f"rules: {format_rules(deal.rules)}",
        f"dealer: {SEAT_NAMES[deal.dealer]}",
        f"upcard: {deal.upcard}",
    ]
    if deal.kitty is not None:
        lines.append(f"kitty: {' '.join(map(str, deal.kitty))}")
    if deal.scores != (0, 0):
        lines.append(f"scores: {deal.scores[0]} {deal.scores[1]}")
    lines += [
        f"{SEAT_NAMES[seat]}: {' '.join(map(str, hand))}"
        for seat, hand in enumerate(deal.initial_hands)
    ]
    lines.append("--")
    for index, (seat, action) in enumerate(deal.history):
        line = f"{SEAT_NAMES[seat]}: {action}"
        comment = comments[index] if index < len(comments) else None
        lines.append(f"{line:<24}# {comment}" if comment else line)
    return "\n".join(lines) + "\n"


def loads(text: str) -> Deal:
    """The deal a record describes, with all its actions applied."""
    return parse(text).deal()


def parse(text: str) -> HandRecord:
    """Parse a record; a bad line raises :class:`NotationError` quoting it and its number."""
    header: dict[str, str] = {}
    notes: list[str] = []
    hands: dict[int, list[Card]] = {}
    lines = text.splitlines()
    body_start = len(lines)
    for number, raw in enumerate(lines, start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line == "--":
            body_start = number
            break
        key, colon, value = line.partition(":")
        if not colon:
            raise NotationError(f"line {number}: {raw!r} (expected 'key: value' or '--')")
        key, value = key.strip().lower(), value.strip()
        with _at_line(number, raw):
            if key == "note":
                notes.append(value)
            elif key == "players":
                _four_players(value)
            elif key in ("title", "rules", "dealer", "upcard", "kitty", "scores"):
                header[key] = value
            else:
                hands[parse_seat(key)] = parse_cards(value)
    start = _start_deal(header, hands)
    record = HandRecord(header.get("title", ""), notes, start, [], [])
    deal = start.copy()
    for number, raw in enumerate(lines[body_start:], start=body_start + 1):
        line, _, comment = raw.partition("#")
        if not line.strip():
            continue
        seat_text, colon, action_text = line.partition(":")
        if not colon:
            raise NotationError(f"line {number}: {raw!r} (expected 'Seat: action')")
        with _at_line(number, raw):
            seat = parse_seat(seat_text)
            action = Action.parse(action_text)
            deal.apply(action, seat)
        record.actions.append((seat, action))
        record.comments.append(comment.strip() or None)
    return record


def _four_players(value: str) -> None:
    """A ``players:`` header is optional here, and must say 4."""
    if value == "3":
        raise NotationError(
            "this is a record for three players (Buck Euchre): read it with"
            " euchre_teach.buck.record.loads"
        )
    if value != "4":
        raise NotationError(f"invalid players: {value!r} (a record is for 4 players, or 3)")


def _start_deal(header: dict[str, str], hands: dict[int, list[Card]]) -> Deal:
    for key in ("dealer", "upcard"):
        if key not in header:
            raise NotationError(f"the record has no '{key}:' line")
    missing = [SEAT_NAMES[s] for s in range(4) if s not in hands]
    if missing:
        raise NotationError(f"the record has no hand for {', '.join(missing)}")
    scores = (0, 0)
    if "scores" in header:
        parts = header["scores"].split()
        if len(parts) != 2 or not all(p.isdigit() for p in parts):
            raise NotationError(f"invalid scores: {header['scores']!r} (two numbers, e.g. '3 5')")
        scores = (int(parts[0]), int(parts[1]))
    kitty = parse_cards(header["kitty"]) if "kitty" in header else None
    try:
        return Deal(
            parse_seat(header["dealer"]),
            [hands[s] for s in range(4)],
            Card.parse(header["upcard"]),
            parse_rules(header.get("rules", "default")),
            kitty=kitty,
            scores=scores,
        )
    except EuchreError as error:
        raise NotationError(f"the record's cards do not form a deal: {error}") from None


class _at_line:
    """Re-raise an error inside a record line as a NotationError naming the line."""

    def __init__(self, number: int, raw: str) -> None:
        self.where = f"line {number}: {raw.strip()!r}"

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind: object, error: BaseException | None, trace: object) -> None:
        if isinstance(error, NotationError | IllegalAction):
            raise NotationError(f"{self.where}: {error}") from None

