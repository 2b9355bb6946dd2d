"""Computer players: legal choices from views only, sound sampling, exact endings, strength."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from euchre_teach.core.actions import Action
from euchre_teach.core.cards import DECK, Card, Suit, parse_cards
from euchre_teach.core.deal import Deal
from euchre_teach.core.dealing import deal_cards
from euchre_teach.core.game import Game
from euchre_teach.core.rules import Rules, effective_suit, legal_plays, trick_winner
from euchre_teach.core.seats import team
from euchre_teach.core.state import Phase
from euchre_teach.core.view import View
from euchre_teach.players import CoachBot, ExpertBot, RandomPlayer
from euchre_teach.players.bidding import best_discard, hand_points, loner_ready
from euchre_teach.players.knowledge import cards_out, holder_of_upcard, voids
from euchre_teach.players.sampling import sample_deal
from euchre_teach.players.solver import card_outcomes, card_values, makers_tricks_exact
from tests.helpers import BOWER_HANDS

VARIANTS = [
    Rules(),
    Rules(stick_the_dealer=True),
    Rules(defend_alone=True, loner_lead="dealer_left"),
]


def _positions(count: int, seed: int = 0) -> Iterator[tuple[Deal, View]]:
    """Positions from deals played by a mix of players, every phase and variant."""
    players = [CoachBot(1), RandomPlayer(2), CoachBot(3, level="beginner")]
    produced = 0
    for number in itertools.count(seed):
        rules = VARIANTS[number % len(VARIANTS)]
        deal = deal_cards(number, number % 4).to_deal(rules, scores=(number % 10, 3))
        while deal.to_act is not None:
            seat = deal.to_act
            view = deal.view(seat)
            yield deal, view
            produced += 1
            if produced >= count:
                return
            deal.apply(players[(number + seat) % 3].choose(view), seat)


# ----------------------------------------------------------------- legality


@pytest.mark.parametrize(
    "make",
    [lambda: RandomPlayer(5), lambda: CoachBot(5), lambda: CoachBot(5, level="beginner")],
    ids=["random", "coach", "beginner"],
)
def test_every_player_chooses_a_legal_action_in_every_phase(make: Callable[[], object]) -> None:
    player = make()
    phases = set()
    for deal, view in _positions(2500):
        action = player.choose(view)  # type: ignore[attr-defined]
        assert action in deal.legal_actions(), (view, action)
        phases.add(view.phase)
    assert {Phase.BIDDING_1, Phase.BIDDING_2, Phase.DISCARD, Phase.PLAY, Phase.DEFEND} <= phases


def test_expert_chooses_legal_actions_through_whole_deals() -> None:
    expert = ExpertBot(seed=3, budget_ms=15)
    for number in range(6):
        deal = deal_cards(100 + number, number % 4).to_deal(VARIANTS[number % 3])
        while deal.to_act is not None:
            action = expert.choose(deal.view(deal.to_act))
            assert action in deal.legal_actions()
            deal.apply(action)


def test_coach_refuses_a_view_whose_seat_is_not_to_act() -> None:
    deal = deal_cards(1, 0).to_deal()
    with pytest.raises(ValueError, match="turn"):
        CoachBot(1).decide(deal.view(0))  # the dealer's left (East) acts first


def test_coach_level_must_be_known() -> None:
    with pytest.raises(ValueError, match="level"):
        CoachBot(1, level="expert")  # type: ignore[arg-type]


# ----------------------------------------------------------------- no cheating


def test_decisions_do_not_change_when_hidden_cards_are_reshuffled() -> None:
    coach, expert = CoachBot(seed=4), ExpertBot(seed=4, budget_ms=10)
    checked = 0
    for index, (deal, view) in enumerate(_positions(400, seed=50)):
        twin = sample_deal(view, random.Random(index))
        assert twin.view(view.seat) == view  # the same knowledge...
        others = [s for s in range(4) if s != view.seat]
        if all(twin.hands[s] == deal.hands[s] for s in others):
            continue
        checked += 1  # ...but different hidden cards
        assert coach.choose(twin.view(view.seat)) is coach.choose(view)
        if index % 20 == 0:
            assert expert.choose(twin.view(view.seat)) is expert.choose(view)
    assert checked > 300


def test_expert_is_deterministic_for_a_seed() -> None:
    deal = deal_cards(8, 2).to_deal()
    view = deal.view(deal.to_act or 0)
    choices = {ExpertBot(seed=9, budget_ms=30).choose(view) for _ in range(3)}
    assert len(choices) == 1


# ----------------------------------------------------------------- sampling


def test_sampled_deals_respect_voids_the_upcard_and_what_was_seen() -> None:
    for index, (deal, view) in enumerate(_positions(1500, seed=200)):
        twin = sample_deal(view, random.Random(index))
        assert twin.view(view.seat) == view
        assert twin.hands[view.seat] == deal.hands[view.seat]
        known_voids = voids(view)
        for seat in range(4):
            assert len(twin.hands[seat]) == len(deal.hands[seat])
            for card in twin.hands[seat]:
                assert effective_suit(card, twin.trump) not in known_voids[seat]
        if holder_of_upcard(view) == deal.dealer != view.seat:
            assert deal.upcard in twin.hands[deal.dealer]
        seen = {c for _, c in view.played_cards()} | set(view.hand)
        for seat in range(4):
            if seat != view.seat:
                assert not seen & set(twin.hands[seat])


def test_sampled_hands_explain_the_other_seats_bids() -> None:
    """200 deals (40 were too few: one deal's bidding moved the share from 96.6% to 94.5%
    when the loner test widened; over 200, 98.8% before and 98.4% after)."""
    coach = CoachBot(0)
    explained = total = 0
    for number in range(200):
        deal = deal_cards(number, number % 4).to_deal()
        while deal.phase is not Phase.PLAY and deal.to_act is not None:
            deal.apply(coach.choose(deal.view(deal.to_act)))
        if deal.phase is not Phase.PLAY:
            continue
        view = deal.view(deal.to_act or 0)
        twin = sample_deal(view, random.Random(number), coach.choose, attempts=60)
        replay = Deal(twin.dealer, twin.initial_hands, twin.upcard)
        for seat, action in twin.history:
            if replay.phase in (Phase.BIDDING_1, Phase.BIDDING_2) and seat != view.seat:
                total += 1
                explained += coach.choose(replay.view(seat)) is action
            replay.apply(action, seat)
    assert total > 300 and explained / total > 0.95


def test_a_bold_loners_sampled_hand_still_makes_trump_as_the_bid_says() -> None:
    """Hand 11: East names hearts alone with J♥ A♥ K♥ A♣ 9♠, a loner the coach would not
    call. No draw fitted the strict model, so every sampled deal fell back to random hands
    and the judge let South lead J♦ into a lone maker who nearly always holds J♥. Draws
    that need only the same bid with the partner keep the lone maker's hand worth naming
    hearts: J♥ is East's in 45 of 60 (26 of 60 before, when every draw fell back), against
    13 of 60 random hands."""
    from euchre_teach.core.record import parse
    from euchre_teach.course.catalogue import hands_dir

    record = parse((hands_dir() / "11_defending_alone.txt").read_text(encoding="utf-8"))
    at = next(i for i, (seat, a) in enumerate(record.actions)
              if seat == 2 and str(a) == "play AS")  # fmt: skip
    view = record.deal(at).view(2)
    coach = CoachBot(0)
    right = Card.parse("JH")
    modelled = [sample_deal(view, random.Random(n), coach.choose, attempts=60)
                for n in range(60)]  # fmt: skip
    unmodelled = [sample_deal(view, random.Random(n)) for n in range(60)]
    with_right = sum(right in d.hands[1] for d in modelled)
    assert with_right >= 40, with_right
    assert sum(right in d.hands[1] for d in unmodelled) <= 20


def test_cards_out_include_the_upcard_while_the_dealer_holds_it() -> None:
    deal = Deal(3, [parse_cards("JH JD AH 9C TC"), parse_cards("AC KC QC JC 9S"),
                    parse_cards("AS KS QS JS TS"), parse_cards("AD KD QD TD 9D")],
                Card.parse("KH"))
    deal.apply("order")
    deal.apply("discard 9D")
    assert Card.parse("KH") in cards_out(deal.view(2))
    assert Card.parse("KH") not in deal.view(2).unseen_cards()


# ----------------------------------------------------------------- exact endings


def _brute_force(deal: Deal) -> int:
    """Makers' tricks by plain minimax over every legal card, from the rules module's
    ``legal_plays`` and ``trick_winner`` alone (a transposition table at trick starts keeps
    five-card endings affordable): the slow reference for the solver."""
    assert deal.trump is not None and deal.maker is not None
    trump, makers = deal.trump, team(deal.maker)
    active = [s for s in range(4) if s not in deal.sitting_out]
    memo: dict[tuple[object, ...], int] = {}

    def value(hands: dict[int, tuple[Card, ...]], seat: int, trick: tuple[Card, ...],
              seats: tuple[int, ...]) -> int:  # fmt: skip
        if len(trick) == len(active):
            winner = seats[trick_winner(trick, trump)]
            won = 1 if team(winner) == makers else 0
            return won + value(hands, winner, (), ())
        if not trick:
            if not hands[seat]:
                return 0
            key = (seat, *(frozenset(hands[s]) for s in active))
            if key in memo:
                return memo[key]
        maximise = team(seat) == makers
        following = active[(active.index(seat) + 1) % len(active)]
        results = []
        for card in legal_plays(hands[seat], trick, trump):
            rest = {**hands, seat: tuple(c for c in hands[seat] if c is not card)}
            results.append(value(rest, following, (*trick, card), (*seats, seat)))
        best = max(results) if maximise else min(results)
        if not trick:
            memo[key] = best
        return best

    assert deal.to_act is not None
    hands = {s: tuple(deal.hands[s]) for s in active}
    trick, seats = tuple(deal.trick), tuple(deal.trick_seats)
    return deal.tricks_won(makers) + value(hands, deal.to_act, trick, seats)


def _ending(number: int, cards: int) -> Deal:
    """A deal played by coaches until the seat to act holds ``cards`` cards; every third
    one a loner (the first bidder goes alone), every other one stopped mid-trick."""
    rng = random.Random(number)
    coach = CoachBot(0)
    while True:
        deal = deal_cards(rng, number % 4).to_deal()
        if number % 3 == 0:
            deal.apply("order alone")
        mid_trick = number % 2 == 1
        while deal.to_act is not None:
            if (deal.phase is Phase.PLAY and len(deal.hands[deal.to_act]) == cards
                    and bool(deal.trick) == mid_trick):  # fmt: skip
                return deal
            deal.apply(coach.choose(deal.view(deal.to_act)))


@pytest.mark.parametrize(("number", "cards"),
                         [(n, 3) for n in range(6)] + [(n, 4) for n in range(6, 14)]
                         + [(n, 5) for n in range(14, 17)])  # fmt: skip
def test_exact_solver_agrees_with_brute_force_minimax(number: int, cards: int) -> None:
    deal = _ending(number, cards)
    values = card_values(deal)
    outcomes = card_outcomes(deal)
    seat = deal.to_act
    assert seat is not None
    assert set(values) == set(outcomes) == set(legal_plays(deal.hands[seat], deal.trick,
                                                           deal.trump))  # fmt: skip
    for card, value in values.items():
        twin = deal.copy()
        twin.apply(Action.parse(f"play {card}"))
        assert value == (_brute_force(twin) if twin.to_act is not None
                         else twin.tricks_won(team(twin.maker or 0)))  # fmt: skip
        # As exact as the score: euchred (0-2 tricks), made (3-4) or march (5).
        assert outcomes[card] == (2 if value < 3 else 3 if value < 5 else 5)
    assert makers_tricks_exact(deal) == _brute_force(deal)


# ----------------------------------------------------------------- the coach's counting


def test_point_count_values_bowers_trumps_aces_and_voids() -> None:
    hearts = Suit.HEARTS
    assert hand_points(parse_cards("9C TC QS KS 9D"), hearts) == 0
    assert hand_points(parse_cards("JH JD AH AS 9C"), hearts) == 3 + 2.5 + 2 + 1 + 1.5
    # J♦ is the left bower with hearts trump, the right bower with diamonds trump
    assert hand_points(parse_cards("JD 9C TC 9S TS"), hearts) == 2.5
    assert hand_points(parse_cards("JD 9C TC 9S TS"), Suit.DIAMONDS) == 3.0


def test_loners_need_two_of_the_top_three_trumps_and_winners_everywhere() -> None:
    hearts = Suit.HEARTS
    assert loner_ready(parse_cards("JH JD AH KH AS"), hearts)
    assert loner_ready(parse_cards("JH AH KH QH 9H"), hearts)
    assert loner_ready(parse_cards("JD AH KH QH AS"), hearts)  # the left bower and the ace
    assert not loner_ready(parse_cards("AH KH QH 9H AS"), hearts)  # no bower
    assert loner_ready(parse_cards("JH JD AH KS AS"), hearts)  # K♠ beside A♠ (expert18)
    assert not loner_ready(parse_cards("JH JD AH KS AC"), hearts)  # K♠ can lose to A♠


def test_dealer_never_discards_trump_while_a_plain_non_ace_remains() -> None:
    rng = random.Random(7)
    for _ in range(3000):
        deck = rng.sample(list(DECK), 6)
        trump = Suit(rng.randrange(4))
        card = best_discard(deck, trump)
        plain_low = [c for c in deck if effective_suit(c, trump) is not trump
                     and c.rank.name != "ACE"]
        if plain_low:
            assert card in plain_low
            singles = [c for c in plain_low if sum(
                1 for d in deck if effective_suit(d, trump) is effective_suit(c, trump)) == 1]
            if singles:
                assert card in singles


def test_coach_follows_suit_and_keeps_to_legal_plays() -> None:
    for deal, view in _positions(600, seed=900):
        if view.phase is not Phase.PLAY:
            continue
        action = CoachBot(0).choose(view)
        assert action.card in legal_plays(deal.hands[view.seat], deal.trick, deal.trump)


# ----------------------------------------------------------------- strength


def _duplicate_wins(make_a: Callable[[int], object], make_b: Callable[[int], object],
                    pairs: int) -> int:
    wins = 0
    for number in range(pairs):
        for swapped in (False, True):
            side_a = 1 if swapped else 0
            players = [make_a(number * 4 + s) if team(s) == side_a else make_b(number * 4 + s)
                       for s in range(4)]
            game = Game(seed=number, first_dealer=number % 4)
            while game.winner is None:
                seat = game.deal.to_act
                assert seat is not None
                game.apply(players[seat].choose(game.deal.view(seat)), seat)  # type: ignore[attr-defined]
            wins += game.winner == side_a
    return wins


def test_coach_beats_random_players_nearly_always() -> None:
    wins = _duplicate_wins(CoachBot, RandomPlayer, pairs=30)
    assert wins >= 57  # of 60 games


def test_the_strength_benchmarks_scored_deals_keep_the_cards_and_give_side_a_one_score() -> None:
    # benchmarks/strength.py --deals --scored: a deal pair starts at a score coaches' games
    # reach, the same for both seatings (side A's first), on the cards of seeded_deal(n).
    import importlib.util

    from euchre_teach.strategy.game_value import game_change, win_chance

    path = Path(__file__).resolve().parents[1] / "benchmarks" / "strength.py"
    spec = importlib.util.spec_from_file_location("strength_benchmark", path)
    assert spec is not None and spec.loader is not None
    strength = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(strength)
    scores = [((0, 0), 1), ((9, 3), 1)]
    assert {strength.start_score(n, scores) for n in range(40)} == {(0, 0), (9, 3)}
    assert strength.start_score(7, scores) == strength.start_score(7, scores)
    # A point that ends the game is worth the rest of the game; the same hand's points
    # against side A at 9-3 cost far less than they gain.
    assert strength.game_change is game_change  # the judge's own table, side A's score first
    assert game_change(1, (9, 3)) == pytest.approx(1 - win_chance(9, 3))
    assert game_change(-1, (9, 3)) == pytest.approx(win_chance(9, 4) - win_chance(9, 3))
    assert 0 < -game_change(-1, (9, 3)) < game_change(1, (9, 3))
    points = {strength.play_deal(("coach-random", 5, swapped, 60.0, start))
              for swapped in (False, True) for start in ((0, 0), (3, 3))}
    assert points <= {-4, -2, -1, 0, 1, 2, 4}


def test_coach_follows_suit_in_table_mode_and_claims_an_opponents_renege() -> None:
    deal = Deal(3, [parse_cards(h) for h in BOWER_HANDS], Card.parse("KH"),
                Rules(enforce_follow_suit=False))
    for action in ("pass", "order", "discard 9D", "play 9C"):
        deal.apply(action)
    # East holds four clubs and every card is offered; the coach still follows clubs.
    east = CoachBot(seed=1).decide(deal.view(1))
    assert east.action.card is not None and east.action.card.suit is Suit.CLUBS
    deal.apply("play 9S")  # East reneges; nobody can see it yet, so the coach plays on
    assert str(CoachBot(seed=1).decide(deal.view(2)).action) != "claim renege"
    for action in ("play AS", "play AD", "play TC", "play AC"):  # East's A♣ shows it
        deal.apply(action)
    south = CoachBot(seed=1).decide(deal.view(2))
    assert str(south.action) == "claim renege" and south.rule == "claim-renege"


def test_the_throw_off_principles_say_what_the_coach_throws() -> None:
    # Hand 09, trick 2: South cannot beat A♥ and the coach plays 9♥, the lower of its two
    # hearts; the principle's title once said "throw your lowest card".
    from euchre_teach.core.record import parse
    from euchre_teach.players.principles import principle

    path = Path(__file__).resolve().parents[1] / "lessons" / "hands" / "09_renege_claimed.txt"
    hand = parse(path.read_text(encoding="utf-8"))
    index = [i for i, (seat, _) in enumerate(hand.actions) if seat == 2][1]
    decision = CoachBot(seed=0).decide(hand.deal(index).view(2))
    assert decision.rule == "cannot-win-throw-low" and str(decision.action) == "play 9H"
    rule = principle(decision.rule)
    assert "lowest card" not in rule.title and "a lone card" in rule.why
    assert "a lone card" in principle("partner-winning-play-low").why
    # The defend-alone principle states the coach's own condition.
    assert "both bowers, or with a bower and two more trumps" in (
        principle("defend-alone").why)



@pytest.mark.parametrize(("south", "defends"), [
    ("JD QH TH AS KS", True),  # hand 11: the left bower and two more trumps
    ("JH QH TH AS KS", True),  # the right bower and two more trumps
    ("JH JD 9S AS KS", True),  # both bowers
    ("JD QH AS KS 9S", False),  # a bower and one more trump
    ("AH KH QH AS KS", False),  # three trumps, no bower
])
def test_the_coach_defends_alone_with_both_bowers_or_a_bower_and_two_more_trumps(
        south: str, defends: bool) -> None:
    """expert48: hand 11 refused passing with J♦ Q♥ 10♥ A♠ K♠ while its own words said the
    coach would pass there (it then wanted the right bower). The judge put defending alone
    far ahead there and on every hand with the left bower and two more trumps it was asked
    about; the coach's habit counts either bower now."""
    hands = [[], [], parse_cards(south), []]
    rest = [c for c in DECK if c is not Card.parse("9C") and c not in hands[2]]
    hands[0], hands[1], hands[3] = rest[:5], rest[5:10], rest[10:15]
    deal = Deal(0, hands, Card.parse("9C"), Rules(defend_alone=True))
    for _ in range(4):  # North deals; 9♣ is turned down, and East names hearts alone
        deal.apply("pass")
    deal.apply("call H alone")
    assert deal.to_act == 2 and deal.phase is Phase.DEFEND
    decision = CoachBot(seed=0).decide(deal.view(2))
    assert (str(decision.action) == "defend alone") is defends, decision
    assert decision.rule == ("defend-alone" if defends else "pass-weak-hand")

