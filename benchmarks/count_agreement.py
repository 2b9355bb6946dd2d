"""The taught bidding count against the judge: how often the count's bid is within the
judge's margin of the best, and what following the count costs, per round and seat.

Positions are random deals with South to speak, everyone before South having passed (as the
course's practice builds them: ``euchre_teach.course.practice``), seeded by their number, so
a run is repeatable. At each, the count (:mod:`euchre_teach.players.count`: ``judge`` in
round 1, ``best_suit`` in round 2, at a score of 0-0) bids or passes, and the course's judge
(:mod:`euchre_teach.strategy.judge`, at the precomputed effort the quiz and practice keys
use, without going alone among the choices) values every choice. Printed per round and
seat: the positions judged, how often the count's choice is within the judge's margin
("agree"), the same among close calls (the count's margin within 1.5 points, where a
practice item's answer is usually drawn from), and the mean points a position loses by
following the count instead of the judge's best (0 when the count's choice is the best).

    python benchmarks/count_agreement.py [--positions 25] [--seed 1]
    python benchmarks/count_agreement.py --partner-upcard 140
    python benchmarks/count_agreement.py --dealer-need 120
    python benchmarks/count_agreement.py --void 400
    python benchmarks/count_agreement.py --void-dealer 80
    python benchmarks/count_agreement.py --void-three 150
    python benchmarks/count_agreement.py --partner-need 100
    python benchmarks/count_agreement.py --right-ace 150
    python benchmarks/count_agreement.py --one-void-seats 30 --seed 11
    python benchmarks/count_agreement.py --other-side-8 60

The second form checks one choice lesson 6 explains: the dealer's partner counts the
upcard at its worth (1.5 for a jack, 1 for an ace, 0.5 for another card), not at its full
value as a trump (3 for the right bower, 2 for an ace, 1.5 a king, 1 for the rest). It
judges that many round-1 positions of the dealer's partner whose own count (before the
upcard) lies between 2.5 and 6.5, near either line, and prints how often each way of
counting picks a bid within the judge's margin, and what following it loses. The third
form does the same for the dealer's need (5.5 taught, against 5 and 4.5), on round-1
positions of the dealer whose count of the five cards kept lies between 3.5 and 7. The
fourth form checks the empty suit ("void"): positions of every seat in both rounds whose
hand, for the suit counted (the upcard's in round 1, after the dealer's pickup; the best
suit in round 2) by the count taught before void18 (an empty suit 1 with two or more
trumps), holds exactly two trumps and an empty suit, with that count within 1.5 of the
need, judged once; each way of valuing the empty suit then bids (round 2: its own best
suit) and is scored on the same verdict, side by side, with standard errors and the paired
difference from that first way. The fifth and sixth test one more way, (d), an empty suit
worth 1.5 with three or more trumps (1 with two), on the dealer's round-1 hands of three
trumps below the ace, an ace of another suit and an empty suit (a hand a cold review said
the count missed), then on any seat's hands of three or more trumps and an empty suit;
both judge only the positions where (d)'s bid differs from the one before. (d) is the count
taught since (:data:`euchre_teach.players.count.TAUGHT`).

``--partner-need`` judges the dealer's partner's round-1 positions where a need of 5.5 (the
count taught since session 46) and the 6 taught before bid differently, and ``--right-ace``
the positions of any seat and round holding the right bower with the ace of trump where
counting the pair 0.5 or 1 more bids differently (printed with the gain by seat); a cold
review's J♥ A♥ 9♦ 9♠ 10♣ on a 9♥ from the dealer's partner asked for one or the other.

``--other-side-8`` checks lesson 11's "The other side has 8 ... right at your need, lean to
pass": round-1 positions of every seat, at 4-8 (the other side one euchre from the game),
whose count reaches the seat's need by 0 to 1, judged as the practice marks them near the end
of a game (by the chance of winning the game); printed by how far the count is over the
need: how often each bid is within the judge's margin, and the mean of ordering up less
passing.

The needs taught since count41 were fitted on close positions by
``benchmarks/count_fit.py``.

The judge takes about 1.5-6 s per bidding position on this machine (400-1,600 sampled
deals played out by the coach): the issue's 10,000 positions per round and seat (80,000
verdicts) would take days here, so the figures come from the number asked for, and say so.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from euchre_teach.core.actions import ORDER, PASS, Action
from euchre_teach.core.cards import DECK, Card, Rank
from euchre_teach.core.rules import effective_suit
from euchre_teach.course.drills.positions import LEARNER
from euchre_teach.course.practice import _bidding_deal  # the practice's own positions
from euchre_teach.players import count
from euchre_teach.strategy.judge import PRECOMPUTED, choices, judge

SEATS = ("dealer", "dealer's left", "dealer's partner", "dealer's right")
CLOSE = 1.5


@dataclass(frozen=True)
class Judged:
    """One position: the count's margin, whether its bid is within the judge's margin,
    and the points following it loses against the judge's best."""

    margin: float
    agrees: bool
    lost: float


