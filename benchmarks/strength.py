"""How strong are the computer players? Games to 10 over duplicate deals.

Each game number is played twice with the same cards: once with side A in North-South,
once with side A in East-West (a game's deals come from its seed alone, so both games
see the same deals in the same order for as long as both last). We print side A's win
rate with a 95% confidence interval, points per hand, and per-position diagnostics for
each kind of player: how often it makes trump, is euchred, and goes alone.

    .venv/bin/python benchmarks/strength.py                     # every table, full counts
    .venv/bin/python benchmarks/strength.py --table coach-random --games 500
    .venv/bin/python benchmarks/strength.py --table expert-coach --games 1000 --budget-ms 60
    .venv/bin/python benchmarks/strength.py --table coach-old --games 8000   # taught vs old count

    .venv/bin/python benchmarks/strength.py --table expert-coach --deals 400  # paired deals
    .venv/bin/python benchmarks/strength.py --table expert-coach --deals 400 --scored

``--games`` counts games (pairs of duplicate games make two). At most 2 worker processes.
``--deals N`` plays single deals instead of games: deal number n (``seeded_deal(n)``, the
dealer ``n % 4``, score 0-0) is played twice, side A in North-South then in East-West, and
side A's net points over the pair are averaged over the N pairs, with the standard error.
``--scored`` (with ``--deals``) starts each deal pair at a score a real game reaches: drawn,
seeded by the deal number, from the scores at which coaches' games (400 of them) start a
hand, side A holding the first of the two in both seatings. Beside the points it prints side
A's net change in its chance of winning the game (``win_chance``, the judge's table), the
currency a game is won in: near the end a point can be worth far more or nothing.
``--minutes N`` stops starting games after N minutes and reports the complete duplicate
pairs finished by then; the printed "games run" is always the exact count.
"""

from __future__ import annotations

import argparse
import collections
import math
import multiprocessing
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from euchre_teach.core.actions import Action
from euchre_teach.core.cards import Rank
from euchre_teach.core.dealing import seeded_deal
from euchre_teach.core.game import Game
from euchre_teach.core.view import View
from euchre_teach.players import CoachBot, ExpertBot, RandomPlayer
from euchre_teach.players.bidding import seat_position
from euchre_teach.players.count import Method
from euchre_teach.strategy.game_value import game_change

Player = Callable[[View], Action]

#: Each table: (side A's two seats, side B's two seats), as player names. The first name of
#: a side sits at the lower seat (North or East).
TABLES = {
    "coach-random": (("coach", "coach"), ("random", "random")),
    "expert-coach": (("expert", "expert"), ("coach", "coach")),
    # The app's table: the learner's stand-in (a coach) in South, an expert partner North.
    "mixed": (("expert", "coach"), ("coach", "coach")),
    "beginner-random": (("beginner", "beginner"), ("random", "random")),
    "coach-beginner": (("coach", "coach"), ("beginner", "beginner")),
    # The taught count against the count the coach used before lesson 6 taught one.
    "coach-old": (("coach", "coach"), ("old", "old")),
}

#: The coach's count before it was taught in lesson 6: queens 1.25, an empty suit 0.75, and
#: no allowance for the other side's being one point from the game.
OLD_METHOD = Method(
    trump={Rank.ACE: 2.0, Rank.KING: 1.5, Rank.QUEEN: 1.25, Rank.TEN: 1.0, Rank.NINE: 1.0},
    void=0.75, near_game=0.0,
)
DEFAULT_GAMES = {"coach-random": 500, "expert-coach": 1000, "mixed": 200}


def make_player(name: str, seed: int, budget_ms: float) -> Player:
    """A player's ``choose`` by name."""
    if name == "random":
        return RandomPlayer(seed).choose
    if name == "coach":
        return CoachBot(seed).choose
    if name == "old":
        return CoachBot(seed, method=OLD_METHOD).choose
    if name == "beginner":
        return CoachBot(seed, level="beginner").choose
    if name == "expert":
        return ExpertBot(seed, budget_ms=budget_ms).choose
    raise ValueError(f"unknown player {name!r}")


