"""Bidding and defence practice: positions rebuilt from their keys, answered by the coach with
the taught count, and misses scheduled for review like the trap drill."""

from __future__ import annotations

import collections
import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from euchre_teach.core.cards import DECK
from euchre_teach.core.state import Phase
from euchre_teach.course import practice
from euchre_teach.course.answer_keys import loners_taught, question_lesson, stored_verdict
from euchre_teach.course.drills import LEARNER, action_label
from euchre_teach.course.option_reasons import option_reasons
from euchre_teach.players import CoachBot
from euchre_teach.players.bidding import seat_position
from euchre_teach.players.count import judge
from euchre_teach.players.principles import principle
from euchre_teach.strategy.judge import is_loner
from widgets.biddingpractice import PracticePanel
from widgets.review import ReviewQueue
from widgets.trapdrill import LeftBowerDrill

CURATED = [f"bidding-set/{n}" for n in range(1, practice.BIDDING_SET_SIZE + 1)]
GENERATED = [f"bidding/{n}" for n in range(40)]
DEFENCE = [f"defence-set/{n}" for n in range(1, len(practice.DEFENCE_SET) + 1)]


def test_curated_bidding_covers_every_seat_in_both_rounds() -> None:
    assert practice.BIDDING_SET_SIZE >= 24
    seen = collections.Counter((s.position, s.round) for s in practice.BIDDING_SET)
    # At least two a seat and round: round 2's dealer's partner and right lost one each
    # that the judge could not tell from a teacher's correction (issue 23, item 3).
    assert all(seen[(p, r)] >= 2 for p in range(4) for r in (1, 2)), seen
    assert sum(seen[(p, r)] >= 3 for p in range(4) for r in (1, 2)) >= 6, seen
    answers = collections.Counter(practice.practice_item(k).answer[0] for k in CURATED)
    assert answers["pass"] >= 6 and answers["order"] >= 6, answers


@pytest.mark.parametrize("key", [*CURATED, *GENERATED, *DEFENCE])
def test_a_key_rebuilds_the_same_position_answered_by_the_judge(key: str) -> None:
    item = practice.practice_item(key)
    assert item == practice.practice_item(key) and item.key == key
    deal = practice.practice_deal(key)
    assert deal.to_act == 2
    # Candidates follow the lesson: bidding practice (lessons 6 and 7) offers no loner.
    loners = loners_taught(question_lesson(key, deal))
    offered = [a for a in deal.legal_actions() if loners or not is_loner(a)]
    decision = CoachBot(seed=1, loners=loners).decide(deal.view(2))
    verdict = stored_verdict(deal.view(2))
    assert verdict is not None and item.answer == tuple(
        str(a) for a in offered if str(a) in verdict.within)
    # the coach's reasoning is said too (where a teacher's reason overrides the count, the
    # count's figures without the principle's title, which argues for the other choice); a
    # card with its own reason in cards says that reason once, not the rule's words again
    title = principle(decision.rule).title
    own = option_reasons(key).get(str(decision.action)) if decision.action.card else None
    # (short21: the count's card-by-card sum is said in the fold, "The count, card by card:")
    body = decision.reason.removeprefix(title).lstrip(":. ")
    terms = body[body.rfind(": ", 0, body.find(" = ")) + 2:body.find(" = ")] if (
        " = " in body) else body  # fmt: skip
    assert (own or terms) in item.explanation
    # The dealer takes it up; the dealer's partner orders up as anyone else does.
    dealer, partner = deal.dealer == 2, deal.dealer == 0
    assert {o.label for o in item.options} == {action_label(a, dealer=dealer, partner=partner)
                                               for a in offered}  # fmt: skip
    if partner and deal.phase is Phase.BIDDING_1:
        assert "Order up" in {o.label for o in item.options}
    if deal.phase in (Phase.BIDDING_1, Phase.BIDDING_2):
        # The right answers show the count, card by card, and the seat's need; a refused one
        # what the count reaches against that need, without the sum again (teach34).
        assert all(" = " in o.feedback and " needs " in o.feedback
                   for o in item.options if o.correct)  # fmt: skip
        assert all(" = " not in o.feedback and ("your seat needs." in o.feedback
                                                 or "No suit reaches" in o.feedback)
                   for o in item.options if not o.correct)  # fmt: skip


