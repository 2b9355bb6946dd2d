"""A card play's round trip in a real lesson page: click a card, see the hand updated.

Starts `euchre-teach serve` on a free loopback port (a copy of the lessons, a temporary data
dir; stopped by its pid at the end), opens lesson 14 ("Play a game") in headless Chromium
(/usr/bin/chromium), starts a game, turns Auto-play off (step mode: the computer players
move only on "Continue") and "Show playable cards" on, then plays the learner's cards deal
after deal. Each card play is timed inside the page: performance.now() at the click, until a
MutationObserver sees the played card leave South's hand (the intent went to the kernel, the
core applied the play, the Hand's new state came back and was drawn). The server runs with
the Nagle fix (webapp.handlers.NoDelayKernelWebsocketHandler). Bids, "Continue" and "Deal
the next hand" are clicked between plays and not timed.

Run: .venv/bin/python benchmarks/card_click.py [--clicks 100]   (target: p95 < 10 ms)

benchmarks/app_load.py also uses this file as one browser learner of its classroom
(``--drive URL``): auto-play on, a human pace, the timings written as JSON.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))

from app_speed import (
    BLANK,
    CHROMIUM_ARGS,
    CLICKS_JS,
    percentile,
    served_course,
    wait_until_warm,
)

TARGET_P95_MS = 10.0
GAME = "14_play_a_game.ipynb"
CLICK_TIMEOUT_MS = 10_000

# What South can do now, read from the page: the whole state the driver acts on.
SNAPSHOT_JS = """() => {
  const shown = (e) => e.offsetParent !== null;
  const buttons = [...document.querySelectorAll("button.jupyter-button")]
    .filter((b) => shown(b) && !b.disabled);
  const named = (text) => buttons.some((b) => b.textContent.trim() === text);
  const table = document.querySelector(".et-playtable");
  const hand = table && table.querySelector(".et-hand");
  const legal = hand && !hand.classList.contains("et-disabled")
    ? [...hand.querySelectorAll(".et-card-btn.et-legal")].map((b) => b.dataset.card) : [];
  const bids = table ? [...table.querySelectorAll(".et-bidding button.jupyter-button")]
    .filter((b) => shown(b) && !b.disabled).map((b) => b.textContent.trim()) : [];
  const next = ["Deal the next hand", "Play another game"].find(named) || "";
  return {start: named("Start the game"), legal, bids, step: named("Continue"), next,
          text: table ? table.textContent : ""};
}"""

# Click one card of South's hand: [milliseconds until it has left the hand (-1: timed out),
# the click's and the update's performance.now()].
CARD_CLICK_JS = """async ({code, timeout}) => {
  const hand = document.querySelector(".et-playtable .et-hand");
  const selector = `.et-card-btn[data-card="${code}"]`;
  const button = hand.querySelector(selector);
  const start = performance.now();
  return await new Promise((done) => {
    let timer = null;
    const seen = new MutationObserver(() => {
      if (hand.querySelector(selector) === null) {
        const end = performance.now();
        clearTimeout(timer);
        seen.disconnect();
        done([end - start, start, end]);
      }
    });
    timer = setTimeout(() => { seen.disconnect(); done([-1, start, start]); }, timeout);
    seen.observe(hand, {childList: true, subtree: true});
    button.click();
  });
}"""

# Installed before the page's scripts: timestamps of the kernel websocket's frames, to split
# a click's time into front end, server + kernel, and drawing (--trace).
WS_TRACE_JS = """(() => {
  const log = [];
  window.__etWsLog = log;
  const describe = (data) => {
    if (!(data instanceof ArrayBuffer)) return {};
    const view = new DataView(data);
    const n = Number(view.getBigUint64(0, true));
    const at = (i) => Number(view.getBigUint64(8 * (i + 1), true));
    const text = (i) => new TextDecoder().decode(new Uint8Array(data, at(i), at(i + 1) - at(i)));
    try {
      const header = JSON.parse(text(1));
      const content = n > 5 ? JSON.parse(text(4)) : {};
      const info = content.data || {};
      return {type: header.msg_type, method: info.method || "",
              keys: Object.keys(info.state || {}).join(","), content: info.content || null};
    } catch (error) { return {}; }
  };
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (event) => {
        const data = event.data;
        const entry = describe(data);
        entry.at = performance.now(); entry.dir = "in"; entry.size = data.byteLength || 0;
        log.push(entry);
      });
    }
    send(data) {
      const bytes = ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset,
        data.byteLength).slice().buffer : data;
      const entry = describe(bytes);
      entry.at = performance.now(); entry.dir = "out"; entry.size = data.byteLength || 0;
      log.push(entry);
      return super.send(data);
    }
  };
})();"""

# Click a visible, enabled ipywidgets button by its text (untimed); false if there is none.
BUTTON_CLICK_JS = """(text) => {
  const button = [...document.querySelectorAll("button.jupyter-button")]
    .find((b) => b.offsetParent !== null && !b.disabled && b.textContent.trim() === text);
  if (button) button.click();
  return Boolean(button);
}"""


class TableDriver:
    """Plays lesson 14's game as South in one page; times every card play in the page.

    ``step_mode``: Auto-play off and "Continue" pressed for the computer players (the
    card_click measurement); otherwise the computer players move by themselves, as a
    learner leaves it. ``pace``: seconds to wait before each action (a human's pace).
    """

    def __init__(self, page: Page, *, step_mode: bool, pace: tuple[float, float] = (0, 0),
                 seed: int = 1) -> None:  # fmt: skip
        self.page = page
        self.step_mode = step_mode
        self.pace = pace
        self.rng = random.Random(seed)
        self.card_ms: list[float] = []
        self.timeouts = 0
        self.deals = 0
        self.trace = False
        self.parts: dict[str, list[float]] = {"front end": [], "server + kernel": [],
                                              "drawing": []}  # fmt: skip

    def split(self, start: float, end: float) -> None:
        """Split one card play at the pick's send and the Hand update's arrival (WS_TRACE_JS)."""
        log = self.page.evaluate("() => window.__etWsLog.splice(0)")
        picks = (e for e in log if e["dir"] == "out" and e.get("method") == "custom")
        sent = next((e["at"] for e in picks if e["at"] >= start), None)
        if sent is None:
            return
        updates = (e for e in log if e["dir"] == "in" and e.get("method") == "update")
        hands = (e for e in updates if "cards" in e.get("keys", "").split(","))
        came = next((e["at"] for e in hands if e["at"] >= sent), None)
        if came is None:
            return
        self.parts["front end"].append(sent - start)
        self.parts["server + kernel"].append(came - sent)
        self.parts["drawing"].append(end - came)

    def snapshot(self) -> dict[str, Any]:
        state: dict[str, Any] = self.page.evaluate(SNAPSHOT_JS)
        return state

    def click(self, text: str, before: dict[str, Any], wait_s: float = 15) -> None:
        """Click a button, then wait until the table shows something new."""
        if not self.page.evaluate(BUTTON_CLICK_JS, text):
            return
        self.wait_for_change(before, wait_s)

    def wait_for_change(self, before: dict[str, Any], wait_s: float) -> dict[str, Any]:
        deadline = time.monotonic() + wait_s
        while time.monotonic() < deadline:
            now = self.snapshot()
            if now != before:
                return now
            time.sleep(0.02)
        return before

    def start_game(self) -> None:
        self.click("Start the game", self.snapshot(), 30)
        self.page.wait_for_selector(".et-playtable .et-hand", timeout=30_000)
        auto = self.page.get_by_role("checkbox", name="Auto-play")
        if self.step_mode:
            auto.uncheck()
        self.page.get_by_role("checkbox", name="Show playable cards").check()

    def act(self) -> None:
        """Do South's next action (a card, a bid, Continue, the next deal) or wait."""
        if self.pace[1] > 0:
            time.sleep(self.rng.uniform(*self.pace))
        state = self.snapshot()
        if state["start"]:
            self.start_game()
        elif state["legal"]:
            code = self.rng.choice(state["legal"])
            elapsed, start, end = self.page.evaluate(
                CARD_CLICK_JS, {"code": code, "timeout": CLICK_TIMEOUT_MS}
            )
            if elapsed < 0:
                self.timeouts += 1
            else:
                self.card_ms.append(elapsed)
                if self.trace:
                    self.split(start, end)
            # Wait for the rest of the answer (table, bidding) before the next action.
            self.wait_for_change(self.snapshot(), 0.3 if self.step_mode else 0)
        elif state["bids"]:
            self.click(self.rng.choice(state["bids"]), state)
        elif state["step"] and self.step_mode:
            self.click("Continue", state)
        elif state["next"]:
            self.deals += 1
            self.click(state["next"], state, 30)
        else:
            self.wait_for_change(state, 5)

    def open(self, url: str, timeout_s: float = 60) -> int:
        """Open the game's page; returns how many times "the room is full" was shown first."""
        refused = 0
        deadline = time.monotonic() + timeout_s
        while (response := self.page.goto(url, timeout=timeout_s * 1000)) is not None and (
                response.status == 503 and time.monotonic() < deadline):  # fmt: skip
            refused += 1  # the room is full: try again a little later, as a learner would
            time.sleep(10)
        left = max(deadline - time.monotonic(), 1)
        self.page.get_by_role("button", name="Start the game").wait_for(timeout=left * 1000)
        return refused


def summary(name: str, times: list[float]) -> str:
    if not times:
        return f"{name}: no samples"
    return (f"{name}, {len(times)} clicks (ms): p50 {statistics.median(times):.1f}, "
            f"p95 {percentile(times, 0.95):.1f}, max {max(times):.1f}")  # fmt: skip


def load_average() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg()) + f" ({os.cpu_count()} cores)"


