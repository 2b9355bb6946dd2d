"""One hand of Buck Euchre as a state machine: bidding, the dealer's discard, in or out,
the play of five tricks and the score.

Seats are 0 West, 1 East, 2 South, clockwise. Cards, following suit and trick winners are
the four-player game's (:mod:`euchre_teach.core.rules`); bidding, in or out and the countdown
scoring are Buck Euchre's own.

>>> from euchre_teach.core.cards import parse_cards
>>> deal = BuckDeal(dealer=2, upcard=Card.parse("KH"), hands=[
...     parse_cards("JH JD AH 9C TC"), parse_cards("AC KC QC JC 9S"),
...     parse_cards("AS KS QS JS TS")])
>>> deal.phase, deal.to_act, [str(a) for a in deal.legal_actions()]
(<BuckPhase.BIDDING_1: 'bidding, round 1'>, 0, ['pass', 'order'])
>>> deal.apply("order"); deal.apply("discard TS")
>>> deal.phase, deal.to_act, [str(a) for a in deal.legal_actions()]
(<BuckPhase.IN_OR_OUT: 'in or out'>, 1, ['in', 'out'])
>>> deal.apply("out"); deal.apply("in")
>>> deal.phase, deal.to_act, deal.playing
(<BuckPhase.PLAY: 'play'>, 0, (0, 2))
"""

from __future__ import annotations

from collections.abc import Sequence

from euchre_teach.buck import words as words
from euchre_teach.buck.rules import (
    BuckPhase,
    BuckResult,
    BuckRules,
    buck_changes,
    check_buck_cards,
)
from euchre_teach.buck.view import BuckView, buck_view_of
from euchre_teach.core.actions import CALL, DISCARD, IN, ORDER, OUT, PASS, PLAY, Action, Kind
from euchre_teach.core.cards import Card, Suit
from euchre_teach.core.errors import DealError, IllegalAction
from euchre_teach.core.rules import legal_plays, trick_winner
from euchre_teach.core.state import Trick

__all__ = ["BuckDeal"]


