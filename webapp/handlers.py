"""The learner's pages of the site and the Voila handlers it replaces.

- ``/``: the course home page (lessons in order, progress, "continue where you left off").
- ``/learner``: a learner gives a display name (POST); the id goes into a signed,
  HttpOnly cookie.
- ``/deal``: the class-deal form, checked before the game lesson opens.
- ``/resume`` and ``/join``: the learner's resume code (moving devices) and their class.
- ``/settings``: rule variants, deck, computer players, animation speed.
- ``/euchre/api/status``: live kernel count, for the operator and the tests.
- The teacher's pages: :mod:`webapp.teacher`; the study pages (Review, the cheat sheet,
  the glossary) and the home page's course rows: :mod:`webapp.study`; what every page
  shares (templates, the top bar, the learner's cookie, :class:`SiteHandler`):
  :mod:`webapp.pages`.
- :class:`LessonHandler` renders a lesson: it hands the learner of the signed cookie to
  the page's kernel (never through the URL), sets the
  ``_xsrf`` cookie (so the page's shutdown beacon passes the XSRF check and its kernel is
  shut down when the page closes) and refuses politely when the room is full. The page's
  template gets the lessons' links and the top bar from :func:`lesson_page_resources`.
- :class:`NoDelayKernelWebsocketHandler` turns Nagle's algorithm off on the kernel
  websocket: every widget round trip is ~3 ms instead of ~45 ms on loopback.
"""

from __future__ import annotations

__all__ = [
    "ROUTES",
    "LessonHandler",
    "NoDelayKernelWebsocketHandler",
    "TemplateStaticHandler",
    "course_notebook",
    "lesson_links",
    "lesson_page_resources",
]

import re
import time
from pathlib import Path
from typing import Any

import tornado.web
from voila.static_file_handler import TemplateStaticFileHandler
from voila.tornado.handler import TornadoVoilaHandler
from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler

from euchre_teach.course.catalogue import LESSONS
from euchre_teach.store.progress import (
    ANIMATION_SPEEDS,
    DIFFICULTIES,
    MAX_NAME_LENGTH,
    Settings,
    clean_name_noting,
)
from webapp.kernel_guard import GuardedLessonPage, person_acted, table_owner
from webapp.pages import (
    COOKIE,
    TOP_BAR,
    TOP_BAR_CSS,
    SiteHandler,
    _pages,
    lesson_url,
    not_found,
    renamed_notebooks,
    signed_learner_id,
)
from webapp.session import kernel_query, parse_deal
from webapp.study import GAME_LESSON, REVIEW_NOTEBOOK, home_values

CLASS_DEAL_LESSON = GAME_LESSON
"""The lesson that opens a numbered deal for the whole class (``?deal=N``)."""

MESSAGES = {
    "gone": "Your teacher removed the record this browser was using. Type your name to "
            "start again, or type your resume code.",
    "resumed": "Welcome back: this browser now keeps your progress.",
    "shortened": f"Names keep {MAX_NAME_LENGTH} characters at most (fewer if they are long "
                 "emoji), so yours was shortened.",
}
"""The only texts ``/?error=`` and ``/?note=`` can show: the app's own, by code."""


def lesson_links(folder: Path) -> list[dict[str, Any]]:
    """The course's lessons present in ``folder``, in order, for the page template's links."""
    return [
        {"name": entry.notebook.removesuffix(".ipynb"), "notebook": entry.notebook,
         "title": f"{entry.number}. {entry.title}", "number": entry.number}
        for entry in LESSONS if (folder / entry.notebook).is_file()
    ]  # fmt: skip


def lesson_page_resources(links: list[dict[str, Any]]) -> dict[str, Any]:
    """What the lesson pages' template (``templates/euchre/index.html.j2``) reads besides
    the notebook: the lessons' previous/next ``links`` and the site's top bar."""
    return {"euchre_lessons": links, "euchre_top_bar": TOP_BAR,
            "euchre_top_bar_css": TOP_BAR_CSS}  # fmt: skip


class HomePage(SiteHandler):
    """Shared by the learner's pages that answer with the home page."""

    def home(self, http_status: int = 200, **values: Any) -> None:
        """The home page, with a problem (``error``) or a word (``note``) to show."""
        learner = self.current_learner()
        folder = Path(self.euchre.root_dir)
        course_values = home_values(self.store, learner, folder, self.base_url)
        course = {entry.notebook for entry in LESSONS} | {REVIEW_NOTEBOOK}
        others = sorted(p.name for p in folder.glob("*.ipynb") if p.name not in course)
        game = next((row for row in course_values["rows"]
                     if row.lesson.slug == CLASS_DEAL_LESSON and row.url), None)
        roster = self.roster
        mine_class = roster.class_of(learner.id) if learner else None
        self.page(
            "home.html", http_status, learner=learner,
            class_deal_url=game.url if game else None,
            others=[(name, lesson_url(self.base_url, name)) for name in others],
            classes=roster.classes(),
            my_class=roster.class_room(mine_class) if mine_class else None,
            **course_values,
            **{"error": "", "note": "", "deal": "", "deal_error": "", **values},
        )  # fmt: skip


