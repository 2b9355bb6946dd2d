"""Lesson 10's quiz: decisions from the guided hands, judged as the hands judge them.

Each question is one of South's decisions in a guided hand (a bid, a discard, a card): the
learner sees the position as South saw it at the table and chooses. The key is the
course's one judge, as stored for the guided hands (``lessons/hands/judged.json``, the same
verdicts the hand gives when it is played): an option is right exactly when the judge
accepts it there, and its feedback is the hand's own, the judge's figures and the record's
reason (and, for a right answer that is not the rule of thumb's, in one sentence the rule's
choice as the habit to build, and why, or as the usual play where the answer scored more,
as the hand says it). Only decisions whose best choice the judge separates clearly from every
other are asked (a quiz tests what is clear), and only on what lessons 1 to 9 teach:
bidding, the dealer's discard, following suit and winning a trick. Leads and the other
plays of lesson 12 are lesson 12's quiz.

>>> [item.key for item in lesson_10()][:2]
['L10/7', 'L10/14']
"""

from __future__ import annotations

from euchre_teach.core.actions import Action
from euchre_teach.core.deal import Deal
from euchre_teach.core.rules import ranked
from euchre_teach.course.catalogue import LEARNER, hands_dir
from euchre_teach.course.cost_line import cost_first
from euchre_teach.course.drills import action_label
from euchre_teach.course.drills.decisions import bid_upcard, button_words, position_prompt
from euchre_teach.course.guided_words import better_said
from euchre_teach.course.habit_words import guided_habit
from euchre_teach.course.items import Item, Option
from euchre_teach.strategy.advice import lower_first
from euchre_teach.strategy.judging import Judge, Judgement, choice_notes, why_not_notes
from euchre_teach.strategy.refusal import guided_opening

__all__ = ["LESSON_10", "decision", "lesson_10"]

LESSON_10: tuple[tuple[str, str, int, str], ...] = (
    ("L10/7", "06_next_in_round_2.txt", 0,
     "It is round 1, so only diamonds can be made trump."),
    # L10/8 (hand 07's round-2 bid) left with the maker's-left default (issue 23): naming
    # spades alone came within the judge's margin of naming them with the partner, and a
    # quiz tests only what is clear. L10/14 takes its place: hand 14's round-2 call.
    ("L10/14", "14_seat_and_upcard.txt", 4, ""),
    # L10/9 (hand 05's round-1 pass, the dealer on a 10♠ with the left bower) left out
    # (expert18): passing beat taking it up by only 0.19 of a point a hand, the kind of
    # close call lesson 6 does not ask. L10/15 takes its place: the same hand's round-2
    # call, the dealer stuck, where clubs beat every other suit by nearly a point.
    ("L10/15", "05_stick_the_dealer.txt", 7, ""),
    ("L10/10", "08_discard_to_a_void.txt", 3, ""),
    ("L10/11", "09_renege_claimed.txt", 7, ""),
    ("L10/12", "05_stick_the_dealer.txt", 19, ""),
    ("L10/13", "12_lone_hand_maker_left.txt", 1,
     "If you go alone, West, on your left, leads the first trick: the player on a lone"
     " maker's left leads, as at many tables."),
    # expert54: L10/10's take-up with the partner is right beside its loner now, two
    # answers; it retires, and hand 07's round-1 pass (no diamond on a 9♦, 0.6 of a point
    # a hand ahead of ordering up) keeps the quiz at six.
    ("L10/16", "07_partners_ace.txt", 2, ""),
)
"""Lesson 10's questions: the key, the guided hand, the index of South's decision in its
record, and what the table's rules add to the position (empty when nothing). The keys
start at 7: L10/1 to L10/6 were the questions of recall this quiz once asked ("who won the
first trick?"), retired so that a learner's stored answers to them are never read as
answers to these."""


OWN_REASONS: dict[str, dict[str, str]] = {
    "L10/14": {
        "pass": "Passing lets another player name trump, though in hearts, next, J♥ would be"
                " the right bower, with A♥ beside it.",
        "call C": "Clubs: J♣ (the right bower) is your only club, and J♠, the left bower, is"
                  " not yours.",
        "call S": "Spades: J♣ becomes the left bower and A♠ is your only spade, so two trumps"
                  " and no right bower.",
        "call H alone": "Alone, J♥ and A♥ are sure tricks, but the other three must come from"
                        " K♦, J♣ and A♠ without your partner's help.",
        "call C alone": "Clubs alone with one club, J♣, and no left bower: a euchre is likely.",
        "call S alone": "Spades alone with two trumps, J♣ and A♠, and no right bower: a euchre"
                        " is likely.",
    },
}
"""A refused option's own reason in cards, by question and action, said before the better
choice (elsewhere the hand's ``# why not ACTION:`` note says it): L10/14's Pass and Call
clubs come out alike in the judge's figures (about 0.3 of a point a hand each, 0.9 below
hearts), and with the figures alone their feedback read the same word for word."""


