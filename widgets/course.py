"""Lesson plumbing: quizzes from the course's items, and the small exercises of lessons 1, 2 and 5.

``lesson_quiz(3)`` is the quiz at the end of lesson 3: its items come from
:mod:`euchre_teach.course.quizzes` (answer keys computed by the core) and are shown by the
:class:`widgets.quiz.Quiz`. Progress recording hooks in once for every lesson with
:func:`on_quiz_answer`.

>>> quiz = lesson_quiz(1)
>>> quiz.count >= 6
True
>>> seen = []
>>> def record(lesson, key, correct, first_try):
...     seen.append((lesson, key, correct, first_try))
>>> on_quiz_answer(record)
>>> _ = quiz.answer(next(o.text for o in quiz.question.options if o.correct))
>>> seen
[(1, 'L1/1', True, True)]
>>> on_quiz_answer(record, remove=True)
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets

from euchre_teach import Card, Suit
from euchre_teach.core.cards import DECK, parse_cards, strip_pack
from euchre_teach.core.explain import explain_play, explain_plays, explain_trick
from euchre_teach.core.rules import effective_suit, ranked
from euchre_teach.course import cheatsheet, drills, quizzes
from euchre_teach.course.catalogue import LESSONS, lesson
from euchre_teach.players.principles import principle
from widgets._base import CallbackList
from widgets._style import TABLE_STYLE, panel_style
from widgets.cards import Cards
from widgets.contents import contents
from widgets.dealing import DealStepper
from widgets.questions import (
    Feedback,
    MultipleChoice,
    Option,
    PickCards,
    Question,
    WhoWins,
    order_question,
)
from widgets.quiz import Quiz
from widgets.quiz_words import trick_captions

__all__ = [
    "DealStepper",
    "StripTheDeck",
    "folded",
    "lesson_header",
    "lesson_quiz",
    "more_worked_hands",
    "on_practice_answer",
    "on_practice_made",
    "on_quiz_answer",
    "on_quiz_done",
    "practice",
    "principles_list",
    "prose",
    "scoring_table",
    "to_question",
    "trumps_by_suit",
    "worked_play",
    "worked_trick",
]

_QUIZ_ANSWERS = CallbackList()
_QUIZ_DONE = CallbackList()
_PRACTICE_ANSWERS = CallbackList()
_PRACTICE_MADE = CallbackList()


def on_quiz_answer(callback: Callable[[int, str, bool, bool], Any], remove: bool = False) -> None:
    """Call ``callback(lesson, question_key, correct, first_try)`` after every answer to
    any lesson quiz (the progress store records completion from this)."""
    _QUIZ_ANSWERS.register(callback, remove)


def on_quiz_done(callback: Callable[[int, int, int], Any], remove: bool = False) -> None:
    """Call ``callback(lesson, right_first_time, questions)`` once every question of a
    lesson quiz has been answered (the lesson's stars or score come from this)."""
    _QUIZ_DONE.register(callback, remove)


def on_practice_answer(
    callback: Callable[[Question, object, Feedback, bool, bool], Any], remove: bool = False
) -> None:
    """Call ``callback(question, response, feedback, first_try, warm_up)`` after every
    answer to a practice round (:func:`practice`): a missed practice item comes back in
    Review, a missed warm-up's does not."""
    _PRACTICE_ANSWERS.register(callback, remove)


def on_practice_made(callback: Callable[[Quiz], Any], remove: bool = False) -> None:
    """Call ``callback(quiz)`` when a practice round (:func:`practice`) is made: the lesson
    page replays the learner's earlier first answers, so the round goes on where they left
    it (after a reload, or on another device)."""
    _PRACTICE_MADE.register(callback, remove)


def to_question(item: drills.Item) -> Question:
    """The quiz question that shows a drill or quiz item, keeping its key and feedback."""
    trump = item.trump.letter if item.trump is not None else ""
    topic = f"trap {item.trap_type}" if item.trap_type else item.key.partition("/")[0]
    if item.key.startswith("order") and item.trump is not None:
        built = order_question(item.hand, item.trump, prompt=item.prompt)
        return _with_id(built, item.key, topic)
    if item.select_all:
        plays = item.trump is not None and [o.value for o in item.options] == [
            str(c) for c in item.hand
        ]  # "tap every card you may play": the rule is said once, then the cards
        seats = tuple(item.trick_seats)  # named under the trick's cards, as in lesson 4
        return PickCards(
            prompt=item.prompt,
            cards=tuple(o.value for o in item.options),
            correct=frozenset(item.answer),
            explanations={o.value: o.feedback for o in item.options},
            trump=trump,
            trick=tuple(str(c) for c in item.trick),
            topic=topic,
            id=item.key,
            summary=explain_plays(item.hand, item.trick, item.trump) if plays else "",
            trick_seats=seats if len(seats) == len(item.trick) else (),
        )
    if item.trick and not item.hand and len(item.trick_seats) == len(item.trick):
        seat_of = dict(zip((str(c) for c in item.trick), item.trick_seats, strict=True))
        return WhoWins(
            prompt=item.prompt,
            trick=tuple((seat, str(card)) for seat, card in zip(item.trick_seats, item.trick,
                                                                  strict=True)),
            trump=trump,
            winner=seat_of[item.answer[0]],
            explanations={seat_of[o.value]: o.feedback for o in item.options},
            topic=topic,
            id=item.key,
        )  # fmt: skip
    return MultipleChoice(
        prompt=item.prompt,
        options=tuple(
            # a bid's button names the upcard as the tables do ("Order up K♥")
            Option(
                o.label, o.correct, o.feedback, drills.button_words(o.label, o.value, item.upcard)
            )
            for o in in_hand_order(item)
        ),
        cards=tuple(str(c) for c in item.hand),
        trump=trump,
        topic=topic,
        id=item.key,
    )


def in_hand_order(item: drills.Item) -> tuple[drills.Option, ...]:
    """An item's options, in the order its hand is shown when each names a card of it
    ("discard JH", "play AS", "JH"); else as they are (walk18: lesson 11 showed J♥ A♥ Q♥ 9♣
    A♠ K♠ above "Discard J♥, Discard K♠, Discard Q♥, …").

    >>> from euchre_teach.core.cards import Card
    >>> hand = tuple(Card.parse(c) for c in ("JH", "AH", "9C"))
    >>> options = tuple(drills.Option(v, v, False, "") for v in ("discard 9C", "discard JH",
    ...                                                           "discard AH"))
    >>> item = drills.Item("k", "Which?", options, "", hand=hand)
    >>> [o.value for o in in_hand_order(item)]
    ['discard JH', 'discard AH', 'discard 9C']
    """
    spots = {str(card): place for place, card in enumerate(item.hand)}
    places = [spots.get(option.value.rpartition(" ")[2]) for option in item.options]
    if not spots or None in places:
        return item.options
    return tuple(option for _, option in sorted(zip(places, item.options, strict=True),
                                                key=lambda pair: pair[0]))  # fmt: skip


def _with_id(question: Any, key: str, topic: str) -> Question:
    import dataclasses

    result: Question = dataclasses.replace(question, id=key, topic=topic)
    return result


def lesson_quiz(number: int, items: Sequence[drills.Item] | None = None) -> Quiz:
    """The quiz of lesson ``number`` (its items from :func:`euchre_teach.course.quizzes.quiz`)."""
    chosen = list(items) if items is not None else quizzes.quiz(number)
    quiz = Quiz([to_question(i) for i in chosen], title=f"Lesson {number} quiz")
    quiz.lesson = number
    quiz.mark_graded(number)  # the same heading in every lesson: practice looks different

    def report(question: Question, _response: object, feedback: Feedback) -> None:
        first_try = quiz.attempts == 1
        _QUIZ_ANSWERS(number, question.id, feedback.correct, first_try)
        if first_try and quiz.asked == quiz.count:
            _QUIZ_DONE(number, quiz.right_first_time, quiz.asked)

    quiz.on_answer(report)
    return quiz


def lesson_header(number: int) -> ipywidgets.HTML:
    """The lesson's title, time and goals, from the course catalogue, and (on a long page)
    links to its sections, so a hand or a game far down is one tap away."""
    entry = lesson(number)
    goals = "".join(f"<li>{html.escape(goal)}</li>" for goal in entry.goals)
    return ipywidgets.HTML(
        f'<div class="et-lesson-head"><p class="et-progress">Lesson {entry.number} of'
        f" {len(LESSONS)} ·"
        f" about {entry.minutes} minutes</p><p>{html.escape(entry.summary)}</p>"
        "<p><strong>By the end you will:</strong></p>"
        f"<ul>{goals}</ul>{contents(entry.notebook)}</div>"
    )




def practice(items: Sequence[drills.Item], title: str = "Practice", *,
             warm_up: bool = False) -> Quiz:  # fmt: skip
    """A practice round (not the lesson's quiz: it does not count towards passing, but a
    missed item comes back in Review, through :func:`on_practice_answer`).

    ``warm_up``: a guess the page asks for before the lesson has taught the answer; its
    answers are kept, but a miss does not come back in Review (a cold walk found Review
    filled with the guesses the pages had invited)."""
    quiz = Quiz([to_question(i) for i in items], title=title)
    quiz.practice = True  # said on screen: a guess here does not count toward passing
    quiz.warm_up = warm_up
    quiz.on_answer(lambda q, r, f: _PRACTICE_ANSWERS(q, r, f, quiz.attempts == 1, warm_up))
    _PRACTICE_MADE(quiz)
    return quiz


def worked_play(hand: str, trick: str, trump: str, card: str) -> ipywidgets.VBox:
    """A worked example: the trick so far, South's hand, and why ``card`` may or may not
    be played (the words come from the core's explain_play)."""
    suit = Suit.parse(trump)
    cards, played, chosen = parse_cards(hand), parse_cards(trick), Card.parse(card)
    verdict = explain_play(chosen, cards, played, suit)
    return ipywidgets.VBox([
        ipywidgets.HTML(f"<p><strong>{suit.plural.capitalize()} {suit.symbol} are trump."
                        f" Played so far:</strong></p>"),
        Cards(played, trump=suit, title="Cards played to the trick"),
        ipywidgets.HTML(f"<p><strong>South holds:</strong> can South play"
                        f" {chosen.label()}?</p>"),
        Cards(cards, trump=suit, highlight=[chosen], title="South's hand"),
        ipywidgets.HTML(f'<p class="et-worked">{html.escape(verdict)}</p>'),
    ])  # fmt: skip


def worked_trick(trick: str, trump: str | None, leader: int) -> ipywidgets.VBox:
    """A worked example: a whole trick and why its winner wins (explain_trick's words)."""
    suit = Suit.parse(trump) if trump else None
    cards = parse_cards(trick)
    seats = [(leader + i) % 4 for i in range(len(cards))]
    captions = trick_captions(seats)
    named = ("No trump." if suit is None  # clubs are Suit 0: never "if suit"
             else f"{suit.plural.capitalize()} {suit.symbol} are trump.")
    return ipywidgets.VBox([
        ipywidgets.HTML(f"<p><strong>{named}</strong></p>"),
        Cards(cards, trump=suit, captions=captions, title="The trick"),
        ipywidgets.HTML(f'<p class="et-worked">{html.escape(explain_trick(cards, suit, seats))}'
                        "</p>"),
    ])  # fmt: skip


def trumps_by_suit(suits: Sequence[Suit] = tuple(Suit)) -> ipywidgets.VBox:
    """For each trump suit of ``suits``: its seven trumps high to low, and the five-card
    suit beside it (lesson 2 works two of them; its practice asks the other two)."""
    rows: list[Any] = []
    for suit in suits:
        trumps = ranked([c for c in DECK if effective_suit(c, suit) is suit], suit)
        short = ranked([c for c in DECK if effective_suit(c, suit) is suit.same_colour], suit)
        rows.append(
            ipywidgets.HTML(
                f"<h4>{suit.plural.capitalize()} {suit.symbol} trump: {len(trumps)} trumps,"
                f" and {len(short)} {suit.same_colour.plural}</h4>"
            )
        )
        rows.append(Cards(trumps, trump=suit, title=f"Trumps when {suit.plural} are trump"))
        rows.append(
            Cards(
                short, trump=suit, title=f"{suit.same_colour.plural} when {suit.plural} are trump"
            )
        )
    return ipywidgets.VBox(rows)  # fmt: skip


def scoring_table() -> ipywidgets.HTML:
    """Every row of the scoring table, each score computed by the core's hand_score."""
    body = ""
    for text, side, points in cheatsheet.scoring_rows():
        body += (f"<tr><td>{html.escape(text)}</td><td>the {side}</td>"
                 f'<td class="et-num">{points}</td></tr>')  # fmt: skip
    return ipywidgets.HTML(
        f'{TABLE_STYLE}<table class="et-count"><caption>Who scores, and how much</caption>'
        f"<tr><th>What happened</th><th>Who scores</th><th>Points</th></tr>{body}</table>"
    )


def principles_list(keys: Sequence[str], fold: str = "", intro: str = "") -> ipywidgets.HTML:
    """The coach's named principles, each with its title and why it works; with ``fold``,
    folded away under that summary until the learner opens it; ``intro``, a short paragraph
    above the list (inside the fold), says what the list is for."""
    items = "".join(
        f"<li><strong>{html.escape(principle(k).title)}.</strong> {html.escape(principle(k).why)}"
        "</li>"
        for k in keys
    )
    listed = f'<ul class="et-principles">{items}</ul>'
    if intro:
        listed = f"<p>{html.escape(intro)}</p>{listed}"
    shown = ipywidgets.HTML(listed)
    return folded(fold, shown) if fold else shown


def folded(summary: str, *shown: ipywidgets.HTML) -> ipywidgets.HTML:
    """``shown`` in one closed fold under ``summary``, the lessons' ``et-answer-fold``: what a
    learner may open, off the lesson's main path (lesson 6's seat table and extra counts)."""
    inside = "".join(widget.value for widget in shown)
    return ipywidgets.HTML(f'<details class="et-answer-fold"><summary>{html.escape(summary)}'
                           f"</summary>{inside}</details>")  # fmt: skip


def more_worked_hands(
    summary: str, *hands: tuple[str, str, ipywidgets.Widget]
) -> ipywidgets.Accordion:
    """Worked or guided hands beyond the lesson's own, closed under ``summary`` until the
    learner opens them: each ``(title, words, hand)``, its words above it. Lesson 15 keeps one
    worked hand and folds the others (expert48, a teacher's review: three worked hands in one
    lesson for a three-player evening); lesson 12 folds its variant's guided hand "for later"
    (twelve, a teacher's review: too much for one sitting).

    >>> more = more_worked_hands("Two more", ("Dirty clubs", "J♣ is turned up.", ipywidgets.VBox()))
    >>> more.selected_index is None, more.get_title(0)
    (True, 'Two more')
    """
    parts: list[ipywidgets.Widget] = []
    for title, words, hand in hands:
        paragraphs = "".join(f"<p>{html.escape(p.strip())}</p>" for p in words.split("\n\n"))
        parts += [ipywidgets.HTML(f"<h3>{html.escape(title)}</h3>{paragraphs}"), hand]
    fold = ipywidgets.Accordion(children=[ipywidgets.VBox(parts)], titles=(summary,))
    fold.selected_index = None  # closed: the learner opens it
    fold.add_class("et-more-hands")
    return fold


def prose(text: str) -> ipywidgets.HTML:
    """A short paragraph of product text inside a widget (escaped; blank lines split it)."""
    paragraphs = [p.strip() for p in text.strip().split("\n\n") if p.strip()]
    body = "".join(f"<p>{html.escape(p)}</p>" for p in paragraphs)
    return ipywidgets.HTML(f'<div class="et-prose">{body}</div>')


# ----------------------------------------------------------------- lesson 1: strip the deck

_FULL_RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


class StripTheDeck(ipywidgets.VBox):  # type: ignore[misc]
    """A full 52-card pack; the learner takes out the cards Euchre does not use.

    The check compares what is left with :func:`euchre_teach.core.cards.strip_pack`.

    >>> deck = StripTheDeck()
    >>> for code in deck.pack:
    ...     if code[:-1] in ("2", "3", "4", "5", "6", "7", "8"):
    ...         deck.toggle(code)
    >>> deck.check().correct, len(deck.kept())
    (True, 24)
    """

    def __init__(self) -> None:
        super().__init__()
        self.add_class("et-panel")
        self.pack = [rank + suit for suit in "SHDC" for rank in _FULL_RANKS]
        self.removed: set[str] = set()
        self._buttons: dict[str, ipywidgets.ToggleButton] = {}
        rows = []
        for suit in "SHDC":
            row = []
            for rank in _FULL_RANKS:
                code = rank + suit
                face = f"{rank}{_SYMBOLS[suit]}"
                button = ipywidgets.ToggleButton(
                    description=face, tooltip=f"Take out {face}", layout={"padding": "0px"}
                )  # its width is in panels.css (.et-pack-card): a suit wraps on a phone
                button.add_class("et-pack-card")
                if suit in "HD":
                    button.style.text_color = "#b3001b"  # red suits print red, as on a card
                button.observe(lambda change, c=code: self._pressed(c, change["new"]), "value")
                self._buttons[code] = button
                row.append(button)
            rows.append(ipywidgets.HBox(row))
            rows[-1].add_class("et-pack-row")
        self._count = ipywidgets.HTML()
        self._feedback = ipywidgets.HTML()
        check = ipywidgets.Button(description="Check my deck")
        check.add_class("et-primary")
        check.on_click(lambda _b: self.check())
        self.children = [panel_style(), *rows, self._count, check, self._feedback]
        self.checked = False
        """Whether the learner has pressed *Check my deck* (what :meth:`after_check` waits for)."""
        self._after: list[tuple[ipywidgets.Box, ipywidgets.Widget]] = []
        self._show_count()

    def after_check(self, shown: ipywidgets.Widget, waiting: str) -> ipywidgets.VBox:
        """``shown`` (a picture that gives the answer away, such as a suit from ace to
        nine) in a box that holds only the line ``waiting`` until the deck is checked."""
        box = ipywidgets.VBox([shown] if self.checked else [ipywidgets.HTML(
            f'<p class="et-progress">{html.escape(waiting)}</p>')])  # fmt: skip
        self._after.append((box, shown))
        return box

    def _pressed(self, code: str, pressed: bool) -> None:
        (self.removed.add if pressed else self.removed.discard)(code)
        button = self._buttons[code]
        face = button.description
        button.tooltip = f"Put {face} back" if pressed else f"Take out {face}"
        button.button_style = "danger" if pressed else ""
        self._show_count()

    def _show_count(self) -> None:
        self._count.value = f"<p>Cards still in the deck: {len(self.pack) - len(self.removed)}</p>"

    def toggle(self, code: str) -> None:
        """Take a card out of the deck, or put it back (a click on it)."""
        self._buttons[code].value = not self._buttons[code].value

    def kept(self) -> list[str]:
        """The cards still in the deck, in the pack's order."""
        return [c for c in self.pack if c not in self.removed]

    def check(self) -> Feedback:
        """Is the deck right? Says which cards are missing or should have gone."""
        wanted = {str(Card.parse(c)) for c in strip_pack(self.pack)}
        kept = {c for c in self.kept()}
        kept_as_core = {str(Card.parse(c)) for c in kept if c[:-1] not in _FULL_RANKS[:7]}
        extra = sorted(c for c in kept if c[:-1] in _FULL_RANKS[:7])
        missing = sorted(wanted - kept_as_core)
        if not extra and not missing:
            feedback = Feedback(True, "That is the Euchre deck: 9, 10, J, Q, K and A in each of"
                                      " the four suits, 24 cards.")  # fmt: skip
        else:
            parts = []
            if extra:
                shown = " ".join(f"{c[:-1]}{_SYMBOLS[c[-1]]}" for c in extra)
                parts.append(f"these cards are below the nine and must go: {shown}")
            if missing:
                shown = " ".join(Card.parse(c).label() for c in missing)
                parts.append(f"these belong in the deck, put them back: {shown}")
            feedback = Feedback(False, "Not yet: " + "; ".join(parts) + ".")
        kind = "right" if feedback.correct else "wrong"
        self._feedback.value = (
            f'<div class="et-feedback et-feedback-{kind}" role="status">'
            f"{html.escape(feedback.explanation)}</div>"
        )
        self.checked = True
        for box, shown in self._after:
            box.children = [shown]
        return feedback


def suit_name(suit: Suit) -> str:
    """``"♥ hearts"``: a suit as the lessons show it."""
    return f"{suit.symbol} {suit.plural}"
