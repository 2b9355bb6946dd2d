"""Lesson 15's pieces: the two games side by side, and worked Buck Euchre hands.

Every figure comes from the cores: the cards each game deals, the start score and the buck
from :class:`~euchre_teach.buck.rules.BuckRules`, the euchre from
:func:`~euchre_teach.core.rules.hand_score`, and each worked hand is played by the coach.

>>> "24 - 15 = 9" in differences().value
True
>>> lines = hand_story(coach_hand(16))
>>> lines[0]
'South deals; the upcard is J♠.'
"""

from __future__ import annotations

import html
from collections.abc import Sequence

import ipywidgets

from euchre_teach.buck.deal import BuckDeal
from euchre_teach.buck.game import buck_deal_cards, buck_seeded_deal
from euchre_teach.buck.rules import BUCK_SEATS, MAKER_NEEDS, BuckRules
from euchre_teach.buck.words import result_lines
from euchre_teach.core.actions import Kind
from euchre_teach.core.cards import DECK, Card, Rank, Suit
from euchre_teach.core.dealing import deal_cards
from euchre_teach.core.rules import bower, hand_score, ranked
from euchre_teach.course.buck_quiz import likely_trick
from euchre_teach.players.buck_coach import (
    MAKE_AT,
    ORDER_AT,
    ORDER_TRUMPS,
    TrickCount,
    order_count,
    orders_up,
    play_out,
    trick_count,
)
from euchre_teach.players.knowledge import suit_of
from euchre_teach.strategy.advice import listed
from widgets._style import panel_style
from widgets.bucktable import BuckTable, said
from widgets.course import more_worked_hands  # lesson 15 imports it from here

__all__ = [
    "coach_hand",
    "differences",
    "hand_estimates",
    "hand_story",
    "more_worked_hands",
    "worked_hand",
]


def differences() -> ipywidgets.HTML:
    """A table: the four-player game beside Buck Euchre, row by row (in or out and no going
    alone are the rules' list under it, not rows: expert57 found lesson 15 too long)."""
    rules = BuckRules()
    four = sum(len(h) for h in deal_cards(1, 0).hands)
    three = sum(len(h) for h in buck_deal_cards(1, 0).hands)
    euchre = hand_score(0)[1]
    rows = [
        ("Players", "4, in two teams of partners", "3, each for themselves"),
        ("Cards dealt", f"{four}: five each", f"{three}: five each"),
        ("Not dealt", f"{len(DECK) - four}: the upcard and 3 under it",
         f"{len(DECK)} - {three} = {len(DECK) - three}: the upcard and 8 under it"),
        ("A club turned up", "Nothing special",
         "Dirty clubs: clubs are trump, nobody may drop; nobody made trump, so each player"
         " needs 1 trick"),
        ("The maker needs", f"{MAKER_NEEDS} tricks, with a partner",
         f"{MAKER_NEEDS} tricks, alone; each player who stays in needs 1"),
        ("Falling short", f"Euchred: the other side scores {euchre}",
         f"Bucked: {rules.buck_penalty} added to your own score"),
        ("Scoring", "Your side's score starts at 0 and counts up; first to 10 wins",
         f"Your score starts at {rules.start_score} and counts down: each trick takes 1 off;"
         " first to 0 or below wins"),
    ]  # fmt: skip
    body = "".join(
        f"<tr><th scope='row'>{html.escape(a)}</th><td>{html.escape(b)}</td>"
        f"<td>{html.escape(c)}</td></tr>"
        for a, b, c in rows
    )
    return ipywidgets.HTML(
        "<table class='et-scoring'><caption>Partners' Euchre and three-handed Buck Euchre,"
        " side by side</caption><thead><tr><th scope='col'></th>"
        "<th scope='col'>Partners' Euchre</th><th scope='col'>Buck Euchre, three-handed</th>"
        f"</tr></thead><tbody>{body}</tbody></table>"
    )


def coach_hand(seed: int, dealer: int = 2, opening: Sequence[str] = ()) -> BuckDeal:
    """Buck deal number ``seed``: the ``opening`` actions as a player made them (a worked
    hand may show a mistake), then played out by the coach in every seat."""
    deal = buck_seeded_deal(seed, dealer)
    for action in opening:
        deal.apply(action)
    return play_out(deal)


