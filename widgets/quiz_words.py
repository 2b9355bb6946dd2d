"""The quiz's words and small decisions beside it: the fold that holds a judged answer's
figures under its reason, which questions' cards are their answers, the trump line, and the
lesson score's "more right when they came back"."""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from euchre_teach import Card
from euchre_teach.buck.words import ESTIMATE_FOLD
from euchre_teach.core.seats import SEAT_NAMES
from euchre_teach.course.count_fold import COUNT_FOLD
from euchre_teach.course.fold_more import MORE_SUMMARY
from widgets.questions import MultipleChoice

if TYPE_CHECKING:
    from widgets.hand import Hand

__all__ = [
    "COUNT_SUMMARY",
    "FIGURES_SUMMARY",
    "answer_fold",
    "card_picked",
    "comes_back_words",
    "done_words",
    "figures_fold",
    "made_good",
    "more_fold",
    "not_a_choice",
    "options_by_card",
    "practice_note",
    "split_figures",
    "suit_line",
    "trick_captions",
]

#: The fold that holds a judged answer's figures, under its reason in words (a cold expert
#: review: lesson 6's every answer quoted "about 0.4 of a point a hand over 400 deals").
FIGURES_SUMMARY = "The figures: how the computer checked this"
#: The same fold where it opens with a bid's count card by card (short21: a teacher says the
#: reason in one line and leaves the sum for later).
COUNT_SUMMARY = "The count card by card, and the figures"
#: Lesson 15's in or out: the coach's trick estimate, folded under the rule in cards (expert48).
ESTIMATE_SUMMARY = "The coach's trick estimate, card by card"
_FOLDS = {COUNT_FOLD: COUNT_SUMMARY, ESTIMATE_FOLD: ESTIMATE_SUMMARY}


def figures_fold(figures: str) -> str:
    """A judged answer's figures folded under its words (HTML; "" when there are none), the
    same in quizzes, practice, Review and guided hands.

    >>> figures_fold("") == "" and FIGURES_SUMMARY in figures_fold("Over 400 deals.")
    True
    """
    if not figures:
        return ""
    summary = next((s for start, s in _FOLDS.items() if figures.startswith(start)),
                   FIGURES_SUMMARY)  # fmt: skip
    return (f'<details class="et-figures"><summary>{summary}</summary>'
            f"<p>{html.escape(figures)}</p></details>")


def more_fold(more: str) -> str:
    """An answer's further reasons folded under its words (HTML; "" when there are none):
    :data:`~euchre_teach.course.fold_more.MORE_SUMMARY`, the guided hands' fold, and the
    quiz's for a judged answer's figures (:func:`answer_fold`).

    >>> more_fold("") == "" and "<summary>Why?</summary>" in more_fold("K♠ too.")
    True
    """
    if not more:
        return ""
    return (f'<details class="et-more"><summary>{MORE_SUMMARY}</summary>'
            f"<p>{html.escape(more)}</p></details>")


def answer_fold(figures: str) -> str:
    """The fold under a quiz, practice or Review answer (HTML): the judge's figures (a
    refusal's two averages behind the one cost its words say) in the guided hands' "Why?"
    fold (expert56); a bid's count or Buck's trick estimate card by card keeps its own.

    >>> "<summary>Why?</summary>" in answer_fold("Played out over 400 deals.")
    True
    >>> COUNT_SUMMARY in answer_fold(f"{COUNT_FOLD} J♠ right bower 3 = 3.")
    True
    """
    return figures_fold(figures) if figures.startswith(tuple(_FOLDS)) else more_fold(figures)


_FIGURES = re.compile(r"(?:deals|hands) that fit\b|\bover (?:[\d,]+|many) (?:deals|hands)\b",
                      re.IGNORECASE)  # fmt: skip
_ALSO = "Also fine:"


