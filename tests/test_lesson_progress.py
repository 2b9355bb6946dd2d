"""webapp.lesson: a lesson page keeps the learner's progress and applies their settings.

No browser: the widgets are driven through their programmatic twins, with a progress file
in a temporary folder, exactly as a lesson kernel would use it.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import json
import os
import sys
import threading
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from websockets.sync.server import ServerConnection, serve

import webapp.session as session_module
from euchre_teach.cli import DATA_DIR_ENV
from euchre_teach.core.record import loads
from euchre_teach.core.seats import SEAT_NAMES
from euchre_teach.course.mastery import quiz_keys
from euchre_teach.store.progress import Learner, ProgressStore, Settings
from webapp.lesson import ANIMATION, LessonTracker, guest, track_lesson
from webapp.session import LearnerSession, session_for
from widgets import Cards, Hand, PlayTable
from widgets.buckgame import BuckGameTable
from widgets.course import lesson_quiz
from widgets.gameplay import REVIEW_DELAY_S, GameSession
from widgets.guided import GuidedHandPlayer
from widgets.questions import MultipleChoice, OrderCards, PickCards, Question, WhoWins
from widgets.quiz import Quiz
from widgets.trapdrill import LeftBowerDrill

pytestmark = pytest.mark.usefixtures("no_page_tracked")

NOTEBOOKS = {1: "01_the_deck.ipynb", 6: "06_bidding_round_1.ipynb", 3: "03_follow_suit.ipynb",
             4: "04_winning_tricks.ipynb", 13: "13_left_bower_drill.ipynb",
             14: "14_play_a_game.ipynb", 15: "15_buck_euchre.ipynb"}  # fmt: skip


@pytest.fixture
def store(data_dir_store: ProgressStore) -> ProgressStore:
    return data_dir_store


def page_of(store: ProgressStore, learner: Learner, lesson: int, query: str = "") -> LearnerSession:
    """The session a lesson page of ``learner`` would get from its URL."""
    return session_for(f"learner={learner.id}{query}", f"/voila/render/{NOTEBOOKS[lesson]}", store)


def right_response(question: Question) -> object:
    if isinstance(question, MultipleChoice):
        return next(o.text for o in question.options if o.correct)
    if isinstance(question, PickCards):
        return sorted(question.correct)
    if isinstance(question, WhoWins):
        return question.winner
    assert isinstance(question, OrderCards)
    return list(question.correct)


def wrong_response(question: Question) -> object:
    if isinstance(question, MultipleChoice):
        return next(o.text for o in question.options if not o.correct)
    if isinstance(question, PickCards):
        others = [c for c in question.cards if c not in question.correct]
        return others[:1] if others else sorted(question.correct)[1:]
    if isinstance(question, WhoWins):
        return next(seat for seat, _card in question.trick if seat != question.winner)
    assert isinstance(question, OrderCards)
    return list(reversed(question.correct))


def take_quiz(quiz: Quiz, wrong_first: set[int]) -> None:
    """Answer every question; those numbered in ``wrong_first`` wrong, then right on a retry."""
    for number in range(quiz.count or 0):
        if number in wrong_first:
            assert not quiz.answer(wrong_response(quiz.question)).correct
            quiz.retry()
        assert quiz.answer(right_response(quiz.question)).correct
        quiz.next()


# ----------------------------------------------------------------- the lesson quiz


def test_first_try_quiz_answers_are_kept_and_the_last_one_marks_the_lesson_done(
    store: ProgressStore,
) -> None:
    ada = store.new_learner("Ada")
    lesson = track_lesson(3, session=page_of(store, ada, 3))
    quiz = lesson.quiz(lesson_quiz(3))
    take_quiz(quiz, wrong_first={0, 2})
    progress = store.lesson_progress(ada.id, quiz_keys)[3]
    assert progress.done
    count = quiz.count or 0
    assert (progress.quiz_correct, progress.quiz_total) == quiz.score == (count - 2, count)
    kept = store.answers(ada.id)
    assert [a.item for a in kept] == [q.id for q in quiz._fixed or []]
    first = kept[0]
    assert (first.lesson, first.correct, first.trap_type) == (3, False, 1)
    assert first.answer == " ".join(wrong_response(quiz._fixed[0]))  # type: ignore[arg-type,index]
    assert store.missed_trap_types()[0][:2] == (1, 1)


def test_the_lesson_is_not_done_until_every_question_is_answered(store: ProgressStore) -> None:
    ada = store.new_learner("Ada")
    quiz = track_lesson(3, session=page_of(store, ada, 3)).quiz(lesson_quiz(3))
    quiz.answer(right_response(quiz.question))
    assert not store.lesson_progress(ada.id, quiz_keys)[3].done


def test_a_guest_takes_the_quiz_and_nothing_is_kept(store: ProgressStore) -> None:
    store.new_learner("Ada")
    unknown = session_for("learner=nobody-has-this-id", "/voila/render/03_follow_suit.ipynb",
                          store)  # fmt: skip
    lesson = track_lesson(3, session=unknown)
    take_quiz(lesson.quiz(lesson_quiz(3)), wrong_first={1})
    assert not lesson.session.known  # type: ignore[union-attr]
    assert store.most_missed() == [] and store.missed_trap_types() == []


def test_outside_voila_a_lesson_is_a_guest_and_opens_no_progress_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A notebook test (nbval) or plain Jupyter: no request, no learner, no file."""
    monkeypatch.delenv("VOILA_PREHEAT", raising=False)
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    lesson = track_lesson(5)
    assert lesson.session is not None and not lesson.session.known
    take_quiz(lesson.quiz(lesson_quiz(5)), wrong_first=set())
    assert list(tmp_path.iterdir()) == []


