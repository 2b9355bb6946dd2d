"""How often lone hands march against the course's defence, beside an open-hands bound and a
searching defence.

The judge values a loner by playing it out with the coach in every seat
(:mod:`euchre_teach.strategy.judge`), so a loner is worth what the coach's defence lets it
take. For lone hands the course teaches (lesson 11's two-bower hand under both lead rules, and
the issue's clear loners), this deals the hidden cards to fit the bidding, as the judge does,
and prints per hand: how often the coach's defence lets the lone hand march (all five
tricks), be held to 3-4, or be euchred, and the mean points; then the same deals with
every hand open and both sides playing perfectly (``makers_tricks_exact``), a lower bound on
the march no real defence reaches, since real defenders cannot see the loner's cards; and
between the two, a searching defence: at each of its choices a defender deals the cards it
cannot see ``--samples`` times to fit the cards it has seen and the suits a seat has shown
out of (not the bids: fitting them too cost ten times as much and, in a 100-deal trial of
the two-bower hand, let it march 36% against 30%), solves each of those deals with every
hand open, and plays the card that holds the loner to the fewest tricks over them (the
card-game programs' "perfect-information Monte Carlo"; the loner still plays the coach's
cards).

Run: .venv/bin/python benchmarks/loner_defence.py [--deals 400] [--samples 16]
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from euchre_teach.core.actions import Action, Kind
from euchre_teach.core.cards import DECK, Card, parse_cards
from euchre_teach.core.deal import Deal
from euchre_teach.core.rules import Rules
from euchre_teach.core.seats import team
from euchre_teach.core.state import Phase
from euchre_teach.players.coach import CoachBot
from euchre_teach.players.sampling import sample_deal
from euchre_teach.players.simulation import playout_points
from euchre_teach.players.solver import card_values, makers_tricks_exact
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


def _l11_4() -> Deal:
    """Lesson 11's quiz position L11/4, as the quiz deals it."""
    from euchre_teach.course.quizzes.whole_hands import lesson_11_positions

    return dict(lesson_11_positions())["L11/4"]


CASES = (
    ("J♥ J♦ A♠ A♣ 9♠, round 2, lone maker's left leads", round_2_first_seat("JH JD AS AC 9S"),
     "call H alone"),
    ("the same hand with the partner (hearts named, not alone)",
     round_2_first_seat("JH JD AS AC 9S"), "call H"),
    ("the same, dealer's left leads (South)",
     round_2_first_seat("JH JD AS AC 9S", Rules(loner_lead="dealer_left")), "call H alone"),
    ("J♦ A♥ K♥ Q♥ 10♥ on 9♥, dealer's left", round_1("JD AH KH QH TH", "9H", 3), "order alone"),
    ("J♥ A♥ K♥ A♠ A♣ on 9♥, dealer's left", round_1("JH AH KH AS AC", "9H", 3), "order alone"),
    ("J♦ A♥ K♥ Q♥ A♠ on 9♥, dealer's right", round_1("JD AH KH QH AS", "9H", 1), "order alone"),
    ("Q♣ J♦ K♥ J♥ A♠ on the partner's A♥ (the free roll), alone",
     round_1("QC JD KH JH AS", "AH", 0), "order alone"),
    ("the same with the partner (A♥ ordered up, not alone)",
     round_1("QC JD KH JH AS", "AH", 0), "order"),
    ("L11/4: A♣ A♥ J♥ 9♥ K♠ with J♦ turned down, hearts alone", _l11_4(), "call H alone"),
    ("L11/4 with the partner (hearts named, not alone)", _l11_4(), "call H"),
)


def searching_defender(samples: int, rng: random.Random) -> Callable[[Deal, int], Card]:
    """A defender that solves ``samples`` deals fitted to its view and plays the card that
    leaves the makers the fewest tricks over them (ties: the coach's card, then the lowest)."""

    def choose(deal: Deal, seat: int) -> Card:
        view = deal.view(seat)
        legal = [a.card for a in deal.legal_actions() if a.card is not None]
        total: Counter[Card] = Counter()
        for _ in range(samples):
            values = card_values(sample_deal(view, rng))
            for card in legal:
                total[card] += values[card]
        coach = COACH.choose(view).card
        best = min(total[card] for card in legal)
        return coach if coach is not None and total[coach] == best else min(
            legal, key=lambda c: (total[c], c.rank))

    return choose


def searched_tricks(deal: Deal, defend: Callable[[Deal, int], Card]) -> int:
    """The makers' tricks when the coach plays the makers' cards and ``defend`` the
    defenders'."""
    assert deal.maker is not None
    while deal.to_act is not None:
        seat = deal.to_act
        legal = deal.legal_actions()
        if len(legal) == 1:
            deal.apply(legal[0], seat)
        elif team(seat) == team(deal.maker):
            deal.apply(COACH.choose(deal.view(seat)), seat)
        else:
            deal.apply(Action(Kind.PLAY, card=defend(deal, seat)), seat)
    return min(deal.tricks_won(team(deal.maker)), 5)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--samples", type=int, default=16)
    parser.add_argument("--only", default="", help="the hands whose name holds this text")
    args = parser.parse_args()
    print(f"{args.deals} deals per hand, hidden cards fitted to the bidding; march / 3-4 /"
          " euchred, mean points for the loner's side")
    for name, deal, call in CASES:
        if args.only not in name:
            continue
        view = deal.view(SOUTH)
        rng = random.Random(1)
        coach: Counter[int] = Counter()
        exact: Counter[int] = Counter()
        searched: Counter[int] = Counter()
        defend = searching_defender(args.samples, random.Random(7))
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
            searched[searched_tricks(sampled.copy(), defend)] += 1

        def shares(count: Counter[int]) -> str:
            n = args.deals
            made = count[3] + count[4]
            return (f"{100 * count[5] / n:3.0f}% / {100 * made / n:3.0f}% /"
                    f" {100 * (n - count[5] - made) / n:3.0f}%")

        def mean(count: Counter[int], march: int = 4 if "alone" in call else 2) -> float:
            made = count[3] + count[4]
            return (march * count[5] + made - 2 * (args.deals - count[5] - made)) / args.deals

        print(f"{name}\n  coach defence:     {shares(coach)}, {points / args.deals:+.2f} points"
              f"\n  searching defence: {shares(searched)}, {mean(searched):+.2f} points"
              f"\n  open hands:        {shares(exact)}, {mean(exact):+.2f} points")


if __name__ == "__main__":
    main()
