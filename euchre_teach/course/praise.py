"""Less praise where it teaches nothing: a guided hand's "Yes" to a card said in a few words.

A cold review by an experienced teacher (session 51): "Cut most 'also fine' notes on plays
that are not the teaching point (hand 03's 'Q♣ works too' for not trumping East's K♦; 'A♥
works here too' and 'J♠ works here too' on leads where the rule's card is clearly the
teaching point). Trim the praise on forced or equal plays: 'Yes: K♠ is one of the best
cards here, and so are J♠, J♣ and A♠' when all four are the top four trumps."

Every verdict stays the judge's: only the words move. For a card, the habit sentence
(:mod:`~euchre_teach.course.habit_words`) is said without the other cards that "work here
too", which go to the "More on this" fold (:func:`habit_first`); where every accepted card
does the same work as the learner's, the "Yes" says so in a few words (:func:`equal_cards`).
"""

from __future__ import annotations

from collections.abc import Sequence

from euchre_teach.core.actions import Action
from euchre_teach.core.rules import effective_suit, trick_rank
from euchre_teach.core.view import View
from euchre_teach.course.guided_figures import choice_words
from euchre_teach.course.habit_words import HABIT_KEPT, HABIT_MARK
from euchre_teach.strategy.advice import listed, upper_first
from euchre_teach.strategy.habits import touching

__all__ = ["equal_cards", "habit_first", "yes_parts"]


def habit_first(words: str, act: Action) -> tuple[str, str]:
    """For a card (played or discarded), the habit sentence without the other cards that
    "work here too", and that clause as a sentence for the "More on this" fold: the rule's
    card is the teaching point. A bid's sentence, or one where another card scored more (it
    names no habit), is kept whole.

    >>> habit_first("K♥ is the habit to build: K♥ takes the trick; your Q♣ can work here"
    ...             " too.", Action.parse("play QC"))
    ('K♥ is the habit to build: K♥ takes the trick.', 'Your Q♣ can work here too.')
    >>> habit_first("A♠ is the rule of thumb's choice, the habit to keep; Q♣ works here too.",
    ...             Action.parse("play AS"))[0]
    "A♠ is the rule of thumb's choice, the habit to keep."
    >>> habit_first("Yours is the count's choice, the habit to keep; ordering up works here"
    ...             " too.", Action.parse("pass"))[1]
    ''
    """
    head, _, rest = words.partition("; ")
    if act.card is None or not rest.endswith(" here too.") or not (
            HABIT_MARK in head or head.endswith(HABIT_KEPT)):  # fmt: skip
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
    habit sentence, and what goes to the "More on this" fold."""
    works, aside = habit_first(works, act)
    same = "" if works else equal_cards(act, others, view)
    if same:
        return same, [], works, aside
    mine = (f"{act.card.label()} is one of the best cards here" if act.card is not None
            else f"{choice_words(act, dealer)} is one of the best choices here")
    return mine, others, works, aside
