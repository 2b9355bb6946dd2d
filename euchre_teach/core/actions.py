"""Actions a player can take, and their text forms.

``pass``, ``order``, ``order alone``, ``discard 9C``, ``call S``, ``call S alone``,
``defend alone``, ``play JH``, ``claim renege``; and for three players (Buck Euchre,
:mod:`euchre_teach.buck.deal`) ``in`` and ``out``.

>>> Action.parse("call s alone")
Action.parse('call S alone')
>>> str(Action.parse("play 10♥"))
'play TH'
>>> Action.parse("play")
Traceback (most recent call last):
...
euchre_teach.core.errors.NotationError: invalid action: 'play' (say which card, e.g. 'play JH')
"""

from __future__ import annotations

import enum
from typing import ClassVar

from euchre_teach.core.cards import DECK, Card, Suit
from euchre_teach.core.errors import NotationError

__all__ = ["Action", "Kind"]


class Kind(enum.Enum):
    """What sort of action: each phase of a deal accepts a few kinds."""

    PASS = "pass"
    ORDER = "order"
    DISCARD = "discard"
    CALL = "call"
    DEFEND_ALONE = "defend alone"
    PLAY = "play"
    CLAIM_RENEGE = "claim renege"
    IN = "in"
    OUT = "out"


class Action:
    """One action. Each distinct action exists once, so ``==`` and ``is`` agree."""

    __slots__ = ("alone", "card", "kind", "suit")
    _interned: ClassVar[dict[tuple[Kind, Card | None, Suit | None, bool], Action]] = {}
    kind: Kind
    card: Card | None
    suit: Suit | None
    alone: bool

    def __new__(
        cls, kind: Kind, card: Card | None = None, suit: Suit | None = None, alone: bool = False
    ) -> Action:
        key = (kind, card, suit, alone)
        try:
            return cls._interned[key]
        except KeyError:
            pass
        if (card is not None) != (kind in (Kind.DISCARD, Kind.PLAY)):
            raise ValueError(f"{kind.value!r} takes a card exactly when it is discard or play")
        if (suit is not None) != (kind is Kind.CALL):
            raise ValueError(f"{kind.value!r} takes a suit exactly when it is call")
        if alone and kind not in (Kind.ORDER, Kind.CALL):
            raise ValueError("only order and call can be alone")
        action = object.__new__(cls)
        for name, value in zip(("kind", "card", "suit", "alone"), key, strict=True):
            object.__setattr__(action, name, value)
        cls._interned[key] = action
        return action

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("actions are immutable")

    def __reduce__(self) -> tuple[type[Action], tuple[Kind, Card | None, Suit | None, bool]]:
        return (Action, (self.kind, self.card, self.suit, self.alone))

    def __copy__(self) -> Action:
        return self

    def __deepcopy__(self, memo: object) -> Action:
        return self

    @classmethod
    def parse(cls, text: str) -> Action:
        """An action from its text form (case and extra spaces do not matter)."""
        if not isinstance(text, str):
            raise NotationError(f"invalid action: {text!r} (expected text such as 'pass')")
        original = text.split()
        words = [word.lower() for word in original]
        simple = {
            ("pass",): PASS,
            ("order",): ORDER,
            ("order", "alone"): ORDER_ALONE,
            ("defend", "alone"): DEFEND_ALONE,
            ("claim", "renege"): CLAIM_RENEGE,
            ("in",): IN,
            ("out",): OUT,
        }
        if tuple(words) in simple:
            return simple[tuple(words)]
        if words and words[0] in ("play", "discard"):
            if len(words) != 2:
                raise NotationError(
                    f"invalid action: {text!r} (say which card, e.g. '{words[0]} JH')"
                )
            card = Card.parse(original[1])
            return PLAY[card.index] if words[0] == "play" else DISCARD[card.index]
        if words and words[0] == "call":
            if len(words) not in (2, 3) or (len(words) == 3 and words[2] != "alone"):
                raise NotationError(
                    f"invalid action: {text!r} (say which suit, e.g. 'call S' or 'call S alone')"
                )
            suit = Suit.parse(original[1])
            return CALL_ALONE[suit] if len(words) == 3 else CALL[suit]
        raise NotationError(
            f"invalid action: {text!r} (actions are pass, order, order alone, discard 9C,"
            " call S, call S alone, defend alone, play JH, claim renege; in or out in Buck Euchre)"
        )

    def __str__(self) -> str:
        if self.card is not None:
            return f"{self.kind.value} {self.card}"
        if self.suit is not None:
            return f"call {self.suit}" + (" alone" if self.alone else "")
        return self.kind.value + (" alone" if self.alone else "")

    def __repr__(self) -> str:
        return f"Action.parse({str(self)!r})"


PASS = Action(Kind.PASS)
ORDER = Action(Kind.ORDER)
ORDER_ALONE = Action(Kind.ORDER, alone=True)
DEFEND_ALONE = Action(Kind.DEFEND_ALONE)
CLAIM_RENEGE = Action(Kind.CLAIM_RENEGE)
IN = Action(Kind.IN)
OUT = Action(Kind.OUT)
PLAY: tuple[Action, ...] = tuple(Action(Kind.PLAY, card=card) for card in DECK)
DISCARD: tuple[Action, ...] = tuple(Action(Kind.DISCARD, card=card) for card in DECK)
CALL: tuple[Action, ...] = tuple(Action(Kind.CALL, suit=suit) for suit in Suit)
CALL_ALONE: tuple[Action, ...] = tuple(Action(Kind.CALL, suit=suit, alone=True) for suit in Suit)
