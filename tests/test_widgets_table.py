"""Table: what the learner sees of a deal, kept in step with the core's Deal."""

from __future__ import annotations

import json

from euchre_teach.core.dealing import seeded_deal
from tests.helpers import bower_deal
from widgets import Table
from widgets.testing import front_end_msg, front_end_update, record_messages


def test_learner_at_bottom_partner_at_top() -> None:
    table = Table(bower_deal())
    assert table.bottom == 2
    assert table.names == ["North (partner)", "East", "You (South)", "West"]
    assert table.dealer == 3 and table.to_act == 0


def test_bidding_shows_upcard_and_kitty_then_the_dealer_takes_it() -> None:
    deal = bower_deal()
    table = Table(deal)
    assert (table.upcard, table.upcard_state, table.kitty) == ("KH", "up", 3)
    deal.apply("order")
    table.update()
    assert table.upcard_state == "taken" and table.bids[0] == "Ordered up K♥"
    assert table.status == "West (the dealer) took up K♥ and is discarding a card."


def test_the_dealers_take_up_is_said_with_take_up_wording() -> None:
    """Learner walk: the learner as dealer saw "Bid: Picked up K♥" while the button they
    pressed says "Take up": the bid line says who took it up, in the button's words."""
    from euchre_teach.buck.game import buck_seeded_deal
    from widgets.bucktable import BuckTable

    for bottom, dealer_said in ((3, "You took up K♥"), (2, "West (dealer) took up K♥")):
        deal = bower_deal()  # West deals; the three others pass, then West takes K♥ up
        table = Table(deal, bottom=bottom)
        for _ in range(3):
            deal.apply("pass")
        deal.apply("order")
        table.update()
        assert table.bids[3] == dealer_said
    buck = buck_seeded_deal(7)  # West bids first; South, the learner, deals
    btable = BuckTable(buck)
    while buck.to_act != buck.dealer:
        buck.apply("pass")
    buck.apply("order")
    btable.update()
    assert btable.bids[buck.dealer] == "You took up Q♠"


def test_the_dealers_partner_ordering_up_is_shown_as_ordering_up() -> None:
    """Issue 27 (words11): one name per action. The dealer's partner orders up, as the
    button says; the badge once said "Assisted: ordered up K♥"."""
    deal = bower_deal()  # West deals: East, the dealer's partner, speaks second
    table = Table(deal)
    deal.apply("pass")
    deal.apply("order")
    table.update()
    assert table.bids[0] == "Pass" and table.bids[1] == "Ordered up K♥"


def test_turned_down_upcard_after_round_one() -> None:
    deal = bower_deal()
    table = Table(deal)
    for _ in range(4):
        deal.apply("pass")
    table.update()
    assert table.upcard_state == "turned down" and table.kitty == 4
    assert table.bids == ["Pass", "Pass", "Pass", "Pass"]


def test_an_upcard_ordered_up_alone_by_the_dealers_partner_is_left_on_the_table() -> None:
    """walk18, lesson 14: East (the dealer's partner) orders up K♥ alone; West, the dealer,
    sits out and K♥ stays on the table, not "Turned down in round 1: … in the kitty"."""
    deal = bower_deal()  # West deals: East, the dealer's partner, speaks second
    table = Table(deal)
    deal.apply("pass")
    deal.apply("order alone")
    table.update()
    assert (table.upcard, table.upcard_state, table.kitty) == ("KH", "left", 3)
    assert deal.trump is not None and 3 in table.sitting_out


def test_trick_winner_is_highlighted_only_when_the_trick_is_complete() -> None:
    deal = bower_deal()
    deal.apply("order")
    deal.apply("discard 9D")
    table = Table(deal)
    assert table.trump == "H" and table.maker == 0
    for text in ("play JH", "play 9S", "play TS"):
        deal.apply(text)
        table.update()
        assert table.winner == -1 and not table.trick_complete
    deal.apply("play KH")
    table.update()
    assert table.trick_complete and table.winner == 0
    assert [p["card"] for p in table.trick] == ["JH", "9S", "TS", "KH"]
    assert table.tricks_won == [1, 0]
    assert table.trick[0]["label"] == "jack of hearts, right bower, the highest trump"


