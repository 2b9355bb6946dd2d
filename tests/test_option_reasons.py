"""Every option of every practice item says its own reason in cards, and no reason or
quoted rule argues against the judge's key (issue 23: the teacher's review of lessons 6, 7
and 11)."""

from __future__ import annotations

import re

import pytest

from euchre_teach.core.state import Phase
from euchre_teach.course import answer_keys, mastery, practice, quizzes
from euchre_teach.course.answer_keys import key_reason, loners_taught, question_lesson
from euchre_teach.course.drills.decisions import BID_POOL
from euchre_teach.course.drills.positions import LEARNER
from euchre_teach.course.items import Item
from euchre_teach.course.judge_keys import strategic_positions
from euchre_teach.course.option_reasons import OPTION_REASONS, option_reasons
from euchre_teach.course.quizzes.whole_hands import (
    lesson_11,
    lesson_11_former_practice,
    lesson_12,
)
from euchre_teach.players import CoachBot
from euchre_teach.players.principles import PRINCIPLES
from euchre_teach.strategy.refusal import split_opening
from tests.helpers import strategic_item

POSITIONS = strategic_positions()
ASKED = sorted([k for k in POSITIONS if not k.startswith(("L11/", "L12/"))]
               + [item.key for item in [*lesson_11(), *lesson_11_former_practice(), *lesson_12(),
                                        *quizzes.retired(12)]])
"""Every strategic question a learner meets: practice, drill, lessons 11 and 12's quizzes
and lesson 11's former practice, still met in Review (their positions that none shows are
never seen)."""


def _verdict(key: str) -> answer_keys.StoredVerdict:
    verdict = answer_keys.stored_verdict(POSITIONS[key].view(LEARNER))
    assert verdict is not None, key
    return verdict


APPROVING = re.compile(r"\b(sound|fine|as good as|does as well|about as good|a fair try"
                       r"|worth a try)\b")  # fmt: skip
"""Words that call a choice acceptable: never in the reason of a refused option."""
DISAPPROVING = re.compile(r"\b(mistake|wastes?|throws? away|gives? up|out of reach|is likely"
                          r" to fail|costs? more)\b")  # fmt: skip
"""Words that call the option itself a loss: never in the reason of a right one."""
EVEN = re.compile(r"\b(as good as|does as well|about as good)\b")
"""Words that call two choices equal: only where the key accepts more than one."""


@pytest.mark.parametrize("key", ASKED)
def test_every_option_of_every_practice_item_says_its_own_reason_in_cards(key: str) -> None:
    """The teacher's review: bidding-set/13-/22, bidding/2 and defence-set/2 and /3 gave
    their wrong options only the coach's count for another choice. Every option now opens
    (a refused one) or carries (a right one) its own line naming the cards."""
    item = strategic_item(key)
    own = option_reasons(key)
    assert set(own) == {o.value for o in item.options}, key
    assert len(set(own.values())) == len(own), f"{key}: two options share a reason"
    verdict = _verdict(key)
    assert set(item.answer) == set(verdict.within)  # the judge's key, unchanged
    teacher = key_reason(key, verdict)
    for option in item.options:
        line = own[option.value]
        assert re.search("[♠♥♦♣]", line), (key, option.value, "names no card")
        # beside the key's best, a teacher's reason (KEY_REASONS) stands in for the line
        if not option.correct or teacher is None or option.value != teacher.best:
            # a refused one opens with words sized to its cost (strategy.refusal), then it
            said, rest = split_opening(option.feedback)
            assert bool(said) != option.correct and rest.startswith(line), (key, option.value)


@pytest.mark.parametrize("key", ASKED)
def test_no_options_reason_contradicts_the_key(key: str) -> None:
    """A refused option's line never calls it sound, fine or as good; a right one's never
    calls it a waste or out of reach; and "as good as" is said only where the judge accepts
    more than one choice. (Before: L11/2's refused "Order up" read "Ordering up with your
    partner is sound".)"""
    verdict = _verdict(key)
    for action, line in option_reasons(key).items():
        right = action in verdict.within
        if not right:
            assert not APPROVING.search(line), (key, action, line)
        else:
            assert not DISAPPROVING.search(line), (key, action, line)
        if EVEN.search(line):
            assert len(verdict.within) > 1, (key, action, line)


