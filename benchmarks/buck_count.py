"""The Buck Euchre count against play-outs: how often its choice is as good as the best, and
what following it costs.

The course's judge (``euchre_teach/strategy/judge.py``) values four-player positions only,
so Buck positions are judged here the same way. Positions are the decisions the coach meets
in random hands: every round-1 order-or-pass of a seat that is not the dealer, and every
in-or-out. At each, the hidden cards are dealt again to fit what the seat can see
(:func:`~euchre_teach.strategy.buck_hints.sample_hand`), redrawn up to ``BID_ATTEMPTS`` times
until the coach would have made the bids already made with the sampled cards; each choice
is played out by the coach in every seat (each from its own view, no open hands) on the
same sampled hands, so the gap between the choices is paired. A choice's value is the
points it takes off the seat's own count (a buck counts as 5 added). Seeded by the position
number, as the judge seeds by position.

A choice is *within the margin* of the best unless its mean gap exceeds 0.15 points plus 2
standard errors of the paired gaps (the judge's ``MARGIN`` and ``Z``). For each count it
prints how often the count's choice is within the margin ("agreement") and the mean points a
hand loses by following the count instead of the best choice. "before" is the count as it
was (ordering up counted the hand alone; the right bower alone dropped out), "after" is the
coach's count now (ordering up takes the upcard's share off, since it goes to the dealer, and
orders at 2 holding at least two trumps; the right bower, and the left bower with another
trump, always stay in), "1trump" the share off and 2 with any number of trumps (the coach
until buck17), "trial" the share off but ordering at 2.5, "king" the coach's rules with the
king of trump counted 0.6 rather than the ace's 0.7 (a teacher's review asked for it). The
table by count shows the order-minus-pass gain by the count, where the threshold 2.5 comes
from.

The king's share changes a choice only at the edge of a threshold, so the lines "where the
king of trump at 0.6 changes the count's choice" set the coach and "king" side by side at
exactly those positions, also at the dealer's take-up and at round 2's calls (judged for
nothing else); ``--king-hands N`` deals N hands for them, judging past ``--hands`` only the
positions where the two differ. Measured with ``--hands 600 --king-hands 10000`` (seed 1,
48 sampled hands; 2 min wall, 116 s of CPU on the shared 2-core machine): order or pass
(885 positions) after 96.4%, 0.110 points lost a hand; king 96.3%, 0.112; 1trump 96.3%,
0.113; before 95.9%, 0.126; trial 94.8%, 0.158; in or out (580) after and king 97.2%, 0.084
(before 91.7%, 0.162). Where 0.6 changes the choice, in 10000 hands: order or pass, 51
positions, the coach within the margin 72.5% and 0.984 lost against the king's 41.2% and
1.247 (king minus coach +0.26, se 0.35); in or out none (no estimate with the king moves from
1.5 or more to under it); the dealer's take-up, 86, the coach 96.5% and 0.103 against 15.1%
and 2.724 (+2.62, se 0.16); round 2, 181, 94.5% and 0.119 against 8.3% and 2.516 (+2.40,
se 0.09). Counted at 0.6, the king makes the dealer and round-2 callers pass hands that gain
by making trump, so the coach counts it as the ace, 0.7.

Random hands rarely hold the one hand the two-trump need passes (a single trump and three
off-suit aces at 2 or more after the upcard's share), so ``--thin N`` judges N such
positions alone and prints the order-minus-pass gain and each rule's agreement on them.

    python benchmarks/buck_count.py [--hands 1500] [--samples 48] [--seed 1] [--thin N]
        [--king-hands N]
"""

from __future__ import annotations

import argparse
import collections
import math
import random
import statistics
from collections.abc import Callable, Sequence

from euchre_teach.buck.deal import BuckDeal
from euchre_teach.buck.game import buck_deal_cards
from euchre_teach.buck.rules import BuckPhase
from euchre_teach.buck.view import BuckView
from euchre_teach.core.actions import CALL, IN, ORDER, OUT, PASS, Action, Kind
from euchre_teach.core.cards import DECK, Card, Rank, Suit
from euchre_teach.core.rules import bower
from euchre_teach.players.bidding import best_discard
from euchre_teach.players.buck_coach import (
    MAKE_AT,
    ORDER_AT,
    ORDER_TRUMPS,
    STAY_IN_AT,
    decide_buck,
    order_count,
    orders_up,
    play_out,
    trick_count,
)
from euchre_teach.players.knowledge import suit_of
from euchre_teach.strategy.buck_hints import sample_hand

