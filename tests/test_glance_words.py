"""Feedback a beginner reads in one glance (terse: a cold review by an experienced Euchre
teacher scored lessons 10 and 11 at 3/5, "refusals run to 80-120 words ... far too much for a
beginner, even folded"). Every choice of every guided hand, and every option of every quiz,
practice and Review item, shows at most :data:`~euchre_teach.course.fold_more.CAP_WORDS`
words above its folds, most about :data:`~euchre_teach.course.fold_more.AIM_WORDS`; the
rest of the reasons waits in "Why?", the numbers in the figures' fold. Stored
judgements only (tests/feedback_lengths.py walks them): nothing is simulated."""

from __future__ import annotations

import re
import statistics

import pytest

from euchre_teach.core.actions import Action
from euchre_teach.course.catalogue import GuidedHand, hands_dir
from euchre_teach.course.fold_more import AIM_WORDS, CAP_WORDS, YES_WORDS
from tests.feedback_lengths import Shown, guided_answers, item_answers
from widgets.guided_words import answer_html

LONGER_ITEMS: dict[str, str] = {
    # Written questions whose facts take more than a glance, said once and whole (their
    # words are pinned by tests/test_feedback_words.py's LONGER, up to its LONGEST).
    "L5/5": "round 1's offer, and J♦ a diamond until trump is named",
    "L5/10": "retired (rules21)",
    "L8/10": "lesson 8's loner test, part by part, and that it is a rule of thumb",
    "L11/4": "retired (expert48): built only for a saved answer's Review card",
    "L11/15": "retired (expert56): built only for a saved answer's Review card",
    "trap8/2": "the left bower's suit, and following suit",
    "bidding-set/3": "close call: the count, and why ordering up works too",
    "bidding-set/23": "close call: the score, and why ordering up is right",
    "bidding/1": "close call: the count, and the upcard handed to the dealer",
    "defence-set/5": "two equal cards, and the one to keep",
}
"""Items some of whose options show more than :data:`CAP_WORDS` (the quiz's own opening,
shown as its verdict, counted), with why; bounded by tests/test_feedback_words.py."""


@pytest.fixture(scope="module")
def guided() -> list[Shown]:
    return list(guided_answers())


def test_every_guided_answer_shows_a_glance_of_words_above_its_folds(
        guided: list[Shown]) -> None:  # fmt: skip
    """Every legal choice at every learner decision of every hand, as lessons 3-9 play it
    and as lesson 10 replays it: at most CAP_WORDS words shown, the median within AIM_WORDS."""
    assert len(guided) > 300
    long = [f"{s.where} {s.choice}: {s.count} words: {s.words}" for s in guided
            if s.count > CAP_WORDS]  # fmt: skip
    assert not long, long
    assert statistics.median(s.count for s in guided) <= AIM_WORDS * 0.85


def test_every_item_option_shows_a_glance_of_words_above_its_fold() -> None:
    long = sorted({s.where for s in item_answers() if s.count > CAP_WORDS} - set(LONGER_ITEMS))
    assert not long, long


def test_a_guided_refusal_says_its_card_and_the_better_choice_without_numbers(
        guided: list[Shown]) -> None:  # fmt: skip
    """A refusal says the better choice; a refused card's reason, before it, names cards;
    the cost in points waits in the figures' fold (terse: "keep numbers for an advanced
    fold")."""
    refused = [s for s in guided if not s.accepted and "Better: " in s.words]
    assert len(refused) > 60
    for s in refused:
        reason = s.words.partition("Better: ")[0]
        assert Action.parse(s.choice).card is None or re.search("[♠♥♦♣]", reason), (
            s.where, s.choice, s.words)
        assert not re.search(r"(of a point|points?) a hand|games? in 100|on average", s.words), (
            s.where, s.choice, s.words)


def test_an_accepted_choice_that_is_not_the_habit_leads_with_the_habit() -> None:
    """Hand 17's A♠ discard and hand 03's Q♣ on K♦: the habit first, the deal's own reason
    after it or in the fold, nothing lost."""
    for name, index, action, habit, kept, loners in (
        ("17_lead_trump_to_partner.txt", 2, "discard AS", "Q♣ is the habit to build",
         "here K♠ does the ace's work", False),
        # hand 03 as lesson 10 replays it: lesson 5 says the habit alone (expert55)
        ("03_assist_and_march.txt", 4, "play QC", "K♥ is the habit to build",
         "K♥ wins it for certain", True),
    ):
        hand = GuidedHand.from_file(hands_dir() / name, loners=loners)
        hand.advance()
        while hand.position < index:
            hand.play_next()
            hand.advance()
        attempt = hand.attempt(action)
        assert attempt.accepted and attempt.words().startswith(habit), attempt.words()
        assert kept in f"{attempt.words()} {attempt.more}"
        assert attempt.figures and attempt.figures not in attempt.words()
        shown = answer_html(attempt.words(), "right", attempt.figures, attempt.more)
        assert shown.index(habit) < shown.index("<summary>Why?</summary>") < (
            shown.index("<summary>The figures"))


def test_a_right_answer_says_yes_and_its_one_reason_in_cards() -> None:
    """l1011, an expert teacher on lesson 10: "the 'Yes' answers are long: a learner who chose
    right reads a paragraph". A "Yes" shows its verdict and the one reason in cards that made
    the choice right, within :data:`~euchre_teach.course.fold_more.YES_WORDS` (a few first
    sentences run two words past it, always shown whole); a second reason, the count's
    figures and the other cards as good wait in "Why?". Before: the longest 52 words (hand
    01's pass, with the count's figures), 19 of 104 past 30; measured after: 32, 5 past 30
    (hand 08's take-up beside its loner, 43 words, kept whole: below)."""
    from tests.shown_walk import answers

    yes = {a.shown: a for a in answers() if a.kind == "right" and a.shown.startswith("Yes")}
    assert len(yes) > 80
    # expert54: hand 08's take-up with the partner, beside a loner that passes the test and
    # scores more, says both above the fold (why the bid is sound, and that alone scores more)
    sound = [text for text in yes if text.startswith("Yes, and sound:")]
    assert len(sound) == 1 and len(sound[0].split()) <= AIM_WORDS + 5, sound
    yes = {text: a for text, a in yes.items() if text not in sound}
    longest = max(len(text.split()) for text in yes)
    assert longest <= YES_WORDS + 2, longest
    assert sum(len(text.split()) > YES_WORDS for text in yes) <= 6
    for text in yes:
        assert "lesson 6 teaches gives" not in text, text  # the count's figures: the fold
