"""Every refused choice in a guided hand says what is wrong with it, in cards.

A cold review by a Euchre teacher (expert47): of 114 refused choices across the guided
hands, 107 read only "Not the best choice here. Better: X" and X's reason, where a quiz
gives each option its own reason. Each hand listed here has a ``# why not ACTION:`` line
for every choice the judge refuses at a South decision (going alone aside: the record's
pass or the ``# why not ... alone`` lines of tests/test_guided_judging.py cover those),
and the learner reads it first: "Not the best choice here. <why not>. Better: ...".

Hands 01-08 are covered here; hands 09-17 in a sibling module, so both can be merged.
"""

from __future__ import annotations

import pytest

from euchre_teach.core.actions import Action
from euchre_teach.course.catalogue import GuidedHand, decisions, hands_dir
from euchre_teach.strategy.judging import why_not_notes

COVERED = {
    "01_left_bower_trap.txt",
    "03_assist_and_march.txt",
    "04_successful_loner.txt",
    "05_stick_the_dealer.txt",
    "06_next_in_round_2.txt",
    "07_partners_ace.txt",
    "08_discard_to_a_void.txt",
}
"""The hands whose every refused choice has its own reason (02 refuses none)."""


def _refused(hand: GuidedHand, index: int) -> list[str]:
    """The choices the judge refuses at South's decision ``index``."""
    assert hand.judge is not None
    return [v.action for v in hand.judge.judgement(index).verdicts if not v.accepted]


@pytest.mark.parametrize("name", sorted(COVERED))
def test_every_refused_choice_in_a_guided_hand_has_its_own_reason(name: str) -> None:
    """Each refused choice that is not a loner has a ``# why not`` line, and each such line
    names a choice the judge still refuses there (a stale note would be said as if wrong)."""
    hand = GuidedHand.from_file(hands_dir() / name)
    notes = why_not_notes((hands_dir() / name).read_text(encoding="utf-8"))
    missing, stale = [], []
    for index in decisions(hand.record):
        refused = _refused(hand, index)
        have = notes.get(index, {})
        missing += [f"action {index + 1}: {a}" for a in refused
                    if a not in have and not Action.parse(a).alone]  # fmt: skip
        stale += [f"action {index + 1}: {a}" for a in have if a not in refused]
    assert not missing, f"{name}: refused without a '# why not' line:\n" + "\n".join(missing)
    assert not stale, f"{name}: '# why not' for a choice not refused:\n" + "\n".join(stale)
    assert all(not words.endswith(".") for by in notes.values() for words in by.values())


@pytest.mark.parametrize("name", sorted(COVERED))
def test_a_refused_attempt_reads_its_own_reason_before_the_better_choice(name: str) -> None:
    """Walking the hand, every refused choice with a note reads "Not the best choice here.
    <its note>. Better: ..." and leaves the hand where it was."""
    hand = GuidedHand.from_file(hands_dir() / name)
    notes = why_not_notes((hands_dir() / name).read_text(encoding="utf-8"))
    wrong = []
    while True:
        hand.advance()
        if hand.finished:
            break
        index = hand.position
        for action, words in notes.get(index, {}).items():
            attempt = hand.attempt(Action.parse(action))
            before, better, _ = attempt.feedback.partition(" Better:")
            expected = f"Not the best choice here. {' '.join(words.split())}."
            if attempt.accepted or not better or before != expected:
                wrong.append(f"action {index + 1}: {action}: {attempt.feedback[:200]!r}")
            assert hand.position == index
        assert hand.attempt(hand.expected().action).accepted
    assert not wrong, "\n".join(wrong)
