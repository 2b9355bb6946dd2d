"""Hints at a Buck Euchre table: the coach's principle, checked by playing it out.

Every legal action is tried on the same sampled hands: the cards this seat cannot see are
dealt at random to the other two players (as many as each holds, never a suit they have
shown out of) and to the kitty, and the hand is played out by the coach. An action's value
is the points it takes off your score on average (a buck counts as points added). The
hint recommends the coach's choice unless another is clearly better (2.5 standard errors).

>>> from euchre_teach.buck.game import buck_seeded_deal
>>> deal = buck_seeded_deal(6)
>>> h = buck_hint(deal.view(deal.to_act), budget_ms=40, fixed=True)
>>> h.action in deal.legal_actions() and h.rule.startswith(("buck-", "discard-"))
True
"""

from __future__ import annotations

import math
import random
import statistics
import time

from euchre_teach.buck.deal import BuckDeal
from euchre_teach.buck.rules import BUCK_SEATS, BuckPhase
from euchre_teach.buck.view import BuckView
from euchre_teach.core.actions import Action, Kind
from euchre_teach.core.cards import Card, Suit
from euchre_teach.core.rules import effective_suit
from euchre_teach.players.buck_coach import decide_buck, play_out
from euchre_teach.players.knowledge import shown_out, upcard_holder
from euchre_teach.players.principles import principle
from euchre_teach.strategy.advice import Alternative, Hint, action_words, lower_first

__all__ = ["buck_hint", "sample_hand"]

_EVIDENCE = 2.5
_FIXED_SAMPLES_PER_MS = 0.5


def buck_hint(
    view: BuckView, *, budget_ms: float = 150, seed: int = 0, fixed: bool = False
) -> Hint:
    """The hint for the seat to act. ``fixed`` turns the budget into a fixed number of
    sampled hands (no clock), so the same view always gets the same hint."""
    if view.to_act != view.seat or not view.legal_actions:
        raise ValueError(f"no hint for {BUCK_SEATS[view.seat]}: it is not their turn")
    coach = decide_buck(view)
    if len(view.legal_actions) == 1:
        return Hint(coach.action, coach.reason, coach.rule, (), coach.action, counting_down=True)
    rng = random.Random(seed)
    results: dict[Action, list[float]] = {a: [] for a in view.legal_actions}
    samples = max(4, int(budget_ms * _FIXED_SAMPLES_PER_MS))
    deadline = time.perf_counter() + budget_ms / 1000
    while True:
        deal = sample_hand(view, rng)
        for action in view.legal_actions:
            results[action].append(_playout(deal, action, view.seat))
        done = len(results[coach.action])
        if (fixed and done >= samples) or (not fixed and time.perf_counter() >= deadline):
            break
    alternatives = tuple(sorted(
        (_alternative(a, values, a is coach.action) for a, values in results.items()),
        key=lambda alt: (-alt.value, not alt.is_rule_choice),
    ))  # fmt: skip
    best = alternatives[0]
    rule = next(a for a in alternatives if a.is_rule_choice)
    spread = math.hypot(best.stderr, rule.stderr)
    if best is rule or best.value - rule.value <= _EVIDENCE * spread:
        return Hint(coach.action, coach.reason, coach.rule, alternatives, coach.action,
                    counting_down=True)
    reason = (
        f"Better here: {lower_first(action_words(best.action))}, rather than"
        f" {lower_first(action_words(coach.action))} as the rule of thumb"
        f" \"{principle(coach.rule).title}\" suggests. Played out over many hands that fit"
        " the cards you can see, it brings your score down further."
    )
    return Hint(best.action, reason, "simulation", alternatives, coach.action, counting_down=True)


def _alternative(action: Action, values: list[float], chosen: bool) -> Alternative:
    mean = statistics.fmean(values)
    error = statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return Alternative(action, mean, error, len(values), chosen)


def _playout(deal: BuckDeal, action: Action, seat: int) -> float:
    trial = deal.copy()
    trial.apply(action)
    play_out(trial)
    return -float(trial.result.changes[seat]) if trial.result is not None else 0.0


# ----------------------------------------------------------------- sampling


def _held_counts(view: BuckView) -> dict[int, int]:
    """How many unknown cards each other seat holds now."""
    counts = {}
    for seat in range(3):
        if seat == view.seat:
            continue
        played = sum(1 for s, _ in view.played_cards() if s == seat)
        discarded = view.phase is not BuckPhase.DISCARD  # before it, six cards are held
        known_upcard = seat == view.dealer and discarded and _upcard_in_hand(view)
        counts[seat] = 5 - played - (1 if known_upcard else 0)
    return counts


def _upcard_in_hand(view: BuckView) -> bool:
    """Whether the dealer (another seat) still holds the upcard, as far as this seat can
    tell (:func:`~euchre_teach.players.knowledge.upcard_holder`)."""
    return upcard_holder(view) == view.dealer


def sample_hand(view: BuckView, rng: random.Random) -> BuckDeal:
    """A whole hand that fits what ``view``'s seat can see, replayed to the same point."""
    pool = view.unseen_cards()
    counts = _held_counts(view)
    voids = shown_out(view)
    for _ in range(50):
        rng.shuffle(pool)
        held, rest = _assign(pool, counts, voids, view.trump)
        if held is not None:
            break
    else:
        held, rest = _assign(pool, counts, {0: set(), 1: set(), 2: set()}, view.trump)
    assert held is not None
    return _rebuild(view, held, rest)


def _assign(
    pool: list[Card], counts: dict[int, int], voids: dict[int, set[Suit]], trump: Suit | None
) -> tuple[dict[int, list[Card]] | None, list[Card]]:
    left = list(pool)
    held: dict[int, list[Card]] = {}
    for seat, count in counts.items():
        allowed = [c for c in left if effective_suit(c, trump) not in voids[seat]]
        if len(allowed) < count:
            return None, pool
        held[seat] = allowed[:count]
        for card in held[seat]:
            left.remove(card)
    return held, left


def _hidden_discard(view: BuckView, rest: list[Card]) -> Card:
    played = any(card is view.upcard for _, card in view.played_cards())
    return rest.pop() if played or _upcard_in_hand(view) else view.upcard


def _rebuild(view: BuckView, held: dict[int, list[Card]], rest: list[Card]) -> BuckDeal:
    played = view.played_cards()
    hands: list[list[Card]] = []
    discard = None
    for seat in range(3):
        cards = list(view.hand) if seat == view.seat else list(held[seat])
        cards += [card for s, card in played if s == seat]
        if seat == view.dealer and view.upcard_taken:
            held_upcard = seat != view.seat and _upcard_in_hand(view)
            if view.phase is not BuckPhase.DISCARD:
                discard = view.discard if seat == view.seat else _hidden_discard(view, rest)
                assert discard is not None
                cards.append(discard)
            if held_upcard:
                cards.append(view.upcard)
            cards.remove(view.upcard)
        hands.append(cards)
    deal = BuckDeal(view.dealer, hands, view.upcard, view.rules, scores=view.scores)
    for seat, action in view.history:
        if action is None or action.kind is Kind.DISCARD:
            assert discard is not None
            action = Action.parse(f"discard {discard}")
        deal.apply(action, seat)
    return deal
