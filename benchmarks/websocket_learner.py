"""The websocket learner of the load benchmarks (app_load.py, hub_load.py): a learner
without a browser, which does what a lesson page does and no more.

It takes a name on the home page, opens a lesson page over HTTP (a kernel), connects to the
kernel websocket (protocol v1.kernel.websocket.jupyter.org, like the page), fetches the
widgets' state through the jupyter.widget.control comm, and sends the comm messages a click
sends (a card: the Hand's focus update, then its {"type": "pick"} custom message), one
action every 1-3 s; a card play is timed from the pick sent to the Hand's new cards
received. Leaving a page sends the page's shutdown beacon (POST
/voila/api/shutdown/<kernel>), unless the learner vanishes, as a closed laptop does.
What the learners measure is gathered in one :class:`Results`.
"""

from __future__ import annotations

import asyncio
import contextlib
import http.cookiejar
import json
import random
import re
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from euchre_teach.course.catalogue import LESSONS

GAME = "14_play_a_game.ipynb"
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
        """South's next action in lesson 14, as a learner would take it, or a short wait."""
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