def _west_alone_north_leads(north_lead: str, south: str, west: str = "JH JD AH KH KC") -> Deal:
    """West deals and names hearts alone in round 2 (East sits out); North leads
    ``north_lead`` from
    Q♣ 10♣ 9♠ 10♠ Q♦; South, holding ``south``, is to play before West."""
    hands = [parse_cards("QC TC 9S TS QD"), [], parse_cards(south), parse_cards(west)]
    upcard = Card.parse("9D")
    rest = [c for c in DECK if c is not upcard and not any(c in h for h in hands)]
    hands[1] = rest[:5]
    deal = Deal(3, hands, upcard)
    for _ in range(7):
        deal.apply("pass")
    deal.apply("call H alone")
    deal.apply(f"play {north_lead}")
    assert deal.to_act == 2 and deal.view(2).sitting_out == (1,)
    return deal


def test_against_a_lone_maker_still_to_play_the_defender_beats_partners_card_with_the_boss(
) -> None:
    # North's Q♣ wins so far, but West, alone, plays after South and may hold K♣: South's
    # A♣ keeps the trick, where "partner is winning: play low" hands it to the loner.
    deal = _west_alone_north_leads("QC", "AC 9C AS KD QS")
    decision = CoachBot(seed=0).decide(deal.view(2))
    assert decision.action == Action.parse("play AC"), decision.reason
    assert "West" in decision.reason and "Q\u2663" in decision.reason


