"""The course served with its progress in PostgreSQL (`serve --database-url postgresql://…`),
in Chromium: three learners sign in, each answers a quiz question in their own browser,
the answers land in the database, and the teacher dashboard shows them to the teacher but
not to a learner without the teacher code."""

from __future__ import annotations

import shutil
import time
from collections.abc import Callable, Iterable, Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from euchre_teach.course import mastery
from euchre_teach.store.database import open_store
from euchre_teach.store.progress import ProgressStore
from tests.browser.conftest import LESSONS, TEACHER_CODE
from tests.browser.test_learner_flow import give
from tests.browser.test_study import sign_in
from tests.postgres import PostgresServer
from tests.test_lesson_progress import right_response
from widgets.course import to_question

LOAD_MS = 120_000
NAMES = ("Ada", "Bo", "Cy")
LESSON_1 = "01_the_deck.ipynb"

pytestmark = pytest.mark.postgres


@pytest.fixture(scope="module")
def database(postgres: PostgresServer) -> str:
    return postgres.new_database()


@pytest.fixture(scope="module")
def shared(voila_server: Callable[..., str], database: str,
           tmp_path_factory: pytest.TempPathFactory) -> str:  # fmt: skip
    """The course's lesson 1 alone (the one lesson these learners open): one warm kernel
    starting beside the test, not one per lesson of the course."""
    folder = tmp_path_factory.mktemp("shared-lessons")
    shutil.copy(LESSONS / LESSON_1, folder / LESSON_1)
    return voila_server(folder, "--database-url", database)


@pytest.fixture
def store(database: str) -> Iterator[ProgressStore]:
    opened = open_store(database)
    yield opened
    opened.close()


def learner_page(browser: Browser) -> Page:
    page = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
    page.set_default_navigation_timeout(LOAD_MS)
    page.set_default_timeout(LOAD_MS)
    return page


def kept_answers(store: ProgressStore, ids: dict[str, str]) -> dict[str, list[object]]:
    """Each learner's answers in the database, once every learner has one (the kernel
    writes as the feedback goes out: wait for the write, at most LOAD_MS)."""
    deadline = time.monotonic() + LOAD_MS / 1000
    while True:
        kept = {name: [(a.lesson, a.item, a.correct) for a in store.answers(lid)]
                for name, lid in ids.items()}  # fmt: skip
        if all(kept.values()) or time.monotonic() > deadline:
            return kept
        time.sleep(0.2)


def each_answers_lesson_1s_first_question(pages: Iterable[Page]) -> str:
    """Each page opens lesson 1 from the home page and answers its first quiz question
    right, with the mouse; the question's key."""
    question = to_question(mastery.quiz_items(1)[0])
    pages = list(pages)
    for page in pages:
        page.get_by_role("link", name="1. The deck and the table", exact=True).click()
    for page in pages:
        panel = page.locator(".et-quiz").filter(has_text="Lesson 1 quiz")
        give(panel, question, right_response(question))
        expect(panel.get_by_role("button", name="Next question")).to_be_visible()
    return question.id


def test_three_learners_answers_land_in_postgres_and_only_the_teacher_sees_them(
    browser: Browser, shared: str, store: ProgressStore
) -> None:
    pages = {name: learner_page(browser) for name in NAMES}
    ids = {name: sign_in(page, shared, name, store) for name, page in pages.items()}
    key = each_answers_lesson_1s_first_question(pages.values())
    wanted = {name: [(1, key, True)] for name in NAMES}
    assert kept_answers(store, ids) == wanted

    learner = pages["Ada"]
    learner.goto(f"{shared}/teacher")
    expect(learner.get_by_label("Teacher code")).to_be_visible()
    expect(learner.get_by_role("rowheader", name="Bo")).to_have_count(0)

    teacher = learner_page(browser)
    teacher.goto(f"{shared}/teacher")
    teacher.get_by_label("Teacher code").fill(TEACHER_CODE)
    teacher.get_by_role("button", name="Open the dashboard").click()
    for name in NAMES:  # the live view: each learner, on lesson 1
        live = teacher.get_by_role("row").filter(
            has=teacher.get_by_role("rowheader", name=name, exact=True)
        ).filter(has_text="1. The deck and the table")
        expect(live).to_be_visible()