def hand_story(deal: BuckDeal) -> list[str]:
    """A played hand as sentences: the deal, the bids, each trick, and the score."""
    lines = [f"{BUCK_SEATS[deal.dealer]} deals; the upcard is {deal.upcard.label()}."]
    if deal.dirty_clubs:
        lines.append("A club: dirty clubs. Clubs are trump, the dealer takes the upcard,"
                     " and all three must play.")  # fmt: skip
    for seat, action in deal.history:
        if action.kind is Kind.PLAY:
            break
        if action.kind is Kind.DISCARD:
            lines.append(f"{BUCK_SEATS[seat]} discards a card face down.")
        else:
            words = said(seat, action, bottom=-1, dealer=deal.dealer)
            lines.append(words + _why(deal, seat, action.kind))
    for number, trick in enumerate(deal.tricks, start=1):
        cards = ", ".join(f"{BUCK_SEATS[s]} {c.label()}"
                          for s, c in zip(trick.seats, trick.cards, strict=True))  # fmt: skip
        lines.append(f"Trick {number}: {cards}. {BUCK_SEATS[trick.winner]} takes it.")
    if deal.discard is not None and deal.result is not None:
        # a cold walk saw South trump a diamond with 10♦ in the picture of the deal, and
        # "South discards a card face down" never said which: it is told once the hand is over
        lines.append(f"The hand is over: {BUCK_SEATS[deal.dealer]}'s discard, face down until"
                     f" now, was {deal.discard.label()}.")  # fmt: skip
    if deal.result is not None:
        lines += result_lines(deal)
    return lines


COUNT_LABEL = "Trick estimate, each card's share of a trick added up"
"""What a worked hand's figures are: a bare "Count:" said nothing of what it counted (and
"count" is also the score counting down, and lesson 6's bidding count). The figures wait in a
closed fold under the hand's story (expert49: the open story printed "A♠ 0.7 + 9♠ 0.5 = 1.2
tricks" while the page keeps the estimate's figures in a fold); the story says each bid's
reason in cards, as the page's rules do."""

SHARES_WHERE = "Each card's share is in the trick estimate's table, under \"For later\" at the end."
"""Where the figures are explained: the shares' table is reference, in lesson 15's closed
"For later" section after the quiz (expert55: the page was too long for one sitting)."""

_VERBS = {Kind.ORDER: "ordering up", Kind.CALL: "naming trump", Kind.IN: "staying in",
          Kind.OUT: "dropping out"}  # fmt: skip


def _kept(deal: BuckDeal, seat: int) -> list[Card]:
    """The seat's cards for its in or out: the dealer's five kept after taking the upcard."""
    hand = list(deal.initial_hands[seat])
    if seat == deal.dealer and deal.upcard_taken and deal.discard is not None:
        hand = [c for c in [*hand, deal.upcard] if c is not deal.discard]
    return hand


def _estimate(deal: BuckDeal, seat: int, kind: Kind) -> tuple[TrickCount, str] | None:
    """The seat's trick estimate behind an in, out, order or call, and the order's verdict
    (the dealer's count is of the five cards kept after taking the upcard)."""
    if deal.trump is None or kind not in _VERBS:
        return None
    if kind is not Kind.ORDER:
        return trick_count(_kept(deal, seat), deal.trump), ""
    hand, dealer = deal.initial_hands[seat], seat == deal.dealer
    count = order_count(hand, deal.upcard, dealer=dealer)
    line = MAKE_AT if dealer else ORDER_AT
    if count.total < line:
        return count, f", short of {line:g}: the coach would have passed"
    if not orders_up(hand, deal.upcard, dealer=dealer):
        return count, (f", but with one trump, short of the {ORDER_TRUMPS} ordering up needs:"
                       " the coach would have passed")  # fmt: skip
    return count, ""


def hand_estimates(deal: BuckDeal) -> list[str]:
    """The coach's trick estimate at each bid and in or out of a worked hand, in figures:
    ``"East, dropping out: A♠ 0.7 + 9♠ 0.5 = 1.2 tricks."``."""
    lines = []
    for seat, action in deal.history:
        found = _estimate(deal, seat, action.kind)
        if found is not None:
            count, verdict = found
            verb = _VERBS[action.kind]
            if action.kind is Kind.ORDER and seat == deal.dealer:
                verb = "taking up the upcard"  # the dealer counts the five cards kept
            lines.append(f"{BUCK_SEATS[seat]}, {verb}: {count.words()}{verdict}.")
    return lines


