"""How fast the static edition feels, side by side with the Voila edition in the same run.

Builds the site (static/build.py, or uses --site DIR), serves it with Python's plain static
file server on a free loopback port, starts `euchre-teach serve` on another (app_speed's
course copy, warm kernels), and drives headless Chromium (/usr/bin/chromium, every other host
unreachable):

- lesson 1, navigation to its first interactive widget: the static edition on a cold cache
  (a fresh browser context) and a warm one (the same context again: the browser's cache
  holds Pyodide and the wheels), and the Voila edition (fresh context, warm kernel pool);
- a card tap's round trip inside the page (lesson 1's strip-the-deck cards: click to the
  count of cards updated), in both editions;
- the size of the site folder and of its largest files.

Run: .venv/bin/python benchmarks/site_speed.py [--rounds 3] [--clicks 40] [--site DIR]
     [--compare OTHER_SITE_DIR]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

from playwright.sync_api import BrowserContext, Page, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from app_speed import (  # noqa: E402
    CHROMIUM_ARGS,
    INTERACTIVE,
    free_port,
    percentile,
    served_course,
    wait_until_warm,
)

LESSON = "01_the_deck"
STATIC_INTERACTIVE = "#et-cells button:not([disabled])"
TAPS_JS = """async (rounds) => {
  const count = () => [...document.querySelectorAll(".widget-html-content")]
    .find((l) => l.textContent.startsWith("Cards still in the deck"));
  const button = [...document.querySelectorAll("button")].find((b) => b.textContent === "2♠");
  const times = [];
  for (let i = 0; i < rounds; i++) {
    const label = count();
    const before = label.textContent;
    const start = performance.now();
    await new Promise((done) => {
      const seen = new MutationObserver(() => {
        if (count() && count().textContent !== before) { seen.disconnect(); done(); }
      });
      seen.observe(label.closest(".widget-vbox") || document.body,
                   {childList: true, subtree: true, characterData: true});
      button.click();
    });
    times.push(performance.now() - start);
  }
  return times;
}"""


def to_first_widget(page: Page, url: str, selector: str) -> float:
    start = time.perf_counter()
    page.goto(url, wait_until="commit")
    page.wait_for_selector(selector, state="visible", timeout=180_000)
    return time.perf_counter() - start


def static_loads(context: BrowserContext, url: str, parts: list[list[tuple[str, int]]]) -> float:
    """Seconds to the first interactive widget; the page's own marks (lesson.js's
    window.etTimings: milliseconds since navigation at each step) appended to parts."""
    page = context.new_page()
    try:
        seconds = to_first_widget(page, url, STATIC_INTERACTIVE)
        page.wait_for_selector("body[data-ready=true]", state="attached", timeout=180_000)
        parts.append([(str(what), int(ms)) for what, ms in page.evaluate("window.etTimings")])
        return seconds
    finally:
        page.close()


def where_it_went(parts: list[list[tuple[str, int]]]) -> str:
    """The median time of each step of a page's start, from the previous step (ms)."""
    steps: dict[str, list[int]] = {}
    for marks in parts:
        previous = 0
        for what, ms in marks:
            steps.setdefault(what, []).append(ms - previous)
            previous = ms
    return ", ".join(f"{what} +{statistics.median(times) / 1000:.1f} s"
                     for what, times in steps.items())  # fmt: skip


def serve(site: Path) -> tuple[subprocess.Popen[bytes], str]:
    """Python's plain static file server for a built site, on a free loopback port."""
    port = free_port()
    server = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "--bind",
                               "127.0.0.1", "--directory", str(site)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
    url = f"http://127.0.0.1:{port}/{LESSON}.html"
    deadline = time.monotonic() + 60
    while True:
        try:
            urllib.request.urlopen(url, timeout=2).close()
            return server, url
        except OSError:
            if time.monotonic() > deadline:
                server.terminate()
                raise SystemExit("the static file server did not answer") from None
            time.sleep(0.2)


def taps(page: Page, rounds: int) -> list[float]:
    page.wait_for_selector("text=Cards still in the deck: 52", timeout=180_000)
    times: list[float] = page.evaluate(TAPS_JS, rounds)
    return times