def test_last_trick_review_follows_the_rule() -> None:
    deal = bower_deal()
    deal.apply("order")
    deal.apply("discard 9D")
    table = Table(deal)
    assert table.review_last() == "No trick has been completed yet." and not table.show_last
    for text in ("play JH", "play 9S", "play TS", "play KH", "play JD"):
        deal.apply(text)
    table.update()
    assert table.can_review
    front_end_msg(table, {"type": "review"})
    assert table.show_last
    text = table.review_last()
    assert text.startswith("Last trick: North J♥, East 9♠, South 10♠, West K♥.")
    assert "North won it with J♥, the right bower" in text
    front_end_msg(table, {"type": "hide_review"})
    assert not table.show_last


def test_sitting_out_seat_is_shown() -> None:
    deal = bower_deal()
    deal.apply("order alone")
    deal.apply("discard 9D")
    table = Table(deal)
    assert table.sitting_out == [2] and table.alone
    assert table.bids[0] == "Ordered up K♥, alone"


def test_open_hands_show_chosen_seats_face_up() -> None:
    table = Table(bower_deal(), open_hands=[0])
    assert table.open_hands[0] == ["JH", "JD", "AH", "9C", "TC"]
    assert table.open_hands[1] == [] and table.hand_counts == [5, 5, 5, 5]


def test_result_line_names_the_side_and_points() -> None:
    deal = seeded_deal(7)
    table = Table(deal)
    deal.apply("order")
    while deal.to_act is not None:
        deal.apply(deal.legal_actions()[0])
    table.update()
    assert deal.result is not None and deal.result.points == 2
    assert table.status == (
        "North-South took only 2 tricks and were euchred: East-West score 2 points."
    )


def test_thrown_in_hand_says_so() -> None:
    deal = bower_deal()
    table = Table(deal)
    for _ in range(8):
        deal.apply("pass")
    table.update()
    assert table.status.startswith("Everyone passed twice") and table.to_act == -1


def test_front_end_cannot_turn_up_a_trick_that_does_not_exist() -> None:
    table = Table(bower_deal())
    front_end_update(table, show_last=True)
    assert table.show_last is False


def test_one_card_played_sends_one_small_update() -> None:
    deal = bower_deal()
    deal.apply("order")
    deal.apply("discard 9D")
    with record_messages() as sent:
        table = Table(deal)
        sent.clear()
        deal.apply("play JH")
        table.update()
    assert len(sent.updates()) == 1
    state = sent.updates()[0]["state"]
    assert "names" not in state and "dealer" not in state and "trump" not in state
    assert sent.sizes()[0] < 400


def test_status_announces_each_card_and_who_took_the_trick() -> None:
    deal = bower_deal()
    deal.apply("order")
    deal.apply("discard 9D")
    table = Table(deal)
    deal.apply("play JH")
    table.update()
    assert table.status == "North played J♥, the right bower (the highest trump). East to play."
    for text in ("play 9S", "play TS", "play KH"):
        deal.apply(text)
    table.update()
    assert table.status == "West played K♥, a trump. North takes the trick with J♥. North to lead."


