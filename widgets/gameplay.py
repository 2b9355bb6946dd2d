"""GameSession: a whole game to 10 against computer players, with a review after each hand.

The learner picks the difficulty (the computer players' strength) and the rule variants,
then plays deal after deal on a :class:`widgets.playtable.PlayTable`. After each hand a
short review gives the tricks, the points, and the learner's costliest decision of the hand:
where the learner chose otherwise than Hint, the course's judge values both choices, and the
one that cost the most beyond the judge's margin is named, with Hint's reason. When none
did, each choice that differed from Hint's is named, with Hint's, and the judge's word that
the two score about the same (:func:`widgets.hand_review.hand_review`).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets

from euchre_teach import Deal, Rules
from euchre_teach.core.actions import Action
from euchre_teach.core.seats import TEAM_NAMES, team
from euchre_teach.players import CoachBot, ExpertBot
from widgets._base import CallbackList, running_loop
from widgets._style import panel_style
from widgets.hand_review import REVIEW_EFFORT, dealt_face_up, hand_review
from widgets.inview import TABLE, InView, show_at_turn
from widgets.playtable import SPEEDS, PlayTable

__all__ = ["DIFFICULTIES", "SETTINGS_WORDS", "GameSession", "hand_review", "settings_help"]

# A dropdown's label at its own width: ipywidgets' fixed width cut "Opponents" to "Oppon…".
_LABEL = {"description_width": "initial"}

LEARNER = 2
#: Seconds between the end of a hand and its review (see GameSession._hand_over).
REVIEW_DELAY_S = 0.05

DIFFICULTIES: dict[str, Callable[[int, int], Any]] = {
    "Gentle": lambda seat, seed: CoachBot(seed=seed + seat, level="beginner"),
    "Coach": lambda seat, seed: CoachBot(seed=seed + seat, level="coach"),
    "Expert": lambda seat, seed: ExpertBot(seed=seed + seat, budget_ms=60),
}
"""Computer players by difficulty: ``DIFFICULTIES[name](seat, seed)``."""


SETTINGS_WORDS = (
    ("Opponents", "how strong the three computer players are; your partner North plays at"
     " the same strength. <em>Gentle</em> bids by counting trumps and aces, never goes"
     " alone, takes a trick when it can and otherwise plays low: a kind table to start"
     " at. <em>Coach</em> plays by this course's rules of thumb. <em>Expert</em> tries each"
     " choice out on many deals that fit what it can see before it acts: the hardest to"
     " beat."),
    ("Play to", "the points that win the game: 10 at most tables, 11 at some; 5 or 7 for a"
     " shorter game."),
    ("Stick the dealer", "if the other three pass in both rounds, the dealer must name a"
     " suit. Off, the dealer may pass too: the hand is thrown in and the next player deals."),
    ("Defending alone", "against a loner, one opponent may play alone too, the partner"
     " sitting out; a lone defender who stops the loner from taking three tricks scores 4"
     " points, not 2."),
    ("The dealer's left leads against a loner", "the first card against a loner comes from"
     " the player on the dealer's left, not from the player on the loner's left."),
)
"""Lesson 14's settings, each with what it changes for the learner (walk18: a cold learner
met Gentle, Coach and Expert and the variant boxes with nothing to say what they do)."""


def settings_help() -> str:
    """:data:`SETTINGS_WORDS` as a short list under the settings, before Start the game."""
    items = "".join(f"<li><strong>{name}</strong>: {words}</li>" for name, words in SETTINGS_WORDS)
    return f'<ul class="et-settings-help">{items}</ul>'


ON_THIS_PAGE = ("This game lives on this page only: if you leave or reload the page, the game"
                " starts again at 0 to 0. Each hand you finish is kept in your record.")
"""Said under the table once a game starts, to a guest (a learner who left mid-game lost it,
unwarned): nothing of theirs is kept."""
KEPT_GAME = ("This game is kept as you play: leave or reload the page, and when you come back"
             " it is here where you left it. It ends when a side wins or you press New game.")
"""Said under the table instead, to a learner whose progress is kept (the page resumes the
game: :meth:`GameSession.resume`)."""
STATE_VERSION = 1

CHECKING = "Checking your hand: how each of your choices compares with Hint's…"
"""Said where the hand's review will be while the judge weighs the learner's choices."""

NEW_HAND_IN_VIEW = ((TABLE, ".et-hint"), (".et-hand", ".et-hint"), (".et-bidding", ".et-hint"),
                    (".et-bidding", ".et-bidding"))  # fmt: skip
"""What the page shows when a hand is dealt, and at the learner's first turn in it: the
table, else the learner's cards, else the bid prompt, down to Hint (:func:`show_at_turn`)."""


