"""A match to the target score: dealer rotation, thrown-in hands, the running score."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest

from euchre_teach import Game, IllegalAction, Phase, Rules


def finish(game: Game, rng: random.Random, pass_rate: float = 0.0) -> None:
    while game.winner is None:
        legal = game.legal_actions()
        passing = str(legal[0]) == "pass" and rng.random() < pass_rate
        game.apply(legal[0] if passing else rng.choice(legal))


def test_a_game_is_won_at_ten_points_and_scores_add_up() -> None:
    game = Game(seed=11)
    finish(game, random.Random(1))
    assert game.winner is not None and game.scores[game.winner] >= 10
    assert game.scores[1 - game.winner] < 10
    totals = [0, 0]
    for deal in game.history:
        if deal.result is not None:
            totals[deal.result.scoring_team] += deal.result.points
    assert totals == game.scores


def test_the_deal_passes_to_the_left_after_every_hand_thrown_in_or_played() -> None:
    game = Game(seed=3, first_dealer=2)
    finish(game, random.Random(2), pass_rate=0.9)
    dealers = [deal.dealer for deal in game.history]
    assert dealers[0] == 2
    assert all(b == (a + 1) % 4 for a, b in pairwise(dealers))
    assert any(deal.phase is Phase.PASSED_OUT for deal in game.history)


def test_a_thrown_in_hand_scores_nothing() -> None:
    game = Game(seed=5, first_dealer=0)
    for _ in range(8):
        game.apply("pass")
    assert game.scores == [0, 0] and game.history[0].phase is Phase.PASSED_OUT
    assert game.deal.dealer == 1 and game.deal.phase is Phase.BIDDING_1


def test_points_to_win_is_a_variant() -> None:
    game = Game(Rules(points_to_win=3), seed=9)
    finish(game, random.Random(9))
    assert game.winner is not None and game.scores[game.winner] >= 3


def test_the_same_seed_deals_the_same_game() -> None:
    first, second = Game(seed=42), Game(seed=42)
    assert first.deal == second.deal
    assert first.deal.initial_hands != Game(seed=43).deal.initial_hands


def test_each_deal_knows_the_score_before_it() -> None:
    game = Game(seed=8)
    finish(game, random.Random(8))
    running = [0, 0]
    for deal in game.history:
        assert list(deal.scores) == running
        if deal.result is not None:
            running[deal.result.scoring_team] += deal.result.points


def test_no_action_after_the_game_is_over() -> None:
    game = Game(Rules(points_to_win=1), seed=1)
    finish(game, random.Random(1))
    with pytest.raises(IllegalAction, match="The game is over"):
        game.apply("pass")
    assert game.legal_actions() == [] and game.to_act is None


def test_a_bad_first_dealer_is_refused() -> None:
    with pytest.raises(ValueError, match="first_dealer: 7"):
        Game(first_dealer=7)
