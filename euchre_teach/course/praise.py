"""Less praise where it teaches nothing: a guided hand's "Yes" to a card said in a few words.

A cold review by an experienced teacher (session 51): "Cut most 'also fine' notes on plays
that are not the teaching point (hand 03's 'Q♣ works too' for not trumping East's K♦; 'A♥
works here too' and 'J♠ works here too' on leads where the rule's card is clearly the
teaching point). Trim the praise on forced or equal plays: 'Yes: K♠ is one of the best
cards here, and so are J♠, J♣ and A♠' when all four are the top four trumps."

A later one (expert55) read hand 06's K♠, a king without its ace led by the maker at trick 1
with J♥ A♥ 9♥ A♣ still to play, answered "Your K♠ can work here too": "I would never let a
beginner think that is acceptable ... Stop 'can work' praise for unsound plays ... Accept
them silently at most, with the habit first." A choice the judge accepts that breaks the
rule of thumb's habit is now answered with the habit first, then that it is "not wrong by
much here" (:data:`~euchre_teach.course.habit_words.NOT_BY_MUCH`), never that it works: no
"can work", no "works here too", and "one of the best" (:data:`BEST`) only for the rule's
own choice or one that follows it as well. Refusing it outright was weighed: a rule "the
maker who holds the highest trump in play and another leads a side card that is not the
highest of its suit" changes two accepted choices in the whole course (hand 06's K♠ at
tricks 1 and 2, 0.11 and 0.03 of a point a hand below the trump lead; none of the answer
keys), and refusing plays within the margin as habits to keep was tried and undone after
four cold reviews read it as marking right answers wrong (:mod:`~euchre_teach.strategy.
habits`). So the judge keeps them, and the words do not praise them.

Every verdict stays the judge's: only the words move. For the rule's own card, the habit
sentence (:mod:`~euchre_teach.course.habit_words`) is said without the other cards, which go
to the fold (:func:`habit_first`); where every accepted card does the same work as the
learner's, the "Yes" says so in a few words (:func:`equal_cards`).

A later one (expert56) still read the shown words, above the "Why?" fold, as approval of
plays that break the habit: hand 03's "K♥ is the usual choice; J♥ and J♦ work about as well
here, and Q♣ works too", hand 08's "A♥ is not wrong by much", hand 17's discarded A♠, and
hand 02's "Yes: A♠ and J♣ are equal here" under a comment that keeps J♣. "Keep the tie in
the fold; say the habit." So, for a card: the learner's card that is the hand's own, with
the hand's reason, is answered with the verdict and the habit (or that reason) alone, the
other accepted cards in the fold (:func:`card_yes`); a card that breaks the habit hears the
habit first, then its own cost in the position's cards, accepted without praise
(:func:`plainly`): "Q♥ is the habit to build: ... Your A♥ also takes the trick, but it
spends the ace of trump." The tie ("not wrong by much", "works about as well") and the
figures wait in the fold.

A later one (expert58) read "Your Q♣ is accepted here, but it leaves East's K♦ winning the
trick" (hand 03; hand 13's J♠ under East's 9♥, hand 17's discarded A♠) as approval: "beginners
read 'accepted' as 'correct'". The judge still accepts them (a guided hand's accepted set is
the judge's), but no shown word says "accepted": the card's cost is said in cards, and where
it breaks the habit in plain sight (:func:`broken`) a teacher's correction follows, "It costs
little in this hand; next time, trump with K♥.", and the page shows the answer as a close
call, not as right (:attr:`~euchre_teach.course.guided_words.Attempt.broke`).
"""

from __future__ import annotations

from collections.abc import Sequence

from euchre_teach.core.actions import Action, Kind
from euchre_teach.core.cards import Card, Rank, Suit
from euchre_teach.core.rules import bower, effective_suit, trick_rank, trick_winner
from euchre_teach.core.seats import SEAT_NAMES
from euchre_teach.core.view import View
from euchre_teach.course.fold_more import CAP_WORDS, YES_WORDS, fit, word_count
from euchre_teach.course.guided_figures import choice_words, choices_listed
from euchre_teach.course.guided_words import unrestated
from euchre_teach.course.habit_words import HABIT_KEPT, HABIT_MARK, NOT_BY_MUCH, USUAL_MARK
from euchre_teach.strategy.advice import listed, lower_first, upper_first
from euchre_teach.strategy.habits import touching

__all__ = ["BEST", "broken", "card_answer", "card_yes", "cost_words", "equal_cards", "habit_first",
           "plainly", "yes_head"]

