"""Every refused choice in a guided hand says what is wrong with it, in cards (whynot47).

An experienced teacher reviewing the course cold: "Of 114 refused non-rule choices across
the hands, 107 show only 'Not the best choice here. Better: X' followed by the reason for
X" (hand 12, J♠ on West's A♦: "You play last, so 9♠ wins just as surely; J♠ is wasted").
Each refused choice at each of South's decisions now has its own ``# why not ACTION:``
line in the record, said before "Better:". Two helpers wrote the lines (hands 01-08 and
09-17) with a test file each; the two are one file here, over every hand.
"""

from __future__ import annotations

import pytest

from euchre_teach.core.actions import Action
from euchre_teach.course.catalogue import (
    GuidedHand,
    decisions,
    hands_before_loners,
    hands_dir,
    load_hands,
)
from euchre_teach.course.guided_words import sentence
from euchre_teach.strategy.refusal import guided_opening, split_opening
from tests.test_guided_judging import guide, reach

WHY_NOT_HANDS = {name for name, _ in load_hands()}
"""The hands whose every refused choice, going alone included, has its own reason."""


def _loners(name: str) -> tuple[bool | None, ...]:
    """How the hand is judged where a learner plays it: on its own lesson's page (None, the
    default) and, for a hand first played before going alone, in lesson 10 with loners."""
    return (None, True) if name in hands_before_loners(hands_dir()) else (None,)


def _walk(name: str, index: int, loners: bool | None = None) -> GuidedHand:
    """The hand played as recorded up to South's decision ``index``."""
    hand = guide(name) if loners is None else GuidedHand.from_file(hands_dir() / name,
                                                                    loners=loners)
    reach(hand, index)
    return hand


def _refused_where(name: str) -> dict[tuple[int, str], bool | None]:
    """Every choice refused at a South decision of the hand, wherever it is played, as
    (index, action), with how the first judge to refuse it judges loners."""
    found: dict[tuple[int, str], bool | None] = {}
    for loners in _loners(name):
        hand = GuidedHand.from_file(hands_dir() / name, loners=loners)
        assert hand.judge is not None
        for index in decisions(hand.record):
            for verdict in hand.judge.judgement(index).verdicts:
                if not verdict.accepted:
                    found.setdefault((index, verdict.action), loners)
    return found


def _refused(name: str) -> list[tuple[int, str]]:
    """Every refused choice at every South decision of the hand, as (index, action): on its
    own page, and in lesson 10 with loners (hand 08's take-up with the partner, and the
    alone bids of hands first played before going alone)."""
    return list(_refused_where(name))


@pytest.mark.parametrize("name", sorted(WHY_NOT_HANDS))
def test_every_refused_choice_in_the_hand_has_its_own_why_not_line(name: str) -> None:
    judge = GuidedHand.from_file(hands_dir() / name).judge
    assert judge is not None
    silent = [f"action {index + 1}: {action}" for index, action in _refused(name)
              if action not in judge.why_not.get(index, {})]  # fmt: skip
    assert not silent, f"{name}: refused with no '# why not' line: {silent}"
    # a line ends without a full stop: the feedback adds it (sentence)
    assert all(not words.endswith(".") for by in judge.why_not.values() for words in by.values())


@pytest.mark.parametrize("name", sorted(WHY_NOT_HANDS))
def test_every_why_not_line_is_for_a_choice_the_judge_refuses_there(name: str) -> None:
    """A note on a choice that is accepted, or not on offer, would never be read."""
    judge = GuidedHand.from_file(hands_dir() / name).judge
    assert judge is not None
    refused = set(_refused(name))
    stray = [f"action {index + 1}: {action}" for index, notes in judge.why_not.items()
             for action in notes if (index, action) not in refused]  # fmt: skip
    assert not stray, f"{name}: '# why not' for a choice not refused: {stray}"


@pytest.mark.parametrize(
    ("name", "index", "action", "loners"),
    [(name, index, action, loners) for name in sorted(WHY_NOT_HANDS)
     for (index, action), loners in _refused_where(name).items()],
)
def test_a_refused_attempt_reads_its_own_reason_before_the_better_choice(
    name: str, index: int, action: str, loners: bool | None
) -> None:
    hand = _walk(name, index, loners)
    assert hand.judge is not None
    note = hand.judge.why_not[index][action]
    attempt = hand.attempt(action)
    assert not attempt.accepted and hand.position == index  # the hand waits for another try
    shown = attempt.words()  # what a glance takes in; the rest of the reason in the fold
    before, better, _ = shown.partition(" Better:")
    opening = guided_opening(hand.judge.judgement(index), Action.parse(action),
                             hand.expected().action, hand.deal.view(hand.learner))
    assert split_opening(shown)[0] == opening != ""  # sized to the cost
    said = f"{opening} {sentence(note)}"
    coach = hand.judge.notes.get(index)  # said after it where the choice is the coach's
    whole = " ".join(f"{before} {attempt.more}".split())
    assert better and len(before) > len(opening) + 10, shown  # one sentence of its reason
    assert whole.startswith(f"{said} {sentence(coach)}" if coach else said), attempt.feedback


def test_hand_12s_right_bower_on_wests_ace_says_nine_of_spades_wins_as_surely() -> None:
    """The review's own example: J♠ on West's A♦, where South plays last."""
    hand = _walk("12_lone_hand_maker_left.txt", 4)
    feedback = hand.attempt("play JS").feedback
    assert split_opening(feedback)[1].startswith(
        "You play last, so 9♠ wins just as surely; J♠, the right bower, is wasted")
    assert "Better: play 9♠." in feedback


def test_better_stands_alone_after_a_why_not_line_and_keeps_the_reason_without_one() -> None:
    """expert49: "Not the best choice here. <reason>. Better: <card>. <the recorded play's
    reason again>. Try again." ran a choice to 60-90 words. Where the refused choice has its
    own ``# why not`` line, "Better: ..." is said alone, the figures next; where a hand has
    no such line for it (a hand an author is still writing), the recorded reason stays."""
    hand = _walk("07_partners_ace.txt", 2)
    recorded = hand.expected()
    assert recorded.comment == ("Diamonds are on offer, and you hold none; if they are turned"
                                " down, you can name spades in round 2, unless North or East"
                                " names a suit first")
    attempt = hand.attempt("order")
    assert attempt.words().endswith("Better: pass. Try again.")
    assert recorded.comment not in attempt.feedback
    assert hand.judge is not None
    del hand.judge.why_not[2]["order"]  # as if the hand had no "# why not order" line
    bare = hand.attempt("order")
    assert f"Better: pass. {recorded.comment}. Try again." in bare.words()
