"""The course site in Chromium: home page, learners, lesson pages, kernels, teacher, security."""

from __future__ import annotations

import json
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Browser, Page, expect

from euchre_teach.course.catalogue import LESSONS as COURSE
from tests.browser.conftest import LESSONS, LOAD_MS, TEACHER_CODE
from tests.browser.test_smoke import ONE_BUTTON, PageWatch, write_notebook
from webapp.teacher import describe_item

COUNTER = """\
import ipywidgets as widgets

clicks = widgets.Button(description="Play a card")
shown = widgets.Label("cards played: 0")

def on_click(_):
    shown.value = f"cards played: {int(shown.value.split()[-1]) + 1}"

clicks.on_click(on_click)
widgets.VBox([clicks, shown])
"""

WHOAMI = """\
import ipywidgets as widgets
from webapp.session import current_learner

ask = widgets.Button(description="Who am I")
answer = widgets.Label("not asked")

def on_click(_):
    me = current_learner()
    me.answer("trap/7", correct=False, answer="JD", trap_type=1)
    answer.value = f"you are {me.name}, known: {me.known}"

ask.on_click(on_click)
widgets.VBox([ask, answer])
"""

EXISTING = [entry for entry in COURSE if (LESSONS / entry.notebook).is_file()]


@pytest.fixture(scope="session")
def site_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A small folder served like the course: a button, a counter, and a lesson that fails."""
    folder = tmp_path_factory.mktemp("site-notebooks")
    write_notebook(folder, "smoke.ipynb", ONE_BUTTON)
    write_notebook(folder, "counter.ipynb", COUNTER)
    write_notebook(folder, "broken.ipynb", "cards = {}\ncards['JH'] + 1")
    write_notebook(folder, "whoami.ipynb", WHOAMI)
    return folder


@pytest.fixture(scope="session")
def site(voila_server: Callable[..., str], site_folder: Path) -> str:
    return voila_server(site_folder)


@pytest.fixture(scope="session")
def course(voila_server: Callable[..., str]) -> str:
    return voila_server(LESSONS)


def watch(page: Page) -> PageWatch:
    seen = PageWatch()
    page.on("request", seen.on_request)
    page.on("console", seen.on_console)
    page.on("pageerror", lambda error: seen.errors.append(f"uncaught: {error}"))
    return seen


def status(base_url: str) -> dict[str, int]:
    with urllib.request.urlopen(f"{base_url}/euchre/api/status", timeout=5) as response:
        answer: dict[str, int] = json.load(response)
        return answer


def serious_violations(page: Page) -> list[str]:
    results = Axe().run(page)
    return [
        f"{v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes']][:3]}"
        for v in results.response["violations"]
        if v["impact"] in ("serious", "critical")
    ]


def sign_in(page: Page, base_url: str, name: str) -> None:
    page.goto(base_url + "/")
    page.get_by_label("Your name").fill(name)
    page.get_by_role("button", name="Start learning").click()
    expect(page.get_by_role("heading", name="Welcome")).to_be_visible()


# ----------------------------------------------------------------- the home page


def test_the_home_page_lists_every_lesson_of_the_course_in_order(page: Page, course: str) -> None:
    seen = watch(page)
    page.goto(course + "/")
    titles = page.locator(".lesson-title").all_inner_texts()
    assert titles == [f"{entry.number}. {entry.title}" for entry in COURSE]
    for entry in EXISTING:
        link = page.get_by_role("link", name=f"{entry.number}. {entry.title}")
        assert link.get_attribute("href") == f"/voila/render/{entry.notebook}"
    assert seen.outside == [] and seen.errors == []


def test_the_home_page_has_no_serious_accessibility_problem(page: Page, course: str) -> None:
    page.goto(course + "/")
    assert serious_violations(page) == []


def test_a_name_that_looks_like_html_is_shown_as_text(page: Page, site: str) -> None:
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    sign_in(page, site, "<img src=x onerror=alert(1)>")
    expect(page.locator(".learner-name")).to_have_text("<img src=x onerror=alert(1)>")
    assert page.locator("main img").count() == 0
    assert dialogs == []


def test_an_empty_name_is_refused_with_a_reason(page: Page, site: str) -> None:
    page.goto(site + "/")
    page.get_by_label("Your name").evaluate("input => input.removeAttribute('required')")
    page.get_by_role("button", name="Start learning").click()
    expect(page.get_by_role("alert")).to_contain_text("Please type a name")


def test_progress_and_settings_are_kept_across_reloads(page: Page, site: str) -> None:
    sign_in(page, site, "Rosa")
    page.get_by_role("link", name="smoke.ipynb").click()
    expect(page.get_by_text("no cards yet")).to_be_visible(timeout=30_000)
    assert "learner=" not in page.url  # the server hands the learner to the kernel
    page.goto(site + "/settings")
    page.get_by_label("Stick the dealer").check()
    page.get_by_label("Points to win a game").select_option("11")
    page.get_by_role("button", name="Save settings").click()
    expect(page.get_by_role("status")).to_contain_text("Saved")
    page.reload()
    expect(page.get_by_label("Stick the dealer")).to_be_checked()
    expect(page.get_by_label("Points to win a game")).to_have_value("11")


# ----------------------------------------------------------------- lesson pages


def test_a_lesson_page_is_offline_error_free_and_links_home(page: Page, site: str) -> None:
    seen = watch(page)
    page.goto(site + "/voila/render/smoke.ipynb")
    expect(page.get_by_text("no cards yet")).to_be_visible(timeout=30_000)
    page.get_by_role("button", name="Deal").click()
    expect(page.get_by_text("dealt: JH")).to_be_visible()
    assert seen.outside == [], f"requests left this computer: {seen.outside}"
    assert seen.errors == [], f"console errors: {seen.errors}"
    page.get_by_role("link", name="All lessons").first.click()
    expect(page.get_by_role("heading", name="The course")).to_be_visible()


def test_a_failing_lesson_shows_a_friendly_message_not_a_traceback(
    page: Page, site: str
) -> None:
    page.goto(site + "/voila/render/broken.ipynb")
    expect(page.get_by_role("alert")).to_contain_text("did not load", timeout=30_000)
    text = page.locator("body").inner_text()
    for leak in ("Traceback", "KeyError", "'JH'", "show_tracebacks", "There was an error"):
        assert leak not in text


def test_a_widget_round_trip_takes_a_few_milliseconds_not_45(page: Page, site: str) -> None:
    """Nagle's algorithm is off on the kernel websocket (webapp.handlers)."""
    page.goto(site + "/voila/render/counter.ipynb")
    expect(page.get_by_text("cards played: 0")).to_be_visible(timeout=30_000)
    times: list[float] = page.evaluate(
        """async (rounds) => {
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
        }""",
        30,
    )
    times.sort()
    # With Nagle's algorithm on, every round trip waits ~40 ms for a delayed ACK (p50 ~48 ms),
    # so not one of them is fast. A busy machine slows many round trips (the median was 45 ms
    # with two test processes and others' work at a load of 6), but not all: the third
    # fastest stays far below 40 ms unless the delay is back. benchmarks/ measures the speed.
    third_fastest = times[2]
    assert third_fastest < 35, f"third fastest round trip {third_fastest:.1f} ms: {times}"


