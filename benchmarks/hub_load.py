"""A class through JupyterHub: 60 learners sign in to the hub, each gets their own course
server, opens the game (lesson 14) and plays cards for a few minutes.

Starts PostgreSQL and the repository's hub configuration (deploy/jupyterhub/, with the
dummy authenticator and the simple spawner, as tests/browser/test_hub.py does: free
loopback ports, everything in a temporary folder, stopped by pid at the end). The learners
are app_load.py's websocket learners (benchmarks/websocket_learner.py), through the hub's
proxy: each signs in on the hub's login form (HTTP, with its XSRF cookie), which starts
their course server (`euchre-teach hub-server`); follows the hub's OAuth redirects to the
course's home page; opens lesson 14 (a kernel), connects to the kernel websocket through
the proxy and plays a card or bid every 1-3 s, each card play timed from the pick sent to
the new cards received; at the end each closes the page (the shutdown beacon).

Arriving learners beyond the hub's spawn limit get its "please wait" page (429), which they
reload every 10 s as its refresh does. Reported: sign-in failures (learners who never reached
the course, e.g. "Spawn failed") and how many waited; sign-in to the course's home page (the
user server starting, the wait included) p50/p95; card play
p50/p95/max through the proxy; user servers and kernels alive, their RSS at the peak; CPU
seconds of the user servers, their kernels, the hub and the proxy, and per learner action;
PostgreSQL writes per second (rows inserted, updated or deleted, from pg_stat_user_tables)
and the write transactions' time in the database, lock wait included, p50/p95/max (from
the server's statement log: the advisory lock taken to COMMIT, per backend); kernels left
after the learners left and processes left after the hub stopped (exit status 1 if any).

Run: .venv/bin/python benchmarks/hub_load.py [--learners 60] [--ramp 60] [--minutes 2]
"""

from __future__ import annotations

import argparse
import asyncio
import concurrent.futures
import contextlib
import os
import random
import re
import statistics
import sys
import time
import urllib.error
import urllib.parse
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

import psutil
import psycopg

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "benchmarks"), str(ROOT)]

from app_speed import figures  # noqa: E402
from websocket_learner import Learner, Results  # noqa: E402

from tests.jupyterhub import PASSWORD, Hub, running_hub, stop_hub  # noqa: E402
from tests.postgres import PostgresServer, postgres_server  # noqa: E402

SIGN_IN_SECONDS = 600
LATE_PLAY = 30.0
"""Seconds a learner who signed in after the class's play ended still plays."""
STRAGGLE = 120.0
"""Seconds past the end a learner may still be loading a page or leaving (then: a problem)."""


class HubLearner(Learner):
    """The load benchmarks' websocket learner, signed in through the hub to their own server."""

    def __init__(self, hub: Hub, number: int, results: Results, pace: tuple[float, float],
                 rng: random.Random, signed_in: list[float]) -> None:  # fmt: skip
        self.user = f"learner{number:02d}"
        super().__init__(f"{hub.url}/user/{self.user}", number, results, pace, rng)
        self.hub_url = hub.url
        self.signed_in = signed_in
        self.waited = 0
        """Reloads of the hub's "please wait" page before the course started."""
        self.failed = False

    def cookie(self, name: str) -> str:
        """The course server's cookie (path /user/NAME/) before the hub's of that name."""
        found = sorted((c for c in self.jar if c.name == name),
                       key=lambda c: not c.path.startswith("/user/"))  # fmt: skip
        return (found[0].value or "") if found else ""

    def _open(self, url: str, data: bytes | None = None) -> tuple[str, str]:
        """A page as a person's browser sees it: the hub's "please wait" page (429: too
        many courses starting at once) reloads itself after 10 s, as its refresh does."""
        while True:
            try:
                with self.http.open(url, data=data, timeout=300) as page:
                    return page.read().decode(), page.url
            except urllib.error.HTTPError as error:
                if error.code != 429:
                    raise
                body = error.read().decode(errors="replace")
                if "Your course is starting" not in body:
                    raise RuntimeError(f"429 without the please-wait page: {body[:200]}") \
                        from None
                self.waited += 1
                url, data = error.url, None  # the page reloads its own address (a GET)
                time.sleep(10.0)

    def _login(self) -> None:
        self._open(f"{self.hub_url}/hub/login")
        xsrf = next((c.value or "" for c in self.jar if c.name == "_xsrf"), "")
        form = urllib.parse.urlencode({"username": self.user, "password": PASSWORD,
                                       "_xsrf": xsrf}).encode()  # fmt: skip
        self._open(f"{self.hub_url}/hub/login", form)
        deadline, last = time.monotonic() + SIGN_IN_SECONDS, ""
        while time.monotonic() < deadline:  # the spawn-pending page until the course answers
            body, last = self._open(f"{self.base}/")
            if last.rstrip("/") == self.base and "Welcome" in body:
                return
            if "Spawn failed" in body or "failed to start" in body.lower():
                raise RuntimeError(f"{self.user}: Spawn failed (at {last})")
            time.sleep(1.0)
        raise TimeoutError(f"{self.user}'s course server did not start (last at {last})")

    async def sign_in(self) -> None:
        start = time.perf_counter()
        try:
            await asyncio.to_thread(self._login)
        except BaseException:
            self.failed = True
            raise
        self.signed_in.append(time.perf_counter() - start)

    async def run_class(self, start_at: float, end_at: float) -> None:
        await asyncio.sleep(max(0.0, start_at - time.monotonic()))
        try:  # a page that never finishes loading is a problem, not the end of the run
            # (a learner queued behind the spawn limit may sign in late: they still play a
            # while, and only a sign-in taking more than SIGN_IN_SECONDS counts as failed)
            budget = end_at - time.monotonic() + STRAGGLE + SIGN_IN_SECONDS
            await asyncio.wait_for(self.attend(end_at), budget)
        except Exception as problem:
            self.results.errors.append(f"{self.user}: {type(problem).__name__} {problem}")
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.leave(), STRAGGLE)

    async def attend(self, end_at: float) -> None:
        await self.sign_in()
        await self.play(max(end_at, time.monotonic() + LATE_PLAY))


