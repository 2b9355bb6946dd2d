"""Where the Buck Euchre coach's thresholds come from: staying in and making trump, played out.

For every in/out decision and every round-1 bid (not the dealer's) met in random hands, the
hand is played out twice by the coach from that point, once each way, and the difference is
recorded by the seat's trick count (:func:`euchre_teach.players.buck_coach.trick_count`,
rounded to the half). The value of a hand to a seat is what it takes off its own count,
plus half what it adds to the two others' (the race is against them). A threshold is right
when the buckets at and above it gain and those below lose.

    python benchmarks/buck_count.py [--hands 6000] [--seed 1]
"""

from __future__ import annotations

import argparse
import collections
import random
import statistics

from euchre_teach.buck.deal import BuckDeal
from euchre_teach.buck.game import buck_deal_cards
from euchre_teach.buck.rules import BuckPhase
from euchre_teach.core.actions import IN, ORDER, OUT, PASS, Action
from euchre_teach.players.buck_coach import (
    MAKE_AT,
    STAY_IN_AT,
    decide_buck,
    play_out,
    trick_count,
)


def playout(deal: BuckDeal, first: Action, seat: int) -> float:
    """The hand played out by the coach after ``first``: the seat's gain on the race."""
    trial = deal.copy()
    trial.apply(first)
    play_out(trial)
    if trial.result is None:
        return 0.0
    changes = trial.result.changes
    return -changes[seat] + 0.5 * sum(changes[s] for s in range(3) if s != seat)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=6000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    stay: dict[float, list[float]] = collections.defaultdict(list)
    make: dict[float, list[float]] = collections.defaultdict(list)
    rng = random.Random(args.seed)
    for _ in range(args.hands):
        deal = buck_deal_cards(rng, rng.randrange(3)).to_deal()
        while not deal.is_over:
            seat = deal.to_act
            assert seat is not None
            view = deal.view(seat)
            if deal.phase is BuckPhase.IN_OR_OUT and deal.trump is not None:
                count = round(trick_count(view.hand, deal.trump).total * 2) / 2
                stay[count].append(playout(deal, IN, seat) - playout(deal, OUT, seat))
            elif deal.phase is BuckPhase.BIDDING_1 and seat != deal.dealer:
                count = round(trick_count(view.hand, deal.upcard.suit).total * 2) / 2
                make[count].append(playout(deal, ORDER, seat) - playout(deal, PASS, seat))
            deal.apply(decide_buck(view).action)
    for title, table, line in (("stay in minus drop out", stay, STAY_IN_AT),
                               ("order up minus pass", make, MAKE_AT)):  # fmt: skip
        print(f"{title}, by trick count (the coach's threshold: {line:g})")
        for count in sorted(table):
            values = table[count]
            print(f"  {count:4.1f}: {statistics.fmean(values):+6.2f} points a hand"
                  f" ({len(values)} decisions)")


if __name__ == "__main__":
    main()