BID_ATTEMPTS = 30
MARGIN, Z = 0.15, 2.0

Rule = Callable[[BuckView], Action]


def _order_before(view: BuckView) -> Action:
    return ORDER if trick_count(view.hand, view.upcard.suit).total >= MAKE_AT else PASS


def _order_one_trump(view: BuckView) -> Action:
    """The coach until buck17: the share off and 2, whatever the trumps held."""
    return ORDER if order_count(view.hand, view.upcard, dealer=False).total >= ORDER_AT else PASS


def _order_after(view: BuckView) -> Action:
    return ORDER if orders_up(view.hand, view.upcard, dealer=False) else PASS


def _order_trial(view: BuckView) -> Action:
    """A trial, not taught: the whole share off, but ordering at 2.5 as before."""
    return ORDER if order_count(view.hand, view.upcard, dealer=False).total >= MAKE_AT else PASS


def _in_before(view: BuckView) -> Action:
    assert view.trump is not None and view.maker is not None
    if trick_count(view.hand, view.trump).total >= STAY_IN_AT or view.scores[view.maker] <= 3:
        return IN
    return OUT


def _in_after(view: BuckView) -> Action:
    assert view.trump is not None
    if any(bower(c, view.trump) == "right" for c in view.hand):
        return IN
    trumps = [c for c in view.hand if suit_of(c, view.trump) is view.trump]
    if any(bower(c, view.trump) == "left" for c in trumps) and len(trumps) >= 2:
        return IN  # the left bower and another trump
    return _in_before(view)


KING = 0.6
"""The share of the king of trump in the ``king`` variant (the coach counts it as the ace)."""


def _count(hand: Sequence[Card], trump: Suit, king: float, given: Card | None = None) -> float:
    """The coach's trick estimate (:func:`trick_count`) with the king of trump counted as
    ``king`` instead of the coach's share for it."""
    card = Card(Rank.KING, trump)
    moved = trick_count([card], trump).total - king  # the coach's share of the king, less
    held = (card in hand) - (card == given)
    return round(trick_count(hand, trump, given).total - moved * held, 2)


def _order_king(view: BuckView) -> Action:
    trump = view.upcard.suit
    trumps = [c for c in view.hand if suit_of(c, trump) is trump]
    made = _count(view.hand, trump, KING, given=view.upcard) >= ORDER_AT
    return ORDER if made and len(trumps) >= ORDER_TRUMPS else PASS


def _in_king(view: BuckView) -> Action:
    assert view.trump is not None and view.maker is not None
    if _in_after(view) is IN and _in_before(view) is OUT:
        return IN  # a bower rule: the count does not enter
    if _count(view.hand, view.trump, KING) >= STAY_IN_AT or view.scores[view.maker] <= 3:
        return IN
    return OUT


def _take_up_king(view: BuckView) -> Action:
    """The dealer in round 1: the five cards kept after taking the upcard up."""
    six = [*view.hand, view.upcard]
    six.remove(best_discard(six, view.upcard.suit))
    return ORDER if _count(six, view.upcard.suit, KING) >= MAKE_AT else PASS


def _call_king(view: BuckView) -> Action:
    """Round 2: the best suit but the one turned down, called at ``MAKE_AT``."""
    turned = view.upcard.suit
    counts = [(_count(view.hand, s, KING), s is turned.same_colour, s) for s in Suit
              if s is not turned]  # fmt: skip
    total, _, suit = max(counts, key=lambda c: (c[0], c[1]))
    if total >= MAKE_AT or PASS not in view.legal_actions:
        return CALL[suit]
    return PASS


def _explains(deal: BuckDeal, view: BuckView) -> bool:
    """Whether the coach, with the sampled cards, would have made every bid already made."""
    replay = BuckDeal(deal.dealer, deal.initial_hands, deal.upcard, deal.rules,
                      scores=deal.scores)  # fmt: skip
    for seat, action in deal.history:
        mine = seat == view.seat or action.kind is Kind.DISCARD
        if not mine and decide_buck(replay.view(seat)).action != action:
            return False
        replay.apply(action, seat)
    return True


