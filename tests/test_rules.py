"""The bowers, following suit, trick winners and the scoring table."""

from __future__ import annotations

import pytest

from euchre_teach import Card, Rules, Suit, effective_suit, hand_score, legal_plays, trick_winner
from euchre_teach.core.cards import DECK, parse_cards
from euchre_teach.core.rules import bower, ranked, trick_rank

C, D, H, S = Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES


def cards(text: str) -> list[Card]:
    return parse_cards(text)


def plays(hand: str, trick: str, trump: Suit) -> set[str]:
    return {str(c) for c in legal_plays(cards(hand), cards(trick), trump)}


@pytest.mark.parametrize(("trump", "left"), [(H, "JD"), (D, "JH"), (S, "JC"), (C, "JS")])
def test_left_bower_is_the_same_colour_jack_and_belongs_to_trump(trump: Suit, left: str) -> None:
    assert effective_suit(Card.parse(left), trump) is trump
    assert bower(Card.parse(left), trump) == "left"
    assert bower(Card(Card.parse(left).rank, trump), trump) == "right"


def test_jacks_of_the_other_colour_stay_in_their_own_suit() -> None:
    assert effective_suit(Card.parse("JC"), H) is C
    assert effective_suit(Card.parse("JS"), D) is S
    assert bower(Card.parse("JC"), H) is None


def test_trump_suit_has_seven_cards_and_the_left_bowers_suit_five() -> None:
    for trump in Suit:
        assert sum(effective_suit(c, trump) is trump for c in DECK) == 7
        assert sum(effective_suit(c, trump) is trump.same_colour for c in DECK) == 5
        others = [s for s in Suit if s not in (trump, trump.same_colour)]
        for other in others:
            assert sum(effective_suit(c, trump) is other for c in DECK) == 6


def test_trump_ranks_right_bower_left_bower_then_ace_down_to_nine() -> None:
    order = ranked(cards("9H TH QH KH AH JD JH"), H)
    assert [str(c) for c in order] == ["JH", "JD", "AH", "KH", "QH", "TH", "9H"]


def test_plain_suit_ranks_ace_king_queen_jack_ten_nine() -> None:
    order = ranked(cards("9C JC TC QC AC KC"), H)
    assert [str(c) for c in order] == ["AC", "KC", "QC", "JC", "TC", "9C"]


def test_every_trump_beats_every_plain_card() -> None:
    for trump in Suit:
        for led in Suit:
            trumps = [c for c in DECK if effective_suit(c, trump) is trump]
            plain = [c for c in DECK if effective_suit(c, trump) is not trump]
            lowest_trump = min(trick_rank(c, trump, led) for c in trumps)
            assert all(trick_rank(c, trump, led) < lowest_trump for c in plain)


# --- following suit: the left-bower trap family -------------------------------------


def test_left_bower_is_not_a_card_of_its_printed_suit_so_holder_is_void() -> None:
    # Hearts trump, diamond led, only "diamond" is J♦: void, may play anything.
    assert plays("JD 9C AS KS QS", "AD", H) == {"JD", "9C", "AS", "KS", "QS"}


def test_left_bower_cannot_follow_its_printed_suit() -> None:
    # Hearts trump, diamond led, J♦ and Q♦ held: must play Q♦, not J♦.
    assert plays("JD QD 9C AS KS", "AD", H) == {"QD"}


def test_trump_lead_with_only_the_left_bower_forces_it() -> None:
    # Diamonds trump, 9♦ led, the only trump is J♥: it must be played (the seed's example).
    assert plays("JH AC KC QS 9S", "9D", D) == {"JH"}


def test_trump_lead_with_left_bower_and_other_trumps_allows_any_trump() -> None:
    assert plays("JD 9H AC KC QS", "TH", H) == {"JD", "9H"}


def test_left_bower_lead_is_a_trump_lead() -> None:
    # Hearts trump, J♦ led: follow with a heart; a diamond does not follow.
    assert plays("9H AD KD QS 9S", "JD", H) == {"9H"}
    assert plays("AD KD QS 9S TC", "JD", H) == {"AD", "KD", "QS", "9S", "TC"}


def test_right_bower_is_simply_trump() -> None:
    assert plays("JH AD KD QS 9S", "AH", H) == {"JH"}
    assert plays("JH AD KD QS 9S", "AD", H) == {"AD", "KD"}


def test_leader_may_play_any_card() -> None:
    assert plays("JD QD 9C AS KS", "", H) == {"JD", "QD", "9C", "AS", "KS"}


