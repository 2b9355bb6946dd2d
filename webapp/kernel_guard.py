"""Lesson kernels ("tables") belong to the browser page that opened them.

Every lesson page runs in its own kernel. Left to Voila and Jupyter Server, a kernel is
started for any GET of a lesson URL (a script with no browser could fill the room), any
client that knows a kernel's id can shut it down or talk to it, and a kernel handed over
from Voila's warm pool keeps the idle clock it had in the pool, so the idle culler could
shut it down before the page had even connected (issue 10: the page then showed raw
Python reprs). Here:

- A browser gets a signed, HttpOnly ``euchre_table`` cookie on its first lesson page (one
  redirect). A client that does not keep cookies never gets a kernel: it is told that the
  course needs cookies.
- Every kernel handed to a page is a :class:`Table` of that browser. Only that browser may
  open its websocket, shut it down (the page's beacon, ``DELETE /api/kernels/<id>``) or ask
  about it (``/euchre/api/table/<id>``); anyone else gets 404, as for a kernel that does not
  exist.
- One table per learner and lesson page: opening a lesson again (another tab, another
  device of the same learner) closes the older table, whose page then says so.
- A table's page must speak within ``hello_seconds`` of being served (its script, or its
  websocket) and connect its websocket within ``connect_seconds``; otherwise the kernel is
  shut down at once, without waiting for the idle culler. Another machine may have only
  ``pending_per_address`` lesson pages opening (not yet connected) at a time.
- The room is shared (issue 24): one learner (or guest browser) may have ``per_learner``
  lesson pages at once, and one client address ``per_address`` (other machines only:
  enough for a class behind one school router, never the whole room). A page whose
  websocket has closed (its tab was closed, or a phone put it to sleep) counts for neither
  (issue 27, item 4): its slot is free the moment the tab closes, and its kernel is taken
  back ("away") only when a new page of the same learner or address needs the room. A connected page
  must show within ``act_seconds`` that a person is there, by a widget message (a click, a
  typed answer) or by the page's report of a person's key, pointer (a move too) or wheel;
  otherwise its kernel is taken back and the page offers to continue (a script that opens pages and
  their websockets holds nothing for long).
- Until its page connects, a table is never culled for idleness, and its idle clock starts
  when it is handed out, when its page connects and when its page disconnects.
- Why a table was closed is remembered for a while, so its page can say it in words and
  open a fresh one (see the page script in ``templates/euchre/index.html.j2``).
"""

from __future__ import annotations

__all__ = [
    "TABLE_COOKIE",
    "GuardedLessonPage",
    "KernelGuard",
    "Table",
    "person_acted",
    "table_owner",
]

import asyncio
import collections
import dataclasses
import json
import secrets
import time
from collections.abc import Awaitable, Callable
from typing import Any
from urllib.parse import urlencode

import tornado.web
from jupyter_server._tz import utcnow
from jupyter_server.base.handlers import JupyterHandler
from jupyter_server.services.kernels.connection.base import (
    deserialize_binary_message,
    deserialize_msg_from_ws_v1,
)
from tornado.ioloop import IOLoop

from webapp.pages import _pages

TABLE_COOKIE = "euchre_table"
CHECK_PARAMETER = "cookie_check"
"""Added to the lesson URL by the redirect that sets the cookie: seen again without the
cookie, it means the client does not keep cookies."""
REMEMBERED_CLOSES = 2000
LOOPBACK = frozenset({"127.0.0.1", "::1"})
"""This computer's own pages (the teacher's, a learner working alone): never held back by
the per-address limit, which is for other machines on the room's network."""