def drive(url: str, seconds: float, pace: tuple[float, float], seed: int, out: Path) -> None:
    """One browser learner of app_load.py: play lesson 14 at a human pace, write JSON."""
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium",
                                             args=CHROMIUM_ARGS)  # fmt: skip
        page = browser.new_page()
        console: list[str] = []
        page.on("console", lambda message: console.append(f"{message.type}: {message.text}"))
        page.on("pageerror", lambda problem: console.append(f"uncaught: {problem}"))
        driver = TableDriver(page, step_mode=False, pace=pace, seed=seed)
        started = time.monotonic()
        error = ""
        refused = 0
        try:
            refused = driver.open(url, timeout_s=180)  # a busy classroom server can be slow
            opened = time.monotonic() - started
            while time.monotonic() - started < seconds:
                driver.act()
        except Exception as problem:  # report it with the figures so far
            opened = float("nan")
            error = f"{type(problem).__name__}: {str(problem).splitlines()[0]}"
            # For the operator: what the learner saw instead (this process's log).
            print(f"{error}\nconsole:", *console[-20:], sep="\n")
            with contextlib.suppress(Exception):
                print("page text:", page.inner_text("body")[:2000])
        page.close(run_before_unload=True)  # the page's shutdown beacon ends its kernel
        browser.close()
    out.write_text(json.dumps({"card_ms": driver.card_ms, "timeouts": driver.timeouts,
                               "deals": driver.deals, "open_s": opened, "error": error,
                               "room_full": refused}))


