"""Guided hands judge fairly: every South decision is valued by the expert, the stored
verdicts are current, and a learner's choice is accepted, explained or refused with figures.

When a test here fails after the coach or the expert changed, it names the hand and the
decision; refresh the stored verdicts with ``python -m euchre_teach.course.judge_hands --write``
and fix
(or explain with a ``# coach:`` line) every hand it then reports.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import re
from collections.abc import Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any

import pytest

from euchre_teach.core.actions import CLAIM_RENEGE, Action, Kind
from euchre_teach.core.record import HandRecord
from euchre_teach.core.view import View
from euchre_teach.course.catalogue import (
    LEARNER,
    GuidedHand,
    decisions,
    hand_lessons,
    hands_before_loners,
    hands_dir,
    load_hands,
)
from euchre_teach.course.habit_words import (
    ABOUT_AS_WELL,
    HABIT_MARK,
    NOT_BY_MUCH,
    USUAL_MARK,
)
from euchre_teach.players.coach import CoachBot
from euchre_teach.strategy import judge, judging
from euchre_teach.strategy.refusal import split_opening

HANDS = load_hands()
NAMES = [name for name, _ in HANDS]
STORED: dict[str, Any] = json.loads((hands_dir() / judging.JUDGED_FILE).read_text("utf-8"))


_VERDICTS: dict[tuple[str, tuple[str, ...]], judge.Verdict] = {}


def _judged(view: View, candidates: Sequence[Action] | None = None, *,
            effort: judge.Effort = judge.PRECOMPUTED) -> judge.Verdict:  # fmt: skip
    """The judge's verdict, asked once per position in this module (a verdict takes
    seconds, and the fresh audit and the agreement test ask the same ones)."""
    key = (judge.position_key(view), tuple(str(a) for a in candidates or ()))
    if key not in _VERDICTS or effort != judge.PRECOMPUTED:
        verdict = judge.judge(view, candidates, effort=effort)
        if effort != judge.PRECOMPUTED:
            return verdict
        _VERDICTS[key] = verdict
    return _VERDICTS[key]


@pytest.fixture(autouse=True)
def _judge_once(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(judging, "judge", _judged)
    yield


def guide(name: str) -> GuidedHand:
    return GuidedHand.from_file(hands_dir() / name)


def reach(hand: GuidedHand, index: int) -> None:
    """Play the recorded actions up to the learner's decision ``index``."""
    while hand.position < index:
        hand.advance()
        if hand.position < index:
            attempt = hand.attempt(hand.expected().action)
            if not attempt.accepted and hand.judge and hand.judge.loners:
                # a bid recorded with the partner before going alone, refused in lesson 10
                # (none since expert54): the judge's best, and the hand goes on as recorded
                attempt = hand.attempt(hand.judge.judgement(hand.position).accepted[0])
            assert attempt.accepted
    hand.advance()
    assert hand.waiting and hand.position == index


@pytest.mark.parametrize(("name", "hand"), HANDS, ids=NAMES)
def test_every_south_decision_is_the_coachs_choice_or_explained(
    name: str, hand: HandRecord
) -> None:
    notes = judging.coach_notes((hands_dir() / name).read_text(encoding="utf-8"))
    coach = CoachBot(seed=0, loners=name not in hands_before_loners())
    differ = []
    for index in decisions(hand):
        decision = coach.decide(hand.deal(index).view(2))
        recorded = hand.actions[index][1]
        if decision.action is not recorded and index not in notes:
            differ.append(f"action {index + 1}: recorded {recorded}, the coach plays"
                          f" {decision.action} ({decision.rule}: {decision.reason})")
    assert not differ, f"{name}: add a '# coach:' line or follow the coach:\n" + "\n".join(differ)


@pytest.mark.parametrize(("name", "hand"), HANDS, ids=NAMES)
def test_stored_verdicts_cover_every_decision_and_accept_the_recorded_one(
    name: str, hand: HandRecord
) -> None:
    entry = STORED["hands"].get(name)
    assert entry is not None, f"{name} has no stored verdicts: run the judging audit"
    stored = {d["index"]: judging.Judgement.from_json(d) for d in entry["decisions"]}
    assert sorted(stored) == list(decisions(hand)), f"{name}: stored verdicts are out of date"
    for index, judgement in stored.items():
        assert judgement.fingerprint == judging.fingerprint(hand, index), (
            f"{name}, action {index + 1}: the hand changed since it was judged"
        )
    assert not judging.problems(name, entry), "\n".join(judging.problems(name, entry))


def test_stored_verdicts_use_the_stated_margins_and_samples() -> None:
    assert STORED["margins"] == judging.MARGINS and STORED["samples"] == judging.SAMPLES
    assert STORED["clear"] == judging.CLEAR


def _accepted(data: dict[str, Any]) -> list[str]:
    return [v["action"] for v in data["verdicts"] if v["accepted"]]


def _fresh_audit(name: str) -> tuple[dict[str, Any], dict[Any, judge.Verdict]]:
    """One hand judged afresh (in a worker process of :func:`fresh_audits`), and the
    verdicts it asked for: the test process keeps them, so the agreement test below asks
    the judge nothing twice (as when the audits ran in the test process itself)."""
    judging.judge = _judged  # type: ignore[assignment]  # this worker's own module
    _VERDICTS.clear()
    audited: dict[str, Any] = judging.audit(hands_dir(), [name], hands_before_loners())
    return dict(audited["hands"][name]), dict(_VERDICTS)


_Audit = tuple[dict[str, Any], dict[Any, judge.Verdict]]


@pytest.fixture(scope="module")
def fresh_audits(request: pytest.FixtureRequest) -> Iterator[dict[str, Future[_Audit]]]:
    """The fresh audits of the hands this run checks, started together on a process per core
    (at most two): each is seconds to minutes of one core's work, so the audits take about
    half the time they take one after another, and each test waits for its own hand."""
    wanted = [item.callspec.params["name"] for item in request.session.items
              if getattr(item, "originalname", "") == "test_stored_verdicts_match_a_fresh_audit"
              and hasattr(item, "callspec")]  # fmt: skip
    # The longest first (the hands with the most text: more decisions to judge).
    wanted.sort(key=lambda name: -(hands_dir() / name).stat().st_size)
    workers = max(1, min(2, os.cpu_count() or 1, len(wanted)))
    with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn")) as pool:
        yield {name: pool.submit(_fresh_audit, name) for name in wanted}
        pool.shutdown(cancel_futures=True)


@pytest.mark.slow
@pytest.mark.parametrize("name", NAMES)
def test_stored_verdicts_match_a_fresh_audit(
    name: str, fresh_audits: dict[str, Future[_Audit]]
) -> None:
    fresh, verdicts = fresh_audits[name].result()
    _VERDICTS.update(verdicts)
    stored = STORED["hands"][name]
    changed = [
        f"action {new['index'] + 1} (South: {new['recorded']}): stored accepted {_accepted(old)},"
        f" now {_accepted(new)}; values now {[(v['action'], v['value']) for v in new['verdicts']]}"
        for old, new in zip(stored["decisions"], fresh["decisions"], strict=True)
        if old != new
    ]
    assert not changed, (
        f"{name}: the expert now judges differently (refresh with"
        " `python -m euchre_teach.course.judge_hands --write`):\n" + "\n".join(changed)
    )


