"""Hand: playing, refusing with the core's explanation, modes, keyboard and front-end intents."""

from __future__ import annotations

import pytest

from euchre_teach import Card, IllegalAction
from widgets import Hand
from widgets.testing import front_end_msg, front_end_update, record_messages


def test_left_bower_cannot_follow_its_printed_suit() -> None:
    hand = Hand("JD QD 9C", trump="H", trick="AD")
    assert hand.play("JD") is False
    assert hand.cards == ["JD", "QD", "9C"]
    assert hand.message_kind == "error"
    assert "J♦" in hand.message and "left bower" in hand.message and "Q♦" in hand.message


def test_legal_play_removes_the_card_and_explains_why_it_was_allowed() -> None:
    played: list[Card] = []
    hand = Hand("JD QD 9C", trump="H", trick="AD")
    hand.on_play(played.append)
    assert hand.play("Q♦") is True
    assert hand.cards == ["JD", "9C"] and played == [Card.parse("QD")]
    assert hand.message.startswith("Allowed:") and hand.message_kind == "ok"


def test_void_in_printed_suit_may_play_the_left_bower() -> None:
    hand = Hand("JD 9C AS", trump="H", trick="AD")
    assert hand.legal == ["JD", "9C", "AS"]
    assert hand.play("JD") is True


def test_illegal_pick_is_never_silent_even_for_a_card_not_held() -> None:
    hand = Hand("9C AS")
    assert hand.play("JH") is False
    assert "not in your hand" in hand.message and hand.rejected == 1


def test_on_play_callback_can_be_removed() -> None:
    seen: list[Card] = []
    hand = Hand("9C AS TS")
    hand.on_play(seen.append)
    hand.play("9C")
    hand.on_play(seen.append, remove=True)
    hand.show("AS TS")
    hand.play("AS")
    assert seen == [Card.parse("9C")]


def test_legal_cards_are_listed_for_highlighting_on_demand() -> None:
    hand = Hand("JD QD 9C AH", trump="H", trick="KD")
    assert hand.legal == ["QD"]
    assert hand.show_legal is False
    hand.show_legal = True
    assert hand.show_legal


def test_referee_decides_and_its_refusal_is_shown() -> None:
    def referee(card: Card) -> None:
        raise IllegalAction(f"{card.label()} must wait: it is West's turn.")

    hand = Hand("9C AS", referee=referee)
    assert hand.play("9C") is False
    assert hand.message == "9♣ must wait: it is West's turn." and hand.cards == ["9C", "AS"]


def test_disabled_hand_explains_that_it_is_not_your_turn() -> None:
    hand = Hand("9C AS", disabled=True)
    assert hand.play("9C") is False and "turn" in hand.message


def test_arrow_keys_home_end_and_enter() -> None:
    hand = Hand("9C AS TS QH")
    assert hand.focus == 0
    hand.key("ArrowRight")
    hand.key("ArrowRight")
    assert hand.focus == 2
    hand.key("ArrowLeft")
    assert hand.focus == 1
    hand.key("End")
    assert hand.focus == 3
    hand.key("ArrowRight")  # wraps round
    assert hand.focus == 0
    hand.key("Home")
    hand.key("ArrowRight")
    hand.key("Enter")
    assert hand.cards == ["9C", "TS", "QH"]
    assert hand.key("x") is False


def test_space_plays_the_focused_card() -> None:
    hand = Hand("9C AS")
    hand.key("End")
    hand.key(" ")
    assert hand.cards == ["9C"]


def test_front_end_pick_intent_and_focus_report() -> None:
    hand = Hand("JD QD 9C", trump="H", trick="AD")
    front_end_update(hand, focus=2)
    assert hand.focus == 2
    front_end_msg(hand, {"type": "pick", "card": "9C"})
    assert hand.cards == ["JD", "QD", "9C"] and "must follow diamonds" in hand.message
    front_end_msg(hand, {"type": "key", "key": "Home"})
    assert hand.focus == 0


def test_malformed_front_end_messages_are_ignored_or_explained() -> None:
    hand = Hand("9C AS")
    front_end_msg(hand, {"type": "pick", "card": 7})
    front_end_msg(hand, {"nonsense": True})
    assert hand.cards == ["9C", "AS"] and hand.message == ""
    front_end_msg(hand, {"type": "pick", "card": "ZZ"})
    assert hand.message.startswith("invalid card") and hand.cards == ["9C", "AS"]


def test_select_mode_toggles_and_reports() -> None:
    picks: list[list[str]] = []
    hand = Hand("9C AS TS", mode="select")
    hand.on_pick(lambda _card, selected: picks.append(selected))
    hand.pick("AS")
    hand.pick("9C")
    hand.pick("AS")
    assert hand.selected == ["9C"] and picks[-1] == ["9C"]
    assert hand.cards == ["9C", "AS", "TS"]


def test_order_mode_numbers_cards_in_tap_order() -> None:
    hand = Hand("9H JD JH", mode="order")
    for code in ("JH", "JD", "9H"):
        hand.pick(code)
    assert hand.selected == ["JH", "JD", "9H"]
    hand.clear()
    assert hand.selected == []


def test_choose_mode_keeps_one() -> None:
    hand = Hand("9H JD", mode="choose")
    hand.pick("9H")
    hand.pick("JD")
    assert hand.selected == ["JD"]


def test_a_refused_play_sends_one_small_update() -> None:
    with record_messages() as sent:
        hand = Hand("JD QD 9C", trump="H", trick="AD")
        sent.clear()
        hand.play("JD")
    updates = sent.updates()
    assert len(updates) == 1
    assert set(updates[0]["state"]) == {"message", "message_kind", "rejected"}
    assert sent.sizes()[0] < 600


def test_a_legal_play_sends_only_what_changed() -> None:
    with record_messages() as sent:
        hand = Hand("JD QD 9C", trump="H", trick="AD")
        sent.clear()
        hand.play("QD")
    changed = set().union(*(u["state"] for u in sent.updates()))
    assert "cards" in changed and "trump" not in changed and "four_colour" not in changed


@pytest.mark.parametrize("mode", ["play", "select", "choose", "order"])
def test_empty_hand_ignores_keys(mode: str) -> None:
    hand = Hand("", mode=mode)
    assert hand.key("Enter") is False and hand.key("ArrowLeft") is False


def test_a_refused_pick_moves_the_keyboard_focus_to_the_picked_card() -> None:
    # The front end sends only the pick (one message per click); Python moves the focus.
    hand = Hand("JD QD 9C", trump="H", trick=["AD"])
    hand.pick("JD")
    assert hand.focus == 0 and hand.cards == ["JD", "QD", "9C"]
    front_end_msg(hand, {"type": "pick", "card": "9C"})
    assert hand.focus == 2 and "must follow diamonds" in hand.message
