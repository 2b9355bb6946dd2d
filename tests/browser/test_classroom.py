"""Classroom mode as a teacher runs it and as an untrusted learner on the network probes it:
the teacher code, signed cookies, the learner never named by a URL, error pages, class deals,
names, and the dashboard (classes, live view, results, managing learners, printing)."""

from __future__ import annotations

import http.cookiejar
import json
import os
import re
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from euchre_teach.course.catalogue import lesson
from euchre_teach.store.progress import ProgressStore
from tests.browser.conftest import TEACHER_CODE, _free_port, _wait_until_answering
from tests.browser.test_site import sign_in
from tests.browser.test_smoke import write_notebook
from tests.helpers import stop_server
from webapp.teacher import describe_item

WHOAMI = """\
import ipywidgets as widgets
from webapp.session import current_learner

ask = widgets.Button(description="Who am I")
miss = widgets.Button(description="Miss one")
answer = widgets.Label("not asked")

def on_ask(_):
    me = current_learner()
    answer.value = f"you are {me.name}, known: {me.known}"

def on_miss(_):
    me = current_learner()
    me.answer("trap1/5", correct=False, answer="9♥")
    answer.value = f"missed by {me.name}"

ask.on_click(on_ask)
miss.on_click(on_miss)
widgets.VBox([ask, miss, answer])
"""
GAME = "import ipywidgets as widgets\nwidgets.Label('the game')"
STUCK_ITEM = "trap1/5"


@pytest.fixture(scope="module")
def room(voila_server: Callable[..., str], tmp_path_factory: pytest.TempPathFactory) -> str:
    """A server of its own (its learners and classes are this file's): lesson 3 is a page
    that says who the kernel thinks the learner is and records misses; lesson 14 exists so
    that the class-deal form is shown."""
    folder = tmp_path_factory.mktemp("classroom-notebooks")
    write_notebook(folder, "03_follow_suit.ipynb", WHOAMI)
    write_notebook(folder, "14_play_a_game.ipynb", GAME)
    return voila_server(folder)


class Client:
    """A browser-less client with its own cookies (a laptop in the room running a script)."""

    def __init__(self, base: str) -> None:
        self.base = base
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))

    def cookie(self, name: str) -> str | None:
        return next((c.value for c in self.jar if c.name == name), None)

    def get(self, path: str) -> tuple[int, str]:
        try:
            with self.opener.open(self.base + path, timeout=30) as reply:
                return reply.status, reply.read().decode()
        except urllib.error.HTTPError as error:
            return error.code, error.read().decode()

    def post(self, path: str, **form: str) -> tuple[int, str]:
        if self.cookie("_xsrf") is None:
            self.get("/teacher")  # a page with a form sets the XSRF cookie
        data = urllib.parse.urlencode({**form, "_xsrf": self.cookie("_xsrf") or ""}).encode()
        try:
            with self.opener.open(self.base + path, data=data, timeout=30) as reply:
                return reply.status, reply.read().decode()
        except urllib.error.HTTPError as error:
            return error.code, error.read().decode()


def teacher_page(page: Page, base: str, path: str = "/teacher") -> None:
    page.goto(base + path)
    if page.get_by_label("Teacher code").count():
        page.get_by_label("Teacher code").fill(TEACHER_CODE)
        page.get_by_role("button", name="Open the dashboard").click()
        expect(page.get_by_role("heading", name="Learners")).to_be_visible()
        if path != "/teacher":
            page.goto(base + path)


def learner_id(teacher: Page, base: str, name: str) -> str:
    teacher_page(teacher, base)
    href = teacher.get_by_role("link", name=name, exact=True).first.get_attribute("href") or ""
    return urllib.parse.parse_qs(urllib.parse.urlparse(href).query)["id"][0]


# ----------------------------------------------------------------- the teacher code


def test_wrong_teacher_codes_are_slowed_down_after_five_and_then_refused_unread(room: str) -> None:
    laptop = Client(room)
    for _ in range(5):
        status, html = laptop.post("/teacher", code="000000")
        assert status == 403 and "not right" in html and "Wait" not in html
    status, html = laptop.post("/teacher", code="000001")
    assert status == 403 and "Wait 1 second before" in html
    # While it waits, even the right code is not looked at.
    status, html = laptop.post("/teacher", code=TEACHER_CODE)
    assert status == 429 and "Too many wrong codes" in html
    assert laptop.cookie("euchre_teacher") is None
    deadline = time.monotonic() + 30
    while status == 429 and time.monotonic() < deadline:  # once the wait is over ...
        time.sleep(0.25)
        status, html = laptop.post("/teacher", code=TEACHER_CODE)
    # ... the right code opens the dashboard
    assert status == 200 and "Right now" in html