def test_every_reason_belongs_to_a_question_the_course_asks() -> None:
    """No line is left behind for a position that was replaced or dropped."""
    assert set(OPTION_REASONS) <= set(ASKED)
    for key, lines in OPTION_REASONS.items():
        actions = {c.action for c in _verdict(key).choices}
        assert set(lines) <= actions, key


@pytest.mark.parametrize(("position", "round_"), [(p, r) for p in range(4) for r in (1, 2)])
def test_one_seat_and_rounds_practice_says_the_curated_positions_reasons(
        position: int, round_: int) -> None:  # fmt: skip
    """The practice of one seat and round (``bidding-P-R/N``) shows a curated position
    under another name: it says that position's own reasons, not the coach's count alone."""
    numbers = practice.focus_numbers(position, round_)
    for n, number in enumerate(numbers, start=1):
        item = practice.bidding_item(n, position, round_)
        curated = practice.practice_item(f"bidding-set/{number}")
        assert [o.feedback for o in item.options] == [o.feedback for o in curated.options]
        own = option_reasons(f"bidding-set/{number}")
        assert all(own[o.value] in o.feedback for o in item.options if not o.correct)


@pytest.mark.parametrize(("family", "pool"), [("bidding", practice.GENERATED_POOL),
                                              ("bid", BID_POOL)])  # fmt: skip
def test_a_position_shown_again_past_its_pool_opens_with_the_same_reasons_in_cards(
        family: str, pool: int) -> None:  # fmt: skip
    """Learner walk: the practice panel goes on past its pool (bidding/9 is bidding/1's
    position again), and there the feedback opened with the count and the figures ("the two
    come out about the same ...") with no reason in cards: each option says its position's
    own line first, as the first showing did."""
    for number in range(pool + 1, 2 * pool + 1):
        again = mastery.regenerate(f"{family}/{number}")
        first = mastery.regenerate(f"{family}/{number - pool}")
        own = option_reasons(first.key)
        assert own, first.key
        assert [o.feedback for o in again.options] == [o.feedback for o in first.options]
        for option in again.options:  # beside the best, a teacher's reason may stand in
            rest = split_opening(option.feedback)[1]  # after the words sized to the cost
            assert option.correct or rest.startswith(own[option.value]), again.key


TITLES = {p.title for p in PRINCIPLES.values()}


@pytest.mark.parametrize("key", sorted(POSITIONS))
def test_a_right_answer_never_quotes_a_rule_or_words_that_argue_for_another_choice(
        key: str) -> None:  # fmt: skip
    """The teacher's review: bidding-set/3's accepted Pass quoted the count's "Order up a
    strong hand ...", and L11/2 refused "Order up" yet called it "a sound bid too". A right
    answer's text quotes a rule's title only beside the choice that rule picks, and never
    calls another choice sound or better."""
    deal = POSITIONS[key]
    view = deal.view(LEARNER)
    loners = loners_taught(question_lesson(key, deal))
    coach = str(CoachBot(seed=1, loners=loners).decide(view).action)
    for option in strategic_item(key).options:
        if not option.correct:
            continue
        text = option.feedback
        assert not re.search(r"\bsound\b|\bis better\b|\bbetter bid\b", text), (key, text)
        if option.value != coach:
            quoted = [t for t in TITLES if t in text]
            assert quoted == [], (key, option.value, quoted)


def _asked_items() -> list[tuple[str, Item]]:
    """Every quiz question of lessons 1 to 15, the questions lesson pages ask as practice,
    and every strategic question (practice, drill, lesson 11), as the learner meets them."""
    from euchre_teach.course import quizzes

    said = [(f"quiz {n}", item) for n in sorted(quizzes.QUIZZES)
            for item in [*quizzes.quiz(n), *quizzes.lesson_practice(n)]]  # fmt: skip
    return said + [(key, strategic_item(key)) for key in ASKED]


