"""Exact play of the last tricks with every hand known (alpha-beta search).

Used by :class:`~euchre_teach.players.expert.ExpertBot` on sampled deals once few cards
remain. The search counts the makers' tricks: makers maximise them, defenders minimise,
and since the score only grows with the makers' tricks that is the same as playing for
points.

What makes it fast enough for Python (a four-card ending in about a millisecond):

- hands are bitmasks over the 24 cards, so the cards left in all hands (one integer)
  together with the seat to lead name a position, and positions reached again by another
  order of plays come from a table of bounds;
- cards that are *touching* in one hand (the same suit as played, with no card still in
  play ranked between them, like K♠ and Q♠ once the A♠ is gone) always do the same, so
  only one of them is tried;
- likely best moves come first (high cards, but low ones when the partner is winning the
  trick), which lets alpha-beta cut most of the rest.

>>> from euchre_teach.core.cards import parse_cards
>>> deal = Deal(3, [parse_cards("JH JD AH 9C TC"), parse_cards("AC KC QC JC 9S"),
...                 parse_cards("AS KS QS JS TS"), parse_cards("AD KD QD TD 9D")],
...             Card.parse("KH"))
>>> deal.apply("order"); deal.apply("discard 9D")
>>> for text in ("play JH", "play 9S", "play TS", "play KH", "play JD", "play JC", "play JS"):
...     deal.apply(text)
>>> deal.apply("play TD")
>>> card_values(deal)     # North leads, three cards left: East's clubs take two tricks
{Card.parse('AH'): 3, Card.parse('9C'): 3, Card.parse('TC'): 3}
"""

from __future__ import annotations

from euchre_teach.core.cards import DECK, Card, Suit
from euchre_teach.core.deal import Deal
from euchre_teach.core.rules import effective_suit, trick_rank
from euchre_teach.core.seats import team
from euchre_teach.core.state import Phase

__all__ = ["card_outcomes", "card_values", "makers_tricks_exact"]

_SUITS = range(4)
# [trump][card] -> effective suit, and [trump][led][card] -> rank in a trick (0: cannot win)
_EFF = [[int(effective_suit(card, trump)) for card in DECK] for trump in Suit]
_RANK = [[[trick_rank(card, trump, led) for card in DECK] for led in Suit] for trump in Suit]
# [trump][suit] -> bitmask of the cards of that effective suit
_SUIT_MASK = [
    [sum(1 << c.index for c in DECK if _EFF[t][c.index] == s) for s in _SUITS] for t in _SUITS
]
# [trump][suit] -> (card index, bit) of that effective suit, highest first when it is led;
# the trump suit comes first in the order suits are tried.
_ORDER = [
    [
        tuple(
            (c.index, 1 << c.index)
            for c in sorted(
                (c for c in DECK if _EFF[t][c.index] == s), key=lambda c: -_RANK[t][s][c.index]
            )
        )
        for s in _SUITS
    ]
    for t in _SUITS
]
_SUIT_TRIES = [(t, *(s for s in _SUITS if s != t)) for t in _SUITS]


