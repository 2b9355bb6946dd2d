"""Progress writes with many writers at once, SQLite and PostgreSQL side by side in one run.

Each simulated learner is a thread with its own store connection (as each lesson kernel
has), recording quiz answers and a schedule entry back to back: the figures are the most
the store takes on this machine, not a class's pace (a learner answers every few seconds).
PostgreSQL is a throwaway server from Debian's package (tests/postgres.py), fsync off as
in the tests, so both stores skip the disk flush (SQLite runs synchronous=NORMAL in WAL).

    .venv/bin/python benchmarks/store_writes.py [--learners 60] [--answers 30]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from euchre_teach.store.database import open_store
from tests.postgres import postgres_server


def run(url: str, learners: int, answers: int) -> dict[str, float]:
    """Writes per second and per-write latency (p50/p95, ms) with ``learners`` writers."""
    setup = open_store(url)
    ids = [setup.new_learner(f"Learner {n}").id for n in range(learners)]
    setup.close()
    times: list[float] = []
    lock = threading.Lock()
    start = threading.Barrier(learners + 1)

    def learner(learner_id: str) -> None:
        store = open_store(url)
        mine = []
        start.wait()
        for n in range(answers):
            began = time.perf_counter()
            store.record_answer(learner_id, lesson=1, item=f"L1/{n}", correct=n % 3 != 0,
                                answer="A♠")  # fmt: skip
            store.save_schedule(learner_id, f"L1/{n}", lesson=1, state={"n": n}, due=0.0)
            mine.append(time.perf_counter() - began)
        store.close()
        with lock:
            times.extend(mine)

    threads = [threading.Thread(target=learner, args=(i,)) for i in ids]
    for thread in threads:
        thread.start()
    start.wait()
    began = time.perf_counter()
    for thread in threads:
        thread.join()
    elapsed = time.perf_counter() - began
    check = open_store(url)
    kept = sum(len(check.answers(i)) for i in ids)
    check.close()
    assert kept == learners * answers, f"lost answers: {kept} of {learners * answers}"
    ordered = sorted(times)
    return {
        "writes_per_s": 2 * len(times) / elapsed,
        "p50_ms": 1000 * statistics.median(ordered),
        "p95_ms": 1000 * ordered[int(0.95 * (len(ordered) - 1))],
        "p99_ms": 1000 * ordered[int(0.99 * (len(ordered) - 1))],
        "max_ms": 1000 * ordered[-1],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--learners", type=int, default=60)
    parser.add_argument("--answers", type=int, default=30)
    options = parser.parse_args()
    print(f"{options.learners} writers, {options.answers} answers each (an answer and a "
          "schedule entry: two transactions)")  # fmt: skip
    with tempfile.TemporaryDirectory() as folder, postgres_server() as server:
        results = {
            "SQLite": run(f"sqlite://{Path(folder) / 'progress.sqlite3'}", options.learners,
                          options.answers),
            "PostgreSQL": run(server.new_database(), options.learners, options.answers),
        }  # fmt: skip
    for name, figures in results.items():
        print(f"{name:>10}: {figures['writes_per_s']:7.0f} writes/s, answer+schedule "
              f"p50 {figures['p50_ms']:6.1f} ms, p95 {figures['p95_ms']:6.1f} ms, "
              f"p99 {figures['p99_ms']:6.1f} ms, max {figures['max_ms']:6.1f} ms")  # fmt: skip
    ratio = results["PostgreSQL"]["writes_per_s"] / results["SQLite"]["writes_per_s"]
    print(f"PostgreSQL / SQLite writes per second: {ratio:.2f}")


if __name__ == "__main__":
    main()
