"""What do you do here? A decision answered by the coach, with the coach's reason: any
position (:func:`coach_item`) and the bid-or-pass family ``bid``.

>>> action_label(Action.parse("call H alone"))
'Name ♥ hearts, go alone'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from euchre_teach.core.actions import Action, Kind
from euchre_teach.core.cards import Card, format_cards
from euchre_teach.core.deal import Deal
from euchre_teach.core.dealing import deal_cards
from euchre_teach.core.rules import ranked
from euchre_teach.core.seats import SEAT_NAMES
from euchre_teach.core.state import Phase
from euchre_teach.course.cost_line import cost_first
from euchre_teach.course.count_fold import (
    COUNT_FOLD,
    TALLY,
    count_verdict,
    counted_reason,
    fold_count,
)
from euchre_teach.course.drills.positions import LEARNER, play_story, rng_for
from euchre_teach.course.habit_words import (
    BID_RULES,
    close_bids,
    equal_to_rule,
    habit_words,
    kept_words,
    rule_owner,
    scored_more,
)
from euchre_teach.course.items import Item, Option
from euchre_teach.players.principles import principle
from euchre_teach.strategy.advice import action_words, lower_first, upper_first
from euchre_teach.strategy.habits import rule_decision
from euchre_teach.strategy.judge import (
    cost_words,
    expect_words,
    is_loner,
    margin_of,
    more_games_words,
    rounding_note,
    shown_difference,
)
from euchre_teach.strategy.loners import (
    defenders_note,
    kept_partner_bid,
    loner_refusal_words,
    partner_words,
    with_partner,
)
from euchre_teach.strategy.refusal import refusal_opening

if TYPE_CHECKING:
    from euchre_teach.core.view import View
    from euchre_teach.course.answer_keys import KeyReason, StoredVerdict
    from euchre_teach.players.decision import Decision

__all__ = [
    "BID_POOL",
    "action_label",
    "bid_deal",
    "bid_item",
    "bid_upcard",
    "button_words",
    "coach_item",
    "count_verdict",
    "one_of",
    "position_prompt",
]


def action_label(action: Action, *, dealer: bool = False, partner: bool = False) -> str:
    """An action as a button says it: ``"Order up"``, ``"Name ♥ hearts, go alone"``,
    ``"Play 9♣"``; in lesson 5's words the dealer accepts the upcard by taking it up, and
    every other seat, the dealer's ``partner`` too, orders it up (``partner`` is kept for
    callers; the words are the same).

    >>> action_label(Action.parse("order alone"), dealer=True)
    'Take it up, go alone'
    >>> action_label(Action.parse("order"), partner=True)
    'Order up'
    """
    del partner  # the dealer's partner orders up, in the same words as anyone else
    alone = ", go alone" if action.alone else ""
    if action.kind is Kind.ORDER and dealer:
        return "Take it up" + alone
    if action.card is not None:
        return f"{action.kind.value.capitalize()} {action.card.label()}"
    if action.kind is Kind.CALL and action.suit is not None:
        return f"Name {action.suit.symbol} {action.suit.plural}{alone}"
    words = {Kind.PASS: "Pass", Kind.ORDER: "Order up", Kind.DEFEND_ALONE: "Defend alone",
             Kind.CLAIM_RENEGE: "Claim a renege"}  # fmt: skip
    return words[action.kind] + alone


def position_prompt(deal: Deal, seat: int = LEARNER) -> str:
    """The position ``seat`` must decide in, in words, ending with the question."""
    up = deal.upcard
    hand = format_cards(ranked(deal.hands[seat], deal.trump))
    said = [f"{SEAT_NAMES[s]}: {bid.lower()}" for s, a in deal.history
            if a.kind in (Kind.PASS, Kind.ORDER, Kind.CALL)
            for bid in [action_label(a, dealer=s == deal.dealer,
                                     partner=(s + 2) % 4 == deal.dealer)]]  # fmt: skip
    bids = f" Bids so far: {', '.join(said)}." if said else ""
    opening = f"{SEAT_NAMES[deal.dealer]} deals and turns up {up.label()}.{bids}"
    if deal.phase is Phase.BIDDING_1:
        return f"{opening} You are South, holding {hand}. What do you say?"
    if deal.phase is Phase.BIDDING_2:
        stuck = (" This table plays stick the dealer: the dealer may not pass in round 2."
                 if deal.rules.stick_the_dealer else "")  # fmt: skip
        return f"{opening} {up.label()} was turned down.{stuck} You hold {hand}. What do you say?"
    if deal.phase is Phase.DISCARD:
        return f"{opening} You take {up.label()} into your hand: {hand}. Which card goes?"
    if deal.phase is Phase.DEFEND:
        return f"{opening} You hold {hand}. Will you defend alone?"
    return f"{play_story(deal, seat)} You are South, holding {hand}. What do you play?"


def coach_item(key: str, deal: Deal, seat: int = LEARNER, *, same_as: str | None = None
               ) -> Item:  # fmt: skip
    """"What do you do here?" answered by the course's judge, as it judged the position
    ahead of time (:mod:`euchre_teach.course.answer_keys`): every choice it puts within its
    margin of the best is right ("Also fine: ..." names the others), and a worse one is
    refused with what it costs in points a hand. Where the coach's own choice is among the
    right ones, its reason is said too.

    ``same_as`` names the question whose reasons in cards the item says, where its own key
    is another name for that position (``bidding-0-1/2`` is a curated ``bidding-set/N``).

    A position nobody judged (only while an author adds one: a test checks that every
    strategic question the course asks has a stored verdict) is answered by the coach.
    """
    from euchre_teach.course.answer_keys import (
        key_reason,
        loners_taught,
        question_lesson,
        stored_verdict,
    )
    from euchre_teach.course.option_reasons import option_reasons

    view = deal.view(seat)
    loners = loners_taught(question_lesson(key, deal))
    decision = rule_decision(view, loners=loners)
    dealer, partner = seat == deal.dealer, (seat + 2) % 4 == deal.dealer
    actions = [a for a in deal.legal_actions() if loners or not is_loner(a)]  # as taught
    verdict = stored_verdict(view)
    if verdict is None:
        best = action_label(decision.action, dealer=dealer, partner=partner)
        options = tuple(
            Option(str(a), action_label(a, dealer=dealer, partner=partner), a is decision.action,
                   decision.reason if a is decision.action else
                   f"The rules allow it, but the coach says: {best}. {decision.reason}")
            for a in actions
        )  # fmt: skip
        explanation = decision.reason
    else:
        named = same_as or key
        # Bidding practice teaches the count: the right answers say it card by card, a
        # refused one what it reaches (after each option's own reason).
        counted = named.partition("/")[0].startswith("bid")
        options = _judged_options(actions, verdict, decision, view,
                                  key_reason(named, verdict), option_reasons(named),
                                  count_everywhere=counted)  # fmt: skip
        # The answer explained: the coach's when it is right (the lessons teach its rule of
        # thumb), else the judge's best.
        coach = str(decision.action)
        shown = coach if coach in verdict.within else verdict.within[0]
        explanation = next(o.feedback for o in options if o.value == shown)
    return Item(key, position_prompt(deal, seat), options, explanation, False, deal.trump,
                tuple(ranked(deal.hands[seat], deal.trump)), tuple(deal.trick),
                tuple(deal.trick_seats), upcard=bid_upcard(deal))  # fmt: skip


def bid_upcard(deal: Deal) -> Card | None:
    """The upcard a round-1 bid's buttons name (:attr:`Item.upcard`), else None."""
    return deal.upcard if deal.phase is Phase.BIDDING_1 else None


