"""The classroom's trust and the teacher's records, without a server: the teacher code, the
guess brake, the signing key, classes, managing learners, the live view and backups."""

from __future__ import annotations

import math
import sqlite3
import time
from pathlib import Path

import pytest

from euchre_teach.course.mastery import quiz_keys
from euchre_teach.store import classroom
from euchre_teach.store.classroom import GuessBrake, choose_teacher_code, normalise_code
from euchre_teach.store.progress import ProgressStore
from euchre_teach.store.roster import STUCK_MISSES, Roster


@pytest.fixture
def store(any_store: ProgressStore) -> ProgressStore:
    """A fresh store: these tests run on SQLite and on PostgreSQL."""
    return any_store


@pytest.fixture
def roster(store: ProgressStore) -> Roster:
    return Roster(store)


# ----------------------------------------------------------------- the teacher code


def test_a_new_teacher_code_is_four_words_with_over_40_bits_and_kept_across_restarts(
    tmp_path: Path,
) -> None:
    assert len(classroom.words()) >= 1024
    assert classroom.CODE_WORDS * math.log2(len(classroom.words())) > 40
    code = choose_teacher_code(tmp_path)
    assert len(code.split("-")) == 4 and all(w in classroom.words() for w in code.split("-"))
    assert choose_teacher_code(tmp_path) == code  # the next start finds the same code
    assert (tmp_path / classroom.CODE_FILE).stat().st_mode & 0o077 == 0  # the owner's alone
    assert choose_teacher_code(tmp_path, "Our own code 7") == "Our own code 7"


def test_a_teacher_code_shorter_than_six_characters_is_refused_with_the_reason(
    tmp_path: Path,
) -> None:
    with pytest.raises(ValueError, match="too short: use at least 6"):
        choose_teacher_code(tmp_path, "1234")
    assert choose_teacher_code(tmp_path, "314159") == "314159"


def test_a_typed_code_ignores_case_spaces_and_separators() -> None:
    assert normalise_code("Maple  OTTER crust_pilot") == normalise_code("maple-otter-crust-pilot")
    assert normalise_code("314 159") != normalise_code("314159")  # digits are words too


def test_the_guess_brake_lets_five_wrong_guesses_through_then_doubles_the_wait() -> None:
    brake = GuessBrake()
    waits = [brake.wrong("laptop-7", now=1000.0) for _ in range(9)]
    assert waits == [0.0] * 5 + [1.0, 2.0, 4.0, 8.0]
    assert brake.wait("laptop-7", now=1000.0) == 8.0  # the next guess is not even read
    assert brake.wait("laptop-7", now=1008.0) == 0.0
    assert brake.wait("laptop-8", now=1000.0) == 0.0  # another client is not slowed
    brake.right("laptop-7")
    assert brake.wrong("laptop-7", now=1010.0) == 0.0  # a right code starts afresh


def test_guessing_a_six_digit_code_through_the_brake_would_take_years() -> None:
    brake = GuessBrake()
    now, guesses = 0.0, 0
    while now < 86400:  # one day of guessing from one client, as fast as allowed
        now += brake.wait("attacker", now)
        brake.wrong("attacker", now)
        guesses += 1
    assert guesses < 200
    assert 10**6 / 2 / guesses > 365 * 2  # days to find a six-digit code, on average


def test_the_signing_key_is_made_once_and_kept(tmp_path: Path) -> None:
    key = classroom.signing_key(tmp_path)
    assert len(key) == 32 and classroom.signing_key(tmp_path) == key


# ----------------------------------------------------------------- classes and learners


def test_learners_join_classes_and_each_class_lists_its_own(roster: Roster) -> None:
    store = roster.store
    tuesday, thursday = roster.open_class("Tuesday club"), roster.open_class("Thursday club")
    ada, bo, _cy = (store.new_learner(name) for name in ("Ada", "Bo", "Cy"))
    roster.join_class(ada.id, tuesday.id)
    roster.join_class(bo.id, thursday.id)
    assert [w.name for w in roster.learners(tuesday.id)] == ["Ada"]
    assert [w.name for w in roster.learners()] == ["Ada", "Bo", "Cy"]
    assert roster.open_class("Tuesday club").id == tuesday.id  # opening again finds it
    roster.archive_class(thursday.id)
    assert [c.name for c in roster.classes()] == ["Tuesday club"]
    assert [c.name for c in roster.classes(archived=True)] == ["Thursday club", "Tuesday club"]
    assert [w.name for w in roster.learners(thursday.id)] == ["Bo"]  # archived, still kept


def test_merging_moves_everything_to_the_kept_record(roster: Roster) -> None:
    store = roster.store
    laptop, tablet = store.new_learner("Ada"), store.new_learner("ada")
    store.record_answer(laptop.id, lesson=1, item="L1/1", correct=True, answer="24")
    store.complete_lesson(tablet.id, 2)
    store.complete_lesson(laptop.id, 2)
    store.record_answer(tablet.id, lesson=2, item="L2/1", correct=False, answer="x")
    store.save_review(tablet.id, "trap/1", {"due": 1})
    store.save_schedule(tablet.id, "L2/1", lesson=2, state={"s": 1}, due=5.0)
    store.save_schedule(laptop.id, "L1/1", lesson=1, state={"s": 2}, due=9.0)
    store.save_schedule(tablet.id, "L1/1", lesson=1, state={"s": 3}, due=1.0)
    assert roster.duplicate_names(store.learners()) == {laptop.id, tablet.id}
    roster.merge(keep=laptop.id, other=tablet.id)
    assert store.learner(tablet.id) is None
    assert [a.item for a in store.answers(laptop.id)] == ["L1/1", "L2/1"]
    assert store.lesson_progress(laptop.id, quiz_keys)[2].done and store.reviews(laptop.id)
    kept = store.scheduled(laptop.id)  # the review schedule moves too; the kept record's wins
    assert sorted(kept) == ["L1/1", "L2/1"] and kept["L1/1"].due == 9.0
    with pytest.raises(ValueError, match="two different"):
        roster.merge(keep=laptop.id, other=laptop.id)


