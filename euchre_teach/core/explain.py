"""Plain-words explanations of the rules, for refused actions, feedback and hints.

Every sentence here is product text: it is written for someone at their first table,
names the cards, and says which rule applies and why.

>>> from textwrap import fill
>>> hearts = Suit.HEARTS
>>> hand = [Card.parse(t) for t in ("JD", "QD", "9C")]
>>> print(fill(explain_play(Card.parse("JD"), hand, [Card.parse("AD")], hearts)))
Not allowed: A♦ was led, so you must follow diamonds, and you hold Q♦.
J♦ is not a diamond while hearts are trump: it is the left bower, a
heart, so playing it here would be a renege.
"""

from __future__ import annotations

from collections.abc import Sequence

from euchre_teach.core.actions import Action, Kind
from euchre_teach.core.cards import Card, Rank, Suit, format_cards
from euchre_teach.core.rules import bower, bower_card, effective_suit, legal_plays, trick_winner
from euchre_teach.core.seats import SEAT_NAMES, seat_name

__all__ = [
    "action_done",
    "action_phrase",
    "card_identity",
    "explain_play",
    "explain_plays",
    "explain_trick",
    "list_cards",
    "renege_note",
    "singular",
    "tricks_taken",
]


def list_cards(cards: Sequence[Card]) -> str:
    """Cards in a sentence: ``"Q♦"``, ``"A♣ and K♣"``, ``"A♣, K♣ and Q♣"``."""
    labels = [card.label() for card in cards]
    if len(labels) <= 1:
        return "".join(labels)
    return f"{', '.join(labels[:-1])} and {labels[-1]}"


def tricks_taken(count: int) -> str:
    """A number of tricks after "took": ``"no tricks"``, ``"only 1 trick"``, ``"only 2 tricks"``
    for a side short of three, ``"4 tricks"`` otherwise (never "only 0 tricks").

    >>> tricks_taken(0), tricks_taken(1), tricks_taken(2), tricks_taken(4)
    ('no tricks', 'only 1 trick', 'only 2 tricks', '4 tricks')
    """
    if count == 0:
        return "no tricks"
    words = f"{count} trick{'s' if count != 1 else ''}"
    return f"only {words}" if count < 3 else words


def singular(suit: Suit) -> str:
    """``"heart"`` for hearts: for phrases like "a heart"."""
    return suit.plural[:-1]


def card_identity(card: Card, trump: Suit | None) -> str:
    """What a card is under this trump, in words: ``"J♦, the left bower (a heart)"``."""
    kind = bower(card, trump)
    if kind == "right" and trump is not None:
        return f"{card.label()}, the right bower (the highest trump)"
    if kind == "left" and trump is not None:
        return f"{card.label()}, the left bower (a {singular(trump)} this hand)"
    if trump is not None and card.suit is trump:
        return f"{card.label()}, a trump"
    return card.label()


def _jack_note(card: Card, trump: Suit) -> str:
    """Why a jack of the other colour is no bower: ``"J♦ is no trump while clubs are trump:
    the bowers are J♣ and J♠, the jacks of the black suits; J♦ is an ordinary diamond."``"""
    right, left = bower_card(trump, "right"), bower_card(trump, "left")
    return (
        f"{card.label()} is no trump while {trump.plural} are trump: the bowers are"
        f" {right.label()} and {left.label()}, the jacks of the {trump.colour.value} suits;"
        f" {card.label()} is an ordinary {singular(card.suit)}."
    )


def _left_bower_note(card: Card, trump: Suit) -> str:
    return (
        f"{card.label()} is not a {singular(card.suit)} while {trump.plural} are trump:"
        f" it is the left bower, a {singular(trump)}"
    )


