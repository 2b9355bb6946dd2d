"""The quizzes of lessons 6 and 7: bidding in round 1, round 2 and stick the dealer; and lesson
5's questions on round 1's rules (:func:`round_1_rules`). Lesson 8's, going alone, is in
:mod:`~euchre_teach.course.quizzes.going_alone`."""

from __future__ import annotations

from euchre_teach.core.cards import DECK, Card, Rank, Suit, parse_cards
from euchre_teach.core.deal import Deal
from euchre_teach.core.dealing import seeded_deal
from euchre_teach.core.rules import Rules, trick_rank
from euchre_teach.core.seats import SEAT_NAMES, TEAM_NAMES, team
from euchre_teach.core.state import Phase
from euchre_teach.course.items import Item, allowed, question, seat_question, yes_no
from euchre_teach.players.count import count_hand, needed, void_rows
from euchre_teach.strategy.advice import listed, upper_first

__all__ = ["lesson_6", "lesson_7", "round_1_rules"]


def _passes(deal: Deal, count: int) -> Deal:
    after = deal.copy()
    for _ in range(count):
        after.apply("pass")
    return after


# ----------------------------------------------------------------- lesson 5: round 1's rules


def round_1_rules() -> list[Item]:
    """Lesson 5's questions on round 1's rules: who speaks first, where the upcard goes and
    what the dealer may discard. Keys ``L5/7`` to ``L5/11`` (until release 0.3 they were the
    count lesson's ``L4/1`` to ``L4/5``, then ``L3/7`` to ``L3/11`` until the play lessons came
    before the bidding: ``euchre_teach.store.moved_items``)."""
    deal = seeded_deal(4, dealer=3)
    up = deal.upcard
    after_order = deal.copy()
    after_order.apply("order")
    upcard_goes_to = after_order.to_act
    dealer_cards = len(after_order.hands[deal.dealer])
    can_discard_up, _ = allowed(after_order, f"discard {up}")
    can_call, call_refusal = allowed(deal, "call S" if up.suit is not Suit.SPADES else "call H")
    up_rank = trick_rank(up, up.suit, up.suit)
    higher = sorted((c for c in DECK if trick_rank(c, up.suit, up.suit) > up_rank),
                    key=lambda c: -trick_rank(c, up.suit, up.suit))  # fmt: skip
    above = len(higher)
    rare = ("a dealer throws it away only when all six cards are trumps and the upcard is the"
            " lowest of them")  # fmt: skip
    if above < 5:  # too few trumps rank above it to be the lowest of six
        # A cold expert review: "K♣ can never be the lowest of six" lost a beginner.
        named = listed([c.label() for c in higher])
        rare += (
            f". With {up.label()} that cannot happen: only {named} rank above it, too few"
            f" to make six trumps with {up.label()} the lowest."
        )
    else:
        rare += "."
    return [
        seat_question(
            "L5/7",
            "West deals. Who speaks first in the bidding?",
            deal.to_act or 0,
            "Bidding starts left of the dealer, like the deal: North.",
            (0, 1, 2, 3),
        ),
        seat_question(
            "L5/8",
            f"West deals and turns up {up.label()}. North orders it up."
            " Who puts the upcard in their hand?",
            upcard_goes_to or 0,
            "Whoever orders it up, the upcard goes to the dealer, who then discards a card"
            " (tables differ on one case: lesson 8).",
            (0, 1, 2, 3),
        ),
        question(
            "L5/9",
            "The dealer has just taken up the upcard. How many cards does the"
            " dealer hold before discarding?",
            str(dealer_cards),
            {
                "5": "Not yet: the upcard came in, so the dealer holds six and must discard one.",
                "6": "Five plus the upcard. One goes face down, and play starts.",
            },
        ),
        yes_no(
            "L5/10",
            f"The dealer took up {up.label()}. May the dealer discard the upcard itself?",
            can_discard_up,
            "In this course's game the dealer may: any of the six cards may go face down, the"
            f" upcard too (tables differ on this). It is rare, because the upcard is a trump:"
            f" {rare}",
            "In this course's game the dealer may discard any of the six cards, the upcard too"
            f" (tables differ on this). It is rare, because the upcard is a trump: {rare}",
        ),
        yes_no(
            "L5/11",
            f"The upcard is {up.label()}. In round 1, may North name another suit as trump?",
            can_call,
            call_refusal,
            call_refusal,
        ),
    ]


