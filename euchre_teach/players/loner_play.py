"""How a defender plays against a lone maker (the coach's card play, :mod:`~euchre_teach.
players.play`): the lead when no card is sure to win, and what to throw and what to keep
when the loner's last card of a suit may still be beaten."""

from __future__ import annotations

from collections.abc import Sequence

from euchre_teach.core.actions import PLAY
from euchre_teach.core.cards import Card, Rank, Suit, format_cards
from euchre_teach.core.seats import partner, seat_name
from euchre_teach.core.view import View
from euchre_teach.players.decision import Decision
from euchre_teach.players.knowledge import lowest, suit_of, voids

__all__ = ["defending_a_loner", "guard_words", "lead_against_loner", "throw_against_loner"]


def defending_a_loner(view: View) -> bool:
    """True for a defender (not defending alone) against a lone maker."""
    maker = view.maker
    return (view.alone and maker is not None and maker not in (view.seat, partner(view.seat))
            and partner(view.seat) not in view.sitting_out)  # fmt: skip


def lead_against_loner(view: View, plain: list[Card], out: list[Card]) -> Decision:
    """A defender with no sure winner leads against a loner: to the first trick of a
    round-1 loner, next (:func:`_lead_next`); else low from the longest plain suit, keeping
    the high cards that may stop the loner's last trick."""
    trump = view.trump
    assert trump is not None and view.maker is not None
    opening = _lead_next(view, plain)
    if opening is not None:
        return opening

    def key(card: Card) -> tuple[int, int, int, int]:
        length = sum(1 for c in plain if c.suit is card.suit)
        lost = _guard_worth(view, card, out) if length == 1 else 0
        return (lost, -length, card.rank, card.index)

    card = min(plain, key=key)
    loner = seat_name(view.maker)
    keep = [c for c in plain if c is not card and c is _top_of_suit(c, plain, trump)
            and _guard_worth(view, c, out) > 0]
    kept = f" and keep {format_cards(keep)}" if keep else ""
    length = sum(1 for c in plain if c.suit is card.suit)
    where = ("your only plain card" if len(plain) == 1 else
             f"the lowest of your {card.suit.plural}" if length > 1 else
             f"your only {card.suit.plural[:-1]}")  # fmt: skip
    return Decision.of(PLAY[card.index], "lead-low-against-loner", f"{loner} is alone: one"
                       f" trick for your side stops the march. Lead {card.label()}, {where},"
                       f"{kept}: a high card you keep may beat {loner}'s last card of its"
                       " suit.")  # fmt: skip


def _lead_next(view: View, plain: list[Card]) -> Decision | None:
    """The opening lead against a loner who made trump in round 1 (trump is the upcard's
    suit): the lowest card of next, the other suit of the upcard's colour, as many players
    lead it, unless that card is the lone guard of its suit (a king or queen the loner's
    last card may have to beat). None when it does not apply."""
    trump = view.trump
    assert trump is not None and view.maker is not None
    if view.tricks or view.trick or trump is not view.upcard.suit:
        return None
    nxt = trump.same_colour
    held = [c for c in plain if c.suit is nxt]
    if not held:
        return None
    card = lowest(held, trump)
    if len(held) == 1 and card.rank >= Rank.QUEEN:
        return None  # a lone king or queen of next: keep it (the habit's other half)
    loner = seat_name(view.maker)
    took = "took up" if view.maker == view.dealer else "ordered up"
    return Decision.of(PLAY[card.index], "lead-next-against-loner", f"{loner} is alone and"
                       f" {took} {view.upcard.label()}: lead {card.label()}, from"
                       f" {nxt.plural}, next. A loner who made {trump.plural} trump in round 1"
                       f" seldom holds much of {nxt.plural}, whose jack is now a trump.")


def _top_of_suit(card: Card, hand: Sequence[Card], trump: Suit | None) -> Card:
    suit = suit_of(card, trump)
    return max((c for c in hand if suit_of(c, trump) is suit), key=lambda c: c.rank)


def _guard_worth(view: View, card: Card, out: list[Card]) -> int:
    """How many cards of ``card``'s plain suit the lone maker may still hold that ``card``
    beats (0 when the maker has shown out of the suit)."""
    trump = view.trump
    assert view.maker is not None
    suit = suit_of(card, trump)
    if suit in voids(view)[view.maker]:
        return 0
    return sum(1 for c in out if suit_of(c, trump) is suit and c.rank < card.rank)


def throw_against_loner(view: View, legal: list[Card], out: list[Card]) -> Card:
    """The card a defender throws against a loner: never a trump while a plain card
    remains; first a card that can never stop the loner (a suit the loner is out of, or no
    card of its suit out is lower); then a spare card beneath a guard (its suit's top card
    stays guarded without it: Q♦ under A♦, never the only spade: a cold expert review
    watched Q♠ go and the loner's 9♠ take the last trick); then, keeping longest the suits
    the partner has thrown away (the partner cannot stop them), a suit whose top card is not
    guarded by length (a card beneath it for each higher one out) before a guarded one, the
    shorter suit first, the lowest card of the suit first."""
    trump = view.trump
    plain = [c for c in legal if suit_of(c, trump) is not trump]
    if not plain:
        return lowest(legal, trump)
    mate_out = voids(view)[partner(view.seat)]

    def length(card: Card) -> int:
        return sum(1 for c in plain if c.suit is card.suit)

    def key(card: Card) -> tuple[int, int, int, int, int, int]:
        top = _top_of_suit(card, plain, trump)  # guarded: one companion per higher card out
        above = sum(1 for c in out if suit_of(c, trump) is card.suit and c.rank > top.rank)
        spare = length(card) - 1 - above
        if _guard_worth(view, card, out) == 0:
            return (0, 0, 0, 0, card.rank, card.index)
        if card is not top and spare >= 1:  # the top stays guarded without it
            return (1, 0, 0, 0, card.rank, card.index)
        mate = 1 if card.suit in mate_out else 0
        return (2, mate, int(spare >= 0), length(card), card.rank, card.index)

    return min(plain, key=key)


def guard_words(view: View, card: Card, legal: list[Card], out: list[Card]) -> str:
    trump = view.trump
    assert view.maker is not None
    loner = seat_name(view.maker)
    suit = suit_of(card, trump)
    if suit is trump:
        return f"Every card you hold is a trump: play your lowest, {card.label()}."
    if suit in voids(view)[view.maker]:
        why = f"{loner} has shown out of {suit.plural}, so it can never stop {loner}"
    elif _guard_worth(view, card, out) == 0:
        why = f"no {suit.plural[:-1]} {loner} may hold is lower, so it can never stop {loner}"
    elif card is not _top_of_suit(card, legal, trump):
        top = _top_of_suit(card, legal, trump)
        why = f"your {top.label()} still guards {suit.plural}"
    else:
        why = "it guards the least of what you hold"
    rest = [c for c in legal if c is not card and suit_of(c, trump) is not trump]
    keep = sorted({_top_of_suit(c, rest, trump) for c in rest
                   if _guard_worth(view, _top_of_suit(c, rest, trump), out) > 0},
                  key=lambda c: c.index)  # fmt: skip
    each = "each" if len(keep) > 1 else "it"
    kept = (f" Keep {format_cards(keep)}: {each} may beat {loner}'s last card of its suit."
            if keep else "")  # fmt: skip
    return f"Throw {card.label()}: {why}.{kept}"
