"""Quiz questions as plain data, their answer keys computed by the rules core.

A question is one of five frozen dataclasses. Anyone may build them (the drills build
thousands); the ``*_question`` helpers here build them from a position, so the correct
answer and every option's explanation come from the engine, never from hand-typed keys.

>>> q = who_wins_question("AD JD KD 9H", trump="H", leader=1)
>>> q.winner, check(q, 2).correct, check(q, "East").correct
(2, True, False)
>>> print(check(q, 1).explanation)  # doctest: +ELLIPSIS
Not East: A♦ followed suit, but a trump beats every diamond. J♦ (South) wins: ...

A generator is any callable that returns a question: ``Quiz(lambda: make_one(rng))``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Union

from euchre_teach import Card, Suit, hand_score, legal_plays, trick_winner
from euchre_teach.core.explain import (
    card_identity,
    explain_play,
    explain_plays,
    explain_trick,
    list_cards,
)
from euchre_teach.core.rules import bower, effective_suit, ranked
from euchre_teach.core.seats import SEAT_NAMES, TEAM_NAMES, parse_seat
from widgets.faces import card_codes, parse_trump

__all__ = [
    "Feedback",
    "MultipleChoice",
    "Option",
    "OrderCards",
    "PickCards",
    "Question",
    "QuestionSource",
    "WhoWins",
    "check",
    "chosen_seat",
    "legal_cards_question",
    "order_question",
    "score_hand_question",
    "who_wins_question",
]


@dataclasses.dataclass(frozen=True)
class Option:
    """One answer of a multiple-choice question, with the explanation shown when chosen."""

    text: str
    correct: bool
    explanation: str
    #: The words on its button, when they say more than ``text``: a bid names the upcard as
    #: the game tables do ("Order up K♥" for the stored "Order up"). The answer, what is
    #: saved and what comes back in Review, is still ``text``.
    button: str = ""


@dataclasses.dataclass(frozen=True)
class MultipleChoice:
    """Choose one option. ``cards`` (codes) and ``trump`` (a letter) are shown above it.

    "Score this hand" questions are multiple choice too (see :func:`score_hand_question`).
    """

    prompt: str
    options: tuple[Option, ...]
    cards: tuple[str, ...] = ()
    trump: str = ""
    topic: str = ""
    id: str = ""


@dataclasses.dataclass(frozen=True)
class PickCards:
    """Tap every card that fits (e.g. "every card you may play"); ``correct`` is the set.

    ``explanations`` maps each card code to why it is or is not one of them; ``trick``
    holds the cards already played, shown above the hand. ``summary``, when given, is the
    feedback for any answer (after what was picked wrongly): the rule said once, then the
    cards, instead of one explanation per card.
    """

    prompt: str
    cards: tuple[str, ...]
    correct: frozenset[str]
    explanations: Mapping[str, str]
    trump: str = ""
    trick: tuple[str, ...] = ()
    topic: str = ""
    id: str = ""
    summary: str = ""
    #: The seat that played each card of ``trick`` (0 North ... 3 West), to name under it.
    trick_seats: tuple[int, ...] = ()


@dataclasses.dataclass(frozen=True)
class WhoWins:
    """Which seat wins this trick? ``trick`` is ``((seat, code), ...)`` in play order;
    ``explanations`` maps each seat in the trick to the feedback for choosing it."""

    prompt: str
    trick: tuple[tuple[int, str], ...]
    trump: str
    winner: int
    explanations: Mapping[int, str]
    topic: str = ""
    id: str = ""


@dataclasses.dataclass(frozen=True)
class OrderCards:
    """Put ``cards`` in order from highest to lowest under ``trump``; ``correct`` is that
    order and ``explanations`` says where each card ranks and why."""

    prompt: str
    cards: tuple[str, ...]
    trump: str
    correct: tuple[str, ...]
    explanations: Mapping[str, str]
    topic: str = ""
    id: str = ""


Question = Union[MultipleChoice, PickCards, WhoWins, OrderCards]  # noqa: UP007
#: A fixed list of questions, or a generator: any callable returning the next question.
QuestionSource = Union[Sequence[Question], Callable[[], Question]]  # noqa: UP007


@dataclasses.dataclass(frozen=True)
class Feedback:
    """The verdict on one answer: right or wrong, and why (always with the reason)."""

    correct: bool
    explanation: str


# --------------------------------------------------------------------- checking


def check(question: Question, response: object) -> Feedback:
    """Judge ``response`` to ``question``.

    Responses: an option index or its text (multiple choice); card codes (pick the cards,
    order the cards: highest first); a seat, seat name or the card it played (who wins).
    Text that is not an answer raises ValueError.
    """
    if isinstance(question, MultipleChoice):
        return _check_choice(question, response)
    if isinstance(question, PickCards):
        return _check_pick(question, _codes(response))
    if isinstance(question, WhoWins):
        return _check_who_wins(question, response)
    return _check_order(question, _codes(response))


def _codes(response: object) -> list[str]:
    if isinstance(response, str | Card):
        return card_codes([response] if isinstance(response, Card) else response)
    if isinstance(response, Iterable):
        return card_codes(list(response))
    raise ValueError(f"expected cards such as ['JH', 'JD'], not {response!r}")


def _check_choice(question: MultipleChoice, response: object) -> Feedback:
    if isinstance(response, int) and not isinstance(response, bool):
        if not 0 <= response < len(question.options):
            raise ValueError(f"there is no option {response}")
        option = question.options[response]
    else:
        matches = [o for o in question.options if o.text == response]
        if not matches:
            raise ValueError(f"{response!r} is not one of the options")
        option = matches[0]
    return Feedback(option.correct, option.explanation)


def _check_pick(question: PickCards, picked: list[str]) -> Feedback:
    chosen = set(picked)
    stray = chosen - set(question.cards)
    if stray:
        raise ValueError(f"{', '.join(sorted(stray))} is not one of the cards shown")
    wrong_in = sorted(chosen - question.correct, key=question.cards.index)
    missed = sorted(question.correct - chosen, key=question.cards.index)
    if not wrong_in and not missed:
        right = [c for c in question.cards if c in question.correct]
        return Feedback(True, question.summary or _once(question.explanations[c] for c in right))
    head = []
    if wrong_in:
        head.append(f"you picked {_labels(wrong_in)} by mistake")
    if missed:
        head.append(f"you left out {_labels(missed)}")
    summary = " and ".join(head)
    why = question.summary or _once(question.explanations[c] for c in [*wrong_in, *missed])
    return Feedback(False, f"{summary[0].upper()}{summary[1:]}. {why}")


def _labels(codes: Sequence[str]) -> str:
    return list_cards([Card.parse(c) for c in codes])


def _once(texts: Iterable[str]) -> str:
    """The texts joined, each said once (cards often share one reason word for word)."""
    return " ".join(dict.fromkeys(texts))


def chosen_seat(question: WhoWins, response: object) -> int:
    """The seat a response to a who-wins question names: a seat number, a seat name, or
    the card that seat played. Anything else raises ValueError."""
    seats = [seat for seat, _ in question.trick]
    seat: int | None = None
    if isinstance(response, int) and not isinstance(response, bool):
        seat = response
    elif isinstance(response, str):
        codes = [code for _, code in question.trick]
        try:
            seat = parse_seat(response)
        except ValueError:
            code = card_codes([response])[0]
            if code in codes:
                seat = seats[codes.index(code)]
    if seat is None or seat not in seats:
        raise ValueError(f"{response!r} did not play to this trick")
    return seat


def _check_who_wins(question: WhoWins, response: object) -> Feedback:
    seat = chosen_seat(question, response)
    return Feedback(seat == question.winner, question.explanations[seat])


def _ranking_reason(question: OrderCards) -> str:
    """Why the order is right, in one sentence: which cards are trumps, the bowers first,
    then the plain cards below every trump."""
    trump = parse_trump(question.trump)
    cards = [Card.parse(c) for c in question.correct]
    if trump is None:
        return ""
    trumps = [c for c in cards if effective_suit(c, trump) is trump]
    plain = [c for c in cards if effective_suit(c, trump) is not trump]
    parts = []
    for card in trumps:
        kind = bower(card, trump)
        if kind == "right":
            parts.append(f"the right bower {card.label()}")
        elif kind == "left":
            parts.append(f"the left bower {card.label()} (a {trump.plural[:-1]} this hand)")
        else:
            parts.append(card.label())
    sentence = f"{trump.plural.capitalize()} are trump"
    if parts:
        sentence += ", so the trumps come first, highest first: " + ", then ".join(parts)
    if plain:
        sentence += (
            f"; below every trump come the plain cards {list_cards(plain)}"
            if parts
            else f"; none of these cards is a trump: plain cards {list_cards(plain)}"
        )
    return sentence + "."


def _check_order(question: OrderCards, order: list[str]) -> Feedback:
    if sorted(order) != sorted(question.cards):
        raise ValueError("put every card in the order once: " + " ".join(question.cards))
    if tuple(order) == question.correct:
        labels = " > ".join(Card.parse(c).label() for c in question.correct)
        return Feedback(True, f"{_ranking_reason(question)} The order is {labels}.")
    first_wrong = next(
        i for i, (a, b) in enumerate(zip(order, question.correct, strict=True)) if a != b
    )
    expected = question.correct[first_wrong]
    placed = order[first_wrong]
    labels = " > ".join(Card.parse(c).label() for c in question.correct)
    return Feedback(
        False,
        f"Place {first_wrong + 1} belongs to {Card.parse(expected).label()},"
        f" not {Card.parse(placed).label()}. {question.explanations[expected]}"
        f" {question.explanations[placed]} The order is {labels}.",
    )


# --------------------------------------------------------------------- builders


def legal_cards_question(
    hand: Iterable[Card | str] | str,
    trick: Iterable[Card | str] | str,
    trump: Suit | str,
    prompt: str = "",
) -> PickCards:
    """ "Tap every card you may play": the answer is the core's ``legal_plays``.

    >>> q = legal_cards_question("JD QD 9C AS", "AD", "H")
    >>> sorted(q.correct)
    ['QD']
    """
    suit = parse_trump(trump)
    assert suit is not None, "a legal-play question needs a trump suit"
    cards = [Card.parse(c) for c in card_codes(hand)]
    played = [Card.parse(c) for c in card_codes(trick)]
    legal = legal_plays(cards, played, suit)
    if not prompt:
        lead = f"{played[0].label()} was led" if played else "You are leading"
        prompt = f"{suit.plural.capitalize()} are trump. {lead}. Tap every card you may play."
    return PickCards(
        prompt=prompt,
        cards=tuple(str(c) for c in cards),
        correct=frozenset(str(c) for c in legal),
        explanations={str(c): explain_play(c, cards, played, suit) for c in cards},
        trump=suit.letter,
        trick=tuple(str(c) for c in played),
        topic="follow suit",
        summary=explain_plays(cards, played, suit),
    )


def who_wins_question(
    trick: Iterable[Card | str] | str, trump: Suit | str, leader: int, prompt: str = ""
) -> WhoWins:
    """ "Who wins this trick?" for cards played in order from ``leader``; the winner comes
    from the core's ``trick_winner`` and the reason from ``explain_trick``."""
    suit = parse_trump(trump)
    cards = [Card.parse(c) for c in card_codes(trick)]
    seats = [(leader + i) % 4 for i in range(len(cards))]
    win = trick_winner(cards, suit)
    reason = explain_trick(cards, suit, seats)
    led = effective_suit(cards[0], suit)
    explanations = {}
    for position, (seat, card) in enumerate(zip(seats, cards, strict=True)):
        if position == win:
            explanations[seat] = reason
            continue
        explanations[seat] = f"Not {SEAT_NAMES[seat]}: {_why_not(card, cards, suit, led)}. {reason}"
    if not prompt:
        trump_text = f"{suit.plural.capitalize()} are trump" if suit is not None else "No trump"
        prompt = f"{trump_text}. {SEAT_NAMES[leader]} led. Who wins this trick?"
    return WhoWins(
        prompt=prompt,
        trick=tuple((seat, str(card)) for seat, card in zip(seats, cards, strict=True)),
        trump=suit.letter if suit is not None else "",
        winner=seats[win],
        explanations=explanations,
        topic="trick winner",
    )


