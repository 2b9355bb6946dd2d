"""Seats 0..3 clockwise; partners sit across (0 & 2, 1 & 3).

In the course the learner sits at seat 2, South; the partner is North. Who plays when some
sit out (a lone hand's partner, a lone defender's) is seat arithmetic too, so it lives here.

>>> left(3), partner(1), team(2)
(0, 3, 0)
>>> seat_name(2), parse_seat("west")
('South', 3)
>>> SEATING[(1,)][1][3]  # East sits out: the order of play from West's lead
(3, 0, 2)
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from euchre_teach.core.errors import NotationError

__all__ = [
    "SEATING",
    "SEAT_NAMES",
    "TEAM_NAMES",
    "left",
    "next_in_play",
    "parse_seat",
    "partner",
    "play_orders",
    "seat_name",
    "team",
]

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


def parse_seat(text: str, names: Sequence[str] = SEAT_NAMES) -> int:
    """A seat from its name, its initial or its number: ``N E S W`` or 0..3 (Buck Euchre
    passes its three ``names``)."""
    key = text.strip().lower()
    for seat, name in enumerate(names):
        if key in (name.lower(), name[0].lower(), str(seat)):
            return seat
    listed = f"{', '.join(names[:-1])} or {names[-1]}"
    raise NotationError(f"invalid seat: {text!r} (a seat is {listed}, or 0..{len(names) - 1})")


def next_in_play(sitting_out: tuple[int, ...]) -> tuple[int, int, int, int]:
    """[seat] -> the next seat clockwise that is in play."""
    after = [0, 0, 0, 0]
    for seat in range(4):
        nxt = (seat + 1) % 4
        while nxt in sitting_out:
            nxt = (nxt + 1) % 4
        after[seat] = nxt
    return (after[0], after[1], after[2], after[3])


def play_orders(sitting_out: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """[leader] -> the seats in play in turn from that leader (for a leader in play)."""
    after = next_in_play(sitting_out)
    orders = []
    for leader in range(4):
        order = [leader]
        while len(order) < 4 - len(sitting_out):
            order.append(after[order[-1]])
        orders.append(tuple(order))
    return tuple(orders)


#: Who sits out (nobody, a lone maker's partner, and a lone defender's partner too) ->
#: the next seat in play after each seat, and the order of play from each leader: made
#: once, so that a deal looks its seating up when play starts.
SEATING = {
    out: (next_in_play(out), play_orders(out))
    for out in [(), *itertools.permutations(range(4), 1), *itertools.permutations(range(4), 2)]
}
