"""Lesson 12's card play practice (defending, and which card to lead on either side):
curated positions ``defence-set/N``, South to play.

Each position fixes South's hand, the upcard and who ordered it up (alone or not), and the
cards played before South's turn with the seats that played them; the hidden cards are dealt
from a seeded shuffle, and the judge sees only South's view, so the answer key depends only
on what South sees (:mod:`euchre_teach.course.answer_keys`). A position is kept only when
the judge can tell its answer from the play a teacher corrects.

>>> defence_item(6).answer
('play JH',)
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence

from euchre_teach.core.actions import DISCARD, ORDER, ORDER_ALONE, PASS, PLAY
from euchre_teach.core.cards import DECK, Card, parse_cards
from euchre_teach.core.deal import Deal
from euchre_teach.core.errors import IllegalAction
from euchre_teach.core.state import Phase
from euchre_teach.course.drills import LEARNER, coach_item
from euchre_teach.course.items import Item
from euchre_teach.players.count import best_discard

__all__ = ["DEFENCE_SET", "DEFENCE_THEMES", "DefenceSpot", "defence_deal", "defence_item",
           "defence_numbers", "spot_deal"]


def _rest(rng: random.Random, used: Sequence[Card]) -> list[Card]:
    pool = [c for c in DECK if c not in used]
    rng.shuffle(pool)
    return pool


DEFENCE_THEMES = {
    "loner": "Defending against a loner",
    "partners-ace": "Your partner's ace: trump it or not?",
    "lead": "Which card to lead",
}
"""The defence set's themes, as the practice panel names them."""


@dataclasses.dataclass(frozen=True)
class DefenceSpot:
    """A curated position, South to play: who deals, the upcard (its suit is trump), who
    orders it up (any seat, South or North too) and whether alone, South's hand, the other
    hands' known cards (by seat), and the cards played before South's turn, in order, from
    the first lead."""

    theme: str
    dealer: int
    upcard: str
    maker: int
    alone: bool
    hand: str
    plays: str = ""
    known: tuple[tuple[int, str], ...] = ()

    @property
    def asks(self) -> str:
        """``"lead"`` when South leads to a new trick, ``"follow"`` when a card is led (a
        trick has three cards when the maker's partner sits out)."""
        return "follow" if len(self.plays.split()) % (3 if self.alone else 4) else "lead"


DEFENCE_SET = (
    # East deals and takes it up alone; South, on the lone maker's left, leads 9♣ (low from
    # a long suit, one of lesson 12's leads: K♦ and Q♦ are kept), North plays Q♣ and East's A♣
    # wins it. East leads A♠, and South, with no spades, may trump it with 10♥: one trick
    # is all the defenders need to hold a loner to 1 point instead of 4. (It replaced an
    # opening lead, A♠ K♠ 9♣ Q♦ 10♥ on a 9♥, where the judge accepted every card but the
    # trump: against a loner the opening leads it was shown came out within its margin;
    # and a set-up that led K♦, against the page's own rule for the lead.)
    DefenceSpot("loner", 1, "9H", 1, True, "KD TH 9C TC QD", "9C QC AC AS",
                ((0, "QC"), (1, "AC AS"))),
    # East deals and takes it up alone; South, on the lone maker's left (and the dealer's
    # left: either rule), makes the opening lead.
    DefenceSpot("loner", 1, "9S", 1, True, "QS AC 9C KD QD"),
    # (Dropped: A♣ K♣ J♥ 9♠ 10♠ against a loner on a Q♦, the three positions leading through
    # the dealer, and 9♥ Q♦ K♦ 9♠ 10♠ under a partner's A♣: the judge put every card, or a
    # trump lead into the makers, or trumping the winning ace, within its margin of the
    # best. It cannot separate the play a teacher corrects from the right one there, so
    # they are left out until clear positions replace them.)
    # West deals and takes it up; North leads an ace, and South has none of that suit.
    DefenceSpot("partners-ace", 3, "TH", 3, False, "QH 9D TD 9S KS", "AC 9H",
                ((0, "AC"), (1, "9H"))),
    DefenceSpot("partners-ace", 3, "JS", 3, False, "AS 9S KH 9D TD", "AC KC",
                ((0, "AC"), (1, "KC"))),
    # East deals and takes it up alone; South leads 9♣ and East trumps it, then leads J♥.
    # South has no trumps and throws: K♦ may beat East's last card if it is a diamond,
    # while East has shown out of clubs and no spade is lower than 9♠ (beyond the opening
    # lead: keep a guard in every suit).
    DefenceSpot("loner", 1, "9H", 1, True, "9C TC QC KD 9S", "9C JC 9H JH",
                ((0, "JC"), (1, "JH"))),
    # Which card to lead (lesson 12's appendix habits, found by playing seeded deals with the
    # coach at every seat to a South lead by the habit, and kept where the judge accepts the
    # habit's card alone). Lead from your shortest suit: East deals, South orders up and
    # wins the first trick with A♥; J♥, then 10♥, is the last heart left beside three trumps.
    DefenceSpot("lead", 1, "TC", 2, False, "9C QC JH KC AH", "AH QH TD 9H",
                ((0, "TD"), (1, "9H"), (3, "QH"))),
    DefenceSpot("lead", 1, "TS", 2, False, "AH TH JC 9S KS", "AH JH TD 9H",
                ((0, "TD"), (1, "9H"), (3, "JH"))),
    # No sure winner, no trumps: lead low. North, the maker, threw K♦ on the club lead.
    DefenceSpot("lead", 0, "AH", 0, False, "TS QS 9D AC 9C", "KC AC TC KD",
                ((0, "KD"), (1, "KC"), (3, "TC"))),
    # The same against West's hearts: North threw K♣ on South's A♠.
    DefenceSpot("lead", 1, "KH", 3, False, "TC JC QD 9S AS", "AS QS KC TS",
                ((0, "KC"), (1, "TS"), (3, "QS"))),
    # Only trumps left: lead from the top, J♣ then J♥ in the fourth trick.
    DefenceSpot("lead", 1, "QC", 1, False, "TC AS JD JC QD",
                "AS 9S QS QC AD JD KS KD 9D QD 9H TH",
                ((0, "QS KD TH"), (1, "AD 9D"), (3, "9S KS 9H"))),
    DefenceSpot("lead", 3, "AD", 3, False, "TD TS TC KS JH",
                "AC 9C TC QD AH KD 9H TS 9S KC KS QS",
                ((0, "AC KD 9S"), (1, "9C 9H KC"), (3, "QD AH QS"))),
)
"""The curated defence positions, ``defence-set/1`` first."""