@pytest.mark.slow
@pytest.mark.parametrize(("name", "hand"), HANDS, ids=NAMES)
def test_every_guided_verdict_accepts_exactly_the_judges_within_margin_set(
    name: str, hand: HandRecord
) -> None:
    differ = []
    for data in STORED["hands"][name]["decisions"]:
        stored = judging.Judgement.from_json(data)
        view = hand.deal(stored.index).view(judging.LEARNER)
        if CLAIM_RENEGE in view.legal_actions:
            within = {str(CLAIM_RENEGE)}
        else:
            loners = name not in hands_before_loners()
            within = {str(a) for a in _judged(view, judge.choices(view, loners=loners)).within}
        if set(stored.accepted) != within:
            differ.append(f"action {stored.index + 1}: accepted {sorted(stored.accepted)},"
                          f" the judge's within-margin set {sorted(within)}")
    assert not differ, f"{name}:\n" + "\n".join(differ)


def test_an_also_fine_choice_is_accepted_with_its_figures_and_the_hand_goes_on_as_recorded(
) -> None:  # fmt: skip
    """Issue 27, item 2: "You played A♥, as the hand was recorded" took the learner's move
    away with no word first. The answer now says, before the figures, that the learner's
    card is accepted, as good as the recorded one, and why; the hand goes on with the
    recorded one ("Go on with J♥" on the page: the words no longer say it, a later cold
    review read "Also fine ... The hand goes on with J♥, as recorded. Why the hand was
    recorded with J♥: ..." as three messages). expert42: the reason in the position's cards
    comes first, then the habit in a line; the figures last (in a fold on the page)."""
    hand = guide("06_next_in_round_2.txt")
    reach(hand, 5)  # South leads to trick 1: the record leads J♥; A♥ touches it
    attempt = hand.attempt("play AH")
    assert attempt.accepted and attempt.instead is Action.parse("play JH")
    assert attempt.feedback.startswith(
        "Also fine: your A♥, as good as J♥ here. With J♦ turned down, your J♥ and A♥ are the"
        " two highest trumps")
    words = attempt.words()
    assert "as recorded" not in words and "Why the hand was recorded" not in words
    assert attempt.feedback.endswith(attempt.figures) and attempt.figures.startswith(
        "Leading the A♥ does exactly as well as leading the J♥")
    assert hand.deal.history[-1] == (2, Action.parse("play JH")) and hand.mistakes == 0
    hand = guide("06_next_in_round_2.txt")
    reach(hand, 9)  # trick 2: the record leads A♥; A♣ comes close (0.03 less): accepted
    attempt = hand.attempt("play AC")
    assert attempt.accepted
    # The habit first, with its reason in cards (terse: hand 17's A♠ read as praise for the
    # opposite of the habit), then yours, in the fold where it does not fit in a glance
    # (expert44: no "Why the hand was recorded with A♥" again; nor "The hand goes on ...").
    assert attempt.words().startswith(f"A♥{HABIT_MARK}: it is the highest trump still in play")
    # expert55 ("stop 'can work' praise for ... a side-card lead before trumps are drawn"):
    # the rule's card leads; expert56 ("keep the tie in the fold; say the habit"): then yours
    # in its own cost, accepted without praise; A♣'s risk and the tie in the fold
    # expert58: never "accepted"; a teacher's correction after the cost, shown as close
    assert attempt.words().endswith("leading it draws the opponents' trumps. Your A♣ does not"
                                    " draw the opponents' trumps. It costs little in this hand;"
                                    " next time, lead A♥.")
    assert attempt.kind == "close" and attempt.broke == "A♥"
    assert NOT_BY_MUCH not in attempt.words()
    assert attempt.more.startswith("A♣ may be trumped with Q♥, the one trump still out")
    assert attempt.more.endswith(f"Your A♣{NOT_BY_MUCH}.")
    assert "Why the hand was recorded" not in attempt.feedback
    assert "as recorded" not in attempt.feedback and "Close, but" not in attempt.feedback


def test_when_every_card_wins_every_card_is_accepted() -> None:
    hand = guide("04_successful_loner.txt")
    reach(hand, 11)  # trumps are drawn; both cards South holds, A♥ and A♠, take a trick
    legal = [str(a) for a in hand.deal.legal_actions()]
    assert hand.judge is not None and len(legal) == 2
    assert sorted(hand.judge.judgement(11).accepted) == sorted(legal)
    attempt = hand.attempt("play AS")
    assert attempt.accepted and "does exactly as well as" in attempt.feedback


def test_a_real_mistake_is_refused_with_the_figures_in_words() -> None:
    hand = guide("07_partners_ace.txt")
    reach(hand, 2)
    attempt = hand.attempt("order")
    assert not attempt.accepted and hand.mistakes == 1 and hand.waiting
    samples = hand.judge.judgement(2).samples if hand.judge else 0
    # The reason in cards first, then the figures (the cold expert review, session 28):
    # the refused choice's own (``# why not order``, expert47), then the better one, named
    # alone: its recorded reason after it ran a choice to 60-90 words (expert49).
    assert attempt.words() == (  # 0.6 of a point: between the bands; the cost in the fold
        "Not the best here."
        " Ordering up hands 9♦ to West, the dealer, an opponent,"
        " and makes your side take three tricks in diamonds with no trump in your hand: J♠,"
        " A♠ and K♠ would be plain spades. Better: pass. Try again."
    )
    assert attempt.figures.startswith(
        f"Over {samples} deals that fit what you can see, ordering up costs about 0.6 of a point")
    # What the side can expect, in words a beginner reads, not signed figures.
    assert "a hand against passing: with ordering up on average the other side scores about" in (
        attempt.feedback
    )
    assert "\u2212" not in attempt.feedback
    assert attempt.words().endswith("Try again.") and attempt.feedback.endswith(" a hand.")


def test_the_coachs_choice_where_the_hand_differs_gets_the_hands_explanation() -> None:
    hand = guide("07_partners_ace.txt")
    reach(hand, 13)  # North's K♣ is winning; the record trumps it, the coach would not
    attempt = hand.attempt("play QH")  # the judge puts both within its margin
    assert attempt.accepted and attempt.feedback.startswith(
        "Also fine: your Q♥, as good as K♠ here. Throwing Q♥")
    assert "Playing the Q♥ is about as good as" in attempt.feedback
    # expert49: the count itself, said on the page, and "played", never "out", for cards gone
    assert ("all five have been played, three in the first trick and K♣ and Q♣ now. So West,"
            " who plays after you, has none") in attempt.feedback


