"""The expert weighs loners the coach would not call, when the hand is near lesson 8's test."""

from __future__ import annotations

from euchre_teach.core.actions import CALL_ALONE, ORDER, ORDER_ALONE, PASS
from euchre_teach.core.cards import Card, Suit, parse_cards
from euchre_teach.core.deal import Deal
from euchre_teach.players import CoachBot, ExpertBot
from euchre_teach.players.bidding import loner_gaps
from euchre_teach.players.expert import TEACHING_EVIDENCE

OTHERS = ("AC KC QC JC 9S", "AS KS QS JS TS", "AD KD QD TD 9D")


def _first_bid(north: str, scores: tuple[int, int] = (0, 0), others: tuple[str, ...] = OTHERS
               ) -> Deal:  # fmt: skip
    """West deals and turns up K♥; North (the dealer's left) bids first."""
    hands = [parse_cards(north), *(parse_cards(hand) for hand in others)]
    return Deal(3, hands, Card.parse("KH"), scores=scores)


def test_expert_simulates_a_loner_one_part_short_of_the_loner_test() -> None:
    view = _first_bid("JH JD AH 9C TC").view(0)  # both bowers, but two small plain cards
    assert len(loner_gaps(view.hand, Suit.HEARTS)) == 1
    coach = CoachBot(seed=0).choose(view)
    assert coach is ORDER
    assert ORDER_ALONE in ExpertBot(seed=0).candidates(view, coach)


def test_expert_does_not_simulate_a_loner_far_from_the_loner_test() -> None:
    view = _first_bid("QH 9H 9C TC TH").view(0)  # no bower: misses two parts of the test
    assert len(loner_gaps(view.hand, Suit.HEARTS)) > 1
    coach = CoachBot(seed=0).choose(view)
    assert ORDER_ALONE not in ExpertBot(seed=0).candidates(view, coach)


def test_expert_leaves_loners_to_the_coach_near_the_game() -> None:
    view = _first_bid("JH JD AH 9C TC", scores=(8, 0)).view(0)
    assert ORDER_ALONE not in ExpertBot(seed=0).candidates(view, ORDER)


def test_hint_expert_never_offers_a_loner_the_loner_test_refuses() -> None:
    view = _first_bid("JH JD AH 9C TC").view(0)
    teacher = ExpertBot(seed=0, evidence=TEACHING_EVIDENCE)
    assert teacher.candidates(view, ORDER) == [PASS, ORDER]


def test_expert_simulates_calling_alone_in_round_two_near_the_loner_test() -> None:
    others = ("AC KC QC JC 9S", "AS KS QS JS TS", "KD QD TD 9D AH")
    deal = _first_bid("JD JH AD 9C TC", others=others)  # diamonds: both bowers and the ace
    for seat in (0, 1, 2, 3):
        deal.apply(PASS, seat)
    view = deal.view(0)
    candidates = ExpertBot(seed=0).candidates(view, CoachBot(seed=0).choose(view))
    assert CALL_ALONE[Suit.DIAMONDS] in candidates


def test_no_loner_when_a_march_wins_follows_the_games_length() -> None:
    """expert44: the coach's "no loners at 8 or 9" held whatever the game's length: in a game
    to 11 at 8 points it played a winning loner with its partner, where a march reaches only
    10. Now the limit is two points from the game, for the coach and the expert alike."""
    from euchre_teach.core.rules import Rules

    others = ("KC QC JC 9C 9S", "AS KS QS JS TS", "AD KD QD TD 9D")
    hands = [parse_cards("JH JD AH QH AC"), *(parse_cards(hand) for hand in others)]

    def view(scores: tuple[int, int], points: int):  # type: ignore[no-untyped-def]
        rules = Rules(points_to_win=points)
        return Deal(3, hands, Card.parse("KH"), scores=scores, rules=rules).view(0)

    coach = CoachBot(seed=0)
    assert coach.choose(view((8, 3), 11)) is ORDER_ALONE  # a march reaches only 10
    assert coach.choose(view((9, 3), 11)) is ORDER  # a march wins: no loner
    assert coach.choose(view((8, 3), 10)) is ORDER
    assert coach.choose(view((4, 3), 7)) is ORDER_ALONE
    assert coach.choose(view((5, 3), 7)) is ORDER
    said = coach.decide(view((9, 3), 11)).reason
    assert "at 9 points playing with your partner wins the game just as surely" in said
    assert ORDER_ALONE not in ExpertBot(seed=0).candidates(view((9, 3), 11), ORDER)
