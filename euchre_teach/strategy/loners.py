"""The judge's loner rule: a loner that fails lesson 8's loner test is never right on a close
call.

The judge's play-outs use the course's computer defenders, and those are easy on a loner
(lesson 11's fold "Why two trumps play with your partner": they let J♥ J♦ A♠ A♣ 9♠ take all
five tricks about 4 deals in 10; defenders who saw every card would hold it to 12 in 100). So
a loner that only comes within the judge's margin of the same bid with the partner has been
flattered. :data:`LONER_RULE`: when an alone bid (ordering up, taking it up or naming a
suit alone) and the same bid with the partner are both within the margin, and the alone
hand fails lesson 8's loner test (:func:`~euchre_teach.players.bidding.loner_ready`)
without being one of lesson 11's two named exceptions (:func:`named_exception`), the judge
refuses the alone bid (:func:`refused_loner`). The bid with the partner stays accepted, so
no position is left with nothing accepted.

:data:`PARTNER_RULE`, the rule's other half: where the judge accepts an alone bid (the best,
or within the margin), the same bid with the partner is accepted too
(:func:`kept_partner_bid`), even when it measured further below than the margin, unless the
loner is a *sure loner* (:func:`sure_loner`). A hand the loner test fails keeps its partner
bid whatever it measured, named exception or not: an exception makes going alone allowed,
never required. Four cold reviews by experienced teachers in a row, the last on L11/4 (A♣
A♥ J♥ 9♥ K♠, J♦ turned down, naming hearts alone the only answer accepted): "A teacher would
accept both bids: going alone as the bolder choice, naming hearts with your partner also
right." Its words (:func:`partner_words`): the loner test's misses in cards, so playing
with the partner is the safe choice, and why going alone, which works here too, is the
bolder choice this hand allows.

A hand that passes the loner test keeps its partner bid too (expert54, on hand 08 and
L10/10: J♥ Q♥ A♠ K♠ 9♣, the dealer taking up A♥, alone 2.29 a hand against 1.49 with the
partner, and the partner bid refused: "the hand is missing the left bower and has only three
trumps. Refusing the safe bid rests on figures the course itself distrusts ... Both bids
should be right, with the loner as the better-scoring one"). Its words say that going alone
scores more on average, and why the partner bid is sound, in cards. The partner bid is
refused only beside a *sure loner*: one that passes the test and either

1. cannot be euchred alone, counted in cards (:func:`sure_tricks`: three of the highest
   trumps in play, or five trumps with at most two in play above the lowest: J♦ A♥ K♥ Q♥
   10♥, where only J♥ can take a trick). No defender, however good, holds it to fewer than
   three tricks, so the easy defenders flatter nothing; going alone risks nothing, and
   measured 2.28 against 1.43 with the partner (ordering up a 9♥ from the dealer's left);
   or
2. measured at least :data:`SURE_EDGE` over the partner bid: a loner that takes all five
   tricks on every deal scores 4 against the partner bid's 2, an edge of 2, and each deal
   it falls to three or four tricks takes 3 off it. The course's accepted loners fall on
   either side of a wide gap: hands 04 (L11/10, J♠ J♣ A♠ K♠ A♥), 12 (L10/13, J♠ J♣ 10♠ 9♠
   A♣) and 16 (J♥ J♦ Q♥ A♣ A♠) measured 2.0, 2.07 and 1.98, marching on nearly every
   deal; hands 08 (0.80), 03 (L11/2, 0.43) and L11/4 (1.10) half the time or less. 1.5
   sits in the gap: it asks the loner to march on about three deals in four even against
   defenders the module text says are easy.

A cold review by an experienced teacher, on hand 07 (J♠ A♠ K♠ Q♥ 9♥, naming spades alone
scored 0.68 against 0.82 with the partner, inside the margin): "You can see two losing
hearts. A loner has to see five tricks. Call spades with your partner."

>>> from euchre_teach.core.cards import parse_cards
>>> loner_misses(parse_cards("JS AS KS QH 9H"), Suit.SPADES)
['Q♥ and 9♥ are not aces']
>>> loner_misses(parse_cards("JS QS TS QH 9H"), Suit.SPADES)
['it holds only J♠ of J♠, J♣ and A♠, the three highest trumps', 'Q♥ and 9♥ are not aces']
>>> sure_top_trumps(parse_cards("AC AH JH 9H KS"), Suit.HEARTS, [Card.parse("JD")])
2
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from euchre_teach.core.actions import Action, Kind
from euchre_teach.core.cards import DECK, Card, Rank, Suit
from euchre_teach.core.rules import bower_card, effective_suit, ranked
from euchre_teach.core.state import Phase
from euchre_teach.core.view import View
from euchre_teach.players.bidding import (
    LONER_TEST,
    best_discard,
    loner_gaps,
    loner_ready,
    sure_plain,
)
from euchre_teach.strategy.advice import listed, upper_first

__all__ = [
    "EASY_DEFENDERS",
    "LONER_RULE",
    "PARTNER_RULE",
    "STRONG_DEFENDERS",
    "SURE_EDGE",
    "bolder_words",
    "defenders_note",
    "exception_reason",
    "fails_loner_test",
    "kept_hands",
    "kept_partner_bid",
    "loner_hand",
    "loner_misses",
    "loner_refusal_words",
    "named_exception",
    "out_of_play",
    "partner_words",
    "passes_as_taught",
    "refused_loner",
    "sure_loner",
    "sure_top_trumps",
    "sure_tricks",
    "with_partner",
]

LONER_RULE = (
    "an alone bid and the same bid with your partner both within the margin: the alone bid"
    " is refused when its hand fails lesson 8's loner test and is not one of lesson 11's"
    " two named exceptions"
)
"""One of the judge's two exceptions to its margin (:mod:`euchre_teach.strategy.judge`, point 4)."""

