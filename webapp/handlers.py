"""The site's own pages and the two Voila handlers it replaces.

- ``/``: the course home page (lessons in order, progress, "continue where you left off").
- ``/learner``: a learner gives a display name (POST); the id goes into a cookie.
- ``/settings``: rule variants, deck, computer players, animation speed.
- ``/teacher``: the teacher dashboard, behind the teacher code; ``/teacher.csv`` exports it.
- ``/euchre/api/status``: live kernel count, for the operator and the tests.
- :class:`LessonHandler` renders a lesson: it adds the learner to the URL, sets the
  ``_xsrf`` cookie (so the page's shutdown beacon passes the XSRF check and its kernel is
  shut down when the page closes) and refuses politely when the room is full.
- :class:`NoDelayKernelWebsocketHandler` turns Nagle's algorithm off on the kernel
  websocket: every widget round trip is ~3 ms instead of ~45 ms on loopback.
"""

from __future__ import annotations

__all__ = ["ROUTES", "LessonHandler", "NoDelayKernelWebsocketHandler", "lesson_links"]

import csv
import dataclasses
import hmac
import io
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlencode

import jinja2
import markupsafe
import tornado.web
from jupyter_server.base.handlers import JupyterHandler
from voila.tornado.handler import TornadoVoilaHandler
from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler

from euchre_teach.course import LESSONS, Lesson
from euchre_teach.drills import TRAP_TYPES
from euchre_teach.progress import (
    ANIMATION_SPEEDS,
    DIFFICULTIES,
    Learner,
    ProgressStore,
    Settings,
)
from euchre_teach.progress import clean_name as _clean_name
from webapp.kernel_guard import GuardedLessonPage, table_owner
from webapp.session import LEARNER_PARAMETER

COOKIE = "euchre_learner"
TEACHER_COOKIE = "euchre_teacher"
COOKIE_DAYS = 365
CLASS_DEAL_LESSON = "play_a_game"
"""The lesson that opens a numbered deal for the whole class (``?deal=N``)."""

_pages = jinja2.Environment(
    loader=jinja2.FileSystemLoader(Path(__file__).resolve().parent / "templates" / "site"),
    autoescape=True,  # names typed by learners are text, never HTML
    trim_blocks=True,
    lstrip_blocks=True,
)


def lesson_url(base_url: str, notebook: str) -> str:
    """A lesson's address in Voila: ``/voila/render/07_follow_suit.ipynb``."""
    return f"{base_url}voila/render/{quote(notebook)}"


def lesson_links(folder: Path) -> list[dict[str, Any]]:
    """The course's lessons present in ``folder``, in order, for the page template's links."""
    return [
        {"name": entry.notebook.removesuffix(".ipynb"), "notebook": entry.notebook,
         "title": f"{entry.number}. {entry.title}"}
        for entry in LESSONS if (folder / entry.notebook).is_file()
    ]  # fmt: skip


class SiteHandler(JupyterHandler):  # type: ignore[misc]
    """Shared by the site's pages: the store, the learner of this browser, rendering."""

    @property
    def euchre(self) -> Any:
        return self.settings["euchre"]

    @property
    def store(self) -> ProgressStore:
        store: ProgressStore = self.euchre.store
        return store

    def current_learner(self) -> Learner | None:
        learner_id = self.get_cookie(COOKIE)
        return self.store.learner(learner_id) if learner_id else None

    def remember(self, learner: Learner) -> None:
        self.set_cookie(COOKIE, learner.id, expires_days=COOKIE_DAYS, httponly=True,
                        samesite="Lax")  # fmt: skip

    def page(self, name: str, http_status: int = 200, **values: Any) -> None:
        self.set_status(http_status)
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.set_header("Cache-Control", "no-store")
        html = _pages.get_template(name).render(
            base_url=self.base_url,
            xsrf_form_html=lambda: markupsafe.Markup(self.xsrf_form_html()),
            **values,
        )
        self.finish(html)

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        self.page("problem.html", status_code, status=status_code)


@dataclasses.dataclass(frozen=True)
class LessonRow:
    """One line of the home page."""

    lesson: Lesson
    url: str | None
    done: bool
    quiz: str
    streak: int