def test_a_loner_is_judged_by_the_judge_like_every_other_choice() -> None:
    hand = guide("14_seat_and_upcard.txt")  # lesson 10: loners are taught by then
    reach(hand, 4)  # the record names hearts with a partner; alone is clearly worse
    attempt = hand.attempt("call H alone")
    assert not attempt.accepted
    # refused by the judge's figures; the words before "Better:" are the record's own
    # reason against going alone (``# why not call H alone``), in cards
    assert attempt.feedback.startswith(  # refused by the loner rule within the margin
        "Close, but not the best here. Alone, J♥ and A♥ would")
    assert ". Better: name ♥ hearts." in attempt.feedback
    assert "naming hearts alone costs about " in attempt.feedback
    assert hand.attempt("call H").accepted


def test_a_right_choice_names_the_other_fine_choices_in_its_fold() -> None:
    """expert56: "Keep the tie in the fold; say the habit." The rule's own card hears the
    verdict, the habit and the hand's reason; A♥ (as good: the two top trumps) and A♣ and K♠
    (not wrong by much) wait in the fold."""
    hand = guide("06_next_in_round_2.txt")
    reach(hand, 5)
    attempt = hand.attempt("play JH")
    # within the margin, and not the rule's: said, never refused. On lesson 7's page, before
    # lessons 10-12 name the rules of thumb, the rule's choice is the usual one (early); the
    # rule's title is left out where the hand's own reason follows (terse: a glance)
    assert attempt.accepted and attempt.words() == (
        "Yes: J♥ is the usual choice, the habit to keep. You named trump, so lead it: the right"
        " bower first.")  # fmt: skip
    folded = (f"A♣ and K♠ are{NOT_BY_MUCH.removeprefix(' is')}. Either of your top trumps"
              " wins this trick.")
    assert attempt.more == folded
    # Lesson 10's replay names the rule of thumb as such
    replay = GuidedHand.from_file(hands_dir() / "06_next_in_round_2.txt", loners=True)
    reach(replay, 5)
    again = replay.attempt("play JH")
    assert "J♥ is the rule of thumb's choice, the habit to keep." in again.words()
    assert again.more == folded


def test_a_guided_answers_figures_are_kept_apart_from_its_words() -> None:
    """walk13: every right card said "Over 400 deals … each scores about as many points a
    hand" inline; the figures now sit in a fold under the words, as in quizzes."""
    hand = guide("06_next_in_round_2.txt")
    reach(hand, 5)
    right = hand.attempt("play JH")
    assert right.figures.startswith("Over ") and right.figures in right.feedback
    assert "deals" not in right.words() and right.words().startswith("Yes: J♥ is the usual")
    wrong = guide("07_partners_ace.txt")
    reach(wrong, 2)
    refused = wrong.attempt("order")
    assert refused.figures.startswith("Over ") and "deals that fit" not in refused.words()
    assert refused.words() == ("Not the best here. Ordering up hands 9♦ to West, the"
                               " dealer, an opponent, and makes your side take three tricks"
                               " in diamonds with no trump in your hand: J♠, A♠ and K♠ would"
                               " be plain spades. Better: pass. Try again.")


def test_a_hand_without_stored_verdicts_is_judged_live_the_same_way() -> None:
    record = next(h for n, h in HANDS if n == "06_next_in_round_2.txt")
    live = judging.Judge(record).judgement(5)
    stored = judging.Judgement.from_json(STORED["hands"]["06_next_in_round_2.txt"]["decisions"][2])
    assert stored.index == 5 and live == stored


def test_the_lesson_says_the_margin_in_plain_words() -> None:
    """Issue 23, item 4: "within 0.15 of a point a hand" is jargon to a learner. Lesson 10
    says the judging in three cases (expert48: "Reduce to three: right / also fine / not
    this time, why"); the figures, the margins and how a bid is marked are in one closed
    fold, "How the course judges a choice" (expert48's change #2)."""
    import json

    cells = json.loads((hands_dir().parent / "10_guided_hands.ipynb").read_text("utf-8"))
    text = "\n".join("".join(c["source"]) for c in cells["cells"])
    assert "close enough to the best that the course does not mark it wrong" in text
    fold = ('<details class="et-answer-fold"><summary>For teachers: how the course judges a'
            " choice</summary>")  # after the quiz (twelve: "for teachers, not learners")
    assert text.count("<details") == 1 and fold in text
    outside = text.partition(fold)[0] + text.partition("</details>")[2]
    inside = text.partition(fold)[2].partition("</details>")[0]
    assert f"{judging.MARGINS['play']:g} of a point" not in outside
    assert f"{judging.MARGINS['play']:g} of a point" in inside and "How a bid is marked" in inside
    cases = [line for line in outside.splitlines() if line.startswith("- **")]
    assert [c.partition(":**")[0] for c in cases] == [
        "- **Yes", "- **Also fine", "- **Not the best choice here"]  # the words shown (expert50)
    assert "did a little better" not in text and "both work here" not in text
    assert f"{judge.PRECOMPUTED.least} or more that fit what you can see" in text
    assert "README" not in text  # no teacher-facing text in the learner's lesson
    # twelve: "told a choice is 'also fine' or even 'the best' and the hand then 'goes on as
    # recorded' is confusing": the page says it once, plainly, with why, before the hands
    assert outside.count("goes on with the recorded choice") == 1, "said once"
    assert "goes on as recorded" not in outside and "*Go on with …*" in outside
    assert outside.index("**A hand keeps its own story.**") < outside.index("hand_list()")


@pytest.mark.parametrize(("name", "hand"), HANDS, ids=NAMES)
def test_a_hands_notes_say_what_it_is_about_not_what_happens(
    name: str, hand: HandRecord
) -> None:
    spoilers = ("march", "all five", "euchred", "take every trick", "score 4")
    said = " ".join(hand.notes).lower()
    assert not [w for w in spoilers if w in said], f"{name}'s notes give the outcome away"


def test_a_refused_choice_names_the_better_one_and_its_reason_not_just_figures() -> None:
    """Issue 27, item 6: "Not the best choice… Your ace of spades. Try again." gave figures
    and no reason: the hand's comment only named the card."""
    hand = guide("08_discard_to_a_void.txt")
    reach(hand, 4)  # South, the dealer, has taken up A♥ and discards
    attempt = hand.attempt("discard AS")
    assert not attempt.accepted
    # The reason is the refused card's own ``# why not`` line, in cards; "Better: discard
    # 9♣." then stands alone (expert49: the recorded reason again after it ran a choice to
    # 60-90 words). One reason shown (expert55): what 9♣ is worth waits in the fold.
    assert attempt.words() == ("Not the best here. A♠ is a likely trick of its own. Better:"
                               " discard 9♣. Try again.")
    assert attempt.more.startswith("Keeping 9♣, which wins nothing, leaves you holding a club")
    learner_comments = [
        comment
        for name, record in load_hands()
        for (seat, _action), comment in zip(record.actions, record.comments, strict=True)
        if seat == LEARNER and comment
    ]
    bare = [c for c in learner_comments if re.fullmatch(r"(Lead )?[Yy]our (ace|king) of \w+", c)]
    assert bare == []  # a comment the learner reads as the reason must give one


