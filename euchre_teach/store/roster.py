"""The teacher's side of the progress file: classes, managing learners, the live view, resume
codes, backups and the whole class as JSON.

>>> import tempfile, pathlib
>>> store = ProgressStore(pathlib.Path(tempfile.mkdtemp()) / "progress.sqlite3")
>>> roster = Roster(store)
>>> tuesday = roster.open_class("Tuesday club")
>>> ada = store.new_learner("Ada")
>>> roster.join_class(ada.id, tuesday.id)
>>> [who.name for who in roster.learners(tuesday.id)]
['Ada']
>>> code = roster.resume_code(ada.id)
>>> roster.learner_by_resume(code.lower().replace("-", " ")).name
'Ada'
"""

from __future__ import annotations

__all__ = ["BACKUP_DUE_DAYS", "STUCK_MISSES", "ClassRoom", "LiveRow", "Roster"]

import dataclasses
import re
import secrets
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from euchre_teach.store.backend import retried
from euchre_teach.store.learners import HUB_STAFF_FUNCTION, visible_form
from euchre_teach.store.progress import EXPORT_FORMAT, Learner, ProgressStore, clean_name
from euchre_teach.store.schema import COLUMNS, KEYS, upsert

STUCK_MISSES = 3
"""Misses in a row in one lesson that make the live view say a learner is stuck."""
BACKUP_DUE_DAYS = 7
"""The dashboard asks for a backup when the last one is older than this (or there is none)."""
RESUME_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I/L: read aloud, typed
RESUME_LENGTH = 8  # 31**8: about 40 bits, behind the guess brake
CLASS_EXPORT = EXPORT_FORMAT + "-class"


@dataclasses.dataclass(frozen=True)
class ClassRoom:
    """A class a teacher opened ("Tuesday club"); learners join it from the home page."""

    id: int
    name: str
    archived: bool
    learners: int


@dataclasses.dataclass(frozen=True)
class LiveRow:
    """One learner as the live view shows them."""

    learner: Learner
    lesson: int | None
    """The lesson they opened last."""
    last_seen: float | None
    """The time of their last visit, answer or hand."""
    misses: int
    """Wrong answers in a row at the end, in that lesson."""
    stuck_item: str | None
    """The item of their last miss when ``misses`` reaches :data:`STUCK_MISSES`, or the item
    they missed :data:`STUCK_MISSES` times or more since they last got it right (a learner
    who fails one question again and again, with right answers to others between)."""
    item_misses: int = 0
    """How often they missed ``stuck_item`` since they last got it right."""


