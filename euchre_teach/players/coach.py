"""CoachBot: plays by the rules of thumb a good club player teaches, and says which.

Two levels: ``"coach"`` (the full set of principles: seat-adjusted point count, next,
score-aware loners, discarding to a void, second hand low, third hand high, counting what
is out) and ``"beginner"`` (a gentle partner or opponent for new learners: counts trumps
and aces, never goes alone, wins a trick when it can, otherwise plays low).

>>> from euchre_teach.core.dealing import seeded_deal
>>> deal = seeded_deal(5)
>>> coach = CoachBot(seed=1)
>>> decision = coach.decide(deal.view(deal.to_act))
>>> decision.action in deal.legal_actions()
True
"""

from __future__ import annotations

from typing import Literal

from euchre_teach.buck.view import BuckView
from euchre_teach.core.actions import (
    CALL,
    CALL_ALONE,
    DEFEND_ALONE,
    ORDER,
    ORDER_ALONE,
    PASS,
    Action,
)
from euchre_teach.core.cards import Card, Rank, Suit, format_cards
from euchre_teach.core.rules import bower, effective_suit, ranked
from euchre_teach.core.seats import seat_name, team
from euchre_teach.core.state import Phase
from euchre_teach.core.view import View
from euchre_teach.players.bidding import (
    best_discard,
    discard_reason,
    loner_ready,
    seat_position,
    trump_count,
)
from euchre_teach.players.buck_coach import decide_buck
from euchre_teach.players.count import (
    TAUGHT,
    Method,
    Verdict,
    judge,
    next_instead,
    round_2_verdicts,
)
from euchre_teach.players.decision import Decision
from euchre_teach.players.play import decide_play

__all__ = ["LONER_MARGIN", "CoachBot", "Level"]

Level = Literal["beginner", "coach"]

LONER_MARGIN = 2
"""No loner this close to the game or closer: a march with the partner already wins it
(8 or 9 in a game to 10; expert44: the limit was 8 whatever the game's length, so in a
game to 11 the coach played a winning loner with its partner at 8)."""


class CoachBot:
    """A player that follows named principles; :meth:`decide` says which and why.

    Its rules are deterministic: the same view always gets the same decision. ``seed`` is
    accepted like every player's, for a uniform way to create players. ``method`` is the
    bidding count (the taught one; benchmarks pass others to compare).
    """

    def __init__(self, seed: int | None = None, level: Level = "coach", *,
                 method: Method = TAUGHT, loners: bool = True) -> None:  # fmt: skip
        if level not in ("beginner", "coach"):
            raise ValueError(f"level must be 'beginner' or 'coach', not {level!r}")
        self.seed = seed
        self.level: Level = level
        self.method = method
        self.loners = loners
        """False for a coach answering a question asked before going alone is taught: it
        never goes or defends alone, and says nothing of it."""

    def __repr__(self) -> str:
        return f"CoachBot(seed={self.seed!r}, level={self.level!r})"

    def choose(self, view: View | BuckView) -> Action:
        """The action this player takes (legal in the deal the view was taken from)."""
        return self.decide(view).action

    def decide(self, view: View | BuckView) -> Decision:
        """The action, the principle it follows, and the reason in plain words.

        At a Buck Euchre table (a :class:`BuckView`) the coach plays by that game's own
        principles: :mod:`euchre_teach.players.buck_coach`.
        """
        if isinstance(view, BuckView):
            return decide_buck(view)
        if view.to_act != view.seat or not view.legal_actions:
            raise ValueError(f"it is not {seat_name(view.seat)}'s turn to act in this view")
        phase = view.phase
        beginner = self.level == "beginner"
        if phase is Phase.PLAY:
            return decide_play(view, beginner=beginner)
        if phase is Phase.BIDDING_1:
            return (_beginner_round_1(view) if beginner
                    else _round_1(view, self.method, self.loners))  # fmt: skip
        if phase is Phase.BIDDING_2:
            return (_beginner_round_2(view) if beginner
                    else _round_2(view, self.method, self.loners))  # fmt: skip
        if phase is Phase.DISCARD:
            return _discard(view, beginner)
        return _defend(view, self.loners)


# ----------------------------------------------------------------- counting, in words


def _counted(hand: list[Card] | tuple[Card, ...], trump: Suit) -> str:
    """The cards that make the count, best first: trumps, then off-suit aces."""
    cards = [c for c in hand if effective_suit(c, trump) is trump or c.rank is Rank.ACE]
    return format_cards(ranked(cards, trump)) if cards else "no trumps and no aces"


