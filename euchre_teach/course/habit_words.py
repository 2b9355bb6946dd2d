"""An accepted choice that is not the rule of thumb's, said as such: in one sentence, what
to do and why in the position's own cards (the rule's choice, from the coach's rule of thumb,
lesson 6's count or lesson 8's loner test, and its reason, shortened), named as the habit to
build, and that the learner's choice is not wrong by much here. One voice for the guided hands,
lesson 10's quiz, the drills and the practice items.

A cold review by an experienced teacher: "Also fine" to naming spades alone on a hand that
lesson 8's loner test refuses (hand 07), or to throwing away A♠, which lessons 5 and 6 say
to keep (hand 17), teaches a beginner the wrong habit even where the judge's playouts put
the choice within its margin of the best. A later review went further for loners: a loner
that fails the loner test, close beside the same bid with the partner, is now refused by the
judge itself (:mod:`~euchre_teach.strategy.loners`), so these words are never said to it;
the loner test is said here only where the rule's bid is another (a pass, say). A later
cold review read "Yours works here too. The count says pass. Passing is the habit to build
on a hand like this" as three messages in one breath ("right", "the count says the other
thing", "build the other habit"): one sentence says it now. Another (expert48) read "Both
work here; the rule of thumb ... picks K♥, the habit to build" as meta a teacher would not
say, and "yours did a little better when played out" as praise for a play a teacher
corrects: the sentence leads with what to do and why, in cards ("You can't follow diamonds:
trump it with ... K♥"), and never says the learner's choice did better.

Where both choices follow the rule equally (two touching cards, two cards played that score
the same on every deal), "Also fine" stays (:func:`equal_to_rule`).

Where the learner's choice scored more than the rule's in the judge's play-out, no habit is
named: the rule's choice is the usual play, and the learner's works about as well
(:data:`USUAL_MARK`). A cold review (habit47) read "the count's choice, naming ♣ clubs, is
the habit to build" under a Pass whose fold said passing scores the most: "Where the count
and the play-out disagree, say 'close' and name no habit."

>>> print(habit_line("your A♠", "Q♣", ": discard Q♣, your lowest plain card",
...                  noun="discard"))  # doctest: +NORMALIZE_WHITESPACE
Q♣ is the habit to build: discard Q♣, your lowest plain card; your A♠ is not wrong by
much here.
>>> print(habit_line("your A♠", "Q♣", ": discard Q♣, your lowest plain card",
...                  noun="discard", more=True))
Q♣ is the usual discard: discard Q♣, your lowest plain card; your A♠ works about as well here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from euchre_teach.core.actions import Action, Kind
from euchre_teach.core.cards import Card, Suit
from euchre_teach.core.rules import effective_suit
from euchre_teach.core.view import View
from euchre_teach.course.close_calls import BID_RULES, TALLY, close_bids, close_call
from euchre_teach.course.guided_words import unrestated
from euchre_teach.players.decision import Decision
from euchre_teach.players.principles import principle
from euchre_teach.strategy.advice import listed, lower_first, upper_first
from euchre_teach.strategy.habits import rule_decision, touching
from euchre_teach.strategy.judge import MARGIN
from euchre_teach.strategy.loners import bolder_words, loner_hand, loner_misses

if TYPE_CHECKING:
    from euchre_teach.strategy.judging import Judgement

__all__ = [
    "ABOUT_AS_WELL",
    "BID_RULES",
    "COUNT_LESSON",
    "HABIT_KEPT",
    "HABIT_MARK",
    "NAMES_LESSON",
    "NOT_BY_MUCH",
    "SAME",
    "SCORES_MORE",
    "USUAL_MARK",
    "clearly_more",
    "close_bids",
    "close_call",
    "doing",
    "equal_to_rule",
    "guided_habit",
    "guided_others",
    "guided_rule",
    "habit_line",
    "habit_words",
    "kept_words",
    "loner_misses",
    "loner_test_aside",
    "rule_owner",
    "rule_owner_of",
    "scored_more",
    "touching",
]

COUNT_LESSON = 6
"""The lesson that teaches the count: a guided hand played before it (lessons 3 and 5) says
neither the count nor its figures, and calls the count's bid the usual one."""
NAMES_LESSON = 10
"""The first lesson whose guided hands name the rules of thumb ("the rule of thumb's choice
("lead an off-suit ace")"): lesson 10's replay, before lessons 11 and 12 teach them. Before it
the rule's choice is the usual one and the hand's own reason says why in cards (a cold
review of lesson 5: the feedback named rules of thumb not yet taught)."""

