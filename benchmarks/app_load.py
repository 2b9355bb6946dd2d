"""A classroom on one machine: 30 learners open lessons and play cards for a few minutes.

Starts the course server as `euchre-teach serve` does on a free loopback port (a copy of the
lessons, a temporary data dir, the default kernel cap of 30; stopped by its pid at the end)
and lets a class arrive over RAMP seconds. By default the class opens the game (lesson 13)
together, as when a teacher says "open Play a game" (issue 18): the teacher first sets its
tables up from the dashboard, --teacher-lead seconds before the first learner comes
(negative: no teacher). With --wander the learners open random lessons between games.

- BROWSERS learners are real headless Chromium pages (benchmarks/card_click.py --drive):
  lesson 13's game with auto-play on, a card or bid every 1-3 s, each card play timed
  inside the page (click until the card has left South's hand).
- The others are lightweight websocket learners, which do what the page does and no more:
  take a name on the home page, open a lesson page over HTTP (a kernel), connect to the
  kernel websocket (protocol v1.kernel.websocket.jupyter.org, like the page), fetch the
  widgets' state through the jupyter.widget.control comm, and send the comm messages a
  click sends (a card: the Hand's focus update, then its {"type": "pick"} custom message),
  one action every 1-3 s; a card play is timed from the pick sent to the Hand's new cards
  received. Leaving a page sends the page's shutdown beacon (POST
  /voila/api/shutdown/<kernel>); a share of the learners (--vanish) leave at the end
  without it, as a closed laptop does, so that idle culling must reclaim them.

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
import urllib.error
import urllib.parse
import urllib.request
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import psutil
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

sys.path.insert(0, str(Path(__file__).resolve().parent))

from app_speed import free_port, percentile, wait_until_warm

from euchre_teach.cli import (
    DATA_DIR_ENV,
    KERNEL_CULL_IDLE_SECONDS,
    KERNEL_CULL_INTERVAL_SECONDS,
    voila_command,
)
from euchre_teach.course.catalogue import LESSONS

ROOT = Path(__file__).resolve().parents[1]
GAME = "13_play_a_game.ipynb"
PROTOCOL = "v1.kernel.websocket.jupyter.org"
ROUND_TRIP_TIMEOUT = 15.0
ROOM_FULL_RETRY_SECONDS = 10.0


# ------------------------------------------------------------------ the kernel protocol


def encode(channel: str, msg_type: str, content: dict[str, Any], session: str,
           metadata: dict[str, Any] | None = None) -> bytes:  # fmt: skip
    """One message in the v1 websocket framing (offsets, channel, header, parent, ...)."""
    header = {"msg_id": uuid.uuid4().hex, "msg_type": msg_type, "username": "",
              "session": session, "date": datetime.now(UTC).isoformat(), "version": "5.3"}
    parts = [json.dumps(part).encode() for part in (header, {}, metadata or {}, content)]
    name = channel.encode()
    offsets = [8 * (1 + 1 + len(parts) + 1)]
    offsets.append(offsets[-1] + len(name))
    for part in parts:
        offsets.append(offsets[-1] + len(part))
    head = [len(offsets).to_bytes(8, "little")] + [o.to_bytes(8, "little") for o in offsets]
    return b"".join([*head, name, *parts])


def decode(frame: bytes) -> tuple[str, dict[str, Any], dict[str, Any]]:
    """Channel, header and content of a v1 frame from the server."""
    count = int.from_bytes(frame[:8], "little")
    offsets = [int.from_bytes(frame[8 * (i + 1) : 8 * (i + 2)], "little") for i in range(count)]
    part = [frame[offsets[i] : offsets[i + 1]] for i in range(count - 1)]
    return part[0].decode(), json.loads(part[1]), json.loads(part[4])


@dataclass
class Model:
    """A widget model as the page knows it: its name and synced state."""

    name: str
    state: dict[str, Any]
    opened: int


def model_id(reference: str) -> str:
    return reference.removeprefix("IPY_MODEL_")


# ------------------------------------------------------------------ results


@dataclass
class Results:
    card_ms: list[float] = field(default_factory=list)
    card_at: list[float] = field(default_factory=list)
    """When each card play was made (time.monotonic())."""
    clicks: int = 0
    began: float = 0.0
    first_byte_s: list[float] = field(default_factory=list)
    """GET of a lesson page to its first bytes: until then the browser shows a blank page."""
    bid_ms: list[float] = field(default_factory=list)
    open_s: list[float] = field(default_factory=list)
    timeouts: int = 0
    room_full: int = 0
    errors: list[str] = field(default_factory=list)
    deals: int = 0
    kernels_opened: set[str] = field(default_factory=set)


class RoomFull(Exception):
    """The lesson page answered 503: the room is full."""


# ------------------------------------------------------------------ one websocket learner


class Learner:
    """A learner without a browser: HTTP for pages, the kernel websocket for clicks."""

    def __init__(self, base: str, number: int, results: Results, pace: tuple[float, float],
                 rng: random.Random) -> None:  # fmt: skip
        self.base = base
        self.number = number
        self.results = results
        self.pace = pace
        self.rng = rng
        self.jar = http.cookiejar.CookieJar()
        self.http = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))
        self.session = uuid.uuid4().hex
        self.ws: ClientConnection | None = None
        self.kernel = ""
        self.models: dict[str, Model] = {}
        self.opened = 0
        self.changed = asyncio.Event()
        self.waiting: list[tuple[Callable[[str, dict[str, Any]], bool], asyncio.Future[float]]]
        self.waiting = []
        self.reader: asyncio.Task[None] | None = None

    # -------------------------------------------------------------- HTTP

    def _get(self, path: str) -> str:
        start = time.perf_counter()
        with self.http.open(self.base + path, timeout=120) as response:
            response.read(1)  # the headers go with the first bytes
            if "/voila/render/" in response.url:
                self.results.first_byte_s.append(time.perf_counter() - start)
            return str(response.read().decode())

    def _post(self, path: str, fields: dict[str, str]) -> int:
        data = urllib.parse.urlencode(fields).encode()
        with self.http.open(self.base + path, data=data, timeout=60) as response:
            return int(response.status)

    def cookie(self, name: str) -> str:
        return next((c.value or "" for c in self.jar if c.name == name), "")

    async def sign_in(self) -> None:
        """The home page, then a name: the learner's cookie, as a browser gets it."""
        await asyncio.to_thread(self._get, "/")
        name = {"name": f"Learner {self.number}", "_xsrf": self.cookie("_xsrf")}
        await asyncio.to_thread(self._post, "/learner", name)

    async def open_page(self, notebook: str) -> None:
        """GET the lesson page (a kernel), connect to its websocket, load the widgets."""
        start = time.perf_counter()
        try:
            page = await asyncio.to_thread(self._get, f"/voila/render/{notebook}")
        except urllib.error.HTTPError as error:
            if error.code == 503:  # "the room is full"
                self.results.room_full += 1
                raise RoomFull from None
            raise
        found = re.search(r'"kernelId": "([0-9a-f-]+)"', page)
        if found is None:
            raise RuntimeError(f"no kernel id in the page of {notebook}")
        self.kernel = found.group(1)
        self.results.kernels_opened.add(self.kernel)
        cookies = "; ".join(f"{c.name}={c.value}" for c in self.jar)
        url = self.base.replace("http", "ws", 1) + (
            f"/api/kernels/{self.kernel}/channels?session_id={self.session}"
        )
        # A browser waits far longer than websockets' 10 s for a busy server to answer.
        self.ws = await connect(url, subprotocols=[PROTOCOL],  # type: ignore[list-item]
                                additional_headers={"Cookie": cookies}, origin=self.base,  # type: ignore[arg-type]
                                max_size=None, compression=None, open_timeout=120)  # fmt: skip
        self.models = {}
        self.reader = asyncio.create_task(self.read())
        await self.request("shell", "kernel_info_request", {},
                           lambda comm, m: m["method"] == "kernel_info_reply")
        control = uuid.uuid4().hex
        await self.send("shell", "comm_open",
                        {"comm_id": control, "target_name": "jupyter.widget.control", "data": {}},
                        {"version": "1.0.0"})  # fmt: skip
        await self.request("shell", "comm_msg",
                           {"comm_id": control, "data": {"method": "request_states"}},
                           lambda comm, m: m["method"] == "update_states")  # fmt: skip
        self.results.open_s.append(time.perf_counter() - start)

    async def leave(self, beacon: bool = True) -> None:
        """Close the page: the shutdown beacon (unless vanishing), then the websocket."""
        if beacon and self.kernel:
            fields = {"_xsrf": self.cookie("_xsrf")}
            try:
                await asyncio.to_thread(self._post, f"/voila/api/shutdown/{self.kernel}", fields)
            except (urllib.error.URLError, OSError) as error:
                self.results.errors.append(f"beacon: {error}")
        if self.reader is not None:
            self.reader.cancel()
        if self.ws is not None:
            await self.ws.close()
        self.ws, self.kernel, self.reader = None, "", None

    # -------------------------------------------------------------- websocket

    async def send(self, channel: str, msg_type: str, content: dict[str, Any],
                   metadata: dict[str, Any] | None = None) -> None:  # fmt: skip
        assert self.ws is not None
        await self.ws.send(encode(channel, msg_type, content, self.session, metadata))

    def expect(self, match: Callable[[str, dict[str, Any]], bool]) -> asyncio.Future[float]:
        """A future holding perf_counter() when a message matching ``match`` arrives."""
        future: asyncio.Future[float] = asyncio.get_running_loop().create_future()
        self.waiting.append((match, future))
        return future

    async def request(self, channel: str, msg_type: str, content: dict[str, Any],
                      match: Callable[[str, dict[str, Any]], bool]) -> float:  # fmt: skip
        """Send a message and wait for the answer; seconds taken."""
        future = self.expect(match)
        start = time.perf_counter()
        await self.send(channel, msg_type, content)
        try:
            return await asyncio.wait_for(future, ROUND_TRIP_TIMEOUT) - start
        finally:
            self.waiting = [(m, f) for m, f in self.waiting if f is not future]

    async def read(self) -> None:
        assert self.ws is not None
        try:
            async for frame in self.ws:
                if isinstance(frame, bytes):
                    self.receive(*decode(frame))
        except ConnectionClosed:
            pass

    def receive(self, channel: str, header: dict[str, Any], content: dict[str, Any]) -> None:
        msg_type = header.get("msg_type", "")
        data = content.get("data", {}) if isinstance(content.get("data"), dict) else {}
        comm = content.get("comm_id", "")
        method = str(data.get("method", msg_type))
        if msg_type == "comm_open" and content.get("target_name") == "jupyter.widget":
            state = data.get("state", {})
            self.opened += 1
            self.models[comm] = Model(state.get("_model_name", ""), dict(state), self.opened)
        elif msg_type == "comm_msg" and method == "update_states":
            for key, entry in data.get("states", {}).items():
                self.opened += 1
                self.models[key] = Model(entry["model_name"], dict(entry["state"]), self.opened)
        elif msg_type == "comm_msg" and method in ("update", "echo_update") and comm in self.models:
            self.models[comm].state.update(data.get("state", {}))
        elif msg_type == "comm_close":
            self.models.pop(comm, None)
        now = time.perf_counter()
        message = {**data, "method": method}
        for match, future in self.waiting:
            if not future.done() and match(comm, message):
                future.set_result(now)
        self.changed.set()

    # -------------------------------------------------------------- what the page shows

    def newest(self, test: Callable[[Model], bool]) -> str | None:
        found = [(m.opened, key) for key, m in self.models.items() if test(m)]
        return max(found)[1] if found else None

    def shown(self, key: str) -> bool:
        """True unless the widget or one of its containers has display: none."""
        parents = {model_id(child): parent for parent, m in self.models.items()
                   for child in m.state.get("children", []) or []}  # fmt: skip
        while key:
            model = self.models.get(key)
            if model is None:
                return False
            layout = self.models.get(model_id(str(model.state.get("layout", ""))))
            if layout is not None and layout.state.get("display") == "none":
                return False
            key = parents.get(key, "")
        return True

    def button(self, *texts: str) -> str | None:
        def usable(m: Model) -> bool:
            return (m.name == "ButtonModel" and m.state.get("description") in texts
                    and not m.state.get("disabled"))  # fmt: skip

        key = self.newest(usable)
        return key if key is not None and self.shown(key) else None

    def hand(self) -> str | None:
        return self.newest(lambda m: m.name == "AnyModel" and "rejected" in m.state)

    def bid_buttons(self) -> list[str]:
        panel = self.newest(lambda m: "et-bidding" in (m.state.get("_dom_classes") or []))
        if panel is None:
            return []
        children = self.models[panel].state.get("children", [])
        box = self.models.get(model_id(children[2])) if len(children) > 2 else None
        if box is None:
            return []
        keys = [model_id(c) for c in box.state.get("children", [])]
        return [k for k in keys if k in self.models and not self.models[k].state.get("disabled")]

    # -------------------------------------------------------------- clicks

    async def click(self, key: str) -> float:
        """An ipywidgets Button click; seconds until the first state update comes back."""
        self.results.clicks += 1
        return await self.request("shell", "comm_msg",
                                  {"comm_id": key, "data": {"method": "custom",
                                                            "content": {"event": "click"}}},
                                  lambda comm, data: data["method"] == "update")  # fmt: skip

    async def play_card(self, hand: str, code: str) -> float:
        """What a card click sends: the Hand's focus, then the pick; until the new cards."""
        cards = self.models[hand].state["cards"]
        await self.send("shell", "comm_msg", {"comm_id": hand, "data": {
            "method": "update", "state": {"focus": cards.index(code)}, "buffer_paths": []}})
        return await self.request("shell", "comm_msg", {"comm_id": hand, "data": {
            "method": "custom", "content": {"type": "pick", "card": code}}},
            lambda comm, data: comm == hand and data["method"] == "update"
            and "cards" in data.get("state", {}))  # fmt: skip

    async def timed(self, kind: list[float], action: Any) -> None:
        try:
            kind.append(1000 * await action)
            if kind is self.results.card_ms:
                self.results.card_at.append(time.monotonic())
        except TimeoutError:
            self.results.timeouts += 1

    async def act(self) -> None:
        """South's next action in lesson 13, as a learner would take it, or a short wait."""
        await asyncio.sleep(self.rng.uniform(*self.pace))
        hand = self.hand()
        start = self.button("Start the game")
        following = self.button("Deal the next hand", "Play another game")
        if start is not None:
            await self.click(start)
        elif hand is not None and not self.models[hand].state.get("disabled") and (
                legal := self.models[hand].state.get("legal")):  # fmt: skip
            await self.timed(self.results.card_ms, self.play_card(hand, self.rng.choice(legal)))
        elif bids := self.bid_buttons():
            await self.timed(self.results.bid_ms, self.click(self.rng.choice(bids)))
        elif following is not None:
            self.results.deals += 1
            await self.click(following)
        else:
            self.changed.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.changed.wait(), 5)

    async def visit(self, notebook: str, seconds: float) -> None:
        await self.open_page(notebook)
        await asyncio.sleep(seconds)
        await self.leave()

    async def play(self, until: float) -> None:
        await self.open_page(GAME)
        while time.monotonic() < until:
            await self.act()

    async def run(self, start_at: float, end_at: float, vanish: bool, wander: bool) -> None:
        await asyncio.sleep(max(0.0, start_at - time.monotonic()))
        lessons = [e.notebook for e in LESSONS if e.notebook != GAME]
        await self.sign_in()
        while time.monotonic() < end_at:
            try:
                if wander:
                    await self.visit(self.rng.choice(lessons), self.rng.uniform(5, 15))
                if time.monotonic() < end_at:  # the class's lesson: played to the end
                    stay = self.rng.uniform(60, 120) if wander else end_at - time.monotonic()
                    await self.play(min(end_at, time.monotonic() + stay))
                    if time.monotonic() < end_at:
                        await self.leave()
            except RoomFull:
                await asyncio.sleep(ROOM_FULL_RETRY_SECONDS)
            except Exception as problem:  # as a learner would: leave the page, open another
                self.results.errors.append(f"learner {self.number}: {type(problem).__name__} "
                                           f"{problem}".strip())  # fmt: skip
                await self.leave()
                await asyncio.sleep(ROOM_FULL_RETRY_SECONDS)
        await self.leave(beacon=not vanish)


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
    from_browsers: dict[str, Any] = {"card_ms": [], "timeouts": 0, "deals": 0, "errors": [],
                                     "open_s": [], "room_full": 0}
    for out, _process in browsers:
        try:
            figures = json.loads(out.read_text())
        except (OSError, ValueError):
            from_browsers["errors"].append(f"{out.name}: no figures")
            continue
        from_browsers["card_ms"] += figures["card_ms"]
        from_browsers["timeouts"] += figures["timeouts"]
        from_browsers["deals"] += figures["deals"]
        from_browsers["open_s"].append(figures["open_s"])
        from_browsers["room_full"] += figures["room_full"]
        if figures["error"]:
            from_browsers["errors"].append(figures["error"])
    return results, from_browsers, samples, seen, left - began


def figures(name: str, times: list[float]) -> str:
    if not times:
        return f"{name}: none"
    return (f"{name}: n={len(times)}, p50 {statistics.median(times):.1f}, "
            f"p95 {percentile(times, 0.95):.1f}, max {max(times):.1f}")  # fmt: skip


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