def count_choice(hand: list, upcard: Card, position: int, round_: int) -> tuple[Action, float]:
    """The count's bid at the position (order/call or pass) and its margin."""
    bid, verdict = _bid(hand, upcard, position, round_, count.TAUGHT)
    return bid, verdict.margin


def judge_position(number: int, position: int, round_: int, seed: int) -> Judged:
    """Deal position ``number`` for the seat and round and judge the count's bid."""
    rng = random.Random(f"count-agreement/{seed}/{round_}/{position}/{number}")
    pack = list(DECK)
    rng.shuffle(pack)
    hand, upcard = pack[:5], pack[5]
    deal = _bidding_deal(rng, position, round_, hand, upcard, (0, 0), False)
    view = deal.view(LEARNER)
    bid, margin = count_choice(hand, upcard, position, round_)
    verdict = judge(view, choices(view, loners=False), effort=PRECOMPUTED)
    return Judged(margin, bid in verdict.within, verdict.cost(bid))


FULL_TRUMP_VALUE = {Rank.JACK: 3.0, Rank.ACE: 2.0, Rank.KING: 1.5}  # any other rank: 1


def _compare(seat: int, positions: int, measure: Callable[[list, Card], float],
             span: tuple[float, float], bids: dict[str, Callable[[float, Card], bool]],
             title: str) -> None:
    """Judge ``positions`` round-1 positions of ``seat`` whose ``measure`` lies in ``span``,
    and print how often each way of bidding (``bids``: name -> orders up?) is within the
    judge's margin, and what following it loses."""
    agree = dict.fromkeys(bids, 0)
    lost = dict.fromkeys(bids, 0.0)
    judged = number = 0
    while judged < positions:
        number += 1
        rng = random.Random(f"fit/{seat}/{number}")
        pack = list(DECK)
        rng.shuffle(pack)
        hand, upcard = pack[:5], pack[5]
        own = measure(hand, upcard)
        if not span[0] <= own <= span[1]:
            continue
        view = _bidding_deal(rng, seat, 1, hand, upcard, (0, 0), False).view(LEARNER)
        verdict = judge(view, choices(view, loners=False), effort=PRECOMPUTED)
        judged += 1
        for name, orders in bids.items():
            bid = ORDER if orders(own, upcard) else PASS
            agree[name] += bid in verdict.within
            lost[name] += verdict.cost(bid)
    print(title)
    for name in bids:
        print(f"  {name:30} agree {percent(agree[name], positions)},"
              f" mean lost {lost[name] / positions:.3f}")


def partner_upcard(positions: int) -> None:
    """The dealer's partner: the upcard at its worth against its full trump value."""
    need = count.TAUGHT.seat_needs[2]
    _compare(2, positions, lambda hand, up: count.count_hand(hand, up.suit).total, (2.5, 6.5),
             {"upcard at its taught worth": lambda own, up: own >= need - count.upcard_value(up),
              "upcard at its full trump value":
                  lambda own, up: own >= need - FULL_TRUMP_VALUE.get(up.rank, 1.0)},
             f"the dealer's partner, round 1: {positions} positions with a count of 2.5-6.5")


