"""Random full hands per second: euchre_teach against OpenSpiel's C++ euchre, side by side.

Each hand is dealt at random and played to its end with uniformly random legal actions,
through each engine's public API, on the same rules on both sides:

- ``traditional``: no stick the dealer (a hand passed round twice is thrown in), no
  defending alone. OpenSpiel: ``euchre(stick_the_dealer=false)``.
- ``stick``: stick the dealer, no defending alone (OpenSpiel's defaults).

The lines timed:

- ``open_spiel``: ``game.new_initial_state()``, then ``state.apply_action(rng.choice(
  state.legal_actions()))`` until terminal. At a chance node (the dealer's seat, then each
  card dealt) ``legal_actions()`` lists the outcomes, all equally likely, so a uniform choice
  among them is the same deal distribution as ``chance_outcomes()`` at less cost: the
  cheapest way OpenSpiel's public API allows.
- ``euchre_teach``: what a user writes: shuffle a copy of ``DECK``, deal five cards to each
  seat and turn up the next, build ``Deal(dealer, hands, upcard, rules)`` (which checks the
  cards), then ``deal.apply(rng.choice(deal.legal_actions()))`` until the deal is over.
- ``euchre_teach deal_cards``: the same, but dealt by ``deal_cards(rng, dealer).to_deal(rules)``
  (packets of 3 and 2, the kitty kept): the course's own dealing path.

Every engine gets the same ``random.Random`` calls per action (one ``choice``), so the
Python-side cost of choosing is the same on both sides. Everything runs in one process,
interleaved finely: inside a round the lines take turns in batches of 20 hands until each
has had ``--seconds`` of wall-clock time, so a busy machine hits every line alike; the
rule sets alternate round by round. Printed: each line's median hands/s over the rounds
with min and max (and hands per CPU second of this process, which load disturbs less), the
ratio of the medians, each round's own ratio (the spread), and the load average.
Needs the bench extra (``make .venv/.installed-bench``, which installs open-spiel).

    .venv/bin/python benchmarks/playouts.py [--seconds 1.5] [--rounds 5] [--profile]
    .venv/bin/python benchmarks/playouts.py --buck   # Buck Euchre (three players) hands/s

``--buck`` instead times Buck Euchre's random three-player hands (``buck_deal_cards``; no
OpenSpiel counterpart exists) interleaved with the four-player constructor line.
``--profile`` instead runs the euchre_teach constructor line under cProfile for a few
seconds and prints the top entries by own time.
"""

from __future__ import annotations

import argparse
import cProfile
import itertools
import os
import pstats
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from euchre_teach import Rules
from euchre_teach.core.cards import DECK
from euchre_teach.core.deal import Deal
from euchre_teach.core.dealing import deal_cards

BATCH = 20
RULE_SETS = {"traditional": False, "stick": True}  # name -> stick the dealer
PUBLIC, FAST, SPIEL = "euchre_teach", "euchre_teach deal_cards", "open_spiel"

#: A line plays ``count`` random hands: made once per rule set from (rng, stick the dealer).
Player = Callable[[int], None]
Line = Callable[[random.Random, bool], Player]


def teach_public(rng: random.Random, stick: bool) -> Player:
    """Shuffled DECK, Deal(dealer, hands, upcard, rules), random legal actions."""
    rules = Rules(stick_the_dealer=stick)
    choice, shuffle = rng.choice, rng.shuffle
    dealers = itertools.cycle(range(4))

    def play(count: int) -> None:
        for _ in range(count):
            pack = list(DECK)
            shuffle(pack)
            hands = [pack[0:5], pack[5:10], pack[10:15], pack[15:20]]
            deal = Deal(next(dealers), hands, pack[20], rules)
            while not deal.is_over:
                deal.apply(choice(deal.legal_actions()))

    return play


def teach_deal_cards(rng: random.Random, stick: bool) -> Player:
    """deal_cards(rng, dealer).to_deal(rules), random legal actions."""
    rules = Rules(stick_the_dealer=stick)
    choice = rng.choice
    dealers = itertools.cycle(range(4))

    def play(count: int) -> None:
        for _ in range(count):
            deal = deal_cards(rng, next(dealers)).to_deal(rules)
            while not deal.is_over:
                deal.apply(choice(deal.legal_actions()))

    return play


def open_spiel(rng: random.Random, stick: bool) -> Player:
    """new_initial_state(), apply_action(choice(legal_actions())) until terminal."""
    import pyspiel  # the bench extra only: never a runtime or test dependency

    game = pyspiel.load_game("euchre", {"stick_the_dealer": stick, "allow_lone_defender": False})
    new_state = game.new_initial_state
    choice = rng.choice

    def play(count: int) -> None:
        for _ in range(count):
            state = new_state()
            while not state.is_terminal():
                state.apply_action(choice(state.legal_actions()))

    return play


LINES: dict[str, Line] = {PUBLIC: teach_public, FAST: teach_deal_cards, SPIEL: open_spiel}
Rates = dict[tuple[str, str], list[tuple[float, float]]]


