"""The course under a real JupyterHub (deploy/jupyterhub/jupyterhub_config.py, the dummy
authenticator, configurable-http-proxy from npm, a user server per learner running
`euchre-teach hub-server`) with its progress in PostgreSQL, in Chromium.

Three learners sign in on the hub's login form, each lands on the course as themselves (no
name form) and answers a quiz question in lesson 1; the answers land in PostgreSQL under
their hub names; the teacher dashboard shows them to a member of the teachers' group and to
a hub admin, and refuses a learner; nothing is served to a browser the hub has not signed
in; stopping the hub leaves no process behind.
"""

from __future__ import annotations

import http.client
import os
import re
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import psycopg
import pytest
from playwright.sync_api import Browser, Page, expect

from euchre_teach.store.database import open_store
from euchre_teach.store.hubroles import hub_role_names
from euchre_teach.store.progress import HUB_LEARNER_PREFIX, ProgressStore
from tests.browser.test_shared_database import each_answers_lesson_1s_first_question, kept_answers
from tests.jupyterhub import PASSWORD, PROXY, Hub, running_hub, stop_hub
from tests.postgres import PostgresServer

pytestmark = [pytest.mark.hub, pytest.mark.postgres, pytest.mark.slow]

LOAD_MS = 180_000  # a user server starting and its first lesson on a busy 2-core machine
LEARNERS = ("ada", "bo", "cy")
TEACHER, ADMIN = "tess", "ines"


@pytest.fixture(autouse=True)
def patient_expect() -> Iterator[None]:
    """A user server starting on a busy 2-core machine answers late: wait, not 5 s."""
    expect.set_options(timeout=LOAD_MS)
    yield
    expect.set_options(timeout=5_000)


@pytest.fixture(scope="module")
def database(postgres: PostgresServer) -> str:
    return postgres.new_database()


@pytest.fixture(scope="module")
def hub(database: str) -> Iterator[Hub]:
    if not PROXY.exists():
        message = f"{PROXY} is missing: make hub-proxy (npm ci in deploy/jupyterhub)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    with running_hub(database, admins=ADMIN, teachers=TEACHER) as running:
        yield running


@pytest.fixture
def store(database: str) -> Iterator[ProgressStore]:
    opened = open_store(database)
    yield opened
    opened.close()


def signing_in(browser: Browser, hub: Hub, user: str) -> Page:
    """A browser of its own, where ``user`` has typed on the hub's login form and signed in:
    the hub is starting the user's course server (see `welcomed`)."""
    page = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
    page.set_default_navigation_timeout(LOAD_MS)
    page.set_default_timeout(LOAD_MS)
    page.goto(f"{hub.url}/hub/login")
    page.get_by_label("Username").press_sequentially(user)
    page.get_by_label("Password").press_sequentially(PASSWORD)
    page.get_by_role("button", name="Sign in").click()
    return page


def welcomed(page: Page, user: str) -> Page:
    """The page of `signing_in`, once the user's course server has opened its home page."""
    welcome = re.compile(rf"^Welcome( back)?, {re.escape(user)}$")  # back: answered before
    expect(page.get_by_role("heading", name=welcome)).to_be_visible()
    return page


def signed_in(browser: Browser, hub: Hub, user: str) -> Page:
    """A browser of its own, signed in to the hub as ``user`` by typing on its login form;
    the hub starts the user's course server and opens its home page."""
    return welcomed(signing_in(browser, hub, user), user)


def status_without_signing_in(hub: Hub, path: str) -> tuple[int, str]:
    """The status and Location of a request to ``path`` from a client with no cookie."""
    address = urlsplit(hub.url)
    connection = http.client.HTTPConnection(address.hostname or "", address.port, timeout=60)
    try:
        connection.request("GET", path)
        answer = connection.getresponse()
        return answer.status, answer.getheader("Location") or ""
    finally:
        connection.close()


def test_three_hub_users_answers_land_in_postgres_and_only_teachers_see_them(
    browser: Browser, hub: Hub, store: ProgressStore
) -> None:
    # The learners sign in one after the other, as a class does, and their servers start
    # side by side; the staff's start while the learners answer.
    starting = {name: signing_in(browser, hub, name) for name in LEARNERS}
    pages = {name: welcomed(page, name) for name, page in starting.items()}
    staff = {user: signing_in(browser, hub, user) for user in (TEACHER, ADMIN)}
    for page in pages.values():  # the hub user is the learner: nobody types a name
        expect(page.get_by_label("Your name")).to_have_count(0)
        expect(page.get_by_role("link", name="Continue on another device")).to_have_count(0)
    key = each_answers_lesson_1s_first_question(pages.values())
    wanted = {name: [(1, key, True)] for name in LEARNERS}
    assert kept_answers(store, {n: HUB_LEARNER_PREFIX + n for n in LEARNERS}) == wanted
    assert {HUB_LEARNER_PREFIX + n: n for n in LEARNERS}.items() <= {
        who.id: who.name for who in store.learners()}.items()  # fmt: skip

    learner = pages["ada"]
    learner.get_by_role("link", name="All lessons").first.click()
    learner.get_by_role("link", name="Teachers").click()
    expect(learner.get_by_text("your hub account is neither")).to_be_visible()
    expect(learner.get_by_label("Teacher code")).to_have_count(0)
    expect(learner.get_by_role("rowheader", name="bo")).to_have_count(0)
    learner.goto(f"{hub.url}/user/{TEACHER}/teacher")  # the teacher's own server: not hers
    expect(learner.get_by_role("rowheader", name="bo")).to_have_count(0)

    for user, starting_page in staff.items():
        teacher = welcomed(starting_page, user)
        teacher.get_by_role("link", name="Teachers").click()
        expect(teacher.get_by_role("heading", name="Right now")).to_be_visible()
        expect(teacher.get_by_label("Teacher code")).to_have_count(0)
        # PostgreSQL's backups are the database server's: no "No backup in the last 7 days"
        expect(teacher.get_by_role("region", name="Backup due")).to_have_count(0)
        for name in LEARNERS:  # the live view: each learner, on lesson 1
            live = teacher.get_by_role("row").filter(
                has=teacher.get_by_role("rowheader", name=name, exact=True)
            ).filter(has_text="1. The deck and the table")
            expect(live).to_be_visible()
        # the teacher's and the admin's own records are not among the learners
        for staff in (TEACHER, ADMIN):
            expect(teacher.get_by_role("rowheader", name=staff, exact=True)).to_have_count(0)
    assert {HUB_LEARNER_PREFIX + TEACHER, HUB_LEARNER_PREFIX + ADMIN} <= {
        who.id for who in store.learners()}  # fmt: skip