# ------------------------------------------------------------------ the hub's processes


@dataclass
class Watch:
    """CPU seconds by group and pid, the peak sizes, every kernel seen."""

    cpu: dict[str, dict[int, float]] = field(default_factory=dict)
    kernels: set[int] = field(default_factory=set)
    peak: dict[str, float] = field(default_factory=dict)
    loads: list[float] = field(default_factory=list)
    totals: list[tuple[float, dict[str, float]]] = field(default_factory=list)
    """(time.monotonic(), CPU seconds by group so far) at every sample."""

    @staticmethod
    def group(process: psutil.Process) -> str:
        line = " ".join(process.cmdline())
        if "ipykernel" in line:
            return "kernels"
        if "-m webapp" in line:
            return "servers"
        return "proxy" if "configurable-http-proxy" in line else "hub"

    def sample(self, hub: psutil.Process) -> dict[str, tuple[int, float]]:
        seen: dict[str, tuple[int, float]] = {}
        for process in [hub, *hub.children(recursive=True)]:
            with contextlib.suppress(psutil.Error):
                group = self.group(process)
                used = process.cpu_times()
                self.cpu.setdefault(group, {})[process.pid] = used.user + used.system
                count, mb = seen.get(group, (0, 0.0))
                seen[group] = (count + 1, mb + process.memory_info().rss / 2**20)
                if group == "kernels":
                    self.kernels.add(process.pid)
        for group, (count, mb) in seen.items():
            self.peak[group + " MB"] = max(self.peak.get(group + " MB", 0.0), mb)
            self.peak[group] = max(self.peak.get(group, 0), count)
        self.loads.append(os.getloadavg()[0])
        self.totals.append((time.monotonic(), {g: self.seconds(g) for g in self.cpu}))
        return seen

    def seconds(self, group: str) -> float:
        return sum(self.cpu.get(group, {}).values())

    def used_between(self, start: float, end: float) -> tuple[dict[str, float], float]:
        """CPU seconds by group between the samples nearest ``start`` and ``end``."""
        first = min(self.totals, key=lambda t: abs(t[0] - start))
        last = min(self.totals, key=lambda t: abs(t[0] - end))
        used = {g: last[1].get(g, 0.0) - first[1].get(g, 0.0) for g in last[1]}
        return used, max(1e-9, last[0] - first[0])


async def watch(hub: psutil.Process, seen: Watch, stop: asyncio.Event, began: float) -> None:
    printed = 0.0
    while not stop.is_set():
        now = await asyncio.to_thread(seen.sample, hub)
        if time.monotonic() - printed >= 15:
            printed = time.monotonic()
            parts = ", ".join(f"{g} {n} ({mb:.0f} MB)" for g, (n, mb) in sorted(now.items()))
            print(f"  t={time.monotonic() - began:4.0f}s  {parts}  load "
                  f"{os.getloadavg()[0]:.1f}", flush=True)  # fmt: skip
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), 2.0)


