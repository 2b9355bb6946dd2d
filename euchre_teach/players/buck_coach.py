"""The coach at a Buck Euchre table: when to make trump, when to stay in, what to play.

Three hands are dealt and nine cards stay out, so the coach counts *tricks*, not points:
the maker needs three of five alone, and a player who stays in needs one. It makes trump
with a count of 2.5 and stays in with 1.5, the thresholds at which playing it out starts
to gain (``benchmarks/buck_count.py``); it also stays in with the right bower, and with the
left bower and another trump (on 368 in-or-out positions played out, that rule took the
coach's choice within the margin from 94.6% to 97.0% of them, and the mean loss from 0.115
to 0.076 points a hand).

>>> from euchre_teach.core.cards import parse_cards
>>> count = trick_count(parse_cards("JH JD AS KH 9C"), Suit.HEARTS)
>>> count.total, count.words()
(3.2, 'J♥ 1 + J♦ 0.9 + K♥ 0.7 + A♠ 0.6 = 3.2 tricks')
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from euchre_teach.buck.deal import BuckDeal
from euchre_teach.buck.rules import BUCK_SEATS, MAKER_NEEDS, BuckPhase
from euchre_teach.buck.view import BuckView
from euchre_teach.core.actions import CALL, IN, ORDER, OUT, PASS, PLAY, Action
from euchre_teach.core.cards import Card, Rank, Suit
from euchre_teach.core.rules import bower, legal_plays, ranked
from euchre_teach.players.bidding import best_discard, discard_reason
from euchre_teach.players.decision import Decision
from euchre_teach.players.knowledge import beats, highest, is_boss, lowest, suit_of, winning
from euchre_teach.players.play import is_lone_card, throw_off

__all__ = [
    "MAKE_AT",
    "ORDER_AT",
    "ORDER_TRUMPS",
    "STAY_IN_AT",
    "TrickCount",
    "decide_buck",
    "order_count",
    "orders_up",
    "play_out",
    "trick_count",
]

MAKE_AT = 2.5
"""The count that makes trump. The maker needs three tricks, but the two others also play
against each other. Played out by the coach (``benchmarks/buck_count.py``), hands counting
2.5 or more gain on average by making trump, and weaker ones lose."""

ORDER_AT = 2.0
"""The count that orders up from a seat that is not the dealer, once the upcard's share is
taken off (it goes to the dealer, an opponent). Fitted to play-outs of 501 such decisions
and checked on 372 others (``benchmarks/buck_count.py --hands 260 --samples 32 --seed 2``):
within the margin 96.8%, 0.122 points lost a hand, the same as the hand alone at 2.5, while
taking the share off and keeping 2.5 does worse (94.9%, 0.175). It passes lesson 15's
bucked order-up, which the play-outs make 2.1 points worse than a pass."""

ORDER_TRUMPS = 2
"""Trumps a seat that is not the dealer must hold to order up, beside an estimate of
``ORDER_AT``. With the upcard's share taken off, only a single trump beside three off-suit
aces reaches 2 (and never 2.5): played out on 300 such positions
(``benchmarks/buck_count.py --thin 300 --samples 48``), ordering up is 2.37 points a hand
worse than passing (better in 4 of 300), since the dealer, now holding a trump, can trump an
ace and one trump cannot draw the others' trumps first. On 2219 random order-or-pass
positions (``--hands 1500``) the two-trump need moves the coach from 96.0% to 96.1% within
the margin and from 0.121 to 0.117 points lost a hand: such hands are rare, but lesson 15
shows one."""

STAY_IN_AT = 1.5
"""The count that stays in: below it the playouts show the buck risk outweighing the tricks
(``benchmarks/buck_count.py``)."""


@dataclasses.dataclass(frozen=True)
class TrickCount:
    """The tricks a hand expects with a trump suit: each counted card and its share, less
    the share of an upcard that ordering up would hand to the dealer (``given``)."""

    trump: Suit
    parts: tuple[tuple[Card, float], ...]
    given: Card | None = None

    @property
    def given_share(self) -> float:
        """What the upcard handed to the dealer takes off the count."""
        return 0.0 if self.given is None else _share(self.given, self.trump)

    @property
    def total(self) -> float:
        return round(sum(value for _, value in self.parts) - self.given_share, 2)

    def words(self) -> str:
        """``"J♥ 1 + A♠ 0.6 = 1.6 tricks"``; ordering up as a non-dealer,
        ``"K♥ 0.7 + A♠ 0.6 + A♣ 0.6 - Q♥ 0.5 to the dealer = 1.4 tricks"``."""
        if not self.parts and self.given is None:
            return f"no trump and no ace with {self.trump.plural}: 0 tricks"
        each = " + ".join(f"{card.label()} {value:g}" for card, value in self.parts) or "0"
        if self.given is not None:
            each += f" - {self.given.label()} {self.given_share:g} to the dealer"
        return f"{each} = {self.total:g} trick{'' if self.total == 1 else 's'}"


def _share(card: Card, trump: Suit) -> float:
    which = bower(card, trump)
    if which is not None:
        return 1.0 if which == "right" else 0.9
    if suit_of(card, trump) is trump:
        return 0.7 if card.rank in (Rank.ACE, Rank.KING) else 0.5
    return 0.6 if card.rank is Rank.ACE else 0.0


def trick_count(hand: Sequence[Card], trump: Suit, given: Card | None = None) -> TrickCount:
    """The tricks ``hand`` expects with ``trump``, best card first; ``given`` is an upcard
    that making trump hands to the dealer, an opponent: its share comes off the count."""
    parts = tuple((c, _share(c, trump)) for c in ranked(hand, trump) if _share(c, trump) > 0)
    return TrickCount(trump, parts, given)


def order_count(hand: Sequence[Card], upcard: Card, *, dealer: bool) -> TrickCount:
    """The count for ordering up ``upcard`` in round 1. The dealer counts the five cards kept
    after taking it; anyone else counts their hand less the upcard's share, because ordering
    up puts the upcard, a trump, in the dealer's hand, and the dealer may play against you."""
    trump = upcard.suit
    if dealer:
        six = [*hand, upcard]
        six.remove(best_discard(six, trump))
        return trick_count(six, trump)
    return trick_count(hand, trump, given=upcard)