def _loner_or_not(view: View, hand: list[Card], trump: Suit, loners: bool = True
                  ) -> tuple[bool, str | None]:  # fmt: skip
    """Whether to go alone, and the principle when the score forbids it (never, and
    nothing said, without ``loners``)."""
    if not loners or not loner_ready(hand, trump):
        return False, None
    if view.scores[team(view.seat)] >= view.rules.points_to_win - LONER_MARGIN:
        return False, "no-loner-near-game"
    return True, None


# ----------------------------------------------------------------- bidding, round 1


def _near_game(view: View) -> bool:
    """True when the other side is one point from winning the game."""
    return view.scores[1 - team(view.seat)] >= view.rules.points_to_win - 1


def _short_or_spare(verdict: Verdict) -> str:
    """How far a count is from its need, in words: ``"2.5 short"``, ``"1 to spare"``."""
    margin = verdict.margin
    return f"{-margin:g} short" if margin < 0 else f"{margin:g} to spare"


def _best_against(best: Verdict, rival: Verdict, nxt: Suit) -> str:
    """Why round 2's best suit is not the one that counts the most, in plain sentences (walk19
    could not read "spades, counted against what each suit needs (diamonds count 3.5, more,
    but need 5.5, where spades need 4.5)"): the suit that counts more, what it needs and how
    far off it is; then how far off the best suit is, nearer or the same (a tie goes to next).

    >>> from euchre_teach.core.cards import parse_cards
    >>> from euchre_teach.players.count import round_2_verdicts
    >>> best, *others = round_2_verdicts(parse_cards("KD QD TH 9H JS"), Card.parse("KC"), 1)
    >>> rival = max(others, key=lambda v: v.count.total)
    >>> print(_best_against(best, rival, Suit.SPADES))  # doctest: +NORMALIZE_WHITESPACE
    Diamonds count 3.5, more than spades, but need 5.5: 2 short. Spades are only 1.5 short.
    """
    suit, other = best.count.trump.plural, rival.count.trump.plural
    said = (f"{other.capitalize()} count {rival.count.total:g}, more than {suit}, but need"
            f" {rival.need.total:g}: {_short_or_spare(rival)}.")  # fmt: skip
    gap = f"are {-best.margin:g} short" if best.margin < 0 else f"have {best.margin:g} to spare"
    if best.margin > rival.margin:
        nearer = f"are only {-best.margin:g} short" if best.margin < 0 else gap
        return f"{said} {suit.capitalize()} {nearer}."
    tie = f"goes to next, {suit}" if best.count.trump is nxt else f"the coach gives to {suit}"
    return f"{said} {suit.capitalize()} {gap} too, and a tie {tie}."


def _none_reaches(verdict: Verdict, others: list[Verdict]) -> str:
    """Round 2 when no suit reaches what it needs, in one sentence naming each suit's count,
    the highest first.

    >>> from euchre_teach.core.cards import parse_cards
    >>> from euchre_teach.players.count import round_2_verdicts
    >>> best, *others = round_2_verdicts(parse_cards("KD QD TH 9H JS"), Card.parse("KC"), 1)
    >>> _none_reaches(best, others)
    'no suit reaches what it needs (diamonds 3.5 of 5.5, spades 3 of 4.5, hearts 3 of 5.5).'
    """
    suits = sorted((verdict, *others), key=lambda v: -v.count.total)
    needs = {v.need.total for v in suits}
    if len(needs) == 1:
        listed = ", ".join(f"{v.count.trump.plural} {v.count.total:g}" for v in suits)
        return f"no suit reaches {needs.pop():g} ({listed})."
    listed = ", ".join(f"{v.count.trump.plural} {v.count.total:g} of {v.need.total:g}"
                       for v in suits)  # fmt: skip
    return f"no suit reaches what it needs ({listed})."


def _tally(verdict: Verdict) -> str:
    """The count, the need and the comparison, as the coach's reason says them."""
    total, need = verdict.count.total, verdict.need.total
    compare = "reaches" if verdict.enough else "is short of"
    return f"{verdict.words()}. {total:g} {compare} {need:g}."


