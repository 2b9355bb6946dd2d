"""Positions shared by several test files."""

from __future__ import annotations

import signal
import subprocess

from euchre_teach import Card, Deal, Rules
from euchre_teach.core.cards import parse_cards

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