@dataclasses.dataclass
class Table:
    """A kernel handed to a lesson page: whose it is and how far its page has come."""

    kernel_id: str
    owner: str
    slot: str
    """The learner (or, for a guest, the browser) and the lesson: one table each."""
    address: str
    learner: str = ""
    """The learner's id, or ``guest:<browser token>``: the per-learner count."""
    served: float | None = None
    """When the page was sent (``time.monotonic``); None while it is being rendered."""
    heard: bool = False
    connected: bool = False
    acted: bool = False
    """A person did something on the page (a widget message, a key, a click)."""
    sockets: int = 0
    """The page's kernel websockets open now."""

    @property
    def away(self) -> bool:
        """Its page connected once and has no websocket open now: a closed tab, or a page
        asleep. It holds no share of the room."""
        return self.connected and self.sockets == 0

    @property
    def lesson(self) -> str:
        """The lesson's notebook, from the slot."""
        return self.slot.rpartition("|")[2]


class KernelGuard:
    """The tables of one server: who owns which kernel, and reclaiming unused ones."""

    def __init__(self, manager: Any, *, hello_seconds: float = 10.0,
                 connect_seconds: float = 120.0, pending_per_address: int = 4,
                 per_learner: int = 4, per_address: int = 24, act_seconds: float = 300.0,
                 log: Any = None) -> None:  # fmt: skip
        self.manager = manager
        self.hello_seconds = hello_seconds
        self.connect_seconds = connect_seconds
        self.pending_per_address = pending_per_address
        self.per_learner = per_learner
        self.per_address = per_address
        self.act_seconds = act_seconds
        self.log = log or manager.log
        self.tables: dict[str, Table] = {}
        self.closed: collections.OrderedDict[str, tuple[str, str]] = collections.OrderedDict()
        self._closing: dict[str, str] = {}
        self._tasks: set[asyncio.Future[None]] = set()
        self.cull_candidate: str | None = None
        self.opening: collections.Counter[str] = collections.Counter()
        """The kernel the idle culler is looking at (set by the kernel manager)."""

    # ------------------------------------------------------------------ questions

    def owns(self, kernel_id: str, owner: str | None) -> bool:
        table = self.tables.get(kernel_id)
        return owner is not None and table is not None and table.owner == owner

    def holds(self, kernel_id: str) -> bool:
        """A table whose page has not connected yet: not for the idle culler."""
        table = self.tables.get(kernel_id)
        return table is not None and not table.connected

    def pending(self, address: str) -> int:
        """Lesson pages of this client address still opening: admitted and waiting for a
        kernel, or with a kernel and waiting for the page to connect."""
        waiting = sum(1 for t in self.tables.values() if t.address == address and not t.connected)
        return waiting + self.opening[address]

    def refusal(self, address: str, learner: str, slot: str) -> str | None:
        """Why one more lesson page from this address and learner would take more than its
        share of the room ("learner", "address"), or None. The page that a new one replaces
        (the same lesson again) does not count."""
        others = [t for t in self.tables.values() if t.slot != slot and not t.away]
        if self.per_learner and sum(t.learner == learner for t in others) >= self.per_learner:
            return "learner"
        from_there = sum(t.address == address for t in others) + self.opening[address]
        if self.per_address and address not in LOOPBACK and from_there >= self.per_address:
            return "address"
        return None

    def open_lessons(self, learner: str) -> list[str]:
        """The lessons (notebooks) ``learner`` has open on pages that hold a table, in the
        order they were opened."""
        return [t.lesson for t in self.tables.values() if t.learner == learner and not t.away]

    def reserve(self, address: str) -> None:
        """A page was admitted: it counts against the room before its kernel exists."""
        self.opening[address] += 1

    def release(self, address: str) -> None:
        self.opening[address] -= 1
        if self.opening[address] <= 0:
            del self.opening[address]

    def state(self, kernel_id: str, owner: str | None) -> dict[str, Any] | None:
        """What the owner's page may know about its table; None for anyone else."""
        if self.owns(kernel_id, owner):
            return {"open": True}
        who, reason = self.closed.get(kernel_id, ("", ""))
        if owner is not None and who == owner:
            return {"open": False, "reason": reason}
        return None

    # ------------------------------------------------------------------ events

    def claim(self, kernel_id: str, owner: str, slot: str, address: str,
              learner: str = "") -> None:  # fmt: skip
        """A page got this kernel; an older table in the same slot is closed."""
        for older in [t.kernel_id for t in self.tables.values() if t.slot == slot]:
            self.close_soon(older, "elsewhere")
        self.tables[kernel_id] = Table(kernel_id, owner, slot, address, learner or owner)
        self._touch(kernel_id)
        self._make_room(lambda t: t.learner == (learner or owner), self.per_learner)
        if address not in LOOPBACK:
            self._make_room(lambda t: t.address == address, self.per_address)

    def _make_room(self, among: Callable[[Table], bool], most: int) -> None:
        """Past ``most`` tables ``among`` these, close the ones whose pages are away, oldest
        first: a closed tab's kernel is not kept while its learner needs the room."""
        if not most:
            return
        mine = [t for t in self.tables.values() if among(t) and t.kernel_id not in self._closing]
        for table in [t for t in mine if t.away][: max(0, len(mine) - most)]:
            self.close_soon(table.kernel_id, "away")

    def served(self, kernel_id: str) -> None:
        table = self.tables.get(kernel_id)
        if table is not None and table.served is None:
            table.served = time.monotonic()
            self._check_later(kernel_id, self.hello_seconds)

    def heard(self, kernel_id: str) -> None:
        table = self.tables.get(kernel_id)
        if table is not None:
            table.heard = True

    def connected(self, kernel_id: str) -> None:
        table = self.tables.get(kernel_id)
        if table is not None:
            if not table.connected and self.act_seconds:
                IOLoop.current().call_later(self.act_seconds, self._check_acted, kernel_id)
            table.heard = table.connected = True
            table.sockets += 1
        self._touch(kernel_id)

    def acted(self, kernel_id: str) -> None:
        """A person did something on the page: its table stays for as long as it is used."""
        table = self.tables.get(kernel_id)
        if table is not None:
            table.acted = True

    def disconnected(self, kernel_id: str) -> None:
        """The page's websocket closed: the idle clock starts now (a reconnecting page has
        the whole idle timeout to come back). With none left open, the page is away: it
        holds no share of the room."""
        table = self.tables.get(kernel_id)
        if table is not None:
            table.sockets = max(0, table.sockets - 1)
        self._touch(kernel_id)

    def closing(self, kernel_id: str, reason: str) -> None:
        """Say why the next shutdown of this kernel happens (first reason wins)."""
        self._closing.setdefault(kernel_id, reason)

    def forget(self, kernel_id: str) -> None:
        """The kernel was shut down: remember why, for its page."""
        culled = kernel_id == self.cull_candidate
        reason = self._closing.pop(kernel_id, None) or ("idle" if culled else "closed")
        table = self.tables.pop(kernel_id, None)
        if table is not None:
            self.closed[kernel_id] = (table.owner, reason)
            while len(self.closed) > REMEMBERED_CLOSES:
                self.closed.popitem(last=False)

    def close_soon(self, kernel_id: str, reason: str) -> None:
        self.closing(kernel_id, reason)
        task = asyncio.ensure_future(self._close(kernel_id))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # ------------------------------------------------------------------ inside

    async def _close(self, kernel_id: str) -> None:
        if kernel_id not in self.manager:
            self.forget(kernel_id)
            return
        self.log.info("Closing table %s (%s)", kernel_id, self._closing.get(kernel_id))
        try:
            await self.manager.shutdown_kernel(kernel_id)
        except Exception:  # already gone, or shutting down by another path
            self.log.debug("table %s was already closing", kernel_id, exc_info=True)
            self.forget(kernel_id)

    def _touch(self, kernel_id: str) -> None:
        kernels = getattr(self.manager, "_kernels", {})
        if kernel_id in kernels:
            kernels[kernel_id].last_activity = utcnow()

    def _check_later(self, kernel_id: str, seconds: float) -> None:
        IOLoop.current().call_later(seconds, self._check, kernel_id)

    def _check_acted(self, kernel_id: str) -> None:
        table = self.tables.get(kernel_id)
        if table is not None and not table.acted:
            self.log.warning("Table %s from %s: connected %.0f s ago, nothing done on its page",
                             kernel_id, table.address, self.act_seconds)  # fmt: skip
            self.close_soon(kernel_id, "unused")

    def _check(self, kernel_id: str) -> None:
        table = self.tables.get(kernel_id)
        if table is None or table.connected or table.served is None:
            return
        if not table.heard:
            self.close_soon(kernel_id, "unclaimed")
            return
        left = table.served + self.connect_seconds - time.monotonic()
        if left <= 0:
            self.close_soon(kernel_id, "unclaimed")
        else:
            self._check_later(kernel_id, left)


