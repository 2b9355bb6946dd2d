"""Buck Euchre's own rules: dirty clubs, in or out, bucks, thrown-in hands, the match to 0,
records with a ``players: 3`` header, views, and the refusals a beginner reads."""

from __future__ import annotations

import pytest

from euchre_teach import IllegalAction, NotationError, record
from euchre_teach.buck.deal import BuckDeal
from euchre_teach.buck.game import BuckGame, buck_deal_cards, buck_seeded_deal
from euchre_teach.buck.record import dumps, loads
from euchre_teach.buck.rules import BuckPhase, BuckRules, match_winner
from euchre_teach.buck.words import result_lines
from euchre_teach.core.cards import Card, Suit, parse_cards
from euchre_teach.core.errors import DealError

HANDS = [parse_cards("JH JD AH 9C 9D"), parse_cards("AC KC QC JC 9S"),
         parse_cards("AS KS QS JS TS")]  # fmt: skip


def hand(upcard: str = "KH", rules: BuckRules | None = None, dealer: int = 2) -> BuckDeal:
    return BuckDeal(dealer, HANDS, Card.parse(upcard), rules)


def refused(deal: BuckDeal, action: str) -> str:
    before = deal.copy()
    with pytest.raises(IllegalAction) as caught:
        deal.apply(action)
    assert deal == before
    return str(caught.value)


def test_a_club_turned_up_makes_clubs_trump_at_once_and_the_dealer_discards() -> None:
    deal = hand("TC")
    assert deal.dirty_clubs and deal.trump is Suit.CLUBS and deal.maker is None
    assert deal.phase is BuckPhase.DISCARD and deal.to_act == 2
    assert Card.parse("TC") in deal.hands[2]
    text = refused(deal, "pass")
    assert "dirty clubs" in text and "10♣" in text and "discard one" in text
    deal.apply("discard TS")
    assert deal.phase is BuckPhase.PLAY and deal.playing == (0, 1, 2) and deal.to_act == 0
    assert "dirty clubs" in refused(deal, "out")


def test_under_dirty_clubs_everyone_needs_one_trick() -> None:
    deal = hand("TC")
    deal.apply("discard TS")
    while not deal.is_over:
        deal.apply(deal.legal_actions()[0])
    assert deal.result is not None
    for seat in range(3):
        took = deal.result.tricks[seat]
        assert deal.result.changes[seat] == -took + (5 if took == 0 else 0)


def test_under_dirty_clubs_nobody_is_the_maker_so_the_dealer_needs_only_one_trick() -> None:
    """buck17 (a cold expert review): a club turned up makes clubs trump with nobody making
    it, so nobody can be bucked as a maker. The dealer, who took the club up, needs one
    trick like everyone else, and no result says anyone made trump."""
    from euchre_teach.buck.rules import buck_changes
    from euchre_teach.players.buck_coach import play_out

    assert buck_changes((2, 3, 0), None, (0, 1, 2), BuckRules()) == ((-2, -3, 5), (2,))
    dealers_short_of_three = 0
    for seed in range(120):
        deal = buck_seeded_deal(seed, dealer=seed % 3)
        if not deal.dirty_clubs:
            continue
        play_out(deal)
        assert deal.maker is None and deal.result is not None and deal.dropped == ()
        for seat in range(3):
            assert (seat in deal.result.bucked) == (deal.result.tricks[seat] == 0)
        assert not any("made trump" in line or "3 needed" in line for line in result_lines(deal))
        dealers_short_of_three += 1 <= deal.result.tricks[deal.dealer] <= 2
    assert dealers_short_of_three  # the case that matters was met


def test_after_trump_is_made_the_others_say_in_or_out_from_the_makers_left() -> None:
    deal = hand()
    deal.apply("pass")  # West
    deal.apply("order")  # East orders hearts; South (dealer) picks up
    deal.apply("discard TS")
    assert deal.phase is BuckPhase.IN_OR_OUT and deal.to_act == 2
    assert [str(a) for a in deal.legal_actions()] == ["in", "out"]
    text = refused(deal, "pass")
    assert "East made hearts trump" in text and "“in”" in text and "“out”" in text
    deal.apply("in")
    deal.apply("out")
    assert deal.phase is BuckPhase.PLAY and deal.dropped == (0,) and deal.to_act == 1