def test_also_fine_choices_after_a_right_one_say_why_they_are_fine() -> None:
    """Issue 27, item 7: lesson 8 said "Also fine: A♦ or A♠" on a club lead, letting A♣ win,
    with no reason."""
    hand = guide("01_left_bower_trap.txt")
    reach(hand, 20)  # North's A♥ takes the trick whatever South plays: 10♣ or K♠
    attempt = hand.attempt("play TC")
    # expert56: the hand's reason, which keeps K♠, shown; that K♠ does as well, in the fold
    assert attempt.accepted and attempt.words() == ("Yes. North is winning: play your low club"
                                                    " and keep K♠.")
    assert "K♠ does as well here." in attempt.more
    assert "the two score the same on average" in attempt.figures


def test_several_best_choices_say_how_close_they_score_in_the_judges_figures() -> None:
    """walk18: "Over 400 deals…, each scores about as many points a hand" (as many as
    what?), with ", because points come from reaching three tricks…, so a trick given up can
    cost nothing" said of every card, even A♠ led instead of K♠, where no trick is given up."""
    hand = guide("01_left_bower_trap.txt")
    reach(hand, 13)  # South leads A♠; K♠ does as well
    said = hand.attempt("play AS")
    assert said.figures == (
        "Over 400 deals that fit what you can see, the two score the same on average: with"
        " either, on average the other side scores about 0.2 of a point a hand.")
    assert "as many points" not in said.feedback and "trick given up" not in said.feedback
    hand = guide("06_next_in_round_2.txt")
    reach(hand, 5)
    figures = hand.attempt("play JH").figures  # the deals: as many as the judge last needed
    assert re.fullmatch(
        r"Over \d+ deals that fit what you can see, all four score within about 0\.1 of a point"
        r" a hand of each other: with J♥, on average your side scores about 1\.5 points a"
        r" hand\.", figures), figures  # fmt: skip


def test_another_best_bid_is_named_as_a_choice_not_a_verb_glued_in() -> None:
    """walk18: "Yes: to name ♠ spades is one of the best choices here, and so is name ♠
    spades, alone"."""
    hand = guide("07_partners_ace.txt")
    reach(hand, 6)
    said = hand.attempt("call S").feedback  # alone is refused now (the loner rule, loner19)
    assert said.startswith("Yes. Round 2: J♠ (the right bower)")
    assert "to name" not in said and "so is name" not in said


def test_each_hand_is_placed_in_the_first_lesson_that_plays_it() -> None:
    lessons = hand_lessons()
    assert sorted(lessons) == sorted(NAMES)
    assert lessons["08_discard_to_a_void.txt"] == 5 and lessons["03_assist_and_march.txt"] == 5
    assert lessons["06_next_in_round_2.txt"] == 7 and lessons["04_successful_loner.txt"] == 8
    assert lessons["01_left_bower_trap.txt"] == 3  # following suit, before the bidding
    assert lessons["13_counting_trumps.txt"] == 10  # lesson 10 plays every hand
    assert hands_before_loners() == {n for n, lesson in lessons.items() if lesson < 8}


@pytest.mark.parametrize("name", NAMES)
def test_a_hand_played_before_lesson_8_never_judges_going_alone(name: str) -> None:
    """Candidates follow the lesson: hands 06 and 08 once accepted only going alone in
    lessons 6 and 7, before loners are taught, and refused the plain call they teach."""
    record = next(h for n, h in HANDS if n == name)
    early = name in hands_before_loners()
    for data in STORED["hands"][name]["decisions"]:
        stored = judging.Judgement.from_json(data)
        loners = [v.action for v in stored.verdicts if judge.is_loner(Action.parse(v.action))]
        legal = [a for a in record.deal(stored.index).view(LEARNER).legal_actions
                 if judge.is_loner(a)]  # fmt: skip
        if early:
            assert not loners and "alone" not in stored.recorded, f"{name} #{stored.index + 1}"
            assert not any("alone" in v.why or "loner" in v.why for v in stored.verdicts)
        else:
            assert len(loners) == len(legal), f"{name} #{stored.index + 1} leaves out a loner"


def test_going_alone_in_an_early_hand_says_it_comes_in_lesson_8() -> None:
    hand = guide("08_discard_to_a_void.txt")
    reach(hand, 3)
    attempt = hand.attempt("order alone")
    assert not attempt.accepted and "lesson 8" in attempt.feedback and hand.waiting
    assert "comes later" not in attempt.feedback  # expert44: false when played in lesson 10
    assert attempt.feedback.startswith("This hand is played with your partner")
    assert hand.attempt("order").accepted


def test_a_refused_pass_quotes_the_plain_order_up_it_recommends() -> None:
    """Issue 23, item 4: hand 03's Pass feedback quoted going alone's figure while it
    recommended a plain order up. Played in lesson 6, the hand judges no loner."""
    hand = guide("03_assist_and_march.txt")
    reach(hand, 1)
    attempt = hand.attempt("pass")
    assert not attempt.accepted
    assert "passing costs about " in attempt.feedback and "against ordering up:" in (
        attempt.feedback
    )
    assert "Better: order up the upcard" in attempt.feedback
    figures = attempt.feedback.partition(" Over ")[2]  # the judge's part, after the reason
    assert "alone" not in figures
    # the record's own note (which looks ahead: lesson 11 brings the hand back with loners)
    # is said where the learner orders up; the refused Pass says its own reason (expert49)
    assert "Going alone (lesson 8)" not in attempt.feedback
    assert "three of its four highest cards. Better: order up the upcard. Try again." in (
        attempt.words())


def test_lesson_5_plays_hand_03_without_its_note_on_going_alone() -> None:
    """expert49 read hand 03's note, "Going alone (lesson 8) would score a little more ...
    lesson 11 comes back to it", as a distraction in lesson 5. The record keeps it for lesson
    10 (the test below); on lesson 5's page, before going alone is taught, neither the right
    bid's answer nor a refused pass's says it."""
    from widgets.guided import GuidedHandPlayer

    player = GuidedHandPlayer("03_assist_and_march.txt")  # as lesson 5 does
    player.step()
    said = [player.choose("pass").feedback, player.choose("order").feedback]
    assert said[1].startswith("Yes. You hold J♥, J♦ and K♥"), said
    assert not [w for w in said if "alone" in w or "lesson 11" in w], said


