"""A classroom on one machine: 30 learners open lessons and play cards for a few minutes.

Starts the course server as `euchre-teach serve` does on a free loopback port (a copy of the
lessons, a temporary data dir, the default kernel cap of 30; stopped by its pid at the end)
and lets a class arrive over RAMP seconds. By default the class opens the game (lesson 14)
together, as when a teacher says "open Play a game" (issue 18): the teacher first sets its
tables up from the dashboard, --teacher-lead seconds before the first learner comes
(negative: no teacher). With --wander the learners open random lessons between games.

- BROWSERS learners are real headless Chromium pages (benchmarks/card_click.py --drive):
  lesson 14's game with auto-play on, a card or bid every 1-3 s, each card play timed
  inside the page (click until the card has left South's hand).
- The others are lightweight websocket learners (benchmarks/websocket_learner.py), which
  do what the page does and no more: a name on the home page, a lesson page over HTTP (a
  kernel), the kernel websocket, and the comm messages a click sends, one action every
  1-3 s; a card play is timed from the pick sent to the Hand's new cards received. Leaving
  a page sends the page's shutdown beacon; a share of the learners (--vanish) leave at the
  end without it, as a closed laptop does, so that idle culling must reclaim them.

The load generator (this process and its Chromium pages) runs at --nice (default 10) after
the server has started, so on the shared cores the server and its kernels come first and
the figures are the app's; the CPU each group used is reported apart (sampled from
/proc), with the server's and the kernels' CPU per learner action.

Reported: card-play round trips (p50/p95/max) for the browser pages and the websocket
learners, and for the cards played while the class was still arriving; lesson page GET to
its first bytes (until then a browser shows a blank page) and to the widgets loaded; "room
is full" refusals; server RSS and total kernel RSS at the peak; kernels alive during the
run, after every learner left, after culling, and after the server stopped (no kernel may
be left behind: exit status 1 if one is); the load average beside it all.

Run: .venv/bin/python benchmarks/app_load.py [--learners 30] [--browsers 3] [--minutes 3]
     [--teacher-lead 30] [--starts-at-once 1] [--wander]
"""

from __future__ import annotations

import argparse
import asyncio
import concurrent.futures
import contextlib
import http.cookiejar
import json
import os
import random
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import psutil

sys.path.insert(0, str(Path(__file__).resolve().parent))

from app_speed import figures, free_port, percentile, wait_until_warm
from websocket_learner import GAME, ROUND_TRIP_TIMEOUT, Learner, Results

from euchre_teach.cli import (
    DATA_DIR_ENV,
    KERNEL_CULL_IDLE_SECONDS,
    KERNEL_CULL_INTERVAL_SECONDS,
    voila_command,
)

ROOT = Path(__file__).resolve().parents[1]


# ------------------------------------------------------------------ the server, watched

TEACHER_CODE = "class-load-314159"


def start_server(folder: Path, data: Path, port: int, options: argparse.Namespace,
                 log: Path) -> subprocess.Popen[bytes]:  # fmt: skip
    """The course server as `euchre-teach serve` runs it, with this run's kernel options."""
    argv, env = voila_command(folder, port=port, data_dir=data, max_kernels=options.max_kernels,
                              teacher_code=TEACHER_CODE)  # fmt: skip
    argv += [f"--EuchreVoila.kernel_starts_at_once={options.starts_at_once}"]
    env[DATA_DIR_ENV] = str(data)
    with log.open("wb") as out:
        server = subprocess.Popen(argv, stdout=out, stderr=subprocess.STDOUT, env=env)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        with contextlib.suppress(OSError):
            urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2).close()
            return server
        time.sleep(0.3)
    server.kill()
    raise SystemExit("the server did not start")