def test_when_both_others_drop_the_maker_takes_five_uncontested() -> None:
    deal = hand()
    deal.apply("order")  # West
    deal.apply("discard TS")
    deal.apply("out")
    deal.apply("out")
    assert deal.is_over and deal.result is not None and deal.result.uncontested
    assert deal.result.changes == (-5, 0, 0) and deal.tricks_taken(0) == 5
    assert result_lines(deal)[0] == (
        "West made trump and took 5 tricks uncontested: both others dropped out, and this"
        " course's rule gives the maker all five. 5 off West's score."
    )
    assert result_lines(deal)[1] == "East dropped out: score unchanged."


def test_a_maker_short_of_three_is_bucked_on_top_of_the_tricks_taken() -> None:
    rules = BuckRules(buck_penalty=5)
    deal = hand(rules=rules)
    deal.apply("pass")
    deal.apply("pass")
    deal.apply("pass")
    deal.apply("pass")
    deal.apply("call S")  # East calls spades holding none
    assert deal.phase is BuckPhase.IN_OR_OUT and deal.to_act == 2
    deal.apply("in")
    deal.apply("in")
    while not deal.is_over:
        deal.apply(deal.legal_actions()[0])
    assert deal.result is not None and 1 in deal.result.bucked
    took = deal.result.tricks[1]
    assert took < 3 and deal.result.changes[1] == 5 - took
    said = result_lines(deal)[1]  # one number and its direction for the change
    assert (f"the buck adds 5, so East's score goes up by {5 - took}." in said if took
            else "bucked, 5 added to East's score." in said)  # fmt: skip


def test_going_alone_is_refused_with_the_reason() -> None:
    deal = hand()
    text = refused(deal, "order alone")
    assert text.startswith("There is no going alone in Buck Euchre")
    assert "Order up the upcard without “alone”" in text


def test_round_two_refuses_the_turned_down_suit_and_throws_in_after_two_rounds() -> None:
    deal = hand()
    for _ in range(3):
        deal.apply("pass")
    assert deal.phase is BuckPhase.BIDDING_2
    assert "Hearts were turned down" in refused(deal, "call H")
    for _ in range(3):
        deal.apply("pass")
    assert deal.phase is BuckPhase.PASSED_OUT and deal.is_over and deal.result is None
    assert "thrown in" in refused(deal, "pass")


def test_stick_the_dealer_forbids_the_dealers_last_pass() -> None:
    deal = hand(rules=BuckRules(stick_the_dealer=True))
    for _ in range(5):
        deal.apply("pass")
    assert deal.to_act == 2 and "pass" not in [str(a) for a in deal.legal_actions()]
    assert refused(deal, "pass").startswith("Stick the dealer")


def test_clubs_force_in_keeps_everyone_in_when_clubs_are_named() -> None:
    for force, phase in ((True, BuckPhase.PLAY), (False, BuckPhase.IN_OR_OUT)):
        deal = hand(rules=BuckRules(clubs_force_in=force))
        for _ in range(3):
            deal.apply("pass")
        deal.apply("call C")
        assert deal.phase is phase


def test_play_must_follow_suit_with_the_left_bower_counted_as_trump() -> None:
    deal = hand()
    deal.apply("order")
    deal.apply("discard TS")
    deal.apply("in")
    deal.apply("in")
    deal.apply("play 9C")  # West leads a club
    text = refused(deal, "play 9S")
    assert "♣" in text and "AS" not in text


def test_view_shows_only_the_seats_own_cards() -> None:
    deal = hand()
    deal.apply("order")
    deal.apply("discard TS")
    west, south = deal.view(0), deal.view(2)
    assert west.hand == tuple(deal.hands[0]) and west.discard is None
    assert south.discard == Card.parse("TS")
    assert dict(west.history)[2] is None
    assert Card.parse("TS") in west.unseen_cards() and Card.parse("TS") not in south.unseen_cards()
    assert west.legal_actions == () and deal.view(1).legal_actions
    with pytest.raises(ValueError, match="0 to 2"):
        deal.view(3)


def test_seeded_deals_repeat_and_deal_in_packets_of_two_and_three() -> None:
    assert buck_seeded_deal(11) == buck_seeded_deal(11)
    dealt = buck_deal_cards(5, dealer=1, pattern=(2, 3))
    assert dealt.hands[2][:2] and len(dealt.kitty) == 8 and len({*dealt.kitty}) == 8
    with pytest.raises(ValueError):
        buck_deal_cards(5, dealer=1, pattern=(1, 4))


