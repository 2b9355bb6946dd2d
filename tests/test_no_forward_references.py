"""A guided hand says only what its page's learner has been taught (a cold review, session 51).

An experienced teacher read lesson 3's hand (01, bids made for you): "North's J♥ and A♥
count 5, short of the 7.5 the dealer's left needs" and "the count lesson 6 teaches gives it
4": at lesson 3 those numbers mean nothing. And lesson 5's hand: "K♥ is the rule of thumb's
choice ("trump the opponents' winner")", a name lessons 11-12 teach. A hand first played
before lesson 6 quotes no count; one first played before lesson 10 names no rule of thumb
(it says the reason in cards). Lesson 10 replays every hand, and there the count and the
names may stay.

Every hand is walked as its first lesson plays it: its notes, every other seat's move with
its reason, and at each of the learner's decisions every legal choice's whole answer (the
words, the "Why?" fold and the figures).
"""

from __future__ import annotations

import copy
import re
from collections.abc import Iterator

import pytest

from euchre_teach.course.catalogue import GUIDED_LESSON, GuidedHand, hand_lessons, hands_dir
from euchre_teach.players.principles import PRINCIPLES

COUNT_LESSON = 6
"""Lesson 6 teaches the count (its figures, what a seat needs)."""

COUNT_FIGURE = re.compile(r"\bcount(?:s|ed|'s)?\b|\d(?:\.\d+)?\b[^.]*\bneeds?\b", re.IGNORECASE)
"""The count or its figures: "count 5", "the count's choice", "4, where your seat needs 7.5"."""

PLAIN_RULES = {"must-follow", "only-card", "claim-renege", "simulation"}
"""Principles whose titles are the rules themselves, taught by lesson 3 ("Follow suit")."""

NAMES = sorted({p.title.lower() for key, p in PRINCIPLES.items()
                if key not in PLAIN_RULES and not key.startswith("buck-")},
               key=len, reverse=True)  # fmt: skip
"""The rules of thumb's names, as the coach's hints and lesson 10's replay say them."""


def early_hands() -> dict[str, int]:
    """The hands first played before lesson 10, with that lesson."""
    return {name: n for name, n in hand_lessons().items() if n < GUIDED_LESSON}


def said(guide: GuidedHand) -> Iterator[tuple[str, str]]:
    """Everything the hand says, as (where, words), played from its start."""
    for note in guide.record.notes:
        yield "note", note
    for step in guide.advance():
        yield f"#{guide.position}", step.text()
    while not guide.finished:
        for action in guide.deal.legal_actions():
            yield f"#{guide.position + 1} {action}", copy.deepcopy(guide).attempt(action).feedback
        yield f"#{guide.position + 1}", guide.play_next().text()
        for step in guide.advance():
            yield f"#{guide.position}", step.text()


def untaught(words: str, lesson: int) -> list[str]:
    """What ``words`` say that a learner at ``lesson`` has not been taught."""
    found = []
    if lesson < COUNT_LESSON:
        found += [m.group(0) for m in COUNT_FIGURE.finditer(words)]
    if lesson < GUIDED_LESSON:
        low = words.lower()
        found += [name for name in NAMES if name in low]
        found += ["rule of thumb"] if "rule of thumb" in low else []
    return found


def as_first_played(name: str) -> GuidedHand:
    """The hand as its first lesson's page plays it (as ``GuidedHandPlayer`` sets it up)."""
    guide = GuidedHand.from_file(hands_dir() / name)
    guide.before_loners = guide.judge is not None and not guide.judge.loners
    return guide


@pytest.mark.parametrize("name", sorted(early_hands()))
def test_a_hand_says_nothing_its_first_lesson_has_not_taught(name: str) -> None:
    lesson = early_hands()[name]
    guide = as_first_played(name)
    assert guide.lesson == lesson
    wrong = [f"{where}: {found}: {words}" for where, words in said(guide)
             if (found := untaught(words, lesson))]  # fmt: skip
    assert not wrong, "\n".join(wrong)


