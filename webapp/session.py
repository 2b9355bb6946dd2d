"""Who is learning: the learner of a lesson page, as a lesson notebook sees it.

A lesson runs in its own kernel, started afresh on every page load, so nothing about the
learner lives in the kernel. The home page gives each learner an id in a signed, HttpOnly
cookie. When a lesson page is requested, the server checks that cookie and hands the id to
the page's kernel inside the request information Voila gives it (the query string of
:func:`kernel_query`, which only the server writes: a ``learner`` in the address the browser
asked for is dropped). The lesson URL never names a learner. Here the kernel reads the
id back from Voila's request info and opens the shared progress file. In a lesson::

    from webapp.session import current_learner
    me = current_learner()          # never fails; me.known is False for a guest
    me.answer("trap/3", correct=True, answer="9D", trap_type=1)
    me.complete()                   # this lesson is done
    me.class_deal                   # "everyone open deal 42": the URL ends ?deal=42
"""

from __future__ import annotations

__all__ = [
    "LearnerSession",
    "current_learner",
    "default_data_dir",
    "kernel_query",
    "parse_deal",
    "store_path",
    "store_url",
    "wait_for_request",
]

import contextlib
import dataclasses
import functools
import json
import logging
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, parse_qsl, urlencode

from euchre_teach.cli import DATA_DIR_ENV, STORE_FILE
from euchre_teach.cli import default_data_dir as default_data_dir
from euchre_teach.course.catalogue import lesson as find_lesson
from euchre_teach.store.database import DATABASE_URL_ENV, open_store
from euchre_teach.store.progress import Learner, ProgressStore, Settings

log = logging.getLogger(__name__)

LEARNER_PARAMETER = "learner"
DEAL_PARAMETER = "deal"
MAX_DEAL = 999_999_999


def parse_deal(text: str) -> int:
    """A class deal number as typed; a ValueError quotes it and says why it is refused.

    >>> parse_deal(" 42 ")
    42
    >>> parse_deal("²")
    Traceback (most recent call last):
    ...
    ValueError: “²” is not a deal number: type the whole number your teacher gave, such as 42.
    """
    given = text.strip()
    shown = given if len(given) <= 20 else given[:20] + "…"
    if not given:
        raise ValueError("Type the deal number your teacher gave, such as 42.")
    if given.startswith("-") and given[1:].isascii() and given[1:].isdigit():
        raise ValueError(f"“{shown}” is not a deal number: deal numbers start at 1.")
    if not (given.isascii() and given.isdigit()):
        raise ValueError(
            f"“{shown}” is not a deal number: type the whole number your teacher gave, such as 42."
        )
    number = int(given[:12]) if len(given) > 12 else int(given)
    if not 1 <= number <= MAX_DEAL:
        raise ValueError(f"“{shown}” is not a deal number: they go from 1 to 999,999,999.")
    return number


def kernel_query(query: str, learner_id: str | None) -> str:
    """The query string a lesson's kernel is given: the page's own, without any ``learner``
    or unusable ``deal`` that the address carried, plus the learner the server vouches for.

    >>> kernel_query("learner=someone-else&deal=42&x=1", "ada-id")
    'deal=42&x=1&learner=ada-id'
    >>> kernel_query("deal=abc", None)
    ''
    """
    kept = []
    for name, value in parse_qsl(query, keep_blank_values=True):
        if name == LEARNER_PARAMETER:
            continue
        if name == DEAL_PARAMETER:
            try:
                value = str(parse_deal(value))
            except ValueError:
                continue
        kept.append((name, value))
    if learner_id:
        kept.append((LEARNER_PARAMETER, learner_id))
    return urlencode(kept)


def store_path(data_dir: Path | None = None) -> Path:
    """The progress file: ``--data-dir`` (via the environment), else the user data folder."""
    if data_dir is None:
        env = os.environ.get(DATA_DIR_ENV)
        data_dir = Path(env) if env else default_data_dir()
    return data_dir / STORE_FILE


def store_url(data_dir: Path | None = None) -> str:
    """The progress database: ``--database-url`` (via the environment), else the progress
    file of :func:`store_path`."""
    return os.environ.get(DATABASE_URL_ENV) or f"sqlite://{store_path(data_dir)}"


@functools.cache
def _store() -> ProgressStore:
    return open_store(store_url())