PARTNER_RULE = (
    "an alone bid accepted: the same bid with your partner is accepted too, unless the loner"
    " passes lesson 8's loner test and cannot be euchred or marches on nearly every deal"
)
"""The loner rule's other half (module text): the bid with the partner is refused beside
an accepted loner only when the loner is sure (:func:`sure_loner`)."""

SURE_EDGE = {"points": 1.5, "game": 0.10}
"""How much more than the bid with the partner a loner must measure, by the verdict's unit,
to be sure (module text, case 2): 1.5 points a hand, or 10 games in a hundred (a point is
worth about 7 games in 100 at the start of a game)."""

_STRONGER = "strong defenders stop a loner more often than these figures show"
EASY_DEFENDERS = f"{_STRONGER}, so a loner that only comes close is counted as a loss"
"""Why a close loner that fails the loner test is refused, as the learner reads it. The
judge's play-outs use the course's computer defenders (module text: they let J♥ J♦ A♠ A♣ 9♠
march alone about 4 deals in 10, defenders who saw every card 12 in 100). A cold review
(expert40a) read "the computer defenders the course plays out against are easy on a loner"
as words about the software, not the game: the learner reads what it means at a table."""

STRONG_DEFENDERS = f" {_STRONGER[0].upper()}{_STRONGER[1:]}."
"""Beside the figures of a loner the judge accepts (:func:`defenders_note`)."""


def defenders_note(action: Action) -> str:
    """Beside the figures of a loner the judge accepts, what they leave out (empty for any
    other choice): defenders who play well stop a loner more often than the course's
    computer defenders do (:data:`STRONG_DEFENDERS`).

    >>> defenders_note(Action.parse("order alone"))
    ' Strong defenders stop a loner more often than these figures show.'
    """
    if not action.alone or action.kind not in (Kind.ORDER, Kind.CALL):
        return ""
    return STRONG_DEFENDERS


def with_partner(action: Action) -> Action:
    """The same bid with the partner: ``call S`` for ``call S alone``."""
    return Action.parse(str(action).removesuffix(" alone"))


def out_of_play(view: View, action: Action) -> list[Card]:
    """The upcard when the bid leaves it out of play: turned down before round 2, or left
    on the table when the dealer's partner goes alone (the dealer sits out)."""
    if view.phase is Phase.BIDDING_2:
        return [view.upcard]
    if action.kind is Kind.ORDER and action.alone and (view.seat + 2) % 4 == view.dealer:
        return [view.upcard]
    return []


def kept_hands(view: View, action: Action) -> list[list[Card]]:
    """The five cards the bid plays with: the seat's hand, or for the dealer taking the
    upcard up, each hand the dealer may keep after a discard."""
    held = list(view.hand)
    if action.kind is Kind.ORDER and view.seat == view.dealer and view.phase is Phase.BIDDING_1:
        return [[c for c in [*held, view.upcard] if c is not gone] for gone in held]
    return [held]


