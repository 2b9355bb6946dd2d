"""Lesson 15's questions on Buck Euchre, every answer asked of the core.

The quiz (:func:`lesson_15`) sets up hands and tries actions on them; the practice family
``buck/N`` (:func:`buck_item`) plays out seeded hands and asks for a player's new score,
``buckin/N`` (:func:`in_or_out_item`) whether to stay in, as the coach would.

>>> len(lesson_15()) >= 6, buck_item(3) == buck_item(3)
(True, True)
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from euchre_teach.buck.deal import BuckDeal
from euchre_teach.buck.game import buck_deal_cards
from euchre_teach.buck.rules import (
    BUCK_SEATS,
    MAKER_NEEDS,
    BuckPhase,
    BuckRules,
    buck_changes,
    match_winner,
)
from euchre_teach.buck.words import ESTIMATE_FOLD
from euchre_teach.core.cards import DECK, Card, Rank, Suit, parse_cards
from euchre_teach.core.rules import bower, bower_card, ranked, trick_rank
from euchre_teach.course.items import Item, allowed, question, yes_no
from euchre_teach.players.buck_coach import decide_buck, play_out
from euchre_teach.players.knowledge import suit_of
from euchre_teach.players.principles import principle
from euchre_teach.strategy.advice import listed

LEARNER = BUCK_SEATS.index("South")
"""The learner's seat at Buck's table (lesson 15's game seats the learner South)."""

__all__ = ["buck_item", "in_or_out_item", "lesson_15", "lesson_15_all", "played_hand"]

_HANDS = [parse_cards("JH JD AH 9C 9D"), parse_cards("AC KC QC JC 9S"),
          parse_cards("AS KS QS JS TS")]  # fmt: skip


def _deal(upcard: str, *actions: str, rules: BuckRules | None = None) -> BuckDeal:
    deal = BuckDeal(2, _HANDS, Card.parse(upcard), rules)
    for action in actions:
        deal.apply(action)
    return deal


def _count(start: int, tricks: int, maker: bool) -> int:
    taken = [tricks, 0, 0]
    changes, _ = buck_changes(taken, 0 if maker else 1, (0,), BuckRules())
    return start + changes[0]


def _dealt_and_left() -> Item:
    dealt = buck_deal_cards(1, dealer=0)
    left = len(DECK) - sum(len(h) for h in dealt.hands)
    return question(
        "L15/1", "Three players are dealt five cards each. How many of the 24 cards are not"
        " dealt (the upcard and the cards under it)?", str(left),
        {"4": "That is the four-player game: 20 cards dealt, 4 left. With three hands only 15"
               f" are dealt, so {left} are left.",
         "9": "24 - 15 = 9: the upcard and eight cards under it. Nearly half the cards you"
              " cannot see are out of play.",
         "12": "Each of the three players holds five, so 15 are dealt and 9 are left."},
    )  # fmt: skip


def _dirty_clubs() -> Item:
    """L15/2: dirty clubs keeps everyone in. expert58: its feedback says each player needing
    a trick is this course's rule, and its prompt says it asks of this course's game, as
    every quiz item whose answer rests on a rule tables differ on does."""
    deal = _deal("TC", "discard TS")
    may_drop, refusal = allowed(deal, "out")
    return yes_no(
        "L15/2", "The upcard is 10♣ and the dealer has discarded. In this course's game, may a"
        " player with a weak hand drop out?", may_drop, refusal, refusal,
    )  # fmt: skip


def _maker_bucked() -> Item:
    after = _count(9, 2, maker=True)
    return question(
        "L15/3", "West made trump with a score of 9 and took only 2 tricks. This course's"
        " rule takes a bucked player's tricks off too. What is West's score after the hand?",
        str(after),
        {str(after): f"Short of the {MAKER_NEEDS} needed: bucked. The 2 tricks take 2 off and"
                     f" the buck adds 5: 9 - 2 + 5 = {after}.",
         "7": "West needed 3 tricks as maker; with 2 West is bucked, so 5 is added as well:"
              f" 9 - 2 + 5 = {after}.",
         "14": "That is the other common rule, where a bucked player's tricks take nothing"
               " off. Under this course's rule the buck adds 5, and the 2 tricks West took"
               f" still take 1 off each: 9 - 2 + 5 = {after}."},
    )  # fmt: skip


def _maker_short() -> Item:
    """L15/9 (house50, in place of L15/3): what every Buck table does to a maker short of
    3 tricks, the buck, keyed; what the tricks taken do, which tables differ on, is said
    with it. expert57: the keyed label states this course's result (12), the prompt says it
    asks of this course's game, and every option's feedback gives many tables' 14 beside it."""
    rules = BuckRules()
    changes, bucked = buck_changes([2, 0, 0], 0, (0,), rules)
    after, plus = 9 + changes[0], rules.buck_penalty
    sum_words = f"Bucked: 9 - 2 + {plus} = {after}"
    course = (f"With 2 of the {MAKER_NEEDS} tricks a maker needs, West is {sum_words.lower()},"
              f" as this course takes the tricks off too. Many tables do not: 9 + {plus} ="
              f" {9 + plus}.")
    return question(
        "L15/9", "West made trump with a score of 9 and took only 2 tricks. What happens to"
        " West's score in this course's game?", "bucked" if 0 in bucked else "off",
        {"off": f"A buck sends the score up, not down. {course}",
         "bucked": course,
         "same": f"Only a player who drops out keeps the score. {course}"},
        labels={"bucked": sum_words, "off": "2 come off, and no buck",
                "same": "It stays 9"},
    )  # fmt: skip


def _in_without_a_trick() -> Item:
    after = _count(6, 0, maker=False)
    return question(
        "L15/4", "East stayed in with a score of 6 and took no trick. In this course's game,"
        " what is East's score after the hand?", str(after),
        {str(after): f"A player who stays in needs one trick; with none, East is bucked, and"
                     f" this course's buck adds 5: 6 + 5 = {after}.",
         "6": "That would be right had East dropped out. Staying in and taking no trick is a"
              f" buck: 5 added to East's score, 6 + 5 = {after}.",
         "1": "The score goes down only for tricks taken. A buck goes the other way: 5 up,"
              f" 6 + 5 = {after}."},
    )  # fmt: skip


def _both_drop() -> Item:
    deal = _deal("KH", "order", "discard TS", "out", "out")
    assert deal.result is not None
    took = deal.result.tricks[0]
    return question(
        "L15/5", "West orders up hearts and both other players drop out, so no card is"
        " played. By this course's rule, how much comes off West's score?", str(took),
        {"5": "With nobody left to play against, this course gives the maker all five tricks:"
              " 5 off West's score.",
         "3": "Some tables give only the 3 a maker needs. This course gives the maker all five"
              " tricks when both others drop out, so 5 come off.",
         "0": "No card is played, but the hand counts: this course gives the maker all five"
              " tricks, so 5 come off."},
    )  # fmt: skip


def _no_alone() -> Item:
    may_go_alone, refusal = allowed(_deal("KH"), "order alone")
    return yes_no("L15/6", "Can a player go alone in Buck Euchre?", may_go_alone, refusal,
                  refusal)  # fmt: skip


def _thrown_in() -> Item:
    deal = _deal("KH", *["pass"] * 6)
    thrown = deal.is_over and deal.result is None
    return question(
        "L15/7", "Everyone passes twice (no stick the dealer). What happens?",
        "thrown" if thrown else "stuck",
        {"thrown": "The hand is thrown in: nobody scores, and the deal passes to the left.",
         "stuck": "Only when the table plays stick the dealer. Without it the hand is thrown"
                  " in and the next player deals."},
        labels={"thrown": "The hand is thrown in", "stuck": "The dealer must name trump"},
    )  # fmt: skip


def _who_wins() -> Item:
    scores = [2 - 3, 5 - 1, 1 - 1]  # West made it with 3, East and You took one each
    winner = match_winner(scores, maker=0, dealer=2)
    name = BUCK_SEATS[winner] if winner is not None else "nobody"
    return question(
        "L15/8", "The scores are West 2, East 5, You 1. West makes trump and takes 3 tricks;"
        " East and you take one each. Who wins?", name,
        {"West": "West goes from 2 to -1 and you from 1 to 0: both reach 0 or below in the"
                 " same hand, and in this course's game the lower score wins (so do tables"
                 " that give it to the maker: West made trump). West it is.",
         "South": "You reach 0, but West reaches -1 in the same hand: in this course's game"
                  " the lower score wins, and West made trump too.",
         "East": "East goes only from 5 to 4. West goes from 2 to -1, the lowest score:"
                 " West wins."},
        labels={"South": "You"},
    )  # fmt: skip


def _first_to_zero() -> Item:
    """L15/10 (house50, in place of L15/8): the first to reach 0 wins, asked where only one
    player gets there; who wins when two get there in one hand, which tables differ on, is
    the feedback's."""
    scores = [4 - 3, 5 - 1, 1 - 1]  # West made it with 3, East and you took one each
    winner = match_winner(scores, maker=0, dealer=2)
    name = BUCK_SEATS[winner] if winner is not None else "nobody"
    both = "Had West reached 0 too, tables differ on who wins (see \"For later\" below)."
    return question(
        "L15/10", "The scores are West 4, East 5, You 1. West makes trump and takes 3 tricks;"
        " East and you take one each. Who wins?", name,
        {"West": "The game goes by the score, not the tricks: West goes from 4 to 1, and your"
                 f" one trick takes you from 1 to 0. Reaching 0 wins: you win. {both}",
         "South": f"Your trick takes you from 1 to 0, and the first to reach 0 or below"
                  f" wins. West's 3 tricks take West only from 4 to 1. {both}",
         "nobody": "0 is enough: the first player to reach 0 or below wins, and your one trick"
                   f" takes you from 1 to 0, so you win. {both}"},
        labels={"South": "You", "nobody": "Nobody yet"},
    )  # fmt: skip


def lesson_15() -> list[Item]:
    """The quiz of lesson 15, Buck Euchre (dealt three-handed). House50: L15/3 (a bucked maker's
    tricks still come off) and L15/8 (two reach 0 together: the lower score wins) asked
    this course's own rules as if every table played them; L15/9 and L15/10 ask what
    every table does, and their feedback says where tables differ."""
    return [_dealt_and_left(), _dirty_clubs(), _maker_short(), _in_without_a_trick(),
            _both_drop(), _no_alone(), _thrown_in(), _first_to_zero()]  # fmt: skip


def lesson_15_all() -> list[Item]:
    """Lesson 15's quiz with its retired questions, L15/3 and L15/8, still built under their
    keys so that a Review card of either opens."""
    return [*lesson_15(), _maker_bucked(), _who_wins()]


# ----------------------------------------------------------------- practice: new scores


def played_hand(number: int) -> BuckDeal:
    """Buck hand ``number``, played out by the coach in every seat (never thrown in)."""
    rng = random.Random(number)
    while True:
        deal = buck_deal_cards(rng, rng.randrange(3)).to_deal(
            scores=(rng.randrange(4, 16), rng.randrange(4, 16), rng.randrange(4, 16)))
        play_out(deal)
        if deal.result is not None and deal.maker is not None and not deal.result.uncontested:
            return deal


def buck_item(number: int) -> Item:
    """Practice ``buck/N``: a played-out hand; what is one player's score now?"""
    deal = played_hand(number)
    assert deal.result is not None and deal.maker is not None
    seats = [deal.maker, *(s for s in range(3) if s != deal.maker)]
    # Every other item asks about a bucked player when the hand has one: the rule to learn.
    seat = deal.result.bucked[0] if deal.result.bucked and number % 2 else seats[number % 3]
    name, before = BUCK_SEATS[seat], deal.scores[seat]
    took, change = deal.result.tricks[seat], deal.result.changes[seat]
    role = "made trump" if seat == deal.maker else "stayed in" if seat in deal.playing \
        else "dropped out"  # fmt: skip
    prompt = (f"{name} {role} with a score of {before}"
              + ("." if seat in deal.dropped else f" and took {took} trick{'s' * (took != 1)}.")
              + f" In this course's game, what is {name}'s score now?")  # fmt: skip
    bucked = seat in deal.result.bucked
    why = (f"Bucked: {took} off and 5 added, {before} → {before + change} (this course's"
           " game still takes a bucked player's tricks off; many tables do not)." if bucked
           and took else f"Bucked: 5 added, {before} → {before + change}." if bucked
           else f"Dropped out: the score stays {before}." if seat in deal.dropped
           else f"{took} off: {before} → {before + change}.")  # fmt: skip
    options = {str(before + change): why}
    for wrong in (before - took, before + 5, before - took + 5, before):
        options.setdefault(str(wrong), f"Not {wrong}: {_rule(seat, deal)} {why}")
    return question(f"buck/{number}", prompt, str(before + change), dict(sorted(
        options.items(), key=lambda kv: int(kv[0]))))  # fmt: skip


def _rule(seat: int, deal: BuckDeal) -> str:
    if seat in deal.dropped:
        return "a player who drops out scores nothing, good or bad."
    if seat == deal.maker:
        return (f"each trick takes 1 off the score; a maker with fewer than {MAKER_NEEDS} is"
                " bucked, 5 added.")  # fmt: skip
    return ("each trick takes 1 off the score; a player who stays in and takes none is"
            " bucked, 5 added.")  # fmt: skip


# ----------------------------------------------------------------- practice: in or out?


def _in_or_out_position(number: int) -> BuckDeal:
    """A hand bid by the coach up to South's in-or-out choice (South is the learner's seat
    at Buck's table, as in lesson 15's game); odd numbers are ones where the coach stays
    in, even ones where it drops (so practice meets both)."""
    rng = random.Random(number)
    want = "in" if number % 2 else "out"
    while True:
        deal = buck_deal_cards(rng, rng.randrange(3)).to_deal(
            scores=(rng.randrange(6, 16), rng.randrange(6, 16), rng.randrange(6, 16)))
        while deal.phase is not BuckPhase.IN_OR_OUT and not deal.is_over:
            assert deal.to_act is not None
            deal.apply(decide_buck(deal.view(deal.to_act)).action)
        seat = deal.to_act
        if seat == LEARNER and str(decide_buck(deal.view(seat)).action) == want:
            return deal  # still to act, so the hand stopped at South's in or out


def _how_made(deal: BuckDeal) -> str:
    """How trump was made, with where the upcard went: ``"The upcard was J♠; West, the
    dealer, took it up and made spades trump."``."""
    assert deal.maker is not None and deal.trump is not None
    maker, dealer = (BUCK_SEATS[s] if s != LEARNER else "you" for s in (deal.maker, deal.dealer))
    up = deal.upcard.label()
    if not deal.upcard_taken:
        return f"{up} was turned down, and {maker} named {deal.trump.plural} trump."
    if deal.maker == deal.dealer:
        return (f"The upcard was {up}; {maker}, the dealer, took it up and made"
                f" {deal.trump.plural} trump.")  # fmt: skip
    return (f"The upcard was {up}; {maker} ordered it up, so {dealer}, the dealer, took it"
            f" and {deal.trump.plural} are trump.")  # fmt: skip


def _left_bower_note(hand: Sequence[Card], trump: Suit) -> str:
    """A sentence naming a left bower in ``hand``: it counts as trump, not its printed suit."""
    left = next((c for c in hand if bower(c, trump) == "left"), None)
    if left is None:
        return ""
    return (f" {left.label()} is the left bower: while {trump.plural} are trump it is one of"
            f" them, the second-highest.")  # fmt: skip


_IN_OUT = {"in": "Staying in", "out": "Dropping out"}


def lone_trump(deal: BuckDeal, hand: Sequence[Card]) -> str:
    """Why a single trump that is no bower is no likely trick, by what is sure (expert49,
    buckin/10: "A♦ is not a likely trick" left a beginner holding the ace of trump asking
    why): a higher trump the dealer took up in front of everyone, or else both bowers, beat
    it, and a trump led makes it fall.

    Nothing is said of where a card not seen is: the other bower may be among the cards
    nobody was dealt. Empty unless the hand holds exactly one trump and it is no bower.
    """
    trump = deal.trump
    assert trump is not None
    trumps = [c for c in hand if suit_of(c, trump) is trump]
    if len(trumps) != 1 or bower(trumps[0], trump) is not None:
        return ""
    card, up = trumps[0].label(), deal.upcard
    if (
        deal.upcard_taken
        and deal.dealer != LEARNER
        and trick_rank(up, trump, trump) > trick_rank(trumps[0], trump, trump)
    ):
        which = bower(up, trump)
        name = f"the {which} bower" if which else "a higher trump"
        return (f" {card} is your only trump, and {BUCK_SEATS[deal.dealer]} took up"
                f" {up.label()}, {name}, which beats it: if {up.label()} is led, you must"
                f" play {card} under it.")  # fmt: skip
    right, left = (bower_card(trump, w).label() for w in ("right", "left"))
    return (f" {card} is your only trump, and both bowers, {right} and {left}, beat it: if"
            f" one is led, you must play {card} under it.")  # fmt: skip


def likely_trick(hand: Sequence[Card], trump: Suit) -> str:
    """Lesson 15's rule in cards, for one hand: a likely trick is the right bower, the left
    bower with another trump or an ace of another suit, or any three cards that are trumps
    or aces of other suits (exactly the coach's 1.5: tests/test_buck_players.py). The page
    says the rule in cards and keeps the estimate's figures in a fold, so its practice says
    the cards (a lesson-15 walk: the feedback spoke only in figures) and folds the figures
    (expert48).

    >>> from euchre_teach.core.cards import parse_cards
    >>> likely_trick(parse_cards("JS AD AS 9H TH"), Suit.CLUBS)
    'J♠, the left bower, with A♦: a likely trick.'
    >>> likely_trick(parse_cards("AH 9S TS QC KD"), Suit.DIAMONDS)
    'K♦ and A♥ are not a likely trick.'
    >>> likely_trick(parse_cards("JH 9S TS QC KS"), Suit.DIAMONDS)
    'J♥, the left bower, with nothing beside it, is not a likely trick.'
    """
    trumps = [c for c in ranked(hand, trump) if suit_of(c, trump) is trump]  # best first
    aces = [c for c in hand if c.rank is Rank.ACE and c not in trumps]
    kinds = {bower(c, trump): c for c in hand}
    if "right" in kinds:
        return f"{kinds['right'].label()} is the right bower: a sure trick."
    left = kinds.get("left")
    beside = [c for c in trumps if c is not left] + aces
    if left is not None and beside:
        return f"{left.label()}, the left bower, with {beside[0].label()}: a likely trick."
    counted = trumps + aces
    said = listed([c.label() for c in counted]) if counted else ""
    if len(counted) >= 3:
        return f"{said} are trumps or aces, three or more: a likely trick."
    if not counted:
        return "None of your cards is a trump or an ace: no likely trick."
    if left is not None:
        return f"{left.label()}, the left bower, with nothing beside it, is not a likely trick."
    verb = "is" if len(counted) == 1 else "are"
    return f"{said} {verb} not a likely trick."

_WHY = {
    "buck-stay-in-with-a-trick": " Staying in, one trick escapes being bucked, and each trick"
    " you take is 1 off your score.",
    "buck-drop-empty": " Staying in without a trick adds 5 to your score; dropping out costs"
    " nothing.",
}
"""Why the estimate's two rules hold, in a sentence after the rule in cards (the other
rules' reasons say why already; the estimate's figures and the rule's title, which names
them, go to the fold). polish47: a teacher's cold review read buckin/1 at about
90 words, the estimate said twice (each card's chances and "about 2.1 tricks", then the
sum card by card), and asked for "the estimate and the rule"."""


def _in_or_out_words(
    rule: str, said: str, hand: Sequence[Card], trump: Suit, note: str, lone: str = ""
) -> str:
    """The feedback: the rule in cards, as lesson 15's page says it, then the trick estimate
    card by card for the fold (``ESTIMATE_FOLD``; expert48: the cards sentence is the
    feedback, the figures are folded). The left bower's note stays beside the cards: why J♠
    counts as a club, the trap this course is about, is said once."""
    title = principle(rule).title
    head, marker, estimate = said.partition(" Your trick estimate: ")
    if rule in _WHY:  # the title is the estimate's rule, so it goes to the fold with it
        count = estimate.rpartition(", ")[0] if marker else ""
        words = f"{likely_trick(hand, trump)}{lone}{_WHY[rule]}{note}"
        return f"{words} {ESTIMATE_FOLD} {count}. {title}." if count else words
    if not marker:
        return f"{said}{note}"
    return f"{head}{note} {ESTIMATE_FOLD} {estimate}"


def in_or_out_item(number: int) -> Item:
    """Practice ``buckin/N``: your hand after someone made trump. In or out?"""
    deal = _in_or_out_position(number)
    seat = deal.to_act
    assert seat is not None and deal.maker is not None and deal.trump is not None
    view = deal.view(seat)
    decision = decide_buck(view)
    answer = str(decision.action)
    maker = BUCK_SEATS[deal.maker]
    prompt = (f"You sit {BUCK_SEATS[seat]} in this hand. {_how_made(deal)}"
              f" {maker} needs 3 tricks; {maker}'s score is {deal.scores[deal.maker]}, yours"
              f" {deal.scores[seat]}. These are your cards. In or out?")  # fmt: skip
    note = "" if "is the left bower" in decision.reason else _left_bower_note(view.hand,
                                                                              deal.trump)
    lone = lone_trump(deal, view.hand) if answer == "out" else ""
    reason = _in_or_out_words(decision.rule, decision.reason, view.hand, deal.trump, note, lone)
    return question(
        f"buckin/{number}", prompt, answer,
        # In before Out at every position (the buttons' order: the issue 27 walk tapped
        # the same place twice and got the other answer when the order followed the key)
        {choice: (reason if choice == answer
                  else f"{_IN_OUT[answer]} is the better choice here. {reason}")
         for choice in ("in", "out")},
        labels={"in": "In", "out": "Out"}, trump=deal.trump, hand=view.hand,
    )  # fmt: skip