class HomeHandler(SiteHandler):
    """The course home page."""

    def get(self) -> None:
        learner = self.current_learner()
        progress = self.store.lesson_progress(learner.id) if learner else {}
        folder = Path(self.euchre.root_dir)
        rows = []
        for entry in LESSONS:
            mine = progress.get(entry.number)
            rows.append(LessonRow(
                entry,
                lesson_url(self.base_url, entry.notebook)
                if (folder / entry.notebook).is_file() else None,
                bool(mine and mine.done),
                f"{mine.quiz_correct} of {mine.quiz_total}" if mine and mine.quiz_total else "",
                mine.streak if mine else 0,
            ))  # fmt: skip
        course = {entry.notebook for entry in LESSONS}
        others = sorted(p.name for p in folder.glob("*.ipynb") if p.name not in course)
        last = self.store.last_lesson(learner.id) if learner else None
        resume = next((row for row in rows if row.lesson.number == last and row.url), None)
        if resume is None:
            resume = next((row for row in rows if row.url and not row.done), None)
        game = next((row for row in rows if row.lesson.slug == CLASS_DEAL_LESSON and row.url), None)
        self.page(
            "home.html", learner=learner, rows=rows, resume=resume, started=last is not None,
            class_deal_url=game.url if game else None,
            others=[(name, lesson_url(self.base_url, name)) for name in others],
            error=self.get_argument("error", ""),
        )  # fmt: skip


class LearnerHandler(SiteHandler):
    """A learner gives (or changes) their display name."""

    def post(self) -> None:
        try:
            name = _clean_name(self.get_body_argument("name", ""))
        except ValueError as problem:
            self.redirect(f"{self.base_url}?{urlencode({'error': str(problem)})}")
            return
        learner = self.current_learner()
        if learner is None:
            learner = self.store.new_learner(name)
        else:
            self.store.rename(learner.id, name)
        self.remember(learner)
        self.redirect(self.base_url)


class SettingsHandler(SiteHandler):
    """The learner's settings: rule variants, deck, computer players, animation speed."""

    def get(self) -> None:
        learner = self.current_learner()
        self.page("settings.html", learner=learner, difficulties=DIFFICULTIES,
                  speeds=ANIMATION_SPEEDS, saved=self.get_argument("saved", ""))  # fmt: skip

    def post(self) -> None:
        learner = self.current_learner()
        if learner is None:
            self.redirect(self.base_url)
            return
        flag = self.get_body_argument
        try:
            settings = Settings(
                stick_the_dealer=flag("stick_the_dealer", "") == "on",
                defend_alone=flag("defend_alone", "") == "on",
                points_to_win=int(flag("points_to_win", "10")),
                four_colour=flag("four_colour", "") == "on",
                difficulty=flag("difficulty", "coach"),
                animation_speed=flag("animation_speed", "normal"),
            )
        except ValueError:
            raise tornado.web.HTTPError(400) from None
        self.store.save_settings(learner.id, settings)
        self.redirect(f"{self.base_url}settings?saved=1")


class TeacherHandler(SiteHandler):
    """The teacher dashboard: every learner's progress and the most-missed items."""

    def allowed(self) -> bool:
        given = self.get_cookie(TEACHER_COOKIE) or ""
        return hmac.compare_digest(given.encode(), self.euchre.teacher_code.encode())

    def get(self) -> None:
        if not self.allowed():
            self.page("teacher_code.html", 401, wrong=False)
            return
        learners = self.store.learners()
        table = [(who, self.store.lesson_progress(who.id)) for who in learners]
        missed = self.store.most_missed()
        traps = [(TRAP_TYPES.get(kind, f"type {kind}"), wrong, total)
                 for kind, wrong, total in self.store.missed_trap_types()]  # fmt: skip
        self.page("teacher.html", table=table, lessons=LESSONS, missed=missed, traps=traps)

    def post(self) -> None:
        code = self.get_body_argument("code", "").strip()
        if not hmac.compare_digest(code.encode(), self.euchre.teacher_code.encode()):
            self.page("teacher_code.html", 403, wrong=True)
            return
        self.set_cookie(TEACHER_COOKIE, code, httponly=True, samesite="Strict")
        self.redirect(f"{self.base_url}teacher")