# ------------------------------------------------------------------ the database


def rows_written(url: str) -> int:
    with psycopg.connect(url) as db:
        row = db.execute("SELECT coalesce(sum(n_tup_ins + n_tup_upd + n_tup_del), 0) "
                         "FROM pg_stat_user_tables").fetchone()  # fmt: skip
    return int(row[0]) if row else 0


def log_statements(server: PostgresServer) -> None:
    """Every statement and its duration into the server's log, with time and backend."""
    with psycopg.connect(server.url(), autocommit=True) as db:
        db.execute("ALTER SYSTEM SET log_min_duration_statement = 0")
        db.execute("ALTER SYSTEM SET log_line_prefix = '%m [%p] '")
        db.execute("SELECT pg_reload_conf()")


_LOGGED = re.compile(r"^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+) \S+ \[(\d+)\] LOG:  duration: "
                     r"([\d.]+) ms  (?:statement|execute [^:]*): (.*)$")  # fmt: skip


def write_transactions(log: Path) -> tuple[list[float], list[float]]:
    """Each write transaction's time in the database (ms, from its advisory lock's start to
    COMMIT's end, per backend) and when it committed (seconds since the epoch)."""
    started: dict[str, float] = {}
    spans, ends = [], []
    for text in log.read_text(errors="replace").splitlines():
        found = _LOGGED.match(text)
        if found is None:
            continue
        stamp, pid, duration, statement = found.groups()
        at = datetime.strptime(stamp, "%Y-%m-%d %H:%M:%S.%f").timestamp()
        if "pg_advisory_xact_lock" in statement:
            started[pid] = at - float(duration) / 1000
        elif statement.strip().upper() in ("COMMIT", "ROLLBACK") and pid in started:
            begun = started.pop(pid)
            if statement.strip().upper() == "COMMIT":
                spans.append(1000 * (at - begun))
                ends.append(at)
    return spans, ends


# ------------------------------------------------------------------ the run


async def classroom(options: argparse.Namespace, hub: Hub, results: Results,
                    signed_in: list[float], seen: Watch,
                    arrived: list[HubLearner]) -> float:  # fmt: skip
    """Run the class; return when its play ended (time.monotonic())."""
    rng = random.Random(options.seed)
    # Every learner waits for their server in a thread of its own (asyncio's default pool
    # has 6: the class would sign in six at a time).
    workers = concurrent.futures.ThreadPoolExecutor(max_workers=options.learners + 8)
    asyncio.get_running_loop().set_default_executor(workers)
    began = time.monotonic()
    end_at = began + options.ramp + 60 * options.minutes
    learners = [HubLearner(hub, n, results, (1.0, 3.0), random.Random(rng.random()), signed_in)
                for n in range(1, options.learners + 1)]  # fmt: skip
    stop = asyncio.Event()
    watcher = asyncio.create_task(watch(psutil.Process(hub.process.pid), seen, stop, began))
    results.began = began
    await asyncio.gather(*(learner.run_class(began + rng.uniform(0, options.ramp), end_at)
                           for learner in learners))  # fmt: skip
    arrived.extend(learners)
    await asyncio.sleep(5)  # the beacons' shutdowns
    stop.set()
    await watcher
    return end_at


