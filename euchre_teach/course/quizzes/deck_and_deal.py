"""The quizzes of lessons 1, 2 and 5: the deck and the table, trump and the bowers, dealing."""

from __future__ import annotations

from euchre_teach.core.cards import DECK, Card, Rank, Suit, strip_pack
from euchre_teach.core.dealing import deal_cards
from euchre_teach.core.explain import singular
from euchre_teach.core.rules import bower, ranked
from euchre_teach.core.seats import left, partner
from euchre_teach.course import drills
from euchre_teach.course.items import Item, allowed, question, seat_question

__all__ = ["lesson_1", "lesson_2", "lesson_5"]


# ----------------------------------------------------------------- lesson 1: the deck


def lesson_1() -> list[Item]:
    """The quiz of lesson 1: The deck and the table."""
    ranks = sorted({c.rank for c in DECK})
    per_suit = sum(1 for c in DECK if c.suit is Suit.SPADES)
    sample = ["8S", "9S", "10H", "AD"]
    dropped = next(c for c in sample if c.replace("10", "T") not in strip_pack(sample))
    plain = ranked([Card.parse("JC"), Card.parse("QC")], None)
    return [
        question(
            "L1/1",
            "How many cards are in a Euchre deck?",
            str(len(DECK)),
            {
                "20": "20 is how many cards the four hands hold together; four more stay on the"
                " table: 24 in all.",
                "24": f"{len(ranks)} ranks (9 to ace) in each of the four suits.",
                "32": "32 would keep the sevens and eights too (a pack some other games, and"
                " some Euchre variants, use). Euchre starts at the nine: 9, 10, J, Q, K and A"
                " in each of four suits, 24 cards.",
                "52": "52 is the full pack you start from; everything below the nine comes out,"
                " and 24 cards stay.",
            },
        ),
        question(
            "L1/2",
            "Which of these cards do you take out of the pack?",
            dropped,
            {
                "8S": "Every card below the nine leaves the pack: 8♠ goes.",
                "9S": "The nine is the lowest card that stays. 8♠ goes: every card below the"
                " nine leaves the pack.",
                "10H": "Tens stay: the deck is 9, 10, J, Q, K, A. 8♠ goes: it is below the nine.",
                "AD": "Aces stay: they are the highest card of each plain suit. 8♠ goes: it is"
                " below the nine.",
            },
            labels={"8S": "8♠", "9S": "9♠", "10H": "10♥", "AD": "A♦"},
        ),
        question(
            "L1/3",
            "How many cards of each suit are in the deck?",
            str(per_suit),
            {
                "5": "Five is how many cards each player is dealt, not the size of a suit. A"
                " suit has 6: 9, 10, J, Q, K and A.",
                "6": "Six: 9, 10, J, Q, K and A.",
                "13": "Thirteen is a suit of the full pack, before it is stripped. A Euchre"
                " suit keeps 6: 9, 10, J, Q, K and A.",
            },
        ),
        question(
            "L1/4",
            "No trump has been named. Which is higher, J♣ or Q♣?",
            str(plain[0]),
            {
                "QC": "In a plain suit the order is A, K, Q, J, 10, 9: the queen beats the jack."
                " Until trump is named, a jack is just a jack, below the queen.",
                "JC": "Not in a plain suit: Q♣ is higher, for there the jack is below the queen"
                " (A, K, Q, J, 10, 9). Until trump is named, a jack is just a jack, below"
                " the queen.",
            },
            labels={"QC": "Q♣", "JC": "J♣"},
        ),
        seat_question(
            "L1/5",
            "You sit South. Who is your partner?",
            partner(2),
            "Partners sit across the table from each other: North and South play"
            " against East and West.",
            (0, 1, 3),
        ),
        seat_question(
            "L1/6",
            "You sit South and have just played. Who plays next?",
            left(2),
            "Play goes clockwise, to the left: after South comes West.",
            (0, 1, 3),
        ),
    ]


# ----------------------------------------------------------------- lesson 2: trump and bowers


def _bower_question(key: str, trump: Suit, which: str) -> Item:
    jacks = [Card(Rank.JACK, s) for s in Suit]
    answer = next(j for j in jacks if bower(j, trump) == which)
    options = {}
    for jack in jacks:
        kind = bower(jack, trump)
        if kind == "right":
            why = f"{jack.label()} is the jack of trump itself: the right bower, the highest card."
        elif kind == "left":
            why = (
                f"{jack.label()} is the jack of the other {trump.colour.value} suit: the left"
                f" bower, second-highest trump."
            )
        else:
            why = f"{jack.label()} is not the colour of trump: an ordinary {singular(jack.suit)}."
        if jack != answer:  # the quiz shows only this after a wrong answer: name the bower
            which_jack = ("the jack of trump itself" if which == "right"
                          else f"the jack of the other {trump.colour.value} suit")  # fmt: skip
            why += f" The {which} bower is {answer.label()}, {which_jack}."
        options[str(jack)] = why
    labels = {str(j): j.label() for j in jacks}
    prompt = (
        f"{trump.plural.capitalize()} {trump.symbol} are trump. Which jack is the {which} bower?"
    )
    return question(key, prompt, str(answer), options, labels=labels, trump=trump)


