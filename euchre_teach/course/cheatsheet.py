"""The one-page cheat sheet's facts, each computed by the rules core (the web app prints
them at ``/cheatsheet``): trump ladders, suit sizes, the scoring table, who leads against
a loner under both rules, the three left-bower traps, and Buck Euchre for three players.

>>> [c.label() for c, _ in ladder(Suit.HEARTS)][:3]
['J♥', 'J♦', 'A♥']
>>> [size for _, size, _ in suit_sizes(Suit.HEARTS)]
[7, 5, 6, 6]
"""

from __future__ import annotations

__all__ = [
    "LONER_LEAD",
    "TRAPS",
    "bidding_columns",
    "buck_facts",
    "buck_scoring_rows",
    "count_table",
    "ladder",
    "leads",
    "scoring_rows",
    "suit_sizes",
]

from euchre_teach.buck.game import buck_deal_cards
from euchre_teach.buck.rules import MAKER_NEEDS, BuckRules, buck_changes
from euchre_teach.core.cards import DECK, Card, Suit
from euchre_teach.core.dealing import seeded_deal
from euchre_teach.core.rules import Rules, bower, effective_suit, hand_score, ranked
from euchre_teach.core.seats import SEAT_NAMES, TEAM_NAMES
from euchre_teach.core.state import Phase
from euchre_teach.players.count import TAUGHT, UPCARD_KINDS, Method, needs_by_upcard, void_rows


def ladder(trump: Suit) -> list[tuple[Card, str]]:
    """The seven trumps, highest first, each with its note (``"right bower"``, ...)."""
    trumps = ranked([c for c in DECK if effective_suit(c, trump) is trump], trump)
    return [(card, f"{which} bower" if (which := bower(card, trump)) else "")
            for card in trumps]  # fmt: skip


def suit_sizes(trump: Suit) -> list[tuple[str, int, str]]:
    """Each suit's size in a hand with this trump: (suit, cards, note), trump first."""
    order = [trump, trump.same_colour, *(s for s in Suit if s not in (trump, trump.same_colour))]
    notes = {trump: "trump", trump.same_colour: "same colour"}
    return [(f"{s.symbol} {s.plural}", sum(effective_suit(c, trump) is s for c in DECK),
             notes.get(s, "")) for s in order]  # fmt: skip


def scoring_rows() -> list[tuple[str, str, int]]:
    """(what happened, who scores: ``"makers"`` or ``"defenders"``, points), every number
    from ``hand_score``; lesson 9's scoring table shows the same rows."""
    cases = [
        ("Makers take 3 or 4 tricks", 3, False, False),
        ("Makers take all 5 (a march)", 5, False, False),
        ("A lone maker takes 3 or 4 tricks", 4, True, False),
        ("A lone maker takes all 5", 5, True, False),
        ("Makers take 2 or fewer: euchred", 2, False, False),
        ("A lone maker is euchred", 1, True, False),
        ("A lone maker is euchred by a lone defender (variant)", 1, True, True),
    ]
    rows = []
    for words, tricks, alone, lone_defence in cases:
        side, points = hand_score(tricks, alone=alone, defender_alone=lone_defence)
        rows.append((words, side, points))
    return rows


def _leader(dealer: int, maker: int, rules: Rules) -> int:
    """Who leads the first trick when ``maker`` orders up alone in round 1."""
    deal = seeded_deal(1, dealer=dealer, rules=rules)
    while deal.to_act != maker:
        deal.apply("pass")
    deal.apply("order alone")
    while deal.phase is Phase.DISCARD:  # the dealer takes the upcard and discards
        deal.apply(deal.legal_actions()[0])
    assert deal.phase is Phase.PLAY and deal.to_act is not None
    return deal.to_act


LONER_LEAD = ("Against a loner, this course, like many tables, gives the opening lead to the"
              " player on the lone maker's left; some tables keep the dealer's left, a variant"
              " you can tick in lesson 14's settings (lesson 8).")
"""The cheat sheet's line on who leads against a loner: the course's default rule
(:attr:`Rules.loner_lead <euchre_teach.core.rules.Rules>`), then the variant."""


def leads(dealer: int = 3) -> list[tuple[str, str, str]]:
    """Who leads the first trick, with ``dealer`` dealing: a normal hand, then a lone
    maker in each seat, under "left of the dealer" (the variant) and "left of the lone
    maker" (the default, :data:`LONER_LEAD`) rules."""
    normal = SEAT_NAMES[seeded_deal(1, dealer=dealer).to_act or 0]
    rows = [("Nobody alone", normal, normal)]
    for maker in ((dealer + k) % 4 for k in range(1, 5)):
        by_dealer = _leader(dealer, maker, Rules(loner_lead="dealer_left"))
        by_maker = _leader(dealer, maker, Rules(loner_lead="maker_left"))
        rows.append((f"{SEAT_NAMES[maker]} alone ({TEAM_NAMES[maker % 2]})",
                     SEAT_NAMES[by_dealer], SEAT_NAMES[by_maker]))  # fmt: skip
    return rows


TRAPS: tuple[tuple[str, str], ...] = (
    ("The left bower's printed suit is led, and the left bower is your only card of it",
     "You are void in that suit: play any card. The left bower is trump, so it cannot "
     "follow its printed suit."),
    ("The left bower's printed suit is led, and you hold another card of that suit",
     "You must play that other card: the left bower would be a renege."),
    ("Trump is led, and your only trump is the left bower",
     "You must play the left bower: it is trump, whatever its printed suit."),
)  # fmt: skip
"""The three left-bower traps of lesson 3 (trap types 1, 2 and 3 of the drill)."""