def _round_1(view: View, method: Method, loners: bool = True) -> Decision:
    trump = view.upcard.suit
    position = seat_position(view.seat, view.dealer)
    verdict = judge(view.hand, trump, position, 1, view.upcard, near_game=_near_game(view),
                    method=method)  # fmt: skip
    if not verdict.enough:
        upcard_cost = sum(d for why, d in verdict.need.adjustments if d > 0)
        strong = view.upcard.rank in (Rank.JACK, Rank.ACE)
        if position in (1, 3) and verdict.margin + upcard_cost >= 0 and not strong:
            # expert43: "and your hand is not enough for that" read as a refusal beside an
            # order-up the judge accepts: the count falls short, said as the count's.
            # expert66: "only because" read as false against the reference card, whose
            # lowest need for this seat is already the upcard's: say why the need is high
            return Decision.of(PASS, "pass-weak-hand", f"{_tally(verdict)} A close call: your"
                               f" seat needs that much because ordering up puts"
                               f" {view.upcard.label()} in the dealer's hand.")  # fmt: skip
        if position in (1, 3) and verdict.margin + upcard_cost >= 0:
            return Decision.of(
                PASS, "dont-give-dealer-a-bower",
                # expert63: "Enough on its own" read as contradicting "short of 8.5"
                f"{_tally(verdict)} Handing {view.upcard.label()} to an opponent makes the need"
                " that high.",
            )
        return Decision.of(PASS, "pass-weak-hand", _tally(verdict))
    later = next_instead(view.hand, view.upcard, position, verdict, near_game=_near_game(view),
                         method=method)  # fmt: skip
    if later is not None:
        return Decision.of(PASS, "pass-for-next", _next_words(verdict, later))
    hand = list(verdict.kept)
    alone, blocked = _loner_or_not(view, hand, trump, loners)
    if alone:
        return Decision.of(ORDER_ALONE, "go-alone", _tally(verdict) + _march_words(hand, trump))
    rule = blocked or {0: "dealer-pick-up", 2: "assist-partner"}.get(
        position, "order-strong-hand"
    )
    detail = _tally(verdict) + (_loner_blocked(view) if blocked else "")
    return Decision.of(ORDER, rule, detail)


def _next_words(verdict: Verdict, later: Verdict) -> str:
    """Why a hand that reaches round 1's need passes to name next: both counts, and the
    spare of each.

    >>> from euchre_teach.core.cards import parse_cards
    >>> from euchre_teach.players.count import judge, next_instead
    >>> hand, ten = parse_cards("AC KC JS TS QD"), Card.parse("TC")
    >>> first = judge(hand, Suit.CLUBS, 1, 1, ten)
    >>> print(_next_words(first, next_instead(hand, ten, 1, first)))  # doctest: +ELLIPSIS
    Clubs reach what you need: J♠ left bower 2.5 + ... 7.5 reaches 7.5. But counted for spades...
    """
    trump, nxt = verdict.count.trump.plural, later.count.trump.plural
    return (f"{trump.capitalize()} reach what you need: {_tally(verdict)} But counted for"
            f" {nxt}, next, your hand has {later.margin:g} to spare in round 2:"
            f" {later.words()}. Pass: if the upcard is turned down, name {nxt} in round 2,"
            f" and if {trump} are made trump anyway, your trumps still defend.")


def _march_words(hand: list[Card], trump: Suit) -> str:
    return (
        f" And the hand passes the loner test ({_counted(hand, trump)}: three or more trumps,"
        " two of them among the three highest, and nothing else but aces or a king with its"
        " own ace): a march is likely, and alone it scores 4."
    )


def _loner_blocked(view: View) -> str:
    return (
        f" The hand could go alone, but at {view.scores[team(view.seat)]} points playing with"
        " your partner wins the game just as surely, with less risk."
    )


def _beginner_round_1(view: View) -> Decision:
    trump = view.upcard.suit
    hand = [*view.hand, view.upcard] if view.seat == view.dealer else list(view.hand)
    trumps = trump_count(hand, trump)
    aces = sum(1 for c in hand if c.rank is Rank.ACE and effective_suit(c, trump) is not trump)
    if trumps >= 3 or (trumps == 2 and aces >= 1 and any(bower(c, trump) for c in hand)):
        return Decision.of(
            ORDER, "order-strong-hand",
            f"You hold {trumps} {trump.plural} ({_counted(hand, trump)}): enough to make"
            f" {trump.plural} trump.",
        )
    return Decision.of(
        PASS, "pass-weak-hand", f"Only {trumps} {trump.plural}: too few to make them trump."
    )