def _points(deal: BuckDeal, action: Action, seat: int) -> float:
    trial = deal.copy()
    trial.apply(action)
    play_out(trial)
    return -float(trial.result.changes[seat]) if trial.result is not None else 0.0


def judge(view: BuckView, samples: int, seed: int) -> dict[Action, tuple[float, float]]:
    """Each choice's paired gap to the best: ``{action: (gap, se)}``."""
    rng = random.Random(seed)
    values: dict[Action, list[float]] = {a: [] for a in view.legal_actions}
    for _ in range(samples):
        for _ in range(BID_ATTEMPTS):
            deal = sample_hand(view, rng)
            if _explains(deal, view):
                break
        for action in values:
            values[action].append(_points(deal, action, view.seat))
    best = max(values, key=lambda a: statistics.fmean(values[a]))
    out = {}
    for action, vals in values.items():
        gaps = [b - v for b, v in zip(values[best], vals, strict=True)]
        se = statistics.stdev(gaps) / math.sqrt(len(gaps)) if len(gaps) > 1 else 0.0
        out[action] = (statistics.fmean(gaps), se)
    return out


def thin_positions(count: int, rng: random.Random) -> list[BuckDeal]:
    """``count`` deals where West, first to speak (South deals), holds one trump and three
    off-suit aces reaching ``ORDER_AT`` after the upcard's share: the only hands the
    two-trump rule passes that the estimate alone would order up (dirty clubs aside)."""
    deals: list[BuckDeal] = []
    while len(deals) < count:
        trump = rng.choice([s for s in Suit if s is not Suit.CLUBS])
        up = Card.parse(f"{rng.choice('9TQKAJ')}{trump.letter}")
        trumps = [c for c in DECK if c != up and suit_of(c, trump) is trump]
        aces = [c for c in DECK if c.rank is Rank.ACE and suit_of(c, trump) is not trump]
        mine = [rng.choice(trumps), *aces]  # the three aces of the other suits
        others = [c for c in DECK if c not in mine and c != up and suit_of(c, trump) is not trump]
        hand = [*mine, rng.choice(others)]
        if order_count(hand, up, dealer=False).total < ORDER_AT:
            continue
        rest = [c for c in DECK if c not in hand and c != up]
        rng.shuffle(rest)
        deals.append(BuckDeal(2, [hand, rest[:5], rest[5:10]], up, kitty=rest[10:]))
    return deals


