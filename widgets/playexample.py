"""A habit's example drawn as cards: the trump, the trick so far, and your cards, the card to
play marked (lesson 12: "show each habit's example as cards", a cold review by a teacher).

>>> box = play_example("AS KD QD", "D", {"QD": "lead it"}, title="Your hand")
>>> [type(w).__name__ for w in box.children]
['HTML', 'HTML', 'Cards']
>>> box.children[-1].highlight, box.children[-1].captions
(['QD'], ['', '', 'lead it'])
>>> play_example("KC AS 9S", "S", {"AS": "play it"}, trick="AC QC", leader=0)
Traceback (most recent call last):
ValueError: 'AS' cannot be played to A♣ Q♣ holding K♣ A♠ 9♠: the suit led must be followed, with K♣
>>> play_example("9D KH QS", "D", {"9D": "trump it"}, trick="AC", leader=3)
Traceback (most recent call last):
ValueError: 'AC' led by West: North plays next, not South, the example's hand
"""

from __future__ import annotations

import html
from collections.abc import Mapping

import ipywidgets

from euchre_teach.core.cards import Card, Suit, format_cards, parse_cards
from euchre_teach.core.rules import legal_plays
from euchre_teach.core.seats import SEAT_NAMES
from euchre_teach.course.catalogue import LEARNER as SOUTH
from widgets.cards import Cards
from widgets.quiz_words import trick_captions

__all__ = ["play_example"]

PLAYS = ("lead", "play", "throw", "trump")
"""How a mark starts when it names the card played now (the others say "keep", "later" ...)."""


def play_example(hand: str, trump: str, marks: Mapping[str, str], *, trick: str = "",
                 leader: int | None = None, before: str = "", before_leader: int = 2,
                 title: str = "Your hand") -> ipywidgets.VBox:  # fmt: skip
    """The example's cards: ``trump`` named, an earlier trick ``before`` (led by
    ``before_leader``), the trick so far (``trick``, led by ``leader``) and ``hand``, each of
    its cards in ``marks`` highlighted with its caption ("lead it", "keep"). A card marked as
    played now must be one the rules allow: an example never shows a renege."""
    suit = Suit.parse(trump)
    cards, played = parse_cards(hand), parse_cards(trick)
    codes = [str(c) for c in cards]
    unknown = set(marks) - set(codes)
    if unknown or set(cards) & set(played):
        wrong = sorted(unknown) or format_cards(played)
        raise ValueError(f"{wrong!r}: a marked card must be in the example's hand"
                         f" {format_cards(cards)}, and a played card must not")  # fmt: skip
    after = ((leader or 0) + len(played)) % 4  # who plays next to the trick so far
    if played and after != SOUTH:  # expert76: West led, and South played next
        raise ValueError(f"{trick!r} led by {SEAT_NAMES[leader or 0]}: {SEAT_NAMES[after]} plays"
                         f" next, not {SEAT_NAMES[SOUTH]}, the example's hand")  # fmt: skip
    legal = legal_plays(cards, played, suit)
    for code, caption in marks.items():
        if caption.startswith(PLAYS) and Card.parse(code) not in legal:
            raise ValueError(f"{code!r} cannot be played to {format_cards(played)} holding"
                             f" {format_cards(cards)}: the suit led must be followed, with"
                             f" {', '.join(c.label() for c in legal)}")  # fmt: skip
    rows: list[ipywidgets.Widget] = [ipywidgets.HTML(
        f"<p><strong>{suit.plural.capitalize()} {suit.symbol} are trump.</strong></p>")]
    for shown, first, name in ((before, before_leader, "An earlier trick"),
                               (trick, leader, "The trick so far")):  # fmt: skip
        if shown:
            seats = [((first or 0) + i) % 4 for i in range(len(parse_cards(shown)))]
            rows.append(ipywidgets.HTML(f'<p class="et-worked">{name}:</p>'))
            rows.append(Cards(shown, trump=suit, title=name, captions=trick_captions(seats)))
    rows.append(ipywidgets.HTML(f'<p class="et-worked">{html.escape(title)}:</p>'))
    rows.append(Cards(cards, trump=suit, title=title, highlight=list(marks),
                      captions=[marks.get(code, "") for code in codes]))  # fmt: skip
    return ipywidgets.VBox(rows)
