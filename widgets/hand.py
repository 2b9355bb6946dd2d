"""Hand: the learner's cards, to play (or pick) with mouse, touch or keyboard.

The hand is one tab stop: arrow keys move between cards, Home and End jump to the ends,
Enter or Space plays the card in focus. An illegal card is never silently ignored: the
core's explanation appears beside the hand and the card stays put.

>>> hand = Hand("JD QD 9C", trump="H", trick="AD")
>>> hand.play("JD")
False
>>> print(hand.message)  # doctest: +ELLIPSIS
Not allowed: A♦ was led, so you must follow diamonds, ... J♦ is not a diamond ...
>>> hand.play("QD"), hand.cards
(True, ['JD', '9C'])

Modes: ``"play"`` (a pick plays the card), ``"select"`` (picks toggle a selection, for
"tap every card you may play"), ``"choose"`` (a pick chooses one card) and ``"order"``
(picks number the cards in turn, for "highest to lowest").
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import traitlets

from euchre_teach import Card, IllegalAction, Suit, legal_plays
from euchre_teach.core.explain import explain_play
from widgets._assets import component_css, component_esm
from widgets._base import CallbackList, CardRow
from widgets.faces import card_codes

__all__ = ["MODES", "Hand"]

MODES = ("play", "select", "choose", "order")
WAITING_WORDS = "Wait for your turn: the other players are still to act."
NAV_KEYS = ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End")

#: A referee carries out a play for the hand (e.g. applies it to a Deal) or refuses it by
#: raising IllegalAction with the rule explained.
Referee = Callable[[Card], None]


class Hand(CardRow):
    """The learner's hand. See the module docstring for the modes and keys."""

    _esm = component_esm("hand")
    _css = component_css("hand")

    legal = traitlets.List(traitlets.Unicode(), help="Codes of the cards that may be played.").tag(
        sync=True
    )
    show_legal = traitlets.Bool(False, help="Highlight the cards that may be played.").tag(
        sync=True
    )
    mode = traitlets.Enum(MODES, "play", help="What a pick does: play, select, choose, order.").tag(
        sync=True
    )
    selected = traitlets.List(
        traitlets.Unicode(), help="Selected codes (select, choose), or the order so far (order)."
    ).tag(sync=True)
    focus = traitlets.Int(0, help="Index of the card holding the keyboard focus.").tag(sync=True)
    message = traitlets.Unicode("", help="Feedback shown beside the hand.").tag(sync=True)
    message_kind = traitlets.Enum(
        ("", "info", "ok", "error"), "", help="How the message is shown: info, ok or error."
    ).tag(sync=True)
    disabled = traitlets.Bool(False, help="True while it is not the learner's turn.").tag(sync=True)
    title = traitlets.Unicode("Your hand", help="Name of the hand for screen readers.").tag(
        sync=True
    )
    rejected = traitlets.Int(0, help="Counts refused picks, so the front end can shake.").tag(
        sync=True
    )

    def __init__(
        self,
        cards: Iterable[Card | str] | str = (),
        *,
        trump: Suit | str | None = None,
        trick: Iterable[Card | str] | str = (),
        mode: str = "play",
        referee: Referee | None = None,
        captions: Iterable[str] = (),
        title: str = "Your hand",
        **kwargs: Any,
    ) -> None:
        super().__init__(mode=mode, title=title, **kwargs)
        self.referee = referee
        #: What a card played while the hand is disabled is told: its owner says what is
        #: true at that moment ("Press Go on with 10♣ first"), not only "wait".
        self.waiting_words = WAITING_WORDS
        self._trick: list[Card] = []
        self._play_callbacks = CallbackList()
        self._pick_callbacks = CallbackList()
        self._picked: str | None = None  # the card of a pick being handled
        self.on_msg(self._on_front_end_msg)
        self.show(cards, trump=trump, trick=trick, captions=captions)

    # ----------------------------------------------------------------- state

    def show(
        self,
        cards: Iterable[Card | str] | str,
        *,
        trump: Suit | str | None = None,
        trick: Iterable[Card | str] | str = (),
        legal: Iterable[Card | str] | None = None,
        captions: Iterable[str] = (),
    ) -> None:
        """Show a position: the cards, the trump and the cards already played to the trick.

        ``legal`` overrides which cards count as playable (by default the core's
        ``legal_plays``). Only what changed is sent to the front end.
        """
        codes = card_codes(cards)
        self._trick = [Card.parse(c) for c in card_codes(trick)]
        with self.hold_sync():
            self._set_trump(trump)
            self.labels, self.badges = self._faces(codes)
            self.captions = list(captions)
            self.cards = codes
            self.legal = card_codes(legal) if legal is not None else self._core_legal()
            self.selected = [c for c in self.selected if c in codes]
            self.focus = min(self.focus, max(len(codes) - 1, 0))

    @property
    def hand(self) -> list[Card]:
        """The cards as :class:`Card` objects."""
        return [Card.parse(c) for c in self.cards]

    @property
    def trick(self) -> list[Card]:
        """The cards already played to the current trick (judges legality)."""
        return list(self._trick)

    def _core_legal(self) -> list[str]:
        return [str(c) for c in legal_plays(self.hand, self._trick, self.trump_suit)]

    def say(self, message: str, kind: str = "info") -> None:
        """Show feedback beside the hand (``kind``: info, ok or error)."""
        with self.hold_sync():
            self.message = message
            self.message_kind = kind if message else ""

    # ----------------------------------------------------------------- callbacks

    def on_play(self, callback: Callable[[Card], Any], remove: bool = False) -> None:
        """Call ``callback(card)`` after a card is played (mode ``"play"``)."""
        self._play_callbacks.register(callback, remove)

    def on_pick(self, callback: Callable[[Card, list[str]], Any], remove: bool = False) -> None:
        """Call ``callback(card, selected)`` after a pick in the other modes."""
        self._pick_callbacks.register(callback, remove)

    # ----------------------------------------------------------------- intents

    def pick(self, card: Card | str) -> bool:
        """The learner picked ``card`` (click, tap, Enter or Space): act as the mode says.

        Returns True when the pick was accepted.
        """
        if self.mode == "play":
            # The keyboard focus follows a tap. A played card leaves the hand (the focus is
            # clamped with the new cards), so only a refusal needs the focus moved: one
            # message fewer before the table answers a play.
            try:
                self._picked = card_codes([card])[0]
            except ValueError:
                self._picked = None  # play() explains the bad card text
            try:
                return self.play(card)
            finally:
                self._picked = None
        code = card_codes([card])[0]
        if code not in self.cards:
            self.say(f"{Card.parse(code).label()} is not one of these cards.", "error")
            self.rejected += 1
            return False
        if self.mode == "select" or self.mode == "order":
            chosen = list(self.selected)
            self.selected = [c for c in chosen if c != code] if code in chosen else [*chosen, code]
        else:
            self.selected = [code]
        self.focus = self.cards.index(code)
        self._pick_callbacks(Card.parse(code), list(self.selected))
        return True

    def play(self, card: Card | str) -> bool:
        """Play ``card``. A refused card leaves the hand as it was and shows why.

        With a ``referee`` (e.g. a PlayTable applying the play to its deal), the referee
        decides; otherwise the core's rules for this hand, trump and trick do.
        """
        try:
            chosen = Card.parse(card) if isinstance(card, str) else card
        except ValueError as error:
            return self._refuse(str(error))
        if self.disabled:
            return self._refuse(self.waiting_words)
        if str(chosen) not in self.cards:
            return self._refuse(f"{chosen.label()} is not in your hand.")
        if self.referee is not None:
            try:
                self.referee(chosen)
            except IllegalAction as error:
                return self._refuse(str(error))
            if self.message_kind == "error":
                self.say("")  # an earlier refusal is answered: the card was played
        else:
            verdict = explain_play(chosen, self.hand, self._trick, self.trump_suit)
            if verdict.startswith("Not allowed"):
                return self._refuse(verdict)
            self._remove(chosen, verdict if self._trick else "")
        self._play_callbacks(chosen)
        return True

    def _remove(self, card: Card, explanation: str) -> None:
        codes = [c for c in self.cards if c != str(card)]
        with self.hold_sync():
            self.show(codes, trump=self.trump_suit, trick=[*self._trick, card], legal=[])
            self.say(explanation, "ok")

    def _refuse(self, explanation: str) -> bool:
        with self.hold_sync():
            self.say(explanation, "error")
            self.rejected += 1
            if self._picked in self.cards:
                self.focus = self.cards.index(self._picked)
        return False

    def key(self, name: str) -> bool:
        """A key pressed while the hand has focus: arrows, Home, End, Enter or Space.

        The browser moves the focus itself (it must feel instant) and reports it; this
        method does the same for tests and programmatic use. Returns False for other keys.
        """
        count = len(self.cards)
        if count == 0:
            return False
        if name in NAV_KEYS:
            moves = {"ArrowLeft": self.focus - 1, "ArrowUp": self.focus - 1,
                     "ArrowRight": self.focus + 1, "ArrowDown": self.focus + 1,
                     "Home": 0, "End": count - 1}  # fmt: skip
            self.focus = moves[name] % count
            return True
        if name in ("Enter", " ", "Space", "Spacebar"):
            self.pick(self.cards[min(self.focus, count - 1)])
            return True
        return False

    def take_focus(self) -> None:
        """Move the keyboard focus to the hand (its card in focus) in the browser."""
        self.send({"do": "focus"})

    def clear(self) -> None:
        """Clear the selection and the message."""
        with self.hold_sync():
            self.selected = []
            self.say("")

    def _on_front_end_msg(self, _widget: object, content: Any, _buffers: object) -> None:
        """Intents from the browser: ``{"type": "pick", "card": "JH"}`` or a key."""
        if not isinstance(content, dict):
            return
        if content.get("type") == "pick" and isinstance(content.get("card"), str):
            self.pick(content["card"])
        elif content.get("type") == "key" and isinstance(content.get("key"), str):
            self.key(content["key"])
