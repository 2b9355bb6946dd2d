"""Table: four seats around the trick, the learner at the bottom and the partner across.

The table shows a :class:`~euchre_teach.Deal` as a player at ``bottom`` sees it (other
hands face down, unless ``open_hands`` is asked for): names, the dealer marker, who is to
act, each seat's last bid, the upcard and the kitty, trump and who made it, a seat sitting
out, tricks taken per team, the cards of the trick (the winner highlighted once the trick
is complete) and, on request, the last completed trick.

>>> from euchre_teach.core.dealing import seeded_deal
>>> deal = seeded_deal(7)
>>> table = Table(deal)
>>> table.status
'North to bid: order up 10♣ or pass.'
>>> deal.apply("order"); table.update(deal); table.status.startswith("West (the dealer)")
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import traitlets

from euchre_teach import Card, Deal, Kind, Phase, Suit
from euchre_teach.core.explain import card_identity, tricks_taken
from euchre_teach.core.seats import SEAT_NAMES, TEAM_NAMES, partner, seat_name
from euchre_teach.core.state import Trick
from widgets._assets import component_css, component_esm
from widgets._base import CallbackList, CardWidget
from widgets.faces import spoken_label

__all__ = ["Table", "bid_text", "last_play_text", "sitting_out_notes", "status_text"]


def _played(seats: Sequence[int], cards: Sequence[Card], trump: Any) -> list[dict[str, Any]]:
    return [
        {"seat": seat, "card": str(card), "label": spoken_label(card, trump)}
        for seat, card in zip(seats, cards, strict=True)
    ]


def bid_text(action_text: str, upcard: Card, dealer_is_actor: bool,
             dealers_partner: bool = False, dealer_name: str = "") -> str:  # fmt: skip
    """A bid as said at the table: ``"Pass"``, ``"Ordered up K♥"``, ``"Named ♠ spades"``;
    the dealer's partner orders up as anyone else does (``dealers_partner`` is kept for
    callers); the dealer *takes up* the upcard, as the dealer's button says, named by
    ``dealer_name`` ("You", "West (dealer)").

    >>> bid_text("order", Card.parse("KH"), False, dealers_partner=True)
    'Ordered up K♥'
    >>> bid_text("order", Card.parse("KH"), True, dealer_name="You")
    'You took up K♥'
    """
    words = action_text.split()
    if words[0] == "pass":
        return "Pass"
    if words[0] == "order":
        verb = f"{dealer_name or 'The dealer'} took up" if dealer_is_actor else "Ordered up"
        return f"{verb} {upcard.label()}" + (", alone" if "alone" in words else "")
    if words[0] == "call":
        suit = Card.parse("9" + words[1]).suit
        return f"Named {suit.symbol} {suit.plural}" + (", alone" if "alone" in words else "")
    if words[0] == "defend":
        return "Defends alone"
    if words[0] == "discard":
        return "Discarded"
    return ""


def dealer_name(seat: int, bottom: int, names: Sequence[str] = SEAT_NAMES) -> str:
    """The dealer as the table's bid line names them: "You", or "West (dealer)"."""
    return "You" if seat == bottom else f"{names[seat]} (dealer)"


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"


def last_play_text(deal: Deal, bottom: int = 2) -> str:
    """The card just played, and who took the trick if it completed one, in one sentence.

    Screen readers hear it in the status line, so a move by the computer is never silent.
    """
    if not deal.history or deal.history[-1][1].kind is not Kind.PLAY:
        return ""
    seat, action = deal.history[-1]
    assert action.card is not None
    who = "You" if seat == bottom else seat_name(seat)
    text = f"{who} played {card_identity(action.card, deal.trump)}."
    if len(deal.trick) == 1 and deal.tricks:  # a lead: its player took the last trick
        last = deal.tricks[-1]
        took = last.cards[last.seats.index(last.winner)]
        text = (f"{who} took the last trick with {took.label()} and led"
                f" {card_identity(action.card, deal.trump)}.")  # fmt: skip
    if not deal.trick and deal.tricks:
        trick = deal.tricks[-1]
        winner = trick.cards[trick.seats.index(trick.winner)]
        taker = "You take" if trick.winner == bottom else f"{seat_name(trick.winner)} takes"
        text += f" {taker} the trick with {winner.label()}."
    return text


