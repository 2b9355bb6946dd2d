"""The answer keys of the strategic questions, judged ahead of time: ``python -m
euchre_teach.course.judge_keys [--write] [--missing] [--check] [KEY ...]``.

Every strategic question the course asks (:func:`strategic_positions`: lessons 11 and 12's quizzes,
the bidding and defence practice sets, which the practice of one seat and round draws from,
and the pools of the generated bidding positions and the "bid or pass?" drill) is judged
by :mod:`euchre_teach.strategy.judge` at its precomputed effort, on the choices its lesson
offers (:func:`~euchre_teach.course.answer_keys.question_lesson`: no going alone before
lesson 8). ``--write`` stores the verdicts in ``answer_keys.json``
(:mod:`euchre_teach.course.answer_keys`), keeping those whose position has not changed
unless their keys are named, and drops the keys of questions the course no longer asks;
with ``--missing``, named keys already stored are skipped, so that several runs can share a
list. It prints each key's accepted choices. ``--check`` only reports keys whose stored
verdict is missing or stale
(exit status 1).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence

from euchre_teach.core.deal import Deal
from euchre_teach.course import answer_keys
from euchre_teach.course.drills.decisions import BID_POOL, bid_deal
from euchre_teach.course.drills.positions import LEARNER

__all__ = ["main", "strategic_positions"]


def strategic_positions() -> dict[str, Deal]:
    """Every strategic question's key and its deal at South's decision."""
    from euchre_teach.course import practice
    from euchre_teach.course.quizzes.whole_hands import strategy_positions

    found: dict[str, Deal] = dict(strategy_positions())
    for n in range(1, practice.BIDDING_SET_SIZE + 1):
        found[f"bidding-set/{n}"] = practice.bidding_set_deal(n)
    for n in range(1, len(practice.DEFENCE_SET) + 1):
        found[f"defence-set/{n}"] = practice.defence_deal(n)
    for n in range(1, practice.GENERATED_POOL + 1):
        found[f"bidding/{n}"] = practice.bidding_deal(n)
    for n in range(1, BID_POOL + 1):
        found[f"bid/{n}"] = bid_deal(n)
    return found


def _write(entries: dict[str, dict[str, object]]) -> None:
    text = json.dumps({"keys": dict(sorted(entries.items()))}, indent=1, ensure_ascii=False)
    tmp = answer_keys.KEYS_FILE.with_suffix(".tmp")
    tmp.write_text(text + "\n", "utf-8")
    tmp.replace(answer_keys.KEYS_FILE)


def main(argv: Sequence[str] = ()) -> int:
    """Judge the strategic positions: ``argv`` holds ``--write``/``--check`` and keys."""
    args = list(argv)
    named = [a for a in args if not a.startswith("--")]
    positions = strategic_positions()
    unknown = [k for k in named if k not in positions]
    if unknown:
        print(f"not strategic question keys: {', '.join(unknown)}", file=sys.stderr)
        return 2
    entries = dict(answer_keys.load_keys())
    stale = [k for k, deal in positions.items()
             if entries.get(k, {}).get("position")
             != answer_keys.fingerprint(deal.view(LEARNER))]  # fmt: skip
    if "--check" in args:
        for key in stale:
            print(f"PROBLEM: {key}: no stored verdict for its position")
        return 1 if stale else 0
    for key in named or stale:
        view = positions[key].view(LEARNER)
        if "--missing" in args and answer_keys.KEYS_FILE.exists():  # runs sharing a list
            done = json.loads(answer_keys.KEYS_FILE.read_text("utf-8"))["keys"]
            if done.get(key, {}).get("position") == answer_keys.fingerprint(view):
                continue
        loners = answer_keys.loners_taught(answer_keys.question_lesson(key, positions[key]))
        verdict = answer_keys.judge_view(view, loners=loners)
        entries[key] = {"position": answer_keys.fingerprint(view), "verdict": verdict.to_json()}
        print(f"{key}: accepts {', '.join(verdict.within)} ({verdict.samples} deals)", flush=True)
        if "--write" in args:  # merged into the file as it is now: runs may share it
            current = (json.loads(answer_keys.KEYS_FILE.read_text("utf-8"))["keys"]
                       if answer_keys.KEYS_FILE.exists() else {})  # fmt: skip
            current[key] = entries[key]
            _write(current)
    if "--write" in args and answer_keys.KEYS_FILE.exists():  # questions dropped since
        current = json.loads(answer_keys.KEYS_FILE.read_text("utf-8"))["keys"]
        if set(current) - set(positions):
            _write({k: v for k, v in current.items() if k in positions})
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
