"""Buck Euchre in words: why an action was refused, and what a finished hand scored.

Each refusal names the rule and what may be done instead, for a beginner at the table, from
plain values (cards, seats, suits, a result). The bidding, the discard, a card not held and
following suit are refused with the four-player game's own words
(:mod:`euchre_teach.core.messages`, given Buck's seat names); what is Buck's alone is
written here.

>>> from textwrap import fill
>>> from euchre_teach.core.actions import Action
>>> print(fill(no_going_alone(Action.parse("call H alone"))))
There is no going alone in Buck Euchre: every player already plays for
themselves. Name ♥ hearts without “alone”.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from euchre_teach.buck.rules import BUCK_SEATS, MAKER_NEEDS, BuckResult, BuckRules
from euchre_teach.core import messages
from euchre_teach.core.actions import Action, Kind
from euchre_teach.core.cards import Card, Suit
from euchre_teach.core.explain import action_phrase

__all__ = [
    "ESTIMATE_FOLD",
    "ScoredHand",
    "change_words",
    "hand_over",
    "hint_figures",
    "must_discard",
    "no_going_alone",
    "result_lines",
    "seat_result",
    "trick_words",
    "wrong_in_or_out",
    "wrong_in_play",
]


def _points(n: int) -> str:
    return f"{n} point{'' if n == 1 else 's'}"


def hand_over(result: BuckResult | None) -> str:
    """Any action once the hand is over: thrown in (no ``result``), or scored."""
    if result is None:
        return messages.THROWN_IN
    return "This hand is over and scored. Start the next hand to keep playing."


def no_going_alone(action: Action) -> str:
    """Ordering up or calling alone, which Buck Euchre does not have."""
    return (
        "There is no going alone in Buck Euchre: every player already plays for themselves."
        f" {action_phrase(action).split(',')[0].capitalize()} without “alone”."
    )


def must_discard(upcard: Card, hand: Sequence[Card], action: Action, dirty_clubs: bool) -> str:
    """Anything but the dealer's discard, who may hold the upcard by dirty clubs."""
    taken = None
    if dirty_clubs:
        taken = (
            "A club was turned up, so clubs are trump at once (dirty clubs): the dealer has"
            f" taken the upcard ({upcard.label()})"
        )
    return messages.must_discard(upcard, hand, action, taken)


def wrong_in_or_out(maker: int, trump: Suit, action: Action) -> str:
    """Anything but in or out once ``maker`` has made ``trump``."""
    return (
        f"{BUCK_SEATS[maker]} made {trump.plural} trump. Before play, each other"
        " player says “in” (play, and take at least one trick or be bucked) or “out”"
        f" (sit this hand out, score unchanged), not {action_phrase(action)}."
    )


def wrong_in_play(action: Action, trump: Suit, forced_in: bool, dirty_clubs: bool) -> str:
    """Anything but a card in play: ``forced_in`` when nobody may drop (``dirty_clubs``,
    or clubs at a table where clubs keep everyone in)."""
    if action.kind is Kind.OUT and forced_in:
        reason = (
            "a club was turned up (dirty clubs)"
            if dirty_clubs
            else "clubs are trump, and at this table clubs keep everyone in"
        )
        return (
            f"Nobody may drop this hand: {reason}. Everyone plays, and by this course's rule"
            " each player, the dealer too, needs a trick to avoid being bucked."
        )
    if action.kind in (Kind.IN, Kind.OUT):
        return (
            "Everyone has already said in or out; it is time to play a card,"
            f" not {action_phrase(action)}."
        )
    return messages.play_a_card(trump, action)


def change_words(change: int) -> str:
    """A score change in words, one number and its direction (a Buck score counts down,
    so a sign would read the wrong way): ``"4 off"``, ``"5 added"``, ``"no change"``.

    >>> change_words(-4), change_words(3), change_words(0)
    ('4 off', '3 added', 'no change')
    """
    if change < 0:
        return f"{-change} off"
    if change > 0:
        return f"{change} added"
    return "no change"


def _to_score(change: int, whose: str) -> str:
    """``"4 off West's score"``, ``"5 added to West's score"``."""
    if change < 0:
        return f"{-change} off {whose} score"
    if change > 0:
        return f"{change} added to {whose} score"
    return f"{whose} score unchanged"