def test_the_teacher_cookie_is_signed_and_does_not_hold_the_code(room: str) -> None:
    teacher = Client(room)
    assert teacher.post("/teacher", code=f"  {TEACHER_CODE} ")[0] == 200
    kept = teacher.cookie("euchre_teacher") or ""
    assert kept and TEACHER_CODE not in kept
    forger = Client(room)
    forger.opener.addheaders = [("Cookie", f"euchre_teacher={TEACHER_CODE}")]
    status, html = forger.get("/teacher")
    assert status == 401 and "Teacher code" in html
    assert forger.get("/teacher.csv")[0] == 403


# ----------------------------------------------------------------- who the learner is


def test_a_cookieless_page_naming_another_learner_writes_nothing_for_them(
    browser: Browser, room: str
) -> None:
    ada_context, teacher_context, stranger_context = (browser.new_context() for _ in range(3))
    try:
        ada = ada_context.new_page()
        sign_in(ada, room, "Ada Victim")
        ada_id = learner_id(teacher_context.new_page(), room, "Ada Victim")
        stranger = stranger_context.new_page()
        stranger.goto(f"{room}/voila/render/03_follow_suit.ipynb?learner={ada_id}")
        expect(stranger.get_by_role("button", name="Who am I")).to_be_visible(timeout=90_000)
        stranger.get_by_role("button", name="Who am I").click()
        expect(stranger.get_by_text("you are Guest, known: False")).to_be_visible(timeout=30_000)
        stranger.get_by_role("button", name="Miss one").click()
        expect(stranger.get_by_text("missed by Guest")).to_be_visible()
        # A cookie with the bare id (as the old cookie was) is not Ada either.
        stranger_context.add_cookies([{"name": "euchre_learner", "value": ada_id, "url": room}])
        stranger.goto(room + "/")
        expect(stranger.get_by_role("heading", name="Who is learning?")).to_be_visible()
        exported = Client(room)
        exported.post("/teacher", code=TEACHER_CODE)
        everyone = json.loads(exported.get("/teacher/export.json")[1])["learners"]
        record = next(p for p in everyone if p["learner"]["id"] == ada_id)
        assert record["answer"] == [] and record["learner"]["name"] == "Ada Victim"
    finally:
        for context in (ada_context, teacher_context, stranger_context):
            context.close()


def test_a_lesson_address_never_names_the_learner(page: Page, room: str) -> None:
    sign_in(page, room, "Bea")
    page.goto(room + "/voila/render/03_follow_suit.ipynb")
    expect(page.get_by_role("button", name="Who am I")).to_be_visible(timeout=90_000)
    page.get_by_role("button", name="Who am I").click()
    expect(page.get_by_text("you are Bea, known: True")).to_be_visible(timeout=30_000)
    assert "learner" not in page.url


# ----------------------------------------------------------------- errors and bad input


def test_the_home_page_shows_only_the_apps_own_messages(page: Page, room: str) -> None:
    page.goto(room + "/?error=Your+teacher+says:+go+to+evil.example")
    expect(page.get_by_role("heading", name="Who is learning?")).to_be_visible()
    assert page.get_by_role("alert").count() == 0
    assert "evil.example" not in page.content()


@pytest.mark.parametrize(
    ("path", "expected"),
    [("/logout", 404), ("/login", 404), ("/voila/templates/", 404), ("/voila/templates/lab", 404),
     ("/voila/templates/lab/static/..%2f..%2f..%2fapp.py", 403),
     ("/voila/static/..%2f..%2fapp.py", 403)],
)  # fmt: skip
def test_odd_addresses_answer_not_found_or_forbidden_not_a_server_error(
    room: str, path: str, expected: int
) -> None:
    status, html = Client(room).get(path)
    assert status == expected and "Traceback" not in html


def test_a_bookmark_from_before_the_strategy_split_opens_the_lesson_it_named(
    page: Page, room: str
) -> None:
    """Lesson 11 split in two and the game became lesson 14: a teacher's old link to the
    game with a class deal still opens the game, with the deal."""
    sign_in(page, room, "Di")
    page.goto(room + "/voila/render/13_play_a_game.ipynb?deal=42")
    expect(page).to_have_url(re.compile(r"/voila/render/14_play_a_game\.ipynb\?deal=42"))


def test_the_page_templates_own_files_are_still_served(room: str) -> None:
    assert Client(room).get("/voila/templates/lab/static/index.css")[0] == 200


