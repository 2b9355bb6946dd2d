"""The static edition's stand-in for the served ``webapp/keeping.py``: a page's writes and
what became of each answer, for the Review page (the served ``webapp/review.py``, copied
into the site unchanged, calls these three).

On the server an answer may wait for the store (its outbox); in the browser the record is
written at once (static/py/webapp/store.py), so an answer is saved, or, if the write itself
fails, not saved.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime
from typing import Any

from webapp.store import BrowserStore, Learner
from widgets.quiz import Quiz

log = logging.getLogger("euchre-teach.page")

SAVED = ("saved", "Saved in this browser")
NOT_SAVED = ("not saved", "Not saved: this browser did not let the page keep it")


class Kept:
    """What became of one answer's writes: ``fate`` and who hears it (as the server's)."""

    def __init__(self, fate: tuple[str, str]) -> None:
        self.fate = fate
        self.on_fate: list[Callable[[tuple[str, str]], None]] = []


class Writer:
    """Makes a page's writes at once, in order (the server's outbox, with nothing to wait for)."""

    def __init__(self, store: BrowserStore) -> None:
        self.store = store

    def send(self, writes: list[Callable[[], None]], what: str) -> Kept:
        try:
            for write in writes:
                write()
        except Exception:
            log.exception("Not kept: %s", what)
            return Kept(NOT_SAVED)
        return Kept(SAVED)


def outbox(store: BrowserStore) -> Writer:
    return Writer(store)


def answer_writes(store: BrowserStore, learner: Learner, *, lesson: int, key: str,
                  correct: bool, text: str, kind: int | None, when: datetime,
                  scheduled: Callable[[], None] | None = None,
                  ) -> tuple[list[Callable[[], None]], str]:  # fmt: skip
    """One answer's writes (the answer, then ``scheduled``: its review) and the answer in
    words, for the console if it cannot be kept."""

    def answer() -> None:
        store.record_answer(learner.id, lesson=lesson, item=key, correct=correct, answer=text,
                            trap_type=kind, at=when.timestamp())  # fmt: skip

    what = f"the answer to {key} in lesson {lesson}: {text!r}"
    return ([answer, scheduled] if scheduled else [answer]), what


def fate_teller(made: Quiz, on_saved: Callable[[], None] | None = None
                ) -> Callable[[Any], None]:  # fmt: skip
    """Tell the quiz what became of the answer to its current question."""
    position = made.position

    def told(fate: tuple[str, str]) -> None:
        made.answer_fate(position, *fate)
        if fate is SAVED and on_saved is not None:
            on_saved()

    return told
