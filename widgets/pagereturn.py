"""PageReturn: the learner came back to this page (its tab shown again, its window focused).

A panel whose numbers another page can change holds one (invisible) ``PageReturn`` and reads
them again when the learner returns: lesson 13's drill streak counts the drill's positions
answered in Review too, and the drill's tab, left open, went on saying the count from before.

>>> from widgets.testing import front_end_msg
>>> back = PageReturn()
>>> heard = []
>>> back.on_return(lambda: heard.append("back"))
>>> front_end_msg(back, {"do": "back"})
>>> heard, back.returns
(['back'], 1)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import anywidget
import ipywidgets

from widgets._assets import plain_esm

__all__ = ["PageReturn"]


class PageReturn(anywidget.AnyWidget):  # type: ignore[misc]
    """Calls its ``on_return`` callbacks each time the learner comes back to the page."""

    _esm = plain_esm("pagereturn")

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(layout=ipywidgets.Layout(display="none"), **kwargs)
        self.returns = 0
        """How many times the learner has come back (what tests read)."""
        self._callbacks: list[Callable[[], None]] = []
        self.on_msg(self._heard)

    def on_return(self, callback: Callable[[], None]) -> None:
        """Call ``callback()`` each time the learner comes back to the page."""
        self._callbacks.append(callback)

    def _heard(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and content.get("do") == "back":
            self.returns += 1
            for callback in list(self._callbacks):
                callback()
