"""How long lesson 14's after-hand review takes, and how often its verdicts agree with
the guided hands' effort, at the judge's HINT effort and at the review's own
(:data:`widgets.hand_review.REVIEW_EFFORT`).

Hands are played by a weak learner at South (a beginner CoachBot, a third of its moves
random legal ones, so that weak choices come up) against coach players. At each of South's
decisions where the hint suggests another action, the judge is asked about the two at
HINT, REVIEW_EFFORT and PRECOMPUTED (the guided hands' effort, the reference); then the
whole review of the hand (:func:`widgets.hand_review.hand_review`) is timed. Run:

    python benchmarks/hand_review_effort.py [hands] [seed]

Measured on the 2-core machine, 25 hands:

- seed 1, load 4.5: 27 choices; HINT agreed with PRECOMPUTED on 18 (passed 9 it refuses),
  REVIEW_EFFORT on 26 (passed 1); a verdict took HINT median 0.10 s (max 0.40),
  REVIEW_EFFORT 0.51 s (max 2.1), PRECOMPUTED 1.9 s (max 8.4); hand_review per hand median
  0.67 s, max 3.9 s.
- seed 2, load 8-10 (tests running beside it): 23 choices; HINT agreed on 17 (passed 6),
  REVIEW_EFFORT on 23; a verdict REVIEW_EFFORT median 1.1 s (max 28), PRECOMPUTED 3.6 s
  (max 90); hand_review per hand median 0.8 s, max 17 s.
"""

from __future__ import annotations

import random
import sys
import time

from euchre_teach.core.dealing import seeded_deal
from euchre_teach.players import CoachBot
from euchre_teach.strategy.hints import hint
from euchre_teach.strategy.judge import HINT, PRECOMPUTED, judge
from widgets.hand_review import REVIEW_EFFORT, hand_review

LEARNER = 2
EFFORTS = {"HINT": HINT, "REVIEW_EFFORT": REVIEW_EFFORT, "PRECOMPUTED": PRECOMPUTED}


def _median_max(values: list[float]) -> str:
    values = sorted(values)
    return f"median {values[len(values) // 2]:.2f} s, max {values[-1]:.2f} s" if values else "-"


def main(hands: int = 25, seed: int = 1) -> None:
    rng = random.Random(seed)
    coach = CoachBot(seed=0, level="coach")
    weak = CoachBot(seed=0, level="beginner")
    took: dict[str, list[float]] = {name: [] for name in EFFORTS}
    agree = dict.fromkeys(EFFORTS, 0)
    passed_refused = dict.fromkeys(EFFORTS, 0)
    reviews: list[float] = []
    for number in range(hands):
        deal = seeded_deal(2000 + number + 100 * seed)
        while not deal.is_over:
            seat = deal.to_act
            view = deal.view(seat)
            if seat != LEARNER:
                deal.apply(coach.choose(view), seat)
                continue
            legal = view.legal_actions
            action = rng.choice(legal) if rng.random() < 0.35 else weak.choose(view)
            if len(legal) > 1:
                suggested = hint(view, budget_ms=40, seed=len(deal.history)).action
                if suggested is not action:
                    within = {}
                    for name, effort in EFFORTS.items():
                        start = time.perf_counter()
                        verdict = judge(view, [suggested, action], effort=effort)
                        took[name].append(time.perf_counter() - start)
                        within[name] = verdict.value(action).within
                    for name in EFFORTS:
                        agree[name] += within[name] == within["PRECOMPUTED"]
                        passed_refused[name] += within[name] and not within["PRECOMPUTED"]
                    print(f"{action!s:>14} (hint: {suggested!s:<14})", within, flush=True)
            deal.apply(action, seat)
        start = time.perf_counter()
        hand_review(deal)
        reviews.append(time.perf_counter() - start)
    print(f"\n{len(took['HINT'])} choices unlike Hint's in {hands} hands")
    for name in EFFORTS:
        print(f"{name}: agrees with PRECOMPUTED on {agree[name]}, passes"
              f" {passed_refused[name]} it refuses; a verdict {_median_max(took[name])}")
    print(f"hand_review (REVIEW_EFFORT, hints included) per hand: {_median_max(reviews)}")


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:3]))