def test_against_a_lone_maker_the_defender_covers_partners_card_when_it_blocks_a_card() -> None:
    # North's 10♣ can be beaten by J♣ or Q♣, still out; South's K♣ beats both.
    deal = _west_alone_north_leads("TC", "KC 9C AS KD QS", west="JH JD AH KH AC")
    decision = CoachBot(seed=0).decide(deal.view(2))
    assert decision.action == Action.parse("play KC"), decision.reason


def test_against_a_lone_maker_the_defender_plays_low_when_covering_blocks_nothing() -> None:
    # Above North's Q♣ only A♣ is out: South's K♣ beats nothing the loner might play.
    deal = _west_alone_north_leads("QC", "KC 9C AS KD QS", west="JH JD AH KH AC")
    assert CoachBot(seed=0).decide(deal.view(2)).action == Action.parse("play 9C")


def test_a_pass_for_a_nine_upcard_does_not_call_it_a_strong_upcard() -> None:
    # East deals 9♠; South, on the dealer's left, counts 7 and needs 7.5 with the upcard.
    hands = ["KC QH JC AS QD", "TD AC JH TC 9C", "JS QS AH AD TH", "JD 9H TS KH 9D"]
    deal = Deal(1, [parse_cards(h) for h in hands], Card.parse("9S"))
    decision = CoachBot(seed=0).decide(deal.view(2))
    assert decision.action == Action.parse("pass")
    assert "strong upcard" not in decision.reason
    assert "9♠ in the dealer's hand" in decision.reason


