"""Third hand high on a partner's plain king or queen: trump it, or let it ride? Judged.

A cold review by an experienced teacher (expert41b) read lesson 11's "third hand high"
backwards for a king: "If partner leads a king and the ace has not been seen, the ace may be
in fourth hand, which is when you must trump." The coach (``players/play._partner_winning``)
trumps a partner's queen or lower in that spot and never a king. This benchmark asks the
course's judge, on the positions where it matters.

It plays ``--deals`` seeded deals (``seeded_deal(n)``) to their end with a
:class:`~euchre_teach.players.coach.CoachBot` in every seat and stops at each decision where
a seat plays third to a trick its partner led and is winning with a plain (not trump) king or
queen, holds no card of the suit led but holds a trump, and has not seen a higher card of the
suit led played or in its own hand (the last player may hold it). There the judge (its
precomputed effort, the same play-outs that set the course's keys) values two choices on the
same deals: trumping with the lowest trump, and the coach's own play when it is not a trump
(else the lowest plain card). Printed per rank of the partner's card: positions, how often
trumping scores more, how often the two are within the judge's margin, and the mean points
a hand trumping gains, ± one standard error.

    .venv/bin/python benchmarks/third_hand.py --deals 3000 [--workers 2]
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from euchre_teach.core.actions import PLAY
from euchre_teach.core.cards import Card, Rank
from euchre_teach.core.dealing import seeded_deal
from euchre_teach.core.seats import partner
from euchre_teach.core.view import View
from euchre_teach.players import CoachBot
from euchre_teach.players.knowledge import cards_out, is_boss, lowest, suit_of, winning
from euchre_teach.strategy.judge import MARGIN, PRECOMPUTED, judge

_COACH = CoachBot(seed=0, level="coach")


def _spots(number: int) -> list[tuple[str, float]]:
    """Deal ``number`` played out by coaches: at each spot, the partner's card's rank name and
    what trumping gains over the coach's plain card (points a hand, judged)."""
    deal = seeded_deal(number)
    found: list[tuple[str, float]] = []
    while not deal.is_over:
        seat = deal.to_act
        assert seat is not None
        view = deal.view(seat)
        choice = _COACH.decide(view).action
        spot = _spot(view)
        if spot is not None:
            rank, trump_card, plain_card = spot
            if choice.card is not None and suit_of(choice.card, view.trump) is not view.trump:
                plain_card = choice.card
            ruff, keep = PLAY[trump_card.index], PLAY[plain_card.index]
            verdict = judge(view, [ruff, keep], effort=PRECOMPUTED)
            found.append((rank, verdict.value(ruff).mean - verdict.value(keep).mean))
        deal.apply(choice, seat)
    return found


def _spot(view: View) -> tuple[str, Card, Card] | None:
    """(rank name, lowest trump, lowest plain card) at a spot this benchmark asks, else None."""
    trump = view.trump
    if trump is None or len(view.trick) != 2 or view.trick_seats[0] != partner(view.seat):
        return None
    win_seat, win_card = winning(view.trick, view.trick_seats, trump)
    if win_seat != partner(view.seat) or suit_of(win_card, trump) is trump:
        return None
    if win_card.rank not in (Rank.KING, Rank.QUEEN):
        return None
    led = suit_of(view.trick[0], trump)
    hand = list(view.hand)
    if any(suit_of(c, trump) is led for c in hand):
        return None
    trumps = [c for c in hand if suit_of(c, trump) is trump]
    plain = [c for c in hand if suit_of(c, trump) is not trump]
    if not trumps or not plain or is_boss(win_card, cards_out(view), trump):
        return None
    return win_card.rank.name.lower(), lowest(trumps, trump), lowest(plain, trump)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=3000)
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    started = time.perf_counter()
    numbers = range(args.first, args.first + args.deals)
    with multiprocessing.Pool(args.workers) as pool:
        spots = [s for found in pool.imap_unordered(_spots, numbers, chunksize=20) for s in found]
    print(f"{args.deals} deals played by coaches, {len(spots)} spots judged"
          f" ({time.perf_counter() - started:.0f} s); margin {MARGIN}")
    for rank in ("king", "queen"):
        gains = [g for r, g in spots if r == rank]
        if len(gains) < 2:
            print(f"partner's {rank}: {len(gains)} spots")
            continue
        better = sum(g > 0 for g in gains)
        close = sum(abs(g) <= MARGIN for g in gains)
        mean, se = statistics.fmean(gains), statistics.stdev(gains) / len(gains) ** 0.5
        print(f"partner's {rank}: {len(gains)} spots; trumping scores more on {better}"
              f" ({100 * better / len(gains):.0f}%), within the margin on {close}; mean gain"
              f" of trumping {mean:+.3f} ± {se:.3f} points a hand")


if __name__ == "__main__":
    main()
