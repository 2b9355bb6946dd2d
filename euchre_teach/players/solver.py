"""Exact play of the last tricks with every hand known (alpha-beta search).

Used by :class:`~euchre_teach.players.expert.ExpertBot` on sampled deals once few cards
remain. The search counts the makers' tricks: makers maximise them, defenders minimise,
and since the score only grows with the makers' tricks that is the same as playing for
points.

>>> from euchre_teach.cards import parse_cards
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

from euchre_teach.cards import DECK, Card, Suit
from euchre_teach.deal import Deal
from euchre_teach.rules import effective_suit, trick_rank
from euchre_teach.seats import team
from euchre_teach.state import Phase

__all__ = ["card_values", "makers_tricks_exact"]

# [trump][card] -> effective suit, and [trump][led][card] -> rank in a trick
_EFF = [[int(effective_suit(card, trump)) for card in DECK] for trump in Suit]
_RANK = [[[trick_rank(card, trump, led) for card in DECK] for led in Suit] for trump in Suit]


class _Search:
    """The state of one search: hands as lists of card indices, by seat."""

    def __init__(self, deal: Deal) -> None:
        assert deal.trump is not None and deal.maker is not None
        self.trump = int(deal.trump)
        self.makers = team(deal.maker)
        self.hands = [[c.index for c in hand] for hand in deal.hands]
        self.active = [s for s in range(4) if s not in deal.sitting_out]
        self.memo: dict[tuple[object, ...], int] = {}

    def _next(self, seat: int) -> int:
        nxt = (seat + 1) % 4
        while nxt not in self.active:
            nxt = (nxt + 1) % 4
        return nxt

    def _legal(self, seat: int, led: int) -> list[int]:
        hand = self.hands[seat]
        if led < 0:
            return list(hand)
        eff = _EFF[self.trump]
        follow = [c for c in hand if eff[c] == led]
        return follow or list(hand)

    def value(self, seat: int, trick: list[tuple[int, int]], alpha: int, beta: int) -> int:
        """The makers' tricks still to come from here, with best play by both sides."""
        if not trick:
            if not self.hands[seat]:
                return 0
            key = (seat, *(tuple(sorted(h)) for h in self.hands))
            if key in self.memo:
                return self.memo[key]
        led = _EFF[self.trump][trick[0][1]] if trick else -1
        maximise = team(seat) == self.makers
        best = -1 if maximise else 99
        for card in self._legal(seat, led):
            score = self._after(seat, card, trick, alpha, beta)
            if maximise:
                best = max(best, score)
                alpha = max(alpha, best)
            else:
                best = min(best, score)
                beta = min(beta, best)
            if alpha >= beta:
                break
        if not trick and alpha < best < beta:
            self.memo[(seat, *(tuple(sorted(h)) for h in self.hands))] = best
        return best

    def _after(self, seat: int, card: int, trick: list[tuple[int, int]], alpha: int,
               beta: int) -> int:
        hand = self.hands[seat]
        position = hand.index(card)
        hand.pop(position)
        played = [*trick, (seat, card)]
        try:
            if len(played) < len(self.active):
                return self.value(self._next(seat), played, alpha, beta)
            ranks = _RANK[self.trump][_EFF[self.trump][played[0][1]]]
            winner = max(played, key=lambda sc: ranks[sc[1]])[0]
            won = 1 if team(winner) == self.makers else 0
            return won + self.value(winner, [], alpha - won, beta - won)
        finally:
            hand.insert(position, card)


def card_values(deal: Deal) -> dict[Card, int]:
    """For each card the seat to act may play: the makers' total tricks with best play."""
    if deal.phase is not Phase.PLAY or deal.to_act is None:
        raise ValueError("exact play needs a deal in the play phase")
    search = _Search(deal)
    seat = deal.to_act
    trick = list(zip(deal.trick_seats, (c.index for c in deal.trick), strict=True))
    done = deal.tricks_won(search.makers)
    led = _EFF[search.trump][trick[0][1]] if trick else -1
    return {
        DECK[card]: done + search._after(seat, card, trick, -1, 99)
        for card in search._legal(seat, led)
    }


def makers_tricks_exact(deal: Deal) -> int:
    """The makers' total tricks when everyone plays perfectly from here, hands open."""
    if deal.phase is not Phase.PLAY or deal.to_act is None:
        raise ValueError("exact play needs a deal in the play phase")
    search = _Search(deal)
    trick = list(zip(deal.trick_seats, (c.index for c in deal.trick), strict=True))
    return deal.tricks_won(search.makers) + search.value(deal.to_act, trick, -1, 99)
