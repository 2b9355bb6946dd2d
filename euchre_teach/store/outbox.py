"""Answers the store could not write yet: kept in this process, in order, and written when
the store can write again; each with a fate a learner can read.

A learner's answer is one or more writes (the answer, then its review schedule). When the
store cannot write (the disk holding the progress file is full, the PostgreSQL server is
stopped), :meth:`Outbox.send` keeps the writes not made in memory, in the order given, and
says so: the answer's :class:`Fate` is ``WAITING``. They are written, oldest first, at the
next answer, at each retry (:attr:`Outbox.retry_after`, scheduled by whoever owns the
event loop) and when the process stops (:meth:`Outbox.close`). A write that fails for any
other reason (a fault of the course, not of the computer) is ``NOT_SAVED`` at once, and
logged with its traceback. Each write is one transaction, so a write made is never made
twice: a kept answer whose first write went through keeps only the rest.

Kept in memory only, by choice: the places a copy could go on disk are the full disk
itself, or a folder of the teacher's that other learners' kernels share; the answers wait
as long as the lesson's page is open, which is as long as its kernel lives.

The server's console hears once, in words, that progress is not being saved (and once
again when it is), never a traceback per answer: :func:`console` writes to the process's
own standard error, past a Jupyter kernel's capture of it.

>>> outbox = Outbox()
>>> outbox.send([lambda: None], "an answer").fate
<Fate.SAVED: 'saved'>
"""

from __future__ import annotations

__all__ = [
    "FATE_WORDS",
    "MAX_WAITING",
    "Fate",
    "Kept",
    "Outbox",
    "cannot_write",
    "console",
]

import contextlib
import dataclasses
import enum
import errno
import io
import logging
import os
import sqlite3
import sys
import time
from collections.abc import Callable, Sequence

from euchre_teach.store.backend import StoreUnavailable, at_once

log = logging.getLogger(__name__)

MAX_WAITING = 2000
"""Answers one process keeps waiting at most; past that a new one is not saved (and says so)."""

RETRY_SECONDS = 5.0
"""Seconds between tries to write what is waiting."""


class Fate(enum.Enum):
    """What became of an answer: saved, waiting to be saved, or not saved."""

    SAVED = "saved"
    WAITING = "waiting"
    NOT_SAVED = "not saved"


FATE_WORDS = {
    Fate.SAVED: "Saved",
    Fate.WAITING: "Waiting to save: keep this page open; your answer is kept here and will be "
    "saved when the computer can write again",
    Fate.NOT_SAVED: "Not saved: tell your teacher",
}
"""Each fate as the learner reads it under their answer."""


def cannot_write(error: BaseException) -> str | None:
    """Why the store cannot write, in words, when ``error`` says so (the computer's
    trouble: worth waiting for); None for any other error.

    >>> cannot_write(OSError(errno.ENOSPC, "No space left on device"))
    'the disk holding the progress file is full'
    >>> cannot_write(ValueError("a bug")) is None
    True
    """
    if isinstance(error, StoreUnavailable):
        return str(error)
    if isinstance(error, OSError) and error.errno == errno.ENOSPC:
        return "the disk holding the progress file is full"
    if isinstance(error, sqlite3.OperationalError):
        code = getattr(error, "sqlite_errorcode", None)
        words = {
            sqlite3.SQLITE_FULL: "the disk holding the progress file is full",
            sqlite3.SQLITE_READONLY: "the progress file cannot be written (it is read-only)",
            sqlite3.SQLITE_BUSY: "the progress file is busy with another writer",
            sqlite3.SQLITE_LOCKED: "the progress file is busy with another writer",
        }
        if code in words:
            return words[code]
        if code in (sqlite3.SQLITE_IOERR, sqlite3.SQLITE_CANTOPEN) or (
            code is not None and code & 0xFF == sqlite3.SQLITE_IOERR
        ):
            return f"the disk holding the progress file failed a write ({error})"
    return None


def console(line: str) -> None:
    """Write one line to this process's standard error: the server's console, also from a
    lesson kernel (whose ``sys.stderr`` goes to the page; its ``fileno()`` is the real one)."""
    data = (line.rstrip("\n") + "\n").encode("utf-8", "replace")
    try:
        os.write(sys.stderr.fileno(), data)
    except (OSError, ValueError, io.UnsupportedOperation, AttributeError):
        with contextlib.suppress(OSError, ValueError, AttributeError):
            sys.__stderr__.write(data.decode())  # type: ignore[union-attr]
            sys.__stderr__.flush()  # type: ignore[union-attr]