BEST = "one of the best {} here"
"""What a guided hand's "Yes" calls the learner's choice beside others as good (``cards``
or ``choices``): said of the rule of thumb's choice or one that follows it as well, never
of a choice that breaks the habit (:func:`yes_parts`, and the hand's log,
:func:`widgets.guided_words.learner_line`)."""


def habit_first(words: str, act: Action) -> tuple[str, str]:
    """For the rule's own card (played or discarded), its habit sentence without the other
    cards that are not wrong by much, and that clause as a sentence for the fold: the
    rule's card is the teaching point. Any other sentence is kept whole: a card that breaks
    the habit is told so after the habit, in the same sentence, and a bid's sentence, or
    one where another choice scored more (it names no habit), says both.

    >>> habit_first("A♠ is the rule of thumb's choice, the habit to keep; Q♣ is not wrong by"
    ...             " much here.", Action.parse("play AS"))
    ("A♠ is the rule of thumb's choice, the habit to keep.", 'Q♣ is not wrong by much here.')
    >>> habit_first("K♥ is the habit to build: K♥ takes the trick; your Q♣ is not wrong by"
    ...             " much here.", Action.parse("play QC"))[1]
    ''
    """
    head, _, rest = words.partition("; ")
    plural = NOT_BY_MUCH.replace(" is ", " are ", 1)
    if act.card is None or not head.endswith(HABIT_KEPT) or not rest.endswith(
            (f"{NOT_BY_MUCH}.", f"{plural}.")):  # fmt: skip
        return words, ""
    return f"{head}.", upper_first(rest)


def equal_cards(act: Action, others: Sequence[str], view: View) -> str:
    """Where every other accepted card (``others``) does the same work as the learner's
    (:func:`~euchre_teach.strategy.habits.touching`: no card in play ranks between them),
    the answer in a few words, naming none "one of the best": from a run of the highest
    trumps in play, that beat the trick, "any of your top trumps wins this trick" ("either"
    of two);
    else "9♣ and 10♣ are equal here"; "" otherwise."""
    cards = [c for c in (act.card, *(Action.parse(a).card for a in others)) if c is not None]
    if not others or len(cards) != len(others) + 1:
        return ""
    if not all(touching(one, two, view) for one in cards for two in cards if one is not two):
        return ""
    trump = view.trump
    if trump is not None and all(effective_suit(c, trump) is trump for c in cards):
        led = effective_suit(view.trick[0], trump) if view.trick else trump
        low = min(trick_rank(c, trump, led) for c in cards)
        if not any(trick_rank(c, trump, led) > low for c in (*view.unseen_cards(), *view.trick)):
            return f"{'either' if len(cards) == 2 else 'any'} of your top trumps wins this trick"
    return f"{listed([c.label() for c in cards])} are equal here"


def yes_head(act: Action, others: list[str], works: str, dealer: bool) -> str:
    """A guided hand's "Yes" to the recorded choice beside other accepted ones (``others``,
    which follow the rule as well; ``works``, the sentence for those that do not): for a
    bid (a card's is :func:`card_answer`), the bid as the
    sentence's subject, "one of the best choices", the others named, then the habit's
    sentence (or, with no other to name, the habit's sentence as the verdict)."""
    if not others and works:  # the rule's choice and the habit, said once
        return f"Yes: {lower_first(works).removesuffix('.')}."
    verb = "are" if len(others) > 1 else "is"
    so = f", and so {verb} {choices_listed(others, dealer)}" if others else ""
    return f"Yes: {choice_words(act, dealer)} is {BEST.format('choices')}{so}. {works}".strip()


def card_answer(act: Action, others: Sequence[str], works: str, view: View, reason: str,
                note: str = "", own: str | None = "") -> tuple[str, str]:  # fmt: skip
    """What a guided hand shows when the learner plays its own card beside other accepted
    ones, and what its "Why?" fold holds (:func:`card_yes`): the verdict and the hand's
    reason whole where it fits in :data:`~euchre_teach.course.fold_more.YES_WORDS`, else its
    first sentence; a coach's ``note`` that argues
    against the rule before it gives way (hand 07's "play low ... But count the clubs") is
    folded whole, and the hand's ``own`` reason is shown in its place (expert57 read "Yes:
    K♠ is one of the best cards here, and so are J♠, A♠ and Q♥" on hand 07, the reason
    for trumping out of view); with no reason of its own, the verdict names the cards."""
    head, tie = card_yes(act, others, works, view, commented=bool(reason))
    if word_count(f"{head} {reason}") <= YES_WORDS:
        return " ".join(f"{head} {reason}".split()), tie
    if not note:  # its first sentence, within the cap; else "Yes." and all of it in the fold
        shown, more = fit(head, reason)
        shown, more = (head, reason) if word_count(shown) > CAP_WORDS else (shown, more)
    elif own:
        shown, more = fit(head, unrestated(act, own))  # the hand's comment
        more = f"{more} {reason}"
    else:
        (shown, tie), more = card_yes(act, others, works, view, commented=False), reason
    return shown, " ".join(f"{more} {tie}".split())