def loner_hand(view: View, action: Action) -> tuple[list[Card], Suit]:
    """The hand a bid plays alone with, and its trump: the dealer's five kept cards after
    taking the upcard up and discarding as the coach does."""
    trump = action.suit if action.kind is Kind.CALL and action.suit else view.upcard.suit
    hand = list(view.hand)
    if action.kind is Kind.ORDER and view.seat == view.dealer:
        hand.append(view.upcard)
        hand.remove(best_discard(hand, trump))
    return hand, trump


def sure_top_trumps(hand: Sequence[Card], trump: Suit, gone: Sequence[Card] = ()) -> int:
    """How many of the highest trumps still in play the hand holds, from the top down (a
    card in ``gone`` is out of play)."""
    live = [c for c in ranked(list(DECK), trump)
            if effective_suit(c, trump) is trump and c not in gone]  # fmt: skip
    return next((i for i, card in enumerate(live) if card not in hand), len(live))


def named_exception(hand: Sequence[Card], trump: Suit, gone: Sequence[Card]) -> bool:
    """Whether the hand is one of lesson 11's two named exceptions to the loner test:

    1. *The buried bower*: a bower of ``trump`` is out of play (turned down, or left on
       the table), which promotes the next trump, and the hand holds the two highest trumps
       still in play, a third trump and an ace beside them ("two sure tricks, a third trump
       and an ace": A♣ A♥ J♥ 9♥ K♠ in hearts with J♦ turned down).
    2. *The free roll* (three sure tricks make a loner cheap): the upcard is out of play and
       the hand holds the three highest trumps left (Q♣ J♦ K♥ J♥ A♠ ordering up the
       partner's A♥ alone)."""
    trumps = sum(1 for c in hand if effective_suit(c, trump) is trump)
    top = sure_top_trumps(hand, trump, gone)
    bowers = {bower_card(trump, "right"), bower_card(trump, "left")}
    plain_ace = any(c.rank is Rank.ACE and effective_suit(c, trump) is not trump for c in hand)
    bower_gone = any(c in bowers for c in gone)
    return bool(gone) and (top >= 3 or (bower_gone and top >= 2 and trumps >= 3 and plain_ace))


def passes_as_taught(view: View, action: Action) -> bool:
    """Whether an alone bid's hand passes lesson 8's loner test or is one of lesson 11's
    named exceptions (for the dealer taking it up, with some discard); True for any other
    choice."""
    if not action.alone or action.kind not in (Kind.ORDER, Kind.CALL):
        return True
    trump = action.suit if action.kind is Kind.CALL and action.suit else view.upcard.suit
    gone = out_of_play(view, action)
    return any(loner_ready(hand, trump) or named_exception(hand, trump, gone)
               for hand in kept_hands(view, action))  # fmt: skip


def refused_loner(view: View, action: Action, within: Sequence[Action]) -> bool:
    """:data:`LONER_RULE`: True when ``action`` is an alone bid that fails the loner test
    without being a named exception, and both it and the same bid with the partner are in
    ``within`` (the choices within the judge's margin of the best)."""
    return (action.alone and action in within and with_partner(action) in within
            and not passes_as_taught(view, action))  # fmt: skip


def fails_loner_test(view: View, action: Action) -> bool:
    """Whether ``action`` is an alone bid whose hand fails lesson 8's basic loner test (for
    the dealer taking it up, with every discard), named exception or not."""
    if not action.alone or action.kind not in (Kind.ORDER, Kind.CALL):
        return False
    trump = action.suit if action.kind is Kind.CALL and action.suit else view.upcard.suit
    return not any(loner_ready(hand, trump) for hand in kept_hands(view, action))