HABIT_MARK = " is the habit to build"
"""The words that name the rule's choice as the habit, after the choice and before its reason
in cards (:func:`habit_line`): "K♥ is the habit to build: you have no diamonds, so K♥ takes
the trick from East's K♦; your Q♣ is not wrong by much here." Cold reviews read "Works here ...
But ..." as "right, but do the other thing" (expert18), "Close call: yours is fine here ...
Keep the habit of ..." as a right answer scolded (expert39), three sentences as three
messages (expert45), and "Both work here; the rule of thumb ... picks K♥, the habit to build"
as meta before the point (expert48): one sentence, what to do and why first."""
NOT_BY_MUCH = " is not wrong by much here"
"""How the one sentence says the learner's choice, after the rule's, where the rule's choice
scored at least as much (:func:`habit_line`): accepted, and no praise. It said "can work
here too", which a cold review (expert55) read as approval of hand 06's unguarded K♠ led by
the maker at trick 1: "I would never let a beginner think that is acceptable ... Accept them
silently at most, with the habit first" (:mod:`~euchre_teach.course.praise`)."""
USUAL_MARK = " is the usual "
"""In place of :data:`HABIT_MARK` where the learner's accepted choice scored more than the
rule's in the judge's play-out (:func:`scored_more`): the rule's choice is "the usual play"
(bid, discard), never the habit or the better one, and the learner's works
:data:`ABOUT_AS_WELL` (habit47). It never says the learner's "did a little better when
played out" (expert48: a beginner told so about a bower spent, or a trick left to the dealer,
keeps the play a teacher corrects)."""
ABOUT_AS_WELL = " about as well here"
"""What is said of an accepted choice that scored more than the rule's, beside the rule's
choice (:func:`habit_line`, :func:`kept_words`)."""
SCORES_MORE = " is the bolder choice here"
"""In place of "works :data:`ABOUT_AS_WELL`" where the accepted choice scored more than the
rule's by more than the judge's margin (:func:`clearly_more`): only a loner kept beside the
bid with the partner, on a hand that fails the loner test (lesson 10's hands 03 and 06,
2.0 against 1.5 and 2.6 against 1.5 points a hand). Not "scores more here" (expert58): the
course's computer defenders are soft on a lone hand, so the figures flatter it."""
HABIT_KEPT = ", the habit to keep"
"""The words beside the rule's own choice that name it as the habit, where others work too
(:func:`kept_words`)."""

SAME = 0.0005
"""Two choices whose values differ by less than this scored the same on every deal."""


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


def rule_owner(rule: str, lesson: int = NAMES_LESSON) -> str:
    """Whose choice the rule's (a principle's key) is, as a possessive: ``"the count's"``,
    ``"the loner test's"``, ``"the rule of thumb's"``; ``"the usual"`` on a page of
    ``lesson`` before the count (:data:`COUNT_LESSON`) or the rule's name
    (:data:`NAMES_LESSON`) is taught.

    >>> rule_owner("lead-off-ace"), rule_owner("lead-off-ace", 5), rule_owner("call-next", 7)
    ("the rule of thumb's", 'the usual', "the count's")
    """
    if rule == "go-alone":
        return "the loner test's"
    if rule in BID_RULES:
        return "the count's" if lesson >= COUNT_LESSON else "the usual"
    return "the rule of thumb's" if lesson >= NAMES_LESSON else "the usual"


def rule_owner_of(judgement: Judgement) -> str:
    """:func:`rule_owner` of a guided hand's decision: its coach's rule."""
    return rule_owner(judgement.coach_rule)


_LONER_PARTS = ("three or more trumps; two of them among the three highest; and nothing else"
                " but aces, or a king with its own ace")  # fmt: skip
_LONER_TEST = f"lesson 8's loner test ({_LONER_PARTS})"


def loner_test_aside(words: str) -> tuple[str, str]:
    """``words`` with lesson 8's loner test named only, and the test's parts as a sentence
    for the guided hand's "Why?" fold (:mod:`~euchre_teach.course.fold_more`); the
    words and "" where they do not spell the test out.

    >>> loner_test_aside("Ordering up, since this hand fails " + _LONER_TEST + ": Q♣.")[0]
    "Ordering up, since this hand fails lesson 8's loner test: Q♣."
    """
    if _LONER_TEST not in words:
        return words, ""
    return (words.replace(_LONER_TEST, "lesson 8's loner test"),
            f"Lesson 8's loner test: {_LONER_PARTS}.")