REVIEW_IN_VIEW = ((".et-hand-review", ".et-hand-review > :first-child"),)
"""What the page shows when a hand is over: the start of its review (its heading "After the
hand"), not moving at all when that is on screen already, else the least, to the screen's
foot (layout39 walk: the page jumped a screen down to the review and the learner lost the
table; "Deal the next hand" follows the review, read down to it)."""


class GameSession(ipywidgets.VBox):  # type: ignore[misc]
    """Settings, then a game to the target score; ``start()`` deals the first hand.

    ``configure(...)`` puts a learner's saved choices in place before the game starts;
    ``on_hand(callback(deal))`` hears of every finished hand.
    """

    def __init__(self, seed: int = 13, *, delay: float = SPEEDS["Normal"],
                 review_budget_ms: float = 40, four_colour: bool = False,
                 animation_ms: int = 200) -> None:  # fmt: skip
        super().__init__()
        self.add_class("et-panel")
        self.seed = seed
        self.delay = delay
        self.four_colour = four_colour
        self.animation_ms = animation_ms
        self.review_budget_ms = review_budget_ms
        self.review_effort = REVIEW_EFFORT
        """How hard the review's judge weighs the learner's choices (tests of other things
        may make it light)."""
        self.table: PlayTable | None = None
        self.games = 0
        self.reviews: list[str] = []
        self._kept_note = ipywidgets.HTML()
        self.kept = False  # the page keeps the game (a known learner): see ``kept``
        self._played: list[list[tuple[int, Action]]] = []  # this game's finished hands
        self._hand_callbacks = CallbackList()
        self._change_callbacks = CallbackList()
        self.difficulty = ipywidgets.Dropdown(options=list(DIFFICULTIES), value="Coach",
                                              description="Opponents", style=_LABEL)  # fmt: skip
        self.stick = ipywidgets.Checkbox(description="Stick the dealer", indent=False)
        self.defend = ipywidgets.Checkbox(description="Defending alone", indent=False)
        self.dealer_left = ipywidgets.Checkbox(
            description="The dealer's left leads against a loner", indent=False
        )  # the variant: by default the player on the lone maker's left leads
        self.target = ipywidgets.Dropdown(options=[5, 7, 10, 11], value=10, description="Play to",
                                          style=_LABEL)
        start = ipywidgets.Button(description="Start the game")
        start.add_class("et-primary")
        start.on_click(lambda _b: self.start())
        self._deal_note = ipywidgets.HTML()
        self._settings = ipywidgets.VBox([
            self._deal_note, self.difficulty, self.target,
            ipywidgets.HBox([self.stick, self.defend, self.dealer_left],
                            layout=ipywidgets.Layout(flex_flow="row wrap")),
            ipywidgets.HTML(settings_help()), start,
        ])  # fmt: skip
        self._review = ipywidgets.HTML()
        self._next = ipywidgets.Button(description="Deal the next hand")
        self._next.add_class("et-primary")
        self._next.add_class("et-next-hand")
        self._next.on_click(lambda _b: self.next_hand())
        self._next.layout.display = "none"
        self._area = ipywidgets.VBox()
        self._new_game = ipywidgets.Button(description="New game",
                                           tooltip="Leave this game and choose the settings")
        self._new_game.on_click(lambda _b: self.ask_new_game())
        self._new_game.layout = ipywidgets.Layout(width="auto", align_self="flex-end")
        self._new_game.add_class("et-new-game")
        # A tap on New game asks first (a cold walk lost a game at 4-6 to one slip).
        self._confirm_words = ipywidgets.HTML()
        keep = ipywidgets.Button(description="Keep playing", tooltip="Go back to this game")
        keep.add_class("et-primary")
        keep.on_click(lambda _b: self.keep_playing())
        leave = ipywidgets.Button(description="Start a new game",
                                  tooltip="This game is lost; choose the settings")  # fmt: skip
        leave.on_click(lambda _b: self.new_game())
        self._confirm = ipywidgets.VBox([
            self._confirm_words,
            ipywidgets.HBox([keep, leave], layout=ipywidgets.Layout(flex_flow="row wrap")),
        ])  # fmt: skip
        self._confirm.add_class("et-confirm-new-game")
        self._confirm.layout.display = "none"
        self._keep = keep
        self.in_view = InView()
        self.children = [panel_style(), self._settings, self._area, self._review, self._next,
                         self.in_view]  # fmt: skip

    def configure(
        self,
        *,
        difficulty: str | None = None,
        stick_the_dealer: bool | None = None,
        defend_alone: bool | None = None,
        points_to_win: int | None = None,
        class_deal: int | None = None,
        delay: float | None = None,
        four_colour: bool | None = None,
        animation_ms: int | None = None,
    ) -> None:
        """Set the choices a game starts with (None leaves one as it is). ``difficulty`` is a
        key of :data:`DIFFICULTIES`; ``class_deal`` is the deal number a teacher gave the
        class: everyone who opens it is dealt the same cards."""
        if difficulty is not None:
            self.difficulty.value = difficulty
        if stick_the_dealer is not None:
            self.stick.value = stick_the_dealer
        if defend_alone is not None:
            self.defend.value = defend_alone
        if points_to_win is not None:
            self.target.value = points_to_win
        if class_deal is not None:
            self.seed = class_deal
            self._deal_note.value = (
                f'<p class="et-prompt">Class deal {class_deal}: everyone who opens deal'
                f" {class_deal} is dealt the same cards.</p>"
            )
        if delay is not None:
            self.delay = delay
        if four_colour is not None:
            self.four_colour = four_colour
        if animation_ms is not None:
            self.animation_ms = animation_ms

    @property
    def kept(self) -> bool:
        """Whether the page keeps the game in progress (a learner's progress is kept): the
        line under the table says it comes back after a reload, else that it would not."""
        return self._kept

    @kept.setter
    def kept(self, value: bool) -> None:
        self._kept = value
        self._kept_note.value = f'<p class="et-progress">{KEPT_GAME if value else ON_THIS_PAGE}</p>'

    def on_change(self, callback: Callable[[dict[str, Any] | None], Any],
                  remove: bool = False) -> None:  # fmt: skip
        """Call ``callback(state)`` after every move of a game: :meth:`state`, None once
        the game is over (won, or left with New game)."""
        self._change_callbacks.register(callback, remove)

    def state(self) -> dict[str, Any] | None:
        """The game in progress as JSON-ready data, for :meth:`resume` (None: no game in
        progress): its cards' number, settings and every move so far, hand by hand."""
        if self.table is None or self.winner is not None:
            return None
        deal = self.table.deal
        now = [] if deal.is_over else [(seat, str(a)) for seat, a in deal.history]
        return {"version": STATE_VERSION, "seed": self.seed, "game": self.games,
                "difficulty": self.difficulty.value, "target": int(self.target.value),
                "stick": self.stick.value, "defend": self.defend.value,
                "dealer_left": self.dealer_left.value,
                "hands": [[(seat, str(a)) for seat, a in hand] for hand in self._played]
                + [now]}  # fmt: skip

    def resume(self, state: dict[str, Any]) -> PlayTable:
        """Take up a game kept by :meth:`state` where it was: its settings, its cards and
        every move replayed (raises ValueError or IllegalAction when it does not fit)."""
        if state.get("version") != STATE_VERSION or not state.get("hands"):
            raise ValueError("not a kept game of this version")
        self.difficulty.value = state["difficulty"]
        self.target.value = int(state["target"])
        self.stick.value, self.defend.value = bool(state["stick"]), bool(state["defend"])
        self.dealer_left.value = bool(state["dealer_left"])
        self.seed, self.games = int(state["seed"]), int(state["game"]) - 1
        hands = [[(int(seat), Action.parse(text)) for seat, text in hand]
                 for hand in state["hands"]]  # fmt: skip
        return self.start(history=hands)

    def ask_new_game(self) -> None:
        """New game, pressed: with a game under way, ask first, in words, what would be
        lost (the score); "Keep playing" goes back to it, "Start a new game" leaves it."""
        if self.table is None or self.winner is not None:
            self.new_game()
            return
        ours, theirs = self.table.scores[team(LEARNER)], self.table.scores[1 - team(LEARNER)]
        hands = len(self._played)
        played = (f"{hands} hand{'s' if hands != 1 else ''} played, " if hands else "")
        self._confirm_words.value = (
            f'<p class="et-prompt" role="alert">Start a new game? This game ({played}you and'
            f" North {ours}, East and West {theirs}) will be lost.</p>"
        )  # fmt: skip
        self._confirm.layout.display = None
        self._new_game.layout.display = "none"
        self.in_view.show((".et-confirm-new-game", ".et-confirm-new-game"))
        self._keep.focus()

    def keep_playing(self) -> None:
        """Close the question New game asked: the game goes on as it was."""
        self._confirm.layout.display = "none"
        self._new_game.layout.display = None

    def new_game(self) -> None:
        """Leave the game in progress: the settings come back, and the kept game goes."""
        self.keep_playing()  # the question, if asked, is answered
        if self.table is not None:
            self.table.close()
        self.table = None
        self._played = []
        self._review.value = ""
        self._next.layout.display = "none"
        self._area.children = []
        self._settings.layout.display = None
        self._change_callbacks(None)

    def on_hand(self, callback: Callable[[Deal], Any], remove: bool = False) -> None:
        """Call ``callback(deal)`` after each finished hand, once its review is shown."""
        self._hand_callbacks.register(callback, remove)

    def rules(self) -> Rules:
        """The rules the learner chose."""
        lead = "dealer_left" if self.dealer_left.value else "maker_left"
        return Rules(stick_the_dealer=self.stick.value, defend_alone=self.defend.value,
                     points_to_win=int(self.target.value), loner_lead=lead)  # fmt: skip

    def start(self, history: Sequence[Sequence[tuple[int, Action]]] = ()) -> PlayTable:
        """Start a new game with the chosen settings (or, with ``history``, a kept game's
        moves replayed: see :meth:`resume`).

        The first game deals the cards of deal number ``seed`` (a class deal: the same for
        everyone); each further game of the session deals new cards, the same for everyone
        who plays that many games."""
        make = DIFFICULTIES[self.difficulty.value]
        players = {s: make(s, self.seed + self.games) for s in (0, 1, 3)}
        cards = self.seed if self.games == 0 else f"{self.seed}/game {self.games + 1}"
        self.games += 1
        if self.table is not None:
            self.table.close()
        self.table = PlayTable(seed=cards, rules=self.rules(), players=players,
                               delay=self.delay, four_colour=self.four_colour,
                               animation_ms=self.animation_ms,
                               new_game_button=False, history=history)  # fmt: skip
        self._played = [list(hand) for hand in history[:-1]]
        if history and self.table.deal.is_over:  # the last hand ended, unreviewed: go on
            self._played.append(list(self.table.deal.history))
            self.table.next_deal()
        self.table.on_deal_end(self._hand_over)
        self.table.on_move(lambda: self._change_callbacks(self.state()))
        self.reviews = []
        self._review.value = ""
        self._next.layout.display = "none"
        # New game at the top, apart from the table's end: a cold walk found it full width
        # just above "After the hand" and "Deal the next hand", easy to press by mistake
        self._area.children = [self._new_game, self._confirm, self.table, self._kept_note]
        self._settings.layout.display = "none"
        self._change_callbacks(self.state())
        show_at_turn(self.in_view, self.table, NEW_HAND_IN_VIEW)
        return self.table

    @property
    def winner(self) -> int | None:
        """0 or 1 once a side has reached the target, else None."""
        if self.table is None:
            return None
        target = self.table.rules.points_to_win
        leaders = [t for t in (0, 1) if self.table.scores[t] >= target]
        return leaders[0] if leaders else None

    def next_hand(self) -> None:
        """Deal the next hand (after a review), or start a new game once it is won."""
        if self.table is None:
            return
        self._next.layout.display = "none"
        self._review.value = ""  # the last hand's review goes with it
        if self.winner is not None:
            self._settings.layout.display = None
            self._area.children = []  # the settings for the next game stand alone
            return
        self.table.next_deal()
        show_at_turn(self.in_view, self.table, NEW_HAND_IN_VIEW)

    def _hand_over(self, deal: Deal) -> None:
        self._played.append(list(deal.history))
        # The review asks the judge about each choice that differed from Hint's (a second
        # or more on a busy machine): the learner is told what the wait is.
        self._review.value = (f'<div class="et-hand-review"><p class="et-progress"'
                              f' role="status">{CHECKING}</p></div>')  # fmt: skip
        loop = running_loop()
        if loop is None:
            self._review_hand(deal)
            return
        # The hand's last card has just been played, maybe by the learner: that play's
        # updates go to the page first, then the review (a few hints: some hundred ms of
        # work that would otherwise hold back the card leaving the learner's hand).
        loop.call_later(REVIEW_DELAY_S, self._review_hand, deal)

    def _review_hand(self, deal: Deal) -> None:
        review = hand_review(deal, budget_ms=self.review_budget_ms, effort=self.review_effort)
        self.reviews.append(review)
        winner = self.winner
        # The table's status line has just said who made it and the points: the review
        # goes on from there (its first line would say the same again).
        lines = "".join(f"<p>{html.escape(line)}</p>" for line in review.splitlines()[1:])
        ending = ""
        if winner is not None and self.table is not None:
            scores = self.table.scores
            ending = (f"<p><strong>{TEAM_NAMES[winner]} win the game {scores[winner]} to"
                      f" {scores[1 - winner]}.</strong></p>")  # fmt: skip
        head = "<h4>After the hand</h4>" if lines else ""
        self._review.value = (f'<div class="et-hand-review">{head}{lines}{ending}'
                              f"{dealt_face_up(deal)}</div>")  # fmt: skip'
        self._next.description = "Play another game" if winner is not None else "Deal the next hand"
        self._next.layout.display = None
        # The page shows the review's start if it is off screen, moving the least (the way
        # on is right under the review, read down to it)
        self.in_view.show(*REVIEW_IN_VIEW)
        if self.table is not None and self.table.focus_target:
            # the focus follows the learner's play to the way on, without moving the page
            self.in_view.focus(".et-next-hand")
        self._hand_callbacks(deal)