@dataclasses.dataclass(eq=False)
class Kept:
    """One answer's writes and what became of them (``on_fate`` hears every change)."""

    what: str
    steps: list[Callable[[], None]]
    fate: Fate = Fate.WAITING
    on_fate: list[Callable[[Fate], None]] = dataclasses.field(default_factory=list)

    def became(self, fate: Fate) -> None:
        if fate is self.fate:
            return
        self.fate = fate
        for listener in list(self.on_fate):
            try:
                listener(fate)
            except Exception:  # a page that is gone must not stop the others
                log.exception("A page could not be told what became of %s", self.what)


class Outbox:
    """The writes of this process's answers that wait for the store, oldest first.

    ``retry_after(seconds, again)``: how to try again later (a lesson kernel's event loop's
    ``call_later``); without it, what waits is written at the next answer or at close.
    """

    def __init__(self, retry_after: Callable[[float, Callable[[], None]], object] | None = None,
                 say: Callable[[str], None] = console) -> None:  # fmt: skip
        self.retry_after = retry_after
        self.say = say
        self.waiting: list[Kept] = []
        self.failing: str | None = None
        """Why the store cannot write, while it cannot (None when it can)."""
        self._retry_pending = False

    def send(self, steps: Sequence[Callable[[], None]], what: str) -> Kept:
        """Make these writes in order now, or keep them until the store can write; the
        returned :class:`Kept` says what became of them."""
        kept = Kept(what, list(steps))
        if len(self.waiting) >= MAX_WAITING:
            self.say(f"euchre-teach: {what} was not saved: {MAX_WAITING} answers are already "
                     f"waiting for the progress store ({self.failing}).")  # fmt: skip
            kept.fate = Fate.NOT_SAVED
            return kept
        self.waiting.append(kept)
        # What waits goes first, each write tried once: the learner is not held up while
        # the store is known to be away. A first failure is tried patiently (a restarting
        # server costs a pause, not a wait).
        self.flush(patient=self.failing is None)
        return kept

    def flush(self, *, patient: bool = False) -> bool:
        """Write what waits, oldest first, stopping at the first write the store cannot
        make; True when nothing waits any more."""
        context = contextlib.nullcontext() if patient else at_once()
        with context:
            while self.waiting:
                head = self.waiting[0]
                reason = self._write(head)
                if reason is not None:
                    self._failed(reason)
                    return False
                self.waiting.pop(0)
        self._recovered()
        return True

    def _write(self, kept: Kept) -> str | None:
        """Make ``kept``'s writes left; the reason the store cannot, or None (saved, or
        given up as not saved)."""
        while kept.steps:
            try:
                kept.steps[0]()
            except Exception as error:
                reason = cannot_write(error)
                if reason is None:
                    log.exception("%s could not be saved", kept.what)
                    self.say(f"euchre-teach: {kept.what} was not saved: {error}")
                    kept.steps.clear()
                    kept.became(Fate.NOT_SAVED)
                    return None
                return reason
            kept.steps.pop(0)
        kept.became(Fate.SAVED)
        return None

    def _failed(self, reason: str) -> None:
        if self.failing is None:
            self.say(f"euchre-teach: Progress is not being saved: {reason}. Answers are kept "
                     "in their lesson and will be saved when it can write again.")  # fmt: skip
        self.failing = reason
        self._schedule_retry()

    def _recovered(self) -> None:
        if self.failing is not None:
            self.say("euchre-teach: Progress is being saved again; the answers that waited "
                     "are saved.")  # fmt: skip
        self.failing = None

    def _schedule_retry(self) -> None:
        if self.retry_after is None or self._retry_pending:
            return
        self._retry_pending = True

        def again() -> None:
            self._retry_pending = False
            if self.waiting:
                self.flush()

        try:
            self.retry_after(RETRY_SECONDS, again)
        except RuntimeError:  # the loop is closed: the kernel is stopping
            self._retry_pending = False

    def close(self, deadline: float = 3.0) -> None:
        """Before the process stops: try for up to ``deadline`` seconds to write what
        waits (a kernel is given a few seconds to stop); whatever still cannot be written is
        named on the console, answer by answer, so that the teacher can enter it by hand."""
        end = time.monotonic() + deadline
        while self.waiting and not self.flush() and time.monotonic() < end:
            time.sleep(0.5)
        for kept in self.waiting:
            self.say(f"euchre-teach: {kept.what} could not be saved before this lesson closed "
                     f"({self.failing}).")  # fmt: skip
            kept.became(Fate.NOT_SAVED)
        self.waiting.clear()
