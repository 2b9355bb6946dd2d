"""Less praise where it teaches nothing: a guided hand's "Yes" to a card said in a few words.

A cold review by an experienced teacher (session 51): "Cut most 'also fine' notes on plays
that are not the teaching point (hand 03's 'Q♣ works too' for not trumping East's K♦; 'A♥
works here too' and 'J♠ works here too' on leads where the rule's card is clearly the
teaching point). Trim the praise on forced or equal plays: 'Yes: K♠ is one of the best
cards here, and so are J♠, J♣ and A♠' when all four are the top four trumps."

A later one (expert55) read hand 06's K♠, a king without its ace led by the maker at trick 1
with J♥ A♥ 9♥ A♣ still to play, answered "Your K♠ can work here too": "I would never let a
beginner think that is acceptable ... Stop 'can work' praise for unsound plays ... Accept
them silently at most, with the habit first." A choice the judge accepts that breaks the
rule of thumb's habit is now answered with the habit first, then that it is "not wrong by
much here" (:data:`~euchre_teach.course.habit_words.NOT_BY_MUCH`), never that it works: no
"can work", no "works here too", and "one of the best" (:data:`BEST`) only for the rule's
own choice or one that follows it as well. Refusing it outright was weighed: a rule "the
maker who holds the highest trump in play and another leads a side card that is not the
highest of its suit" changes two accepted choices in the whole course (hand 06's K♠ at
tricks 1 and 2, 0.11 and 0.03 of a point a hand below the trump lead; none of the answer
keys), and refusing plays within the margin as habits to keep was tried and undone after
four cold reviews read it as marking right answers wrong (:mod:`~euchre_teach.strategy.
habits`). So the judge keeps them, and the words do not praise them.

Every verdict stays the judge's: only the words move. For the rule's own card, the habit
sentence (:mod:`~euchre_teach.course.habit_words`) is said without the other cards, which go
to the fold (:func:`habit_first`); where every accepted card does the same work as the
learner's, the "Yes" says so in a few words (:func:`equal_cards`).
"""

from __future__ import annotations

from collections.abc import Sequence

from euchre_teach.core.actions import Action
from euchre_teach.core.rules import effective_suit, trick_rank
from euchre_teach.core.view import View
from euchre_teach.course.guided_figures import choice_words
from euchre_teach.course.habit_words import HABIT_KEPT, NOT_BY_MUCH
from euchre_teach.strategy.advice import listed, upper_first
from euchre_teach.strategy.habits import touching

__all__ = ["BEST", "equal_cards", "habit_first", "yes_parts"]

BEST = "one of the best {} here"
"""What a guided hand's "Yes" calls the learner's choice beside others as good (``cards``
or ``choices``): said of the rule of thumb's choice or one that follows it as well, never
of a choice that breaks the habit (:func:`yes_parts`, and the hand's log,
:func:`widgets.guided_words.learner_line`)."""


def habit_first(words: str, act: Action) -> tuple[str, str]:
    """For the rule's own card (played or discarded), its habit sentence without the other
    cards that are not wrong by much, and that clause as a sentence for the fold: the
    rule's card is the teaching point. Any other sentence is kept whole: a card that breaks
    the habit is told so after the habit, in the same sentence, and a bid's sentence, or
    one where another choice scored more (it names no habit), says both.

    >>> habit_first("A♠ is the rule of thumb's choice, the habit to keep; Q♣ is not wrong by"
    ...             " much here.", Action.parse("play AS"))
    ("A♠ is the rule of thumb's choice, the habit to keep.", 'Q♣ is not wrong by much here.')
    >>> habit_first("K♥ is the habit to build: K♥ takes the trick; your Q♣ is not wrong by"
    ...             " much here.", Action.parse("play QC"))[1]
    ''
    """
    head, _, rest = words.partition("; ")
    plural = NOT_BY_MUCH.replace(" is ", " are ", 1)
    if act.card is None or not head.endswith(HABIT_KEPT) or not rest.endswith(
            (f"{NOT_BY_MUCH}.", f"{plural}.")):  # fmt: skip
        return words, ""
    return f"{head}.", upper_first(rest)


def equal_cards(act: Action, others: Sequence[str], view: View) -> str:
    """Where every other accepted card (``others``) does the same work as the learner's
    (:func:`~euchre_teach.strategy.habits.touching`: no card in play ranks between them),
    the answer in a few words, naming none "one of the best": from a run of the highest
    trumps in play, that beat the trick, "any of your top trumps wins this trick" ("either"
    of two);
    else "9♣ and 10♣ are equal here"; "" otherwise."""
    cards = [c for c in (act.card, *(Action.parse(a).card for a in others)) if c is not None]
    if not others or len(cards) != len(others) + 1:
        return ""
    if not all(touching(one, two, view) for one in cards for two in cards if one is not two):
        return ""
    trump = view.trump
    if trump is not None and all(effective_suit(c, trump) is trump for c in cards):
        led = effective_suit(view.trick[0], trump) if view.trick else trump
        low = min(trick_rank(c, trump, led) for c in cards)
        if not any(trick_rank(c, trump, led) > low for c in (*view.unseen_cards(), *view.trick)):
            return f"{'either' if len(cards) == 2 else 'any'} of your top trumps wins this trick"
    return f"{listed([c.label() for c in cards])} are equal here"


def yes_parts(act: Action, others: list[str], works: str, view: View, dealer: bool
              ) -> tuple[str, list[str], str, str]:  # fmt: skip
    """The parts of a guided hand's "Yes" to the recorded choice beside other accepted ones
    (``others``, which follow the rule as well; ``works``, the sentence for those that do
    not): the learner's choice as the sentence's subject, the others still to name, the
    habit sentence, and what goes to the "Why?" fold."""
    works, aside = habit_first(works, act)
    same = "" if works else equal_cards(act, others, view)
    if same:
        return same, [], works, aside
    mine = (f"{act.card.label()} is {BEST.format('cards')}" if act.card is not None
            else f"{choice_words(act, dealer)} is {BEST.format('choices')}")
    return mine, others, works, aside