def _why_not(card: Card, cards: Sequence[Card], trump: Suit | None, led: Suit) -> str:
    """Why a card that was played does not win the trick, in one phrase."""
    suit = effective_suit(card, trump)
    if trump is not None and suit is trump:
        return f"{card_identity(card, trump)}, lost to a higher trump"
    if suit is not led:
        return f"{card.label()} is of another plain suit, and that never wins, however high"
    trumped = trump is not None and any(effective_suit(c, trump) is trump for c in cards)
    if trumped:
        return f"{card.label()} followed suit, but a trump beats every {led.plural[:-1]}"
    return f"{card.label()} followed suit, but a higher {led.plural[:-1]} was played"


def score_hand_question(
    maker_tricks: int,
    *,
    alone: bool = False,
    defender_alone: bool = False,
    makers: int = 0,
    prompt: str = "",
) -> MultipleChoice:
    """ "Score this hand": the right option comes from the core's ``hand_score``; the
    distractors are the usual slips (the wrong side, 2 for a march alone, 4 for a euchre).

    >>> q = score_hand_question(5, alone=True)
    >>> [o.text for o in q.options if o.correct]
    ['North-South score 4']
    """
    side, points = hand_score(maker_tricks, alone=alone, defender_alone=defender_alone)
    team = makers if side == "makers" else 1 - makers
    right = f"{TEAM_NAMES[team]} score {points}"
    who = f"{TEAM_NAMES[makers]} made trump" + (" and went alone" if alone else "")
    if defender_alone:
        who += f", and a player of {TEAM_NAMES[1 - makers]} defended alone"
    facts = f"{who} and took {maker_tricks} trick{'s' if maker_tricks != 1 else ''}."
    reason = _score_reason(maker_tricks, alone, defender_alone, points)
    candidates = [(makers, 1), (makers, 2), (makers, 4), (1 - makers, 2), (1 - makers, 4)]
    options = []
    for cand_team, cand_points in candidates:
        text = f"{TEAM_NAMES[cand_team]} score {cand_points}"
        if text == right:
            options.append(Option(text, True, reason))
        else:
            options.append(Option(text, False, f"No: {reason} So the answer is {right}."))
    return MultipleChoice(
        prompt=prompt or f"{facts} Who scores, and how many points?",
        options=tuple(options),
        topic="scoring",
    )