def explain_play(
    card: Card, hand: Sequence[Card], trick: Sequence[Card], trump: Suit | None
) -> str:
    """Why playing ``card`` from ``hand`` to ``trick`` is allowed or not, naming the cards.

    The text starts with "Allowed:" or "Not allowed:".
    """
    if not trick:
        return f"Allowed: you are leading, and a leader may play any card, {card.label()} too."
    led, lead_text, followers = _lead(hand, trick, trump)
    if card in legal_plays(hand, trick, trump):
        return "Allowed: " + _why_allowed(card, hand, followers, lead_text, led, trump)
    text = (
        f"Not allowed: {lead_text}, so you must follow {led.plural}, and you hold"
        f" {list_cards(followers)}."
    )
    if trump is not None and bower(card, trump) == "left" and card.suit is led:
        return f"{text} {_left_bower_note(card, trump)}, so playing it here would be a renege."
    if trump is not None and led is trump and any(bower(c, trump) == "left" for c in followers):
        left = next(c for c in followers if bower(c, trump) == "left")
        text += f" {left.label()} counts as a {singular(trump)} this hand: it is the left bower."
    if trump is not None and bower(card, trump) == "left":
        return (f"{text} {card.label()} is the left bower, a {singular(trump)} while"
                f" {trump.plural} are trump, and only a player with no {led.plural} may"
                " trump.")  # fmt: skip
    if trump is not None and effective_suit(card, trump) is trump:
        return f"{text} {card.label()} is a trump: only a player with no {led.plural} may trump."
    return (f"{text} Only a player with no {led.plural} may throw off another card,"
            f" such as {card.label()}.")  # fmt: skip


def explain_plays(hand: Sequence[Card], trick: Sequence[Card], trump: Suit | None) -> str:
    """Which cards of ``hand`` may be played to ``trick``, the rule said once.

    >>> from textwrap import fill
    >>> hand = [Card.parse(t) for t in ("JC", "AS", "KS", "9S")]
    >>> print(fill(explain_plays(hand, [Card.parse("QC")], Suit.SPADES)))
    Q♣ was led, and you have no clubs, so you may play any card: trump to
    win, or throw off. J♣ is not a club while spades are trump: it is the
    left bower, a spade, so it does not follow clubs. You may play J♣, A♠,
    K♠ and 9♠.
    """
    if not trick:
        return f"You are leading, and a leader may play any card: {list_cards(hand)}."
    led, lead_text, followers = _lead(hand, trick, trump)
    lefts = [c for c in hand if trump is not None and bower(c, trump) == "left"]
    if not followers:
        notes = "".join(
            f" {_left_bower_note(c, trump)}, so it does not follow {led.plural}."
            for c in lefts if trump is not None and c.suit is led
        )  # fmt: skip
        if trump is not None:
            notes += "".join(f" {_jack_note(c, trump)}" for c in hand
                             if c.rank is Rank.JACK and bower(c, trump) is None)  # fmt: skip
        has_trump = trump is not None and any(effective_suit(c, trump) is trump for c in hand)
        choice = ("with no trump you cannot win this trick, so throw off the card you need least"
                  if led is trump or not has_trump else "trump to win, or throw off")  # fmt: skip
        return (
            f"{lead_text}, and you have no {led.plural}, so you may play any card: {choice}."
            f"{notes} You may play {list_cards(hand)}."
        )
    others = [c for c in hand if c not in followers]
    text = f"{lead_text}, so you must follow {led.plural}: you may play {list_cards(followers)}."
    for left in lefts:
        assert trump is not None
        if left in followers:
            text += f" {left.label()} counts as a {singular(trump)} this hand: the left bower."
        elif left.suit is led:
            text += f" {_left_bower_note(left, trump)}, so playing it here would be a renege."
    if others:
        text += (
            f" {list_cards(others)} may not be played: only a player with no {led.plural}"
            " may trump or throw off another card."
        )
    return text


def renege_note(
    card: Card, hand: Sequence[Card], trick: Sequence[Card], trump: Suit | None
) -> str:
    """What a renege is and what it costs, for a table that lets one be played.

    >>> from textwrap import fill
    >>> hand = [Card.parse(t) for t in ("QS", "AD")]
    >>> print(fill(renege_note(Card.parse("AD"), hand, [Card.parse("KS")], Suit.HEARTS)))
    Playing A♦ here would be a renege: K♠ was led, so you must follow
    spades, and you hold Q♠. This table does not stop a renege, but the
    other side may claim it: they score 2 points (4 if a defender reneged
    against a lone hand) and the hand ends at once.
    """
    why = explain_play(card, hand, trick, trump).removeprefix("Not allowed: ")
    why = why.split(" Only a player with no ")[0]
    return (
        f"Playing {card.label()} here would be a renege: {why} This table does not stop a"
        " renege, but the other side may claim it: they score 2 points (4 if a defender"
        " reneged against a lone hand) and the hand ends at once."
    )


