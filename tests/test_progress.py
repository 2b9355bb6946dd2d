"""The progress store: what a learner did survives reloads, restarts, crashes and bad files."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
import types
from pathlib import Path
from typing import Any

import pytest

from euchre_teach.course.mastery import quiz_keys
from euchre_teach.store.progress import (
    MAX_NAME_LENGTH,
    ProgressStore,
    Settings,
    clean_name,
    clean_name_noting,
)


@pytest.fixture
def store(any_store: ProgressStore) -> ProgressStore:
    """A fresh store: these tests run on SQLite and on PostgreSQL."""
    return any_store


def test_progress_survives_closing_and_reopening_the_file(tmp_path: Path) -> None:
    path = tmp_path / "p.sqlite3"
    first = ProgressStore(path)
    ada = first.new_learner("Ada")
    first.complete_lesson(ada.id, 2)
    first.record_answer(ada.id, lesson=2, item="q/1", correct=False, answer="JD")
    first.save_review(ada.id, "trap/4", {"due": "2026-12-01", "stability": 2.5})
    first.record_hand(ada.id, "hand record text", points=1)
    first.visit(ada.id, 3)
    first.close()
    again = ProgressStore(path)
    assert again.learner(ada.id) == ada
    assert again.lesson_progress(ada.id, quiz_keys)[2].done
    assert again.answers(ada.id)[0].answer == "JD"
    assert again.reviews(ada.id) == {"trap/4": {"due": "2026-12-01", "stability": 2.5}}
    assert again.hands_played(ada.id) == 1
    assert again.last_lesson(ada.id) == 3
    assert again.moved_aside is None


def test_the_file_uses_write_ahead_logging(tmp_path: Path) -> None:
    store = ProgressStore(tmp_path / "progress.sqlite3")
    with sqlite3.connect(store.path) as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_lesson_progress_counts_each_quiz_question_once_by_its_first_answer(
    store: ProgressStore,
) -> None:
    bo = store.new_learner("Bo")
    # Lesson 1's quiz, answered, then the page reloaded and two questions answered again:
    # the old count said "5 of 8" for a 6-question quiz.
    keys = ["L1/1", "L1/2", "L1/3", "L1/4", "L1/5", "L1/6"]
    for key, correct in zip(keys, (True, False, True, True, True, False), strict=True):
        store.record_answer(bo.id, lesson=1, item=key, correct=correct, answer="x")
    store.record_answer(bo.id, lesson=1, item="L1/2", correct=True, answer="x")
    store.record_answer(bo.id, lesson=1, item="L1/6", correct=True, answer="x")
    progress = store.lesson_progress(bo.id, quiz_keys)[1]
    assert (progress.quiz_correct, progress.quiz_total, progress.streak) == (4, 6, 2)


def test_drill_answers_make_a_streak_but_not_a_quiz_score(store: ProgressStore) -> None:
    bo = store.new_learner("Bo")
    for correct in (True, False, True, True):
        store.record_answer(bo.id, lesson=13, item="trap/1", correct=correct, answer="x")
    progress = store.lesson_progress(bo.id, quiz_keys)[13]
    assert (progress.done, progress.quiz_correct, progress.quiz_total, progress.streak) == (
        False, 0, 0, 2,
    )  # fmt: skip


def test_last_lesson_is_the_one_opened_most_recently(store: ProgressStore) -> None:
    cy = store.new_learner("Cy")
    assert store.last_lesson(cy.id) is None
    for lesson in (1, 7, 3):
        store.visit(cy.id, lesson)
    assert store.last_lesson(cy.id) == 3


def test_a_display_name_is_one_short_line_kept_as_typed_text() -> None:
    assert clean_name("<img src=x onerror=alert(1)>") == "<img src=x onerror=alert(1)>"
    assert clean_name("a\u0000b\nc") == "ab c"
    assert len(clean_name("x" * 200)) == MAX_NAME_LENGTH
    with pytest.raises(ValueError, match="type a name"):
        clean_name("\n \t")


def test_settings_are_kept_per_learner_and_bad_values_refused(store: ProgressStore) -> None:
    di = store.new_learner("Di")
    chosen = Settings(stick_the_dealer=True, points_to_win=11, four_colour=True,
                      difficulty="expert", animation_speed="off")  # fmt: skip
    store.save_settings(di.id, chosen)
    learner = store.learner(di.id)
    assert learner is not None and learner.settings == chosen
    with pytest.raises(ValueError):
        Settings(points_to_win=3)
    assert Settings.from_dict({"difficulty": "godlike", "colour": 4}) == Settings()


def test_export_then_import_into_another_store_gives_the_same_progress(
    store: ProgressStore, tmp_path: Path
) -> None:
    ed = store.new_learner("Ed")
    store.complete_lesson(ed.id, 1)
    store.record_answer(ed.id, lesson=12, item="trap/5", correct=False, answer="AD", trap_type=5)
    store.save_review(ed.id, "trap/5", {"state": 1})
    store.record_hand(ed.id, "record", points=2)
    exported = json.loads(json.dumps(store.export_learner(ed.id)))
    other = ProgressStore(tmp_path / "other.sqlite3")
    imported = other.import_learner(exported)
    assert imported == store.learner(ed.id)
    assert other.export_learner(ed.id) == exported
    assert other.lesson_progress(ed.id, quiz_keys) == store.lesson_progress(ed.id, quiz_keys)


def test_importing_something_else_is_refused_with_a_message(store: ProgressStore) -> None:
    with pytest.raises(ValueError, match="not a euchre-teach progress export"):
        store.import_learner({"format": "chess"})


def test_teacher_summaries_rank_the_most_missed_items_and_trap_types(
    store: ProgressStore,
) -> None:
    a, b = store.new_learner("A"), store.new_learner("B")
    for who in (a, b):
        store.record_answer(who.id, lesson=12, item="trap/9", correct=False, answer="JD",
                            trap_type=1)  # fmt: skip
    store.record_answer(a.id, lesson=12, item="trap/2", correct=False, answer="9H", trap_type=3)
    store.record_answer(b.id, lesson=12, item="trap/2", correct=True, answer="JD", trap_type=3)
    assert store.most_missed() == [("trap/9", 2, 2), ("trap/2", 1, 2)]
    assert store.missed_trap_types() == [(1, 2, 2), (3, 1, 2)]


@pytest.mark.parametrize(
    "content",
    [b"this is not a database at all" * 100, b"SQLite format 3\x00" + b"\xff" * 5000],
)
def test_a_corrupt_file_is_moved_aside_and_a_fresh_store_started(
    tmp_path: Path, content: bytes, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "progress.sqlite3"
    path.write_bytes(content)
    store = ProgressStore(path)
    assert store.moved_aside is not None and store.moved_aside.read_bytes() == content
    assert "moved to" in caplog.text and str(store.moved_aside) in caplog.text
    assert store.new_learner("Fay").name == "Fay"


def test_another_programs_database_is_moved_aside_not_changed(tmp_path: Path) -> None:
    path = tmp_path / "progress.sqlite3"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE invoices (n INTEGER)")
        db.execute("INSERT INTO invoices VALUES (42)")
    db.close()
    store = ProgressStore(path)
    assert store.moved_aside is not None
    with sqlite3.connect(store.moved_aside) as old:
        assert old.execute("SELECT n FROM invoices").fetchone() == (42,)
    assert store.learners() == []


WRITER = """
import sys
from pathlib import Path
from typing import Any
from euchre_teach.store.progress import ProgressStore
store = ProgressStore(Path(sys.argv[1]))
learner = store.new_learner("Writer")
n = 0
while True:
    store.record_answer(learner.id, lesson=12, item=f"trap/{n}", correct=n % 2 == 0, answer="9D")
    n += 1
    print(n, flush=True)  # printed only after the transaction committed
