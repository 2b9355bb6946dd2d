"""An accepted choice that is not the rule of thumb's, said as such: in one sentence, both
work here, and the rule's choice (the coach's rule of thumb, lesson 4's count, lesson 6's
loner test), named with the cards, is the habit to build. One voice for the guided hands,
lesson 10's quiz, the drills and the practice items.

A cold review by an experienced teacher: "Also fine" to naming spades alone on a hand that
lesson 6's loner test refuses (hand 07), or to throwing away A♠, which lessons 3 and 4 say
to keep (hand 17), teaches a beginner the wrong habit even where the judge's playouts put
the choice within its margin of the best. A later review went further for loners: a loner
that fails the loner test, close beside the same bid with the partner, is now refused by the
judge itself (:mod:`~euchre_teach.strategy.loners`), so these words are never said to it;
the loner test is said here only where the rule's bid is another (a pass, say). A later
cold review read "Yours works here too. The count says pass. Passing is the habit to build
on a hand like this" as three messages in one breath ("right", "the count says the other
thing", "build the other habit"): one sentence says it now.

Where both choices follow the rule equally (two touching cards, two cards played that score
the same on every deal), "Also fine" stays (:func:`equal_to_rule`).

Where the learner's choice scored more than the rule's in the judge's play-out, no habit is
named (:data:`CLOSE_OPENING`): a cold review (habit47) read "the count's choice, naming ♣
clubs, is the habit to build" under a Pass whose fold said passing scores the most, on a
hand where lesson 5's reverse next leans to passing: "Where the count and the play-out
disagree, say 'close' and name no habit."

>>> from euchre_teach.core.cards import Card
>>> print(habit_line(Action.parse("discard AS"), Action.parse("discard QC"),
...                  'the rule of thumb "dealer: discard your lowest plain card" picks Q♣,'))
... # doctest: +NORMALIZE_WHITESPACE
Both work here; the rule of thumb "dealer: discard your lowest plain card" picks Q♣, the
habit to build on a hand like this.
>>> print(habit_line(Action.parse("discard AS"), Action.parse("discard QC"),
...                  'the rule of thumb "dealer: discard your lowest plain card" picks Q♣,',
...                  more=True))  # doctest: +NORMALIZE_WHITESPACE
Close: both work here, and yours did a little better when played out; the rule of thumb
"dealer: discard your lowest plain card" picks Q♣, which is about as good.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from euchre_teach.core.actions import Action, Kind
from euchre_teach.core.cards import Card
from euchre_teach.core.rules import effective_suit
from euchre_teach.core.state import Phase
from euchre_teach.core.view import View
from euchre_teach.players.decision import Decision
from euchre_teach.players.principles import principle
from euchre_teach.strategy.advice import listed, lower_first, upper_first
from euchre_teach.strategy.habits import rule_decision, touching
from euchre_teach.strategy.loners import loner_hand, loner_misses

if TYPE_CHECKING:
    from euchre_teach.strategy.judging import Judgement

__all__ = [
    "BID_RULES",
    "CLOSE_OPENING",
    "HABIT_KEPT",
    "HABIT_MARK",
    "HABIT_OPENING",
    "SAME",
    "doing",
    "equal_to_rule",
    "guided_habit",
    "guided_others",
    "guided_rule",
    "habit_line",
    "habit_words",
    "kept_words",
    "loner_misses",
    "rule_owner",
    "rule_owner_of",
    "scored_more",
    "touching",
]

BID_RULES = frozenset({"order-strong-hand", "pass-weak-hand", "assist-partner",
                       "dont-give-dealer-a-bower", "dealer-pick-up", "pass-for-next",
                       "call-next",
                       "call-best-suit", "stick-the-dealer"})  # fmt: skip
"""The coach's bidding rules that lesson 4's count decides (its figures end the reason)."""

HABIT_OPENING = "Both work here;"
"""How the one sentence to an accepted choice that is not the rule's opens. Cold reviews read
"Works here ... But ..." as "right, but do the other thing" (expert18), "Close call: yours is
fine here ... Keep the habit of ..." as a right answer scolded (expert39), and "Yours works
here too. The count says pass. Passing is the habit to build ..." as three messages in one
breath: it is right, both work, and the rule's choice is named as the habit to build, not as
an order, in one sentence (:func:`habit_line`)."""
HABIT_MARK = " the habit to build "
"""The words that name the rule's choice as the habit (:func:`habit_line`)."""
CLOSE_OPENING = "Close: both work here, and yours did a little better when played out;"
"""How the one sentence opens instead of :data:`HABIT_OPENING` where the learner's accepted
choice scored more than the rule's in the judge's play-out (:func:`scored_more`): it is
close, theirs did a little better on this hand, and the rule's choice is named as about as
good, never as the habit (the values are the verdicts' own: the fold never says otherwise)."""
HABIT_KEPT = ", the habit to keep"
"""The words beside the rule's own choice that name it as the habit, where others work too
(:func:`kept_words`)."""