def test_the_page_cannot_run_code_over_its_kernel_websocket(
    page: Page, site: str, tmp_path: Path
) -> None:
    target = tmp_path / "ran.txt"
    page.goto(site + "/voila/render/smoke.ipynb")
    expect(page.get_by_text("no cards yet")).to_be_visible(timeout=30_000)
    replies: list[str] = page.evaluate(
        """async (code) => {
          const config = JSON.parse(document.getElementById("jupyter-config-data").textContent);
          const url = `ws://${location.host}/api/kernels/${config.kernelId}/channels`;
          const socket = new WebSocket(url);
          const replies = [];
          socket.onmessage = (event) => replies.push(JSON.parse(event.data).msg_type);
          await new Promise((open) => { socket.onopen = open; });
          const message = (type, content) => JSON.stringify({
            header: {msg_id: crypto.randomUUID(), msg_type: type, username: "", session: "s",
                     date: new Date().toISOString(), version: "5.3"},
            parent_header: {}, metadata: {}, content, channel: "shell", buffers: []});
          socket.send(message("execute_request", {code, silent: false, store_history: false,
                                                  user_expressions: {}, allow_stdin: false}));
          socket.send(message("kernel_info_request", {}));
          await new Promise((wait) => setTimeout(wait, 2000));
          socket.close();
          return replies;
        }""",
        f"open({str(target)!r}, 'w').write('ran')",
    )
    assert "kernel_info_reply" in replies  # the socket works: only execution is refused
    assert "execute_reply" not in replies
    assert not target.exists()