"""


def test_killing_a_writer_mid_write_loses_nothing_committed_and_keeps_the_file_sound(
    tmp_path: Path,
) -> None:
    path = tmp_path / "progress.sqlite3"
    writer = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(path)],
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])},
    )
    assert writer.stdout is not None
    committed = 0
    deadline = time.monotonic() + 30
    while committed < 200 and time.monotonic() < deadline:
        committed = int(writer.stdout.readline())
    os.kill(writer.pid, signal.SIGKILL)
    writer.wait()
    assert committed >= 200
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    reopened = ProgressStore(path)
    assert reopened.moved_aside is None
    [learner] = reopened.learners()
    assert len(reopened.answers(learner.id)) >= committed


def test_after_a_checkpoint_the_one_file_holds_everything(tmp_path: Path) -> None:
    """Copying progress.sqlite3 alone (what the README names) must back up every learner."""
    path = tmp_path / "progress.sqlite3"
    store = ProgressStore(path)
    ada = store.new_learner("Ada")
    for number in range(50):
        store.record_answer(ada.id, lesson=1, item=f"L1/{number}", correct=True, answer="24")
    assert Path(str(path) + "-wal").stat().st_size > 0
    assert store.checkpoint()
    assert Path(str(path) + "-wal").stat().st_size == 0
    copy = tmp_path / "copy.sqlite3"
    copy.write_bytes(path.read_bytes())  # the main file alone, the store still open
    assert len(ProgressStore(copy).answers(ada.id)) == 50
    store.close()  # closing checkpoints too: no log is left beside the file
    assert not Path(str(path) + "-wal").exists() or Path(str(path) + "-wal").stat().st_size == 0


def test_a_file_of_the_first_schema_gains_the_new_tables_once_and_keeps_its_data(
    tmp_path: Path,
) -> None:
    path = tmp_path / "old.sqlite3"
    old = sqlite3.connect(path)
    old.executescript(
        "PRAGMA application_id = 1163215665; PRAGMA user_version = 1;"
        "CREATE TABLE learner (id TEXT PRIMARY KEY, name TEXT NOT NULL, created REAL NOT NULL,"
        " settings TEXT NOT NULL DEFAULT '{}');"
        "INSERT INTO learner (id, name, created) VALUES ('old-id', 'Ada', 0);"
    )
    old.close()
    store = ProgressStore(path)
    assert store.moved_aside is None and store.learner("old-id") is not None
    columns = {row[1] for row in store.db.execute("PRAGMA table_info(learner)")}
    assert {"class_id", "resume"} <= columns
    store.close()
    again = ProgressStore(path)  # opening again applies nothing twice
    assert [row[0] for row in again.db.execute("SELECT name FROM migration")] == [
        "classes", "games", "play-before-bidding", "round-1-rules-to-lesson-3",
        "strategy-split-into-lessons-11-and-12"]  # in the key's order: each once
    assert again.db.execute("PRAGMA user_version").fetchone()[0] == 2


def test_round_1s_rules_moved_to_lesson_3_keep_their_answers_and_review_cards(
    tmp_path: Path,
) -> None:
    """Release 0.3 moved round 1's rules questions (``L4/1`` to ``L4/5``) to lesson 3's quiz
    (``L3/7`` to ``L3/11``); teaching the play first then made lesson 3 lesson 5 and
    lesson 4 lesson 6. A file kept before both, an export made before both and the static
    edition's record all keep their history under the keys of now (``L5/8``); ``L4/7``,
    still the count lesson's, is ``L6/7``."""
    from euchre_teach.course.mastery import regenerate

    path = tmp_path / "before.sqlite3"
    store = ProgressStore(path)
    ada = store.new_learner("Ada")
    store.db.execute("DELETE FROM migration WHERE name IN "
                     "('round-1-rules-to-lesson-3', 'play-before-bidding')")  # fmt: skip
    for key in ("L4/2", "L4/7"):
        store.record_answer(ada.id, lesson=4, item=key, correct=True, answer="West")
        store.save_schedule(ada.id, key, lesson=4, state={"card": 1}, due=5.0)
        store.save_review(ada.id, key, {"card": 2})
    export = store.export_learner(ada.id)
    del export["moved"]  # as an export made before it: exports name their moves since
    store.close()

    after = ProgressStore(path)  # the migrations run once, on opening, in order
    assert {(a.lesson, a.item) for a in after.answers(ada.id)} == {(5, "L5/8"), (6, "L6/7")}
    assert {k: s.lesson for k, s in after.scheduled(ada.id).items()} == {"L5/8": 5, "L6/7": 6}
    assert set(after.reviews(ada.id)) == {"L5/8", "L6/7"}
    assert regenerate("L5/8").prompt.endswith("Who puts the upcard in their hand?")
    assert regenerate("L6/7").prompt.startswith("East deals and you, South, order up.")

    fresh = ProgressStore(tmp_path / "fresh.sqlite3")  # an older export, imported
    fresh.import_learner(export)
    assert {(a.lesson, a.item) for a in fresh.answers(ada.id)} == {(5, "L5/8"), (6, "L6/7")}
    assert set(fresh.reviews(ada.id)) == {"L5/8", "L6/7"}
    assert [r["item"] for r in export["answer"]] == ["L4/2", "L4/7"]  # the export is untouched

    record = json.loads(json.dumps(export))  # the static edition's record
    browser = _static_store_module().BrowserStore(record, lambda _text: None)
    assert {(a.lesson, a.item) for a in browser.answers(ada.id)} == {(5, "L5/8"), (6, "L6/7")}
    assert set(browser.scheduled(ada.id)) == {"L5/8", "L6/7"}


