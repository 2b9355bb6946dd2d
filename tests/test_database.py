"""The progress database chosen by URL: bad URLs and a server that is down get one clear line,
many writers at once lose nothing, and a PostgreSQL server that goes away mid-class costs a
pause or a notice, never an answer that was committed."""

from __future__ import annotations

import gc
import multiprocessing
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from euchre_teach import cli
from euchre_teach.store.database import (
    DATABASE_URL_ENV,
    DatabaseUrlError,
    StoreUnavailable,
    open_store,
    parse_database_url,
)
from euchre_teach.store.outbox import FATE_WORDS, Fate
from euchre_teach.store.roster import Roster
from tests.postgres import PostgresServer, free_port, postgres_bin, postgres_server
from tests.test_lesson_progress import right_response
from webapp import lesson as lesson_module
from webapp.lesson import NOT_SAVED, track_lesson
from webapp.session import session_for
from widgets.course import lesson_quiz

WRITERS = 6
ANSWERS_EACH = 40


@pytest.fixture(autouse=True)
def never_serve(monkeypatch: pytest.MonkeyPatch) -> None:
    """`serve` must stop at the check: it never becomes a server here."""
    monkeypatch.setattr(cli, "_exec", lambda *_: pytest.fail("serve started a server"))


@pytest.mark.parametrize("url", ["mysql://db/euchre", "progress.sqlite3", "", "http://x/y"])
def test_a_url_of_another_kind_is_refused_in_one_line_listing_the_accepted_forms(
    url: str, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    with pytest.raises(DatabaseUrlError) as refused:
        parse_database_url(url)
    message = str(refused.value)
    assert "\n" not in message
    assert "sqlite:///path/to/progress.sqlite3" in message and "postgresql://" in message
    status = cli.main(["serve", "--data-dir", str(tmp_path), "--port", str(free_port()),
                       "--database-url", url])  # fmt: skip
    error = capsys.readouterr().err
    assert status == 2 and error.count("\n") == 1 and "postgresql://user:password@" in error


def test_a_postgres_server_that_is_down_at_start_is_named_with_the_password_masked(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    url = f"postgresql://teacher:hunter2secret@127.0.0.1:{free_port()}/euchre"
    with pytest.raises(StoreUnavailable) as down:
        open_store(url)
    message = str(down.value)
    assert "\n" not in message and "hunter2secret" not in message
    assert f"postgresql://teacher:***@127.0.0.1:{url.rsplit(':', 1)[1]}" in message
    status = cli.main(["serve", "--data-dir", str(tmp_path), "--port", str(free_port()),
                       "--database-url", url])  # fmt: skip
    error = capsys.readouterr().err
    assert status == 2 and error.count("\n") == 1
    assert "cannot reach the PostgreSQL database at postgresql://teacher:***@" in error
    assert "hunter2secret" not in error


def test_serve_hands_the_database_url_to_the_server_and_its_lessons() -> None:
    url = "postgresql://course@db.school/euchre"
    _argv, env = cli.voila_command(Path("lessons"), database_url=url, environ={})
    assert env[DATABASE_URL_ENV] == url


def _write_answers(url: str, learner: str, writer: int, start: float) -> None:
    store = open_store(url)  # each writer opens the store as a course server does
    roster = Roster(store)
    time.sleep(max(0.0, start - time.time()))
    for n in range(ANSWERS_EACH):
        store.record_answer(learner, lesson=1, item=f"w{writer}/{n}", correct=n % 2 == 0,
                            answer="x")  # fmt: skip
        store.save_review(learner, "trap/1", {"by": writer, "n": n})
    roster.open_class("Tuesday club")
    roster.resume_code(learner)
    store.close()


def test_many_writers_at_once_lose_no_update(database_url: str) -> None:
    store = open_store(database_url)
    ada = store.new_learner("Ada")
    start = time.time() + 1.0
    context = multiprocessing.get_context("spawn")
    writers = [context.Process(target=_write_answers, args=(database_url, ada.id, w, start))
               for w in range(WRITERS)]  # fmt: skip
    for process in writers:
        process.start()
    for process in writers:
        process.join(120)
    assert [p.exitcode for p in writers] == [0] * WRITERS
    answers = store.answers(ada.id)
    assert len(answers) == WRITERS * ANSWERS_EACH
    assert len({a.item for a in answers}) == WRITERS * ANSWERS_EACH
    assert list(store.reviews(ada.id)) == ["trap/1"]  # one row, replaced, never doubled
    roster = Roster(store)
    assert [c.name for c in roster.classes()] == ["Tuesday club"]  # opened once by six
    code = roster.resume_code(ada.id)
    found = roster.learner_by_resume(code)
    assert found is not None and found.id == ada.id  # every writer was given this code
    store.close()


def _open_at(url: str, start: float) -> None:
    time.sleep(max(0.0, start - time.time()))
    open_store(url).close()


@pytest.mark.postgres
def test_servers_starting_together_migrate_a_new_database_once(postgres: PostgresServer) -> None:
    url = postgres.new_database()
    start = time.time() + 1.0
    context = multiprocessing.get_context("spawn")
    openers = [context.Process(target=_open_at, args=(url, start)) for _ in range(WRITERS)]
    for process in openers:
        process.start()
    for process in openers:
        process.join(120)
    assert [p.exitcode for p in openers] == [0] * WRITERS
    store = open_store(url)
    names = [row[0] for row in store.db.execute("SELECT name FROM migration ORDER BY name")]
    assert names == sorted(["classes", "games", "round-1-rules-to-lesson-3", "schema-2",
                            "strategy-split-into-lessons-11-and-12", "play-before-bidding"])
    tables = {row[0] for row in store.db.execute(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'")}
    assert {"learner", "lesson_done", "visit", "answer", "review", "hand", "schedule", "class",
            "meta", "migration"} <= tables  # fmt: skip
    store.close()


@pytest.mark.postgres
def test_postgres_moves_the_play_first_cycle_at_once(postgres: PostgresServer) -> None:
    """The play-before-bidding move in PostgreSQL, whose keys are checked row by row too:
    lessons 3, 5 and 7 finished and ``L3/1``, ``L5/1``, ``L7/1`` in Review each take
    another's old number, and every row comes out under its new one."""
    from tests.test_progress import _done, _play_first_kept, _play_first_progress

    url = postgres.new_database()
    store = open_store(url)
    ada = store.new_learner("Ada")
    store.db.execute("DELETE FROM migration WHERE name = 'play-before-bidding'")
    _play_first_progress(store, ada.id)
    store.close()
    after = open_store(url)
    _play_first_kept(after, ada.id)
    assert _done(after, ada.id) == {3, 5, 7} and after.saved_game(ada.id, 3) == '{"was": 7}'
    after.close()


@pytest.fixture
def own_server() -> Iterator[PostgresServer]:
    """A PostgreSQL server of this test's own, to stop and start."""
    if postgres_bin() is None:
        pytest.skip("PostgreSQL is missing: make system-packages")
    with postgres_server() as server:
        yield server


@pytest.mark.postgres
def test_the_server_restarting_mid_class_costs_a_pause_not_an_answer(
    own_server: PostgresServer,
) -> None:
    store = open_store(own_server.new_database())
    ada = store.new_learner("Ada")
    store.record_answer(ada.id, lesson=1, item="L1/1", correct=True, answer="24")
    own_server.stop("fast")
    restart = threading.Timer(1.0, own_server.start)
    restart.start()
    try:
        store.record_answer(ada.id, lesson=1, item="L1/2", correct=False, answer="12")
    finally:
        restart.join()
    assert [a.item for a in store.answers(ada.id)] == ["L1/1", "L1/2"]
    store.close()


@pytest.mark.postgres
def test_a_database_away_for_long_tells_the_learner_the_answer_waits_and_keeps_what_was_committed(
    own_server: PostgresServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("euchre_teach.store.backend.RETRY_WAITS", (0.1, 0.2))
    monkeypatch.setattr("euchre_teach.store.pgstore.RETRY_WAITS", (0.1, 0.2))
    monkeypatch.setattr(lesson_module, "_current", None)
    url = own_server.new_database()
    store = open_store(url)
    ada = store.new_learner("Ada")
    page = session_for(f"learner={ada.id}", "/voila/render/03_follow_suit.ipynb", store)
    quiz = track_lesson(3, session=page).quiz(lesson_quiz(3))
    question = quiz.question
    quiz.answer(right_response(question))
    kept = [a.item for a in store.answers(ada.id)]
    own_server.stop("fast")
    quiz.next()
    quiz.answer(right_response(quiz.question))
    told = " ".join(str(getattr(child, "value", "")) for child in quiz.children)
    assert FATE_WORDS[Fate.WAITING] in told and NOT_SAVED not in told  # kept, and said so
    own_server.start()
    again = open_store(url)
    assert [a.item for a in again.answers(ada.id)] == kept == [question.id]
    again.close()
    store.close()
    gc.unfreeze()  # the page froze the heap when it met its learner
