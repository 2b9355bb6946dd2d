"""What the course has moved: a saved answer, review card, finished lesson or game keeps its
history when its question or lesson moves.

Each move (:data:`MOVES`) has a name, the item keys it renames (each with the lesson the
item now belongs to) and the lessons it renumbers. Release 0.3 moved round 1's rules from
lesson 4 to lesson 3: quiz keys ``L4/1`` to ``L4/5`` became ``L3/7`` to ``L3/11``, and
lesson 4 numbers its new questions from ``L4/8``, so an old key never names a new
question. Splitting the strategy lesson in two (bidding and going alone; card play and
defence) put a new lesson 12 after lesson 11: the drill, the game and Buck Euchre became
lessons 13, 14 and 15, their quiz keys following (``L13/n`` to ``L14/n``, ``L14/n`` to
``L15/n``), and lesson 11's plays (``L11/5`` to ``L11/9``) became lesson 12's ``L12/1``
to ``L12/5``. A learner who had finished the old lesson 11 read both halves: lesson 12
counts as finished too. Teaching the play before the bidding put following suit and
winning tricks (lessons 7 and 8) right after trump and the bowers, as lessons 3 and 4, and
moved dealing, the two rounds of bidding and going alone (lessons 3 to 6) on to lessons 5
to 8, their quiz keys with them (``L7/n`` to ``L3/n``, ``L3/n`` to ``L5/n``, ...). That
move is a cycle, so it is made all at once: a key or lesson it renames is never renamed
again by the same move.

Three places apply the moves: the named migrations of a SQLite file or PostgreSQL
database (:func:`migration_script`, one migration per move), an import of an older export,
and the static edition's record in the browser (both :func:`move_rows`: a record names the
moves it has had in ``"moved"``, and one without that list has had none). Pure Python: the
browser imports it.

>>> rows = move_rows({"answer": [{"lesson": 4, "item": "L4/2", "correct": 1},
...                              {"lesson": 14, "item": "L14/3", "correct": 0},
...                              {"lesson": 7, "item": "L7/7", "correct": 1}],
...                   "review": [{"item": "L4/7", "state": "{}"}],
...                   "lesson_done": [{"lesson": 11, "at": 5.0}, {"lesson": 12, "at": 6.0}]})
>>> rows["answer"][:2]  # round 1's rules, lesson 3's then, are lesson 5's now
[{'lesson': 5, 'item': 'L5/8', 'correct': 1}, {'lesson': 15, 'item': 'L15/3', 'correct': 0}]
>>> rows["answer"][2], rows["review"]  # following suit is lesson 3; the count lesson 6
({'lesson': 3, 'item': 'L3/7', 'correct': 1}, [{'item': 'L6/7', 'state': '{}'}])
>>> rows["lesson_done"]  # the drill is lesson 13; lesson 11 finished counts lesson 12 too
[{'lesson': 11, 'at': 5.0}, {'lesson': 13, 'at': 6.0}, {'lesson': 12, 'at': 5.0}]
>>> [row["item"] for row in move_rows(rows)["answer"]]  # a record moves once
['L5/8', 'L15/3', 'L3/7']
"""

from __future__ import annotations

import dataclasses
from collections.abc import MutableMapping
from typing import Any

__all__ = ["LESSON_TABLES", "MOVED_TABLES", "MOVES", "Move", "migration_script", "move_rows"]


@dataclasses.dataclass(frozen=True)
class Move:
    """One move: its name, the item keys it renames (old key: new key and its lesson), the
    lessons it renumbers (old: new), the items that keep their keys but change lesson (key
    prefix: the old lesson and the new), and the lessons whose "finished" marks it copies
    (finished old lesson: a new lesson counted finished too)."""

    name: str
    items: dict[str, tuple[str, int]]
    lessons: dict[int, int] = dataclasses.field(default_factory=dict)
    regrouped: dict[str, tuple[int, int]] = dataclasses.field(default_factory=dict)
    finished_also: dict[int, int] = dataclasses.field(default_factory=dict)



def _split_keys() -> dict[str, tuple[str, int]]:
    # Buck Euchre's keys first, then the game's: a key freed is never renamed twice.
    keys = {f"L14/{n}": (f"L15/{n}", 15) for n in range(1, 41)}
    keys.update({f"L13/{n}": (f"L14/{n}", 14) for n in range(1, 41)})
    keys.update({f"L11/{n}": (f"L12/{n - 4}", 12) for n in range(5, 10)})
    return keys


PLAY_BEFORE_BIDDING = {3: 5, 4: 6, 5: 7, 6: 8, 7: 3, 8: 4}
"""The third move's lessons, old: new: following suit and winning tricks first."""


def _play_first_keys() -> dict[str, tuple[str, int]]:
    return {f"L{old}/{n}": (f"L{new}/{n}", new)
            for old, new in PLAY_BEFORE_BIDDING.items() for n in range(1, 41)}  # fmt: skip


