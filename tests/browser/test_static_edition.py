"""The static edition (make site) in Chromium: built, served as plain files from a loopback
port with every other host unreachable, lessons 1, 3 and 12 taken with real clicks (one
browser page each), the progress kept in the browser across a reload, exported in the
server's format and imported back; the cheat sheet and glossary reached from the home
page. The site is built once and served by one server for the whole module."""

from __future__ import annotations

import importlib.util
import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from types import ModuleType
from typing import Any

import fsrs
import pytest
from playwright.sync_api import Browser, Page, expect

from euchre_teach.course import drills
from euchre_teach.course.catalogue import LESSONS
from euchre_teach.store.progress import ProgressStore
from tests.browser.conftest import DESKTOP
from tests.browser.test_learner_flow import do_drill, give
from tests.helpers import stop_server
from tests.test_lesson_progress import right_response, wrong_response
from webapp.due import due_for_review
from webapp.review import Spacing
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
        "0 of 15 lessons done, 0 answers kept in this browser.")
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
    expect(summary).to_have_text("0 of 15 lessons done, 1 answer kept in this browser.")
    page.reload()
    expect(summary).to_have_text("0 of 15 lessons done, 1 answer kept in this browser.")

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
    # Scheduled as the server schedules a quiz question right at once: back in days, to check.
    assert store.scheduled(learner.id)["L1/1"].due > time.time() + 2 * 86_400

    # Back into the browser: a server export with lesson 1 done, then a file that is not one.
    exported["lesson_done"] = [{"lesson": 1, "at": 1.0}]
    good = tmp_path / "from-server.json"
    good.write_text(json.dumps(exported))
    page.locator("#et-import").set_input_files(good)
    expect(page.locator("#et-import-result")).to_have_text(
        "Loaded the progress of Learner from from-server.json.")
    expect(summary).to_have_text("1 of 15 lessons done, 1 answer kept in this browser.")
    expect(page.locator('li[data-lesson="1"] .et-done')).to_have_text("✓ done")
    bad = tmp_path / "notes.json"
    bad.write_text('{"hello": 1}')
    page.locator("#et-import").set_input_files(bad)
    expect(page.locator("#et-import-result")).to_have_text(
        "notes.json was not loaded: This file is not a euchre-teach progress export.")
    page.reload()
    expect(summary).to_have_text("1 of 15 lessons done, 1 answer kept in this browser.")
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