def _play_first_progress(store: ProgressStore, learner: str) -> None:
    """Progress kept before the play was taught before the bidding: lessons 3, 5 and 7
    finished (a cycle: 3 is 5 now, 5 is 7 and 7 is 3), a question of each of lessons 3-8
    answered and in Review, the same quiz number in three of them (``L3/1``, ``L5/1``,
    ``L7/1``: each key's new name is another's old one), practice of lessons 4 and 7,
    visits, and a game saved in lessons 3 and 5."""
    for lesson in (3, 5, 7):
        store.complete_lesson(learner, lesson)
        store.visit(learner, lesson)
        store.save_game(learner, lesson, f'{{"was": {lesson}}}')
    for lesson, key in ((3, "L3/1"), (5, "L5/1"), (7, "L7/1"), (4, "L4/8"), (6, "L6/9"),
                        (8, "L8/2"), (3, "L3/9"), (4, "bidding-set/3"), (7, "trap1/21")):
        store.record_answer(learner, lesson=lesson, item=key, correct=False, answer="x")
        store.save_schedule(learner, key, lesson=lesson, state={"was": lesson}, due=5.0)
        store.save_review(learner, key, {"was": lesson})


PLAY_FIRST_ANSWERS = {(5, "L5/1"), (7, "L7/1"), (3, "L3/1"), (6, "L6/8"), (8, "L8/9"),
                      (4, "L4/2"), (5, "L5/9"), (6, "bidding-set/3"), (3, "trap1/21")}
