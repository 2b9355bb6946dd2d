"""The end-of-lesson quizzes: six to eight questions per lesson, every answer from the core.

Questions are either generated items (:mod:`euchre_teach.course.drills`, fixed numbers so that
everyone sees the same cards) or written questions whose answer this module computes by
asking the rules core: a deal is set up and the action tried, a hand is scored, the deck
is counted. The wording of the feedback is ours; the verdict is the engine's.

>>> [len(quiz(n)) >= 6 for n in range(1, 15)] == [True] * 14
True
>>> quiz(7)[0].trap_type
1
"""

from __future__ import annotations

from collections.abc import Callable

from euchre_teach.core.cards import DECK, Card, Rank, Suit, parse_cards, strip_pack
from euchre_teach.core.deal import Deal
from euchre_teach.core.dealing import deal_cards, seeded_deal
from euchre_teach.core.errors import IllegalAction
from euchre_teach.core.explain import singular
from euchre_teach.core.game import Game
from euchre_teach.core.record import HandRecord
from euchre_teach.core.rules import Rules, bower, hand_score, legal_plays, ranked
from euchre_teach.core.seats import SEAT_NAMES, TEAM_NAMES, left, partner, team
from euchre_teach.core.state import Phase
from euchre_teach.course import drills
from euchre_teach.course.buck_quiz import lesson_14
from euchre_teach.course.drills import Item, question

__all__ = ["QUIZZES", "quiz"]

_YES_NO = {"yes": "Yes", "no": "No"}


def _try(deal: Deal, *actions: str) -> tuple[bool, str]:
    """Whether the actions are allowed in turn on a copy of ``deal``, and the core's reason
    when one is refused."""
    trial = deal.copy()
    try:
        for action in actions:
            trial.apply(action)
    except IllegalAction as refused:
        return False, str(refused)
    return True, ""


def _yes_no(key: str, prompt: str, allowed: bool, yes: str, no: str) -> Item:
    return question(key, prompt, "yes" if allowed else "no", {"yes": yes, "no": no}, labels=_YES_NO)


def _seat_question(key: str, prompt: str, seat: int, why: str, choices: tuple[int, ...]) -> Item:
    options = {SEAT_NAMES[s]: why if s == seat else f"Not {SEAT_NAMES[s]}. {why}" for s in choices}
    return question(key, prompt, SEAT_NAMES[seat], options)


def _passes(deal: Deal, count: int) -> Deal:
    after = deal.copy()
    for _ in range(count):
        after.apply("pass")
    return after


# ----------------------------------------------------------------- lesson 1: the deck


