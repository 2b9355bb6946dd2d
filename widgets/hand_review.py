"""The review after a lesson 14 hand: the tricks and points, the learner's costliest
choice against Hint's (valued by the course's judge), and the four hands as dealt, face up
once the hand is over (:class:`widgets.gameplay.GameSession` shows it).

>>> from euchre_teach.core.record import loads
>>> from euchre_teach.course.catalogue import hands_dir
>>> deal = loads((hands_dir() / "07_partners_ace.txt").read_text(encoding="utf-8"))
>>> print(hand_review(deal, budget_ms=5).splitlines()[0])
North-South made spades trump and took 3 tricks: North-South score 1 point.
"""

from __future__ import annotations

import html

from euchre_teach import Deal
from euchre_teach.core.actions import Action, Kind
from euchre_teach.core.cards import Card
from euchre_teach.core.rules import effective_suit, ranked
from euchre_teach.core.seats import SEAT_NAMES, TEAM_NAMES, team
from euchre_teach.strategy.hints import action_words, hint
from euchre_teach.strategy.judge import Effort, judge, position_key
from widgets.hint_words import spelled_out
from widgets.playtable import kept_hint

__all__ = ["REVIEW_EFFORT", "dealt_face_up", "hand_review", "how_the_cards_lay"]

LEARNER = 2

REVIEW_EFFORT = Effort(100, 400, 100, strict=True)
"""How hard the after-hand review asks the judge about a choice of the learner's that
differs from Hint's: strict, like the guided hands' :data:`~euchre_teach.strategy.judge.
PRECOMPUTED` (a choice is fine only when its measured cost is within the margin), from 100
deals, more in batches of 100 up to 400 while the verdict is in doubt. The hint's quick
effort (:data:`~euchre_teach.strategy.judge.HINT`, 24 deals, the benefit of the doubt)
called weak choices fine (issue 27 cold walk). ``benchmarks/hand_review_effort.py``, 2-core
machine at load 4.5, 25 hands: of 27 such choices, HINT agreed with PRECOMPUTED on 18 (it
passed 9 that PRECOMPUTED refuses), this effort on 26; a verdict took median 0.51 s, max
2.1 s (HINT 0.10 s, PRECOMPUTED 1.9 s, max 8.4 s), a whole hand's review median 0.67 s,
max 3.9 s. At load 8-10 (seed 2) the hand's review took median 0.8 s, max 17 s: the page
says "Checking your hand…" meanwhile (:data:`CHECKING`)."""


def _replay_to(deal: Deal, upto: int) -> Deal:
    start = Deal(deal.dealer, deal.initial_hands, deal.upcard, deal.rules,
                 kitty=deal.kitty, scores=deal.scores)  # fmt: skip
    for seat, action in deal.history[:upto]:
        start.apply(action, seat)
    return start


def _lower_first(text: str) -> str:
    """``"Playing the A♥"`` -> ``"playing the A♥"``: the card label keeps its capital."""
    return text[:1].lower() + text[1:]


def _where(before: Deal, action: Action) -> str:
    """Where in the hand a decision was: "the bidding", "the discard", "trick 3"."""
    if action.kind is Kind.DISCARD:
        return "the discard"
    if before.trump is not None and before.tricks:  # clubs are Suit 0: never "if trump"
        return f"trick {len(before.tricks) + 1}"
    return "the bidding" if before.trump is None else "the first trick"


NO_CHOICE_WORSE = "Every choice you made this hand was about as good as the one Hint would give."
"""The review's last line when the learner chose as Hint did wherever it was asked."""


def _about_the_same(close: list[str], unit: str) -> str:
    """The review's words for the learner's choices that differ from Hint's but that the
    judge finds within its margin (a cold walk: lesson 14's learner named spades against
    Hint's "Pass", was euchred, and read only :data:`NO_CHOICE_WORSE`)."""
    score = ("give about the same chance of winning the game" if unit == "game"
             else "score about the same")  # fmt: skip
    if len(close) == 1:
        them = f"your choice and Hint's {score}"
        none = "so it was not a mistake"
    else:
        them = f"each of these choices and Hint's {score}"
        none = "so none of them was a mistake"
    return (
        "Hint found no mistake of yours this hand. " + " ".join(close)
        + f" Played out over many deals like this one, {them}, {none}, whichever way this"
        " one hand went."
    )  # fmt: skip


def _and_words(items: list[str]) -> str:
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


CARDS_LAY = "the cards lay against you; a count is right most of the time, not every time."
"""How :func:`how_the_cards_lay` ends when the learner's side made trump and was euchred."""

CARDS_LAY_DEFENDING = "the cards lay with the makers this time."
"""How it ends when the learner's side defended and the makers took their tricks."""


