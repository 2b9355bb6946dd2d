"""The menu of every guided hand (lesson 10): choose one, and it starts below.

>>> chooser = HandChooser()
>>> len(chooser.hands) >= 16, chooser.player.record.title == chooser.hands[0][1].title
(True, True)
"""

from __future__ import annotations

import html

import ipywidgets

from euchre_teach.course.catalogue import hands_dir
from widgets.guided import GuidedHandPlayer
from widgets.guided_words import met_before, replay_note

__all__ = ["HandChooser"]


class HandChooser(ipywidgets.VBox):  # type: ignore[misc]
    """Every guided hand in ``lessons/hands``, easiest first, by title and what it teaches;
    choosing one starts it."""

    def __init__(self) -> None:
        super().__init__()
        from euchre_teach.course.catalogue import ordered_hands

        self.hands, self.met = ordered_hands(), met_before()
        titles = [(f"{i + 1}. {h.title}" + (f" (from lesson {self.met[n][0]})" if n in self.met
                   else ""), i) for i, (n, h, _t) in enumerate(self.hands)]  # fmt: skip
        self.picker = ipywidgets.Dropdown(options=titles, value=0, description="Hand",
                                          style={"description_width": "initial"},
                                          # the panel's width: a fixed one cut the
                                          # names ("1. The left-bower trap (from le")
                                          layout=ipywidgets.Layout(width="100%"))  # fmt: skip
        self.picker.observe(lambda change: self.start_hand(change["new"]), "value")
        self.teaches = ipywidgets.HTML()
        self.start_hand(0)

    def start_hand(self, index: int) -> GuidedHandPlayer:
        """Start hand number ``index`` (0-based, in lesson order)."""
        name, _record, teaches = self.hands[index]
        again = f" {replay_note(*self.met[name])}" if name in self.met else ""
        self.teaches.value = (f'<p class="et-teaches"><strong>This hand teaches:</strong>'
                              f" {html.escape(teaches)}{again}</p>")  # fmt: skip
        self.player = GuidedHandPlayer(hands_dir() / name)
        self.children = [self.picker, self.teaches, self.player]
        return self.player
