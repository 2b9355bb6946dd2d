"""The coach's card play: which card to lead or play to a trick, and the principle why.

>>> from euchre_teach.core.cards import parse_cards
>>> from euchre_teach.core.deal import Deal
>>> deal = Deal(3, [parse_cards("AC 9H TH QD 9S"), parse_cards("KC QC 9C JS KS"),
...                 parse_cards("TS AH KH QH 9D"), parse_cards("JH JD AD KD TD")],
...             Card.parse("AS"))
>>> deal.apply("pass"); deal.apply("pass"); deal.apply("pass"); deal.apply("pass")
>>> deal.apply("pass"); deal.apply("pass"); deal.apply("call H"); deal.apply("play AC")
>>> deal.apply("play 9C")
>>> decide_play(deal.view(2), beginner=False).reason   # doctest: +NORMALIZE_WHITESPACE
"Don't trump your partner's ace: North is winning this trick with A♣; throw 9♦ and keep
 your trumps."
"""

from __future__ import annotations

from collections.abc import Sequence

from euchre_teach.core.actions import CLAIM_RENEGE, PLAY
from euchre_teach.core.cards import Card, Rank, Suit, format_cards
from euchre_teach.core.rules import bower, legal_plays
from euchre_teach.core.seats import partner, seat_name
from euchre_teach.core.view import View
from euchre_teach.players.decision import Decision
from euchre_teach.players.knowledge import (
    beats,
    cards_out,
    highest,
    holder_of_upcard,
    is_boss,
    lowest,
    suit_cards,
    suit_of,
    voids,
    winning,
)
from euchre_teach.players.loner_play import (
    defending_a_loner,
    guard_words,
    lead_against_loner,
    throw_against_loner,
)
from euchre_teach.players.principles import principle

__all__ = ["decide_play", "throw_off"]


def _play(card: Card, rule: str, detail: str) -> Decision:
    return Decision.of(PLAY[card.index], rule, detail)


def _legal_cards(view: View) -> list[Card]:
    # In table mode every card is offered, renege or not; an honest player follows suit.
    offered = [a.card for a in view.legal_actions if a.card is not None]
    return legal_plays(offered, view.trick, view.trump)


def decide_play(view: View, *, beginner: bool = False) -> Decision:
    """The coach's card for the seat to act in the play (``beginner`` plays simply)."""
    if CLAIM_RENEGE in view.legal_actions:
        return Decision.of(CLAIM_RENEGE, "claim-renege", "An opponent failed to follow suit"
                           " this hand: claim the renege before the hand ends.")
    legal = _legal_cards(view)
    trump = view.trump
    if len(legal) == 1:
        card = legal[0]
        if view.trick:
            led = suit_of(view.trick[0], trump)
            if suit_of(card, trump) is led and len(view.hand) > 1:
                return _play(card, "must-follow", f"{view.trick[0].label()} was led and"
                             f" {card.label()} is your only {led.plural[:-1]}.")
        return _play(card, "only-card", f"{card.label()} is the only card you may play.")
    if beginner:
        return _beginner_play(view, legal)
    return _lead(view, legal) if not view.trick else _follow(view, legal)


# ----------------------------------------------------------------- leading


def _lead(view: View, legal: list[Card]) -> Decision:
    trump = view.trump
    assert trump is not None
    out = cards_out(view)
    trumps = suit_cards(legal, trump, trump)
    plain = [c for c in legal if c not in trumps]
    our_side = view.maker is not None and view.maker in (view.seat, partner(view.seat))
    trump_out = [c for c in out if suit_of(c, trump) is trump]
    if our_side and trumps and trump_out:
        decision = _lead_trump(view, trumps, out, trump)
        if decision is not None:
            return decision
    setting = _setting_trump(view, trumps, out, our_side)
    if setting is not None:
        return setting
    decision = _plain_lead(view, legal, trumps, plain, out, our_side)
    top = highest(trumps, trump) if trumps else None
    holder = holder_of_upcard(view)
    if top is not None and holder is not None and holder != view.seat and our_side and not (
        is_boss(top, out, trump)
    ) and is_boss(top, [c for c in out if c is not view.upcard], trump):
        title = principle(decision.rule).title
        rest = decision.reason[len(title) + 2:]
        return _play(decision.action.card or top, "remember-upcard", f"Don't lead {top.label()}:"
                     f" {seat_name(holder)} took up {view.upcard.label()} and still holds it."
                     f" {rest[:1].upper()}{rest[1:]}")
    return decision


