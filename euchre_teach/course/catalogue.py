"""The course: its fifteen lessons in order, where they are, and the guided hands.

The web app's home page reads :data:`LESSONS` (number, notebook, title, summary, minutes,
goals) and serves the notebooks in :func:`find_lessons`; lesson 10 plays the hand records
in ``lessons/hands/`` (:func:`hands_dir`) with :class:`GuidedHand`.

>>> LESSONS[0].notebook, LESSONS[2].title, lesson("scoring").number
('01_the_deck.ipynb', 'Following suit and the left-bower trap', 9)
>>> sum(l.minutes for l in LESSONS) >= 100
True
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from euchre_teach.core.actions import Action, Kind
from euchre_teach.core.deal import Deal
from euchre_teach.core.errors import EuchreError, IllegalAction
from euchre_teach.core.explain import action_phrase
from euchre_teach.core.record import HandRecord, parse
from euchre_teach.core.rules import legal_plays
from euchre_teach.course.answer_keys import LONERS_LESSON
from euchre_teach.course.early_words import brief_habit
from euchre_teach.course.fold_more import fit
from euchre_teach.course.guided_figures import choice_words, together
from euchre_teach.course.guided_words import (
    Attempt,
    Step,
    also_head,
    better_said,
    folded,
    phrase,
    renege_attempt,
    sentence,
    sound_yes,
    unrestated,
    without_going_alone,
    without_the_count,
    yes_to,
)
from euchre_teach.course.habit_words import (
    COUNT_LESSON,
    guided_habit,
    guided_others,
    loner_test_aside,
)
from euchre_teach.course.praise import card_answer, habit_first, plainly, yes_head
from euchre_teach.strategy.refusal import guided_opening, refusal_opening

if TYPE_CHECKING:
    from euchre_teach.strategy.judging import Judge

__all__ = ["BUILDS_ON", "GUIDED_LESSON", "GUIDED_ORDER", "LEARNER", "LESSONS", "Attempt",
           "GuidedHand", "Lesson", "Step", "also_head", "decisions", "find_lessons", "hand_lessons",
           "hands_before_loners", "hands_dir", "lesson", "load_hands", "ordered_hands",
           "without_going_alone"]  # fmt: skip

LEARNER = 2
"""The seat whose decisions the learner makes in a guided hand: South."""
GUIDED_LESSON = 10
"""Lesson 10, which replays every guided hand, judged with going alone, all its words said."""

_PACKAGE_DIR = Path(__file__).resolve().parent.parent


@dataclasses.dataclass(frozen=True)
class Lesson:
    """One lesson of the course: where it lives and what a learner gets from it."""

    number: int
    slug: str
    title: str
    summary: str
    minutes: int
    goals: tuple[str, ...]

    @property
    def builds_on(self) -> tuple[int, ...]:
        """The lessons this one builds on (suggested first, never required): :data:`BUILDS_ON`."""
        return BUILDS_ON.get(self.number, ())

    @property
    def notebook(self) -> str:
        """The notebook's file name in ``lessons/``: ``"03_follow_suit.ipynb"``."""
        return f"{self.number:02d}_{self.slug}.ipynb"