class BuckDeal:
    """One hand for three players. Apply actions (or their text); read the state.

    ``hands`` are for seats 0..2, five cards each; ``kitty`` optionally names the eight
    cards under the upcard (with the upcard, the nine not dealt). ``scores`` (each count
    before this hand) is information for players and hints only.
    """

    def __init__(
        self,
        dealer: int,
        hands: Sequence[Sequence[Card]],
        upcard: Card,
        rules: BuckRules | None = None,
        *,
        kitty: Sequence[Card] | None = None,
        scores: tuple[int, int, int] | None = None,
    ) -> None:
        problem = check_buck_cards(dealer, hands, upcard, kitty)
        if problem is not None:
            raise DealError(problem)
        self.dealer = dealer
        self.rules = rules if rules is not None else BuckRules()
        start = self.rules.start_score
        self.scores = scores if scores is not None else (start, start, start)
        self.upcard = upcard
        self.kitty: tuple[Card, ...] | None = tuple(kitty) if kitty is not None else None
        self.initial_hands: tuple[tuple[Card, ...], ...] = tuple(tuple(h) for h in hands)
        self.hands: list[list[Card]] = [list(h) for h in hands]
        self.phase = BuckPhase.BIDDING_1
        self.to_act: int | None = (dealer + 1) % 3
        self.trump: Suit | None = None
        self.maker: int | None = None
        self.dirty_clubs = upcard.suit is Suit.CLUBS
        self.dropped: tuple[int, ...] = ()
        self.discard: Card | None = None
        self.upcard_taken = False
        self.history: list[tuple[int, Action]] = []
        self.tricks: list[Trick] = []
        self.trick: list[Card] = []
        self.trick_seats: list[int] = []
        self.result: BuckResult | None = None
        if self.dirty_clubs:
            self.trump = Suit.CLUBS
            self._pick_up()

    # ----------------------------------------------------------------- reading

    @property
    def is_over(self) -> bool:
        """True once the hand is scored or thrown in."""
        return self.to_act is None

    @property
    def playing(self) -> tuple[int, ...]:
        """The seats still in the hand (everyone until someone drops out)."""
        return tuple(seat for seat in range(3) if seat not in self.dropped)

    @property
    def forced_in(self) -> bool:
        """True when nobody may drop: dirty clubs, or clubs under ``clubs_force_in``."""
        return self.dirty_clubs or (self.rules.clubs_force_in and self.trump is Suit.CLUBS)

    def tricks_taken(self, seat: int) -> int:
        """Completed tricks won by ``seat`` (all five for an uncontested maker)."""
        if self.result is not None:
            return self.result.tricks[seat]
        return sum(1 for t in self.tricks if t.winner == seat)

    def legal_actions(self) -> list[Action]:
        """Every action the seat to act may take (empty once the hand is over)."""
        seat = self.to_act
        if seat is None:
            return []
        if self.phase is BuckPhase.PLAY:
            return [PLAY[c.index] for c in legal_plays(self.hands[seat], self.trick, self.trump)]
        if self.phase is BuckPhase.BIDDING_1:
            return [PASS, ORDER]
        if self.phase is BuckPhase.DISCARD:
            return [DISCARD[c.index] for c in self.hands[seat]]
        if self.phase is BuckPhase.BIDDING_2:
            calls = [CALL[s] for s in Suit if s is not self.upcard.suit]
            return calls if self._stuck(seat) else [PASS, *calls]
        return [IN, OUT]

    def _stuck(self, seat: int) -> bool:
        return self.rules.stick_the_dealer and seat == self.dealer

    # ----------------------------------------------------------------- acting

    def apply(self, action: Action | str, seat: int | None = None) -> None:
        """Take an action for the seat to act (pass ``seat`` to check whose turn it is).

        A refused action raises :class:`IllegalAction` naming the rule; the hand is then
        unchanged.
        """
        act = Action.parse(action) if isinstance(action, str) else action
        if self.to_act is None:
            raise IllegalAction(words.hand_over(self))
        if seat is not None and seat != self.to_act:
            raise IllegalAction(words.not_your_turn(self, seat))
        if act.alone:
            raise IllegalAction(words.no_going_alone(act))
        actor, phase = self.to_act, self.phase
        if phase is BuckPhase.PLAY:
            self._play(actor, act)
        elif phase is BuckPhase.BIDDING_1:
            self._bid_round_1(actor, act)
        elif phase is BuckPhase.DISCARD:
            self._discard(actor, act)
        elif phase is BuckPhase.BIDDING_2:
            self._bid_round_2(actor, act)
        else:
            self._in_or_out(actor, act)

    def _bid_round_1(self, seat: int, act: Action) -> None:
        if act is PASS:
            self.history.append((seat, act))
            if seat == self.dealer:
                self.phase = BuckPhase.BIDDING_2
            self.to_act = (seat + 1) % 3
            return
        if act is not ORDER:
            raise IllegalAction(words.wrong_in_round_1(self, act))
        self.history.append((seat, act))
        self.trump = self.upcard.suit
        self.maker = seat
        self._pick_up()

    def _pick_up(self) -> None:
        self.hands[self.dealer].append(self.upcard)
        self.upcard_taken = True
        self.phase = BuckPhase.DISCARD
        self.to_act = self.dealer

    def _discard(self, seat: int, act: Action) -> None:
        if act.kind is not Kind.DISCARD or act.card is None:
            raise IllegalAction(words.must_discard(self, act))
        if act.card not in self.hands[seat]:
            raise IllegalAction(words.discard_not_held(self, act.card))
        self.history.append((seat, act))
        self.hands[seat].remove(act.card)
        self.discard = act.card
        self._after_trump_made()

    def _bid_round_2(self, seat: int, act: Action) -> None:
        if act is PASS:
            if self._stuck(seat):
                raise IllegalAction(words.stuck_dealer(self))
            self.history.append((seat, act))
            if seat == self.dealer:
                self.phase = BuckPhase.PASSED_OUT
                self.to_act = None
            else:
                self.to_act = (seat + 1) % 3
            return
        if act.kind is not Kind.CALL or act.suit is None:
            raise IllegalAction(words.wrong_in_round_2(self, act))
        if act.suit is self.upcard.suit:
            raise IllegalAction(words.turned_down_suit(self))
        self.history.append((seat, act))
        self.trump = act.suit
        self.maker = seat
        self._after_trump_made()

    def _in_or_out(self, seat: int, act: Action) -> None:
        if act is not IN and act is not OUT:
            raise IllegalAction(words.wrong_in_or_out(self, act))
        self.history.append((seat, act))
        if act is OUT:
            self.dropped = (*self.dropped, seat)
        after = (seat + 1) % 3
        if after != self.maker:
            self.to_act = after
        elif len(self.dropped) == 2:
            self._finish(uncontested=True)
        else:
            self._start_play()

    def _play(self, seat: int, act: Action) -> None:
        card = act.card
        if act.kind is not Kind.PLAY or card is None:
            raise IllegalAction(words.wrong_in_play(self, act))
        hand = self.hands[seat]
        if card not in hand:
            raise IllegalAction(words.card_not_held(self, seat, card))
        if card not in legal_plays(hand, self.trick, self.trump):
            raise IllegalAction(words.must_follow(self, seat, card))
        self.history.append((seat, act))
        hand.remove(card)
        self.trick.append(card)
        self.trick_seats.append(seat)
        if len(self.trick) < len(self.playing):
            self.to_act = self._next_in(seat)
            return
        winner = self.trick_seats[trick_winner(self.trick, self.trump)]
        self.tricks.append(
            Trick(self.trick_seats[0], tuple(self.trick_seats), tuple(self.trick), winner)
        )
        self.trick, self.trick_seats = [], []
        if len(self.tricks) == 5:
            self._finish()
        else:
            self.to_act = winner

    # ----------------------------------------------------------------- transitions

    def _after_trump_made(self) -> None:
        if self.forced_in:
            self._start_play()
        else:
            assert self.maker is not None
            self.phase = BuckPhase.IN_OR_OUT
            self.to_act = (self.maker + 1) % 3

    def _start_play(self) -> None:
        self.phase = BuckPhase.PLAY
        self.to_act = self._next_in(self.dealer)

    def _next_in(self, seat: int) -> int:
        nxt = (seat + 1) % 3
        while nxt in self.dropped:
            nxt = (nxt + 1) % 3
        return nxt

    def _finish(self, *, uncontested: bool = False) -> None:
        if uncontested:
            assert self.maker is not None
            taken = [0, 0, 0]
            taken[self.maker] = 5
        else:
            taken = [sum(1 for t in self.tricks if t.winner == s) for s in range(3)]
        changes, bucked = buck_changes(taken, self.maker, self.playing, self.rules)
        self.result = BuckResult((taken[0], taken[1], taken[2]), changes, bucked, uncontested)
        self.phase = BuckPhase.DONE
        self.to_act = None

    # ----------------------------------------------------------------- copies, views

    def view(self, seat: int) -> BuckView:
        """What ``seat`` may know now: see :class:`euchre_teach.buck.view.BuckView`."""
        return buck_view_of(self, seat)

    def copy(self) -> BuckDeal:
        """An independent copy (cards and actions are shared; they are immutable)."""
        twin = BuckDeal.__new__(BuckDeal)
        twin.__dict__.update(self.__dict__)
        twin.hands = [list(h) for h in self.hands]
        twin.history = list(self.history)
        twin.tricks = list(self.tricks)
        twin.trick = list(self.trick)
        twin.trick_seats = list(self.trick_seats)
        return twin

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, BuckDeal):
            return NotImplemented
        return self.__dict__ == other.__dict__

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<BuckDeal dealer={self.dealer} phase={self.phase.name} to_act={self.to_act}>"
