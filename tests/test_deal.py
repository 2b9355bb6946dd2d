"""One deal: bidding rounds, the discard, going alone, defending alone, play, reneges."""

from __future__ import annotations

import pytest

from euchre_teach import Card, Deal, DealError, IllegalAction, NotationError, Phase, Rules, Suit
from euchre_teach.core.actions import Action
from euchre_teach.core.cards import parse_cards
from tests.helpers import BOWER_HANDS

# North 0, East 1, South 2, West 3 (dealer). Upcard K♥.
HANDS = dict(enumerate(BOWER_HANDS))


def make(rules: Rules | None = None, dealer: int = 3, upcard: str = "KH") -> Deal:
    return Deal(
        dealer, [parse_cards(HANDS[s]) for s in range(4)], Card.parse(upcard), rules,
        kitty=parse_cards("9H TH QH") if upcard == "KH" else None,
    )


def run(deal: Deal, *actions: str) -> Deal:
    for action in actions:
        deal.apply(action)
    return deal


def refused(deal: Deal, action: str, *fragments: str, seat: int | None = None) -> str:
    before = deal.copy()
    with pytest.raises(IllegalAction) as caught:
        deal.apply(action, seat)
    assert deal == before, "a refused action must leave the deal unchanged"
    for fragment in fragments:
        assert fragment in str(caught.value)
    return str(caught.value)


# --- round 1 -------------------------------------------------------------------------


def test_bidding_starts_left_of_the_dealer() -> None:
    deal = make()
    assert deal.phase is Phase.BIDDING_1 and deal.to_act == 0
    assert [str(a) for a in deal.legal_actions()] == ["pass", "order", "order alone"]


def test_ordering_up_makes_the_upcard_suit_trump_and_the_dealer_discards() -> None:
    deal = run(make(), "pass", "order")
    assert deal.trump is Suit.HEARTS and deal.maker == 1 and not deal.alone
    assert deal.phase is Phase.DISCARD and deal.to_act == 3
    assert Card.parse("KH") in deal.hands[3] and len(deal.hands[3]) == 6
    assert {str(a) for a in deal.legal_actions()} == {
        "discard AD", "discard KD", "discard QD", "discard TD", "discard 9D", "discard KH"
    }


def test_dealer_may_discard_the_upcard_itself() -> None:
    deal = run(make(), "order", "discard KH")
    assert deal.discard == Card.parse("KH") and len(deal.hands[3]) == 5
    assert deal.phase is Phase.PLAY and deal.to_act == 0


def test_dealer_takes_it_up_after_three_passes() -> None:
    deal = run(make(), "pass", "pass", "pass", "order", "discard 9D")
    assert deal.maker == 3 and deal.upcard_taken and deal.phase is Phase.PLAY


def test_cannot_name_another_suit_in_round_1() -> None:
    refused(make(), "call S", "only suit on offer is the upcard's: hearts (K♥)")


def test_discard_must_be_a_card_in_the_dealers_hand() -> None:
    deal = run(make(), "order")
    refused(deal, "discard AS", "A♠", "not in your hand")
    refused(deal, "play AD", "discard one")


def test_it_must_be_your_turn() -> None:
    refused(make(), "pass", "It is North's turn, not South's", seat=2)


# --- round 2 and stick the dealer ----------------------------------------------------


def test_four_passes_turn_the_upcard_down_and_open_round_2() -> None:
    deal = run(make(), "pass", "pass", "pass", "pass")
    assert deal.phase is Phase.BIDDING_2 and deal.to_act == 0
    legal = {str(a) for a in deal.legal_actions()}
    assert "pass" in legal and "call H" not in legal and "call S alone" in legal
    assert len(legal) == 7


def test_turned_down_suit_cannot_be_named() -> None:
    deal = run(make(), "pass", "pass", "pass", "pass")
    refused(deal, "call H", "Hearts were turned down", "(the upcard was K♥)")
    refused(deal, "order", "can no longer be ordered up")


def test_eight_passes_throw_the_hand_in() -> None:
    deal = run(make(), *["pass"] * 8)
    assert deal.phase is Phase.PASSED_OUT and deal.to_act is None and deal.result is None
    refused(deal, "pass", "thrown in")