def count_table(method: Method = TAUGHT) -> list[tuple[str, str]]:
    """The count on one page, as (what counts, points) rows: the card values, then what
    each seat needs. The cheat sheet prints it beside lesson 6's tables (moved here from
    ``players.count``, its values the coach's).

    >>> count_table()[0], count_table()[-1]
    (('The right bower', '3'), ('The other side one point from the game', 'needs 1 less'))
    """
    up = method.upcard
    worth = f"{up['jack']:g} for a jack, {up['ace']:g} for an ace, {up['other']:g} for another card"
    trump = method.trump
    return [
        ("The right bower", f"{method.right:g}"),
        ("The left bower", f"{method.left:g}"),
        *((f"The {r.word} of trump", f"{trump[r]:g}") for r in trump),
        ("An ace of another suit", f"{method.off_ace:g}"),
        ("A king beside its ace in another suit", f"{method.king_with_ace:g}"),
        *((f"An empty suit, {what}", f"{points:g}") for what, points in void_rows(method)),
        *([("A second empty suit, from the dealer's left or right", "0")]
          if method.one_void_from else []),
        ("Round 1: the dealer's left or right needs",
         f"{method.seat_needs[1]:g}, plus the upcard's worth ({worth})"),
        ("Round 1: the dealer's partner needs",
         f"{method.seat_needs[2]:g}, less the upcard's worth"),
        ("Round 1: the dealer, counting the five cards kept, needs", f"{method.seat_needs[0]:g}"),
        ("Round 2: any seat needs",
         f"{method.round_2_needs:g}, less {method.next_bonus:g} for next from the dealer's left"
         " or right"),
        ("The other side one point from the game", f"needs {method.near_game:g} less"),
    ]


def bidding_columns() -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """Lesson 6's count table (:func:`count_table`, the values the coach counts
    with) in two parts that print side by side: what each card is worth, then what each
    seat needs. In round 1, as on lesson 6's reference card, each seat's need is given on
    each kind of upcard, its worth already applied (expert58: no "plus the upcard's worth"
    to add up).

    >>> worth, needs = bidding_columns()
    >>> worth[0], needs[-1][1]
    (('The right bower', '3'), 'needs 1 less')
    >>> needs[0][1]
    '8.5 on a jack, 8 on an ace, 7.5 on any other card'
    """
    rows = count_table()
    needs = [row for row in rows if "need" in row[0] or "need" in row[1]]
    seats = {"Round 1: the dealer's left or right needs": 1,
             "Round 1: the dealer's partner needs": 2}
    assert seats.keys() <= dict(needs).keys(), "count_table's round-1 rows were renamed"
    return ([row for row in rows if row not in needs],
            [(what, _needs_on_each_upcard(seats[what]) if what in seats else said)
             for what, said in needs])  # fmt: skip


def _needs_on_each_upcard(position: int) -> str:
    """What the seat at ``position`` needs in round 1 on each kind of upcard: the reference
    card's figures (:func:`~euchre_teach.players.count.needs_by_upcard`)."""
    needs = dict(needs_by_upcard())[position]
    return ", ".join(f"{needs[kind]:g} on {words.lower()}" for kind, words, _ in UPCARD_KINDS)


def buck_facts(rules: BuckRules | None = None) -> list[tuple[str, str]]:
    """Buck Euchre (lesson 15) in short: (what, the fact), the figures from its core.

    >>> dict(buck_facts())["The deal"]
    'Five cards each: 15 dealt, the upcard and 8 under it left over.'
    """
    rules = rules or BuckRules()
    dealt = buck_deal_cards(1, 0)
    cards = sum(len(hand) for hand in dealt.hands)
    return [
        ("Players", "Three, each for themselves: the same bowers, following suit and tricks."),
        ("The deal", f"Five cards each: {cards} dealt, the upcard and {len(dealt.kitty)}"
                     " under it left over."),
        ("Bidding", "As with four players; a club turned up (dirty clubs) is trump at once:"
                    " nobody made it, nobody may drop out, and each player, the dealer too,"
                    " needs 1 trick."),
        ("In or out", "Once trump is made, each other player stays in (needs 1 trick) or"
                      " drops out (scores nothing this hand)."),
        ("The maker", f"Needs {MAKER_NEEDS} tricks; nobody goes alone."),
        ("The count", f"Everyone starts at {rules.start_score} and counts down: each trick"
                      f" taken is 1 off; short of what you needed (bucked), {rules.buck_penalty}"
                      " added. The first to 0 or below wins."),
    ]  # fmt: skip


def buck_scoring_rows(rules: BuckRules | None = None) -> list[tuple[str, int]]:
    """(what happened, the change to that player's count), each from ``buck_changes``.

    >>> buck_scoring_rows()[1:3]
    [('The maker takes 4 tricks', -4), ('The maker takes all 5 tricks', -5)]
    """
    rules = rules or BuckRules()
    maker, other = 0, 1
    cases = [
        ("The maker takes 3 tricks", maker, (3, 2, 0), (maker, other)),
        ("The maker takes 4 tricks", maker, (4, 1, 0), (maker, other)),
        ("The maker takes all 5 tricks", maker, (5, 0, 0), (maker, other)),
        ("The maker takes 2 tricks: bucked", maker, (2, 3, 0), (maker, other)),
        ("Stayed in and took 1 trick", other, (4, 1, 0), (maker, other)),
        ("Stayed in and took no trick: bucked", other, (5, 0, 0), (maker, other)),
        ("Dropped out", 2, (5, 0, 0), (maker, other)),
    ]
    return [(words, buck_changes(tricks, maker, playing, rules)[0][seat])
            for words, seat, tricks, playing in cases]  # fmt: skip