def sure_tricks(hand: Sequence[Card], trump: Suit, gone: Sequence[Card] = ()) -> int:
    """The fewest tricks the hand takes alone, whatever the defenders hold, counted in cards
    (a floor, not an estimate): the highest trumps still in play that it holds, from the
    top down; or, for a hand of five trumps, all but those in play above its lowest.

    >>> from euchre_teach.core.cards import parse_cards
    >>> sure_tricks(parse_cards("JD AH KH QH TH"), Suit.HEARTS)  # only J♥ is higher
    4
    >>> sure_tricks(parse_cards("JH AH QH AS KS"), Suit.HEARTS)  # J♦ beats A♥
    1
    """
    top = sure_top_trumps(hand, trump, gone)
    trumps = [c for c in ranked(list(hand), trump) if effective_suit(c, trump) is trump]
    if len(trumps) < len(hand) or not trumps:
        return top
    live = [c for c in ranked(list(DECK), trump)
            if effective_suit(c, trump) is trump and c not in gone]  # fmt: skip
    above = [c for c in live[:live.index(trumps[-1])] if c not in hand]
    return max(top, len(hand) - len(above))


def sure_loner(view: View, alone: Action, edge: float, unit: str = "points") -> bool:
    """Whether an alone bid is so strong that the same bid with the partner throws points
    away (module text): its hand passes lesson 8's loner test and either cannot be euchred
    alone (:func:`sure_tricks` of three or more, with some discard) or measured ``edge``, at
    least :data:`SURE_EDGE`, over the bid with the partner."""
    if fails_loner_test(view, alone):
        return False
    trump = alone.suit if alone.kind is Kind.CALL and alone.suit else view.upcard.suit
    gone = out_of_play(view, alone)
    return (edge >= SURE_EDGE[unit] - 1e-9
            or any(sure_tricks(hand, trump, gone) >= 3 for hand in kept_hands(view, alone)))


def kept_partner_bid(view: View, action: Action, within: Sequence[Action],
                     means: Mapping[Action, float], unit: str = "points") -> bool:  # fmt: skip
    """:data:`PARTNER_RULE`: True when ``action`` is a bid with the partner whose alone bid
    is in ``within`` (the choices the judge accepts) and is not a sure loner, by ``means``
    (each choice's measured value, in ``unit``)."""
    if action.alone or action.kind not in (Kind.ORDER, Kind.CALL):
        return False
    return any(with_partner(a) == action and not sure_loner(
        view, a, means[a] - means[action], unit) for a in within if a.alone)


def loner_misses(hand: Sequence[Card], trump: Suit) -> list[str]:
    """What a hand lacks for lesson 8's loner test, as clauses naming the cards: ``["it has
    only 2 trumps", "Q♥ and 9♥ are not aces"]`` (none: it passes)."""
    gaps = loner_gaps(hand, trump)  # the test's own parts, said here in the hand's cards
    trumps = [c for c in hand if effective_suit(c, trump) is trump]
    top = [bower_card(trump, "right"), bower_card(trump, "left"), Card(Rank.ACE, trump)]
    held = [c for c in top if c in hand]
    missing = []
    if LONER_TEST[0] in gaps:
        missing.append(f"it has only {len(trumps)} trump{'s' if len(trumps) != 1 else ''}")
    if LONER_TEST[1] in gaps:
        three = f"{top[0].label()}, {top[1].label()} and {top[2].label()}"
        missing.append(f"it holds {'only ' + held[0].label() + ' of' if held else 'none of'}"
                       f" {three}, the three highest trumps")
    loose = [c for c in hand if effective_suit(c, trump) is not trump and not sure_plain(c, hand)]
    if LONER_TEST[2] in gaps:
        many = len(loose) > 1
        kings = any(c.rank is Rank.KING for c in loose)
        what = ("aces, nor kings beside their own ace" if many else
                "an ace, nor a king beside its own ace") if kings else (
                "aces" if many else "an ace")  # fmt: skip
        cards = listed([c.label() for c in loose])
        missing.append(f"{cards} {'are' if many else 'is'} not {what}")
    return missing


def loner_refusal_words(view: View, action: Action, figures: str, *,
                        partner_more: bool = True) -> str:  # fmt: skip
    """Why a close loner is refused, in cards: the loner test's misses, what the judge
    measured (``figures``, a sentence the caller words: "Played out over 400 deals ...,
    with naming ♠ spades alone ..., and with ..."), and that strong defenders stop a loner
    more often than the figures show, so a loner that only comes close is counted as a
    loss (:data:`EASY_DEFENDERS`).
    ``partner_more``: the bid with the partner measured more (else going alone measured a
    little more, and is refused all the same)."""
    hand, trump = loner_hand(view, action)
    misses = loner_misses(hand, trump) or ["five tricks are not in sight"]
    measured = ("Playing with your partner scores more" if partner_more else
                "Going alone measured a little more, too little to trust")  # fmt: skip
    return (f"This hand fails lesson 8's loner test: {', and '.join(misses)}. A loner has to"
            f" see five tricks: play this hand with your partner. {figures.rstrip('.')}."
            f" {measured}, and {EASY_DEFENDERS}.")