def _rule_says(mine: Action, rule: Decision, view: View, *, tally: bool = True,
               lesson: int = NAMES_LESSON) -> tuple[str, str]:  # fmt: skip
    """The rule's choice as the sentence's subject, and why, in the position's cards, as the
    two parts of one sentence around "is the habit to build": ``("passing, the count's
    choice (4.5 is short of 5.5),", "")``, ``("K♥", ": you have no diamonds, so K♥ takes the
    trick from East's K♦")``, and for the loner test what the hand has or misses (``",
    since this hand fails ...: it has no J♣"``). ``tally``: the count's sum is said here (not
    where it follows in full). Before the count is taught (``lesson``), a bid is said alone."""
    coach = rule.action
    choice = doing(coach, view, partner=mine.alone)
    if rule.rule in BID_RULES and lesson < COUNT_LESSON:
        return choice, ""
    if mine.alone and not coach.alone and rule.rule in BID_RULES:
        hand, trump = loner_hand(view, mine)
        misses = loner_misses(hand, trump)
        if misses:
            return (f"{choice}, the count's choice,",
                    f", since this hand fails {_LONER_TEST}: {', and '.join(misses)}")
    if rule.rule == "go-alone":
        return (f"{choice}, the loner test's choice,",
                f": the hand passes {_LONER_TEST}, so a march is likely, and alone it scores 4")
    if rule.rule in BID_RULES:
        return f"{choice}, the count's choice{_tally(rule, view, tally=tally)},", ""
    pick = coach.card.label() if coach.card is not None else choice
    why = _why(rule)
    if why.startswith(f"{pick} "):  # "J♦ is the habit to build: it is the highest trump"
        why = "it" + why.removeprefix(pick)
    return pick, f": {why}" if why else ""


_SEATS = ("North", "East", "South", "West")


def _why(rule: Decision) -> str:
    """The coach's reason for its card, shortened to follow "K♥ is the habit to build:": its
    principle's title dropped (the reason says it in cards), an opening that only says the
    card again dropped ("Lead A♠: it takes ..."), and its parts joined as one clause ("Your
    side made hearts trump: lead J♥ ..." to "your side made hearts trump, so lead J♥ ...").

    >>> from euchre_teach.players.decision import Decision
    >>> _why(Decision.of(Action.parse("play AS"), "lead-off-ace",
    ...                  "Lead A♠: it takes the trick unless someone trumps it."))
    'it takes the trick unless someone trumps it'
    >>> _why(Decision.of(Action.parse("play JH"), "lead-right-bower",
    ...                  "Your side made hearts trump: lead J♥, the highest trump."))
    'your side made hearts trump, so lead J♥, the highest trump'
    """
    detail = rule.reason.removeprefix(principle(rule.rule).title).lstrip(":. ")
    text = unrestated(rule.action, detail).strip().rstrip(".")
    text = text.replace(". ", ", and ", 1).replace("; ", ", and ").replace(": ", ", so ", 1)
    first = text.split(" ", 1)[0]
    keep = first.rstrip("'s,") in _SEATS or any(s.symbol in first for s in Suit)
    return text if keep else lower_first(text)


def _tally(rule: Decision, view: View, *, tally: bool) -> str:
    """The count's sum against the need, in brackets: ``" (4.5 is short of 5.5)"``; "" when
    not ``tally`` or the reason has none."""
    found = TALLY.search(rule.reason) if tally else None
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


def clearly_more(mine: float | None, rule: float | None) -> bool:
    """Whether the learner's choice scored more than the rule's by more than the judge's
    margin: not "about as well" (:data:`SCORES_MORE`).

    >>> clearly_more(2.612, 1.518), clearly_more(0.132, 0.021)
    (True, False)
    """
    return mine is not None and rule is not None and mine - rule > MARGIN