def test_an_answer_given_with_an_on_screen_button_is_kept_as_the_words_on_it(
    store: ProgressStore,
) -> None:
    """Option buttons answer with the option's number, seat buttons with the seat's."""
    ada = store.new_learner("Ada")
    who_wins = track_lesson(4, session=page_of(store, ada, 4)).quiz(lesson_quiz(4))
    assert isinstance(who_wins.question, WhoWins)
    who_wins.answer(who_wins.question.winner)
    choice = track_lesson(6, session=page_of(store, ada, 6)).quiz(lesson_quiz(6))
    assert isinstance(choice.question, MultipleChoice)
    choice.answer(1)
    winner = SEAT_NAMES[who_wins.question.winner]
    option = choice.question.options[1].text
    assert [a.answer for a in store.answers(ada.id)] == [winner, option]


# ----------------------------------------------------------------- the drill


def drill_answers(drill: LeftBowerDrill, pattern: str) -> None:
    """Answer one item per letter: ``r`` right, ``w`` wrong (then go on)."""
    for mark in pattern:
        item = drill.item
        if mark == "r":
            assert drill.answer_item(list(item.answer)).correct
        else:
            question = drill.quiz.question
            assert not drill.quiz.answer(wrong_response(question)).correct
        drill.next()


def test_drill_answers_review_states_and_streak_come_back_on_the_next_visit(
    store: ProgressStore,
) -> None:
    ada = store.new_learner("Ada")
    start = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
    first = track_lesson(13, session=page_of(store, ada, 13)).drill(
        LeftBowerDrill(seed=12, clock=lambda: start)
    )
    drill_answers(first, "rrwrwrrrrr")
    missed = set(first.review.states())
    assert len(missed) == 2 and set(store.reviews(ada.id)) == missed
    assert store.reviews(ada.id) == first.review.states()
    assert store.lesson_progress(ada.id, quiz_keys)[13].streak == first.drill.streak == 5
    assert [a.trap_type for a in store.answers(ada.id)] == [
        first.items[a.item].trap_type for a in store.answers(ada.id)
    ]

    later = start + timedelta(days=1)  # both mistakes are due again
    again = track_lesson(13, session=page_of(store, ada, 13)).drill(
        LeftBowerDrill(seed=12, clock=lambda: later)
    )
    assert again.drill.streak == 5 and again.drill.best_streak == first.drill.best_streak
    assert again.drill.attempts == first.drill.attempts
    assert again.drill.misses == first.drill.misses
    assert set(again.review.states()) == missed
    assert again.from_review and again.item.key in missed  # a due mistake comes first
    assert "Drill streak: 5 right in a row" in again._stats.value


