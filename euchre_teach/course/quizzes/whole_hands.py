"""The quizzes of lessons 10 to 13: guided hands, strategy, the left-bower drill, a game."""

from __future__ import annotations

from euchre_teach.core.cards import Suit
from euchre_teach.core.deal import Deal
from euchre_teach.core.game import Game
from euchre_teach.core.record import HandRecord
from euchre_teach.core.rules import hand_score, legal_plays
from euchre_teach.core.seats import TEAM_NAMES
from euchre_teach.course import drills
from euchre_teach.course.catalogue import load_hands
from euchre_teach.course.items import Item, question, seat_question, yes_no

__all__ = ["lesson_10", "lesson_11", "lesson_12", "lesson_13"]


def _hand(word: str) -> tuple[str, HandRecord]:
    """The guided hand (file name, record) whose file name contains ``word``."""
    return next((n, h) for n, h in load_hands() if word in n)


def lesson_10() -> list[Item]:
    """The quiz of lesson 10: Guided hands (questions on the hands played)."""
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
        yes_no(
            "L10/1",
            "In 'The left-bower trap', East led A♦ and your only red jack was J♦"
            " (hearts trump). Could you play any card?",
            free,
            "Any card: J♦ was a heart, so you had no diamonds and were free to trump with it.",
            "J♦ was a heart that hand, so you held no diamonds: any card was allowed.",
        ),
        seat_question(
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
                str(Suit.HEARTS): (
                    "You named hearts: 'next', the other red suit, the same colour as the"
                    " diamonds the dealer turned down. J♦, hearts' left bower, lay buried in"
                    " the kitty, so your J♥ and A♥ were the two highest trumps in play."
                ),
                str(Suit.CLUBS): (
                    "Not clubs: A♣ was your only club, so clubs would have given you one trump."
                    " You named hearts, 'next': with J♥, A♥ and 9♥ you held three trumps, the"
                    " two highest in play, since J♦ lay buried in the kitty."
                ),
                str(Suit.SPADES): (
                    "Not spades: K♠ was your only spade, so spades would have given you one"
                    " trump. You named hearts, 'next': with J♥, A♥ and 9♥ you held three"
                    " trumps, the two highest in play, since J♦ lay buried in the kitty."
                ),
            },
            labels={"C": "♣ clubs", "H": "♥ hearts", "S": "♠ spades"},
        ),
        question(
            "L10/6",
            "In 'A renege, spotted and claimed', nobody went alone, and North-South claimed"
            " a renege. How many points did the claim earn them? (Not played it yet? The rule"
            " from lesson 9 answers it.)",
            str(penalty.points),
            {
                "1": "A renege costs more than a made bid: the claim earned North-South"
                f" {penalty.points}.",
                "2": f"A claimed renege gives the innocent side {penalty.points} points (4"
                " against a lone hand).",
                "4": "Four is the penalty only when the side going alone is reneged against,"
                f" and nobody went alone in that hand: the claim earned North-South"
                f" {penalty.points}.",
            },
        ),
    ]


_LESSON_11 = (
    ("L11/1", "left_bower", "pass"),
    ("L11/2", "assist", "order"),
    ("L11/3", "void", "discard 9C"),
    ("L11/4", "next", "call H"),
    ("L11/5", "assist", "play JH"),
    ("L11/6", "left_bower", "play AS"),
    ("L11/7", "partners_ace", "play 9H"),
    ("L11/8", "left_bower", "play TC"),
    ("L11/9", "left_bower", "play JD"),
    ("L11/10", "successful_loner", "order alone"),
    ("L11/11", "counting_trumps", "order"),
    ("L11/12", "lone_hand_takes", "discard QS"),
    ("L11/13", "seat_and_upcard", "pass"),
    ("L11/14", "stick_the_dealer", "call C"),
)
"""Lesson 11's candidate questions: South's decision in a guided hand, by the key, a word of
the hand's file name and South's recorded action there."""


def _south_deal(word: str, action_text: str) -> Deal:
    _, record = _hand(word)
    at = next(i for i, (s, a) in enumerate(record.actions) if s == 2 and str(a) == action_text)
    return record.deal(at)


def lesson_11_positions() -> list[tuple[str, Deal]]:
    """Every candidate question of lesson 11's quiz, by key, with its deal."""
    return [(key, _south_deal(word, action)) for key, word, action in _LESSON_11]


def lesson_11() -> list[Item]:
    """The quiz of lesson 11: Strategy basics. Each question is a decision from a guided
    hand, answered by the judge; one whose best answer the judge cannot separate from
    another is left out (a quiz tests what is clear)."""
    items = [drills.coach_item(key, deal) for key, deal in lesson_11_positions()]
    return [item for item in items if len(item.answer) == 1]


def lesson_12() -> list[Item]:
    """The quiz of lesson 12: The left-bower drill (one item of each trap type)."""
    return [drills.trap_item(5, kind) for kind in drills.TRAP_TYPES]


def lesson_13() -> list[Item]:
    """The quiz of lesson 13: Play a game."""
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
        seat_question(
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