PERSON_METHODS = frozenset({"update", "custom"})
"""Widget messages a page sends when a person acts: a changed value (``update``: a typed
answer, a chosen card) or a widget's own event (``custom``: a click). A page sends
``request_state`` and the like by itself when it loads: those are not a person."""


def person_acted(message: str | bytes, v1: bool) -> bool:
    """Whether a message a page sent on its kernel websocket is a widget message that a
    person causes (``v1``: the websocket speaks ``v1.kernel.websocket.jupyter.org``)."""
    try:
        if v1:
            parts = deserialize_msg_from_ws_v1(message)[1]
            header, content = json.loads(parts[0]), json.loads(parts[3])
        else:
            msg = (deserialize_binary_message(message) if isinstance(message, bytes)
                   else json.loads(message))  # fmt: skip
            header, content = msg["header"], msg["content"]
        data = content.get("data") or {}
        return bool(header.get("msg_type") == "comm_msg" and data.get("method") in PERSON_METHODS)
    except (ValueError, KeyError, IndexError, TypeError, AttributeError):
        return False


def table_owner(handler: tornado.web.RequestHandler) -> str | None:
    """The browser's table token, from its signed cookie (None if missing or forged)."""
    value = handler.get_signed_cookie(TABLE_COOKIE, min_version=2)
    return value.decode() if value else None


