"""What every page of the site shares: its templates and the top bar they show, the
learner's signed cookie, lesson addresses and :class:`SiteHandler`, the base of the
learner's pages (:mod:`webapp.handlers`), the study pages (:mod:`webapp.study`) and the
teacher's (:mod:`webapp.teacher`).

The top bar is listed once, in :data:`TOP_BAR`: the site's pages get it as ``top_bar``
(``templates/site/base.html``), the lesson pages as ``resources.euchre_top_bar``
(``templates/euchre/index.html.j2``, given by :func:`webapp.handlers.lesson_page_resources`).
"""

from __future__ import annotations

__all__ = [
    "COOKIE",
    "COOKIE_DAYS",
    "TOP_BAR",
    "TOP_BAR_CSS",
    "SiteHandler",
    "lesson_url",
    "not_found",
    "signed_learner_id",
]

import logging
import time
from pathlib import Path
from typing import Any
from urllib.parse import quote

import jinja2
import markupsafe
import tornado.web
from jupyter_server.base.handlers import JupyterHandler

from euchre_teach.course.catalogue import LESSONS
from euchre_teach.store.backend import StoreUnavailable
from euchre_teach.store.moved_items import MOVES
from euchre_teach.store.outbox import cannot_write
from euchre_teach.store.progress import Learner, ProgressStore
from euchre_teach.store.roster import Roster

log = logging.getLogger(__name__)

COOKIE = "euchre_learner"
COOKIE_DAYS = 365

TOP_BAR: tuple[tuple[str, str], ...] = (
    ("", "All lessons"),
    ("review", "Review"),
    ("cheatsheet", "Cheat sheet"),
    ("glossary", "Glossary"),
    ("settings", "Settings"),
    ("teacher", "Teachers"),
)
"""The site's top bar on every page, site and lesson alike: (address under the site's base
URL, link text), in order. A new page of the site is added here, once."""

TOP_BAR_CSS = (Path(__file__).resolve().parent / "templates" / "site" / "top_bar.css").read_text(
    encoding="utf-8"
)
"""The top bar's look, one stylesheet for the site's pages (``base.html`` includes it) and
the lesson pages (``resources.euchre_top_bar_css``): the same bar on both."""

_pages = jinja2.Environment(
    loader=jinja2.FileSystemLoader(Path(__file__).resolve().parent / "templates" / "site"),
    autoescape=True,  # names typed by learners are text, never HTML
    trim_blocks=True,
    lstrip_blocks=True,
)
"""The site's page templates (``templates/site``), for every handler that answers with one."""
_pages.globals["top_bar"] = TOP_BAR


def renamed_notebooks() -> dict[str, str]:
    """Each renumbered lesson's old notebook file name and its name now, from the moves
    that renumbered lessons (:data:`~euchre_teach.store.moved_items.MOVES`):
    ``12_left_bower_drill.ipynb`` is ``13_left_bower_drill.ipynb``, so that an old bookmark
    or a teacher's old link still finds its lesson.

    >>> renamed_notebooks()["14_buck_euchre.ipynb"]
    '15_buck_euchre.ipynb'
    """
    now = {entry.number: entry for entry in LESSONS}
    return {f"{old:02d}_{now[new].slug}.ipynb": now[new].notebook
            for move in MOVES for old, new in move.lessons.items()}  # fmt: skip


def lesson_url(base_url: str, notebook: str) -> str:
    """A lesson's address in Voila: ``/voila/render/03_follow_suit.ipynb``.

    >>> lesson_url("/", "03_follow_suit.ipynb")
    '/voila/render/03_follow_suit.ipynb'
    """
    return f"{base_url}voila/render/{quote(notebook)}"


def signed_learner_id(handler: tornado.web.RequestHandler) -> str | None:
    """The learner id of this browser's signed cookie (None without one, or if forged);
    under JupyterHub, the hub user's learner (:func:`webapp.hub.learner_id`)."""
    if handler.settings["euchre"].hub:
        from webapp.hub import learner_id  # JupyterHub is imported only under the hub

        return learner_id(handler)
    raw = handler.get_cookie(COOKIE)
    if not raw:
        return None
    key = handler.settings["euchre"].signing_key
    value = tornado.web.decode_signed_value(key, COOKIE, raw, max_age_days=COOKIE_DAYS)
    return value.decode() if value else None


def not_found(handler: tornado.web.RequestHandler) -> None:
    """Answer with the site's one "That page is not here" page (404): the same for every
    address the course does not serve, whatever is (or is not) there on the computer."""
    handler.set_status(404)
    handler.set_header("Content-Type", "text/html; charset=utf-8")
    handler.set_header("Cache-Control", "no-store")
    base_url = handler.settings.get("base_url", "/")
    handler.finish(_pages.get_template("problem.html").render(base_url=base_url, status=404))


class SiteHandler(JupyterHandler):  # type: ignore[misc]
    """Shared by the site's pages: the store, the learner of this browser, rendering."""

    @property
    def euchre(self) -> Any:
        return self.settings["euchre"]

    @property
    def store(self) -> ProgressStore:
        store: ProgressStore = self.euchre.store
        return store

    @property
    def roster(self) -> Roster:
        return Roster(self.store)

    def current_learner(self) -> Learner | None:
        learner_id = signed_learner_id(self)
        return self.store.learner(learner_id) if learner_id else None

    def remember(self, learner: Learner) -> None:
        value = tornado.web.create_signed_value(self.euchre.signing_key, COOKIE, learner.id)
        self.set_cookie(COOKIE, value.decode(), expires_days=COOKIE_DAYS, httponly=True,
                        samesite="Lax")  # fmt: skip

    def client(self) -> str:
        """Who is guessing, for the guess brake: the address the request came from."""
        return str(self.request.remote_ip or "unknown")

    def page(self, name: str, http_status: int = 200, **values: Any) -> None:
        self.set_status(http_status)
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.set_header("Cache-Control", "no-store")
        html = _pages.get_template(name).render(
            base_url=self.base_url, hub=self.euchre.hub,
            xsrf_form_html=lambda: markupsafe.Markup(self.xsrf_form_html()),
            **values,
        )
        self.finish(html)

    shows_store_reason = False
    """Whether a page that cannot reach the store names the reason (the teacher's do)."""

    def log_exception(self, typ: Any, value: Any, tb: Any) -> None:
        """A store that cannot be reached is one line on the console (once a minute), not
        a traceback per request."""
        reason = _store_trouble(value)
        if reason is None:
            super().log_exception(typ, value, tb)
            return
        now = time.monotonic()
        if _said.get(reason, -60.0) < now - 60:
            _said[reason] = now
            log.warning("Progress is not being saved: %s (pages say so; answers in open "
                        "lessons are kept)", reason)  # fmt: skip

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        error = kwargs.get("exc_info", (None, None, None))[1]
        reason = _store_trouble(error)
        if reason is not None:
            self.page("store_down.html", 503, unreachable=isinstance(error, StoreUnavailable),
                      reason=reason if self.shows_store_reason else "")  # fmt: skip
            return
        if status_code == 404:
            not_found(self)
            return
        self.page("problem.html", status_code, status=status_code)


_said: dict[str, float] = {}


def _store_trouble(error: object) -> str | None:
    """Why the store failed this request, in words, if the store (not the course) failed."""
    return cannot_write(error) if isinstance(error, BaseException) else None
