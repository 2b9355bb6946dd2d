"""How long does the hint button take? p50 and p95 over decisions from real games.

Decisions are drawn from games played by four CoachBots (every phase: bids, discards,
loner answers, card play), in a single process, one hint at a time, as the app asks.

    .venv/bin/python benchmarks/hint_latency.py                  # 500 decisions
    .venv/bin/python benchmarks/hint_latency.py --decisions 200 --budget-ms 100
    .venv/bin/python benchmarks/hint_latency.py --fixed          # the fixed-sample mode too

The hint's budget is a deadline (see euchre_teach.strategy.hints): the wall-clock figures are what a
learner waits, and the machine's load average is printed beside them. With --fixed the same
decisions are also timed in the fixed-sample mode (deals counted by the cost model, no clock
read), in the same run, for comparison.

Target: p95 under 300 ms at the default budget on the course's 2-core machine, loaded.
"""

from __future__ import annotations

import argparse
import collections
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from euchre_teach.core.game import Game
from euchre_teach.core.view import View
from euchre_teach.players import CoachBot
from euchre_teach.players.expert import DEFAULT_BUDGET_MS
from euchre_teach.strategy.hints import hint


def decisions(count: int, seed: int = 1) -> list[View]:
    """``count`` views of the seat to act, from coach games, skipping forced moves."""
    coach = CoachBot(0)
    views: list[View] = []
    number = seed
    while len(views) < count:
        game = Game(seed=number, first_dealer=number % 4)
        number += 1
        while game.winner is None and len(views) < count:
            seat = game.deal.to_act
            assert seat is not None
            view = game.deal.view(seat)
            if len(view.legal_actions) > 1:
                views.append(view)
            game.apply(coach.choose(view), seat)
    return views


def percentile(values: list[float], fraction: float) -> float:
    """The value below which ``fraction`` of the sorted values lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def measure(views: list[View], budget_ms: float, fixed: bool) -> None:
    """Time a hint for every view and print the figures, the load average beside them."""
    times: list[float] = []
    by_phase: dict[str, list[float]] = collections.defaultdict(list)
    overrides = 0
    cpu_times: list[float] = []
    samples: list[int] = []
    load_before = os.getloadavg()[0]
    for view in views:
        start, cpu_start = time.perf_counter(), time.process_time()
        given = hint(view, budget_ms=budget_ms, fixed=fixed)
        elapsed = (time.perf_counter() - start) * 1000
        cpu_times.append((time.process_time() - cpu_start) * 1000)
        times.append(elapsed)
        by_phase[view.phase.value].append(elapsed)
        overrides += given.rule == "simulation"
        samples.append(max((alt.samples for alt in given.alternatives), default=0))
    load = f"load average {load_before:.1f} -> {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
    mode = "fixed samples" if fixed else "deadline"
    print(f"hint latency ({mode}), budget {budget_ms:g} ms, {len(times)} decisions from real games")
    print(f"  wall p50 {percentile(times, 0.5):.0f} ms   p95 {percentile(times, 0.95):.0f} ms"
          f"   max {max(times):.0f} ms   mean {statistics.fmean(times):.0f} ms   [{load}]")
    print(f"  CPU time of this process: p50 {percentile(cpu_times, 0.5):.0f} ms"
          f"   p95 {percentile(cpu_times, 0.95):.0f} ms")
    simulated = [n for n in samples if n]
    if simulated:
        print(f"  deals simulated per hint: p5 {percentile(simulated, 0.05):.0f}"
              f"   p50 {percentile(simulated, 0.5):.0f}   max {max(simulated)}")
    for phase, values in sorted(by_phase.items()):
        print(f"  {phase:<18} n={len(values):<4} p50 {percentile(values, 0.5):>4.0f} ms"
              f"   p95 {percentile(values, 0.95):>4.0f} ms")
    print(f"  the simulation overrode the rule of thumb in {overrides} of {len(times)}"
          f" decisions ({overrides / len(times):.1%})")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=500)
    parser.add_argument("--budget-ms", type=float, default=DEFAULT_BUDGET_MS)
    parser.add_argument("--fixed", action="store_true",
                        help="also time the fixed-sample mode on the same decisions")
    args = parser.parse_args(argv)
    views = decisions(args.decisions)
    measure(views, args.budget_ms, fixed=False)
    if args.fixed:
        measure(views, args.budget_ms, fixed=True)


if __name__ == "__main__":
    main()
