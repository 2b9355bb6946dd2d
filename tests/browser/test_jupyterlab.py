"""The course as an author meets it: `euchre-teach lab` (JupyterLab 4) on a free loopback port
with a token, lesson 3 and the widget gallery opened, run with Run > Run All Cells, and
played with the mouse in Chromium. No console errors, no request leaves the machine.

JupyterLab opens a copy of the course's notebooks (`--dir`): Voilà's preview saves the
notebook before rendering it, and nothing a test does may write into the committed lessons.
Saved with Ctrl+S, a lesson keeps no outputs (`euchre-teach lab`'s save hook).
"""

from __future__ import annotations

import json
import os
import re
import secrets
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, FrameLocator, Locator, Page, expect

from euchre_teach.core.explain import action_done
from euchre_teach.core.record import parse
from tests.authoring_copy import registered_copy
from tests.browser.conftest import _free_port, _wait_until_answering
from tests.helpers import stop_server
from webapp.lesson import PROGRESS_OFF

pytestmark = [pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[2]
LOAD_MS = 120_000
SETTINGS = {
    # Never write the cells' outputs into the course's notebooks.
    "@jupyterlab/docmanager-extension/plugin.jupyterlab-settings": {"autosave": False},
    # No "get notified about Jupyter news?" toast over the lesson.
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {"fetchNews": "false"},
}


@pytest.fixture(autouse=True)
def patient_expect() -> Iterator[None]:
    """A kernel on a busy 2-core machine answers late: wait up to 30 s, not 5 s."""
    expect.set_options(timeout=30_000)
    yield
    expect.set_options(timeout=5_000)


@pytest.fixture(scope="module")
def lab_course(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The copy of the course's notebooks that JupyterLab opens."""
    course = tmp_path_factory.mktemp("jupyterlab") / "course"
    shutil.copytree(ROOT / "lessons", course / "lessons",
                    ignore=shutil.ignore_patterns(".*", "__pycache__"))  # fmt: skip
    (course / "widgets").mkdir()
    shutil.copy(ROOT / "widgets" / "gallery.ipynb", course / "widgets" / "gallery.ipynb")
    return course


@pytest.fixture(scope="module")
def lab(lab_course: Path) -> Iterator[str]:
    """`euchre-teach lab` on a free port with a token; its URL with the token; stopped after."""
    home, course = lab_course.parent, lab_course
    for name, values in SETTINGS.items():
        path = home / "settings" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(values), encoding="utf-8")
    port, token = _free_port(), secrets.token_hex(16)
    env = {
        **os.environ, "JUPYTER_TOKEN": token, "JUPYTER_PLATFORM_DIRS": "1",
        "JUPYTER_CONFIG_DIR": str(home / "config"), "JUPYTER_RUNTIME_DIR": str(home / "run"),
        "JUPYTERLAB_SETTINGS_DIR": str(home / "settings"),
        "JUPYTERLAB_WORKSPACES_DIR": str(home / "workspaces"),
    }  # fmt: skip
    log = home / "lab.log"
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "euchre_teach.cli", "lab", "--port", str(port), "--no-browser",
             "--dir", str(course)],
            stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT, env=env,
        )  # fmt: skip
    base = f"http://127.0.0.1:{port}"
    try:
        _wait_until_answering(f"{base}/api/status?token={token}", proc, log)
        yield f"{base}/lab/tree/{{}}?token={token}&reset"
    finally:
        stop_server(proc)


def open_and_run_all(browser: Browser, url: str, errors: list[str], away: list[str]) -> Page:
    """Open a notebook in JupyterLab and run it with Run > Run All Cells, as a person does."""
    page = open_notebook(browser, url, errors, away)
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
    return page


def open_notebook(browser: Browser, url: str, errors: list[str], away: list[str]) -> Page:
    """A notebook open in JupyterLab with its kernel ready; errors and requests recorded."""
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.set_default_timeout(LOAD_MS)
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))
    here = url.split("/lab/")[0]
    page.on("request", lambda r: None if r.url.startswith((here, "data:", "blob:"))
            else away.append(r.url))  # fmt: skip
    page.goto(url)
    expect(page.locator(".jp-Notebook")).to_be_visible()
    # The kernel has started and said hello: the status bar says so (Run All before that
    # is lost).
    expect(page.locator(".jp-StatusBar-Widget").filter(has_text="| Idle")).to_be_visible()
    return page