def test_stick_the_dealer_forbids_the_dealers_last_pass() -> None:
    deal = run(make(Rules(stick_the_dealer=True)), *["pass"] * 7)
    assert deal.to_act == 3
    assert "pass" not in {str(a) for a in deal.legal_actions()}
    refused(deal, "pass", "Stick the dealer", "must name trump")
    run(deal, "call S")
    assert deal.trump is Suit.SPADES and deal.maker == 3 and deal.phase is Phase.PLAY


def test_calling_in_round_2_makes_trump_without_a_pickup() -> None:
    deal = run(make(), *["pass"] * 5, "call C")
    assert deal.trump is Suit.CLUBS and deal.maker == 1 and not deal.upcard_taken
    assert all(len(h) == 5 for h in deal.hands) and deal.to_act == 0


# --- going alone -----------------------------------------------------------------------


def test_going_alone_sits_the_partner_out() -> None:
    deal = run(make(), "order alone", "discard 9D")
    assert deal.alone and deal.sitting_out == (2,)
    assert deal.to_act == 1  # East, on the lone maker's left, leads
    variant = run(make(Rules(loner_lead="dealer_left")), "order alone", "discard 9D")
    assert variant.to_act == 0  # left of the dealer is North, the lone maker: North leads


def test_dealers_partner_going_alone_means_the_dealer_does_not_pick_up() -> None:
    deal = run(make(), "pass", "order alone")  # East alone; West (dealer) sits out
    assert deal.sitting_out == (3,) and not deal.upcard_taken
    assert deal.phase is Phase.PLAY and len(deal.hands[3]) == 5
    assert deal.to_act == 2  # South, on the lone maker's left


def test_loner_lead_default_is_left_of_the_lone_maker() -> None:
    deal = run(make(), "pass", "pass", "order alone", "discard 9D")  # South alone, North out
    assert deal.sitting_out == (0,) and deal.to_act == 3


def test_loner_lead_variant_skips_the_sitting_out_seat_left_of_the_dealer() -> None:
    rules = Rules(loner_lead="dealer_left")
    deal = run(make(rules), "pass", "pass", "order alone", "discard 9D")
    assert deal.sitting_out == (0,) and deal.to_act == 1


def test_a_lone_trick_has_three_cards() -> None:
    deal = run(make(Rules(loner_lead="dealer_left")), "pass", "pass", "order alone", "discard 9D",
               "play 9S", "play AS")
    assert deal.to_act == 3
    run(deal, "play KH")
    assert len(deal.tricks) == 1 and len(deal.tricks[0].cards) == 3
    assert deal.tricks[0].winner == 3


def test_defend_alone_asks_each_defender_in_turn_from_the_makers_left() -> None:
    deal = run(make(Rules(defend_alone=True)), "order alone", "discard 9D")
    assert deal.phase is Phase.DEFEND and deal.to_act == 1
    run(deal, "pass")
    assert deal.to_act == 3
    run(deal, "defend alone")
    assert deal.defender_alone == 3 and set(deal.sitting_out) == {2, 1}
    # East, on the lone maker's left, sits out: the next seat in play, West, leads
    assert deal.phase is Phase.PLAY and deal.to_act == 3


def test_two_card_tricks_when_both_partners_sit_out() -> None:
    rules = Rules(defend_alone=True, loner_lead="dealer_left")  # North, the maker, leads
    deal = run(make(rules), "order alone", "discard 9D", "defend alone")
    assert set(deal.sitting_out) == {2, 3}
    run(deal, "play JH", "play 9S")
    assert len(deal.tricks[0].cards) == 2 and deal.tricks[0].winner == 0


def test_defend_alone_is_refused_when_the_variant_is_off() -> None:
    deal = run(make(), "order alone", "discard 9D")
    refused(deal, "defend alone", "variant")


# --- play ------------------------------------------------------------------------------


def played(deal: Deal) -> Deal:
    return run(deal, "pass", "order", "discard 9D")  # East orders hearts; North leads