SAME = 0.0005
"""Two choices whose values differ by less than this scored the same on every deal."""

_TALLY = re.compile(r"(\d+(?:\.\d+)?) (reaches|is short of) (\d+(?:\.\d+)?)\.\s*$")


def equal_to_rule(mine: Action, rule: Action, view: View, mine_value: float | None = None,
                  rule_value: float | None = None, *, rule_key: str) -> bool:  # fmt: skip
    """Whether ``mine`` follows the rule of thumb as well as the rule's own choice ``rule``
    does: the same action; a card touching the rule's (:func:`touching`); or, for a card
    played, any two cards that score the same on every deal (the values said, within
    :data:`SAME`): the last two sure tricks taken in either order, a last trump led before
    or after an ace nobody can trump; two cards thrown that are not trumps, where the rule
    (``rule_key``, the principle the rule's choice follows) is not to trump the partner's ace
    (:data:`_KEEP_TRUMPS`). A cold review (expert39) read
    "does exactly as well ... keep the habit of leading A♣" as a mixed message. A bid or a
    discard that is not the rule's (save a touching card) never is."""
    if mine is rule:
        return True
    if mine.card is None or rule.card is None or mine.kind is not rule.kind:
        return False
    if touching(mine.card, rule.card, view):
        return True
    if mine.kind is Kind.PLAY and rule_key in _KEEP_TRUMPS and _both_thrown(mine.card,
                                                                             rule.card, view):
        return True
    if mine.kind is not Kind.PLAY or mine_value is None or rule_value is None:
        return False
    return abs(mine_value - rule_value) < SAME


_KEEP_TRUMPS = frozenset({"dont-trump-partners-ace"})
"""Rules of thumb about not spending a trump: any card thrown that is not a trump follows
them as well as the rule's own (a cold review: 9♦ thrown under the partner's A♣ was told
that "don't trump your partner's ace" picks K♥)."""


def _both_thrown(mine: Card, rule: Card, view: View) -> bool:
    """Whether two cards played to a trick are both thrown: neither a trump nor of the suit
    led."""
    trump = view.trump
    if trump is None or not view.trick:
        return False
    led = effective_suit(view.trick[0], trump)
    return not any(effective_suit(c, trump) in (trump, led) for c in (mine, rule))


def doing(action: Action, view: View, *, partner: bool = False) -> str:
    """A choice as a sentence says it in ``-ing`` words: ``"discarding A♠"``, ``"leading
    Q♦"``, ``"naming ♠ spades alone"``, ``"taking it up"``, ``"passing"``; ``partner``
    adds "with your partner" to a bid that is not alone."""
    dealer = view.seat == view.dealer
    with_partner = " with your partner" if partner and not action.alone else ""
    alone = " alone" if action.alone else with_partner
    if action.kind is Kind.PLAY and action.card is not None:
        return f"{'playing' if view.trick else 'leading'} {action.card.label()}"
    if action.kind is Kind.DISCARD and action.card is not None:
        return f"discarding {action.card.label()}"
    if action.kind is Kind.ORDER:
        return f"{'taking it up' if dealer else 'ordering up'}{alone}"
    if action.kind is Kind.CALL and action.suit is not None:
        return f"naming {action.suit.symbol} {action.suit.plural}{alone}"
    if action.kind is Kind.DEFEND_ALONE:
        return "defending alone"
    return "passing"


def rule_owner(rule: str) -> str:
    """Whose choice the rule's (a principle's key) is, as a possessive: ``"the count's"``,
    ``"the loner test's"``, ``"the rule of thumb's"``."""
    if rule == "go-alone":
        return "the loner test's"
    return "the count's" if rule in BID_RULES else "the rule of thumb's"


def rule_owner_of(judgement: Judgement) -> str:
    """:func:`rule_owner` of a guided hand's decision: its coach's rule."""
    return rule_owner(judgement.coach_rule)


_LONER_TEST = ("lesson 6's loner test (three or more trumps, two of the three highest among"
               " them or a bower among four, and only aces, or a king with its ace, beside"
               " them)")  # fmt: skip