def play_game(job: tuple[str, int, bool, float]) -> dict[str, object]:
    """One game of a table; ``swapped`` puts side A in East-West."""
    table, number, swapped, budget_ms = job
    side_a, side_b = TABLES[table]
    ns, ew = (side_b, side_a) if swapped else (side_a, side_b)
    names = [ns[0], ew[0], ns[1], ew[1]]
    players = [make_player(n, number * 4 + s, budget_ms) for s, n in enumerate(names)]
    game = Game(seed=number, first_dealer=number % 4)
    while game.winner is None:
        deal = game.deal
        seat = deal.to_act
        assert seat is not None
        game.apply(players[seat](deal.view(seat)), seat)
    a_team = 1 if swapped else 0
    stats = collections.Counter[str]()
    a_points = 0
    for deal in game.history:
        if deal.result is not None:
            a_points += deal.result.points * (1 if deal.result.scoring_team == a_team else -1)
        if deal.maker is None or deal.result is None:
            continue
        maker = deal.maker
        key = f"{names[maker]}|{seat_position(maker, deal.dealer)}"
        stats[key + "|made"] += 1
        stats[key + "|euchred"] += deal.result.maker_tricks < 3
        if deal.alone:
            stats[key + "|alone"] += 1
            stats[key + "|alone_won"] += deal.result.maker_tricks == 5
    for deal in game.history:
        for seat in range(4):
            stats[f"{names[seat]}|{seat_position(seat, deal.dealer)}|hands"] += 1
    return {
        "a_won": game.winner == a_team,
        "hands": len(game.history),
        "a_points": a_points,
        "stats": dict(stats),
    }


DealJob = tuple[str, int, bool, float, tuple[int, int]]


def play_deal(job: DealJob) -> int:
    """One deal of a table played once, from the score ``(side A's, side B's)``; side A's
    points (negative when B scores)."""
    table, number, swapped, budget_ms, (a_score, b_score) = job
    side_a, side_b = TABLES[table]
    ns, ew = (side_b, side_a) if swapped else (side_a, side_b)
    names = [ns[0], ew[0], ns[1], ew[1]]
    players = [make_player(n, number * 4 + s, budget_ms) for s, n in enumerate(names)]
    scores = (b_score, a_score) if swapped else (a_score, b_score)
    deal = seeded_deal(number, dealer=number % 4, scores=scores)
    while not deal.is_over:
        seat = deal.to_act
        assert seat is not None
        deal.apply(players[seat](deal.view(seat)), seat)
    if deal.result is None:  # thrown in
        return 0
    return deal.result.points * (1 if deal.result.scoring_team == (1 if swapped else 0) else -1)


def _numbered_deal(job: DealJob) -> tuple[tuple[int, bool], int]:
    return (job[1], job[2]), play_deal(job)


def game_scores(games: int = 400) -> list[tuple[tuple[int, int], int]]:
    """The scores (North-South's, East-West's) at which ``games`` games of coaches start
    a hand, each with how often."""
    counts = collections.Counter[tuple[int, int]]()
    for number in range(games):
        players = [CoachBot(number * 4 + s).choose for s in range(4)]
        game = Game(seed=100_000 + number, first_dealer=number % 4)
        while game.winner is None:
            seat = game.deal.to_act
            assert seat is not None
            game.apply(players[seat](game.deal.view(seat)), seat)
        counts.update((deal.scores[0], deal.scores[1]) for deal in game.history)
    return sorted(counts.items())


def start_score(number: int, scores: list[tuple[tuple[int, int], int]]) -> tuple[int, int]:
    """Deal pair ``number``'s starting score (side A's, side B's), drawn from ``scores``."""
    (start,) = random.Random(f"score{number}").choices([s for s, _ in scores],
                                                       [n for _, n in scores])  # fmt: skip
    return start


