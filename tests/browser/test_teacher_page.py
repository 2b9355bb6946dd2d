"""The teacher's page and its neighbours (issue 24, item 8), on a real `euchre-teach serve`:
the whole dashboard live, "stuck" for a learner who fails one question again and again,
the merge list, the all-learners CSV's class column, separate counters for wrong resume
codes and wrong teacher codes, and a backup restored in a new folder (with `secret.key`,
as the README says) keeping learners signed in."""

from __future__ import annotations

import csv
import io
import re
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from euchre_teach.store.progress import ProgressStore
from tests.browser.conftest import TEACHER_CODE
from tests.browser.test_classroom import Client, teacher_page
from tests.browser.test_smoke import write_notebook

README = Path(__file__).resolve().parents[2] / "README.md"


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("teacher-page-data") / "data"


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    found = tmp_path_factory.mktemp("teacher-page-notebooks")
    write_notebook(found, "01_the_deck.ipynb", "1 + 1")
    return found


@pytest.fixture(scope="module")
def server(voila_server: Callable[..., str], folder: Path, data_dir: Path) -> str:
    return voila_server(folder, "--data-dir", str(data_dir))


def teacher(base: str) -> Client:
    client = Client(base)
    assert client.post("/teacher", code=TEACHER_CODE)[0] == 200
    return client


def learner_ids(base: str) -> dict[str, list[str]]:
    """Learner ids by name, from the dashboard's links."""
    _, html = teacher(base).get("/teacher")
    found: dict[str, list[str]] = {}
    for lid, name in re.findall(r'teacher/learner\?id=([\w%-]+)">([^<]+)</a>', html):
        found.setdefault(name, []).append(lid)
    return found


def test_the_whole_dashboard_is_live(page: Page, server: str, data_dir: Path) -> None:
    """Before: only "Right now" refreshed; the progress table and the classes' counts kept
    what they showed when the page was loaded (4 learners live, 1 in the table)."""
    desk = teacher(server)
    desk.post("/teacher/classes", action="open", name="Live club")
    teacher_page(page, server)
    show = page.get_by_label("Show")
    expect(show.locator("option", has_text="Live club")).to_have_text("Live club (0)")
    lena = Client(server)
    lena.get("/")
    lena.post("/learner", name="Lena Live")
    class_id = show.locator("option", has_text="Live club").get_attribute("value") or ""
    lena.post("/join", **{"class": class_id})
    table = page.locator("table.progress")
    expect(table.get_by_role("link", name="Lena Live", exact=True)).to_be_visible(timeout=15_000)
    expect(show.locator("option", has_text="Live club")).to_have_text("Live club (1)",
                                                                      timeout=15_000)  # fmt: skip
    store = ProgressStore(data_dir / "progress.sqlite3")
    try:
        lid = next(w.id for w in store.learners() if w.name == "Lena Live")
        store.visit(lid, 1)
        for n in range(4):  # one question missed again and again, others right between
            store.record_answer(lid, lesson=1, item="L1/1", correct=False, answer="32")
            store.record_answer(lid, lesson=1, item=f"L1/{n + 2}", correct=True, answer="x")
    finally:
        store.close()
    expect(page.locator("#live")).to_contain_text(
        "Stuck: missed “How many cards are in a Euchre deck?” 4 times", timeout=15_000)
    expect(page.locator("#missed-table")).to_contain_text("How many cards are in a Euchre deck?")
    assert page.evaluate("performance.getEntriesByType('navigation').length") == 1


def test_the_merge_list_starts_on_the_record_of_the_same_name(page: Page, server: str) -> None:
    for name in ("Abe Early", "Dana Twice", "Zed Late", "Dana Twice"):
        someone = Client(server)
        someone.get("/")
        someone.post("/learner", name=name)
    first, second = learner_ids(server)["Dana Twice"][:2]
    teacher_page(page, server)
    page.goto(f"{server}/teacher/learner?id={second}")
    keep = page.get_by_label("Keep this record")
    expect(keep).to_have_value(first)
    expect(keep.locator("optgroup[label='Same name'] option")).to_have_text(["Dana Twice"])


def test_the_all_learners_csv_names_each_learners_class(server: str, data_dir: Path) -> None:
    desk = teacher(server)
    desk.post("/teacher/classes", action="open", name="CSV club")
    _, html = desk.get("/teacher")
    class_id = re.search(r'<option value="(\d+)"[^>]*>CSV club', html)
    assert class_id is not None
    cara = Client(server)
    cara.get("/")
    cara.post("/learner", name="Cara Csv")
    cara.post("/join", **{"class": class_id.group(1)})
    store = ProgressStore(data_dir / "progress.sqlite3")
    try:
        lid = next(w.id for w in store.learners() if w.name == "Cara Csv")
        store.visit(lid, 1)
        store.record_answer(lid, lesson=1, item="L1/1", correct=True, answer="24")
    finally:
        store.close()
    status, text = desk.get("/teacher.csv")  # every learner: no class chosen
    assert status == 200
    rows = [row for row in csv.DictReader(io.StringIO(text)) if row["learner"] == "Cara Csv"]
    assert rows and {row["class"] for row in rows} == {"CSV club"}


def test_wrong_resume_codes_do_not_lock_the_teacher_out(server: str) -> None:
    """Before: one counter for both secrets; a learner's wrong resume codes (or a script's
    guesses) made the teacher wait before the dashboard would even look at the code."""
    guesser = Client(server)
    for _ in range(8):
        guesser.post("/resume", code="zzzz-zzzz")
    status, html = guesser.post("/resume", code="zzzz-zzzz")
    assert status == 429 and "Wait" in html  # resume codes are still slowed down
    status, html = guesser.post("/teacher", code=TEACHER_CODE)
    assert status == 200 and "Class dashboard" in html


def test_a_backup_restored_in_a_new_folder_as_the_readme_says_keeps_learners_signed_in(
    voila_server: Callable[..., str], server: str, folder: Path, data_dir: Path,
    tmp_path: Path,
) -> None:  # fmt: skip
    text = README.read_text(encoding="utf-8")
    recipe = text[text.index("**Restoring a backup"):]
    recipe = recipe[:recipe.index("\n\n**")]
    assert "secret.key" in recipe and "progress.sqlite3" in recipe
    ruth = Client(server)
    ruth.get("/")
    ruth.post("/learner", name="Ruth Restored")
    backup = tmp_path / "tuesday.sqlite3"
    status, html = teacher(server).post("/teacher/backup")
    assert status == 200
    made = sorted((data_dir / "backups").glob("*.sqlite3"))[-1]
    shutil.copy(made, backup)
    new = tmp_path / "new-folder"
    new.mkdir(mode=0o700)
    shutil.copy(backup, new / "progress.sqlite3")  # the recipe: the backup, and the key
    shutil.copy(data_dir / "secret.key", new / "secret.key")
    restored = voila_server(folder, "--data-dir", str(new))
    ruth.base = restored  # the same browser, its cookies, at the restored course
    status, html = ruth.get("/")
    assert status == 200 and "Ruth Restored" in html