def test_a_new_visit_to_the_drill_brings_fresh_positions(store: ProgressStore) -> None:
    ada = store.new_learner("Ada")
    first = track_lesson(13, session=page_of(store, ada, 13)).drill(LeftBowerDrill(seed=12))
    seen = []
    for _ in range(3):
        seen.append(first.item.key)
        drill_answers(first, "r")
    again = track_lesson(13, session=page_of(store, ada, 13)).drill(LeftBowerDrill(seed=12))
    assert again.item.key not in seen


def test_a_guests_drill_keeps_nothing(store: ProgressStore) -> None:
    drill = track_lesson(13, session=guest(13)).drill(LeftBowerDrill(seed=12))
    drill_answers(drill, "wwr")
    assert len(drill.review) == 2 and store.learners() == []


# ----------------------------------------------------------------- settings


def test_the_four_colour_deck_and_the_animation_speed_reach_every_card_widget(
    store: ProgressStore,
) -> None:
    ada = store.new_learner("Ada")
    store.save_settings(ada.id, Settings(four_colour=True, animation_speed="slow"))
    lesson = track_lesson(3, session=page_of(store, ada, 3))
    made = [Cards("JH JD"), Hand("9C AS", trump="H")]
    guided = GuidedHandPlayer("01_left_bower_trap.txt")
    quiz = lesson.quiz(lesson_quiz(3))
    made += [guided.hand, guided.table]
    made += [w for w in quiz._show.children if hasattr(w, "four_colour")]
    assert len(made) > 4
    assert all(w.four_colour and w.animation_ms == ANIMATION["slow"][0] for w in made)


def test_a_page_that_meets_its_learner_freezes_what_it_holds_out_of_garbage_collection(
    store: ProgressStore,
) -> None:
    gc.unfreeze()
    assert gc.get_freeze_count() == 0
    track_lesson(1, session=page_of(store, store.new_learner("Ada"), 1))
    assert gc.get_freeze_count() > 1000


def test_a_learner_with_the_usual_settings_sees_the_usual_deck(store: ProgressStore) -> None:
    ada = store.new_learner("Ada")
    track_lesson(1, session=page_of(store, ada, 1))
    cards = Cards("JH JD")
    assert (cards.four_colour, cards.animation_ms) == (False, 200)


@contextlib.contextmanager
def voila_answering(monkeypatch: pytest.MonkeyPatch, request: dict[str, str], kernel: str,
                    released: threading.Event | None = None) -> Iterator[list[str]]:  # fmt: skip
    """A preheated kernel's surroundings: Voila's ``voila/query/<kernel>`` websocket (its
    RequestInfoSocketHandler), answering with ``request`` once ``released`` is set, and the
    environment Voila gives the kernel. Yields the paths asked for; webapp.session's
    caches are cleared before and after."""
    asked: list[str] = []

    def voila_query(socket: ServerConnection) -> None:
        asked.append(socket.request.path if socket.request else "")
        if released is not None:
            released.wait(timeout=10)
        socket.send(json.dumps(request))

    for name in request:
        monkeypatch.delenv(name, raising=False)
    session_module.current_learner.cache_clear()
    session_module._store.cache_clear()
    with serve(voila_query, "127.0.0.1", 0) as server:
        threading.Thread(target=server.serve_forever, daemon=True).start()
        monkeypatch.setenv("VOILA_PREHEAT", "True")
        monkeypatch.setenv("VOILA_KERNEL_ID", kernel)
        monkeypatch.setenv("VOILA_APP_PORT", str(server.socket.getsockname()[1]))
        try:
            yield asked
        finally:
            session_module.current_learner.cache_clear()
            session_module._store.cache_clear()
            server.shutdown()


