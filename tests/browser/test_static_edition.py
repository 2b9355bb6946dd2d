"""The static edition (make site) in Chromium: built, served as plain files from a loopback
port with every other host unreachable, lessons 1, 7 and 12 taken with real clicks (one
browser page each), the progress kept in the browser across a reload, exported in the
server's format and imported back; the cheat sheet and glossary reached from the home
page. The site is built once and served by one server for the whole module."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from euchre_teach.course import drills
from euchre_teach.course.catalogue import LESSONS
from euchre_teach.store.progress import ProgressStore
from tests.browser.conftest import DESKTOP
from tests.browser.test_learner_flow import do_drill, give
from tests.helpers import stop_server
from tests.test_lesson_progress import right_response, wrong_response
from widgets.course import to_question
from widgets.trapdrill import LeftBowerDrill

ROOT = Path(__file__).resolve().parents[2]
READY_MS = 150_000  # Python and the lesson start in the page: ~20 s alone, more on a busy box


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The site built by static/build.py (or the one in $EUCHRE_SITE_DIR), served by
    Python's plain static file server on a free loopback port; its base URL."""
    built = os.environ.get("EUCHRE_SITE_DIR")
    if built:
        folder = Path(built)
    else:
        if not (ROOT / "static" / "node_modules" / "pyodide").exists():
            pytest.fail("static/node_modules is missing: run `make site` (npm ci --prefix static)")
        folder = tmp_path_factory.mktemp("site") / "site"
        subprocess.run([sys.executable, str(ROOT / "static" / "build.py"), str(folder)],
                       check=True, capture_output=True)  # fmt: skip
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    proc = subprocess.Popen(
        [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1",
         "--directory", str(folder)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60  # a busy machine starts even a small server slowly
        while True:
            try:
                urllib.request.urlopen(f"{base}/index.html", timeout=2).close()
                break
            except OSError:
                if time.monotonic() > deadline or proc.poll() is not None:
                    pytest.fail(f"the static file server did not answer on {base}")
                time.sleep(0.2)
        yield base
    finally:
        stop_server(proc)


@pytest.fixture
def learner_page(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(**DESKTOP, accept_downloads=True)
    page = context.new_page()
    yield page
    context.close()


def test_static_lesson_keeps_progress_across_reload_and_export(
    site: str, learner_page: Page, tmp_path: Path
) -> None:
    page = learner_page
    elsewhere: list[str] = []
    local = (site, "blob:" + site, "data:")  # a widget's own code runs from a blob: URL
    page.on("request", lambda r: None if r.url.startswith(local) else elsewhere.append(r.url))

    page.goto(f"{site}/index.html")
    expect(page.locator("#et-summary")).to_have_text(
        "0 of 14 lessons done, 0 answers kept in this browser.")
    page.get_by_role("link", name="1. The deck and the table").click()
    expect(page.locator("body[data-ready=true]")).to_be_attached(timeout=READY_MS)

    # Lesson 1's first activity: strip the deck (a tap takes a card out, as on the server).
    cards_left = page.get_by_text("Cards still in the deck: 52")
    expect(cards_left).to_be_visible()
    page.get_by_role("button", name="2♠", exact=True).click()
    expect(page.get_by_text("Cards still in the deck: 51")).to_be_visible()

    # The quiz: a right answer, then a wrong one; each says why.
    page.mouse.wheel(0, 4000)
    page.get_by_role("button", name="24", exact=True).click()
    expect(page.get_by_text("Question 1 of 6")).to_be_visible()
    page.get_by_role("button", name="Next question").click()
    expect(page.get_by_text("Question 2 of 6")).to_be_visible()

    page.goto(f"{site}/index.html")
    summary = page.locator("#et-summary")
    expect(summary).to_have_text("0 of 14 lessons done, 1 answer kept in this browser.")
    page.reload()
    expect(summary).to_have_text("0 of 14 lessons done, 1 answer kept in this browser.")

    with page.expect_download() as download:
        page.get_by_role("button", name="Save my progress to a file").click()
    exported = json.loads(Path(download.value.path()).read_text())
    assert exported["format"] == "euchre-teach-progress"
    assert [(a["lesson"], a["answer"], a["correct"]) for a in exported["answer"]] == [
        (1, "24", 1)]
    # The course server's own import takes it: the same learner, the same answer.
    store = ProgressStore(tmp_path / "server.sqlite3")
    learner = store.import_learner(exported)
    assert [(a.lesson, a.correct) for a in store.answers(learner.id)] == [(1, True)]

    # Back into the browser: a server export with lesson 1 done, then a file that is not one.
    exported["lesson_done"] = [{"lesson": 1, "at": 1.0}]
    good = tmp_path / "from-server.json"
    good.write_text(json.dumps(exported))
    page.locator("#et-import").set_input_files(good)
    expect(page.locator("#et-import-result")).to_have_text(
        "Loaded the progress of Learner from from-server.json.")
    expect(summary).to_have_text("1 of 14 lessons done, 1 answer kept in this browser.")
    expect(page.locator('li[data-lesson="1"] .et-done')).to_have_text("✓ done")
    bad = tmp_path / "notes.json"
    bad.write_text('{"hello": 1}')
    page.locator("#et-import").set_input_files(bad)
    expect(page.locator("#et-import-result")).to_have_text(
        "notes.json was not loaded: This file is not a euchre-teach progress export.")
    page.reload()
    expect(summary).to_have_text("1 of 14 lessons done, 1 answer kept in this browser.")
    page.get_by_role("link", name="Cheat sheet").first.click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Euchre cheat sheet")
    page.get_by_role("link", name="Glossary").first.click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Glossary")
    assert elsewhere == []


def open_static_lesson(page: Page, site: str, number: int) -> None:
    """From the home page, the lesson's link, until every cell of it has run in the page."""
    entry = next(e for e in LESSONS if e.number == number)
    page.goto(f"{site}/index.html")
    page.get_by_role("link", name=f"{entry.number}. {entry.title}", exact=True).click()
    expect(page.locator("body[data-ready=true]")).to_be_attached(timeout=READY_MS)
    expect(page.locator(".et-cell-failed")).to_have_count(0)


def kept(page: Page) -> dict[str, Any]:
    """The progress record this browser keeps (IndexedDB), as the home page reads it."""
    data: dict[str, Any] = page.evaluate("etProgress.load()")
    return data


def test_static_lesson_7_follow_suit_taps_are_kept_across_a_reload(
    site: str, learner_page: Page
) -> None:
    page = learner_page
    open_static_lesson(page, site, 7)
    # "First position": spades are trump, Q♣ led; the learner taps every card they may play.
    first = to_question(drills.trap_item(21, 1))
    panel = page.locator(".et-quiz").filter(has_text="First position")
    give(panel, first, right_response(first))
    expect(panel.locator(".et-feedback")).to_contain_text("left bower")
    # "Follow suit": the first position answered wrong (a card the rules do not allow).
    follow = to_question(drills.trap_item(22, 2))
    panel = page.locator(".et-quiz").filter(has_text="Follow suit")
    expect(panel.locator(".et-prompt")).to_have_text(follow.prompt)
    give(panel, follow, wrong_response(follow))

    page.goto(f"{site}/index.html")
    summary = page.locator("#et-summary")
    expect(summary).to_have_text("0 of 14 lessons done, 2 answers kept in this browser.")
    page.reload()
    expect(summary).to_have_text("0 of 14 lessons done, 2 answers kept in this browser.")
    answers = [(a["lesson"], a["item"], a["correct"]) for a in kept(page)["answer"]]
    assert answers == [(7, first.id, 1), (7, follow.id, 0)]


def test_static_lesson_12_drill_keeps_its_answers_and_review_across_a_reload(
    site: str, learner_page: Page
) -> None:
    page = learner_page
    open_static_lesson(page, site, 12)
    mirror = do_drill(page, "rwr")  # the same drill (seed 12), answered beside the page
    page.goto(f"{site}/index.html")
    summary = page.locator("#et-summary")
    expect(summary).to_have_text("0 of 14 lessons done, 3 answers kept in this browser.")
    page.reload()
    expect(summary).to_have_text("0 of 14 lessons done, 3 answers kept in this browser.")
    data = kept(page)
    assert [(a["lesson"], a["correct"]) for a in data["answer"]] == [(12, 1), (12, 0), (12, 1)]
    missed = data["answer"][1]["item"]
    assert missed in {row["item"] for row in data["review"]}  # it comes back in the drill
    assert {row["item"] for row in data["review"]} <= set(mirror.review.cards)

    # Back in the lesson after the reload, the drill goes on from what was kept: it asks
    # what the same drill restored from those answers asks, not a fresh drill's first.
    open_static_lesson(page, site, 12)
    again = LeftBowerDrill(seed=12)
    again.restore({row["item"]: json.loads(row["state"]) for row in data["review"]},
                  [(a["item"], bool(a["correct"])) for a in data["answer"]])  # fmt: skip
    assert again.quiz.question.prompt != LeftBowerDrill(seed=12).quiz.question.prompt
    panel = page.locator(".et-quiz").filter(has_text="Left-bower drill")
    expect(panel.locator(".et-prompt")).to_have_text(again.quiz.question.prompt)