def exception_reason(view: View, action: Action, hand: Sequence[Card], trump: Suit, *,
                     short: bool = False) -> str:  # fmt: skip
    """Why an alone bid whose hand fails the loner test is one of lesson 11's named
    exceptions (:func:`named_exception`), in cards: "A♥ stays on the table, so your J♥, J♦
    and K♥ are the three highest trumps left, three sure tricks"; "" for any other hand.
    ``short``: with two sure tricks, the cards that may make a third are not named."""
    gone = out_of_play(view, action)
    if not gone or not named_exception(hand, trump, gone):
        return ""
    live = [c for c in ranked(list(DECK), trump)
            if effective_suit(c, trump) is trump and c not in gone]  # fmt: skip
    top = sure_top_trumps(hand, trump, gone)
    sure = listed([c.label() for c in live[:top]])
    place = "was turned down" if view.phase is Phase.BIDDING_2 else "stays on the table"
    count = {3: "three", 4: "four", 5: "five"}.get(top, str(top))
    if top >= 3:
        return (f"{gone[0].label()} {place}, so your {sure} are the {count} highest trumps"
                f" left, {count} sure tricks")
    if short:
        return f"{gone[0].label()} {place}, so your {sure} are the two highest trumps left"
    rest = listed([c.label() for c in hand if c not in live[:top]
                    and (effective_suit(c, trump) is trump or c.rank is Rank.ACE)])  # fmt: skip
    return (f"{gone[0].label()} {place}, so your {sure} are the two highest trumps in play,"
            f" two sure tricks, and {rest} may make a third")


def _bolder(view: View, action: Action, hand: Sequence[Card], trump: Suit) -> str:
    """Why going alone is allowed, in cards: the named exception the hand is, if any (the
    end of a sentence: "going alone works here too, the bolder choice ...")."""
    reason = exception_reason(view, action, hand, trump)
    if not reason:
        return "going alone works here too, the bolder choice."
    return f"going alone works here too, the bolder choice this hand allows: {reason}."


def _misses_in_play(hand: Sequence[Card], trump: Suit, gone: Sequence[Card]) -> str:
    """The loner test's misses in cards, as one clause (a card out of play, ``gone``, is
    not one): "Q♣ is not an ace"."""
    misses = [m for m in loner_misses(hand, trump) if not any(c.label() in m for c in gone)]
    return ", and ".join(misses or ["five tricks are not in sight"])


def bolder_words(view: View, alone: Action, doing: str, partner: str) -> str:
    """Beside an alone bid that fails the loner test and scored more than the bid with the
    partner by more than the margin, one plain message (expert55, hand 03 in lesson 10:
    "Ordering up with your partner ... is the usual bid ...; ordering up alone scores more
    here", and "A learner cannot tell what to do next time"): going alone (``doing``) scores
    more, and why this hand allows it, in cards; the bid with the partner (``partner``) is
    the safe one, and why, in the loner test's misses.

    >>> from euchre_teach.core.record import parse
    >>> from pathlib import Path
    >>> hand_03 = Path(__file__).parents[2] / "lessons" / "hands" / "03_assist_and_march.txt"
    >>> view = parse(hand_03.read_text(encoding="utf-8")).deal(1).view(2)
    >>> print(bolder_words(view, Action.parse("order alone"), "ordering up alone",
    ...                    "ordering up with your partner"))  # doctest: +NORMALIZE_WHITESPACE
    Ordering up alone is the bolder choice here: A♥ stays on the table, so your J♥, J♦ and
    K♥ are the three highest trumps left, three sure tricks.
    Ordering up with your partner is the safe bid, since the hand fails lesson 8's loner
    test: Q♣ is not an ace.
    """
    hand, trump = loner_hand(view, alone)
    reason = exception_reason(view, alone, hand, trump, short=True)
    said = _misses_in_play(hand, trump, out_of_play(view, alone))
    allows = f": {reason}" if reason else ""
    return (f"{upper_first(doing)} is the bolder choice here{allows}."
            f" {upper_first(partner)} is the safe bid, since the hand fails lesson 8's loner"
            f" test: {said}.")


