"""What a card is called and what its badge says: the words the card components show.

Screen readers hear the label ("jack of diamonds, left bower, trump"); sighted learners see
the badge ("left bower (counts as ♥)"). Both come from the rules core, so a badge can never
disagree with the engine.

>>> from euchre_teach import Card, Suit
>>> spoken_label(Card.parse("JD"), Suit.HEARTS)
'jack of diamonds, left bower (counts as a heart), trump'
>>> badge(Card.parse("JD"), Suit.HEARTS), badge(Card.parse("JH"), Suit.HEARTS)
('left bower (counts as ♥)', 'right bower')
>>> badge(Card.parse("9H"), Suit.HEARTS), badge(Card.parse("JS"), Suit.HEARTS)
('trump', '')
"""

from __future__ import annotations

from collections.abc import Iterable

from euchre_teach import Card, NotationError, Suit
from euchre_teach.core.explain import singular
from euchre_teach.core.rules import bower, effective_suit

__all__ = ["badge", "card_codes", "parse_trump", "spoken_label"]


def parse_trump(trump: Suit | str | None) -> Suit | None:
    """A trump suit from a :class:`Suit`, its text (``"H"``, ``"♥"``, ``"hearts"``) or None.

    An empty string means no trump yet.
    """
    if trump is None or isinstance(trump, Suit):
        return trump
    if not trump.strip():
        return None
    return Suit.parse(trump)


def card_codes(cards: Iterable[Card | str] | str) -> list[str]:
    """Card codes (``"JH"``) from cards, texts, or one string of cards separated by spaces.

    >>> card_codes("J♥ 10d"), card_codes([Card.parse("9C")])
    (['JH', 'TD'], ['9C'])
    """
    items: Iterable[Card | str] = (
        cards.replace(",", " ").split() if isinstance(cards, str) else cards
    )
    codes = []
    for item in items:
        if isinstance(item, Card):
            codes.append(str(item))
        elif isinstance(item, str):
            codes.append(str(Card.parse(item)))
        else:
            raise NotationError(f"invalid card: {item!r} (expected text such as 'JH')")
    return codes


def badge(card: Card, trump: Suit | None) -> str:
    """The teaching badge for a card under this trump, or ``""`` for a plain card."""
    if trump is None:
        return ""
    kind = bower(card, trump)
    if kind == "right":
        return "right bower"
    if kind == "left":
        return f"left bower (counts as {trump.symbol})"
    return "trump" if effective_suit(card, trump) is trump else ""


def spoken_label(card: Card, trump: Suit | None) -> str:
    """The card in words for a screen reader, with what it is under this trump."""
    if trump is None:
        return card.name()
    kind = bower(card, trump)
    if kind == "right":
        return f"{card.name()}, right bower, the highest trump"
    if kind == "left":
        return f"{card.name()}, left bower (counts as a {singular(trump)}), trump"
    if effective_suit(card, trump) is trump:
        return f"{card.name()}, trump"
    return card.name()