def test_a_recorded_bid_in_a_hand_without_going_alone_is_yes_only_among_partner_bids() -> None:
    """A cold expert review: lesson 10 replays hands 03 and 06 (recorded before lesson 8)
    and said a plain "Yes" to bids lesson 11's quiz marks worse than going alone. A cold
    learner walk could not read "Yes, of the bids with your partner:", said to a stuck
    dealer too: it is "Yes: the best bid with your partner.", only where the note says
    going alone would score more."""
    # expert58: "scores more" of a loner that fails the test measured the course's soft
    # defenders; the note says the bolder choice
    for name, index, alone in (("03_assist_and_march.txt", 1, "is the bolder choice"),
                               ("06_next_in_round_2.txt", 4, "is the bolder choice")):
        hand = guide(name)
        # as a tool walks it with the note's loner aside kept: the pages leave it out before
        # lesson 8 (GuidedHand.from_file does so too, expert56) and lesson 10 judges loners
        assert hand.before_loners
        hand.before_loners = False
        reach(hand, index)
        said = hand.attempt(hand.expected().action).feedback
        assert said.startswith("Yes: the best bid with your partner. "), said
        assert f"Going alone (lesson 8) {alone}" in said
    stuck = guide("05_stick_the_dealer.txt")  # a stuck dealer's call: going alone not said
    index = next(i for i, c in enumerate(stuck.record.comments) if c and c.startswith("Stuck"))
    reach(stuck, index)
    said = stuck.attempt(stuck.expected().action).feedback
    assert said.startswith("Yes. Stuck: you must name a suit, and clubs"), said
    hand = guide("01_left_bower_trap.txt")  # judged with going alone: a plain Yes
    reach(hand, 2)
    assert hand.attempt("pass").feedback.startswith("Yes. ")


def test_a_coach_notes_figure_is_the_stored_difference() -> None:
    """Review F: hand 07's note said trumping was "better by about 0.2 of a point" where the
    stored values differ by 0.07. A figure in a note must be the stored difference between
    the recorded choice and the coach's, to the tenth it is said in. (No note carries a
    figure since session 39, when hand 14's last lead, the one that had one, came to follow
    the coach; this stands for the next note that does.)"""
    for name, entry in STORED["hands"].items():
        for data in entry["decisions"]:
            note = entry["coach_notes"].get(str(data["index"]), "")
            for said in re.findall(r"about (\d\.\d) of a point", note):
                values = {v["action"]: v["value"] for v in data["verdicts"]}
                gap = judge.shown_difference(values[data["recorded"]], values[data["coach"]])
                assert f"{gap:.1f}" == said, (name, data["index"], said, gap)


_AMOUNT = (r"(almost nothing|about half a point|about 1 point"
           r"|about \d+\.\d (?:of a point|points))")
_SCORES = rf"on average (?:(your side|the other side) scores {_AMOUNT}|neither side scores much)"


def _points(side: str | None, said: str | None) -> float:
    """A figure as the words say it, for South's side: "the other side scores about 0.7 of
    a point" is -0.7."""
    if side is None or said is None or said == "almost nothing":
        return 0.0
    size = 0.5 if said == "about half a point" else 1.0 if said == "about 1 point" else float(
        said.split()[1])
    return size if side == "your side" else -size


def test_a_refusals_cost_is_the_difference_of_the_figures_it_prints() -> None:
    """A learner read "costs about 1 point" worked from figures of 0.2 and 0.7 (0.9 on the
    screen). In every stored refusal the cost is the difference of the two figures printed
    beside it, and it matches the stored values rounded as they are said."""
    pattern = re.compile(rf"costs {_AMOUNT} a hand against .*?: with .*? {_SCORES} a hand,"
                         rf" and with .*? {_SCORES}")  # fmt: skip
    checked = 0
    for name, entry in STORED["hands"].items():
        for data in entry["decisions"]:
            values = [v["value"] for v in data["verdicts"] if v["value"] is not None]
            for v in data["verdicts"]:
                found = pattern.search(v["why"])
                if found is None:
                    continue
                cost = _points("your side", found[1])
                mine, best = _points(found[2], found[3]), _points(found[4], found[5])
                if "before rounding" not in v["why"]:
                    assert round(best - mine, 1) == cost, (name, data["index"], v["why"])
                else:  # the gap itself, where the rounded figures would say it under the margin
                    assert round(best - mine, 1) <= judge.MARGIN < cost, (name, v["why"])
                assert judge.shown_difference(max(values), v["value"]) == cost, (name, v["why"])
                checked += 1
    assert checked > 20


def test_a_tie_with_the_textbook_choice_is_not_called_the_best() -> None:
    """Review G: hand 14, decision 2 called "hearts alone" with two trumps the best, 1.31
    against the textbook call's 1.28, a difference inside the margin. Within the margin,
    the recorded call comes first and the two are said to be about as good."""
    for name, entry in STORED["hands"].items():
        for data in entry["decisions"]:
            verdicts = data["verdicts"]
            values = [v["value"] for v in verdicts if v["value"] is not None]
            recorded = next(v for v in verdicts if v["action"] == data["recorded"])
            if not values or recorded["value"] is None:
                continue
            if max(values) - recorded["value"] <= judging.MARGINS["play"] + 1e-9:
                assert verdicts[0]["action"] == data["recorded"], (name, data["index"])
                for v in verdicts:
                    if v["action"] != data["recorded"]:
                        assert "the most" not in v["why"], (name, data["index"], v["action"])
    hand_14 = STORED["hands"]["14_seat_and_upcard.txt"]["decisions"]
    call = next(d for d in hand_14 if d["recorded"] == "call H")
    assert call["verdicts"][0]["action"] == "call H"
    alone = next(v for v in call["verdicts"] if v["action"] == "call H alone")
    # Judged, and refused: with West, on the lone maker's left, leading (issue 23's default)
    assert not alone["accepted"] and "naming hearts alone costs about" in alone["why"]


def test_an_also_note_names_a_choice_the_judge_accepts_and_is_said_when_it_is_made() -> None:
    """The teacher's review (issue 23): hand 17's A♠ discard and hand 11's ace throws were
    accepted with the judge's figures and the recorded card's reason, but no word on why
    the learner's own card is fine. An ``# also ACTION:`` line gives it one; every such
    line names a choice the stored verdict accepts, and the learner reads it. Or one the
    judge's loner rule refuses though it came within the margin (loner19): the note says
    why in cards, before the refusal."""
    found = 0
    for name, _ in HANDS:
        text = (hands_dir() / name).read_text(encoding="utf-8")
        entry = STORED["hands"][name]
        # where the hand is played: its own page, and lesson 10 with loners for a hand first
        # played before going alone (hand 08's "# also order alone" is read only there)
        judged = [entry["decisions"], entry.get(judging.AFTER_LONERS, [])]
        for index, notes in judging.choice_notes(text).items():
            stored = [d for ds in judged for d in ds if d["index"] == index]
            accepted = {v["action"] for d in stored for v in d["verdicts"] if v["accepted"]
                        or v["why"].startswith("This hand fails lesson 8's loner test")}
            for action, words in notes.items():
                assert stored and action in accepted and action != stored[0]["recorded"], (
                    name, action)
                assert re.search("[♠♥♦♣]", words), (name, action)
                found += 1
    assert found >= 6
    hand = guide("17_lead_trump_to_partner.txt")
    reach(hand, 2)
    attempt = hand.attempt("discard AS")  # accepted, with its own reason and the habit
    # the habit leads (terse: "Throwing A♠ keeps K♠ ..." first read as praise for the
    # opposite of lesson 5's habit), then the ace in its cost; the deal's own reason waits in
    # the fold (expert56: a discarded ace is never fine in the shown words)
    assert attempt.accepted and attempt.words().startswith("Q♣ is the habit to build: discard Q♣")
    assert attempt.habit and attempt.words() == attempt.habit
    assert attempt.words().endswith("Your A♠ is an ace: thrown, it gives up a likely trick. It"
                                    " costs little in this hand; next time, discard Q♣.")
    assert attempt.more.startswith("Throwing A♠ keeps K♠ and both clubs.")
    assert "an ace is usually a trick" in attempt.more
    hand = guide("01_left_bower_trap.txt")
    reach(hand, 20)
    attempt = hand.attempt("play KS")
    assert attempt.accepted and "North's A♥ takes this trick whatever you play" in (
        attempt.feedback
    )