def _rule_says(mine: Action, rule: Decision, view: View, *, tally: bool = True
               ) -> tuple[str, str]:  # fmt: skip
    """The rule and its choice, with the cards, as the two parts of one sentence around
    "the habit to build ...": ``("the count's choice, passing (4.5 is short of 5.5), is",
    "")``, ``("the rule of thumb "..." picks Q♣,", "")``, and for the loner test what the
    hand has or misses after it (``", since this hand fails ...: it has no J♣"``).
    ``tally``: the count's sum is said here (not where it follows in full)."""
    coach = rule.action
    choice = doing(coach, view, partner=mine.alone)
    if mine.alone and not coach.alone and rule.rule in BID_RULES:
        hand, trump = loner_hand(view, mine)
        misses = loner_misses(hand, trump)
        if misses:
            return (f"the count's choice, {choice}, is",
                    f", since this hand fails {_LONER_TEST}: {', and '.join(misses)}")
    if rule.rule == "go-alone":
        return (f"the loner test's choice, {choice}, is",
                f": the hand passes {_LONER_TEST}, so a march is likely, and alone it scores 4")
    if rule.rule in BID_RULES:
        return f"the count's choice, {choice}{_tally(rule, view, tally=tally)}, is", ""
    pick = coach.card.label() if coach.card is not None else choice
    # The title said as the rule's, in lower case as the items say it beside another
    # choice ("by the rule of thumb "lead an off-suit ace""): never as this choice's reason.
    return f'the rule of thumb "{lower_first(principle(rule.rule).title)}" picks {pick},', ""


def _tally(rule: Decision, view: View, *, tally: bool) -> str:
    """The count's sum against the need, in brackets: ``" (4.5 is short of 5.5)"``; "" when
    not ``tally`` or the reason has none."""
    found = _TALLY.search(rule.reason) if tally else None
    if found is None:
        return ""
    said = found.group(0).strip().rstrip(".")
    if rule.rule == "dont-give-dealer-a-bower":
        said += f", with {view.upcard.label()} in the dealer's hand"
    return f" ({said})"


def scored_more(mine: float | None, rule: float | None) -> bool:
    """Whether the learner's choice (value ``mine``) scored more than the rule's (``rule``)
    in the judge's play-out: the values its verdicts hold (``answer_keys.json`` for a key,
    ``lessons/hands/judged.json`` for a guided hand), so these words and the fold's figures
    never disagree. The same value, or none, is not more.

    >>> scored_more(0.132, 0.021), scored_more(0.021, 0.132), scored_more(0.5, 0.5)
    (True, False, False)
    """
    return mine is not None and rule is not None and mine > rule


def habit_line(mine: Action, coach: Action, says: str, *, view: View | None = None,
               more: bool = False, unit: str = "points", then: str = "") -> str:
    """The one sentence, from its parts: ``says`` the rule and its choice, up to "the habit
    to build" (:func:`_rule_says`), ``then`` what follows it (the loner test's words);
    without ``view`` (a discard said with no table) the two are discards. ``more``: ``mine``
    scored more than the rule's choice (:func:`scored_more`): it is close, and the rule's
    choice is about as good, with no habit named and nothing after it. How close the two
    came (``unit``) is the figures' to say, in the fold under these words (short21: a
    teacher says the reason in a line or two)."""
    del unit, mine  # the figures say how close the two came
    if more:
        about = "which is about as good" if says.endswith(",") else "about as good"
        return f"{CLOSE_OPENING} {says} {about}."
    if view is None:
        assert coach.card is not None, "a bid needs its view"
        where = "on a hand like this"
    else:
        where = "in a position like this" if view.phase is Phase.PLAY else "on a hand like this"
    return f"{HABIT_OPENING} {says}{HABIT_MARK}{where}{then}."


def habit_words(mine: Action, rule: Decision, view: View, *, more: bool = False,
                unit: str = "points", counted: bool = False) -> str:
    """What is said to an accepted choice ``mine`` that is not the rule's (``rule``, the
    coach's decision at ``view``), in one sentence: both work here, and the rule's choice,
    named with the cards, is the habit to build; or, where ``mine`` scored ``more`` than the
    rule's choice in the judge's play-out (:func:`scored_more`), that it is close, yours did
    a little better, and the rule's choice is about as good. The caller has checked that
    the rule's choice is accepted too and that ``mine`` does not follow the rule as well
    (:func:`equal_to_rule`). ``counted``: the count is said next in full (in the fold), so
    its sum is not said here."""
    says, then = _rule_says(mine, rule, view, tally=not counted)
    return habit_line(mine, rule.action, says, view=view, more=more, unit=unit, then=then)