def test_must_follow_suit_and_the_refusal_names_the_cards() -> None:
    deal = run(played(make()), "play 9C")  # club led; East holds clubs
    message = refused(deal, "play 9S", "you must follow clubs", "A♣, K♣, Q♣ and J♣")
    assert message.startswith("9♣ was led")


def test_the_left_bower_refusal_explains_the_trap() -> None:
    # Spades trump, clubs led, East holds J♣ (left bower) and other clubs.
    deal = run(make(upcard="9H"), *["pass"] * 4, "pass", "call S")
    run(deal, "play 9C")
    refused(deal, "play JC", "J♣ is not a club while spades are trump", "left bower", "renege")


def test_a_card_not_in_hand_is_refused() -> None:
    refused(played(make()), "play AS", "A♠ is not in North's hand")


def test_bidding_actions_are_refused_in_play() -> None:
    refused(played(make()), "order", "bidding is over")


def test_winner_of_a_trick_leads_the_next() -> None:
    deal = run(played(make()), "play 9C", "play AC", "play AS", "play AD")
    assert deal.tricks[0].winner == 1 and deal.to_act == 1
    assert deal.tricks[0].leader == 0 and deal.tricks[0].seats == (0, 1, 2, 3)


def test_a_full_hand_scores_by_the_table() -> None:
    deal = played(make())
    while not deal.is_over:
        deal.apply(deal.legal_actions()[0])
    assert deal.phase is Phase.DONE and deal.result is not None
    assert sum(len(t.cards) for t in deal.tricks) == 20
    tricks_ew = deal.tricks_won(1)
    side = 1 if tricks_ew >= 3 else 0
    assert deal.result.scoring_team == side and deal.result.maker_tricks == tricks_ew


# --- table mode: reneges -------------------------------------------------------------


def test_table_mode_lets_a_renege_be_played_and_claimed_for_two_points() -> None:
    deal = played(make(Rules(enforce_follow_suit=False)))
    run(deal, "play 9C", "play 9S")  # East reneges: holds clubs, plays a spade
    assert deal.reneges == [1]
    run(deal, "play AS", "play AD")  # North's 9♣ wins; North leads again
    run(deal, "play TC", "play AC")  # East plays a club: the renege in trick 1 shows
    assert deal.reneges_shown == [1]
    assert "claim renege" in {str(a) for a in deal.legal_actions()}  # South, innocent side
    run(deal, "claim renege")
    assert deal.result is not None and deal.result.scoring_team == 0
    assert deal.result.points == 2 and deal.result.renege == 1 and deal.phase is Phase.DONE


def test_a_renege_cannot_be_claimed_until_a_later_card_shows_it() -> None:
    # At a real table nobody can see East's clubs: the renege shows only when East later
    # plays a club. Until then a claim would be a guess from hidden cards.
    deal = played(make(Rules(enforce_follow_suit=False)))
    run(deal, "play 9C", "play 9S")  # East reneges, still in the trick
    assert "claim renege" not in {str(a) for a in deal.legal_actions()}
    message = refused(deal, "claim renege", "no card played so far shows", "East-West")
    assert "later plays a card of the suit" in message
    run(deal, "play AS", "play AD", "play TC")  # trick gathered; North leads 10♣
    assert deal.to_act == 1 and deal.reneges_shown == []
    run(deal, "play AC")
    assert deal.reneges_shown == [1]


def test_renege_by_a_defender_against_a_loner_costs_four() -> None:
    rules = Rules(enforce_follow_suit=False, loner_lead="dealer_left")
    deal = run(make(rules), "order alone", "discard 9D")
    run(deal, "play 9C", "play 9S")  # North alone leads a club; East holds clubs, plays 9♠
    assert deal.reneges == [1]
    run(deal, "play AD")  # West, void in clubs; North's 9♣ wins
    run(deal, "play TC", "play AC", "play KD")  # East's A♣ shows the renege and wins
    run(deal, "play KC", "play QD")  # East leads again; North is to play and claims
    assert deal.to_act == 0
    run(deal, "claim renege")
    assert deal.result is not None and deal.result.scoring_team == 0
    assert deal.result.points == 4 and deal.result.renege == 1