class TeacherCsvHandler(TeacherHandler):
    """The dashboard's table as CSV: one row per learner and lesson with any progress."""

    def get(self) -> None:
        if not self.allowed():
            raise tornado.web.HTTPError(403)
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(["learner", "lesson", "title", "done", "quiz_right", "quiz_answers",
                         "streak", "hands_played"])  # fmt: skip
        for who in self.store.learners():
            hands = self.store.hands_played(who.id)
            for number, mine in sorted(self.store.lesson_progress(who.id).items()):
                title = next((e.title for e in LESSONS if e.number == number), "")
                # A leading =, +, - or @ would make a spreadsheet run the name as a formula.
                name = "'" + who.name if who.name[:1] in "=+-@" else who.name
                done = "yes" if mine.done else "no"
                writer.writerow(
                    [name, number, title, done, mine.quiz_correct, mine.quiz_total,
                     mine.streak, hands]
                )  # fmt: skip
        self.set_header("Content-Type", "text/csv; charset=utf-8")
        self.set_header("Content-Disposition", 'attachment; filename="class-progress.csv"')
        self.finish(out.getvalue())


class StatusHandler(SiteHandler):
    """How many lesson kernels are live, and the limit."""

    def get(self) -> None:
        euchre = self.euchre
        self.finish({"kernels": euchre.busy_kernels(), "warm": len(euchre.warm_kernels()),
                     "max_kernels": euchre.max_kernels})  # fmt: skip


class LessonHandler(GuardedLessonPage, TornadoVoilaHandler):  # type: ignore[misc]
    """Voila's lesson page, with the learner in the URL, an XSRF cookie and a kernel limit;
    its kernel belongs to this browser (:mod:`webapp.kernel_guard`)."""

    async def get(self, path: str | None = None) -> None:
        euchre = self.settings["euchre"]
        learner_id = self.get_cookie(COOKIE)
        if learner_id and self.get_argument(LEARNER_PARAMETER, None) != learner_id:
            # The kernel reads the learner from the query string (webapp.session).
            arguments = {k: v[-1].decode() for k, v in self.request.query_arguments.items()}
            arguments[LEARNER_PARAMETER] = learner_id
            self.redirect(f"{self.request.path}?{urlencode(arguments)}")
            return
        if euchre.busy_kernels() >= euchre.max_kernels:
            self.log.warning("Room full: %d lesson kernels are running", euchre.busy_kernels())
            self.set_status(503)
            self.set_header("Retry-After", "60")
            self.finish(_pages.get_template("room_full.html").render(base_url=self.base_url))
            return
        if not self.admit(learner_id, path or ""):  # from here it counts against the room
            return
        # Setting the cookie lets the page's shutdown beacon pass the XSRF check.
        self.xsrf_token  # noqa: B018
        learner = euchre.store.learner(learner_id) if learner_id else None
        notebook = (path or "").rsplit("/", 1)[-1]
        number = next((e.number for e in LESSONS if e.notebook == notebook), None)
        if learner is not None and number is not None:
            euchre.store.visit(learner.id, number)
        await self.serve(super().get(path))


class NoDelayKernelWebsocketHandler(VoilaKernelWebsocketHandler):  # type: ignore[misc]
    """The kernel websocket with Nagle's algorithm off: small widget messages go at once.
    Only the page that owns the kernel may connect (:mod:`webapp.kernel_guard`)."""

    async def get(self, kernel_id: str) -> None:
        guard = self.settings["euchre"].kernel_guard
        if not guard.owns(kernel_id, table_owner(self)):
            raise tornado.web.HTTPError(404)
        guard.heard(kernel_id)
        await super().get(kernel_id)

    async def open(self, kernel_id: str) -> None:
        self.set_nodelay(True)
        await super().open(kernel_id)
        self.settings["euchre"].kernel_guard.connected(kernel_id)

    def on_close(self) -> None:
        super().on_close()
        self.settings["euchre"].kernel_guard.disconnected(self.kernel_id)


ROUTES: list[tuple[str, type[tornado.web.RequestHandler]]] = [
    (r"/?", HomeHandler),
    (r"/learner", LearnerHandler),
    (r"/settings", SettingsHandler),
    (r"/teacher", TeacherHandler),
    (r"/teacher\.csv", TeacherCsvHandler),
    (r"/euchre/api/status", StatusHandler),
]