def action_phrase(action: Action, *, dealer: bool = False, partner: bool = False) -> str:
    """An action in words, to follow "you may" or "not": ``"name ♥ hearts, alone"``,
    ``"play A♠"``, ``"order up the upcard"``; for the ``dealer``, the words of the dealer's
    button (lesson 5: the dealer takes the upcard up; the dealer's ``partner`` orders it up,
    as any other player does).

    >>> action_phrase(Action.parse("order"), partner=True)
    'order up the upcard'
    >>> action_phrase(Action.parse("order"), dealer=True)
    'take the upcard up'
    >>> action_phrase(Action.parse("order alone"), dealer=True)
    'take the upcard up, alone'
    """
    alone = ", alone" if action.alone else ""
    if action.kind is Kind.ORDER and dealer:
        return "take the upcard up" + alone
    if action.kind is Kind.CALL and action.suit is not None:
        return f"name {action.suit.symbol} {action.suit.plural}{alone}"
    if action.card is not None:
        return f"{action.kind.value} {action.card.label()}"
    words = {Kind.PASS: "pass", Kind.ORDER: "order up the upcard",
             Kind.DEFEND_ALONE: "defend alone", Kind.CLAIM_RENEGE: "claim a renege",
             Kind.IN: "stay in", Kind.OUT: "drop out"}  # fmt: skip
    return words[action.kind] + alone


def action_done(
    seat: int, action: Action, *, you: int | None = None, names: Sequence[str] = SEAT_NAMES,
    dealer: int | None = None,
) -> str:
    """What a seat did, as a sentence: ``"East named hearts and went alone."``,
    ``"You played A♠."`` (``you``: the seat spoken to as "you"; ``names``: the seats'
    names, the four-player table's unless given; ``dealer``: the dealer's seat, who *takes*
    the upcard up rather than ordering it up).

    >>> action_done(2, Action.parse("order"), you=2, dealer=2)
    'You took up the upcard.'
    >>> action_done(2, Action.parse("order"), you=2, dealer=0)
    'You ordered up the upcard: it goes to your partner, the dealer.'
    """
    who = "You" if seat == you else names[seat]
    alone = " and went alone" if action.alone else ""
    if action.kind is Kind.CALL and action.suit is not None:
        return f"{who} named {action.suit.plural}{alone}."
    if action.kind is Kind.ORDER:
        verb = "took up" if seat == dealer else "ordered up"
        if dealer is not None and len(names) == 4 and (seat + 2) % 4 == dealer and not alone:
            # The dealer's partner orders it up, to their own partner (lesson 5).
            whose = "your" if seat == you else "their"
            return f"{who} ordered up the upcard: it goes to {whose} partner, the dealer."
        return f"{who} {verb} the upcard{alone}."
    if action.card is not None:
        verb = "played" if action.kind is Kind.PLAY else "discarded"
        return f"{who} {verb} {action.card.label()}."
    if action.kind is Kind.DEFEND_ALONE:
        return f"{who} {'defend' if who == 'You' else 'defends'} alone."
    if action.kind is Kind.CLAIM_RENEGE:
        return f"{who} claimed a renege."
    if action.kind is Kind.IN:
        return f"{who} {'stay' if who == 'You' else 'stays'} in."
    if action.kind is Kind.OUT:
        return f"{who} {'drop' if who == 'You' else 'drops'} out."
    return f"{who} passed."


def _lead(
    hand: Sequence[Card], trick: Sequence[Card], trump: Suit | None
) -> tuple[Suit, str, list[Card]]:
    """The suit led, the lead in words, and the cards of ``hand`` that follow it."""
    led = effective_suit(trick[0], trump)
    return led, _lead_text(trick[0], led, trump), [
        c for c in hand if effective_suit(c, trump) is led
    ]


def _lead_text(lead: Card, led: Suit, trump: Suit | None) -> str:
    if trump is not None and bower(lead, trump) == "left":
        return f"{lead.label()}, the left bower, was led (a trump lead)"
    if led is trump:
        return f"{lead.label()} was led, a trump"
    return f"{lead.label()} was led"


