"""The teacher's pages, behind the teacher code (see :mod:`euchre_teach.store.classroom`).

- ``/teacher``: the dashboard of one class (or everyone): the live view (refreshing by
  itself), progress by lesson, the most-missed questions with their answers, notices;
  ``/teacher/live`` is the live view alone, fetched every few seconds by the dashboard.
- ``/teacher.csv``, ``/teacher/export.json`` and ``/teacher/import``: the table as CSV, and
  the whole store as JSON, out and back in; ``/teacher/backup`` copies the progress file.
- ``/teacher/open-lesson`` gets a lesson's tables ready before the class opens it (warm
  kernels, see :mod:`webapp.classpool`), or stops doing so;
- ``/teacher/classes`` opens, archives and restores classes; ``/teacher/learner`` renames,
  moves, merges, resets or deletes one learner.

A right code gives the browser a signed cookie (valid :data:`TEACHER_HOURS` hours) that
names no code; wrong codes are slowed down per client by :class:`GuessBrake`.
"""

from __future__ import annotations

__all__ = ["ROUTES", "describe_item", "spreadsheet_safe"]

import csv
import errno
import functools
import hashlib
import hmac
import io
import json
import time
import unicodedata
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import tornado.httputil
import tornado.web

from euchre_teach.course import drills, mastery, quizzes
from euchre_teach.course.catalogue import LESSONS
from euchre_teach.course.drills import TRAP_TYPES
from euchre_teach.store.classroom import normalise_code
from euchre_teach.store.progress import MAX_NAME_LENGTH
from euchre_teach.store.roster import STUCK_MISSES, ClassRoom, LiveRow
from webapp.limits import IMPORT_LIMIT
from webapp.pages import SiteHandler

TEACHER_COOKIE = "euchre_teacher"
TEACHER_HOURS = 12
LIVE_SECONDS = 5
"""How often the dashboard's live view refreshes itself."""
PRINT_ROWS = 25
"""Learners per printed landscape page."""

DONE = {
    "renamed": "Name changed.", "moved": "Learner moved.", "reset": "Progress cleared.",
    "deleted": "Learner deleted.", "merged": "Records merged.", "opened": "Class opened.",
    "archived": "Class archived.", "restored": "Class restored.",
    "tables": "The tables are being set up, one after another: the line under "
              "“Before the class opens a lesson” says how many are ready.",
    "tables-stopped": "No more tables are being set up ahead.",
    "renamed-short": f"Name changed, and shortened to fit ({MAX_NAME_LENGTH} characters at most,"
                     " fewer if they are long emoji).",
}  # fmt: skip
"""The words ``/teacher?done=`` can show: the dashboard's own, by code."""


@functools.cache
def describe_item(key: str) -> tuple[str, str]:
    """A question as the teacher reads it: (its text, its right answer), from its key.

    >>> describe_item("L1/1")
    ('How many cards are in a Euchre deck?', '24')
    >>> describe_item("L3/99")
    ('A question no longer in the course (L3/99)', '')
    """
    try:
        if key.startswith("L") and "/" in key and key[1:].split("/")[0].isdigit():
            item = next(i for i in quizzes.quiz(int(key[1:].split("/")[0])) if i.key == key)
        else:
            item = drills.item(key)
    except (KeyError, ValueError, StopIteration):
        return f"A question no longer in the course ({key})", ""
    return item.prompt, ", ".join(o.label for o in item.options if o.correct)


def spreadsheet_safe(text: str) -> str:
    """A CSV cell a spreadsheet will not run as a formula: NFKC-normalised (a full-width equals sign
    becomes =), then quoted with a ' if it starts with = + - @ | a tab or a return.

    >>> [spreadsheet_safe(t) for t in ("Ada", "=1+1", "\\uff1dcmd", "|calc", "\\tx")]
    ['Ada', "'=1+1", "'=cmd", "'|calc", "'\\tx"]
    """
    text = unicodedata.normalize("NFKC", text)
    return "'" + text if text[:1] in ("=", "+", "-", "@", "|", "\t", "\r") else text


def _ago(at: float | None, now: float) -> str:
    if at is None:
        return "not yet"
    seconds = max(0, int(now - at))
    if seconds < 60:
        return "just now"
    if seconds < 3600:
        return f"{seconds // 60} min ago"
    if seconds < 86400:
        return f"{seconds // 3600} h ago"
    return time.strftime("%d %b", time.localtime(at))


