"""BuckGame: a game of Buck Euchre to 0 against two computer players.

The learner sits South and bids, says in or out, and plays from the hand; West and East
are computer players (the coach by default) who move by themselves after a short delay.
"Hint" gives the coach's principle, checked by playouts. After each hand the scoreboard
shows every score and its change, and the log says, trick by trick, who led, what each
player played and who took it, and then who was bucked.

>>> game = BuckGameTable(seed=2, delay=0)
>>> game.deal.to_act                  # the computer players have bid up to South
2
>>> game.choose("call S")             # not allowed in round 1: the core says why
False
>>> game.message.startswith("In round 1 the only suit on offer")
True
"""

from __future__ import annotations

import asyncio
import dataclasses
import html
from collections.abc import Mapping
from typing import Any

import ipywidgets

from euchre_teach.buck.deal import BuckDeal
from euchre_teach.buck.game import BuckGame
from euchre_teach.buck.rules import BUCK_SEATS, BuckPhase, BuckRules
from euchre_teach.buck.words import hint_figures, result_lines, trick_words
from euchre_teach.core.actions import DISCARD, PLAY, Action
from euchre_teach.core.cards import Card
from euchre_teach.core.errors import IllegalAction
from euchre_teach.core.explain import explain_trick
from euchre_teach.players import CoachBot
from euchre_teach.players.random_player import RandomPlayer
from euchre_teach.strategy.advice import Hint, lower_first
from euchre_teach.strategy.hints import action_words, hint
from widgets._base import running_loop
from widgets._style import feedback_html, panel_style
from widgets.autoplay import SPEEDS, trick_pause
from widgets.bidding import DISCARD_HAND_TITLE
from widgets.bucktable import LEARNER, BuckBidPanel, BuckScoreboard, BuckTable, said, took_up
from widgets.hand import Hand
from widgets.hint_words import no_hint_now
from widgets.playtable import kept_hint

__all__ = ["BuckGameTable"]

OPPONENTS = {"Coach": lambda seat: CoachBot(seed=seat), "Random": lambda seat: RandomPlayer(seat)}