def _setting_trump(view: View, trumps: list[Card], out: list[Card], our_side: bool
                   ) -> Decision | None:  # fmt: skip
    """Defending with two tricks won, the highest trump left wins the trick that sets the
    makers: the exception to "don't lead trump into the makers"."""
    trump = view.trump
    if our_side or not trumps or trump is None:
        return None
    top = highest(trumps, trump)
    won = sum(1 for t in view.tricks if t.winner in (view.seat, partner(view.seat)))
    if won != 2 or not is_boss(top, out, trump):
        return None
    return _play(top, "lead-winner", f"{top.label()} is the highest trump still in play and"
                 " your side has two tricks: leading it wins the third and euchres the makers.")


def _plain_lead(view: View, legal: list[Card], trumps: list[Card], plain: list[Card],
                out: list[Card], our_side: bool) -> Decision:
    trump = view.trump
    assert trump is not None
    winner = _boss_lead(view, plain, out, trump)
    if winner is not None:
        return winner
    if not plain:
        card = highest(trumps, trump)
        return _play(card, "only-trumps", f"Every card you hold is a trump; lead {card.label()}.")
    if not trumps and defending_a_loner(view):
        return lead_against_loner(view, plain, out)
    card = _short_suit_card(plain, legal, trump)
    if not trumps:
        return _play(card, "lead-low", f"You hold no trumps and no card sure to win: lead"
                     f" {card.label()}{_low_lead_note(card, legal, trump)} and keep your higher"
                     " cards.")  # fmt: skip
    if defending_a_loner(view):
        return lead_against_loner(view, plain, out)
    if not our_side and trumps:
        return _play(card, "dont-lead-trump-defending",
                     f"{seat_name(view.maker or 0)} made {trump.plural} trump; lead"
                     f" {card.label()} and keep your trumps for their aces.")
    if is_lone_card(card, legal, trump):
        return _play(card, "lead-short-suit", f"{card.label()}, your only"
                     f" {card.suit.plural[:-1]}. With no sure winner, leading it leaves you empty"
                     f" in {card.suit.plural}, so you can trump them later.")  # fmt: skip
    return _play(card, "lead-low", f"No card of yours is sure to win: lead"
                 f" {card.label()}{_low_lead_note(card, legal, trump)} and keep your trumps.")


def is_lone_card(card: Card, hand: Sequence[Card], trump: Suit) -> bool:
    """True when ``card`` is the only card of its suit (trump counting the left bower) in
    ``hand``: "Lead from your shortest suit" is said only of such a lead."""
    suit = suit_of(card, trump)
    return sum(1 for c in hand if suit_of(c, trump) is suit) == 1


def _low_lead_note(card: Card, hand: Sequence[Card], trump: Suit) -> str:
    suit = suit_of(card, trump)
    held = sum(1 for c in hand if suit_of(c, trump) is suit)
    if held == 1:
        return f", your only {suit.plural[:-1]},"
    lengths = {suit_of(c, trump) for c in hand if suit_of(c, trump) is not trump}
    if len(lengths) == 1:
        return f", the lowest of your {suit.plural},"
    return ", the lowest card of your shortest plain suit,"


