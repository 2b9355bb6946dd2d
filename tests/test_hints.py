"""Hints: legal advice in plain words, simulated alternatives, and honest disagreement."""

from __future__ import annotations

import re
import time

import pytest

from euchre_teach import record
from euchre_teach.core.actions import Action
from euchre_teach.core.dealing import deal_cards
from euchre_teach.players import CoachBot, ExpertBot
from euchre_teach.players.expert import PLAYING_EVIDENCE, TEACHING_EVIDENCE
from euchre_teach.players.principles import PRINCIPLES
from euchre_teach.strategy.hints import action_words, hint

RAW_CARD = re.compile(r"\b[9TJQKA][CDHS]\b")

# West is void in diamonds; East's 10♦ is winning but North, still to play, holds Q♦.
# The rule of thumb threw K♣ under the partner's card until solving the last two tricks
# exactly showed that trumping with A♥ scores more; since session 39 the rule (third hand
# high) trumps a partner's queen or lower that can still be beaten, as the solver does.
PARTNER_NOT_SAFE = """\
dealer: East
upcard: KH
kitty: JS AD AS
North: QD TH QS AC TC
East: TS KS TD JH 9C
South: JC KD 9S JD 9D
West: KC 9H QC AH QH
--
South: pass
West: order
East: discard 9C
South: play 9S
West: play 9H
North: play QS
East: play TS
West: play QC
North: play AC
East: play KH
South: play JC
East: play JH
South: play JD
West: play QH
North: play TH
East: play TD
South: play 9D
"""


# North, second to play, has no diamonds when West leads Q♦: the rule of thumb trumps with
# J♥, the right bower; played out, throwing K♣ (South, still to play, may win the trick)
# scores more.
RIGHT_BOWER_ON_A_QUEEN = """\
dealer: West
upcard: KH
kitty: JD TC TH
North: JH 9C KS JS KC
East: AS 9S JC QS QC
South: 9D AC AH AD TS
West: TD KD QD 9H QH
--
North: pass
East: pass
South: pass
West: order
West: discard TD
North: play 9C
East: play JC
South: play AC
West: play 9H
West: play QD
"""

def _views(count: int) -> list[tuple[list[Action], object]]:
    coach = CoachBot(0)
    found = []
    number = 0
    while len(found) < count:
        deal = deal_cards(number, number % 4).to_deal()
        number += 1
        while deal.to_act is not None and len(found) < count:
            view = deal.view(deal.to_act)
            found.append((deal.legal_actions(), view))
            deal.apply(coach.choose(view))
    return found


def test_hints_are_legal_named_and_in_plain_words() -> None:
    for legal, view in _views(40):
        given = hint(view, budget_ms=20)  # type: ignore[arg-type]
        assert given.action in legal
        assert given.rule in PRINCIPLES
        assert given.reason and not RAW_CARD.search(given.reason), given.reason
        values = [alt.value for alt in given.alternatives]
        assert values == sorted(values, reverse=True)
        if given.alternatives:
            assert sum(alt.is_rule_choice for alt in given.alternatives) == 1
            assert given.rule_action in {alt.action for alt in given.alternatives}


def test_a_fixed_sample_hint_is_the_same_every_time_it_is_asked() -> None:
    _, view = _views(9)[-1]
    first, second = hint(view, fixed=True), hint(view, fixed=True)  # type: ignore[arg-type]
    assert first == second


def test_the_rule_trumps_a_partners_card_that_can_still_be_beaten_as_the_solver_does() -> None:
    view = record.loads(PARTNER_NOT_SAFE).view(3)
    decided = CoachBot(0).decide(view)
    assert decided.action is Action.parse("play AH") and decided.rule == "third-hand-high"
    assert "East's 10♦ can still be beaten by the last player" in decided.reason
    given = hint(view, fixed=True)
    assert given.action is Action.parse("play AH") and given.rule == "third-hand-high"


def test_simulation_overrides_the_rule_and_says_so_with_figures() -> None:
    deal = record.loads(RIGHT_BOWER_ON_A_QUEEN)
    view = deal.view(0)
    assert CoachBot(0).decide(view).action is Action.parse("play JH")
    given = hint(view, fixed=True)
    assert given.action is Action.parse("play KC")
    assert given.rule == "simulation"
    assert given.rule_action is Action.parse("play JH")
    # The reason is plain words and the principle; the figures wait behind "why?".
    assert given.reason.startswith("Better here: playing the K♣, rather than playing the J♥")
    assert "Trump the opponents' winner" in given.reason
    assert not re.search(r"\d", given.reason), given.reason
    assert given.figures.startswith("Playing the K♣ scores 0.4 more points a hand on average")
    assert "playing the J♥ -0.45" in given.figures and "±" not in given.figures
    best, *_, other = given.alternatives
    assert best.action is given.action and other.is_rule_choice
    # 136 deals, the side's points summed (-10 before session 52's loner test, which
    # changed the hands the sampler deals to seats that did not go alone)
    assert best.value == pytest.approx(-13 / 136)
    assert best.describe().startswith("playing the K♣: -0.10 points")


SECOND_HAND = """\
dealer: North
upcard: 9H
kitty: TH JS KS
North: JH AH KH QH TC
East: QC AC 9S TS QS
South: KC 9C AS TD 9D
West: JC JD KD QD AD
--
East: pass
South: pass
West: pass
North: order
North: discard TC
East: play QC
"""