"""The answers of :func:`_play_first_progress` under the lessons and keys they have now."""


def _play_first_kept(store: Any, learner: str) -> None:
    assert {(a.lesson, a.item) for a in store.answers(learner)} == PLAY_FIRST_ANSWERS
    assert {(s.lesson, k) for k, s in store.scheduled(learner).items()} == PLAY_FIRST_ANSWERS
    # each card kept its own state: L5/1 is the old L3/1's card
    scheduled = store.scheduled(learner)
    assert {k: s.state["was"] for k, s in scheduled.items() if k.startswith("L")} == {
        "L5/1": 3, "L7/1": 5, "L3/1": 7, "L6/8": 4, "L8/9": 6, "L4/2": 8, "L5/9": 3}


def test_progress_from_before_the_play_came_first_follows_its_lessons(tmp_path: Path) -> None:
    """Following suit and winning tricks (lessons 7 and 8) came before the bidding, as
    lessons 3 and 4, and lessons 3-6 became 5-8: a cycle, moved all at once. A file kept
    before it, an export made before it and the static edition's record keep every answer,
    review card, schedule, finished lesson, visit and saved game under the new numbers and
    keys, none moved twice, and a record moves once."""
    path = tmp_path / "before.sqlite3"
    store = ProgressStore(path)
    ada = store.new_learner("Ada")
    store.db.execute("DELETE FROM migration WHERE name = 'play-before-bidding'")
    _play_first_progress(store, ada.id)
    export = store.export_learner(ada.id)
    export["moved"].remove("play-before-bidding")  # as an export made before the move
    store.close()

    after = ProgressStore(path)  # the migration runs once, on opening
    _play_first_kept(after, ada.id)
    assert set(after.reviews(ada.id)) == {key for _, key in PLAY_FIRST_ANSWERS}
    assert after.reviews(ada.id)["L5/1"] == {"was": 3}
    assert _done(after, ada.id) == {5, 7, 3}
    assert {row["lesson"] for row in after.export_learner(ada.id)["visit"]} == {5, 7, 3}
    assert [after.saved_game(ada.id, n) for n in (3, 5, 7)] == [
        '{"was": 7}', '{"was": 3}', '{"was": 5}']
    again = after.export_learner(ada.id)
    after.close()
    reopened = ProgressStore(path)  # migrated once: opening again moves nothing
    _play_first_kept(reopened, ada.id)
    reopened.close()

    fresh = ProgressStore(tmp_path / "fresh.sqlite3")  # the older export, imported
    fresh.import_learner(export)
    _play_first_kept(fresh, ada.id)
    assert _done(fresh, ada.id) == {3, 5, 7} and fresh.saved_game(ada.id, 3) == '{"was": 7}'
    other = ProgressStore(tmp_path / "other.sqlite3")  # an export made since: not moved again
    other.import_learner(again)
    _play_first_kept(other, ada.id)

    record = json.loads(json.dumps(export))  # the static edition's record, kept before
    browser = _static_store_module().BrowserStore(record, lambda _text: None)
    _play_first_kept(browser, ada.id)
    assert {row["lesson"] for row in record["lesson_done"]} == {3, 5, 7}
    kept = _static_store_module().BrowserStore(record, lambda _text: None)  # opened again
    _play_first_kept(kept, ada.id)