def options_by_card(q: MultipleChoice) -> dict[str, int]:
    """When a question's options are exactly its cards, by name ("9♥", "A♦"), each card's
    option: card code -> option index. Otherwise empty (the cards only illustrate).

    >>> from widgets.questions import Option
    >>> options = (Option("9♥", True, ""), Option("A♦", False, ""))
    >>> options_by_card(MultipleChoice("Higher?", options, cards=("9H", "AD"), trump="H"))
    {'9H': 0, 'AD': 1}
    >>> options_by_card(MultipleChoice("Bid?", (Option("Pass", True, ""),), cards=("9H", "AD")))
    {}
    >>> options = (Option("Discard A♦", True, ""), Option("Discard 9♥", False, ""))
    >>> options_by_card(MultipleChoice("Which goes?", options, cards=("9H", "AD")))
    {'AD': 0, '9H': 1}
    """
    labels = {Card.parse(code).label(): code for code in q.cards}
    # "Discard J♥", "Play A♠": the same verb before every card (walk18: lesson 11's discard
    # cards did nothing when tapped, where lessons 10 and 12's did)
    verbs = {option.text.rpartition(" ")[0] for option in q.options}
    verb = verbs.pop() if len(verbs) == 1 else None
    if verb not in ("", "Discard", "Play", "Lead"):
        return {}
    texts = [option.text.rpartition(" ")[2] for option in q.options]
    # The options may be fewer than the cards (lesson 10's "What do you play?" offers only
    # the cards that follow suit): the others answer a tap with the choices (not_a_choice).
    if not q.cards or len(labels) != len(q.cards) or len(set(texts)) != len(texts) or not (
            set(texts) <= set(labels)):  # fmt: skip
        return {}
    return {labels[text]: index for index, text in enumerate(texts)}


def card_picked(q: MultipleChoice, hand: Hand, by_card: dict[str, int],
                answer: Callable[[int], Any]) -> Callable[[Card, list[str]], None]:  # fmt: skip
    """What a tap on a question's card picture does: its option answers (the message beside
    the cards cleared); a card that is not an option says the choices (:func:`not_a_choice`)."""

    def picked(card: Card, _selected: list[str]) -> None:
        if str(card) in by_card:
            hand.say("")
            answer(by_card[str(card)])
            return
        hand.selected = []
        hand.say(not_a_choice(str(card), q), "error")

    return picked


def not_a_choice(code: str, q: MultipleChoice) -> str:
    """What a tap on a card that is not one of the question's options says: the card, and
    the choices by name (a cold learner walk tapped lesson 10's 9♣ while hearts were led,
    and nothing happened).

    >>> from widgets.questions import Option
    >>> options = (Option("Play 9♥", True, ""), Option("Play K♥", False, ""))
    >>> not_a_choice("9C", MultipleChoice("Play?", options, cards=("9C", "KH", "9H")))
    '9♣ is not one of the choices here: choose 9♥ or K♥, with its button or its card.'
    """
    names = [option.text.rpartition(" ")[2] for option in q.options]
    listed = ", ".join(names[:-1]) + f" or {names[-1]}" if len(names) > 1 else names[0]
    return (f"{Card.parse(code).label()} is not one of the choices here: choose {listed},"
            " with its button or its card.")


def split_figures(explanation: str) -> tuple[str, str]:
    """An answer's reason in words, and the judge's figures (or ""): the figures begin with
    the first sentence that speaks of the deals played out, or with a bid's count card by
    card (``COUNT_FOLD``, said just before them: a teacher leaves the sum for the fold) or
    with Buck's trick estimate card by card (``ESTIMATE_FOLD``), and run to the end, but for
    an "Also fine: …" list of other accepted answers, which stays with the words.

    >>> split_figures("Keep A♠: an ace is a trick. Played out over 400 deals, it scores 0.4.")
    ('Keep A♠: an ace is a trick.', 'Played out over 400 deals, it scores 0.4.')
    >>> split_figures("Take up A♥: three trumps. Taking it up scores the most: on average your"
    ...               " side scores 1.5, over 400 deals that fit what you can see. Also fine:"
    ...               " Pass.")  # doctest: +NORMALIZE_WHITESPACE
    ('Take up A♥: three trumps. Also fine: Pass.', 'Taking it up scores the most: on average
      your side scores 1.5, over 400 deals that fit what you can see.')
    >>> split_figures("J♦ is the left bower.")
    ('J♦ is the left bower.', '')
    >>> split_figures("Pass: the count, 4, is short of the 6 your seat needs. The count, card"
    ...               " by card: J♠ right bower 3 + A♦ ace 1 = 4. Played out over 400 deals.")
    ... # doctest: +NORMALIZE_WHITESPACE
    ('Pass: the count, 4, is short of the 6 your seat needs.', 'The count, card by card: J♠
      right bower 3 + A♦ ace 1 = 4. Played out over 400 deals.')
    >>> split_figures("A♥ is not a likely trick. Your trick estimate, card by card: A♥ 0.6.")
    ('A♥ is not a likely trick.', 'Your trick estimate, card by card: A♥ 0.6.')
    """
    found = _FIGURES.search(explanation)
    counted = min((at for start in _FOLDS if (at := explanation.find(f" {start} ")) > 0),
                  default=-1)  # fmt: skip
    if counted > 0 and (found is None or counted < found.start()):
        start = counted + 1
    elif found is None:
        return explanation, ""
    else:
        start = explanation.rfind(". ", 0, found.start()) + 2  # 1: no sentence before it
    if start < 2:
        return explanation, ""
    words, figures = explanation[:start].rstrip(), explanation[start:]
    also = figures.find(_ALSO)
    if also > 0:
        words = f"{words} {figures[also:].strip()}"
        figures = figures[:also].rstrip()
    return words, figures