def lesson_2() -> list[Item]:
    """The quiz of lesson 2: Trump and the bowers."""
    return [
        _bower_question("L2/1", Suit.HEARTS, "left"),
        _bower_question("L2/2", Suit.SPADES, "left"),
        _bower_question("L2/3", Suit.CLUBS, "right"),
        drills.suit_question("L2/4", Card.parse("JD"), Suit.HEARTS),
        drills.suit_question("L2/5", Card.parse("JS"), Suit.DIAMONDS),
        drills.count_question("L2/6", Suit.DIAMONDS, Suit.DIAMONDS),
        drills.count_question("L2/7", Suit.SPADES, Suit.CLUBS),
        drills.order_item(2, Suit.CLUBS),
    ]


# ----------------------------------------------------------------- lesson 5: dealing


def lesson_5() -> list[Item]:
    """The quiz of lesson 5: Dealing and the upcard."""
    dealt = deal_cards(1, dealer=3, pattern=(3, 2))
    first = dealt.packets[0]
    second_round = dealt.packets[4]
    left_over = 24 - sum(len(h) for h in dealt.hands)
    up = dealt.upcard
    deal = dealt.to_deal()
    offered = allowed(deal, "order")[0] and deal.upcard.suit
    return [
        question(
            "L5/1",
            "How many cards does each player get?",
            str(len(dealt.hands[0])),
            {
                "4": "Five each: four is what is left on the table after dealing, not a hand.",
                "5": "Five each, dealt in two rounds of packets.",
                "6": ("Five each: only the dealer ever holds six, for a moment, after taking up"
                      " the upcard."),
            },
        ),
        seat_question(
            "L5/2",
            "West deals. Who gets the first packet?",
            first.seat,
            "Dealing starts with the player to the dealer's left and goes"
            " clockwise: West deals, so North is first.",
            (0, 1, 2, 3),
        ),
        question(
            "L5/3",
            "The dealer gives packets of 3 in the first round. How many cards go"
            " in each packet of the second round?",
            str(len(second_round.cards)),
            {
                "2": "3 then 2 makes five; a dealer who starts with 2 gives 3 next.",
                "3": "3 and 3 would make six cards. The second round gives 2.",
            },
        ),
        question(
            "L5/4",
            "How many cards are left over after the deal?",
            str(left_over),
            {
                "3": "Four are left, not three: all four make the kitty. Its top card is turned"
                " up as the upcard, so three stay face down under it.",
                "4": "24 cards, 20 in the hands, 4 left over: the kitty. Its top card is turned"
                " up as the upcard.",
                "8": "Only 4: five cards to each of four players uses 20 of the 24.",
            },
        ),
        _upcard_suit_question("L5/5", up, offered),
        seat_question(
            "L5/6",
            "West dealt this hand. Who deals the next one?",
            left(3),
            "The deal passes to the left: after West, North deals.",
            (0, 1, 2),
        ),
    ]


def _upcard_suit_question(key: str, up: Card, offered: Suit | bool) -> Item:
    """Which suit round 1 offers; a jack upcard gets the reason it is still its own suit."""
    other = up.suit.same_colour
    if up.rank is Rank.JACK:
        # No trump yet, so the jack is its printed suit (the bowers only exist once trump is made).
        why = (
            f" No trump has been chosen yet, so {up.label()} is simply a {singular(up.suit)};"
            f" if {up.suit.plural} are made trump it becomes their right bower."
        )
        tempting = (
            f"Not {other.plural}: {up.label()} would count as a {singular(other)} only if"
            f" {other.plural} were trump (it would be their left bower)."
        )
    else:
        why, tempting = "", ""
    options = {}
    for suit in Suit:
        later = (
            "" if suit is up.suit else f" {suit.plural.capitalize()} could only come in round 2."
        )
        text = f"Round 1 offers only the upcard's suit, {up.suit.plural}.{later}{why}"
        options[str(suit)] = f"{tempting} {text}" if suit is other and tempting else text
    prompt = (
        f"The card turned up is {up.label()}. Which suit can be made trump in the first round"
        " of bidding?"
    )
    labels = {str(s): f"{s.symbol} {s.plural}" for s in Suit}
    return question(key, prompt, str(offered), options, labels=labels)