def test_the_play_first_move_renames_every_key_lessons_3_to_8_ever_used() -> None:
    """Every quiz key of lessons 3-8, asked or retired, is renamed by the move, to the key
    of the same question now (a Review card of a retired one still opens)."""
    from euchre_teach.course.mastery import regenerate
    from euchre_teach.course.quizzes import quiz, retired
    from euchre_teach.store.moved_items import MOVES

    move = MOVES[-1]
    new_names = {new for new, _ in move.items.values()}
    for lesson in range(3, 9):
        for item in [*quiz(lesson), *retired(lesson)]:
            if item.key.startswith(f"L{lesson}/"):
                assert item.key in new_names, item.key
                assert regenerate(item.key).key == item.key
    for old, (new, lesson) in move.items.items():
        assert int(old[1]) in move.lessons and move.lessons[int(old[1])] == lesson
        assert new == f"L{lesson}/{old.split('/')[1]}"


def _static_store_module() -> types.ModuleType:
    """The static edition's store (static/py/webapp/store.py), loaded as the page loads it."""
    import importlib.util

    page = Path(__file__).parents[1] / "static" / "py" / "webapp" / "store.py"
    spec = importlib.util.spec_from_file_location("page_store", page)
    assert spec is not None and spec.loader is not None
    page_store = importlib.util.module_from_spec(spec)
    sys.modules["page_store"] = page_store  # its dataclasses look their module up
    try:
        spec.loader.exec_module(page_store)
    finally:
        del sys.modules["page_store"]
    return page_store


def _split_progress(store: ProgressStore, learner: str) -> None:
    """Progress kept before the strategy lesson was split: lesson 11 finished and a play of
    its quiz answered, the drill (then lesson 12) answered, the game (13) saved and its
    quiz answered, Buck Euchre (14) visited and its quiz answered."""
    store.complete_lesson(learner, 11)
    store.complete_lesson(learner, 12)
    store.record_answer(learner, lesson=11, item="L11/9", correct=False, answer="play AS")
    store.save_schedule(learner, "L11/9", lesson=11, state={"card": 1}, due=5.0)
    store.record_answer(learner, lesson=11, item="defence-set/3", correct=True, answer="play QH")
    store.record_answer(learner, lesson=11, item="L11/1", correct=True, answer="pass")
    store.record_answer(learner, lesson=12, item="trap3/7", correct=True, answer="x")
    store.save_review(learner, "trap3/7", {"card": 3})
    store.record_answer(learner, lesson=13, item="L13/2", correct=True, answer="1")
    store.save_game(learner, 13, '{"game": 1}')
    store.visit(learner, 14)
    store.record_answer(learner, lesson=14, item="L14/2", correct=False, answer="yes")
    store.record_answer(learner, lesson=14, item="buck/3", correct=True, answer="12")


def _done(store: ProgressStore, learner: str) -> set[int]:
    return {row["lesson"] for row in store.export_learner(learner)["lesson_done"]}