def card_yes(act: Action, others: Sequence[str], works: str, view: View, *,
             commented: bool) -> tuple[str, str]:  # fmt: skip
    """The "Yes" to the hand's own card (played or discarded) beside other accepted cards,
    and what goes to the fold (expert56): the verdict and the habit, "Yes: K♥ is the usual
    choice."; the cards that break the habit (``works``, after its "; ") and those that do
    as well (``others``) in the fold. Where the hand says why (``commented``), that reason
    follows the verdict alone, so "equal here" never sits beside a comment that prefers one
    card (hand 02); without a reason or a habit, equal cards are said in a few words.

    >>> from euchre_teach import Game
    >>> card_yes(Action.parse("play KH"), [], "K♥ is the usual choice; J♥ works about as well"
    ...          " here.", Game(seed=1).deal.view(2), commented=True)
    ('Yes: K♥ is the usual choice.', 'J♥ works about as well here.')
    """
    head, _, rest = works.partition("; ")
    cards = [c for c in (Action.parse(a).card for a in others) if c is not None]
    same = equal_cards(act, others, view) if others else ""
    named, many = listed([c.label() for c in cards]) if cards else "", len(cards) > 1
    if not works and not commented and same:
        return f"Yes: {same}.", ""
    if not works and not commented and cards:
        mine = act.card.label() if act.card is not None else ""
        verb = "are" if many else "is"
        return f"Yes: {mine} is {BEST.format('cards')}, and so {verb} {named}.", ""
    also = ""
    if cards:
        verb = "do" if many else "does"
        also = upper_first(f"{same}.") if same else f"{named} {verb} as well here."
    verdict = f"Yes: {head.removesuffix('.')}." if head else "Yes."
    return verdict, " ".join(f"{upper_first(rest)} {also}".split())


def plainly(habit: str, act: Action, rule: Action, view: View, *, fold: bool = True
            ) -> tuple[str, str, str]:  # fmt: skip
    """A card that breaks the habit, accepted (expert56): the habit's sentence up to its
    "; your ...", then the learner's card in its own cost (:func:`cost_words`); the clause
    that set the two side by side ("your A♥ is not wrong by much here") for the fold, or
    dropped (``fold`` false: lessons 3 and 5 keep it for lesson 10's replay); and the rule's
    card where the learner's breaks the habit in plain sight (:func:`broken`), "" where it
    only spends a higher trump that also takes the trick. Any other answer (a bid, a habit
    the rule's card has not named) is kept whole.

    >>> from euchre_teach import Game
    >>> plainly("K♠ is the usual play: it is the highest spade; your A♥ works about as well"
    ...         " here.", Action.parse("play AH"), Action.parse("play KS"),
    ...         Game(seed=1).deal.view(2))[1:]
    ('Your A♥ works about as well here.', 'K♠')
    """
    head, _, tail = habit.partition("; ")
    if (act.card is None or rule.card is None or act.kind not in (Kind.PLAY, Kind.DISCARD)
            or not (HABIT_MARK in head or USUAL_MARK in head)):  # fmt: skip
        return habit, "", ""
    cost = cost_words(act.card, rule.card, view, act.kind)
    broke = broken(act.card, rule.card, view, act.kind, usual=HABIT_MARK not in head)
    said = f"{head.removesuffix('.')}. {cost} {broke}".strip()
    return said, upper_first(tail) if fold and tail else "", rule.card.label() if broke else ""