LESSONS: tuple[Lesson, ...] = (
    Lesson(1, "the_deck", "The deck and the table",
           "Strip a 52-card pack down to 24, meet the six ranks, and sit across from your partner.",
           6, ("Build the 24-card deck from a full pack",
               "Name the six ranks of a plain suit, high to low",
               "Know who your partner is and which way play goes")),
    Lesson(2, "trump_and_bowers", "Trump and the bowers",
           "The two jacks that change everything: the right bower and the left bower.",
           10, ("Find both bowers for each of the four trumps",
                "Rank all seven trumps from the right bower down",
                "Count the five cards left in the suit that lost its jack")),
    Lesson(3, "follow_suit", "Following suit and the left-bower trap",
           "You must follow the suit led, and the left bower belongs to trump, not its own suit.",
           15, ("Follow suit whenever you can",
                "Treat the left bower as trump on every lead",
                "Know when you are void and free to trump or throw off",
                "Spot a renege before you make one")),
    Lesson(4, "winning_tricks", "Winning tricks",
           "The highest trump wins; with no trump, the highest card of the suit led.",
           8, ("Pick the winner of any trick",
               "Know that a high card of another plain suit (not trump) never wins",
               "See the left bower beat the ace of trump")),
    Lesson(5, "dealing", "Dealing, the upcard and round 1",
           "Packets of three and two, the card turned face up, and round 1 of the bidding:"
           " ordering up, taking up and the dealer's discard.",
           12, ("Deal five cards each in packets of 3 and 2",
                "Know what the kitty is and what the upcard offers, and who deals next",
                "Know who speaks first in round 1 and what each player may say",
                "Choose a sensible discard as the dealer")),
    Lesson(6, "bidding_round_1", "Bidding, round 1: count your hand",
           "Three tricks with your partner, the upcard, and a count of your hand for your seat.",
           25, ("See in your cards whether your side can take three tricks",
                "Understand why it matters that the upcard goes to the dealer",
                "Count a hand and compare it with what your seat needs",
                "Bid from every seat in round 1")),
    Lesson(7, "bidding_round_2", "Bidding, round 2 and stick the dealer",
           "Naming another suit, the suit that was turned down, and what happens when all pass.",
           12, ("Name trump in round 2, never the turned-down suit",
                "Know what happens after two rounds of passes, with and without stick the dealer",
                "Know why 'next' is a popular bid, and where the count misses in round 2")),
    Lesson(8, "going_alone", "Going alone",
           "Playing without your partner: who sits out, who leads, and why it can score 4.",
           10, ("Know when a loner is declared and who sits out",
               "Know who leads against a lone hand, under both rules",
               "Score a lone hand, made or euchred")),
    Lesson(9, "scoring", "Scoring and winning the game",
           "One, two or four points a hand, euchres, reneges, and keeping score with a six and"
           " a four.",
           10, ("Score any hand from the tricks taken",
               "Know what a march and a euchre are worth",
               "Keep the game score with two low cards",
               "Know what a renege costs, and when it is let go")),
    Lesson(10, "guided_hands", "Guided hands",
           "Play real deals from South's seat, easiest first, with comments along the way.",
           15, ("Play whole hands with the rules enforced",
                "Hear why each decision is made, and which other choices are as good",
                "See the ideas of lessons 1 to 9 in real play",
                "Meet new ones: counting trumps, the trick that euchres the makers,"
                " a loner that falls short")),
    Lesson(11, "strategy", "Strategy: bidding and going alone",
           "When to order up, when to pass, and when a hand is worth going alone.",
           15, ("Judge a hand worth ordering up", "Tell when a loner is the better bid",
                "Know when to pass a strong hand")),
    Lesson(12, "card_play", "Strategy: card play and defence",
           "What to lead, second hand low, third hand high, and how to stop a loner.",
           20, ("Choose a good opening lead", "Play second hand low and third hand high",
                "Let your partner's winning card win", "Defend against a loner")),
    Lesson(13, "left_bower_drill", "The left-bower drill",
           "Endless positions aimed at the left-bower trap, with your mistakes brought back.",
           10, ("Answer follow-suit positions with the left bower quickly and surely",
                "Find out which trap type you miss most",
                "Review your own mistakes until they stick")),
    Lesson(14, "play_a_game", "Play a game",
           "A full game to 10 against computer players, with hints and a review of each hand.",
           20, ("Play a whole game with a computer partner",
                "Use hints when unsure, and read the review after each hand")),
    Lesson(15, "buck_euchre", "Buck Euchre: each for yourself (three or four players)",
           "Optional: Euchre without partners, played by four or three and dealt here for"
           " three, counting down from 15, with in or out, dirty clubs and bucks.",
           15, ("Know how Buck Euchre differs from the partners' game",
                "Decide to stay in or drop out, and score a hand by counting down",
                "Play a game to 0 against two computer players")),
)  # fmt: skip
"""The lessons in course order."""

