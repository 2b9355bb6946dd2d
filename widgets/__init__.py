"""widgets: the course's interactive components, drawn from the rules core's state.

Python holds the truth (a :class:`euchre_teach.Deal`); the browser shows it and sends
intents (a card code, a bid); Python checks them with the core and updates the widgets.
Every learner action has a programmatic twin, and callbacks work the ipywidgets way
(``on_play(callback, remove=False)``), so tests and lessons drive components without a
browser. Card text is the core's: ``"JH"``, ``"10♦"``, or :class:`euchre_teach.Card`.
Widgets import :mod:`euchre_teach` (the rules, the course, the one judge of strategy) and
never :mod:`webapp`, which builds on them (an import-linter contract in pyproject.toml).

Cards (``widgets.cards``)
    ``Cards("JH JD AH", trump="H")``: a row of SVG card faces to look at, with badges
    ("right bower", "left bower (counts as ♥)", "trump") and spoken labels.
    ``.show(cards, trump=, captions=, highlight=)``.

Hand (``widgets.hand``)
    ``Hand("JD QD 9C", trump="H", trick="AD", mode="play", show_legal=False)``.
    One tab stop; arrows, Home/End move; Enter/Space picks. ``hand.play("QD") -> bool``;
    a refused card stays and ``hand.message`` holds the core's explanation.
    ``hand.pick(card)``, ``hand.key("ArrowRight")``, ``hand.on_play(cb(card))``,
    ``hand.on_pick(cb(card, selected))``, ``hand.show(cards, trump=, trick=, legal=)``.
    Modes: ``play``, ``select`` (tap every card that ...), ``choose`` (one card),
    ``order`` (tap in order). ``referee=callable(card)`` lets an owner (PlayTable) decide:
    it carries out the play or raises :class:`euchre_teach.IllegalAction`.

Table (``widgets.table``)
    ``Table(deal, bottom=2, open_hands=())`` then ``table.update(deal)`` after changes
    (only changed traits are sent). Seats, dealer, who acts, bids, upcard and kitty,
    trump and maker, sitting-out seat, tricks per team, the trick (winner highlighted when
    complete). ``table.review_last() -> str`` turns up the last completed trick.

BiddingPanel (``widgets.bidding``)
    ``BiddingPanel(deal, seat=2)``: buttons are exactly the core's legal actions for that
    seat (a disabled Pass under stick the dealer). ``panel.bid("order") -> bool``,
    ``panel.on_bid(cb(action))``, ``panel.update(deal)``.

Scoreboard (``widgets.scoreboard``)
    ``Scoreboard(scores=(3, 7), target=10, six_four=True)``; ``.update(scores)``.

Quiz (``widgets.quiz``) and questions (``widgets.questions``)
    Plain frozen dataclasses: ``MultipleChoice(prompt, options=(Option(text, correct,
    explanation), ...), cards=(), trump="")``, ``PickCards(prompt, cards, correct,
    explanations, trump, trick)``, ``WhoWins(prompt, trick=((seat, code), ...), trump,
    winner, explanations={seat: text})``, ``OrderCards(prompt, cards, trump, correct,
    explanations)``. Builders with core-computed keys: ``legal_cards_question(hand, trick,
    trump)``, ``who_wins_question(trick, trump, leader)``, ``score_hand_question(tricks,
    alone=, defender_alone=, makers=)``, ``order_question(cards, trump)``;
    ``check(question, response) -> Feedback(correct, explanation)``.
    ``Quiz(list_or_generator, count=None, title="")``: ``.answer(response) -> Feedback``,
    ``.retry()``, ``.next()``, ``.restart()``, ``.score -> (right first time, answered)``,
    ``.on_answer(cb(question, response, feedback))``.

PlayTable (``widgets.playtable``)
    ``PlayTable(seed=7)`` or ``PlayTable(deal=...)``: a whole deal against computer
    players (``choose(view) -> Action``; CoachBot when available), the learner at South.
    ``.play("JH")``, ``.bid("order")``, ``.step()``, ``.auto``, ``.delay``, ``.hint()``,
    ``.explain_last_trick()``, ``.next_deal()``, ``.on_play``, ``.on_bid``, ``.on_deal_end``.

InView (``widgets.inview``)
    An invisible member of a panel: ``in_view.show((top, bottom), ...)`` brings the first
    span of the panel (CSS selectors, top of one element to bottom of another) that fits
    the screen into view, moving the page as little as it can. Called only on the
    learner's own press (Start the game, a bid, Continue), never as a page opens.

PageReturn (``widgets.pagereturn``)
    An invisible member of a panel: ``page_return.on_return(callback)`` calls back each time
    the learner comes back to the page (its tab shown again, its window focused), so that
    a count another page may have moved is read again (lesson 13's drill streak).

Testing (``widgets.testing``)
    ``record_messages()`` captures what would go over the wire; ``front_end_msg(widget,
    {"type": "pick", "card": "JH"})`` and ``front_end_update(widget, focus=2)`` deliver
    what a browser sends. Front-end intents: Hand ``pick``/``key``; Table ``review``/
    ``hide_review``.

Settings: every card component takes ``four_colour=True`` (each suit its own colour, the
♥/♦ and ♠/♣ pairs kept visibly paired) and ``animation_ms=`` (0 turns animation off).
"""

from widgets.bidding import BiddingPanel
from widgets.cards import Cards
from widgets.hand import Hand
from widgets.playtable import PlayTable
from widgets.questions import (
    Feedback,
    MultipleChoice,
    Option,
    OrderCards,
    PickCards,
    Question,
    WhoWins,
    check,
    legal_cards_question,
    order_question,
    score_hand_question,
    who_wins_question,
)
from widgets.quiz import Quiz
from widgets.scoreboard import Scoreboard
from widgets.table import Table

__all__ = [
    "BiddingPanel",
    "Cards",
    "Feedback",
    "Hand",
    "MultipleChoice",
    "Option",
    "OrderCards",
    "PickCards",
    "PlayTable",
    "Question",
    "Quiz",
    "Scoreboard",
    "Table",
    "WhoWins",
    "check",
    "legal_cards_question",
    "order_question",
    "score_hand_question",
    "who_wins_question",
]