def one_round(players: dict[str, Player], seconds: float) -> dict[str, tuple[float, float]]:
    """Batches of every line in turn until each has had ``seconds``: hands per wall-clock
    second and per CPU second of this process, for each line."""
    wall = dict.fromkeys(players, 0.0)
    cpu = dict.fromkeys(players, 0.0)
    hands = dict.fromkeys(players, 0)
    while min(wall.values()) < seconds:
        for name, play in players.items():
            start, cpu_start = time.perf_counter(), time.process_time()
            play(BATCH)
            wall[name] += time.perf_counter() - start
            cpu[name] += time.process_time() - cpu_start
            hands[name] += BATCH
    return {name: (hands[name] / wall[name], hands[name] / cpu[name]) for name in players}


def run(rounds: int, seconds: float) -> Rates:
    """``rounds`` rounds per rule set, the rule sets alternating; inside a round the lines
    take turns batch by batch, so load on the machine falls on all of them alike."""
    rng = random.Random(2026)
    players = {rule: {name: make(rng, stick) for name, make in LINES.items()}
               for rule, stick in RULE_SETS.items()}  # fmt: skip
    rates: Rates = {(rule, line): [] for rule in RULE_SETS for line in LINES}
    for number in range(rounds):
        for rule in RULE_SETS:
            for line, rate in one_round(players[rule], seconds).items():
                rates[(rule, line)].append(rate)
        print(f"  round {number + 1}/{rounds} done, load average {os.getloadavg()[0]:.1f}",
              flush=True)
    return rates


def _ratios(ours: list[float], theirs: list[float]) -> str:
    ratio = statistics.median(ours) / statistics.median(theirs)
    per_round = " ".join(f"{a / b:.2f}" for a, b in sorted(zip(ours, theirs, strict=True),
                                                           key=lambda p: p[0] / p[1]))
    return f"{ratio:.2f}  (each round, sorted: {per_round})"


def report(rates: Rates, rounds: int, load: str) -> None:
    """Medians with min and max, the ratio of medians and each round's ratio."""
    print(f"\nrandom full hands per second, median of {rounds} interleaved rounds [{load}]")
    for rule in RULE_SETS:
        print(f"rules: {rule}")
        for line in LINES:
            walls = [w for w, _ in rates[(rule, line)]]
            cpus = [c for _, c in rates[(rule, line)]]
            print(f"  {line:>24}: {statistics.median(walls):7.0f} hands/s"
                  f" (min {min(walls):.0f}, max {max(walls):.0f});"
                  f" {statistics.median(cpus):7.0f} per CPU second")
        for line in (PUBLIC, FAST):
            ours, theirs = rates[(rule, line)], rates[(rule, SPIEL)]
            print(f"  ratio {line} / open_spiel, wall clock: "
                  + _ratios([w for w, _ in ours], [w for w, _ in theirs]))
            print(f"  ratio {line} / open_spiel, CPU time:   "
                  + _ratios([c for _, c in ours], [c for _, c in theirs]))
    print("target: euchre_teach / open_spiel >= 0.70 on the traditional rules")


def buck_main(seconds: float, rounds: int) -> None:
    """Buck Euchre hands per second beside the four-player figure, interleaved likewise."""
    from euchre_teach.buck.game import buck_deal_cards

    rng = random.Random(2026)
    choice, dealers = rng.choice, itertools.cycle(range(3))

    def buck(count: int) -> None:
        for _ in range(count):
            deal = buck_deal_cards(rng, next(dealers)).to_deal()
            while not deal.is_over:
                deal.apply(choice(deal.legal_actions()))

    players = {"buck (3 players)": buck, "euchre (4 players)": teach_public(rng, False)}
    rates: dict[str, list[float]] = {name: [] for name in players}
    for _ in range(rounds):
        for name, (wall, _cpu) in one_round(players, seconds).items():
            rates[name].append(wall)
    for name, values in rates.items():
        print(f"{name:>18}: {statistics.median(values):9.0f} random hands/s (median of"
              f" {rounds}; min {min(values):.0f}, max {max(values):.0f})")


def profile(seconds: float) -> None:
    """The constructor line under cProfile: the top entries by own time."""
    play = teach_public(random.Random(7), False)
    profiler = cProfile.Profile()
    start, hands = time.perf_counter(), 0
    profiler.enable()
    while time.perf_counter() - start < seconds:
        play(BATCH)
        hands += BATCH
    profiler.disable()
    rate = hands / (time.perf_counter() - start)
    print(f"euchre_teach constructor line, traditional rules, under cProfile: {rate:.0f} hands/s")
    pstats.Stats(profiler).sort_stats("tottime").print_stats(15)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.5, help="time per line per round")
    parser.add_argument("--rounds", type=int, default=5, help="interleaved rounds")
    parser.add_argument("--profile", action="store_true", help="profile the euchre_teach line")
    parser.add_argument("--buck", action="store_true", help="Buck Euchre hands/s instead")
    args = parser.parse_args(argv)
    if args.buck:
        buck_main(args.seconds, args.rounds)
        return
    if args.profile:
        profile(max(args.seconds, 3.0))
        return
    before = os.getloadavg()[0]
    print(f"{args.rounds} rounds, {args.seconds:g} s per line per rule set per round")
    rates = run(args.rounds, args.seconds)
    load = f"load average {before:.1f} -> {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
    report(rates, args.rounds, load)


if __name__ == "__main__":
    main()
