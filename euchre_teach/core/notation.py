"""The hand-record notation both games write: its lines, and the words of its ``rules:`` line.

A record opens with header lines (``key: value``), then a ``--`` line, then one action a
line (``Seat: action``, optionally followed by ``# a comment``); blank lines and lines
starting with ``#`` are ignored. Four-player records (:mod:`euchre_teach.core.record`) and
Buck Euchre's (:mod:`euchre_teach.buck.record`) are read and written with these pieces,
each passing in its seats' names and its rules' words (:class:`RuleWords`).

>>> lines = ["dealer: West", "# a comment", "--", "North: pass   # nothing to say"]
>>> [(key, value) for _, _, key, value in header_lines(lines)]
[('dealer', 'West')]
>>> [(seat, str(action), comment) for *_, seat, action, comment in action_lines(lines)]
[(0, 'pass', 'nothing to say')]
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Generic, Protocol, TypeVar

from euchre_teach.core.actions import Action
from euchre_teach.core.cards import Card
from euchre_teach.core.errors import EuchreError, IllegalAction, NotationError
from euchre_teach.core.seats import SEAT_NAMES, parse_seat

__all__ = [
    "Recorded",
    "RuleWords",
    "action_lines",
    "at_line",
    "forming_a_deal",
    "header_lines",
    "missing",
    "record_text",
]

R = TypeVar("R")


class RuleWords(Generic[R]):
    """How one game's rule options are written on a record's ``rules:`` line.

    ``words`` lists them in the order a record writes them: a word with the options it
    sets (``table_mode`` sets ``enforce_follow_suit=False``), or ``name=N`` (with None) for a
    whole-number option. Options at their defaults are not written; ``default`` stands for
    none changed. ``rules`` makes the game's rules from options.

    >>> from euchre_teach.core.rules import Rules
    >>> words = RuleWords(Rules, {"table_mode": {"enforce_follow_suit": False},
    ...                           "points_to_win=N": None})
    >>> words.format(Rules(points_to_win=11, enforce_follow_suit=False))
    'table_mode points_to_win=11'
    >>> words.parse("TABLE_MODE points_to_win=11") == Rules(points_to_win=11,
    ...                                                    enforce_follow_suit=False)
    True
    """

    def __init__(
        self, rules: Callable[..., R], words: Mapping[str, Mapping[str, object] | None]
    ) -> None:
        self._rules = rules
        self._words = dict(words)
        self._default = rules()
        *most, last = ["default", *self._words]
        self._expected = f"{', '.join(most)} or {last}"

    def format(self, rules: R) -> str:
        """The ``rules:`` value for these rules: ``default``, or the words for each change."""
        written = []
        for word, options in self._words.items():
            if options is None:
                name = word.removesuffix("=N")
                value = getattr(rules, name)
                if value != getattr(self._default, name):
                    written.append(f"{name}={value}")
            elif all(getattr(rules, key) == value for key, value in options.items()) and any(
                getattr(self._default, key) != value for key, value in options.items()
            ):
                written.append(word)
        return " ".join(written) or "default"

    def parse(self, text: str) -> R:
        """The rules a ``rules:`` value names (any case, in any order)."""
        options: dict[str, object] = {}
        for word in text.split():
            key = word.lower()
            name, equals, value = key.partition("=")
            if key == "default":
                continue
            sets = self._words.get(key)
            if sets is not None:
                options.update(sets)
            elif equals and f"{name}=N" in self._words:
                if not value.isdigit():
                    raise NotationError(f"invalid rules word: {word!r} ({name}=N, N a number)")
                options[name] = int(value)
            else:
                raise NotationError(f"invalid rules word: {word!r} (expected {self._expected})")
        try:
            return self._rules(**options)
        except ValueError as error:
            raise NotationError(f"invalid rules: {text!r} ({error})") from None


@contextlib.contextmanager
def at_line(number: int, raw: str) -> Iterator[None]:
    """Re-raise bad notation or a refused action met on a record's line as a
    :class:`NotationError` naming the line."""
    try:
        yield
    except (NotationError, IllegalAction) as error:
        raise NotationError(f"line {number}: {raw.strip()!r}: {error}") from None


@contextlib.contextmanager
def forming_a_deal() -> Iterator[None]:
    """Re-raise an error making the deal a record's header describes as a
    :class:`NotationError`."""
    try:
        yield
    except EuchreError as error:
        raise NotationError(f"the record's cards do not form a deal: {error}") from None


def header_lines(lines: Sequence[str]) -> Iterator[tuple[int, str, str, str]]:
    """Each header line as ``(number, line, key, value)``, the key in lower case, up to the
    ``--`` line; a line that is not ``key: value`` raises :class:`NotationError`."""
    for number, raw in enumerate(lines, start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line == "--":
            return
        key, colon, value = line.partition(":")
        if not colon:
            raise NotationError(f"line {number}: {raw!r} (expected 'key: value' or '--')")
        yield number, raw, key.strip().lower(), value.strip()


def action_lines(
    lines: Sequence[str], names: Sequence[str] = SEAT_NAMES
) -> Iterator[tuple[int, str, int, Action, str | None]]:
    """Each action line after the ``--`` line as ``(number, line, seat, action, comment)``;
    ``names``: the table's seats. A line that does not say ``Seat: action`` raises
    :class:`NotationError` naming it."""
    start = next((index + 1 for index, raw in enumerate(lines) if raw.strip() == "--"), None)
    if start is None:
        return
    for number, raw in enumerate(lines[start:], start=start + 1):
        line, _, comment = raw.partition("#")
        if not line.strip():
            continue
        seat_text, colon, action_text = line.partition(":")
        if not colon:
            raise NotationError(f"line {number}: {raw!r} (expected 'Seat: action')")
        with at_line(number, raw):
            seat = parse_seat(seat_text, names)
            action = Action.parse(action_text)
        yield number, raw, seat, action, comment.strip() or None


def missing(
    header: Mapping[str, str], hands: Mapping[int, object], names: Sequence[str] = SEAT_NAMES
) -> None:
    """Raise :class:`NotationError` for a record with no dealer, upcard or hand of a seat."""
    for key in ("dealer", "upcard"):
        if key not in header:
            raise NotationError(f"the record has no '{key}:' line")
    absent = [name for seat, name in enumerate(names) if seat not in hands]
    if absent:
        raise NotationError(f"the record has no hand for {', '.join(absent)}")


class Recorded(Protocol):
    """What a record writes of a hand: either game's deal."""

    @property
    def dealer(self) -> int: ...
    @property
    def upcard(self) -> Card: ...
    @property
    def kitty(self) -> tuple[Card, ...] | None: ...
    @property
    def initial_hands(self) -> tuple[tuple[Card, ...], ...]: ...
    @property
    def history(self) -> list[tuple[int, Action]]: ...


def record_text(
    deal: Recorded,
    opening: Sequence[str],
    scores: Sequence[int] | None,
    names: Sequence[str] = SEAT_NAMES,
    comments: Sequence[str | None] = (),
) -> str:
    """A record's text: the ``opening`` header lines (title, notes, rules), the deal as
    dealt, ``scores`` unless they are the usual start, and every action with its comment."""
    lines = [*opening, f"dealer: {names[deal.dealer]}", f"upcard: {deal.upcard}"]
    if deal.kitty is not None:
        lines.append(f"kitty: {' '.join(map(str, deal.kitty))}")
    if scores is not None:
        lines.append(f"scores: {' '.join(map(str, scores))}")
    lines += [f"{names[seat]}: {' '.join(map(str, hand))}"
              for seat, hand in enumerate(deal.initial_hands)]  # fmt: skip
    lines.append("--")
    for index, (seat, action) in enumerate(deal.history):
        line = f"{names[seat]}: {action}"
        comment = comments[index] if index < len(comments) else None
        lines.append(f"{line:<24}# {comment}" if comment else line)
    return "\n".join(lines) + "\n"