def test_a_renege_cannot_be_claimed_by_the_side_that_made_it() -> None:
    deal = played(make(Rules(enforce_follow_suit=False)))
    run(deal, "play 9C", "play 9S", "play AS", "play AD", "play TC", "play AC")
    assert deal.reneges_shown == [1]  # East's renege shows
    run(deal, "play KS")
    assert deal.to_act == 3  # West, East's partner
    assert "claim renege" not in {str(a) for a in deal.legal_actions()}
    refused(deal, "claim renege", "no card played so far shows", "North-South")


def test_nothing_to_claim_without_a_renege() -> None:
    deal = played(make(Rules(enforce_follow_suit=False)))
    refused(deal, "claim renege", "nothing to claim")
    refused(played(make()), "claim renege", "enforces following suit")


# --- bad input -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "fragment"),
    [("play", "'play'"), ("call", "'call'"), ("call X", "'X'"), ("play 1H", "'1H'"),
     ("", "''"), ("bid", "'bid'"), ("order now", "'order now'")],
)
def test_bad_action_text_is_refused_quoting_it(text: str, fragment: str) -> None:
    deal = make()
    before = deal.copy()
    with pytest.raises(NotationError) as caught:
        deal.apply(text)
    assert fragment in str(caught.value)
    assert deal == before


def test_wrong_hand_sizes_are_refused() -> None:
    hands = [parse_cards(HANDS[s]) for s in range(4)]
    hands[2] = hands[2][:4]
    with pytest.raises(DealError, match="hand 2 has 4"):
        Deal(3, hands, Card.parse("KH"))


def test_duplicate_cards_are_refused() -> None:
    hands = [parse_cards(HANDS[s]) for s in range(4)]
    with pytest.raises(DealError, match="JH appears twice"):
        Deal(3, hands, Card.parse("JH"))


def test_bad_dealer_is_refused() -> None:
    with pytest.raises(DealError, match="invalid dealer: 4"):
        Deal(4, [parse_cards(HANDS[s]) for s in range(4)], Card.parse("KH"))


def test_a_card_that_is_not_a_card_is_refused_by_name() -> None:
    hands: list[list[object]] = [list(parse_cards(HANDS[s])) for s in range(4)]
    hands[1][2] = "AC"
    with pytest.raises(DealError, match="not a card: 'AC'"):
        Deal(3, hands, Card.parse("KH"))  # type: ignore[arg-type]


def test_a_duplicate_inside_one_hand_is_refused() -> None:
    hands = [parse_cards(HANDS[s]) for s in range(4)]
    hands[0][1] = hands[0][0]
    with pytest.raises(DealError, match=f"{hands[0][0]} appears twice"):
        Deal(3, hands, Card.parse("KH"))


def test_a_kitty_of_the_wrong_size_is_refused() -> None:
    hands = [parse_cards(HANDS[s]) for s in range(4)]
    with pytest.raises(DealError, match="the kitty under the upcard holds three cards, not 2"):
        Deal(3, hands, Card.parse("KH"), kitty=parse_cards("9H TH"))


def test_a_dealer_given_as_an_int_subclass_is_accepted() -> None:
    import enum

    class Seat(enum.IntEnum):
        WEST = 3

    deal = Deal(Seat.WEST, [parse_cards(HANDS[s]) for s in range(4)], Card.parse("KH"))
    assert deal.to_act == 0 and deal.legal_actions()[0] is Action.parse("pass")


def test_true_is_not_a_dealer() -> None:
    with pytest.raises(DealError, match="invalid dealer: True"):
        Deal(True, [parse_cards(HANDS[s]) for s in range(4)], Card.parse("KH"))


def test_changing_the_listed_actions_changes_nothing_in_the_deal() -> None:
    deal = run(make(), "pass", "order", "discard 9D", "play 9C")
    listed = deal.legal_actions()
    listed.append(Action.parse("play 9S"))  # East holds 9♠ but must follow clubs
    assert deal.legal_actions() != listed
    refused(deal, "play 9S", "follow")


def test_refused_plays_leave_the_legal_plays_as_they_were() -> None:
    deal = run(make(), "pass", "order", "discard 9D", "play 9C")
    legal = deal.legal_actions()
    for text in ("play 9S", "play JH", "play 9C", "discard AC", "claim renege"):
        refused(deal, text)
        assert deal.legal_actions() == legal
    run(deal, str(legal[0]))
    assert deal.to_act == 2 and deal.trick[-1] is legal[0].card