def defence_numbers(asks: str = "") -> list[int]:
    """The curated positions' numbers, ``defence-set/1`` first; with ``asks``, only those
    where South leads (``"lead"``) or plays to a card led (``"follow"``): lesson 12's two
    parts each practise their own.

    >>> defence_numbers("follow"), defence_numbers("lead")
    ([1, 3, 4, 5], [2, 6, 7, 8, 9, 10, 11])
    """
    if asks not in ("", "lead", "follow"):
        raise ValueError(f"positions where South leads or follows, not {asks!r}")
    return [n for n, spot in enumerate(DEFENCE_SET, 1) if asks in ("", spot.asks)]


def _defence_deal(spot: DefenceSpot, rng: random.Random) -> Deal:
    """A deal up to South's turn in the spot, the unknown cards shuffled from ``rng``;
    raises IllegalAction when the shuffle broke a rule (the caller deals again)."""
    upcard, trump = Card.parse(spot.upcard), Card.parse(spot.upcard).suit
    hands: dict[int, list[Card]] = {LEARNER: parse_cards(spot.hand)}
    for seat, text in spot.known:
        hands.setdefault(seat, []).extend(parse_cards(text))
    used = [upcard, *(c for h in hands.values() for c in h)]
    rest = _rest(rng, used)
    for seat in range(4):
        hand = hands.setdefault(seat, [])
        while len(hand) < 5:
            hand.append(rest.pop())
    deal = Deal(spot.dealer, [hands[s] for s in range(4)], upcard, kitty=rest[:3])
    while deal.to_act != spot.maker:
        deal.apply(PASS)
    deal.apply(ORDER_ALONE if spot.alone else ORDER)
    if deal.phase is Phase.DISCARD:
        # The dealer keeps the cards the spot shows it playing.
        shown = set(hands[spot.dealer][: len(dict(spot.known).get(spot.dealer, "").split())])
        choices = [c for c in deal.hands[spot.dealer] if c not in shown]
        deal.apply(DISCARD[best_discard(choices, trump).index])
    for card in parse_cards(spot.plays):
        deal.apply(PLAY[card.index])
    if deal.to_act != LEARNER:
        raise IllegalAction("the spot does not reach South's turn")
    return deal


def defence_deal(number: int) -> Deal:
    """The deal of curated defence position ``number`` (1 to ``len(DEFENCE_SET)``)."""
    if not 1 <= number <= len(DEFENCE_SET):
        raise ValueError(f"defence-set items are numbered 1 to {len(DEFENCE_SET)}, not {number}")
    return spot_deal(DEFENCE_SET[number - 1], f"defence-set/{number}")


def spot_deal(spot: DefenceSpot, seed: str) -> Deal:
    """The deal of a curated play position, its hidden cards shuffled from ``seed`` (the
    question's key: everyone gets the same deal)."""
    rng = random.Random(seed)
    for _ in range(500):
        try:
            return _defence_deal(spot, rng)
        except IllegalAction:
            continue  # the shuffle gave a card to a seat that showed out of its suit
    raise AssertionError(f"the position {seed} could not be dealt")  # a broken spot


def defence_item(number: int) -> Item:
    """Curated defence position ``number``, its theme said first."""
    spot = DEFENCE_SET[number - 1]
    deal = defence_deal(number)
    item = coach_item(f"defence-set/{number}", deal)
    theme = DEFENCE_THEMES[spot.theme]  # the position itself, tricks and all, is the item's
    prompt = f"{theme}{'' if theme.endswith('?') else '.'} {item.prompt}"
    return dataclasses.replace(item, prompt=prompt)
