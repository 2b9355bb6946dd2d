"""PlayTable: a whole deal at the table, computer players in the other three seats.

The learner (South) bids with the bidding panel and plays from the hand; the computer
players move at the learner's pace: one move per "Continue" press, or by themselves
with a short delay (``auto``). "Hint" shows the hint engine's advice and its reason;
"Explain the last trick" says why the last trick went the way it did.

>>> from euchre_teach.core.dealing import seeded_deal
>>> table = PlayTable(seeded_deal(7), delay=0)     # delay 0: the computer moves at once
>>> table.deal.to_act                              # the computer passed or bid up to South
2
>>> table.bid("call S")
False
>>> table.bid("pass")
True

Computer players are any objects with ``choose(view) -> Action``; by default CoachBot (or,
if the players package is missing, a stand-in that takes the first legal action).
"""

from __future__ import annotations

import asyncio
import collections
import random
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

import ipywidgets

from euchre_teach import Action, Card, Deal, IllegalAction, Kind, Phase, Rules, View
from euchre_teach.core.actions import DISCARD, PLAY
from euchre_teach.core.dealing import deal_cards
from euchre_teach.core.explain import explain_trick
from euchre_teach.core.seats import TEAM_NAMES, seat_name
from widgets._base import CallbackList, running_loop
from widgets._style import feedback_html, panel_style
from widgets.autoplay import SPEEDS, auto_play_words, trick_pause
from widgets.bidding import DISCARD_HAND_TITLE, BiddingPanel, action_words
from widgets.hand import Hand
from widgets.hint_words import no_hint_now, spelled_out
from widgets.scoreboard import GameLine, Scoreboard
from widgets.table import Table

if TYPE_CHECKING:
    from euchre_teach.strategy.advice import Hint

__all__ = ["SPEEDS", "FirstLegal", "PlayTable", "Player", "auto_play_words",
           "default_player", "kept_hint"]  # fmt: skip


class Player(Protocol):
    """A computer player: given a seat's view, the action it takes (legal in the deal)."""

    def choose(self, view: View) -> Action: ...


class FirstLegal:
    """Stand-in player: takes the first legal action (used only without the players)."""

    def choose(self, view: View) -> Action:
        return view.legal_actions[0]


def default_player(seat: int) -> Player:
    """CoachBot for ``seat`` when the players package is there, else :class:`FirstLegal`."""
    try:
        from euchre_teach.players import CoachBot
    except ImportError:
        return FirstLegal()
    player: Player = CoachBot(seed=seat)
    return player


def advice(view: View) -> tuple[Action, str]:
    """The hint engine's action and reason for this view (the coach's, as a fallback)."""
    action, reason, _figures = _advice_and_figures(view)
    return action, reason


_HINTS: collections.OrderedDict[str, tuple[Action, str, str]] = collections.OrderedDict()
"""The hints given in this session, by position: the hint samples deals until a deadline,
so on a busy machine a second press could read differently. The same position gets the
same hint for the rest of the session (the newest :data:`_HINTS_KEPT` positions)."""
_HINTS_KEPT = 256


def kept_hint(key: str, find: Callable[[], Hint]) -> tuple[Action, str, str]:
    """This session's hint at the position ``key`` (the action, its reason, its figures):
    ``find()`` asks the coach the first time only (the main table and Buck's share it)."""
    if key not in _HINTS:
        found = find()
        _HINTS[key] = (found.action, found.reason, found.figures)
        while len(_HINTS) > _HINTS_KEPT:
            _HINTS.popitem(last=False)
    _HINTS.move_to_end(key)
    return _HINTS[key]


def _advice_and_figures(view: View) -> tuple[Action, str, str]:
    """:func:`advice` and the simulation's figures behind it ("" when there are none)."""
    try:
        from euchre_teach.strategy.hints import hint
        from euchre_teach.strategy.judge import position_key
    except ImportError:
        hint = None
    if hint is not None:
        return kept_hint(position_key(view), lambda: spelled_out(hint(view), view))
    try:
        from euchre_teach.players import CoachBot
    except ImportError:
        return view.legal_actions[0], "It is one of the actions the rules allow here.", ""
    decision = CoachBot().decide(view)
    return decision.action, decision.reason, ""