def trick_captions(seats: Sequence[int]) -> list[str]:
    """The words under a trick's cards: the seat that played each, the first one "led".

    >>> trick_captions([0, 1])
    ['North led', 'East']
    """
    return [SEAT_NAMES[seat] + (" led" if i == 0 else "") for i, seat in enumerate(seats)]


def suit_line(trump: str) -> str:
    if not trump:
        return ""
    card = Card.parse("9" + trump)
    return (f'<p class="et-trump-line">Trump: <strong class="et-suit-{trump}">'
            f"{card.suit.symbol} {card.suit.plural}</strong></p>")  # fmt: skip


def made_good(count: int) -> str:
    """The words " (2 more right when they came back)", as the lesson's status line says them."""
    if not count:
        return ""
    return f" ({count} more right when {'it' if count == 1 else 'they'} came back)"


def comes_back_words(missed: int, one: str, many: str, due: int = 0, where: str = "here") -> str:
    """That missed items come back, in the plain words of the practice panel and the drill
    (a cold walk could not read "positions you missed, waiting for review: 1 (0 back here
    now; Review has them too)"); "" when none was missed.

    >>> comes_back_words(1, "mistake", "mistakes")
    '1 mistake comes back later, here and in Review.'
    >>> comes_back_words(2, "mistake", "mistakes", due=1, where="in this drill")
    '2 mistakes come back, here and in Review: 1 is back in this drill now.'
    """
    if not missed:
        return ""
    what = f"{missed} {one} comes back" if missed == 1 else f"{missed} {many} come back"
    if not due:
        return f"{what} later, here and in Review."
    return f"{what}, here and in Review: {due} {'is' if due == 1 else 'are'} back {where} now."


def practice_note(warm_up: bool) -> str:
    """What a practice round's answers count for, in plain words."""
    if warm_up:
        return ("This was a warm-up: it does not count toward passing the lesson, and a"
                " question missed here does not come back in Review.")  # fmt: skip
    return ("This was practice: it does not count toward passing the lesson; a question"
            " you miss comes back in Review to practise.")  # fmt: skip


def done_words(score: tuple[int, int], note: str, retaken: bool,
               lesson: tuple[int, int] | None, count: int | None) -> str:  # fmt: skip
    """A finished round's line: its score (``note``: answers not saved yet), and after a
    retake the lesson's own score, which keeps the first answers.

    >>> done_words((5, 6), "", False, (5, 1), 6)
    'Done: 5 of 6 right at the first try (1 more right when it came back).'
    """
    right, counted = score
    note = f" ({note})" if note else ""
    if not retaken:
        # The lesson's score is this first round's, with any missed one made good since.
        later = made_good(lesson[1]) if lesson else ""
        return f"Done: {right} of {counted} right at the first try{later}{note}."
    # A retake's count is this time's; the lesson's score, said as the status line says it,
    # keeps the first answers (a cold walk: "Done: 6 of 6 right at the first try" over "you
    # have 4 at the first try (2 more right when they came back)").
    done = f"Done: {right} of {counted} right this time{note}."
    if lesson is not None and count:
        done += (f" Your score for the lesson: {lesson[0]} of {count} right at the"
                 f" first try{made_good(lesson[1])}.")  # fmt: skip
    return done
