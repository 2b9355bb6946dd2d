"""One deal as a state machine: two bidding rounds, the dealer's discard, going alone,
defending alone, the play of five tricks and the result.

>>> from euchre_teach.core.cards import parse_cards
>>> deal = Deal(dealer=3, upcard=Card.parse("KH"), hands=[
...     parse_cards("JH JD AH 9C TC"), parse_cards("AC KC QC JC 9S"),
...     parse_cards("AS KS QS JS TS"), parse_cards("AD KD QD TD 9D")])
>>> deal.phase, deal.to_act
(<Phase.BIDDING_1: 'bidding, round 1'>, 0)
>>> deal.apply("order"); deal.apply("discard 9D")
>>> deal.phase, deal.trump, deal.maker
(<Phase.PLAY: 'play'>, <Suit.HEARTS: 2>, 0)
>>> for text in ("play JH", "play 9S", "play TS", "play KH"):
...     deal.apply(text)
>>> deal.tricks[0].winner
0
"""

from __future__ import annotations

from collections.abc import Sequence

from euchre_teach.core import messages
from euchre_teach.core.actions import (
    CALL,
    CALL_ALONE,
    CLAIM_RENEGE,
    DEFEND_ALONE,
    DISCARD,
    ORDER,
    ORDER_ALONE,
    PASS,
    PLAY,
    Action,
    Kind,
)
from euchre_teach.core.bidding import TwoRoundBidding
from euchre_teach.core.cards import DECK, Card, Suit
from euchre_teach.core.deal_check import BIT, check_cards, hand_masks
from euchre_teach.core.errors import IllegalAction
from euchre_teach.core.rules import FOLLOW_MASK, TRICK_RANK, Rules
from euchre_teach.core.seats import SEATING, partner, team
from euchre_teach.core.state import RESULTS, Phase, Result, Trick
from euchre_teach.core.view import View, seen_history

__all__ = ["Deal", "Phase", "Result", "Trick"]

#: Phases (_P_) and kinds (_K_) as module names: reading ``Phase.PLAY`` is an enum lookup
#: each time (about 0.15 microseconds), which adds up over the few actions of a deal.
_K_DISCARD = Kind.DISCARD
_K_PLAY = Kind.PLAY
_P_BIDDING_1 = Phase.BIDDING_1
_P_BIDDING_2 = Phase.BIDDING_2
_P_DEFEND = Phase.DEFEND
_P_DISCARD = Phase.DISCARD
_P_DONE = Phase.DONE
_P_PLAY = Phase.PLAY

#: Each card's play action.
_PLAY_OF: dict[Card, Action] = {card: PLAY[card.index] for card in DECK}
#: The calls open in round 2, by the turned-down suit: with and without the pass.
_CALLS = [
    tuple(CALL[s] for s in Suit if s != barred) + tuple(CALL_ALONE[s] for s in Suit if s != barred)
    for barred in Suit
]
_CALLS_OR_PASS = [(PASS, *calls) for calls in _CALLS]