def test_a_trick_made_by_the_deal_equals_one_built_field_by_field() -> None:
    from euchre_teach.core.state import Trick

    deal = run(make(), "pass", "order", "discard 9D", "play 9C", "play AC", "play TS", "play KD")
    built = Trick(0, (0, 1, 2, 3), tuple(parse_cards("9C AC TS KD")), 1)
    assert deal.tricks == [built] and hash(deal.tricks[0]) == hash(built)
    assert repr(deal.tricks[0]) == repr(built)


def test_a_hand_or_the_trick_seats_read_from_the_deal_are_copies_changing_them_changes_nothing(
) -> None:
    deal = run(make(), "pass", "order", "discard 9D", "play 9C")
    legal = deal.legal_actions()
    deal.hands[1].clear()
    deal.hand(1).append(Card.parse("9H"))
    deal.trick_seats.append(2)
    assert deal.hands[1] == parse_cards(HANDS[1]) == deal.hand(1)
    assert deal.trick_seats == [0] and deal.legal_actions() == legal


def test_hands_keep_the_order_dealt_the_upcard_last_and_a_discard_or_play_leaves_a_gap(
) -> None:
    deal = run(make(), "pass", "order")
    assert deal.hand(3) == parse_cards("AD KD QD TD 9D KH")
    run(deal, "discard KD")
    assert deal.hand(3) == parse_cards("AD QD TD 9D KH")
    run(deal, "play AH", "play AC", "play AS")  # North leads a trump; West must follow
    assert [str(a) for a in deal.legal_actions()] == ["play KH"]
    run(deal, "play KH", "play JH")  # North won with A♥ and leads again; East has no heart
    assert deal.hand(0) == parse_cards("JD 9C TC")
    assert [str(a) for a in deal.legal_actions()] == ["play KC", "play QC", "play JC", "play 9S"]


def test_trick_seats_run_from_the_leader_round_the_table_past_the_seat_sitting_out() -> None:
    rules = Rules(loner_lead="dealer_left")  # East, the dealer's left in play, leads
    deal = run(make(rules), "pass", "pass", "order alone", "discard 9D")  # South alone
    assert deal.leader == 1 and deal.trick_seats == []
    run(deal, "play 9S")
    assert deal.trick_seats == [1] and deal.to_act == 2
    run(deal, "play AS")
    assert deal.trick_seats == [1, 2] and deal.to_act == 3
    run(deal, "play KH")
    assert deal.tricks[0].seats == (1, 2, 3) and deal.trick_seats == []
    assert deal.leader == deal.to_act == 3


def test_a_deal_set_up_and_played_out_keeps_fewer_than_30_attributes() -> None:
    # CPython keeps instances with up to 29 attribute names compact; a 30th makes every
    # attribute read during play slower (measured: benchmarks/playouts.py).
    for actions in (("pass", "order", "discard 9D"), ("order alone", "discard 9D")):
        deal = run(make(Rules(defend_alone=True)), *actions)
        while not deal.is_over:
            deal.apply(deal.legal_actions()[0])
        assert len(vars(deal)) < 30


# --- views -----------------------------------------------------------------------------


def test_a_view_holds_only_what_the_seat_may_know() -> None:
    deal = run(make(), "pass", "order", "discard 9D", "play 9C")
    east = deal.view(1)
    assert east.hand == tuple(deal.hands[1])
    assert (3, None) in east.history  # West's discard is hidden from East
    assert deal.view(3).discard == Card.parse("9D") and east.discard is None
    assert east.legal_actions and deal.view(2).legal_actions == ()
    assert east.trick == (Card.parse("9C"),)
    # The upcard is known to be in the dealer's hand; the rest of the others' cards are not.
    hidden = {c for s in (0, 2, 3) for c in deal.hands[s]} - {deal.upcard} | {Card.parse("9D")}
    assert hidden <= set(east.unseen_cards())
    assert not set(east.hand) & set(east.unseen_cards())