# ----------------------------------------------------------------- lesson 6: counting a hand


def _count_question(key: str, cards: str, trump: Suit) -> Item:
    """ "What does this hand count?": the answer and every option's reason from the count."""
    hand = parse_cards(cards)
    count = count_hand(hand, trump)
    total = count.total
    shown = " ".join(c.label() for c in hand)
    void = next((line for line in count.lines if not line.cards), None)
    left = next((c for c in hand if c.rank is Rank.JACK and c.suit is trump.same_colour), None)
    slips = {total - void.points: f"the empty suit, {void.what}"} if void else {}
    if left is not None:
        slips.setdefault(total - count_hand([left], trump).total, f"{left.label()}, the left bower")
    # The sum is said once, by the right answer: a wrong one says what was missed, or
    # where to look again (teach34: two cold reviews read the sum on every option).
    options = {f"{total:g}": f"{count.words()}."}
    for value, missed in sorted(slips.items()):
        options[f"{value:g}"] = (f"You left out {missed}: it counts {total - value:g}. Go"
                                 " through the hand again with the reference card.")  # fmt: skip
    options.setdefault(f"{total + 1:g}", "One point too many. Go through the hand again with"
                       " the reference card: each trump by its rank, each ace of another suit, each"
                       " empty suit.")  # fmt: skip
    empty = ", ".join(f"{points:g} {what}" for what, points in void_rows())  # expert55: folded
    return question(
        key,
        f"{trump.plural.capitalize()} would be trump. What does this lesson's count give {shown}?"
        f" (An empty suit counts {empty}.)",
        f"{total:g}",
        dict(sorted(options.items(), key=lambda item: float(item[0]))),
        trump=trump,
        hand=hand,
    )


