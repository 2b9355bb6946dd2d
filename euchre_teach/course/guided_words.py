"""The words of a guided hand's steps and verdicts, without its table or judge: a step in
words, the verdict on a learner's try (:class:`Attempt`, its figures kept apart for the
lesson's fold), "Also fine" and "Yes" as a guided hand says them (an accepted choice that
is not the rule of thumb's is said in :mod:`euchre_teach.course.habit_words`)
(:class:`euchre_teach.course.catalogue.GuidedHand` speaks with these)."""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING

from euchre_teach.core.actions import Action, Kind
from euchre_teach.core.explain import action_done, action_phrase, renege_note
from euchre_teach.strategy.advice import upper_first
from euchre_teach.strategy.loners import fails_loner_test, partner_words, with_partner

if TYPE_CHECKING:
    from collections.abc import Sequence

    from euchre_teach.core.cards import Card, Suit
    from euchre_teach.core.view import View
    from euchre_teach.strategy.judging import Judgement

__all__ = ["PARTNER_BID_YES", "Attempt", "Step", "also_fine", "also_head", "better_said",
           "folded", "phrase", "renege_attempt", "sentence", "sound_yes", "unrestated",
           "without_going_alone", "without_the_count", "yes_to", "yours"]


@dataclasses.dataclass(frozen=True)
class Step:
    """One action of a guided hand as it happens: who, what, and the record's comment."""

    seat: int
    action: Action
    comment: str | None
    dealer: int | None = None

    def text(self) -> str:
        """The step in words: ``"West played A♣. West leads the ace of clubs."``,
        ``"East named hearts and went alone."``."""
        line = action_done(self.seat, self.action, dealer=self.dealer)
        return f"{line} {sentence(self.comment)}" if self.comment else line


@dataclasses.dataclass(frozen=True)
class Attempt:
    """The verdict on a learner's try at a decision: accepted or not, and why.

    ``instead`` is the record's action when the learner's choice was accepted as "also
    fine" but the hand goes on with the recorded one (the page says so, with its "Go on
    with ..." button). ``figures`` is the part of the
    feedback that gives the judge's figures (deals played out, points a hand), which the
    lesson shows in a fold under the reason in words; "" when it gives none."""

    accepted: bool
    feedback: str
    instead: Action | None = None
    figures: str = ""
    habit: str = ""
    """When the accepted choice is not the rule of thumb's and does not follow it as well:
    the one sentence that names the rule's choice as the habit to build, and why, and says
    the learner's can work too, or, where the choice scored more than the rule's, names the
    rule's as the usual play
    (:func:`~euchre_teach.course.habit_words.guided_habit`); "" otherwise."""
    more: str = ""
    """The reasons that wait in a "Why?" fold under the words
    (:mod:`~euchre_teach.course.fold_more`); "" when the words say all."""
    best: bool = False
    """When the accepted choice is the judge's best and the recorded one, which the hand
    goes on with, is refused: a bid recorded with the partner before going alone was
    taught (none since expert54). The log says the learner's was the best choice."""
    broke: str = ""
    """The rule's card (``"K♥"``) where the accepted card breaks the habit in plain sight
    (expert58: hand 03's Q♣ leaving East's K♦ to win, hand 13's J♠ under a nine, hand 17's
    discarded A♠), "" otherwise: the judge accepts it, within its margin, but a beginner
    reads "accepted" as "correct", so the page shows it as a close call, not as right, and
    its log says what the habit was (:func:`~euchre_teach.course.praise.broken`)."""

    @property
    def kind(self) -> str:
        """How the page shows the answer: ``"right"``, ``"close"`` (accepted, but it breaks
        the habit: :attr:`broke`) or ``"wrong"``."""
        return "wrong" if not self.accepted else "close" if self.broke else "right"

    def words(self) -> str:
        """The feedback without its figures and further reasons: what a learner reads first."""
        said = self.feedback
        for folded in (self.figures, self.more):
            said = said.replace(folded, " ") if folded else said
        return " ".join(said.split())