def test_a_preheated_page_meets_its_learner_when_the_page_is_requested(
    store: ProgressStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Voila runs the lesson before the request: widgets made before the learner is known
    get the deck, the drill its saved reviews, and early answers are kept, once Voila's
    server tells the kernel about the request (on its ``voila/query/<kernel>`` websocket)."""
    ada = store.new_learner("Ada")
    store.save_settings(ada.id, Settings(four_colour=True, animation_speed="off"))
    store.save_review(ada.id, "trap3/77", {"card_id": 1, "state": 1, "step": 0,
                                           "stability": None, "difficulty": None,
                                           "due": "2026-01-01T00:00:00+00:00",
                                           "last_review": None})  # fmt: skip
    request = {"QUERY_STRING": f"learner={ada.id}", "SCRIPT_NAME": "/voila/render/"
               + NOTEBOOKS[13]}  # fmt: skip
    page_requested = threading.Event()
    with voila_answering(monkeypatch, request, "k-42", page_requested) as asked:

        async def page() -> tuple[LessonTracker, Cards, LeftBowerDrill]:
            lesson = track_lesson(13)
            cards = Cards("JD")
            drill = lesson.drill(LeftBowerDrill(seed=12))
            drill_answers(drill, "w")  # answered before the learner is known: kept afterwards
            assert lesson.session is None and not cards.four_colour
            page_requested.set()
            for _ in range(500):
                if lesson.session is not None:
                    break
                await asyncio.sleep(0.01)
            return lesson, cards, drill

        lesson, cards, drill = asyncio.run(page())
    assert asked == ["/voila/query/k-42"]
    assert lesson.session is not None and lesson.session.name == "Ada"
    assert (cards.four_colour, cards.animation_ms) == (True, 0)
    assert "trap3/77" in drill.review and len(store.answers(ada.id)) == 1
    assert set(store.reviews(ada.id)) == {"trap3/77", store.answers(ada.id)[0].item}


# ----------------------------------------------------------------- the game (lesson 14)


def play_hand(table: PlayTable) -> None:
    """South takes the first action the rules allow until the hand is over."""
    while table.deal.result is None and table.deal.to_act == 2:
        action = table.deal.legal_actions()[0]
        text = str(action)
        if text.startswith("play "):
            assert table.play(text.split()[1])
        else:
            assert table.bid(text)


def test_a_game_starts_with_the_learners_rules_opponents_and_class_deal(
    store: ProgressStore,
) -> None:
    ada = store.new_learner("Ada")
    store.save_settings(ada.id, Settings(stick_the_dealer=True, defend_alone=True,
                                         points_to_win=7, difficulty="easy",
                                         four_colour=True, animation_speed="off"))  # fmt: skip
    game = track_lesson(14, session=page_of(store, ada, 14, "&deal=42")).game(GameSession())
    assert (game.difficulty.value, game.seed, game.delay) == ("Gentle", 42, 0.0)
    assert "Class deal 42" in game._deal_note.value
    table = game.start()
    assert table.rules.stick_the_dealer and table.rules.defend_alone
    assert table.rules.points_to_win == 7
    assert table.hand.four_colour and table.hand.animation_ms == 0

    other = track_lesson(14, session=page_of(store, store.new_learner("Bo"), 14, "&deal=42"))
    same = other.game(GameSession()).start()
    assert same.deal.initial_hands == table.deal.initial_hands  # everyone gets deal 42


def test_every_finished_hand_of_a_game_is_kept_with_souths_points(store: ProgressStore) -> None:
    ada = store.new_learner("Ada")
    store.save_settings(ada.id, Settings(difficulty="easy", animation_speed="off"))
    game = track_lesson(14, session=page_of(store, ada, 14)).game(GameSession(seed=5))
    game.review_budget_ms = 1
    table = game.start()
    play_hand(table)
    assert table.deal.result is not None or table.deal.phase.name == "PASSED_OUT"
    assert store.hands_played(ada.id) == 1
    kept = store.export_learner(ada.id)["hand"][0]
    replayed = loads(kept["record"])
    assert replayed.history == table.deal.history
    result = table.deal.result
    south_won = result is not None and result.scoring_team == 0
    assert kept["points"] == (result.points if south_won and result else 0)


def test_in_a_running_page_the_hand_review_follows_the_last_cards_update(
    store: ProgressStore,
) -> None:
    """The review (a few hints) runs a moment after the hand's last play, not inside it, so
    the card leaving the learner's hand is not held back by it."""
    ada = store.new_learner("Ada")
    store.save_settings(ada.id, Settings(difficulty="easy", animation_speed="off"))

    async def page() -> tuple[int, int, int]:
        game = track_lesson(14, session=page_of(store, ada, 14)).game(GameSession(seed=5))
        game.review_budget_ms = 1
        table = game.start()
        play_hand(table)
        assert table.deal.is_over
        at_once = (len(game.reviews), store.hands_played(ada.id))
        await asyncio.sleep(REVIEW_DELAY_S + 0.2)
        for _ in range(300):  # the judge weighs each choice unlike Hint's: up to seconds
            if game.reviews:
                break
            await asyncio.sleep(0.1)
        return (*at_once, len(game.reviews))

    assert asyncio.run(page()) == (0, 0, 1)
    assert store.hands_played(ada.id) == 1


def test_lesson_13_says_it_is_checking_the_hand_until_the_review_is_ready(
    store: ProgressStore,
) -> None:
    """The review asks the judge at the guided hands' kind of effort (a second or more on
    a busy machine): meanwhile the page says what it is doing, not nothing."""
    from widgets.gameplay import CHECKING

    ada = store.new_learner("Ada")
    store.save_settings(ada.id, Settings(difficulty="easy", animation_speed="off"))

    async def page() -> tuple[str, str]:
        game = track_lesson(14, session=page_of(store, ada, 14)).game(GameSession(seed=5))
        game.review_budget_ms = 1
        table = game.start()
        play_hand(table)
        at_once = game._review.value
        await asyncio.sleep(REVIEW_DELAY_S + 0.2)
        for _ in range(300):  # the judge weighs each choice unlike Hint's: up to seconds
            if game.reviews:
                break
            await asyncio.sleep(0.1)
        return at_once, game._review.value

    at_once, later = asyncio.run(page())
    assert CHECKING in at_once and "Checking your hand" in CHECKING
    assert CHECKING not in later


def test_a_guest_plays_a_game_with_the_usual_settings_and_nothing_is_kept(
    store: ProgressStore,
) -> None:
    game = track_lesson(14, session=guest(14)).game(GameSession(seed=13))
    assert (game.difficulty.value, game.seed, game.target.value) == ("Coach", 13, 10)
    assert not game.stick.value and not game.defend.value
    assert store.learners() == []


def test_current_learner_in_a_preheated_kernel_asks_voila_for_the_request_itself(
    store: ProgressStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A notebook that calls current_learner() directly (not through track_lesson) waits
    for its page's request on Voila's query websocket, without importing voila.utils."""
    ada = store.new_learner("Ada")
    request = {"QUERY_STRING": f"learner={ada.id}&deal=42",
               "SCRIPT_NAME": "/voila/render/" + NOTEBOOKS[14]}  # fmt: skip
    with voila_answering(monkeypatch, request, "k-7") as asked:
        monkeypatch.setitem(sys.modules, "voila.utils", None)  # importing fails
        me = session_module.current_learner()
    assert asked == ["/voila/query/k-7"]
    assert (me.name, me.lesson, me.class_deal) == ("Ada", 14, 42)
    assert os.environ["VOILA_PREHEAT"] == "False"


def test_a_buck_game_takes_the_learners_pace_table_rule_and_deck(store: ProgressStore) -> None:
    """Lesson 15's Buck Euchre game ignored the settings page: the computer players moved at
    the default pace and the table never stuck the dealer."""
    ada = store.new_learner("Ada")
    store.save_settings(ada.id, Settings(stick_the_dealer=True, four_colour=True,
                                         animation_speed="slow"))  # fmt: skip
    lesson = track_lesson(15, session=page_of(store, ada, 15))
    game = lesson.buck_game(BuckGameTable(seed=14, delay=0))
    assert game.delay == ANIMATION["slow"][1]
    assert game.rules.stick_the_dealer and game.game.rules.stick_the_dealer
    assert game.table.four_colour and game.table.animation_ms == ANIMATION["slow"][0]
    assert game.hand.four_colour and game.hand.animation_ms == ANIMATION["slow"][0]
    fresh = BuckGameTable(seed=14, delay=0, rules=game.rules)
    assert game.deal.hands == fresh.deal.hands  # dealt again under the rule: the same cards
