"""GuidedHandPlayer: play a curated hand from South's seat, with a comment at every step.

The other seats follow the hand record; at each of South's decisions the learner chooses
(a card from the hand, or a bid button). A wrong choice gets the rule or the reason this
hand teaches, and the learner tries again; the hand then plays on.

>>> player = GuidedHandPlayer("07_partners_ace.txt")
>>> while player.step(): pass
>>> player.waiting, player.options()[:2]
(True, ['pass', 'order'])
>>> player.choose("order").accepted
False
>>> player.choose("pass").accepted
True

Lesson 3 teaches following suit before the bidding is taught (lesson 5), so its hand makes
the learner's bids for them (``watch_bids=True``): Continue makes the learner's recorded bid,
with its reason, and the learner plays every card. Lesson 10 replays every hand
(``replay=True``), judged with going alone, all of its notes said.
"""

from __future__ import annotations

import html
import itertools
import weakref
from pathlib import Path
from typing import Any

import ipywidgets

from euchre_teach import Card, Deal, IllegalAction, Phase
from euchre_teach.core.actions import Action, Kind
from euchre_teach.core.explain import action_done
from euchre_teach.core.record import HandRecord
from euchre_teach.core.seats import SEAT_NAMES
from euchre_teach.course.catalogue import (
    LEARNER,
    Attempt,
    GuidedHand,
    Step,
    hands_dir,
)
from euchre_teach.course.habit_words import COUNT_LESSON
from widgets._base import CallbackList
from widgets._style import panel_style
from widgets.bidding import DISCARD_HAND_TITLE, action_words, discard_prompt
from widgets.guided_words import (
    AS_RECORDED,
    WATCH_BIDS,
    answer_html,
    cards_named,
    continue_tooltip,
    face_up_now,
    folded_answer,
    folds_html,
    go_on_label,
    go_on_line,
    hand_list,
    hand_outcome,
    learner_line,
    log_html,
    on_the_table,
    paused_note,
    speaks_of_a_holding,
    unseen_by,
    wait_words,
)
from widgets.hand import Hand
from widgets.inview import InView, guided_spans
from widgets.table import Table

__all__ = ["WATCH_BIDS", "GuidedHandPlayer", "cards_named", "hand_list", "speaks_of_a_holding",
           "unseen_by"]  # fmt: skip

_COUNT = itertools.count()  # the hands' order on the page, to say "above" or "below"
_ON_THIS_PAGE: weakref.WeakSet[GuidedHandPlayer] = weakref.WeakSet()
"""The guided hands of this page (a page has its own kernel): only the one being played
takes clicks, so a tap meant for one table never plays a card at another (lesson 6 on a
phone shows two, one above the other)."""


def _guide(hand: str | Path | HandRecord, loners: bool | None = None) -> GuidedHand:
    """The learner's guided hand: from its file, judged with the verdicts stored beside it
    (:meth:`GuidedHand.from_file`; ``loners``: whether going alone is judged, by default
    after the hand's first lesson), or a record given without its file, unjudged."""
    if isinstance(hand, HandRecord):
        return GuidedHand(hand, LEARNER)
    path = Path(hand)
    if not path.is_absolute() and not path.exists():
        path = hands_dir() / path
    return GuidedHand.from_file(path, LEARNER, loners=loners)