def _why_allowed(card: Card, hand: Sequence[Card], followers: Sequence[Card], lead_text: str,
                 led: Suit, trump: Suit | None) -> str:  # fmt: skip
    """Why ``card`` may be played. With no card of the suit led, a left bower of that
    printed suit in ``hand`` is named, played or not (expert49: "you have no diamonds" with
    J♦ in the hand left the learner to wonder about J♦).

    >>> hand = [Card.parse(t) for t in ("JD", "9C", "AS", "KS")]
    >>> said = _why_allowed(Card.parse("AS"), hand, [], "A♦ was led", Suit.DIAMONDS,
    ...                     Suit.HEARTS)
    >>> from textwrap import fill
    >>> print(fill(said.partition("throw off. ")[2]))
    J♦ is not a diamond while hearts are trump: it is the left bower, a
    heart, so it does not follow diamonds.
    """
    if followers:
        note = ""
        if trump is not None and bower(card, trump) == "left":
            note = f" {card.label()} counts as a {singular(trump)} here: it is the left bower."
        return f"{lead_text}, and {card.label()} follows suit.{note}"
    note = ""
    lefts = [c for c in hand if trump is not None and bower(c, trump) == "left" and c.suit is led]
    if trump is not None and lefts:  # played or not, it is the card a learner wonders about
        note = f" {_left_bower_note(lefts[0], trump)}, so it does not follow {led.plural}."
    elif trump is not None and bower(card, trump) == "left":
        note = f" {card.label()} is the left bower, a trump."
    choice = ("with no trump, it cannot win this trick, so throw off the card you need least"
              if led is trump else "trump to win, or throw off")  # fmt: skip
    return (
        f"{lead_text}, and you have no {led.plural}, so you may play any card:"
        f" {choice}.{note}"
    )


def explain_trick(trick: Sequence[Card], trump: Suit | None, seats: Sequence[int] = ()) -> str:
    """Why the winner of a complete (or partial) trick is winning it.

    >>> from textwrap import fill
    >>> cards = [Card.parse(t) for t in ("AD", "JD", "KD")]
    >>> print(fill(explain_trick(cards, Suit.HEARTS)))
    J♦ wins: it is the left bower, a trump, and a trump beats every card
    of the suit led (diamonds). Only the right bower ranks above it.
    """
    if not trick:
        return "No card has been played to this trick yet."
    winner = trick[trick_winner(trick, trump)]
    who = f" ({seat_name(seats[trick.index(winner)])})" if seats else ""
    led = effective_suit(trick[0], trump)
    trumps = [c for c in trick if trump is not None and effective_suit(c, trump) is trump]
    kind = bower(winner, trump)
    if kind == "right":
        return f"{winner.label()}{who} wins: it is the right bower, the highest card in the game."
    if kind == "left":
        # the other trumps it beats, by name (walk19: the ace of trump under it went unsaid)
        under = [c for c in trumps if c != winner]
        named = [f"{c.label()}, the ace of trump" if c.rank is Rank.ACE else c.label()
                 for c in under]
        beaten = ""
        if under and led is not trump:
            listed = named[0] if len(named) == 1 else f"{', '.join(named[:-1])} and {named[-1]}"
            beaten = f": it beats {listed}, too"
        reason = (
            f"{winner.label()}{who} wins: it is the left bower, a trump, and a trump beats every"
            f" card of the suit led ({led.plural}). Only the right bower ranks above it{beaten}."
        )
        return reason if led is not trump else (
            f"{winner.label()}{who} wins: it is the left bower, second only to the right bower."
        )
    if trumps and trump is not None:
        if led is trump:
            return f"{winner.label()}{who} wins: it is the highest trump played."
        others = [c for c in trumps if c is not winner]
        beaten = f", above {format_cards(others)}" if others else ""
        return (
            f"{winner.label()}{who} wins: {led.plural} were led, but a trump beats any card of"
            f" another suit, and {winner.label()} is the highest trump played{beaten}."
        )
    offs = [c for c in trick if effective_suit(c, trump) is not led]
    off_note = ""
    if offs:
        off_note = (
            f" {format_cards(offs)} cannot win, however high: a card of another plain suit"
            f" never beats the suit led."
        )
    return (
        f"{winner.label()}{who} wins: no trump was played, so the highest {singular(led)}"
        f" (the suit led) takes the trick.{off_note}"
    )
