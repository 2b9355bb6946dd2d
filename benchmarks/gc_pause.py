"""Garbage-collector pauses in a lesson kernel during card plays, with and without freezing.

A lesson kernel holds about 200,000 objects (Python, IPython, Jupyter, Voila, the course)
that live as long as the page. Python's full collections scan them all; one landing in a
card play delays that click by its whole length. webapp.lesson freezes them (gc.freeze())
once the page has met its learner. This script imports the same packages as a lesson
kernel, sets up lesson 14's table, plays 300 of the learner's cards (computer players
moving in between) and prints every collection's length, once without freezing and once
frozen, each in a fresh process.

Run: .venv/bin/python benchmarks/gc_pause.py [--plays 300]
"""

from __future__ import annotations

import argparse
import gc
import random
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def measure(plays: int, freeze: bool) -> str:
    import ipykernel  # noqa: F401
    import IPython  # noqa: F401  (a kernel's heap: these are loaded in every lesson kernel)
    import voila  # noqa: F401

    import euchre_teach.strategy.hints  # noqa: F401
    from widgets.playtable import PlayTable

    table = PlayTable(seed=1, auto=False, show_legal=True)
    if freeze:
        gc.freeze()
    pauses: list[tuple[int, float]] = []
    started: list[float] = []

    def timed(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            started.append(time.perf_counter())
        else:
            pauses.append((info["generation"], 1000 * (time.perf_counter() - started.pop())))

    gc.callbacks.append(timed)
    rng = random.Random(1)
    played = 0
    while played < plays:
        deal = table.deal
        if deal.to_act is None:
            table.next_deal()
        elif deal.to_act != table.learner:
            table.step()
        elif cards := [a.card for a in deal.legal_actions() if a.card is not None]:
            table.play(rng.choice(cards))
            played += 1
        else:
            table.bid(rng.choice(deal.legal_actions()))
    gc.callbacks.remove(timed)
    full = [ms for generation, ms in pauses if generation == 2]
    longest = max((ms for _, ms in pauses), default=0.0)
    # Python decides when a full collection comes (rarely, but whenever enough objects
    # have survived); what one costs when it does:
    start = time.perf_counter()
    gc.collect()
    one_full = 1000 * (time.perf_counter() - start)
    return (f"{'frozen' if freeze else 'not frozen':10}: {len(pauses)} collections "
            f"({len(full)} full), longest {longest:.2f} ms; a full collection scans "
            f"{len(gc.get_objects())} objects and takes {one_full:.1f} ms")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plays", type=int, default=300)
    parser.add_argument("--mode", choices=["frozen", "plain"], help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.mode:
        print(measure(options.plays, options.mode == "frozen"))
        return
    print(f"garbage collections during {options.plays} card plays in lesson 14's table:")
    for mode in ("plain", "frozen"):
        command = [sys.executable, __file__, "--plays", str(options.plays), "--mode", mode]
        print("  " + subprocess.run(command, capture_output=True, text=True, check=True,
                                    cwd=ROOT).stdout.strip())  # fmt: skip


if __name__ == "__main__":
    main()