def test_generated_positions_vary_and_are_mostly_close_calls() -> None:
    deals = [practice.bidding_deal(n) for n in range(1, practice.GENERATED_POOL + 1)]
    focused = [practice.bidding_deal(1, p, r) for p in range(4) for r in (1, 2)]
    kinds = {(seat_position(2, d.dealer), d.phase) for d in deals + focused}
    assert len(kinds) == 8
    close = 0
    for deal in deals:
        if deal.phase is Phase.BIDDING_1:
            margin = judge(deal.hands[2], deal.upcard.suit, seat_position(2, deal.dealer), 1,
                           deal.upcard).margin  # fmt: skip
            close += abs(margin) <= 1.5
    assert close >= 0.6 * sum(d.phase is Phase.BIDDING_1 for d in deals)
    assert len({tuple(d.hands[2]) for d in deals}) == practice.GENERATED_POOL


def test_defence_set_has_each_theme_and_the_expert_agrees() -> None:
    themes = collections.Counter(spot.theme for spot in practice.DEFENCE_SET)
    # Two a theme: positions the judge could not tell from a teacher's correction were
    # dropped (issue 23, item 3), until clear ones replace them.
    assert set(themes) == set(practice.DEFENCE_THEMES) and min(themes.values()) >= 2
    # What the learner's Hint button says (the expert's search, with the evidence a hint
    # needs to break a rule of thumb): the rule's card. The playing expert's 41 deals at
    # 150 ms were too few to ask it of (defence-set/2: one seed of three preferred K♦ by
    # 0.3 ± 0.3 once a bold loner's hand was sampled from its bid).
    from euchre_teach.strategy.hints import hint

    for key in DEFENCE:
        view = practice.practice_deal(key).view(2)
        given = hint(view, fixed=True)
        assert given.rule != "simulation" and given.action is given.rule_action, (key, given)


def test_bad_keys_are_refused_with_the_reason() -> None:
    with pytest.raises(ValueError, match="numbered 1 to"):
        practice.practice_item("bidding-set/0")
    with pytest.raises(ValueError, match="invalid practice key 'trap/3'"):
        practice.practice_item("trap/3")
    assert practice.is_practice_key("defence-set/2") and not practice.is_practice_key("trap/2")


def test_a_missed_position_comes_back_for_review() -> None:
    now = [datetime(2026, 1, 1, tzinfo=UTC)]
    panel = PracticePanel("bidding", review=ReviewQueue(fuzz=False), clock=lambda: now[0])
    first = panel.item
    wrong = next(o.value for o in first.options if not o.correct)
    assert not panel.answer_item(wrong).correct
    assert first.key in panel.review and (panel.right, panel.answered) == (0, 1)
    panel.next()
    assert panel.item.key == "bidding-set/2" and not panel.from_review
    now[0] += timedelta(minutes=5)
    panel.next()
    assert panel.item.key == first.key and panel.from_review
    shown = [getattr(child, "value", "") for child in panel.children]
    assert any("back for review" in str(text) for text in shown)


def test_a_missed_position_answered_right_when_it_is_back_no_longer_counts_as_coming_back(
) -> None:  # fmt: skip
    """walk19: after answering a missed position right, practice still said "1 position
    you missed comes back later"."""
    now = [datetime(2026, 1, 1, tzinfo=UTC)]
    panel = PracticePanel("bidding", review=ReviewQueue(fuzz=False), clock=lambda: now[0])
    first = panel.item
    assert not panel.answer_item(next(o.value for o in first.options if not o.correct)).correct
    assert "1 position you missed comes back later" in panel._stats.value
    panel.next()
    now[0] += timedelta(minutes=5)
    panel.next()
    assert panel.item.key == first.key and panel.from_review
    assert panel.answer_item(panel.item.answer[0]).correct
    assert "comes back" not in panel._stats.value and "come back" not in panel._stats.value