def button_words(label: str, value: str, upcard: Card | None) -> str:
    """An option's words on its button: a round-1 bid names the upcard as the game tables
    do (``widgets.bidding.action_words``); every other option says its label.

    >>> button_words("Take it up, go alone", "order alone", Card.parse("KH"))
    'Take up K♥, go alone'
    >>> button_words("Order up", "order", Card.parse("KH")), button_words("Pass", "pass", None)
    ('Order up K♥', 'Pass')
    """
    if upcard is None or not value.startswith("order"):
        return label
    action = Action.parse(value)
    verb = "Take up" if label.startswith("Take") else "Order up"
    return f"{verb} {upcard.label()}" + (", go alone" if action.alone else "")


def one_of(labels: list[str]) -> str:
    """The better choices as a sentence says them: ``"play A♣, Q♦ or K♦"``, ``"pass or name
    ♣ clubs"`` (a refused answer's "Better: ..."; a label that starts with a card keeps it).

    >>> one_of(["Play A♣", "Play Q♦", "Play K♦"]), one_of(["Pass", "Name ♣ clubs"])
    ('play A♣, Q♦ or K♦', 'pass or name ♣ clubs')
    >>> one_of(["Order up K♥, go alone"])
    'order up K♥, go alone'
    >>> one_of(["Name ♥ hearts, go alone", "Name ♥ hearts"])  # one bid, two ways (loner20)
    'name ♥ hearts, with your partner or alone'
    """
    alone = [label for label in labels if label.removesuffix(", go alone") in labels
             and label.endswith(", go alone")]  # fmt: skip
    labels = [f"{label}, with your partner or alone" if f"{label}, go alone" in alone else label
              for label in labels if label not in alone]  # fmt: skip
    words = [lower_first(label) if label.split(" ")[0].isalpha() else label for label in labels]
    if len(words) > 1 and all(w.startswith("play ") for w in words):
        words = [words[0], *(w.removeprefix("play ") for w in words[1:])]
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} or {words[-1]}"