def kept_once(page: Page, done: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
    """The record once ``done`` holds of it (IndexedDB writes the page's change a moment
    after the click), or as it is after 20 s."""
    deadline = time.monotonic() + 20
    while not done(data := kept(page)) and time.monotonic() < deadline:
        time.sleep(0.1)
    return data


def test_a_record_from_before_the_strategy_split_shows_its_lessons_under_their_new_numbers(
    site: str, learner_page: Page, tmp_path: Path
) -> None:
    """Lesson 11 split in two, and the drill, the game and Buck Euchre became lessons 13,
    14 and 15. A progress file saved before (the old lesson 11 and the drill, then lesson
    12, finished) loads with lessons 11, 12 and 13 shown done; an old bookmark of the
    drill's page opens the drill."""
    page = learner_page
    page.goto(f"{site}/index.html")
    old = {"format": "euchre-teach-progress", "version": 2,
           "learner": {"id": "browser-old", "name": "Ada", "settings": {}},
           "lesson_done": [{"lesson": 11, "at": 1.0}, {"lesson": 12, "at": 2.0}],
           "answer": [{"lesson": 12, "item": "trap3/7", "answer": "x", "correct": 1,
                       "trap_type": 3, "at": 2.0}]}  # fmt: skip
    saved = tmp_path / "before-the-split.json"
    saved.write_text(json.dumps(old))
    page.locator("#et-import").set_input_files(saved)
    expect(page.locator("#et-import-result")).to_have_text(
        "Loaded the progress of Ada from before-the-split.json.")
    expect(page.locator("#et-summary")).to_have_text(
        "3 of 15 lessons done, 1 answer kept in this browser.")
    for number in (11, 12, 13):
        expect(page.locator(f'li[data-lesson="{number}"] .et-done')).to_have_text("✓ done")
    expect(page.locator('li[data-lesson="14"] .et-done')).to_have_text("")
    page.goto(f"{site}/12_left_bower_drill.html")  # a bookmark from before
    expect(page).to_have_url(f"{site}/13_left_bower_drill.html")


def test_static_lesson_3_follow_suit_taps_are_kept_across_a_reload(
    site: str, learner_page: Page
) -> None:
    page = learner_page
    open_static_lesson(page, site, 3)
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
    expect(summary).to_have_text("0 of 15 lessons done, 2 answers kept in this browser.")
    page.reload()
    expect(summary).to_have_text("0 of 15 lessons done, 2 answers kept in this browser.")
    answers = [(a["lesson"], a["item"], a["correct"]) for a in kept(page)["answer"]]
    assert answers == [(3, first.id, 1), (3, follow.id, 0)]
    # As on the server: the practice miss comes back in Review at once; the right one does not.
    assert [(r["item"], r["lesson"]) for r in kept(page)["schedule"]] == [(follow.id, 3)]
    assert kept(page)["schedule"][0]["due"] <= time.time()


def test_static_lesson_12_drill_keeps_its_answers_and_review_across_a_reload(
    site: str, learner_page: Page
) -> None:
    page = learner_page
    open_static_lesson(page, site, 13)
    mirror = do_drill(page, "rwr")  # the same drill (seed 12), answered beside the page
    page.goto(f"{site}/index.html")
    summary = page.locator("#et-summary")
    expect(summary).to_have_text("0 of 15 lessons done, 3 answers kept in this browser.")
    page.reload()
    expect(summary).to_have_text("0 of 15 lessons done, 3 answers kept in this browser.")
    data = kept(page)
    assert [(a["lesson"], a["correct"]) for a in data["answer"]] == [(13, 1), (13, 0), (13, 1)]
    missed = data["answer"][1]["item"]
    assert missed in {row["item"] for row in data["review"]}  # it comes back in the drill
    assert {row["item"] for row in data["review"]} <= set(mirror.review.cards)

    # Back in the lesson after the reload, the drill goes on from what was kept: it asks
    # what the same drill restored from those answers asks, not a fresh drill's first.
    open_static_lesson(page, site, 13)
    again = LeftBowerDrill(seed=12)
    again.restore({row["item"]: json.loads(row["state"]) for row in data["review"]},
                  [(a["item"], bool(a["correct"])) for a in data["answer"]])  # fmt: skip
    assert again.quiz.question.prompt != LeftBowerDrill(seed=12).quiz.question.prompt
    panel = page.locator(".et-quiz").filter(has_text="Left-bower drill")
    expect(panel.locator(".et-prompt")).to_have_text(again.quiz.question.prompt)


# ----------------------------------------------------------------- Review in the browser


def test_static_review_brings_back_a_missed_quiz_question_and_keeps_its_new_date(
    site: str, learner_page: Page
) -> None:
    page = learner_page
    open_static_lesson(page, site, 1)
    question = "How many cards are in a Euchre deck?"
    quiz = page.locator(".et-quiz").filter(has_text=question)
    page.mouse.wheel(0, 4000)
    quiz.get_by_role("button", name="20", exact=True).click()  # a miss: the deck has 24
    expect(quiz.locator(".et-feedback")).to_be_visible()
    kept_once(page, lambda data: bool(data["schedule"]))

    # Review, from the top bar: the miss is due, from lesson 1, asked again.
    page.get_by_role("link", name="Review", exact=True).first.click()
    expect(page.locator("body[data-ready=true]")).to_be_attached(timeout=READY_MS)
    expect(page.locator(".et-cell-failed")).to_have_count(0)
    review = page.locator(".et-review")
    expect(review.get_by_text("1 question due now", exact=True)).to_be_visible()
    expect(review.get_by_text("From lesson 1: The deck and the table")).to_be_visible()
    expect(review.locator(".et-prompt")).to_contain_text(question)
    review.get_by_role("button", name="24", exact=True).click()
    expect(review.locator(".et-feedback")).to_be_visible()
    expect(review.get_by_text("Saved in this browser")).to_be_visible()
    expect(review.get_by_role("button", name="Next round: new items")).to_be_visible()
    kept_once(page, lambda data: len(data["answer"]) == 2
              and data["schedule"][0]["due"] > time.time() + 3600)  # fmt: skip

    # Reloaded: nothing is due now, and the item's next review is days away.
    page.reload()
    expect(page.locator("body[data-ready=true]")).to_be_attached(timeout=READY_MS)
    expect(page.get_by_text("Nothing is due for review right now.")).to_be_visible()
    data = kept(page)
    assert [(a["lesson"], a["item"], a["answer"], a["correct"]) for a in data["answer"]] == [
        (1, "L1/1", "20", 0), (1, "L1/1", "24", 1)]  # fmt: skip
    (row,) = [r for r in data["schedule"] if r["item"] == "L1/1"]
    assert row["lesson"] == 1
    assert row["due"] > time.time() + 12 * 3600
    assert json.loads(row["state"])["state"] == fsrs.State.Review


def test_static_settings_are_kept_and_reach_the_cards_and_the_game(
    site: str, learner_page: Page
) -> None:
    """The served edition's settings form (the same choices), kept in this browser's
    record, and applied in lesson 14 as the course server applies them."""
    page = learner_page
    page.goto(f"{site}/index.html")
    page.get_by_role("link", name="Settings", exact=True).first.click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Your settings")
    expect(page.get_by_label("Stick the dealer")).not_to_be_checked()
    expect(page.get_by_label("Points to win a game")).to_have_value("10")
    page.get_by_label("Stick the dealer").check()
    page.get_by_label("Four-colour deck").check()
    page.get_by_label("Points to win a game").select_option("7")
    page.get_by_label("Computer players").select_option("easy")
    page.get_by_label("Card animation").select_option("off")
    page.get_by_role("button", name="Save settings").click()
    expect(page.get_by_role("status")).to_have_text(
        "Saved. Lessons you open from now on use these settings.")
    page.reload()
    expect(page.get_by_label("Stick the dealer")).to_be_checked()
    expect(page.get_by_label("Points to win a game")).to_have_value("7")
    expect(page.get_by_label("Card animation")).to_have_value("off")
    assert kept(page)["learner"]["settings"] == {
        "stick_the_dealer": True, "defend_alone": False, "points_to_win": 7,
        "four_colour": True, "difficulty": "easy", "animation_speed": "off"}  # fmt: skip

    open_static_lesson(page, site, 14)
    game = page.locator(".et-panel").filter(has=page.get_by_role("button", name="Start the game"))
    expect(game.get_by_label("Opponents")).to_have_value("Gentle")
    expect(game.get_by_label("Play to")).to_have_value("7")
    expect(game.get_by_label("Stick the dealer")).to_be_checked()
    expect(game.get_by_label("Defending alone")).not_to_be_checked()
    game.get_by_role("button", name="Start the game").click()
    cards = page.locator(".et-playtable .et-root.et-four-colour").first
    expect(cards).to_be_visible()
    speed = cards.evaluate("(el) => getComputedStyle(el).getPropertyValue('--et-speed').trim()")
    assert speed == "0ms"


def site_store() -> ModuleType:
    """The page's store (static/py/webapp/store.py), loaded here beside the real ``webapp``."""
    path = ROOT / "static" / "py" / "webapp" / "store.py"
    spec = importlib.util.spec_from_file_location("site_webapp_store", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def test_the_browsers_record_schedules_and_finds_due_what_the_servers_store_does(
    tmp_path: Path,
) -> None:
    """The same answers through the served edition's Spacing (FSRS) on the server's SQLite
    store and on the page's store over a progress export: the same items due at each moment,
    and the browser's record, imported by the server, gives the server's own schedule."""
    server = ProgressStore(tmp_path / "server.sqlite3")
    ada = server.new_learner("Ada")
    saved: list[str] = []
    browser = site_store().BrowserStore(server.export_learner(ada.id), saved.append)
    start = datetime(2026, 3, 1, 12, tzinfo=UTC)
    missed_in_practice = drills.trap_item(22, 2).key
    right_in_practice = drills.trap_item(21, 1).key
    drill_card, _ = fsrs.Scheduler(enable_fuzzing=False).review_card(
        fsrs.Card(), fsrs.Rating.Again, start)  # the drill's card after a miss: in its steps

    def answer(key: str, lesson: int, correct: bool, when: datetime, quiz: bool) -> None:
        for store in (server, browser):
            store.record_answer(ada.id, lesson=lesson, item=key, correct=correct,
                                answer="x", at=when.timestamp())  # fmt: skip
            Spacing(store, ada.id, fuzz=False).answered(key, lesson, correct, when, quiz=quiz)

    for store in (server, browser):
        store.save_review(ada.id, "trap6/41", drill_card.to_dict())
    answer("L1/1", 1, False, start, quiz=True)  # a quiz miss: due at once
    answer("L1/2", 1, True, start, quiz=True)  # a quiz question right: back in about a week
    answer(missed_in_practice, 7, False, start, quiz=False)
    answer(right_in_practice, 7, True, start, quiz=False)  # right at first sight: not kept

    def due(store: Any, when: datetime) -> list[tuple[str, int]]:
        return [(d.key, d.lesson) for d in due_for_review(store, ada.id, when.timestamp())]

    now = start + timedelta(seconds=30)
    assert sorted(due(browser, now)) == sorted(
        [("L1/1", 1), (missed_in_practice, 7), ("trap6/41", 13)])
    for moment in (now, start + timedelta(days=2), start + timedelta(days=30)):
        assert due(browser, moment) == due(server, moment)
    assert ("L1/2", 1) in due(browser, start + timedelta(days=30))

    # Review: the quiz miss answered right, the practice miss wrong again, the drill's right.
    later = start + timedelta(minutes=5)
    answer("L1/1", 1, True, later, quiz=False)
    answer(missed_in_practice, 7, False, later, quiz=False)
    answer("trap6/41", 13, True, later, quiz=False)
    after = later + timedelta(seconds=1)
    assert due(browser, after) == due(server, after) == [(missed_in_practice, 7)]
    assert browser.scheduled(ada.id)["L1/1"].due > (start + timedelta(hours=12)).timestamp()
    for moment in (start + timedelta(days=1, hours=1), start + timedelta(days=4),
                   start + timedelta(days=60)):  # fmt: skip
        assert due(browser, moment) == due(server, moment)

    # What the page wrote last is its record; the server imports it as its own schedule.
    record = json.loads(saved[-1])
    assert record == browser.data
    again = ProgressStore(tmp_path / "again.sqlite3")
    learner = again.import_learner(record)
    assert schedule_of(again, learner.id) == schedule_of(server, ada.id)
    assert again.reviews(learner.id) == server.reviews(ada.id)
    assert [(a.item, a.correct) for a in again.answers(learner.id)] == [
        (a.item, a.correct) for a in server.answers(ada.id)]


def schedule_of(store: ProgressStore, learner_id: str) -> dict[str, tuple[int, float, Any]]:
    """A learner's course-wide review: each item's lesson, due time and FSRS card, less the
    card's id (FSRS numbers each new card by the clock)."""
    return {key: (s.lesson, s.due, {k: v for k, v in s.state.items() if k != "card_id"})
            for key, s in store.scheduled(learner_id).items()}  # fmt: skip
