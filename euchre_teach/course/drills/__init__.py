"""Drill and quiz positions, generated from a seed, each carrying its answer and the reasons.

Every item is built from a number, so a teacher can say "everyone open item 3" and the
whole room sees the same cards. The answer key of every item is computed by the rules core
(:mod:`euchre_teach.core.rules`, :mod:`euchre_teach.core.explain`), never typed by hand, and
every option carries its own feedback, for right answers as well as wrong ones.

One module per item family: the left-bower traps and their endless drill (``traps``), card
play (``tricks``: ``legal``, ``trick``), the cards under a trump (``cards``: ``suit``,
``order``, ``warm-up``), scoring (``scoring``: ``score``, and ``scoreD`` where defending alone is
played), the coach's decisions (``decisions``: ``bid``), on the table of ``positions``;
Buck Euchre's families (``buck``, ``buckin``) are lesson 15's, in
:mod:`euchre_teach.course.buck_quiz`. :func:`item` rebuilds any of them from its key. What an
item is lives in :mod:`euchre_teach.course.items`.

The learner always sits South (seat 2); the cards already played to the trick came from
the seats before South, clockwise.

>>> item = trap_item(3)
>>> item.key, item.trap_type in TRAP_TYPES
('trap/3', True)
>>> item == trap_item(3)
True
>>> right, feedback = item.check(item.answer)
>>> right, feedback.startswith("Yes")
(True, True)
"""

from __future__ import annotations

from collections.abc import Callable

from euchre_teach.core.cards import Suit
from euchre_teach.course.buck_quiz import buck_item, in_or_out_item
from euchre_teach.course.drills.cards import (
    count_question,
    higher_item,
    order_item,
    suit_item,
    suit_question,
    warm_up_item,
)
from euchre_teach.course.drills.decisions import (
    BID_POOL,
    action_label,
    bid_deal,
    bid_item,
    bid_upcard,
    button_words,
    coach_item,
    position_prompt,
)
from euchre_teach.course.drills.positions import LEARNER
from euchre_teach.course.drills.scoring import explain_score, score_item
from euchre_teach.course.drills.traps import (
    NEAR_MISS,
    TRAP_TYPES,
    TrapDrill,
    classify_trap,
    trap_item,
)
from euchre_teach.course.drills.tricks import legal_item, trick_item
from euchre_teach.course.items import Item, Option, question

__all__ = [
    "BID_POOL",
    "FAMILIES",
    "LEARNER",
    "NEAR_MISS",
    "TRAP_TYPES",
    "Item",
    "Option",
    "TrapDrill",
    "action_label",
    "bid_deal",
    "bid_item",
    "bid_upcard",
    "button_words",
    "classify_trap",
    "coach_item",
    "count_question",
    "explain_score",
    "higher_item",
    "item",
    "legal_item",
    "order_item",
    "position_prompt",
    "question",
    "score_item",
    "suit_item",
    "suit_question",
    "trap_item",
    "trick_item",
    "warm_up_item",
]


FAMILIES: dict[str, Callable[[int], Item]] = {
    "legal": legal_item,
    "trick": trick_item,
    "suit": suit_item,
    "score": score_item,
    "trap": trap_item,
    "order": order_item,
    "bid": bid_item,
    "buck": buck_item,
    "buckin": in_or_out_item,
    "warm-up": warm_up_item,
}
"""The generated families by name: ``FAMILIES["trap"](3)`` is item trap/3."""


def item(key: str) -> Item:
    """The item with this key, such as ``"trap/3"`` or ``"trap6/2"``: for review queues.

    >>> item("suit/4") == suit_item(4)
    True
    """
    family, _, number = key.partition("/")
    if not number.isdigit():
        raise ValueError(f"invalid item key: {key!r} (expected family/number, e.g. 'trap/3')")
    if family.startswith("trap") and family[4:].isdigit():
        return trap_item(int(number), int(family[4:]))
    if family.startswith("order") and len(family) == 6:
        return order_item(int(number), Suit.parse(family[5]))
    if family == "scoreD":
        return score_item(int(number), defend_alone=True)
    if family not in FAMILIES:
        raise ValueError(f"unknown item family {family!r}; choose from {sorted(FAMILIES)}")
    return FAMILIES[family](int(number))
