"""The guided hands' audit, on the course's own hands: ``python -m
euchre_teach.course.judge_hands [--write] [hand.txt ...]``.

The expert values every South decision of the hands in ``lessons/hands/`` (or only the
files named) and prints what it accepts at each, then a ``PROBLEM:`` line for a recorded
action it refuses or a choice that differs from the coach's without a ``# coach:`` line;
``--write`` stores the verdicts in ``lessons/hands/judged.json``, so that the lesson
answers at once (:mod:`euchre_teach.strategy.judging`). The exit status is 0, 1 when there
are problems, 2 when a record is broken. A hand first played before going alone is taught
(:func:`~euchre_teach.course.catalogue.hands_before_loners`) is judged without loners.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from euchre_teach.course.catalogue import hands_before_loners, hands_dir
from euchre_teach.strategy.judging import run_audit

__all__ = ["main"]


def main(argv: Sequence[str] = ()) -> int:
    """Run the audit: ``argv`` holds ``--write`` and hand file names, in any order."""
    args = list(argv)
    names = [a for a in args if a != "--write"]
    return run_audit(hands_dir(), names, write="--write" in args,
                     no_loners=hands_before_loners())  # fmt: skip


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