def _judged_options(actions: list[Action], verdict: StoredVerdict, decision: Decision,
                    view: View, reason: KeyReason | None = None,
                    own: Mapping[str, str] | None = None, *, count_everywhere: bool = False
                    ) -> tuple[Option, ...]:  # fmt: skip
    """Each legal action as an option, right exactly when the judge put it within its margin,
    its feedback the one-line reason first and the judge's figures after, short; a worse one's
    cost is worked from the figures printed (:func:`~euchre_teach.strategy.judge.
    shown_difference`), its first words sized to it (:mod:`~euchre_teach.strategy.refusal`),
    and said once in plain words before its two averages (:func:`~euchre_teach.course.
    cost_line.cost_first`: "Ordering up costs about 0.9 of a point a hand here.").
    ``reason`` is a teacher's reason in cards for the key's best choice (:data:`~euchre_teach.
    course.answer_keys.KEY_REASONS`): where the key overrides the taught count or loner test,
    it is said after the count (or instead of it) in place of "that rule of thumb is not the
    best choice". ``own`` gives each option its own one-line reason in cards
    (:mod:`~euchre_teach.course.option_reasons`): each option opens with it, and the count (or
    the teacher's reason) is said only beside the right answers, not repeated on every option,
    unless ``count_everywhere`` (bidding practice, whose lessons teach the count: a refused bid
    says its own reason, then what the count reaches against what the seat needs,
    :func:`~euchre_teach.course.count_fold.count_verdict`, without the sum the right answers
    say card by card).

    A right answer that is not the rule's (the rule's right too, no teacher's reason, not
    :func:`~euchre_teach.course.habit_words.equal_to_rule`) names the rule's choice, and why,
    in one sentence, as the habit to build, or as the usual play where the answer scored more
    (cold expert reviews); the rule's own, that it is the habit, the others not wrong by much."""
    dealer = view.seat == view.dealer
    partner = (view.seat + 2) % 4 == view.dealer

    def label(action: str) -> str:
        return action_label(Action.parse(action), dealer=dealer, partner=partner)

    best = verdict.choices[0]
    within = verdict.within
    coach = str(decision.action)
    unit = verdict.unit
    played = f"Played out over {verdict.samples} deals that fit what you can see,"
    margin = margin_of(unit)
    if reason is not None:
        # The teacher's reason, the count's figures inside it (counted_reason), without the
        # principle's title ("Pass a hand ..." would open a right "order up" against it).
        count = decision.reason.removeprefix(principle(decision.rule).title).lstrip(":. ")
        rule = counted_reason(count, reason.words) if reason.count else reason.words
    elif coach in within:
        rule = decision.reason
    else:  # the rule of thumb is refused here: say so next to its own reasoning
        rule = (f"{decision.reason} Here that rule of thumb ({lower_first(label(coach))}) is"
                f" not the best choice: played out, {lower_first(label(best.action))} scores"
                " more.")

    def said(text: str, right: bool) -> str:
        """The reason beside an option: the coach's own where the option is its choice (or
        the rule of thumb is refused, or a teacher's reason replaces it); beside another
        right answer, said as what a rule of thumb would pick, never as advice against the
        learner's choice; beside a wrong one, as the coach's pick."""
        if reason is not None or text == coach or coach not in within:
            return rule
        if right and departs(text):  # the head names the rule and its count; the sum, if
            # a bid's, goes to the fold (short21)
            return f"{COUNT_FOLD} {untitled()}" if decision.rule in BID_RULES else ""
        if right and Action.parse(coach).card is not None:
            return ""  # the head says it, in one line (:func:`as_good`)
        if right:  # the rule's title ("Order up when your count reaches your need") would
            # argue for the other
            return f"A rule of thumb would pick {pick(coach)}: {untitled()}"
        return f"The coach's rule of thumb picks {pick(coach)}: {rule}"

    def as_good(text: str) -> str:
        """A right card as good as the rule's (and others), in one line ("Also fine" said it
        thrice), the rule's card last so "picks" names no other card (expert48, defence-set/4)."""
        title = lower_first(principle(decision.rule).title)
        card = reason is None and Action.parse(coach).card is not None
        named = [pick(a) for a in within if a not in (text, coach) and not departs(a)]
        named += [f'{pick(coach)}, the card the rule of thumb "{title}" picks' if card
                  else pick(coach)] if coach in within and coach != text else []  # fmt: skip
        listed = ", ".join(named[:-1]) + f" and {named[-1]}" if len(named) > 1 else named[0]
        return f"{upper_first(pick(text))} is as good here as {listed}."

    def untitled() -> str:
        """The count behind the rule of thumb's bid, beside another right answer, without
        the principle's title: "J♦ left bower 2.5 + ... 6.5 reaches 6.5."."""
        return decision.reason.removeprefix(principle(decision.rule).title).lstrip(":. ")

    def pick(action: str) -> str:
        """A choice inside a sentence: the card for a play or a discard (``"A♠"``)."""
        act = Action.parse(action)
        return act.card.label() if act.card is not None else lower_first(label(action))

    def doing(action: str) -> str:
        act = Action.parse(action)
        if act.kind is Kind.ORDER and dealer:
            return "taking it up" + (" alone" if act.alone else "")
        return lower_first(action_words(act))

    def name(action: str) -> str:
        """A choice as the subject of a sentence: the card, or what the bid does."""
        return pick(action) if Action.parse(action).card is not None else doing(action)

    def kept(better: str, worse: str) -> str:
        """In the game's unit, the difference said as a comparison between two choices."""
        gap = shown_difference(verdict.choice(better).mean, verdict.choice(worse).mean, unit)
        return f"{doing(better)} keeps {more_games_words(gap)} than {doing(worse)}"

    def departs(text: str) -> bool:
        """A right choice that is not the rule of thumb's, where the rule's is right too and
        no teacher's reason overrides it, and that does not follow the rule as well."""
        if text == coach or coach not in within or reason is not None:
            return False
        return not equal_to_rule(Action.parse(text), Action.parse(coach), view,
                                 verdict.choice(text).mean, verdict.choice(coach).mean,
                                 rule_key=decision.rule)

    def works(text: str) -> str:
        """Beside the rule's answer (or one as good), the right choices that are not, in one
        sentence: "Yours is the count's choice, the habit to keep; passing is not wrong by much
        here." (never that it "works here too": expert55)."""
        others = [a for a in within if a != text and departs(a)]
        if not others or departs(text):
            return ""
        yours = "yours" if text == coach else f"{pick(coach)}"
        better = [name(a) for a in others if scored_more(verdict.choice(a).mean, (
            verdict.choice(coach).mean))]
        named = [name(a) for a in others]
        return " " + kept_words(named, rule_owner(decision.rule), yours=yours,
                                better=close_bids(decision, named, better))

    def opening(text: str) -> str:
        return f"{own[text]} " if own and text in own else ""

    def says_count(text: str) -> bool:
        """Whether the option's own reason says what the count reaches against the need."""
        tally = TALLY.search(decision.reason)
        return bool(tally and own and text in own and
                    f"{tally['total']} {tally['compare']} the {tally['need']}" in own[text])

    options = []
    for action in actions:
        text = str(action)
        if text not in {c.action for c in verdict.choices}:  # a renege in table mode
            options.append(Option(text, label(text), False, "The rules of the table say you"
                                  " must follow suit when you can."))
            continue
        mine = verdict.choice(text)
        alone = f"{text} alone"
        if mine.within and mine.gap > margin + 1e-9 and kept_partner_bid(
                view, Action.parse(text), [Action.parse(a) for a in within],
                {Action.parse(c.action): c.mean for c in verdict.choices}, unit):  # fmt: skip
            # The loner rule's other half (strategy.loners.PARTNER_RULE): the bid with the
            # partner beside a loner the loner test fails, its reason in cards, then figures.
            why = own[text] if own and text in own else partner_words(view, Action.parse(alone))
            figures = (f"{played} {kept(alone, text)}." if unit == "game" else
                       f"{played} with {doing(text)} {expect_words(mine.mean, unit)}, and with"
                       f" {doing(alone)} {expect_words(verdict.choice(alone).mean, unit)}.")
            options.append(Option(text, label(text), True,
                                  f"{why} {figures}{defenders_note(Action.parse(alone))}"))
            continue
        if mine.within:
            # Beside a choice that is not the rule's, the head names the rule's: no "Also
            # fine" list; beside another, those that are not the rule's are said in works().
            # A card as good as the rule's: one line, no "Also fine" list (as_good).
            rival = (best.action if text != best.action else
                     coach if coach in within and text != coach and reason is None else None)
            one_line = not departs(text) and ((rival and not works(text)) or (
                reason is None and text != coach and coach in within
                and Action.parse(coach).card is not None))  # fmt: skip
            others = [] if departs(text) or one_line else [  # cards said as cards (expert46)
                label(a).removeprefix("Play ") for a in within if a != text and not departs(a)]
            head = (as_good(text) if one_line else habit_words(
                Action.parse(text), decision, view, unit=unit, said=opening(text),
                more=scored_more(mine.mean, verdict.choice(coach).mean),
                counted=decision.rule in BID_RULES) if departs(text) else "")
            if text == best.action and unit == "game":
                nearest = verdict.choices[1]
                figures = (f"{played} it does the most for your chance of winning the game:"
                           f" {kept(text, nearest.action)}.")  # fmt: skip
            elif text == best.action:
                most = "scores the most" if mine.mean >= 0 else "loses the least"
                figures = f"{played} it {most}: {expect_words(mine.mean, unit)}."
            else:
                gap = (kept(best.action, text) if unit == "game"
                       else expect_words(mine.mean, unit))  # fmt: skip
                figures = f"{played} the two come out about the same ({gap})."
            figures += defenders_note(Action.parse(text))
            also = f" Also fine: {', '.join(others)}." if others else ""
            first = opening(text) if reason is None else ""  # the teacher's reason says it
            # A card's own reason in cards is the coach's rule said once: "J♦ ... you may
            # trump East's A♦" then "Trump the opponents' winner: ... J♦ takes the trick"
            # said it twice (a cold expert review of L11/9; L11/3's void three times). A
            # bid's count is more than its own line says, and stays.
            once = (first and text == coach and Action.parse(text).card is not None
                    and not count_everywhere)  # fmt: skip
            feedback = (f"{first}{head} {'' if once else said(text, True)}{works(text)}"
                        f" {figures}{also}")  # fmt: skip
        else:
            better = one_of([label(a) for a in within])
            kept_more = (f": {kept(best.action, text)}" if unit == "game" else
                         f": with {doing(text)} {expect_words(mine.mean, unit)}, and with"
                         f" {doing(best.action)} {expect_words(best.mean, unit)}")  # fmt: skip
            cost = shown_difference(best.mean, mine.mean, unit)
            sized = refusal_opening(cost, unit, figure=False)  # the band; its cost said last
            note = rounding_note(mine.mean, best.mean, unit)
            figures = (f"{played} {name(text)} costs {cost_words(cost, unit)} against"
                       f" {name(best.action)}{note}{kept_more}.")  # fmt: skip
            together = str(with_partner(Action.parse(text)))
            if mine.gap <= margin + 1e-9 and together in within and text != together:
                # The judge's loner rule refused it (strategy.loners): a close loner that
                # fails the loner test, said with its misses in cards.
                twin = verdict.choice(together)
                pair = (together, text) if twin.mean >= mine.mean else (text, together)
                figures = loner_refusal_words(view, Action.parse(text), (
                    f"{played} {kept(*pair)}" if unit == "game" else
                    f"{played} with {doing(text)} {expect_words(mine.mean, unit)}, and with"
                    f" {doing(together)} {expect_words(twin.mean, unit)}"),
                    partner_more=twin.mean >= mine.mean)  # fmt: skip
            teacher = "" if reason is None else f" {reason.words.partition('. ')[0].rstrip('.')}."
            if says_count(text):
                # The option's own reason says the count's figures and why the key differs
                # (rules21, bidding/8's Pass: "You were right to count ... it misses: ..."):
                # said once, first, then only the choice and the figures.
                rest = ""
            elif count_everywhere and (reason is None or reason.count):
                # The count's sum is said beside the right answers; a refused bid says what
                # the count reaches, then the teacher's why (teach34: two cold reviews read
                # the whole sum on every option and again in the explanation).
                rest = f" {count_verdict(decision.reason) or said(text, False)}{teacher}"
            else:
                rest = ("" if own and text in own and not count_everywhere
                        else f" {said(text, False)}")  # fmt: skip
                if not rest:  # the teacher's why, in its first sentence: a learner walk
                    rest = teacher
            feedback = f"{sized} {opening(text)}Better: {better}.{rest} {figures}"
        # The count's card-by-card sum goes to the fold (short21: a teacher's one line), and
        # a refusal's cost is said once, its two averages folded (expert56).
        options.append(Option(text, label(text), mine.within, fold_count(cost_first(feedback))))
    return tuple(options)