def _lesson_1() -> list[Item]:
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
                " table.",
                "24": f"{len(ranks)} ranks (9 to ace) in each of the four suits.",
                "32": "32 is a piquet pack, with the sevens and eights. Euchre starts at the nine.",
                "52": "52 is the full pack you start from; everything below the nine comes out.",
            },
        ),
        question(
            "L1/2",
            "Which of these cards do you take out of the pack?",
            dropped,
            {
                "8S": "Every card below the nine leaves the pack: 8♠ goes.",
                "9S": "The nine is the lowest card that stays.",
                "10H": "Tens stay: the deck is 9, 10, J, Q, K, A.",
                "AD": "Aces stay: they are the highest card of each plain suit.",
            },
            labels={"8S": "8♠", "9S": "9♠", "10H": "10♥", "AD": "A♦"},
        ),
        question(
            "L1/3",
            "How many cards of each suit are in the deck?",
            str(per_suit),
            {
                "5": "Five is how many cards each player is dealt, not the size of a suit.",
                "6": "Six: 9, 10, J, Q, K and A.",
                "13": "Thirteen is a suit of the full pack, before it is stripped.",
            },
        ),
        question(
            "L1/4",
            "No trump has been named. Which is higher, J♣ or Q♣?",
            str(plain[0]),
            {
                "QC": "In a plain suit the order is A, K, Q, J, 10, 9: the queen beats the jack."
                " Only trump gives a jack special powers.",
                "JC": "Not in a plain suit: there the jack is below the queen (A, K, Q, J, 10, 9)."
                " Only trump gives a jack special powers.",
            },
            labels={"QC": "Q♣", "JC": "J♣"},
        ),
        _seat_question(
            "L1/5",
            "You sit South. Who is your partner?",
            partner(2),
            "Partners sit across the table from each other: North and South play"
            " against East and West.",
            (0, 1, 3),
        ),
        _seat_question(
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
        options[str(jack)] = why
    labels = {str(j): j.label() for j in jacks}
    prompt = (
        f"{trump.plural.capitalize()} {trump.symbol} are trump. Which jack is the {which} bower?"
    )
    return question(key, prompt, str(answer), options, labels=labels, trump=trump)


def _lesson_2() -> list[Item]:
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


# ----------------------------------------------------------------- lesson 3: dealing


def _lesson_3() -> list[Item]:
    dealt = deal_cards(1, dealer=3, pattern=(3, 2))
    first = dealt.packets[0]
    second_round = dealt.packets[4]
    left_over = 24 - sum(len(h) for h in dealt.hands)
    up = dealt.upcard
    deal = dealt.to_deal()
    offered = _try(deal, "order")[0] and deal.upcard.suit
    return [
        question(
            "L3/1",
            "How many cards does each player get?",
            str(len(dealt.hands[0])),
            {
                "4": "Four is what is left on the table after dealing, not a hand.",
                "5": "Five each, dealt in two rounds of packets.",
                "6": "Only the dealer ever holds six, for a moment, after picking up the upcard.",
            },
        ),
        _seat_question(
            "L3/2",
            "West deals. Who gets the first packet?",
            first.seat,
            "Dealing starts with the player to the dealer's left and goes"
            " clockwise: West deals, so North is first.",
            (0, 1, 2, 3),
        ),
        question(
            "L3/3",
            "The dealer gives packets of 3 in the first round. How many cards go"
            " in each packet of the second round?",
            str(len(second_round.cards)),
            {
                "2": "3 then 2 makes five; a dealer who starts with 2 gives 3 next.",
                "3": "3 and 3 would make six cards. The second round gives 2.",
            },
        ),
        question(
            "L3/4",
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
        _upcard_suit_question("L3/5", up, offered),
        _seat_question(
            "L3/6",
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


# ----------------------------------------------------------------- lesson 4: bidding round 1


def _lesson_4() -> list[Item]:
    deal = seeded_deal(4, dealer=3)
    up = deal.upcard
    after_order = deal.copy()
    after_order.apply("order")
    upcard_goes_to = after_order.to_act
    dealer_cards = len(after_order.hands[deal.dealer])
    can_discard_up, _ = _try(after_order, f"discard {up}")
    can_call, call_refusal = _try(deal, "call S" if up.suit is not Suit.SPADES else "call H")
    assist = seeded_deal(4, dealer=0)
    assisted = assist.copy()
    assisted.apply("pass")
    assisted.apply("order")
    return [
        _seat_question(
            "L4/1",
            "West deals. Who speaks first in the bidding?",
            deal.to_act or 0,
            "Bidding starts left of the dealer, like the deal: North.",
            (0, 1, 2, 3),
        ),
        _seat_question(
            "L4/2",
            f"West deals and turns up {up.label()}. North orders it up."
            " Who puts the upcard in their hand?",
            upcard_goes_to or 0,
            "Whoever orders it up, the upcard always goes to the dealer, who then discards a card.",
            (0, 1, 2, 3),
        ),
        question(
            "L4/3",
            "The dealer has just picked up the upcard. How many cards does the"
            " dealer hold before discarding?",
            str(dealer_cards),
            {
                "5": "Not yet: the upcard came in, so the dealer holds six and must discard one.",
                "6": "Five plus the upcard. One goes face down, and play starts.",
            },
        ),
        _yes_no(
            "L4/4",
            f"The dealer picked up {up.label()}. May the dealer discard the upcard itself?",
            can_discard_up,
            "Yes: in this course, as in most rule sets, any of the six cards may go face down,"
            " the upcard too. It is rare, because the upcard is a trump: the coach throws it"
            " away only when the other five cards are all higher trumps.",
            "The dealer may discard any of the six cards, the upcard too (most rule sets allow"
            " it). It is rare, because the upcard is a trump: the coach throws it away only when"
            " the other five cards are all higher trumps.",
        ),
        _yes_no(
            "L4/5",
            f"The upcard is {up.label()}. In round 1, may North name another suit as trump?",
            can_call,
            call_refusal,
            call_refusal,
        ),
        question(
            "L4/6",
            "North deals and you, South, order up the upcard. Which side gets the upcard?",
            TEAM_NAMES[team(assisted.to_act or 0)],
            {
                TEAM_NAMES[0]: "Yes: the dealer is your partner, so ordering it up (assisting)"
                " puts an extra trump on your side.",
                TEAM_NAMES[1]: "The upcard goes to the dealer, North, your partner: it stays on"
                " your side. That is why it is called assisting.",
            },
        ),
        question(
            "L4/7",
            "East deals and you, South, order up. Which side gets the upcard?",
            TEAM_NAMES[team(1)],
            {
                TEAM_NAMES[1]: "The upcard goes to the dealer, East, an opponent. So the"
                " seats beside the dealer need a stronger hand to order up.",
                TEAM_NAMES[0]: "No: the upcard always goes to the dealer, and East is an opponent.",
            },
        ),
    ]


# ----------------------------------------------------------------- lesson 5: round 2


def _lesson_5() -> list[Item]:
    deal = seeded_deal(5, dealer=3)
    up = deal.upcard
    round_2 = _passes(deal, 4)
    barred_ok, barred_reason = _try(round_2, f"call {up.suit}")
    all_pass = _passes(deal, 8)
    stuck_deal = seeded_deal(5, dealer=3, rules=Rules(stick_the_dealer=True))
    stuck = _passes(stuck_deal, 7)
    stuck_ok, stuck_reason = _try(stuck, "pass")
    alone_ok, _ = _try(round_2, f"call {up.suit.same_colour} alone")
    nxt = up.suit.same_colour
    return [
        _yes_no(
            "L5/1",
            f"Everyone passed {up.label()} in round 1. In round 2, may North name"
            f" {up.suit.plural}?",
            barred_ok,
            barred_reason,
            barred_reason,
        ),
        _seat_question(
            "L5/2",
            "West deals and everyone passes in round 1. Who speaks first in round 2?",
            round_2.to_act or 0,
            "Round 2 starts where round 1 did: left of the dealer.",
            (0, 1, 2, 3),
        ),
        question(
            "L5/3",
            "Traditional rules: all four pass in both rounds. What happens?",
            "thrown" if all_pass.phase is Phase.PASSED_OUT else "stuck",
            {
                "thrown": "The hand is thrown in, nobody scores, and the next dealer deals.",
                "stuck": "That is the stick-the-dealer variant. Under the traditional rules the"
                " hand is thrown in and the deal passes on.",
                "again": "There is no third round: the hand is thrown in.",
            },
            labels={
                "thrown": "The cards are thrown in and the next player deals",
                "stuck": "The dealer must name trump",
                "again": "A third round of bidding",
            },
        ),
        _yes_no(
            "L5/4",
            "Stick the dealer: the other three have passed twice. May the dealer pass?",
            stuck_ok,
            stuck_reason,
            stuck_reason,
        ),
        question(
            "L5/5",
            f"{up.label()} was turned down. Calling 'next' means naming which suit?",
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
        _yes_no(
            "L5/6",
            "In round 2, may the player who names trump go alone?",
            alone_ok,
            "Yes: whoever makes trump, in either round, may say alone as they make it.",
            "Going alone is declared as trump is made, in round 1 or round 2.",
        ),
    ]


# ----------------------------------------------------------------- lesson 6: going alone


def _lesson_6() -> list[Item]:
    deal = seeded_deal(6, dealer=3)
    loner = deal.copy()
    loner.apply("pass")
    loner.apply("pass")
    loner.apply("order alone")
    loner.apply(f"discard {loner.hands[3][0]}")
    sitter = loner.sitting_out[0]
    lead_default = loner.to_act or 0
    other = seeded_deal(6, dealer=3, rules=Rules(loner_lead="maker_left"))
    for action in ("pass", "pass", "order alone"):
        other.apply(action)
    other.apply(f"discard {other.hands[3][0]}")
    lead_variant = other.to_act or 0
    assist_ok, _ = _try(seeded_deal(6, dealer=0), "pass", "order alone")
    return [
        _seat_question(
            "L6/1",
            "West deals; you, South, order it up alone. Who sits out?",
            sitter,
            "The lone maker's partner lays the hand face down: North sits out the whole hand.",
            (0, 1, 3),
        ),
        _seat_question(
            "L6/2",
            "West deals and you go alone. Under the course's default rule, who leads the first"
            " trick?",
            lead_default,
            "By default the first player in play to the dealer's left leads. North would, but"
            " North sits out, so East leads.",
            (0, 1, 3),
        ),
        _seat_question(
            "L6/3",
            "Same hand, but your table plays 'the lone maker's left leads'. Who leads?",
            lead_variant,
            "Under that rule the player to the lone maker's left leads: West.",
            (0, 1, 3),
        ),
        drills.score_item(5),
        question(
            "L6/4",
            "A lone maker takes all five tricks. How many points?",
            str(hand_score(5, alone=True)[1]),
            {
                "2": "Two is a march with a partner. Alone, all five tricks score 4.",
                "4": "A lone march scores 4, the biggest score in one hand.",
                "5": "One point per trick is not how Euchre scores: a lone march is worth 4.",
            },
        ),
        question(
            "L6/5",
            "A lone maker takes three tricks. How many points?",
            str(hand_score(3, alone=True)[1]),
            {
                "1": "Three or four tricks score 1, alone or not.",
                "2": "Only a march (all five) scores more than 1.",
                "4": "Four needs all five tricks. Three tricks make the bid: 1 point.",
            },
        ),
        _yes_no(
            "L6/6",
            "North deals. May you, South, order up your partner's card and go alone?",
            assist_ok,
            "Yes: anyone who makes trump may go alone, even when ordering up their"
            " partner. Your partner, the dealer, then sits out; in this course the upcard"
            " simply stays on the table (a convention: tables differ on this).",
            "Anyone who makes trump may go alone.",
        ),
    ]


# ----------------------------------------------------------------- lessons 7-9: play and score


def _lesson_7() -> list[Item]:
    renege_hand = [Card.parse(t) for t in ("KD", "KC", "9S")]
    led = [Card.parse("9D")]
    is_renege = Card.parse("KC") not in legal_plays(renege_hand, led, Suit.CLUBS)
    return [
        drills.trap_item(1, 1),
        drills.trap_item(1, 2),
        drills.trap_item(1, 3),
        drills.trap_item(1, 5),
        drills.trap_item(2, 8),
        drills.legal_item(4),
        _yes_no(
            "L7/7",
            "Clubs are trump. West leads 9♦. East holds K♦, K♣ and 9♠ and plays"
            " K♣. Is that a renege?",
            is_renege,
            "Yes: East holds K♦, a diamond, so East had to follow diamonds. Trumping is"
            " only for a player with no diamonds.",
            "It is: holding K♦, East had to follow diamonds.",
        ),
    ]


def _lesson_8() -> list[Item]:
    return [drills.trick_item(n) for n in (1, 2, 3, 5)] + [
        drills.trap_item(1, 6),
        drills.trap_item(3, 6),
    ]


def _renege_against_a_loner() -> Deal:
    """A table-mode hand: South goes alone, West trumps a club while holding K♣, and South
    claims the renege. The core scores the claim."""
    hands = [parse_cards(h) for h in ("AS KS QS JS JC", "9C TC QC 9S TS",
                                      "JH JD AH KH AC", "KC 9D TD QD QH")]  # fmt: skip
    deal = Deal(3, hands, Card.parse("9H"), Rules(enforce_follow_suit=False))
    for action in ("pass", "pass", "order alone", "discard 9D", "play 9C", "play AC",
                   "play QH", "play TD", "play 9S", "claim renege"):  # fmt: skip
        deal.apply(action)
    return deal


def _lesson_9() -> list[Item]:
    target = Rules().points_to_win
    side, euchre_points = hand_score(2)
    assert side == "defenders"
    ends = 8 + euchre_points >= target
    renege = _renege_against_a_loner().result
    assert renege is not None and renege.renege == 3
    return [drills.score_item(n) for n in (1, 3, 34, 28, 29)] + [
        question(
            "L9/6",
            "How many points win the game?",
            str(target),
            {
                "5": "Five is too few: the game goes to 10.",
                "10": "The first side to 10 wins (some tables play to 11).",
                "21": "That is another game. Euchre goes to 10.",
            },
        ),
        question(
            "L9/9",
            "The other side has 8 points. Your side makes trump and takes only two tricks."
            " What happens?",
            "win" if ends else "nine",
            {
                "win": f"They win the game: a euchre gives the defenders {euchre_points} points,"
                f" and 8 + {euchre_points} reaches {target}. That is why a thin bid is riskier"
                " when the other side is close to 10.",
                "nine": f"A euchre is worth {euchre_points} to the defenders, not 1: 8 +"
                f" {euchre_points} reaches {target} and the game is theirs.",
                "none": f"Taking two tricks is a euchre, and a euchre scores for the defenders:"
                f" {euchre_points} points, so 8 + {euchre_points} wins them the game.",
            },
            labels={
                "win": "They win the game",
                "nine": "They move to 9",
                "none": "Nobody scores",
            },
        ),
        question(
            "L9/10",
            "At a real table nothing stops a wrong card. South goes alone; East leads 9♣ and"
            " West, holding K♣, trumps it instead of following clubs. South claims the renege."
            " How many points do North-South score?",
            str(renege.points),
            {
                "2": "Two is the penalty against a side playing with a partner. Against a lone"
                " hand the penalty doubles: 4.",
                "4": "A renege against a lone hand costs 4 (2 against a side with a partner)."
                " The course adds the points to North-South and ends the hand; tables that"
                " take the penalty off the guilty side deduct 4 from East-West instead.",
                "0": "Not 0: in this course every claimed renege scores. West held K♣ and trumped"
                " a club lead instead of following, and against a lone hand that costs 4.",
            },
        ),
    ]


# ----------------------------------------------------------------- lessons 10-13


def _hand(word: str) -> tuple[str, HandRecord]:
    from euchre_teach.course.catalogue import load_hands

    return next((n, h) for n, h in load_hands() if word in n)


def _lesson_10() -> list[Item]:
    _, trap = _hand("left_bower")
    at = next(i for i, (s, a) in enumerate(trap.actions) if s == 2 and str(a) == "play JD")
    before = trap.deal(at)
    free = set(legal_plays(before.hands[2], before.trick, before.trump)) == set(before.hands[2])
    _, ace = _hand("partners_ace")
    first = ace.deal().tricks[0]
    _, loner = _hand("loner")
    loner_points = loner.deal().result
    _, void = _hand("void")
    discard = void.deal().discard
    _, nxt = _hand("next")
    called = nxt.deal().trump
    _, renege = _hand("renege")
    penalty = renege.deal().result
    assert loner_points is not None and discard is not None and called is not None
    assert penalty is not None
    return [
        _yes_no(
            "L10/1",
            "In 'The left-bower trap', East led A♦ and your only red jack was J♦"
            " (hearts trump). Could you play any card?",
            free,
            "Yes: J♦ was a heart, so you had no diamonds and were free to trump with it.",
            "J♦ was a heart that hand, so you held no diamonds: any card was allowed.",
        ),
        _seat_question(
            "L10/2",
            "In 'Do not trump your partner's ace', who won the first trick?",
            first.winner,
            "North's A♣ won: you threw 9♥ instead of trumping your partner's winner.",
            (0, 1, 2, 3),
        ),
        question(
            "L10/3",
            "In 'Four top spades and an ace', how many points did you score?",
            str(loner_points.points),
            {
                "2": "Two is a march with a partner. You went alone and took all five: 4.",
                "4": "A lone hand that takes all five tricks scores 4.",
                "1": "One is for three or four tricks. Alone with all five, it was 4.",
            },
        ),
        question(
            "L10/4",
            "In 'The dealer's discard', which card did you discard?",
            str(discard),
            {
                "9C": "9♣ was your only club: without it you could trump the first club led.",
                "AS": "A♠ is likely to win a trick later; throwing it away wastes that trick.",
                "QH": "Q♥ is a trump: keep trumps and throw a lone plain card.",
            },
            labels={"9C": "9♣", "AS": "A♠", "QH": "Q♥"},
        ),
        question(
            "L10/5",
            "In 'Two rounds of bidding from the dealer's left', the dealer turned J♦ down."
            " Which suit did you name?",
            str(called),
            {
                str(s): (
                    "You named hearts: 'next', the other red suit, the same colour as the"
                    " diamonds the dealer turned down. J♦, hearts' left bower, lay buried under"
                    " the pack, so your J♥ and A♥ were the two highest trumps in play."
                )
                for s in (Suit.CLUBS, Suit.HEARTS, Suit.SPADES)
            },
            labels={"C": "♣ clubs", "H": "♥ hearts", "S": "♠ spades"},
        ),
        question(
            "L10/6",
            "In 'A renege, spotted and claimed', how many points did the claim earn North-South?",
            str(penalty.points),
            {
                "1": "A renege costs more than a made bid: the innocent side scores 2.",
                "2": "A claimed renege gives the innocent side 2 points (4 against a lone hand).",
                "4": "Four is the penalty only when the side going alone is reneged against.",
            },
        ),
    ]


def _coach_question(key: str, word: str, action_text: str) -> Item:
    """What the coach (the hint engine's player) does at South's decision in a hand."""
    _, record = _hand(word)
    at = next(i for i, (s, a) in enumerate(record.actions) if s == 2 and str(a) == action_text)
    return drills.coach_item(key, record.deal(at))


def _lesson_11() -> list[Item]:
    return [
        _coach_question("L11/1", "left_bower", "pass"),
        _coach_question("L11/2", "assist", "order"),
        _coach_question("L11/3", "void", "discard 9C"),
        _coach_question("L11/4", "next", "call H"),
        _coach_question("L11/5", "assist", "play JH"),
        _coach_question("L11/6", "left_bower", "play AS"),
        _coach_question("L11/7", "partners_ace", "play 9H"),
        _coach_question("L11/8", "left_bower", "play TC"),
    ]


def _lesson_12() -> list[Item]:
    return [drills.trap_item(5, kind) for kind in drills.TRAP_TYPES]


def _lesson_13() -> list[Item]:
    game = Game(seed=13, first_dealer=0)
    for _ in range(8):
        game.apply("pass")
    return [
        question(
            "L13/1",
            "Everyone passes twice (no stick the dealer). How many points does each side get?",
            str(sum(game.scores)),
            {
                "0": "A thrown-in hand scores nothing for anyone; the next dealer deals.",
                "1": "Nobody made trump, so nobody scores.",
                "2": "Nobody made trump, so nobody scores, and nobody was euchred either.",
            },
        ),
        _seat_question(
            "L13/2",
            "North dealt and the hand was thrown in. Who deals now?",
            game.deal.dealer,
            "The deal passes to the left, thrown-in hand or not: East deals.",
            (0, 1, 2, 3),
        ),
        drills.score_item(7),
        drills.score_item(8),
        question(
            "L13/3",
            "The score is 9 to 9 and your side makes trump but is euchred. Who wins?",
            TEAM_NAMES[1] if 9 + hand_score(2)[1] >= 10 else "nobody",
            {
                TEAM_NAMES[1]: "A euchre gives the defenders 2 points: 9 + 2 = 11, and the"
                " defenders win.",
                TEAM_NAMES[0]: "Your side was euchred, so only the defenders score.",
                "nobody": "The defenders score 2 for the euchre: that takes them past 10.",
            },
            labels={"nobody": "Nobody yet"},
        ),
        question(
            "L13/4",
            "Which side scores in one hand?",
            "one",
            {
                "one": "Only one side scores each hand: the makers, or the defenders after a"
                " euchre.",
                "both": "Never both: the makers score, or the defenders do after a euchre."
                " Tricks the defenders take without a euchre score nothing, and a hand thrown"
                " in after eight passes scores for nobody.",
            },
            labels={"one": "Only one side", "both": "Both sides, for the tricks each took"},
        ),
    ]


QUIZZES: dict[int, Callable[[], list[Item]]] = {
    1: _lesson_1,
    2: _lesson_2,
    3: _lesson_3,
    4: _lesson_4,
    5: _lesson_5,
    6: _lesson_6,
    7: _lesson_7,
    8: _lesson_8,
    9: _lesson_9,
    10: _lesson_10,
    11: _lesson_11,
    12: _lesson_12,
    13: _lesson_13,
    14: lesson_14,  # Buck Euchre, in its own module
}
"""Quiz builders by lesson number."""


def quiz(lesson: int) -> list[Item]:
    """The quiz items of a lesson, in order."""
    if lesson not in QUIZZES:
        raise KeyError(f"no quiz for lesson {lesson!r}: lessons are numbered 1 to {len(QUIZZES)}")
    return QUIZZES[lesson]()