def test_a_lead_with_no_trumps_does_not_promise_to_trump_the_suit_later() -> None:
    # East deals and names hearts in round 2; South, on the dealer's left, leads holding
    # no hearts and no card sure to win.
    hands = ["AC JC AS KS 9H", "JH JD AH KH QH", "KC 9C QS TD 9D", "TC QC AD KD QD"]
    deal = Deal(1, [parse_cards(h) for h in hands], Card.parse("9S"))
    for action in ("pass",) * 7 + ("call H",):
        deal.apply(action)
    assert deal.to_act == 2 and deal.trump is Suit.HEARTS
    reason = CoachBot(seed=0).decide(deal.view(2)).reason
    assert "trump it later" not in reason and "no trumps" in reason


def test_partner_winning_with_only_an_ace_and_trumps_is_not_told_to_play_low() -> None:
    # South named hearts; North's K♦ is winning and South, out of diamonds, holds A♣ and
    # four trumps: the coach keeps its trumps and lets A♣ go, which is no "low" card.
    hands = ["KD 9D TC 9C KS", "TD QD JC QC AS", "AC JH 9H QH TH", "AD KH AH JD KC"]
    deal = Deal(3, [parse_cards(h) for h in hands], Card.parse("9S"))
    for action in ("pass",) * 6 + ("call H", "play KD", "play TD"):
        deal.apply(action)
    decision = CoachBot(seed=0).decide(deal.view(2))
    assert decision.action == Action.parse("play AC")
    assert "play low" not in decision.reason and "keep your trumps" in decision.reason