def all_cells_ran(page: Page, notebook: Path) -> None:
    """Every code cell of `notebook` has its execution number (none waiting, "[*]" or
    "[ ]"). The count comes from the file: JupyterLab adds cells to the page as it renders
    them, so counting the page's cells can miss the last ones."""
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    code_cells = sum(1 for cell in cells if cell["cell_type"] == "code")
    prompts = page.locator(".jp-CodeCell .jp-InputArea-prompt")
    expect(prompts.first).to_be_visible()
    ran = [re.compile(r"^\[\d+\]:$")] * code_cells
    expect(prompts).to_have_text(ran, timeout=LOAD_MS)
    expect(page.locator(".jp-OutputArea-output[data-mime-type*='error']")).to_have_count(0)


def answer_the_first_position(scope: Page | FrameLocator) -> None:
    """Lesson 3's first practice: tap every card you may play (all four here), then check."""
    first = scope.locator(".et-quiz").filter(has_text="First position")
    for code in ("JC", "AS", "KS", "9S"):
        first.locator(f'.et-hand .et-card-btn[data-card="{code}"]').click()
    first.get_by_role("button", name="Check my answer").click()
    expect(first.locator(".et-feedback")).to_contain_text("Right!")


def lines_shown(panel: Locator) -> int:
    shown: int = panel.locator("ol.et-log").evaluate("(ol) => ol.start + ol.children.length - 1")
    return shown


def continue_until(panel: Locator, played: int) -> None:
    while lines_shown(panel) < played:
        before = lines_shown(panel)
        panel.get_by_role("button", name="Continue").click()
        # The log is drawn anew on each move: ask the panel (which stays) for it each time.
        panel.page.wait_for_function(
            "([panel, n]) => { const ol = panel.querySelector('ol.et-log');"
            " return ol && ol.start + ol.children.length - 1 > n; }",
            arg=[panel.element_handle(), before],
        )


def test_lesson_3_runs_in_jupyterlab_and_its_hand_refuses_a_renege_then_plays(
    browser: Browser, lab: str, lab_course: Path
) -> None:
    errors: list[str] = []
    away: list[str] = []
    page = open_and_run_all(browser, lab.format("lessons/03_follow_suit.ipynb"), errors, away)
    all_cells_ran(page, lab_course / "lessons" / "03_follow_suit.ipynb")
    # Outside the course app the lesson says, once, that nothing is kept.
    expect(page.locator(".et-progress-off")).to_have_count(1)
    expect(page.locator(".et-progress-off")).to_have_text(PROGRESS_OFF)
    page.locator(".jp-Notebook").hover()
    page.mouse.wheel(0, -20_000)  # back to the top, with the wheel
    expect(page.locator(".et-progress-off")).to_be_in_viewport()
    _shot(page, "lesson7-top-1280.png")

    answer_the_first_position(page)

    # The guided hand: South's first card may not be A♠ (clubs were led); 9♣ is played.
    record = parse((ROOT / "lessons/hands/01_left_bower_trap.txt").read_text("utf-8"))
    panel = page.locator(".et-panel").filter(
        has=page.get_by_role("heading", name=record.title, exact=True)
    )
    south = [i for i, (seat, _) in enumerate(record.actions) if seat == 2]
    continue_until(panel, south[1])  # Continue makes South's bid too (lesson 3: the cards)
    panel.locator('.et-hand .et-card-btn[data-card="AS"]').click()
    expect(panel.locator(".et-msg")).to_contain_text("must follow clubs")
    assert lines_shown(panel) == south[1]  # refused: nothing was played
    _shot(page, "lesson7-refused-1280.png")
    panel.locator('.et-hand .et-card-btn[data-card="9C"]').click()
    expect(panel.locator("ol.et-log li").last).to_contain_text(
        action_done(2, record.actions[south[1]][1], you=2)
    )
    # The author saves (Ctrl+S): the page keeps its outputs, the lesson's file gets none.
    saved = lab_course / "lessons" / "03_follow_suit.ipynb"
    before = saved.stat().st_mtime_ns
    page.locator(".jp-Notebook").click(position={"x": 5, "y": 5})
    page.keyboard.press("Control+s")
    expect(page.locator(".jp-mod-dirty")).to_have_count(0)
    page.wait_for_function("() => !document.querySelector('.jp-mod-dirty')")
    for _ in range(100):
        if saved.stat().st_mtime_ns != before:
            break
        page.wait_for_timeout(100)
    cells = json.loads(saved.read_text(encoding="utf-8"))["cells"]
    assert saved.stat().st_mtime_ns != before
    assert all(not c.get("outputs") for c in cells if c["cell_type"] == "code")
    expect(page.locator(".et-progress-off")).to_have_count(1)  # the page keeps its outputs
    assert errors == [] and away == []
    page.close()