def _close_tree(widget: ipywidgets.Widget) -> None:
    for child in getattr(widget, "children", ()):
        _close_tree(child)
    ipywidgets.Widget.close(widget)


class PlayTable(ipywidgets.VBox):  # type: ignore[misc]
    """A deal to play against the computer. See the module docstring."""

    def __init__(
        self,
        deal: Deal | None = None,
        *,
        seed: int | str | None = None,
        rules: Rules | None = None,
        players: Mapping[int, Player] | None = None,
        learner: int = 2,
        auto: bool = True,
        delay: float = SPEEDS["Normal"],
        show_legal: bool = False,
        four_colour: bool = False,
        animation_ms: int = 200,
        scores: tuple[int, int] = (0, 0),
        new_game_button: bool = True,
        history: Sequence[Sequence[tuple[int, Action | str]]] = (),
    ) -> None:
        super().__init__()
        self.add_class("et-panel")
        self.add_class("et-playtable")
        self.learner = learner
        #: Once a side has won: True, "Next deal" starts a new game; False, it is disabled
        #: (a page around the table, such as the GameSession, offers the way on).
        self.new_game_button = new_game_button
        self.rules = deal.rules if deal is not None else (rules or Rules())
        self._rng = random.Random(seed)
        self.deal = deal if deal is not None else self._fresh_deal(self._rng.randrange(4), scores)
        self.scores = list(scores)
        self.players: dict[int, Player] = {
            s: (players or {}).get(s) or default_player(s) for s in range(4) if s != learner
        }
        self.auto = auto
        self.delay = delay
        self._timer: asyncio.TimerHandle | None = None
        self._play_callbacks = CallbackList()
        self._bid_callbacks = CallbackList()
        self._end_callbacks = CallbackList()
        self._move_callbacks = CallbackList()
        self._ended = False
        # After the learner acts, the keyboard focus follows the game: to the hand while
        # the others move, then to the next bid or card (never back to the page's top).
        self._focus_follows = False
        self.focus_target = ""  # where the focus was sent last: bidding, hand, next deal
        look = {"four_colour": four_colour, "animation_ms": animation_ms}
        self.table = Table(self.deal, bottom=learner, **look)
        self.hand = Hand(referee=self._referee, show_legal=show_legal, **look)
        self.hand.on_play(self._after_learner_play)
        self.bidding = BiddingPanel(self.deal, seat=learner, discard_by_card=True)
        self.bidding.on_bid(self._after_learner_bid)
        self.scoreboard = Scoreboard(self.scores, target=self.rules.points_to_win)
        self.info = ipywidgets.HTML()
        self.game_line = GameLine()  # the score and trump, right above the learner's cards
        # The bid buttons below the learner's cards, as in the guided hands (lessons 5-11).
        self.children = [panel_style(), self.scoreboard, self.table, self.game_line, self.hand,
                         self.bidding, self._controls(show_legal), self.info]  # fmt: skip
        self._replay(history)
        self._refresh()
        self._advance()

    # ----------------------------------------------------------------- callbacks

    def on_play(self, callback: Callable[[Card], Any], remove: bool = False) -> None:
        """Call ``callback(card)`` after the learner plays a card."""
        self._play_callbacks.register(callback, remove)

    def on_bid(self, callback: Callable[[Action], Any], remove: bool = False) -> None:
        """Call ``callback(action)`` after the learner bids or, as the dealer, discards."""
        self._bid_callbacks.register(callback, remove)

    def on_deal_end(self, callback: Callable[[Deal], Any], remove: bool = False) -> None:
        """Call ``callback(deal)`` when a deal is over (played out or thrown in)."""
        self._end_callbacks.register(callback, remove)

    def on_move(self, callback: Callable[[], Any], remove: bool = False) -> None:
        """Call ``callback()`` after every move at the table, the learner's or a computer
        player's (after :meth:`on_deal_end`'s callbacks, when the move ended the deal)."""
        self._move_callbacks.register(callback, remove)

    def _replay(self, hands: Sequence[Sequence[tuple[int, Action | str]]]) -> None:
        """Play a game kept earlier back onto these cards, silently: each hand's moves
        (``(seat, action)``) in order, every hand but the last played out; the table then
        shows the last hand where it was (a new deal when that hand has no moves yet)."""
        for number, moves in enumerate(hands):
            if number:
                if not self.deal.is_over:
                    raise IllegalAction(f"Hand {number} of the kept game is not finished.")
                dealer = (self.deal.dealer + 1) % 4
                self.deal = self._fresh_deal(dealer, (self.scores[0], self.scores[1]))
                self._ended = False
            for seat, action in moves:
                self.deal.apply(action, seat=seat)
            if self.deal.is_over and not self._ended:
                self._ended = True
                if self.deal.result is not None:
                    self.scores[self.deal.result.scoring_team] += self.deal.result.points
        self.scoreboard.update(self.scores)
        self.table.update(self.deal)
        self.bidding.update(self.deal)

    # ----------------------------------------------------------------- learner's actions

    def play(self, card: Card | str) -> bool:
        """Play (or, as the dealer, discard) ``card`` from the learner's hand."""
        return self.hand.play(card)

    def bid(self, action: Action | str) -> bool:
        """Make a bid for the learner: ``"order"``, ``"call S alone"``, ``"pass"`` ..."""
        return self.bidding.bid(action)

    def hint(self) -> str:
        """The hint engine's advice for the learner now, shown under the table."""
        if self.deal.to_act != self.learner:
            return self._say(no_hint_now(self.game_over, self.new_game_button), "info")
        view = self.deal.view(self.learner)
        action, reason, figures = _advice_and_figures(view)
        words = action_words(action, self.deal, self.learner)
        return self._say(f"Hint: {words}. {reason}", "info", why=figures)

    def explain_last_trick(self) -> str:
        """Why the last completed trick (or the trick so far) is won by its winner."""
        deal = self.deal
        if deal.tricks:
            trick = deal.tricks[-1]
            cards, seats = list(trick.cards), list(trick.seats)
        elif deal.trick:
            cards, seats = list(deal.trick), list(deal.trick_seats)
        else:
            return self._say("No trick has been played yet.", "info")
        return self._say(explain_trick(cards, deal.trump, seats), "info")

    def step(self) -> Action | None:
        """Let the computer player whose turn it is make one move; returns it (or None)."""
        deal = self.deal
        seat = deal.to_act
        if seat is None or seat == self.learner:
            return None
        action = self.players[seat].choose(deal.view(seat))
        deal.apply(action, seat=seat)
        self._refresh()
        self._move_callbacks()
        return action

    def run(self) -> None:
        """Let the computer players move until it is the learner's turn or the deal ends."""
        while self.deal.to_act is not None and self.deal.to_act != self.learner:
            self.step()

    @property
    def game_over(self) -> bool:
        """True once a side has reached the points to win."""
        return max(self.scores) >= self.rules.points_to_win

    def next_deal(self, deal: Deal | None = None) -> None:
        """Start the next deal (the deal passes to the left), or the deal given."""
        if self.game_over and not self.new_game_button:
            return  # the game is over; the page around the table starts the next one
        self._cancel_timer()
        if self.game_over:
            self.scores = [0, 0]  # the game was won: a new game starts
            self.scoreboard.update(self.scores)
        dealer = (self.deal.dealer + 1) % 4
        self.deal = deal if deal is not None else self._fresh_deal(dealer, tuple(self.scores))
        self._ended = False
        self._focus_follows, self.focus_target = True, ""  # the learner asked for this deal
        self.info.value = ""
        self.bidding.message = ""
        self.hand.say("")
        self.table.update(self.deal)
        self.bidding.update(self.deal)
        self._refresh()
        self._advance()

    def close(self) -> None:
        """Stop the computer players' timer and close the table's widgets (a new game)."""
        self._cancel_timer()
        _close_tree(self)

    # ----------------------------------------------------------------- internals

    def _fresh_deal(self, dealer: int, scores: tuple[int, ...]) -> Deal:
        return deal_cards(self._rng, dealer).to_deal(self.rules, (scores[0], scores[1]))

    def _referee(self, card: Card) -> None:
        deal = self.deal
        if deal.to_act != self.learner:
            who = seat_name(deal.to_act) if deal.to_act is not None else "nobody"
            raise IllegalAction(f"Wait for your turn: it is {who}'s move.")
        if deal.phase is Phase.DISCARD:
            deal.apply(DISCARD[card.index], seat=self.learner)
        elif deal.phase is Phase.PLAY:
            deal.apply(PLAY[card.index], seat=self.learner)
        else:
            raise IllegalAction(
                "The bidding is still going on: choose a bid with the buttons above."
                " Cards are played once trump is made."
            )

    def _after_learner_play(self, card: Card) -> None:
        self._focus_follows = True
        self.info.value = ""
        self.hand.say("")
        self._refresh()
        _seat, action = self.deal.history[-1]
        if action.kind is Kind.DISCARD:
            self._bid_callbacks(action)  # a discard belongs with the bidding
        else:
            self._play_callbacks(card)
        self._move_callbacks()
        self._advance()

    def _after_learner_bid(self, action: Action) -> None:
        self._focus_follows = True
        self.info.value = ""
        self._refresh()
        self._bid_callbacks(action)
        self._move_callbacks()
        self._advance()

    def _refresh(self) -> None:
        deal = self.deal
        me = self.learner
        mine = deal.to_act == me
        if mine and deal.phase is Phase.PLAY:
            legal = [str(a.card) for a in deal.legal_actions() if a.card is not None]
        elif mine and deal.phase is Phase.DISCARD:
            legal = [str(c) for c in deal.hands[me]]
        else:
            legal = []
        with self.hand.hold_sync():
            self.hand.show(deal.hands[me], trump=deal.trump, trick=deal.trick, legal=legal)
            self.hand.disabled = not (mine and deal.phase in (Phase.PLAY, Phase.DISCARD))
            self.hand.title = DISCARD_HAND_TITLE if (
                mine and deal.phase is Phase.DISCARD) else "Your hand"  # fmt: skip
        self.table.update(deal)
        self.bidding.update(deal)
        # greyed while Auto-play runs: one driver at a time (walk18 found both live)
        self._step_button.disabled = self.auto or deal.to_act is None or mine
        # greyed until a trick is complete, as in lesson 15 (a cold walk found it live with
        # only a card led, beside lesson 4's promise of a "last trick")
        self._explain_button.disabled = not deal.tricks
        if deal.is_over:
            self._next_deal_button.add_class("et-primary")
        else:
            self._next_deal_button.remove_class("et-primary")
        if deal.is_over and not self._ended:
            self._end_deal()  # the scores change here: the game may be won
        # Inside a page that deals the next hand itself (the GameSession's "Deal the next
        # hand", after its review), the table's own button is hidden and never pressed.
        self._next_deal_button.disabled = not self.new_game_button
        new_game = self.game_over and self.new_game_button
        self._next_deal_button.description = "New game" if new_game else "Next deal"
        self.game_line.update(self.scores, self.rules.points_to_win, deal)
        self._move_focus()

    def _move_focus(self) -> None:
        """After the learner acted, focus the next thing to act on: their next bid, else
        the hand (while the others move, and for their cards), and Next deal at the end."""
        if not self._focus_follows:
            return
        deal = self.deal
        target = "hand"
        if deal.is_over:
            target = "next deal" if not self._next_deal_button.disabled else "hand"
        elif deal.to_act == self.learner and deal.phase not in (Phase.PLAY, Phase.DISCARD):
            target = "bidding"
        if target == self.focus_target:
            return
        self.focus_target = target
        if target == "bidding":
            self.bidding.focus_first_bid()
        elif target == "next deal":
            self._next_deal_button.focus()
        else:
            self.hand.take_focus()

    def _end_deal(self) -> None:
        self._ended = True
        result = self.deal.result
        if result is not None:
            self.scores[result.scoring_team] += result.points
            self.scoreboard.update(self.scores)
        text = self.table.status
        target = self.rules.points_to_win
        winners = [t for t in (0, 1) if self.scores[t] >= target]
        if winners:
            text += f" {TEAM_NAMES[winners[0]]} reach {target} and win the game!"
        self._say(text, "info")
        self._end_callbacks(self.deal)

    def _advance(self) -> None:
        """Computer moves until the learner's turn: at once, or one per ``delay``."""
        self._cancel_timer()
        if not self.auto:
            return
        while self.deal.to_act is not None and self.deal.to_act != self.learner:
            loop = running_loop()
            if self.delay > 0 and loop is not None:
                self._timer = loop.call_later(self._pause(), self._tick)
                return
            self.step()

    def _pause(self) -> float:
        """The wait before the next computer move: the pace, or longer right after a trick
        is finished, which stays on the table with who took it until then."""
        deal = self.deal
        finished = deal.phase is Phase.PLAY and not deal.trick and bool(deal.tricks)
        return trick_pause(self.delay, finished)

    def _tick(self) -> None:
        self._timer = None
        if self.auto and self.deal.to_act is not None and self.deal.to_act != self.learner:
            self.step()
            self._advance()

    def _cancel_timer(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _say(self, text: str, kind: str, why: str = "") -> str:
        """Show ``text``; ``why`` (the hint's figures) waits behind a "Why?" toggle."""
        self.info.value = feedback_html(text, kind, why)
        return text

    def _controls(self, show_legal: bool) -> ipywidgets.Box:
        step = ipywidgets.Button(description="Continue", tooltip="Let the next computer move")
        step.on_click(lambda _b: self.step())
        self._step_button = step
        auto = ipywidgets.Checkbox(
            value=self.auto, description="Auto-play", indent=False, layout={"width": "auto"},
            tooltip="Let the computer players move by themselves",
        )  # fmt: skip
        auto.observe(self._auto_changed, "value")
        # A cold learner walk found Auto-play ticked and nothing saying what it does.
        self._auto_note = ipywidgets.HTML(auto_play_words(self.auto), layout={"width": "100%"})
        names = list(SPEEDS)
        current = min(names, key=lambda n: abs(SPEEDS[n] - self.delay))
        speed = ipywidgets.Dropdown(
            options=names, value=current, description="Speed", layout={"width": "13rem"},
            style={"description_width": "initial"},
        )
        speed.observe(lambda change: setattr(self, "delay", SPEEDS[change["new"]]), "value")
        legal = ipywidgets.Checkbox(
            value=show_legal, description="Show playable cards", indent=False,
            layout={"width": "auto"},
        )  # fmt: skip
        legal.observe(lambda change: setattr(self.hand, "show_legal", change["new"]), "value")
        hint = ipywidgets.Button(
            description="Hint", tooltip="What would a good player do here, and why?"
        )
        hint.add_class("et-hint")  # what the page brings into view with the bids
        hint.on_click(lambda _b: self.hint())
        explain = ipywidgets.Button(description="Explain the last trick")
        explain.on_click(lambda _b: self.explain_last_trick())
        self._explain_button = explain
        again = ipywidgets.Button(description="Next deal", tooltip="Deal the next hand")
        again.on_click(lambda _b: self.next_deal())
        self._next_deal_button = again
        if not self.new_game_button:
            again.layout.display = "none"
        row = ipywidgets.Layout(flex_flow="row wrap", align_items="center")
        box = ipywidgets.Box([step, auto, speed, legal, hint, explain, again, self._auto_note],
                             layout=row)  # fmt: skip
        box.add_class("et-answers")
        return box

    def _auto_changed(self, change: dict[str, Any]) -> None:
        self.auto = bool(change["new"])
        self._auto_note.value = auto_play_words(self.auto)
        self._step_button.disabled = self.auto or self.deal.to_act in (None, self.learner)
        if self.auto:
            self._advance()
        else:
            self._cancel_timer()
