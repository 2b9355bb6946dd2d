"""The quizzes of lessons 3, 4 and 9: following suit, winning tricks, scoring."""

from __future__ import annotations

from euchre_teach.core.cards import Card, Suit, parse_cards
from euchre_teach.core.deal import Deal
from euchre_teach.core.rules import Rules, hand_score, legal_plays
from euchre_teach.course import drills
from euchre_teach.course.items import Item, question, yes_no

__all__ = ["lesson_3", "lesson_4", "lesson_9"]


def lesson_3() -> list[Item]:
    """The quiz of lesson 3: Following suit and the left-bower trap."""
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
        yes_no(
            "L3/7",
            "Clubs are trump. West leads 9♦. East holds K♦, K♣ and 9♠ and plays"
            " K♣. Is that a renege?",
            is_renege,
            "It is a renege: East holds K♦, a diamond, so East had to follow diamonds. Trumping is"
            " only for a player with no diamonds.",
            "It is a renege: holding K♦, East had to follow diamonds.",
        ),
    ]


def lesson_4() -> list[Item]:
    """The quiz of lesson 4: Winning tricks."""
    return [drills.trick_item(n) for n in (1, 2, 3, 5)] + [
        drills.trap_item(1, 6),
        drills.trap_item(3, 6),
    ]


def _renege_against_a_loner() -> Deal:
    """A table-mode hand: South goes alone, West (on South's left) leads K♣, East trumps it
    with Q♥ while holding 9♣ and 10♣, then leads 9♣ (which shows the renege), and South
    claims it. The core scores the claim."""
    hands = [parse_cards(h) for h in ("AS KS QS JS JC", "9C TC QH 9S TS",
                                      "JH JD AH KH AC", "KC 9D TD QD QC")]  # fmt: skip
    deal = Deal(3, hands, Card.parse("9H"), Rules(enforce_follow_suit=False))
    for action in ("pass", "pass", "order alone", "discard 9D", "play KC", "play QH",
                   "play AC", "play 9C", "claim renege"):  # fmt: skip
        deal.apply(action)
    return deal


def lesson_9() -> list[Item]:
    """The quiz of lesson 9: Scoring and winning the game."""
    target = Rules().points_to_win
    side, euchre_points = hand_score(2)
    assert side == "defenders"
    ends = 8 + euchre_points >= target
    renege = _renege_against_a_loner().result
    marched = "South's J♥, J♦, A♥, K♥ and A♣ take all five tricks alone"  # once put right
    assert renege is not None and renege.renege == 1
    return [drills.score_item(n) for n in (1, 3, 34, 28, 29)] + [
        question(
            "L9/6",
            "How many points win the game?",
            str(target),
            {
                "5": "Some tables play a short game to 5, but the usual game, and this"
                     " course's, goes to 10.",
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
                f" {euchre_points} reaches {target}, so they win the game.",
                "none": f"Taking two tricks is a euchre, and a euchre scores for the defenders:"
                f" {euchre_points} points, so 8 + {euchre_points} reaches {target}: they win"
                " the game.",
            },
            labels={
                "win": "They win the game",
                "nine": "They move to 9",
                "none": "Nobody scores",
            },
        ),
        question(
            "L9/10",
            "Hearts are trump and South goes alone. West leads K♣, and East, holding 9♣,"
            " trumps it with Q♥ instead of following suit. South claims the renege. Scoring"
            " as this course does, how many points do North-South score?",
            str(renege.points),
            {
                "2": "Two is the penalty against a side playing with a partner; against a lone"
                f" hand it is 4. Put right instead, East follows clubs and {marched}: 4 as"
                " well.",
                "4": "4 either way: a renege against a lone hand costs 4, and put right"
                f" instead, East follows clubs and {marched}, also 4.",
                "0": "Not 0: East held 9♣ and trumped the club lead instead of following, and"
                " South claimed it. A renege against a lone hand costs 4; put right instead,"
                f" {marched}, also 4.",
            },
        ),
        # expert49: the penalty the page states, in place of L9/10's one hand scored by the
        # course's default rule, which lesson 9 keeps in a closed fold
        question(
            "L9/11",
            "At a real table, a defender reneges against a lone hand, and the lone maker's"
            " side claims it. What is the penalty?",
            f"{renege.points}",
            {
                f"{renege.points}": f"{renege.points} points to the lone maker's side: a"
                f" claimed renege costs 2, and {renege.points} against a lone hand, as much as"
                " a lone march.",
                "2": f"2 is the penalty against a side playing with a partner. Against a lone"
                f" hand a claimed renege costs {renege.points} points, as much as a lone march.",
                "1": f"1 is what a lone hand scores for three or four tricks. A claimed renege"
                f" against a lone hand costs {renege.points} points, as much as a lone march.",
            },
            labels={f"{renege.points}": f"{renege.points} points", "2": "2 points",
                    "1": "1 point"},
        ),
    ]