class BuckGameTable(ipywidgets.VBox):  # type: ignore[misc]
    """A whole game of Buck Euchre for the learner. See the module docstring."""

    def __init__(self, *, seed: int | None = None, rules: BuckRules | None = None,
                 players: Mapping[int, Any] | None = None, delay: float = SPEEDS["Normal"],
                 hint_ms: float = 150, guided: bool = False) -> None:  # fmt: skip
        super().__init__()
        self.add_class("et-panel")
        self.add_class("et-playtable")
        self.seed = seed
        self.rules = rules or BuckRules()
        self.delay = delay
        self.hint_ms = hint_ms
        #: A guided hand: one hand, the coach's advice shown at each of the learner's turns.
        self.guided = guided
        self.players = {s: (players or {}).get(s) or OPPONENTS["Coach"](s) for s in (0, 1)}
        self._timer: asyncio.TimerHandle | None = None
        self._finished: BuckDeal | None = None  # a hand just over, shown until "Next hand"
        self.game = BuckGame(self.rules, seed=seed)
        self.table = BuckTable(self.game.deal)
        self.hand = Hand(referee=self._referee)
        self.hand.on_play(lambda _card: self._after_learner())
        self.bids = BuckBidPanel()
        self.bids.on_bid(self.choose)
        self.scoreboard = BuckScoreboard(self.game.scores, start=self.rules.start_score)
        self.info = ipywidgets.HTML()
        self.story = ipywidgets.HTML()
        # The bid buttons below the learner's cards, as in every other lesson's table.
        self.children = [panel_style(), self.scoreboard, self.table, self.hand, self.bids,
                         self._controls(), self.info, self.story]  # fmt: skip
        self.message = ""
        self._lines: list[str] = []
        self._refresh()
        self._advance()
        self._coach_says()

    @property
    def deal(self) -> BuckDeal:
        """The hand on the table: in progress, or just over until "Next hand"."""
        return self._finished if self._finished is not None else self.game.deal

    @property
    def waiting(self) -> bool:
        """True when nobody is to act: a hand is over (or the game is won)."""
        return self._finished is not None or self.game.winner is not None

    def next_hand(self) -> None:
        """Go on from a finished hand to the next (a new game once someone has won; the
        same hand again when guided)."""
        if self.guided:
            self._deal_again()
            return
        if self.game.winner is not None:
            self.new_game()
            return
        last = self._lines[-1] if self._lines else ""
        self._finished = None
        self._lines = []  # the log is the hand in progress, after the last hand's outcome
        # "Last hand:" read as the game's final hand when the game then ended (lesson 15's
        # walk): the line is the previous hand's outcome, and says so.
        self._log(f"The hand before this one: {last}" if last else "")
        self.info.value = ""
        self._refresh()
        self._advance()

    # ----------------------------------------------------------------- the learner

    def choose(self, action: Action | str) -> bool:
        """A bid or in/out for the learner; False (and the rule shown) when refused."""
        try:
            self._apply(Action.parse(action) if isinstance(action, str) else action)
        except IllegalAction as refused:
            self._say(str(refused), "wrong")
            return False
        self._after_learner()
        return True

    def play(self, card: Card | str) -> bool:
        """Play or discard ``card`` from the learner's hand."""
        return self.hand.play(card)

    def _referee(self, card: Card) -> None:
        deal = self.deal
        if self.waiting or deal.to_act != LEARNER:
            raise IllegalAction("Wait for your turn: the other players are still moving.")
        if deal.phase is BuckPhase.DISCARD:
            self._apply(DISCARD[card.index])
        elif deal.phase is BuckPhase.PLAY:
            self._apply(PLAY[card.index])
        else:
            raise IllegalAction("Choose with the buttons above first: cards are played once"
                                " trump is made and everyone has said in or out.")  # fmt: skip

    def _apply(self, action: Action) -> None:
        deal = self.deal
        self.game.apply(action, LEARNER)
        self._note(deal, LEARNER, action)

    def _after_learner(self) -> None:
        self.info.value = ""
        self._refresh()
        self._advance()
        self._coach_says()

    def _coach_says(self) -> None:
        """In a guided hand, the coach's advice whenever the learner is to act."""
        deal = self.deal
        if self.guided and not self.waiting and deal.to_act == LEARNER:
            decision = CoachBot().decide(deal.view(LEARNER))
            self._say(f"Coach: {action_words(decision.action)}. {decision.reason}", "info")

    def hint(self) -> str:
        """The hint for the learner now (the coach's principle, checked by playouts)."""
        deal = self.deal
        if self.waiting or deal.to_act != LEARNER:
            return self._say(no_hint_now(self.game.winner is not None, True), "info")
        view = deal.view(LEARNER)
        # Kept by position for the session, like the main table's: the hint samples deals
        # until a deadline, so a busy machine could otherwise answer differently twice.
        action, reason, figures = kept_hint(
            f"buck|{view!r}", lambda: _BuckHint.of(hint(view, budget_ms=self.hint_ms)))  # fmt: skip
        return self._say(f"Hint: {action_words(action)}. {reason}", "info",
                         why=figures)  # fmt: skip

    def explain_last_trick(self) -> str:
        """Why the last trick went to its winner."""
        deal = self.deal
        if not deal.tricks:
            return self._say("No trick has been completed yet.", "info")
        trick = deal.tricks[-1]
        text = explain_trick(list(trick.cards), deal.trump, [])
        return self._say(f"{text} The trick goes to {BUCK_SEATS[trick.winner]}.", "info")

    # ----------------------------------------------------------------- the others

    def step(self) -> Action | None:
        """One move by the computer player whose turn it is."""
        deal = self.deal
        seat = deal.to_act
        if self.waiting or seat is None or seat == LEARNER:
            return None
        action = self.players[seat].choose(deal.view(seat))
        self.game.apply(action, seat)
        self._note(deal, seat, action)
        self._refresh()
        return action

    def _advance(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        while not self.waiting and self.deal.to_act not in (None, LEARNER):
            loop = running_loop()
            if self.delay > 0 and loop is not None:
                self._timer = loop.call_later(self._pause(), self._tick)
                return
            self.step()

    def _pause(self) -> float:
        """The wait before the next computer move: the pace, or longer right after a trick
        is finished, which stays on the table with who took it until then."""
        deal = self.deal
        finished = deal.phase is BuckPhase.PLAY and not deal.trick and bool(deal.tricks)
        return trick_pause(self.delay, finished)

    def _tick(self) -> None:
        self._timer = None
        self.step()
        self._advance()
        self._coach_says()

    def new_game(self) -> None:
        """Start again from the start score."""
        self.seed = None if self.seed is None else self.seed + 1
        self._deal_again()

    def configure(self, *, delay: float | None = None,
                  stick_the_dealer: bool | None = None) -> None:  # fmt: skip
        """The learner's settings: the computer players' pace (seconds between moves) and
        the table rule (None leaves one as it is). A changed rule starts the game again
        under it, with the same cards."""
        if delay is not None:
            self.delay = delay
        if stick_the_dealer is not None and stick_the_dealer != self.rules.stick_the_dealer:
            self.rules = dataclasses.replace(self.rules, stick_the_dealer=stick_the_dealer)
            self._deal_again()

    def _deal_again(self) -> None:
        """A new game from the start score, dealt from ``seed`` under ``rules``."""
        self.game = BuckGame(self.rules, seed=self.seed)
        self._finished, self._lines = None, []
        self.story.value = ""
        self.scoreboard.update(self.game.scores)
        self._after_learner()

    # ----------------------------------------------------------------- showing

    def _note(self, deal: Any, seat: int, action: Action) -> None:
        """Log bids and in/out, each trick once it is taken (cards played are shown to
        everyone, so nothing hidden is told), and when a hand ends, its result lines."""
        if action.kind.name not in ("PLAY", "DISCARD"):
            self._log(said(seat, action, dealer=deal.dealer))
        elif action.kind.name == "DISCARD":
            self._log(took_up(deal, action))
        elif action.kind.name == "PLAY" and not deal.trick and deal.tricks:
            trick = deal.tricks[-1]
            self._log(trick_words(len(deal.tricks), trick.seats, trick.cards, trick.winner,
                                  you=LEARNER))  # fmt: skip
        if deal.is_over:
            self._finished = deal
            if deal.result is None:
                self._log("Everyone passed twice: the hand is thrown in; the deal passes left.")
            else:
                self._log(" ".join(result_lines(deal)))
                self.scoreboard.update(self.game.scores, deal.result.changes, deal.dropped)
            if self.game.winner is not None:
                self._log(self._winner_text())

    def _winner_text(self) -> str:
        won = self.game.winner
        assert won is not None
        who = "You win" if won == LEARNER else f"{BUCK_SEATS[won]} wins"
        whose = "your" if won == LEARNER else f"{BUCK_SEATS[won]}'s"
        score = self.game.scores[won]
        reached = "reached 0" if score == 0 else f"went past 0, to {score}"
        return f"{who} the game: {whose} score {reached}."

    def _log(self, text: str) -> None:
        # A whole hand fits: up to six bids, two in-or-outs, five tricks, the result, the
        # hand before and the winner.
        self._lines = [*self._lines[-23:], text] if text else self._lines
        items = "".join(f"<li>{html.escape(line)}</li>" for line in self._lines)
        self.story.value = f'<ol class="et-log" aria-label="What happened">{items}</ol>'

    def _refresh(self) -> None:
        deal = self.deal
        mine = not self.waiting and deal.to_act == LEARNER
        cards = deal.hands[LEARNER]
        if mine and deal.phase is BuckPhase.PLAY:
            legal = [str(a.card) for a in deal.legal_actions()]
        elif mine and deal.phase is BuckPhase.DISCARD:
            legal = [str(c) for c in cards]
        else:
            legal = []
        self.hand.show(cards, trump=deal.trump, trick=deal.trick, legal=legal)
        self.hand.disabled = not mine  # during a bid, a card picked is answered with why not
        self.hand.title = (DISCARD_HAND_TITLE if mine and deal.phase is
                           BuckPhase.DISCARD else "Your hand")  # fmt: skip
        self.table.update(deal)
        self.bids.update(deal)
        self._step.disabled = self.waiting or deal.to_act == LEARNER
        self._next.disabled = not self.waiting
        self._explain.disabled = not deal.tricks  # greyed until a trick has been won
        self._next.description = ("Play this hand again" if self.guided else "New game"
                                  if self.game.winner is not None else "Next hand")  # fmt: skip
        if self.game.winner is not None:
            self.table.status = self._winner_text()
        elif self._finished is not None:
            self.table.status += (" The hand is over: read on below, or press Play this hand"
                                  " again to try it once more." if self.guided else
                                  f" Press {self._next.description} to go on.")  # fmt: skip

    def _say(self, text: str, kind: str, why: str = "") -> str:
        """Show ``text``; ``why`` (the hint's figures) waits behind a "Why?" toggle."""
        self.message = text
        self.info.value = feedback_html(text, kind, why)
        return text

    def _controls(self) -> ipywidgets.Box:
        step = ipywidgets.Button(description="Continue", tooltip="Let the next player move")
        step.on_click(lambda _b: self.step())
        self._step = step
        tip = ipywidgets.Button(description="Hint", tooltip=(
            "What is best here, and why: the coach's rule of thumb, checked by playing the"
            " hand out"))
        tip.on_click(lambda _b: self.hint())
        explain = ipywidgets.Button(description="Explain the last trick")
        explain.on_click(lambda _b: self.explain_last_trick())
        self._explain = explain
        onward = ipywidgets.Button(description="Next hand", tooltip="Deal the next hand")
        onward.on_click(lambda _b: self.next_hand())
        self._next = onward
        box = ipywidgets.Box([step, tip, explain, onward],
                             layout=ipywidgets.Layout(flex_flow="row wrap", align_items="center"))
        box.add_class("et-answers")
        return box


@dataclasses.dataclass(frozen=True)
class _BuckHint(Hint):
    """A Buck hint whose figures are said in words that fit a score counting down: "takes
    0.07 off your score", not "+0.07" (the judge's figures are the same)."""

    @classmethod
    def of(cls, found: Hint) -> _BuckHint:
        return cls(**{f.name: getattr(found, f.name) for f in dataclasses.fields(found)})

    @property
    def figures(self) -> str:
        if not self.alternatives:
            return ""
        choices = [(lower_first(action_words(a.action)), a.value, a.is_rule_choice)
                   for a in self.alternatives]  # fmt: skip
        return hint_figures(choices, self.alternatives[0].samples)
