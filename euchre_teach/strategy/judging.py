"""Judging a learner's choice in a guided hand fairly: the course's judge values every choice.

At each of South's decisions in a guided hand, every legal action is valued by the
course's one judge (:func:`~euchre_teach.strategy.judge.judge`: deals sampled to fit what
South can see, each choice played out by coaches deciding from their own views, the same
deals for every choice, seeded by the position, by the game rather than the points once
the score matters). An action the judge puts within its margin of the best is accepted
("Also fine: ...", with what the side can expect from it, in words): at the precomputed
effort the judge plays enough deals to measure the gap and accepts it only within
:data:`MARGINS` of the best (a strict verdict); a worse one is refused with its cost in
words. Only the choices the hand's lesson offers are judged: a hand first played before
going alone is taught judges no loner (``loners=False``). The record's own
action must be among the accepted, and where it is not the coach's rule-of-thumb choice,
the record explains why on a comment line right after the action::

    South: play JC          # J♣ is the highest trump left: it wins the setting trick
    # coach: The coach would lead Q♣ here, because ...
    # also play AC: A♣ wins too, but ...

An ``# also ACTION:`` line gives another choice the learner may make its own reason, said
with the judge's figures (:func:`choice_notes`). A close choice that is not the rule of
thumb's is accepted, and the words name the rule's choice as the habit to build, or, where
the choice scored more, as the usual play (:mod:`euchre_teach.course.habit_words`).

Judging takes a second or more a decision, too slow for a click, so the audit
(:func:`run_audit` on a folder of hands; the course runs it on its own with
``python -m euchre_teach.course.judge_hands --write``) stores every judgement in the
folder's ``judged.json``; a test checks the stored file against a fresh audit. A hand
missing from the file (a teacher's new hand) is judged live, with the same figures.

>>> MARGINS["play"], MARGINS["bid"]
(0.15, 0.15)
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import sys
from collections.abc import Collection, Iterator, Sequence
from pathlib import Path
from typing import Any

from euchre_teach.core.actions import CLAIM_RENEGE, PASS, Action
from euchre_teach.core.errors import EuchreError
from euchre_teach.core.record import HandRecord, dumps, parse
from euchre_teach.core.state import Phase
from euchre_teach.core.view import View
from euchre_teach.strategy.advice import action_words, lower_first
from euchre_teach.strategy.floor import floor_words
from euchre_teach.strategy.habits import rule_decision
from euchre_teach.strategy.judge import (
    MARGIN,
    PRECOMPUTED,
    ChoiceValue,
    Z,
    choices,
    cost_words,
    expect_words,
    judge,
    more_games_words,
    rounding_note,
    shown_difference,
)
from euchre_teach.strategy.loners import (
    defenders_note,
    loner_refusal_words,
    partner_words,
    with_partner,
)

__all__ = ["AFTER_LONERS", "CLEAR", "JUDGED_FILE", "MARGINS", "SAMPLES", "Judge",
           "Judgement", "Verdict", "audit", "choice_notes", "coach_notes",
           "judge_decision", "problems", "run_audit", "why_not_notes", "write_judged"]

MARGINS = {"play": MARGIN, "bid": MARGIN}
"""How far below the best action (points a hand, South's side) an action may score and be
accepted: cards, and bids, discards and the lone defence (the judge's :data:`MARGIN`)."""
SAMPLES = {"least": PRECOMPUTED.least, "most": PRECOMPUTED.most, "batch": PRECOMPUTED.batch}
"""Sampled deals per decision (the judge's precomputed effort), batches while in doubt."""
CLEAR = Z
"""Standard errors of the paired difference a gap beyond the margin must clear."""
SEED = "position"
"""Each decision's deals are seeded by its position
(:func:`~euchre_teach.strategy.judge.position_seed`), the same on every run."""
JUDGED_FILE = "judged.json"
AFTER_LONERS = "after_loners"
"""A hand judged without loners also stores, under this key, its bids where going alone is
legal judged with loners: a lesson after going alone is taught replays it that way."""
LEARNER = 2


@dataclasses.dataclass(frozen=True)
class Verdict:
    """One action at one decision: its value (None when not simulated), accepted or not,
    and what the learner reads on choosing it (without the record's own comment)."""

    action: str
    value: float | None
    accepted: bool
    why: str


@dataclasses.dataclass(frozen=True)
class Judgement:
    """Every action's verdict at the learner's decision ``index`` of a hand record."""

    index: int
    fingerprint: str
    recorded: str
    coach: str
    coach_rule: str
    samples: int
    verdicts: tuple[Verdict, ...]

    def verdict(self, action: Action) -> Verdict | None:
        """The verdict on ``action``; None for an action the rules refuse."""
        return next((v for v in self.verdicts if v.action == str(action)), None)

    @property
    def accepted(self) -> list[str]:
        """The accepted actions (text), best first."""
        return [v.action for v in self.verdicts if v.accepted]

    def to_json(self) -> dict[str, Any]:
        data = dataclasses.asdict(self)
        data["verdicts"] = [dataclasses.asdict(v) for v in self.verdicts]
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Judgement:
        verdicts = tuple(Verdict(**v) for v in data["verdicts"])
        return cls(**{**data, "verdicts": verdicts})


# ----------------------------------------------------------------- words


def _label(action: Action, view: View) -> str:
    leading = view.phase is Phase.PLAY and not view.trick
    return action_words(action, leading, dealer=view.seat == view.dealer)


def _same(one: ChoiceValue, other: ChoiceValue, best: ChoiceValue) -> bool:
    """True when two choices scored the same on every deal (both as far from the best on
    each deal: the same mean gap and no spread in their difference)."""
    if one.action is best.action or other.action is best.action:
        rest = other if one.action is best.action else one
        return rest.gap == 0 and rest.gap_stderr == 0
    return one.gap == other.gap and one.gap_stderr == other.gap_stderr == 0


def _fine_words(mine: ChoiceValue, best: ChoiceValue, recorded: ChoiceValue, view: View,
                samples: int, unit: str, margin: float = MARGIN) -> str:  # fmt: skip
    action = mine.action
    other = recorded if action is not recorded.action else best
    deals = f"over {samples} deals that fit what you can see"
    if action is not other.action and _same(mine, other, best):
        same = lower_first(_label(other.action, view))
        return (f"{_label(action, view)} does exactly as well as {same}:"
                f" on all {samples} deals that fit what you can see, both score the same.")
    if action is best.action and recorded.gap <= margin + 1e-9 and action is not recorded.action:
        # The top value within the margin of the record's own (textbook) choice is a tie,
        # not "the best": the two are said to be equal.
        return (f"{_label(action, view)} is about as good as"
                f" {lower_first(_label(recorded.action, view))}: close enough that the course"
                f" does not mark it wrong ({_figures(mine, recorded, view, unit)}, {deals}).")
    if action is best.action:
        most = (("does the most for your chance of winning the game" if unit == "game"
                 else "scores the most of all your choices") if mine.mean >= 0
                else "loses the least of all your choices")  # fmt: skip
        return f"{_label(action, view)} {most} here: {_figures(mine, None, view, unit)}, {deals}."
    # Beside another accepted choice, the comparison is with the recorded one, the choice
    # the hand goes on with (a cold expert review: "as good as J♥" where the record plays K♥).
    higher, lower = (other, mine) if other.mean >= mine.mean else (mine, other)
    figures = _figures(higher, lower, view, unit) if unit == "game" else expect_words(mine.mean)
    return (f"{_label(action, view)} is about as good as"
            f" {lower_first(_label(other.action, view))}: close enough that the course does not"
            f" mark it wrong ({figures}, {deals}).")


def _figures(mine: ChoiceValue, other: ChoiceValue | None, view: View, unit: str) -> str:
    """What a choice is worth in words: in points, what the side can expect from it; by the
    game, the difference from ``other`` (``mine`` the better), as a comparison."""
    if unit != "game":
        return expect_words(mine.mean, unit)
    if other is None:
        return "it wins the game more often than any other choice"
    return (f"{lower_first(_label(mine.action, view))} keeps"
            f" {more_games_words(shown_difference(mine.mean, other.mean, unit))}"
            f" than {lower_first(_label(other.action, view))}")


def _unclear_words(mine: ChoiceValue, best: ChoiceValue, view: View, samples: int,
                   unit: str) -> str:  # fmt: skip
    return (f"{_label(mine.action, view)} and {lower_first(_label(best.action, view))} are too"
            f" close to tell apart over {samples} deals that fit what you can see: the gap"
            f" between them ({cost_words(mine.gap, unit)}) is smaller than the simulation's own"
            " uncertainty.")


def _refusal_words(mine: ChoiceValue, best: ChoiceValue, view: View, samples: int,
                   unit: str) -> str:  # fmt: skip
    """A worse choice's cost, worked from the figures printed beside it
    (:func:`~euchre_teach.strategy.judge.shown_difference`), so that they add up."""
    cost = cost_words(shown_difference(best.mean, mine.mean, unit), unit)
    note = rounding_note(mine.mean, best.mean, unit)
    if unit == "game":
        return (f"Over {samples} deals that fit what you can see,"
                f" {lower_first(_label(mine.action, view))} costs {cost}"
                f" against {lower_first(_label(best.action, view))}:"
                f" {_figures(best, mine, view, unit)}.")
    return (f"Over {samples} deals that fit what you can see,"
            f" {lower_first(_label(mine.action, view))} costs {cost}"
            f" against {lower_first(_label(best.action, view))}{note}: with"
            f" {lower_first(_label(mine.action, view))} {expect_words(mine.mean, unit)}, and with"
            f" {lower_first(_label(best.action, view))} {expect_words(best.mean, unit)}.")


def _played(one: ChoiceValue, two: ChoiceValue, view: View, samples: int, unit: str) -> str:
    """A close choice a rule refuses, and its twin: "Played out over N deals ..."."""
    if unit == "game":
        higher, lower = (two, one) if two.mean >= one.mean else (one, two)
        figures = _figures(higher, lower, view, unit)
    else:
        a, b = (lower_first(_label(c.action, view)) for c in (one, two))
        figures = (f"with {a} {expect_words(one.mean, unit)}, and with {b}"
                   f" {expect_words(two.mean, unit)}")  # fmt: skip
    return f"Played out over {samples} deals that fit what you can see, {figures}"


def _partner_kept_words(together: ChoiceValue, alone: ChoiceValue, view: View, samples: int,
                        unit: str) -> str:  # fmt: skip
    """The bid with the partner beside an accepted loner that is not sure
    (:data:`~euchre_teach.strategy.loners.PARTNER_RULE`): the reason in cards, the figures
    after it (the fold)."""
    figures = (_figures(alone, together, view, unit) if unit == "game" else
               f"with {lower_first(_label(together.action, view))}"
               f" {expect_words(together.mean, unit)}, and with"
               f" {lower_first(_label(alone.action, view))} {expect_words(alone.mean, unit)}")
    return (f"{partner_words(view, alone.action)} Played out over {samples} deals that fit"
            f" what you can see, {figures}.{defenders_note(alone.action)}")


# ----------------------------------------------------------------- judging


def _kind(view: View) -> str:
    return "play" if view.phase is Phase.PLAY else "bid"


def fingerprint(record: HandRecord, index: int) -> str:
    """A short hash of the deal and the actions up to this decision."""
    text = dumps(record.deal(index))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def judge_decision(record: HandRecord, index: int, learner: int = LEARNER, *,
                   loners: bool = True) -> Judgement:  # fmt: skip
    """Judge every action at the learner's decision ``index`` (see the module text);
    without ``loners`` (a hand played before going alone is taught), going alone is
    neither judged nor accepted."""
    view = record.deal(index).view(learner)
    coach = rule_decision(view, loners=loners)
    recorded = record.actions[index][1]
    samples, verdicts = _verdicts(view, recorded, loners)
    return Judgement(index, fingerprint(record, index), str(recorded), str(coach.action),
                     coach.rule, samples, tuple(verdicts))  # fmt: skip


def _verdicts(view: View, recorded: Action, loners: bool = True) -> tuple[int, list[Verdict]]:
    """The number of sampled deals, and a verdict on every choice, best first: accepted
    exactly when the judge puts it within its margin of the best."""
    honest = choices(view, loners=loners)
    if CLAIM_RENEGE in view.legal_actions:
        why = "An opponent reneged this hand, and playing on lets the renege go unclaimed."
        return 0, [Verdict(str(CLAIM_RENEGE), None, True, ""),
                   *(Verdict(str(a), None, False, why) for a in honest)]  # fmt: skip
    if len(honest) == 1:
        return 0, [Verdict(str(honest[0]), None, True, "It is the only card you may play.")]
    verdict = judge(view, honest, effort=PRECOMPUTED)
    margin, samples, verdicts = verdict.margin, verdict.samples, []
    best, mine = verdict.values[0], verdict.value(recorded)
    tie = mine.gap <= margin + 1e-9  # the recorded choice is as good as the best: first
    def order(value: ChoiceValue) -> tuple[float, bool]:
        top = value.action is recorded and tie
        return (-(best.mean if top else value.mean), value.action is not recorded)

    for value in sorted(verdict.values, key=order):
        close = value.gap <= margin + 1e-9 and not (value.loner_refused or value.floor_refused)
        if value.loner_refused or value.floor_refused:  # close, but refused by a rule
            twin = verdict.value(with_partner(value.action) if value.loner_refused else PASS)
            played = _played(value, twin, view, samples, verdict.unit)
        why = (loner_refusal_words(view, value.action, played, partner_more=twin.mean >= value.mean)
               if value.loner_refused else floor_words(view, value.action, played)
               if value.floor_refused
               else _partner_kept_words(value, verdict.value(Action.parse(f"{value.action} alone")),
                                        view, samples, verdict.unit)
               if value.partner_kept
               else _fine_words(value, best, mine, view, samples, verdict.unit, margin) if close
               else _unclear_words(value, best, view, samples, verdict.unit) if value.within
               else _refusal_words(value, _against(value, best, mine, margin), view, samples,
                                   verdict.unit))  # fmt: skip
        why += defenders_note(value.action) if value.within else ""
        verdicts.append(Verdict(str(value.action), round(value.mean, 3), value.within, why))
    return samples, verdicts


def _against(refused: ChoiceValue, best: ChoiceValue, recorded: ChoiceValue, margin: float
             ) -> ChoiceValue:  # fmt: skip
    """A refused choice's cost is measured against the recorded one, which the words name
    ("Better: play K♥"), when beyond the margin of it too; else against the best (expert42)."""
    return recorded if recorded.within and recorded.mean - refused.mean > margin + 1e-9 else best


def _comment_lines(text: str) -> Iterator[tuple[int, str]]:
    """A record's whole-line ``#`` comments after its ``--``, each with the index of the
    action it follows (-1 before the first)."""
    lines = text.splitlines()
    start = next((i for i, line in enumerate(lines) if line.strip() == "--"), len(lines))
    index = -1
    for raw in lines[start + 1:]:
        line = raw.strip()
        if line.startswith("#"):
            yield index, line.lstrip("#").strip()
        elif line:
            index += 1


def choice_notes(text: str) -> dict[int, dict[str, str]]:
    """The ``# also ACTION: ...`` lines of a record, by the index of the action they follow:
    a teacher's reason for another choice the judge accepts there (or refuses), said when
    the learner makes it ("# also discard AS: ..." after South's recorded discard)."""
    notes: dict[int, dict[str, str]] = {}
    for index, body in _comment_lines(text):
        if body.lower().startswith("also ") and ":" in body and index >= 0:
            action, _, words = body[len("also "):].partition(":")
            notes.setdefault(index, {})[str(Action.parse(action.strip()))] = words.strip()
    return notes


def why_not_notes(text: str) -> dict[int, dict[str, str]]:
    """The ``# why not ACTION: ...`` lines of a record, by the index of the action they
    follow: a teacher's reason in cards for a choice the judge refuses there, said when the
    learner makes it, before the better choice (short21: not only "Better: play 9♣").

    >>> why_not_notes("x\\n--\\nSouth: play 9C\\n# why not play JC: Keep J♣.")
    {0: {'play JC': 'Keep J♣.'}}
    """
    notes: dict[int, dict[str, str]] = {}
    for index, body in _comment_lines(text):
        if body.lower().startswith("why not ") and ":" in body and index >= 0:
            action, _, words = body[len("why not "):].partition(":")
            notes.setdefault(index, {})[str(Action.parse(action.strip()))] = words.strip()
    return notes


def coach_notes(text: str) -> dict[int, str]:
    """The ``# coach: ...`` lines of a record, by the index of the action they follow."""
    return {index: body.partition(":")[2].strip() for index, body in _comment_lines(text)
            if body.lower().startswith("coach:") and index >= 0}  # fmt: skip


# ----------------------------------------------------------------- stored judgements


class Judge:
    """The judgements of one hand: stored ones when current, else judged live (cached)."""

    def __init__(self, record: HandRecord, stored: dict[str, Any] | None = None,
                 notes: dict[int, str] | None = None, learner: int = LEARNER, *,
                 loners: bool = True, choices: dict[int, dict[str, str]] | None = None,
                 why_not: dict[int, dict[str, str]] | None = None) -> None:  # fmt: skip
        self.record = record
        self.choice_notes = dict(choices or {})
        """A teacher's reason for another choice, by decision and action (``# also``)."""
        self.why_not = dict(why_not or {})
        """A teacher's reason against a refused choice, by decision and action
        (``# why not``)."""
        self.learner = learner
        self.loners = loners
        self.notes = dict(notes or {})
        self._cache: dict[int, Judgement] = {}
        # A hand first played before going alone is taught, replayed after it (lesson 10),
        # takes its bids as judged with loners (AFTER_LONERS) over those judged without.
        later = (stored or {}).get(AFTER_LONERS, []) if loners else []
        for data in [*(stored or {}).get("decisions", []), *later]:
            judgement = Judgement.from_json(data)
            if judgement.fingerprint == fingerprint(record, judgement.index):
                self._cache[judgement.index] = judgement
        self.notes.update({int(k): v for k, v in (stored or {}).get("coach_notes", {}).items()
                           if int(k) not in self.notes})  # fmt: skip

    @classmethod
    def for_file(cls, path: Path, record: HandRecord | None = None, *,
                 loners: bool = True) -> Judge:  # fmt: skip
        """The judge of the hand in ``path``, with the judgements stored beside it."""
        text = path.read_text(encoding="utf-8")
        stored = _read_judged(path.parent).get(path.name)
        return cls(record or parse(text), stored, coach_notes(text), loners=loners,
                   choices=choice_notes(text), why_not=why_not_notes(text))  # fmt: skip

    def judgement(self, index: int) -> Judgement:
        """The judgement at the learner's decision ``index``."""
        if index not in self._cache:
            self._cache[index] = judge_decision(self.record, index, self.learner,
                                                loners=self.loners)  # fmt: skip
        return self._cache[index]


def _read_judged(folder: Path) -> dict[str, Any]:
    path = folder / JUDGED_FILE
    if not path.is_file():
        return {}
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    hands: dict[str, Any] = data.get("hands", {})
    return hands


def audit(folder: Path, names: Sequence[str] = (), no_loners: Collection[str] = ()
          ) -> dict[str, Any]:  # fmt: skip
    """Judge every learner decision of the hands in ``folder`` (or only ``names``); the
    hands in ``no_loners`` are played before going alone is taught, so going alone is
    neither judged nor accepted in them."""
    hands: dict[str, Any] = {}
    for path in sorted(folder.glob("*.txt")):
        if names and path.name not in names:
            continue
        text = path.read_text(encoding="utf-8")
        record = parse(text)
        mine = [i for i, (seat, _) in enumerate(record.actions) if seat == LEARNER]
        early = path.name in no_loners
        hands[path.name] = {
            "coach_notes": {str(k): v for k, v in sorted(coach_notes(text).items())},
            "decisions": [judge_decision(record, i, loners=not early).to_json() for i in mine],
        }
        if early:  # its bids as a lesson after going alone judges them (AFTER_LONERS)
            hands[path.name][AFTER_LONERS] = [
                judge_decision(record, i, loners=True).to_json() for i in mine
                if any(a.alone for a in record.deal(i).view(LEARNER).legal_actions)]
    return {"margins": MARGINS, "clear": CLEAR, "samples": SAMPLES, "seed": SEED, "hands": hands}


def problems(name: str, entry: dict[str, Any]) -> list[str]:
    """What is wrong with one hand's judgements, in words (empty when all is well)."""
    found = []
    notes = {int(k) for k in entry.get("coach_notes", {})}
    for data in entry["decisions"]:
        j = Judgement.from_json(data)
        seat_action = f"{name}, action {j.index + 1} (South: {j.recorded})"
        if not j.accepted:
            found.append(f"{seat_action}: no action is accepted")
        if j.recorded not in j.accepted:
            best = j.verdicts[0]
            found.append(f"{seat_action}: the judge refuses the recorded action; best is"
                         f" {best.action} ({best.value}). {j.verdict(Action.parse(j.recorded))}")
        if j.coach != j.recorded and j.index not in notes:
            found.append(f"{seat_action}: the coach plays {j.coach} ({j.coach_rule}); add a"
                         " '# coach: ...' line after the action saying why the hand differs")
    for data in entry.get(AFTER_LONERS, []):  # recorded with the partner, before loners:
        if not Judgement.from_json(data).accepted:  # its '# why not' line says why
            found.append(f"{name}, action {data['index'] + 1}: nothing is accepted with loners")
    return found


def write_judged(folder: Path, result: dict[str, Any], *, partial: bool) -> Path:
    """Store an audit's judgements in ``folder``'s :data:`JUDGED_FILE`; the audit of some
    hands only (``partial``) replaces theirs and keeps the others'. Returns the file."""
    path = folder / JUDGED_FILE
    old = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
    if partial and old:
        old["hands"].update(result["hands"])
        result = {**result, "hands": dict(sorted(old["hands"].items()))}
    path.write_text(json.dumps(result, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


def run_audit(folder: Path, names: Sequence[str] = (), *, write: bool = False,
              no_loners: Collection[str] = ()) -> int:  # fmt: skip
    """The audit as a command: judge the hands in ``folder`` (or only ``names``), print
    every decision's accepted actions and then each problem, and with ``write`` store the
    judgements. Returns 0, 1 when there are problems, 2 when a record is broken."""
    try:
        result = audit(folder, names, no_loners)
    except EuchreError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    trouble = []
    for name, entry in result["hands"].items():
        trouble += problems(name, entry)
        for data in entry["decisions"]:
            j = Judgement.from_json(data)
            print(f"{name} #{j.index + 1}: recorded {j.recorded}, coach {j.coach};"
                  f" accepted {', '.join(j.accepted)}")
    if write:
        print(f"wrote {write_judged(folder, result, partial=bool(names))}")
    for line in trouble:
        print("PROBLEM:", line)
    return 1 if trouble else 0