def size_of(folder: Path) -> tuple[int, list[tuple[int, str]]]:
    files = [(p.stat().st_size, p.relative_to(folder).as_posix())
             for p in folder.rglob("*") if p.is_file()]  # fmt: skip
    return sum(s for s, _ in files), sorted(files, reverse=True)[:4]


def line(name: str, values: list[float], unit: str = "s") -> str:
    return (f"  {name:44} median {statistics.median(values):7.2f} {unit}, "
            f"p95 {percentile(values, 0.95):7.2f} {unit}, n={len(values)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--clicks", type=int, default=40)
    parser.add_argument("--site", type=Path, help="a built site (default: build one now)")
    parser.add_argument("--compare", type=Path,
                        help="another built site (say, the build before a change), measured "
                             "beside it in the same run")  # fmt: skip
    options = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="euchre-site-"))
    site = options.site
    if site is None:
        site = work / "site"
        started = time.perf_counter()
        subprocess.run([sys.executable, str(ROOT / "static" / "build.py"), str(site)],
                       check=True, capture_output=True)  # fmt: skip
        print(f"site built in {time.perf_counter() - started:.1f} s")
    static, url = serve(site)
    other = serve(options.compare) if options.compare else None
    cold: list[float] = []
    warm: list[float] = []
    voila: list[float] = []
    cold_parts: list[list[tuple[str, int]]] = []
    warm_parts: list[list[tuple[str, int]]] = []
    other_cold: list[float] = []
    other_warm: list[float] = []
    other_parts: list[list[tuple[str, int]]] = []
    try:
        with served_course("euchre-site-bench-") as (folder, base, _server), \
                sync_playwright() as playwright:  # fmt: skip
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium",
                                                 args=CHROMIUM_ARGS)  # fmt: skip
            notebooks = len(list(folder.glob("*.ipynb")))
            for _ in range(options.rounds):
                context = browser.new_context()
                cold.append(static_loads(context, url, cold_parts))
                warm.append(static_loads(context, url, warm_parts))
                context.close()
                if other:
                    context = browser.new_context()
                    other_cold.append(static_loads(context, other[1], other_parts))
                    other_warm.append(static_loads(context, other[1], []))
                    context.close()
                wait_until_warm(base, notebooks)
                context = browser.new_context()
                page = context.new_page()
                voila.append(to_first_widget(page, f"{base}/voila/render/{LESSON}.ipynb",
                                             INTERACTIVE))  # fmt: skip
                context.close()
            page = browser.new_page()
            page.goto(url)
            static_taps = taps(page, options.clicks)
            page.close()
            wait_until_warm(base, notebooks)
            page = browser.new_page()
            page.goto(f"{base}/voila/render/{LESSON}.ipynb")
            voila_taps = taps(page, options.clicks)
            browser.close()
    finally:
        for server in (static, other[0] if other else None):
            if server:
                server.terminate()
                server.wait()
    total, largest = size_of(site)
    print(f"lesson 1 to its first interactive widget, {options.rounds} rounds:")
    print(line("static edition, cold cache (fresh context)", cold))
    print(line("static edition, warm cache (same context)", warm))
    print(line("Voila edition (fresh context, warm kernel)", voila))
    if other:
        print(line(f"{options.compare.name}, cold cache", other_cold))
        print(line(f"{options.compare.name}, warm cache", other_warm))
    print(f"  where a cold start went: {where_it_went(cold_parts)}")
    print(f"  where a warm start went: {where_it_went(warm_parts)}")
    if other:
        print(f"  where {options.compare.name}'s cold start went: {where_it_went(other_parts)}")
    print(f"  warm static / Voila: {statistics.median(warm) / statistics.median(voila):.2f}"
          " (goal <= 2); cold static goal < 10 s")  # fmt: skip
    print("a card tap in the page, click to the count updated (ms):")
    print(line("static edition", static_taps, "ms"))
    print(line("Voila edition", voila_taps, "ms"))
    print(f"site: {total / 1e6:.1f} MB; largest: "
          + ", ".join(f"{name} {size / 1e6:.1f} MB" for size, name in largest))
    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
