"""What should I do here, and why? A hint for the seat to act, in plain words.

A hint starts from the coach's rule of thumb (a named principle from
:mod:`euchre_teach.players.principles`) and checks it by simulation: every sensible action is
tried on the same deals, sampled to fit what the seat can see. When the simulation finds a
clearly better action, the hint recommends that one and says so with the figures;
otherwise it recommends the rule's choice. "Clearly" is stricter than the expert's own
play: a learner is told to break a rule of thumb only when the simulated lead is at least
2.5 standard errors. Either way the alternatives carry their simulated values.

>>> from euchre_teach.core.dealing import seeded_deal
>>> deal = seeded_deal(6)
>>> h = hint(deal.view(deal.to_act), budget_ms=20)
>>> h.action in deal.legal_actions() and h.reason != "" and h.rule != ""
True
"""

from __future__ import annotations

from euchre_teach.buck.view import BuckView
from euchre_teach.core.actions import Action
from euchre_teach.core.cards import Card
from euchre_teach.core.seats import seat_name, team
from euchre_teach.core.view import View
from euchre_teach.players.expert import DEFAULT_BUDGET_MS, TEACHING_EVIDENCE, ExpertBot
from euchre_teach.players.knowledge import beats, cards_out, rank_in, suit_of
from euchre_teach.players.principles import principle
from euchre_teach.strategy.advice import Alternative, Hint, action_words, lower_first
from euchre_teach.strategy.buck_hints import buck_hint

__all__ = ["Alternative", "Hint", "action_words", "hint"]


def _beaters(view: View, card: Card) -> list[Card]:
    """The cards of ``card``'s own suit that beat it and may still be in another hand."""
    trump = view.trump
    suit = suit_of(card, trump)
    return sorted((c for c in cards_out(view) if suit_of(c, trump) is suit
                   and beats(c, card, suit, trump)),
                  key=lambda c: -rank_in(c, trump, suit))  # fmt: skip


def _or_list(cards: list[Card]) -> str:
    labels = [c.label() for c in cards]
    return labels[0] if len(labels) == 1 else f"{', '.join(labels[:-1])} or {labels[-1]}"


def _lead_reason(view: View | BuckView, better: Action, rule: Action) -> str:
    """Why one plain-suit lead beats the rule's, in cards: the fewer cards still out that
    can beat it in its suit (empty when that is not the difference between them)."""
    trump = view.trump
    mine, theirs = better.card, rule.card
    if not isinstance(view, View) or trump is None or mine is None or theirs is None:
        return ""
    if trump in (suit_of(mine, trump), suit_of(theirs, trump)):
        return ""
    above, below = _beaters(view, mine), _beaters(view, theirs)
    if every_trick_needed(view):
        if not above or len(view.hand) != 2:
            return ""
        return (f" In cards: your side needs both tricks left, so {mine.label()} and"
                f" {theirs.label()} must both win, whichever you lead first. Leading"
                f" {mine.label()} makes whoever holds {_or_list(above)} play it now, while"
                " your partner may still beat it or trump it.")  # fmt: skip
    if len(above) >= len(below):
        return ""
    if above:
        first = f" In cards: {mine.label()} loses in its suit only to {_or_list(above)}"
    else:
        first = f" In cards: no card still out beats {mine.label()} in its suit"
    return (f"{first}, while {theirs.label()} loses to {_or_list(below)}: cards that may still"
            " be in another player's hand.")


def every_trick_needed(view: View) -> bool:
    """True when the seat's side needs every trick left for its next step in the score (a
    march, or a euchre): then every card it leads must win, and which one it leads first
    does not change which cards beat them (the cold expert review: "lead the card fewer
    cards beat" was said where both must win)."""
    if view.maker is None:
        return False
    side = team(view.seat)
    won = sum(1 for t in view.tricks if team(t.winner) == side)
    if side == team(view.maker):
        goal = 3 if won < 3 else 5
    elif won < 3:
        goal = 3
    else:
        return False
    return goal - won == len(view.hand)


def hint(
    view: View | BuckView,
    *,
    budget_ms: float = DEFAULT_BUDGET_MS,
    seed: int = 0,
    fixed: bool = False,
) -> Hint:
    """The hint for the seat whose view this is; it must be that seat's turn.

    ``budget_ms`` is a deadline: the simulation samples deals until that much wall-clock
    time has passed, then answers with what it has, so a busy machine gives a hint on time
    (from fewer deals). With ``fixed=True`` the budget is turned into a fixed number of
    deals instead (no clock is read): the same view, budget and seed always give the same
    hint, as tests and reproducible reviews need.
    """
    if isinstance(view, BuckView):  # three players: Buck Euchre's own coach and playouts
        return buck_hint(view, budget_ms=budget_ms, seed=seed, fixed=fixed)
    if view.to_act != view.seat or not view.legal_actions:
        raise ValueError(
            f"no hint for {seat_name(view.seat)}: it is not {seat_name(view.seat)}'s turn"
        )
    # Telling a learner to break a rule of thumb needs more evidence than the expert
    # needs to play: a lead of 2.5 standard errors, not 1.
    expert = ExpertBot(seed=seed, budget_ms=budget_ms, evidence=TEACHING_EVIDENCE, timed=not fixed)
    analysis = expert.analyse(view)
    coach = analysis.coach
    alternatives = tuple(
        sorted(
            (
                Alternative(a, e.mean, e.stderr, e.samples, a is coach.action)
                for a, e in analysis.estimates.items()
            ),
            key=lambda alt: (-alt.value, not alt.is_rule_choice),
        )
    )
    if not analysis.overrides_rule:
        return Hint(coach.action, coach.reason, coach.rule, alternatives, coach.action)
    leading = view.phase.name == "PLAY" and not view.trick
    dealer = view.seat == view.dealer
    cards = _lead_reason(view, analysis.action, coach.action) if leading else ""
    reason = (
        f"Better here: {lower_first(action_words(analysis.action, leading, dealer=dealer))},"
        f" rather than {lower_first(action_words(coach.action, leading, dealer=dealer))} as the"
        " rule of thumb"
        f" \"{principle(coach.rule).title}\" suggests.{cards} Played out over many deals"
        " that fit the cards you can see, it wins your side more points: a rule of thumb is"
        " right most of the time, not every time."
    )
    return Hint(analysis.action, reason, "simulation", alternatives, coach.action)
