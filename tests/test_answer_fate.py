"""An answer's fate, visible and durable (issue 24 item 1): when the store cannot write (a
real full disk under SQLite, a real PostgreSQL server stopped mid-quiz), the lesson's kernel
keeps the answers, writes them in order when the store can write again, says under each
answer whether it is saved, waiting or not saved, counts only saved answers in the score,
and tells the server's console once, in words."""

from __future__ import annotations

import asyncio
import errno
import gc
import html
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from euchre_teach.store.database import open_store
from euchre_teach.store.progress import Learner, ProgressStore
from tests.helpers import full_filesystem
from tests.postgres import PostgresServer, postgres_bin, postgres_server
from tests.test_lesson_progress import right_response, wrong_response
from webapp import lesson as lesson_module
from webapp.lesson import track_lesson
from webapp.review import ReviewSession
from webapp.session import session_for
from widgets.course import lesson_quiz
from widgets.quiz import Quiz

WAITING = ("Waiting to save: keep this page open; your answer is kept here and will be saved "
           "when the computer can write again")  # fmt: skip


@pytest.fixture(autouse=True)
def no_page_tracked(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(lesson_module, "_current", None)
    yield
    gc.unfreeze()  # the page froze the heap when it met its learner


def quiz_page(store: ProgressStore, learner: Learner) -> Quiz:
    page = session_for(f"learner={learner.id}", "/voila/render/03_follow_suit.ipynb", store)
    return track_lesson(3, session=page).quiz(lesson_quiz(3))


def shown(quiz: Quiz) -> str:
    """Every word the quiz shows, tags and entities taken out."""
    parts = [child.value for child in quiz.children if hasattr(child, "value")]
    return html.unescape(re.sub(r"<[^>]+>", " ", " ".join(str(p) for p in parts)))


def fill(where: Path) -> None:
    """Fill the file system at ``where`` to its last byte (``filler``)."""
    with open(where / "filler", "wb", buffering=0) as out:
        try:
            while True:
                out.write(b"\0" * 4096)
        except OSError as full:
            assert full.errno == errno.ENOSPC


def answer(quiz: Quiz, right: bool) -> str:
    question = quiz.question
    quiz.answer(right_response(question) if right else wrong_response(question))
    return question.id


def test_answers_given_on_a_full_disk_wait_and_are_saved_in_order_when_it_has_room(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    with full_filesystem(tmp_path / "disk", size_kb=2048) as disk:
        (disk / "filler").unlink()
        store = ProgressStore(disk / "data" / "progress.sqlite3")
        try:
            disk_quiz(disk, store)
        finally:
            (disk / "filler").unlink(missing_ok=True)
            store.close()
    console = capfd.readouterr().err
    assert console.count("Progress is not being saved: the disk holding the progress file "
                         "is full") == 1, console  # fmt: skip
    assert console.count("Progress is being saved again") == 1
    assert "Traceback" not in console


def disk_quiz(disk: Path, store: ProgressStore) -> None:
    """Answer lesson 3's quiz with room, on a full disk, and after room is made again."""
    ada = store.new_learner("Ada")
    quiz = quiz_page(store, ada)
    given = [answer(quiz, right=True)]
    assert "Saved" in shown(quiz) and quiz.score == (1, 1)
    fill(disk)
    quiz.next()
    given.append(answer(quiz, right=True))
    assert WAITING in shown(quiz)
    assert "Score: 1 of 1 right at the first try" in shown(quiz)  # not 2 of 2: one is not saved
    quiz.next()
    given.append(answer(quiz, right=False))
    assert WAITING in shown(quiz) and quiz.score == (1, 1)
    assert [a.item for a in store.answers(ada.id)] == given[:1]
    (disk / "filler").unlink()  # the teacher frees some space
    quiz.next()
    given.append(answer(quiz, right=True))
    assert [a.item for a in store.answers(ada.id)] == given  # all four, in order
    assert "Saved" in shown(quiz) and WAITING not in shown(quiz)
    assert quiz.score == (3, 4)
    assert set(store.scheduled(ada.id)) == set(given)  # each scheduled for review too


@pytest.fixture
def own_server() -> Iterator[PostgresServer]:
    """A PostgreSQL server of this test's own, to stop and start."""
    if postgres_bin() is None:
        pytest.skip("PostgreSQL is missing: make system-packages")
    with postgres_server() as server:
        yield server


@pytest.mark.postgres
def test_answers_given_while_postgres_is_stopped_are_saved_when_it_restarts_none_lost(
    own_server: PostgresServer, monkeypatch: pytest.MonkeyPatch,
    capfd: pytest.CaptureFixture[str],
) -> None:  # fmt: skip
    monkeypatch.setattr("euchre_teach.store.backend.RETRY_WAITS", (0.1, 0.2))
    monkeypatch.setattr("euchre_teach.store.pgstore.RETRY_WAITS", (0.1, 0.2))
    monkeypatch.setattr("euchre_teach.store.outbox.RETRY_SECONDS", 0.5)
    url = own_server.new_database()
    store = open_store(url)
    ada = store.new_learner("Ada")

    async def quiz_in_a_kernel() -> tuple[Quiz, list[str]]:
        quiz = quiz_page(store, ada)
        given = [answer(quiz, right=True)]
        own_server.stop("fast")
        for right in (True, False):
            quiz.next()
            given.append(answer(quiz, right=right))
            assert WAITING in shown(quiz)
        assert quiz.score == (1, 1) and "1 of 1 right at the first try" in shown(quiz)
        assert "2 waiting to save" in shown(quiz)
        own_server.start()
        for _ in range(40):  # the kernel's retry, with no further answer
            await asyncio.sleep(0.25)
            if not store.outbox.waiting:
                break
        return quiz, given

    quiz, given = asyncio.run(quiz_in_a_kernel())
    assert not store.outbox.waiting and quiz.score == (2, 3)
    assert "Saved" in shown(quiz) and WAITING not in shown(quiz)
    again = open_store(url)  # what another server sees: all three, in order
    assert [a.item for a in again.answers(ada.id)] == given
    again.close()
    store.close()
    console = capfd.readouterr().err
    assert console.count("Progress is not being saved") == 1, console
    assert "Traceback" not in console


def test_a_guests_answers_count_as_before_since_nothing_is_saved_for_a_guest(
    tmp_path: Path,
) -> None:
    store = ProgressStore(tmp_path / "progress.sqlite3")
    page = session_for("", "/voila/render/03_follow_suit.ipynb", store)
    quiz = track_lesson(3, session=page).quiz(lesson_quiz(3))
    answer(quiz, right=True)
    assert quiz.score == (1, 1) and "Saved" not in shown(quiz) and WAITING not in shown(quiz)
    store.close()


def test_review_answers_on_a_full_disk_wait_and_are_saved_when_it_has_room(
    tmp_path: Path,
) -> None:
    with full_filesystem(tmp_path / "disk", size_kb=2048) as disk:
        (disk / "filler").unlink()
        store = ProgressStore(disk / "data" / "progress.sqlite3")
        try:
            ada = store.new_learner("Ada")
            review = ReviewSession(fuzz=False, seed=1)
            review.start(session_for(f"learner={ada.id}", "/voila/render/review.ipynb", store))
            assert review.quiz is not None
            fill(disk)
            given = [answer(review.quiz, right=False)]
            assert WAITING in shown(review.quiz) and review.quiz.score == (0, 0)
            (disk / "filler").unlink()
            review.quiz.next()
            given.append(answer(review.quiz, right=True))
            assert [a.item for a in store.answers(ada.id)] == given
            assert review.quiz.score == (1, 2) and "Saved" in shown(review.quiz)
        finally:
            (disk / "filler").unlink(missing_ok=True)
            store.close()