def broken(mine: Card, rule: Card, view: View, kind: Kind, *, usual: bool = False) -> str:
    """After a card's cost (:func:`cost_words`), where it breaks the habit in plain sight
    (expert58: a trick left to an opponent's nine, an ace thrown away, a side card led
    before trumps are drawn): what a teacher says next, that it matters little in this hand
    and what to do next time, in the position's cards; "" where the card also takes the
    trick and only spends a higher trump. ``usual``: the learner's card scored a little
    more when played out (:data:`~euchre_teach.course.habit_words.USUAL_MARK`), so "here
    yours scored a shade more, played out; the habit is still to ..." (expert66: never
    "next time, play X" to a card that did better; never "about as well", which sets it
    beside the habit: ``tests/shown_walk.py``)."""
    trump = view.trump
    if kind is Kind.PLAY and _higher_trump(mine, rule, trump):
        return ""
    if kind is Kind.DISCARD:
        do = f"discard {rule.label()}"
    elif not view.trick:
        do = f"lead {rule.label()}"
    elif trump is not None and effective_suit(rule, trump) is trump and (
            effective_suit(view.trick[0], trump) is not trump):  # fmt: skip
        do = f"trump with {rule.label()}"
    else:
        do = f"play {rule.label()}"
    if usual:  # expert66: never "next time, play X" to a card that scored more
        return f"Here yours scored a shade more, played out; the habit is still to {do}."
    return f"It costs little in this hand; next time, {do}."


def cost_words(mine: Card, rule: Card, view: View, kind: Kind = Kind.PLAY) -> str:
    """The learner's accepted card beside the habit's (``rule``), in its own cost and no
    praise, never "accepted" (expert58: a beginner reads it as "correct"): "Your J♥ also
    takes the trick, but it spends the right bower.", "Your Q♣ leaves East's K♦ winning
    the trick.", "Your A♠ is an ace: thrown, it gives up a likely trick.".

    >>> from euchre_teach.course.catalogue import GuidedHand, hands_dir
    >>> guide = GuidedHand.from_file(hands_dir() / "03_assist_and_march.txt", loners=True)
    >>> while guide.position < 4: _ = guide.play_next()
    >>> view = guide.deal.view(2)  # East leads K♦, hearts trump: South has no diamonds
    >>> cost_words(Card.parse("JH"), Card.parse("KH"), view)
    'Your J♥ also takes the trick, but it spends the right bower.'
    >>> cost_words(Card.parse("QC"), Card.parse("KH"), view)
    "Your Q♣ leaves East's K♦ winning the trick."
    >>> broken(Card.parse("QC"), Card.parse("KH"), view, Kind.PLAY)
    'It costs little in this hand; next time, trump with K♥.'
    """
    yours, theirs = f"Your {mine.label()}", rule.label()
    trump = view.trump
    if kind is Kind.DISCARD:
        if mine.rank is Rank.ACE:
            return f"{yours} is an ace: thrown, it gives up a likely trick."
        return f"{yours} is worth more to keep than {theirs}."
    trumps = [trump is not None and effective_suit(c, trump) is trump for c in (mine, rule)]
    higher = _higher_trump(mine, rule, trump) if all(trumps) else mine.rank > rule.rank
    if trumps == [True, True] and higher:
        what = {"right": "the right bower", "left": "the left bower"}.get(
            bower(mine, trump) or "", "the ace of trump" if mine.rank is Rank.ACE
            else f"a higher trump than {theirs}")  # fmt: skip
        if view.trick:
            return f"{yours} also takes the trick, but it spends {what}."
        return f"{yours} spends {what}."
    if view.trick and trumps == [False, True]:
        best = trick_winner(view.trick, trump)
        seat = SEAT_NAMES[view.trick_seats[best]]
        return f"{yours} leaves {seat}'s {view.trick[best].label()} winning the trick."
    if not view.trick and trumps == [False, True]:
        return f"{yours} does not draw the opponents' trumps."
    if not view.trick and trumps == [True, True]:
        return f"{yours} draws trumps, but a higher trump can beat it."
    if not view.trick and trumps == [True, False]:
        return f"{yours} spends a trump; {theirs} may win without one."
    if not view.trick and rule.rank is Rank.ACE:
        return f"{yours} is a less sure trick than {theirs}."
    if higher:
        return f"{yours} spends a higher card than {theirs}."
    return f"{yours} is not {theirs}, the habit's card."


def _higher_trump(mine: Card, rule: Card, trump: Suit | None) -> bool:
    """Whether both cards are trumps and ``mine`` ranks above ``rule``: it also takes what
    the habit's card would, and only spends more (:func:`cost_words`, :func:`broken`)."""
    return trump is not None and all(effective_suit(c, trump) is trump for c in (mine, rule)) \
        and trick_rank(mine, trump, trump) > trick_rank(rule, trump, trump)