def seat_result(
    seat: int, result: BuckResult, maker: int | None, dropped: tuple[int, ...], rules: BuckRules
) -> str:
    """One seat's hand in a sentence, each change in words with one number and its
    direction: ``"South took 3 tricks: 3 off South's score."``; a maker bucked with two
    tricks, ``"..., short of the 3 needed: bucked. The 2 tricks take 2 off and the buck adds
    5, so West's score goes up by 3."``"""
    name = BUCK_SEATS[seat]
    whose = f"{name}'s"
    if seat in dropped:
        return f"{name} dropped out: score unchanged."
    taken = result.tricks[seat]
    role = "made trump and " if seat == maker else ""
    need = MAKER_NEEDS if seat == maker else 1
    text = f"{name} {role}took {taken} trick{'' if taken == 1 else 's'}"
    change = result.changes[seat]
    if seat in result.bucked:
        if change == rules.buck_penalty:
            return f"{text}, short of the {need} needed: bucked, {_to_score(change, whose)}."
        them = "trick takes" if taken == 1 else "tricks take"
        direction = f"goes up by {change}" if change > 0 else f"goes down by {-change}"
        return (
            f"{text}, short of the {need} needed: bucked. The {taken} {them} {taken} off and"
            f" the buck adds {rules.buck_penalty}, so {whose} score {direction}."
        )
    if result.uncontested:
        # expert49: tables differ here (3 tricks, or the hand played out), so the course's
        # rule is said as its own choice
        return (
            f"{text} uncontested: both others dropped out, and this course's rule gives"
            f" the maker all five. {_to_score(change, whose)}."
        )
    return f"{text}: {_to_score(change, whose)}."


def trick_words(
    number: int, seats: Sequence[int], cards: Sequence[Card], winner: int, you: int | None = None
) -> str:
    """One finished trick for the game's history: who led, what each played, who took it
    (``you``: the seat called "you").

    >>> from euchre_teach.core.cards import parse_cards
    >>> trick_words(2, (0, 1, 2), parse_cards("KS 9S JS"), 2, you=2)
    'Trick 2: West led K♠, East played 9♠, you played J♠. You took it with J♠.'
    """
    names = ["you" if s == you else BUCK_SEATS[s] for s in seats]
    plays = [f"{names[0]} led {cards[0].label()}"]
    plays += [f"{n} played {c.label()}" for n, c in zip(names[1:], cards[1:], strict=True)]
    won = cards[list(seats).index(winner)].label()
    taker = "You took" if winner == you else f"{BUCK_SEATS[winner]} took"
    return f"Trick {number}: {', '.join(plays)}. {taker} it with {won}."


ESTIMATE_FOLD = "Your trick estimate, card by card:"
"""Where an in-or-out answer's figures begin, after its reason in cards: the page says the
coach's rules in cards and keeps the estimate's figures in a fold (a teacher's review,
expert48), and the practice folds them at these words (``widgets.quiz_words``)."""


def hint_figures(choices: Sequence[tuple[str, float, bool]], samples: int) -> str:
    """A Buck hint's figures in words: ``choices`` are (the action as words after a comma,
    such as ``"passing"``; the points it takes off your score on average, a buck counting
    as points added; whether it is the rule of thumb's choice), best first.

    >>> print(hint_figures([("passing", 0.07, False), ("ordering up", -0.55, True)], 60))
    Passing leaves your score about 0.6 lower a hand than ordering up, on average (lower is \
better: 0 wins). Played out over 60 deals that fit the cards you can see, on average a hand: \
passing takes 0.07 off your score; ordering up adds 0.55 to your score (the rule of thumb's \
choice).
    """
    if not choices:
        return ""
    each = []
    for words, value, rule in choices:
        if round(value, 2) > 0:
            said = f"takes {value:.2f} off your score"
        elif round(value, 2) < 0:
            said = f"adds {-value:.2f} to your score"
        else:
            said = "leaves your score where it is"
        each.append(f"{words} {said}" + (" (the rule of thumb's choice)" if rule else ""))
    lead = ""
    if len(choices) > 1:
        (first, best, _), (second, next_best, _) = choices[0], choices[1]
        gap = f"{best - next_best:.1f}"
        lead = (
            f"{first[:1].upper()}{first[1:]} and {second} come out about even, on average. "
            if gap == "0.0"
            else f"{first[:1].upper()}{first[1:]} leaves your score about {gap} lower a hand"
            f" than {second}, on average (lower is better: 0 wins). "
        )
    return (
        f"{lead}Played out over {samples} deals that fit the cards you can see, on average a"
        f" hand: {'; '.join(each)}."
    )


class ScoredHand(Protocol):
    """What :func:`result_lines` reads of a scored hand: a
    :class:`~euchre_teach.buck.deal.BuckDeal`, or anything with these four values."""

    @property
    def result(self) -> BuckResult | None: ...
    @property
    def maker(self) -> int | None: ...
    @property
    def dropped(self) -> tuple[int, ...]: ...
    @property
    def rules(self) -> BuckRules: ...


def result_lines(deal: ScoredHand) -> list[str]:
    """Every seat's part in a finished hand, West first."""
    assert deal.result is not None
    return [
        seat_result(seat, deal.result, deal.maker, deal.dropped, deal.rules) for seat in range(3)
    ]
