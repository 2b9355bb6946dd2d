"""Names by size, not only by what shows (issue 24, item 3): a name is limited in bytes and
code points as well as in characters as a reader sees them; invisible characters are
stripped; combining marks are capped per character; "same name" compares what shows."""

from __future__ import annotations

import unicodedata
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from euchre_teach.store import learners
from euchre_teach.store.learners import (
    MAX_MARKS,
    MAX_NAME_BYTES,
    MAX_NAME_CODE_POINTS,
    MAX_NAME_LENGTH,
    clean_name,
    clean_name_noting,
    visible_form,
)
from euchre_teach.store.progress import ProgressStore
from euchre_teach.store.roster import Roster

ZWJ = "\u200d"
FAMILY = "\U0001f468\u200d\U0001f469\u200d\U0001f467"


def within_limits(name: str) -> bool:
    return len(name) <= MAX_NAME_CODE_POINTS and len(name.encode()) <= MAX_NAME_BYTES


def test_200000_invisible_joiners_before_a_letter_leave_the_letter_alone(
    tmp_path: Path,
) -> None:
    assert clean_name(ZWJ * 200_000 + "W") == "W"
    store = ProgressStore(tmp_path / "progress.sqlite3")
    who = store.new_learner(ZWJ * 200_000 + "W")
    stored = store.db.execute("SELECT name FROM learner WHERE id = ?", (who.id,)).fetchone()[0]
    assert stored == "W"
    store.close()


def test_2000_stacked_accents_keep_two_over_their_letter() -> None:
    name = clean_name("Z" + "\u0301" * 2_000 + "oë")
    assert unicodedata.normalize("NFD", name) == "Z" + "\u0301" * MAX_MARKS + "oe\u0308"
    assert MAX_MARKS == 2


def test_marks_are_counted_per_letter_so_accented_words_keep_theirs() -> None:
    for typed in ("Nguyễn Thị Ánh", "Zoë", "ज़ीं", "ก้ั", "Renée"):
        assert clean_name(typed) == unicodedata.normalize("NFC", typed)


def test_invisible_and_direction_controls_are_stripped() -> None:
    assert clean_name("\u202eAda\u202c") == "Ada"  # right-to-left override
    assert clean_name("A\u200bd\u2066a\u2069\ufeff") == "Ada"  # zero width space, isolate, BOM
    assert clean_name("\u00adBo\u034fb\u2060") == "Bob"  # soft hyphen, grapheme joiner
    assert clean_name("Ada\u3164") == "Ada"  # a Hangul filler (shows as nothing)
    with pytest.raises(ValueError, match="type a name"):
        clean_name("\u200b\u200d\u2060")


def test_joiners_that_shape_what_shows_are_kept() -> None:
    assert clean_name("Zoë " + FAMILY) == "Zoë " + FAMILY  # an emoji family
    red_hair = "\U0001f9d1\U0001f3fd\u200d\U0001f9b0"  # a person with a skin tone, red hair
    assert clean_name(red_hair) == red_hair
    persian = "\u0645\u06cc\u200c\u0646\u0627"  # "Mina" written with a non-joiner
    assert clean_name(persian) == persian
    england = "\U0001f3f4\U000e0067\U000e0062\U000e0065\U000e006e\U000e0067\U000e007f"
    assert clean_name(england) == england
    assert clean_name("\u2764\ufe0f") == "\u2764\ufe0f"  # a red heart, emoji style
    assert clean_name("A" + ZWJ + "da") == "Ada"  # a joiner between Latin letters shows nothing


def test_a_name_is_limited_in_bytes_and_code_points_and_cut_between_characters() -> None:
    name, shortened = clean_name_noting("Zoë " + FAMILY * 40)
    assert shortened and within_limits(name)
    fit = (MAX_NAME_BYTES - len("Zoë ".encode())) // len(FAMILY.encode())
    assert name == "Zoë " + FAMILY * fit
    flags = "\U0001f1e8\U0001f1e6" * 31  # Canada's flag: two regional indicators each
    assert clean_name_noting(flags)[0] == "\U0001f1e8\U0001f1e6" * MAX_NAME_LENGTH
    long_family = "\U0001f468\U0001f3fb\u200d\U0001f469\U0001f3fc\u200d\U0001f467\U0001f3fd"
    name, shortened = clean_name_noting(long_family * 30)
    assert shortened and within_limits(name) and name == long_family * (name.count("\U0001f467"))


@given(st.text(max_size=400))
def test_every_name_kept_is_within_the_limits_and_cleaning_it_again_changes_nothing(
    typed: str,
) -> None:
    try:
        name = clean_name(typed)
    except ValueError:
        return
    assert within_limits(name) and name == name.strip() and name
    assert len(learners.GRAPHEME.findall(name)) <= MAX_NAME_LENGTH
    assert clean_name(name) == name


def test_a_joiner_in_front_of_an_existing_name_is_marked_the_same_name(tmp_path: Path) -> None:
    store = ProgressStore(tmp_path / "progress.sqlite3")
    ada = store.new_learner("Ada")
    twin = store.new_learner(ZWJ + "Ada")
    bob = store.new_learner("Bob")
    # A name kept before names were cleaned, with its invisible characters still in it.
    with store.transaction() as db:
        db.execute("INSERT INTO learner (id, name, created) VALUES ('old', ?, 0)",
                   ("\u2066B\u200bo b\u2069",))  # fmt: skip
    roster = Roster(store)
    assert roster.duplicate_names(store.learners()) == {ada.id, twin.id, bob.id, "old"}
    assert store.learner("old").name == "Bo b"  # shown as it shows, its record untouched
    store.close()


def test_the_visible_form_ignores_case_spaces_and_what_does_not_show() -> None:
    assert visible_form("  A\u200bDA\u202e ") == visible_form("ada") == "ada"
    assert visible_form("Zoë") != visible_form("Zoe")
    assert visible_form("Ｚｏë") == visible_form("zoë")  # full-width letters look the same