SPLIT_ANSWERS = {(12, "L12/5"), (12, "defence-set/3"), (11, "L11/1"), (13, "trap3/7"),
                 (14, "L14/2"), (15, "L15/2"), (15, "buck/3")}
"""The answers of :func:`_split_progress` under the lessons and keys they have now."""


def test_progress_from_before_the_strategy_split_follows_its_lessons(tmp_path: Path) -> None:
    """Lesson 11 split in two (bidding; card play and defence, a new lesson 12): the drill,
    the game and Buck Euchre became lessons 13, 14 and 15, their quiz keys following, and
    lesson 11's plays (L11/5 to L11/9) became lesson 12's L12/1 to L12/5. A file kept
    before the split, an export made before it and the static edition's record each keep
    every answer, review card, finished lesson and saved game under the new numbers; a
    learner who finished the old lesson 11 has finished lesson 12 too; and a record moves
    once, so an export made after the split imports unchanged."""
    path = tmp_path / "before.sqlite3"
    store = ProgressStore(path)
    ada = store.new_learner("Ada")
    store.db.execute("DELETE FROM migration WHERE name = 'strategy-split-into-lessons-11-and-12'")
    _split_progress(store, ada.id)
    export = store.export_learner(ada.id)
    del export["moved"]  # as an export made before the split
    store.close()

    after = ProgressStore(path)  # the migration runs once, on opening
    assert {(a.lesson, a.item) for a in after.answers(ada.id)} == SPLIT_ANSWERS
    assert {k: s.lesson for k, s in after.scheduled(ada.id).items()} == {"L12/5": 12}
    assert set(after.reviews(ada.id)) == {"trap3/7"}
    assert after.saved_game(ada.id, 14) == '{"game": 1}' and after.saved_game(ada.id, 13) is None
    assert _done(after, ada.id) == {11, 12, 13}
    again = after.export_learner(ada.id)
    after.close()
    reopened = ProgressStore(path)  # migrated once: opening again moves nothing
    assert {(a.lesson, a.item) for a in reopened.answers(ada.id)} == SPLIT_ANSWERS
    reopened.close()

    fresh = ProgressStore(tmp_path / "fresh.sqlite3")  # the older export, imported
    fresh.import_learner(export)
    assert {(a.lesson, a.item) for a in fresh.answers(ada.id)} == SPLIT_ANSWERS
    assert _done(fresh, ada.id) == {11, 12, 13}
    other = ProgressStore(tmp_path / "other.sqlite3")  # an export made since: not moved again
    other.import_learner(again)
    assert {(a.lesson, a.item) for a in other.answers(ada.id)} == SPLIT_ANSWERS
    assert other.saved_game(ada.id, 14) == '{"game": 1}'

    record = json.loads(json.dumps(export))  # the static edition's record, kept before
    browser = _static_store_module().BrowserStore(record, lambda _text: None)
    assert {(a.lesson, a.item) for a in browser.answers(ada.id)} == SPLIT_ANSWERS
    assert {row["lesson"] for row in record["lesson_done"]} == {11, 12, 13}
    kept = _static_store_module().BrowserStore(record, lambda _text: None)  # opened again
    assert {(a.lesson, a.item) for a in kept.answers(ada.id)} == SPLIT_ANSWERS


def test_a_long_name_is_cut_between_the_characters_a_reader_sees() -> None:
    family = "\U0001f468\u200d\U0001f469\u200d\U0001f467"
    name, shortened = clean_name_noting("Zoë " + family * 40)
    # 30 characters as seen would be 473 bytes: cut whole families to MAX_NAME_BYTES (240)
    assert shortened and name == "Zoë " + family * 13
    flags = "\U0001f1e8\U0001f1e6" * 31  # Canada's flag: two regional indicators each
    assert clean_name_noting(flags)[0] == "\U0001f1e8\U0001f1e6" * MAX_NAME_LENGTH
    accents = "e\u0301" * 31  # e and a combining acute accent
    assert clean_name_noting(accents)[0] == "\u00e9" * MAX_NAME_LENGTH  # as one (NFC): é
    thumbs = "\U0001f44d\U0001f3fd" * 31  # a thumb with a skin tone
    assert clean_name_noting(thumbs)[0] == "\U0001f44d\U0001f3fd" * MAX_NAME_LENGTH
    assert clean_name_noting("Ada") == ("Ada", False)