def _loner_opening_lead(south: str, east: str = "JH JD AH KH QH", round_1: bool = False
                        ) -> Deal:  # fmt: skip
    """East goes alone and South, on the lone maker's left, leads the first trick (the
    course's default): West deals and East names hearts in round 2, or (``round_1``) East
    deals 9♠ and takes it up, discarding Q♠."""
    hands: list[list[Card]] = [[], parse_cards(east), parse_cards(south), []]
    upcard = Card.parse("9S")
    rest = [c for c in DECK if c is not upcard and not any(c in h for h in hands)]
    hands[0], hands[3] = rest[:5], rest[5:10]
    deal = Deal(1 if round_1 else 3, hands, upcard)
    for _ in range(3 if round_1 else 4):
        deal.apply("pass")
    if round_1:
        deal.apply("order alone")
        deal.apply("discard QS")
    else:
        while deal.to_act != 1:
            deal.apply("pass")
        deal.apply("call H alone")
    assert deal.to_act == 2
    return deal


def test_against_a_loner_with_no_ace_the_lead_is_low_from_the_longest_suit() -> None:
    # Cold expert review (issue 23): the coach led a lone king into a loner, "from the
    # shortest suit": it gives up the card that could beat the loner's last one. South
    # leads low from the longest suit and keeps K♠.
    decision = CoachBot(seed=0).decide(_loner_opening_lead("KS QC 9C TC QD").view(2))
    assert decision.action == Action.parse("play 9C"), decision.reason
    assert decision.rule == "lead-low-against-loner"
    assert "K\u2660" in decision.reason and "East" in decision.reason


