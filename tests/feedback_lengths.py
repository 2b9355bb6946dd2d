"""How many words a learner reads above the fold, answer by answer (a test helper, and a
report: ``python -m tests.feedback_lengths`` prints the distribution and the longest).

Every guided hand is walked, as lessons 3-9 play it (going alone not judged, where the
hand comes before lesson 8) and as lesson 10 replays it, and at every one of the learner's
decisions every legal choice is tried; every quiz, practice, Review and drill item's every
option is read. Only stored judgements are used (``lessons/hands/judged.json``, the answer
keys): nothing is simulated.
"""

from __future__ import annotations

import copy
import statistics
import sys
from collections.abc import Iterator
from dataclasses import dataclass

from euchre_teach.course import practice, quizzes
from euchre_teach.course.catalogue import GuidedHand, hands_before_loners, hands_dir
from euchre_teach.course.items import Item
from widgets.quiz_words import split_figures


@dataclass(frozen=True)
class Shown:
    """One answer as the learner sees it: where, the choice, accepted or not, its words."""

    where: str
    choice: str
    accepted: bool
    words: str

    @property
    def count(self) -> int:
        return len(self.words.split())


def items() -> Iterator[Item]:
    """Every quiz, practice, retired and practice-set item the course builds."""
    for n in sorted(quizzes.QUIZZES):
        yield from quizzes.quiz(n)
        yield from quizzes.lesson_practice(n)
        yield from quizzes.retired(n)
    for i in range(1, practice.BIDDING_SET_SIZE + 1):
        yield practice.practice_item(f"bidding-set/{i}")
    for i in range(1, len(practice.DEFENCE_SET) + 1):
        yield practice.practice_item(f"defence-set/{i}")
    for i in range(1, practice.GENERATED_POOL + 1):
        yield practice.practice_item(f"bidding/{i}")


def item_answers() -> Iterator[Shown]:
    """Every option of every item, its words above the fold (the figures folded)."""
    for item in items():
        for option in item.options:
            words = split_figures(option.feedback)[0]
            yield Shown(item.key, option.label, option.correct, words)


def guided_answers() -> Iterator[Shown]:
    """Every legal choice at every learner decision of every guided hand, its words above
    the fold (:meth:`~euchre_teach.course.guided_words.Attempt.words`)."""
    early = hands_before_loners()
    for path in sorted(hands_dir().glob("*.txt")):
        for loners in (True, False) if path.name in early else (True,):
            guide = GuidedHand.from_file(path, loners=loners)
            guide.before_loners = not loners
            where = f"{path.name}{'' if loners else ' (before lesson 8)'}"
            guide.advance()
            while not guide.finished:
                for action in guide.deal.legal_actions():
                    trial = copy.deepcopy(guide)
                    attempt = trial.attempt(action)
                    yield Shown(f"{where} #{guide.position + 1}", str(action),
                                attempt.accepted, attempt.words())
                guide.play_next()
                guide.advance()


def report(shown: list[Shown], title: str, top: int = 8) -> None:
    counts = sorted(s.count for s in shown)
    print(f"{title}: {len(counts)} answers; median {statistics.median(counts):.0f},"
          f" 90th percentile {counts[int(len(counts) * 0.9)]}, most {counts[-1]} words")
    bands = [(0, 25), (26, 40), (41, 55), (56, 80), (81, 999)]
    print("  " + ", ".join(f"{lo}-{hi if hi < 999 else ''}: {sum(lo <= c <= hi for c in counts)}"
                           for lo, hi in bands))  # fmt: skip
    for s in sorted(shown, key=lambda s: -s.count)[:top]:
        print(f"  {s.count:3d} {s.where} {s.choice} ({'yes' if s.accepted else 'no'}):"
              f" {s.words}")


if __name__ == "__main__":
    top = int(sys.argv[1]) if len(sys.argv) > 1 else 8
    report(list(guided_answers()), "Guided hands", top)
    report(list(item_answers()), "Quiz, practice and Review items", top)