def folded(accepted: bool, shown: str, more: str = "", figures: str = "") -> Attempt:
    """An answer from its parts: what is shown (:func:`~euchre_teach.course.fold_more.fit`),
    the further reasons for the "Why?" fold and the judge's figures for theirs."""
    whole = " ".join(f"{shown} {more} {figures}".split())
    return Attempt(accepted, whole, figures=" ".join(figures.split()), more=more)


def renege_attempt(card: Card, hand: Sequence[Card], trick: Sequence[Card],
                   trump: Suit | None) -> Attempt:  # fmt: skip
    """A card that would be a renege, at a table that does not enforce following suit: the
    rule in cards shown; what the other side may claim, in the fold. The coach still calls
    it what it is (a cold walk read "This table does not stop a renege" and then was
    stopped: the other players' cards are not stopped here, the learner's are)."""
    rule, _, law = renege_note(card, hand, trick, trump).partition(" This table does not stop")
    law = law.replace(" a renege, but the other side may claim it:", "At a real table nothing"
                      " would stop the card, and the other side could claim it later:")
    more = (f"{law.strip()} In this hand only your own cards are held to following suit:"
            " they keep to the hand's written record.")  # fmt: skip
    return folded(False, f"{rule} Choose again.", more)


def also_fine(chosen: Action, recorded: Action, habit: str = "", note: str = "", *,
              dealer: bool = False) -> str:
    """What a guided hand says first when the learner's choice is as good as the one the
    hand was recorded with, then ``note``, why in the position's cards. Where the choice
    is not the rule of thumb's, that line is ``habit``, the one sentence that names the
    rule's choice as the habit to build, and why, and says yours can work too
    (:func:`~euchre_teach.course.habit_words.guided_habit`); where it follows the rule as
    well, "Also fine: ..., as good as ... here". A cold review (expert42) asked for the
    reason in cards first; a later one (terse) read hand 17's "Throwing A♠ keeps K♠ ..."
    before "Q♣ is the habit to build" as praise for the opposite of lesson 5's habit: the
    habit leads, its reason in cards follows, and the deal's own reason after it (or in
    the fold).

    >>> also_fine(Action.parse("play TC"), Action.parse("play 9C"))
    'Also fine: your 10♣, as good as 9♣ here.'
    >>> print(also_fine(Action.parse("discard AS"), Action.parse("discard QC"),
    ...       "Q♣ is the habit to build; your A♠ can work here too.", "A♠ is safe here."))
    Q♣ is the habit to build; your A♠ can work here too. A♠ is safe here.

    That the hand goes on with the recorded choice is the page's to say, not these words'
    (its "Go on with ..." button, the cards marked "accepted" and "goes on", and the note
    above the hand: :data:`widgets.guided_words.AS_RECORDED`).
    """
    if habit:
        return " ".join(f"{habit} {note}".split())
    theirs = recorded.card.label() if recorded.card is not None else "the recorded one"
    mine = yours(chosen, dealer=dealer)
    return " ".join(f"Also fine: {mine}, as good as {theirs} here. {note}".split())


def _scores_more(better: Action, worse: Action, judgement: Judgement | None) -> bool:
    """Whether both are accepted and ``better`` measured more than ``worse`` by more than
    the judge's margin: an alone bid beside the same bid with the partner kept by the loner
    rule's other half (:data:`~euchre_teach.strategy.loners.PARTNER_RULE`)."""
    one, two = (judgement.verdict(better), judgement.verdict(worse)) if judgement else (None,) * 2
    return bool(one and two and one.accepted and two.accepted and one.value is not None
                and two.value is not None and one.value - two.value > 0.15)  # fmt: skip


def sound_yes(act: Action, judgement: Judgement | None, view: View) -> tuple[str, str]:
    """The verdict on a bid with the partner accepted beside a loner that scored more and
    passes the loner test (expert54: hand 08's take-up in lesson 10, J♥ Q♥ A♠ K♠ 9♣ on
    A♥), in cards: why the bid is sound, and that going alone scores more on average
    (:func:`~euchre_teach.strategy.loners.partner_words`); and the judge's figures of the
    two bids, for their fold. Empty for any other choice."""
    if act.alone or act.kind not in (Kind.ORDER, Kind.CALL) or judgement is None:
        return "", ""
    alone, mine = Action.parse(f"{act} alone"), judgement.verdict(act)
    if not _scores_more(alone, act, judgement) or fails_loner_test(view, alone) or not mine:
        return "", ""
    figures = mine.why.partition(" Played out ")[2]
    words = partner_words(view, alone, "Yes")
    return words, f"Played out {figures}" if figures else ""