def sitting_out_notes(deal: Deal, bottom: int = 2) -> list[str]:
    """Per seat, why it sits out this hand, or '': who plays or defends alone, named from
    the learner's side ("Sitting out: you went alone", "Sitting out: East defends alone").
    "(partner went alone)" under "North (partner)" left a learner asking whose partner."""
    notes = ["", "", "", ""]
    for seat in deal.sitting_out:
        lone = partner(seat)
        who = "you" if lone == bottom else seat_name(lone)
        if lone == deal.defender_alone:
            notes[seat] = f"Sitting out: {who} {'defend' if lone == bottom else 'defends'} alone"
        else:
            notes[seat] = f"Sitting out: {who} went alone"
    return notes


WATCHED_TURN = "Your bid next: press Continue to see it made for you."
"""The status when the learner's bid is made for them (lesson 3 shows the bids)."""


def status_text(deal: Deal, bottom: int = 2) -> str:
    """One line saying what happens next, for the table's status bar."""
    if deal.phase is Phase.PASSED_OUT:
        return "Everyone passed twice: the hand is thrown in and the next dealer deals."
    if deal.phase is Phase.DONE and deal.result is not None:
        result = deal.result
        scorers = TEAM_NAMES[result.scoring_team]
        points = _count(result.points, "point")
        if result.renege is not None:
            return f"Renege by {seat_name(result.renege)}: {scorers} score {points}."
        assert deal.maker is not None
        makers = TEAM_NAMES[deal.maker % 2]
        tricks = _count(result.maker_tricks, "trick")
        if result.scoring_team == deal.maker % 2:
            return f"{makers} made it with {tricks}: {points}."
        took = tricks_taken(result.maker_tricks)
        return f"{makers} took {took} and were euchred: {scorers} score {points}."
    seat = deal.to_act
    assert seat is not None
    up = deal.upcard.label()
    if deal.phase is Phase.BIDDING_2 and deal.rules.stick_the_dealer and seat == deal.dealer:
        down = deal.upcard.suit.plural
        if seat == bottom:  # the bidding panel below says which suits
            return "Stick the dealer: your turn to name trump."
        return f"{seat_name(seat)} (the dealer) is stuck: must name a suit other than {down}."
    if seat == bottom:  # the learner's bidding panel, right below, says what the choices are
        return {
            Phase.BIDDING_1: "Your turn to bid.",
            Phase.BIDDING_2: "Your turn to bid.",
            Phase.DISCARD: "Your turn to discard.",
            Phase.DEFEND: "Your turn to answer the lone hand.",
            Phase.PLAY: "Your turn to lead." if not deal.trick else "Your turn to play.",
        }[deal.phase]
    who = seat_name(seat) + (" (the dealer)" if seat == deal.dealer else "")
    verb = "take up" if seat == deal.dealer else "order up"  # the dealer takes it up
    return (
        who
        + " "
        + {
            Phase.BIDDING_1: f"to bid: {verb} {up} or pass.",
            Phase.BIDDING_2: "to bid: name a suit other than the one turned down, or pass.",
            Phase.DISCARD: f"took up {up} and is discarding a card.",
            Phase.DEFEND: "to answer the lone hand: defend alone or with a partner.",
            Phase.PLAY: "to lead." if not deal.trick else "to play.",
        }[deal.phase]
    )


