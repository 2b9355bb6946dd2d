"""Positions and helpers shared by several test files."""

from __future__ import annotations

import contextlib
import errno
import os
import signal
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from euchre_teach import Action, Card, Deal, Rules
from euchre_teach.core.cards import DECK, parse_cards
from euchre_teach.course.items import Item

# North holds both red bowers; West deals and turns up K♥.
BOWER_HANDS = ("JH JD AH 9C TC", "AC KC QC JC 9S", "AS KS QS JS TS", "AD KD QD TD 9D")


def bower_deal(rules: Rules | None = None) -> Deal:
    """West (seat 3) deals; North (seat 0) holds J♥ J♦ A♥; the upcard is K♥."""
    return Deal(3, [parse_cards(hand) for hand in BOWER_HANDS], Card.parse("KH"), rules)


def stop_server(proc: subprocess.Popen[bytes]) -> None:
    """Stop a server a test started, by its pid: SIGTERM lets Voila shut its kernels down."""
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


@contextlib.contextmanager
def full_filesystem(where: Path, size_kb: int = 256) -> Iterator[Path]:
    """A real tmpfs of ``size_kb`` mounted at ``where``, filled to the last byte."""
    if os.geteuid() != 0:
        pytest.skip("mounting a small tmpfs to fill needs root")
    where.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size_kb}k", "tmpfs", str(where)],
                   check=True)  # fmt: skip
    try:
        filler = where / "filler"
        with open(filler, "wb", buffering=0) as out:
            try:
                while True:
                    out.write(b"\0" * 4096)
            except OSError as full:
                assert full.errno == errno.ENOSPC
        yield where
    finally:
        subprocess.run(["umount", str(where)], check=True)


def strategic_item(key: str) -> Item:
    """The practice or quiz item a strategic question key names, as the learner meets it:
    lessons 6, 7, 11 and 12's quiz positions, the "bid or pass?" drill, or a practice item."""
    from euchre_teach.course import drills, practice
    from euchre_teach.course.quizzes.whole_hands import strategy_positions

    positions = dict(strategy_positions())  # every lesson's written and guided-hand positions
    if key in positions:
        return drills.coach_item(key, positions[key])
    if key.startswith("bid/"):
        return drills.bid_item(int(key.partition("/")[2]))
    return practice.practice_item(key)


def round_2_first_seat(south: str, rules: Rules | None = None) -> Deal:
    """South, on the dealer's left, to speak first in round 2 after K♠ was turned down."""
    rest = [c for c in DECK if c not in parse_cards(south) and c != Card.parse("KS")]
    hands = [rest[0:5], rest[5:10], parse_cards(south), rest[10:15]]
    deal = Deal(1, hands, Card.parse("KS"), rules, kitty=rest[15:18])
    for seat in (2, 3, 0, 1):
        deal.apply(Action.parse("pass"), seat)
    return deal