def teacher_opens(base: str, learners: int, lead: float) -> None:
    """The teacher signs in on the dashboard and sets the game's tables up for the class,
    ``lead`` seconds before the first learner arrives."""
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    opener.open(f"{base}/", timeout=60).read()

    def post(path: str, fields: dict[str, str]) -> None:
        xsrf = next(c.value for c in jar if c.name == "_xsrf") or ""
        data = urllib.parse.urlencode({**fields, "_xsrf": xsrf}).encode()
        opener.open(f"{base}{path}", data=data, timeout=60).read()

    post("/teacher", {"code": TEACHER_CODE})
    post("/teacher/open-lesson", {"lesson": GAME, "learners": str(learners)})
    began = time.monotonic()
    while time.monotonic() < began + lead:
        time.sleep(min(5.0, began + lead - time.monotonic()))
        with urllib.request.urlopen(f"{base}/euchre/api/status", timeout=30) as response:
            opened = json.load(response)["class"]
        ready = opened[0]["ready"] if opened else 0
        print(f"  teacher opened {GAME} for {learners}: {ready} tables ready after "
              f"{time.monotonic() - began:.0f} s (load {os.getloadavg()[0]:.1f})", flush=True)


@dataclass
class Sample:
    at: float
    busy: int
    warm: int
    kernels: int
    server_mb: float
    kernels_mb: float
    kernel_mbs: list[float]
    load: float


def kernel_processes(server: psutil.Process) -> list[psutil.Process]:
    found = []
    for child in server.children(recursive=True):
        try:
            if any("ipykernel" in part for part in child.cmdline()):
                found.append(child)
        except psutil.Error:
            continue
    return found


@dataclass
class Ledger:
    """Every kernel process seen, and CPU seconds by group (server, kernels, chromium)."""

    kernel_pids: set[int] = field(default_factory=set)
    browser_pids: list[int] = field(default_factory=list)
    cpu: dict[str, dict[int, float]] = field(default_factory=dict)

    def charge(self, group: str, process: psutil.Process) -> None:
        with contextlib.suppress(psutil.Error):
            used = process.cpu_times()
            self.cpu.setdefault(group, {})[process.pid] = used.user + used.system

    def seconds(self, group: str) -> float:
        return sum(self.cpu.get(group, {}).values())


def sample(base: str, server: psutil.Process, began: float, seen: Ledger) -> Sample:
    with urllib.request.urlopen(f"{base}/euchre/api/status", timeout=30) as response:
        status = json.load(response)
    sizes = []
    seen.charge("server", server)
    for kernel in kernel_processes(server):
        try:
            sizes.append(kernel.memory_info().rss / 2**20)
            seen.kernel_pids.add(kernel.pid)
            seen.charge("kernels", kernel)
        except psutil.Error:
            continue
    for pid in seen.browser_pids:
        with contextlib.suppress(psutil.Error):
            top = psutil.Process(pid)
            for process in [top, *top.children(recursive=True)]:
                seen.charge("chromium", process)
    return Sample(time.monotonic() - began, status["kernels"], status["warm"], len(sizes),
                  server.memory_info().rss / 2**20, sum(sizes), sizes, os.getloadavg()[0])


def line(s: Sample) -> str:
    return (f"  t={s.at:5.0f}s  lesson kernels {s.busy:2d}  warm {s.warm:2d}  kernel processes "
            f"{s.kernels:2d}  server {s.server_mb:4.0f} MB  kernels {s.kernels_mb:5.0f} MB  "
            f"load {s.load:.1f}")  # fmt: skip


async def watch(base: str, server: psutil.Process, began: float, samples: list[Sample],
                seen: Ledger, stop: asyncio.Event, every: float = 2.0) -> None:  # fmt: skip
    printed = 0.0
    while not stop.is_set():
        try:
            now = await asyncio.to_thread(sample, base, server, began, seen)
        except (OSError, psutil.Error) as problem:
            print(f"  (status not read: {problem})")
        else:
            samples.append(now)
            if now.at - printed >= 15:
                print(line(now), flush=True)
                printed = now.at
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), every)


# ------------------------------------------------------------------ the class


def browser_learner(base: str, number: int, seconds: float, pace: tuple[float, float],
                    out: Path) -> subprocess.Popen[bytes]:  # fmt: skip
    command = [sys.executable, str(Path(__file__).with_name("card_click.py")),
               "--drive", f"{base}/voila/render/{GAME}", "--seconds", f"{seconds:.0f}",
               "--pace", str(pace[0]), str(pace[1]), "--seed", str(number), "--out", str(out)]
    with out.with_suffix(".log").open("wb") as log:
        return subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)


Outcome = tuple[Results, dict[str, Any], list[Sample], Ledger, float]