def test_a_missed_position_waits_for_its_own_seat_and_comes_back_once_a_visit() -> None:
    """walk21, lesson 6: the learner chose "The dealer, round 1" and the next question was
    "Your seat: the dealer's partner…", a missed position back for review; the same position
    came back three times. A missed position comes back only while its seat (or every seat)
    is practised, and once a visit."""
    now = [datetime(2026, 1, 1, tzinfo=UTC)]
    panel = PracticePanel("bidding", seed=4, rounds=(1,), review=ReviewQueue(fuzz=False),
                          clock=lambda: now[0])  # fmt: skip
    partner = "bidding-set/4"  # the dealer's partner, round 1
    assert seat_position(2, practice.practice_deal(partner).dealer) == 2
    panel.review.record(partner, correct=False, when=now[0])
    now[0] += timedelta(minutes=5)
    panel.chooser.value = practice.focus_family(0, 1)  # "The dealer, round 1"
    for _ in range(3):
        assert not panel.from_review and panel.item.key.startswith("bidding-0-1/")
        assert "Your seat: the dealer, round 1." in panel.item.prompt
        panel.answer_item(panel.item.answer[0])
        panel.next()
    panel.chooser.value = practice.focus_family(2, 1)  # its own seat: it is back
    assert panel.item.key == partner and panel.from_review
    assert not panel.answer_item(next(o.value for o in panel.item.options
                                      if not o.correct)).correct  # fmt: skip
    assert partner in panel.review.missed()
    shown = []
    for _ in range(6):  # missed again, due again: not back on this visit (Review has it)
        panel.next()
        now[0] += timedelta(minutes=5)
        shown.append(panel.item.key)
        panel.answer_item(panel.item.answer[0])
    assert partner not in shown and partner in panel.review.due(now[0]), shown
    every = PracticePanel("bidding", seed=4, rounds=(1,), review=ReviewQueue(fuzz=False),
                          clock=lambda: now[0])  # fmt: skip
    every.review.record(partner, correct=False, when=now[0] - timedelta(minutes=5))
    every.next()  # "Every seat, round 1": a missed position of any seat comes back
    assert every.item.key == partner and every.from_review


def test_the_practice_status_line_is_short_and_plain() -> None:
    """A cold walk could not read "Right at the first try: 1 of 2 · positions you missed,
    waiting for review: 1 (0 back here now; Review has them too)". It says the score, and
    that a missed position comes back, here and in Review, in plain words."""
    panel = PracticePanel("bidding", review=ReviewQueue(fuzz=False))
    assert panel.answer_item(panel.item.answer[0]).correct
    assert "Right at the first try: 1 of 1.</strong></p>" in panel._stats.value
    panel.next()
    assert not panel.answer_item(next(o.value for o in panel.item.options
                                      if not o.correct)).correct  # fmt: skip
    said = panel._stats.value
    assert said == ("<p><strong>Right at the first try: 1 of 2.</strong> 1 position you"
                    " missed comes back later, here and in Review.</p>")  # fmt: skip
    for muddle in ("·", "waiting for review", "back here now", "Review has them too"):
        assert muddle not in said


def test_the_endless_stream_follows_the_curated_set() -> None:
    panel = PracticePanel("bidding", seed=3)
    keys = []
    for _ in range(practice.BIDDING_SET_SIZE + 2):
        keys.append(panel.item.key)
        panel.answer_item(panel.item.answer[0])
        panel.next()
    assert keys[: practice.BIDDING_SET_SIZE] == CURATED
    assert all(k.startswith("bidding/") for k in keys[practice.BIDDING_SET_SIZE:])


