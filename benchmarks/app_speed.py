"""How fast the course site feels: time to the first widget, click round trip, kernel memory.

Starts `euchre-teach serve` on a free loopback port, serving a copy of the lessons plus a
blank one-button notebook (the floor of the stack: Voila, ipywidgets, one kernel), and drives
headless Chromium (/usr/bin/chromium):

- time from navigation to the first interactive widget of each lesson, fresh browser context
  each load, median and p95 over ROUNDS loads, and the ratio to the blank notebook;
- a click's round trip (button click to label updated), measured inside the page;
- resident memory (RSS) of the server and of each lesson kernel.

Run: .venv/bin/python benchmarks/app_speed.py [--rounds 5] [--clicks 100]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import nbformat
from playwright.sync_api import Browser, sync_playwright
from playwright.sync_api import TimeoutError as PlaywrightTimeout

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from euchre_teach.course.catalogue import LESSONS  # noqa: E402

CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                 "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"]  # fmt: skip
BLANK = "blank_one_button.ipynb"
ONE_BUTTON = """\
import ipywidgets as widgets
button = widgets.Button(description="Play a card")
label = widgets.Label("cards played: 0")
def on_click(_):
    label.value = f"cards played: {int(label.value.split()[-1]) + 1}"
button.on_click(on_click)
widgets.VBox([button, label])
"""
# Anything a learner can act on inside a widget output.
INTERACTIVE = ", ".join(
    f"#rendered_cells {what}"
    for what in ("button:not([disabled])", "input", "select", "[role=button]", "[tabindex='0']")
)
CLICKS_JS = """async (rounds) => {
  const button = [...document.querySelectorAll("button")]
    .find((b) => b.textContent.includes("Play a card"));
  const label = [...document.querySelectorAll(".widget-label")]
    .find((l) => l.textContent.startsWith("cards played"));
  const times = [];
  for (let i = 1; i <= rounds; i++) {
    const start = performance.now();
    await new Promise((done) => {
      const seen = new MutationObserver(() => {
        if (label.textContent === `cards played: ${i}`) { seen.disconnect(); done(); }
      });
      seen.observe(label, {childList: true, subtree: true, characterData: true});
      button.click();
    });
    times.push(performance.now() - start);
  }
  return times;
}"""


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(fraction * len(ordered)) - 1))]


def figures(name: str, times: list[float]) -> str:
    """``name: n=…, p50 …, p95 …, max …`` (one decimal), or ``name: none``."""
    if not times:
        return f"{name}: none"
    return (f"{name}: n={len(times)}, p50 {statistics.median(times):.1f}, "
            f"p95 {percentile(times, 0.95):.1f}, max {max(times):.1f}")  # fmt: skip


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def course_copy(folder: Path) -> None:
    for notebook in (ROOT / "lessons").glob("*.ipynb"):
        shutil.copy(notebook, folder / notebook.name)
    shutil.copytree(ROOT / "lessons" / "hands", folder / "hands")
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell(ONE_BUTTON)]
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                       "language": "python"}  # fmt: skip
    nbformat.write(notebook, folder / BLANK)


def start_server(folder: Path, data: Path, port: int, *, max_kernels: int = 100,
                 log: Path | None = None) -> subprocess.Popen[bytes]:  # fmt: skip
    """Start `euchre-teach serve` (its output to ``log``, if given) and wait for "/"."""
    command = [
        sys.executable, "-m", "euchre_teach.cli", "serve", "--port", str(port),
        "--lessons", str(folder), "--data-dir", str(data), "--max-kernels", str(max_kernels),
    ]  # fmt: skip
    out = log.open("wb") if log is not None else subprocess.DEVNULL
    server = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2).close()
            return server
        except OSError:
            time.sleep(0.3)
    server.kill()
    raise SystemExit("the server did not start")


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def kernel_pids(server: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
                cmdline = (entry / "cmdline").read_bytes()
            except OSError:
                continue
            parent = int(stat.rsplit(")", 1)[1].split()[1])
            if parent == server and b"ipykernel" in cmdline:
                found.append(int(entry.name))
    return found


def wait_until_warm(base: str, count: int) -> None:
    """Wait until every notebook has its preheated kernel ready (the condition measured)."""
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"{base}/euchre/api/status", timeout=5) as response:
                if json.load(response)["warm"] >= count:
                    return
        except OSError:  # a server busy starting kernels on a loaded machine: ask again
            pass
        time.sleep(0.5)
    print("  (the warm pool did not fill within 120 s)", file=sys.stderr)


def first_widget_seconds(browser: Browser, url: str) -> float:
    context = browser.new_context()
    page = context.new_page()
    start = time.perf_counter()
    page.goto(url, wait_until="commit")
    try:
        page.wait_for_selector(INTERACTIVE, state="visible", timeout=30_000)
    except PlaywrightTimeout:
        print(f"  no interactive widget within 30 s: {url}", file=sys.stderr)
        context.close()
        return float("nan")
    elapsed = time.perf_counter() - start
    page.close(run_before_unload=True)  # as a learner closing the tab: its kernel is shut down
    context.close()
    return elapsed


@contextlib.contextmanager
def served_course(prefix: str) -> Iterator[tuple[Path, str, subprocess.Popen[bytes]]]:
    """A copy of the course (plus the blank notebook) served on a free port, as
    ``(folder, base URL, server)``; the server is stopped and the copy removed after."""
    work = Path(tempfile.mkdtemp(prefix=prefix))
    folder = work / "lessons"
    folder.mkdir()
    course_copy(folder)
    port = free_port()
    server = start_server(folder, work / "data", port)
    try:
        yield folder, f"http://127.0.0.1:{port}", server
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=30)
        shutil.rmtree(work, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--clicks", type=int, default=100)
    options = parser.parse_args()
    with served_course("euchre-bench-") as (folder, base, server):
        notebooks = [BLANK, *(e.notebook for e in LESSONS if (folder / e.notebook).is_file())]
        loads: dict[str, list[float]] = {name: [] for name in notebooks}
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium",
                                                 args=CHROMIUM_ARGS)  # fmt: skip
            for _ in range(options.rounds):
                for name in notebooks:
                    wait_until_warm(base, len(notebooks))
                    loads[name].append(first_widget_seconds(browser, f"{base}/voila/render/{name}"))
            page = browser.new_page()
            page.goto(f"{base}/voila/render/{BLANK}")
            page.wait_for_selector("text=cards played: 0")
            clicks = page.evaluate(CLICKS_JS, options.clicks)
            kernels = [rss_mb(pid) for pid in kernel_pids(server.pid)]
            server_rss = rss_mb(server.pid)
            browser.close()
    loads = {name: [t for t in times if t == t] or [float("nan")] for name, times in loads.items()}
    floor = statistics.median(loads[BLANK])
    print(f"time to first interactive widget, {options.rounds} loads each, fresh context (s):")
    print(f"  {'notebook':34} {'median':>7} {'p95':>7} {'ratio':>6}")
    worst = 0.0
    for name in notebooks:
        median = statistics.median(loads[name])
        ratio = median / floor
        worst = max(worst, ratio) if name != BLANK else worst
        print(f"  {name:34} {median:7.2f} {percentile(loads[name], 0.95):7.2f} {ratio:6.2f}")
    print(f"  worst lesson / blank one-button notebook: {worst:.2f} (target <= 1.3)")
    print(f"click round trip in the page, {len(clicks)} clicks (ms): "
          f"p50 {percentile(clicks, 0.5):.1f}, p95 {percentile(clicks, 0.95):.1f}, "
          f"max {max(clicks):.1f} (target p95 < 10)")  # fmt: skip
    print(f"memory: server {server_rss:.0f} MB RSS; {len(kernels)} kernels, median "
          f"{statistics.median(kernels):.0f} MB, max {max(kernels):.0f} MB RSS (target < 120)")
    print(f"machine: {os.cpu_count()} cores")


if __name__ == "__main__":
    main()
