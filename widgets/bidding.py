"""BiddingPanel: the bids open to the learner, as buttons that are exactly the core's
legal actions (round 1, the dealer's discard, round 2, defending alone).

>>> from euchre_teach.core.dealing import seeded_deal
>>> deal = seeded_deal(7)
>>> panel = BiddingPanel(deal, seat=None)      # None: act for whoever is to act
>>> panel.choices
['pass', 'order', 'order alone']
>>> panel.bid("call S")
False
>>> panel.message.startswith("In round 1 the only suit on offer")
True
>>> panel.bid("order"), deal.phase.name
(True, 'DISCARD')
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import ipywidgets

from euchre_teach import Action, Card, Deal, IllegalAction, Kind, NotationError, Phase
from euchre_teach.core.actions import PASS
from euchre_teach.core.seats import seat_name
from widgets._base import CallbackList
from widgets._style import panel_style

__all__ = ["DISCARD_HAND_TITLE", "BiddingPanel", "action_words", "discard_prompt"]

DISCARD_HAND_TITLE = "Your hand: click or tap the card to discard"
"""The learner's hand while they discard as the dealer: every table in the course takes the
discard as a click on the card (lesson 5 teaches it that way first), never a button."""


def discard_prompt(upcard: Card, *, by_card: bool = True) -> str:
    """What the dealer who picked up ``upcard`` is told to do next.

    >>> print(discard_prompt(Card.parse("AH")))  # doctest: +NORMALIZE_WHITESPACE
    You took up A♥ and hold six cards: click or tap the card to discard in your hand; it
    goes face down. Any card may go, the upcard too.
    """
    how = ("click or tap the card to discard in your hand; it goes face down." if by_card
           else "discard one, face down.")  # fmt: skip
    return (f"You took up {upcard.label()} and hold six cards: {how}"
            " Any card may go, the upcard too.")


def action_words(action: Action, deal: Deal, seat: int) -> str:
    """A button's words for an action: ``"Order up K♥"``, ``"Name ♠ spades, go alone"``."""
    up = deal.upcard.label()
    if action.kind is Kind.PASS:  # not defending alone is no bid: say what it does
        return "Defend with your partner" if deal.phase is Phase.DEFEND else "Pass"
    if action.kind is Kind.ORDER:
        verb = "Take up" if seat == deal.dealer else "Order up"  # lesson 5's words
        return f"{verb} {up}" + (", go alone" if action.alone else "")
    if action.kind is Kind.CALL and action.suit is not None:
        return f"Name {action.suit.symbol} {action.suit.plural}" + (
            ", go alone" if action.alone else ""
        )
    if action.kind is Kind.DISCARD and action.card is not None:
        return f"Discard {action.card.label()}"
    if action.kind is Kind.DEFEND_ALONE:
        return "Defend alone"
    if action.kind is Kind.CLAIM_RENEGE:
        return "Claim a renege"
    assert action.card is not None  # the one kind left: play a card
    return f"Play {action.card.label()}"


def bids_in_order(deal: Deal, you: int | None = 2) -> str:
    """The hand's bids as a log, in order: ``"The bids: West passed, North passed, East
    ordered up 9♠."`` A cold walk (lesson 14, Auto-play on) opened on "Bidding is over" and
    a card led: the bidding had happened before the page was read, and nothing said how.

    >>> from euchre_teach.core.dealing import seeded_deal
    >>> deal = seeded_deal(1)
    >>> for action in ("pass", "pass", "order"):
    ...     deal.apply(action)
    >>> print(bids_in_order(deal))  # doctest: +ELLIPSIS
    The bids: ... passed, ... passed, ... ordered up ....
    """
    said = []
    for seat, action in deal.history:
        name = "you" if seat == you else seat_name(seat)
        if action.kind is Kind.PASS:
            said.append(f"{name} passed")
        elif action.kind is Kind.ORDER:
            verb = "took up" if seat == deal.dealer else "ordered up"
            said.append(f"{name} {verb} {deal.upcard.label()}" + (", alone" if action.alone
                                                                   else ""))  # fmt: skip
        elif action.kind is Kind.CALL and action.suit is not None:
            said.append(f"{name} named {action.suit.plural}" + (", alone" if action.alone
                                                                 else ""))  # fmt: skip
        elif action.kind is Kind.DEFEND_ALONE:
            said.append(f"{name} defended alone")
    if not said:
        return ""
    return f"The bids: {', '.join(said)}."