def _mean_error(values: list[float]) -> tuple[float, float]:
    mean = sum(values) / len(values)
    return mean, math.sqrt(sum((x - mean) ** 2 for x in values) / (len(values) - 1) / len(values))


def run_deals(table: str, deals: int, budget_ms: float, workers: int,
              minutes: float | None = None, *, scored: bool = False) -> None:
    """Each deal twice (side A in each partnership): side A's net points per deal pair
    (``scored``: from a game's score, and A's net change in its chance of the game too)."""
    if scored:
        scores = game_scores()
        starts = {n: start_score(n, scores) for n in range(deals)}
    else:
        starts = dict.fromkeys(range(deals), (0, 0))
    jobs = [(table, n, swapped, budget_ms, starts[n]) for n in range(deals)
            for swapped in (False, True)]  # fmt: skip
    start = time.perf_counter()
    deadline = start + minutes * 60 if minutes else None
    done: dict[tuple[int, bool], int] = {}
    with multiprocessing.Pool(max(1, min(workers, 2))) as pool:
        for job, points in pool.imap_unordered(_numbered_deal, jobs, chunksize=4):
            done[job] = points
            if deadline is not None and time.perf_counter() > deadline:
                pool.terminate()
                break
    complete = [n for n in range(deals) if (n, False) in done and (n, True) in done]
    nets = [done[(n, False)] + done[(n, True)] for n in complete]
    side_a, side_b = TABLES[table]
    print(f"\n== {table} on paired deals: {'+'.join(side_a)} (A) vs {'+'.join(side_b)} (B),"
          f" budget {budget_ms:g} ms{', from game scores' if scored else ''}")
    print(f"deal pairs complete: {len(nets)} of {deals}, {time.perf_counter() - start:.0f} s")
    if len(nets) < 2:
        return
    mean, stderr = _mean_error([float(x) for x in nets])
    print(f"A's net points per deal pair: {mean:+.3f} (standard error {stderr:.3f});"
          f" pairs A gained {sum(x > 0 for x in nets)}, lost {sum(x < 0 for x in nets)},"
          f" level {sum(x == 0 for x in nets)}")
    if scored:
        games = [100 * (game_change(done[(n, False)], starts[n])
                        + game_change(done[(n, True)], starts[n])) for n in complete]
        mean, stderr = _mean_error(games)
        late = sum(max(starts[n]) >= 6 for n in complete)
        print(f"A's net chance of winning the game per deal pair: {mean:+.2f} games in 100"
              f" (standard error {stderr:.2f}); {late} of {len(complete)} pairs start with a"
              " side on 6 or more")


def wilson(wins: int, n: int) -> tuple[float, float]:
    """The 95% Wilson score interval for a proportion."""
    if n == 0:
        return (0.0, 1.0)
    z = 1.96
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (centre - half, centre + half)