def test_each_drill_takes_back_only_its_own_reviews() -> None:
    bidding, trap = PracticePanel("bidding"), LeftBowerDrill(seed=1)
    defence = PracticePanel("defence")
    assert bidding.owns("bidding-set/3") and bidding.owns("bidding/12")
    assert not bidding.owns("defence-set/1") and not bidding.owns("trap/4")
    assert defence.owns("defence-set/1") and not defence.owns("bidding/1")
    assert trap.owns("trap6/3") and not trap.owns("bidding-set/3")
    state = ReviewQueue()
    state.record("bidding-set/3", correct=False)
    state.record("trap/4", correct=False)
    bidding.restore(state.states(), [("bidding-set/1", True), ("L6/2", False)])
    assert list(bidding.review.cards) == ["bidding-set/3"]
    assert (bidding.right, bidding.answered) == (1, 1)


def test_the_learner_can_practise_one_seat_and_round() -> None:
    panel = PracticePanel("bidding", seed=2)
    panel.chooser.value = practice.focus_family(3, 2)  # as the dropdown sets it
    keys = []
    for _ in range(3):
        keys.append(panel.item.key)
        deal = practice.practice_deal(panel.item.key)
        assert seat_position(2, deal.dealer) == 3 and deal.phase is Phase.BIDDING_2
        assert "Your seat: the dealer's right, round 2." in panel.item.prompt
        panel.answer_item(panel.item.answer[0])
        panel.next()
    assert all(k.startswith("bidding-3-2/") for k in keys) and len(set(keys)) == 3
    assert panel.owns(keys[0]) and practice.practice_item(keys[0]) == practice.bidding_item(
        int(keys[0].split("/")[1]), 3, 2)
    with pytest.raises(ValueError, match="a seat is 0-3 and a round 1 or 2"):
        practice.focus_family(4, 1)


def test_no_defence_position_teaches_leading_the_last_card_of_a_suit() -> None:
    # Defence position 5 once had South lead K♥ "the highest heart still in play" when every
    # other heart was gone: anyone could trump it. A plain lead must leave the suit alive.
    from euchre_teach.core.rules import effective_suit
    from euchre_teach.course.practice import DEFENCE_SET, practice_deal

    for number in range(1, len(DEFENCE_SET) + 1):
        deal = practice_deal(f"defence-set/{number}")
        view = deal.view(deal.to_act)
        card = CoachBot(seed=0).decide(view).action.card
        if view.trick or card is None or effective_suit(card, view.trump) is view.trump:
            continue
        suit = effective_suit(card, view.trump)
        gone = {c for _, c in view.played_cards()} | set(view.hand)
        alive = [c for c in DECK if effective_suit(c, view.trump) is suit and c not in gone]
        assert alive, f"defence-set/{number}: {card.label()} is the last of its suit"


@pytest.mark.parametrize(("lesson", "seed", "rounds"), [(6, 4, (1,)), (7, 5, (2,))])
def test_a_lessons_bidding_practice_asks_only_the_rounds_it_has_taught(
    lesson: int, seed: int, rounds: tuple[int, ...]
) -> None:
    """Lesson 6 teaches round 1 and lesson 7 round 2: lesson 6's practice used to ask
    round-2 bids ("Call next") before lesson 7 had explained either."""
    notebook = next((Path(__file__).parents[1] / "lessons").glob(f"{lesson:02d}_*.ipynb"))
    cells = json.loads(notebook.read_text("utf-8"))["cells"]
    code = "".join("".join(cell["source"]) for cell in cells)
    # the seed is the lesson's number before the play came first: the same positions
    assert f'PracticePanel("bidding", seed={seed}, rounds={rounds!r})' in code
    panel = PracticePanel("bidding", seed=seed, rounds=rounds)
    labels = [label for label, _ in panel.chooser.options]
    assert all(f"round {r}" in label for label in labels for r in rounds)
    for _ in range(practice.BIDDING_SET_SIZE + 8):  # the curated positions, then fresh ones
        deal = practice.practice_deal(panel.item.key)
        assert (2 if deal.phase is Phase.BIDDING_2 else 1) in rounds, panel.item.key
        assert practice.practice_lesson(panel.item.key) == lesson
        panel.answer_item(panel.item.answer[0])
        panel.next()


