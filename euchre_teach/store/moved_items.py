"""Item keys the course has moved: a saved answer or review card keeps its history when its
question moves to another lesson.

Release 0.3 moved round 1's rules (who speaks first, where the upcard goes, the dealer's
discard, no other suit in round 1) from lesson 4 to lesson 3: quiz keys ``L4/1`` to
``L4/5`` became ``L3/7`` to ``L3/11``. Lesson 4 kept ``L4/6`` and ``L4/7`` and numbers its
new questions from ``L4/8``, so an old key never names a new question. Three places apply
:data:`MOVED`: the named migration of a SQLite file or PostgreSQL database
(:func:`migration_script`), an import of an older export, and the static edition's record
in the browser (both :func:`move_rows`). Pure Python: the browser imports it.

>>> rows = move_rows({"answer": [{"lesson": 4, "item": "L4/2", "correct": 1}],
...                   "review": [{"item": "L4/7", "state": "{}"}]})
>>> rows["answer"], rows["review"]
([{'lesson': 3, 'item': 'L3/8', 'correct': 1}], [{'item': 'L4/7', 'state': '{}'}])
"""

from __future__ import annotations

from collections.abc import MutableMapping
from typing import Any

__all__ = ["MOVED", "MOVED_TABLES", "migration_script", "move_rows"]

MOVED: dict[str, tuple[str, int]] = {
    f"L4/{n}": (f"L3/{n + 6}", 3) for n in range(1, 6)
}  # fmt: skip
"""Each moved key: its new key and the lesson it now belongs to."""

MOVED_TABLES: dict[str, bool] = {"answer": True, "review": False, "schedule": True}
"""The tables whose rows name an item, and whether the row also names its lesson."""


def migration_script() -> str:
    """The SQL that renames moved keys in a database (SQLite and PostgreSQL alike)."""
    statements = []
    for old, (new, lesson) in MOVED.items():
        for table, has_lesson in MOVED_TABLES.items():
            also = f", lesson = {lesson}" if has_lesson else ""
            statements.append(f"UPDATE {table} SET item = '{new}'{also} WHERE item = '{old}'")
    return ";\n".join(statements) + ";"


def move_rows(tables: MutableMapping[str, Any]) -> MutableMapping[str, Any]:
    """Rename moved keys in a progress export's rows (in place, and returned)."""
    for table, has_lesson in MOVED_TABLES.items():
        for row in tables.get(table) or []:
            if isinstance(row, dict) and row.get("item") in MOVED:
                row["item"], lesson = MOVED[row["item"]]
                if has_lesson:
                    row["lesson"] = lesson
    return tables
