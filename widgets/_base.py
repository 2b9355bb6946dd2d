"""What every card component shares: trump, the deck palette, the animation speed and the
callbacks in the ipywidgets manner."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from typing import Any

import anywidget
import traitlets

from euchre_teach import Card, Suit
from widgets.faces import badge, parse_trump, spoken_label

__all__ = ["CallbackList", "CardRow", "CardWidget", "running_loop"]


class CallbackList:
    """Callbacks registered with ``on_...(callback, remove=False)``, called in order."""

    def __init__(self) -> None:
        self._callbacks: list[Callable[..., Any]] = []

    def register(self, callback: Callable[..., Any], remove: bool = False) -> None:
        if remove:
            if callback in self._callbacks:
                self._callbacks.remove(callback)
        elif callback not in self._callbacks:
            self._callbacks.append(callback)

    def __call__(self, *args: Any) -> None:
        for callback in list(self._callbacks):
            callback(*args)


class CardWidget(anywidget.AnyWidget):  # type: ignore[misc]
    """Base of the components that draw cards (not used on its own)."""

    trump = traitlets.Unicode("", help="Trump suit letter (C, D, H, S), or '' before trump.").tag(
        sync=True
    )
    four_colour = traitlets.Bool(
        False, help="Four-colour deck: each suit its own colour, pairs kept visibly paired."
    ).tag(sync=True)
    show_badges = traitlets.Bool(
        True, help="Show teaching badges: right bower, left bower (counts as ...), trump."
    ).tag(sync=True)
    animation_ms = traitlets.Int(200, help="Length of card animations in milliseconds.").tag(
        sync=True
    )

    @property
    def trump_suit(self) -> Suit | None:
        """The trump as a :class:`Suit` (None before trump is made)."""
        return parse_trump(self.trump)

    def _set_trump(self, trump: Suit | str | None) -> None:
        suit = parse_trump(trump)
        self.trump = suit.letter if suit is not None else ""

    def _faces(self, codes: Sequence[str]) -> tuple[list[str], list[str]]:
        """Spoken labels and badges for these cards under the current trump.

        With badges hidden (a quiz before it is answered) the spoken labels are the plain
        card names too, so a screen reader does not give the answer away either.
        """
        trump = self.trump_suit
        cards = [Card.parse(code) for code in codes]
        shown = trump if self.show_badges else None
        return [spoken_label(c, shown) for c in cards], [badge(c, trump) for c in cards]

    @traitlets.observe("trump", "show_badges")
    def _relabel(self, change: dict[str, Any]) -> None:
        codes = getattr(self, "cards", None)
        if isinstance(codes, list):
            self.labels, self.badges = self._faces(codes)



class CardRow(CardWidget):
    """Base of the components that show a row of cards: the cards, and per card what a
    screen reader says, its teaching badge and a caption."""

    cards = traitlets.List(traitlets.Unicode(), help="Card codes shown, in order.").tag(
        sync=True
    )
    labels = traitlets.List(traitlets.Unicode(), help="What a screen reader says per card.").tag(
        sync=True
    )
    badges = traitlets.List(traitlets.Unicode(), help="Teaching badge per card, or ''.").tag(
        sync=True
    )
    captions = traitlets.List(traitlets.Unicode(), help="Text under each card, or ''.").tag(
        sync=True
    )


def running_loop() -> asyncio.AbstractEventLoop | None:
    """The event loop running this code (a kernel's, in a page), or None (plain Python)."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None
