"""A lesson page's writes to the progress store, and what became of each answer.

Every write of a page (an answer and its review schedule, a drill's review state, the
lesson marked done, a hand played) goes through the store's outbox
(:mod:`euchre_teach.store.outbox`): made at once, or kept in the kernel, in order, until the
store can write again. A quiz hears each answer's fate (:func:`fate_teller`): its score
counts saved answers, and the learner reads "Saved", "Waiting to save: …" or "Not saved: …".
"""

from __future__ import annotations

__all__ = ["NOT_SAVED", "answer_writes", "fate_teller", "outbox"]

import atexit
from collections.abc import Callable
from datetime import datetime

from euchre_teach.store.outbox import FATE_WORDS, Fate, Outbox
from euchre_teach.store.progress import Learner, ProgressStore
from widgets._base import running_loop
from widgets.quiz import Quiz

NOT_SAVED = (
    '<p class="et-not-saved" role="alert">Your answer could not be saved: the course\'s '
    "progress database is not answering. Carry on with the lesson, and tell your teacher if "
    "this message comes back.</p>"
)


def outbox(store: ProgressStore) -> Outbox:
    """The store's outbox, set up once in this kernel: tried again every few seconds on the
    kernel's event loop (the connection belongs to its thread), and once more, for up to
    three seconds, when the kernel stops."""
    box = store.outbox
    if box.retry_after is None and (loop := running_loop()) is not None:
        box.retry_after = loop.call_later
        atexit.register(box.close)
    return box


def answer_writes(store: ProgressStore, learner: Learner, *, lesson: int, key: str,
                  correct: bool, text: str, kind: int | None, when: datetime,
                  scheduled: Callable[[], None] | None = None,
                  ) -> tuple[list[Callable[[], None]], str]:  # fmt: skip
    """One answer's writes (the answer, then ``scheduled``: its review) and the answer in
    words, for the console if it cannot be saved."""

    def answer() -> None:
        store.record_answer(learner.id, lesson=lesson, item=key, correct=correct, answer=text,
                            trap_type=kind, at=when.timestamp())  # fmt: skip

    what = (f"the answer of learner {learner.name!r} ({learner.id}) to {key} in lesson "
            f"{lesson}, given {when:%Y-%m-%d %H:%M:%S} UTC: {text!r}, "
            f"{'right' if correct else 'wrong'}")  # fmt: skip
    return ([answer, scheduled] if scheduled else [answer]), what


def fate_teller(made: Quiz, on_saved: Callable[[], None] | None = None
                ) -> Callable[[Fate | None], None]:  # fmt: skip
    """What to do as the fate of the answer to ``made``'s current question becomes known
    (None: nothing is kept, a guest): tell the quiz, and once saved, ``on_saved``."""
    position = made.position

    def told(fate: Fate | None) -> None:
        if fate is None:
            made.save_answers(False)
            return
        made.answer_fate(position, fate.value, FATE_WORDS[fate])
        if fate is Fate.SAVED and on_saved is not None:
            on_saved()

    return told
