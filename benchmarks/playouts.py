"""Random full hands per second: euchre_teach against OpenSpiel's euchre, side by side.

Each hand: shuffle, deal, random legal bids and plays to the end, through the public API.
Both engines play by the same rules (stick the dealer on, defending alone off: OpenSpiel's
defaults). The two are timed in alternating rounds in one process, and the ratio of the
medians is printed. Needs the bench extra (`make bench`, which installs open-spiel).

    python benchmarks/playouts.py [--seconds 2.0] [--rounds 5]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from euchre_teach import Rules
from euchre_teach.dealing import deal_cards


def euchre_teach_hands(rng: random.Random, seconds: float) -> float:
    rules = Rules(stick_the_dealer=True)
    hands, dealer = 0, 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(100):
            deal = deal_cards(rng, dealer).to_deal(rules)
            while not deal.is_over:
                deal.apply(rng.choice(deal.legal_actions()))
            dealer = (dealer + 1) % 4
        hands += 100
    return hands / (time.perf_counter() - start)


def open_spiel_hands(rng: random.Random, seconds: float) -> float:
    import pyspiel  # the bench extra only: never a runtime or test dependency

    game = pyspiel.load_game("euchre")
    hands = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(100):
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes = state.chance_outcomes()
                    state.apply_action(rng.choice(outcomes)[0])
                else:
                    state.apply_action(rng.choice(state.legal_actions()))
        hands += 100
    return hands / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="time per round per engine")
    parser.add_argument("--rounds", type=int, default=5, help="alternating rounds")
    args = parser.parse_args()
    engines: dict[str, Callable[[random.Random, float], float]] = {
        "euchre_teach": euchre_teach_hands,
        "open_spiel": open_spiel_hands,
    }
    rates: dict[str, list[float]] = {name: [] for name in engines}
    rng = random.Random(2026)
    for _ in range(args.rounds):
        for name, run in engines.items():
            rates[name].append(run(rng, args.seconds))
    for name, values in rates.items():
        print(f"{name:>13}: {statistics.median(values):9.0f} hands/s (median of {args.rounds};"
              f" min {min(values):.0f}, max {max(values):.0f})")
    ratio = statistics.median(rates["euchre_teach"]) / statistics.median(rates["open_spiel"])
    print(f"ratio euchre_teach / open_spiel: {ratio:.2f} (target >= 0.70)")


if __name__ == "__main__":
    main()
