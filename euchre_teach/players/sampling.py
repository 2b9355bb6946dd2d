"""Deals that fit what one seat can see: the hidden cards dealt at random, consistently.

A sampled deal gives every other seat cards that agree with the view: no card the seat has
seen, no card of a suit that seat has shown it lacks (it failed to follow), the upcard in
the dealer's hand when the dealer took it and has not played it. The deal is rebuilt from
its start (``Deal(dealer, initial hands, upcard, rules)``) and the view's history is
replayed, so the sampled deal stands exactly where the view stands.

>>> import random
>>> from euchre_teach.core.dealing import seeded_deal
>>> deal = seeded_deal(11)
>>> view = deal.view(deal.to_act)
>>> twin = sample_deal(view, random.Random(1))
>>> twin.hands[view.seat] == list(view.hand) and twin.phase is deal.phase
True
"""

from __future__ import annotations

import random
from collections.abc import Callable

from euchre_teach.core.actions import DISCARD, Action, Kind
from euchre_teach.core.cards import Card
from euchre_teach.core.deal import Deal
from euchre_teach.core.state import Phase
from euchre_teach.core.view import View
from euchre_teach.players.knowledge import holder_of_upcard, initial_hand, played_by, suit_of, voids

__all__ = ["Bidder", "SamplingError", "sample_deal"]

_ATTEMPTS = 200
_BIDS = (Kind.PASS, Kind.ORDER, Kind.CALL)

#: A player's choice function, used to model how the other seats bid.
Bidder = Callable[[View], Action]


class SamplingError(RuntimeError):
    """No deal fits the view (the view contradicts itself)."""


def _hand_sizes(view: View) -> dict[int, int]:
    sizes = {}
    for seat in range(4):
        if seat == view.seat:
            continue
        size = 5 - len(played_by(view, seat))
        if seat == view.dealer and view.phase is Phase.DISCARD:
            size += 1
        sizes[seat] = size
    return sizes


def _upcard_place(view: View) -> str:
    """Where the upcard is, for a seat other than the dealer: 'hand', 'discard' or 'known'."""
    if not view.upcard_taken or view.seat == view.dealer:
        return "known"
    if any(card is view.upcard for _, card in view.played_cards()):
        return "known"
    if view.phase is Phase.DISCARD or holder_of_upcard(view) == view.dealer:
        return "hand"
    return "discard"


def _deal_hidden(
    view: View, rng: random.Random
) -> tuple[dict[int, list[Card]], Card | None]:
    """Hidden current hands for the other seats, and the dealer's hidden discard."""
    sizes = _hand_sizes(view)
    place = _upcard_place(view)
    known_voids = voids(view)
    trump = view.trump
    hidden_discard = (
        view.upcard_taken and view.seat != view.dealer and view.phase is not Phase.DISCARD
    )
    pool_start = view.unseen_cards()
    order = sorted(sizes, key=lambda s: -len(known_voids[s]))
    for _ in range(_ATTEMPTS):
        pool = list(pool_start)
        rng.shuffle(pool)
        hands: dict[int, list[Card]] = {}
        failed = False
        for seat in order:
            need = sizes[seat]
            held = []
            if place == "hand" and seat == view.dealer:
                held.append(view.upcard)
                need -= 1
            barred = known_voids[seat]
            allowed = [c for c in pool if suit_of(c, trump) not in barred]
            if len(allowed) < need:
                failed = True
                break
            chosen = allowed[:need]
            for card in chosen:
                pool.remove(card)
            hands[seat] = held + chosen
        if failed:
            continue
        discard: Card | None = None
        if hidden_discard:
            discard = view.upcard if place == "discard" else pool[0]
        return hands, discard
    raise SamplingError("no deal of the hidden cards fits this view")


def sample_deal(
    view: View, rng: random.Random, bidder: Bidder | None = None, attempts: int = 12
) -> Deal:
    """A full deal, at the view's point, whose hidden cards are a random consistent guess.

    With ``bidder`` (a player's ``choose``), the guess must also explain the other seats'
    bids: a deal where that player, holding the sampled cards, would have bid differently
    is redrawn, up to ``attempts`` times (after that the last draw is kept). A seat that
    passed rarely holds a hand worth ordering, and the maker rarely holds a weak one.

    A loner the player would not have called (a bold one: hand 11's East goes alone without
    the left bower) fits almost no draw; then up to four times ``attempts`` more draws need
    only the same bid with the partner, so that the lone maker still holds a hand worth
    making trump (most often the right bower), before a draw with no model at all is kept.
    There, about one draw in a hundred fits (hand 11's first lead: 34 of 3,000, 29 of them
    with the right bower in the lone maker's hand), so the judge's 60 attempts find one in
    nine deals of ten; a draw is a fifth of a millisecond.
    """
    deal = _one_sample(view, rng, bidder)
    tries = 1
    while deal is None and tries < attempts:
        deal = _one_sample(view, rng, bidder)
        tries += 1
    if deal is None and any(a is not None and a.alone and s != view.seat
                            for s, a in view.history):  # another seat's loner: not one's own
        for _ in range(4 * attempts):
            deal = _one_sample(view, rng, bidder, relaxed=True)
            if deal is not None:
                break
    return deal if deal is not None else _one_sample(view, rng, None) or _never()


def _explains(choice: Action, action: Action, relaxed: bool) -> bool:
    """Whether the modelled ``choice`` explains the seat's ``action``: the same bid, or
    (``relaxed``) for a loner the same bid with the partner."""
    return choice is action or (
        relaxed and action.alone and choice.kind is action.kind and choice.suit is action.suit
    )


def _never() -> Deal:
    raise SamplingError("no deal of the hidden cards fits this view")


def _one_sample(view: View, rng: random.Random, bidder: Bidder | None, *,
                relaxed: bool = False) -> Deal | None:  # fmt: skip
    """One sampled deal, or None when ``bidder`` would not have bid as the others did
    (``relaxed``: a loner is explained by the same bid with the partner too)."""
    hands, discard = _deal_hidden(view, rng)
    dealer = view.dealer
    initial: list[list[Card]] = []
    for seat in range(4):
        if seat == view.seat:
            initial.append(initial_hand(view))
            continue
        cards = [*hands[seat], *played_by(view, seat)]
        if seat == dealer and view.upcard_taken:
            if discard is not None:
                cards.append(discard)
            cards.remove(view.upcard)
        initial.append(cards)
    deal = Deal(dealer, initial, view.upcard, view.rules, scores=view.scores)
    for seat, action in view.history:
        if action is None:
            assert discard is not None
            action = DISCARD[discard.index]
        elif (
            bidder is not None
            and seat != view.seat
            and action.kind in _BIDS
            and not _explains(bidder(deal.view(seat)), action, relaxed)
        ):
            return None
        deal.apply(action, seat)
    return deal