class RenamedLessonHandler(SiteHandler):
    """A lesson renumbered when the strategy lesson was split in two, at its old address
    (``/voila/render/12_left_bower_drill.ipynb``, a bookmark or a teacher's link): sent on
    to its address now, with its query (a deal number, a kernel check) kept."""

    def get(self, old: str) -> None:
        query = f"?{self.request.query}" if self.request.query else ""
        self.redirect(f"{lesson_url(self.base_url, renamed_notebooks()[old])}{query}",
                      permanent=True)


class HomeHandler(HomePage):
    """The course home page."""

    def get(self) -> None:
        if signed_learner_id(self) and self.current_learner() is None:
            self.clear_cookie(COOKIE)  # the teacher deleted (or merged) this record
            self.home(error=MESSAGES["gone"])
            return
        self.home(error=MESSAGES.get(self.get_argument("error", ""), ""),
                  note=MESSAGES.get(self.get_argument("note", ""), ""))  # fmt: skip


class LearnerHandler(HomePage):
    """A learner gives (or changes) their display name (not under JupyterHub, where the
    learner is the hub user)."""

    def post(self) -> None:
        if self.euchre.hub:
            raise tornado.web.HTTPError(404)
        try:
            name, shortened = clean_name_noting(self.get_body_argument("name", ""))
        except ValueError as problem:
            self.home(400, error=str(problem))
            return
        learner = self.current_learner()
        if learner is None:
            learner = self.store.new_learner(name)
        else:
            self.store.rename(learner.id, name)
        self.remember(learner)
        self.redirect(f"{self.base_url}?note=shortened" if shortened else self.base_url)


class DealHandler(HomePage):
    """The home page's class-deal form: a good number opens the game lesson with that deal;
    anything else is explained on the home page (the learner stays signed in)."""

    def get(self) -> None:
        typed = self.get_argument("deal", "")
        try:
            number = parse_deal(typed)
        except ValueError as problem:
            self.home(400, deal_error=str(problem), deal=typed[:40])
            return
        game = next(e for e in LESSONS if e.slug == CLASS_DEAL_LESSON)
        self.redirect(f"{lesson_url(self.base_url, game.notebook)}?deal={number}")


class ResumeHandler(SiteHandler):
    """Moving devices: a learner sees their resume code (GET) or types it on another
    device (POST), which then keeps their progress. Wrong codes are slowed down. Not
    under JupyterHub: signing in to the hub is moving devices there."""

    def prepare(self) -> Any:
        if self.euchre.hub:
            raise tornado.web.HTTPError(404)
        return super().prepare()

    def get(self) -> None:
        learner = self.current_learner()
        code = self.roster.resume_code(learner.id) if learner else ""
        self.page("resume.html", learner=learner, code=code, problem="", wait=0)

    def post(self) -> None:
        brake = self.euchre.resume_brake
        now = time.monotonic()
        wait = brake.wait(self.client(), now)
        typed = self.get_body_argument("code", "")
        found = self.roster.learner_by_resume(typed) if wait == 0 else None
        if found is None:
            if wait == 0:
                wait = brake.wrong(self.client(), now)
                problem = f"“{typed.strip()[:20]}” is not a resume code on this server."
            else:
                problem = "Too many codes were tried from this device."
            if wait > 0:
                seconds = int(wait + 0.999)
                problem += f" Wait {seconds} second{'s' * (seconds != 1)} before trying again."
            self.page("resume.html", 400 if wait == 0 else 429, learner=self.current_learner(),
                      code="", problem=problem, wait=wait)  # fmt: skip
            return
        brake.right(self.client())
        self.remember(found)
        self.redirect(f"{self.base_url}?note=resumed")


class JoinHandler(SiteHandler):
    """A learner joins one of the classes the teacher opened (or leaves theirs)."""

    def post(self) -> None:
        learner = self.current_learner()
        if learner is None:
            self.redirect(self.base_url)
            return
        text = self.get_body_argument("class", "")
        chosen = self.roster.class_room(int(text)) if text.isdigit() else None
        if chosen is not None and chosen.archived:
            chosen = None
        self.roster.join_class(learner.id, chosen.id if chosen else None)
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


class StatusHandler(SiteHandler):
    """How many lesson kernels are live, and the limit; "away": the pages among them whose
    websocket has closed (a closed tab), which hold no share of the room."""

    def get(self) -> None:
        euchre = self.euchre
        manager = euchre.kernel_manager
        opened = manager.class_status() if hasattr(manager, "class_status") else []
        queue = getattr(manager, "start_queue", None)
        away = sum(1 for table in euchre.kernel_guard.tables.values() if table.away)
        self.finish({"kernels": euchre.busy_kernels(), "warm": len(euchre.warm_kernels()),
                     "away": away,
                     "max_kernels": euchre.max_kernels, "class": opened,
                     "warming": len(getattr(manager, "warming", ())),
                     "starts_waiting": queue.waiting() if queue else 0})  # fmt: skip