def habit_line(yours: str, subject: str, why: str, *, noun: str = "play",
               more: bool = False, clear: bool = False) -> str:
    """The one sentence, from its parts: the rule's choice (``subject``), named as the habit
    to build, and ``why`` in cards (:func:`_rule_says`); then the learner's choice
    (``yours``), not wrong by much here. ``more``: the learner's choice scored more than the
    rule's (:func:`scored_more`): the rule's is the usual ``noun`` (play, bid, discard) and
    the learner's works about as well, with no habit named. How close the two came is the
    figures' to say, in the fold under these words (short21: a teacher says the reason in a
    line or two); ``clear``: by more than the margin, so the learner's scores more here."""
    mark = f"{USUAL_MARK}{noun}" if more or clear else HABIT_MARK
    after = SCORES_MORE if clear else ABOUT_AS_WELL if more else NOT_BY_MUCH
    verb = "works" if more and not clear else ""
    return upper_first(f"{subject}{mark}{why}; {yours} {verb}{after}.".replace("  ", " "))


def habit_words(mine: Action, rule: Decision, view: View, *, more: bool = False,
                unit: str = "points", counted: bool = False, said: str = "",
                clear: bool = False, lesson: int = NAMES_LESSON) -> str:
    """What is said to an accepted choice ``mine`` that is not the rule's (``rule``, the
    coach's decision at ``view``), in one sentence: the rule's choice, named with its cards
    as the habit to build, and why; and that ``mine`` is not wrong by much here; or, where ``mine``
    scored ``more`` than the rule's choice in the judge's play-out (:func:`scored_more`),
    that the rule's is the usual play and ``mine`` works about as well. The caller has
    checked that the rule's choice is accepted too and that ``mine`` does not follow the
    rule as well (:func:`equal_to_rule`). ``counted``: the count is said next in full (in
    the fold), so its sum is not said here. ``unit``: how close the two came is the fold's
    to say. ``said``: the message's own reason before this sentence; where it names the
    rule's card, the sentence names the habit without its reason again (a cold review:
    "Q♥ is the habit to build: ... Q♥ takes the trick" after a reason that said so).
    ``lesson``: the page's, which may come before the count is taught (:func:`_rule_says`)."""
    del unit  # the figures say how close the two came
    # expert55, hand 03 in lesson 10: "the usual bid ...; ordering up alone scores more here"
    # left a learner unsure what to do next time: say the bolder and the safe bid plainly
    if clear and mine.alone and str(rule.action) == str(mine).removesuffix(" alone") and (
            lesson >= COUNT_LESSON and loner_misses(*loner_hand(view, mine))):
        return bolder_words(view, mine, doing(mine, view), doing(rule.action, view, partner=True))
    more = more or close_call(rule)  # a close bid names no habit (close_calls.CLOSE_COUNT)
    subject, why = _rule_says(mine, rule, view, tally=not counted, lesson=lesson)
    if rule.action.card is not None and rule.action.card.label() in said:
        why = ""
    yours = f"your {mine.card.label()}" if mine.card is not None else doing(mine, view)
    noun = {Kind.PLAY: "play", Kind.DISCARD: "discard"}.get(rule.action.kind, "bid")
    return habit_line(yours, subject, why, noun=noun, more=more, clear=clear)


def kept_words(others: Sequence[str], owner: str, *, yours: str = "yours",
               detail: str = "", better: Sequence[str] = (), clear: bool = False) -> str:
    """Beside the rule's own choice (``yours``), in one sentence: it is ``owner``'s choice
    (:func:`rule_owner`; ``detail``, what the rule is), the habit to keep, and the other
    accepted choices that do not follow the rule as well (``others``, named) are not wrong
    by much here (never that they "work here too": expert55).
    Where some of them (``better``) scored more than the rule's choice, it names no habit:
    they work about as well (expert46, expert47: "where the count and the play-out
    disagree, say close and name no habit"; expert48: never "did a little better"); where
    they scored more by more than the margin (``clear``), they score more here.

    >>> kept_words(["ordering up"], "the count's")
    "Yours is the count's choice, the habit to keep; ordering up is not wrong by much here."
    >>> print(kept_words(["K♠", "A♠"], "the rule of thumb's", yours="Q♣",
    ...                  detail=' ("lead low")'))  # doctest: +NORMALIZE_WHITESPACE
    Q♣ is the rule of thumb's choice ("lead low"), the habit to keep; K♠ and A♠ are not
    wrong by much here.
    >>> kept_words(["passing"], "the count's", better=["passing"])
    "Yours is the count's choice; passing works about as well here."
    """
    if better:
        rest = [o for o in others if o not in better]
        also = f", and {listed(rest)} {'work' if len(rest) > 1 else 'works'} too" if rest else ""
        said = (SCORES_MORE if len(better) == 1 else " are the bolder choices here") if clear else (
            f" {'work' if len(better) > 1 else 'works'}{ABOUT_AS_WELL}")
        return upper_first(f"{yours} is {owner} choice{detail}; {listed(better)}{said}{also}.")
    verb = " are" if len(others) > 1 else " is"
    return upper_first(f"{yours} is {owner} choice{detail}{HABIT_KEPT};"
                       f" {listed(others)}{NOT_BY_MUCH.replace(' is', verb, 1)}.")


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


