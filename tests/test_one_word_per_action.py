"""One name for each bidding action, everywhere a learner reads it (issue 27, words11).

A cold walk met "Assist", "Order up alone", "Take up", "go alone", "name" and "call" trump
for the same few actions. The course's words: in round 1 an opponent or the dealer's
partner *orders up* the upcard and the dealer *takes it up*; in round 2 a player *names* a
suit; a maker may *go alone*. "Assist" survives only as the glossary's "also called", and
"call" not at all. These tests scan the lesson text, the glossary, the catalogue, the
principles' titles and every button, bid badge and log line the widgets make for a bid.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from euchre_teach import Action
from euchre_teach.core.cards import Card
from euchre_teach.core.explain import action_done, action_phrase
from euchre_teach.course.catalogue import GUIDED_ORDER, LESSONS
from euchre_teach.course.drills import action_label
from euchre_teach.course.glossary import TERMS
from euchre_teach.players.principles import PRINCIPLES
from widgets.table import bid_text

ROOT = Path(__file__).resolve().parent.parent

RETIRED = {
    "assist": re.compile(r"(?<![_-])\bassist(s|ed|ing)?\b(?![-_])", re.IGNORECASE),
    "call (for naming trump)": re.compile(
        r"\bcall(s|ed|ing)?\b\s+(next|trump|a suit|the suit|[♠♥♦♣]|spades|hearts|"
        r"diamonds|clubs)",
        re.IGNORECASE,
    ),
    "Order up alone (the buttons say 'Order up, go alone')": re.compile(r"Order up alone"),
    "pick up (the dealer takes it up)": re.compile(
        r"\bpick(s|ed|ing)? (it |the card |the upcard )?up\b|\bpickup\b|\bpicks nothing\b",
        re.IGNORECASE,
    ),
    "call for a bid (a bid is made, ordered up, taken up or named)": re.compile(
        r"\b(popular|round-2) call\b|\bcall or pass\b|\bcalling 'next'", re.IGNORECASE
    ),
}
"""Words the course no longer uses for a bid, each with why."""

BID_ACTIONS = ["pass", "order", "order alone", "call H", "call S alone"]


def _synonym_ok(text: str) -> str:
    """``text`` without the allowed mention of each retired word: the glossary's, and lesson
    7's "Saying it at the table" ("also called assisting: many tables say "I assist"", which
    two cold expert reviews asked for: it is what players say)."""
    return re.sub(
        r"also called (assisting|\"assisting\")[^.]*\.|Also said \"picking it up\"\.", "", text
    )


def _lesson_texts() -> Iterator[tuple[str, str]]:
    for path in sorted((ROOT / "lessons").glob("*.ipynb")):
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            yield path.name, _synonym_ok("".join(cell["source"]))


def _widget_texts() -> Iterator[tuple[str, str]]:
    from euchre_teach.course.mastery import TOPICS
    from widgets.bidding import discard_prompt

    yield "discard prompt", discard_prompt(Card.parse("AH"))
    from euchre_teach.buck.game import buck_seeded_deal
    from widgets.bucktable import _button_words

    buck = buck_seeded_deal(2)  # Buck's buttons in both rounds: order up, then name a suit
    while not buck.is_over and any(
        a.kind.value in ("order", "call") or a.kind.value == "pass" for a in buck.legal_actions()
    ):
        for action in buck.legal_actions():
            yield "buck button", _button_words(action, buck)
        passes = [a for a in buck.legal_actions() if a.kind.value == "pass"]
        if not passes:
            break
        buck.apply(passes[0])
    yield "review topics", " ".join(TOPICS.values())
    for text in BID_ACTIONS:
        action = Action.parse(text)
        for dealer, partner in ((False, False), (True, False), (False, True)):
            yield f"button {text}", action_label(action, dealer=dealer, partner=partner)
            yield f"phrase {text}", action_phrase(action, dealer=dealer, partner=partner)
        for seat in range(4):
            yield f"log {text}", action_done(seat, action, you=2, dealer=0)
        if text != "pass":
            for dealer_is_actor, partner in ((False, False), (True, False), (False, True)):
                yield (
                    f"badge {text}",
                    bid_text(
                        text,
                        Card.parse("KH"),
                        dealer_is_actor,
                        dealers_partner=partner,
                        dealer_name="You",
                    ),
                )


def _course_texts() -> Iterator[tuple[str, str]]:
    for term in TERMS:
        yield f"glossary {term.term}", _synonym_ok(f"{term.term}: {term.short} {term.more}")
    for lesson in LESSONS:
        yield (
            f"catalogue lesson {lesson.number}",
            " ".join(str(v) for v in vars(lesson).values() if isinstance(v, str)),
        )
    for name, teaches in GUIDED_ORDER:
        yield f"catalogue {name}", teaches
    for principle in PRINCIPLES.values():
        yield f"principle {principle.key}", principle.title
    from euchre_teach.course.quizzes import QUIZZES, quiz

    for lesson in QUIZZES:
        for item in quiz(lesson):
            yield (
                f"quiz {item.key}",
                " ".join(
                    [
                        item.prompt,
                        item.explanation,
                        *(f"{o.label} {o.feedback}" for o in item.options),
                    ]
                ),
            )


HAND_RECORDS = "\n".join(
    p.read_text(encoding="utf-8") for p in sorted((ROOT / "lessons" / "hands").glob("*.txt"))
)
"""The hand records' own comments, which this branch may not edit (the lead engineer owns
them): a retired word quoted from one (lesson 10's L10/9 quotes hand 5's "after picking up
10♠") is reported, not failed here."""


def _found(texts: Iterator[tuple[str, str]]) -> list[str]:
    return [
        f"{where}: {why}: ...{text[max(0, m.start() - 40) : m.end() + 40]}..."
        for where, text in texts
        for why, pattern in RETIRED.items()
        for m in pattern.finditer(text)
        if text[max(0, m.start() - 20) : m.end() + 20] not in HAND_RECORDS
    ]


def test_the_scanner_finds_each_retired_word() -> None:
    said = "You may assist. West called hearts. Order up alone. Dealer: pick it up."
    assert len(_found(iter([("sample", said)]))) == 4


@pytest.mark.parametrize(
    "texts", [_lesson_texts, _widget_texts, _course_texts], ids=["lessons", "widgets", "course"]
)
def test_a_bid_has_one_name_wherever_a_learner_reads_it(texts) -> None:  # type: ignore[no-untyped-def]
    assert _found(texts()) == []


def test_the_dealers_partner_orders_up_in_the_same_words_as_anyone() -> None:
    """The walk's lesson 6 had an "Assist" button and an "Assisted: ordered up A♥" badge."""
    order = Action.parse("order")
    assert action_label(order, partner=True) == "Order up"
    assert action_label(order, dealer=True) == "Take it up"
    assert action_label(Action.parse("order alone")) == "Order up, go alone"
    assert action_label(Action.parse("call S")) == "Name ♠ spades"
    from euchre_teach.core.cards import Card

    assert bid_text("order", Card.parse("AH"), False, dealers_partner=True) == "Ordered up A♥"
    assert bid_text("call S", Card.parse("AH"), False) == "Named ♠ spades"
    assert action_done(2, order, you=2, dealer=0) == (
        "You ordered up the upcard: it goes to your partner, the dealer."
    )


def test_assist_is_only_the_glossarys_other_name_for_ordering_up() -> None:
    order_up = next(t for t in TERMS if t.term == "Order up")
    assert "also called assisting" in order_up.more
    assert all(t.term != "Assist" for t in TERMS)


def test_a_guided_hand_says_to_tap_a_card_when_continue_is_grey() -> None:
    """Lesson 3's walk: at the learner's card Continue was grey and nothing said what to do."""
    from widgets.guided import GuidedHandPlayer

    player = GuidedHandPlayer("07_partners_ace.txt")
    while player.step():
        pass
    player.choose("pass")
    while player.step():
        pass
    player.choose("pass")
    while player.step():
        pass
    assert "Choose your bid with the buttons" in player._log.value
    player.choose("call S")
    while player.step():
        pass
    assert player._continue.disabled
    assert "Tap (or click) a card in your hand to play it" in player._log.value


def test_a_practice_round_says_a_guess_does_not_count_toward_passing() -> None:
    """Lesson 2's walk: told to guess, the learner then read "Done: 0 of 1 right at the
    first try" as if the guess had been marked."""
    from euchre_teach.core.cards import Card, Suit
    from euchre_teach.course import drills
    from widgets.course import practice

    item = drills.higher_item("warm-up/1", Card.parse("9H"), Card.parse("AD"), Suit.HEARTS)
    quiz = practice([item], title="Warm-up", warm_up=True)
    quiz.answer("A♦")  # the guess: A♦ is not a trump, so 9♥ is higher
    assert "Warm-up, not marked: 0 of 1" in quiz._header.value
    assert "does not count toward passing the lesson" in quiz._done.value
    assert "does not come back in Review" in quiz._done.value
    two = practice([item, drills.order_item(10, Suit.CLUBS)], title="Practice")
    two.answer("A♦")
    two.next()
    two.answer(list(two.question.correct))  # type: ignore[attr-defined]
    two.next()
    assert "Done: 1 of 2 right at the first try." in two._done.value
    assert ("does not count toward passing the lesson; a question you miss comes back in"
            " Review to practise.") in two._done.value  # fmt: skip


def test_a_single_practice_question_ends_with_its_answer_not_a_score_page() -> None:
    """Cold walk: a one-question warm-up ended with "See my score →". The answer is the
    end: no button leads to a score of one, and the line under it says what it counted."""
    from euchre_teach.core.cards import Card, Suit
    from euchre_teach.course import drills
    from widgets.course import practice

    item = drills.higher_item("warm-up/1", Card.parse("9H"), Card.parse("AD"), Suit.HEARTS)
    quiz = practice([item], title="Warm-up", warm_up=True)
    quiz.answer("9♥")
    assert quiz._next.layout.display == "none" and quiz._retry.layout.display == "none"
    assert "warm-up" in quiz._done.value


def test_coach_means_the_rule_of_thumb_player_and_hint_is_not_the_coach() -> None:
    """ "Coach" named the computer player, the Hint button ("What would the coach do?") and
    the course's marks. One meaning: the player that bids by the count and plays by the
    rules of thumb; Hint checks the coach by playing the hand out."""
    from euchre_teach.course.glossary import entry

    coach = entry("coach")
    assert "bids by lesson 6's count" in coach.short
    assert "Hint is not the coach" in coach.more
    source = (ROOT / "widgets" / "buckgame.py").read_text(encoding="utf-8")
    assert "What would the coach do" not in source
    lesson_14 = "".join(t for name, t in _lesson_texts() if name.startswith("15_"))
    assert "Hint* gives the coach's reason" not in lesson_14


def test_the_rule_for_passing_a_lesson_is_said_in_one_set_of_words() -> None:
    """Lesson 6's footer said "Passing takes 6 of the 7 quiz questions right at the first try
    or when a missed one comes back"; lesson 2's, before the quiz was done, "Passing needs 7 of
    8 right at the first try", which is not the rule (a missed question can be made good)."""
    from euchre_teach.course.mastery import LessonMastery, pass_rule
    from webapp.standing import footer_summary

    rule = pass_rule(8)
    assert rule == (
        "Passing takes 7 of the 8 quiz questions right, at the first try or when a"
        " missed one comes back."
    )
    fresh = LessonMastery(2, questions=8)
    assert rule in fresh.summary
    for mine in (
        LessonMastery(2, questions=8, answered=3, right_first=3),
        LessonMastery(2, questions=8, answered=8, right_first=5),
        LessonMastery(2, questions=8, answered=8, right_first=7),
    ):
        said = footer_summary(mine)
        assert rule.removesuffix(".") in said and "Passing needs" not in said, said


def test_every_glossary_entry_says_where_it_is_taught_in_words() -> None:
    """The walk's glossary (176): "Plain suit" ended in a bare lesson link, where the entries
    around it said "First met in ...; taught in ...". Each link now has its words."""
    template = (ROOT / "webapp" / "templates" / "site" / "glossary.html").read_text(
        encoding="utf-8"
    )
    plain = template.split("{% elif t.lesson %}", 1)[1].split("{% endif %}", 1)[0]
    assert plain.startswith("<br>Taught in <a ")


def test_expert_names_only_lesson_13s_strongest_opponents() -> None:
    """A cold walk met "Expert" twice: lesson 10's "the course's expert" that judges a
    guided hand's choices, and lesson 14's strongest opponents. The one that judges is the
    course's *judge*; "Expert" is left to lesson 14's level."""
    from widgets.guided_words import replay_note

    texts = [*_lesson_texts(), ("replay note", replay_note(4, watched=False))]
    for where, text in texts:
        assert not re.search(r"\bexpert\b", text, re.IGNORECASE), where


def _round_1_bid_buttons() -> Iterator[tuple[str, str, str]]:
    """(table, button words, upcard) for every round-1 bid button a learner meets at a table:
    each guided hand's (lessons 3 and 6-10), the game table's (lesson 14) and Buck's (15)."""
    from euchre_teach import Phase
    from euchre_teach.buck.game import buck_seeded_deal
    from euchre_teach.core.dealing import seeded_deal
    from euchre_teach.course.catalogue import LEARNER, hands_dir
    from widgets.bidding import BiddingPanel
    from widgets.bucktable import _button_words
    from widgets.guided import GuidedHandPlayer

    for path in sorted(hands_dir().glob("*.txt")):
        player = GuidedHandPlayer(path.name)
        while player.step():
            pass
        if player.waiting and player.deal.phase is Phase.BIDDING_1:
            for button in player._bids.children:
                yield path.name, button.description, player.deal.upcard.label()
    for dealer in range(4):  # the learner (South) bids from every seat, the dealer's too
        deal = seeded_deal(13, dealer=dealer)
        while deal.to_act != LEARNER:
            deal.apply("pass")
        for button in BiddingPanel(deal, seat=LEARNER)._buttons.children:
            yield "game table", button.description, deal.upcard.label()
    buck = buck_seeded_deal(2)
    for action in buck.legal_actions():
        yield "buck table", _button_words(action, buck), buck.upcard.label()


def test_every_table_names_a_round_1_bid_with_its_upcard() -> None:
    """A cold walk: lesson 3's table said "Order up" and lesson 14's "Order up K♣" for the
    same bid. Every table's round-1 buttons say it one way, naming the card: "Order up K♣",
    or "Take up K♣" for the dealer (with ", go alone" once lesson 8 has taught it)."""
    seen = set()
    for table, words, upcard in _round_1_bid_buttons():
        if words == "Pass":
            continue
        assert re.fullmatch(rf"(Order up|Take up) {upcard}(, go alone)?", words), (table, words)
        seen.add(table)
    assert {"game table", "buck table", "01_left_bower_trap.txt"} <= seen