def test_the_teachers_hand_notes_say_the_count_the_seat_and_the_lead() -> None:
    """The teacher's review (issue 23): hand 04 cashed A♥ without saying every trump was
    out; hand 13's first trump gave no seat; hand 14's coach note applied a rule for
    throwing a card away to a lead."""
    hand_04 = (hands_dir() / "04_successful_loner.txt").read_text(encoding="utf-8")
    assert "every other trump has been played and the only trump left is your A♠" in hand_04
    hand_13 = (hands_dir() / "13_counting_trumps.txt").read_text(encoding="utf-8")
    # l1011: the seat after the reason in cards, so that a "Yes" shows the reason first
    assert "South: play TD          # You have no hearts: 10♦, your lowest trump, takes" in (
        hand_13
    ) and "You play second: West and then your partner North play after you." in hand_13
    hand_14 = (hands_dir() / "14_seat_and_upcard.txt").read_text(encoding="utf-8")
    # Its last lead follows the coach since session 39 (J♣, K♦ also fine): the reason is the
    # record's own, with no coach note, and never a rule for throwing a card away.
    assert not STORED["hands"]["14_seat_and_upcard.txt"]["coach_notes"]
    note = next(line for line in hand_14.splitlines() if line.startswith("South: play JC "))
    assert "throws the lowest" not in note and "both J♣ and K♦ to win" in note
    # rules21: lesson 11's list never teaches "No sure winner: lead low": said in plain words
    assert "rule of thumb" not in note and "With no card sure to win" in note
    assert "No sure winner" not in hand_14


def test_an_also_fine_choice_is_compared_with_the_recorded_one() -> None:
    """Cold expert review (issue 23): in hand 03 the record plays K♥ and J♦ is also fine,
    but the feedback said "Playing the J♦ is about as good as playing the J♥", the judge's
    best, not the card the hand goes on with. An accepted choice other than the recorded
    one is compared with the recorded one."""
    records = dict(HANDS)
    checked = 0
    for name, entry in STORED["hands"].items():
        record = records[name]
        for data in entry["decisions"]:
            view = record.deal(data["index"]).view(2)
            recorded = judging._label(Action.parse(data["recorded"]), view)
            for verdict in data["verdicts"]:
                if not verdict["accepted"] or verdict["action"] == data["recorded"]:
                    continue
                mine = judging._label(Action.parse(verdict["action"]), view)
                head = f"{mine} is about as good as "
                if verdict["why"].startswith(head):
                    said = recorded[:1].lower() + recorded[1:]
                    assert verdict["why"].startswith(f"{head}{said}:"), (
                        name, data["index"], verdict["why"])
                    checked += 1
    assert checked >= 10


_CARD = r"(?:10|[9JQKA])[♠♥♦♣]"
_YOURS = re.compile(rf"\byour ({_CARD}(?:(?:, | and ){_CARD})*)|({_CARD}), which you hold")


def test_every_also_fine_choice_has_a_reason_in_the_positions_cards() -> None:
    """The cold expert review (issue 23): 66 choices the guided hands accept besides the
    recorded one were told only the judge's figures. Each now has an ``# also ACTION:``
    line, and a card a line calls "your X" (or "X, which you hold") is in South's hand
    at that decision, so no reason claims a card the learner does not hold."""
    missing, untrue = [], []
    for name, record in HANDS:
        text = (hands_dir() / name).read_text(encoding="utf-8")
        notes = judging.choice_notes(text)
        for decision in STORED["hands"][name]["decisions"]:
            index = decision["index"]
            hand = {str(c) for c in record.deal(index).view(LEARNER).hand}
            for verdict in decision["verdicts"]:
                action = verdict["action"]
                if not verdict["accepted"] or action == decision["recorded"]:
                    continue
                words = notes.get(index, {}).get(action)
                if words is None:
                    missing.append(f"{name} #{index} {action}")
                    continue
                for match in _YOURS.finditer(words):
                    named = re.findall(_CARD, match.group(1) or match.group(2))
                    for label in named:
                        card = str(Action.parse(f"play {_notation(label)}").card)
                        if card not in hand:
                            untrue.append(f"{name} #{index} {action}: {label} is not South's")
    assert not missing, missing
    assert not untrue, untrue


def _notation(label: str) -> str:
    rank, suit = label[:-1], label[-1]
    return ("T" if rank == "10" else rank) + {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}[suit]


def test_a_right_card_among_equals_says_the_verdict_first_and_the_reason_as_the_records() -> None:
    """Issue 27 (words11), lesson 10's hand 3: playing K♠ on North's K♣ read "Yes. ... Trump
    it yourself ... Also fine here: A♠, J♠ or Q♥", telling a learner to trump and, in the same
    breath, that not trumping (Q♥) was as good. The verdict comes first and says every
    accepted card; the record's instruction is said as why the hand plays its card, and the
    hand's note says why not trumping is fine too. Expert57 then read "Yes: K♠ is one of the
    best cards here, and so are J♠, A♠ and Q♥" with the reason for trumping out of view: the
    record's own reason is shown, in cards and without an order to trump."""
    hand = guide("07_partners_ace.txt")
    reach(hand, 13)  # North leads K♣; South, void in clubs, trumps with K♠ in the record
    attempt = hand.attempt("play KS")
    said, shown = attempt.feedback, attempt.words()
    # expert74: the count of clubs was said twice, in the record's reason and in the note's
    # fold; the reason says what the count shows, and the note counts them
    assert attempt.accepted and shown.startswith(
        "Yes. West, after you, has no club left and may trump your partner's king"), said
    assert "all five have been played, three in the first trick" in attempt.more
    assert "your K♠ can lose only to J♣." in shown
    assert "one of the best" not in shown and "The coach's rule says" not in shown
    # the note, whole, in the fold: cut after "play low", it read as the opposite (terse)
    assert "trumping and throwing Q♥ come out about the same" in attempt.more
    assert "J♠, A♠ and Q♥ do as well here." in attempt.more
    assert "trump it yourself" not in said.lower()  # the record's order, where Q♥ is as good
    hand = guide("06_next_in_round_2.txt")  # no note there: the record's reason, as its own
    reach(hand, 5)
    said = hand.attempt("play JH").feedback
    assert said.startswith("Yes: J♥ is the usual choice, the habit to keep. You named trump")


def _index(hand: GuidedHand, recorded: str) -> int:
    return next(i for i in decisions(hand.record) if str(hand.record.actions[i][1]) == recorded)


