"""The quiz of lesson 8: going alone (who sits out, who leads, what a loner scores, and the
coach's loner test)."""

from __future__ import annotations

from euchre_teach.core.cards import Suit
from euchre_teach.core.dealing import seeded_deal
from euchre_teach.core.rules import Rules, hand_score
from euchre_teach.core.seats import SEAT_NAMES
from euchre_teach.course import drills
from euchre_teach.course.items import Item, allowed, question, seat_question, yes_no
from euchre_teach.course.quizzes.loner_test import loner_test_question

__all__ = ["lesson_8"]


def lesson_8() -> list[Item]:
    """The quiz of lesson 8: Going alone."""
    deal = seeded_deal(6, dealer=3)
    loner = deal.copy()
    loner.apply("pass")
    loner.apply("pass")
    loner.apply("order alone")
    loner.apply(f"discard {loner.hands[3][0]}")
    sitter = loner.sitting_out[0]
    lead_default = loner.to_act or 0
    other = seeded_deal(6, dealer=3, rules=Rules(loner_lead="dealer_left"))
    for action in ("pass", "pass", "order alone"):
        other.apply(action)
    other.apply(f"discard {other.hands[3][0]}")
    lead_variant = other.to_act or 0
    assist_ok, _ = allowed(seeded_deal(6, dealer=0), "pass", "order alone")
    lead_why = (
        "By default, as at many tables, the player on the lone maker's left leads:"
        f" {SEAT_NAMES[lead_default]}, the dealer. Where the dealer's left leads instead,"
        f" {SEAT_NAMES[lead_variant]} does: {SEAT_NAMES[sitter]} sits out."
    )
    return [
        seat_question(
            "L8/1",
            "West deals; you, South, order it up alone. Who sits out?",
            sitter,
            "The lone maker's partner lays the hand face down: North sits out the whole hand.",
            (0, 1, 3),
        ),
        # L8/2 and L8/3 asked these two when the course's default was the dealer's left:
        # retired with it (issue 23), so that a learner's stored answers to them are never
        # read as answers to the maker's-left default.
        question(
            "L8/7",
            "West deals and you go alone. Under the course's default rule, who leads the first"
            " trick?",
            SEAT_NAMES[lead_default],
            {SEAT_NAMES[s]: (lead_why if s == lead_default else f"Not {SEAT_NAMES[s]}."
                             + (f" {SEAT_NAMES[s]} is your partner: a lone maker's partner"
                                " sits out, so never leads." if s == sitter
                                else "") + f" {lead_why}")
             for s in (0, 1, 3)},
        ),
        # L8/8 (rules21: retired, quizzes.RETIRED) marked the variant alone; L8/11 asks
        # what both tables do.
        seat_question(
            "L8/8",
            "Same hand, but your table plays the variant 'the dealer's left leads against a lone"
            " hand'. Who leads?",
            lead_variant,
            "Under that rule the first player in play to the dealer's left leads. North would,"
            " but North sits out, so East leads.",
            (0, 1, 3),
        ),
        # expert43: L8/11 asked both tables' leads in one question, the hardest in the
        # course to read (retired, quizzes.RETIRED); L8/7 asks the default again, and its
        # feedback says what the other table does.
        _both_leads("L8/11", lead_default, lead_variant, sitter),
        drills.score_item(5),
        question(
            "L8/4",
            "A lone maker takes all five tricks. How many points?",
            str(hand_score(5, alone=True)[1]),
            {
                "2": "Two is a march with a partner. Alone, all five tricks score 4.",
                "4": "A lone march scores 4, the biggest score in one hand.",
                "5": "One point per trick is not how Euchre scores: a lone march is worth 4.",
            },
        ),
        question(
            "L8/5",
            "A lone maker takes three tricks. How many points?",
            str(hand_score(3, alone=True)[1]),
            {
                "1": "Three or four tricks score 1, alone or not.",
                "2": "Not 2: three tricks make the bid and score 1, alone or not. Only a march"
                " (all five tricks) scores more than 1.",
                "4": "Four needs all five tricks. Three tricks make the bid: 1 point.",
            },
        ),
        yes_no(
            "L8/6",
            "North deals. May you, South, order up your partner's card and go alone?",
            assist_ok,
            "You may: anyone who makes trump may go alone, the dealer's partner too. Your"
            " partner, the dealer, then sits out, and the upcard is out of play: in this course"
            " it stays on the table, and where a dealer takes it up anyway, it goes out of play"
            " with the dealer's hand.",
            "Yes: anyone who makes trump may go alone, the dealer's partner too.",
        ),
        loner_test_question("L8/9", "JH JD AH KH AS", Suit.HEARTS),
        # text46: many club players go alone with this hand, so its answer says so too.
        loner_test_question("L8/10", "JS JC KS 9S QD", Suit.SPADES, aside=" The test is a rule"
                             " of thumb: good players also go alone with some hands that fail it."),
        # expert42: L8/7 asked who leads by the default rule, which L8/11 asked as well.
        # Beside it since then a hand that tempts: the right bower, the
        # ace and the king of trump, and two plain cards that can lose (the judge, from the
        # dealer's left on a 9♥: with the partner 0.61 a hand, alone 0.30).
        loner_test_question("L8/12", "JH AH KH 9S QC", Suit.HEARTS),
        # expert55: the test let one bower among four trumps pass; lesson 8 now shows it
        # failing (the judge, from the dealer's left on a 9♥: alone 0.26 of a point a hand
        # ahead against the computer's defenders, which the page says are easy on a loner).
        # small55, a cold review: its answer ends where the page's own example does, with
        # your partner; the question asks the test, not a seat's bid, and the page's fold
        # for teachers says what the computer's defenders do to such a loner.
        loner_test_question("L8/13", "JD KH QH TH AS", Suit.HEARTS),
    ]


def _both_leads(key: str, default: int, variant: int, sitter: int) -> Item:
    """ "Who leads against this loner at each table?": the seats from the core, under the
    course's default (the lone maker's left) and the variant (the dealer's left)."""
    name = SEAT_NAMES
    both = {(default, variant), (default, default), (variant, variant), (default, sitter)}
    labels = {f"{a}-{b}": (f"{name[a]}, then {name[b]}" if a != b else f"{name[a]} both times")
              for a, b in sorted(both)}  # fmt: skip
    answer = f"{default}-{variant}"
    why = (f"{labels[answer]}: by the course's default the lone maker's left leads, and that"
           f" is {name[default]}, the dealer; where the dealer's left leads, {name[sitter]}"
           f" would, but {name[sitter]}, your partner, sits out, so {name[variant]} leads.")
    return question(
        key,
        "West deals and you, South, go alone. Who leads the first trick under the course's"
        " default rule, then at a table where the dealer's left leads against a lone hand?",
        answer,
        {value: why if value == answer else f"Not {label}. {why}"
         for value, label in labels.items()},
        labels=labels,
    )
