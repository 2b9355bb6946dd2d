"""Buck Euchre at the table: three seats, the in/out panel and the countdown scoreboard.

:class:`BuckTable` is the four-player :class:`~widgets.table.Table` (same drawing, same
cards, same last-trick review) set to three seats and fed from a
:class:`~euchre_teach.buck.deal.BuckDeal`. :class:`BuckScoreboard` counts each player down from
15 to 0. :class:`BuckBidPanel` offers exactly the bids, and the "in" or "out", that the
rules allow the learner now.

>>> from euchre_teach.buck.game import buck_seeded_deal
>>> deal = buck_seeded_deal(7)
>>> table = BuckTable(deal)
>>> table.seats, table.names, table.kitty
(3, ['West', 'East', 'You (South)'], 8)
>>> table.status
'West to bid: order up Q♠ or pass.'
>>> BuckScoreboard((15, 9, -1)).text
'West 15, East 9, You (South) -1: first to 0 or below wins.'
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets

from euchre_teach.buck.deal import BuckDeal
from euchre_teach.buck.rules import BUCK_SEATS, BuckPhase
from euchre_teach.buck.words import change_words
from euchre_teach.core.actions import Action, Kind
from euchre_teach.core.explain import action_done, action_phrase, card_identity
from widgets._base import CallbackList
from widgets._style import panel_style
from widgets.table import Table, _played, bid_text, dealer_name

__all__ = ["LEARNER", "NAMES", "BuckBidPanel", "BuckScoreboard", "BuckTable", "buck_status",
           "took_up"]

LEARNER = 2
NAMES = ("West", "East", "You (South)")
_FILLS = ("et-team-0", "et-team-1", "et-seat-2")  # a colour per player on the scoreboard


def _who(seat: int, bottom: int) -> str:
    return "You" if seat == bottom else BUCK_SEATS[seat]


def buck_status(deal: BuckDeal, bottom: int = LEARNER) -> str:
    """One line saying what happens next, for the table's status bar."""
    if deal.phase is BuckPhase.PASSED_OUT:
        return "Everyone passed twice: the hand is thrown in and the next dealer deals."
    if deal.phase is BuckPhase.DONE:
        assert deal.result is not None
        taken = ", ".join(f"{_who(s, bottom)} {deal.result.tricks[s]}" for s in deal.playing)
        bucked = [_who(s, bottom) for s in deal.result.bucked]
        tail = f"; bucked: {' and '.join(bucked)}" if bucked else ""
        return f"Hand over. Tricks: {taken}{tail}."
    seat = deal.to_act
    assert seat is not None
    you = seat == bottom
    dealer = " (the dealer)" if seat == deal.dealer else ""
    who = "Your turn" if you else BUCK_SEATS[seat] + dealer
    up = deal.upcard.label()
    verb = "take up" if seat == deal.dealer else "order up"  # the dealer takes it up
    return who + {
        BuckPhase.BIDDING_1: f" to bid: {verb} {up} or pass.",
        BuckPhase.BIDDING_2: " to bid: name a suit other than the one turned down, or pass."
        if not (deal.rules.stick_the_dealer and seat == deal.dealer)
        else f" to bid and stuck: must name a suit other than {deal.upcard.suit.plural}.",
        BuckPhase.DISCARD: f" to discard: {up} was taken up"
        + (" (dirty clubs: clubs are trump)." if deal.dirty_clubs else "."),
        BuckPhase.IN_OR_OUT: ": in or out?",
        BuckPhase.PLAY: " to lead." if not deal.trick else " to play.",
    }[deal.phase]


def _last_play(deal: BuckDeal, bottom: int) -> str:
    if deal.phase is not BuckPhase.PLAY and deal.phase is not BuckPhase.DONE:
        return ""
    if not deal.history or deal.history[-1][1].kind is not Kind.PLAY:
        return ""
    seat, action = deal.history[-1]
    assert action.card is not None
    text = f"{_who(seat, bottom)} played {card_identity(action.card, deal.trump)}."
    if not deal.trick and deal.tricks:
        trick = deal.tricks[-1]
        card = trick.cards[trick.seats.index(trick.winner)]
        taker = "You take" if trick.winner == bottom else f"{BUCK_SEATS[trick.winner]} takes"
        text += f" {taker} the trick with {card.label()}."
    return text


