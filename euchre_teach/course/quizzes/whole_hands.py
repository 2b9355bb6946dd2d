"""The quizzes of lessons 11 to 14: strategy (bidding, then card play), the left-bower
drill, a game (lesson 10's, decisions from the guided hands, is
:mod:`~euchre_teach.course.quizzes.hand_decisions`)."""

from __future__ import annotations

from euchre_teach.core.deal import Deal
from euchre_teach.core.game import Game
from euchre_teach.core.record import HandRecord
from euchre_teach.core.rules import Rules, hand_score
from euchre_teach.core.seats import TEAM_NAMES
from euchre_teach.course import drills
from euchre_teach.course.catalogue import load_hands
from euchre_teach.course.items import Item, question, seat_question
from euchre_teach.course.quizzes.own_page import (
    lesson_5_spots,
    lesson_6_spots,
    lesson_7_spots,
    lesson_11_spots,
    lesson_12_spots,
)

__all__ = ["DEFENCE_SENSITIVE", "FORMER_PRACTICE", "lesson_5", "lesson_6", "lesson_7",
           "lesson_11", "lesson_11_former_practice",
           "lesson_11_positions", "lesson_12", "lesson_12_all", "lesson_12_positions", "lesson_13",
           "lesson_14",
           "strategy_positions"]


def _hand(word: str) -> tuple[str, HandRecord]:
    """The guided hand (file name, record) whose file name contains ``word``."""
    return next((n, h) for n, h in load_hands() if word in n)


_LESSON_11 = (
    ("L11/1", "left_bower", "pass"),
    ("L11/2", "assist", "order"),
    ("L11/3", "void", "discard 9C"),
    ("L11/4", "next", "call H"),
    ("L11/10", "successful_loner", "order alone"),
    ("L11/11", "counting_trumps", "order"),
    ("L11/12", "lone_hand_takes", "discard QS"),
    ("L11/13", "seat_and_upcard", "pass"),
    ("L11/14", "stick_the_dealer", "call C"),
)
"""Lesson 11's candidate questions (bidding, the dealer's discard, going alone): South's
decision in a guided hand, by the key, a word of the hand's file name and South's recorded
action there. L11/5 to L11/9, the plays, moved to lesson 12 when the strategy lesson was
split in two (:mod:`euchre_teach.store.moved_items`)."""

_LESSON_12 = (
    ("L12/1", "assist", "play JH"),  # L11/5 until the split
    ("L12/2", "left_bower", "play AS"),  # L11/6
    ("L12/3", "partners_ace", "play 9H"),  # L11/7
    ("L12/4", "left_bower", "play TC"),  # L11/8
    ("L12/5", "left_bower", "play JD"),  # L11/9
    ("L12/6", "counting_trumps", "play JD"),
    ("L12/7", "discard_to_a_void", "play JH"),
    ("L12/8", "defending_alone", "play KS"),
    ("L12/9", "lone_hand_takes", "play QH"),
    ("L12/10", "lone_hand_maker_left", "play JC"),
    ("L12/11", "renege_claimed", "play 9H"),  # expert49, for L12/8 (defending alone)
)
"""Lesson 12's candidate questions (leads, plays to a trick, defence), as
:data:`_LESSON_11`'s."""


def _south_deal(word: str, action_text: str) -> Deal:
    """South's position before ``action_text`` in the guided hand named by ``word``. A hand
    played the real-table way (a renege allowed) is asked under the default rules, where
    every card must follow suit: a quiz never offers a renege as a choice."""
    _, record = _hand(word)
    at = next(i for i, (s, a) in enumerate(record.actions) if s == 2 and str(a) == action_text)
    if record.start.rules.enforce_follow_suit:
        return record.deal(at)
    start = record.start
    deal = Deal(start.dealer, start.hands, start.upcard, Rules(), kitty=start.kitty,
                scores=start.scores)
    for seat, action in record.actions[:at]:
        deal.apply(action, seat)
    return deal


def lesson_11_positions() -> list[tuple[str, Deal]]:
    """Every candidate question of lesson 11's quiz, by key, with its deal: the guided
    hands' decisions, then the page's own positions (:mod:`~euchre_teach.course.quizzes.
    own_page`)."""
    guided = [(key, _south_deal(word, action)) for key, word, action in _LESSON_11]
    return [*guided, *lesson_11_spots()]


def lesson_12_positions() -> list[tuple[str, Deal]]:
    """Every candidate question of lesson 12's quiz, by key, with its deal (as lesson 11's)."""
    guided = [(key, _south_deal(word, action)) for key, word, action in _LESSON_12]
    return [*guided, *lesson_12_spots()]