def test_lesson_5_deal_lands_packets_round_the_table_and_turns_up_the_upcard() -> None:
    from euchre_teach.core.dealing import deal_cards
    from widgets.course import DealStepper

    stepper = DealStepper(seed=8, dealer=0, pattern=(2, 3))
    table = stepper.table
    assert isinstance(table, Table) and table in stepper.children
    assert not table.play_info  # no trump line or last-trick button while dealing
    dealt = deal_cards(8, 0, (2, 3))
    sizes = []
    for number, packet in enumerate(dealt.packets, start=1):
        before = [list(h) for h in table.open_hands]
        assert stepper.step()
        grown = [s for s in range(4) if table.open_hands[s] != before[s]]
        assert grown == [packet.seat]  # the packet lands in front of its player
        assert table.open_hands[packet.seat][-len(packet.cards):] == [str(c) for c in packet.cards]
        sizes.append(len(packet.cards))
        assert f"Packet {number} of 8" in table.status
        assert table.upcard_state == "" and table.kitty == (4 if number == 8 else 0)
    assert sizes == [2, 2, 2, 2, 3, 3, 3, 3]
    assert dealt.packets[0].seat == 1  # East, on North's left, first
    assert stepper.step()
    assert table.upcard == str(dealt.upcard) and table.upcard_state == "up" and table.kitty == 3
    assert dealt.upcard.label() in table.status
    assert not stepper.step() and stepper._button.disabled
    stepper.reset()
    assert table.open_hands == [[], [], [], []] and table.upcard_state == ""
    stepper.deal_all()
    assert [len(h) for h in table.open_hands] == [5, 5, 5, 5] and table.upcard_state == "up"


def test_lesson_5s_deal_buttons_leave_once_the_upcard_is_turned_and_come_back_on_start_again(
) -> None:  # fmt: skip
    """Learner walk (issue 27): after "Deal the rest" a greyed "Turn up the top card" stayed
    on screen, for nothing. Once the upcard is up only "Start again" shows."""
    from widgets.course import DealStepper

    stepper = DealStepper(seed=3, dealer=3, pattern=(3, 2))
    buttons = stepper.children[-1].children
    rest = "Deal the rest and turn up the top card"

    def shown() -> list[str]:
        return [b.description for b in buttons if b.layout.display != "none"]

    assert shown() == ["Deal the next packet", rest, "Start again"]
    stepper.deal_all()
    assert stepper.upcard_shown and shown() == ["Start again"]
    stepper.reset()
    assert shown() == ["Deal the next packet", rest, "Start again"]


def test_a_turned_down_upcard_stays_turned_down_to_the_end_of_the_hand() -> None:
    """Issue 27 (checked on the four-seat table too): after round 1 is passed the upcard
    lies face down in the kitty until the hand is over, never shown as the upcard."""
    from euchre_teach.core.state import Phase
    from euchre_teach.players import CoachBot

    deal = bower_deal()
    table = Table(deal)
    for _ in range(4):
        deal.apply("pass")
    coach = CoachBot()
    states = set()
    while deal.phase is not Phase.DONE and deal.phase is not Phase.PASSED_OUT:
        seat = deal.to_act
        assert seat is not None
        deal.apply(coach.choose(deal.view(seat)), seat)
        table.update()
        states.add((table.upcard_state, table.kitty))
    assert states == {("turned down", 4)}


def test_lesson_5s_start_again_deals_new_cards_and_says_so() -> None:
    """Cold learner walk: "Start again" dealt exactly the same cards again. The first deal
    is the seed's (the same for every learner); each Start again shuffles a new hand, and
    the upcard's line and the button's tooltip say it does."""
    from euchre_teach.core.dealing import deal_cards
    from widgets.course import DealStepper

    stepper = DealStepper(seed=3, dealer=3, pattern=(3, 2))
    assert stepper.dealt.hands == deal_cards(3, 3, (3, 2)).hands
    seen = [stepper.dealt.hands]
    for _ in range(3):
        stepper.deal_all()
        assert "Start again shuffles and deals a new hand" in stepper.table.status
        stepper.reset()
        assert stepper.dealt.hands not in seen and stepper.table.open_hands == [[], [], [], []]
        assert stepper.dealt.dealer == 3 and stepper.dealt.pattern == (3, 2)
        seen.append(stepper.dealt.hands)
    assert "new hand" in stepper._again.tooltip
    stepper.deal_all()
    assert [tuple(h) for h in stepper.shown] == [tuple(map(str, h)) for h in stepper.dealt.hands]
    again = DealStepper(seed=3, dealer=3, pattern=(3, 2))
    again.reset()
    assert again.dealt.hands == seen[1]  # the same for every learner, in the same order