def _lead_trump(view: View, trumps: list[Card], out: list[Card], trump: Suit) -> Decision | None:
    top = highest(trumps, trump)
    if is_boss(top, out, trump):
        if bower(top, trump) == "right":
            return _play(top, "lead-right-bower", f"Your side made {trump.plural} trump: lead"
                         f" {top.label()}, the highest trump, to draw the opponents' trumps.")
        return _play(top, "lead-winner", f"{top.label()} is the highest trump still in play;"
                     " leading it draws the opponents' trumps.")
    if view.maker == partner(view.seat) and not view.alone and len(view.tricks) < 3:
        card = lowest(trumps, trump)
        return _play(card, "lead-trump-to-partner", f"{seat_name(view.maker)} made"
                     f" {trump.plural} trump: lead {card.label()} to help draw the opponents'"
                     " trumps.")
    return None


def _boss_lead(view: View, plain: list[Card], out: list[Card], trump: Suit) -> Decision | None:
    known_voids = voids(view)
    opponents = [s for s in ((view.seat + 1) % 4, (view.seat + 3) % 4)
                 if s not in view.sitting_out]
    bosses = [c for c in plain if is_boss(c, out, trump)]
    if not bosses:
        return None

    def safety(card: Card) -> tuple[int, int, int]:
        suit = suit_of(card, trump)
        trumped = sum(1 for s in opponents if suit in known_voids[s])
        left = sum(1 for c in out if suit_of(c, trump) is suit)
        return (-trumped, left, card.rank)

    card = max(bosses, key=safety)
    if card.rank is Rank.ACE:
        return _play(card, "lead-off-ace", f"Lead {card.label()}: it takes the trick unless"
                     f" someone is already out of {card.suit.plural} and trumps it.")
    higher = [c for c in _played(view) if suit_of(c, trump) is card.suit
              and c.rank > card.rank]
    gone = f" ({format_cards(higher)} already played)" if higher else ""
    return _play(card, "lead-winner", f"{card.label()} is the highest {card.suit.plural[:-1]}"
                 f" still in play{gone}.")


def _played(view: View) -> list[Card]:
    return [card for _, card in view.played_cards()]


def _short_suit_card(plain: list[Card], hand: Sequence[Card], trump: Suit) -> Card:
    def key(card: Card) -> tuple[int, int, int]:
        length = sum(1 for c in hand if suit_of(c, trump) is card.suit)
        return (length, card.rank, card.index)

    return min(plain, key=key)


# ----------------------------------------------------------------- following


def throw_off(legal: Sequence[Card], trump: Suit | None) -> Card:
    """The card to throw when not trying to win: the lowest plain card, preferring one
    that empties a suit and never an ace or a trump while something else remains."""
    plain = [c for c in legal if suit_of(c, trump) is not trump]
    if not plain:
        return lowest(legal, trump)

    def key(card: Card) -> tuple[int, int, int, int]:
        same = sum(1 for c in legal if suit_of(c, trump) is card.suit)
        return (card.rank is Rank.ACE, same, card.rank, card.index)

    following = len({suit_of(c, trump) for c in legal}) == 1
    return lowest(plain, trump) if following else min(plain, key=key)


def _void_note(card: Card, legal: list[Card], led: Suit, trump: Suit) -> str:
    suit = suit_of(card, trump)
    if suit is led or suit is trump or sum(1 for c in legal if suit_of(c, trump) is suit) > 1:
        return ""
    return f", your only {suit.plural[:-1]}, to leave yourself empty in {suit.plural}"