def dealer_need(positions: int) -> None:
    """The dealer, round 1: the taught need (5.5 for the five cards kept) against lower
    ones, on positions whose kept count lies between 3.5 and 7, near any of the lines."""
    taught = count.TAUGHT.seat_needs[0]
    _compare(0, positions, lambda hand, up: count.judge(hand, up.suit, 0, 1, up).count.total,
             (3.5, 7.0), {f"take it up at {need:g}" + (" (taught)" if need == taught else ""):
                          (lambda own, up, need=need: own >= need) for need in (taught, 5.0, 4.5)},
             f"the dealer, round 1: {positions} positions with a kept count of 3.5-7")


# count.Method() is the count taught before void18 (an empty suit 1 with two or more trumps);
# (d) is the one taught since.
VOID_WAYS = {
    "(a) void 1 with two trumps (taught before)": count.Method(),
    "(b) void only with 3+ trumps": count.Method(void_needs_trumps=3),
    "(c) void 0.5 with 2, 1 with 3+": count.Method(void_fewest=0.5),
}
VOID_MORE_WAYS = {
    "(a) void 1 (taught before)": count.Method(),
    "(d) void 1 with 2 trumps, 1.5 with 3+": count.Method(void=1.5, void_fewest=1.0),
}
# The count taught before session 46 (the dealer's partner needed 6): both comparisons
# below were measured against it.
BEFORE46 = dataclasses.replace(count.TAUGHT, seat_needs={**count.TAUGHT.seat_needs, 2: 6.0})
RIGHT_ACE_WAYS = {
    "(t) taught before session 46": BEFORE46,
    "(e) right with ace 0.5 more": dataclasses.replace(BEFORE46, right_with_ace=0.5),
    "(f) right with ace 1 more": dataclasses.replace(BEFORE46, right_with_ace=1.0),
}
PARTNER_NEED_WAYS = {
    "(t) the dealer's partner 6 (before)": BEFORE46,
    "(g) the dealer's partner 5.5 (taught)": count.TAUGHT,
}
ONE_VOID_WAYS = {
    "(t) taught": count.TAUGHT,
    "(v) one empty suit at most": dataclasses.replace(count.TAUGHT, voids_counted=1),
}
ONE_VOID_SEATS_WAYS = {
    "(t) every empty suit (before void55)": dataclasses.replace(count.TAUGHT,
                                                                one_void_from=frozenset()),
    "(s) one from the dealer's left or right": count.TAUGHT,
}
ALL_SEATS = [(round_, position) for round_ in (1, 2) for position in (1, 2, 3, 0)]
_Row = tuple[int, int, dict[str, tuple[bool, float, Action]]]


def _bid(hand: list, upcard: Card, position: int, round_: int,
         method: count.Method) -> tuple[Action, count.Verdict]:
    """A way of counting's bid at the position (order/call or pass) and its verdict."""
    if round_ == 1:
        verdict = count.judge(hand, upcard.suit, position, 1, upcard, method=method)
        later = count.next_instead(hand, upcard, position, verdict, method=method)
        return (ORDER if verdict.enough and later is None else PASS), verdict
    verdict = count.best_suit(hand, upcard, position, method=method)
    call = Action.parse(f"call {verdict.count.trump}")
    return (call if verdict.enough else PASS), verdict


def _trumps_and_void(verdict: count.Verdict) -> tuple[int, bool]:
    """How many trumps the counted hand holds, and whether it has an empty suit."""
    trump = verdict.count.trump
    held = [effective_suit(c, trump) for c in verdict.kept]
    return held.count(trump), len(set(held)) < 4


def _two_trumps_and_void(verdict: count.Verdict) -> bool:
    return _trumps_and_void(verdict) == (2, True)