@dataclasses.dataclass
class LearnerSession:
    """The learner of this page and the lesson they are in; every write goes to the store.

    A guest (a page opened without the home page's cookie) is not ``known``: the lesson
    still works and nothing is kept.
    """

    learner: Learner | None
    lesson: int | None
    store: ProgressStore | None
    class_deal: int | None = None
    """A deal number the teacher gave the class (``?deal=42``): seed the game with it."""

    @property
    def known(self) -> bool:
        """True when progress is being kept for a learner."""
        return self.learner is not None and self.store is not None

    @property
    def name(self) -> str:
        """The learner's display name (plain text: show it escaped), or "Guest"."""
        return self.learner.name if self.learner is not None else "Guest"

    @property
    def settings(self) -> Settings:
        """The learner's settings (the traditional rules for a guest)."""
        return self.learner.settings if self.learner is not None else Settings()

    def answer(
        self, item: str, *, correct: bool, answer: str, trap_type: int | None = None
    ) -> None:
        """Keep one quiz or drill answer for this lesson."""
        if self.learner is not None and self.store is not None:
            self.store.record_answer(
                self.learner.id, lesson=self.lesson or 0, item=item, correct=correct,
                answer=answer, trap_type=trap_type,
            )  # fmt: skip

    def complete(self) -> None:
        """Mark this lesson done."""
        if self.learner is not None and self.store is not None and self.lesson is not None:
            self.store.complete_lesson(self.learner.id, self.lesson)

    def save_review(self, item: str, state: Mapping[str, Any]) -> None:
        """Keep a drill item's spaced-repetition state (a JSON-ready dict)."""
        if self.learner is not None and self.store is not None:
            self.store.save_review(self.learner.id, item, state)

    def reviews(self) -> dict[str, dict[str, Any]]:
        """Every drill item's saved spaced-repetition state."""
        if self.learner is not None and self.store is not None:
            return self.store.reviews(self.learner.id)
        return {}

    def hand_played(self, record: str, points: int) -> None:
        """Keep a hand the learner played (its record text) and the points South's team won."""
        if self.learner is not None and self.store is not None:
            self.store.record_hand(self.learner.id, record, points)


def wait_for_request() -> None:
    """Block until this preheated kernel's page is requested, then put the request's query
    string and path in the environment.

    This is Voila's own ``voila.utils.wait_for_request`` (the server answers on
    ``voila/query/<kernel id>`` with one JSON message), spoken with ``websockets`` alone:
    importing ``voila.utils`` loads the whole Jupyter server, 1.5 s of CPU taken from the
    lesson that the kernel is preparing at that moment.
    """
    from websockets.sync.client import connect

    env = os.environ
    base = env.get("VOILA_WS_BASE_URL", env.get("VOILA_SERVER_URL", "/"))
    host = f"{env.get('VOILA_APP_IP', '127.0.0.1')}:{env.get('VOILA_APP_PORT', '8866')}"
    url = f"{env.get('VOILA_WS_PROTOCOL', 'ws')}://{host}{base}voila/query/{env['VOILA_KERNEL_ID']}"
    with connect(url, open_timeout=10) as socket:
        request = json.loads(socket.recv())
    env.update({str(name): str(value) for name, value in request.items()})


def _request() -> tuple[str, str]:
    """This page's query string and path, waiting for the request if the kernel was preheated."""
    if os.environ.get("VOILA_PREHEAT") == "True":
        wait_for_request()
        # From here on this kernel is like one started for the page: the request is in the
        # environment, and it will not come a second time.
        os.environ["VOILA_PREHEAT"] = "False"
    return os.environ.get("QUERY_STRING", ""), os.environ.get("SCRIPT_NAME", "")


def session_for(query: str, path: str, store: ProgressStore | None) -> LearnerSession:
    """The session named by a lesson URL's query string and path (testable without Voila)."""
    ids = parse_qs(query).get(LEARNER_PARAMETER, [])
    learner = store.learner(ids[0]) if ids and store is not None else None
    try:
        lesson: int | None = find_lesson(path.rsplit("/", 1)[-1]).number
    except KeyError:
        lesson = None
    deal = None
    for given in parse_qs(query).get(DEAL_PARAMETER, [])[:1]:
        with contextlib.suppress(ValueError):
            deal = parse_deal(given)
    return LearnerSession(learner, lesson, store, deal)


@functools.cache
def current_learner() -> LearnerSession:
    """The learner of this lesson page (a guest session if unknown or the store fails)."""
    query, path = _request()
    try:
        store: ProgressStore | None = _store()
    except Exception:  # the lesson must run even if the progress file cannot be opened
        log.exception("Progress cannot be kept: the progress file could not be opened")
        store = None
    return session_for(query, path, store)