# ----------------------------------------------------------------- round 2, discard, defend


def _round_2(view: View, method: Method, loners: bool = True) -> Decision:
    position = seat_position(view.seat, view.dealer)
    verdict, *others = round_2_verdicts(view.hand, view.upcard, position,
                                        near_game=_near_game(view), method=method)  # fmt: skip
    best = verdict.count.trump
    stuck = PASS not in view.legal_actions
    if not stuck and not any(v.enough for v in (verdict, *others)):
        # short21: a teacher says "No suit comes near 6 (diamonds 3.5, spades 3): pass.",
        # where the reason named spades "your best suit" while diamonds counted more.
        return Decision.of(PASS, "pass-weak-hand", f"{_none_reaches(verdict, others)}"
                           f" {best.plural.capitalize()}, the nearest: {_tally(verdict)}")
    counted = f"{view.upcard.label()} was turned down. Your best suit is {best.plural}"
    rival = max(others, key=lambda v: v.count.total)
    if rival.count.total > verdict.count.total:  # a walk: "best" read as the highest count
        against = _best_against(verdict, rival, view.upcard.suit.same_colour)
        counted += f". {against} {best.plural.capitalize()}"
    counted += ": "
    if not verdict.enough and not stuck:
        return Decision.of(PASS, "pass-weak-hand", counted + _tally(verdict))
    alone, blocked = _loner_or_not(view, list(view.hand), best, loners)
    if alone:
        return Decision.of(CALL_ALONE[best], "go-alone",
                           counted + _tally(verdict) + _march_words(list(view.hand), best))
    detail = counted + _tally(verdict)
    if stuck and not verdict.enough:
        rule = "stick-the-dealer"
        detail += " But the dealer may not pass now: name the best suit."
    elif blocked:
        rule = blocked
        detail += _loner_blocked(view)
    elif best is view.upcard.suit.same_colour and position in (1, 3):
        rule = "call-next"
    else:
        rule = "call-best-suit"
    return Decision.of(CALL[best], rule, detail)


def _beginner_round_2(view: View) -> Decision:
    turned = view.upcard.suit
    suits = [s for s in Suit if s is not turned]
    best = max(suits, key=lambda s: (trump_count(view.hand, s), s is turned.same_colour, -s))
    trumps = trump_count(view.hand, best)
    if trumps < 3 and PASS in view.legal_actions:
        return Decision.of(
            PASS, "pass-weak-hand",
            f"Your best suit is {best.plural}, with only {trumps} ({_counted(view.hand, best)});"
            " three trumps are needed to name it.",
        )
    rule = "call-best-suit" if trumps >= 3 else "stick-the-dealer"
    return Decision.of(CALL[best], rule, f"{view.upcard.label()} was turned down; you hold"
                       f" {trumps} {best.plural} ({_counted(view.hand, best)}).")  # fmt: skip


def _discard(view: View, beginner: bool) -> Decision:
    assert view.trump is not None
    trump = view.trump
    hand = list(view.hand)
    if beginner:
        plain = [c for c in hand if effective_suit(c, trump) is not trump] or hand
        card = min(plain, key=lambda c: (c.rank, c.index))
    else:
        card = best_discard(hand, trump)
    rule, detail = discard_reason(card, hand, trump)
    return Decision.of(Action.parse(f"discard {card}"), rule, detail)


def _defend(view: View, loners: bool = True) -> Decision:
    assert view.trump is not None
    trump = view.trump
    kinds = {bower(c, trump) for c in view.hand}
    if not loners:
        return Decision.of(PASS, "pass-weak-hand", "Let your partner play too.")
    # A bower and two more trumps, the left bower's as good as the right's (play48): the judge
    # put defending alone far ahead on every such hand it was asked about, hand 11's J♦ Q♥
    # 10♥ A♠ K♠ among them (3.0 points a hand against 1.4 for passing).
    bowers = kinds & {"right", "left"}
    if len(bowers) == 2 or (bowers and trump_count(view.hand, trump) >= 3):
        return Decision.of(
            DEFEND_ALONE, "defend-alone",
            f"You hold {_counted(view.hand, trump)}: the lone maker cannot draw your trumps"
            " without losing a trick to one of them.",
        )
    return Decision.of(
        PASS, "pass-weak-hand",
        "Defending alone needs both bowers, or a bower and two more trumps; let your partner"
        " play too.",
    )