ROUND_1_LONER = "JS JC AS KS QS"
"""East's hand before taking 9♠ up alone."""


def test_against_a_round_1_loner_with_no_ace_the_lead_is_next() -> None:
    # expert91 and expert92: "low from your longest suit" against a loner is not the advice
    # of books or clubs; against a round-1 loner many lead next (played out, the opening
    # leads without trump come out within the judge's margin). Clubs are next to spades:
    # South leads 9♣, the lower of two, not a low heart from the longest suit.
    deal = _loner_opening_lead("QC 9C 9H TH KD", ROUND_1_LONER, round_1=True)
    decision = CoachBot(seed=0).decide(deal.view(2))
    assert decision.action == Action.parse("play 9C"), decision.reason
    assert decision.rule == "lead-next-against-loner"
    assert decision.reason.startswith("Against a round-1 loner: lead next. East is alone and"
                                      " took up 9♠: lead 9♣, from clubs, next.")


def test_against_a_round_1_loner_a_lone_king_of_next_is_kept() -> None:
    deal = _loner_opening_lead("KC 9H TH 9D QD", ROUND_1_LONER, round_1=True)
    decision = CoachBot(seed=0).decide(deal.view(2))
    assert decision.rule == "lead-low-against-loner" and decision.action != Action.parse(
        "play KC"), decision.reason


