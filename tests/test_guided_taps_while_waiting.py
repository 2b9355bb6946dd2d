"""A tap on one of the learner's cards while a guided hand takes none (walk19, lessons 7
and 3): the red answer says what is true then and what to press, and it goes as soon as
the hand moves on (it stayed under "Your turn to bid", after the learner's bid and at
"Hand over")."""

from __future__ import annotations

from euchre_teach.core.state import Phase
from widgets.guided import GuidedHandPlayer
from widgets.testing import front_end_msg


def _tap(player: GuidedHandPlayer) -> None:
    front_end_msg(player.hand, {"type": "pick", "card": player.hand.cards[0]})


def _on_to(player: GuidedHandPlayer, done: object) -> None:
    """Play on (the recorded moves) until ``done(player)`` is true."""
    for _ in range(60):
        if done(player):  # type: ignore[operator]
            return
        if not player.step():
            player.choose(str(player.guide.expected().action))
    raise AssertionError("the hand never got there")


def test_a_tap_while_another_seat_is_to_bid_names_it_and_goes_when_the_hand_moves_on() -> None:
    player = GuidedHandPlayer("06_next_in_round_2.txt")
    _on_to(player, lambda p: not p.waiting and p.deal.phase is not Phase.PLAY)
    seat = ("North", "East", "South", "West")[player.deal.to_act]
    _tap(player)
    assert player.hand.message_kind == "error"
    assert player.hand.message.startswith(seat)
    assert player.hand.message.endswith("next, not you: press Continue to see it.")
    player._continue.click()
    assert player.hand.message == "" and player.hand.message_kind == ""


def test_a_tap_when_the_learners_bid_is_next_in_lesson_3_says_continue_makes_it() -> None:
    player = GuidedHandPlayer("01_left_bower_trap.txt", watch_bids=True)
    _on_to(player, lambda p: p._watching())
    _tap(player)
    assert player.hand.message == (
        "Your bid is made for you here: press Continue to see it, then play your cards.")
    assert "Wait for your turn" not in player.hand.message
    player._continue.click()  # the learner's bid is made for them
    assert player.hand.message_kind == ""


def test_a_tap_while_an_also_fine_card_waits_says_press_go_on_with_it() -> None:
    player = GuidedHandPlayer("03_assist_and_march.txt")
    _on_to(player, lambda p: str(p.guide.expected().action) == "play KH")
    assert player.choose("play JH").accepted
    _tap(player)
    assert player.hand.message == (
        'Press "Go on with K♥" first: the hand goes on with the card it was recorded with.')
    player._go_on.click()
    assert player.hand.message_kind == ""


def test_a_refusal_from_the_bidding_is_gone_once_the_hand_is_over() -> None:
    player = GuidedHandPlayer("06_next_in_round_2.txt")
    _on_to(player, lambda p: p.waiting and p.deal.phase is not Phase.PLAY)
    _tap(player)
    assert player.hand.message == "Your turn to bid: choose with the buttons below your cards."
    _on_to(player, lambda p: p.guide.finished)
    assert player.hand.message_kind == ""


def test_a_refused_card_is_answered_beside_the_cards_never_flashed_below_the_buttons() -> None:
    """jsfix26, lesson 10 in Chromium: a refused card drew its reason in the answer box below
    the buttons and cleared it at once (the hand says it, beside the cards); the page, told
    of the new box, went to look for it after it had gone: an uncaught TypeError. The box
    below the buttons is now cleared, never filled, and the hand says why."""
    player = GuidedHandPlayer("01_left_bower_trap.txt")

    def can_revoke(p: GuidedHandPlayer) -> bool:
        if not (p.waiting and p.deal.phase is Phase.PLAY):
            return False
        legal = {a.card for a in p.deal.legal_actions()}
        return any(card not in legal for card in p.deal.hands[2])

    _on_to(player, can_revoke)
    legal = {a.card for a in player.deal.legal_actions()}
    card = next(c for c in player.deal.hands[2] if c not in legal)
    shown: list[str] = []
    player._say.observe(lambda change: shown.append(change["new"]), "value")
    front_end_msg(player.hand, {"type": "pick", "card": str(card)})
    assert player.hand.message_kind == "error" and "follow" in player.hand.message
    assert all("et-feedback" not in value for value in shown), shown
    assert player._say.value == ""