def _small_trumps_ace_void(verdict: count.Verdict) -> bool:
    """Three trumps below the ace (no bower), an ace of another suit, an empty suit."""
    trump = verdict.count.trump
    trumps = [c for c in verdict.kept if effective_suit(c, trump) is trump]
    small = all(c.rank not in (Rank.JACK, Rank.ACE) for c in trumps)
    ace = any(c.rank is Rank.ACE and c not in trumps for c in verdict.kept)
    return len(trumps) == 3 and small and ace and _trumps_and_void(verdict)[1]


def _right_and_ace(verdict: count.Verdict) -> bool:
    """The counted hand holds the right bower and the ace of trump."""
    trump = verdict.count.trump
    return {Card(Rank.JACK, trump), Card(Rank.ACE, trump)} <= set(verdict.kept)


def _two_voids(verdict: count.Verdict) -> bool:
    """The counted hand has two or more empty suits that count."""
    return sum(1 for line in verdict.count.lines if not line.cards) >= 2


def _three_trumps_and_void(verdict: count.Verdict) -> bool:
    held, void = _trumps_and_void(verdict)
    return held >= 3 and void


def _mean_se(values: list[float]) -> str:
    se = statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
    return f"{statistics.fmean(values):6.3f} ± {se:.3f}"


def void_rule(positions: int, seed: int, qualifies: Callable[[count.Verdict], bool],
              ways: dict[str, count.Method], title: str,
              seats: list[tuple[int, int]] = ALL_SEATS, *, differing: bool = False,
              per_seat: bool = False) -> None:
    """Positions whose taught count ``qualifies`` and lies within :data:`CLOSE` of the need
    (``differing``: only those where the ways bid differently), judged once; each of
    ``ways`` bids, scored on the same verdict, side by side."""
    start, load = time.perf_counter(), os.getloadavg()[0]
    rows: list[_Row] = []
    number = 0
    while len(rows) < positions:
        number += 1
        round_, position = seats[number % len(seats)]
        rng = random.Random(f"void/{seed}/{number}")
        pack = list(DECK)
        rng.shuffle(pack)
        hand, upcard = pack[:5], pack[5]
        _, taught = _bid(hand, upcard, position, round_, next(iter(ways.values())))
        if not (qualifies(taught) and abs(taught.margin) <= CLOSE):
            continue
        bids = {name: _bid(hand, upcard, position, round_, method)[0]
                for name, method in ways.items()}  # fmt: skip
        if differing and len(set(bids.values())) == 1:
            continue
        view = _bidding_deal(rng, position, round_, hand, upcard, (0, 0), False).view(LEARNER)
        verdict = judge(view, choices(view, loners=False), effort=PRECOMPUTED)
        row = {name: (bid in verdict.within, verdict.cost(bid), bid) for name, bid in bids.items()}
        rows.append((round_, position, row))
        if len(rows) % 25 == 0 or len(rows) == positions:
            _void_report(rows, ways, f"{title}, count within {CLOSE:g} of the need:"
                         f" {len(rows)} positions ({number} dealt),"
                         f" {time.perf_counter() - start:.0f} s", per_seat)  # fmt: skip
    print(f"load average {load:.1f} -> {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")


