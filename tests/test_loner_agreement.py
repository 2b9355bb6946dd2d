"""Lessons agree on going alone: a position a learner meets in two lessons never gets
opposite loner verdicts, and a clear loner is never refused or hidden once going alone is
taught (a cold expert review, session 49: lesson 10 replayed hands 03 and 06 "with your
partner" and refused the loner, where lesson 11 names both hands as loners the judge
accepts; hand 08, from lesson 5, hid a loner that passes lesson 8's loner test)."""

from __future__ import annotations

import re
from collections import defaultdict
from functools import cache
from typing import Any

from euchre_teach.core.actions import Action, Kind
from euchre_teach.core.deal import Deal
from euchre_teach.core.record import dumps
from euchre_teach.course import drills
from euchre_teach.course.answer_keys import LONERS_LESSON
from euchre_teach.course.catalogue import (
    LEARNER,
    GuidedHand,
    decisions,
    find_lessons,
    hands_dir,
    load_hands,
)
from euchre_teach.course.quizzes import hand_decisions
from euchre_teach.course.quizzes.whole_hands import lesson_11_positions
from euchre_teach.strategy.judge import MARGIN
from euchre_teach.strategy.judging import Judge
from euchre_teach.strategy.loners import with_partner

_PLAYER = re.compile(r"GuidedHandPlayer\(\\?\"([^\"\\]+\.txt)")

Seen = dict[tuple[str, str], dict[str, bool | None]]
"""(position, alone bid) -> {where the learner meets it: accepted, refused (False) or not
offered (None)}."""


def _alone(deal: Deal) -> list[Action]:
    """The alone bids (ordering up or naming a suit alone; defending alone is not one)."""
    return [a for a in deal.legal_actions() if a.alone and a.kind in (Kind.ORDER, Kind.CALL)]


@cache
def _chooser_loners() -> dict[str, bool]:
    """Whether lesson 10's hand menu judges going alone in each hand, as it builds them."""
    from widgets.hand_chooser import HandChooser

    chooser = HandChooser()
    found = {}
    for index, (name, _record, _teaches) in enumerate(chooser.hands):
        judge = chooser.start_hand(index).judge
        found[name] = bool(judge and judge.loners)
    return found


def _pages() -> list[tuple[int, str, bool | None]]:
    """Every page that plays a guided hand: (lesson, hand, loners: None for the default)."""
    pages: list[tuple[int, str, bool | None]] = [
        (10, name, loners) for name, loners in _chooser_loners().items()]
    for notebook in sorted(find_lessons().glob("[0-9][0-9]_*.ipynb")):
        for name in _PLAYER.findall(notebook.read_text(encoding="utf-8")):
            pages.append((int(notebook.name[:2]), name, None))
    return pages


def _seen() -> Seen:
    seen: Seen = defaultdict(dict)
    for lesson, name, loners in _pages():
        guide = GuidedHand.from_file(hands_dir() / name, loners=loners)
        assert guide.judge is not None
        for index in decisions(guide.record):
            deal = guide.record.deal(index)
            judgement = guide.judge.judgement(index)
            for action in _alone(deal):
                verdict = judgement.verdict(action)
                where = f"lesson {lesson}, hand {name}"
                seen[(dumps(deal), str(action))][where] = verdict and verdict.accepted
    quizzes = [(10, item, hand_decisions.decision(*_where(item.key))[0])
               for item in hand_decisions.lesson_10()]
    quizzes += [(11, drills.coach_item(key, deal), deal) for key, deal in lesson_11_positions()]
    for lesson, item, deal in quizzes:
        options = {o.value: o.correct for o in item.options}
        for action in _alone(deal):
            seen[(dumps(deal), str(action))][f"lesson {lesson}, {item.key}"] = options.get(
                str(action))
    return seen


def _where(key: str) -> tuple[str, int]:
    return next((name, index) for k, name, index, _r in hand_decisions.LESSON_10 if k == key)


def _lesson(where: str) -> int:
    return int(where.split()[1].rstrip(","))


def test_no_position_met_in_two_lessons_gets_opposite_loner_verdicts() -> None:
    """After going alone is taught, an alone bid at a position is accepted everywhere or
    nowhere; before, it may only be left out (not offered), never judged."""
    clash = []
    for (_position, action), verdicts in _seen().items():
        after = {w: v for w, v in verdicts.items() if _lesson(w) >= LONERS_LESSON}
        before = {w: v for w, v in verdicts.items() if _lesson(w) < LONERS_LESSON}
        if True in after.values() and set(after.values()) != {True}:
            clash.append(f"{action}: {after}")
        if any(v is not None for v in before.values()):
            clash.append(f"{action} judged before going alone is taught: {before}")
    assert not clash, "\n".join(clash)


def test_a_clear_loner_is_never_refused_after_the_going_alone_lesson() -> None:
    """Where the judge puts an alone bid first, clearly ahead of the same bid with the
    partner (by more than its margin), every lesson from going alone on offers and accepts
    it: hands 03, 06 (lesson 11's two named exceptions) and 08 (it passes the loner test)."""
    clear = set()
    for name, record in load_hands():
        judge = Judge.for_file(hands_dir() / name, loners=True)
        for index in decisions(record):
            verdicts = judge.judgement(index).verdicts
            best = verdicts[0]
            if best.action not in map(str, _alone(record.deal(index))):
                continue
            partner = next((v for v in verdicts
                            if v.action == str(with_partner(Action.parse(best.action)))), None)
            if (best.accepted and partner is not None
                    and (best.value or 0) - (partner.value or 0) > MARGIN):
                clear.add((dumps(record.deal(index)), best.action, name, index))
    assert {(n, i) for _p, _a, n, i in clear} >= {("03_assist_and_march.txt", 1),
                                                  ("06_next_in_round_2.txt", 4),
                                                  ("08_discard_to_a_void.txt", 3)}
    seen = _seen()
    refused = [f"{name} #{index + 1} {action}: {where}"
               for position, action, name, index in sorted(clear)
               for where, accepted in seen[(position, action)].items()
               if _lesson(where) >= LONERS_LESSON and accepted is not True]
    assert not refused, "\n".join(refused)


def test_lesson_10_offers_and_accepts_a_clear_loner_in_a_hand_from_before_loners() -> None:
    """On lesson 10's page (its hand menu), hand 08's dealer, who first took A♥ up with the
    partner in lesson 5, sees the alone bid. expert54: taking it up with the partner is
    right, with its reason in cards and that going alone scores more on average; going alone
    is fine too, and the hand goes on as recorded."""
    from widgets.hand_chooser import HandChooser

    def start() -> Any:
        chooser = HandChooser()
        index = next(i for i, (n, _r, _t) in enumerate(chooser.hands)
                     if n == "08_discard_to_a_void.txt")
        player = chooser.start_hand(index)
        while not player.waiting:
            player.step()
        return player

    player = start()
    words = [button.description for button in player._bids.children]
    assert any("alone" in w.lower() for w in words), words
    taken = player.choose("order")
    assert taken.accepted and taken.feedback.startswith("Yes, and sound: taking up A♥")
    assert "Going alone scores more on average" in taken.feedback
    assert player.lines[-1].endswith("Yes: the best bid with your partner.")
    player = start()
    alone = player.choose("order alone")
    assert alone.accepted and "scores more on average than the recorded one" in alone.feedback
    assert "recorded with your partner" in alone.feedback
    player.go_on()
    assert player.guide.deal.history[-1] == (LEARNER, Action.parse("order"))
    assert player.lines[-1].endswith("(your choice to take the upcard up, alone was also fine).")