class BuckTable(Table):
    """The card table with three seats; ``update(deal)`` shows a :class:`BuckDeal`."""

    def __init__(self, deal: BuckDeal | None = None, *, bottom: int = LEARNER,
                 **kwargs: Any) -> None:  # fmt: skip
        super().__init__(None, bottom=bottom, names=list(NAMES), seats=3, **kwargs)
        self.team_names = []
        self.buck_deal = deal
        if deal is not None:
            self.update(deal)

    def update(self, deal: Any = None) -> None:
        """Show ``deal`` (or the hand last shown, after it changed)."""
        if deal is not None:
            self.buck_deal = deal
        deal = getattr(self, "buck_deal", None)
        if not isinstance(deal, BuckDeal):
            return
        with self.hold_sync():
            self._set_trump(deal.trump)
            self.dealer = deal.dealer
            self.to_act = -1 if deal.to_act is None else deal.to_act
            self.maker = -1 if deal.maker is None else deal.maker
            self.sitting_out = list(deal.dropped)
            self.out_notes = ["Dropped out this hand" if s in deal.dropped else ""
                              for s in range(3)]  # fmt: skip
            self.hand_counts = [len(h) for h in deal.hands]
            self.open_hands = [[str(c) for c in deal.hands[s]] if s in self.open_seats else []
                               for s in range(3)]  # fmt: skip
            self.tricks_won = ([deal.tricks_taken(s) for s in range(3)]
                               if deal.trump is not None else [])  # clubs are Suit 0
            self.bids = self._buck_bids(deal)
            self.upcard = str(deal.upcard)
            # Once round 1 is passed the upcard lies face down in the kitty, to the end of
            # the hand: never shown as the upcard again.
            gone = not deal.upcard_taken and deal.phase is not BuckPhase.BIDDING_1
            self.upcard_state = "taken" if deal.upcard_taken else "turned down" if gone else "up"
            self.kitty = 9 if gone else 8
            self._buck_trick(deal)
            before = _last_play(deal, self.bottom)
            self.status = f"{before} {buck_status(deal, self.bottom)}".strip()

    def _buck_bids(self, deal: BuckDeal) -> list[str]:
        bids = ["", "", ""]
        for seat, action in deal.history:
            if action.kind is Kind.PLAY:
                break
            if action.kind is Kind.IN:
                bids[seat] = "In"
            elif action.kind is Kind.OUT:
                bids[seat] = "Out"
            elif action.kind is not Kind.DISCARD:
                bids[seat] = bid_text(str(action), deal.upcard, seat == deal.dealer,
                                      dealer_name=dealer_name(seat, self.bottom, BUCK_SEATS))
        return bids

    def _buck_trick(self, deal: BuckDeal) -> None:
        last = deal.tricks[-1] if deal.tricks else None
        if deal.trick or last is None:
            self.trick = _played(deal.trick_seats, deal.trick, deal.trump)
            self.trick_complete, self.winner = False, -1
        else:
            self.trick = _played(last.seats, last.cards, deal.trump)
            self.trick_complete, self.winner = True, last.winner
        self._show_last_trick(last, deal.trump)

    def review_last(self) -> str:
        """Turn up the last completed trick; returns what it was, in words."""
        if not self.last_trick:
            self.show_last = False
            return "No trick has been completed yet."
        self.show_last = True
        deal = self.buck_deal
        assert deal is not None and deal.tricks
        trick = deal.tricks[-1]
        cards = ", ".join(f"{BUCK_SEATS[s]} {c.label()}" for s, c in zip(trick.seats, trick.cards,
                                                                       strict=True))  # fmt: skip
        won = card_identity(trick.cards[trick.seats.index(trick.winner)], deal.trump)
        text = f"Last trick: {cards}. {BUCK_SEATS[trick.winner]} won it with {won}."
        self._review_callbacks(text)
        return text


def buck_score_words(left: int) -> str:
    """A player's Buck score as the score bar says it: the score counts down, and 0 wins.
    ("Score", not "count": lesson 15's coach estimates tricks, and lesson 6 has a count.)

    >>> buck_score_words(12), buck_score_words(0)
    ('score 12: 12 away from 0, which wins', 'score 0: reached 0')
    """
    if left <= 0:
        return f"score {left}: reached 0"
    return f"score {left}: {left} away from 0, which wins"


class BuckScoreboard(ipywidgets.VBox):  # type: ignore[misc]
    """Each player's score, down from the start score to 0: lowest is best."""

    def __init__(self, scores: Sequence[int] = (15, 15, 15), *, start: int = 15,
                 names: Sequence[str] = NAMES) -> None:  # fmt: skip
        super().__init__()
        self.add_class("et-panel")
        self.add_class("et-scoreboard")
        self.start = start
        self.names = tuple(names)
        self.scores: tuple[int, ...] = tuple(scores)
        self._html = ipywidgets.HTML()
        self.children = [panel_style(), self._html]
        self.update(scores)

    @property
    def text(self) -> str:
        """The scores in words (what a screen reader hears)."""
        each = ", ".join(f"{n} {s}" for n, s in zip(self.names, self.scores, strict=True))
        return f"{each}: first to 0 or below wins."

    def update(self, scores: Sequence[int], changes: Sequence[int] = (),
               dropped: Sequence[int] = ()) -> None:  # fmt: skip
        """Show new scores, with this hand's change beside each when given (and "dropped
        out" for the seats in ``dropped``)."""
        self.scores = tuple(int(s) for s in scores)
        top = max(self.start, *self.scores)
        rows = []
        for seat, (name, left) in enumerate(zip(self.names, self.scores, strict=True)):
            width = max(0, min(100, round(100 * left / top)))
            change = f" ({change_words(changes[seat])} this hand)" if changes else ""
            if seat in dropped:
                change = " (dropped out this hand)"
            said = buck_score_words(left)
            rows.append(
                f'<div class="et-score-team"><div class="et-score-line"><strong>'
                f"{html.escape(name)}</strong><span>{said}{change}</span></div>"
                f'<div class="et-score-bar" role="meter" aria-valuemin="0"'
                f' aria-valuemax="{top}" aria-valuenow="{max(left, 0)}"'
                f' aria-label="{html.escape(name)}: {said}">'
                f'<div class="et-score-fill {_FILLS[seat]}" style="width:{width}%"></div>'
                "</div></div>"
            )
        rows.append(f'<p class="et-progress">Everyone\'s score starts at {self.start} and'
                    " counts down: each trick takes 1 off your score, a buck adds 5 to it. The"
                    " first to reach 0 wins, so the shorter the bar, the nearer to"
                    " winning.</p>")  # fmt: skip
        self._html.value = "".join(rows)