class _Search:
    """The state of one search: each seat's hand as a bitmask of card indices."""

    def __init__(self, deal: Deal) -> None:
        assert deal.trump is not None and deal.maker is not None
        trump = int(deal.trump)
        self.rank = _RANK[trump]
        self.eff = _EFF[trump]
        self.suit_mask = _SUIT_MASK[trump]
        self.order = _ORDER[trump]
        self.suit_tries = _SUIT_TRIES[trump]
        makers = team(deal.maker)
        self.makers = makers
        self.is_maker = [1 if team(s) == makers else 0 for s in range(4)]
        active = [s for s in range(4) if s not in deal.sitting_out]
        # A lone maker's partner keeps their cards but plays none: they are not searched.
        self.hands = [sum(1 << c.index for c in hand) if seat in active else 0
                      for seat, hand in enumerate(deal.hands)]  # fmt: skip
        self.left = 0
        for hand in self.hands:
            self.left |= hand
        self.players = len(active)
        self.next = [active[(active.index(s) + 1) % len(active)] if s in active else -1
                     for s in range(4)]  # fmt: skip
        # (cards left in all hands, seat to lead) -> (lower, upper) bound of makers' tricks
        self.bounds: dict[int, tuple[int, int]] = {}

    def moves(self, seat: int, led: int, in_trick: int, partner_winning: bool) -> list[int]:
        """The cards worth trying: legal, one of each touching group, best guesses first."""
        hand = self.hands[seat]
        if led >= 0 and hand & self.suit_mask[led]:
            suits: tuple[int, ...] = (led,)
        else:
            suits = self.suit_tries
        live = self.left | in_trick
        moves = []
        for suit in suits:
            mine = hand & self.suit_mask[suit]
            if not mine:
                continue
            touching = False
            for card, bit in self.order[suit]:
                if bit & mine:
                    if not touching:
                        moves.append(card)
                    touching = True
                elif bit & live:
                    touching = False
        if partner_winning:
            moves.reverse()
        return moves

    def lead(self, seat: int, alpha: int, beta: int) -> int:
        """The makers' tricks from here, ``seat`` to lead a new trick."""
        left = self.left
        if not left:
            return 0
        key = left << 2 | seat
        low, high = self.bounds.get(key, (0, 5))
        if low >= beta:
            return low
        if high <= alpha or low == high:
            return high
        alpha, beta = max(alpha, low), min(beta, high)
        value = self.play(seat, -1, 0, -1, -1, 0, alpha, beta)
        if value <= alpha:
            high = value
        elif value >= beta:
            low = value
        else:
            low = high = value
        self.bounds[key] = (low, high)
        return value

    def play(self, seat: int, led: int, in_trick: int, winner: int, best: int, count: int,
             alpha: int, beta: int) -> int:  # fmt: skip
        """The makers' tricks from the current trick on, ``seat`` to play to it."""
        maximise = self.is_maker[seat]
        partner_winning = winner >= 0 and self.is_maker[winner] == maximise
        value = -1 if maximise else 99
        last = count + 1 == self.players
        for card in self.moves(seat, led, in_trick, partner_winning):
            bit = 1 << card
            self.hands[seat] ^= bit
            self.left ^= bit
            suit = led if led >= 0 else self.eff[card]
            rank = self.rank[suit][card]
            now_winner, now_best = (seat, rank) if rank > best else (winner, best)
            if last:
                won = self.is_maker[now_winner]
                score = won + self.lead(now_winner, alpha - won, beta - won)
            else:
                score = self.play(self.next[seat], suit, in_trick | bit, now_winner, now_best,
                                  count + 1, alpha, beta)  # fmt: skip
            self.hands[seat] ^= bit
            self.left ^= bit
            if maximise:
                if score > value:
                    value = score
                    alpha = max(alpha, value)
            elif score < value:
                value = score
                beta = min(beta, value)
            if alpha >= beta:
                break
        return value

    def start(self, deal: Deal) -> tuple[int, int, int, int, int]:
        """The current trick as search arguments: led suit, cards in it, winner, rank, count."""
        led, in_trick, winner, best = -1, 0, -1, -1
        for seat, card in zip(deal.trick_seats, deal.trick, strict=True):
            index = card.index
            if led < 0:
                led = self.eff[index]
            in_trick |= 1 << index
            if self.rank[led][index] > best:
                winner, best = seat, self.rank[led][index]
        return led, in_trick, winner, best, len(deal.trick)

    def after(self, seat: int, card: int, trick: tuple[int, int, int, int, int],
              alpha: int = -1, beta: int = 99) -> int:  # fmt: skip
        """The makers' tricks from the current trick on if ``seat`` plays ``card`` now
        (within the window ``alpha``-``beta``; outside it, a bound on the side it fell)."""
        led, in_trick, winner, best, count = trick
        bit = 1 << card
        self.hands[seat] ^= bit
        self.left ^= bit
        try:
            suit = led if led >= 0 else self.eff[card]
            rank = self.rank[suit][card]
            if rank > best:
                winner, best = seat, rank
            if count + 1 == self.players:
                won = self.is_maker[winner]
                return won + self.lead(winner, alpha - won, beta - won)
            return self.play(self.next[seat], suit, in_trick | bit, winner, best, count + 1,
                             alpha, beta)  # fmt: skip
        finally:
            self.hands[seat] ^= bit
            self.left ^= bit


def _check(deal: Deal) -> int:
    if deal.phase is not Phase.PLAY or deal.to_act is None:
        raise ValueError("exact play needs a deal in the play phase")
    return deal.to_act


def _legal(deal: Deal, seat: int, search: _Search, led: int) -> list[Card]:
    # The rules' own follow-suit test (a table-mode deal offers reneges too: never here).
    hand = deal.hand(seat)
    return [c for c in hand if led < 0 or search.eff[c.index] == led] or list(hand)


def card_values(deal: Deal) -> dict[Card, int]:
    """For each card the seat to act may play: the makers' total tricks with best play."""
    seat = _check(deal)
    search = _Search(deal)
    trick = search.start(deal)
    done = deal.tricks_won(search.makers)
    return {
        card: done + search.after(seat, card.index, trick)
        for card in _legal(deal, seat, search, trick[0])
    }


def card_outcomes(deal: Deal) -> dict[Card, int]:
    """Like :func:`card_values`, but only as exact as the score: the makers' total tricks
    as 2 (euchred: 0, 1 or 2 tricks), 3 (made it: 3 or 4) or 5 (all five).

    Two yes-or-no searches per card ("can the makers reach 3?", "all 5?") prune far more
    than finding the exact count; the expert needs no more than this to score a deal.
    """
    seat = _check(deal)
    search = _Search(deal)
    trick = search.start(deal)
    done = deal.tricks_won(search.makers)
    outcomes = {}
    for card in _legal(deal, seat, search, trick[0]):
        outcome = 2
        for goal in (3, 5):
            need = goal - done
            if need > 0 and search.after(seat, card.index, trick, need - 1, need) < need:
                break
            outcome = goal
        outcomes[card] = outcome
    return outcomes


def makers_tricks_exact(deal: Deal) -> int:
    """The makers' total tricks when everyone plays perfectly from here, hands open."""
    seat = _check(deal)
    search = _Search(deal)
    led, in_trick, winner, best, count = search.start(deal)
    done = deal.tricks_won(search.makers)
    if count == 0:
        return done + search.lead(seat, -1, 99)
    return done + search.play(seat, led, in_trick, winner, best, count, -1, 99)