def test_an_accepted_choice_that_is_not_the_rules_works_here_but_the_rule_is_the_habit() -> None:
    """A cold review by an experienced teacher: hand 17 said "Also fine" to throwing away
    A♠, which lessons 5 and 6 say to keep, and hand 07 to naming spades alone, which lesson
    8's loner test refuses (0.68 a hand against 0.82 with the partner). A♠ is accepted
    (within the judge's margin), but said as working here, with the rule's choice, the rule
    and the cards, as the habit to keep. The loner, since a later review ("You can see two
    losing hearts. A loner has to see five tricks"), is refused by the judge's loner rule,
    with the loner test's misses in cards and why a close loner counts as a loss."""
    hand = guide("03_assist_and_march.txt")
    index = _index(hand, "play KH")  # trumping with J♥ scores within the margin of K♥
    reach(hand, index)
    bower = hand.attempt("play JH")
    assert bower.accepted and bower.instead == Action.parse("play KH")
    # The reason in the position's cards first, then one sentence (expert42; a later
    # review: "Yours works here too. The rule ... picks K♥. Playing K♥ is the habit to
    # build" was three messages in one breath). J♥ scored a little more than K♥ played out
    # (1.547 against 1.502 in judged.json): no habit named (habit47), K♥ the usual play,
    # and never "yours did a little better when played out" (expert48).
    # Since terse, the usual play leads, with its reason in cards, J♥'s own after it
    assert bower.words().startswith(bower.habit)
    # On lesson 5's page the usual play's sentence alone (expert55: no "your J♥ works about
    # as well here" and no trick-level reason; lesson 10's replay says both).
    # expert56: then J♥ in its own cost, accepted without praise
    assert bower.habit == (f"K♥{USUAL_MARK}play: you have no diamonds, so K♥ takes the trick"
                           " from East's K♦. Your J♥ also takes the trick, but it spends the"
                           " right bower.")
    assert "better" not in bower.habit and ABOUT_AS_WELL not in bower.feedback
    assert "J♥ takes this trick as surely as K♥" not in bower.feedback
    assert "Also fine" not in bower.feedback
    hand = guide("17_lead_trump_to_partner.txt")
    index = _index(hand, "discard QC")
    reach(hand, index)
    king = hand.attempt("discard KC")  # touching the rule's Q♣: also fine
    assert king.accepted and not king.habit and king.feedback.startswith(
        "Also fine: your K♣, as good as Q♣ here.")
    hand = guide("17_lead_trump_to_partner.txt")
    reach(hand, index)
    ace = hand.attempt("discard AS")  # 0.07 less than the rule's Q♣: works, Q♣ the habit
    assert ace.accepted and ace.habit and "Throwing A♠ keeps K♠" in ace.more
    # no praise (expert55); the ace in its cost, the tie in the fold (expert56)
    assert ace.words() == (f"Q♣{HABIT_MARK}: discard Q♣, your lowest plain card, and keep your"
                           " trumps (diamonds) and aces. Your A♠ is an ace: thrown, it gives up"
                           " a likely trick. It costs little in this hand; next time, discard"
                           " Q♣.")
    assert ace.kind == "close" and ace.broke == "Q♣"  # expert58: not "accepted", not right
    assert ace.more.endswith(f"Your A♠{NOT_BY_MUCH}.") and NOT_BY_MUCH not in ace.words()
    hand = guide("17_lead_trump_to_partner.txt")
    reach(hand, index)
    kept = hand.attempt("discard QC")  # the rule's own: A♠ is not "one of the best"
    # expert56: the verdict, the habit and the hand's reason; K♠, A♠ and K♣ in the fold
    assert kept.words() == ("Yes: Q♣ is the rule of thumb's choice, the habit to keep. No single"
                            " card empties a suit here, so throw your lowest plain card, Q♣, and"
                            " keep the trumps and A♠.")
    # l1011: a "Yes" shows one reason in cards; the rest waits in "Why?"
    assert kept.more == ("You hold two spades and two clubs: lesson 5 says to throw the lowest"
                         " plain card when no card empties a suit."
                         f" K♠ and A♠ are{NOT_BY_MUCH.removeprefix(' is')}. Q♣ and K♣ are"
                         " equal here.")

    hand = guide("07_partners_ace.txt")
    index = _index(hand, "call S")
    reach(hand, index)
    alone = hand.attempt("call S alone")
    assert not alone.accepted and not alone.habit
    assert alone.feedback.startswith(
        "Close, but not the best here. J♠, A♠ and K♠ are three of the four highest trumps, but you"
        " can see two losing hearts: Q♥ and 9♥ lose to A♥ and K♥ almost every time, and a"
        " loner has to see five tricks. Better: name ♠ spades.")
    # The loner sits just either side of the margin as the coach changes (0.141 below the
    # partner bid, 0.151 after session 39's coach, 0.131 after count41's): refused on the
    # figures or by the loner rule, the hand's own words in cards first either way.
    assert ("naming spades alone costs about 0.2 of a point a hand against naming spades"
            in alone.feedback or "a loner that only comes close is counted as a loss"
            in alone.feedback)  # fmt: skip
    assert ("with naming spades alone on average your side scores about 0.7 of a point a hand,"
            " and with naming spades on average your side scores about 0.8 of a point a hand."
            ) in alone.feedback  # fmt: skip
    assert NOT_BY_MUCH not in alone.feedback and HABIT_MARK not in alone.feedback
    hand = guide("07_partners_ace.txt")
    reach(hand, index)
    partner = hand.attempt("call S").feedback
    assert partner.startswith("Yes. Round 2: J♠ (the right bower), A♠ and K♠")
    assert "spades alone" not in partner
    assert "so is naming ♠ spades alone" not in partner