def test_a_hint_breaks_a_rule_of_thumb_only_on_stronger_evidence_than_the_player() -> None:
    # Second hand low says 9♣; covering with K♣ simulates better, but by less than 2.5
    # standard errors: the expert playing covers, the hint keeps teaching the rule.
    view = record.loads(SECOND_HAND).view(2)
    player = ExpertBot(seed=0).analyse(view)
    assert player.action is Action.parse("play KC") and player.overrides_rule
    lead, stderr = player.estimates[player.action].lead_over(player.estimates[player.coach.action])
    assert PLAYING_EVIDENCE * stderr < lead < TEACHING_EVIDENCE * stderr
    given = hint(view, fixed=True)
    assert given.action is Action.parse("play 9C") and given.rule == "second-hand-low"
    with pytest.raises(ValueError, match="evidence must be zero or more, not -1"):
        ExpertBot(evidence=-1)


def test_no_hint_out_of_turn() -> None:
    deal = deal_cards(3, 0).to_deal()
    with pytest.raises(ValueError, match="not South's turn"):
        hint(deal.view(2))


def test_action_words_name_the_cards_and_bids() -> None:
    assert action_words(Action.parse("play JD"), leading=True) == "Leading the J♦"
    assert action_words(Action.parse("order alone")) == "Ordering up alone"
    assert action_words(Action.parse("call S")) == "Naming spades"
    assert action_words(Action.parse("discard 9C")) == "Discarding the 9♣"
    assert action_words(Action.parse("pass")) == "Passing"


def test_default_hint_answers_fast_enough_for_a_button() -> None:
    # The benchmark measures p95 over 500 decisions; here only a loose ceiling.
    slowest = 0.0
    for _, view in _views(12):
        start = time.perf_counter()
        hint(view)  # type: ignore[arg-type]
        slowest = max(slowest, time.perf_counter() - start)
    assert slowest < 2.0


def test_the_hint_panel_shows_the_reason_first_and_the_figures_behind_why(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import collections
    import functools

    from euchre_teach.strategy import hints
    from widgets import playtable

    # The panel's hint searches against a deadline, so how many deals it takes depends on
    # how busy the machine is (a stop's CI once got the rule's J♥ from too few). This test
    # is about the panel, not the clock: it gets the fixed-sample hint, and no hint another
    # test left in the session's store.
    monkeypatch.setattr(hints, "hint", functools.partial(hints.hint, fixed=True))
    monkeypatch.setattr(playtable, "_HINTS", collections.OrderedDict())
    table = playtable.PlayTable(
        record.loads(RIGHT_BOWER_ON_A_QUEEN), delay=0, learner=0, auto=False
    )
    text = table.hint()
    shown = table.info.value
    assert text.startswith("Hint: Play K♣. Better here: playing the K♣, rather than playing"
                           " the J♥"), text
    reason, _, why = shown.partition("<details")
    assert "±" not in shown and not re.search(r"\d+ (simulated )?deals", reason)
    assert "<summary>Why? The figures</summary>" in why and "Played out over" in why


class _SteppingClock:
    """A stand-in for time.perf_counter that moves on ``step`` seconds at every reading."""

    def __init__(self, step: float) -> None:
        self.now, self.step, self.readings = 1000.0, step, 0

    def __call__(self) -> float:
        self.readings += 1
        self.now += self.step
        return self.now


def test_a_hint_stops_sampling_when_its_deadline_passes(monkeypatch: pytest.MonkeyPatch) -> None:
    """The budget is a deadline the search checks: with a clock that moves 11 ms per
    reading, a 50 ms budget ends the sampling after a handful of deals (a fixed-sample
    hint on the same view would take far more), and the hint is still a legal one."""
    from euchre_teach.players import expert, simulation

    view = record.loads(SECOND_HAND).view(2)
    fixed = ExpertBot(seed=0, budget_ms=50).analyse(view)
    clock = _SteppingClock(0.011)
    monkeypatch.setattr(expert.time, "perf_counter", clock)
    monkeypatch.setattr(simulation.time, "perf_counter", clock)
    timed = ExpertBot(seed=0, budget_ms=50, timed=True).analyse(view)
    # One reading sets the deadline; the first two deals are taken unchecked, then one
    # reading per deal: the fifth (+55 ms) is past the deadline, so six deals in all.
    assert timed.samples == 6 < fixed.samples
    assert all(e.samples == 6 for e in timed.estimates.values())
    assert not timed.overrides_rule  # six deals are not evidence enough to break a rule
    given = hint(view, budget_ms=50)
    assert given.action is Action.parse("play 9C")


def test_a_timed_search_takes_at_least_two_deals_even_past_its_deadline(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from euchre_teach.players import expert, simulation

    clock = _SteppingClock(10.0)  # every reading is already late
    monkeypatch.setattr(expert.time, "perf_counter", clock)
    monkeypatch.setattr(simulation.time, "perf_counter", clock)
    view = record.loads(SECOND_HAND).view(2)
    analysis = ExpertBot(seed=0, budget_ms=150, timed=True).analyse(view)
    assert analysis.samples == simulation.MIN_TIMED_SAMPLES
    assert repr(ExpertBot(seed=0, timed=True)) == "ExpertBot(seed=0, budget_ms=150, timed=True)"
