"""Seats 0..3 clockwise; partners sit across (0 & 2, 1 & 3).

In the course the learner sits at seat 2, South; the partner is North.

>>> left(3), partner(1), team(2)
(0, 3, 0)
>>> seat_name(2), parse_seat("west")
('South', 3)
"""

from __future__ import annotations

from euchre_teach.core.errors import NotationError

__all__ = ["SEAT_NAMES", "TEAM_NAMES", "left", "parse_seat", "partner", "seat_name", "team"]

SEAT_NAMES = ("North", "East", "South", "West")
TEAM_NAMES = ("North-South", "East-West")


def left(seat: int, steps: int = 1) -> int:
    """The seat to the left of ``seat`` (the next to play, clockwise)."""
    return (seat + steps) % 4


def partner(seat: int) -> int:
    """The seat across the table."""
    return (seat + 2) % 4


def team(seat: int) -> int:
    """0 for North-South (seats 0 and 2), 1 for East-West (seats 1 and 3)."""
    return seat % 2


def seat_name(seat: int) -> str:
    """North, East, South or West."""
    return SEAT_NAMES[seat]


def parse_seat(text: str) -> int:
    """A seat from ``N E S W``, a name, or a number 0..3."""
    key = text.strip().lower()
    for seat, name in enumerate(SEAT_NAMES):
        if key in (name.lower(), name[0].lower(), str(seat)):
            return seat
    raise NotationError(f"invalid seat: {text!r} (a seat is North, East, South or West, or 0..3)")
