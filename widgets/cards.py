"""Cards: a row of card faces to look at (examples in a lesson, a quiz's cards).

>>> row = Cards("JH JD AH", trump="H")
>>> row.badges
['right bower', 'left bower (counts as ♥)', 'trump']
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import traitlets

from euchre_teach import Card, Suit
from widgets._assets import component_css, component_esm
from widgets._base import CardRow
from widgets.faces import card_codes

__all__ = ["Cards"]


class Cards(CardRow):
    """A row of cards, face up, with badges and captions; nothing to click."""

    _esm = component_esm("cards")
    _css = component_css("cards")

    highlight = traitlets.List(traitlets.Unicode(), help="Codes of cards drawn highlighted.").tag(
        sync=True
    )
    title = traitlets.Unicode("Cards", help="Name of the row for screen readers.").tag(sync=True)

    def __init__(
        self,
        cards: Iterable[Card | str] | str = (),
        *,
        trump: Suit | str | None = None,
        captions: Iterable[str] = (),
        highlight: Iterable[Card | str] | str = (),
        title: str = "Cards",
        **kwargs: Any,
    ) -> None:
        super().__init__(title=title, **kwargs)
        self.show(cards, trump=trump, captions=captions, highlight=highlight)

    def show(
        self,
        cards: Iterable[Card | str] | str,
        *,
        trump: Suit | str | None = None,
        captions: Iterable[str] = (),
        highlight: Iterable[Card | str] | str = (),
    ) -> None:
        """Show these cards (with badges for this trump)."""
        codes = card_codes(cards)
        with self.hold_sync():
            self._set_trump(trump)
            self.labels, self.badges = self._faces(codes)
            self.captions = list(captions)
            self.highlight = card_codes(highlight)
            self.cards = codes
