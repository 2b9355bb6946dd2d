"""What do you do here? A decision answered by the coach, with the coach's reason: any
position (:func:`coach_item`) and the bid-or-pass family ``bid``.

>>> action_label(Action.parse("call H alone"))
'Call ♥ hearts alone'
"""

from __future__ import annotations

from euchre_teach.core.actions import Action, Kind
from euchre_teach.core.cards import format_cards
from euchre_teach.core.deal import Deal
from euchre_teach.core.dealing import deal_cards
from euchre_teach.core.rules import ranked
from euchre_teach.core.seats import SEAT_NAMES
from euchre_teach.core.state import Phase
from euchre_teach.course.drills.positions import LEARNER, rng_for, trick_text, trump_phrase
from euchre_teach.course.items import Item, Option

__all__ = ["action_label", "bid_item", "coach_item", "position_prompt"]


def action_label(action: Action, *, dealer: bool = False) -> str:
    """An action as a button says it: ``"Order up"``, ``"Call ♥ hearts alone"``, ``"Play 9♣"``;
    the dealer accepts the upcard by taking it up (lesson 4's words), not by ordering it up.

    >>> action_label(Action.parse("order alone"), dealer=True)
    'Take it up alone'
    """
    alone = " alone" if action.alone else ""
    if action.kind is Kind.ORDER and dealer:
        return "Take it up" + alone
    if action.card is not None:
        return f"{action.kind.value.capitalize()} {action.card.label()}"
    if action.kind is Kind.CALL and action.suit is not None:
        return f"Call {action.suit.symbol} {action.suit.plural}{alone}"
    words = {Kind.PASS: "Pass", Kind.ORDER: "Order up", Kind.DEFEND_ALONE: "Defend alone",
             Kind.CLAIM_RENEGE: "Claim a renege"}  # fmt: skip
    return words[action.kind] + alone


def position_prompt(deal: Deal, seat: int = LEARNER) -> str:
    """The position ``seat`` must decide in, in words, ending with the question."""
    up = deal.upcard
    hand = format_cards(ranked(deal.hands[seat], deal.trump))
    said = [f"{SEAT_NAMES[s]}: {action_label(a, dealer=s == deal.dealer).lower()}"
            for s, a in deal.history
            if a.kind in (Kind.PASS, Kind.ORDER, Kind.CALL)]  # fmt: skip
    bids = f" Bids so far: {', '.join(said)}." if said else ""
    opening = f"{SEAT_NAMES[deal.dealer]} deals and turns up {up.label()}.{bids}"
    if deal.phase is Phase.BIDDING_1:
        return f"{opening} You are South, holding {hand}. What do you say?"
    if deal.phase is Phase.BIDDING_2:
        return f"{opening} {up.label()} was turned down. You hold {hand}. What do you say?"
    if deal.phase is Phase.DISCARD:
        return f"{opening} You take {up.label()} into your hand: {hand}. Which card goes?"
    if deal.phase is Phase.DEFEND:
        return f"{opening} You hold {hand}. Will you defend alone?"
    assert deal.trump is not None and deal.maker is not None
    made = f"{trump_phrase(deal.trump)} {SEAT_NAMES[deal.maker]} made trump."
    table = trick_text(deal.trick, deal.trick_seats) if deal.trick else "You lead."
    return f"{made} {table} You are South, holding {hand}. What do you play?"


def coach_item(key: str, deal: Deal, seat: int = LEARNER) -> Item:
    """"What do you do here?" answered by the coach, with the coach's reason.

    Every option is one of the actions the rules allow; choosing another gets the coach's
    reason for its own choice.
    """
    from euchre_teach.players import CoachBot

    decision = CoachBot(seed=1).decide(deal.view(seat))
    dealer = seat == deal.dealer
    best = action_label(decision.action, dealer=dealer)
    options = tuple(
        Option(str(a), action_label(a, dealer=dealer), a is decision.action,
               decision.reason if a is decision.action else
               f"The rules allow it, but the coach says: {best}. {decision.reason}")
        for a in deal.legal_actions()
    )  # fmt: skip
    return Item(key, position_prompt(deal, seat), options, decision.reason, False, deal.trump,
                tuple(ranked(deal.hands[seat], deal.trump)), tuple(deal.trick),
                tuple(deal.trick_seats))  # fmt: skip


def bid_item(number: int) -> Item:
    """Item ``number`` of "bid or pass?": a seeded deal, the other seats bidding as the
    coach would, up to South's turn; the answer and the reason are the coach's."""
    from euchre_teach.players import CoachBot

    rng = rng_for("bid", number)
    coach = CoachBot(seed=number)
    while True:
        deal = deal_cards(rng, rng.randrange(4)).to_deal()
        while deal.to_act is not None and deal.to_act != LEARNER and deal.trump is None:
            deal.apply(coach.choose(deal.view(deal.to_act)))
        if deal.to_act == LEARNER and deal.phase in (Phase.BIDDING_1, Phase.BIDDING_2):
            return coach_item(f"bid/{number}", deal)