def _prompt(deal: Deal, seat: int, by_card: bool) -> str:
    up = deal.upcard
    phase = deal.phase
    if phase is Phase.BIDDING_1:
        if deal.dealer == seat:  # the dealer takes the upcard up (lesson 5's words)
            return (
                f"Round 1: make {up.suit.symbol} {up.suit.plural} trump by taking up"
                f" {up.label()} (it goes into your hand, as you are the dealer), or pass."
            )
        if deal.dealer == (seat + 2) % 4:
            who = "your partner, the dealer"
        else:
            who = f"the dealer, {seat_name(deal.dealer)}"
        return (
            f"Round 1: make {up.suit.symbol} {up.suit.plural} trump by ordering up"
            f" {up.label()} (it goes to {who}), or pass."
        )
    if phase is Phase.DISCARD:
        return discard_prompt(up, by_card=by_card)
    if phase is Phase.BIDDING_2:
        if deal.rules.stick_the_dealer and seat == deal.dealer:
            return (
                "Stick the dealer: everyone else passed twice, so you must name trump."
                f" Any suit but {up.suit.symbol} {up.suit.plural}, which was turned down."
            )
        return (
            f"Round 2: name trump (any suit but {up.suit.symbol} {up.suit.plural}, turned"
            " down in round 1), or pass."
        )
    if phase is Phase.PLAY:
        return "Someone on the other side failed to follow suit: you may claim the renege."
    if phase is Phase.DEFEND:
        maker = seat_name(deal.maker) if deal.maker is not None else "A player"
        return (f"{maker} is going alone. Defend alone for 4 points if you euchre them, or"
                " defend with your partner as usual.")  # fmt: skip
    return ""