def _environ(pid: int) -> dict[str, str]:
    raw = Path(f"/proc/{pid}/environ").read_bytes()
    return dict(item.split("=", 1) for item in raw.decode(errors="replace").split("\0")
                if "=" in item)  # fmt: skip


def test_a_learners_server_holds_no_credential_that_reaches_another_learners_rows(
    browser: Browser, hub: Hub, database: str, store: ProgressStore
) -> None:
    """What ada's account can read (her course server's and kernels' environment, her home
    folder) gives her no way to read or change bo's rows: her database role sees her own
    rows only, and her hub token may not read bo."""
    signed_in(browser, hub, "ada")
    bo = store.hub_learner("bo").id
    store.record_answer(bo, lesson=1, item="L1/1", correct=True, answer="hearts")
    before = kept_answers(store, {"bo": bo})
    owner_password = urlsplit(database).password
    assert owner_password
    ada_processes = [pid for pid in hub.descendants()
                     if _environ(pid).get("JUPYTERHUB_USER") == "ada"]  # fmt: skip
    assert ada_processes, "ada's course server runs"
    environments = [_environ(pid) for pid in ada_processes]
    for environ in environments:
        assert not any(owner_password in value for value in environ.values())
    home = hub.root / "homes" / "ada"
    for path in (p for p in home.rglob("*") if p.is_file()):
        assert owner_password.encode() not in path.read_bytes(), path
    [url] = {e["EUCHRE_TEACH_DATABASE_URL"] for e in environments
             if "EUCHRE_TEACH_DATABASE_URL" in e}  # fmt: skip

    with psycopg.connect(url, autocommit=True) as db:
        assert db.execute("SELECT id FROM learner").fetchall() == [("hub:ada",)]
        db.execute("INSERT INTO answer (learner, lesson, item, answer, correct, at) "
                   "VALUES ('hub:ada', 1, 'L1/2', 'clubs', 1, 0)")  # her own: she may
        assert db.execute("SELECT count(*) FROM answer WHERE learner = %s",
                          (bo,)).fetchone() == (0,)  # fmt: skip
        assert db.execute("UPDATE answer SET correct = 0 WHERE learner = %s",
                          (bo,)).rowcount == 0  # fmt: skip
        assert db.execute("DELETE FROM learner WHERE id = %s", (bo,)).rowcount == 0
        for attempt in (
            "INSERT INTO answer (learner, lesson, item, answer, correct, at) "
            "VALUES ('hub:bo', 1, 'L1/1', 'spades', 0, 0)",
            "UPDATE answer SET learner = 'hub:bo' WHERE learner = 'hub:ada'",
            "SELECT * FROM hub_role",
            "ALTER TABLE answer DISABLE ROW LEVEL SECURITY",
            f"SET ROLE {hub_role_names(database)[1]}",
            "CREATE ROLE mallory LOGIN SUPERUSER",
        ):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                db.execute(attempt)
    token, api = environments[0]["JUPYTERHUB_API_TOKEN"], environments[0]["JUPYTERHUB_API_URL"]
    asked = urllib.request.Request(f"{api}/users/bo", headers={"Authorization": f"token {token}"})
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(asked, timeout=30)
    assert refused.value.code in (403, 404)
    assert kept_answers(store, {"bo": bo}) == before


def test_no_learners_server_writes_a_teacher_code(hub: Hub, browser: Browser) -> None:
    """Under the hub the dashboard opens by hub account: no teacher code is made or kept."""
    signed_in(browser, hub, "cy")
    homes = hub.root / "homes"
    assert (homes / "cy").is_dir()
    assert sorted(homes.rglob("teacher-code.txt")) == []


@pytest.mark.parametrize("path", [
    "/user/ada/", "/user/ada/teacher", "/user/ada/voila/render/01_the_deck.ipynb",
    "/user/ada/api/kernels/00000000-0000-4000-8000-000000000000", "/user/ada/euchre/api/status",
    "/user/ada/voila/files/01_the_deck.ipynb", "/user/ada/cheatsheet",
])  # fmt: skip
def test_a_browser_the_hub_has_not_signed_in_is_sent_to_the_hub(hub: Hub, path: str) -> None:
    status, location = status_without_signing_in(hub, path)
    # The user server sends it to the hub's sign-in (or, before the server runs, the hub
    # itself does); an API route refuses outright.
    assert (status == 302 and "/hub/" in location) or status == 403, (status, location)


def test_stopping_the_hub_stops_every_server_and_kernel_it_started(hub: Hub) -> None:
    running = hub.descendants()
    assert running, "the hub runs its proxy and the user servers"
    killed = stop_hub(hub)
    assert killed == [], f"these had to be killed after the hub stopped: {killed}"
    assert hub.process.returncode is not None