def thin(count: int, samples: int, seed: int) -> None:
    """Order up or pass on the one-trump hands at ``ORDER_AT`` (``--thin N``)."""
    gains, agree = [], {"1trump": 0, "after": 0}
    for number, deal in enumerate(thin_positions(count, random.Random(seed)), start=1):
        view = deal.view(0)
        gaps = judge(view, samples, seed * 1_000_003 + number)
        gains.append(gaps[PASS][0] - gaps[ORDER][0])
        for name, rule in (("1trump", _order_one_trump), ("after", _order_after)):
            gap, se = gaps[rule(view)]
            agree[name] += gap <= MARGIN + Z * se
    se = statistics.stdev(gains) / math.sqrt(len(gains)) if len(gains) > 1 else 0.0
    print(f"one trump and three off-suit aces, {ORDER_AT:g} or more after the upcard:"
          f" {count} positions, {samples} sampled hands each")  # fmt: skip
    print(f"  order up minus pass: {statistics.fmean(gains):+.2f} points a hand (se {se:.2f});"
          f" ordering better in {sum(g > 0 for g in gains)} of {count}")  # fmt: skip
    for name, ok in agree.items():
        print(f"  {name:6}: within the margin {ok / count:6.1%}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=1500)
    parser.add_argument("--samples", type=int, default=48)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--thin",
        type=int,
        default=0,
        help="judge this many one-trump order-ups instead (see thin_positions)",
    )
    parser.add_argument(
        "--king-hands",
        type=int,
        default=0,
        help="deal this many hands for the positions where the king's share changes the choice",
    )
    args = parser.parse_args()
    if args.thin:
        thin(args.thin, args.samples, args.seed)
        return
    rules: dict[str, dict[str, Rule]] = {
        "order or pass (not the dealer)": {
            "before": _order_before, "trial": _order_trial, "1trump": _order_one_trump,
            "after": _order_after, "king": _order_king},
        "in or out": {"before": _in_before, "after": _in_after, "king": _in_king},
    }  # fmt: skip
    # where the king's share changes the choice: (coach's gap, king's gap) at each such position
    king_only: dict[str, Rule] = {"take up or pass (the dealer)": _take_up_king,
                                  "call or pass (round 2)": _call_king}  # fmt: skip
    king = {**{k: r["king"] for k, r in rules.items()}, **king_only}
    differ: dict[str, list[tuple[float, float, bool, bool]]] = collections.defaultdict(list)
    other = 0
    tally: dict[tuple[str, str], list[tuple[bool, float]]] = collections.defaultdict(list)
    by_count: dict[float, list[float]] = collections.defaultdict(list)
    rng = random.Random(args.seed)
    number = 0
    for hand in range(max(args.hands, args.king_hands)):
        deal = buck_deal_cards(rng, rng.randrange(3)).to_deal()
        while not deal.is_over:
            seat = deal.to_act
            assert seat is not None
            view = deal.view(seat)
            coach = decide_buck(view).action
            kind = None
            if deal.phase is BuckPhase.BIDDING_1 and seat != deal.dealer:
                kind = "order or pass (not the dealer)"
            elif deal.phase is BuckPhase.IN_OR_OUT:
                kind = "in or out"
            if kind is not None and hand < args.hands:
                number += 1
                gaps = judge(view, args.samples, args.seed * 1_000_003 + number)
                for name, rule in rules[kind].items():
                    gap, se = gaps[rule(view)]
                    tally[kind, name].append((gap <= MARGIN + Z * se, gap))
                if kind.startswith("order"):
                    count = round(trick_count(view.hand, view.upcard.suit).total * 2) / 2
                    by_count[count].append(gaps[PASS][0] - gaps[ORDER][0])
            if deal.phase is BuckPhase.BIDDING_1 and seat == deal.dealer:
                kind = "take up or pass (the dealer)"
            elif deal.phase is BuckPhase.BIDDING_2:
                kind = "call or pass (round 2)"
            kings = king[kind](view) if kind is not None else coach
            if kings != coach:
                if kind not in rules or hand >= args.hands:
                    other += 1  # a seed of its own, so the positions above keep theirs
                    gaps = judge(view, args.samples, args.seed * 1_000_003 + 500_000 + other)
                (gap, se), (kgap, kse) = gaps[coach], gaps[kings]
                differ[kind].append((gap, kgap, gap <= MARGIN + Z * se,
                                     kgap <= MARGIN + Z * kse))  # fmt: skip
            deal.apply(coach)
    print(f"{args.hands} hands, {number} positions, {args.samples} sampled hands each")
    for kind in rules:
        for name in rules[kind]:
            rows = tally[kind, name]
            agree = sum(ok for ok, _ in rows) / len(rows)
            lost = statistics.fmean(gap for _, gap in rows)
            print(f"  {kind:31} {name:6}: {len(rows):5} positions, within the margin"
                  f" {agree:6.1%}, mean points lost {lost:.3f} a hand")  # fmt: skip
    print(f"where the king of trump at {KING:g} changes the count's choice, in"
          f" {max(args.hands, args.king_hands)} hands (the coach's, then the king's: within"
          " the margin, mean points lost a hand; king minus coach)")  # fmt: skip
    for kind in [*rules, *king_only]:
        rows = differ[kind]
        if not rows:
            print(f"  {kind:31}: no position")
            continue
        diffs = [k - c for c, k, _, _ in rows]
        se = statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else 0.0
        ok, kok = (sum(r[i] for r in rows) / len(rows) for i in (2, 3))
        lost, klost = (statistics.fmean(r[i] for r in rows) for i in (0, 1))
        print(f"  {kind:31}: {len(rows):4} positions, coach {ok:6.1%} {lost:.3f}, king"
              f" {kok:6.1%} {klost:.3f}; {statistics.fmean(diffs):+.3f} (se {se:.3f})")  # fmt: skip
    print("order up minus pass (not the dealer), by the hand's count before the upcard")
    for count in sorted(by_count):
        values = by_count[count]
        print(f"  {count:4.1f}: {statistics.fmean(values):+6.2f} points ({len(values)} positions)")


if __name__ == "__main__":
    main()