def how_the_cards_lay(deal: Deal, learner: int = LEARNER) -> str:
    """Why a hand the learner's side lost went as it did, in its cards: who held the trumps
    that beat them (the hands are face up once the hand is over), or, with none, which cards
    took the tricks. A cold walk (lesson 14) was euchred after following Hint and read only
    :data:`NO_CHOICE_WORSE`, where the lesson promised a comment on the hand; "" for a hand
    the learner's side won.

    >>> from euchre_teach.core.record import loads
    >>> from euchre_teach.course.catalogue import hands_dir
    >>> deal = loads((hands_dir() / "07_partners_ace.txt").read_text(encoding="utf-8"))
    >>> how_the_cards_lay(deal)
    ''
    """
    result, trump = deal.result, deal.trump
    if result is None or trump is None or result.renege is not None:
        return ""
    ours = team(learner)
    if result.scoring_team == ours:
        return ""
    held: dict[int, list[Card]] = {}
    for trick in deal.tricks:
        for seat, card in zip(trick.seats, trick.cards, strict=True):
            if team(seat) != ours and effective_suit(card, trump) is trump:
                held.setdefault(seat, []).append(card)
    if held:
        said = [f"{SEAT_NAMES[seat]} held {_and_words([c.label() for c in ranked(cards, trump)])}"
                for seat, cards in sorted(held.items(), key=lambda kv: -len(kv[1]))]  # fmt: skip
        trumps = "trump" if sum(len(c) for c in held.values()) == 1 else "trumps"
        lead = f"The {trumps} against you: {'; '.join(said)}"
    else:
        won = [f"{SEAT_NAMES[t.winner]}'s {t.cards[t.seats.index(t.winner)].label()}"
               for t in deal.tricks if team(t.winner) != ours]  # fmt: skip
        lead = f"The tricks you lost went to {_and_words(won)}"
    made = deal.maker is not None and team(deal.maker) == ours
    return f"{lead}: {CARDS_LAY if made else CARDS_LAY_DEFENDING}"


def _costliest(deal: Deal, budget_ms: float, effort: Effort = REVIEW_EFFORT) -> str:
    """The hint engine's comment on the learner's costliest decision, if it cost anything;
    else the learner's choices that differ from Hint's, which the judge scores about the
    same as Hint's."""
    worst: tuple[float, str] | None = None
    close: list[str] = []
    unit = "points"
    for index, (seat, action) in enumerate(deal.history):
        if seat != LEARNER or action.kind is Kind.CLAIM_RENEGE:
            continue
        before = _replay_to(deal, index)
        if len(before.legal_actions()) < 2:
            continue
        view = before.view(LEARNER)
        dealer = before.dealer == LEARNER
        # The hint the learner was given here, if they asked (kept for the session), so the
        # review never contradicts it; else one found now, and kept for a later Hint.
        suggested, reason, _figures = kept_hint(
            position_key(view),
            lambda view=view, index=index: spelled_out(hint(view, budget_ms=budget_ms,
                                                            seed=index), view))  # fmt: skip
        if suggested is action:
            continue
        # Whether the learner's choice cost anything is the judge's verdict on the two
        # choices (the hint's short search may never have valued the learner's), in
        # margins: a loss within the judge's margin is no loss.
        verdict = judge(view, [suggested, action], effort=effort)
        mine = verdict.value(action)
        where = _where(before, action)
        if mine.within:
            close.append(
                f"In {where} your choice was {_lower_first(action_words(action, dealer=dealer))};"
                f" Hint suggested {_lower_first(action_words(suggested, dealer=dealer))}."
            )
            unit = "game" if verdict.unit == "game" else unit
            continue
        loss = mine.gap / verdict.margin
        if worst is None or loss > worst[0]:
            comment = (
                f"In {where} your costliest choice was"
                f" {_lower_first(action_words(action, dealer=dealer))}; Hint would have"
                f" suggested {_lower_first(action_words(suggested, dealer=dealer))}."
                f" {reason}"
            )
            worst = (loss, comment)
    if worst is not None:
        return worst[1]
    said = _about_the_same(close, unit) if close else NO_CHOICE_WORSE
    why = how_the_cards_lay(deal)
    return f"{said} {why}" if why else said


def hand_review(deal: Deal, *, budget_ms: float = 40, effort: Effort = REVIEW_EFFORT) -> str:
    """A few lines on a finished hand: who made what, the points, and one lesson
    (``effort``: how hard the judge weighs a choice, :data:`REVIEW_EFFORT`)."""
    if deal.result is None or deal.trump is None or deal.maker is None:
        return "Everyone passed twice: the hand was thrown in and nobody scored."
    result = deal.result
    makers = TEAM_NAMES[team(deal.maker)]
    alone = " alone" if deal.alone else ""
    points = f"{result.points} point{'s' if result.points != 1 else ''}"
    tricks = f"{result.maker_tricks} trick{'s' if result.maker_tricks != 1 else ''}"
    if result.renege is not None:
        head = f"A renege was claimed: {TEAM_NAMES[result.scoring_team]} score {points}."
    else:
        head = (f"{makers} made {deal.trump.plural} trump{alone} and took {tricks}:"
                f" {TEAM_NAMES[result.scoring_team]} score {points}.")  # fmt: skip
    return head + "\n" + _costliest(deal, budget_ms, effort)


def dealt_face_up(deal: Deal, learner: int = LEARNER) -> str:
    """The four hands as dealt, face up (HTML): shown in the review once a hand is over,
    never before, as lesson 10's guided hands show them (a cold walk, lesson 14).

    >>> from euchre_teach.core.dealing import seeded_deal
    >>> shown = dealt_face_up(seeded_deal(1))
    >>> "<p>North: " in shown and "<p>You (South): " in shown
    True
    """
    rows = []
    for seat, cards in enumerate(deal.initial_hands):
        name = f"You ({SEAT_NAMES[seat]})" if seat == learner else SEAT_NAMES[seat]
        rows.append(f"<p>{html.escape(name)}: {' '.join(card.label() for card in cards)}</p>")
    upcard = f"<p>The upcard was {deal.upcard.label()}.</p>" if deal.upcard else ""
    return f'<div class="et-dealt"><h4>The four hands as dealt</h4>{"".join(rows)}{upcard}</div>'
