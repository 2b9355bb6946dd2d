"""Lesson 14's game comes back where it was when the learner leaves the page and returns
(issue 27: "the game restarts if you leave"; a learner expects to come back to it)."""

from __future__ import annotations

import json

import pytest

from euchre_teach.store.progress import ProgressStore, Settings
from euchre_teach.strategy.judge import Effort
from webapp.lesson import guest, track_lesson
from webapp.session import session_for
from widgets import PlayTable
from widgets.gameplay import KEPT_GAME, ON_THIS_PAGE, GameSession

pytestmark = pytest.mark.usefixtures("no_page_tracked")


@pytest.fixture
def store(data_dir_store: ProgressStore) -> ProgressStore:
    return data_dir_store


def south_moves(table: PlayTable, moves: int) -> None:
    """South takes the first action the rules allow, ``moves`` times (or to the hand's end)."""
    for _ in range(moves):
        if table.deal.is_over or table.deal.to_act != 2:
            return
        text = str(table.deal.legal_actions()[0])
        assert table.play(text.split()[1]) if text.startswith(("play ", "discard ")) \
            else table.bid(text)


def page(store: ProgressStore, learner_id: str) -> GameSession:
    """Lesson 14's page as the learner opens it: a new kernel, a new GameSession."""
    me = session_for(f"learner={learner_id}", "/voila/render/14_play_a_game.ipynb", store)
    game = track_lesson(14, session=me).game(GameSession(seed=7, delay=0))
    game.review_budget_ms = 1
    game.review_effort = Effort(8, 8)  # the review's verdicts are not what these test
    return game


def test_a_learner_who_leaves_mid_game_comes_back_to_it(store: ProgressStore) -> None:
    ada = store.new_learner("Ada")
    store.save_settings(ada.id, Settings(difficulty="easy", animation_speed="off",
                                         points_to_win=5))  # fmt: skip
    first = page(store, ada.id)
    table = first.start()
    while not table.deal.is_over:  # a whole hand, then the next hand part-way
        south_moves(table, 1)
    first.next_hand()
    south_moves(first.table, 2)  # type: ignore[arg-type]
    assert first.table is not None
    left = (first.table.deal.initial_hands, first.table.deal.history, first.table.scores)

    again = page(store, ada.id)  # the page reloaded: the game is where it was
    assert again.table is not None, "the game did not come back"
    assert (again.table.deal.initial_hands, again.table.deal.history,
            again.table.scores) == left  # fmt: skip
    assert again.target.value == 5 and again.difficulty.value == "Gentle"
    assert again._settings.layout.display == "none"
    said = " ".join(w.value for w in again._area.children if hasattr(w, "value"))
    assert KEPT_GAME in said and "starts again" not in said

    again._new_game.click()  # New game asks first: the game is kept until the answer
    assert store.saved_game(ada.id, 14) is not None
    again._confirm.children[1].children[1].click()  # "Start a new game": the kept game goes
    assert store.saved_game(ada.id, 14) is None
    assert again._settings.layout.display is None
    assert page(store, ada.id).table is None


def test_a_won_game_is_not_kept(store: ProgressStore) -> None:
    ada = store.new_learner("Ada")
    store.save_settings(ada.id, Settings(difficulty="easy", animation_speed="off",
                                         points_to_win=5))  # fmt: skip
    game = page(store, ada.id)
    game.start()
    while game.winner is None:
        assert game.table is not None
        while not game.table.deal.is_over:
            south_moves(game.table, 1)
        if game.winner is None:
            game.next_hand()
    assert store.saved_game(ada.id, 14) is None
    assert page(store, ada.id).table is None


def test_a_kept_game_is_its_cards_settings_and_moves(store: ProgressStore) -> None:
    ada = store.new_learner("Ada")
    store.save_settings(ada.id, Settings(difficulty="easy", animation_speed="off"))
    game = page(store, ada.id)
    south_moves(game.start(), 3)
    saved = json.loads(store.saved_game(ada.id, 14) or "{}")
    assert saved == json.loads(json.dumps(game.state()))
    assert saved["seed"] == game.seed and saved["hands"][-1]


def test_a_guest_is_told_the_game_lives_on_this_page_only(store: ProgressStore) -> None:
    game = track_lesson(14, session=guest(14)).game(GameSession(seed=13, delay=0))
    game.start()
    said = " ".join(w.value for w in game._area.children if hasattr(w, "value"))
    assert ON_THIS_PAGE in said and KEPT_GAME not in said
    assert store.learners() == []


def test_new_game_asks_first_and_a_slip_keeps_the_game(store: ProgressStore) -> None:
    """Cold walk (issue 27, phone): one tap on lesson 14's New game wiped a saved game at
    4-6. It asks first, in words, with the score that would be lost; "Keep playing" (or
    any slip that does not press "Start a new game") keeps the game, kept as it was."""
    ada = store.new_learner("Ada")
    store.save_settings(ada.id, Settings(difficulty="easy", animation_speed="off"))
    game = page(store, ada.id)
    table = game.start()
    while not table.deal.is_over:
        south_moves(table, 1)
    game.next_hand()
    south_moves(game.table, 2)  # type: ignore[arg-type]
    assert game.table is not None
    ours, theirs = game.table.scores[0], game.table.scores[1]
    kept = store.saved_game(ada.id, 14)
    game._new_game.click()
    assert game._confirm.layout.display is None and game._new_game.layout.display == "none"
    assert (f"Start a new game? This game (1 hand played, you and North {ours}, East and West"
            f" {theirs}) will be lost.") in game._confirm_words.value
    keep, leave = game._confirm.children[1].children
    assert (keep.description, leave.description) == ("Keep playing", "Start a new game")
    keep.click()
    assert game.table is not None and store.saved_game(ada.id, 14) == kept
    assert game._confirm.layout.display == "none" and game._new_game.layout.display is None
    game._new_game.click()
    leave.click()
    assert game.table is None and store.saved_game(ada.id, 14) is None
    assert game._settings.layout.display is None
