"""Suits, ranks and cards of the 24-card Euchre deck.

Card text is a rank (``9 T J Q K A``) and a suit (``C D H S``): ``JH`` is the jack of
hearts. Parsing also accepts ``10H``, lower case and suit symbols (``J♥``); display
uses the symbols.

>>> Card.parse("10h")
Card.parse('TH')
>>> str(Card.parse("J♥")), Card.parse("JH").label()
('JH', 'J♥')
>>> len(DECK)
24
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from typing import ClassVar

from euchre_teach.core.errors import NotationError

__all__ = ["DECK", "Card", "Colour", "Rank", "Suit", "format_cards", "parse_cards", "strip_pack"]


class Colour(enum.Enum):
    """The two colours; the bowers are the two jacks of trump's colour."""

    BLACK = "black"
    RED = "red"


class Suit(enum.IntEnum):
    """The four suits. Same-colour suits differ by 3 in value: ``suit ^ 3``."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        """One letter: ``C``, ``D``, ``H`` or ``S``."""
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        """The suit symbol: ♣, ♦, ♥ or ♠."""
        return "♣♦♥♠"[self]

    @property
    def plural(self) -> str:
        """The suit's name as said at the table: ``"hearts"``."""
        return self.name.lower()

    @property
    def colour(self) -> Colour:
        """Red for diamonds and hearts, black for clubs and spades."""
        return Colour.RED if self in (Suit.DIAMONDS, Suit.HEARTS) else Colour.BLACK

    @property
    def same_colour(self) -> Suit:
        """The other suit of this colour: hearts <-> diamonds, spades <-> clubs.

        >>> Suit.HEARTS.same_colour
        <Suit.DIAMONDS: 1>
        """
        return Suit(self ^ 3)

    @classmethod
    def parse(cls, text: str) -> Suit:
        """A suit from a letter, a symbol or a name (``"H"``, ``"♥"``, ``"hearts"``).

        >>> Suit.parse("s")
        <Suit.SPADES: 3>
        """
        key = text.strip().lower()
        for suit in cls:
            if key in (suit.letter.lower(), suit.symbol, suit.plural, suit.plural[:-1]):
                return suit
        raise NotationError(
            f"invalid suit: {text!r} (a suit is C, D, H or S, a symbol like ♥, or a name)"
        )

    def __str__(self) -> str:
        return self.letter


class Rank(enum.IntEnum):
    """The six ranks of the stripped deck; higher value is higher in a plain suit."""

    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def letter(self) -> str:
        """One character: ``9 T J Q K A``."""
        return "9TJQKA"[self - 9]

    @property
    def display(self) -> str:
        """How the rank is printed on a card face: ``10`` rather than ``T``."""
        return "10" if self is Rank.TEN else self.letter

    @property
    def word(self) -> str:
        """The rank's name: ``"jack"``."""
        return self.name.lower()

    @classmethod
    def parse(cls, text: str) -> Rank:
        """A rank from ``9``, ``10``/``T``, ``J``, ``Q``, ``K`` or ``A``."""
        key = text.strip().upper()
        if key == "10":
            return cls.TEN
        for rank in cls:
            if key == rank.letter:
                return rank
        raise NotationError(f"invalid rank: {text!r} (a rank is 9, 10 or T, J, Q, K or A)")

    def __str__(self) -> str:
        return self.letter


class Card:
    """One card. There are exactly 24, and each exists once: compare with ``==`` or ``is``.

    >>> Card(Rank.JACK, Suit.HEARTS) is Card.parse("JH")
    True
    """

    __slots__ = ("index", "rank", "suit")
    _interned: ClassVar[dict[tuple[Rank, Suit], Card]] = {}
    rank: Rank
    suit: Suit
    index: int

    def __new__(cls, rank: Rank, suit: Suit) -> Card:
        try:
            return cls._interned[(rank, suit)]
        except KeyError:
            if not isinstance(rank, Rank) or not isinstance(suit, Suit):
                raise NotationError(f"invalid card: rank {rank!r}, suit {suit!r}") from None
        card = object.__new__(cls)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "suit", suit)
        object.__setattr__(card, "index", suit * 6 + rank - 9)
        cls._interned[(rank, suit)] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[Rank, Suit]]:
        return (Card, (self.rank, self.suit))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    @classmethod
    def parse(cls, text: str) -> Card:
        """A card from its text: ``JH``, ``10h``, ``J♥``, ``t s``.

        >>> Card.parse("JX")
        Traceback (most recent call last):
        ...
        euchre_teach.core.errors.NotationError: invalid card: 'JX' (suit must be C, D, H or S)
        """
        if not isinstance(text, str):
            raise NotationError(f"invalid card: {text!r} (expected text such as 'JH')")
        compact = "".join(text.split())
        if len(compact) < 2:
            raise NotationError(
                f"invalid card: {text!r} (a card is a rank and a suit, such as 'JH' or '10♥')"
            )
        rank_text, suit_text = compact[:-1], compact[-1]
        try:
            suit = Suit.parse(suit_text)
        except NotationError:
            raise NotationError(
                f"invalid card: {text!r} (suit must be C, D, H or S)"
            ) from None
        try:
            rank = Rank.parse(rank_text)
        except NotationError:
            raise NotationError(
                f"invalid card: {text!r} (rank must be 9, 10, J, Q, K or A;"
                " Euchre uses no cards below the nine)"
            ) from None
        return cls(rank, suit)

    def label(self) -> str:
        """Short display text with the suit symbol: ``J♥``, ``10♠``."""
        return f"{self.rank.display}{self.suit.symbol}"

    def name(self) -> str:
        """The card in words: ``"jack of hearts"``."""
        return f"{self.rank.word} of {self.suit.plural}"

    def __str__(self) -> str:
        return f"{self.rank.letter}{self.suit.letter}"

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index


DECK: tuple[Card, ...] = tuple(Card(rank, suit) for suit in Suit for rank in Rank)
"""The 24 cards, ordered by suit (clubs first) then rank (nine first); ``DECK[card.index]``."""


def strip_pack(pack: Iterable[str]) -> list[str]:
    """Keep the cards of a 52-card pack that Euchre uses: the nines through the aces.

    The pack is given as text (``"2C"``, ``"10H"``, ``"AS"`` ...); the result keeps its order,
    in this project's card text.

    >>> strip_pack(["2C", "9C", "10H", "5D", "AS"])
    ['9C', 'TH', 'AS']
    """
    kept = []
    for text in pack:
        rank_text = "".join(text.split())[:-1].upper()
        if rank_text in ("2", "3", "4", "5", "6", "7", "8"):
            continue
        kept.append(str(Card.parse(text)))
    return kept


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Cards from text separated by spaces or commas (or a list of card texts).

    >>> parse_cards("JH, J♦ 9c")
    [Card.parse('JH'), Card.parse('JD'), Card.parse('9C')]
    """
    tokens = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return [Card.parse(token) for token in tokens]


def format_cards(cards: Iterable[Card], *, symbols: bool = True) -> str:
    """Cards as display text: ``"J♥ J♦ A♥"`` (or ``"JH JD AH"`` without symbols)."""
    return " ".join(card.label() if symbols else str(card) for card in cards)