class TeacherPage(SiteHandler):
    """Shared by the teacher's pages: the code check and the class being looked at."""

    shows_store_reason = True

    def fingerprint(self) -> str:
        code = normalise_code(self.euchre.teacher_code).encode()
        return hashlib.sha256(b"euchre-teacher:" + code).hexdigest()[:32]

    def allowed(self) -> bool:
        raw = self.get_cookie(TEACHER_COOKIE)
        if not raw:
            return False
        value = tornado.web.decode_signed_value(
            self.euchre.signing_key, TEACHER_COOKIE, raw, max_age_days=TEACHER_HOURS / 24
        )
        return value is not None and hmac.compare_digest(value.decode(), self.fingerprint())

    async def prepare(self) -> None:  # type: ignore[override]
        await super().prepare()
        if self._finished:  # not signed in to the hub: sent to its login
            return
        if self.euchre.hub:
            self.hub_teachers_only()
            return
        if not self.allowed() and not (self.request.method == "POST" and self.path_is_login()):
            if self.request.method == "GET" and self.request.path.endswith("/teacher"):
                self.page("teacher_code.html", 401, wrong="", wait=0)
                return
            raise tornado.web.HTTPError(403)

    def hub_teachers_only(self) -> None:
        """Under JupyterHub: hub admins and the teachers' group in, everyone else refused
        with a page that says who may open the dashboard (there is no teacher code)."""
        from webapp.hub import hub_user, is_teacher

        if is_teacher(hub_user(self), self.euchre.hub_teacher_group):
            if self.request.method == "POST" and self.path_is_login():
                raise tornado.web.HTTPError(404)  # no teacher code to type
            return
        if self.request.method == "GET" and self.request.path.endswith("/teacher"):
            self.page("teacher_refused.html", 403, group=self.euchre.hub_teacher_group)
            return
        raise tornado.web.HTTPError(403)

    def path_is_login(self) -> bool:
        return self.request.path.rstrip("/").endswith("/teacher")

    def chosen_class(self, argument: str = "class") -> ClassRoom | None:
        text = self.get_argument(argument, "")
        return self.roster.class_room(int(text)) if text.isdigit() else None

    def back(self, done: str, chosen: ClassRoom | None) -> None:
        query = {"done": done, **({"class": str(chosen.id)} if chosen else {})}
        self.redirect(f"{self.base_url}teacher?{urlencode(query)}")


class DashboardHandler(TeacherPage):
    """The dashboard (GET) and the teacher code form (POST)."""

    def get(self) -> None:
        not_saving = self.store.cannot_write()  # first: a store that is away says so now
        chosen = self.chosen_class()
        roster = self.roster
        learners = roster.learners(chosen.id if chosen else None)
        table = [(who, self.store.lesson_progress(who.id, mastery.quiz_keys)) for who in learners]
        most = roster.most_missed(learners)
        lesson_of = roster.lessons_of([key for key, _, _ in most])
        titles = {e.number: f"{e.number}. {e.title}" for e in LESSONS}
        missed = [(describe_item(key), titles.get(lesson_of.get(key, 0), ""), wrong, total)
                  for key, wrong, total in most]  # fmt: skip
        traps = [(TRAP_TYPES.get(kind, f"type {kind}"), wrong, total)
                 for kind, wrong, total in roster.missed_trap_types(learners)]  # fmt: skip
        moved = self.store.moved_aside
        chosen_size = len(learners) if chosen else 0
        self.page(
            "teacher.html", chosen=chosen, classes=roster.classes(archived=True),
            table=table, lessons=LESSONS, missed=missed, traps=traps,
            duplicates=roster.duplicate_names(learners), live=self.live_rows(learners),
            moved_aside=str(moved) if moved else "",
            # On PostgreSQL the database server's backups count, which the course cannot see
            backup_due=self.store.path is not None and roster.backup_due(),
            done=DONE.get(self.get_argument("done", ""), ""), print_rows=PRINT_ROWS,
            live_seconds=LIVE_SECONDS, stuck_misses=STUCK_MISSES,
            backup_note=self.get_argument("backup", "") == "1",
            standing={who.id: mastery.learner_mastery(self.store, who.id) for who in learners},
            class_size=min(chosen_size or self.euchre.max_kernels, self.euchre.max_kernels),
            openings=self.openings(), max_kernels=self.euchre.max_kernels,
            not_saving=not_saving,
        )  # fmt: skip

    def openings(self) -> list[dict[str, Any]]:
        """The lessons being set up for the class, with their titles."""
        titles = {e.notebook: f"{e.number}. {e.title}" for e in LESSONS}
        manager = self.euchre.kernel_manager
        found = manager.class_status() if hasattr(manager, "class_status") else []
        return [{**row, "title": titles.get(row["notebook"], row["notebook"])} for row in found]

    def live_rows(self, learners: list[Any]) -> list[dict[str, Any]]:
        now = time.time()
        titles = {e.number: f"{e.number}. {e.title}" for e in LESSONS}
        rows: list[LiveRow] = self.roster.live(learners)
        rows.sort(key=lambda r: -(r.last_seen or 0))
        return [{
            "name": row.learner.name, "lesson": titles.get(row.lesson or 0, "—"),
            "seen": _ago(row.last_seen, now),
            "active": row.last_seen is not None and now - row.last_seen < 300,
            "misses": row.misses, "item_misses": row.item_misses,
            "stuck": describe_item(row.stuck_item)[0] if row.stuck_item else "",
        } for row in rows]  # fmt: skip

    def post(self) -> None:
        brake = self.euchre.brake
        now = time.monotonic()
        wait = brake.wait(self.client(), now)
        if wait > 0:
            self.page("teacher_code.html", 429, wrong="", wait=int(wait) + 1)
            return
        code = normalise_code(self.get_body_argument("code", "")).encode()
        if not hmac.compare_digest(code, normalise_code(self.euchre.teacher_code).encode()):
            wait = brake.wrong(self.client(), now)
            self.page("teacher_code.html", 403, wrong="yes", wait=int(wait + 0.999))
            return
        brake.right(self.client())
        value = tornado.web.create_signed_value(
            self.euchre.signing_key, TEACHER_COOKIE, self.fingerprint()
        )
        self.set_cookie(TEACHER_COOKIE, value.decode(), httponly=True, samesite="Strict",
                        expires_days=TEACHER_HOURS / 24)  # fmt: skip
        self.redirect(f"{self.base_url}teacher")