BUILDS_ON: dict[int, tuple[int, ...]] = {
    3: (2,),      # following suit: the left bower belongs to trump
    4: (2, 3),    # winning tricks: the trump order, and what may be played
    5: (4,),      # dealing and round 1: the tricks a trump suit wins
    6: (4, 5),    # counting: the tricks a hand will take; round 1's rules
    7: (6,),      # round 2 follows round 1
    8: (6, 7),    # a loner is declared while bidding
    9: (4, 8),    # scoring: tricks won, alone or not
    10: (7, 8, 9),  # whole hands: bidding, tricks and the score
    11: (8, 10),  # bidding strategy: the count, going alone, judged in whole hands
    12: (4, 10),  # card play: winning tricks, judged in whole hands
    13: (3,),     # the drill practises lesson 3's trap
    14: (9, 11, 12),  # a game: scoring, and the strategy lessons
    15: (4, 14),  # Buck Euchre: the same tricks, and a game played through
}
"""For lessons 3-15, the earlier lessons a learner should finish first (a suggestion)."""


def lesson(key: int | str) -> Lesson:
    """A lesson by number (``7``), slug (``"follow_suit"``) or notebook file name."""
    for entry in LESSONS:
        if key in (entry.number, entry.slug, entry.notebook):
            return entry
    raise KeyError(f"no lesson {key!r}: lessons are numbered 1 to {len(LESSONS)}")


# ----------------------------------------------------------------- guided hands


GUIDED_ORDER: tuple[tuple[str, str], ...] = (
    ("01_left_bower_trap.txt", "Following suit when your only red jack is the left bower."),
    ("03_assist_and_march.txt",
     "Ordering up your partner's upcard, then leading trump for a march."),
    ("07_partners_ace.txt", "Leaving your partner's ace alone, and counting a suit to see"
     " when a king needs help."),
    ("08_discard_to_a_void.txt", "The dealer's discard: throwing a lone card to trump that suit."),
    ("17_lead_trump_to_partner.txt",
     "Third hand high, and leading trump back to the partner who made it."),
    ("06_next_in_round_2.txt", "Round 2: naming next, the other suit of the same colour."),
    ("10_thrown_in.txt", "Eight passes: the hand is thrown in under the traditional rules."),
    ("05_stick_the_dealer.txt", "Stick the dealer: naming your best suit when you may not pass."),
    ("13_counting_trumps.txt", "Counting the seven trumps as they fall, to know when your"
     " king is the top one."),
    ("14_seat_and_upcard.txt",
     "Passing a fair hand rather than handing the dealer the right bower, then naming next."),
    ("04_successful_loner.txt",
     "Going alone with the four top trumps and an ace, and who leads against you."),
    ("12_lone_hand_maker_left.txt", "Going alone when an opponent leads first: the player"
     " on the lone maker's left, not the dealer's left."),
    ("16_lone_hand_takes_four.txt",
     "What a loner risks: four tricks alone score 1 point, the same as with a partner."),
    ("02_defenders_euchre.txt",
     "Defending: keeping the left bower, then leading it to win the trick that euchres"
     " the makers."),
    ("11_defending_alone.txt",
     "Defending alone against a bold loner, for 4 points: the left bower and two more"
     " trumps stop a lone maker who lacks it."),
    ("09_renege_claimed.txt", "Table mode: spotting a renege and claiming it."),
)
"""The guided hands from easiest to hardest, with what each one teaches. Lesson 10 lists
them in this order; a hand file not named here (a teacher's own) comes after them."""


def find_lessons(package_dir: Path = _PACKAGE_DIR) -> Path:
    """The lessons' folder: a source checkout's ``lessons/``, else the installed copy.

    ``package_dir`` is the folder of the package ``euchre_teach``. A checkout is recognised
    by ``pyproject.toml`` beside ``lessons/`` in the folder above it; a wheel installed with
    ``pip install .`` carries the course in ``euchre_teach/_course/lessons``.

    >>> (find_lessons() / "01_the_deck.ipynb").is_file()
    True
    """
    checkout = package_dir.parent
    if (checkout / "pyproject.toml").is_file() and (checkout / "lessons").is_dir():
        return checkout / "lessons"
    return package_dir / "_course" / "lessons"


def hands_dir() -> Path:
    """The folder of guided hands: ``lessons/hands`` of the course."""
    return find_lessons() / "hands"


