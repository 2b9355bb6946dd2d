"""How often the coach's lead lies outside the judge's margin, by the coach's rule:
``python benchmarks/lead_agreement.py [DEALS] [FIRST]`` (defaults 40 and 0; about 0.8 s a
lead, four leads a deal).

Seeded deals (the dealer turning with the deal's number) are played to the end by the coach
in every seat; at every lead with more than one card to choose from, the judge values each
card from the leader's view (:data:`EFFORT`, the figures lead55 quoted) and the sweep counts
the coach's cards it refuses. Not a test: it takes minutes, and the judge's margin is a
statistical one. On deals 0-159 (640 leads) the coach's leads lay outside the margin 94
times (lead-off-ace 43 of 213, dont-lead-trump-defending 19 of 86, lead-winner 15 of 77). A
trial coach (lead55, not taken yet: it moves stored keys the bidding lessons quote) that
leads its highest trump first as a maker without the highest trump, holding three trumps
or two beside a sure winner, and with three trumps leads the last card of a suit its partner
has shown out of before even the right bower, brought it to 84.
"""

from __future__ import annotations

import collections
import sys

from euchre_teach.core.dealing import seeded_deal
from euchre_teach.core.state import Phase
from euchre_teach.players.coach import CoachBot
from euchre_teach.strategy import judge

EFFORT = judge.Effort(200, 400, 200, strict=True)


def sweep(deals: int, first: int = 0) -> dict[str, list[int]]:
    """Per coach rule, [leads, leads outside the judge's margin]."""
    coach = CoachBot(seed=0)
    counts: dict[str, list[int]] = collections.defaultdict(lambda: [0, 0])
    for number in range(first, first + deals):
        deal = seeded_deal(number, dealer=number % 4)
        while deal.to_act is not None:
            view = deal.view(deal.to_act)
            decision = coach.decide(view)
            if deal.phase is Phase.PLAY and not view.trick and len(judge.choices(view)) > 1:
                within = judge.judge(view, effort=EFFORT).value(decision.action).within
                counts[decision.rule][0] += 1
                counts[decision.rule][1] += not within
            deal.apply(decision.action, deal.to_act)
    return dict(counts)


def main(argv: list[str]) -> None:
    deals = int(argv[0]) if argv else 40
    first = int(argv[1]) if len(argv) > 1 else 0
    counts = sweep(deals, first)
    print(f"{'rule':28} {'leads':>6} {'outside':>8}")
    for rule, (leads, outside) in sorted(counts.items(), key=lambda kv: (-kv[1][1], kv[0])):
        print(f"{rule:28} {leads:6} {outside:8}")
    total = [sum(c[i] for c in counts.values()) for i in (0, 1)]
    print(f"{'all':28} {total[0]:6} {total[1]:8}")


if __name__ == "__main__":
    main(sys.argv[1:])