class Roster:
    """Classes and learners as the teacher manages them, over one :class:`ProgressStore`."""

    def __init__(self, store: ProgressStore) -> None:
        self.store = store

    # ------------------------------------------------------------------ classes

    @retried
    def open_class(self, name: str) -> ClassRoom:
        """The class of that name (made now if there is none; reopened if archived)."""
        name = clean_name(name)
        with self.store.transaction() as db:
            row = db.execute("SELECT id FROM class WHERE name = ?", (name,)).fetchone()
            if row is None:
                class_id = int(db.execute(
                    "INSERT INTO class (name, created) VALUES (?, ?) RETURNING id",
                    (name, time.time())).fetchone()[0])  # fmt: skip
            else:
                class_id = int(row[0])
                db.execute("UPDATE class SET archived = NULL WHERE id = ?", (class_id,))
        found = self.class_room(class_id)
        assert found is not None
        return found

    def class_room(self, class_id: int) -> ClassRoom | None:
        """The class with this id, or None."""
        return next((c for c in self.classes(archived=True) if c.id == class_id), None)

    def classes(self, *, archived: bool = False) -> list[ClassRoom]:
        """Classes by name; archived ones only if asked."""
        rows = self.store.db.execute(
            "SELECT c.id, c.name, c.archived IS NOT NULL, COUNT(l.id) FROM class c "
            "LEFT JOIN learner l ON l.class_id = c.id GROUP BY c.id, c.name, c.archived "
            "ORDER BY c.name"
        ).fetchall()
        return [ClassRoom(int(r[0]), r[1], bool(r[2]), int(r[3]))
                for r in rows if archived or not r[2]]  # fmt: skip

    @retried
    def archive_class(self, class_id: int, archived: bool = True) -> None:
        """Hide a class from the home page's list (its learners and progress stay)."""
        with self.store.transaction() as db:
            db.execute("UPDATE class SET archived = ? WHERE id = ?",
                       (time.time() if archived else None, class_id))  # fmt: skip

    @retried
    def join_class(self, learner_id: str, class_id: int | None) -> None:
        """Put a learner in a class (None: in none)."""
        with self.store.transaction() as db:
            db.execute("UPDATE learner SET class_id = ? WHERE id = ?", (class_id, learner_id))

    def class_of(self, learner_id: str) -> int | None:
        """The class a learner is in, if any."""
        row = self.store.db.execute("SELECT class_id FROM learner WHERE id = ?", (learner_id,))
        found = row.fetchone()
        return None if found is None or found[0] is None else int(found[0])

    def learners(self, class_id: int | None = None) -> list[Learner]:
        """The learners of one class, or every learner when ``class_id`` is None: not the
        hub's teachers and admins (:meth:`hub_staff`), whose records are theirs to try the
        course with."""
        staff = self.hub_staff()
        if class_id is None:
            return [who for who in self.store.learners() if who.id not in staff]
        rows = self.store.db.execute(
            "SELECT id FROM learner WHERE class_id = ? ORDER BY created, rowid", (class_id,)
        ).fetchall()
        return [who for (lid,) in rows
                if lid not in staff and (who := self.store.learner(lid)) is not None]  # fmt: skip

    def hub_staff(self) -> set[str]:
        """Under JupyterHub on PostgreSQL, the learner records of the hub's admins and
        teachers' group: the roles the hub made a teacher's (see
        :mod:`euchre_teach.store.hubroles`), as far as this connection may ask. Elsewhere
        (a SQLite file, a database no hub prepared) none."""
        if self.store.path is not None:
            return set()
        allowed = self.store.db.execute(
            "SELECT p.oid FROM pg_proc p WHERE p.oid = to_regprocedure(?) "
            "AND has_function_privilege(p.oid, 'EXECUTE')", (f"{HUB_STAFF_FUNCTION}()",)
        ).fetchone()  # fmt: skip
        if allowed is None:
            return set()
        rows = self.store.db.execute(f"SELECT * FROM {HUB_STAFF_FUNCTION}()").fetchall()
        return {str(row[0]) for row in rows}

    # ------------------------------------------------------------------ managing learners

    @retried
    def delete(self, learner_id: str) -> None:
        """Remove a learner and everything kept about them (a test or spam record)."""
        with self.store.transaction() as db:
            db.execute("DELETE FROM learner WHERE id = ?", (learner_id,))

    @retried
    def reset(self, learner_id: str) -> None:
        """Forget a learner's progress; their name, class and settings stay."""
        with self.store.transaction() as db:
            for table in COLUMNS:  # every table of a learner's rows
                db.execute(f"DELETE FROM {table} WHERE learner = ?", (learner_id,))

    @retried
    def merge(self, keep: str, other: str) -> None:
        """Move everything of learner ``other`` to learner ``keep``, then remove ``other``
        (one person who signed in on two devices). Where both have a lesson done or a
        drill review or a scheduled review item, ``keep``'s stays."""
        if keep == other:
            raise ValueError("Choose two different learners to merge.")
        with self.store.transaction() as db:
            for table in COLUMNS:
                if table in KEYS:  # keyed by (learner, lesson or item): keep's row stays
                    key = KEYS[table][1]
                    db.execute(f"UPDATE {table} SET learner = ? WHERE learner = ? AND {key} "
                               f"NOT IN (SELECT {key} FROM {table} WHERE learner = ?)",
                               (keep, other, keep))  # fmt: skip
                else:
                    db.execute(f"UPDATE {table} SET learner = ? WHERE learner = ?", (keep, other))
            db.execute("DELETE FROM learner WHERE id = ?", (other,))

    @staticmethod
    def duplicate_names(learners: list[Learner]) -> set[str]:
        """Ids of learners whose name another learner also has, as it shows (ignoring case,
        spaces and invisible characters: :func:`~euchre_teach.store.learners.visible_form`)."""
        seen: dict[str, list[str]] = {}
        for who in learners:
            seen.setdefault(visible_form(who.name), []).append(who.id)
        return {lid for ids in seen.values() if len(ids) > 1 for lid in ids}

    # ------------------------------------------------------------------ resume codes

    @retried
    def resume_code(self, learner_id: str) -> str:
        """The learner's resume code (``K7QM-2XPA``), made the first time it is asked for."""
        row = self.store.db.execute("SELECT resume FROM learner WHERE id = ?", (learner_id,))
        found = row.fetchone()
        if found is None:
            raise KeyError(f"no learner {learner_id!r}")
        if found[0]:
            return _spaced(found[0])
        code = "".join(secrets.choice(RESUME_ALPHABET) for _ in range(RESUME_LENGTH))
        with self.store.transaction() as db:  # two pages asking at once get the same code
            db.execute("UPDATE learner SET resume = ? WHERE id = ? AND resume IS NULL",
                       (code, learner_id))  # fmt: skip
            kept = db.execute("SELECT resume FROM learner WHERE id = ?", (learner_id,))
            return _spaced(str(kept.fetchone()[0]))

    def learner_by_resume(self, typed: str) -> Learner | None:
        """The learner whose resume code this is (case, spaces and dashes do not matter)."""
        code = re.sub(r"[^0-9A-Z]", "", typed.upper())
        if len(code) != RESUME_LENGTH:
            return None
        row = self.store.db.execute("SELECT id FROM learner WHERE resume = ?", (code,))
        found = row.fetchone()
        return None if found is None else self.store.learner(found[0])

    # ------------------------------------------------------------------ the live view

    def live(self, learners: list[Learner]) -> list[LiveRow]:
        """Where each learner is now: last lesson, last seen, misses in a row, stuck."""
        rows = []
        for who in learners:
            lesson = self.store.last_lesson(who.id)
            seen = self.store.db.execute(
                "SELECT MAX(at) FROM (SELECT MAX(at) AS at FROM visit WHERE learner = ? "
                "UNION ALL SELECT MAX(at) FROM answer WHERE learner = ? "
                "UNION ALL SELECT MAX(at) FROM hand WHERE learner = ?) AS seen",
                (who.id, who.id, who.id),
            ).fetchone()[0]  # fmt: skip
            misses, item, again = self._misses(who.id, lesson)
            rows.append(LiveRow(who, lesson, seen, misses, item, again))
        return rows

    def _misses(self, learner_id: str, lesson: int | None) -> tuple[int, str | None, int]:
        """Wrong answers in a row; the item they are stuck on, if any; its misses since they
        last got it right."""
        if lesson is None:
            return 0, None, 0
        recent = self.store.db.execute(
            "SELECT item, correct FROM answer WHERE learner = ? AND lesson = ? "
            "ORDER BY at DESC, rowid DESC LIMIT 50", (learner_id, lesson)
        ).fetchall()  # fmt: skip
        in_a_row = next((n for n, (_, correct) in enumerate(recent) if correct), len(recent))
        since_right: dict[str, int] = {}
        settled: set[str] = set()
        for item, correct in recent:  # newest first: count each item's misses to its last right
            if correct:
                settled.add(item)
            elif item not in settled:
                since_right[item] = since_right.get(item, 0) + 1
        if in_a_row >= STUCK_MISSES:
            return in_a_row, str(recent[0][0]), since_right.get(recent[0][0], 0)
        again = next((i for i, _ in recent if since_right.get(i, 0) >= STUCK_MISSES), None)
        return in_a_row, again, since_right.get(again, 0) if again else 0

    def most_missed(self, learners: list[Learner], limit: int = 10) -> list[tuple[str, int, int]]:
        """Among these learners: (item, times missed, times answered), most missed first."""
        return [(str(r[0]), int(r[1]), int(r[2])) for r in self._missed("item", learners, limit)]

    def lessons_of(self, items: list[str]) -> dict[str, int]:
        """The lesson each of these items was answered in."""
        if not items:
            return {}
        marks = ", ".join("?" for _ in items)
        rows = self.store.db.execute(
            f"SELECT item, MIN(lesson) FROM answer WHERE item IN ({marks}) GROUP BY item", items
        ).fetchall()
        return {str(item): int(lesson) for item, lesson in rows}

    def missed_trap_types(self, learners: list[Learner]) -> list[tuple[int, int, int]]:
        """Among these learners: (trap type, times missed, times answered)."""
        return [(int(r[0]), int(r[1]), int(r[2]))
                for r in self._missed("trap_type", learners, 20)]  # fmt: skip

    def _missed(self, column: str, learners: list[Learner], limit: int) -> list[Any]:
        ids = [who.id for who in learners]
        if not ids:
            return []
        marks = ", ".join("?" for _ in ids)
        return self.store.db.execute(
            f"SELECT {column}, SUM(1 - correct) AS missed, COUNT(*) FROM answer "
            f"WHERE learner IN ({marks}) AND {column} IS NOT NULL GROUP BY {column} "
            f"HAVING SUM(1 - correct) > 0 ORDER BY missed DESC, {column} LIMIT ?", (*ids, limit)
        ).fetchall()  # fmt: skip

    # ------------------------------------------------------------------ backups and notices

    def backup(self, target: Path) -> None:
        """A consistent copy of the store (see :meth:`ProgressStore.backup`), noted as the
        last backup."""
        self.store.backup(target)
        self._set("last_backup", str(time.time()))

    def backup_due(self, now: float | None = None) -> bool:
        """True when there is progress and no backup in :data:`BACKUP_DUE_DAYS` days."""
        if not self.store.db.execute("SELECT 1 FROM learner LIMIT 1").fetchone():
            return False
        last = self._get("last_backup")
        now = time.time() if now is None else now
        return last is None or now - float(last) > BACKUP_DUE_DAYS * 86400

    def _get(self, key: str) -> str | None:
        row = self.store.db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    @retried
    def _set(self, key: str, value: str) -> None:
        with self.store.transaction() as db:
            db.execute(upsert("meta", ("key", "value")), (key, value))

    # ------------------------------------------------------------------ JSON

    def export_all(self) -> dict[str, Any]:
        """Every class and learner, JSON-ready (import it with :meth:`import_all`)."""
        classes = {c.id: c.name for c in self.classes(archived=True)}
        learners = []
        for who in self.store.learners():
            data = self.store.export_learner(who.id)
            data["class"] = classes.get(self.class_of(who.id) or -1)
            learners.append(data)
        return {"format": CLASS_EXPORT, "classes": sorted(classes.values()),
                "learners": learners, "exported": time.time()}  # fmt: skip

    def import_all(self, data: Mapping[str, Any]) -> int:
        """Add (or replace) the learners and classes of an :meth:`export_all`; returns the
        number of learners. A ValueError says why a file is refused (nothing is changed)."""
        if not isinstance(data, Mapping) or data.get("format") != CLASS_EXPORT:
            raise ValueError("This file is not a euchre-teach class export (.json from the "
                             "dashboard's Download button).")  # fmt: skip
        people = data.get("learners")
        if not isinstance(people, list) or not all(isinstance(p, Mapping) for p in people):
            raise ValueError("This class export has no list of learners.")
        for person in people:  # checked before anything is written
            who = person.get("learner")
            if person.get("format") != EXPORT_FORMAT or not isinstance(who, Mapping) or not (
                    who.get("id") and who.get("name")):  # fmt: skip
                raise ValueError("A learner in this class export is incomplete; nothing was "
                                 "imported.")  # fmt: skip
        for person in people:
            learner = self.store.import_learner(person)
            if person.get("class"):
                self.join_class(learner.id, self.open_class(str(person["class"])).id)
        return len(people)


def _spaced(code: str) -> str:
    return f"{code[:4]}-{code[4:]}"