def blank_clicks(browser: Browser, base: str, clicks: int) -> list[float]:
    """The floor: app_speed's one-button notebook (a Button and a Label), same server."""
    page = browser.new_page()
    page.goto(f"{base}/voila/render/{BLANK}")
    page.wait_for_selector("text=cards played: 0")
    times: list[float] = page.evaluate(CLICKS_JS, clicks)
    page.close(run_before_unload=True)
    return times


def measure(clicks: int, trace: bool) -> int:
    with served_course("euchre-card-click-") as (folder, base, _server):
        wait_until_warm(base, len(list(folder.glob("*.ipynb"))))
        print(f"load average before: {load_average()}")
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium",
                                                 args=CHROMIUM_ARGS)  # fmt: skip
            page = browser.new_page()
            if trace:
                page.add_init_script(WS_TRACE_JS)
            driver = TableDriver(page, step_mode=True)
            driver.trace = trace
            driver.open(f"{base}/voila/render/{GAME}")
            deadline = time.monotonic() + 20 * 60
            while len(driver.card_ms) + driver.timeouts < clicks and time.monotonic() < deadline:
                driver.act()
            page.close(run_before_unload=True)
            floor = blank_clicks(browser, base, clicks)
            browser.close()
    times = driver.card_ms
    print("card play in lesson 14 (PlayTable in step mode): click to the card gone from")
    print("South's hand, measured in the page, Nagle fix on" + (" (traced)" if trace else ""))
    print(f"  {summary('card play', times)}")
    print(f"  timeouts (> {CLICK_TIMEOUT_MS / 1000:.0f} s): {driver.timeouts}; "
          f"deals played: {driver.deals + 1}")
    for part, values in driver.parts.items():
        if values:
            print(f"    {summary(part, values)}")
    print(f"  {summary('floor: one-button notebook, click to label', floor)}")
    print(f"load average after: {load_average()}")
    p95 = percentile(times, 0.95) if times else float("inf")
    verdict = "OK" if p95 < TARGET_P95_MS and not driver.timeouts else "OVER TARGET"
    print(f"target p95 < {TARGET_P95_MS:.0f} ms: {verdict}")
    return 0 if verdict == "OK" else 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=100, help="card plays to time")
    parser.add_argument("--trace", action="store_true",
                        help="split each card play: front end, server + kernel, drawing")
    parser.add_argument("--drive", metavar="URL", help="(app_load.py) be one browser learner")
    parser.add_argument("--seconds", type=float, default=180)
    parser.add_argument("--pace", type=float, nargs=2, default=(1.0, 3.0))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path)
    options = parser.parse_args()
    if options.drive:
        drive(options.drive, options.seconds, tuple(options.pace), options.seed, options.out)
        return 0
    return measure(options.clicks, options.trace)


if __name__ == "__main__":
    raise SystemExit(main())