_HAND_IN_NOTEBOOK = re.compile(r"GuidedHandPlayer\(\\?\"([^\"\\]+\.txt)")


def hand_lessons(directory: Path | None = None) -> dict[str, int]:
    """Each guided hand's first lesson: the first notebook that plays it
    (``GuidedHandPlayer("08_discard_to_a_void.txt")``), else lesson 10, which plays them all
    (:data:`GUIDED_LESSON`)."""
    lessons_dir = directory.parent if directory is not None else find_lessons()
    first: dict[str, int] = {}
    for notebook in sorted(lessons_dir.glob("[0-9][0-9]_*.ipynb")):
        number = int(notebook.name[:2])
        for name in _HAND_IN_NOTEBOOK.findall(notebook.read_text(encoding="utf-8")):
            first.setdefault(name, number)
    folder = directory if directory is not None else hands_dir()
    return {path.name: min(first.get(path.name, GUIDED_LESSON), GUIDED_LESSON)
            for path in sorted(folder.glob("*.txt"))}  # fmt: skip


def hands_before_loners(directory: Path | None = None) -> set[str]:
    """The guided hands first played before going alone is taught."""
    return {name for name, number in hand_lessons(directory).items() if number < LONERS_LESSON}


def load_hands(directory: Path | None = None) -> list[tuple[str, HandRecord]]:
    """Every ``*.txt`` hand record in ``directory`` (by default :func:`hands_dir`), in file
    name order, as ``(file name, record)``. A broken record raises NotationError naming it."""
    folder = directory if directory is not None else hands_dir()
    hands = []
    for path in sorted(folder.glob("*.txt")):
        try:
            hands.append((path.name, parse(path.read_text(encoding="utf-8"))))
        except EuchreError as error:
            raise type(error)(f"{path.name}: {error}") from None
    return hands


def ordered_hands(directory: Path | None = None) -> list[tuple[str, HandRecord, str]]:
    """Every guided hand as ``(file name, record, what it teaches)``, easiest first (see
    :data:`GUIDED_ORDER`); a hand not listed there teaches what its first note says."""
    teaches = dict(GUIDED_ORDER)
    rank = {name: i for i, (name, _) in enumerate(GUIDED_ORDER)}
    hands = load_hands(directory)
    hands.sort(key=lambda item: (rank.get(item[0], len(rank)), item[0]))
    return [(name, record, teaches.get(name) or (record.notes[:1] or [""])[0])
            for name, record in hands]  # fmt: skip


