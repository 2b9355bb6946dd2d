"""Nothing hidden leaks (issue 27, item 1): at every table the course shows, no card of
another seat's hand, of the kitty, or of a dealer's face-down discard appears in what the
learner's browser is sent (every synced trait of every widget on the table: the page text,
the log, the feedback, the buttons, the cards drawn) until the hand is over. After the
hand the cards may be named, and the page says that they were hidden until then.

The scan walks each guided hand of lessons 3 to 11 (every choice the learner may try at
each of their decisions, right and wrong), whole games of lesson 14 and Buck Euchre's
tables in lesson 15, with the learner taking the first legal action each time."""

from __future__ import annotations

import copy
import html
import re
from collections.abc import Iterable, Iterator
from typing import Any

import ipywidgets
import pytest

from euchre_teach import DECK, Card
from euchre_teach.course.catalogue import LEARNER, hands_dir, ordered_hands

SKIP_TRAITS = {"_esm", "_css", "layout", "style", "_dom_classes", "tabbable", "tooltip"}


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _strings(item)


def learner_sees(widget: ipywidgets.Widget, *, coach: bool | None = None) -> list[str]:
    """Every string the browser gets for ``widget`` and the widgets inside it (with
    ``coach``, only the coach's feedback on the learner's choices, or all but it)."""
    seen: list[str] = []
    state = widget.get_state()
    for name, value in state.items():
        if name in SKIP_TRAITS or name.startswith("_model") or name.startswith("_view"):
            continue
        if name == "children":
            continue
        for text in _strings(value):
            is_coach = "et-feedback" in text or name == "message"
            if coach is None or coach == is_coach:
                seen.append(text)
    for child in getattr(widget, "children", ()):
        seen.extend(learner_sees(child, coach=coach))
    return seen


def _forms(card: Card) -> tuple[str, ...]:
    return (card.label(), card.name())


def named_cards(texts: Iterable[str]) -> dict[Card, str]:
    """Each card named in ``texts`` (as a code on its own, ``J♥`` or "jack of hearts"),
    with the text that named it."""
    found: dict[Card, str] = {}
    for raw in texts:
        shown = re.sub(r"<style.*?</style>", " ", raw, flags=re.S)  # a panel's CSS is no text
        text = html.unescape(re.sub(r"<[^>]+>", " ", shown))
        lower = text.lower()
        for card in DECK:
            if raw == str(card):
                found[card] = raw
                continue
            label, name = _forms(card)
            # "10♠" must not be found inside "J♠", nor "A♠" inside "10♠": the label stands alone
            if re.search(rf"(?<![0-9A-Za-z]){re.escape(label)}", text) or name in lower:
                found.setdefault(card, text)
    return found


def hidden_from(deal: Any, learner: int) -> set[Card]:
    """Cards the learner cannot see now: the other seats' hands, the kitty, and the
    dealer's discard when another seat dealt (the upcard was face up for all)."""
    hidden: set[Card] = set()
    for seat, hand in enumerate(deal.hands):
        if seat != learner:
            hidden.update(hand)
    hidden.update(deal.kitty or ())
    if deal.discard is not None and deal.dealer != learner:
        hidden.add(deal.discard)
    hidden.discard(deal.upcard)
    return hidden


SEATS = {0: ("North", "partner"), 1: ("East",), 3: ("West",)}


def coach_leaks(texts: Iterable[str], deal: Any, learner: int = LEARNER) -> dict[Card, str]:
    """The coach's feedback on the learner's own choice reasons from the learner's seat:
    it may name a card not yet seen as one still out ("J♦, the left bower, has not been
    played"), never in the same sentence as the seat that holds it."""
    leaks: dict[Card, str] = {}
    hidden = hidden_from(deal, learner)
    for text in texts:
        for sentence in re.split(r"(?<=[.:;!?])\s", html.unescape(re.sub(r"<[^>]+>", " ", text))):
            for card in named_cards([sentence]):
                holder = next((s for s, hand in enumerate(deal.hands) if card in hand), None)
                if (
                    card in hidden
                    and holder in SEATS
                    and any(word in sentence for word in SEATS[holder])
                ):
                    leaks[card] = sentence
    return leaks