MOVES: tuple[Move, ...] = (
    Move("round-1-rules-to-lesson-3", {f"L4/{n}": (f"L3/{n + 6}", 3) for n in range(1, 6)}),
    Move("strategy-split-into-lessons-11-and-12", _split_keys(),
         lessons={12: 13, 13: 14, 14: 15}, regrouped={"defence": (11, 12)},
         finished_also={11: 12}),
    Move("play-before-bidding", _play_first_keys(), lessons=dict(PLAY_BEFORE_BIDDING)),
)  # fmt: skip
"""Every move, oldest first. Keys ``L13/n`` and ``L14/n`` are moved for n up to 40: more
than either quiz or its practice ever numbered; so are ``L3/n`` to ``L8/n`` in the third
move (the highest ever used, ``L6/15``; lesson 3's ``L3/7`` to ``L3/11`` are the first
move's targets). The defence practice (``defence-set/N``, ``defence/N``) went to lesson 12
with the rest of the card play. The practice items that carry no lesson in their key
(``bidding-set/N``, ``bidding/N``, ``bid/N``, ``trap1/21``, ``trick/11``...) keep their
keys: their rows follow their lesson's new number."""

MOVED_TABLES: dict[str, bool] = {"answer": True, "review": False, "schedule": True}
"""The tables whose rows name an item, and whether the row also names its lesson."""
LESSON_TABLES = ("lesson_done", "visit", "answer", "schedule", "game")
"""The tables whose rows name a lesson."""


_PARKED = "~"
"""Marks an item key renamed but not yet final inside one migration (no key starts so)."""


def migration_script(move: Move) -> str:
    """The SQL that makes one move in a database (SQLite and PostgreSQL alike), all at once
    for each table, so that a cycle (lesson 3 to 5, 7 to 3) renames nothing twice and no
    row's new key meets a row not yet moved: the lessons are parked at their new numbers
    negated, then turned positive; the item keys are parked at their new key marked
    ``~``, then unmarked; then the regrouped items and the finished marks.

    >>> swap = Move("swap", {"L1/1": ("L2/1", 2), "L2/1": ("L1/1", 1)}, lessons={1: 2, 2: 1})
    >>> migration_script(swap).splitlines()[0]
    'UPDATE lesson_done SET lesson = CASE lesson WHEN 1 THEN -2 WHEN 2 THEN -1 END WHERE lesson IN (1, 2);'
    """  # noqa: E501
    statements = []
    if move.lessons:
        cases = " ".join(f"WHEN {old} THEN {-new}" for old, new in move.lessons.items())
        olds = ", ".join(str(old) for old in move.lessons)
        for table in LESSON_TABLES:
            statements.append(f"UPDATE {table} SET lesson = CASE lesson {cases} END "
                              f"WHERE lesson IN ({olds})")  # fmt: skip
        statements += [f"UPDATE {table} SET lesson = -lesson WHERE lesson < 0"
                       for table in LESSON_TABLES]  # fmt: skip
    if move.items:
        keys = ", ".join(f"'{old}'" for old in move.items)
        names = " ".join(f"WHEN '{old}' THEN '{_PARKED}{new}'"
                         for old, (new, _) in move.items.items())  # fmt: skip
        lessons = " ".join(f"WHEN '{old}' THEN {lesson}"
                           for old, (_, lesson) in move.items.items())  # fmt: skip
        for table, has_lesson in MOVED_TABLES.items():
            also = f", lesson = CASE item {lessons} END" if has_lesson else ""
            statements.append(f"UPDATE {table} SET item = CASE item {names} END{also} "
                              f"WHERE item IN ({keys})")
        statements += [f"UPDATE {table} SET item = substr(item, {len(_PARKED) + 1}) "
                       f"WHERE item LIKE '{_PARKED}%'" for table in MOVED_TABLES]  # fmt: skip
    for prefix, (was, now) in move.regrouped.items():
        for table in (t for t, has_lesson in MOVED_TABLES.items() if has_lesson):
            statements.append(f"UPDATE {table} SET lesson = {now} "
                              f"WHERE lesson = {was} AND item LIKE '{prefix}%'")
    for done, also_done in move.finished_also.items():
        statements.append(
            f"INSERT INTO lesson_done (learner, lesson, at) SELECT learner, {also_done}, at "
            f"FROM lesson_done WHERE lesson = {done} ON CONFLICT DO NOTHING")
    return ";\n".join(statements) + ";"


def move_rows(tables: MutableMapping[str, Any]) -> MutableMapping[str, Any]:
    """Make the moves a progress export or browser record has not had (in place, and
    returned), and mark it as having had them all."""
    had = tables.get("moved")
    had = set(had) if isinstance(had, list) else set()
    for move in MOVES:
        if move.name not in had:
            _move(tables, move)
    tables["moved"] = [move.name for move in MOVES]
    return tables


def _move(tables: MutableMapping[str, Any], move: Move) -> None:
    renumber = dict(move.lessons)
    for table in LESSON_TABLES:
        for row in tables.get(table) or []:
            if isinstance(row, dict) and row.get("lesson") in renumber:
                row["lesson"] = renumber[row["lesson"]]
    for table, has_lesson in MOVED_TABLES.items():
        for row in tables.get(table) or []:
            if isinstance(row, dict) and row.get("item") in move.items:
                row["item"], lesson = move.items[row["item"]]
                if has_lesson:
                    row["lesson"] = lesson
            elif isinstance(row, dict) and has_lesson:
                for prefix, (was, now) in move.regrouped.items():
                    if row.get("lesson") == was and str(row.get("item", "")).startswith(prefix):
                        row["lesson"] = now
    done = tables.get("lesson_done")
    if isinstance(done, list):
        finished = {row.get("lesson"): row for row in done if isinstance(row, dict)}
        for old, new in move.finished_also.items():
            if old in finished and new not in finished:
                done.append({**finished[old], "lesson": new})
