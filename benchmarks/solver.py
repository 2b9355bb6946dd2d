"""How long the exact solver takes on endings of 3, 4 and 5 cards per hand.

The endings come from deals played by coaches (a quarter of them loners, half stopped in
the middle of a trick); each is solved for every legal card, exactly (``card_values``) and
as exactly as the score needs (``card_outcomes``, what the expert does on every sampled
deal), and the mean, median, p95 and max are printed per size. ExpertBot's sample budget
(``_SOLVE_MS`` in euchre_teach/players/expert.py) uses the card_outcomes means.

Run: .venv/bin/python benchmarks/solver.py [--positions 200]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from euchre_teach.core.deal import Deal
from euchre_teach.core.dealing import deal_cards
from euchre_teach.core.state import Phase
from euchre_teach.players import CoachBot
from euchre_teach.players.solver import card_outcomes, card_values


def endings(cards: int, count: int, seed: int = 0) -> list[Deal]:
    """``count`` positions where the seat to act holds ``cards`` cards."""
    rng = random.Random(seed)
    coach = CoachBot(0)
    found: list[Deal] = []
    while len(found) < count:
        deal = deal_cards(rng, rng.randrange(4)).to_deal()
        if rng.random() < 0.25:
            deal.apply("order alone")
        mid_trick = rng.random() < 0.5
        while deal.to_act is not None:
            here = deal.phase is Phase.PLAY and len(deal.hands[deal.to_act]) == cards
            if here and bool(deal.trick) == mid_trick:
                found.append(deal)
                break
            deal.apply(coach.choose(deal.view(deal.to_act)))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=200, help="endings per size")
    options = parser.parse_args()
    print(f"{options.positions} endings per size (ms):")
    for cards in (3, 4, 5):
        deals = endings(cards, options.positions, seed=cards)
        for solve in (card_values, card_outcomes):
            times = []
            for deal in deals:
                start = time.perf_counter()
                solve(deal)
                times.append((time.perf_counter() - start) * 1000)
            times.sort()
            p95 = times[max(0, round(0.95 * len(times)) - 1)]
            print(f"  {cards} cards, {solve.__name__:13} mean {statistics.fmean(times):5.2f}, "
                  f"median {statistics.median(times):5.2f}, p95 {p95:5.2f}, "
                  f"max {times[-1]:5.2f}")  # fmt: skip


if __name__ == "__main__":
    main()