def guard_of(handler: tornado.web.RequestHandler) -> KernelGuard:
    guard: KernelGuard = handler.settings["euchre"].kernel_guard
    return guard


def _refusal(handler: tornado.web.RequestHandler, status: int, page: str, **values: Any) -> None:
    handler.set_status(status)
    handler.set_header("Content-Type", "text/html; charset=utf-8")
    handler.set_header("Cache-Control", "no-store")
    base_url = handler.settings.get("base_url", "/")
    handler.finish(_pages.get_template(page).render(base_url=base_url, **values))


def _lesson_name(notebook: str) -> str:
    """A lesson as a learner knows it: ``"Lesson 8: Going alone"``; a notebook that is not
    one of the course's lessons, by its file name."""
    from euchre_teach.course.catalogue import lesson

    try:
        entry = lesson(notebook.rpartition("/")[2])
    except KeyError:
        return notebook.rpartition("/")[2].removesuffix(".ipynb").replace("_", " ")
    return f"Lesson {entry.number}: {entry.title}"


class _NotingManager:
    """The kernel manager as one lesson page sees it: the kernel it gets is noted."""

    def __init__(self, manager: Any, note: Callable[[str], None]) -> None:
        self._manager = manager
        self._note = note

    def __getattr__(self, name: str) -> Any:
        return getattr(self._manager, name)

    async def get_rendered_notebook(self, *args: Any, **kwargs: Any) -> Any:
        found = await self._manager.get_rendered_notebook(*args, **kwargs)
        self._note(found[2])  # (render task, rendered cells, kernel id)
        return found

    async def start_kernel(self, *args: Any, **kwargs: Any) -> str:
        kernel_id: str = await self._manager.start_kernel(*args, **kwargs)
        self._note(kernel_id)
        return kernel_id


