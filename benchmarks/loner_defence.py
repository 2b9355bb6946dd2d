"""How often lone hands march against the course's defence, beside an open-hands bound.

The judge values a loner by playing it out with the coach in every seat
(:mod:`euchre_teach.strategy.judge`), so a loner is worth what the coach's defence lets it
take. For lone hands the course teaches (lesson 6's two-bower hand under both lead rules, and
the issue's clear loners), this deals the hidden cards to fit the bidding, as the judge does,
and prints per hand: how often the coach's defence lets the lone hand march (all five
tricks), be held to 3-4, or be euchred, and the mean points; then the same deals with
every hand open and both sides playing perfectly (``makers_tricks_exact``), a lower bound on
the march no real defence reaches, since real defenders cannot see the loner's cards.

Run: .venv/bin/python benchmarks/loner_defence.py [--deals 400]
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from euchre_teach.core.actions import Action
from euchre_teach.core.cards import DECK, Card, parse_cards
from euchre_teach.core.deal import Deal
from euchre_teach.core.rules import Rules
from euchre_teach.core.seats import team
from euchre_teach.core.state import Phase
from euchre_teach.players.coach import CoachBot
from euchre_teach.players.sampling import sample_deal
from euchre_teach.players.simulation import playout_points
from euchre_teach.players.solver import makers_tricks_exact
from tests.helpers import round_2_first_seat

COACH = CoachBot(seed=0, level="coach")
SOUTH = 2


def round_1(south: str, upcard: str, dealer: int) -> Deal:
    """South's turn in round 1, everyone before South having passed."""
    up = Card.parse(upcard)
    rest = [c for c in DECK if c not in parse_cards(south) and c != up]
    hands: list[list[Card]] = [rest[0:5], rest[5:10], parse_cards(south), rest[10:15]]
    deal = Deal(dealer, hands, up, kitty=rest[15:18])
    seat = (dealer + 1) % 4
    while seat != SOUTH:
        deal.apply(Action.parse("pass"), seat)
        seat = (seat + 1) % 4
    return deal


CASES = (
    ("J♥ J♦ A♠ A♣ 9♠, round 2, lone maker's left leads", round_2_first_seat("JH JD AS AC 9S"),
     "call H alone"),
    ("the same, dealer's left leads (South)",
     round_2_first_seat("JH JD AS AC 9S", Rules(loner_lead="dealer_left")), "call H alone"),
    ("J♦ A♥ K♥ Q♥ 10♥ on 9♥, dealer's left", round_1("JD AH KH QH TH", "9H", 3), "order alone"),
    ("J♥ A♥ K♥ A♠ A♣ on 9♥, dealer's left", round_1("JH AH KH AS AC", "9H", 3), "order alone"),
    ("J♦ A♥ K♥ Q♥ A♠ on 9♥, dealer's right", round_1("JD AH KH QH AS", "9H", 1), "order alone"),
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=400)
    args = parser.parse_args()
    print(f"{args.deals} deals per hand, hidden cards fitted to the bidding; march / 3-4 /"
          " euchred, mean points for the loner's side")
    for name, deal, call in CASES:
        view = deal.view(SOUTH)
        rng = random.Random(1)
        coach: Counter[int] = Counter()
        exact: Counter[int] = Counter()
        points = 0.0
        for _ in range(args.deals):
            sampled = sample_deal(view, rng, COACH.choose, attempts=60)
            sampled.apply(Action.parse(call), SOUTH)
            while sampled.phase is Phase.DISCARD and sampled.to_act is not None:
                sampled.apply(COACH.choose(sampled.view(sampled.to_act)), sampled.to_act)
            played = sampled.copy()
            points += playout_points(played, team(SOUTH))
            coach[min(played.tricks_won(team(SOUTH)), 5)] += 1
            exact[makers_tricks_exact(sampled.copy())] += 1

        def shares(count: Counter[int]) -> str:
            n = args.deals
            made = count[3] + count[4]
            return (f"{100 * count[5] / n:3.0f}% / {100 * made / n:3.0f}% /"
                    f" {100 * (n - count[5] - made) / n:3.0f}%")

        print(f"{name}\n  coach defence: {shares(coach)}, {points / args.deals:+.2f} points"
              f"\n  open hands:    {shares(exact)}")


if __name__ == "__main__":
    main()