class BiddingPanel(ipywidgets.VBox):  # type: ignore[misc]
    """Bidding buttons for ``seat`` (2, South, by default; None acts for whoever is to act)."""

    def __init__(self, deal: Deal | None = None, *, seat: int | None = 2,
                 discard_by_card: bool = False) -> None:  # fmt: skip
        super().__init__()
        self.add_class("et-panel")
        self.add_class("et-bidding")
        self.seat = seat
        #: True beside the learner's hand (a game's table): the dealer discards by clicking
        #: the card there, so the panel says so and shows no "Discard …" buttons.
        self.discard_by_card = discard_by_card
        self.deal = deal
        self.message = ""
        self.choices: list[str] = []
        self._bid_callbacks = CallbackList()
        self._button_cache: dict[tuple[str, str], ipywidgets.Button] = {}
        self._stuck_pass = ipywidgets.Button(
            description="Pass", disabled=True,
            tooltip="Stick the dealer: the dealer may not pass in round 2.",
        )  # fmt: skip
        self._prompt = ipywidgets.HTML()
        self._buttons = ipywidgets.Box(layout=ipywidgets.Layout(flex_flow="row wrap"))
        self._buttons.add_class("et-answers")
        self._message = ipywidgets.HTML()
        self.children = [panel_style(), self._prompt, self._buttons, self._message]
        self.update(deal)

    def on_bid(self, callback: Callable[[Action], Any], remove: bool = False) -> None:
        """Call ``callback(action)`` after the panel's seat makes a bid."""
        self._bid_callbacks.register(callback, remove)

    @property
    def acting_seat(self) -> int | None:
        """The seat the buttons act for now, or None when it is not that seat's turn."""
        if self.deal is None or self.deal.to_act is None:
            return None
        if self.seat is None or self.seat == self.deal.to_act:
            return self.deal.to_act
        return None

    def bid(self, action: Action | str) -> bool:
        """Make a bid for the panel's seat; a refused bid shows why and changes nothing."""
        deal = self.deal
        if deal is None:
            return self._say("There is no deal to bid on yet.", error=True)
        try:
            act = Action.parse(action) if isinstance(action, str) else action
            if act.kind is Kind.PLAY:
                raise IllegalAction("Cards are played from your hand, not from the bidding panel.")
            deal.apply(act, seat=self.seat)
        except (IllegalAction, NotationError) as error:
            return self._say(str(error), error=True)
        self.message = ""
        self.update()
        self._bid_callbacks(act)
        return True

    def focus_first_bid(self) -> bool:
        """Move the keyboard focus to the first bid open now; False when there is none."""
        for button in self._buttons.children:
            if not button.disabled:
                button.focus()
                return True
        return False

    def _say(self, text: str, *, error: bool = False) -> bool:
        self.message = text
        kind = "wrong" if error else "info"
        self._message.value = (
            f'<div class="et-feedback et-feedback-{kind}" role="status">{html.escape(text)}</div>'
            if text
            else ""
        )
        return False

    def update(self, deal: Deal | None = None) -> None:
        """Show the bids open now (after the deal changed, or for another deal)."""
        if deal is not None:
            self.deal = deal
        seat = self.acting_seat
        deal = self.deal
        actions = [] if deal is None or seat is None else deal.legal_actions()
        actions = [a for a in actions if a.kind is not Kind.PLAY]
        if deal is not None and seat is not None and deal.phase is Phase.DISCARD and (
                self.discard_by_card):  # fmt: skip
            self.choices = [str(a) for a in actions]  # bid() still takes one, as in tests
            self._buttons.children = []
            self._prompt.value = (f'<p class="et-prompt">'
                                  f"{html.escape(_prompt(deal, seat, True))}</p>")  # fmt: skip
            self._say(self.message, error=bool(self.message))
            return
        if deal is None or seat is None or not actions:
            self.choices = []
            self._buttons.children = []
            self._prompt.value = self._waiting_text()
            self._say(self.message, error=bool(self.message))
            return
        self.choices = [str(a) for a in actions]
        buttons = [self._button(a, deal, seat) for a in actions]
        if deal.phase is Phase.BIDDING_2 and PASS not in actions:
            buttons.insert(0, self._stuck_pass)
        self._buttons.children = buttons
        self._prompt.value = f'<p class="et-prompt">{html.escape(_prompt(deal, seat, False))}</p>'
        self._say(self.message, error=bool(self.message))

    def _button(self, action: Action, deal: Deal, seat: int) -> ipywidgets.Button:
        # Buttons are kept and reused: a new widget per refresh would cost a model on the
        # wire each time and pile up in the kernel over a long session.
        words = action_words(action, deal, seat)
        key = (str(action), words)
        button = self._button_cache.get(key)
        if button is None:
            button = ipywidgets.Button(description=words, tooltip=words)
            button.on_click(lambda _b, a=action: self.bid(a))
            self._button_cache[key] = button
        return button

    def _waiting_text(self) -> str:
        deal = self.deal
        if deal is None:
            return ""
        if deal.is_over:
            # The table's status above says the hand's result (made, euchred, thrown in):
            # a line on the bidding under it would be stale (a learner walk read "Bidding is
            # over: ♦ diamonds are trump" under "… euchred: North-South score 2 points").
            return ""
        if deal.phase is Phase.PLAY:
            if deal.trump is None or deal.maker is None:
                return ""
            alone = ", alone" if deal.alone else ""
            return (
                f'<p class="et-progress">{html.escape(bids_in_order(deal, self.seat))}'
                f" Bidding is over: {deal.trump.symbol} {deal.trump.plural} are trump, made by"
                f" {seat_name(deal.maker)}{alone}.</p>"
            )
        assert deal.to_act is not None
        return f'<p class="et-progress">Waiting for {seat_name(deal.to_act)} to bid.</p>'