def _trumps(hand: Sequence[Card], trump: Suit) -> list[Card]:
    return [c for c in hand if suit_of(c, trump) is trump]


def orders_up(hand: Sequence[Card], upcard: Card, *, dealer: bool) -> bool:
    """Whether the coach orders up (the dealer: takes up) ``upcard`` in round 1: the dealer
    with an estimate of ``MAKE_AT`` of the five cards kept; anyone else with ``ORDER_AT``
    after the upcard's share and at least ``ORDER_TRUMPS`` trumps.

    >>> from euchre_teach.core.cards import parse_cards
    >>> [orders_up(parse_cards(h), Card.parse("9S"), dealer=False)
    ...  for h in ("KS AH 9D AC AD", "KS QS AH AC AD")]
    [False, True]
    """
    count = order_count(hand, upcard, dealer=dealer)
    if dealer:
        return count.total >= MAKE_AT
    return count.total >= ORDER_AT and len(_trumps(hand, upcard.suit)) >= ORDER_TRUMPS


def decide_buck(view: BuckView) -> Decision:
    """The coach's action for the seat to act, with its principle and reason."""
    if view.to_act != view.seat or not view.legal_actions:
        raise ValueError(f"it is not {BUCK_SEATS[view.seat]}'s turn to act in this view")
    if view.phase is BuckPhase.PLAY:
        return _play(view)
    if view.phase is BuckPhase.BIDDING_1:
        return _round_1(view)
    if view.phase is BuckPhase.BIDDING_2:
        return _round_2(view)
    if view.phase is BuckPhase.DISCARD:
        return _discard(view)
    return _in_or_out(view)


def play_out(deal: BuckDeal) -> BuckDeal:
    """Finish ``deal`` in place with the coach in every seat; returns it."""
    while deal.to_act is not None:
        deal.apply(decide_buck(deal.view(deal.to_act)).action)
    return deal


def _round_1(view: BuckView) -> Decision:
    dealer = view.seat == view.dealer
    count = order_count(view.hand, view.upcard, dealer=dealer)
    taking = f" (with {view.upcard.label()} taken up)" if dealer else ""
    line = MAKE_AT if dealer else ORDER_AT
    trumps = _trumps(view.hand, view.upcard.suit)
    if count.total >= line and not orders_up(view.hand, view.upcard, dealer=dealer):
        return Decision.of(PASS, "buck-pass-short", f"Your trick estimate: {count.words()},"
                           f" {line:g} or more, but {trumps[0].label()} is your only trump,"
                           f" and ordering up needs {ORDER_TRUMPS}: the dealer, now holding"
                           f" {view.upcard.label()}, can trump one of your aces, and one trump"
                           " cannot draw the others' trumps first.")  # fmt: skip
    if count.total >= line:
        return Decision.of(ORDER, "buck-count-tricks", f"Your trick estimate{taking}:"
                           f" {count.words()}, {line:g} or more.")  # fmt: skip
    return Decision.of(PASS, "buck-pass-short", f"Your trick estimate{taking}:"
                       f" {count.words()}, short of {line:g}.")  # fmt: skip


def _round_2(view: BuckView) -> Decision:
    turned = view.upcard.suit
    counts = [trick_count(view.hand, s) for s in Suit if s is not turned]
    best = max(counts, key=lambda c: (c.total, c.trump is turned.same_colour))
    text = (f"{view.upcard.label()} was turned down. Your best suit is {best.trump.plural},"
            f" with a trick estimate of {best.words()}")  # fmt: skip
    if best.total >= MAKE_AT:
        return Decision.of(CALL[best.trump], "buck-count-tricks", f"{text}, {MAKE_AT:g} or more.")
    if PASS in view.legal_actions:
        return Decision.of(PASS, "buck-pass-short", f"{text}, short of {MAKE_AT:g}.")
    return Decision.of(CALL[best.trump], "buck-stuck", text + ". The dealer may not pass.")