@pytest.mark.parametrize("name", NAMES)
def test_no_accepted_choice_that_is_not_the_rules_is_only_also_fine(name: str) -> None:
    """Every guided decision, every accepted choice: one that is not the rule of thumb's
    (where the hand follows the rule and the rule's choice is accepted) and does not follow
    it as well says, after its reason, that both work and the rule's choice is the habit to
    build, and why, in one sentence, never "Also fine" (or, where it scored more than the
    rule's in judged.json, that the rule's choice is the usual play and yours works about
    as well, never that yours did better: expert48); one that
    follows the rule as well (a touching card, a low card scoring the same on every deal)
    says "Also fine"; beside the rule's own, "so is ..." names only those."""
    from euchre_teach.course.early_words import brief_habit
    from euchre_teach.course.habit_words import equal_to_rule, guided_rule

    record = dict(HANDS)[name]
    for index in decisions(record):
        for action in guide(name).judge.judgement(index).accepted:
            hand = guide(name)
            reach(hand, index)
            judgement = hand.judge.judgement(index)
            view = hand.deal.view(LEARNER)
            rule = guided_rule(judgement, view, loners=hand.judge.loners)
            mine, theirs = (judgement.verdict(Action.parse(a)) for a in (action, judgement.coach))
            follows = rule is None or equal_to_rule(
                Action.parse(action), Action.parse(judgement.coach), view,
                mine.value if mine else None, theirs.value if theirs else None,
                rule_key=judgement.coach_rule)  # fmt: skip
            said = hand.attempt(action)
            assert said.accepted
            where = (name, index, action)
            if action == judgement.recorded:
                assert said.feedback.startswith("Yes"), where
            elif follows:
                assert said.feedback.startswith("Also fine: ") and not said.habit, where
            else:  # its reason in cards, then the one sentence
                assert mine is not None and theirs is not None and mine.value is not None
                more = theirs.value is not None and mine.value > theirs.value
                mark = USUAL_MARK if more else HABIT_MARK
                # yours, after the rule's, in the same sentence: not wrong by much, never
                # that it "can work" (expert55), or, where it scored more, about as well
                after = ABOUT_AS_WELL if more else NOT_BY_MUCH
                if brief_habit(said.habit, Action.parse(action), hand.lesson):
                    # expert55: lessons 3 and 5 say the habit alone, no "works" beside it
                    assert mark in said.habit and NOT_BY_MUCH not in said.feedback, where
                    assert ABOUT_AS_WELL not in said.feedback, where
                elif (card := Action.parse(action).card) is not None:
                    # expert56: the habit, then yours in its own cost; the tie in the fold
                    assert mark in said.habit and f". Your {card.label()} " in said.habit, where
                    assert after not in said.words() and said.more.endswith(f"{after}."), where
                    assert f"Your {card.label()} " in said.more, where
                else:
                    assert mark in said.habit and said.habit.endswith(f"{after}."), where
                assert "can work" not in said.feedback and "here too" not in said.feedback
                assert "better" not in said.habit, where
                assert said.words().startswith(said.habit), where  # the habit leads (terse)
                assert (HABIT_MARK in said.habit) != more and "Also fine" not in said.feedback


def test_a_refused_choice_says_the_better_one_as_a_sentence_not_glued_to_the_notes_action(
) -> None:
    """A cold expert review of lesson 10's quiz: "The better choice is to name ♥ hearts: Now
    name hearts, next: ..." and "... take the upcard up: Take up A♥: ...": the hand's note,
    glued after a colon, said the action again. The better choice is its own sentence and
    the note follows without restating it, in the quiz and in the guided hand alike."""
    from euchre_teach.course import quizzes

    said = {item.key: [o.feedback for o in item.options if not o.correct]
            for item in quizzes.quiz(10)}  # fmt: skip
    refused = [text for texts in said.values() for text in texts]
    assert refused and not [t for t in refused if "The better choice is to" in t]
    # beside its own reason and the close call's opening (expert82), the loner's refusal says
    # the better bid alone, to stay a glance
    # expert87, expert88, expert89: beside a refused choice's own reason, the better one is
    # named alone, its reason left to its own answer (a wall of text under seven options)
    assert all("Better: name ♥ hearts." in t for t in said["L10/14"])
    assert not [t for t in said["L10/14"] if "J♥ is the right bower in hearts" in t]
    # hand 08's dealer (L10/10, retired by expert54: taking it up with the partner is right
    # beside the loner): pass, refused, has its own reason, so "Better: ..." stands alone
    l10_10 = [o.feedback for i in quizzes.retired(10) if i.key == "L10/10"
              for o in i.options if not o.correct]  # fmt: skip
    assert len(l10_10) == 1 and split_opening(l10_10[0])[1].startswith("Passing gives up hearts")
    assert "Better: take up A♥." in l10_10[0]  # its note left out beside the opening (a glance)
    assert all("Better: play 9♣." in t for t in said["L10/12"])
    assert not any("Better: play 9♣. You have no spades: 9♣ takes" in t for t in said["L10/12"])
    assert not [t for t in refused if re.search(r"Better: [^.]*\. (Take up|Now name)", t)]
    hand = guide("08_discard_to_a_void.txt")
    reach(hand, 3)  # South, the dealer, takes up A♥ in the record
    attempt = hand.attempt("pass")
    assert attempt.words().startswith(  # the refused choice's own reason, then the better
        "A costly choice."  # its cost, 1.7 points a hand, in the figures' fold (terse)
        " Passing gives up hearts, where your J♥ and Q♥ are best:"
        " only round 1 offers the upcard's suit, and you speak last in it."
        " Better: take the upcard up. Try again."), attempt
    assert "Take up A♥" not in attempt.feedback


def test_a_refused_cards_cost_is_measured_against_the_card_the_words_name() -> None:
    """expert42: "Better: play K♥ ... playing the A♠ costs about 0.3 of a point a hand
    against playing the J♥". The cost is measured against the recorded card the words name,
    when the refused card is beyond the margin of it too."""
    hand = guide("03_assist_and_march.txt")
    reach(hand, _index(hand, "play KH"))
    attempt = hand.attempt("play AS")
    assert not attempt.accepted and "Better: play K♥" in attempt.feedback
    assert "costs about 0.3 of a point a hand against playing the K♥" in attempt.feedback
    assert "against playing the J♥" not in attempt.feedback


@pytest.mark.parametrize("name", [n for n in NAMES if n not in hands_before_loners()])
def test_a_refused_loner_where_the_hand_bids_with_its_partner_says_why_not_alone(
    name: str,
) -> None:
    """expert46: hand 13 refused ordering up alone with only the order-up's reason. Where
    the recorded bid is made with the partner and the same bid alone is refused, the words
    before "Better:" give a reason against going alone (a ``# why not`` line)."""
    hand = guide(name)
    silent = []
    for index in decisions(hand.record):
        recorded = hand.record.actions[index][1]
        if recorded.alone or recorded.kind not in (Kind.ORDER, Kind.CALL):
            continue
        alone = Action.parse(f"{recorded} alone")
        verdict = hand.judge.judgement(index).verdict(alone) if hand.judge else None
        if verdict is None or verdict.accepted:
            continue
        walk = guide(name)
        reach(walk, index)
        before = walk.attempt(alone).feedback.split("Better:")[0]
        if "alone" not in before.lower() and "loner" not in before.lower():
            silent.append(f"action {index + 1}: {alone!s}: {before!r}")
    assert not silent, "\n".join(silent)


def test_a_bid_kept_beside_a_loner_says_which_scores_more_not_within_a_wide_gap() -> None:
    """expert95: lesson 10's replay said of hand 06's bid with the partner, kept beside the
    accepted loner, "the two score within about 1.1 points a hand of each other", where every
    other page calls a 0.3 gap "Not the best here". The figures say which scores more, and
    against whom."""
    hand = GuidedHand.from_file(hands_dir() / "06_next_in_round_2.txt", loners=True)
    reach(hand, 4)
    said = hand.attempt("call H")
    assert said.accepted
    assert "within" not in said.figures
    assert re.fullmatch(
        r"Over \d+ deals that fit what you can see, naming ♥ hearts alone scores about 1\.1"
        r" points a hand more, against this course's computer defenders, who are easy on a"
        r" lone hand; by naming ♥ hearts, on average your side scores about 1\.5 points a"
        r" hand\.", said.figures), said.figures  # fmt: skip
