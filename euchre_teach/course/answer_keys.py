"""The answer keys of the course's strategic questions, as the judge set them at build time.

A strategic question (a bid, a loner, a discard, a lead, a card to a trick) accepts exactly
the choices the course's judge (:mod:`euchre_teach.strategy.judge`) puts within its margin
of the best. Judging takes seconds, too slow for a click, so the verdicts are computed ahead
of time by ``python -m euchre_teach.course.judge_keys --write`` and stored, with each
choice's value, in ``answer_keys.json`` next to this module, under a fingerprint of the
position (:func:`fingerprint`: the seat's view, nothing hidden). A question looks its
position up with :func:`stored_verdict`; a test checks that every strategic question the
course asks has a stored verdict and that a fresh judge agrees with it.

**Candidates follow the lesson.** A question judges only the choices its page offers the
learner at that point of the course: a question asked before going alone is taught
(lesson :data:`LONERS_LESSON`; :func:`question_lesson` says where each question is asked)
neither judges nor offers going alone or defending alone, so its key can never prefer a
loner to the plain call the lesson teaches.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
from pathlib import Path
from typing import Any

from euchre_teach.core.deal import Deal
from euchre_teach.core.state import Phase
from euchre_teach.core.view import View
from euchre_teach.strategy.judge import PRECOMPUTED, Effort, choices, judge, position_key

__all__ = [
    "KEYS_FILE",
    "KEY_REASONS",
    "LONERS_LESSON",
    "PANEL_LESSONS",
    "KeyReason",
    "StoredChoice",
    "StoredVerdict",
    "fingerprint",
    "judge_view",
    "key_reason",
    "load_keys",
    "loners_taught",
    "question_lesson",
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
    """The judge's verdict on a position, best choice first, the deals it played, and the
    unit of its values: ``"points"`` a hand, or ``"game"`` (the change in the side's chance
    of winning the game, when the score matters)."""

    samples: int
    unit: str
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
        return {"samples": self.samples, "unit": self.unit,
                "choices": [[c.action, c.mean, c.gap, c.within] for c in self.choices]}  # fmt: skip

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> StoredVerdict:
        return cls(int(data["samples"]), str(data.get("unit", "points")),
                   tuple(StoredChoice(str(a), float(m), float(g), bool(w))
                         for a, m, g, w, *_ in data["choices"]))  # fmt: skip


def fingerprint(view: View) -> str:
    """A short, stable name for the position as the seat sees it (the judge's own
    :func:`~euchre_teach.strategy.judge.position_key`, hashed)."""
    return hashlib.sha256(position_key(view).encode()).hexdigest()[:20]


LONERS_LESSON = 8
"""The lesson that teaches going alone (``08_going_alone.ipynb``)."""
BID_LESSON = 6
"""The lesson of the "bid or pass?" drill (``bid/N``): review brings it back for lessons 6
and 7's bidding."""


PANEL_LESSONS = {"bidding": 6, "bidding round 2": 7, "defence": 12}
"""The lesson whose practice panel shows each kind of position (its notebook holds
``PracticePanel(kind)``; lesson 6's keeps to round 1, lesson 7's has both rounds): a
position missed there comes back in Review under that lesson."""


def question_lesson(key: str, deal: Deal | None = None) -> int:
    """The first lesson that asks the strategic question ``key`` (at ``deal``, which tells
    a round-2 bidding position, lesson 7's, from a round-1 one, lesson 6's): ``L11/3`` is
    lesson 11's, a defence position lesson 12's, a "bid or pass?" item lesson 6's.

    >>> question_lesson("L11/3"), question_lesson("bidding-set/1"), question_lesson("bid/2")
    (11, 6, 6)
    """
    family = key.partition("/")[0]
    if family[:1] == "L" and family[1:].isdigit():
        return int(family[1:])
    if family == "bid":
        return BID_LESSON
    if family.startswith("defence"):
        return PANEL_LESSONS["defence"]
    if family.startswith("bidding"):
        round_2 = deal is not None and deal.phase is Phase.BIDDING_2
        return PANEL_LESSONS["bidding round 2" if round_2 else "bidding"]
    raise ValueError(f"{key!r} is not a strategic question the course asks")


