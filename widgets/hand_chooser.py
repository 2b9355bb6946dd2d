"""The menu of every guided hand (lesson 10): choose one, and it starts below.

On a desktop the menu is a drop-down ("Hand"), wide enough for every hand's whole name. A
phone's 390 px cut ten of the sixteen names in that box ("1. The left-bower trap (from
le…"), so there the menu is a list of buttons instead, one per hand, each name whole and
wrapped, folded behind "Choose a hand: see all 16" so the hand itself stays near the top.

>>> chooser = HandChooser()
>>> len(chooser.hands) >= 16, chooser.player.record.title == chooser.hands[0][1].title
(True, True)
>>> chooser.browse.click(); chooser.hand_buttons[2].click()
>>> chooser.picker.value, chooser.player.record.title == chooser.hands[2][1].title
(2, True)
>>> chooser.player._next.description == f"Next hand: {chooser.hands[3][1].title}"
True
"""

from __future__ import annotations

import html

import ipywidgets

from euchre_teach.course.catalogue import hands_dir
from widgets._style import panel_style
from widgets.guided import GuidedHandPlayer
from widgets.guided_words import met_before, replay_note
from widgets.inview import InView

__all__ = ["HandChooser"]

_CHOSEN = "et-chosen"


class HandChooser(ipywidgets.VBox):  # type: ignore[misc]
    """Every guided hand in ``lessons/hands``, easiest first, by title and what it teaches;
    choosing one starts it."""

    def __init__(self) -> None:
        super().__init__()
        from euchre_teach.course.catalogue import ordered_hands

        self.add_class("et-hand-chooser")
        self.hands, self.met = ordered_hands(), met_before()
        self.titles = [f"{i + 1}. {h.title}" + (f" (from lesson {self.met[n][0]})"
                       if n in self.met else "")
                       for i, (n, h, _t) in enumerate(self.hands)]  # fmt: skip
        self.picker = ipywidgets.Dropdown(options=[(t, i) for i, t in enumerate(self.titles)],
                                          value=0, description="Hand",
                                          style={"description_width": "initial"},
                                          # the panel's width: a fixed one cut the
                                          # names ("1. The left-bower trap (from le")
                                          layout=ipywidgets.Layout(width="100%"))  # fmt: skip
        self.picker.add_class("et-hand-menu")
        self.picker.observe(lambda change: self.start_hand(change["new"]), "value")
        # A phone's menu: every hand's whole name on a button of its own, folded.
        self.browse = ipywidgets.Button(tooltip="Show every hand's name, to choose one")
        self.browse.on_click(lambda _b: self.show_list(not self.listed))
        self.hand_buttons = []
        for index, title in enumerate(self.titles):
            button = ipywidgets.Button(description=title, tooltip=f"Play hand {title}")
            button.on_click(lambda _b, i=index: self.choose(i))
            self.hand_buttons.append(button)
        self._list = ipywidgets.VBox(self.hand_buttons)
        self._list.add_class("et-hand-buttons")
        self._phone = ipywidgets.VBox([self.browse, self._list])
        self._phone.add_class("et-hand-phone")
        self.listed = True
        self.show_list(False)
        self.teaches = ipywidgets.HTML()
        self.in_view = InView()
        self.start_hand(0)

    @property
    def chosen(self) -> int:
        """The hand chosen (0-based, in lesson order)."""
        return int(self.picker.value)

    def show_list(self, shown: bool) -> None:
        """Unfold (or fold) the phone's list of every hand."""
        self.listed = shown
        self._list.layout.display = None if shown else "none"
        self.browse.description = ("Hide the list of hands" if shown
                                   else f"Choose a hand: see all {len(self.hands)}")  # fmt: skip

    def choose(self, index: int) -> None:
        """Choose hand ``index`` as a learner does (the menu or a button of the list)."""
        self.show_list(False)
        if index != self.picker.value:
            self.picker.value = index  # starts it (observed)
        # The list folded, the page would stay where the button was, far below the hand's
        # name: bring the menu's button down to the hand's name into view.
        self.in_view.show((".et-hand-phone", "h3"), ("h3", "h3"))

    def start_hand(self, index: int) -> GuidedHandPlayer:
        """Start hand number ``index`` (0-based, in lesson order)."""
        name, _record, teaches = self.hands[index]
        again = f" {replay_note(*self.met[name])}" if name in self.met else ""
        self.teaches.value = (f'<p class="et-teaches"><strong>This hand teaches:</strong>'
                              f" {html.escape(teaches)}{again}</p>")  # fmt: skip
        for number, button in enumerate(self.hand_buttons):
            if number == index:
                button.add_class(_CHOSEN)
            else:
                button.remove_class(_CHOSEN)
        # Lesson 10 comes after going alone: a hand first met before it is judged with
        # loners here, as lesson 11 judges the same bids (a clear loner is not refused).
        self.player = GuidedHandPlayer(hands_dir() / name, loners=True)
        if index + 1 < len(self.hands):  # the way on at the hand's end, beside "again"
            self.player.offer_next(self.hands[index + 1][1].title,
                                   lambda: self.choose(index + 1))  # fmt: skip
        self.children = [panel_style(), self.picker, self._phone, self.teaches, self.player,
                         self.in_view]  # fmt: skip
        return self.player