def run_table(table: str, games: int, budget_ms: float, workers: int,
              minutes: float | None = None) -> None:
    """Play ``games`` games (in duplicate pairs) and print the figures.

    With ``minutes``, stop starting games after that long and report the complete
    duplicate pairs finished so far (the printed count says how many).
    """
    pairs = max(1, games // 2)
    jobs = [(table, n, swapped, budget_ms) for n in range(pairs) for swapped in (False, True)]
    start = time.perf_counter()
    deadline = start + minutes * 60 if minutes else None
    done: dict[tuple[int, bool], dict[str, object]] = {}
    with multiprocessing.Pool(max(1, min(workers, 2))) as pool:
        for job, result in pool.imap_unordered(_numbered, jobs, chunksize=1):
            done[job] = result
            if len(done) % 100 == 0:
                print(f"  ... {len(done)} games, {time.perf_counter() - start:.0f} s", flush=True)
            if deadline is not None and time.perf_counter() > deadline:
                pool.terminate()
                break
    complete = [n for n in range(pairs) if (n, False) in done and (n, True) in done]
    results = [done[(n, swapped)] for n in complete for swapped in (False, True)]
    if len(complete) < pairs:
        print(f"  stopped at the time limit: {len(complete)} of {pairs} duplicate pairs done")
    _report(table, results, budget_ms, time.perf_counter() - start)


def _numbered(job: tuple[str, int, bool, float]) -> tuple[tuple[int, bool], dict[str, object]]:
    return (job[1], job[2]), play_game(job)


def _report(table: str, results: list[dict[str, object]], budget_ms: float, seconds: float) -> None:
    side_a, side_b = TABLES[table]
    n = len(results)
    if n == 0:
        print(f"\n== {table}: no complete duplicate pair finished")
        return
    wins = sum(1 for r in results if r["a_won"])
    hands = sum(int(r["hands"]) for r in results)  # type: ignore[call-overload]
    points = sum(int(r["a_points"]) for r in results)  # type: ignore[call-overload]
    low, high = wilson(wins, n)
    budget = f", expert budget {budget_ms:g} ms" if "expert" in side_a + side_b else ""
    print(f"\n== {table}: {'+'.join(side_a)} (A) vs {'+'.join(side_b)} (B){budget}")
    print(f"games run: {n} ({n // 2} duplicate pairs), {hands} hands, {seconds:.0f} s")
    print(f"A won {wins}/{n} = {wins / n:.1%}  (95% CI {low:.1%} to {high:.1%})")
    print(f"A's points per hand: {points / hands:+.3f}")
    totals = collections.Counter[str]()
    for r in results:
        totals.update(r["stats"])  # type: ignore[arg-type]
    print("per position (1 dealer's left, 2 dealer's partner, 3 dealer's right, 0 dealer):")
    print(f"  {'player':<9}{'pos':>4}{'made':>7}{'made %':>8}{'euchred %':>10}"
          f"{'alone':>7}{'alone won':>10}")
    for name in sorted({*side_a, *side_b}):
        for pos in (1, 2, 3, 0):
            key = f"{name}|{pos}"
            made = totals[key + "|made"]
            chances = max(1, totals[key + "|hands"])
            euchred = totals[key + "|euchred"]
            alone = totals[key + "|alone"]
            won = totals[key + "|alone_won"]
            print(f"  {name:<9}{pos:>4}{made:>7}{made / chances:>8.1%}"
                  f"{(euchred / made if made else 0):>10.1%}{alone:>7}{won:>10}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--table", choices=[*TABLES, "all"], default="all")
    parser.add_argument("--games", type=int, default=None, help="games per table")
    parser.add_argument("--budget-ms", type=float, default=60.0, help="the expert's budget")
    parser.add_argument("--workers", type=int, default=2, help="processes (at most 2)")
    parser.add_argument("--minutes", type=float, default=None,
                        help="stop starting games after this long; report complete pairs")
    parser.add_argument("--deals", type=int, default=None,
                        help="play this many paired single deals instead of games")
    parser.add_argument("--scored", action="store_true",
                        help="with --deals: start each deal pair at a score games reach")
    args = parser.parse_args(argv)
    if args.deals:
        for table in list(DEFAULT_GAMES) if args.table == "all" else [args.table]:
            run_deals(table, args.deals, args.budget_ms, min(2, args.workers), args.minutes,
                      scored=args.scored)
        return
    if args.scored:
        parser.error("--scored goes with --deals: games keep their own score")
    tables = list(DEFAULT_GAMES) if args.table == "all" else [args.table]
    for table in tables:
        games = args.games or DEFAULT_GAMES.get(table, 200)
        run_table(table, games, args.budget_ms, min(2, args.workers), args.minutes)


if __name__ == "__main__":
    main()