def test_lesson_5s_two_dealing_demos_turn_up_different_cards() -> None:
    """Cold learner walk: both of lesson 5's demos turned up K♣. The page says Start again
    deals a new hand."""
    import ast

    from euchre_teach.course.catalogue import find_lessons
    from widgets.course import DealStepper

    cells = json.loads((find_lessons() / "05_dealing.ipynb").read_text(encoding="utf-8"))["cells"]
    calls = [node for cell in cells if cell["cell_type"] == "code"
             for node in ast.walk(ast.parse("".join(cell["source"])))
             if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "DealStepper"]
    steppers = [DealStepper(**{k.arg: ast.literal_eval(k.value) for k in call.keywords})
                for call in calls]  # fmt: skip
    assert len(steppers) == 2
    first, second = (s.dealt for s in steppers)
    assert first.upcard != second.upcard and first.hands != second.hands
    text = "".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    assert "*Start again* gathers the cards, shuffles and deals a new hand." in text


def test_a_lead_after_a_trick_says_who_took_that_trick() -> None:
    """A cold walk, lesson 14: the next screen said "West played A♠. Your turn" and the
    trick just taken was never named. A lead after a trick says who took it, with which
    card, at any pace (at "Instant" the finished trick is off the table at once)."""
    deal = bower_deal()
    deal.apply("order")
    deal.apply("discard 9D")
    for text in ("play JH", "play 9S", "play TS", "play KH"):
        deal.apply(text)
    deal.apply("play AH")  # North, who took the trick, leads the next
    table = Table(deal)
    table.update()
    assert table.status.startswith("North took the last trick with J♥ and led A♥"), table.status


def test_the_dealing_buttons_say_what_they_do_and_none_does_nothing() -> None:
    """Lesson 5's cold walk: "Deal the rest" also turned up the upcard, and it stayed on
    screen beside "Turn up the top card" once every packet was dealt. Each shown button
    says what it does; once the packets are all out only "Turn up the top card" (and
    "Start again") stay."""
    from widgets.course import DealStepper

    stepper = DealStepper(seed=3, dealer=3, pattern=(3, 2))

    def shown() -> list[str]:
        return [b.description for b in (stepper._button, stepper._rest, stepper._again)
                if b.layout.display != "none" and not b.disabled]  # fmt: skip

    assert shown() == ["Deal the next packet", "Deal the rest and turn up the top card",
                       "Start again"]  # fmt: skip
    for _ in stepper.dealt.packets:
        stepper.step()
    assert shown() == ["Turn up the top card", "Start again"]
    stepper.step()
    assert shown() == ["Start again"] and stepper.upcard_shown


def test_the_last_trick_may_be_looked_at_while_it_still_lies_in_the_middle() -> None:
    """jsfix26, lessons 10 and 13: "Look at last trick" was grey and did nothing while the
    trick just finished still lay in the middle (a learner to lead looks for it then).
    Lesson 4 promises the button once a trick is over: it works from then on, and a trick
    turned up is turned down again when the next trick is over."""
    deal = bower_deal()
    deal.apply("order")
    deal.apply("discard 9D")
    table = Table(deal)
    for text in ("play JH", "play 9S", "play TS", "play KH"):
        deal.apply(text)
    table.update()
    assert table.trick_complete and table.can_review  # the trick is still in the middle
    front_end_msg(table, {"type": "review"})
    assert table.show_last and [p["card"] for p in table.last_trick] == ["JH", "9S", "TS", "KH"]
    deal.apply(str(deal.legal_actions()[0]))  # North leads to the second trick
    table.update()
    assert table.show_last and table.can_review  # still the last completed trick
    while len(deal.tricks) < 2:
        deal.apply(str(deal.legal_actions()[0]))
    table.update()
    assert table.can_review and not table.show_last  # the next trick is over: turned down