def test_void_player_may_trump_or_throw_off() -> None:
    assert plays("9H AS KS QS 9S", "AC", H) == {"9H", "AS", "KS", "QS", "9S"}


def test_without_trump_named_jacks_follow_their_printed_suit() -> None:
    assert plays("JD QD 9C", "AD", None) == {"JD", "QD"}


# --- winning tricks ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("trick", "trump", "winner"),
    [
        ("AD JD KD", H, 1),          # the left bower trumps a diamond lead
        ("AH JD KH", H, 1),          # the left bower beats the ace of trump
        ("JD JH AH", H, 1),          # only the right bower beats the left bower
        ("9S AC TS", H, 2),          # a higher card of another plain suit never wins
        ("9S AC TS 9H", H, 3),       # the lowest trump beats every plain card
        ("KC QC AC JC", H, 2),       # no trump: highest of the suit led
        ("JC AC 9C", S, 0),          # spades trump: J♣ is the left bower and wins
        ("QD JH", D, 1),             # diamonds trump: J♥ is trump
        ("AH 9D", C, 0),             # two-card trick (two seats sitting out)
    ],
)
def test_trick_winner_is_highest_trump_else_highest_of_suit_led(
    trick: str, trump: Suit, winner: int
) -> None:
    assert trick_winner(cards(trick), trump) == winner


def test_trick_winner_of_an_empty_trick_is_an_error() -> None:
    with pytest.raises(ValueError, match="empty trick"):
        trick_winner([], H)


# --- scoring -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("tricks", "alone", "defender_alone", "expected"),
    [
        (3, False, False, ("makers", 1)),
        (4, False, False, ("makers", 1)),
        (5, False, False, ("makers", 2)),
        (3, True, False, ("makers", 1)),
        (4, True, False, ("makers", 1)),
        (5, True, False, ("makers", 4)),
        (5, True, True, ("makers", 4)),
        (0, False, False, ("defenders", 2)),
        (2, False, False, ("defenders", 2)),
        (2, True, False, ("defenders", 2)),
        (1, True, True, ("defenders", 4)),
        (4, True, True, ("makers", 1)),
    ],
)
def test_scoring_table(
    tricks: int, alone: bool, defender_alone: bool, expected: tuple[str, int]
) -> None:
    assert hand_score(tricks, alone=alone, defender_alone=defender_alone) == expected


@pytest.mark.parametrize("bad", [-1, 6, True, 2.5])
def test_scoring_refuses_impossible_trick_counts(bad: object) -> None:
    with pytest.raises(ValueError, match="maker_tricks"):
        hand_score(bad)  # type: ignore[arg-type]


def test_defending_alone_needs_a_lone_maker() -> None:
    with pytest.raises(ValueError, match="lone maker"):
        hand_score(1, defender_alone=True)


# --- rule variants -------------------------------------------------------------------


def test_default_rules_are_the_traditional_ones() -> None:
    rules = Rules()
    assert not rules.stick_the_dealer and not rules.defend_alone
    assert rules.points_to_win == 10 and rules.loner_lead == "maker_left"
    assert rules.enforce_follow_suit


@pytest.mark.parametrize(
    "options",
    [{"points_to_win": 0}, {"points_to_win": "10"}, {"loner_lead": "maker_right"},
     {"stick_the_dealer": "yes"}],
)
def test_bad_rule_values_are_refused_with_the_value_quoted(options: dict[str, object]) -> None:
    with pytest.raises(ValueError, match=repr(next(iter(options.values())))):
        Rules(**options)  # type: ignore[arg-type]


def test_rules_are_frozen() -> None:
    with pytest.raises(AttributeError):
        Rules().points_to_win = 11  # type: ignore[misc]


def test_the_speed_tables_agree_with_the_rules_for_every_trump_and_led_card() -> None:
    import itertools

    from euchre_teach.core.rules import FOLLOW_MASK, TRICK_RANK

    for trump in [*Suit, None]:
        table = 4 if trump is None else int(trump)
        for led in DECK:
            follows = {c for c in DECK if FOLLOW_MASK[table][led.index] >> c.index & 1}
            led_suit = effective_suit(led, trump)
            assert follows == {c for c in DECK if effective_suit(c, trump) is led_suit}
            if trump is None:
                continue
            others = [c for c in DECK if c is not led]
            for rest in itertools.islice(itertools.permutations(others, 3), 0, None, 997):
                trick = [led, *rest]
                by_table = trick.index(max(trick, key=TRICK_RANK[table][led.index].__getitem__))
                assert by_table == trick_winner(trick, trump)