def assert_nothing_hidden_shown(widget: ipywidgets.Widget, deal: Any, where: str,
                                learner: int = LEARNER) -> None:  # fmt: skip
    if deal.is_over:
        return
    leaks = {c: t for c, t in named_cards(learner_sees(widget, coach=False)).items()
             if c in hidden_from(deal, learner)}  # fmt: skip
    if learner == LEARNER and len(deal.hands) == 4:
        leaks.update(coach_leaks(learner_sees(widget, coach=True), deal, learner))
    assert not leaks, f"{where}: hidden cards shown: " + "; ".join(
        f"{card.label()} in {text!r}" for card, text in leaks.items()
    )


# ------------------------------------------------------------------ the guided hands


def _guided_names() -> list[str]:
    return [name for name, _record, _teaches in ordered_hands()]


@pytest.mark.parametrize("name", _guided_names())
def test_a_guided_hand_shows_no_hidden_card_before_it_ends(name: str) -> None:
    from widgets.guided import GuidedHandPlayer

    player = GuidedHandPlayer(hands_dir() / name)
    assert_nothing_hidden_shown(player, player.deal, f"{name}, dealt")
    while not player.guide.finished:
        if not player.waiting:
            player.step()
            where = f"{name}, step {player.guide.position}"
            assert_nothing_hidden_shown(player, player.deal, where)
            continue
        expected = str(player.guide.expected().action)
        for action in player.options():
            if action == expected:
                continue
            trial = copy.copy(player.guide)
            trial.deal = player.deal.copy()
            feedback = trial.attempt(action).feedback
            leaks = coach_leaks([feedback], player.deal)
            assert not leaks, f"{name}: trying {action!r} is answered with hidden cards: {feedback}"
        player.choose(expected)
        assert_nothing_hidden_shown(player, player.deal, f"{name}, after {expected}")
    if player.after_hand:
        assert "The hand is over, so the cards can be shown" in " ".join(learner_sees(player))


def test_another_seats_discard_is_said_face_down_and_named_after_the_hand() -> None:
    """Lesson 3's log showed "West discards J♠ to be empty in spades" while the hand was
    played; the discard is face down: said as such, and named once the hand is over."""
    from widgets.guided import GuidedHandPlayer

    player = GuidedHandPlayer("01_left_bower_trap.txt")
    discarded = player.record.start.copy()
    for seat, action in player.record.actions:
        discarded.apply(action, seat)
    assert discarded.discard is not None and discarded.dealer != LEARNER
    dealer = ("North", "East", "South", "West")[discarded.dealer]
    while not player.guide.finished:
        if player.waiting:
            player.choose(str(player.guide.expected().action))
        else:
            player.step()
        seen = " ".join(learner_sees(player))
        if player.deal.discard is not None and not player.guide.finished:
            assert f"{dealer} discarded a card face down." in player.lines
            assert discarded.discard.label() not in seen
    seen = html.unescape(" ".join(learner_sees(player)))
    assert f"{dealer}'s discard, face down until now, was {discarded.discard.label()}" in seen