def course_notebook(folder: Path, path: str) -> bool:
    """Whether ``path`` (as in ``/voila/render/PATH``) is one of the notebooks the course
    serves: a notebook directly in its folder of lessons (the Review page's among them), not
    hidden. Not a folder below it (``template/``), nor an absolute path, nor ``..``.

    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> _ = (folder / "01_the_deck.ipynb").write_text("{}")
    >>> [course_notebook(folder, p) for p in ("01_the_deck.ipynb", "02_gone.ipynb",
    ...  f"{folder}/01_the_deck.ipynb", "../01_the_deck.ipynb", "template/99.ipynb")]
    [True, False, False, False, False]
    """
    if not path.endswith(".ipynb") or path.startswith(".") or "/" in path or "\\" in path:
        return False
    return (folder / path).is_file()


class NotFoundHandler(SiteHandler):
    """Addresses Voila would answer with a server error (``/logout``, ``/login``), and
    Voila's folder listing (``/voila/tree``) and its API (``/voila/api/contents``), which
    would show the course's folders: a plain 'not here'."""

    def get(self, *_args: str, **_kwargs: str) -> None:  # Voila's routes name their path
        raise tornado.web.HTTPError(404)


class TemplateStaticHandler(TemplateStaticFileHandler):  # type: ignore[misc]
    """Voila's template files (``/voila/templates/lab/static/index.css``) without its server
    errors: an address not of the form ``NAME/static/FILE`` is 404, one climbing out with
    ``..`` is 403 (Voila's own handler failed an assertion on both: 500 and a traceback)."""

    def parse_url_path(self, url_path: str) -> str:
        parts = url_path.replace("\\", "/").split("/")
        if ".." in parts:
            raise tornado.web.HTTPError(403)
        if len(parts) < 3 or parts[1] != "static" or not parts[0] or not parts[-1]:
            raise tornado.web.HTTPError(404)
        path: str = super().parse_url_path(url_path)
        return path


class LessonHandler(GuardedLessonPage, TornadoVoilaHandler):  # type: ignore[misc]
    """Voila's lesson page: the learner from the signed cookie handed to the kernel (never the
    URL), an XSRF cookie and a kernel limit; its kernel belongs to this browser
    (:mod:`webapp.kernel_guard`)."""

    async def get(self, path: str | None = None) -> None:
        euchre = self.settings["euchre"]
        if not course_notebook(Path(euchre.root_dir), path or ""):
            # The same page whether or not such a file exists: no way to probe the computer.
            not_found(self)
            return
        learner_id = signed_learner_id(self)
        # The kernel reads the learner from the request info (webapp.session), never the URL.
        self.request.query = kernel_query(self.request.query, learner_id)
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
        await self.say_setting_up()
        number = next((e.number for e in LESSONS if e.notebook == path), None)
        if learner is not None and number is not None:
            euchre.store.visit(learner.id, number)
        await self.serve(super().get(path))

    async def say_setting_up(self) -> None:
        """Send "Setting up your table…" at once: the page is never blank while its kernel
        starts (or waits its turn). Voila's document follows in the same response; its
        stylesheet hides this note and its own spinner ("Getting the lesson ready…") takes
        over until the lesson shows. The note is head content only (its script shows it),
        so Voila's ``<head>`` stays a head: a second doctype, ``<html>`` and ``<head>`` are
        ignored by HTML parsers, and what they held joins this head in order."""
        self.set_header("Content-Type", "text/html")
        self.set_header("Cache-Control", "no-cache, no-store, must-revalidate")
        self.write(_pages.get_template("setting_up.html").render())
        await self.flush()


V1 = "v1.kernel.websocket.jupyter.org"
"""The kernel websocket's binary protocol (the legacy one sends JSON text)."""


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

    _acted = False

    def on_message(self, message: str | bytes) -> Any:
        if not self._acted and person_acted(message, self.selected_subprotocol == V1):
            self._acted = True  # the first is enough: later messages are not parsed twice
            self.settings["euchre"].kernel_guard.acted(self.kernel_id)
        return super().on_message(message)

    def on_close(self) -> None:
        super().on_close()
        self.settings["euchre"].kernel_guard.disconnected(self.kernel_id)


ROUTES: list[tuple[str, type[tornado.web.RequestHandler]]] = [
    (r"/?", HomeHandler),
    (r"/learner", LearnerHandler),
    (r"/deal", DealHandler),
    (r"/resume", ResumeHandler),
    (r"/join", JoinHandler),
    (r"/settings", SettingsHandler),
    (r"/euchre/api/status", StatusHandler),
    (r"/(logout|login)", NotFoundHandler),
    (rf"/voila/render/({'|'.join(map(re.escape, renamed_notebooks()))})",
     RenamedLessonHandler),
]
"""The learner's pages; :data:`webapp.teacher.ROUTES` has the teacher's."""
