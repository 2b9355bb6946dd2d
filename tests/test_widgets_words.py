"""Everything a learner reads uses card labels (A♠) and words, never codes (issue 10).

The texts come from every producer of learner-facing words: the rules' explanations and
refusals, the table's status and chips, the bidding panel, the hints and the coach's
reasons, the drills and quizzes, the guided hands and the game's review. Each is scanned
for code-like tokens: card codes ("AS", "TD"), lower-cased labels ("a♠"), action notation
("call H alone", "play AS", 'order') and Python reprs.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from euchre_teach import Action, Deal, IllegalAction, Phase, Rules
from euchre_teach.core.actions import CALL, CALL_ALONE, DISCARD, PLAY, Kind
from euchre_teach.core.dealing import deal_cards
from euchre_teach.core.explain import action_done, explain_play, explain_plays, explain_trick
from euchre_teach.course import drills, quizzes
from euchre_teach.course.catalogue import LESSONS, GuidedHand, load_hands
from euchre_teach.players import CoachBot
from euchre_teach.players.principles import PRINCIPLES
from euchre_teach.strategy.hints import hint
from widgets.bidding import BiddingPanel
from widgets.course import to_question
from widgets.guided import GuidedHandPlayer
from widgets.hand_review import hand_review
from widgets.questions import MultipleChoice, PickCards, WhoWins, check
from widgets.table import Table

CODE_LIKE = [
    re.compile(r"\b(?:10|[2-9TJQKA])[CDHS]\b"),  # card codes: AS, TD, 10H
    re.compile(r"(?<![\w])[tjqka][♠♣♥♦]"),  # lower-cased labels: a♠
    re.compile(r"(?<![♠♣♥♦] )\b(?:call|calls|order|play|discard)s? [CDHScdhs]\b"),  # "call H"
    re.compile(r"'(?:pass|order(?: alone)?|call \w+(?: alone)?|play \w+|discard \w+"
               r"|defend alone|claim renege)'"),  # quoted notation
    re.compile(r"<[\w.]+ object at 0x|\b(?:Action|Card|Suit|Kind|Phase)(?:\.[A-Z]|\()"),
]


def code_like(text: str) -> list[str]:
    return [m.group(0) for pattern in CODE_LIKE for m in pattern.finditer(text)]


def test_the_scanner_catches_the_leaks_seen_on_screen() -> None:
    for leak in ("You: play a♠.", "you chose playing the a♥", "East: call H alone",
                 "not 'call S'", "play AS", "<widgets.cards.Cards object at 0x7f>"):  # fmt: skip
        assert code_like(leak), leak
    for fine in ("You played A♠.", "East called hearts and went alone.", "Call ♥ hearts",
                 "10♦ and 9♥", "as well"):  # fmt: skip
        assert not code_like(fine), fine


def _random_deal(rng: random.Random, rules: Rules) -> Deal:
    return deal_cards(rng, rng.randrange(4)).to_deal(rules, (0, 0))


_TRIES: list[Action] = [Action.parse(t) for t in ("pass", "order", "order alone", "defend alone",
                                                   "claim renege")]  # fmt: skip
_TRIES += list(CALL) + list(CALL_ALONE) + list(PLAY[:6]) + list(DISCARD[:6])


def _deal_texts(deal: Deal, rng: random.Random) -> Iterator[str]:
    table = Table(deal)
    panel = BiddingPanel(deal, seat=None)
    while True:
        table.update(deal)
        panel.update(deal)
        yield table.status
        yield from (n for n in table.out_notes if n)
        yield from (b for b in table.bids if b)
        yield panel._prompt.value
        yield from (b.description for b in panel._buttons.children)
        if deal.to_act is None:
            return
        seat = deal.to_act
        for action in rng.sample(_TRIES, 6):
            try:
                deal.copy().apply(action, seat)
            except IllegalAction as refused:
                yield str(refused)
        if deal.phase is Phase.PLAY and deal.trump is not None:
            hand = deal.hands[seat]
            yield explain_plays(hand, deal.trick, deal.trump)
            yield from (explain_play(c, hand, deal.trick, deal.trump) for c in hand)
            if deal.trick:
                yield explain_trick(deal.trick, deal.trump, deal.trick_seats)
        decision = CoachBot(seed=seat).decide(deal.view(seat))
        yield decision.reason
        action = rng.choice([decision.action, rng.choice(deal.legal_actions())])
        yield action_done(seat, action, you=2)
        deal.apply(action, seat)


@pytest.mark.parametrize(
    "rules",
    [Rules(), Rules(stick_the_dealer=True, defend_alone=True, enforce_follow_suit=False)],
    ids=["standard", "table-mode-variants"],
)
def test_texts_of_random_deals_use_labels_and_words(rules: Rules) -> None:
    rng = random.Random(10)
    leaks = {}
    for _ in range(40):
        for text in _deal_texts(_random_deal(rng, rules), rng):
            found = code_like(text)
            if found:
                leaks[text] = found
    assert not leaks


def _question_texts(question: object) -> Iterator[str]:
    if isinstance(question, MultipleChoice):
        for index, option in enumerate(question.options):
            yield option.text
            yield check(question, index).explanation
    elif isinstance(question, PickCards):
        yield check(question, list(question.correct)).explanation
        yield check(question, list(question.cards)).explanation
    elif isinstance(question, WhoWins):
        yield from (check(question, seat).explanation for seat, _ in question.trick)


def test_drill_and_quiz_texts_use_labels_and_words() -> None:
    items = [drills.FAMILIES[family](n) for family in drills.FAMILIES for n in range(12)
             if family != "bid"]  # fmt: skip
    items += [drills.bid_item(n) for n in range(4)]
    items += [item for entry in LESSONS for item in quizzes.quiz(entry.number)]
    leaks = {}
    for item in items:
        texts = [item.prompt, item.explanation]
        texts += [t for o in item.options for t in (o.label, o.feedback)]
        texts += list(_question_texts(to_question(item)))
        for text in texts:
            if code_like(text):
                leaks[f"{item.key}: {text}"] = code_like(text)
    assert not leaks


def test_guided_hand_texts_use_labels_and_words() -> None:
    leaks = {}
    for name, record in load_hands():
        guide = GuidedHand(record)
        texts: list[str] = []
        while not guide.finished:
            if guide.waiting:
                expected = guide.expected().action
                texts += [guide.attempt(a).feedback for a in guide.deal.legal_actions()
                          if a is not expected]  # fmt: skip
                texts.append(guide.expected().text())
            texts.append(guide.play_next().text())
        player = GuidedHandPlayer(record)
        while not player.guide.finished:
            if not player.step():
                player.choose(str(player.guide.expected().action))
        texts += player.lines
        for text in texts:
            if code_like(text):
                leaks[f"{name}: {text}"] = code_like(text)
    assert not leaks


def test_hint_and_review_texts_use_labels_and_words() -> None:
    rng = random.Random(3)
    texts = [p.title + " " + p.why for p in PRINCIPLES.values()]
    for _ in range(3):
        deal = _random_deal(rng, Rules())
        while deal.to_act is not None:
            seat = deal.to_act
            if seat == 2 and len(deal.legal_actions()) > 1:
                found = hint(deal.view(seat), budget_ms=5, seed=1)
                texts.append(found.reason)
                texts += [alt.describe() for alt in found.alternatives]
            deal.apply(rng.choice(deal.legal_actions()), seat)
        texts += hand_review(deal, budget_ms=5).splitlines()
    leaks = {text: code_like(text) for text in texts if code_like(text)}
    assert not leaks


def test_the_hand_review_names_a_costly_choice_the_hint_never_weighed() -> None:
    """A cold learner went alone in round 2 holding one card of the suit, was euchred, and
    read "Hint agrees with every decision you made this hand": the hint's short search had
    not valued the learner's choice, and a choice without a value counted as free. The
    review now asks the judge for both choices, so a costly one is named."""
    from euchre_teach.core.dealing import seeded_deal
    from euchre_teach.players import CoachBot

    coach = CoachBot(seed=0)
    for seed in range(400):  # 40 found one while the dealer's left led against a loner
        deal = seeded_deal(seed)
        bad = None
        while deal.to_act is not None:
            seat = deal.to_act
            actions = deal.legal_actions()
            lonely = [a for a in actions if a.kind is Kind.CALL and a.alone and a.suit is not None
                      and sum(1 for c in deal.hands[2] if c.suit is a.suit) <= 1]  # fmt: skip
            if seat == 2 and bad is None and lonely:
                bad = lonely[0]
                deal.apply(bad, seat)
            else:
                deal.apply(coach.choose(deal.view(seat)), seat)
        if bad is not None and deal.maker == 2 and deal.result and deal.result.maker_tricks < 3:
            break
    else:
        raise AssertionError("no deal where South could call a one-card suit alone")
    review = hand_review(deal, budget_ms=5)
    assert "Hint found no choice" not in review, review
    assert "the bidding your costliest choice was" in review, review


def test_the_hand_review_quotes_the_hint_the_learner_was_given_not_a_new_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Learner walk: the review after a lesson 14 hand said "Hint would have suggested A♥"
    where Hint, pressed at that decision, had said A♣ and the learner had played it: the
    review asked the hint engine again with its own budget. It now quotes the hint kept
    for that position this session, so a learner who followed every Hint is never told
    otherwise (and the engine is not asked again)."""
    import collections

    from euchre_teach.core.dealing import seeded_deal
    from euchre_teach.strategy.judge import position_key
    from widgets import hand_review as hand_review_module
    from widgets import playtable

    monkeypatch.setattr(playtable, "_HINTS", collections.OrderedDict())  # this test's own
    deal = seeded_deal(3)
    coach = CoachBot(seed=0)
    while deal.to_act is not None:
        seat = deal.to_act
        action = coach.choose(deal.view(seat))
        if seat == 2 and len(deal.legal_actions()) > 1:  # South asked Hint and followed it
            playtable._HINTS[position_key(deal.view(2))] = (action, "kept reason", "")
        deal.apply(action, seat)

    def asked_again(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("the review asked the hint engine again")

    monkeypatch.setattr(hand_review_module, "hint", asked_again)
    review = hand_review(deal, budget_ms=5)
    said = "Every choice you made this hand was about as good as the one Hint would give."
    assert said in review, review  # then how the cards lay (the hand was lost)


def test_one_name_for_one_action_across_the_course() -> None:
    """Issue 27: lesson 14 and Buck said "Next move" where the guided hands say "Continue",
    and lesson 14 told the dealer to "order up" 9♣ beside a "Take up 9♣" button."""
    from euchre_teach.core.dealing import seeded_deal
    from widgets.bidding import BiddingPanel as Panel
    from widgets.buckgame import BuckGameTable
    from widgets.bucktable import buck_status
    from widgets.playtable import PlayTable
    from widgets.table import status_text

    assert PlayTable(seed=1, delay=0)._step_button.description == "Continue"
    assert BuckGameTable(seed=3, delay=0)._step.description == "Continue"
    from euchre_teach.buck.game import buck_seeded_deal
    from euchre_teach.buck.rules import BuckPhase

    seen = 0
    for seed in range(40):  # the dealer in round 1, at the four-seat and the Buck table
        deal = seeded_deal(seed, dealer=seed % 4)
        while deal.phase is Phase.BIDDING_1 and deal.to_act != deal.dealer:
            deal.apply("pass")
        if deal.phase is Phase.BIDDING_1:
            seen += 1
            up = deal.upcard.label()
            assert f"take up {up} or pass" in status_text(deal, (deal.dealer + 1) % 4)
            panel = Panel(deal, seat=deal.dealer)
            prompt = panel._prompt.value
            assert f"by taking up {up}" in prompt and "ordering" not in prompt, prompt
        buck = buck_seeded_deal(seed)
        while buck.phase is BuckPhase.BIDDING_1 and buck.to_act != buck.dealer:
            buck.apply("pass")
        if buck.phase is BuckPhase.BIDDING_1:
            status = buck_status(buck, (buck.dealer + 1) % 3)
            assert f"take up {buck.upcard.label()} or pass" in status, status
    assert seen > 10


WEAK_ORDER_UP = """rules: default
dealer: West
upcard: AC
kitty: AS TS QH
North: KH KS QD TC 9S
East: 9H KD QS JD AD
South: KC JH TD QC 9C
West: AH 9D JC JS TH
--
North: pass
East: pass
South: order
West: discard 9D
North: play TC
East: play 9H
South: play KC
West: play AC
West: play AH
North: play KH
East: play QS
South: play JH
West: play JC
North: play QD
East: play JD
South: play 9C
West: play TH
North: play 9S
East: play KD
South: play QC
South: play TD
West: play JS
North: play KS
East: play AD
"""
"""South orders the dealer, an opponent, up to A♣ holding K♣ Q♣ 9♣ and no bower (a weak
order-up the judge puts half a point a hand below passing; HINT's 24 deals gave it the
benefit of the doubt). Found by ``benchmarks/hand_review_effort.py``'s kind of play."""


def test_lesson_13s_review_names_a_weak_order_up_the_hints_quick_effort_called_fine() -> None:
    """Cold walk (issue 27): lesson 14's after-hand review asked the judge at the hint's
    quick effort (24 deals, the benefit of the doubt) and called weak choices fine; in a
    benchmark it let through 9 of 27 choices the guided hands' effort refuses. The review
    asks at widgets.hand_review.REVIEW_EFFORT (strict, like the guided hands'), so a weak
    order-up is named."""
    from euchre_teach.core.record import loads

    review = hand_review(loads(WEAK_ORDER_UP), budget_ms=40)
    assert "Hint found no choice" not in review, review
    assert "In the bidding your costliest choice was ordering up" in review, review


def test_the_hand_review_names_a_choice_against_hint_that_the_judge_finds_close(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A cold walk (lesson 14, hand 1): Hint said "Pass … 5 is short of 6", the learner
    named spades anyway and was euchred, and the review said only "Hint found no choice of
    yours this hand clearly worse than its own." The judge finds the choice within its
    margin, so it is no mistake; the review now names it, with Hint's, and says the two
    score about the same over many deals."""
    import collections

    from euchre_teach.core.dealing import seeded_deal
    from euchre_teach.strategy import judge as judge_module
    from euchre_teach.strategy.judge import position_key
    from widgets import hand_review as hand_review_module
    from widgets import playtable

    monkeypatch.setattr(playtable, "_HINTS", collections.OrderedDict())  # this test's own
    coach = CoachBot(seed=0)
    for seed in range(40):  # a deal where South can name a suit in round 2
        deal = seeded_deal(seed)
        named = None
        while deal.to_act is not None:
            seat = deal.to_act
            calls = [a for a in deal.legal_actions() if a.kind is Kind.CALL and not a.alone]
            if seat == 2 and named is None and calls:
                named = calls[0]
                pass_ = next(a for a in deal.legal_actions() if a.kind is Kind.PASS)
                playtable._HINTS[position_key(deal.view(2))] = (pass_, "5 is short of 6.", "")
                deal.apply(named, seat)
                continue
            action = coach.choose(deal.view(seat))
            if seat == 2 and len(deal.legal_actions()) > 1:  # South followed Hint after
                playtable._HINTS[position_key(deal.view(2))] = (action, "kept reason", "")
            deal.apply(action, seat)
        if named is not None:
            break
    else:
        raise AssertionError("no deal where South names a suit in round 2")

    def all_close(_view: object, actions: list[Action], **_kw: object) -> object:
        return judge_module._verdict(list(actions), [[1.0, -2.0, 1.0]] * len(actions),
                                     strict=True)  # fmt: skip

    monkeypatch.setattr(hand_review_module, "judge", all_close)
    review = hand_review(deal, budget_ms=5)
    assert "clearly worse" not in review, review
    assert f"In the bidding your choice was naming {named.suit.plural}" in review, review
    assert "Hint suggested passing." in review, review
    assert "score about the same, so it was not a mistake" in review, review


def test_a_trump_lead_to_a_hand_without_trumps_says_throw_off_and_why_a_red_jack_is_no_bower() -> (
    None
):
    """Walk13, lesson 13's drill: clubs trump, A♣ led, South holding K♦ J♦ 10♥ 9♥ Q♠ was
    told "trump to win, or throw off" (it holds no trump), and nothing said why J♦, the
    near-miss, is no trump."""
    from euchre_teach.core.cards import Card, Suit, parse_cards
    from euchre_teach.core.explain import explain_plays

    text = explain_plays(parse_cards("KD JD TH 9H QS"), [Card.parse("AC")], Suit.CLUBS)
    assert "trump to win" not in text
    assert "with no trump you cannot win this trick, so throw off" in text
    assert "J♦ is no trump while clubs are trump: the bowers are J♣ and J♠" in text
    # A plain lead to a hand without trumps: no "trump to win" either.
    text = explain_plays(parse_cards("KD JD TH 9H"), [Card.parse("AS")], Suit.CLUBS)
    assert "trump to win" not in text and "throw off the card you need least" in text


def test_a_hand_lost_with_no_choice_worse_than_hints_says_how_the_cards_lay(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Cold learner walk (fix16b), lesson 14: euchred after following Hint, the review said
    only "Hint found no choice of yours this hand clearly worse than its own", where the
    intro promised a comment. It now says, in the hand's cards, who held the trumps that
    beat South's side (the hands are face up after the hand)."""
    import collections

    from euchre_teach.core.dealing import seeded_deal
    from euchre_teach.core.rules import effective_suit
    from euchre_teach.core.seats import SEAT_NAMES
    from euchre_teach.strategy.judge import position_key
    from widgets import hand_review as hand_review_module
    from widgets import playtable

    monkeypatch.setattr(playtable, "_HINTS", collections.OrderedDict())  # this test's own
    coach = CoachBot(seed=0)
    for seed in range(300):  # a euchre of South's side, South following Hint throughout
        deal = seeded_deal(seed)
        while deal.to_act is not None:
            seat = deal.to_act
            action = coach.choose(deal.view(seat))
            if seat == 2 and len(deal.legal_actions()) > 1:
                playtable._HINTS[position_key(deal.view(2))] = (action, "kept reason", "")
            deal.apply(action, seat)
        if deal.result is not None and deal.maker in (0, 2) and deal.result.scoring_team == 1:
            break  # South's side made trump and was euchred
    else:
        raise AssertionError("no hand South's side lost")
    monkeypatch.setattr(hand_review_module, "hint", None)  # never asked: every hint is kept
    review = hand_review(deal, budget_ms=5)
    assert "Every choice you made this hand was about as good as the one Hint would give." in review
    assert review.endswith("the cards lay against you; a count is right most of the time,"
                           " not every time."), review  # fmt: skip
    trumps = {(seat, card) for trick in deal.tricks
              for seat, card in zip(trick.seats, trick.cards, strict=True)
              if seat % 2 == 1 and effective_suit(card, deal.trump) is deal.trump}  # fmt: skip
    for seat, card in trumps:
        assert f"{SEAT_NAMES[seat]} held" in review and card.label() in review, review