class GuidedHand:
    """Play a hand record from the learner's seat: the other seats' actions come from the
    record; at each of the learner's decisions the learner chooses.

    With a :class:`~euchre_teach.strategy.judging.Judge`, every action the expert values within a
    margin of the best is accepted ("Also fine: ...", or that both work and the rule's
    choice is the habit; the hand goes on with the recorded action); a worse one is refused
    with the figures and the record's reason. Without one, only the recorded action is
    accepted. An illegal action always gets the rule. After a refusal the learner tries again.

    >>> from euchre_teach.core.record import parse
    >>> text = open(hands_dir() / "07_partners_ace.txt", encoding="utf-8").read()
    >>> guide = GuidedHand(parse(text))
    >>> [s.seat for s in guide.advance()], guide.waiting
    ([0, 1], True)
    """

    def __init__(self, record: HandRecord, learner: int = LEARNER,
                 judge: Judge | None = None) -> None:  # fmt: skip
        self.record = record
        self.learner = learner
        self.judge = judge
        self.deal: Deal = record.start.copy()
        self.position = 0
        self.mistakes = 0
        #: Played before lesson 8 teaches going alone: a note's aside on a loner is left out
        #: (:meth:`from_file` sets it as the page does: expert56 walked loner talk in lesson 5).
        self.before_loners = False
        #: The page's lesson: the count's words from 6 on, the rules' names from 10 on (reviews).
        self.lesson = GUIDED_LESSON

    @classmethod
    def from_file(cls, path: Path, learner: int = LEARNER, *,
                  loners: bool | None = None) -> GuidedHand:  # fmt: skip
        """The guided hand in ``path``, judged with the judgements stored beside it: going
        alone judged after it is taught (``loners``; by default, after the hand's first lesson).
        Its :attr:`lesson` is that first lesson's, or lesson 10's replay where ``loners``; as on
        the page, a note's loner asides are left out where loners are not judged (a tool may
        set :attr:`before_loners` False)."""
        from euchre_teach.strategy.judging import Judge

        first = hand_lessons(path.parent).get(path.name, GUIDED_LESSON)
        judge = Judge.for_file(path, loners=first >= LONERS_LESSON if loners is None else loners)
        guide = cls(judge.record, learner, judge)
        guide.lesson, guide.before_loners = GUIDED_LESSON if loners else first, not judge.loners
        return guide

    @property
    def finished(self) -> bool:
        """True once every recorded action has been played."""
        return self.position >= len(self.record.actions)

    @property
    def waiting(self) -> bool:
        """True when the next recorded action is the learner's to find."""
        return not self.finished and self.record.actions[self.position][0] == self.learner

    def expected(self) -> Step:
        """The next recorded action (what the learner should do, when it is theirs)."""
        seat, action = self.record.actions[self.position]
        comment = self.record.comments[self.position]
        if self.before_loners and comment:
            comment = without_going_alone(comment) or None
        if self.lesson < COUNT_LESSON and comment:
            comment = without_the_count(comment) or None
        return Step(seat, action, comment, self.deal.dealer)

    def advance(self) -> list[Step]:
        """Play the other seats' actions up to the learner's next decision (or the end)."""
        steps = []
        while not self.finished and not self.waiting:
            steps.append(self.play_next())
        return steps

    def attempt(self, action: Action | str) -> Attempt:
        """The learner's try at the current decision: its verdict and one sentence of reason
        in cards, with what does not fit in a glance kept for the "Why?" fold and
        the judge's figures for theirs (:mod:`~euchre_teach.course.fold_more`)."""
        if not self.waiting:
            raise ValueError("it is not the learner's decision now; call advance()")
        act = Action.parse(action) if isinstance(action, str) else action
        step = self.expected()
        judgement = self.judge.judgement(self.position) if self.judge else None
        view = self.deal.view(self.learner)  # as the learner decides: the rule's words
        loners = self.judge.loners if self.judge else False
        verdict = judgement.verdict(act) if judgement else None
        # A recorded bid the judge refuses (none now) is refused as any other.
        if act is step.action and (verdict is None or verdict.accepted):
            index = self.position  # the decision's, before the hand moves on
            self.play_next()
            also = [a for a in judgement.accepted if a != str(act)] if judgement else []
            if not (also and judgement):
                return folded(True, *fit(yes_to(act, judgement, step.comment),
                                         sentence(step.comment)))  # fmt: skip
            dealer = step.seat == step.dealer
            note = (sentence(self.judge.notes.get(index))
                    if self.judge and judgement.coach in also else "")  # fmt: skip
            plays = "" if act.card else f"Why this hand was recorded to {phrase(step)}: "
            reason = note or (f"{plays}{unrestated(act, step.comment)}" if step.comment else "")
            if (sound := sound_yes(act, judgement, view))[0]:  # hand 08's take-up beside its loner
                return folded(True, *fit(sound[0], reason, first=False), sound[1])
            for titled in dict.fromkeys((not step.comment, True)):
                others, works = guided_others(also, judgement, view, loners=loners,
                                              titled=titled, yours=choice_words(act, dealer),
                                              lesson=self.lesson)  # fmt: skip
                if act.card is not None:  # the verdict and the habit; the others in the fold
                    shown, more = card_answer(act, others, works, view, reason, note, step.comment)
                    break
                head = yes_head(act, others, works, dealer)
                shown, more = fit(head, reason, first=False, whole=True)
                if not more:
                    break
            return folded(True, shown, more, together(judgement, str(act), dealer))
        try:
            self.deal.copy().apply(act, self.learner)
        except IllegalAction as refused:
            self.mistakes += 1
            return Attempt(False, f"{refused} Try again.")
        if verdict is None and judgement and judgement.verdicts and act.alone:
            self.mistakes += 1  # a hand's first page (lessons 3-7): lesson 10 judges loners
            return Attempt(False, "This hand is played with your partner: it comes from a"
                           " lesson before going alone (lesson 8). Choose again.")  # fmt: skip
        note = ""
        if judgement and str(act) == judgement.coach and self.judge:
            note = sentence(self.judge.notes.get(self.position))
        # A teacher's reason for this very choice (``# also`` or ``# why not`` in the record).
        own = (self.judge.choice_notes.get(self.position, {}).get(str(act))
               or self.judge.why_not.get(self.position, {}).get(str(act))) if self.judge else None
        note = f"{sentence(own)} {note}".strip() if own else note
        figures = " ".join(verdict.why.split()) if verdict is not None else ""
        if verdict is not None and verdict.accepted:
            self.play_next()
            # The habit first (hand 17's A♠), its cost (expert56; a close call, expert58).
            habit, test = loner_test_aside(
                guided_habit(act, judgement, view, loners=loners, lesson=self.lesson)
                if judgement else "")
            habit, aside = habit_first(habit, act)  # the rule's card first, yours in the fold
            if brief := brief_habit(habit, act, self.lesson):  # lessons 3 and 5: the habit only
                habit, aside, test, note = brief, "", "", ""
            habit, tie, broke = plainly(habit, act, Action.parse(judgement.coach), view,
                                        fold=not brief) if judgement else (habit, "", "")
            recorded = ""
            if step.comment and not note and not brief:
                what = (f"with {step.action.card.label()}" if step.action.card is not None
                        else f"to {phrase(step)}")  # fmt: skip
                recorded = (f"Why the hand was recorded {what}:"
                            f" {unrestated(step.action, step.comment)}")
            best = judgement is not None and str(step.action) not in judgement.accepted
            head = also_head(act, step.action, habit, judgement,  # "Yes: the best ..."
                             dealer=step.seat == step.dealer)
            shown, more = (head, note or recorded) if tie or brief else fit(  # expert56
                head, note or recorded, first=not habit)  # fmt: skip
            more = f"{aside} {test} {more} {tie}"
            return dataclasses.replace(folded(True, shown, " ".join(more.split()), figures),
                                       instead=step.action,
                                       habit=habit, best=best, broke=broke)  # fmt: skip
        self.mistakes += 1
        if verdict is not None:
            # The reason in cards first and "Better: X.", the better choice's own reason in
            # the fold where the choice has a reason of its own (expert49, terse).
            if judgement and str(step.action) not in judgement.accepted:  # the judge's best
                step = Step(step.seat, Action.parse(judgement.accepted[0]), None, step.dealer)
            opening = guided_opening(judgement, act, step.action, view) if judgement else ""
            better = f"Better: {phrase(step)}."
            if not note:
                return folded(False, *fit(f"{opening} {better}", unrestated(
                    step.action, step.comment), "Try again."), figures)  # fmt: skip
            shown, more = fit(opening, note, f"{better} Try again.")
            why = better_said(phrase(step), step.action, step.comment if not own else None)
            return folded(False, shown, f"{more} {why if step.comment and not own else ''}".strip(),
                          figures)
        if act.kind is Kind.PLAY and act.card is not None:
            deal = self.deal
            hand, trick, trump = deal.hands[self.learner], deal.trick, deal.trump
            if act.card not in legal_plays(hand, trick, trump):
                return renege_attempt(act.card, hand, trick, trump)
        return folded(False, *fit(f"{refusal_opening(None)} The rules allow you to"
                                  f" {action_phrase(act)}, but another choice is better.",
                                  sentence(step.comment), "Try again."))  # fmt: skip

    def play_next(self) -> Step:
        """Play the next recorded action, whoever's it is (the Continue button)."""
        step = self.expected()
        self.deal.apply(step.action, step.seat)
        self.position += 1
        return step


def decisions(record: HandRecord, learner: int = LEARNER) -> Sequence[int]:
    """Indexes of the learner's actions in a record."""
    return [i for i, (seat, _) in enumerate(record.actions) if seat == learner]