def _void_report(rows: list[_Row], ways: dict[str, count.Method], title: str,
                 per_seat: bool = False) -> None:
    print(title)
    by_seat = ", ".join(f"round {r} {SEATS[p]} {sum(1 for x in rows if x[:2] == (r, p))}"
                        for r in (1, 2) for p in (1, 2, 3, 0))  # fmt: skip
    print(f"  positions by seat: {by_seat}")
    taught = next(iter(ways))
    for name in ways:
        agree = [float(row[name][0]) for *_, row in rows]
        lost = [row[name][1] for *_, row in rows]
        differ = [row for *_, row in rows if row[name][2] != row[taught][2]]
        gain = [row[taught][1] - row[name][1] for *_, row in rows]
        line = (f"  {name:38} agree {_mean_se([100 * a for a in agree])}%,"
                f" mean lost {_mean_se(lost)}")  # fmt: skip
        if name != taught:
            better = sum(1 for row in differ if row[name][1] < row[taught][1])
            line += (f"; bids differ on {len(differ)}, better on {better};"
                     f" lost vs taught {_mean_se([-g for g in gain])}")  # fmt: skip
        print(line, flush=True)
        if name != taught and per_seat:
            seats = []
            for r, p in ((1, 1), (1, 2), (1, 3), (1, 0), (2, 1), (2, 2), (2, 3), (2, 0)):
                here = [row[taught][1] - row[name][1] for rr, pp, row in rows if (rr, pp) == (r, p)]
                if here:
                    seats.append(f"r{r} {SEATS[p]} {statistics.fmean(here):+.3f} ({len(here)})")
            print(f"    gain by seat: {'; '.join(seats)}", flush=True)


def other_side_8(positions: int, seed: int) -> None:
    """Round 1 at 4-8, the count at or just above the need: pass or order, by games won."""
    start = time.perf_counter()
    rows: dict[float, list[tuple[bool, bool, float]]] = {}
    number = 0
    while sum(map(len, rows.values())) < positions:
        number += 1
        rng = random.Random(f"other-side-8/{seed}/{number}")
        pack = list(DECK)
        rng.shuffle(pack)
        hand, upcard = pack[:5], pack[5]
        position = (1, 2, 3, 0)[number % 4]
        verdict = count.judge(hand, upcard.suit, position, 1, upcard)  # the count's own need
        over = verdict.count.total - verdict.need.total
        if not 0 <= over <= 1:
            continue
        view = _bidding_deal(rng, position, 1, hand, upcard, (4, 8), False).view(LEARNER)
        judged = judge(view, choices(view, loners=False), effort=PRECOMPUTED)
        means = {str(v.action): v.mean for v in judged.values}
        rows.setdefault(over, []).append(
            (PASS in judged.within, ORDER in judged.within, means["order"] - means["pass"]))
    print(f"round 1 at 4-8 (the other side one euchre from the game), {positions} positions"
          f" whose count reaches the need by 0 to 1 ({number} dealt), judged by games won,"
          f" {time.perf_counter() - start:.0f} s")  # fmt: skip
    for over in sorted(rows):
        found = rows[over]
        print(f"  count {over:g} over the need: {len(found):3d} positions, pass within the"
              f" margin {percent(sum(p for p, _, _ in found), len(found))}, order"
              f" {percent(sum(o for _, o, _ in found), len(found))}, order less pass"
              f" {_mean_se([d for *_, d in found])} of a game")  # fmt: skip