class LiveHandler(DashboardHandler):
    """The live view alone (an HTML fragment), for the dashboard to refresh itself."""

    def get(self) -> None:
        chosen = self.chosen_class()
        not_saving = self.store.cannot_write()
        learners = self.roster.learners(chosen.id if chosen else None)
        self.page("teacher_live.html", live=self.live_rows(learners),
                  stuck_misses=STUCK_MISSES, not_saving=not_saving)  # fmt: skip


class CsvHandler(TeacherPage):
    """The dashboard's table as CSV: one row per learner and lesson with any progress."""

    def get(self) -> None:
        chosen = self.chosen_class()
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(["learner", "class", "lesson", "title", "done", "quiz_right",
                         "quiz_answers", "streak", "hands_played", "mastery"])  # fmt: skip
        class_name = chosen.name if chosen else ""
        names = {room.id: room.name for room in self.roster.classes(archived=True)}
        for who in self.roster.learners(chosen.id if chosen else None):
            in_class = class_name or names.get(self.roster.class_of(who.id) or 0, "")
            hands = self.store.hands_played(who.id)
            standing = mastery.learner_mastery(self.store, who.id)
            progress = self.store.lesson_progress(who.id, mastery.quiz_keys)
            for number, mine in sorted(progress.items()):
                title = next((e.title for e in LESSONS if e.number == number), "")
                writer.writerow([
                    spreadsheet_safe(who.name), spreadsheet_safe(in_class), number,
                    spreadsheet_safe(title), "yes" if mine.done else "no", mine.quiz_correct,
                    mine.quiz_total, mine.streak, hands,
                    standing[number].status if number in standing else "",
                ])  # fmt: skip
        slug = "".join(ch if ch.isalnum() else "-" for ch in class_name.lower()).strip("-")
        name = f"class-progress-{slug}.csv" if slug and slug.isascii() else "class-progress.csv"
        self.set_header("Content-Type", "text/csv; charset=utf-8")
        self.set_header("Content-Disposition", f'attachment; filename="{name}"')
        self.finish(out.getvalue())


class ExportHandler(TeacherPage):
    """Every class and learner as one JSON file."""

    def get(self) -> None:
        stamp = time.strftime("%Y%m%d-%H%M")
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.set_header("Content-Disposition",
                        f'attachment; filename="euchre-teach-{stamp}.json"')  # fmt: skip
        self.finish(json.dumps(self.roster.export_all(), ensure_ascii=False, indent=1))


