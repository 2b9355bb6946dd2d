"""Who is learning: the learner of a lesson page, as a lesson notebook sees it.

A lesson runs in its own kernel, started afresh on every page load, so nothing about the
learner lives in the kernel. The home page gives each learner an id (a cookie); the server
adds it to every lesson URL as ``?learner=ID``; here the kernel reads it back from Voila's
request info and opens the shared progress file. In a lesson::

    from webapp.session import current_learner
    me = current_learner()          # never fails; me.known is False for a guest
    me.answer("trap/3", correct=True, answer="9D", trap_type=1)
    me.complete()                   # this lesson is done
    seed = me.class_deal or 13      # "everyone open deal 42": the URL ends ?deal=42
"""

from __future__ import annotations

__all__ = [
    "LearnerSession",
    "current_learner",
    "default_data_dir",
    "store_path",
    "wait_for_request",
]

import dataclasses
import functools
import json
import logging
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

from euchre_teach.cli import DATA_DIR_ENV
from euchre_teach.course import lesson as find_lesson
from euchre_teach.progress import Learner, ProgressStore, Settings

log = logging.getLogger(__name__)

STORE_FILE = "progress.sqlite3"
LEARNER_PARAMETER = "learner"
DEAL_PARAMETER = "deal"


def default_data_dir() -> Path:
    """Where progress is kept when neither ``--data-dir`` nor the environment says."""
    import platformdirs

    return Path(platformdirs.user_data_dir("euchre-teach", appauthor=False))


def store_path(data_dir: Path | None = None) -> Path:
    """The progress file: ``--data-dir`` (via the environment), else the user data folder."""
    if data_dir is None:
        env = os.environ.get(DATA_DIR_ENV)
        data_dir = Path(env) if env else default_data_dir()
    return data_dir / STORE_FILE


@functools.cache
def _store() -> ProgressStore:
    return ProgressStore(store_path())


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
    deals = parse_qs(query).get(DEAL_PARAMETER, [])
    deal = int(deals[0]) if deals and deals[0].isdigit() and len(deals[0]) <= 9 else None
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