def also_head(chosen: Action, recorded: Action, habit: str, judgement: Judgement | None, *,
              dealer: bool = False) -> str:
    """What a guided hand says first of an accepted choice that is not the recorded one:
    "Yes: the best choice here." where the judge refuses the recorded one; :func:`also_fine`
    elsewhere, but for a loner accepted beside the recorded bid with the partner that it
    outscores (hand 08 in lesson 10), which is not "as good as" the recorded one: "Also
    fine: your choice, to ..., and it scores more on average than the recorded one." The
    ``dealer``'s bid in the words of the dealer's button (expert57: hand 08's dealer was
    told "order up the upcard, alone"):

    >>> also_head(Action.parse("order alone"), Action.parse("order"), "", None, dealer=True)
    'Also fine: your choice, to take the upcard up, alone, as good as the recorded one here.'
    """
    if judgement is not None and str(recorded) not in judgement.accepted:
        return "Yes: the best choice here."
    if habit or not chosen.alone or with_partner(chosen) != recorded or not _scores_more(
            chosen, recorded, judgement):  # fmt: skip
        return also_fine(chosen, recorded, habit, dealer=dealer)
    mine = yours(chosen, dealer=dealer)
    return f"Also fine: {mine}, and it scores more on average than the recorded one."


def yours(chosen: Action, *, dealer: bool = False) -> str:
    """The learner's choice, as a verdict names it: ``"your A♠"``, ``"your choice, to
    pass"``."""
    return (f"your {chosen.card.label()}" if chosen.card is not None
            else f"your choice, to {action_phrase(chosen, dealer=dealer)}")  # fmt: skip


def phrase(step: Step) -> str:
    """The better choice in words: the dealer's side in its buttons' words."""
    dealer = step.dealer is not None and step.seat == step.dealer
    partner = step.dealer is not None and (step.seat + 2) % 4 == step.dealer
    return action_phrase(step.action, dealer=dealer, partner=partner)


def sentence(text: str | None) -> str:
    if not text:
        return ""
    return text if text.endswith((".", "!", "?", ":")) else f"{text}."


_VERBS = {Kind.CALL: ("name",), Kind.ORDER: ("take up", "take it up", "order up", "order it up"),
          Kind.CLAIM_RENEGE: ("claim",), Kind.PLAY: ("play", "lead", "throw"),
          Kind.DISCARD: ("discard", "throw")}  # fmt: skip
"""The verbs a hand's note opens with when it restates its own action (:func:`unrestated`)."""


def unrestated(action: Action, note: str | None) -> str:
    """A hand's note as the reason for ``action``, without an opening clause that only
    says the action again ("Take up A♥: with J♥ ..." after "Better: take the upcard up."
    read twice, a cold expert review of lesson 10's quiz); a note that is nothing but the
    action is kept whole.

    >>> unrestated(Action.parse("order"), "Take up A♥: with J♥ and A♥, three tricks")
    'With J♥ and A♥, three tricks.'
    >>> unrestated(Action.parse("call H"), "Now name hearts, next: J♥ is the right bower")
    'J♥ is the right bower.'
    >>> unrestated(Action.parse("play 9C"), "You have no spades: 9♣ takes the trick")
    'You have no spades: 9♣ takes the trick.'
    >>> unrestated(Action.parse("play JH"), "Lead the right bower")
    'Lead the right bower.'
    """
    text = sentence(note)
    cut = min((i for i in (text.find(": "), text.find(". ")) if i >= 0), default=-1)
    if cut < 0:
        return text
    head, rest = text[:cut].lower().strip(), text[cut + 2:].strip()
    head = head.removeprefix("now ").replace('"', "")
    head = head.removesuffix(", next").removesuffix(", alone").strip()
    verbs = _VERBS.get(action.kind, ())
    named = next((head.removeprefix(v).strip() for v in verbs if head.startswith(v)), None)
    if named is None or not rest:
        return text
    if action.card is not None:
        says = named == action.card.label().lower()
    elif action.suit is not None:
        says = named == action.suit.plural
    else:  # an order's upcard, or "claim it"
        says = len(named.split()) <= 1
    return upper_first(rest) if says else text