class GuardedLessonPage(JupyterHandler):  # type: ignore[misc]
    """For the lesson page handler: :meth:`admit` a request, then :meth:`serve` it."""

    _table_owner: str | None = None
    _table_slot = ""
    _table_learner = ""
    _table_kernel: str | None = None
    _reserved = False

    @property
    def kernel_manager(self) -> Any:
        manager = self.settings["kernel_manager"]
        if self._table_owner is None:
            return manager
        return _NotingManager(manager, self._note_kernel)

    def admit(self, learner: str | None, lesson: str) -> bool:
        """Whether this request may have a kernel; if not, it has been answered (a redirect
        that sets the cookie, or a page saying why not)."""
        owner = table_owner(self)
        checking = self.get_query_argument(CHECK_PARAMETER, None) is not None
        if owner is None and checking:
            self.log.info("No kernel for %s: it keeps no cookies", self.request.remote_ip)
            _refusal(self, 403, "cookies_needed.html")
            return False
        if owner is None or checking:
            if owner is None:
                self.set_signed_cookie(TABLE_COOKIE, secrets.token_urlsafe(24), expires_days=None,
                                       httponly=True, samesite="Lax")  # fmt: skip
            self.redirect(self._url(add_check=owner is None))
            return False
        guard = guard_of(self)
        address = self.request.remote_ip or ""
        limited = guard.pending_per_address and address not in LOOPBACK
        if limited and guard.pending(address) >= guard.pending_per_address:
            self.log.warning("%s has %d lesson pages still opening: refused", address,
                             guard.pending(address))  # fmt: skip
            self.set_header("Retry-After", "5")
            _refusal(self, 429, "busy_device.html")
            return False
        who = learner or f"guest:{owner}"
        slot = f"{who}|{lesson}"
        too_many = guard.refusal(address, who, slot)
        if too_many is not None:
            self.log.warning("%s (%s) already has its share of lesson pages: refused",
                             address, "one learner" if too_many == "learner" else "one address")
            _refusal(self, 429, "too_many_lessons.html", learner=too_many == "learner",
                     most=guard.per_learner if too_many == "learner" else guard.per_address,
                     open_lessons=[_lesson_name(n) for n in guard.open_lessons(who)])
            return False
        self._table_owner = owner
        self._table_slot = slot
        self._table_learner = who
        guard.reserve(address)
        self._reserved = True
        return True

    def on_finish(self) -> None:
        self._release()
        super().on_finish()

    # A client that goes away while its page renders (after "Setting up your table…" was
    # sent) keeps its place until the kernel it caused is noted or the handler finishes:
    # the kernel starts all the same, and the per-address limit must count it.

    def _release(self) -> None:
        if self._reserved:
            self._reserved = False
            guard_of(self).release(self.request.remote_ip or "")

    async def serve(self, render: Awaitable[None]) -> None:
        """Render the page; once it is sent, its kernel waits for the page to speak."""
        try:
            await render
        finally:
            if self._table_kernel is not None:
                guard_of(self).served(self._table_kernel)

    def _note_kernel(self, kernel_id: str) -> None:
        self._release()  # from here on the kernel itself counts
        self._table_kernel = kernel_id
        owner = self._table_owner or ""
        guard_of(self).claim(kernel_id, owner, self._table_slot, self.request.remote_ip or "",
                           self._table_learner)  # fmt: skip

    def _url(self, *, add_check: bool) -> str:
        arguments = [
            (name, value.decode())
            for name, values in self.request.query_arguments.items()
            if name != CHECK_PARAMETER
            for value in values
        ]
        if add_check:
            arguments.append((CHECK_PARAMETER, "1"))
        return self.request.path + (f"?{urlencode(arguments)}" if arguments else "")