@tornado.web.stream_request_body
class ImportHandler(TeacherPage):
    """Learners and classes from an exported JSON file (added, or replacing the same ids).

    The file may be larger than other forms (:data:`webapp.limits.IMPORT_LIMIT`): its body
    is taken as it arrives, only from a teacher, and read as a form once complete (the
    form's XSRF token is in it, so that check waits for it too)."""

    _form_read = False
    _refused: tornado.web.HTTPError | None = None

    async def prepare(self) -> None:  # type: ignore[override]
        self._chunks: list[bytes] = []
        self.request.connection.set_max_body_size(IMPORT_LIMIT)
        try:
            await super().prepare()  # the teacher's cookie
        except tornado.web.HTTPError as refused:
            # Answered once the body is read (and thrown away): tornado closes a connection
            # answered before, and the browser, still sending, shows "connection reset".
            self._refused = refused

    def data_received(self, chunk: bytes) -> None:
        if not self._finished and self._refused is None:  # a refused body is not kept
            self._chunks.append(chunk)

    def check_xsrf_cookie(self) -> None:
        if self._form_read:  # until then the token has not arrived
            super().check_xsrf_cookie()

    def read_form(self) -> None:
        request = self.request
        request.body = b"".join(self._chunks)
        self._chunks = []
        tornado.httputil.parse_body_arguments(
            request.headers.get("Content-Type", ""), request.body, request.body_arguments,
            request.files, request.headers,
        )  # fmt: skip
        for name, values in request.body_arguments.items():
            request.arguments.setdefault(name, []).extend(values)
        self._form_read = True
        self.check_xsrf_cookie()

    def post(self) -> None:
        if self._refused is not None:
            raise self._refused
        self.read_form()
        files = self.request.files.get("file", [])
        try:
            if not files:
                raise ValueError("Choose the .json file to import first.")
            try:
                data = json.loads(files[0]["body"].decode("utf-8"))
            except (UnicodeDecodeError, json.JSONDecodeError):
                raise ValueError(f"“{files[0]['filename']}” is not a JSON file.") from None
            except RecursionError:  # [[[[…]]]]: deeper than any export, and than Python goes
                raise ValueError(f"“{files[0]['filename']}” is nested too deeply to be a class "
                                 "export: nothing was imported.") from None  # fmt: skip
            count = self.roster.import_all(data)
        except ValueError as problem:
            self.page("teacher_done.html", 400, problem=str(problem))
            return
        self.page("teacher_done.html", message=f"Imported {count} learners.")


class BackupHandler(TeacherPage):
    """A copy of the progress file in the data folder's ``backups``."""

    def post(self) -> None:
        folder = Path(self.euchre.data_dir) / "backups"
        target = folder / f"progress-{time.strftime('%Y%m%d-%H%M%S')}.sqlite3"
        try:
            self.roster.backup(target)
        except OSError as error:  # nothing of the copy is left (see the store's copy_into)
            self.log.error("Backup to %s failed: %s", target, error)
            full = error.errno == errno.ENOSPC
            why = ("the disk is full: free some space on this computer, then back up again"
                   if full else str(error.strerror or error))  # fmt: skip
            problem = f"The backup could not be written to {target}: {why}."
            self.page("teacher_done.html", 507 if full else 500, problem=problem)
            return
        self.page("teacher_done.html", message=f"Backup written to {target}.")


class ClassesHandler(TeacherPage):
    """Open a class by name, archive one, or bring one back."""

    def post(self) -> None:
        action = self.get_body_argument("action", "")
        if action == "open":
            try:
                opened = self.roster.open_class(self.get_body_argument("name", ""))
            except ValueError:
                self.page("teacher_done.html", 400, problem="Type a name for the class.")
                return
            self.back("opened", opened)
            return
        chosen = self.chosen_class("id") if action in ("archive", "restore") else None
        if chosen is None:
            raise tornado.web.HTTPError(400)
        self.roster.archive_class(chosen.id, archived=action == "archive")
        self.back("archived" if action == "archive" else "restored", None)


class OpenLessonHandler(TeacherPage):
    """Get a lesson's tables ready for the class (warm kernels), or stop."""

    def post(self) -> None:
        manager = self.euchre.kernel_manager
        if not hasattr(manager, "open_for_class"):
            problem = ("This server was started without warm kernels (--preheat_kernel), so it "
                       "cannot set tables up ahead.")
            self.page("teacher_done.html", 400, problem=problem)
            return
        notebook = self.get_body_argument("lesson", "")
        if notebook not in {e.notebook for e in LESSONS} or not (
                Path(self.euchre.root_dir) / notebook).is_file():  # fmt: skip
            raise tornado.web.HTTPError(400)
        if self.get_body_argument("action", "open") == "stop":
            manager.close_for_class(notebook)
            self.back("tables-stopped", self.chosen_class())
            return
        text = self.get_body_argument("learners", "").strip()
        if not text.isdigit() or not 1 <= int(text) <= self.euchre.max_kernels:
            problem = (f"“{text[:20]}” is not a number of learners from 1 to "
                       f"{self.euchre.max_kernels} (the room's size).")
            self.page("teacher_done.html", 400, problem=problem)
            return
        manager.open_for_class(notebook, int(text))
        self.back("tables", self.chosen_class())


ROUTES: list[tuple[str, type[tornado.web.RequestHandler]]] = [
    (r"/teacher", DashboardHandler),
    (r"/teacher/live", LiveHandler),
    (r"/teacher\.csv", CsvHandler),
    (r"/teacher/export\.json", ExportHandler),
    (r"/teacher/import", ImportHandler),
    (r"/teacher/backup", BackupHandler),
    (r"/teacher/classes", ClassesHandler),
    (r"/teacher/open-lesson", OpenLessonHandler),
]
"""The teacher's pages (and :data:`webapp.manage.ROUTES`: one learner's)."""