def lesson_6() -> list[Item]:
    """The quiz of lesson 6: Bidding, round 1, counting a hand. Its first five questions moved
    to the dealing lesson with round 1's rules; the count's questions are numbered from ``L6/8``."""
    assist = seeded_deal(4, dealer=0)
    assisted = assist.copy()
    assisted.apply("pass")
    assisted.apply("order")
    partner = needed(2, 1, Card.parse("AC"))  # the dealer's partner, an ace turned up
    right = needed(3, 1, Card.parse("JS"))  # the dealer's right, the right bower turned up
    joined = needed(2, 1, Card.parse("JS"))  # the same J♠ turned up by the partner
    ace_given = needed(1, 1, Card.parse("AC"))  # the same A♣ turned up by an opponent
    dealer = needed(0, 1, Card.parse("AC"))  # the dealer's own, on the same A♣
    right_said = upper_first(right.words())
    return [
        question(
            "L6/6",
            "North deals and you, South, order up the upcard. Which side gets the upcard?",
            TEAM_NAMES[team(assisted.to_act or 0)],
            {
                TEAM_NAMES[0]: "Your side: the dealer is your partner, so ordering it up"
                " puts an extra trump on your side.",
                TEAM_NAMES[1]: "The upcard goes to the dealer, North, your partner: it stays on"
                " your side, whoever orders it up.",
            },
        ),
        question(
            "L6/7",
            "East deals and you, South, order up. Which side gets the upcard?",
            TEAM_NAMES[team(1)],
            {
                TEAM_NAMES[1]: "The upcard goes to the dealer, East, an opponent. That is why"
                " the reference card asks the most of the dealer's left and right.",
                TEAM_NAMES[0]: "No: the upcard goes to the dealer, and East is an opponent.",
            },
        ),
        _count_question("L6/8", "JC KS 9S AH TD", Suit.SPADES),
        _count_question("L6/15", "AD KD QS AC 9C", Suit.DIAMONDS),  # expert49, for L6/12
        # expert58: the reference card gives each seat's need on each kind of upcard, so
        # L6/9 asks the partner's again, looked up (L6/13 asked it as "less than 5.5").
        question(
            "L6/9",
            "North, your partner, deals and turns up A♣. On the reference card (the full card,"
            " for an ace), what do you, South, need to order it up?",
            f"{partner.total:g}",
            {
                f"{partner.total:g}": f"{partner.total:g}: the dealer's partner's row, the"
                " column of an ace. A♣ goes to your partner, the dealer, so it joins your side and"
                " you need less than any other seat.",
                f"{dealer.total:g}": f"{dealer.total:g} is the dealer's need. You are the"
                " dealer's partner: A♣ joins your side, so you need less. Look at your own row.",
                f"{ace_given.total:g}": f"{ace_given.total:g} is the need of a seat that hands"
                " the dealer, an opponent, an ace. Here the dealer is your partner, so A♣ joins"
                " your side: you need less. Look at your own row.",
            },
        ),
        question(
            "L6/10",
            "West deals and turns up J♠, the right bower if spades are trump. You, South, sit"
            " on the dealer's right. By the count, what do you need to order it up?",
            f"{right.total:g}",
            {
                f"{right.total:g}": f"{right_said}. Ordering up would give West, an"
                " opponent, the best card in the game.",
                f"{right.base:g}": f"{right.base:g} is the need before the upcard. Ordering up"
                " would hand J♠ to West, an opponent: you need more.",
                f"{joined.total:g}": "That would be the need if J♠ joined your side. West,"
                " the dealer, is an opponent: ordering up hands J♠ to the other side, so you"
                f" need more than {right.base:g}.",
            },
        ),
        # expert47, table6: these two ask which way the upcard moves the need, and why.
        question(
            "L6/13",
            "North, your partner, deals and turns up A♣. In this lesson's table, the dealer's"
            f" partner needs {partner.base:g}. What do you, South, need to order it up?",
            "less",
            {
                "less": f"Less than {partner.base:g}: A♣ goes to your partner, the dealer, so"
                f" it joins your side. {partner.base:g} less its worth,"
                f" {partner.base - partner.total:g} for an ace, is {partner.total:g}.",
                "same": "The upcard changes it: A♣ goes to your partner, the dealer, so it"
                f" joins your side, and you need less than {partner.base:g}.",
                "more": f"Not more: that is for a seat whose ordering up hands the upcard to an"
                f" opponent. Here A♣ joins your side, so you need less than {partner.base:g}.",
            },
            labels={"less": f"Less than {partner.base:g}", "same": f"{partner.base:g}",
                    "more": f"More than {partner.base:g}"},
        ),
        question(
            "L6/14",
            "The dealer turns up J♠, the right bower if spades are trump. Who needs the"
            " strongest hand to make spades trump in round 1?",
            "beside",
            {
                "partner": "Not the dealer's partner: ordering up sends J♠ to their own"
                " partner, the dealer, so it helps their side and they need less. The dealer's"
                " left or right need the most: ordering up hands J♠ to an opponent.",
                "dealer": "Not the dealer: taking J♠ up puts the best card in the game in"
                " their own hand, and they count it with the five they keep. The dealer's left"
                " or right need the most: ordering up hands J♠ to an opponent.",
                "beside": "The dealer's left or right: ordering up hands J♠, the best card in"
                " the game, to the dealer, an opponent, so their own cards must make up for"
                " it. No upcard asks more of them than a jack.",
            },
            labels={"beside": "The dealer's left or right", "partner": "The dealer's partner",
                    "dealer": "The dealer"},
        ),
        question(
            "L6/11",
            "You deal, and the upcard is K♥. Which cards do you count to decide whether to"
            " take it up?",
            "kept",
            {
                "now": "Not the five you hold now: taking it up adds K♥, and you throw one card"
                " away. Count the five you would keep.",
                "kept": "The five you would keep: your hand with K♥ in it, less the card you"
                " would discard.",
                "six": "You never play six cards: one goes face down. Count the five you"
                " would keep.",
            },
            labels={
                "now": "The five I hold now",
                "kept": "The five I would keep after taking K♥ and discarding",
                "six": "All six, K♥ too",
            },
        ),
        question(
            "L6/12",
            "The other side has 9 points, one from the game. By this lesson's count, how does"
            " what you need to make trump change?",
            "less",
            {
                "less": "1 less: any hand they make wins them the game, so a euchre costs your"
                " side little more than letting them make trump (they might not make it).",
                "more": "Not more: at 9 any hand they make wins them the game, so a euchre costs"
                " your side little more than letting them make trump. Bid a little lighter:"
                " 1 less.",
                "same": "It changes: at 9 any hand they make wins them the game, so a euchre"
                " costs your side little more than letting them make trump. Bid a little"
                " lighter: 1 less.",
            },
            labels={
                "less": "I need 1 point less",
                "more": "I need 1 point more",
                "same": "Nothing changes",
            },
        ),
    ]


