"""Random full hands per second: euchre_teach against OpenSpiel's euchre, side by side.

Each hand: shuffle, deal, random legal bids and plays to the end, through the public API.
Both engines play by the same rules (stick the dealer on, defending alone off: OpenSpiel's
defaults). The two are timed in alternating rounds in one process, and the ratio of the
medians is printed. Needs the bench extra (`make bench`, which installs open-spiel).

    python benchmarks/playouts.py [--seconds 2.0] [--rounds 5]
    python benchmarks/playouts.py --buck     # Buck Euchre (three players) random hands/s
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


def buck_main(seconds: float, rounds: int) -> None:
    """Buck Euchre: random three-player hands per second through the public API (no
    OpenSpiel counterpart exists), beside the four-player figure from the same run."""
    from euchre_teach.buck_game import buck_deal_cards

    def buck_hands(rng: random.Random, budget: float) -> float:
        hands, dealer = 0, 0
        start = time.perf_counter()
        while time.perf_counter() - start < budget:
            for _ in range(100):
                deal = buck_deal_cards(rng, dealer).to_deal()
                while not deal.is_over:
                    deal.apply(rng.choice(deal.legal_actions()))
                dealer = (dealer + 1) % 3
            hands += 100
        return hands / (time.perf_counter() - start)

    rng = random.Random(2026)
    rates: dict[str, list[float]] = {"buck (3 players)": [], "euchre (4 players)": []}
    for _ in range(rounds):
        rates["buck (3 players)"].append(buck_hands(rng, seconds))
        rates["euchre (4 players)"].append(euchre_teach_hands(rng, seconds))
    for name, values in rates.items():
        print(f"{name:>18}: {statistics.median(values):9.0f} random hands/s (median of"
              f" {rounds}; min {min(values):.0f}, max {max(values):.0f})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="time per round per engine")
    parser.add_argument("--rounds", type=int, default=5, help="alternating rounds")
    parser.add_argument("--buck", action="store_true", help="Buck Euchre hands/s instead")
    args = parser.parse_args()
    if args.buck:
        buck_main(args.seconds, args.rounds)
        return
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
