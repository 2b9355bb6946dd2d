"""The guided hands in lessons/hands/: each parses, plays to the end and teaches its point."""

from __future__ import annotations

import re

import pytest

from euchre_teach import Phase, record
from euchre_teach.core.deal import Deal
from euchre_teach.course.catalogue import (
    GUIDED_ORDER,
    LEARNER,
    GuidedHand,
    decisions,
    hands_dir,
    load_hands,
    ordered_hands,
)

HANDS = load_hands()
NAMES = [name for name, _ in HANDS]


def test_there_are_at_least_sixteen_guided_hands_in_lesson_order() -> None:
    assert len(HANDS) >= 16
    listed = [name for name, _ in GUIDED_ORDER]
    assert sorted(listed) == NAMES, "GUIDED_ORDER must name every shipped hand once"
    assert [name for name, _, _ in ordered_hands()] == listed


@pytest.mark.parametrize(("name", "hand"), HANDS, ids=NAMES)
def test_hand_plays_to_the_end(name: str, hand: record.HandRecord) -> None:
    deal = hand.deal()
    assert deal.is_over, f"{name} stops before the end of the hand"
    assert hand.title and len(hand.notes) >= 1


@pytest.mark.parametrize(("name", "hand"), HANDS, ids=NAMES)
def test_every_learner_decision_has_a_comment(name: str, hand: record.HandRecord) -> None:
    mine = decisions(hand)
    assert mine, f"{name} gives South no decision"
    for index in mine:
        assert hand.comments[index], f"{name}: South's action {index + 1} has no comment"


@pytest.mark.parametrize(("name", "hand"), HANDS, ids=NAMES)
def test_record_round_trips(name: str, hand: record.HandRecord) -> None:
    deal = hand.deal()
    again = record.loads(record.dumps(deal, title=hand.title, notes=hand.notes,
                                      comments=hand.comments))  # fmt: skip
    assert again == deal


@pytest.mark.parametrize(("name", "hand"), HANDS, ids=NAMES)
def test_a_guided_learner_who_finds_every_action_finishes(
    name: str, hand: record.HandRecord
) -> None:
    guide = GuidedHand(hand)
    while not guide.finished:
        guide.advance()
        if guide.waiting:
            attempt = guide.attempt(guide.expected().action)
            assert attempt.accepted
    assert guide.deal == hand.deal() and guide.mistakes == 0


def _by_name(word: str) -> Deal:
    """The hand whose file name holds ``word`` (titles stay free to change)."""
    matches = [h for name, h in HANDS if word.lower() in name.lower()]
    assert matches, f"no guided hand about {word!r}"
    return matches[0].deal()


def test_each_named_point_happens_in_its_hand() -> None:
    trap = _by_name("left_bower_trap")
    assert any(str(c) == "JD" and t.winner == LEARNER for t in trap.tricks for c in t.cards)
    euchre = _by_name("defenders_euchre")
    assert euchre.result is not None and euchre.result.maker_tricks < 3
    march = _by_name("assist_and_march")
    assert march.result is not None and march.result.maker_tricks == 5
    loner = _by_name("successful_loner")
    assert loner.alone and loner.result is not None and loner.result.points == 4
    stuck = _by_name("stick_the_dealer")
    assert stuck.rules.stick_the_dealer and stuck.maker == stuck.dealer
    nxt = _by_name("next_in_round_2")
    assert nxt.trump is nxt.upcard.suit.same_colour
    renege = _by_name("renege_claimed")
    assert renege.result is not None and renege.result.renege is not None
    thrown = _by_name("thrown_in")
    assert thrown.phase is Phase.PASSED_OUT
    lone_defence = _by_name("defending_alone")
    assert lone_defence.defender_alone == LEARNER and lone_defence.result is not None
    assert lone_defence.result.points == 4


def test_partners_ace_is_not_trumped() -> None:
    deal = _by_name("partners_ace")
    first = deal.tricks[0]
    assert first.leader == (LEARNER + 2) % 4 and first.winner == first.leader


def test_dealer_discards_to_a_void() -> None:
    deal = _by_name("discard_to_a_void")
    assert deal.dealer == LEARNER and deal.discard is not None
    void_suit = deal.discard.suit
    held = [c for c in deal.initial_hands[LEARNER] if c.suit is void_suit]
    assert held == [deal.discard]


def test_a_wrong_but_legal_choice_gets_the_hands_reason_and_a_retry() -> None:
    hand = next(h for n, h in HANDS if "partners_ace" in n)
    guide = GuidedHand(hand)
    guide.advance()
    while str(guide.expected().action) != "play 9H":
        guide.attempt(guide.expected().action)
        guide.advance()
    attempt = guide.attempt("play KS")
    assert not attempt.accepted and "North's ace is winning" in attempt.feedback
    assert guide.waiting and guide.mistakes == 1


def test_an_illegal_choice_gets_the_rule_and_a_retry() -> None:
    hand = next(h for n, h in HANDS if "left_bower" in n)
    guide = GuidedHand(hand)
    guide.advance()
    while guide.deal.phase is not Phase.PLAY:
        guide.attempt(guide.expected().action)
        guide.advance()
    assert str(guide.expected().action) == "play 9C"  # North led Q♣, East played A♣
    attempt = guide.attempt("play JD")
    assert not attempt.accepted and "must follow clubs" in attempt.feedback
    assert attempt.feedback.endswith("Try again.") and guide.waiting


def test_hands_folder_is_the_courses() -> None:
    assert hands_dir().name == "hands" and hands_dir().parent.name == "lessons"