def test_the_early_hands_are_the_ones_the_review_read() -> None:
    """Lesson 3 plays hand 01, lesson 5 hands 03 and 08 (else the test above checks less)."""
    assert {n: early_hands()[n] for n in ("01_left_bower_trap.txt", "03_assist_and_march.txt",
                                          "08_discard_to_a_void.txt")} == {
        "01_left_bower_trap.txt": 3, "03_assist_and_march.txt": 5,
        "08_discard_to_a_void.txt": 5}  # fmt: skip


def test_lesson_10s_replay_keeps_the_count_and_the_names() -> None:
    """The same hands replayed in lesson 10 say the count and the rules' names: the walk finds
    them there, so it would find them on an early page."""
    replayed = {}
    for name in ("01_left_bower_trap.txt", "03_assist_and_march.txt"):
        guide = GuidedHand.from_file(hands_dir() / name, loners=True)
        assert guide.lesson == GUIDED_LESSON
        replayed[name] = " ".join(words for _, words in said(guide))
    assert "7.5 the dealer's left needs" in replayed["01_left_bower_trap.txt"]
    assert set(untaught(replayed["01_left_bower_trap.txt"], 3)) >= {"count", "counts"}
    # the rule's title, "trump the opponents' winner", waits: the hand's reason says it in
    # cards after the verdict (expert56)
    assert "Yes: K♥ is the rule of thumb's choice. You have no diamonds" in replayed[
        "03_assist_and_march.txt"]  # fmt: skip
    assert "rule of thumb" in untaught(replayed["03_assist_and_march.txt"], 5)


def test_an_early_page_says_the_rules_choice_as_the_usual_one_with_its_reason_in_cards() -> None:
    """Lesson 5's hand 03, trick 1: East leads K♦ and you have no diamonds."""
    guide = as_first_played("03_assist_and_march.txt")
    guide.advance()
    guide.play_next()  # your order-up
    guide.advance()
    yes = copy.deepcopy(guide).attempt("play KH").words()
    # expert56: the verdict and the hand's reason; J♥, J♦ and Q♣ wait in the fold
    assert yes == ("Yes: K♥ is the usual choice. You have no diamonds: trump with K♥, your"
                   " lowest trump that wins, and keep the bowers."), yes
    other = copy.deepcopy(guide).attempt("play QC").words()
    assert other.startswith("K♥ is the habit to build: you have no diamonds, so K♥ takes the"
                            " trick from East's K♦"), other


def test_lesson_3s_pass_keeps_its_reason_without_the_count() -> None:
    guide = as_first_played("01_left_bower_trap.txt")
    north = guide.advance()[0].text()
    assert north.endswith("would hand K♥ to West, the dealer, an opponent."), north
    yes = copy.deepcopy(guide).attempt("pass").words()
    assert yes.endswith("one trump with A♠ and K♠ is far from three tricks."), yes


def test_the_page_plays_a_hand_as_its_first_lesson_and_keeps_it_on_restart() -> None:
    from widgets.guided import GuidedHandPlayer

    player = GuidedHandPlayer("01_left_bower_trap.txt", watch_bids=True)
    assert player.guide.lesson == 3
    player.restart()
    assert player.guide.lesson == 3 and player.guide.before_loners
    assert GuidedHandPlayer("01_left_bower_trap.txt", replay=True).guide.lesson == GUIDED_LESSON
    assert GuidedHandPlayer("06_next_in_round_2.txt").guide.lesson == 7


# ----------------------------------------------------------------- the early lessons' prose


def _markdown(name: str) -> str:
    import json

    from euchre_teach.course.catalogue import find_lessons

    cells = json.loads((find_lessons() / name).read_text(encoding="utf-8"))["cells"]
    return " ".join(" ".join("".join(c["source"]).split()) for c in cells
                    if c["cell_type"] == "markdown")  # fmt: skip


def test_lesson_1s_table_shows_no_upcard_or_kitty_before_lesson_5() -> None:
    """"The first table already shows the upcard and kitty, with a note that 'lesson 5 says
    what they are'. At that point it is noise; a bare table would do." (session 51)"""
    import json

    from euchre_teach.course.catalogue import find_lessons
    from widgets.table import Table

    cells = json.loads((find_lessons() / "01_the_deck.ipynb").read_text("utf-8"))["cells"]
    namespace: dict[str, object] = {}
    for cell in cells:
        if cell["cell_type"] == "code":
            exec("".join(cell["source"]), namespace)
    table = namespace["table"]
    assert isinstance(table, Table) and table.dealer == 3 and table.to_act == -1
    assert table.upcard == "" and table.kitty == 0
    text = _markdown("01_the_deck.ipynb").lower()
    assert "upcard" not in text and "kitty" not in text


