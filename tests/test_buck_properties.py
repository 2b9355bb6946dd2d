"""Buck Euchre property tests: random hands under every rule option, checked against an
independent oracle written from the rule text (strings and lists, no shared code)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from euchre_teach import DECK, IllegalAction
from euchre_teach.buck.deal import BuckDeal
from euchre_teach.buck.game import BuckGame, buck_deal_cards
from euchre_teach.buck.record import dumps, loads
from euchre_teach.buck.rules import BuckPhase, BuckRules
from euchre_teach.core.actions import Action

# --- the oracle: Buck Euchre from the rule text, as directly as it can be written ---------

SAME_COLOUR = {"H": "D", "D": "H", "S": "C", "C": "S"}


def oracle_suit(card: str, trump: str) -> str:
    """The jack of trump's colour (the left bower) belongs to trump."""
    return trump if card[0] == "J" and card[1] == SAME_COLOUR[trump] else card[1]


def oracle_winner(trick: list[str], trump: str) -> int:
    """Highest trump wins (right bower, left bower, A K Q 10 9), else highest of the suit led."""
    trumps = ["J" + trump, "J" + SAME_COLOUR[trump]] + [r + trump for r in "AKQT9"]
    led = oracle_suit(trick[0], trump)
    if any(c in trumps for c in trick):
        return min(range(len(trick)), key=lambda i: trumps.index(trick[i]) if trick[i] in trumps
                   else 99)  # fmt: skip
    following = [i for i, c in enumerate(trick) if c[1] == led]
    return min(following, key=lambda i: "AKQJT9".index(trick[i][0]))


def oracle_score(tricks: list[int], maker: int | None, dropped: list[int], start: int,
                 penalty: int) -> list[int]:  # fmt: skip
    """From the rule text: every trick taken subtracts 1; the maker must take 3, a player
    who stays in at least 1; falling short is bucked, 5 (the penalty) added. Dropped
    players are untouched."""
    scores = [start] * 3
    for seat in range(3):
        if seat in dropped:
            continue
        scores[seat] -= tricks[seat]
        if (seat == maker and tricks[seat] < 3) or (seat != maker and tricks[seat] == 0):
            scores[seat] += penalty
    return scores


ALL_ACTIONS = [Action.parse(t) for t in ("pass", "order", "order alone", "in", "out",
                                          "defend alone", "claim renege")]  # fmt: skip
ALL_ACTIONS += [Action.parse(f"call {s}{a}") for s in "CDHS" for a in ("", " alone")]
ALL_ACTIONS += [Action.parse(f"{k} {c}") for k in ("play", "discard") for c in DECK]

RULES = st.builds(
    BuckRules,
    start_score=st.sampled_from([15, 10, 25]),
    buck_penalty=st.sampled_from([5, 3]),
    clubs_force_in=st.booleans(),
    stick_the_dealer=st.booleans(),
)


def conserved(deal: BuckDeal) -> bool:
    cards = [c for h in deal.hands for c in h]
    cards += [c for t in deal.tricks for c in t.cards] + list(deal.trick)
    cards += list(deal.kitty or ())
    if deal.discard is not None:
        cards.append(deal.discard)
    if not deal.upcard_taken:
        cards.append(deal.upcard)
    return len(cards) == 24 and set(cards) == set(DECK)


def play_out(seed: int, rules: BuckRules, *, check_refusals: bool = False) -> BuckDeal:
    rng = random.Random(seed)
    deal = buck_deal_cards(rng, rng.randrange(3)).to_deal(rules)
    assert conserved(deal)
    while not deal.is_over:
        legal = deal.legal_actions()
        assert legal, f"no legal action in {deal!r}"
        if check_refusals:
            for wrong in rng.sample([a for a in ALL_ACTIONS if a not in legal], 6):
                before = deal.copy()
                try:
                    deal.apply(wrong)
                except IllegalAction as refused:
                    assert str(refused) and "Action.parse" not in str(refused)
                else:
                    raise AssertionError(f"{wrong} was accepted in {before!r}")
                assert deal == before
        deal.apply(rng.choice(legal))
        assert conserved(deal)
    return deal


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10**9), RULES)
def test_cards_conserved_and_legal_actions_never_empty(seed: int, rules: BuckRules) -> None:
    deal = play_out(seed, rules)
    assert deal.phase in (BuckPhase.DONE, BuckPhase.PASSED_OUT)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**9), RULES)
def test_illegal_actions_are_refused_and_leave_the_hand_unchanged(
    seed: int, rules: BuckRules
) -> None:
    play_out(seed, rules, check_refusals=True)


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 10**9), RULES, st.integers(0, 30))
def test_records_round_trip_at_any_point(seed: int, rules: BuckRules, cut: int) -> None:
    finished = play_out(seed, rules)
    partial = BuckDeal(finished.dealer, finished.initial_hands, finished.upcard, rules,
                       kitty=finished.kitty, scores=(9, 15, 4))  # fmt: skip
    for seat, action in finished.history[:cut]:
        partial.apply(action, seat)
    for deal in (partial, finished):
        text = dumps(deal)
        assert text.startswith("players: 3\n")
        assert loads(text) == deal
        assert dumps(loads(text)) == text


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 10**9), RULES)
def test_trick_winners_and_scores_match_the_oracle(seed: int, rules: BuckRules) -> None:
    deal = play_out(seed, rules)
    if deal.result is None:
        assert deal.phase is BuckPhase.PASSED_OUT and len(deal.history) == 6
        assert not deal.dirty_clubs and not rules.stick_the_dealer
        return
    trump = str(deal.trump)
    for trick in deal.tricks:
        cards = [str(c) for c in trick.cards]
        assert trick.seats[oracle_winner(cards, trump)] == trick.winner
        assert len(cards) == 3 - len(deal.dropped)
    tricks = [sum(1 for t in deal.tricks if t.winner == s) for s in range(3)]
    if deal.result.uncontested:
        assert deal.maker is not None and len(deal.dropped) == 2 and not deal.tricks
        tricks[deal.maker] = 5
    assert list(deal.result.tricks) == tricks
    expected = oracle_score(tricks, deal.maker, list(deal.dropped), rules.start_score,
                            rules.buck_penalty)  # fmt: skip
    assert [rules.start_score + c for c in deal.result.changes] == expected
    if deal.upcard.suit.letter == "C" or (rules.clubs_force_in and trump == "C"):
        assert deal.dropped == ()


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10**9), RULES)
def test_a_match_ends_with_the_lowest_count_at_or_below_zero(
    seed: int, rules: BuckRules
) -> None:
    rng = random.Random(seed)
    game = BuckGame(rules, seed=seed)
    hands = 0
    while game.winner is None:
        game.apply(rng.choice(game.legal_actions()))
        hands += game.deal.is_over
    assert game.scores[game.winner] == min(game.scores) <= 0
    totals = [rules.start_score] * 3
    for played in game.history:
        if played.result is not None:
            totals = [t + c for t, c in zip(totals, played.result.changes, strict=True)]
    assert totals == game.scores
