"""Spaced review of the learner's mistakes, scheduled by FSRS (the ``fsrs`` package).

An item the learner misses enters the queue; FSRS decides when it comes back (a minute
later, then ten, then days as it sticks). Items answered right at the first sight never
enter: the queue holds the learner's own mistakes only. The queue turns to and from JSON
so the app's progress store can keep it between visits.

>>> from datetime import UTC, datetime, timedelta
>>> start = datetime(2026, 1, 1, tzinfo=UTC)
>>> queue = ReviewQueue(fuzz=False)
>>> queue.record("trap/3", correct=False, when=start)
>>> queue.due(start), queue.due(start + timedelta(minutes=2))
([], ['trap/3'])
>>> ReviewQueue.from_json(queue.to_json()).due(start + timedelta(minutes=2))
['trap/3']
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any

import fsrs

__all__ = ["ReviewQueue"]


def _now() -> datetime:
    return datetime.now(UTC)


class ReviewQueue:
    """Missed items (by key, e.g. ``"trap6/41"``) and when each is next due."""

    def __init__(self, *, fuzz: bool = True) -> None:
        # Fuzzing spreads due dates a little so a batch of misses does not return at once;
        # tests turn it off to get exact dates.
        self.scheduler = fsrs.Scheduler(enable_fuzzing=fuzz)
        self.cards: dict[str, fsrs.Card] = {}

    def __len__(self) -> int:
        return len(self.cards)

    def __contains__(self, key: object) -> bool:
        return key in self.cards

    def record(self, key: str, correct: bool, when: datetime | None = None) -> None:
        """Note an answer: a miss starts (or restarts) the item's schedule; a right answer
        to an item already in the queue pushes it further out."""
        if key not in self.cards:
            if correct:
                return
            self.cards[key] = fsrs.Card()
        rating = fsrs.Rating.Good if correct else fsrs.Rating.Again
        card, _log = self.scheduler.review_card(self.cards[key], rating, when or _now())
        self.cards[key] = card

    def due(self, when: datetime | None = None) -> list[str]:
        """Keys due for review at ``when`` (now by default), the longest overdue first."""
        moment = when or _now()
        ready = [(card.due, key) for key, card in self.cards.items() if card.due <= moment]
        return [key for _, key in sorted(ready)]

    def learning(self) -> list[str]:
        """Keys still being learned: missed, and not yet answered right through their
        learning steps (FSRS's Learning or Relearning; a key answered right twice since its
        miss has moved on to Review, spaced out further each time)."""
        return [key for key, card in self.cards.items() if card.state != fsrs.State.Review]

    def missed(self) -> list[str]:
        """Keys whose last answer was a miss: not answered right since (a right answer
        moves an item a learning step on, or back to Review; a miss sets it to step 0).

        >>> from datetime import UTC, datetime, timedelta
        >>> queue, start = ReviewQueue(fuzz=False), datetime(2026, 1, 1, tzinfo=UTC)
        >>> queue.record("bid/7", correct=False, when=start)
        >>> queue.missed()
        ['bid/7']
        >>> queue.record("bid/7", correct=True, when=start + timedelta(minutes=2))
        >>> queue.missed(), "bid/7" in queue
        ([], True)
        """
        return [key for key, card in self.cards.items()
                if card.state != fsrs.State.Review and card.step == 0]  # fmt: skip

    def next_due(self, when: datetime | None = None) -> str | None:
        """The key most overdue, or None when nothing is due."""
        ready = self.due(when)
        return ready[0] if ready else None

    def states(self) -> dict[str, dict[str, object]]:
        """Each item's FSRS state as a plain dict (what the progress store's
        ``save_review(learner, item, state)`` keeps)."""
        return {key: card.to_dict() for key, card in self.cards.items()}

    @classmethod
    def from_states(cls, states: dict[str, dict[str, object]], *, fuzz: bool = True) -> ReviewQueue:
        """A queue back from :meth:`states` (or the progress store's ``reviews(learner)``)."""
        queue = cls(fuzz=fuzz)
        queue.load(states)
        return queue

    def load(self, states: Mapping[str, Mapping[str, Any]]) -> None:
        """Add saved states (from :meth:`states` or the store) to this queue; a saved state
        replaces the queue's own for the same key."""
        for key, data in states.items():
            self.cards[key] = fsrs.Card.from_dict(dict(data))

    def to_json(self) -> str:
        """The queue as JSON text (for the progress store)."""
        return json.dumps(self.states())

    @classmethod
    def from_json(cls, text: str, *, fuzz: bool = True) -> ReviewQueue:
        """A queue back from :meth:`to_json`."""
        return cls.from_states(json.loads(text), fuzz=fuzz)