def report(options: argparse.Namespace, results: Results, signed_in: list[float], seen: Watch,
           arrived: list[HubLearner],
           writes: tuple[int, float], spans: list[float], ends: list[float],
           after: tuple[int, list[int]]) -> bool:  # fmt: skip
    actions = max(1, results.clicks + len(results.card_ms) + len(results.bid_ms))
    rows, seconds = writes
    print(f"\n{options.learners} learners through JupyterHub, ramp {options.ramp} s, "
          f"{options.minutes} min of play; load average mean {statistics.mean(seen.loads):.1f}"
          f", max {max(seen.loads):.1f} on {os.cpu_count()} cores")  # fmt: skip
    failed = sum(learner.failed for learner in arrived)
    waits = [learner.waited for learner in arrived]
    print(f"sign-in failures (no course reached, e.g. \"Spawn failed\"): {failed} of "
          f"{options.learners}; learners who waited on the \"please wait\" page: "
          f"{sum(1 for w in waits if w)} ({sum(waits)} reloads in all)")  # fmt: skip
    print(figures("sign-in to the course's home page (s)", signed_in))
    print(figures("card play through the proxy (ms)", results.card_ms))
    print(figures("bid (ms)", results.bid_ms) + f"; round trips timed out: {results.timeouts}")
    print(f"peak: {seen.peak.get('servers', 0):.0f} user servers "
          f"{seen.peak.get('servers MB', 0):.0f} MB, {seen.peak.get('kernels', 0):.0f} kernels "
          f"{seen.peak.get('kernels MB', 0):.0f} MB, hub {seen.peak.get('hub MB', 0):.0f} MB, "
          f"proxy {seen.peak.get('proxy MB', 0):.0f} MB")  # fmt: skip
    cpu = {g: seen.seconds(g) for g in ("servers", "kernels", "hub", "proxy")}
    print("CPU seconds: " + ", ".join(f"{g} {s:.0f}" for g, s in cpu.items())
          + f"; per learner action ({actions}): servers {1000 * cpu['servers'] / actions:.0f}"
          f" ms, kernels {1000 * cpu['kernels'] / actions:.0f} ms, hub and proxy "
          f"{1000 * (cpu['hub'] + cpu['proxy']) / actions:.0f} ms")  # fmt: skip
    busiest = max((sum(1 for e in ends if int(e) == s) for s in {int(e) for e in ends}),
                  default=0)  # fmt: skip
    print(f"database: {rows} rows written in {seconds:.0f} s, {rows / seconds:.1f} per second; "
          + figures("write transactions (ms)", spans) + f"; busiest second {busiest} commits")
    kernels_left, processes_left = after
    print(f"kernels alive after the learners left: {kernels_left}; processes left after the "
          f"hub stopped: {len(processes_left)} {processes_left or ''}")  # fmt: skip
    for problem in results.errors[:10]:
        print(f"  problem: {problem}")
    return not processes_left and not results.errors


def steady(results: Results, seen: Watch, ended: float, ends: list[float]) -> None:
    """The last minute of play, every learner in: cores used by group, CPU per card played,
    database commits per second."""
    used, span = seen.used_between(ended - 60, ended)
    cards = sum(1 for at in results.card_at if ended - span <= at <= ended)
    share = ", ".join(f"{g} {100 * c / span:.0f}%" for g, c in sorted(used.items()))
    per = ", ".join(f"{g} {1000 * c / max(1, cards):.0f} ms" for g, c in sorted(used.items()))
    wall = time.time() - (time.monotonic() - ended)
    commits = sum(1 for at in ends if wall - span <= at <= wall)
    print(f"last {span:.0f} s of play: CPU {share} of a core; {cards} cards played, per card "
          f"(with the bids and clicks between): {per}; {commits / span:.1f} write commits/s")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--learners", type=int, default=60)
    parser.add_argument("--ramp", type=float, default=60.0, help="seconds over which they arrive")
    parser.add_argument("--minutes", type=float, default=2.0, help="minutes of play after it")
    parser.add_argument("--seed", type=int, default=14)
    options = parser.parse_args()
    results, signed_in, seen, arrived = Results(), [], Watch(), []
    with postgres_server() as server:
        url = server.new_database()
        log_statements(server)
        with running_hub(url, admins="ines", teachers="tess") as hub:
            print(f"hub at {hub.url}; {options.learners} learners arriving over "
                  f"{options.ramp:.0f} s", flush=True)  # fmt: skip
            before, began = rows_written(url), time.monotonic()
            # Not asyncio.run: it would wait for a page load stuck in its thread, which ends
            # only when the hub stops (below).
            loop = asyncio.new_event_loop()
            try:
                ended = loop.run_until_complete(
                    classroom(options, hub, results, signed_in, seen, arrived))
            finally:
                loop.close()
            writes = (rows_written(url) - before, time.monotonic() - began)
            kernels_left = sum(1 for p in seen.kernels if psutil.pid_exists(p))
            left = stop_hub(hub)
            left += [p for p in seen.kernels if psutil.pid_exists(p) and p not in left]
        spans, ends = write_transactions(server.root / "log")
    good = report(options, results, signed_in, seen, arrived, writes, spans, ends,
                  (kernels_left, left))
    steady(results, seen, ended, ends)
    return 0 if good else 1


if __name__ == "__main__":
    sys.exit(main())