@pytest.mark.parametrize("lesson", EXISTING, ids=lambda entry: entry.slug)
def test_each_lesson_loads_offline_without_errors_and_passes_axe(
    page: Page, course: str, lesson: object
) -> None:
    notebook = getattr(lesson, "notebook")  # noqa: B009
    seen = watch(page)
    page.goto(f"{course}/voila/render/{notebook}")
    expect(page.locator("#rendered_cells")).to_be_visible(timeout=60_000)
    page.wait_for_load_state("networkidle")
    assert page.get_by_role("alert").filter(has_text="did not load").count() == 0
    assert seen.outside == [], f"requests left this computer: {seen.outside}"
    assert seen.errors == [], f"console errors: {seen.errors}"
    assert serious_violations(page) == []


def test_a_lesson_page_has_no_serious_accessibility_problem(page: Page, site: str) -> None:
    page.goto(site + "/voila/render/smoke.ipynb")
    expect(page.get_by_text("no cards yet")).to_be_visible(timeout=30_000)
    assert serious_violations(page) == []


# ----------------------------------------------------------------- kernels


def test_closing_a_page_frees_its_kernel_and_a_full_room_says_so(
    browser: Browser, voila_server: Callable[..., str], site_folder: Path
) -> None:
    base = voila_server(site_folder, "--max-kernels", "1")
    # The room as a class finds it: the warm tables laid before anyone arrives. (A page that
    # came while a warm kernel was still starting was once told "The room is full" in an
    # empty room, 1 run in 5: the pool kernel was listed before it counted as warming. Fixed
    # in webapp/classpool.py, and tests/test_classpool.py holds the regression test.)
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        now = status(base)
        if not now["warming"] and not now["starts_waiting"] and now["warm"]:
            break
        time.sleep(0.2)
    first, second = browser.new_page(), browser.new_page()
    try:
        first.goto(base + "/voila/render/smoke.ipynb")
        expect(first.get_by_text("no cards yet")).to_be_visible(timeout=30_000)
        assert status(base)["kernels"] == 1
        second.goto(base + "/voila/render/smoke.ipynb")
        expect(second.get_by_role("heading", name="The room is full")).to_be_visible()
        first.goto(base + "/")  # leaving the page sends its shutdown beacon
        deadline = time.monotonic() + 15
        while status(base)["kernels"] and time.monotonic() < deadline:
            time.sleep(0.2)
        assert status(base)["kernels"] == 0, "the page's kernel was not shut down"
        second.reload()
        expect(second.get_by_text("no cards yet")).to_be_visible(timeout=30_000)
    finally:
        first.close()
        second.close()


# ----------------------------------------------------------------- teachers


def test_the_teacher_dashboard_refuses_a_wrong_code_and_opens_with_the_right_one(
    page: Page, site: str
) -> None:
    sign_in(page, site, "Sam <b>")
    page.goto(site + "/teacher")
    page.get_by_label("Teacher code").fill("000000")
    page.get_by_role("button", name="Open the dashboard").click()
    expect(page.get_by_role("alert")).to_contain_text("not right")
    assert page.get_by_role("heading", name="Learners").count() == 0
    page.get_by_label("Teacher code").fill(TEACHER_CODE)
    page.get_by_role("button", name="Open the dashboard").click()
    expect(page.get_by_role("heading", name="Learners")).to_be_visible()
    progress = page.locator("table.progress")  # (the live view lists learners too)
    expect(progress.get_by_role("rowheader", name="Sam <b>")).to_be_visible()
    csv_text = page.evaluate("fetch('/teacher.csv').then((r) => r.text())")
    assert csv_text.startswith("learner,class,lesson,title,done")