_NUMBER = ("no", "one", "two", "three", "four", "five", "six")


def _holds(hand: Sequence[Card], trump: Suit) -> str:
    """``"one trump, K♠, and A♣, A♦ and A♥"``: a hand's trumps and aces of other suits."""
    trumps = [c for c in ranked(hand, trump) if suit_of(c, trump) is trump]
    aces = [c.label() for c in hand if c.rank is Rank.ACE and c not in trumps]
    labels = listed([c.label() for c in trumps])
    held = (f"{_NUMBER[len(trumps)]} trump{'s' * (len(trumps) != 1)}"
            + (f", {labels}" if trumps else ""))  # fmt: skip
    return f"{held}, and {listed(aces)}" if aces else f"{held}, and no ace"


def _why(deal: BuckDeal, seat: int, kind: Kind) -> str:
    """A bid's or an in-or-out's reason in cards, as lesson 15's page says its rules."""
    found = _estimate(deal, seat, kind)
    if found is None or deal.trump is None:
        return ""
    name, trump, passed = BUCK_SEATS[seat], deal.trump, "would have passed" in found[1]
    if kind in (Kind.IN, Kind.OUT):
        said = likely_trick(_kept(deal, seat), trump).replace("of your cards", f"of {name}'s cards")
        likely = "not a likely trick" not in said and "no likely trick" not in said
        return f" ({said})" if likely == (kind is Kind.IN) else ""
    if kind is Kind.ORDER and seat != deal.dealer:
        hand, up = deal.initial_hands[seat], deal.upcard
        which = bower(up, trump)
        given = f"{up.label()}{f', the {which} bower,' if which else ''} to" \
                f" {BUCK_SEATS[deal.dealer]}, the dealer"  # fmt: skip
        if sum(1 for c in hand if suit_of(c, trump) is trump) < ORDER_TRUMPS:
            end = (f"Ordering up needs {_NUMBER[ORDER_TRUMPS]} trumps, and it hands {given}:"
                   " the coach would have passed")  # fmt: skip
        elif passed:
            end = f"Ordering up hands {given}, and that leaves too little: the coach would" \
                  " have passed"  # fmt: skip
        else:
            end = f"Ordering up hands {given}, and this is still enough"
        return f" ({name} holds {_holds(hand, trump)}. {end}.)"
    held = _kept(deal, seat) if kind is Kind.ORDER else deal.initial_hands[seat]
    end = "short of three tricks: the coach would have passed" if passed \
        else "close to three tricks"  # fmt: skip
    return f" ({name} holds {_holds(held, trump)}: {end}.)"


def worked_hand(seed: int, dealer: int = 2, opening: Sequence[str] = ()) -> ipywidgets.VBox:
    """A worked example: the three hands face up as dealt, then what happened, in order
    (``opening``: the first actions, as a player made them; the coach plays the rest)."""
    deal = coach_hand(seed, dealer, opening)
    start = BuckDeal(deal.dealer, deal.initial_hands, deal.upcard, deal.rules)
    table = BuckTable(start, open_hands=(0, 1, 2))
    table.names = list(BUCK_SEATS)
    table.play_info = False  # a picture of the deal: no trump line or last-trick button
    table.to_act = -1  # and nobody to act in it
    if deal.dirty_clubs:
        # The upcard apart, as the other examples show it: a dirty club goes to the dealer
        # as the deal begins, and the picture showed the dealer with six cards, J♣ among
        # them, and no upcard (a cold walk, lesson 15).
        table.open_hands = [[str(c) for c in hand] for hand in deal.initial_hands]
        table.hand_counts = [len(hand) for hand in deal.initial_hands]
        table.upcard_state = "up"
    table.status = "The three hands as dealt, face up. What happened, in order:"
    items = "".join(f"<li>{html.escape(line)}</li>" for line in hand_story(deal))
    figures = "".join(f"<li>{html.escape(line)}</li>" for line in hand_estimates(deal))
    if figures:
        figures = (f'<details class="et-answer-fold"><summary>{COUNT_LABEL}, at each bid'
                   f"</summary><p>{SHARES_WHERE}</p><ul>{figures}</ul></details>")  # fmt: skip
    story = ipywidgets.HTML(f'<ol class="et-log" aria-label="What happened">{items}</ol>'
                            + figures)  # fmt: skip
    box = ipywidgets.VBox([panel_style(), table, story])
    box.add_class("et-panel")
    return box
