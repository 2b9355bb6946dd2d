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

from euchre_teach.buck import words
from euchre_teach.buck.rules import (
    BUCK_SEATS,
    BuckPhase,
    BuckResult,
    BuckRules,
    buck_changes,
    check_buck_cards,
)
from euchre_teach.buck.view import BuckView
from euchre_teach.core import messages
from euchre_teach.core.actions import CALL, DISCARD, IN, ORDER, OUT, PASS, PLAY, Action, Kind
from euchre_teach.core.bidding import TwoRoundBidding
from euchre_teach.core.cards import Card, Suit
from euchre_teach.core.errors import DealError, IllegalAction
from euchre_teach.core.rules import legal_plays, trick_winner
from euchre_teach.core.state import Trick
from euchre_teach.core.view import seen_history

__all__ = ["BuckDeal"]


class BuckDeal(TwoRoundBidding):
    """One hand for three players. Apply actions (or their text); read the state.

    ``hands`` are for seats 0..2, five cards each; ``kitty`` optionally names the eight
    cards under the upcard (with the upcard, the nine not dealt). ``scores`` (each count
    before this hand) is information for players and hints only. The two rounds of bidding
    are the four-player game's (:class:`~euchre_teach.core.bidding.TwoRoundBidding`), for
    three seats and without going alone.
    """

    _SEATS = 3
    _ROUND_2 = BuckPhase.BIDDING_2
    _THROWN_IN = BuckPhase.PASSED_OUT

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
        self.rules: BuckRules = rules if rules is not None else BuckRules()
        start = self.rules.start_score
        self.scores = scores if scores is not None else (start, start, start)
        self.upcard = upcard
        self.kitty: tuple[Card, ...] | None = tuple(kitty) if kitty is not None else None
        self.initial_hands: tuple[tuple[Card, ...], ...] = tuple(tuple(h) for h in hands)
        self.hands: list[list[Card]] = [list(h) for h in hands]
        self.phase: BuckPhase = BuckPhase.BIDDING_1
        self.to_act: int | None = (dealer + 1) % 3
        #: True once the hand is scored or thrown in (nobody is left to act).
        self.is_over = False
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

    # ----------------------------------------------------------------- acting

    def apply(self, action: Action | str, seat: int | None = None) -> None:
        """Take an action for the seat to act (pass ``seat`` to check whose turn it is).

        A refused action raises :class:`IllegalAction` naming the rule; the hand is then
        unchanged.
        """
        act = Action.parse(action) if isinstance(action, str) else action
        if self.to_act is None:
            raise IllegalAction(words.hand_over(self.result))
        if seat is not None and seat != self.to_act:
            raise IllegalAction(messages.not_your_turn(self.to_act, seat, BUCK_SEATS))
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

    def _make_trump(self, seat: int, suit: Suit, alone: bool) -> None:
        self.trump = suit
        self.maker = seat

    def _pick_up(self) -> None:
        self.hands[self.dealer].append(self.upcard)
        self.upcard_taken = True
        self.phase = BuckPhase.DISCARD
        self.to_act = self.dealer

    def _discard(self, seat: int, act: Action) -> None:
        if act.kind is not Kind.DISCARD or act.card is None:
            hand = self.hands[seat]
            raise IllegalAction(words.must_discard(self.upcard, hand, act, self.dirty_clubs))
        if act.card not in self.hands[seat]:
            raise IllegalAction(messages.discard_not_held(act.card, self.hands[seat]))
        self.history.append((seat, act))
        self.hands[seat].remove(act.card)
        self.discard = act.card
        self._after_trump_made()

    def _in_or_out(self, seat: int, act: Action) -> None:
        if act is not IN and act is not OUT:
            assert self.maker is not None and self.trump is not None
            raise IllegalAction(words.wrong_in_or_out(self.maker, self.trump, act))
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
            assert self.trump is not None
            refusal = words.wrong_in_play(act, self.trump, self.forced_in, self.dirty_clubs)
            raise IllegalAction(refusal)
        hand = self.hands[seat]
        if card not in hand:
            raise IllegalAction(messages.card_not_held(card, hand, seat, BUCK_SEATS))
        if card not in legal_plays(hand, self.trick, self.trump):
            raise IllegalAction(messages.must_follow(card, hand, self.trick, self.trump))
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
        self._end(BuckPhase.DONE)

    # ----------------------------------------------------------------- copies, views

    def view(self, seat: int) -> BuckView:
        """What ``seat`` may know now: see :class:`euchre_teach.buck.view.BuckView`."""
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= 2:
            raise ValueError(f"invalid seat: {seat!r} (a Buck Euchre seat is 0 to 2)")
        return BuckView(
            seat=seat,
            dealer=self.dealer,
            rules=self.rules,
            scores=self.scores,
            phase=self.phase,
            to_act=self.to_act,
            hand=tuple(self.hands[seat]),
            upcard=self.upcard,
            upcard_taken=self.upcard_taken,
            dirty_clubs=self.dirty_clubs,
            history=seen_history(self.history, seat),
            trump=self.trump,
            maker=self.maker,
            dropped=self.dropped,
            tricks=tuple(self.tricks),
            trick=tuple(self.trick),
            trick_seats=tuple(self.trick_seats),
            discard=self.discard if seat == self.dealer else None,
            legal_actions=tuple(self.legal_actions()) if self.to_act == seat else (),
        )

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