def test_no_option_of_any_item_says_a_reason_twice() -> None:
    """A cold expert review: L11/9's right answer said "you may trump East's A♦ and take the
    trick", then the rule "Trump the opponents' winner: ... J♦ takes the trick from East's
    A♦"; L11/3's said the void three times (the card's own reason, the rule's title and the
    rule's reason). No option repeats a sentence or a rule's title, and a card that says its
    own reason in cards does not say the coach's rule after it as a second reason."""
    titles = {p.title for p in PRINCIPLES.values()}
    twice = []
    for where, item in _asked_items():
        own = option_reasons(item.key)
        for option in item.options:
            text = option.feedback
            sentences = [s for s in re.split(r"(?<=[.!?])\s+", text) if len(s) > 12]
            twice += [(where, item.key, option.value, s) for s in set(sentences)
                      if sentences.count(s) > 1]  # fmt: skip
            twice += [(where, item.key, option.value, t) for t in titles
                      if text.lower().count(t.lower()) > 1]  # fmt: skip
            card = option.value.startswith(("play ", "discard "))
            if card and option.value in own and text.startswith(own[option.value]):
                twice += [(where, item.key, option.value, t) for t in titles
                          if re.search(rf"(^|[.:] ){re.escape(t)}[:.]", text)]  # fmt: skip
    assert not twice


def test_refusing_to_throw_a_lone_ace_says_why_the_void_rule_gives_way() -> None:
    """walk18: L11/12 refused throwing the lone A♣ with "A♣ wins the first club led" where
    L11/3 had taught discarding to make a void: the reason says why the rule gives way."""
    said = option_reasons("L11/12")["discard AC"]
    assert "void" in said and "gives way to an ace" in said
    assert "trump a club trick that A♣ most likely wins anyway" in said
    # An earlier review: A♣ against a loner's defenders is a likely trick, not a sure one
    # (a defender with no clubs left may trump it).
    assert "most likely wins" in said and "sure trick" not in said


def test_a_refused_option_is_never_called_close() -> None:
    """expert49: bidding/6's refused Pass read "A hand the count misses, close: ...", where
    the learner did what lesson 6 taught: "close" beside a refusal reads as "also fine". A
    refused option says why the better choice is better, in cards, never "close"."""
    close = [(key, option.value) for key in ASKED for option in strategic_item(key).options
             if not option.correct and re.search(r"\bclose\b", option.feedback)]  # fmt: skip
    assert close == []
    refused = strategic_item("bidding/6").option("pass").feedback
    assert "A hand the count misses: three likely tricks." in refused


def test_an_accepted_pass_beside_the_partners_upcard_says_the_dealer_may_take_it_up() -> None:
    """expert49: bidding/4's accepted Pass gave only reasons to order up; passing works
    because North, the dealer, will almost always take the right bower up anyway. Every
    accepted Pass by the dealer's partner in round 1 says the dealer may take the upcard."""
    checked = []
    for key in ASKED:
        deal = POSITIONS.get(key)
        if deal is None or deal.phase is not Phase.BIDDING_1 or (deal.dealer + 2) % 4 != LEARNER:
            continue
        if "pass" not in _verdict(key).within:
            continue
        line = option_reasons(key)["pass"]
        assert "the dealer" in line and f"take {deal.upcard.label()} up" in line, (key, line)
        checked.append(key)
    assert {"bidding/4", "bidding/5", "bidding-set/6"} <= set(checked), checked


def test_a_card_thrown_on_a_trick_is_never_said_to_follow_it() -> None:
    """expert49: defence-set/8 said "North followed the club trick with K♦", where North had
    no clubs and threw K♦ on it: following means playing the suit led."""
    lines = [line for lines in OPTION_REASONS.values() for line in lines.values()]
    assert not [line for line in lines if re.search(r"\bfollowed\b[^.:]* with\b", line)]
    assert OPTION_REASONS["defence-set/8"]["play 9D"].startswith(
        "9♦ is as low as 9♣, but North threw K♦ on the club trick, so has no clubs and may"
        " still hold diamonds")