def test_against_a_loner_an_ace_is_still_led() -> None:
    decision = CoachBot(seed=0).decide(_loner_opening_lead("AS QC 9C TC QD").view(2))
    assert decision.action == Action.parse("play AS"), decision.reason


def test_against_a_loner_a_defender_throws_the_card_beneath_a_guard_not_the_guard() -> None:
    # East, alone, leads J♥; South has no trumps. The old throw emptied a suit (K♦, the
    # lone card): against a loner that throws away the card that may beat the loner's
    # last diamond. South keeps K♦ and Q♠ and throws a card that can never stop East: Q♣
    # (East has shown out of clubs) or 10♠ (no spade East may hold is lower).
    deal = _loner_opening_lead("QC 9C KD QS TS")
    deal.apply("play 9C")  # South leads; North follows; East trumps and leads J♥
    deal.apply(CoachBot(seed=0).choose(deal.view(0)), 0)
    deal.apply("play QH")
    deal.apply("play JH")
    assert deal.to_act == 2
    decision = CoachBot(seed=0).decide(deal.view(2))
    assert decision.rule == "keep-guards-against-loner", decision.reason
    assert decision.action in (Action.parse("play QC"), Action.parse("play TS")), decision.reason
    assert "Keep K\u2666 Q\u2660: each may beat East's last card" in decision.reason