def test_reset_clears_progress_and_delete_removes_the_learner(roster: Roster) -> None:
    store = roster.store
    ada = store.new_learner("Ada")
    store.record_answer(ada.id, lesson=1, item="L1/1", correct=True, answer="24")
    store.visit(ada.id, 1)
    store.save_schedule(ada.id, "L1/1", lesson=1, state={"s": 1}, due=5.0)
    roster.reset(ada.id)
    assert store.learner(ada.id) is not None and store.answers(ada.id) == []
    assert store.scheduled(ada.id) == {}  # nothing left to bring back in Review
    assert store.last_lesson(ada.id) is None
    roster.delete(ada.id)
    assert store.learner(ada.id) is None and store.learners() == []


def test_the_live_view_says_where_a_learner_is_and_when_they_are_stuck(roster: Roster) -> None:
    store = roster.store
    ada, bo = store.new_learner("Ada"), store.new_learner("Bo")
    store.visit(ada.id, 3)
    for _ in range(STUCK_MISSES):
        store.record_answer(ada.id, lesson=3, item="trap1/5", correct=False, answer="9H")
    store.visit(bo.id, 3)
    store.record_answer(bo.id, lesson=3, item="trap1/5", correct=False, answer="9H")
    store.record_answer(bo.id, lesson=3, item="trap1/6", correct=True, answer="JC")
    live = {row.learner.name: row for row in roster.live(store.learners())}
    assert live["Ada"].lesson == 3 and live["Ada"].stuck_item == "trap1/5"
    assert live["Ada"].misses == STUCK_MISSES
    assert live["Bo"].misses == 0 and live["Bo"].stuck_item is None
    assert live["Bo"].last_seen is not None and time.time() - live["Bo"].last_seen < 60


def test_a_learner_failing_one_question_again_and_again_is_stuck_on_it(roster: Roster) -> None:
    """Issue 24, item 8: six misses of one question, with right answers to others between,
    showed "1 wrong in a row" and not Stuck."""
    store = roster.store
    cy = store.new_learner("Cy")
    store.visit(cy.id, 3)
    for n in range(6):
        store.record_answer(cy.id, lesson=3, item="trap1/5", correct=False, answer="9H")
        store.record_answer(cy.id, lesson=3, item=f"trap1/{10 + n}", correct=True, answer="JC")
    store.record_answer(cy.id, lesson=3, item="trap1/5", correct=False, answer="9H")
    [row] = roster.live([cy])
    assert row.misses == 1 and row.stuck_item == "trap1/5" and row.item_misses == 7
    store.record_answer(cy.id, lesson=3, item="trap1/5", correct=True, answer="JC")
    [row] = roster.live([cy])  # got it right at last: no longer stuck
    assert row.stuck_item is None and row.misses == 0


def test_a_resume_code_finds_its_learner_however_it_is_typed(roster: Roster) -> None:
    ada = roster.store.new_learner("Ada")
    code = roster.resume_code(ada.id)
    assert len(code) == 9 and code[4] == "-" and roster.resume_code(ada.id) == code
    found = roster.learner_by_resume(f"  {code.lower()} ")
    assert found is not None and found.id == ada.id
    assert roster.learner_by_resume("AAAA-AAAA") is None
    assert roster.learner_by_resume("") is None


def test_a_backup_is_noted_and_the_dashboard_asks_for_one_after_a_week(
    roster: Roster, tmp_path: Path
) -> None:
    assert not roster.backup_due()  # nothing to keep yet
    roster.store.new_learner("Ada")
    assert roster.backup_due()
    roster.backup(tmp_path / "copy.sqlite3")
    assert not roster.backup_due()
    assert roster.backup_due(now=time.time() + 8 * 86400)
    copy = sqlite3.connect(tmp_path / "copy.sqlite3")
    assert copy.execute("SELECT name FROM learner").fetchall() == [("Ada",)]


def test_the_whole_class_goes_out_as_json_and_back_in(roster: Roster, tmp_path: Path) -> None:
    store = roster.store
    ada = store.new_learner("Ada")
    roster.join_class(ada.id, roster.open_class("Tuesday club").id)
    store.record_answer(ada.id, lesson=1, item="L1/1", correct=True, answer="24")
    exported = roster.export_all()
    other = Roster(ProgressStore(tmp_path / "other.sqlite3"))
    assert other.import_all(exported) == 1
    assert [c.name for c in other.classes()] == ["Tuesday club"]
    assert other.store.answers(ada.id)[0].answer == "24"
    with pytest.raises(ValueError, match="not a euchre-teach class export"):
        other.import_all({"format": "something else"})
    broken = {**exported, "learners": [*exported["learners"], {"format": "x"}]}
    with pytest.raises(ValueError, match="nothing was imported"):
        Roster(ProgressStore(tmp_path / "third.sqlite3")).import_all(broken)