def test_the_end_of_hand_box_shows_the_other_seats_cards_it_says_can_be_shown() -> None:
    """walk19, lesson 7's thrown-in hand: "The hand is over, so the cards can be shown…"
    stood over one line about North and no card. It shows each other seat's five cards as
    dealt, from the learner's left, then what their moves said."""
    from widgets.guided import GuidedHandPlayer

    player = GuidedHandPlayer("10_thrown_in.txt")
    while not player.guide.finished:
        if not player.step():
            player.choose(str(player.guide.expected().action))
    assert player.after_hand
    shown = html.unescape(player._log.value)
    start = player.record.start
    names = ("North", "East", "South", "West")
    rows = [f"{names[s]}{' (the dealer)' if s == start.dealer else ''}:"
            f" {' '.join(c.label() for c in start.hands[s])}" for s in (3, 0, 1)]  # fmt: skip
    at = [shown.index(row) for row in rows]  # each seat's cards, West, North, East in turn
    assert at == sorted(at)
    assert shown.index("The hand is over, so the cards can be shown") < at[0]
    assert shown.index("What their moves said about them") > at[-1]


# ------------------------------------------------------------------ the game (lesson 14)


def test_a_game_shows_no_hidden_card_before_each_hand_ends() -> None:
    from widgets.playtable import PlayTable

    seed = 13  # lesson 14's game
    table = PlayTable(seed=seed, delay=0, auto=False)
    for _hand in range(3):
        deal = table.deal
        while not deal.is_over:
            if deal.to_act == LEARNER:
                table.hint()
                action = deal.legal_actions()[0]
                assert (table.play(action.card) if action.card is not None else
                        table.bid(action))  # fmt: skip
            else:
                table.step()
            if deal.tricks:
                table.explain_last_trick()
            assert_nothing_hidden_shown(table, deal, f"game {seed}, {len(deal.history)} actions")
        table.next_deal()


# ------------------------------------------------------------------ Buck Euchre (lesson 15)


@pytest.mark.parametrize(("seed", "guided"), [(21, True), (14, False), (3, False)])
def test_a_buck_table_shows_no_hidden_card_before_each_hand_ends(seed: int, guided: bool) -> None:
    from widgets.buckgame import BuckGameTable

    game = BuckGameTable(seed=seed, delay=0, guided=guided, hint_ms=5)
    for _hand in range(1 if guided else 3):
        deal = game.deal
        while not deal.is_over:
            if deal.to_act == LEARNER:
                game.hint()
                action = deal.legal_actions()[0]
                assert game.play(action.card) if action.card is not None else game.choose(action)
            else:
                game.step()
            assert_nothing_hidden_shown(game, deal, f"Buck {seed}", learner=LEARNER)
        game.next_hand()


@pytest.mark.parametrize("name", _guided_names())
def test_a_guided_hand_says_nothing_of_what_another_seat_holds_before_it_ends(name: str) -> None:
    """A cold learner read "East has no hearts at all" on East's pass, "takes up K♥ with
    four hearts in hand" and "West has only trumps left" while the hand was played: no card
    named, but what a hand holds all the same. Such a comment waits for the hand's end."""
    from widgets.guided import GuidedHandPlayer, speaks_of_a_holding

    player = GuidedHandPlayer(hands_dir() / name)
    while not player.guide.finished:
        if player.waiting:
            player.choose(str(player.guide.expected().action))
        else:
            player.step()
        told = [line for line in player.lines if speaks_of_a_holding(line)]
        assert not told, f"{name}, step {player.guide.position}: {told}"
    assert speaks_of_a_holding("East has no hearts at all")
    assert speaks_of_a_holding("West, the dealer, takes up K♥ with four hearts in hand")
    assert not speaks_of_a_holding("North must follow spades")


def test_hand_04s_end_of_hand_note_on_easts_queen_reads_as_a_sentence() -> None:
    """walk19, lesson 8: the end-of-hand box said "East played Q♠: East's last trump falls."
    (the note's "falls" after "played"): it says what the play means for the learner."""
    from widgets.guided import GuidedHandPlayer

    player = GuidedHandPlayer("04_successful_loner.txt")
    while not player.guide.finished:
        if not player.waiting:
            player.step()
            continue
        player.choose(str(player.guide.expected().action))
    assert ("East played Q♠: East's last trump, so every trump but your A♠ has now been"
            " played.") in player.after_hand
    assert not any("falls" in line for line in player.after_hand)