def strategy_positions() -> list[tuple[str, Deal]]:
    """The candidate questions of both strategy lessons' quizzes (11 and 12), lesson 5's
    discard and lessons 6 and 7's bids."""
    return [*lesson_5_spots(), *lesson_6_spots(), *lesson_7_spots(), *lesson_11_positions(),
            *lesson_12_positions()]


DEFENCE_SENSITIVE = frozenset({"L11/2"})
"""Lesson 11's questions left out because their answer turns on how well the defenders
play, not on the learner's cards: L11/2, the free roll (Q♣ J♦ K♥ J♥ A♠ on the partner's
A♥), where going alone beats ordering up with the partner against the judge's defenders,
the coach (+1.78 against +1.61 points a hand), but not against a defence that searches
every card (+1.54 against +1.53) (``benchmarks/loner_defence.py --deals 200 --only
"free roll"`` and ``--only "(A♥ ordered"``; a cold expert review found the same)."""


FORMER_PRACTICE = ("L11/4",)
"""Lesson 11's questions once asked as practice on its page, retired since: L11/4, A♣ A♥ J♥
9♥ K♠ after J♦ was turned down, drilled an exception to lesson 8's loner test (the buried
bower), where naming hearts alone and with the partner are both right (the loner rule's
other half, :mod:`euchre_teach.strategy.loners`). A cold review by an experienced teacher
(expert48) read three loner messages on two pages: "Teach the test; mention exceptions in
one paragraph; don't practise them yet." The page names the exceptions in one paragraph and
asks nothing of them; the question is still built under its key
(:func:`lesson_11_former_practice`, retired in :data:`~euchre_teach.course.quizzes.RETIRED`)
so an answer a learner gave and its Review card still find it. It has no one answer, so it
never joins the quiz."""


def lesson_5() -> list[Item]:
    """Lesson 5's judged question: the dealer's discard (:func:`_clear_items`)."""
    return _clear_items(lesson_5_spots())


def lesson_6() -> list[Item]:
    """Lesson 6's judged questions: one hand bid from two seats (:func:`_clear_items`)."""
    return _clear_items(lesson_6_spots())


def lesson_7() -> list[Item]:
    """Lesson 7's judged question: a round-2 bid of the page's own (:func:`_clear_items`)."""
    return _clear_items(lesson_7_spots())


def lesson_11() -> list[Item]:
    """The quiz of lesson 11: Strategy, bidding and going alone (:func:`_clear_items`)."""
    return _clear_items(lesson_11_positions())


def lesson_12() -> list[Item]:
    """The quiz of lesson 12: Strategy, card play and defence (:func:`_clear_items`)."""
    return _clear_items(lesson_12_positions())


def lesson_12_all() -> list[Item]:
    """Lesson 12's questions, clear or not: those the judge no longer separates are retired
    (``quizzes.RETIRED``) but stay built for a saved answer's Review card."""
    return _items(lesson_12_positions())


def _items(positions: list[tuple[str, Deal]]) -> list[Item]:
    """Each position a question, but those turning on the defenders' skill
    (:data:`DEFENCE_SENSITIVE`) or once asked as practice (:data:`FORMER_PRACTICE`)."""
    return [drills.coach_item(key, deal) for key, deal in positions
            if key not in DEFENCE_SENSITIVE and key not in FORMER_PRACTICE]  # fmt: skip


def _clear_items(positions: list[tuple[str, Deal]]) -> list[Item]:
    """Each question is a decision from a guided hand, answered by the judge; one whose best
    answer the judge cannot separate from another (within its margin), or whose answer turns
    on the defenders' skill (:data:`DEFENCE_SENSITIVE`), is left out (a quiz tests what is
    clear), and so is one once asked as practice (:data:`FORMER_PRACTICE`)."""
    return [item for item in _items(positions) if len(item.answer) == 1]


def lesson_11_former_practice() -> list[Item]:
    """Lesson 11's retired practice questions (:data:`FORMER_PRACTICE`), in order."""
    positions = dict(lesson_11_positions())
    return [drills.coach_item(key, positions[key]) for key in FORMER_PRACTICE]


COUNTING = 7
"""The trap type that counts the trump suit and the left bower's suit."""


def lesson_13() -> list[Item]:
    """The quiz of lesson 13: The left-bower drill (one item of each trap type). The
    counting type asks its sixth item, "how many diamonds with hearts trump?": its fifth
    was lesson 2's L2/6 word for word (expert41b)."""
    return [drills.trap_item(6 if kind == COUNTING else 5, kind) for kind in drills.TRAP_TYPES]