def _score_reason(tricks: int, alone: bool, defender_alone: bool, points: int) -> str:
    if tricks == 5:
        return ("Five tricks alone is a march by a lone hand: 4 points." if alone
                else "All five tricks is a march: 2 points for the makers.")  # fmt: skip
    if tricks >= 3:
        return f"{tricks} tricks is enough to make it (three or four tricks score 1 point," + (
            " even for a lone hand)." if alone else " five would score 2)."
        )
    if defender_alone:
        return (f"With only {tricks} tricks the makers are euchred, and a lone defender who"
                " euchres a lone maker scores 4.")  # fmt: skip
    return (f"With only {tricks} trick{'s' if tricks != 1 else ''} the makers are euchred:"
            " the defenders score 2.")  # fmt: skip


def order_question(
    cards: Iterable[Card | str] | str, trump: Suit | str, prompt: str = ""
) -> OrderCards:
    """ "Order from highest to lowest": the answer is the core's ``ranked``.

    >>> order_question("AH JD 9H JH", "H").correct
    ('JH', 'JD', 'AH', '9H')
    """
    suit = parse_trump(trump)
    assert suit is not None, "an ordering question needs a trump suit"
    shown = [Card.parse(c) for c in card_codes(cards)]
    order = ranked(shown, suit)
    explanations = {}
    for place, card in enumerate(order, start=1):
        if effective_suit(card, suit) is suit:
            # "J♣, the right bower (the highest trump)" -> "J♣ is the right bower (…)"
            identity = card_identity(card, suit).replace(", ", " is ", 1)
        else:
            identity = f"{card.label()} is a plain {card.suit.plural[:-1]}, below every trump"
        explanations[str(card)] = f"{identity}: it is number {place} here."
    return OrderCards(
        prompt=prompt
        or f"{suit.plural.capitalize()} are trump. Tap the cards from highest to lowest.",
        cards=tuple(str(c) for c in shown),
        trump=suit.letter,
        correct=tuple(str(c) for c in order),
        explanations=explanations,
        topic="ranking",
    )