def partner_words(view: View, alone: Action, opening: str = "Right") -> str:
    """Why the bid with the partner is right beside an accepted loner that is not sure
    (:data:`PARTNER_RULE`), in cards, after ``opening`` ("Yes" in a guided hand). Where the
    loner test fails: its misses (a card out of play is not one), and why going alone is the
    bolder choice this hand allows; where it passes (:func:`_sound_words`): why the bid with
    the partner is sound, and that going alone scores more on average.

    >>> from euchre_teach.core.dealing import seeded_deal
    >>> partner_words(seeded_deal(2).view(seeded_deal(2).to_act), Action.parse("order alone"))[:58]
    "Right, and safe: this hand fails lesson 8's loner test: it"
    """
    hand, trump = loner_hand(view, alone)
    if not fails_loner_test(view, alone):
        return _sound_words(view, alone, hand, trump, opening)
    said = _misses_in_play(hand, trump, out_of_play(view, alone))
    # expert47: "the habit to keep" was said where going alone scored more; the partner
    # bid is the safe choice the loner test gives, and going alone the bolder one.
    bolder = _bolder(view, alone, hand, trump)
    return (f"{opening}, and safe: this hand fails lesson 8's loner test: {said}, and a loner"
            f" has to see five tricks. {upper_first(bolder)}")


_COUNT = {1: "one trump", 2: "two trumps", 3: "three trumps", 4: "four trumps", 5: "five trumps"}


def _sound_words(view: View, alone: Action, hand: Sequence[Card], trump: Suit,
                 opening: str = "Right") -> str:  # fmt: skip
    """Beside a loner that passes the loner test but is not sure (expert54, hand 08): why
    the bid with the partner is sound, in cards (the trumps and the cards beside them, for
    the dealer after taking the upcard up and throwing the coach's discard), and that going
    alone scores more on average, but the trump in play above its lowest can take a trick
    (a loner needs all five), or its plain cards may be trumped.

    >>> from euchre_teach.core.record import parse
    >>> from pathlib import Path
    >>> hand_08 = Path(__file__).parents[2] / "lessons" / "hands" / "08_discard_to_a_void.txt"
    >>> view = parse(hand_08.read_text(encoding="utf-8")).deal(3).view(2)  # the dealer, on A♥
    >>> print(partner_words(view, Action.parse("order alone")))  # doctest: +NORMALIZE_WHITESPACE
    Right, and sound: taking up A♥ and throwing 9♣ leaves you J♥, A♥ and Q♥, three trumps,
    with A♠ and K♠: three tricks with your partner are likely. Going alone scores more on
    average, but J♦, the left bower, can take a trick.
    """
    trumps = [c for c in ranked(list(hand), trump) if effective_suit(c, trump) is trump]
    plain = [c for c in ranked(list(hand), trump) if effective_suit(c, trump) is not trump]
    beside = f", with {listed([c.label() for c in plain])}" if plain else ""
    taken = "you hold "
    if alone.kind is Kind.ORDER and view.seat == view.dealer:
        thrown = next(c for c in view.hand if c not in hand)
        taken = f"taking up {view.upcard.label()} and throwing {thrown.label()} leaves you "
    gone = out_of_play(view, alone)
    live = [c for c in ranked(list(DECK), trump)
            if effective_suit(c, trump) is trump and c not in gone]  # fmt: skip
    above = [c for c in live[:live.index(trumps[-1])] if c not in hand]
    if above:
        names = {bower_card(trump, "right"): "the right bower",
                 bower_card(trump, "left"): "the left bower"}
        kind = names.get(above[0], f"a higher trump than {trumps[-1].label()}")
        risk = f"{above[0].label()}, {kind}, can take a trick"
    else:
        risk = f"{listed([c.label() for c in plain])} may be trumped"
    return (f"{opening}, and sound: {taken}{listed([c.label() for c in trumps])},"
            f" {_COUNT[len(trumps)]}{beside}: three tricks with your partner are likely."
            f" Going alone scores more on average, but {risk}.")