class BuckBidPanel(ipywidgets.VBox):  # type: ignore[misc]
    """Buttons for the learner's bids and the in/out choice: only what is allowed now."""

    def __init__(self, seat: int = LEARNER) -> None:
        super().__init__()
        self.add_class("et-panel")
        self.add_class("et-buck-bids")
        self.seat = seat
        self._callbacks = CallbackList()
        self._prompt = ipywidgets.HTML()
        self._row = ipywidgets.Box(layout=ipywidgets.Layout(flex_flow="row wrap"))
        self._row.add_class("et-answers")
        self.children = [self._prompt, self._row]

    def on_bid(self, callback: Callable[[Action], Any], remove: bool = False) -> None:
        """Call ``callback(action)`` when the learner presses a button."""
        self._callbacks.register(callback, remove)

    def update(self, deal: BuckDeal) -> None:
        """Offer the learner's choices in ``deal`` (none when it is not a bid or in/out)."""
        choosing = deal.to_act == self.seat and deal.phase in (
            BuckPhase.BIDDING_1, BuckPhase.BIDDING_2, BuckPhase.IN_OR_OUT)  # fmt: skip
        if not choosing:
            self._prompt.value, self._row.children = "", ()
            self.layout.display = "none"
            return
        self.layout.display = None
        if deal.phase is BuckPhase.IN_OR_OUT:
            assert deal.maker is not None and deal.trump is not None
            prompt = (f"{BUCK_SEATS[deal.maker]} made {deal.trump.plural} trump and needs 3"
                      " tricks. Stay <strong>in</strong> (you then need 1 trick, or you are"
                      " bucked: 5 added to your score) or drop <strong>out</strong> (your score"
                      " stays as it is)?")  # fmt: skip
        else:
            prompt = "Your bid:"
        self._prompt.value = f'<p class="et-bid-prompt">{prompt}</p>'
        buttons = []
        for action in deal.legal_actions():
            button = ipywidgets.Button(description=_button_words(action, deal))
            button.on_click(lambda _b, chosen=action: self._callbacks(chosen))
            buttons.append(button)
        self._row.children = tuple(buttons)


def _button_words(action: Action, deal: BuckDeal) -> str:
    if action.kind is Kind.ORDER:
        return ("Take up " if deal.to_act == deal.dealer else "Order up ") + deal.upcard.label()
    if action.kind is Kind.CALL and action.suit is not None:
        return f"Name {action.suit.symbol} {action.suit.plural}"
    if action.kind is Kind.IN:
        return "In"
    if action.kind is Kind.OUT:
        return "Out"
    return action_phrase(action).capitalize()


def said(seat: int, action: Action, bottom: int = LEARNER, dealer: int | None = None) -> str:
    """What a seat did, as a sentence, with this table's names (``dealer``: the dealer's
    seat, who *takes* the upcard up rather than ordering it up)."""
    return action_done(seat, action, you=bottom, names=BUCK_SEATS, dealer=dealer)


def took_up(deal: BuckDeal, discard: Action, bottom: int = LEARNER) -> str:
    """The dealer's pickup and discard, as the log says it (walk19: lesson 15's log went
    from "You ordered up the upcard" to the in-or-outs, the dealer's pickup unsaid). The
    card discarded is named only when the learner discarded it: another's is face down."""
    dealer, card = deal.dealer, discard.card
    you = dealer == bottom
    gone = f"discarded {card.label()}" if you and card is not None else "discarded a card face down"
    who = "You" if you else BUCK_SEATS[dealer]
    if deal.maker == dealer:  # the dealer's own bid said "took up"
        return f"{who} {gone}."
    upcard = deal.upcard.label()
    return f"{who} (the dealer) took up {upcard} and {gone}."