def kept_words(others: Sequence[str], owner: str, *, yours: str = "yours",
               detail: str = "", better: Sequence[str] = ()) -> str:
    """Beside the rule's own choice (``yours``), in one sentence: it is ``owner``'s choice
    (:func:`rule_owner`; ``detail``, what the rule is), the habit to keep, and the other
    accepted choices that do not follow the rule as well (``others``, named) work here too.
    Where some of them (``better``) scored more than the rule's choice, it names no habit
    and says so, close (expert46, expert47: "where the count and the play-out disagree,
    say close and name no habit").

    >>> kept_words(["ordering up"], "the count's")
    "Yours is the count's choice, the habit to keep; ordering up works here too."
    >>> print(kept_words(["K♠", "A♠"], "the rule of thumb's", yours="Q♣",
    ...                  detail=' ("lead low")'))
    Q♣ is the rule of thumb's choice ("lead low"), the habit to keep; K♠ and A♠ work here too.
    >>> kept_words(["passing"], "the count's", better=["passing"])
    "Yours is the count's choice; close: passing did a little better when played out."
    """
    if better:
        rest = [o for o in others if o not in better]
        also = f", and {listed(rest)} {'work' if len(rest) > 1 else 'works'} too" if rest else ""
        return upper_first(f"{yours} is {owner} choice{detail}; close: {listed(better)}"
                           f" did a little better when played out{also}.")
    verb = "work" if len(others) > 1 else "works"
    return upper_first(f"{yours} is {owner} choice{detail}{HABIT_KEPT};"
                       f" {listed(others)} {verb} here too.")


# ----------------------------------------------------------------- guided hands


def guided_rule(judgement: Judgement, view: View, *, loners: bool) -> Decision | None:
    """The rule of thumb's decision at a guided hand's decision, when the hand follows it
    and the judge accepts it: None where the record departs from the rule (its ``# coach:``
    note says why the rule gives way there) or the rule's choice is refused."""
    if judgement.coach != judgement.recorded:
        return None
    rule = judgement.verdict(Action.parse(judgement.coach))
    decision = rule_decision(view, loners=loners)
    if rule is None or not rule.accepted or str(decision.action) != judgement.coach:
        return None
    return decision


def _departs(action: str, judgement: Judgement, view: View) -> bool:
    """Whether an accepted ``action`` is not the rule's and does not follow it as well."""
    mine = judgement.verdict(Action.parse(action))
    rule = judgement.verdict(Action.parse(judgement.coach))
    return not equal_to_rule(Action.parse(action), Action.parse(judgement.coach), view,
                             mine.value if mine else None, rule.value if rule else None,
                             rule_key=judgement.coach_rule)  # fmt: skip


def guided_habit(act: Action, judgement: Judgement, view: View, *, loners: bool) -> str:
    """The words for a learner's accepted choice in a guided hand that is not the rule's
    (:func:`habit_words`); "" when it is the rule's or follows it as well, or where the
    hand departs from the rule (:func:`guided_rule`)."""
    rule = guided_rule(judgement, view, loners=loners)
    mine = judgement.verdict(act)
    if rule is None or mine is None or not _departs(str(act), judgement, view):
        return ""
    coach = judgement.verdict(Action.parse(judgement.coach))  # accepted (guided_rule)
    # The stored verdicts' values (judged.json), the ones the hand's figures say.
    more = scored_more(mine.value, coach.value if coach else None)
    return habit_words(act, rule, view, more=more)


def guided_others(others: Sequence[str], judgement: Judgement, view: View, *, loners: bool,
                  yours: str = "yours") -> tuple[list[str], str]:  # fmt: skip
    """Beside the rule's own choice (``yours``), the other accepted choices that follow the
    rule as well (said "so is ..."), and one sentence for those that do not: "Q♣ is the rule
    of thumb's choice ("dealer: discard your lowest plain card"), the habit to keep; K♠ and
    A♠ work here too." (:func:`kept_words`)."""
    rule = guided_rule(judgement, view, loners=loners)
    if rule is None:
        return list(others), ""
    works = [a for a in others if _departs(a, judgement, view)]
    if not works:
        return list(others), ""
    named = [_subject(Action.parse(a), view) for a in works]
    kept = judgement.verdict(Action.parse(judgement.coach))
    better = [_subject(Action.parse(a), view) for a in works
              if scored_more(_value(judgement, a), kept.value if kept else None)]
    return ([a for a in others if a not in works],
            kept_words(named, rule_owner(rule.rule), yours=yours, detail=_detail(rule, view),
                       better=better))


def _value(judgement: Judgement, action: str) -> float | None:
    verdict = judgement.verdict(Action.parse(action))
    return verdict.value if verdict else None


def _detail(rule: Decision, view: View) -> str:
    """What the rule is, in brackets after "yours is its choice": the count's sum against
    the need, the rule of thumb's title, or that the hand passes the loner test."""
    if rule.rule == "go-alone":
        return " (the hand passes lesson 6's loner test)"
    if rule.rule in BID_RULES:
        return _tally(rule, view, tally=True)
    return f' ("{lower_first(principle(rule.rule).title)}")'


def _subject(action: Action, view: View) -> str:
    """A choice as a sentence's subject: the card, or the bid in ``-ing`` words."""
    return action.card.label() if action.card is not None else doing(action, view)
