"""Card faces: spoken labels and teaching badges come from the core; settings are traits."""

from __future__ import annotations

import pytest

from euchre_teach import DECK, Card, Suit
from euchre_teach.core.rules import bower
from widgets import Cards
from widgets._assets import component_css, component_esm
from widgets.faces import badge, card_codes, parse_trump, spoken_label


def test_left_bower_badge_names_the_suit_it_counts_as() -> None:
    row = Cards("JD JH JS JC", trump="H")
    assert row.badges == ["left bower (counts as ♥)", "right bower", "", ""]
    assert row.labels[0] == "jack of diamonds, left bower (counts as a heart), trump"


def test_black_jacks_are_ordinary_cards_when_a_red_suit_is_trump() -> None:
    assert spoken_label(Card.parse("JS"), Suit.DIAMONDS) == "jack of spades"
    assert badge(Card.parse("JC"), Suit.HEARTS) == ""


@pytest.mark.parametrize("trump", list(Suit))
def test_every_badge_agrees_with_the_core(trump: Suit) -> None:
    for card in DECK:
        kind = bower(card, trump)
        text = badge(card, trump)
        if kind == "right":
            assert text == "right bower"
        elif kind == "left":
            assert text == f"left bower (counts as {trump.symbol})"
        else:
            assert text == ("trump" if card.suit is trump else "")


def test_no_badges_before_trump_is_made() -> None:
    row = Cards("JH JD")
    assert row.badges == ["", ""]
    assert row.labels == ["jack of hearts", "jack of diamonds"]


def test_changing_trump_redraws_badges() -> None:
    row = Cards("JC JS", trump="H")
    row.trump = "S"
    assert row.badges == ["left bower (counts as ♠)", "right bower"]


def test_cards_accept_symbols_tens_and_card_objects() -> None:
    assert card_codes("J♥ 10d, 9c") == ["JH", "TD", "9C"]
    assert parse_trump("♦") is Suit.DIAMONDS and parse_trump("") is None


def test_bad_card_text_is_refused_with_the_core_message() -> None:
    with pytest.raises(ValueError, match="invalid card: 'JX'"):
        Cards("JX")


def test_settings_are_plain_traits() -> None:
    row = Cards("AS", four_colour=True, animation_ms=0, show_badges=False)
    assert (row.four_colour, row.animation_ms, row.show_badges) == (True, 0, False)


def test_front_end_is_local_files_without_network_fetches() -> None:
    for name in ("cards", "hand", "table"):
        text = component_esm(name) + component_css(name)
        assert "http://" not in text and "https://" not in text and "import(" not in text
        assert "export default" in component_esm(name)


def test_four_colour_palette_keeps_pairs_on_shared_paper() -> None:
    css = component_css("cards")
    assert "--et-pair-red-paper" in css and "--et-pair-black-paper" in css
    # suits are drawn as shapes (paths), never told apart by colour alone
    assert all(f'{letter}: "M' in component_esm("cards") for letter in "CDHS")
