"""The taught bidding count against the judge: how often the count's bid is within the
judge's margin of the best, and what following the count costs, per round and seat.

Positions are random deals with South to speak, everyone before South having passed (as the
course's practice builds them: ``euchre_teach.course.practice``), seeded by their number, so
a run is repeatable. At each, the count (:mod:`euchre_teach.players.count`: ``judge`` in
round 1, ``best_suit`` in round 2, at a score of 0-0) bids or passes, and the course's judge
(:mod:`euchre_teach.strategy.judge`, at the precomputed effort the quiz and practice keys
use, without going alone among the choices) values every choice. Printed per round and
seat: the positions judged, how often the count's choice is within the judge's margin
("agree"), the same among close calls (the count's margin within 1.5 points, where a
practice item's answer is usually drawn from), and the mean points a position loses by
following the count instead of the judge's best (0 when the count's choice is the best).

    python benchmarks/count_agreement.py [--positions 25] [--seed 1]
    python benchmarks/count_agreement.py --partner-upcard 140
    python benchmarks/count_agreement.py --dealer-need 120

The second form checks one choice lesson 4 explains: the dealer's partner counts the
upcard at its worth (1.5 for a jack, 1 for an ace, 0.5 for another card), not at its full
value as a trump (3 for the right bower, 2 for an ace, 1.5 a king, 1 for the rest). It
judges that many round-1 positions of the dealer's partner whose own count (before the
upcard) lies between 2.5 and 6.5, near either line, and prints how often each way of
counting picks a bid within the judge's margin, and what following it loses. The third
form does the same for the dealer's need (5.5 taught, against 5 and 4.5), on round-1
positions of the dealer whose count of the five cards kept lies between 3.5 and 7.

The judge takes about 1.5-6 s per bidding position on this machine (400-1,600 sampled
deals played out by the coach): the issue's 10,000 positions per round and seat (80,000
verdicts) would take days here, so the figures come from the number asked for, and say so.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from euchre_teach.core.actions import ORDER, PASS, Action
from euchre_teach.core.cards import DECK, Card, Rank
from euchre_teach.course.drills.positions import LEARNER
from euchre_teach.course.practice import _bidding_deal  # the practice's own positions
from euchre_teach.players import count
from euchre_teach.strategy.judge import PRECOMPUTED, choices, judge

SEATS = ("dealer", "dealer's left", "dealer's partner", "dealer's right")
CLOSE = 1.5


@dataclass(frozen=True)
class Judged:
    """One position: the count's margin, whether its bid is within the judge's margin,
    and the points following it loses against the judge's best."""

    margin: float
    agrees: bool
    lost: float


def count_choice(hand: list, upcard: object, position: int, round_: int) -> tuple[Action, float]:
    """The count's bid at the position (order/call or pass) and its margin."""
    if round_ == 1:
        verdict = count.judge(hand, upcard.suit, position, 1, upcard)  # type: ignore[attr-defined]
        return (ORDER if verdict.enough else PASS), verdict.margin
    verdict = count.best_suit(hand, upcard, position)  # type: ignore[arg-type]
    return (Action.parse(f"call {verdict.count.trump}") if verdict.enough else PASS), verdict.margin


def judge_position(number: int, position: int, round_: int, seed: int) -> Judged:
    """Deal position ``number`` for the seat and round and judge the count's bid."""
    rng = random.Random(f"count-agreement/{seed}/{round_}/{position}/{number}")
    pack = list(DECK)
    rng.shuffle(pack)
    hand, upcard = pack[:5], pack[5]
    deal = _bidding_deal(rng, position, round_, hand, upcard, (0, 0), False)
    view = deal.view(LEARNER)
    bid, margin = count_choice(hand, upcard, position, round_)
    verdict = judge(view, choices(view, loners=False), effort=PRECOMPUTED)
    return Judged(margin, bid in verdict.within, verdict.cost(bid))


FULL_TRUMP_VALUE = {Rank.JACK: 3.0, Rank.ACE: 2.0, Rank.KING: 1.5}  # any other rank: 1