BID_POOL = 4
"""How many "bid or pass?" positions there are: item ``bid/N`` is position ``(N - 1) %
BID_POOL + 1``, so that every one has an answer key the judge set ahead of time
(:mod:`euchre_teach.course.answer_keys`)."""


def bid_deal(number: int) -> Deal:
    """The deal of "bid or pass?" item ``number``: a seeded deal, the other seats bidding
    as the coach would, up to South's turn (one of :data:`BID_POOL` positions)."""
    from euchre_teach.players import CoachBot

    number = (number - 1) % BID_POOL + 1
    rng = rng_for("bid", number)
    coach = CoachBot(seed=number)
    while True:
        deal = deal_cards(rng, rng.randrange(4)).to_deal()
        while deal.to_act is not None and deal.to_act != LEARNER and deal.trump is None:
            deal.apply(coach.choose(deal.view(deal.to_act)))
        if deal.to_act == LEARNER and deal.phase in (Phase.BIDDING_1, Phase.BIDDING_2):
            return deal


def bid_item(number: int) -> Item:
    """Item ``number`` of "bid or pass?" (:func:`bid_deal`), answered by the judge."""
    pooled = (number - 1) % BID_POOL + 1  # past the pool, its position's reasons in cards
    return coach_item(f"bid/{number}", bid_deal(number),
                      same_as=None if pooled == number else f"bid/{pooled}")  # fmt: skip
