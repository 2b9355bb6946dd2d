"""A hint as a value, and actions in words: what every hint of both games is made of.

A :class:`Hint` is the recommended action with one plain reason, the principle it comes
from, and every :class:`Alternative` with its simulated value; :func:`action_words` says an
action as the start of a sentence.

>>> from euchre_teach.core.actions import Action
>>> action_words(Action.parse("play AC"), leading=True)
'Leading the A♣'
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from euchre_teach.core.actions import Action, Kind
from euchre_teach.players.principles import principle

__all__ = ["Alternative", "Hint", "action_words", "listed", "lower_first", "upper_first"]


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
            f"{lower_first(action_words(self.action))}: {self.value:+.2f} points"
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
                    f" {lower_first(action_words(rule.action))}. ")  # fmt: skip
        each = "; ".join(
            f"{lower_first(action_words(a.action))} {a.value:+.2f}"
            + (" (the rule of thumb's choice)" if a.is_rule_choice else "")
            for a in self.alternatives
        )
        unit = "points off your count a hand" if self.counting_down else (
            "points a hand for your side")
        return (f"{lead}Played out over {chosen.samples} deals that fit the cards you can see,"
                f" each choice scored on average, in {unit}: {each}.")


def action_words(action: Action, leading: bool = False, *, dealer: bool = False) -> str:
    """An action as the start of a sentence: ``"Leading the A♣"``, ``"Ordering up"``; the
    ``dealer`` accepts the upcard by ``"Taking it up"`` (lesson 5's words)."""
    alone = " alone" if action.alone else ""
    if action.kind is Kind.PLAY and action.card is not None:
        return f"{'Leading' if leading else 'Playing'} the {action.card.label()}"
    if action.kind is Kind.DISCARD and action.card is not None:
        return f"Discarding the {action.card.label()}"
    if action.kind is Kind.ORDER:
        return f"{'Taking it up' if dealer else 'Ordering up'}{alone}"
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


def lower_first(text: str) -> str:
    """``text`` with its first letter in lower case, to follow on in a sentence."""
    return text[:1].lower() + text[1:]


def upper_first(text: str) -> str:
    """``text`` with its first letter in upper case, to open a sentence."""
    return text[:1].upper() + text[1:]


def listed(words: Sequence[str]) -> str:
    """``words`` said as a list in a sentence: ``"J♥, A♥ and K♥"``, ``"A♥"``."""
    return ", ".join(words[:-1]) + f" and {words[-1]}" if len(words) > 1 else words[0]