class Table(CardWidget):
    """The card table. ``update(deal)`` shows a deal; only changed traits are sent."""

    _esm = component_esm("table")
    _css = component_css("table")

    seats = traitlets.Int(4, help="Seats at the table: 4, or 3 for Buck Euchre.").tag(sync=True)
    bottom = traitlets.Int(2, help="Seat drawn at the bottom (the learner): 2 is South.").tag(
        sync=True
    )
    names = traitlets.List(traitlets.Unicode(), help="Display name per seat 0..3.").tag(sync=True)
    dealer = traitlets.Int(-1, help="The dealer's seat, or -1.").tag(sync=True)
    to_act = traitlets.Int(-1, help="The seat to act, or -1.").tag(sync=True)
    bids = traitlets.List(traitlets.Unicode(), help="Each seat's latest bid as text, or ''.").tag(
        sync=True
    )
    trick = traitlets.List(
        traitlets.Dict(), help="Cards in the middle: [{seat, card, label}] in play order."
    ).tag(sync=True)
    trick_complete = traitlets.Bool(False, help="True when the middle shows a finished trick.").tag(
        sync=True
    )
    winner = traitlets.Int(-1, help="Seat that won the finished trick in the middle, or -1.").tag(
        sync=True
    )
    maker = traitlets.Int(-1, help="Seat that made trump, or -1.").tag(sync=True)
    alone = traitlets.Bool(False, help="True when the maker goes alone.").tag(sync=True)
    upcard = traitlets.Unicode("", help="The upcard's code.").tag(sync=True)
    upcard_state = traitlets.Enum(
        ("", "up", "taken", "turned down", "left"),
        "",
        help="The upcard: face up, taken, turned down, or left on the table (the dealer's"
        " partner ordered it up alone, so the dealer sits out).",
    ).tag(sync=True)
    kitty = traitlets.Int(0, help="Face-down cards left in the kitty.").tag(sync=True)
    sitting_out = traitlets.List(traitlets.Int(), help="Seats sitting out this hand.").tag(
        sync=True
    )
    out_notes = traitlets.List(
        traitlets.Unicode(), help="Per seat: why it sits out this hand, or ''."
    ).tag(sync=True)
    hand_counts = traitlets.List(traitlets.Int(), help="Cards in each seat's hand.").tag(sync=True)
    open_hands = traitlets.List(
        traitlets.List(traitlets.Unicode()), help="Hands shown face up per seat ([] = face down)."
    ).tag(sync=True)
    tricks_won = traitlets.List(
        traitlets.Int(), help="Tricks taken: [North-South, East-West]."
    ).tag(sync=True)
    team_names = traitlets.List(traitlets.Unicode(), help="Names of the two teams.").tag(sync=True)
    status = traitlets.Unicode("", help="One line: what happens next.").tag(sync=True)
    last_trick = traitlets.List(traitlets.Dict(), help="The last completed trick, for review.").tag(
        sync=True
    )
    last_winner = traitlets.Int(-1, help="Seat that won the last completed trick, or -1.").tag(
        sync=True
    )
    can_review = traitlets.Bool(False, help="True when the last trick may be looked at.").tag(
        sync=True
    )
    play_info = traitlets.Bool(
        True, help="Show trump, tricks taken and the last-trick button (off while dealing)."
    ).tag(sync=True)
    show_last = traitlets.Bool(False, help="Show the last completed trick (the learner asks).").tag(
        sync=True
    )

    def __init__(
        self,
        deal: Deal | None = None,
        *,
        bottom: int = 2,
        open_hands: Iterable[int] = (),
        names: Sequence[str] | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(bottom=bottom, **kwargs)
        self.names = list(names) if names is not None else self._default_names(bottom)
        self.team_names = list(TEAM_NAMES)
        self.open_seats = set(open_hands)
        #: The learner's bids are made for them on Continue (lesson 3 shows the bids): the
        #: status then says so instead of "Your turn to bid."
        self.watching = False
        self._review_callbacks = CallbackList()
        self.on_msg(self._on_front_end_msg)
        self.deal = deal
        if deal is not None:
            self.update(deal)

    @staticmethod
    def _default_names(bottom: int) -> list[str]:
        names = list(SEAT_NAMES)
        names[bottom] = f"You ({SEAT_NAMES[bottom]})"
        names[partner(bottom)] = f"{SEAT_NAMES[partner(bottom)]} (partner)"
        return names

    def update(self, deal: Deal | None = None) -> None:
        """Show ``deal`` (or the deal last shown, after it changed)."""
        if deal is not None:
            self.deal = deal
        deal = self.deal
        if deal is None:
            return
        trump = deal.trump
        with self.hold_sync():
            self._set_trump(trump)
            self.dealer = deal.dealer
            self.to_act = -1 if deal.to_act is None else deal.to_act
            self.maker = -1 if deal.maker is None else deal.maker
            self.alone = deal.alone
            self.sitting_out = list(deal.sitting_out)
            self.out_notes = sitting_out_notes(deal, self.bottom)
            self.hand_counts = [len(h) for h in deal.hands]
            self.open_hands = [
                [str(c) for c in deal.hands[s]] if s in self.open_seats else [] for s in range(4)
            ]
            self.tricks_won = [deal.tricks_won(0), deal.tricks_won(1)]
            self.bids = self._bids(deal)
            self._show_upcard(deal)
            self._show_trick(deal)
            before = last_play_text(deal, self.bottom) if deal.phase is Phase.PLAY else ""
            now = status_text(deal, self.bottom)
            if self.watching and deal.phase is not Phase.PLAY and deal.to_act == self.bottom:
                now = WATCHED_TURN
            self.status = f"{before} {now}".strip()

    def _bids(self, deal: Deal) -> list[str]:
        bids = ["", "", "", ""]
        for seat, action in deal.history:
            if action.kind in (Kind.PLAY, Kind.CLAIM_RENEGE):
                break
            text = bid_text(str(action), deal.upcard, seat == deal.dealer,
                            dealers_partner=seat == partner(deal.dealer),
                            dealer_name=dealer_name(seat, self.bottom))  # fmt: skip
            if text != "Discarded":
                bids[seat] = text
        return bids

    def _show_upcard(self, deal: Deal) -> None:
        self.upcard = str(deal.upcard)
        if deal.upcard_taken:
            self.upcard_state = "taken"
        elif deal.phase in (Phase.BIDDING_1,):
            self.upcard_state = "up"
        elif deal.dealer in deal.sitting_out and deal.trump is deal.upcard.suit:
            # Ordered up alone by the dealer's partner: the upcard stays on the table (this
            # course's convention), not in the kitty (walk18: "Turned down in round 1").
            self.upcard_state = "left"
        else:
            self.upcard_state = "turned down"
        self.kitty = 4 if self.upcard_state == "turned down" else 3

    def _show_trick(self, deal: Deal) -> None:
        trump = deal.trump
        last: Trick | None = deal.tricks[-1] if deal.tricks else None
        if deal.trick or last is None:
            self.trick = _played(deal.trick_seats, deal.trick, trump)
            self.trick_complete = False
            self.winner = -1
        else:
            self.trick = _played(last.seats, last.cards, trump)
            self.trick_complete = True
            self.winner = last.winner
        self._show_last_trick(last, trump)

    def _show_last_trick(self, last: Trick | None, trump: Suit | None) -> None:
        """The trick "Look at last trick" turns up (Euchre's and Buck Euchre's tables)."""
        last_trick = _played(last.seats, last.cards, trump) if last is not None else []
        if last_trick != self.last_trick:
            self.show_last = False  # a trick turned up is turned down as the next one ends
        self.last_trick = last_trick
        self.last_winner = last.winner if last is not None else -1
        # The rules let anyone turn up the last completed trick, never an earlier one. The
        # button works from the moment a trick is over (lesson 4's promise), also while that
        # trick still lies in the middle: it was grey then, and a learner to lead, looking
        # for the trick just won, found a button that did nothing (jsfix26).
        self.can_review = last is not None

    # ----------------------------------------------------------------- reviewing

    def on_review(self, callback: Any, remove: bool = False) -> None:
        """Call ``callback(text)`` when the learner turns up the last trick."""
        self._review_callbacks.register(callback, remove)

    def review_last(self) -> str:
        """Turn up the last completed trick; returns what it was, in words."""
        if not self.last_trick:
            self.show_last = False
            return "No trick has been completed yet."
        self.show_last = True
        cards = ", ".join(
            f"{seat_name(p['seat'])} {Card.parse(p['card']).label()}" for p in self.last_trick
        )
        winner = self.last_trick[[p["seat"] for p in self.last_trick].index(self.last_winner)]
        won = card_identity(Card.parse(winner["card"]), self.trump_suit)
        text = f"Last trick: {cards}. {seat_name(self.last_winner)} won it with {won}."
        self._review_callbacks(text)
        return text

    @traitlets.observe("show_last")
    def _show_last_changed(self, change: dict[str, Any]) -> None:
        if change["new"] and not self.last_trick:
            self.show_last = False

    def _on_front_end_msg(self, _widget: object, content: Any, _buffers: object) -> None:
        """Intents from the browser: ``{"type": "review"}`` or ``{"type": "hide_review"}``."""
        if not isinstance(content, dict):
            return
        if content.get("type") == "review":
            self.review_last()
        elif content.get("type") == "hide_review":
            self.show_last = False