def decision(name: str, index: int) -> tuple[Deal, Judgement, str | None, str]:
    """A guided hand's decision: the deal at South's turn, the judge's stored verdict
    there, the reason for the key's choice, and the hand's title. The reason is the
    record's for its own choice, or, where the judge refuses the choice recorded with the
    partner before going alone was taught (none since expert54), the first sentence of the hand's
    ``# also`` note for the judge's best."""
    path = hands_dir() / name  # lesson 10 comes after going alone: loners are judged
    judge = Judge.for_file(path, loners=True)
    record = judge.record
    seat, _action = record.actions[index]
    assert seat == LEARNER, f"{name}: action {index} is not South's"
    judgement, comment = judge.judgement(index), record.comments[index]
    if judgement.recorded not in judgement.accepted:
        note = choice_notes(path.read_text(encoding="utf-8")).get(index, {})
        comment = note.get(_key(judgement), "").split(". ")[0] or None
    return record.deal(index), judgement, comment, record.title


def _key(judgement: Judgement) -> str:
    """The choice the quiz keys: the recorded one, or the judge's best where it refuses it."""
    return judgement.recorded if judgement.recorded in judgement.accepted else (
        judgement.accepted[0])


def _sentence(text: str | None) -> str:
    if not text:
        return ""
    return text if text.endswith((".", "!", "?", ":")) else f"{text}."


def _item(key: str, name: str, index: int, rules: str) -> Item:
    deal, judgement, comment, title = decision(name, index)
    # the hand's own reason against a refused choice (short21: "# why not play JC: ...")
    text = (hands_dir() / name).read_text(encoding="utf-8")
    why_not = why_not_notes(text).get(index, {})
    also = choice_notes(text).get(index, {})  # an accepted choice's own reason (# also)
    recorded = Action.parse(_key(judgement))  # the judge's best, where it refuses the record's
    reason = _sentence(comment)
    dealer, partner = deal.dealer == LEARNER, deal.dealer == (LEARNER + 2) % 4
    view = deal.view(LEARNER)
    options = []
    order = [str(a) for a in deal.legal_actions()]  # the table's order, never best first
    for verdict in sorted(judgement.verdicts, key=lambda v: order.index(v.action)):
        action = Action.parse(verdict.action)
        label = action_label(action, dealer=dealer, partner=partner)
        if verdict.accepted:  # not the rule of thumb's choice: said first, as the hand says it
            habit = guided_habit(action, judgement, view, loners=True)
            # expert54: beside the recorded one, a choice's own reason (hand 08's loner); the
            # bid with the partner kept beside a loner says its own, in cards ("Right, and")
            own = reason if verdict.action == str(recorded) else _sentence(
                also.get(verdict.action, "").split(". ")[0]) or reason
            own = "" if verdict.why.startswith("Right, and") else own
            feedback = f"{habit} {own} {verdict.why}"
        else:  # "Better: take up A♥. With J♥, ...": the record's note as its own sentence
            better = lower_first(button_words(
                action_label(recorded, dealer=dealer, partner=partner), str(recorded),
                bid_upcard(deal)))  # fmt: skip
            own = OWN_REASONS.get(key, {}).get(verdict.action) or _sentence(
                why_not.get(verdict.action))
            # expert82: a refusal within a close call's band says so first ("Close, but not
            # the best here."), as the other quizzes' refusals do; the quiz shows it in place
            # of its "Not quite."
            opening = guided_opening(judgement, action, recorded, view)
            # Beside the choice's own reason, the better one named alone (short21; expert87,
            # expert88, expert89: the right answer's reason said again under every wrong
            # option of L10/14 and L10/15 made a wall of text): its reason is its own answer's,
            # as the guided hand says it (catalogue.GuidedHand)
            said = better_said(better, recorded, None if own else comment)
            # expert56: the cost said once, in plain words ("Ordering up costs about 0.9 of
            # a point a hand here."), the two averages behind it for the fold
            feedback = f"{opening} {own} {said} {cost_first(verdict.why)}"
        options.append(Option(verdict.action, label, verdict.accepted,
                              " ".join(feedback.split())))  # fmt: skip
    prompt = f"From the guided hand '{title}'. {position_prompt(deal, LEARNER)}"
    if rules:
        prompt = prompt.replace(" You ", f" {rules} You ", 1)
    explanation = next(o.feedback for o in options if o.value == str(recorded))
    return Item(key, prompt, tuple(options), explanation, False, deal.trump,
                tuple(ranked(deal.hands[LEARNER], deal.trump)), tuple(deal.trick),
                tuple(deal.trick_seats), upcard=bid_upcard(deal))  # fmt: skip


def lesson_10() -> list[Item]:
    """The quiz of lesson 10: which bid, which discard, which card, and why, at decisions
    from the guided hands; each key is the judge's verdict there."""
    return [_item(*question) for question in LESSON_10]