class GuidedHandPlayer(ipywidgets.VBox):  # type: ignore[misc]
    """A guided hand: ``choose("play 9H")`` is the learner's try; ``step()`` plays the next
    action of another seat (the Continue button); ``on_finish(callback(deal))``."""

    def __init__(self, hand: str | Path | HandRecord, *, autoplay: bool = False,
                 watch_bids: bool = False, replay: bool = False) -> None:  # fmt: skip
        super().__init__()
        self.add_class("et-panel")
        # Lesson 10 comes after going alone: its replay judges going alone in every hand, as
        # lesson 11 does (a clear loner is not refused), and says the notes' asides on it.
        self.guide = _guide(hand, True if replay else None)
        self.record, self.judge = self.guide.record, self.guide.judge
        self.autoplay = autoplay
        #: Lesson 3: the learner plays the cards; the bids are made for them.
        self.watch_bids = watch_bids
        self._finish_callbacks = CallbackList()
        notes = "".join(f"<p>{html.escape(n)}</p>" for n in self.record.notes)
        if watch_bids:
            notes += f'<p class="et-watch-bids">{html.escape(WATCH_BIDS)}</p>'
        if self.judge is not None and not any(o.judge is not None for o in _ON_THIS_PAGE):
            # said once a page, above its first judged hand (learner walk: three times on a
            # page, it read as noise)
            notes += f'<p class="et-as-recorded">{html.escape(AS_RECORDED)}</p>'
        self._title = ipywidgets.HTML(f"<h3>{html.escape(self.record.title)}</h3>{notes}")
        self.table = Table(self.guide.deal, bottom=LEARNER)
        self.hand = Hand(self.guide.deal.hands[LEARNER], trump=None, mode="play",
                         referee=self._referee, title="Your hand")  # fmt: skip
        self.hand.on_pick(self._picked)
        self._bids = ipywidgets.Box(layout=ipywidgets.Layout(flex_flow="row wrap"))
        self._bids.add_class("et-guided-bids")
        self._say = ipywidgets.HTML()  # the answer to the learner's last move
        self._said, self._more, self._figures = "", "", ""  # words; reasons, figures: folds
        self._log = ipywidgets.HTML()
        self._reread = ipywidgets.HTML()  # that answer after Continue: folded, under the log
        self._continue = ipywidgets.Button(description="Continue", tooltip="Play the next card")
        self._continue.add_class("et-primary")
        self._continue.on_click(lambda _b: self.step())
        #: After an "also fine" choice: (the learner's action, the recorded one, the deal
        #: before it). The table still shows that deal, the learner's card marked accepted
        #: and the recorded card marked, until the learner presses "Go on with ...".
        self.pending: tuple[Action, Action, Deal] | None = None
        #: The answer to that choice, for its log line (:func:`go_on_line`: the habit it
        #: broke, never "also fine" nor "worked here too", expert55-58) and its card's mark.
        self._chose = Attempt(False, "")
        self._go_on = ipywidgets.Button(description="Go on")
        self._go_on.add_class("et-primary")
        self._go_on.on_click(lambda _b: self.go_on())
        self._restart = ipywidgets.Button(description="Play this hand again")
        self._restart.on_click(lambda _b: self.restart())
        #: At the end, the way on to the next hand of a list (:meth:`offer_next`; walk18:
        #: the hand menu was a screen and a half up, and only "Play this hand again" was lit).
        self._next = ipywidgets.Button(description="Next hand")
        self._next.add_class("et-primary")
        self._next_hand: Any = None
        self._next.on_click(lambda _b: self._next_hand and self._next_hand())
        #: True while another guided hand on the page is being played: this one takes no
        #: clicks but its "Back to this hand" button, and keeps its place.
        self.paused = False
        self._resume = ipywidgets.Button(description="Back to this hand",
                                         tooltip="Play this hand on from where you left it")
        self._resume.add_class("et-primary")
        self._resume.on_click(lambda _b: self.resume())
        self._paused_note = ipywidgets.HTML()
        #: The hand being played instead, and whether it is further down the page.
        self._paused_by = ("", True)
        self._order = next(_COUNT)
        self.lines: list[str] = []
        #: What the other seats' moves said about cards the learner could not see (their
        #: reasons, a face-down discard): shown once the hand is over, never before.
        self.after_hand: list[str] = []
        self._focused: Any = None  # where the keyboard focus was sent last
        self._on_table = ipywidgets.HTML()  # the trick so far, right above the hand
        ways = ipywidgets.HBox([self._go_on, self._continue, self._resume, self._restart,
                                self._next])
        ways.add_class("et-guided-ways")
        self.in_view = InView()  # the page follows the learner's presses to what comes next
        # The answer to the learner's move sits below the cards and the buttons: above them,
        # its arrival pushed the cards down under the finger, and a second tap (a wrong
        # discard tried again) landed on another card (issue 27 walk); folded, under the log.
        self.children = [panel_style(), self._title, self.table, self._paused_note,
                         self._on_table, self.hand, self._bids, ways, self._say, self._log,
                         self._reread, self.in_view]  # fmt: skip
        _ON_THIS_PAGE.add(self)
        self._opening = self._play_opening()
        self._render()

    # ----------------------------------------------------------------- reading

    @property
    def deal(self) -> Any:
        """The deal as it stands."""
        return self.guide.deal

    @property
    def waiting(self) -> bool:
        """True when it is the learner's decision (never a bid where the bids are watched)."""
        return self.guide.waiting and not self._watching()

    def _watching(self) -> bool:
        """The learner's next move is a bid (or discard), shown rather than asked."""
        return (self.watch_bids and self.guide.waiting
                and self.deal.phase is not Phase.PLAY)  # fmt: skip

    def options(self) -> list[str]:
        """The actions the rules allow the learner now (as text)."""
        return [str(a) for a in self.deal.legal_actions()] if self.waiting else []

    def offer_next(self, title: str, start: Any) -> None:
        """At the hand's end, a "Next hand: ``title``" button that calls ``start()``."""
        self._next.description = f"Next hand: {title}"
        self._next.tooltip = f"Start the next hand of the list, {title}"
        self._next_hand = start
        self._render()

    def on_finish(self, callback: Any, remove: bool = False) -> None:
        """Call ``callback(deal)`` when the hand is over."""
        self._finish_callbacks.register(callback, remove)

    # ----------------------------------------------------------------- acting

    def choose(self, action: str, *, answer_refusal: bool = True) -> Attempt:
        """The learner's try at a bid, discard or card; a refusal is answered below the
        buttons (``answer_refusal``) or not drawn there at all (the caller says it)."""
        self._take_the_page()
        before = self.deal.copy()
        attempt = self.guide.attempt(action)
        if attempt.accepted and attempt.instead is not None:
            self.pending = (Action.parse(action), attempt.instead, before)
            self._chose = attempt
        self._note(attempt, refusal=answer_refusal)
        if attempt.accepted:
            self._after_learner(attempt, action)
        else:
            self._focused = None  # the reason sits below cards and bids: the page shows both
            self._focus_next()
        return attempt

    def go_on(self) -> None:
        """After an "also fine" choice, play the recorded move the table is showing."""
        if self.pending is None:
            return
        chosen, recorded, _before = self.pending
        self.pending = None
        said = action_done(LEARNER, recorded, you=LEARNER, dealer=self.deal.dealer)
        self.lines.append(go_on_line(said, chosen, self._chose, dealer=self.deal.dealer == LEARNER))
        self._after_step()

    def step(self) -> bool:
        """Play the next action of another seat; False when the learner must act or the
        hand is over."""
        if self.pending is not None:
            self.go_on()  # what "Go on with ..." does; Continue is disabled until then
            return True
        if self.guide.finished or self.waiting:
            return False
        self._take_the_page()
        # Read, the answer folds to one line under the log: above Continue and the log, it
        self._say.value = ""  # pushed the newest line off the screen (a phone; 1280x900 too)
        self._reread.value = folded_answer(self._said, self._figures, self._more)
        played = self.guide.play_next()
        if played.seat == LEARNER:  # watched bids: the learner's bid, made for them
            reason = played.text()[len(action_done(played.seat, played.action,
                                                   dealer=played.dealer)):].strip()  # fmt: skip
            done = action_done(LEARNER, played.action, you=LEARNER, dealer=played.dealer)
            self.lines.append(f"Made for you: {done[0].lower()}{done[1:]} {reason}".strip())
        else:
            self.lines.append(self._seen(played))
        if self.waiting or self.guide.finished:
            self._answer("")  # the answer to the learner's last move stays until then
        self._after_step()
        return True

    def resume(self) -> None:
        """Play this hand on: the other guided hands on the page that are under way pause."""
        self._take_the_page()
        self._render()
        self._focus_next()

    def _take_the_page(self) -> None:
        self.paused = False
        for other in list(_ON_THIS_PAGE):
            if other is not self and not other.paused and other._under_way():
                other.paused = True
                other._paused_by = (self.record.title, self._order > other._order)
                other._render()

    def _under_way(self) -> bool:
        """Started and not over: the learner has a place in it to come back to."""
        return self.guide.position > self._opening and not self.guide.finished

    def _play_opening(self) -> int:
        """Play the other seats' moves before the learner's first decision at once, as the
        hand's notes tell them ("East passes, and it is your turn"): the log says them and
        the learner's bids are there when the hand opens. Returns where the learner starts."""
        while not self.guide.finished and not self.guide.waiting:
            self.lines.append(self._seen(self.guide.play_next()))
        return self.guide.position

    def restart(self) -> None:
        """Start the hand again from the deal."""
        self._take_the_page()
        old, self.guide = self.guide, GuidedHand(self.record, LEARNER, self.judge)
        self.guide.before_loners, self.guide.lesson = old.before_loners, old.lesson  # its page's
        self.lines = []
        self.after_hand = []
        self.pending = None
        self._answer("")
        self._opening = self._play_opening()
        self._render()
        self._focus_next()

    def _seen(self, step: Step) -> str:
        """Another seat's move as the learner sees it at the table: a discard face down,
        and the record's reason only when it names no card the learner cannot see (else
        it waits in :attr:`after_hand` until the hand is over)."""
        done = action_done(step.seat, step.action, dealer=step.dealer)
        reason = step.text()[len(done) :].strip()  # the record's comment, as a sentence
        if step.action.kind is Kind.DISCARD and step.action.card is not None:
            name = SEAT_NAMES[step.seat]
            self.after_hand.append(f"{name}'s discard, face down until now, was"
                                   f" {step.action.card.label()}. {reason}".strip())  # fmt: skip
            return f"{name} discarded a card face down."
        if reason and (cards_named(reason) & unseen_by(self.deal, LEARNER)
                       or speaks_of_a_holding(reason)):
            self.after_hand.append(f"{done[:-1]}: {reason}")
            return done
        return f"{done} {reason}".strip()

    def _after_learner(self, attempt: Attempt, chosen: str) -> None:
        if attempt.instead is not None:
            # The recorded move waits on the table for "Go on with ...", which logs it.
            self._render()
            self._focus_next()
            return
        _seat, action = self.record.actions[self.guide.position - 1]
        done = action_done(LEARNER, action, you=LEARNER, dealer=self.deal.dealer)
        self.lines.append(learner_line(done, action, attempt.feedback))  # why: in the answer
        self._after_step()

    def _after_step(self) -> None:
        if self.autoplay:
            while self.step():
                pass
        self._render()
        self._focus_next()
        if self.guide.finished:
            self._finish_callbacks(self.deal)

    def _focus_next(self) -> None:
        """After the learner's press, the keyboard focus goes to what comes next: a bid,
        the hand, Continue, or "Play this hand again" at the end (never the page top); the
        page shows it with the table above it (on a phone North's seat was off the top)."""
        self.in_view.show(*guided_spans(self))
        if self.pending is not None:
            target: Any = self._go_on
        elif self.guide.finished:
            target = self._next if self._next_hand else self._restart
        elif self.waiting and self._bids.children:
            target = self._bids.children[0]
        elif self.waiting:
            target = self.hand
        else:
            target = self._continue
        if target is not self._focused:
            self._focused = target
            if target is self.hand:
                self.hand.take_focus()
            else:
                target.focus()

    def _note(self, attempt: Attempt, *, refusal: bool = True) -> None:
        kind = attempt.kind  # a habit broken, accepted: "close" (expert58); figures: folded
        # That the hand goes on with the recorded choice, waiting on the table, the page says
        # with its "Go on with ..." button and the cards' marks, not the answer's words.
        said = attempt.words() if attempt.accepted or refusal else ""  # "": clears the last
        # expert74: "0.1 of a point a hand" means nothing before the count and the practice
        # (lesson 6) say what a point a hand is: lessons 3 and 5 show no figures' fold
        figures = attempt.figures if self.guide.lesson >= COUNT_LESSON else ""
        self._answer(said.strip(), kind, figures, attempt.more)

    def _answer(self, said: str, kind: str = "right", figures: str = "", more: str = "") -> None:
        """Show the answer to the learner's move below the buttons ("" clears it)."""
        self._said, self._figures, self._more = said, figures, more
        self._say.value = answer_html(said, kind, figures, more)  # no words: a refused card's
        self._reread.value = "" if said else folds_html(more, figures)  # folds, under the log

    def _referee(self, card: Card) -> None:
        if not self.waiting:
            raise IllegalAction("Wait: press Continue until it is your turn.")
        # A refused card is answered beside the cards only (drawn below too, then cleared)
        attempt = self.choose(f"play {card}", answer_refusal=False)
        if not attempt.accepted:  # what a glance takes in: no fold beside the cards
            raise IllegalAction(attempt.words())

    def _picked(self, card: Card, _selected: list[str]) -> None:
        if self.deal.phase is Phase.DISCARD and self.waiting:
            self.choose(f"discard {card}")

    # ----------------------------------------------------------------- drawing

    def _render(self) -> None:
        if self.hand.message_kind == "error":  # a refusal speaks of a state now gone (walk19:
            self.hand.say("")  # "Wait for your turn" stayed under "Your turn to bid")
        if self.pending is not None:
            self._render_pending(*self.pending)
            return
        self._go_on.layout.display = "none"
        deal = self.deal
        self.table.watching = self.watch_bids
        self.table.update(deal)
        playing = deal.phase is Phase.PLAY
        discarding = deal.phase is Phase.DISCARD
        self.hand.mode = "choose" if discarding else "play"
        self.hand.title = DISCARD_HAND_TITLE if discarding and self.waiting else "Your hand"
        self.hand.show(deal.hands[LEARNER], trump=deal.trump, trick=deal.trick if playing else ())
        self._on_table.value = on_the_table(deal, LEARNER) if self.waiting else ""
        # its line's room is kept in the play (panels.css: it moved the hand and Continue)
        room = playing
        (self._on_table.add_class if room else self._on_table.remove_class)("et-on-table-room")
        live = not self.paused
        self.hand.disabled = not (live and self.waiting and deal.phase in (Phase.PLAY,
                                                                          Phase.DISCARD))
        state = ("paused" if self.paused else "finished" if self.guide.finished
                 else "watching" if self._watching() else "")  # fmt: skip
        self.hand.waiting_words = wait_words(deal, LEARNER, state=state)
        bids = []
        if self.waiting and deal.phase not in (Phase.PLAY, Phase.DISCARD):
            loners = self.judge is None or self.judge.loners
            for action in deal.legal_actions():
                if action.alone and not loners:
                    continue  # going alone is taught in lesson 8: not offered before
                # The game tables' words, naming the upcard ("Order up K♣", "Take up K♣"):
                # a cold walk met "Order up" in lesson 3 and "Order up K♣" in lesson 14.
                label = action_words(action, deal, LEARNER)
                button = ipywidgets.Button(description=label)
                button.on_click(lambda _b, text=str(action): self.choose(text))
                bids.append(button)
        elif self.waiting and any(a.kind is Kind.CLAIM_RENEGE for a in deal.legal_actions()):
            button = ipywidgets.Button(description="Claim a renege")
            button.on_click(lambda _b: self.choose("claim renege"))
            bids.append(button)
        for button in bids:
            button.disabled = not live
        self._bids.children = bids
        self._continue.disabled = self.guide.finished or self.waiting or not live
        self._restart.disabled = self._next.disabled = not live
        ended = self.guide.finished and self._next_hand is not None
        self._next.layout.display = None if ended else "none"
        self._resume.layout.display = None if self.paused else "none"
        self._paused_note.value = self._paused_text()
        self._continue.description = "Continue" if not self.guide.finished else "Hand over"
        actions = self.record.actions
        self._continue.tooltip = continue_tooltip(
            None if self.guide.finished else actions[self.guide.position], LEARNER)
        self._log.value = log_html(self.lines)
        if self.guide.finished:
            outcome = html.escape(hand_outcome(self.deal))
            shown = face_up_now(self.after_hand, self.record.start, LEARNER)
            self._log.value += f'<p class="et-outcome"><strong>{outcome}</strong></p>{shown}'
        elif self.waiting and discarding:
            self._log.value += (f"<p><strong>Your turn.</strong>"
                                f" {html.escape(discard_prompt(deal.upcard))}</p>")  # fmt: skip
        elif self.waiting and deal.phase is Phase.PLAY:  # Continue is grey: say what to do
            self._log.value += ("<p><strong>Your turn.</strong> Tap (or click) a card in your"
                                " hand to play it; Continue waits until you have.</p>")
        elif self.waiting:
            self._log.value += ("<p><strong>Your turn.</strong> Choose your bid with the"
                                " buttons above.</p>")
        elif self._watching():
            self._log.value += ("<p><strong>Your bid next.</strong> Press <em>Continue</em>"
                                " to see the bid this hand makes for you, and why.</p>")

    def _paused_text(self) -> str:
        return paused_note(*self._paused_by) if self.paused else ""

    def _render_pending(self, chosen: Action, recorded: Action, before: Deal) -> None:
        """The table as it was at the learner's choice: their card marked "accepted" ("yours"
        where it broke the habit, expert58), the recorded card marked "goes on", nothing
        played until "Go on with ..." is pressed."""
        self.table.update(before)
        cards = before.hands[LEARNER]
        mark = "yours" if self._chose.broke else "accepted"
        captions = [mark if card == chosen.card else "goes on" if card == recorded.card
                    else "" for card in cards]  # fmt: skip
        playing = before.phase is Phase.PLAY
        self.hand.show(cards, trump=before.trump, trick=before.trick if playing else (),
                       captions=captions)  # fmt: skip
        self._on_table.value = on_the_table(before, LEARNER)
        self.hand.disabled = True
        self.hand.waiting_words = wait_words(before, LEARNER, state="paused" if self.paused
                                             else "", go_on="" if self.paused else
                                             go_on_label(recorded))  # fmt: skip
        self._bids.children = []
        self._go_on.description = go_on_label(recorded)
        self._go_on.tooltip = "Play the card this hand was recorded with"
        self._go_on.disabled = self.paused
        self._go_on.layout.display = None
        self._continue.disabled = True
        self._restart.disabled = self.paused
        self._resume.layout.display = None if self.paused else "none"
        self._paused_note.value = self._paused_text()
        self._log.value = (f"{log_html(self.lines)}<p><strong>"
                           f"{html.escape(go_on_label(recorded))}</strong> when you are"
                           " ready.</p>")  # fmt: skip