def test_a_one_round_panel_takes_back_only_its_rounds_misses_for_review() -> None:
    round_1 = PracticePanel("bidding", rounds=(1,))
    assert round_1.owns("bidding-set/1") and round_1.owns("bidding-2-1/3")
    assert not round_1.owns("bidding-set/13") and not round_1.owns("bidding-2-2/3")
    assert PracticePanel("bidding").owns("bidding-set/13")


def test_the_practice_panel_shows_one_count_that_says_it_spans_earlier_visits() -> None:
    """A cold walk, lesson 11 on a phone after a reload: "Defence practice · Question 1 ·
    Score: 1 of 1 right first time" above "Right at the first try: 4 of 4", two counts of
    the same thing. The panel shows one count, its own, and after a reload it says that the
    count takes in the earlier visits."""
    import re

    panel = PracticePanel("defence", seed=11)
    panel.answer_item(panel.item.answer[0])
    text = re.sub(r"<[^>]+>", "", panel.quiz._header.value + panel._stats.value)
    assert "Score" not in text and text.count(" of ") == 1, text
    assert "Right at the first try: 1 of 1." in text and "earlier" not in text
    again = PracticePanel("defence", seed=11)
    again.restore({}, [("defence-set/1", True), ("defence-set/2", True), ("defence-set/3", True)])
    again.answer_item(again.item.answer[0])
    text = re.sub(r"<[^>]+>", "", again.quiz._header.value + again._stats.value)
    assert "Score" not in text and text.count(" of ") == 1, text
    assert "Right at the first try, with your earlier visits: 4 of 4." in text


def test_a_fresh_practice_position_carries_no_status_label() -> None:
    """A cold walk: a grey "New position" above each question of lesson 11's practice and
    lesson 13's drill read as leftover status text. A fresh position has no label; one back
    for review says so."""
    import re

    panel, drill = PracticePanel("defence", seed=11), LeftBowerDrill(seed=12)
    assert "New position" not in panel._source.value + drill._source.value
    drill.answer_item(drill.item.answer)
    assert re.sub(r"<[^>]+>", "", drill._source.value).startswith("Type "), drill._source.value


def test_defence_practice_shows_no_tally_before_an_answer_and_says_when_a_position_repeats(
) -> None:
    """Cold learner walk (fix16b), lesson 11: "Right at the first try: 0 of 0." before any
    answer, and Question 6 was Question 1 again with nothing said."""
    from widgets.biddingpractice import PracticePanel

    panel = PracticePanel("defence", seed=0)
    assert "0 of 0" not in panel._stats.value and "Right at the first try" not in panel._stats.value
    first = panel.item.key
    for _ in range(panel.size):
        assert "Again" not in panel._source.value
        panel.answer_item(panel.item.answer[0])
        panel.next()
    assert panel.item.key == first
    assert "Again: a position from earlier in this set" in panel._source.value
    assert f"Right at the first try: {panel.size} of {panel.size}." in panel._stats.value


def test_defence_practice_says_how_many_positions_and_which_one() -> None:
    """Walk18, lesson 11: the defence panel never said how many positions it has or where
    the learner is. Each position of the set says "Position 3 of 12 in this set"; once the
    set starts over, "Again: … (1 of 12)"; a missed one back for review says so instead."""
    from widgets.biddingpractice import PracticePanel

    panel = PracticePanel("defence", seed=0)
    size = len(practice.DEFENCE_SET)
    for number in range(1, size + 1):
        assert f"Position {number} of {size} in this set" in panel._source.value
        panel.answer_item(panel.item.answer[0])
        panel.next()
    assert f"Again: a position from earlier in this set (1 of {size})" in panel._source.value
    bidding = PracticePanel("bidding", seed=0)
    assert f"Position 1 of {bidding.size} in this set" in bidding._source.value


def _counts_bid_accepted(key: str) -> bool:
    """Whether lesson 6's count (the coach's bid) is among the position's right answers."""
    deal = practice.practice_deal(key)
    loners = loners_taught(question_lesson(key, deal))
    count = str(CoachBot(seed=1, loners=loners).decide(deal.view(2)).action)
    return count in practice.practice_item(key).answer