class Deal(TwoRoundBidding):
    """One deal from the first bid to the result. Apply actions; read the state.

    Hands are given for seats 0..3 with five cards each; ``upcard`` is the turned-up card;
    ``kitty`` optionally names the three cards under it. ``scores`` (the game score before
    this hand, per team) is information for players and hints only.
    """

    _SEATS = 4
    _ROUND_2 = Phase.BIDDING_2
    _THROWN_IN = Phase.PASSED_OUT

    def __init__(
        self,
        dealer: int,
        hands: Sequence[Sequence[Card]],
        upcard: Card,
        rules: Rules | None = None,
        *,
        kitty: Sequence[Card] | None = None,
        scores: tuple[int, int] = (0, 0),
    ) -> None:
        # Every attribute is set here, and there are fewer than 30: CPython (3.11) keeps a
        # class's instances compact only up to 30 attribute names, and past them every
        # attribute read in play slows by a quarter. Add one only in place of another.
        masks = hand_masks(dealer, hands, upcard, kitty)
        if masks is None:  # something is off: the full check raises, saying what
            check_cards(dealer, hands, upcard, kitty)
            masks = [sum(BIT[card] for card in hand) for hand in hands]
        self.dealer = dealer
        self.rules: Rules = rules if rules is not None else Rules()
        self._enforce = self.rules.enforce_follow_suit
        self.upcard = upcard
        self.kitty: tuple[Card, ...] | None = tuple(kitty) if kitty is not None else None
        self.initial_hands: tuple[tuple[Card, ...], ...] = tuple(map(tuple, hands))
        self.scores = scores
        # The cards each seat holds, in the order dealt (the dealer's taken upcard last), each
        # with its play: a dict drops a card in one step where a list compares card by card.
        # And each hand as a bitmask of card indices, kept in step.
        play = _PLAY_OF
        self._held: list[dict[Card, Action]] = [
            {a: play[a], b: play[b], c: play[c], d: play[d], e: play[e]}
            for a, b, c, d, e in self.initial_hands  # five cards each: checked above
        ]
        self._masks = masks
        # Once trump is made: [card.index] -> mask of the cards that follow that card.
        self._follows: tuple[int, ...] = FOLLOW_MASK[4]
        # And [card.index] -> each card's rank in a trick that card led.
        self._ranks: tuple[dict[Card, int], ...] = TRICK_RANK[4]
        # In play: the follow mask of the current trick's led card (set when it is led).
        self._follow = 0
        # In play: the seats in play in turn from the current trick's leader, and that
        # order for each leader. The trick's seats are the first len(trick) of them.
        self._order: tuple[int, ...] = ()
        self._orders: tuple[tuple[int, ...], ...] = ()
        self.phase: Phase = _P_BIDDING_1
        self.to_act: int | None = (dealer + 1) % 4
        #: True once the deal is done or thrown in (nobody is left to act). An attribute
        #: set with ``to_act = None``, not a property: loops read it after every action.
        self.is_over = False
        self.trump: Suit | None = None
        self.maker: int | None = None
        self.alone = False
        self.defender_alone: int | None = None
        self.sitting_out: tuple[int, ...] = ()
        self.discard: Card | None = None
        self.upcard_taken = False
        self.history: list[tuple[int, Action]] = []
        self.tricks: list[Trick] = []
        self.trick: list[Card] = []
        # Each renege's seat and the suit it failed to follow (a follow mask, 0 once shown):
        # it may be claimed once it shows, when that seat later plays a card of that suit.
        self._renege_suits: list[tuple[int, int]] = []
        self.result: Result | None = None

    # ----------------------------------------------------------------- reading

    @property
    def leader(self) -> int | None:
        """The seat that led (or is to lead) the current trick, during play."""
        if self.phase is not _P_PLAY:
            return None
        return self._order[0]

    @property
    def trick_seats(self) -> list[int]:
        """The seats that played to the current trick, in order (a new list each time)."""
        return list(self._order[: len(self.trick)])

    @property
    def hands(self) -> list[list[Card]]:
        """The cards each seat holds now, in the order dealt (a new list each time)."""
        return list(map(list, self._held))

    def hand(self, seat: int) -> list[Card]:
        """The cards ``seat`` holds now, in the order dealt (a new list each time)."""
        return list(self._held[seat])

    def tricks_won(self, team_index: int) -> int:
        """How many completed tricks a team (0 or 1) has taken."""
        return sum(1 for t in self.tricks if t.winner % 2 == team_index)

    def legal_actions(self) -> list[Action]:
        """Every action the seat to act may take now (empty when the deal is over).

        A new list each time: changing it changes nothing in the deal.
        """
        seat = self.to_act
        if seat is None:
            return []
        phase = self.phase
        if phase is _P_PLAY:
            if not self._enforce:
                return self._legal_play(seat)
            # The cards that follow suit when the hand's mask holds any, in the hand's order
            # (one such card needs no order); else (a lead, or void in the suit led) the
            # whole hand.
            held = self._held[seat]
            if self.trick:
                legal = self._masks[seat] & self._follow
                if legal:
                    if not legal & (legal - 1):
                        return [PLAY[legal.bit_length() - 1]]
                    return [play for c, play in held.items() if BIT[c] & legal]
            return list(held.values())
        if phase is _P_BIDDING_1:
            return [PASS, ORDER, ORDER_ALONE]
        if phase is _P_DISCARD:
            return [DISCARD[c.index] for c in self._held[seat]]
        if phase is _P_BIDDING_2:
            return self._legal_bidding_2(seat)
        return [PASS, DEFEND_ALONE]

    def _legal_bidding_2(self, seat: int) -> list[Action]:
        barred = self.upcard.suit
        if self._stuck(seat):
            return list(_CALLS[barred])
        return list(_CALLS_OR_PASS[barred])

    def _legal_play(self, seat: int) -> list[Action]:
        actions = list(self._held[seat].values())
        if self._renege_claimable(seat):
            actions.append(CLAIM_RENEGE)
        return actions

    @property
    def reneges(self) -> list[int]:
        """The seats that have failed to follow suit this hand (table mode), in order."""
        return [seat for seat, _suit in self._renege_suits]

    @property
    def reneges_shown(self) -> list[int]:
        """The seats whose renege a later card has shown, so the other side may claim it."""
        return [seat for seat, suit in self._renege_suits if not suit]

    def _renege_claimable(self, seat: int) -> bool:
        return any(team(r) != team(seat) for r in self.reneges_shown)

    # ----------------------------------------------------------------- acting

    def apply(self, action: Action | str, seat: int | None = None) -> None:
        """Take an action (or its text) for the seat to act.

        Pass ``seat`` to check it is that seat's turn. A refused action raises
        :class:`IllegalAction` explaining the rule; the deal is then unchanged.
        """
        act = Action.parse(action) if isinstance(action, str) else action
        actor = self.to_act
        if actor is None:
            raise IllegalAction(messages.deal_over(self.result))
        if seat is not None and seat != actor:
            raise IllegalAction(messages.not_your_turn(actor, seat))
        card = act.card
        if self.phase is not _P_PLAY or act.kind is not _K_PLAY or card is None:
            self._apply_other(actor, act)
            return
        # A card played: most actions of a deal, so checked here by the hand masks.
        bit = BIT[card]
        mask = self._masks[actor]
        if not mask & bit:
            raise IllegalAction(messages.card_not_held(card, self.hand(actor), actor))
        trick = self.trick
        if trick:
            follow = self._follow
            if not bit & follow and mask & follow:  # holds the led suit, plays another
                self._renege(actor, card)
        else:
            self._follow = self._follows[card.index]
        if self._renege_suits:
            self._show_reneges(actor, bit)
        self._masks[actor] = mask ^ bit
        del self._held[actor][card]
        self.history.append((actor, act))
        trick.append(card)
        order = self._order
        if actor != order[-1]:  # not the last to play to this trick
            self.to_act = order[len(trick)]
        else:
            self._complete_trick()

    def _apply_other(self, actor: int, act: Action) -> None:
        phase = self.phase
        if phase is _P_PLAY:
            if act is not CLAIM_RENEGE:
                assert self.trump is not None
                defend_alone = self.rules.defend_alone
                raise IllegalAction(messages.wrong_in_play(act, self.trump, defend_alone))
            self._claim_renege(actor)
        elif phase is _P_BIDDING_1:
            self._bid_round_1(actor, act)
        elif phase is _P_DISCARD:
            self._apply_discard(actor, act)
        elif phase is _P_BIDDING_2:
            self._bid_round_2(actor, act)
        else:
            self._apply_defend(actor, act)

    def _apply_discard(self, seat: int, act: Action) -> None:
        if act.kind is not _K_DISCARD or act.card is None:
            raise IllegalAction(messages.must_discard(self.upcard, self.hand(seat), act))
        bit = BIT[act.card]
        if not self._masks[seat] & bit:
            raise IllegalAction(messages.discard_not_held(act.card, self.hand(seat)))
        self.history.append((seat, act))
        self._masks[seat] ^= bit
        del self._held[seat][act.card]
        self.discard = act.card
        self._after_trump_made()

    def _apply_defend(self, seat: int, act: Action) -> None:
        if act is not PASS and act is not DEFEND_ALONE:
            assert self.maker is not None
            raise IllegalAction(messages.wrong_in_defend(self.maker, act))
        self.history.append((seat, act))
        if act is DEFEND_ALONE:
            self.defender_alone = seat
            self.sitting_out = (*self.sitting_out, partner(seat))
            self._start_play()
        elif self.maker is not None and seat == (self.maker + 1) % 4:
            self.to_act = (self.maker + 3) % 4
        else:
            self._start_play()

    def _renege(self, seat: int, card: Card) -> None:
        """A card that fails to follow suit: refused, or in table mode remembered."""
        if self._enforce:
            raise IllegalAction(messages.must_follow(card, self.hand(seat), self.trick, self.trump))
        self._renege_suits.append((seat, self._follow))

    def _show_reneges(self, seat: int, bit: int) -> None:
        """A card of a suit ``seat`` earlier failed to follow: that renege can now be seen."""
        self._renege_suits = [(r, 0 if r == seat and suit & bit else suit)
                              for r, suit in self._renege_suits]  # fmt: skip

    def _complete_trick(self) -> None:
        trick, seats = self.trick, self._order
        # The highest card by its rank in this trick (the same as rules.trick_winner).
        ranks = list(map(self._ranks[trick[0].index].__getitem__, trick))
        winner = seats[ranks.index(max(ranks))]
        self.tricks.append(Trick.made(seats[0], seats, tuple(trick), winner))
        self.trick = []
        if len(self.tricks) == 5:
            self._finish()
        else:
            self.to_act = winner
            self._order = self._orders[winner]

    # ----------------------------------------------------------------- transitions

    def _make_trump(self, seat: int, suit: Suit, alone: bool) -> None:
        self.trump = suit
        self._follows = FOLLOW_MASK[suit]
        self._ranks = TRICK_RANK[suit]
        self.maker = seat
        self.alone = alone
        if alone:
            self.sitting_out = (partner(seat),)

    def _pick_up(self) -> None:
        if self.dealer in self.sitting_out:  # the dealer's partner went alone
            self._after_trump_made()
            return
        self._held[self.dealer][self.upcard] = _PLAY_OF[self.upcard]
        self._masks[self.dealer] |= BIT[self.upcard]
        self.upcard_taken = True
        self.phase = _P_DISCARD
        self.to_act = self.dealer

    def _after_trump_made(self) -> None:
        if self.alone and self.rules.defend_alone and self.maker is not None:
            self.phase = _P_DEFEND
            self.to_act = (self.maker + 1) % 4
        else:
            self._start_play()

    def _start_play(self) -> None:
        self.phase = _P_PLAY
        # Who is in play is settled now: the next seat in play, and the order of play.
        next_seat, self._orders = SEATING[self.sitting_out]
        if self.alone and self.rules.loner_lead == "maker_left" and self.maker is not None:
            start = self.maker
        else:
            start = self.dealer
        self.to_act = next_seat[start]
        self._order = self._orders[self.to_act]

    def _finish(self) -> None:
        assert self.maker is not None
        makers = team(self.maker)
        maker_tricks = [t.winner % 2 for t in self.tricks].count(makers)
        self.result = RESULTS[makers, maker_tricks, self.alone, self.defender_alone is not None]
        self._end(_P_DONE)

    def _claim_renege(self, seat: int) -> None:
        if not self._renege_claimable(seat):
            raise IllegalAction(messages.nothing_to_claim(seat, self._enforce))
        assert self.maker is not None
        culprit = next(r for r in self.reneges_shown if team(r) != team(seat))
        against_loner = self.alone and team(culprit) != team(self.maker)
        self.history.append((seat, CLAIM_RENEGE))
        self.result = Result(
            self.tricks_won(team(self.maker)), team(seat), 4 if against_loner else 2, culprit
        )
        self._end(_P_DONE)

    # ----------------------------------------------------------------- copies, views

    def copy(self) -> Deal:
        """An independent copy (cards and actions are shared; they are immutable)."""
        twin = Deal.__new__(Deal)
        twin.__dict__.update(self.__dict__)
        twin._held = [held.copy() for held in self._held]
        twin._masks = list(self._masks)
        twin.history = list(self.history)
        twin.tricks = list(self.tricks)
        twin.trick = list(self.trick)
        twin._renege_suits = list(self._renege_suits)
        return twin

    def _state(self) -> tuple[object, ...]:
        return (
            self.dealer, self.rules, self.upcard, self.kitty, self.initial_hands,
            self.hands, self.phase, self.to_act, self.trump, self.maker, self.alone,
            self.defender_alone, self.sitting_out, self.discard, self.upcard_taken,
            self.history, self.tricks, self.trick, self.trick_seats, self._renege_suits,
            self.result,
        )  # fmt: skip

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Deal):
            return NotImplemented
        return self._state() == other._state()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<Deal dealer={self.dealer} phase={self.phase.name} to_act={self.to_act}>"

    def view(self, seat: int) -> View:
        """What ``seat`` may know now: see :class:`euchre_teach.core.view.View`."""
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= 3:
            raise ValueError(f"invalid seat: {seat!r} (a seat is 0 to 3)")
        return View(
            seat=seat,
            dealer=self.dealer,
            rules=self.rules,
            scores=self.scores,
            phase=self.phase,
            to_act=self.to_act,
            hand=tuple(self._held[seat]),
            upcard=self.upcard,
            upcard_taken=self.upcard_taken,
            history=seen_history(self.history, seat),
            trump=self.trump,
            maker=self.maker,
            alone=self.alone,
            defender_alone=self.defender_alone,
            sitting_out=self.sitting_out,
            tricks=tuple(self.tricks),
            trick=tuple(self.trick),
            trick_seats=self._order[: len(self.trick)],
            discard=self.discard if seat == self.dealer else None,
            legal_actions=tuple(self.legal_actions()) if self.to_act == seat else (),
        )
