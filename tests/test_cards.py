"""Cards, suits and the stripped deck."""

from __future__ import annotations

import copy
import pickle

import pytest

from euchre_teach import DECK, Card, NotationError, Rank, Suit
from euchre_teach.core.cards import Colour, format_cards, parse_cards, strip_pack


def test_deck_has_nine_through_ace_of_each_suit() -> None:
    assert len(DECK) == 24
    assert len(set(DECK)) == 24
    for suit in Suit:
        assert sorted(c.rank for c in DECK if c.suit is suit) == list(Rank)


def test_deck_index_matches_position() -> None:
    assert all(DECK[card.index] is card for card in DECK)


@pytest.mark.parametrize(
    ("text", "expected"),
    [("JH", "JH"), ("jh", "JH"), ("10H", "TH"), ("10h", "TH"), ("J♥", "JH"), ("T♠", "TS"),
     (" 9 c ", "9C"), ("a♦", "AD")],
)
def test_card_parse_accepts_letters_tens_lower_case_and_symbols(text: str, expected: str) -> None:
    assert str(Card.parse(text)) == expected


def test_every_card_round_trips_through_text_and_repr() -> None:
    for card in DECK:
        assert Card.parse(str(card)) is card
        assert Card.parse(card.label()) is card
        assert eval(repr(card)) is card  # the repr is meant to be pasted back


@pytest.mark.parametrize(
    ("text", "quoted", "why"),
    [
        ("1H", "'1H'", "rank must be 9, 10, J, Q, K or A"),
        ("", "''", "a card is a rank and a suit"),
        ("JX", "'JX'", "suit must be C, D, H or S"),
        ("8H", "'8H'", "no cards below the nine"),
        ("2C", "'2C'", "rank must be"),
        ("H", "'H'", "a card is a rank and a suit"),
    ],
)
def test_bad_card_text_is_refused_quoting_the_token(text: str, quoted: str, why: str) -> None:
    with pytest.raises(NotationError) as caught:
        Card.parse(text)
    assert quoted in str(caught.value)
    assert why in str(caught.value)
    assert isinstance(caught.value, ValueError)


def test_cards_are_interned_and_survive_copy_and_pickle() -> None:
    card = Card.parse("JD")
    assert Card(Rank.JACK, Suit.DIAMONDS) is card
    assert copy.copy(card) is card
    assert copy.deepcopy(card) is card
    assert pickle.loads(pickle.dumps(card)) is card


def test_cards_are_immutable() -> None:
    with pytest.raises(AttributeError):
        Card.parse("JD").rank = Rank.ACE  # type: ignore[misc]


def test_same_colour_suit_pairs_hearts_with_diamonds_and_spades_with_clubs() -> None:
    assert Suit.HEARTS.same_colour is Suit.DIAMONDS
    assert Suit.DIAMONDS.same_colour is Suit.HEARTS
    assert Suit.SPADES.same_colour is Suit.CLUBS
    assert Suit.CLUBS.same_colour is Suit.SPADES
    for suit in Suit:
        assert suit.same_colour.colour is suit.colour
        assert suit.same_colour is not suit
    assert Suit.HEARTS.colour is Colour.RED and Suit.CLUBS.colour is Colour.BLACK


@pytest.mark.parametrize(
    ("text", "suit"),
    [("H", Suit.HEARTS), ("♥", Suit.HEARTS), ("hearts", Suit.HEARTS), ("Spade", Suit.SPADES),
     ("d", Suit.DIAMONDS), ("♣", Suit.CLUBS)],
)
def test_suit_parse_accepts_letters_symbols_and_names(text: str, suit: Suit) -> None:
    assert Suit.parse(text) is suit


def test_bad_suit_is_refused_quoting_it() -> None:
    with pytest.raises(NotationError, match="'X'"):
        Suit.parse("X")


def test_display_uses_symbols_and_ten_in_full() -> None:
    assert Card.parse("TH").label() == "10♥"
    assert Card.parse("JD").name() == "jack of diamonds"
    assert format_cards(parse_cards("JH JD AS")) == "J♥ J♦ A♠"
    assert format_cards(parse_cards("JH, JD"), symbols=False) == "JH JD"


def test_strip_pack_keeps_the_24_euchre_cards_of_a_full_pack() -> None:
    ranks = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    pack = [rank + suit for suit in "CDHS" for rank in ranks]
    kept = strip_pack(pack)
    assert len(pack) == 52
    assert sorted(kept) == sorted(str(card) for card in DECK)


def test_strip_pack_refuses_a_card_that_is_not_a_card() -> None:
    with pytest.raises(NotationError, match="'ZZ'"):
        strip_pack(["9C", "ZZ"])
