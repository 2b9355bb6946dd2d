"""Card play: which cards may you play (family ``legal``), and who wins the trick
(family ``trick``), from a random trick, trump and hand.

>>> legal_item(4).select_all, trick_item(1).key
(True, 'trick/1')
"""

from __future__ import annotations

from euchre_teach.core.cards import DECK, Suit
from euchre_teach.course.drills.positions import play_item, rng_for, winner_item
from euchre_teach.course.drills.traps import classify_trap
from euchre_teach.course.items import Item

__all__ = ["legal_item", "trick_item"]


def legal_item(number: int) -> Item:
    """Item ``number`` of "which cards may you play?": a random trick, trump and hand."""
    rng = rng_for("legal", number)
    trump = rng.choice(list(Suit))
    pack = list(DECK)
    rng.shuffle(pack)
    played = rng.randint(1, 3)
    size = rng.randint(3, 5)
    trick, hand = pack[:played], pack[played : played + size]
    return play_item(f"legal/{number}", trump, hand, trick, classify_trap(hand, trick, trump))


def trick_item(number: int) -> Item:
    """Item ``number`` of "who wins this trick?": four random cards, a random trump."""
    rng = rng_for("trick", number)
    trump = rng.choice(list(Suit))
    return winner_item(f"trick/{number}", trump, rng.sample(DECK, 4), None)