def test_lesson_6s_first_practice_positions_are_ones_where_the_count_is_right() -> None:
    """A learner who has just learned the count meets positions where the count's bid is
    accepted first (an experienced teacher's review: bidding/8, where the count said pass
    and the judge refused it, must not come early). Lesson 6's panel, as its notebook builds
    it, asks the round-1 curated positions first: the first five at least, and in fact the
    whole curated run, are ones where the count is right; a position where the count misses,
    like bidding/6, is never among them (it says why the count misses, for a later panel)."""
    import re

    notebook = Path(__file__).resolve().parent.parent / "lessons" / "06_bidding_round_1.ipynb"
    call = re.search(r'PracticePanel\(\\"bidding\\", seed=(\d+), rounds=\((\d),\)\)',
                     notebook.read_text(encoding="utf-8"))  # fmt: skip
    assert call is not None, "lesson 6 builds its panel another way: update this test"
    panel = PracticePanel("bidding", seed=int(call[1]), rounds=(int(call[2]),))
    keys = []
    for _ in range(panel.size):
        keys.append(panel.item.key)
        panel.answer_item(panel.item.answer[0])
        panel.next()
    assert len(keys) >= 5 and all(_counts_bid_accepted(k) for k in keys[:5]), keys[:5]
    assert all(_counts_bid_accepted(k) for k in keys), keys
    # bidding/8 (the dealer's partner, J♥ K♦ A♠ on a Q♦) was such a hand until session 46,
    # when the dealer's partner's need came down to 5.5: the count now orders it up.
    assert _counts_bid_accepted("bidding/8")
    assert not _counts_bid_accepted("bidding/6") and "bidding/6" not in keys
    # Met in Review (or a shared key), the refused Pass gives the count once, then in cards
    # why this hand is one it misses.
    refused = practice.practice_item("bidding/6").option("pass")
    assert not refused.correct
    assert "The count: 6.5 is short of the 7.5 your seat needs. A hand the count misses: three" \
        " likely tricks." in refused.feedback
    assert "close" not in refused.feedback  # expert49: a refused choice is never "close"
    assert refused.feedback.count("7.5") == 1


def test_lesson_6s_panel_asks_no_position_at_a_close_score_which_lesson_9_teaches() -> None:
    """expert49: lesson 6 teaches the count and its seat needs; what the score changes moved
    to lesson 9. Its panel asks only the curated round-1 positions at 0-0, so the two at a
    close score (bidding-set/23 at 4-9, /24 at 8-3) are not asked there; a learner who saved
    one still meets it in Review, where the panel owns it."""
    panel = PracticePanel("bidding", seed=4, rounds=(1,))
    spots = [practice.BIDDING_SET[n - 1] for n in panel.curated]
    assert spots and all(s.round == 1 and s.scores == (0, 0) for s in spots), panel.curated
    assert 23 not in panel.curated and 24 not in panel.curated
    assert practice.BIDDING_SET[22].scores == (4, 9) and practice.BIDDING_SET[23].scores == (8, 3)
    assert panel.owns("bidding-set/23") and panel.owns("bidding-set/24")
    assert 23 in practice.panel_order((1, 2)) and 24 in practice.panel_order((1, 2))


def _lesson_7s_panel_keys() -> list[str]:
    """The positions lesson 7's round-2 panel asks, as its notebook builds it, in order."""
    import re

    notebook = Path(__file__).resolve().parent.parent / "lessons" / "07_bidding_round_2.ipynb"
    call = re.search(r'PracticePanel\(\\"bidding\\", seed=(\d+), rounds=\((\d),\)\)',
                     notebook.read_text(encoding="utf-8"))  # fmt: skip
    assert call is not None and call[2] == "2", "lesson 7 builds its panel another way"
    panel = PracticePanel("bidding", seed=int(call[1]), rounds=(2,))
    keys = []
    for _ in range(panel.size):
        keys.append(panel.item.key)
        panel.answer_item(panel.item.answer[0])
        panel.next()
    return keys


