"""InView: the page moves to the learner's next action, on the learner's own action only.

A panel holds one (invisible) ``InView``; after the learner presses something that changes
what comes next (Start the game, a bid, Continue), the panel calls ``show(...)`` with spans
of its own content, as pairs of CSS selectors: the top of the first element to the bottom
of the second. The browser shows the first span that fits the screen, moving the page as
little as it can (not at all when the span is already in view), and gives up as soon as the
learner scrolls by themselves. Nothing moves while the learner reads: a page that opens or
a computer player's move never calls ``show``.

>>> view = InView()
>>> view.show((TABLE, ".et-bidding"), (".et-bidding", ".et-bidding"))
>>> view.asked[-1]
[['.et-table-root', '.et-bidding'], ['.et-bidding', '.et-bidding']]
"""

from __future__ import annotations

from typing import Any

import anywidget
import ipywidgets

from euchre_teach import Phase
from widgets._assets import plain_esm

__all__ = ["FELT", "FIRST_QUESTION", "SAID", "TABLE", "InView", "guided_spans", "show_at_turn"]

TABLE = ".et-table-root"
"""A table's top: the trump line above the felt, North's seat on the felt."""


class InView(anywidget.AnyWidget):  # type: ignore[misc]
    """Shows a part of the panel it sits in when asked (see the module docstring)."""

    _esm = plain_esm("inview")

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(layout=ipywidgets.Layout(display="none"), **kwargs)
        #: Every request made, newest last (what tests read).
        self.asked: list[list[list[str]]] = []
        #: Every follow-up request (:meth:`again`), newest last.
        self.asked_again: list[list[list[str]]] = []
        #: Every element given the focus (:meth:`focus`), newest last.
        self.focused: list[str] = []
        self._at_turn: tuple[Any, Any] | None = None  # see show_at_turn

    def show(self, *spans: tuple[str, str]) -> None:
        """Bring the first of ``spans`` (top selector, bottom selector) that fits into view."""
        asked = [[top, bottom] for top, bottom in spans]
        self.asked.append(asked)
        self.send({"do": "show", "spans": asked})

    def focus(self, selector: str) -> None:
        """Give the keyboard focus to the first shown element of the panel that matches
        ``selector``, without moving the page (a button's own focus() scrolled it to the
        middle of the screen: lesson 14's "Deal the next hand", layout39 walk); the page
        moves, if at all, by :meth:`show`."""
        self.focused.append(selector)
        self.send({"do": "focus", "selector": selector})

    def again(self, *spans: tuple[str, str]) -> None:
        """As :meth:`show`, to follow up the learner's last action (their turn came after
        the others moved), unless the learner has moved the page since that action."""
        asked = [[top, bottom] for top, bottom in spans]
        self.asked_again.append(asked)
        self.send({"do": "again", "spans": asked})


FIRST_QUESTION = ((".et-graded-title, .et-progress", ".et-answers"),
                  (".et-progress", ".et-answers"), (".et-progress", ".et-prompt"))
"""A quiz started again: its heading down to the first question's answers (walk19: on a
phone only the last question's buttons showed, the question above the screen)."""

FELT = ".et-table"
"""A table's felt: the four seats and the trick, without the trump line above it."""

SAID = ".et-feedback, .et-log-new"
"""What the learner's press brought: the answer to their move (under the buttons) when
there is one, else the log's newest line (what was just played, with its reason)."""


def guided_spans(player: Any) -> list[tuple[str, str]]:
    """What a :class:`~widgets.guided.GuidedHandPlayer` shows after the learner's press:
    the table down to what the press brought (:data:`SAID`: the answer to the learner's
    move, else the log's newest line), else the next thing to press down to it (on a phone
    the trick so far stays on screen with a card to play; with Continue next, the felt down
    to what was said, else the table down to Continue, come first: the table is never given
    up for the log), else that thing alone. After Continue, what was just played stays on
    screen (issue 27 walk: on a phone the log's newest line was below the fold; the log
    keeps to a short box of its own, so the table down to it fits).

    The next thing: at the end, the hand's outcome (in the log); "Go on with …" or
    Continue (the row of buttons); a card to play or discard (the hand); else the bids.
    """
    if player.guide.finished:
        return [(TABLE, ".et-outcome"), (".et-guided-ways", ".et-outcome"),
                (".et-outcome", ".et-outcome")]  # fmt: skip
    card = player.waiting and player.deal.phase in (Phase.PLAY, Phase.DISCARD)
    if player.pending is not None or not player.waiting:
        action = ".et-guided-ways"
    else:
        action = ".et-hand" if card else ".et-guided-bids"
    spans = [] if action == ".et-guided-ways" else [(TABLE, SAID)]
    if card:
        spans.append((".et-on-table", SAID))
    elif action == ".et-guided-ways":
        # Continue comes next: the table stays on screen with it before what was said does
        # (fix17 walk: each Continue showed Continue down to the log's newest line, and
        # after three presses North's seat and the trick were above the screen). The felt
        # (North's seat at its top) down to the newest line comes first: the trump line
        # above it too only just fitted a 1280x900 window, and the page went up and down
        # by a line as the newest line took one line or two (layout39 walk: Continue met
        # at another height after every other press).
        spans += [(FELT, SAID), (TABLE, action)]
    return [*spans, (action, SAID), (action, action)]


def show_at_turn(view: InView, table: Any, spans: tuple[tuple[str, str], ...]) -> None:
    """The learner dealt a hand (Start the game, Deal the next hand): show ``spans`` now,
    and again at the learner's first turn in it if the others move first, since their bids
    come after the page has moved (lesson 14 on a phone: the first bid's buttons came at
    the very bottom, Hint below the fold). The browser moves the page then only if the
    learner has not moved it since (:meth:`InView.again`)."""
    view.show(*spans)
    if view._at_turn is not None:  # a hand the learner never had a turn in
        old_table, old_turn = view._at_turn
        old_table.on_move(old_turn, remove=True)
        view._at_turn = None
    if table is None or table.deal.to_act == table.learner:
        return

    def turn() -> None:
        if table.deal.to_act == table.learner:
            table.on_move(turn, remove=True)
            view._at_turn = None
            view.again(*spans)

    table.on_move(turn)
    view._at_turn = (table, turn)