@pytest.mark.parametrize(
    ("typed", "reason"),
    [("-1", "deal numbers start at 1"), ("10^30", "is not a deal number"),
     ("abc", "is not a deal number"), ("²", "is not a deal number"),
     ("1000000000000", "from 1 to 999,999,999")],
)  # fmt: skip
def test_a_bad_class_deal_is_explained_and_the_learner_stays_signed_in(
    page: Page, room: str, typed: str, reason: str
) -> None:
    sign_in(page, room, "Cy")
    page.get_by_label("Deal number").fill(typed)
    page.get_by_role("button", name="Open the deal").click()
    expect(page.get_by_role("alert")).to_contain_text(f"“{typed}”")
    expect(page.get_by_role("alert")).to_contain_text(reason)
    expect(page.get_by_role("heading", name=re.compile(r"^Welcome( back)?, Cy$"))).to_be_visible()
    expect(page.get_by_label("Deal number")).to_have_value(typed)


def test_a_good_class_deal_opens_the_game_with_it(page: Page, room: str) -> None:
    sign_in(page, room, "Di")
    page.get_by_label("Deal number").fill(" 42 ")
    page.get_by_role("button", name="Open the deal").click()
    expect(page.get_by_text("the game")).to_be_visible(timeout=90_000)
    assert page.url.endswith("/voila/render/14_play_a_game.ipynb?deal=42")


def test_a_long_name_is_cut_between_characters_and_the_learner_is_told(
    page: Page, room: str
) -> None:
    family = "\U0001f468\u200d\U0001f469\u200d\U0001f467"
    sign_in(page, room, "Zoë " + family * 40)
    expect(page.get_by_role("status")).to_contain_text("shortened")
    # Whole families, as many as fit in a name's 240 bytes (not 30 characters: 473 bytes).
    expect(page.locator(".learner-name")).to_have_text("Zoë " + family * 13)


# ----------------------------------------------------------------- the teacher's dashboard


def test_a_teacher_opens_classes_learners_join_and_each_class_is_shown_alone(
    browser: Browser, room: str
) -> None:
    teacher_context, eve_context, fay_context = (browser.new_context() for _ in range(3))
    try:
        teacher = teacher_context.new_page()
        teacher_page(teacher, room)
        for name in ("Tuesday club", "Thursday club"):
            teacher.get_by_label("New class").fill(name)
            teacher.get_by_role("button", name="Open the class").click()
            expect(teacher.get_by_role("status")).to_have_text("Class opened.")
        for context, name, club in ((eve_context, "Eve", "Tuesday club"),
                                    (fay_context, "Fay", "Thursday club")):  # fmt: skip
            learner = context.new_page()
            sign_in(learner, room, name)
            learner.get_by_label("Your class", exact=True).select_option(label=club)
            learner.get_by_role("button", name="Join").click()
            expect(learner.get_by_label("Your class", exact=True)).to_have_value(
                learner.get_by_label("Your class", exact=True).locator("option", has_text=club)
                .get_attribute("value") or "")  # fmt: skip
        teacher.reload()
        teacher.get_by_label("Show").select_option(label="Tuesday club (1)")
        teacher.get_by_role("button", name="Show", exact=True).click()
        expect(teacher.get_by_role("heading", name="Class dashboard: Tuesday club")).to_be_visible()
        table = teacher.locator("table.progress")
        expect(table.get_by_role("link", name="Eve", exact=True)).to_be_visible()
        expect(table.get_by_role("link", name="Fay", exact=True)).to_have_count(0)
        class_id = teacher.get_by_label("Show").input_value()
        csv_text = teacher.evaluate(f"fetch('/teacher.csv?class={class_id}').then(r => r.text())")
        assert "Eve" not in csv_text.splitlines()[0] and "Fay" not in csv_text
        teacher.get_by_label("Show").select_option(label="Thursday club (1)")
        teacher.get_by_role("button", name="Show", exact=True).click()
        teacher.get_by_role("button", name="Archive Thursday club").click()
        expect(teacher.get_by_role("status")).to_have_text("Class archived.")
        eve = eve_context.pages[0]
        eve.reload()
        expect(eve.get_by_label("Your class", exact=True).locator("option")).to_have_text(
            ["No class", "Tuesday club"])  # fmt: skip
    finally:
        for context in (teacher_context, eve_context, fay_context):
            context.close()


