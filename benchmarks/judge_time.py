"""How long does the judge take to give a verdict? p50 and p95 by phase, at each effort.

Decisions come from games played by four CoachBots (hint_latency.py's decisions: bids,
discards, loner answers, card play; forced moves skipped), one verdict at a time in one
process, as the guided-hand audit and a hint would ask.

    .venv/bin/python benchmarks/judge_time.py                      # 60 decisions
    .venv/bin/python benchmarks/judge_time.py --decisions 200 --effort hint

``precomputed`` is the effort guided hands and quiz keys use (judged ahead of time);
``hint`` is the fixed small effort (euchre_teach.strategy.judge.HINT) a hint could afford.
The load average is printed beside the figures: the machine is shared, so the CPU time per
verdict (what it would take on a quiet core) is printed too.
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
sys.path.insert(0, str(Path(__file__).resolve().parent))

from hint_latency import decisions, percentile

from euchre_teach.strategy.judge import HINT, PRECOMPUTED, judge

EFFORTS = {"precomputed": PRECOMPUTED, "hint": HINT}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=60)
    parser.add_argument("--effort", choices=[*EFFORTS, "both"], default="both")
    args = parser.parse_args()
    views = decisions(args.decisions)
    names = list(EFFORTS) if args.effort == "both" else [args.effort]
    for name in names:
        effort = EFFORTS[name]
        by_phase: dict[str, list[float]] = collections.defaultdict(list)
        cpu: list[float] = []
        samples: list[int] = []
        load = os.getloadavg()[0]
        for view in views:
            start, cpu_start = time.perf_counter(), time.process_time()
            verdict = judge(view, effort=effort)
            by_phase[view.phase.value].append((time.perf_counter() - start) * 1000)
            cpu.append((time.process_time() - cpu_start) * 1000)
            samples.append(verdict.samples)
        every = [t for times in by_phase.values() for t in times]
        print(f"judge, effort {name} ({effort.least}-{effort.most} deals), {len(every)}"
              f" decisions, load average {load:.1f} -> {os.getloadavg()[0]:.1f}"
              f" on {os.cpu_count()} cores")  # fmt: skip
        print(f"  all: p50 {statistics.median(every):.0f} ms, p95 {percentile(every, 0.95):.0f}"
              f" ms, max {max(every):.0f} ms; deals p50 {statistics.median(samples):.0f},"
              f" max {max(samples)}")  # fmt: skip
        print(f"  CPU time: p50 {statistics.median(cpu):.0f} ms, p95 {percentile(cpu, 0.95):.0f}"
              f" ms, max {max(cpu):.0f} ms (what a verdict costs on a quiet core)")  # fmt: skip
        for phase, times in sorted(by_phase.items()):
            print(f"  {phase}: {len(times)} decisions, p50 {statistics.median(times):.0f} ms,"
                  f" p95 {percentile(times, 0.95):.0f} ms")  # fmt: skip


if __name__ == "__main__":
    main()