def guided_habit(act: Action, judgement: Judgement, view: View, *, loners: bool,
                 said: str = "", lesson: int = NAMES_LESSON) -> str:  # fmt: skip
    """The words for a learner's accepted choice in a guided hand that is not the rule's
    (:func:`habit_words`, after ``said``, the choice's own reason); "" when it is the
    rule's or follows it as well, or where the hand departs from the rule
    (:func:`guided_rule`)."""
    rule = guided_rule(judgement, view, loners=loners)
    mine = judgement.verdict(act)
    if rule is None or mine is None or not _departs(str(act), judgement, view):
        return ""
    coach = judgement.verdict(Action.parse(judgement.coach))  # accepted (guided_rule)
    # The stored verdicts' values (judged.json), the ones the hand's figures say.
    more = scored_more(mine.value, coach.value if coach else None)
    clear = clearly_more(mine.value, coach.value if coach else None)
    return habit_words(act, rule, view, more=more, said=said, clear=clear, lesson=lesson)


def guided_others(others: Sequence[str], judgement: Judgement, view: View, *, loners: bool,
                  yours: str = "yours", titled: bool = True,
                  lesson: int = NAMES_LESSON) -> tuple[list[str], str]:  # fmt: skip
    """Beside the rule's own choice (``yours``), the other accepted choices that follow the
    rule as well (said "so is ..."), and one sentence for those that do not: "Q♣ is the rule
    of thumb's choice ("dealer: discard your lowest plain card"), the habit to keep; K♠
    and A♠ are not wrong by much here." (:func:`kept_words`). Without ``titled`` (the
    hand's own reason for the card follows), the rule's title is left out: it said the
    reason twice ("("lead the right bower when your side made trump") ... Why this hand
    plays J♥: You named trump, so lead it: the right bower first", a cold review); a bid's
    count stays. On a page of
    ``lesson`` before the count or the rule's name is taught, neither is said
    (:func:`rule_owner`)."""
    rule = guided_rule(judgement, view, loners=loners)
    if rule is None:
        return list(others), ""
    works = [a for a in others if _departs(a, judgement, view)]
    if not works:
        return list(others), ""
    named = [_subject(Action.parse(a), view) for a in works]
    kept = judgement.verdict(Action.parse(judgement.coach))
    more = [a for a in works if scored_more(_value(judgement, a), kept.value if kept else None)]
    clear = bool(more) and all(clearly_more(_value(judgement, a), kept.value if kept else None)
                               for a in more)  # hand 06's loner, 1.1 points a hand above
    better = [_subject(Action.parse(a), view) for a in more]
    return ([a for a in others if a not in works],
            kept_words(named, rule_owner(rule.rule, lesson), yours=yours,
                       detail=_detail(rule, view, lesson) if titled or rule.rule in BID_RULES
                       else "",
                       better=better if clear else close_bids(rule, named, better),
                       clear=clear))


def _value(judgement: Judgement, action: str) -> float | None:
    verdict = judgement.verdict(Action.parse(action))
    return verdict.value if verdict else None


def _detail(rule: Decision, view: View, lesson: int = NAMES_LESSON) -> str:
    """What the rule is, in brackets after "yours is its choice": the count's sum against
    the need, the rule of thumb's title, or that the hand passes the loner test; "" on a
    page of ``lesson`` before the count or the rule's name is taught."""
    if rule.rule == "go-alone":
        return " (the hand passes lesson 8's loner test)"
    if rule.rule in BID_RULES:
        return _tally(rule, view, tally=lesson >= COUNT_LESSON)
    return f' ("{lower_first(principle(rule.rule).title)}")' if lesson >= NAMES_LESSON else ""


def _subject(action: Action, view: View) -> str:
    """A choice as a sentence's subject: the card, or the bid in ``-ing`` words."""
    return action.card.label() if action.card is not None else doing(action, view)