def test_the_live_view_shows_where_learners_are_and_who_is_stuck_by_itself(
    browser: Browser, room: str
) -> None:
    teacher_context, gus_context = browser.new_context(), browser.new_context()
    try:
        teacher = teacher_context.new_page()
        gus = gus_context.new_page()
        sign_in(gus, room, "Gus")
        teacher_page(teacher, room)
        live = teacher.locator("#live")
        gus.goto(room + "/voila/render/03_follow_suit.ipynb")
        expect(gus.get_by_role("button", name="Miss one")).to_be_visible(timeout=90_000)
        for count in range(3):
            gus.get_by_role("button", name="Miss one").click()
            expect(gus.get_by_text("missed by Gus")).to_be_visible(timeout=30_000)
            if count < 2:
                gus.get_by_role("button", name="Who am I").click()
                expect(gus.get_by_text("you are Gus")).to_be_visible()
        # No reload: the dashboard fetches the live view itself.
        row = live.get_by_role("row").filter(has=teacher.get_by_role("rowheader", name="Gus"))
        expect(row).to_contain_text(f"3. {lesson(3).title}", timeout=20_000)
        expect(row).to_contain_text("Stuck: 3 wrong in a row", timeout=20_000)
        expect(row).to_contain_text(describe_item(STUCK_ITEM)[0][:40])
        expect(row).to_contain_text("just now")
        # Most missed: the question and its answer, not the key.
        teacher.reload()
        question, answer = describe_item(STUCK_ITEM)
        missed = teacher.locator("section", has=teacher.get_by_role("heading", name="Most-missed"))
        expect(missed.get_by_role("cell", name=question)).to_be_visible()
        expect(missed.get_by_role("cell", name=answer, exact=True)).to_be_visible()
        assert STUCK_ITEM not in missed.inner_text()
    finally:
        teacher_context.close()
        gus_context.close()


def test_a_teacher_renames_merges_resets_and_deletes_learners(
    browser: Browser, room: str
) -> None:
    contexts = [browser.new_context() for _ in range(4)]
    try:
        for context, name in zip(contexts[1:], ("Hal", "hal ", "Spam bot"), strict=True):
            sign_in(context.new_page(), room, name)
        teacher = contexts[0].new_page()
        teacher_page(teacher, room)
        flagged = teacher.locator("table.progress th", has_text="same name as another learner")
        expect(flagged.filter(has_text="Hal")).to_have_count(2)
        # Delete the spam record: refused until the box is ticked.
        teacher.get_by_role("link", name="Spam bot", exact=True).click()
        teacher.get_by_role("button", name="Delete learner").click()
        expect(teacher.get_by_role("alert")).to_contain_text("Tick the box")
        teacher.get_by_label("Yes, delete Spam bot").check()
        teacher.get_by_role("button", name="Delete learner").click()
        expect(teacher.get_by_role("status")).to_have_text("Learner deleted.")
        expect(teacher.get_by_role("link", name="Spam bot")).to_have_count(0)
        spam = contexts[3].pages[0]
        spam.reload()
        expect(spam.get_by_role("alert")).to_contain_text("Your teacher removed the record")
        # Merge the second Hal into the first, then rename.
        teacher.get_by_role("link", name="hal", exact=True).click()
        teacher.get_by_label("Keep this record").select_option(label="Hal")
        teacher.get_by_label("Yes, merge hal into it").check()
        teacher.get_by_role("button", name="Merge").click()
        expect(teacher.get_by_role("status")).to_have_text("Records merged.")
        expect(teacher.get_by_role("link", name="hal", exact=True)).to_have_count(0)
        teacher.get_by_role("link", name="Hal", exact=True).click()
        teacher.get_by_label("New name").fill("Hal Jordan")
        teacher.get_by_role("button", name="Rename").click()
        expect(teacher.get_by_role("link", name="Hal Jordan")).to_be_visible()
        hal = contexts[1].pages[0]
        hal.reload()
        welcome = re.compile(r"^Welcome( back)?, Hal Jordan$")
        expect(hal.get_by_role("heading", name=welcome)).to_be_visible()
    finally:
        for context in contexts:
            context.close()


def test_a_resume_code_moves_a_learner_to_another_device(browser: Browser, room: str) -> None:
    laptop_context, tablet_context = browser.new_context(), browser.new_context()
    try:
        laptop = laptop_context.new_page()
        sign_in(laptop, room, "Ivy")
        laptop.get_by_role("link", name="Continue on another device").click()
        code = laptop.locator(".resume-code").inner_text().strip()
        assert re.fullmatch(r"[A-Z2-9]{4}-[A-Z2-9]{4}", code)
        tablet = tablet_context.new_page()
        tablet.goto(room + "/")
        tablet.get_by_role("link", name="Type your resume code").click()
        tablet.get_by_role("textbox", name="Resume code").fill("zzzz-zzzz")
        tablet.get_by_role("button", name="Continue").click()
        expect(tablet.get_by_role("alert")).to_contain_text("“zzzz-zzzz” is not a resume code")
        tablet.get_by_role("textbox", name="Resume code").fill(code.lower().replace("-", " "))
        tablet.get_by_role("button", name="Continue").click()
        welcome = re.compile(r"^Welcome( back)?, Ivy$")
        expect(tablet.get_by_role("heading", name=welcome)).to_be_visible()
        expect(tablet.get_by_role("status")).to_contain_text("this browser now keeps your progress")
    finally:
        laptop_context.close()
        tablet_context.close()