def loners_taught(lesson: int) -> bool:
    """True from the lesson that teaches going alone on."""
    return lesson >= LONERS_LESSON


def judge_view(view: View, effort: Effort = PRECOMPUTED, *, loners: bool = True
               ) -> StoredVerdict:  # fmt: skip
    """The judge's verdict on every choice at the view's decision, as it is stored
    (without going alone among the choices unless ``loners``)."""
    verdict = judge(view, choices(view, loners=loners), effort=effort)
    return StoredVerdict(verdict.samples, verdict.unit, tuple(
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


@dataclasses.dataclass(frozen=True)
class KeyReason:
    """A teacher's reason, in cards, for a key that overrides the taught count or loner
    test: ``best`` is the choice it argues for (as the notation writes it), ``words`` what
    the learner reads after the count (or instead of it, without ``count``), in place of
    "played out, it scores more". It is said only while the stored key's best choice is
    ``best`` (a test checks that every one still is)."""

    best: str
    words: str
    count: bool = True
    """Whether the taught count is said first (not where it counts the plain call and the
    key is a loner: its "A♥ joins your side" is untrue alone)."""


KEY_REASONS = {
    "L11/2": KeyReason("order alone", (
        "Why alone: when you go alone your partner, the dealer, sits out, and A♥ goes out of"
        " play. Then your J♥, J♦ and K♥ are the three highest trumps left, and nobody can"
        " beat them: you are sure of three tricks on your own, so going alone risks no"
        " euchre, and all five tricks alone score 4 where a march with your partner scores"
        " 2. Lesson 8's loner test asks for nothing but aces beside your trumps, and Q♣ is"
        " not one; but with A♥ out of play your K♥ wins like a bower. Ordering up with your"
        " partner is right too: Q♣ fails the loner test, and going alone is a choice, never a"
        " duty."), count=False),
    "L11/4": KeyReason("call H alone", (
        "Name hearts, best alone: J♦, hearts' left bower, was turned down and lies out of"
        " play, so your J♥ and A♥ are the two highest trumps in play, two sure tricks, and"
        " 9♥ and A♣ make a third likely. If K♠ loses, four tricks alone still score 1, as"
        " four do with your partner; all five tricks alone score 4 where a march with your"
        " partner scores 2. This is one of the two exceptions lesson 11 names: K♠, a king"
        " without its ace, fails lesson 8's loner test, and going alone pays all the same."),
        count=False),
    # expert58: L11/17 was too easy; L11/18 asked the lean where the count orders up, and
    # L11/19 since void55 (one empty suit from the dealer's left passed L11/18).
    "L11/19": KeyReason("pass", (
        "Clubs are enough: but spades, next, are far stronger, with J♠ their right bower, A♠"
        " and Q♠, so lean to pass. If East turns 10♣ down, you name spades first.")),
    # expert49: "close" on a refused pass read as "also fine"; say in cards why ordering wins.
    "bidding/6": KeyReason("order", (
        "A hand the count misses: three likely tricks. J♦, the right bower, is a sure trick,"
        " A♠ a likely one, and with no hearts your 9♦ can trump a heart.")),
}
"""Teachers' reasons, by question key, for the keys that override the taught count or loner
test: the buried bower, the dead upcard, the sure tricks that make a loner cheap, who speaks
first in round 2. "Played out, it scores more" is a figure, not a reason."""


def key_reason(key: str, verdict: StoredVerdict) -> KeyReason | None:
    """The teacher's reason for question ``key``'s answer, None when it has none or its
    stored key no longer prefers the choice the reason argues for."""
    reason = KEY_REASONS.get(key)
    if reason is None or not verdict.choices or verdict.choices[0].action != reason.best:
        return None
    return reason