async def classroom(options: argparse.Namespace, base: str, server: psutil.Process,
                    work: Path) -> Outcome:
    """Run the class; returns the results, the browsers' figures, samples, pids, end time."""
    loop = asyncio.get_running_loop()
    loop.set_default_executor(concurrent.futures.ThreadPoolExecutor(max_workers=64))
    rng = random.Random(options.seed)
    results = Results()
    samples: list[Sample] = []
    seen = Ledger()
    stop = asyncio.Event()
    began = results.began = time.monotonic()
    watcher = asyncio.create_task(watch(base, server, began, samples, seen, stop))
    end_at = began + options.ramp + options.minutes * 60
    pace = (options.pace[0], options.pace[1])
    arrivals = sorted(rng.uniform(0, options.ramp) for _ in range(options.learners))
    browsers = []
    tasks = []
    # The browser pages arrive spread through the class, not all first.
    in_browser = {options.learners * i // max(options.browsers, 1) for i in range(options.browsers)}
    for number, arrival in enumerate(arrivals):
        if number in in_browser:
            seconds = end_at - began - arrival
            out = work / f"browser-{number}.json"
            def arrive(n: int = number, s: float = seconds, o: Path = out) -> None:
                browsers.append((o, browser_learner(base, n, s, pace, o)))
                seen.browser_pids.append(browsers[-1][1].pid)

            loop.call_later(arrival, arrive)
            continue
        vanish = rng.random() < options.vanish
        learner = Learner(base, number, results, pace, random.Random(rng.random()))
        leave_at = end_at + rng.uniform(0, 10)
        tasks.append(asyncio.create_task(learner.run(began + arrival, leave_at, vanish,
                                                      options.wander)))
    await asyncio.gather(*tasks)
    while len(browsers) < options.browsers:
        await asyncio.sleep(1)
    for out, process in browsers:
        try:  # a page may still be loading (up to 180 s) or finishing its last action
            await asyncio.to_thread(process.wait, 240)
        except subprocess.TimeoutExpired:
            process.terminate()
            await asyncio.to_thread(process.wait, 30)
            print(f"  {out.stem} did not finish: stopped (see {out.with_suffix('.log')})")
    left = time.monotonic()
    print(f"  every learner has left (t={left - began:.0f}s); waiting for idle culling", flush=True)
    deadline = left + KERNEL_CULL_IDLE_SECONDS + 3 * KERNEL_CULL_INTERVAL_SECONDS + 30
    while time.monotonic() < deadline:
        await asyncio.sleep(2)
        if samples and samples[-1].at > left - began and samples[-1].busy == 0 and (
                samples[-1].kernels == samples[-1].warm):  # fmt: skip
            break
    stop.set()
    await watcher
    return results, browser_figures([out for out, _ in browsers]), samples, seen, left - began


def browser_figures(outs: list[Path]) -> dict[str, Any]:
    """The browser pages' figures (card_click.py --drive wrote one JSON file each), summed."""
    from_browsers: dict[str, Any] = {"card_ms": [], "timeouts": 0, "deals": 0, "errors": [],
                                     "open_s": [], "room_full": 0}
    for out in outs:
        try:
            measured = json.loads(out.read_text())
        except (OSError, ValueError):
            from_browsers["errors"].append(f"{out.name}: no figures")
            continue
        from_browsers["card_ms"] += measured["card_ms"]
        from_browsers["timeouts"] += measured["timeouts"]
        from_browsers["deals"] += measured["deals"]
        from_browsers["open_s"].append(measured["open_s"])
        from_browsers["room_full"] += measured["room_full"]
        if measured["error"]:
            from_browsers["errors"].append(measured["error"])
    return from_browsers


def report(options: argparse.Namespace, results: Results, browsers: dict[str, Any],
           samples: list[Sample], left: float) -> bool:  # fmt: skip
    """Print the figures; True when no kernel was left behind."""
    print(f"\n{options.learners} learners ({options.browsers} Chromium pages, "
          f"{options.learners - options.browsers} websocket learners), arriving over "
          f"{options.ramp:.0f} s, {options.minutes:g} min of lessons, pace "
          f"{options.pace[0]:g}-{options.pace[1]:g} s, kernel cap {options.max_kernels}")
    print("card play round trip (ms):")
    print(f"  {figures('browser pages, click to card gone (in the page)', browsers['card_ms'])}")
    print(f"  {figures('websocket learners, pick sent to new cards received', results.card_ms)}")
    print(f"  {figures('websocket learners, bid click to first update', results.bid_ms)}")
    print(f"  timeouts (> {ROUND_TRIP_TIMEOUT:.0f} s): browser {browsers['timeouts']}, "
          f"websocket {results.timeouts}; deals finished: {browsers['deals'] + results.deals}")
    if results.card_at:
        arriving = [ms for ms, at in zip(results.card_ms, results.card_at, strict=True)
                    if at < results.began + options.ramp]  # fmt: skip
        print(f"  {figures('websocket learners, cards played while the class arrived', arriving)}")
    first = results.first_byte_s
    if first:
        print(f"lesson page GET to its first bytes (blank until then): p50 "
              f"{statistics.median(first):.2f} s, p95 {percentile(first, 0.95):.2f} s, "
              f"max {max(first):.2f} s")  # fmt: skip
    opens = results.open_s
    print(f"page opens (websocket learners): {len(opens)}, GET to widgets loaded p50 "
          f"{statistics.median(opens) if opens else 0:.2f} s, p95 "
          f"{percentile(opens, 0.95) if opens else 0:.2f} s; distinct kernels "
          f"{len(results.kernels_opened)}")  # fmt: skip
    shown = ", ".join(f"{s:.1f}" for s in browsers["open_s"])
    print(f"browser pages, navigation to the game's Start button: {shown} s")
    print(f"'the room is full' refusals: websocket learners {results.room_full}, browser pages "
          f"{browsers['room_full']}")
    during = [s for s in samples if s.at <= left]
    if during:
        peak = max(during, key=lambda s: s.server_mb + s.kernels_mb)
        print(f"memory at the peak (t={peak.at:.0f}s): server {peak.server_mb:.0f} MB RSS, "
              f"{peak.kernels} kernels {peak.kernels_mb:.0f} MB RSS in all (median "
              f"{statistics.median(peak.kernel_mbs):.0f} MB, max {max(peak.kernel_mbs):.0f} MB)")
        print(f"kernels during the run: lesson kernels max {max(s.busy for s in during)}, "
              f"kernel processes max {max(s.kernels for s in during)} (warm pool "
              f"{during[-1].warm}); load average (1 min) max {max(s.load for s in during):.1f}, "
              f"mean {statistics.mean(s.load for s in during):.1f}")
    after = [s for s in samples if s.at > left]
    clean = False
    if after:
        last = after[-1]
        first_clean = next((s for s in after if s.busy == 0 and s.kernels == s.warm), None)
        clean = first_clean is not None
        print(f"after every learner left: {after[0].busy} lesson kernels at once "
              f"(t={after[0].at:.0f}s); {last.busy} lesson kernels and {last.kernels} kernel "
              f"processes ({last.warm} warm) at t={last.at:.0f}s")
        if first_clean is not None:
            print(f"  all lesson kernels gone {first_clean.at - left:.0f} s after the last "
                  f"learner left (cull after {KERNEL_CULL_IDLE_SECONDS} s idle)")
        else:
            print("  KERNELS LEFT BEHIND: lesson kernels still alive after culling")
    errors = browsers["errors"] + results.errors
    kinds: dict[str, int] = {}
    for error in errors:
        kind = re.sub(r"learner \d+: ", "", error)[:90]
        kinds[kind] = kinds.get(kind, 0) + 1
    for kind, count in sorted(kinds.items(), key=lambda item: -item[1]):
        print(f"  learner errors x{count}: {kind}")
    return clean


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--learners", type=int, default=30)
    parser.add_argument("--browsers", type=int, default=3, help="of them, Chromium pages")
    parser.add_argument("--minutes", type=float, default=3, help="lesson time after the ramp")
    parser.add_argument("--ramp", type=float, default=60, help="seconds over which they arrive")
    parser.add_argument("--pace", type=float, nargs=2, default=(1.0, 3.0), metavar=("MIN", "MAX"))
    parser.add_argument("--vanish", type=float, default=0.2,
                        help="share of websocket learners leaving without the shutdown beacon")
    parser.add_argument("--max-kernels", type=int, default=30)
    parser.add_argument("--seed", type=int, default=6)
    parser.add_argument("--wander", action="store_true",
                        help="learners open random lessons between games (default: the class "
                             "opens the game lesson together and plays it)")  # fmt: skip
    parser.add_argument("--teacher-lead", type=float, default=30, metavar="SECONDS",
                        help="the teacher sets the game's tables up this long before the "
                             "first learner arrives (negative: the teacher does not)")  # fmt: skip
    parser.add_argument("--starts-at-once", type=int, default=1,
                        help="the server's kernel_starts_at_once (0: no limit)")
    parser.add_argument("--nice", type=int, default=10,
                        help="niceness of this load generator and its Chromium pages, so that "
                             "the server and kernels come first on the shared cores")  # fmt: skip
    options = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="euchre-load-"))
    folder = work / "lessons"
    shutil.copytree(ROOT / "lessons", folder, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    log = work / "server.log"
    server = start_server(folder, work / "data", port, options, log)
    seen = Ledger()
    try:
        wait_until_warm(base, len(list(folder.glob("*.ipynb"))))
        print(f"server pid {server.pid} on {base}; load average before "
              f"{' '.join(f'{x:.2f}' for x in os.getloadavg())} ({os.cpu_count()} cores); "
              f"kernel starts at once {options.starts_at_once}; generator nice {options.nice}")
        os.nice(options.nice)  # the server (started above) keeps its priority
        if options.teacher_lead >= 0:
            teacher_opens(base, options.learners, options.teacher_lead)
        cpu_before, own_before = psutil.cpu_times(), time.process_time()
        results, browsers, samples, seen, left = asyncio.run(
            classroom(options, base, psutil.Process(server.pid), work)
        )
        cpu_after, own = psutil.cpu_times(), time.process_time() - own_before
    finally:
        server.send_signal(signal.SIGTERM)
        try:
            server.wait(timeout=60)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
    clean = report(options, results, browsers, samples, left)
    busy = sum(cpu_after) - sum(cpu_before) - (cpu_after.idle - cpu_before.idle) - (
        cpu_after.iowait - cpu_before.iowait)  # fmt: skip
    span = samples[-1].at if samples else 0.0
    print(f"CPU seconds over the {span:.0f} s run ({os.cpu_count()} cores: "
          f"{(os.cpu_count() or 1) * span:.0f} available), sampled every 2 s: server "
          f"{seen.seconds('server'):.0f}, lesson kernels {seen.seconds('kernels'):.0f}, "
          f"Chromium pages {seen.seconds('chromium'):.0f}, websocket learners (this process) "
          f"{own:.0f}; whole machine busy {busy:.0f} (the rest is other work on the machine)")
    opened = len(seen.kernel_pids)
    print(f"  kernel CPU per kernel started: {seen.seconds('kernels') / max(opened, 1):.1f} s "
          f"({opened} kernels: start, run the lesson, serve its clicks)")
    actions = (len(results.card_ms) + len(results.bid_ms) + results.clicks + len(results.open_s)
               + len(browsers["card_ms"]) + len(browsers["open_s"]))  # fmt: skip
    print(f"  per learner action ({actions}: page opens, cards, bids, button clicks): server "
          f"{1000 * seen.seconds('server') / max(actions, 1):.0f} ms CPU, lesson kernels "
          f"{1000 * seen.seconds('kernels') / max(actions, 1):.0f} ms CPU")
    time.sleep(1)
    orphans = [pid for pid in seen.kernel_pids if psutil.pid_exists(pid)
               and psutil.Process(pid).status() != psutil.STATUS_ZOMBIE]  # fmt: skip
    pids = f" (pids {' '.join(map(str, orphans))})" if orphans else ""
    print(f"after the server stopped: {len(orphans)} of {len(seen.kernel_pids)} kernel processes "
          f"still running{pids}")
    full = sum(1 for text in log.read_text(errors="replace").splitlines() if "Room full" in text)
    print(f"server log: {full} 'Room full' warnings")
    if clean and not orphans and not results.errors and not browsers["errors"]:
        shutil.rmtree(work, ignore_errors=True)
    else:
        print(f"server log and browser logs kept in {work}")
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0 if clean and not orphans else 1


if __name__ == "__main__":
    raise SystemExit(main())