def test_against_a_loner_a_defender_throws_a_spare_card_under_its_ace_not_its_only_guard(
) -> None:  # fmt: skip
    """A cold expert review (issue 23): East, alone in hearts with J♥ J♦ A♠ A♣ 9♠, led
    J♦; South, out of trumps with Q♠ A♦ Q♦, threw Q♠ ("it guards the least") and East's
    9♠ took the last trick. Q♦ is spare under A♦, which guards diamonds alone; Q♠ is the
    only spade above the 9♠ East may hold. South throws Q♦ and keeps A♦ and Q♠."""
    hands: list[list[Card]] = [parse_cards("TS 9C TC JC QC"), parse_cards("JH JD AS AC 9S"),
                               parse_cards("JS QS AD QD KH"), []]
    upcard = Card.parse("KS")
    hands[3] = [c for c in DECK if c is not upcard and not any(c in h for h in hands)][:5]
    deal = Deal(3, hands, upcard)
    for action in ("pass",) * 5 + ("call H alone",):
        deal.apply(action)
    for action in ("play JS", "play TS", "play AS",  # South leads; East wins with A♠
                   "play JH", "play KH", "play 9C",  # East draws South's only trump
                   "play JD"):  # and leads the left bower: South has no trump left
        deal.apply(action)
    assert deal.to_act == 2
    decision = CoachBot(seed=0).decide(deal.view(2))
    assert decision.rule == "keep-guards-against-loner", decision.reason
    assert decision.action == Action.parse("play QD"), decision.reason
    assert "your A\u2666 still guards diamonds" in decision.reason
    assert "Keep A\u2666 Q\u2660" in decision.reason


def test_trumping_over_an_opponents_trump_is_called_an_overtrump() -> None:
    """A cold walk read "Trump the opponents' winner: ... K♥ takes the trick from East's
    Q♥" where East's Q♥ was itself a trump: the reason now says it is an overtrump."""
    from euchre_teach.core.dealing import seeded_deal
    from euchre_teach.players.knowledge import suit_of, winning

    coach = CoachBot(seed=0)
    found = 0
    for number in range(300):
        deal = seeded_deal(number)
        while deal.to_act is not None:
            seat = deal.to_act
            view = deal.view(seat)
            decision = coach.decide(view)
            if decision.rule == "trump-their-winner":
                _, best = winning(view.trick, view.trick_seats, view.trump)
                led = suit_of(view.trick[0], view.trump)
                if suit_of(best, view.trump) is view.trump and led is not view.trump:
                    assert "a higher trump, overtrumps it" in decision.reason, decision.reason
                    found += 1
            deal.apply(decision.action, seat)
    assert found >= 3