@pytest.mark.skipif(
    not (LESSONS / "14_play_a_game.ipynb").is_file(), reason="lesson 14 is not written yet"
)
def test_a_class_deal_number_opens_the_game_lesson_with_that_deal(
    page: Page, course: str
) -> None:
    sign_in(page, course, "Teo")
    page.get_by_label("Deal number").fill("42")
    page.get_by_role("button", name="Open the deal").click()
    expect(page.locator("#rendered_cells")).to_be_visible(timeout=60_000)
    assert "/voila/render/14_play_a_game.ipynb" in page.url
    assert "deal=42" in page.url and "learner=" not in page.url


def test_a_lesson_kernel_knows_its_learner_and_keeps_their_answers(page: Page, site: str) -> None:
    """The one-line API for lessons (webapp.session.current_learner), in a preheated kernel."""
    sign_in(page, site, "Uma")
    page.goto(site + "/voila/render/whoami.ipynb")
    expect(page.get_by_role("button", name="Who am I")).to_be_visible(timeout=90_000)
    page.get_by_role("button", name="Who am I").click()
    expect(page.get_by_text("you are Uma, known: True")).to_be_visible(timeout=15_000)
    page.goto(site + "/teacher")
    page.get_by_label("Teacher code").fill(TEACHER_CODE)
    page.get_by_role("button", name="Open the dashboard").click()
    question, answer = describe_item("trap/7")  # the question as the learner saw it
    expect(page.get_by_role("cell", name=question)).to_be_visible()
    expect(page.get_by_role("cell", name=answer, exact=True)).to_be_visible()
    expect(page.get_by_role("cell", name="your only card of it")).to_be_visible()


SITE_LINKS = ["All lessons", "Review", "Cheat sheet", "Glossary", "Settings", "Teachers"]


def test_every_top_bar_offers_the_same_pages_and_marks_the_one_open(
    page: Page, course: str
) -> None:
    """The Review page (a notebook, like the lessons) had a top bar without "Review" while
    the site's own pages had one; no bar said which page was open."""
    page.goto(course)
    site_bar = page.get_by_role("navigation", name="Site")
    assert site_bar.get_by_role("link").all_inner_texts() == SITE_LINKS
    expect(site_bar.locator("[aria-current=page]")).to_have_text("All lessons")
    site_bar.get_by_role("link", name="Review").click()
    expect(page.get_by_role("heading", name="Review", exact=True)).to_be_visible(timeout=LOAD_MS)
    review_bar = page.get_by_role("navigation", name="Site")  # the same bar (issue 27)
    assert review_bar.get_by_role("link").all_inner_texts() == SITE_LINKS
    expect(review_bar.locator("[aria-current=page]")).to_have_text("Review")
    review_bar.get_by_role("link", name="Glossary").click()
    expect(page.get_by_role("heading", name="Glossary").first).to_be_visible()
    expect(site_bar.locator("[aria-current=page]")).to_have_text("Glossary")


def test_a_lessons_head_stays_a_head_after_the_setting_up_note(page: Page, course: str) -> None:
    """The early "Setting up your table" note was a whole document, so Voila's <head> that
    follows landed in the body and its stylesheets came after the glossary's, which needed
    `!important` to keep the term links' dotted underline (axe: link-in-text-block)."""
    page.goto(f"{course}/voila/render/02_trump_and_bowers.ipynb")
    term = page.locator("a.euchre-term").first
    expect(term).to_be_visible(timeout=LOAD_MS)
    # A widget may carry its own <style> in the body (widgets/_style.py's panel_style): not
    # the head's. Wait for those to be drawn, so that the check does not hang on timing.
    expect(page.locator(".widget-html style").first).to_be_attached(timeout=LOAD_MS)
    outside = page.evaluate("""() => [...document.querySelectorAll(
        'title, meta, link[rel=stylesheet], head ~ * style')].filter(
        (node) => !document.head.contains(node) && !node.closest('.widget-html')).map(
        (node) => node.outerHTML.slice(0, 80))""")
    assert outside == [], outside
    assert term.evaluate("(a) => getComputedStyle(a).textDecorationStyle") == "dotted"
    same_colour = "(a) => getComputedStyle(a).color === getComputedStyle(a.closest('p, li')).color"
    assert term.evaluate(same_colour), "a term link keeps the colour of its sentence"
    expect(page.get_by_text("Setting up your table…")).to_be_hidden()