def test_the_voila_preview_in_jupyterlab_shows_the_lesson_as_the_course_serves_it(
    browser: Browser, lab: str
) -> None:
    errors: list[str] = []
    away: list[str] = []
    page = open_notebook(browser, lab.format("lessons/03_follow_suit.ipynb"), errors, away)
    page.locator(".jp-NotebookPanel-toolbar [title='Render with Voilà']").click()
    # A notebook copied from elsewhere is not trusted yet: Voilà asks once (not after the
    # author has saved it in JupyterLab, which trusts it: the lesson 3 test saves it).
    anyway = page.get_by_role("button", name="Render anyway")
    expect(anyway.or_(page.locator(".jp-MainAreaWidget iframe")).first).to_be_visible()
    if anyway.is_visible():
        anyway.click()
    preview = page.frame_locator(".jp-MainAreaWidget iframe").first
    expect(preview.locator("header.site")).to_contain_text("Learn Euchre")
    expect(preview.locator(".euchre-nav-bottom a[rel=next]")).to_have_text(
        "Next: 4. Winning tricks →")
    expect(preview.locator(".euchre-nav-top a[rel=next]")).to_have_text("Lesson 4 →")
    answer_the_first_position(preview)
    expect(preview.locator(".et-quiz").filter(has_text="Lesson 3 quiz")).to_be_visible()
    expect(preview.locator(".euchre-table-closed")).to_have_count(0)
    _shot(page, "lesson7-preview-1280.png")
    assert errors == [] and away == []
    page.close()


def test_the_gallery_runs_in_jupyterlab_and_its_hand_refuses_then_plays(
    browser: Browser, lab: str, lab_course: Path
) -> None:
    errors: list[str] = []
    away: list[str] = []
    page = open_and_run_all(browser, lab.format("widgets/gallery.ipynb"), errors, away)
    all_cells_ran(page, lab_course / "widgets" / "gallery.ipynb")
    expect(page.locator(".et-playtable .et-table")).to_be_visible()
    # The left-bower trap hand: its cell (code and output) stays put as cards leave the hand.
    trap = page.locator(".jp-CodeCell").filter(has_text='trap = Hand("JD QD 9C AS KH"')
    trap.locator('.et-card-btn[data-card="9C"]').click()
    expect(trap.locator(".et-msg")).to_contain_text("you must follow diamonds, and you hold Q♦")
    trap.locator('.et-card-btn[data-card="QD"]').click()
    expect(trap.locator(".et-msg")).to_have_text("Allowed: A♦ was led, and Q♦ follows suit.")
    expect(trap.locator(".et-card-btn")).to_have_count(4)
    assert errors == [] and away == []
    page.close()


def _shot(page: Page, name: str) -> None:
    """A screenshot to look at, when EUCHRE_SHOTS names a folder for them."""
    if folder := os.environ.get("EUCHRE_SHOTS"):
        Path(folder).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(folder) / name))


# ----------------------------------------------------------------- a new lesson, end to end


def test_a_lesson_drafted_from_the_template_and_registered_appears_on_the_home_page(
    page: Page, tmp_path: Path
) -> None:
    from euchre_teach.course.catalogue import LESSONS

    number = max(entry.number for entry in LESSONS) + 1  # the next free number, never a clash
    title = "Our club's left bower"
    copy = tmp_path / "course"
    lesson = registered_copy(copy, number, title, notebooks=False)
    # The copy's packages come first (run from it, and on PYTHONPATH for the kernels).
    env = {**os.environ, "PYTHONPATH": str(copy), "JUPYTER_PLATFORM_DIRS": "1"}
    checked = subprocess.run(
        [sys.executable, "-m", "euchre_teach.cli", "check-lesson", str(lesson)],
        env=env, cwd=copy, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert checked.stdout == f"{lesson.name}: ok\n", checked.stdout + checked.stderr
    port = _free_port()
    log = tmp_path / "serve.log"
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "euchre_teach.cli", "serve", "--port", str(port),
             "--lessons", str(copy / "lessons"), "--data-dir", str(tmp_path / "data")],
            stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT, env=env, cwd=copy,
        )  # fmt: skip
    try:
        base = f"http://127.0.0.1:{port}"
        _wait_until_answering(base + "/", proc, log)
        page.set_default_timeout(LOAD_MS)
        page.goto(base + "/")
        link = page.get_by_role("link", name=f"{number}. {title}", exact=True)
        expect(link).to_be_visible()
        link.click()
        expect(page.locator(".et-quiz").filter(has_text=f"Lesson {number} quiz")).to_be_visible(
            timeout=LOAD_MS
        )
    finally:
        stop_server(proc)
