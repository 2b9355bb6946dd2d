"""euchre_teach: the rules of Euchre, exact and explained, for a course that teaches it.

>>> from euchre_teach import Card, Suit, effective_suit
>>> effective_suit(Card.parse("JD"), Suit.HEARTS)
<Suit.HEARTS: 2>
"""

from euchre_teach import _moved
from euchre_teach.core import record
from euchre_teach.core.actions import Action, Kind
from euchre_teach.core.cards import DECK, Card, Colour, Rank, Suit, format_cards, parse_cards
from euchre_teach.core.deal import Deal
from euchre_teach.core.errors import DealError, EuchreError, IllegalAction, NotationError
from euchre_teach.core.game import Game
from euchre_teach.core.rules import Rules, effective_suit, hand_score, legal_plays, trick_winner
from euchre_teach.core.state import Phase, Result, Trick
from euchre_teach.core.view import View

_moved.install()

__all__ = [
    "DECK",
    "Action",
    "Card",
    "Colour",
    "Deal",
    "DealError",
    "EuchreError",
    "Game",
    "IllegalAction",
    "Kind",
    "NotationError",
    "Phase",
    "Rank",
    "Result",
    "Rules",
    "Suit",
    "Trick",
    "View",
    "effective_suit",
    "format_cards",
    "hand_score",
    "legal_plays",
    "parse_cards",
    "record",
    "trick_winner",
]
