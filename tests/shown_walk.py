"""What a guided hand's accepted answers say above the "Why?" fold, page by page (a test
helper, and a report: ``python -m tests.shown_walk`` lists every answer it flags).

Every page that shows a guided hand is walked as the page builds it (a
:class:`~widgets.guided.GuidedHandPlayer` on each lesson that plays one, lesson 10's replay
for every hand), and at every one of the learner's decisions every choice the judge accepts
is tried. An answer is flagged where its shown words (:meth:`~euchre_teach.course.
guided_words.Attempt.words`) call another choice as good as the habit's ("about as well",
"not wrong by much", "works too", "are equal here", "and so is"), or where the hand's own
comment prefers one card and the words call it equal (expert56: hand 02's "Yes: A♠ and J♣
are equal here" under "keep J♣, the higher trump, and give A♠"), or where they call the
learner's card "accepted", or say "Yes" to a card shown as a close call (expert58: "beginners
read 'accepted' as 'correct'"). Only stored judgements are used (``lessons/hands/judged.json``):
nothing is simulated.
"""

from __future__ import annotations

import copy
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass

from euchre_teach.core.actions import Action, Kind
from euchre_teach.course.catalogue import GuidedHand, hands_dir, ordered_hands
from widgets.guided import GuidedHandPlayer

PAGES: tuple[tuple[int, str, dict[str, bool]], ...] = (
    (3, "01_left_bower_trap.txt", {"watch_bids": True}),
    (5, "03_assist_and_march.txt", {}),
    (5, "08_discard_to_a_void.txt", {}),
    (7, "05_stick_the_dealer.txt", {}),
    (7, "06_next_in_round_2.txt", {}),
    (7, "10_thrown_in.txt", {}),
    (8, "04_successful_loner.txt", {}),
    (12, "07_partners_ace.txt", {}),
    (12, "11_defending_alone.txt", {}),
)
"""The lessons' own guided hands (``GuidedHandPlayer(...)`` in their notebooks; a test
checks this list against them); lesson 10 replays every hand besides."""

PRAISE = re.compile(r"about as well|not wrong by much|works? too|works? here|can work"
                    r"|scores? more here")
"""Words that set a card that breaks the habit beside the habit's, above the fold."""
LISTED = re.compile(r"are equal here|, and so (?:is|are) |one of the best|either of your")
"""Words that name other accepted cards beside the hand's own card, where it is the rule of
thumb's: above the fold only where the hand gives no reason of its own (else they contradict
one that prefers a card). Where the hand departs from the rule (hand 07's K♠ beside the
rule's Q♥, a position the hand discusses), the choices are named as the judge's equals."""
ACCEPTED = re.compile(r"\baccepted\b")
"""The judge's word, which a beginner reads as "correct" (expert58): never in shown words."""
EQUAL = re.compile(r"as good as")
"""A card that follows the rule as well as the hand's (touching, or the same on every deal):
"Also fine: your K♠, as good as A♠ here". Counted, not flagged: it breaks no habit."""


@dataclass(frozen=True)
class Answer:
    """One accepted choice as the page answers it."""

    page: str
    decision: int
    choice: str
    recorded: str
    coach: str
    comment: str
    shown: str
    more: str
    kind: str = "right"
    """How the page shows it (:attr:`~euchre_teach.course.guided_words.Attempt.kind`)."""

    @property
    def flag(self) -> str:
        """Why the answer is flagged: a card praised beside the habit, called "accepted",
        a close call said "Yes" to, or other cards named beside the hand's own reason; ""
        when it is not."""
        if self.choice.startswith(("play ", "discard ")) and (found := PRAISE.search(self.shown)):
            return found.group()
        if found := ACCEPTED.search(self.shown):
            return found.group()
        if self.kind == "close" and self.shown.startswith("Yes"):
            return "Yes to a close call"
        listed = LISTED.search(self.shown)
        if listed and self.choice == self.recorded == self.coach and self.comment:
            return f"{listed.group()} beside the comment"
        return ""


def pages() -> Iterator[tuple[str, GuidedHand, bool]]:
    """Each page's guided hand as its player builds it: (where, guide, bids watched)."""
    for lesson, name, options in PAGES:
        player = GuidedHandPlayer(name, **options)
        yield f"L{lesson} {name}", player.guide, bool(options.get("watch_bids"))
    for name, _record, _teaches in ordered_hands():
        player = GuidedHandPlayer(hands_dir() / name, replay=True)
        yield f"L10 {name}", player.guide, False


def answers() -> Iterator[Answer]:
    """Every accepted choice at every decision of every page's guided hand."""
    for where, guide, watched in pages():
        guide = copy.deepcopy(guide)
        guide.advance()
        while not guide.finished:
            step = guide.expected()
            judgement = guide.judge.judgement(guide.position) if guide.judge else None
            if judgement is not None and not (watched and step.action.kind is not Kind.PLAY):
                for action in judgement.accepted:
                    trial = copy.deepcopy(guide)
                    attempt = trial.attempt(Action.parse(action))
                    if attempt.accepted:
                        yield Answer(where, guide.position, action, str(step.action),
                                     judgement.coach, step.comment or "", attempt.words(),
                                     attempt.more, attempt.kind)
            guide.play_next()
            guide.advance()


def flagged(found: list[Answer]) -> list[Answer]:
    return [a for a in found if a.flag]


if __name__ == "__main__":
    everything = list(answers())
    marked = flagged(everything)
    show_all = "--all" in sys.argv
    for a in everything if show_all else marked:
        mark = f"[{a.flag}] " if a.flag else ""
        print(f"{a.page} #{a.decision} {a.choice} (recorded {a.recorded}): {mark}{a.shown}")
        if show_all or "-v" in sys.argv:
            print(f"    comment: {a.comment}\n    fold: {a.more}")
    equal = sum(bool(EQUAL.search(a.shown)) for a in everything)
    close = sum(a.kind == "close" for a in everything)
    print(f"{len(marked)} of {len(everything)} accepted answers flagged;"
          f" {equal} say a card is as good as the hand's (not flagged);"
          f" {close} shown as a close call (a habit broken)")