def test_lesson_7s_practice_never_refuses_the_counts_own_bid() -> None:
    """An experienced teacher's review (expert45): in the lessons that teach the count, an
    answer that follows it is never refused; the hands it misses belong to later lessons.
    Every position lesson 7's round-2 panel asks, as its notebook builds it, accepts the
    count's bid (the coach's; under stick the dealer, the suit it names)."""
    keys = _lesson_7s_panel_keys()
    assert len(keys) >= 8
    assert [k for k in keys if not _counts_bid_accepted(k)] == []


def test_lesson_7s_every_seat_practice_takes_the_seats_in_turn() -> None:
    """walk19 (05p): lesson 7's "Every seat, round 2" gave "the dealer's left" three times in
    a row (the curated set lists each seat's positions together). Its panel, as the notebook
    builds it, asks the same round-2 positions under the same keys, never one seat twice in
    a row."""
    import itertools

    keys = _lesson_7s_panel_keys()
    round_2 = [f"bidding-set/{n}" for n, spot in enumerate(practice.BIDDING_SET, 1)
               if spot.round == 2]  # fmt: skip
    assert sorted(keys) == sorted(round_2) and len(keys) == len(round_2)
    seats = [practice.BIDDING_SET[int(k.partition("/")[2]) - 1].position for k in keys]
    assert all(a != b for a, b in itertools.pairwise(seats)), seats
    assert seats[:4] == [1, 2, 3, 0]  # the dealer's left, partner, right, then the dealer
    said = [practice.practice_item(k).prompt.partition(",")[0] for k in keys[:3]]
    assert len(set(said)) == 3, said


def test_a_card_play_panel_can_keep_to_leads_or_to_following_and_owns_only_its_own() -> None:
    """expert57, lesson 12 in two parts ("when you lead", then "when you follow"): each part
    ends with its own practice. ``asks="lead"`` asks only positions where South leads to an
    empty trick, ``asks="follow"`` only those where a card is led; between them they ask the
    whole set once, and each panel takes back only its own positions' answers and reviews
    (the page holds both, and the lesson restores each from the same saved record)."""
    lead, follow = PracticePanel("card play", seed=11, asks="lead"), PracticePanel(
        "card play", seed=12, asks="follow")  # fmt: skip
    seen: dict[str, list[int]] = {}
    for panel in (lead, follow):
        seen[panel.asks] = []
        for _ in range(panel.size):
            view = practice.practice_deal(panel.item.key).view(LEARNER)
            assert (len(view.trick) == 0) is (panel.asks == "lead"), panel.item.key
            seen[panel.asks].append(int(panel.item.key.split("/")[1]))
            panel.answer_item(panel.item.answer[0])
            panel.next()
    assert sorted(seen["lead"] + seen["follow"]) == list(range(1, len(practice.DEFENCE_SET) + 1))
    assert seen["lead"] and seen["follow"]
    assert lead.quiz.title.endswith(": leading") and follow.quiz.title.endswith(": following")
    one, other = f"defence-set/{seen['lead'][0]}", f"defence-set/{seen['follow'][0]}"
    assert lead.owns(one) and not lead.owns(other) and follow.owns(other) and not follow.owns(one)
    state = ReviewQueue()
    state.record(one, correct=False)
    state.record(other, correct=False)
    again = PracticePanel("card play", seed=11, asks="lead")
    again.restore(state.states(), [(one, False), (other, True)])
    assert list(again.review.cards) == [one] and (again.right, again.answered) == (0, 1)
    whole = PracticePanel("card play", seed=11)
    assert whole.owns(one) and whole.owns(other) and whole.size == len(practice.DEFENCE_SET)
    with pytest.raises(ValueError, match="not 'defend'"):
        PracticePanel("card play", asks="defend")
    with pytest.raises(ValueError, match="asks is for card play"):
        PracticePanel("bidding", asks="lead")