def test_bad_cards_are_refused_naming_the_problem() -> None:
    with pytest.raises(DealError, match="three hands"):
        BuckDeal(0, HANDS[:2], Card.parse("KH"))
    with pytest.raises(DealError, match="J♥ appears twice"):
        BuckDeal(0, [HANDS[0], HANDS[0], HANDS[2]], Card.parse("KH"))


def test_records_carry_the_players_header_and_refuse_a_bad_line() -> None:
    deal = buck_seeded_deal(4, rules=BuckRules(start_score=10, stick_the_dealer=True))
    deal.apply(deal.legal_actions()[0])
    text = dumps(deal, title="A hand")
    assert text.splitlines()[:3] == [
        "players: 3", "title: A hand", "rules: start_score=10 stick_the_dealer"
    ]
    assert loads(text) == deal
    bad = text.replace("--\n", "--\nNorth: pass\n")
    with pytest.raises(NotationError, match=r"line .*'North: pass'.*West, East or South"):
        loads(bad)
    with pytest.raises(NotationError, match="three players"):
        record.loads(text)
    with pytest.raises(NotationError, match="players: 3"):
        loads(text.replace("players: 3\n", ""))


def test_rules_options_are_checked() -> None:
    with pytest.raises(ValueError, match="buck_penalty"):
        BuckRules(buck_penalty=0)
    assert BuckRules.parse("start_score=25 clubs_force_in") == BuckRules(25, 5, True, False)
    with pytest.raises(NotationError, match="'going_alone'"):
        BuckRules.parse("going_alone")


def test_the_match_ends_at_zero_with_the_lowest_count() -> None:
    game = BuckGame(seed=1, first_dealer=0)
    assert game.scores == [15, 15, 15]
    dealers = [game.deal.dealer]
    while game.winner is None:
        before = game.deal
        game.apply(game.legal_actions()[-1])
        if game.deal is not before and game.winner is None:
            dealers.append(game.deal.dealer)
    assert dealers[:4] == [0, 1, 2, 0]
    assert game.scores[game.winner] <= 0
    with pytest.raises(IllegalAction, match="The game is over"):
        game.apply("pass")


def test_ties_at_zero_go_to_the_maker_then_clockwise_from_the_dealers_left() -> None:
    assert match_winner([0, 0, 3], maker=1, dealer=2) == 1
    assert match_winner([0, 0, 3], maker=2, dealer=0) == 1
    assert match_winner([-1, 0, 3], maker=1, dealer=0) == 0
    assert match_winner([1, 2, 3], maker=1, dealer=0) is None


def test_lesson_15_is_named_for_three_or_four_and_says_the_course_deals_three() -> None:
    """buck55 (a cold teacher's review): "The title and opening present Buck Euchre as the
    three-player game ... At most tables I know, Buck is a four-handed cut-throat game, also
    played by three." The core deals three (three seats, no player count among its options),
    so the title names both, and the page's first paragraph says the course deals three and
    what a fourth player changes, counted from the two cores' deals."""
    import dataclasses
    import json

    from euchre_teach.buck.rules import BUCK_SEATS
    from euchre_teach.core.cards import DECK
    from euchre_teach.core.dealing import deal_cards
    from euchre_teach.course.catalogue import find_lessons, lesson

    title = "Buck Euchre: each for yourself (three or four players)"
    notebook = json.loads((find_lessons() / "15_buck_euchre.ipynb").read_text("utf-8"))
    cells = ["".join(c["source"]) for c in notebook["cells"]]
    assert lesson(15).title == notebook["metadata"]["title"] == title
    assert cells[0] == f"# 15. {title}"
    assert len(BUCK_SEATS) == 3
    assert "players" not in {f.name for f in dataclasses.fields(BuckRules)}
    first = " ".join(cells[2].split("\n\n")[2].split())
    left_four = len(DECK) - sum(len(h) for h in deal_cards(1, 0).hands)
    left_three = len(DECK) - sum(len(h) for h in buck_deal_cards(1, 0).hands)
    assert first.startswith("Buck Euchre, which some tables call dirty clubs")
    assert "Tables play it with four or with three; **this course deals it three-handed**" in first
    assert (f"With four, one more hand is dealt and {left_four} cards are left over, not"
            f" {left_three}: the upcard and {left_four - 1} under it.") in first
    assert "the coach's advice is set for three" in first