def better_said(better: str, action: Action, note: str | None) -> str:
    """A refused choice's better one, then the hand's reason for it, as two sentences:
    ``"Better: name ♥ hearts. J♥ is the right bower in hearts, ..."`` (it read "The
    better choice is to name ♥ hearts: Now name hearts, next: ...", a note glued after a
    colon; a cold expert review).

    >>> better_said("take the upcard up", Action.parse("order"), "Take up A♥: three tricks")
    'Better: take the upcard up. Three tricks.'
    """
    return f"Better: {better}. {unrestated(action, note)}".strip()


PARTNER_BID_YES = "Yes: the best bid with your partner."
"""The verdict on a recorded bid that going alone would beat (:func:`yes_to`)."""


def yes_to(act: Action, judgement: Judgement | None, comment: str | None = None) -> str:
    """"Yes." to the recorded choice; to a bid in a hand judged without going alone (one
    written before lesson 8 teaches it) whose note says going alone would score more,
    "Yes: the best bid with your partner.", so that a learner replaying it in lesson 10 is
    not told plainly "Yes" where going alone would score more (a cold expert review: lesson
    11's quiz marks the same bid wrong). It said "Yes, of the bids with your partner:",
    which a cold learner walk could not read, and said it to a stuck dealer too.

    >>> yes_to(Action.parse("order"), None, "Going alone would score more")
    'Yes.'
    """
    bid = act.kind in (Kind.ORDER, Kind.CALL)
    if bid and judgement and judgement.verdicts and "alone" in (comment or "") and not any(
            Action.parse(v.action).alone for v in judgement.verdicts):
        return PARTNER_BID_YES
    return "Yes."


_GOING_ALONE = re.compile(r"\b(?:go|goes|going|gone|went)\s+alone\b|\blone (?:hand|maker|march)"
                          r"|\bloners?\b", re.IGNORECASE)  # fmt: skip
"""Words about going alone. In a hand first played before lesson 8, a note's sentence that
uses them ("Going alone (lesson 8) is the bolder choice with this hand ...", hands 03
and 06) is left out whole: "alone in its suit" and "K♠ alone" are not about loners."""

_COUNT_SAID = re.compile(r"\bcount(?:s|ed|'s)?\b[^()]*?\d|\d\s[^()]*?\bneeds?\b")
"""Words that quote lesson 6's count: "count 5", "gives it 4, where your seat needs 7.5".
In a hand first played before lesson 6 (hand 01, lesson 3) they are left out: the numbers
mean nothing yet (a cold review); lesson 10's replay says them."""


def _sentences_without(comment: str, words: re.Pattern[str]) -> str:
    sentences = re.split(r"(?<=[.!?])\s+", comment.strip())
    return " ".join(s for s in sentences if not words.search(s)).strip()


def without_going_alone(comment: str) -> str:
    """``comment`` without its sentences about going alone (see :data:`_GOING_ALONE`).

    >>> without_going_alone("Name hearts. Going alone would score more; it was not recorded")
    'Name hearts.'
    """
    return _sentences_without(comment, _GOING_ALONE)


def without_the_count(comment: str) -> str:
    """``comment`` without what quotes the count (see :data:`_COUNT_SAID`): a bracketed
    aside that does is left out, and a sentence that does, whole.

    >>> without_the_count("Pass: one trump is far from three tricks (the count gives it 4,"
    ...                   " where your seat needs 7.5)")
    'Pass: one trump is far from three tricks'
    >>> without_the_count("North's J♥ and A♥ count 5. Pass")
    'Pass'
    """
    asides = re.sub(r"\s*\([^()]*\)",
                    lambda m: "" if _COUNT_SAID.search(m.group()) else m.group(), comment)
    return _sentences_without(asides, _COUNT_SAID)