def lesson_14() -> list[Item]:
    """The quiz of lesson 14: Play a game."""
    game = Game(seed=13, first_dealer=0)
    for _ in range(8):
        game.apply("pass")
    return [
        question(
            "L14/1",
            "Everyone passes twice (no stick the dealer). How many points does each side get?",
            str(sum(game.scores)),
            {
                "0": "A thrown-in hand scores nothing for anyone; the next dealer deals.",
                "1": "Each side gets 0: nobody made trump, so nobody scores.",
                "2": "Each side gets 0: nobody made trump, so nobody scores, and nobody was"
                " euchred either.",
            },
        ),
        seat_question(
            "L14/2",
            "North dealt and the hand was thrown in. Who deals now?",
            game.deal.dealer,
            "The deal passes to the left, thrown-in hand or not: East deals.",
            (0, 1, 2, 3),
        ),
        drills.score_item(7),  # retired (quizzes.RETIRED): lesson 9's scoring again
        drills.score_item(8),  # retired
        question(
            "L14/3",
            "The score is 9 to 9 and your side makes trump but is euchred. Who wins?",
            TEAM_NAMES[1] if 9 + hand_score(2)[1] >= 10 else "nobody",
            {
                TEAM_NAMES[1]: "A euchre gives the defenders 2 points: 9 + 2 = 11, and the"
                " defenders win.",
                TEAM_NAMES[0]: f"Your side was euchred, so only the defenders score:"
                f" {TEAM_NAMES[1]}, 9 + 2 = 11, win.",
                "nobody": f"The defenders, {TEAM_NAMES[1]}, score 2 for the euchre: 9 + 2 = 11"
                f" takes them past 10, so {TEAM_NAMES[1]} win.",
            },
            labels={"nobody": "Nobody yet"},
        ),
        question(
            "L14/4",
            "Which side scores in one hand?",
            "one",
            {
                "one": "Only one side scores each hand: the makers, or the defenders after a"
                " euchre.",
                "both": "Only one side, never both: the makers score, or the defenders do after"
                " a euchre."
                " Tricks the defenders take without a euchre score nothing, and a hand thrown"
                " in after eight passes scores for nobody.",
            },
            labels={"one": "Only one side", "both": "Both sides, for the tricks each took"},
        ),  # retired (quizzes.RETIRED): lesson 9's scoring again
        *_real_table(),
    ]


def _real_table() -> list[Item]:
    """Lesson 14's questions on playing at a real table (expert41b: its quiz re-asked lesson
    9's scoring and nothing of the lesson's own): the cut, table talk, the last trick."""
    return [
        question(
            "L14/5",
            "At a real table the dealer has shuffled. Who may cut the pack, and how?",
            "right",
            {
                "left": "Not the dealer's left: that player is dealt to first. The cut is"
                " offered to the player on the dealer's right, leaving at least four cards in"
                " each part.",
                "right": "The player on the dealer's right may cut, and each part must keep at"
                " least four cards; the dealer then deals from the pack put back together.",
                "partner": "Not the dealer's partner: the cut is offered to the player on the"
                " dealer's right, leaving at least four cards in each part.",
            },
            labels={
                "right": "The player on the dealer's right, leaving at least four cards in"
                " each part",
                "left": "The player on the dealer's left, as many cards as they like",
                "partner": "The dealer's partner, in half",
            },
        ),
        question(
            "L14/6",
            "During the bidding your partner asks: \"Can we afford a euchre?\" What do you do?",
            "silent",
            {
                "score": "Not even the score: whatever you answer, and however you say it, tells"
                " your partner something about your hand. Say nothing and give no sign.",
                "silent": "Say nothing and give no sign: any answer tells your partner about"
                " your cards. The question itself is out of order.",
                "nod": "No signs: a nod or a look is a hint about your cards, as much as words"
                " are. Say nothing and give no sign.",
            },
            labels={
                "silent": "Say nothing and give no sign",
                "score": "Answer from the score only: \"yes, we are ahead\"",
                "nod": "Nod if your hand is strong",
            },
        ),
        question(
            "L14/7",
            "In the fourth trick you want to see again the cards played to the second. May you?",
            "no",
            {
                # small55: lesson 4 says "At most tables"; a table may agree otherwise, so
                # the feedback gives the course's rule as most tables play it.
                "agree": "No: only the last trick played may be turned up, before the next"
                " trick. That is the rule at most tables, and in this course. Remember the"
                " cards as they fall.",
                "own": "No: only the last trick played may be turned up at most tables, before"
                " the next trick, whichever side won trick 2. Remember the cards as they fall.",
                "no": "No: only the last trick played may be turned up at most tables, and it"
                " goes face down again before the next trick. Trick 2 is gone: remember the"
                " cards as they fall.",
            },
            labels={
                "no": "No: only the last trick played",
                "agree": "Yes, if everyone agrees",
                "own": "Yes, if your side won it",
            },
        ),
    ]