# ----------------------------------------------------------------- lesson 7: round 2


def lesson_7() -> list[Item]:
    """The quiz of lesson 7: Bidding, round 2 and stick the dealer."""
    deal = seeded_deal(5, dealer=3)
    up = deal.upcard
    round_2 = _passes(deal, 4)
    barred_ok, barred_reason = allowed(round_2, f"call {up.suit}")
    all_pass = _passes(deal, 8)
    stuck_deal = seeded_deal(5, dealer=3, rules=Rules(stick_the_dealer=True))
    stuck = _passes(stuck_deal, 7)
    stuck_ok, stuck_reason = allowed(stuck, "pass")
    alone_ok, _ = allowed(round_2, f"call {up.suit.same_colour} alone")
    nxt = up.suit.same_colour
    first = round_2.to_act or 0
    return [
        yes_no(
            "L7/1",
            f"Everyone passed {up.label()} in round 1. In round 2, may North name"
            f" {up.suit.plural}?",
            barred_ok,
            barred_reason,
            barred_reason,
        ),
        seat_question(
            "L7/2",
            "West deals and everyone passes in round 1. Who speaks first in round 2?",
            first,
            f"{SEAT_NAMES[first]} speaks first: round 2 starts where round 1 did, on the"
            f" dealer's left, and {SEAT_NAMES[first]} sits on the left of"
            f" {SEAT_NAMES[deal.dealer]}, the dealer.",
            (0, 1, 2, 3),
        ),
        question(
            "L7/3",
            "Traditional rules: all four pass in both rounds. What happens?",
            "thrown" if all_pass.phase is Phase.PASSED_OUT else "stuck",
            {
                "thrown": "The hand is thrown in, nobody scores, and the next dealer deals.",
                "stuck": "That is the stick-the-dealer variant. Under the traditional rules the"
                " cards are thrown in and the next player deals.",
                "again": "There is no third round: the cards are thrown in and the next player"
                " deals.",
            },
            labels={
                "thrown": "The cards are thrown in and the next player deals",
                "stuck": "The dealer must name trump",
                "again": "A third round of bidding",
            },
        ),
        yes_no(
            "L7/4",
            f"Stick the dealer: {stuck.upcard.label()} was turned down in round 1, and the other"
            " three have now passed twice. May the dealer pass?",
            stuck_ok,
            stuck_reason,
            stuck_reason,
        ),
        question(
            "L7/5",
            f"{up.label()} was turned down. Naming 'next' means naming which suit?",
            str(nxt),
            {
                str(s): (
                    f"'Next' is the other suit of the turned-down suit's colour: {up.suit.plural}"
                    f" were turned down, so next is {nxt.plural}."
                    + (
                        ""
                        if s is nxt
                        else f" {s.plural.capitalize()} are the other colour; naming a suit of"
                        " the other colour is sometimes called 'reverse next'."
                    )
                )
                for s in Suit
                if s is not up.suit
            },
            labels={str(s): f"{s.symbol} {s.plural}" for s in Suit},
        ),
        yes_no(
            "L7/6",
            "In round 2, may the player who names trump go alone?",
            alone_ok,
            "They may: whoever makes trump, in either round, may say alone as they make it.",
            "Yes: going alone is declared as trump is made, in round 1 or round 2.",
        ),
    ]


# ----------------------------------------------------------------- lesson 8: going alone