def percent(part: int, whole: int) -> str:
    return f"{100 * part / whole:5.1f}% of {whole:4d}" if whole else "      (none)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=25, help="per round and seat")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--partner-upcard", type=int, metavar="N",
                        help="compare two ways to count the upcard for the dealer's partner")
    parser.add_argument("--dealer-need", type=int, metavar="N",
                        help="compare the dealer's taught need with lower ones")
    parser.add_argument("--void", type=int, metavar="N",
                        help="compare ways to value an empty suit with two trumps")
    parser.add_argument("--void-dealer", type=int, metavar="N",
                        help="the dealer's three small trumps, ace and empty suit:"
                             " an empty suit worth 1.5 with three trumps")
    parser.add_argument("--void-three", type=int, metavar="N",
                        help="the same on any seat's three or more trumps and empty suit")
    parser.add_argument("--right-ace", type=int, metavar="N",
                        help="the right bower with the ace of trump: counted 0.5 or 1 more")
    parser.add_argument("--partner-need", type=int, metavar="N",
                        help="the dealer's partner, round 1: a need of 5.5, or the right"
                             " bower with the ace of trump 1 more")
    parser.add_argument("--one-void", type=int, metavar="N",
                        help="two or more empty suits: count only one")
    parser.add_argument("--one-void-seats", type=int, metavar="N",
                        help="round 1, the dealer's left or right, an empty suit: one or all")
    parser.add_argument("--other-side-8", type=int, metavar="N",
                        help="round 1 at 4-8, the count at or just above the need")
    args = parser.parse_args()
    if args.other_side_8:
        other_side_8(args.other_side_8, args.seed)
        return
    if args.one_void_seats:
        void_rule(args.one_void_seats, args.seed, lambda verdict: _trumps_and_void(verdict)[1],
                  ONE_VOID_SEATS_WAYS, "round 1, the dealer's left or right, an empty suit,"
                  " where the ways bid differently", [(1, 1), (1, 3)], differing=True,
                  per_seat=True)  # fmt: skip
        return
    if args.one_void:
        void_rule(args.one_void, args.seed, _two_voids, ONE_VOID_WAYS,
                  "two or more empty suits, where the ways bid differently",
                  differing=True, per_seat=True)  # fmt: skip
        return
    if args.partner_need:
        void_rule(args.partner_need, args.seed, lambda verdict: True, PARTNER_NEED_WAYS,
                  "the dealer's partner, round 1, where the ways bid differently", [(1, 2)],
                  differing=True)  # fmt: skip
        return
    if args.right_ace:
        void_rule(args.right_ace, args.seed, _right_and_ace, RIGHT_ACE_WAYS,
                  "the right bower and the ace of trump, where the ways bid differently",
                  differing=True, per_seat=True)  # fmt: skip
        return
    if args.void:
        void_rule(args.void, args.seed, _two_trumps_and_void, VOID_WAYS,
                  "two trumps and an empty suit")  # fmt: skip
        return
    if args.void_dealer:
        void_rule(args.void_dealer, args.seed, _small_trumps_ace_void, VOID_MORE_WAYS,
                  "the dealer, round 1: three small trumps, an ace and an empty suit, where"
                  " the ways bid differently", [(1, 0)], differing=True)  # fmt: skip
        return
    if args.void_three:
        void_rule(args.void_three, args.seed, _three_trumps_and_void, VOID_MORE_WAYS,
                  "three or more trumps and an empty suit, where the ways bid differently",
                  differing=True)  # fmt: skip
        return
    if args.dealer_need:
        dealer_need(args.dealer_need)
        return
    if args.partner_upcard:
        partner_upcard(args.partner_upcard)
        return
    start, load = time.perf_counter(), os.getloadavg()[0]
    print(f"the taught count against the judge (precomputed effort, no loners), "
          f"{args.positions} random positions per round and seat, seed {args.seed}")  # fmt: skip
    print(f"{'round':6} {'seat':17} {'agree':>14} {'agree, close calls':>20} {'mean lost':>10}")
    every: list[Judged] = []
    for round_ in (1, 2):
        for position in (1, 2, 3, 0):
            found = [judge_position(n, position, round_, args.seed)
                     for n in range(1, args.positions + 1)]  # fmt: skip
            every += found
            close = [j for j in found if abs(j.margin) <= CLOSE]
            print(f"{round_:<6} {SEATS[position]:17} "
                  f"{percent(sum(j.agrees for j in found), len(found)):>14} "
                  f"{percent(sum(j.agrees for j in close), len(close)):>20} "
                  f"{statistics.fmean(j.lost for j in found):10.3f}")  # fmt: skip
    close = [j for j in every if abs(j.margin) <= CLOSE]
    print(f"{'all':24} {percent(sum(j.agrees for j in every), len(every)):>14} "
          f"{percent(sum(j.agrees for j in close), len(close)):>20} "
          f"{statistics.fmean(j.lost for j in every):10.3f}")  # fmt: skip
    print(f"{len(every)} verdicts in {time.perf_counter() - start:.0f} s, load average"
          f" {load:.1f} -> {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")  # fmt: skip


if __name__ == "__main__":
    main()
