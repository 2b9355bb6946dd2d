"""Clubs are ``Suit`` 0, an ``IntEnum``, and so falsy: "if trump" read clubs as "no trump
yet" (a cold expert review, expert45). With clubs trump the hand review called every
decision "the first trick", Buck's table hid the tricks taken in every dirty-clubs hand, and
a worked trick or "who wins?" question said "No trump"."""

from __future__ import annotations

from euchre_teach.buck.deal import BuckDeal
from euchre_teach.core.cards import Card, Suit, parse_cards
from euchre_teach.core.dealing import seeded_deal
from widgets.bucktable import BuckTable
from widgets.course import worked_trick
from widgets.hand_review import _where
from widgets.questions import who_wins_question


def test_clubs_are_falsy_so_every_check_of_trump_says_is_none() -> None:
    assert not Suit.CLUBS  # why the checks below must not read "if trump"


def test_the_hand_review_names_the_trick_of_a_decision_with_clubs_trump() -> None:
    deal = next(d for d in map(seeded_deal, range(1, 50)) if d.upcard.suit is not Suit.CLUBS)
    for _ in range(4):
        deal.apply("pass")  # round 1 passed: the first to speak names clubs in round 2
    deal.apply("call C")
    assert deal.trump is Suit.CLUBS
    while not deal.tricks:  # the first trick, each seat playing its first legal card
        deal.apply(deal.legal_actions()[0])
    assert _where(deal, deal.legal_actions()[0]) == "trick 2"


def test_buck_shows_the_tricks_taken_in_a_dirty_clubs_hand() -> None:
    hands = [parse_cards("AS KS QS JS TS"), parse_cards("JD 9H TC QC KD"),
             parse_cards("AH KH QH JH TH")]  # fmt: skip
    deal = BuckDeal(1, hands, Card.parse("9C"))  # a club turned up: dirty clubs
    assert deal.dirty_clubs and deal.trump is Suit.CLUBS
    assert BuckTable(deal).tricks_won == [0, 0, 0]


def test_a_trick_with_clubs_trump_says_clubs_are_trump() -> None:
    question = who_wins_question("AH 9C KH QH", trump="C", leader=0)
    assert question.prompt.startswith("Clubs are trump.") and question.trump == "C"
    named = worked_trick("AH 9C KH QH", "C", 0).children[0].value
    assert "Clubs ♣ are trump." in named
