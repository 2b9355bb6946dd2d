"""The one judge of strategy (euchre_teach.strategy.judge): seeded by the position, equal
choices within its margin, a clear mistake out of it with its cost, and only a seat's view
to go on."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from euchre_teach.core.actions import Action
from euchre_teach.core.cards import parse_cards
from euchre_teach.core.deal import Deal
from euchre_teach.core.dealing import seeded_deal
from euchre_teach.core.view import View
from euchre_teach.strategy.game_value import game_change, point_worth, score_matters, win_chance
from euchre_teach.strategy.judge import (
    GAME_MARGIN,
    Effort,
    amount_words,
    choices,
    cost_words,
    expect_words,
    is_loner,
    judge,
    position_seed,
    shown,
    shown_difference,
)

ROOT = Path(__file__).resolve().parents[1]
QUICK = Effort(40, 40)


def play(*codes: str) -> list[Action]:
    return [Action.parse(f"play {code}") for code in codes]


def touching_spades(east: str = "9S JS AC KC QC", west: str = "KH QH TH JD QD") -> Deal:
    """North leads A♠ and East follows 9♠: South holds K♠ and Q♠, touching now that the
    A♠ is gone (hearts are trump, so J♠ is a plain spade below them)."""
    hands = [parse_cards("AS TS JH AH 9C"), parse_cards(east),
             parse_cards("KS QS AD KD TC"), parse_cards(west)]  # fmt: skip
    deal = Deal(3, hands, parse_cards("9H")[0])
    for action in ("order", "discard QD", "play AS", "play 9S"):
        deal.apply(action)
    return deal


def partners_ace_on_trick_four() -> Deal:
    """South named hearts in round 2; North has one trick and leads A♣ to the fourth; West
    showed out of trumps on the third, so the ace holds. South, out of clubs, holds J♥ (the
    right bower) and T♠: throwing T♠ wins the fourth trick with the ace and the fifth with
    J♥ (three tricks, 1 point); trumping the ace leaves South to lead T♠ to the last trick,
    and when it loses the makers are euchred (2 points to the other side)."""
    hands = [parse_cards("JD AC QH 9S 9D"), parse_cards("AS AD KH 9C AH"),
             parse_cards("JH TS QS KD 9H"), parse_cards("JS QD QC KC KS")]  # fmt: skip
    deal = Deal(3, hands, parse_cards("TD")[0])
    actions = ["pass"] * 6 + ["call H"]
    actions += ["play 9S", "play AS", "play QS", "play JS"]
    actions += ["play AD", "play KD", "play QD", "play 9D"]
    actions += ["play KH", "play 9H", "play QC", "play JD"]
    actions += ["play AC", "play 9C"]
    for action in actions:
        deal.apply(action)
    assert deal.to_act == 2 and deal.tricks_won(0) == 1
    return deal


def test_touching_cards_are_both_within_the_margin_of_the_best() -> None:
    view = touching_spades().view(2)
    verdict = judge(view, effort=QUICK)
    king, queen = play("KS", "QS")
    assert set(verdict.within) == {king, queen}
    assert abs(verdict.value(king).mean - verdict.value(queen).mean) < 1e-9
    assert verdict.cost(king) == pytest.approx(0.0) and verdict.cost(queen) == pytest.approx(0.0)


def test_trumping_partners_winning_ace_is_refused_with_its_cost_in_points() -> None:
    view = partners_ace_on_trick_four().view(2)
    verdict = judge(view, effort=QUICK)
    throw, trump = play("TS", "JH")
    assert verdict.best is throw and verdict.within == (throw,)
    # Throwing always makes three tricks; trumping is euchred whenever T♠ loses the last.
    assert verdict.value(throw).mean == pytest.approx(1.0)
    assert 1.0 < verdict.cost(trump) <= 3.0 and not verdict.value(trump).within
    assert verdict.value(trump).gap > verdict.margin + verdict.z * verdict.value(trump).gap_stderr


def test_the_judge_reads_a_view_never_the_deal() -> None:
    deal = touching_spades()
    with pytest.raises(TypeError, match="View"):
        judge(deal)  # type: ignore[arg-type]
    # The same position with the hidden cards dealt otherwise: South sees the same, and
    # the judge says the same, to the last figure.
    other = touching_spades(east="9S JS KH QH TH", west="AC KC QC JD QD")
    assert other.view(2) == deal.view(2)
    assert judge(other.view(2), effort=QUICK) == judge(deal.view(2), effort=QUICK)


def _bid_position() -> View:
    deal = seeded_deal(2)
    return deal.view(deal.to_act)


def test_the_same_position_gets_the_same_verdict_in_another_process() -> None:
    here = judge(_bid_position(), effort=QUICK)
    script = (
        "from euchre_teach.core.dealing import seeded_deal\n"
        "from euchre_teach.strategy.judge import Effort, judge\n"
        "deal = seeded_deal(2)\n"
        "print(repr(judge(deal.view(deal.to_act), effort=Effort(40, 40))))\n"
    )
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    there = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, check=True,
                           capture_output=True, text=True).stdout.strip()  # fmt: skip
    assert there == repr(here)


def test_the_seed_is_the_positions_own() -> None:
    deal = seeded_deal(2)
    view = deal.view(deal.to_act)
    assert position_seed(view) == position_seed(seeded_deal(2).view(deal.to_act))
    other = seeded_deal(3)
    assert position_seed(other.view(other.to_act)) != position_seed(view)


def test_every_choice_is_valued_and_the_best_is_first() -> None:
    view = _bid_position()
    verdict = judge(view, effort=QUICK)
    assert sorted(str(v.action) for v in verdict.values) == sorted(
        str(a) for a in view.legal_actions
    )
    assert verdict.values[0].gap == 0.0 and all(v.gap >= -1e-9 for v in verdict.values)
    assert verdict.samples == 40 and verdict.values[0].stderr > 0


def test_a_forced_card_is_judged_without_dealing() -> None:
    deal = partners_ace_on_trick_four()
    deal.apply("play TS")
    deal.apply("play KC")  # West; North won the trick and leads Q♥
    deal.apply("play QH")
    deal.apply("play AH")
    verdict = judge(deal.view(2))
    assert verdict.samples == 0 and verdict.within == tuple(play("JH"))


def test_doubt_buys_more_deals_up_to_the_effort() -> None:
    view = _bid_position()
    few = judge(view, effort=Effort(10, 10))
    more = judge(view, effort=Effort(10, 30, 10))
    assert few.samples == 10 and more.samples in (10, 20, 30)
    # It stops early only when no choice's gap is within z standard errors of the margin.
    settled = all(abs(v.gap - more.margin) >= more.z * v.gap_stderr for v in more.values[1:])
    assert more.samples == 30 or settled


def test_choices_the_seat_does_not_have_are_refused() -> None:
    view = touching_spades().view(2)
    with pytest.raises(ValueError, match="play AD"):
        judge(view, play("AD", "KS"), effort=QUICK)


def test_an_effort_must_make_sense() -> None:
    with pytest.raises(ValueError, match="least"):
        Effort(0, 10)
    with pytest.raises(ValueError, match="least"):
        Effort(20, 10)


# ----------------------------------------------------------------- the game, not the hand


def test_the_win_chance_table_is_even_at_level_scores_and_certain_at_ten() -> None:
    for score in range(10):
        assert win_chance(score, score) == pytest.approx(0.5)
        for other in range(10):
            assert win_chance(score, other) + win_chance(other, score) == pytest.approx(1.0)
    assert win_chance(9, 0) > win_chance(5, 0) > win_chance(0, 0) > win_chance(0, 5)
    assert win_chance(10, 9) == 1.0 and win_chance(9, 10) == 0.0


def test_points_beyond_ten_are_worth_nothing_and_a_late_euchre_costs_the_game() -> None:
    # At 8, a march with a partner (2) wins the game as surely as a march alone (4).
    assert game_change(4, (8, 3)) == game_change(2, (8, 3)) == 1.0 - win_chance(8, 3)
    # With the other side at 8, a euchre (2 to them) ends the game: it costs every chance
    # the side had; at 8-8 that is half a game, three times two points' worth at 0-0.
    assert game_change(-2, (5, 8)) == -win_chance(5, 8)
    assert -game_change(-2, (8, 8)) == pytest.approx(0.5)
    assert -game_change(-2, (8, 8)) > 3 * 2 * point_worth()


def test_the_score_decides_whether_the_judge_values_by_the_game() -> None:
    assert not score_matters((5, 5)) and score_matters((6, 0)) and score_matters((0, 9))


def test_at_eight_points_a_loner_is_not_preferred_to_the_partnership_march() -> None:
    """bidding-set/24: J♥ J♦ A♥ K♥ A♠ for the dealer's partner at 8-3. Alone it marches for
    4, with a partner for 2: either wins the game, so going alone gains nothing."""
    from euchre_teach.course.practice import bidding_set_deal

    view = bidding_set_deal(24).view(2)
    verdict = judge(view, effort=Effort(60, 60))
    order, alone = Action.parse("order"), Action.parse("order alone")
    assert verdict.unit == "game" and verdict.margin == GAME_MARGIN
    assert order in verdict.within
    assert verdict.value(alone).mean <= verdict.value(order).mean + 1e-9


def test_a_strict_verdict_refuses_a_gap_beyond_the_margin_whatever_its_doubt() -> None:
    view = _bid_position()
    lenient = judge(view, effort=Effort(10, 10))
    strict = judge(view, effort=Effort(10, 10, strict=True))
    for value in strict.values:
        assert value.within == (value.gap <= strict.margin + 1e-9)
    assert set(strict.within) <= set(lenient.within)


def test_without_loners_going_alone_is_not_a_choice() -> None:
    view = _bid_position()
    assert any(is_loner(a) for a in choices(view))
    assert not any(is_loner(a) for a in choices(view, loners=False))
    assert choices(view, loners=False) == [a for a in choices(view) if not is_loner(a)]


def test_the_verdict_in_words_says_what_the_side_can_expect() -> None:
    assert expect_words(-0.49) == "on average the other side scores about half a point a hand"
    assert expect_words(1.44) == "on average your side scores about 1.4 points a hand"
    assert cost_words(0.3) == "about 0.3 of a point a hand"
    assert cost_words(0.081, "game") == "about 8 games in 100 of your chance of winning the game"


def test_a_cost_is_worked_from_the_figures_printed_beside_it() -> None:
    """A learner read "costs about 1 point" beside "your side scores about 0.7" and "the
    other side scores about 0.2": the raw gap, 0.96, rounds to 1, but the figures on the
    screen add up to 0.9. The cost said is the difference of the figures said."""
    assert expect_words(0.74).endswith("about 0.7 of a point a hand")
    assert expect_words(-0.22).endswith("the other side scores about 0.2 of a point a hand")
    assert cost_words(shown_difference(0.74, -0.22)) == "about 0.9 of a point a hand"
    assert shown(0.0449) == 0.0 and amount_words(0.0449) == "almost nothing"
    assert amount_words(0.46) == "about half a point" and amount_words(1.04) == "about 1 point"


def test_the_game_value_follows_the_games_length() -> None:
    """expert44: the judge valued every game as if to 10. In a game to 11 at 8-3, a march
    with the partner reaches only 10 and a lone march wins; in a game to 7 the score
    matters from 3."""
    from euchre_teach.strategy.game_value import game_change, score_matters

    assert game_change(2, (8, 3)) == game_change(4, (8, 3))  # to 10: both win
    assert game_change(2, (8, 3), 11) < game_change(4, (8, 3), 11)  # to 11: only the loner
    assert not score_matters((5, 0)) and score_matters((6, 0))
    assert score_matters((3, 0), 7) and not score_matters((6, 0), 11)
