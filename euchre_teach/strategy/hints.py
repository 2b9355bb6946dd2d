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

import dataclasses

from euchre_teach.buck.view import BuckView
from euchre_teach.core.actions import Action, Kind
from euchre_teach.core.seats import seat_name
from euchre_teach.core.view import View
from euchre_teach.players.expert import DEFAULT_BUDGET_MS, TEACHING_EVIDENCE, ExpertBot
from euchre_teach.players.principles import principle

__all__ = ["Alternative", "Hint", "action_words", "hint"]


@dataclasses.dataclass(frozen=True)
class Alternative:
    """One action and its simulated value: the mean points for your side per hand
    (negative when the other side scores), with its standard error and sample count."""

    action: Action
    value: float
    stderr: float
    samples: int
    is_rule_choice: bool

    def describe(self) -> str:
        """``"play A♣: +0.85 points (±0.10, 300 deals)"``."""
        return (
            f"{_lower_first(action_words(self.action))}: {self.value:+.2f} points"
            f" (±{self.stderr:.2f}, {self.samples} deals)"
        )


@dataclasses.dataclass(frozen=True)
class Hint:
    """The recommended action, one plain reason, the principle's key (``rule``; the key
    ``"simulation"`` when the simulation overrode the rule of thumb), the alternatives
    best first, and the rule of thumb's own choice."""

    action: Action
    reason: str
    rule: str
    alternatives: tuple[Alternative, ...]
    rule_action: Action
    counting_down: bool = False
    """Buck Euchre: a value is points off your own count, not points for your side."""

    @property
    def title(self) -> str:
        """The principle's title, as said at the table."""
        return principle(self.rule).title

    @property
    def figures(self) -> str:
        """The simulation's figures behind the hint, in words, for a learner who asks
        "why?" (the reason itself has none); empty when nothing was simulated."""
        if not self.alternatives:
            return ""
        chosen = next(a for a in self.alternatives if a.action is self.action)
        rule = next(a for a in self.alternatives if a.is_rule_choice)
        lead = ""
        if chosen is not rule:
            points = chosen.value - rule.value
            more = f"{points:.1f} more point{'' if f'{points:.1f}' == '1.0' else 's'}"
            gains = (f"takes {more} off your count" if self.counting_down
                     else f"scores {more}")  # fmt: skip
            lead = (f"{action_words(chosen.action)} {gains} a hand on average than"
                    f" {_lower_first(action_words(rule.action))}. ")  # fmt: skip
        each = "; ".join(
            f"{_lower_first(action_words(a.action))} {a.value:+.2f}"
            + (" (the rule of thumb's choice)" if a.is_rule_choice else "")
            for a in self.alternatives
        )
        unit = "points off your count a hand" if self.counting_down else (
            "points a hand for your side")
        return (f"{lead}Played out over {chosen.samples} deals that fit the cards you can see,"
                f" each choice scored on average, in {unit}: {each}.")


def action_words(action: Action, leading: bool = False) -> str:
    """An action as the start of a sentence: ``"Leading the A♣"``, ``"Ordering up"``."""
    alone = " alone" if action.alone else ""
    if action.kind is Kind.PLAY and action.card is not None:
        return f"{'Leading' if leading else 'Playing'} the {action.card.label()}"
    if action.kind is Kind.DISCARD and action.card is not None:
        return f"Discarding the {action.card.label()}"
    if action.kind is Kind.ORDER:
        return f"Ordering up{alone}"
    if action.kind is Kind.CALL and action.suit is not None:
        return f"Naming {action.suit.plural}{alone}"
    if action.kind is Kind.DEFEND_ALONE:
        return "Defending alone"
    if action.kind is Kind.CLAIM_RENEGE:
        return "Claiming the renege"
    if action.kind is Kind.IN:
        return "Staying in"
    if action.kind is Kind.OUT:
        return "Dropping out"
    return "Passing"


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
        from euchre_teach.strategy.buck_hints import buck_hint

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
    reason = (
        f"Better here: {_lower_first(action_words(analysis.action, leading))}, rather than"
        f" {_lower_first(action_words(coach.action, leading))} as the rule of thumb"
        f" \"{principle(coach.rule).title}\" suggests. Played out over many deals that fit"
        " the cards you can see, it wins your side more points: a rule of thumb is right"
        " most of the time, not every time."
    )
    return Hint(analysis.action, reason, "simulation", alternatives, coach.action)


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]