def test_the_dashboard_asks_for_a_backup_and_makes_one(page: Page, room: str) -> None:
    Client(room).post("/learner", name="Jo")
    teacher_page(page, room)
    notice = page.get_by_role("region", name="Backup due")
    expect(notice).to_be_visible()
    notice.get_by_role("button", name="Back up now").click()
    expect(page.get_by_role("status")).to_contain_text("Backup written to")
    page.get_by_role("link", name="Back to the dashboard").click()
    expect(page.get_by_role("heading", name="Learners")).to_be_visible()
    expect(page.get_by_role("region", name="Backup due")).to_have_count(0)


def test_the_dashboard_prints_25_learners_to_a_landscape_page(
    browser: Browser, room: str, tmp_path: Path
) -> None:
    teacher = Client(room)
    teacher.post("/teacher", code=TEACHER_CODE)
    teacher.post("/teacher/classes", action="open", name="Print club")
    page_html = teacher.get("/teacher")[1]
    class_id = re.search(r'<option value="(\d+)">Print club', page_html)
    assert class_id is not None
    for number in range(26):
        learner = Client(room)
        learner.post("/learner", name=f"Printed learner {number:02d} " + "long " * 6)
        learner.post("/join", **{"class": class_id[1]})
    context: BrowserContext = browser.new_context()
    try:
        page = context.new_page()
        teacher_page(page, room, f"/teacher?class={class_id[1]}")
        expect(page.get_by_role("heading", name="Class dashboard: Print club")).to_be_visible()
        pdf = page.pdf(path=str(tmp_path / "class.pdf"), prefer_css_page_size=True)
        pages = re.findall(rb"/Type\s*/Page[^s]", pdf)
        boxes = re.findall(rb"/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)", pdf)
        assert len(pages) == 2
        assert all(float(w) > float(h) for w, h in boxes)  # landscape
    finally:
        context.close()


def test_the_dashboard_says_when_the_progress_file_was_moved_aside(
    voila_server: Callable[..., str], tmp_path_factory: pytest.TempPathFactory, page: Page
) -> None:
    folder = tmp_path_factory.mktemp("damaged-notebooks")
    write_notebook(folder, "smoke.ipynb", GAME)
    data = tmp_path_factory.mktemp("damaged-data")
    (data / "progress.sqlite3").write_bytes(b"this is not a database" * 100)
    base = voila_server(folder, "--data-dir", str(data))  # the last --data-dir counts
    teacher_page(page, base)
    expect(page.get_by_role("alert")).to_contain_text("moved aside")
    expect(page.get_by_role("alert")).to_contain_text("progress.sqlite3.unreadable-")


def test_a_stopped_server_leaves_everything_in_the_one_progress_file(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    """After a clean stop (SIGTERM), copying progress.sqlite3 alone keeps every learner: the
    write-ahead log was copied into it (the issue found 4 KB there and 1.9 MB in -wal)."""
    folder = tmp_path_factory.mktemp("stop-notebooks")
    write_notebook(folder, "smoke.ipynb", GAME)
    work = tmp_path_factory.mktemp("stop-server")
    port = _free_port()
    log = work / "voila.log"
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "euchre_teach.cli", "serve", "--port", str(port),
             "--lessons", str(folder), "--data-dir", str(work / "data")],
            stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT,
            env={**os.environ, "JUPYTER_PLATFORM_DIRS": "1"},
        )  # fmt: skip
    try:
        base = f"http://127.0.0.1:{port}"
        _wait_until_answering(base + "/", proc, log)
        for number in range(20):
            Client(base).post("/learner", name=f"Learner {number}")
    finally:
        stop_server(proc)
    assert proc.returncode == 0, log.read_text()
    store_file = work / "data" / "progress.sqlite3"
    wal = Path(str(store_file) + "-wal")
    assert not wal.exists() or wal.stat().st_size == 0
    copy = work / "copy.sqlite3"
    copy.write_bytes(store_file.read_bytes())
    assert len(ProgressStore(copy).learners()) == 20
