"""A game in progress on a lesson page, kept for a learner so that it comes back where it
was: after a reload, another visit, or on another device.

A game is its cards' number, its settings and the moves made so far
(:meth:`widgets.gameplay.GameSession.state`); every move writes it to the progress store
(one row per learner and lesson, replaced), and the page replays it when the learner comes
back (:meth:`~widgets.gameplay.GameSession.resume`), the way the practice rounds replay
their answers. It is forgotten when a side wins or the learner presses New game. A guest
keeps nothing: their game lives on the page only, and the page says so.
"""

from __future__ import annotations

__all__ = ["keep_game"]

import json
import logging
from collections.abc import Callable
from typing import Any

from euchre_teach import IllegalAction
from webapp.session import LearnerSession
from widgets.gameplay import GameSession

log = logging.getLogger(__name__)

Keep = Callable[[Callable[[LearnerSession], None], str], None]
"""How the page writes (:meth:`webapp.lesson.LessonTracker._keep`): in order, through
the outbox, after the answers that wait."""


def keep_game(session: GameSession, me: LearnerSession, lesson: int, keep: Keep) -> None:
    """Resume the game ``me`` left on lesson ``lesson``'s page, if any, and keep every move
    of ``session`` from now on (nothing for a guest)."""
    store, learner = me.store, me.learner
    if store is None or learner is None:
        return
    session.kept = True
    saved = store.saved_game(learner.id, lesson)
    if saved is not None:
        try:
            state = json.loads(saved)
            if me.class_deal is None or state.get("seed") == me.class_deal:
                session.resume(state)
        except (ValueError, KeyError, TypeError, IllegalAction):
            # A game kept by an older version that no longer replays: start afresh.
            log.exception("The kept game of learner %r in lesson %d does not replay",
                          learner.name, lesson)  # fmt: skip

    def changed(state: dict[str, Any] | None) -> None:
        if state is None:
            keep(lambda me: _end(me, lesson), "the end of the game in progress")
        else:
            text = json.dumps(state)
            keep(lambda me: _save(me, lesson, text), "the game in progress")

    session.on_change(changed)


def _save(me: LearnerSession, lesson: int, text: str) -> None:
    if me.store is not None and me.learner is not None:
        me.store.save_game(me.learner.id, lesson, text)


def _end(me: LearnerSession, lesson: int) -> None:
    if me.store is not None and me.learner is not None:
        me.store.end_game(me.learner.id, lesson)
