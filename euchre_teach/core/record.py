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
``points_to_win=N``, ``loner_lead=dealer_left`` (the dealer's left leads against a lone
hand; without it the player on the lone maker's left leads), ``table_mode`` (follow-suit not
enforced). ``kitty`` and ``scores: 3 5`` (the game score before the hand) are optional.
The ``--`` line separates the header from the actions. Buck Euchre's records
(:mod:`euchre_teach.buck.record`) are written the same way, with the lines of
:mod:`euchre_teach.core.notation`.

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
from euchre_teach.core.errors import NotationError
from euchre_teach.core.notation import (
    RuleWords,
    action_lines,
    at_line,
    forming_a_deal,
    header_lines,
    missing,
    record_text,
)
from euchre_teach.core.rules import Rules
from euchre_teach.core.seats import parse_seat

__all__ = ["HandRecord", "dumps", "format_rules", "loads", "parse", "parse_rules"]

#: The words of a ``rules:`` line, in the order a record writes them.
RULE_WORDS = RuleWords(
    Rules,
    {
        "stick_the_dealer": {"stick_the_dealer": True},
        "defend_alone": {"defend_alone": True},
        "table_mode": {"enforce_follow_suit": False},
        "loner_lead=dealer_left": {"loner_lead": "dealer_left"},
        "loner_lead=maker_left": {"loner_lead": "maker_left"},
        "points_to_win=N": None,
    },
)
_HEADER_KEYS = ("title", "rules", "dealer", "upcard", "kitty", "scores")


def format_rules(rules: Rules) -> str:
    """The ``rules:`` value for a :class:`Rules`: ``default`` or its variants."""
    return RULE_WORDS.format(rules)


def parse_rules(text: str) -> Rules:
    """A :class:`Rules` from a ``rules:`` value."""
    return RULE_WORDS.parse(text)


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
    opening = [f"title: {title}"] if title else []
    opening += [f"note: {note}" for note in notes]
    opening.append(f"rules: {format_rules(deal.rules)}")
    scores = deal.scores if deal.scores != (0, 0) else None
    return record_text(deal, opening, scores, comments=comments)


def loads(text: str) -> Deal:
    """The deal a record describes, with all its actions applied."""
    return parse(text).deal()


def parse(text: str) -> HandRecord:
    """Parse a record; a bad line raises :class:`NotationError` quoting it and its number."""
    header: dict[str, str] = {}
    notes: list[str] = []
    hands: dict[int, list[Card]] = {}
    lines = text.splitlines()
    for number, raw, key, value in header_lines(lines):
        with at_line(number, raw):
            if key == "note":
                notes.append(value)
            elif key == "players":
                _four_players(value)
            elif key in _HEADER_KEYS:
                header[key] = value
            else:
                hands[parse_seat(key)] = parse_cards(value)
    start = _start_deal(header, hands)
    record = HandRecord(header.get("title", ""), notes, start, [], [])
    deal = start.copy()
    for number, raw, seat, action, comment in action_lines(lines):
        with at_line(number, raw):
            deal.apply(action, seat)
        record.actions.append((seat, action))
        record.comments.append(comment)
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
    missing(header, hands)
    scores = (0, 0)
    if "scores" in header:
        parts = header["scores"].split()
        if len(parts) != 2 or not all(p.isdigit() for p in parts):
            raise NotationError(f"invalid scores: {header['scores']!r} (two numbers, e.g. '3 5')")
        scores = (int(parts[0]), int(parts[1]))
    kitty = parse_cards(header["kitty"]) if "kitty" in header else None
    with forming_a_deal():
        return Deal(
            parse_seat(header["dealer"]),
            [hands[s] for s in range(4)],
            Card.parse(header["upcard"]),
            parse_rules(header.get("rules", "default")),
            kitty=kitty,
            scores=scores,
        )