def test_lesson_4_keeps_counting_trumps_without_lesson_14s_buttons_or_the_hints() -> None:
    text = _markdown("04_winning_tricks.ipynb")
    assert "**Count the trumps as they fall.**" in text
    assert "**At many tables, only the last trick" in text
    assert "your aces can no longer be trumped" in text
    for later in ("lesson 14", "last trick*", "rule of thumb", "hints", "coach"):
        assert later not in text, later


def test_lesson_7_gives_next_the_same_point_from_either_side_of_the_dealer() -> None:
    """The count takes 1 off for next from the dealer's left and right alike
    (``next_bonus``, fitted on played-out hands: count41); the prose said "From the dealer's
    right ... expect less help" (a cold review: "Pick one")."""
    from euchre_teach.core.cards import Card, Suit
    from euchre_teach.players.count import TAUGHT, needed

    text = _markdown("07_bidding_round_2.ipynb")
    assert "expect less help" not in text
    assert (f"next needs {TAUGHT.next_bonus:g} point less than another suit" in text
            and "the card gives the dealer's right the same allowance" in text)  # fmt: skip
    upcard = Card.parse("9D")
    left, right = (needed(seat, 2, upcard, trump=Suit.HEARTS).total for seat in (1, 3))
    assert left == right == TAUGHT.round_2_needs - TAUGHT.next_bonus


LESSON_5_WORDS = {
    r"\bkitty\b": "The four cards left over, the *kitty*",
    r"\bupcard\b": "the top one, K♥, is turned face up: the *upcard*",
    r"\border(?:s|ed|ing)? (?:it )?up\b": None,
    r"\bdefenders?\b": None,
    r"\beuchred?\b": "A side that makes trump and takes fewer than three is *euchred*",
    r"\bmakers?\b": None,
    r"\bassist(?:s|ing)?\b": None,
}
"""Words lesson 5 teaches, and the plain gloss lesson 3 gives each at its first use (None: the
page does without it). expert55: lesson 3's guided hand "drops 'order up', 'upcard', 'kitty',
'defenders', 'makers' and 'euchred' into one paragraph before lesson 5 has taught any of
them"; glossed at their first use, they still made one paragraph of seven new words before
the learner played a card (misc55, an experienced teacher: "Too much vocabulary for that
point"). The page now says what the hand needs, who made trump and what your side must do to
stop them, in plain words, and names only what the table and the hand show: the kitty and
the upcard on the table, "euchred" in the hand's last line."""


def test_lesson_3_glosses_every_word_of_lesson_5_it_uses_at_its_first_use() -> None:
    text = _markdown("03_follow_suit.ipynb")
    for word, gloss in LESSON_5_WORDS.items():
        first = re.search(word, text, re.IGNORECASE)
        if gloss is None:
            assert first is None, (word, text[first.start() - 80 : first.end() + 40])
            continue
        assert first is not None and gloss in text, word
        # the gloss comes with the first use: it starts at most a few words before it
        assert text.index(gloss) <= first.start() < text.index(gloss) + len(gloss), word


def test_lesson_3s_hand_says_the_bidding_words_in_plain_terms() -> None:
    """What lesson 3's hand itself shows (its notes, every seat's move and reason as Continue
    plays it): no "order up", "makers", "defenders" or "kitty", which lesson 5 teaches, and
    the last trick's words say what happened in plain terms."""
    guide = as_first_played("01_left_bower_trap.txt")
    shown = [*guide.record.notes, *(s.text() for s in guide.advance())]
    while not guide.finished:
        shown.append(guide.play_next().text())
        shown += [s.text() for s in guide.advance()]
    text = " ".join(shown)
    for word in (r"\border(?:s|ed|ing)? (?:it )?up\b", r"\bmakers?\b", r"\bdefenders?\b",
                 r"\bkitty\b"):
        assert not re.search(word, text, re.IGNORECASE), word
    assert ("North-South took three tricks, so West's side fell short of the three it needed,"
            " and your side scores 2.") in text