def _follow(view: View, legal: list[Card]) -> Decision:
    trump = view.trump
    assert trump is not None
    led = suit_of(view.trick[0], trump)
    win_seat, win_card = winning(view.trick, view.trick_seats, trump)
    players = 4 - len(view.sitting_out)
    last = len(view.trick) == players - 1
    out = cards_out(view)
    following = suit_of(legal[0], trump) is led
    winners = [c for c in legal if beats(c, win_card, led, trump)]
    if win_seat == partner(view.seat):
        return _partner_winning(view, legal, winners, win_card, last, following, out)
    if not winners and not following and defending_a_loner(view):
        card = throw_against_loner(view, legal, out)
        return _play(card, "keep-guards-against-loner", guard_words(view, card, legal, out))
    if not winners:
        card = throw_off(legal, trump)
        return _play(card, "cannot-win-throw-low", f"Nothing you hold beats {win_card.label()};"
                     f" play {card.label()}{_void_note(card, legal, led, trump)}.")
    if len(view.trick) == 1 and not last and following:
        bosses = [c for c in winners if is_boss(c, out, trump) and suit_of(c, trump)
                  is not trump]
        if bosses:
            card = bosses[0]
            return _play(card, "lead-winner", f"{card.label()} is the highest"
                         f" {led.plural[:-1]} left: take the trick before anyone can trump it.")
        if defending_a_loner(view):
            card = lowest(winners, trump)
            return _play(card, "win-cheaply", f"{seat_name(view.maker or 0)} is alone, and one"
                         f" trick for your side stops the march: {card.label()} is your lowest"
                         f" card that beats {win_card.label()}.")
        card = lowest(legal, trump)
        return _play(card, "second-hand-low", f"{seat_name(partner(view.seat))} plays after"
                     f" you; play {card.label()} and keep your high cards.")
    if not following:
        card = lowest(winners, trump)
        if suit_of(win_card, trump) is trump and led is not trump:  # an overtrump
            return _play(card, "trump-their-winner", f"You have no {led.plural}, and"
                         f" {seat_name(win_seat)} has trumped with {win_card.label()}:"
                         f" {card.label()}, a higher trump, overtrumps it and takes the trick.")
        return _play(card, "trump-their-winner", f"You have no {led.plural}, so {card.label()}"
                     f" takes the trick from {seat_name(win_seat)}'s {win_card.label()}.")
    safe = [c for c in winners if is_boss(c, out, trump)]
    if not last and len(view.trick) == 2:
        card = lowest(safe, trump) if safe else highest(winners, trump)
        return _play(card, "third-hand-high", f"{seat_name(win_seat)}'s {win_card.label()} is"
                     f" beating your partner; {card.label()} wins it back for your side.")
    card = lowest(winners, trump)
    return _play(card, "win-cheaply", f"{card.label()} is your lowest card that beats"
                 f" {win_card.label()}.")


def _partner_winning(
    view: View, legal: list[Card], winners: list[Card], win_card: Card, last: bool,
    following: bool, out: list[Card],
) -> Decision:
    trump = view.trump
    mate = seat_name(partner(view.seat))
    safe = last or is_boss(win_card, out, trump)
    if not safe and winners and following and _lone_maker_after(view):
        return _against_a_loner(view, legal, winners, win_card, out)
    if not safe and winners and following:
        bosses = [c for c in winners if is_boss(c, out, trump)]
        if bosses and len(view.trick) == 2 and suit_of(win_card, trump) is not trump:
            card = lowest(bosses, trump)
            return _play(card, "third-hand-high", f"{mate}'s {win_card.label()} can still be"
                         f" beaten; {card.label()} is the highest left and keeps the trick.")
    trumps = [c for c in legal if suit_of(c, trump) is trump]
    beatable = suit_of(win_card, trump) is not trump and win_card.rank < Rank.KING
    if not safe and not following and len(view.trick) == 2 and trumps and beatable:
        card = lowest(trumps, trump)
        led = suit_of(view.trick[0], trump)
        return _play(card, "third-hand-high", f"{mate}'s {win_card.label()} can still be"
                     f" beaten by the last player, and you have no {led.plural}:"
                     f" {card.label()} trumps it and keeps the trick.")
    if not following and defending_a_loner(view):
        card = throw_against_loner(view, legal, out)
        return _play(card, "keep-guards-against-loner", f"{mate} is winning with"
                     f" {win_card.label()}. {guard_words(view, card, legal, out)}")
    card = throw_off(legal, trump)
    can_trump = not following and bool(trumps)
    if can_trump and suit_of(card, trump) is trump:  # every card a trump: no card to throw
        return _play(card, "partner-winning-play-low", f"{mate} is winning with"
                     f" {win_card.label()}, but every card you hold is a trump, so any card"
                     f" you play trumps it: play your lowest, {card.label()}, and keep the"
                     " higher ones.")  # fmt: skip
    if can_trump and win_card.rank is Rank.ACE and suit_of(win_card, trump) is not trump:
        return _play(card, "dont-trump-partners-ace", f"{mate} is winning this trick with"
                     f" {win_card.label()}; throw {card.label()} and keep your trumps.")
    if card.rank is Rank.ACE:  # every other card is a trump: the ace is no "low" card
        return _play(card, "partner-winning-keep-trumps", f"{mate} is winning with"
                     f" {win_card.label()}, and every other card you hold is a trump: let"
                     f" {card.label()} go.")  # fmt: skip
    return _play(card, "partner-winning-play-low", f"{mate} is winning with {win_card.label()};"
                 f" play {card.label()}.")


