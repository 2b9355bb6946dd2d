"""The answer keys of the course's strategic questions, as the judge set them at build time.

A strategic question (a bid, a loner, a discard, a lead, a card to a trick) accepts exactly
the choices the course's judge (:mod:`euchre_teach.strategy.judge`) puts within its margin
of the best. Judging takes seconds, too slow for a click, so the verdicts are computed ahead
of time by ``python -m euchre_teach.course.judge_keys --write`` and stored, with each
choice's value, in ``answer_keys.json`` next to this module, under a fingerprint of the
position (:func:`fingerprint`: the seat's view, nothing hidden). A question looks its
position up with :func:`stored_verdict`; a test checks that every strategic question the
course asks has a stored verdict and that a fresh judge agrees with it.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
from pathlib import Path
from typing import Any

from euchre_teach.core.view import View
from euchre_teach.strategy.judge import PRECOMPUTED, Effort, judge, position_key

__all__ = [
    "KEYS_FILE",
    "StoredChoice",
    "StoredVerdict",
    "fingerprint",
    "judge_view",
    "load_keys",
    "stored_verdict",
]

KEYS_FILE = Path(__file__).with_name("answer_keys.json")
"""Where the precomputed verdicts live (``python -m euchre_teach.course.judge_keys --write``)."""


@dataclasses.dataclass(frozen=True)
class StoredChoice:
    """One choice as the judge valued it: the action (as the notation writes it), its mean
    points a hand for the seat's side, its gap below the best and whether it is within
    the margin."""

    action: str
    mean: float
    gap: float
    within: bool


@dataclasses.dataclass(frozen=True)
class StoredVerdict:
    """The judge's verdict on a position, best choice first, and the deals it played."""

    samples: int
    choices: tuple[StoredChoice, ...]

    @property
    def within(self) -> tuple[str, ...]:
        """The choices within the margin of the best, best first."""
        return tuple(c.action for c in self.choices if c.within)

    def choice(self, action: str) -> StoredChoice:
        """The stored value of ``action`` (KeyError when it was not judged)."""
        for choice in self.choices:
            if choice.action == action:
                return choice
        raise KeyError(f"{action} was not one of the choices judged")

    def to_json(self) -> dict[str, Any]:
        return {"samples": self.samples,
                "choices": [[c.action, c.mean, c.gap, c.within] for c in self.choices]}  # fmt: skip

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> StoredVerdict:
        return cls(int(data["samples"]),
                   tuple(StoredChoice(str(a), float(m), float(g), bool(w))
                         for a, m, g, w in data["choices"]))  # fmt: skip


def fingerprint(view: View) -> str:
    """A short, stable name for the position as the seat sees it (the judge's own
    :func:`~euchre_teach.strategy.judge.position_key`, hashed)."""
    return hashlib.sha256(position_key(view).encode()).hexdigest()[:20]


def judge_view(view: View, effort: Effort = PRECOMPUTED) -> StoredVerdict:
    """The judge's verdict on every choice at the view's decision, as it is stored."""
    verdict = judge(view, effort=effort)
    return StoredVerdict(verdict.samples, tuple(
        StoredChoice(str(v.action), round(v.mean, 3) if v.mean == v.mean else 0.0,
                     round(v.gap, 3), v.within)
        for v in verdict.values))  # fmt: skip


@functools.cache
def load_keys() -> dict[str, dict[str, Any]]:
    """The stored file: item key -> ``{"position": fingerprint, "verdict": ...}``."""
    if not KEYS_FILE.exists():
        return {}
    data: dict[str, dict[str, Any]] = json.loads(KEYS_FILE.read_text("utf-8"))["keys"]
    return data


@functools.cache
def _by_position() -> dict[str, StoredVerdict]:
    return {entry["position"]: StoredVerdict.from_json(entry["verdict"])
            for entry in load_keys().values()}  # fmt: skip


def stored_verdict(view: View) -> StoredVerdict | None:
    """The stored verdict on this position, None when it was never judged."""
    return _by_position().get(fingerprint(view))