def _discard(view: BuckView) -> Decision:
    assert view.trump is not None
    card = best_discard(list(view.hand), view.trump)
    rule, detail = discard_reason(card, list(view.hand), view.trump)
    return Decision.of(Action.parse(f"discard {card}"), rule, detail)


def _in_or_out(view: BuckView) -> Decision:
    assert view.trump is not None and view.maker is not None
    count = trick_count(view.hand, view.trump)
    maker = BUCK_SEATS[view.maker]
    right = next((c for c in view.hand if bower(c, view.trump) == "right"), None)
    if right is not None:
        return Decision.of(IN, "buck-stay-in-with-the-right-bower",
                           f"{right.label()} is the right bower, the highest trump: it takes a"
                           f" trick whatever the others hold, so you cannot be bucked. Your"
                           f" trick estimate: {count.words()}.")  # fmt: skip
    if count.total >= STAY_IN_AT:
        return Decision.of(IN, "buck-stay-in-with-a-trick", f"Your trick estimate:"
                           f" {count.words()}, {STAY_IN_AT:g} or more.")  # fmt: skip
    left = next((c for c in view.hand if bower(c, view.trump) == "left"), None)
    guard = next((c for c in ranked(view.hand, view.trump)
                  if c != left and suit_of(c, view.trump) is view.trump), None)  # fmt: skip
    if left is not None and guard is not None:
        return Decision.of(IN, "buck-stay-in-with-a-guarded-left-bower",
                           f"{left.label()} is the left bower: only the right bower beats it."
                           f" If the right bower is led, play {guard.label()} under it and"
                           f" keep {left.label()} for a trick of its own. Your trick"
                           f" estimate: {count.words()}, under {STAY_IN_AT:g}, but played out,"
                           " a hand like this does better staying in.")  # fmt: skip
    if view.scores[view.maker] - MAKER_NEEDS <= 0:
        return Decision.of(IN, "buck-stop-the-leader",
                           f"{maker}'s score is {view.scores[view.maker]}: three tricks would"
                           f" take it to 0 or below and win {maker} the game. Your trick estimate"
                           f" is only {count.words()}, but only a player who stays in can"
                           f" hold {maker} under three tricks.")  # fmt: skip
    return Decision.of(OUT, "buck-drop-empty", f"Your trick estimate: {count.words()},"
                       f" short of {STAY_IN_AT:g}.")  # fmt: skip


# ----------------------------------------------------------------- play


def _card(card: Card, rule: str, detail: str) -> Decision:
    return Decision.of(PLAY[card.index], rule, detail)


def _out(view: BuckView) -> list[Card]:
    return view.unseen_cards()


def _play(view: BuckView) -> Decision:
    legal = legal_plays(list(view.hand), view.trick, view.trump)
    if len(legal) == 1:
        return _card(legal[0], "only-card", f"{legal[0].label()} is the only card you may play.")
    if not view.trick:
        return _lead(view, legal)
    return _follow(view, legal)


def _lead(view: BuckView, legal: list[Card]) -> Decision:
    trump = view.trump
    assert trump is not None
    trumps = [c for c in legal if suit_of(c, trump) is trump]
    top = highest(trumps, trump) if trumps else None
    if top is not None and view.maker == view.seat and is_boss(top, _out(view), trump):
        return _card(top, "buck-maker-leads-trump",
                     f"{top.label()} is the highest trump still out: lead it.")
    aces = [c for c in legal if c.rank is Rank.ACE and suit_of(c, trump) is not trump]
    if aces:
        return _card(aces[0], "lead-off-ace", f"Lead {aces[0].label()}.")
    if top is not None and is_boss(top, _out(view), trump):
        return _card(top, "lead-winner", f"No card still out beats {top.label()}.")
    card = throw_off(legal, trump)
    if trumps and suit_of(card, trump) is not trump and is_lone_card(card, legal, trump):
        return _card(card, "lead-short-suit", f"Lead {card.label()}, your only"
                     f" {card.suit.plural[:-1]}, and keep your better cards.")  # fmt: skip
    return _card(card, "lead-low", f"Lead {card.label()} and keep your better cards.")


def _follow(view: BuckView, legal: list[Card]) -> Decision:
    trump = view.trump
    assert trump is not None
    led = suit_of(view.trick[0], trump)
    seat, best = winning(view.trick, view.trick_seats, trump)
    winners = [c for c in legal if beats(c, best, led, trump)]
    if not winners:
        card = throw_off(legal, trump)
        return _card(card, "cannot-win-throw-low",
                     f"{BUCK_SEATS[seat]}'s {best.label()} beats every card you may play:"
                     f" throw {card.label()}.")  # fmt: skip
    last = len(view.trick) == len(view.playing) - 1
    card = lowest(winners, trump) if last else highest(winners, trump)
    where = "you play last" if last else "one player still plays after you"
    return _card(card, "buck-take-every-trick",
                 f"{card.label()} beats {BUCK_SEATS[seat]}'s {best.label()}, and {where}.")