def _compare(seat: int, positions: int, measure: Callable[[list, Card], float],
             span: tuple[float, float], bids: dict[str, Callable[[float, Card], bool]],
             title: str) -> None:
    """Judge ``positions`` round-1 positions of ``seat`` whose ``measure`` lies in ``span``,
    and print how often each way of bidding (``bids``: name -> orders up?) is within the
    judge's margin, and what following it loses."""
    agree = dict.fromkeys(bids, 0)
    lost = dict.fromkeys(bids, 0.0)
    judged = number = 0
    while judged < positions:
        number += 1
        rng = random.Random(f"fit/{seat}/{number}")
        pack = list(DECK)
        rng.shuffle(pack)
        hand, upcard = pack[:5], pack[5]
        own = measure(hand, upcard)
        if not span[0] <= own <= span[1]:
            continue
        view = _bidding_deal(rng, seat, 1, hand, upcard, (0, 0), False).view(LEARNER)
        verdict = judge(view, choices(view, loners=False), effort=PRECOMPUTED)
        judged += 1
        for name, orders in bids.items():
            bid = ORDER if orders(own, upcard) else PASS
            agree[name] += bid in verdict.within
            lost[name] += verdict.cost(bid)
    print(title)
    for name in bids:
        print(f"  {name:30} agree {percent(agree[name], positions)},"
              f" mean lost {lost[name] / positions:.3f}")


def partner_upcard(positions: int) -> None:
    """The dealer's partner: the upcard at its worth against its full trump value."""
    need = count.TAUGHT.seat_needs[2]
    _compare(2, positions, lambda hand, up: count.count_hand(hand, up.suit).total, (2.5, 6.5),
             {"upcard at its taught worth": lambda own, up: own >= need - count.upcard_value(up),
              "upcard at its full trump value":
                  lambda own, up: own >= need - FULL_TRUMP_VALUE.get(up.rank, 1.0)},
             f"the dealer's partner, round 1: {positions} positions with a count of 2.5-6.5")


def dealer_need(positions: int) -> None:
    """The dealer, round 1: the taught need (5.5 for the five cards kept) against lower
    ones, on positions whose kept count lies between 3.5 and 7, near any of the lines."""
    taught = count.TAUGHT.seat_needs[0]
    _compare(0, positions, lambda hand, up: count.judge(hand, up.suit, 0, 1, up).count.total,
             (3.5, 7.0), {f"take it up at {need:g}" + (" (taught)" if need == taught else ""):
                          (lambda own, up, need=need: own >= need) for need in (taught, 5.0, 4.5)},
             f"the dealer, round 1: {positions} positions with a kept count of 3.5-7")


def percent(part: int, whole: int) -> str:
    return f"{100 * part / whole:5.1f}% of {whole:4d}" if whole else "      (none)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=25, help="per round and seat")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--partner-upcard", type=int, metavar="N",
                        help="compare two ways to count the upcard for the dealer's partner")
    parser.add_argument("--dealer-need", type=int, metavar="N",
                        help="compare the dealer's taught need with lower ones")
    args = parser.parse_args()
    if args.dealer_need:
        dealer_need(args.dealer_need)
        return
    if args.partner_upcard:
        partner_upcard(args.partner_upcard)
        return
    start, load = time.perf_counter(), os.getloadavg()[0]
    print(f"the taught count against the judge (precomputed effort, no loners), "
          f"{args.positions} random positions per round and seat, seed {args.seed}")  # fmt: skip
    print(f"{'round':6} {'seat':17} {'agree':>14} {'agree, close calls':>20} {'mean lost':>10}")
    every: list[Judged] = []
    for round_ in (1, 2):
        for position in (1, 2, 3, 0):
            found = [judge_position(n, position, round_, args.seed)
                     for n in range(1, args.positions + 1)]  # fmt: skip
            every += found
            close = [j for j in found if abs(j.margin) <= CLOSE]
            print(f"{round_:<6} {SEATS[position]:17} "
                  f"{percent(sum(j.agrees for j in found), len(found)):>14} "
                  f"{percent(sum(j.agrees for j in close), len(close)):>20} "
                  f"{statistics.fmean(j.lost for j in found):10.3f}")  # fmt: skip
    close = [j for j in every if abs(j.margin) <= CLOSE]
    print(f"{'all':24} {percent(sum(j.agrees for j in every), len(every)):>14} "
          f"{percent(sum(j.agrees for j in close), len(close)):>20} "
          f"{statistics.fmean(j.lost for j in every):10.3f}")  # fmt: skip
    print(f"{len(every)} verdicts in {time.perf_counter() - start:.0f} s, load average"
          f" {load:.1f} -> {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")  # fmt: skip


if __name__ == "__main__":
    main()