def _lone_maker_after(view: View) -> bool:
    """True when an opponent who went alone is still to play to this trick."""
    maker = view.maker
    return (view.alone and maker is not None and maker not in (view.seat, partner(view.seat))
            and maker not in view.trick_seats)  # fmt: skip


def _against_a_loner(view: View, legal: list[Card], winners: list[Card], win_card: Card,
                     out: list[Card]) -> Decision:  # fmt: skip
    """Partner is winning, but the lone maker plays after and may beat partner's card: a
    defender's job is then to keep the trick for the side, not to play low."""
    trump = view.trump
    assert trump is not None and view.maker is not None
    mate, loner = seat_name(partner(view.seat)), seat_name(view.maker)
    led = suit_of(view.trick[0], trump)
    bosses = [c for c in winners if is_boss(c, out, trump)]
    if bosses:
        card = lowest(bosses, trump)
        return _play(card, "third-hand-high", f"{mate}'s {win_card.label()} is winning, but"
                     f" {loner} plays after you and may beat it; {card.label()} is the highest"
                     f" {led.plural[:-1]} left and keeps the trick.")
    top = highest(winners, trump)
    blocked = [c for c in out if suit_of(c, trump) is led and beats(c, win_card, led, trump)
               and not beats(c, top, led, trump)]
    if blocked:
        beaten = " or ".join(c.label() for c in blocked)
        return _play(top, "third-hand-high", f"{mate}'s {win_card.label()} is winning, but"
                     f" {loner} plays after you and may beat it with {beaten};"
                     f" {top.label()} beats those, so {loner} needs a higher card to win.")
    following = all(suit_of(c, trump) is led for c in legal)
    card = throw_off(legal, trump) if following else throw_against_loner(view, legal, out)
    return _play(card, "partner-winning-play-low", f"{mate} is winning with"
                 f" {win_card.label()}, and no card of yours beats more of what {loner} may"
                 f" hold; play {card.label()}.")


# ----------------------------------------------------------------- the beginner level


def _beginner_play(view: View, legal: list[Card]) -> Decision:
    trump = view.trump
    if not view.trick:
        aces = [c for c in legal if c.rank is Rank.ACE and suit_of(c, trump) is not trump]
        if aces:
            return _play(aces[0], "lead-off-ace", f"Lead {aces[0].label()}: aces win tricks.")
        card = highest(legal, trump)
        return _play(card, "lead-winner", f"Lead your strongest card, {card.label()}.")
    led = suit_of(view.trick[0], trump)
    win_seat, win_card = winning(view.trick, view.trick_seats, trump)
    winners = [c for c in legal if beats(c, win_card, led, trump)]
    if win_seat != partner(view.seat) and winners:
        card = lowest(winners, trump)
        return _play(card, "win-cheaply", f"{card.label()} beats {win_card.label()}.")
    card = lowest(legal, trump)
    if win_seat == partner(view.seat):
        return _play(card, "partner-winning-play-low",
                     f"{seat_name(win_seat)} is winning; play {card.label()}.")
    return _play(card, "cannot-win-throw-low", f"Nothing beats {win_card.label()}; play"
                 f" {card.label()}.")