def test_the_guided_player_takes_cards_and_discards_from_the_hand_widget() -> None:
    from widgets.guided import GuidedHandPlayer

    player = GuidedHandPlayer("08_discard_to_a_void.txt")
    while player.step():
        pass
    assert player.choose("pass").accepted is False  # the hand teaches taking it up
    assert player.choose("order alone").accepted is False  # lesson 6: loners come in lesson 8
    assert player.choose("order").accepted
    assert player.hand.mode == "choose" and not player.hand.disabled
    player.hand.pick("AS")  # legal, but not the discard this hand teaches
    assert player.waiting and player.deal.discard is None
    player.hand.pick("9C")
    assert str(player.deal.discard) == "9C"
    while player.step():
        pass
    assert player.hand.play("AS") is False  # a club was led and South has none: legal...
    message = player.hand.message  # ...but Q♥ trumps the ace here
    assert message.startswith(  # the refused card's own reason, then the better card
        "Not the best here."
        " A♠ is neither a club nor a trump, so it cannot beat West's"
        " A♣, and it throws away your ace, a likely trick later. Better: play Q♥"
    )
    # a glance beside the cards: the figures wait in their fold under the move list
    assert " a hand against " not in message and message.endswith("Try again.")
    # expert74: lesson 5 shows no figures' fold ("0.1 of a point a hand" means nothing before
    # lesson 6 says what a point a hand is); the judge's figures are still the answer's
    assert " a hand against " not in player._reread.value
    assert player.hand.play("QH") and player.deal.tricks[0].winner == LEARNER


def test_a_guided_hands_figures_fold_shows_from_lesson_6_on() -> None:
    from euchre_teach.course.catalogue import Attempt
    from widgets.guided import GuidedHandPlayer

    player = GuidedHandPlayer("08_discard_to_a_void.txt")
    answer = Attempt(False, "Not the best here. Better: play Q♥. Try again. Over 400 deals,"
                     " it scores 0.3 of a point a hand against 0.9.",
                     figures="Over 400 deals, it scores 0.3 of a point a hand against 0.9.")
    seen = {}
    for lesson in (3, 5, 6, 10):
        player.guide.lesson = lesson
        player._note(answer)
        seen[lesson] = " a hand against " in player._say.value
    assert seen == {3: False, 5: False, 6: True, 10: True}


def test_the_guided_player_refuses_a_renege_with_the_rule() -> None:
    from widgets.guided import GuidedHandPlayer

    player = GuidedHandPlayer("01_left_bower_trap.txt")
    while True:
        while player.step():
            pass
        if player.deal.phase is Phase.PLAY:
            break
        player.choose(str(player.guide.expected().action))
    assert player.hand.play("JD") is False
    assert "must follow clubs" in player.hand.message
    assert player.hand.play("9C") is True


def _claims_a_win(comment: str, label: str) -> bool:
    """True when a comment on South's card says that card wins or takes the trick."""
    text = comment.lower()
    said = (f"{label.lower()} wins", f"{label.lower()} takes the trick", "your last card wins",
            f"your last card: {label.lower()} wins")  # fmt: skip
    return any(phrase in text for phrase in said)


@pytest.mark.parametrize(("name", "hand"), HANDS, ids=NAMES)
def test_a_comment_that_says_souths_card_wins_is_true(name: str, hand: record.HandRecord) -> None:
    # Hand 08 once ended "Your last card: A♥ wins" while East's J♦, the left bower, took it.
    deal = hand.deal()
    winner_of = {card: trick.winner for trick in deal.tricks for card in trick.cards}
    for (seat, action), comment in zip(hand.actions, hand.comments, strict=True):
        if seat != LEARNER or action.card is None or not comment or action.card not in winner_of:
            continue
        if _claims_a_win(comment, action.card.label()):
            assert winner_of[action.card] == LEARNER, f"{name}: {comment!r} but it lost"


_SEATS_CARD = re.compile(r"\b(North|East|West)'s ((?:10|[2-9AKQJ])[♠♥♦♣])")


@pytest.mark.parametrize(("name", "hand"), HANDS, ids=NAMES)
def test_south_is_told_only_of_other_players_cards_it_has_seen(
    name: str, hand: record.HandRecord
) -> None:
    # Hand 06 once said "North's A♠ is still to come" before anybody had seen that card.
    for index in decisions(hand):
        comment = hand.comments[index] or ""
        deal = hand.deal(index)
        seen = {card.label() for _, card in deal.view(LEARNER).played_cards()}
        seen |= {card.label() for card in deal.trick} | {deal.upcard.label()}
        for _seat, label in _SEATS_CARD.findall(comment):
            assert label in seen, f"{name}: South cannot know {label} yet: {comment!r}"


@pytest.mark.parametrize(("name", "hand"), HANDS, ids=NAMES)
def test_a_move_without_a_note_of_its_own_says_nothing_extra(
    name: str, hand: record.HandRecord
) -> None:
    """walk18: "East played Q♣. East plays Q♣.": a comment that only says the move again
    (the intro promises each move a comment; a move with nothing to add has none)."""
    from euchre_teach.core.seats import SEAT_NAMES

    echoes = []
    for (seat, action), comment in zip(hand.actions, hand.comments, strict=True):
        if comment and action.card is not None:
            move = rf"{SEAT_NAMES[seat]} (?:plays|played|leads|discards) {action.card.label()}"
            if re.fullmatch(rf"{move}\.?", comment.strip()):
                echoes.append(comment)
    assert echoes == [], f"{name}: {echoes}"
