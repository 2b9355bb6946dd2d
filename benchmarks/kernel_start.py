"""What one lesson kernel costs to set up: the kernel's start, then each cell of the lesson.

Starts a Python kernel as the server does (jupyter_client), runs the lesson's code cells in
order, and reports the time to a ready kernel, each cell's time and the kernel process's
CPU seconds, median of --repeat starts. With --compare DIR the same is measured, start by
start in turn, with the course's code taken from DIR (another checkout, e.g. made with
``git worktree add /tmp/main main``), so that the two are compared side by side in one run.

Run: .venv/bin/python benchmarks/kernel_start.py [--lesson 14_play_a_game.ipynb] [--repeat 7]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time
from pathlib import Path

import psutil
from jupyter_client.manager import start_new_kernel

ROOT = Path(__file__).resolve().parents[1]


def one_start(source: Path, lesson: str) -> dict[str, float]:
    nb = json.loads((source / "lessons" / lesson).read_text())
    cells = ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code"]
    env = {**os.environ, "PYTHONPATH": str(source)}
    began = time.perf_counter()
    manager, client = start_new_kernel(kernel_name="python3", cwd=str(source / "lessons"),
                                       env=env)  # fmt: skip
    ready = time.perf_counter() - began
    process = psutil.Process(manager.provisioner.process.pid)  # type: ignore[union-attr]
    cpu_ready = sum(process.cpu_times()[:2])
    figures = {"ready_s": ready, "cpu_ready_s": cpu_ready}
    try:
        for index, code in enumerate(cells):
            start = time.perf_counter()
            client.execute_interactive(code, store_history=False, output_hook=lambda _m: None,
                                       timeout=120)  # fmt: skip
            figures[f"cell{index + 1}_s"] = time.perf_counter() - start
        figures["cpu_lesson_s"] = sum(process.cpu_times()[:2]) - cpu_ready
        figures["total_s"] = time.perf_counter() - began
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lesson", default="14_play_a_game.ipynb")
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--compare", type=Path, help="another checkout's folder")
    options = parser.parse_args()
    sources = {"this checkout": ROOT}
    if options.compare:
        sources["compared"] = options.compare.resolve()
    runs: dict[str, list[dict[str, float]]] = {name: [] for name in sources}
    print(f"{options.lesson}, {options.repeat} starts each; load average "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}")  # fmt: skip
    for _ in range(options.repeat):
        for name, source in sources.items():  # in turn: both see the same machine
            runs[name].append(one_start(source, options.lesson))
    for name, found in runs.items():
        keys = found[0].keys()
        shown = ", ".join(f"{key} {statistics.median(r[key] for r in found):.3f}" for key in keys)
        print(f"  {name} ({sources[name]}): median {shown}")
    print(f"load average after {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
