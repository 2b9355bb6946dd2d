"""Less praise where it teaches nothing (euchre_teach/course/praise.py). A cold review by an
experienced teacher: "Cut most 'also fine' notes on plays that are not the teaching point
(hand 03's 'Q♣ works too' for not trumping East's K♦ ...). Trim the praise on forced or
equal plays: 'Yes: K♠ is one of the best cards here, and so are J♠, J♣ and A♠' when all
four are the top four trumps." The verdicts stay the judge's; only the words move."""

from __future__ import annotations

import pytest

from euchre_teach.core.actions import Action
from euchre_teach.course.catalogue import GuidedHand, hands_dir
from euchre_teach.course.guided_words import Attempt
from euchre_teach.course.habit_words import CAN_WORK
from tests.feedback_lengths import guided_answers
from tests.test_guided_judging import guide, reach


def _attempt(name: str, index: int, action: str) -> Attempt:
    hand = guide(name)
    reach(hand, index)
    hand.advance()
    return hand.attempt(action)


def test_top_trumps_in_sequence_are_answered_in_a_few_words() -> None:
    """K♠ beside J♠, J♣ and A♠, the four highest trumps (hand 04's loner): none is named
    "one of the best"."""
    attempt = _attempt("04_successful_loner.txt", 4, "play KS")
    assert attempt.accepted and attempt.words() == "Yes: any of your top trumps wins this trick."


@pytest.mark.parametrize(("name", "index", "action", "words"), [
    ("01_left_bower_trap.txt", 7, "play 9C", "Yes: 9♣ and 10♣ are equal here."),
    ("16_lone_hand_takes_four.txt", 8, "play JH", "Yes: either of your top trumps wins this"
                                                  " trick."),
])  # fmt: skip
def test_equal_cards_are_said_equal(name: str, index: int, action: str, words: str) -> None:
    attempt = _attempt(name, index, action)
    assert attempt.accepted and attempt.words().startswith(words)
    assert "one of the best" not in attempt.words()


def test_a_card_that_is_not_the_teaching_point_is_not_praised_beside_the_habit() -> None:
    """Hand 03: Q♣ thrown where K♥ trumps East's K♦ is still accepted, but the words lead
    with the habit and keep "your Q♣ can work here too" for the fold; the rule's own A♠ is
    the habit, without "Q♣ works here too" beside it."""
    mine = _attempt("03_assist_and_march.txt", 4, "play QC")
    assert mine.accepted and mine.words().startswith("K♥ is the habit to build: you have no"
                                                     " diamonds, so K♥ takes the trick")
    # expert55: on lesson 5's page not even the fold praises it; lesson 10's replay does
    assert CAN_WORK not in mine.words() and CAN_WORK not in mine.more
    replay = GuidedHand.from_file(hands_dir() / "03_assist_and_march.txt", loners=True)
    reach(replay, 4)
    replay.advance()
    assert f"Your Q♣{CAN_WORK}." in replay.attempt("play QC").more
    rule = _attempt("03_assist_and_march.txt", 15, "play AS")
    # on lesson 5's page, before lesson 10 names the rules of thumb: "the usual choice"
    assert rule.accepted and rule.words() == "Yes: A♠ is the usual choice, the habit to keep."
    assert "Q♣ works here too." in rule.more


def test_no_guided_answer_says_another_card_works_here_too() -> None:
    """Every guided answer to a card, as a learner reads it first: the habit, never "works
    here too" (a bid beside the count keeps its sentence whole)."""
    said = [s for s in guided_answers() if Action.parse(s.choice).card is not None]
    assert said and not [s for s in said if "here too" in s.words]
    assert not [s for s in said if "are J♠, J♣ and A♠" in s.words]
