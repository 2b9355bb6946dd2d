"""Lesson 15 in Chromium, played with the mouse: the guided hand (opened from its fold), a
whole game of Buck Euchre down to 0 against the two computer players, and the quiz; the home
page then shows the lesson passed.

The guided hand is played at the settings' normal pace (the computer players move on a
timer, 0.9 s a move); for the whole game (13 hands) the learner first sets the card
animation to "Off" on the settings page, as a learner who wants the cards to move at once
would, so the computer players move straight after each click (the pace was most of this
test's time).

The page's computer players are deterministic (the coach, a seeded deal), so the test
plays a twin of each table in this process: before every click the page's status line
must read exactly what the twin's says, which proves the page and the core agree move by
move, and the twin says which bid or card the learner (following the coach) clicks next.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from playwright.sync_api import Locator, Page, expect

from euchre_teach.course import quizzes
from euchre_teach.players import CoachBot
from tests.browser.conftest import serve_one_lesson, with_load_timeouts
from tests.browser.test_learner_flow import give, sign_in
from tests.test_lesson_progress import right_response
from widgets.buckgame import BuckGameTable
from widgets.bucktable import _button_words
from widgets.course import to_question

LOAD_MS = 60_000
NOTEBOOK = "15_buck_euchre.ipynb"
LINK = "15. Buck Euchre: each for yourself (three or four players)"


@pytest.fixture(scope="module")
def site(voila_server: Callable[..., str], tmp_path_factory: pytest.TempPathFactory) -> str:
    """The app serving lesson 15 alone."""
    return serve_one_lesson(voila_server, tmp_path_factory, NOTEBOOK)


@pytest.fixture
def page(page: Page) -> Page:
    return with_load_timeouts(page, LOAD_MS)


def play(panel: Locator, twin: BuckGameTable, *, whole_game: bool) -> None:
    """Click through the table in ``panel`` as the twin's coach would, checking the page's
    status line against the twin's before each move."""
    status = panel.locator(".et-table-root .et-status")
    coach = CoachBot()
    for _ in range(400):
        expect(status).to_have_text(twin.table.status, timeout=LOAD_MS)
        if twin.waiting:
            if not whole_game or twin.game.winner is not None:
                return
            panel.get_by_role("button", name="Next hand", exact=True).click()
            twin.next_hand()
            continue
        action = coach.choose(twin.deal.view(2))
        if action.card is not None:
            panel.locator(f'.et-hand .et-card-btn[data-card="{action.card}"]').click()
            assert twin.play(action.card)
        else:
            label = _button_words(action, twin.deal)
            panel.get_by_role("button", name=label, exact=True).click()
            assert twin.choose(action)
    pytest.fail("the game did not end in 400 moves")


def test_a_learner_takes_lesson_14_and_plays_buck_euchre_to_zero(page: Page, site: str) -> None:
    sign_in(page, site, "Bea")
    page.get_by_role("link", name=LINK, exact=True).click()
    expect(page.locator("#rendered_cells")).to_be_visible(timeout=LOAD_MS)
    expect(page.get_by_text("Tables vary.", exact=False)).to_be_visible()
    expect(page.get_by_role("table").filter(has_text="Buck Euchre, three-handed")).to_be_visible()

    tables = page.locator(".et-playtable")
    expect(tables).to_have_count(2, timeout=LOAD_MS)
    # The eight cards under the upcard are the rest of the kitty, as with four players.
    expect(tables.nth(1).locator(".et-kitty")).to_have_text("Rest of the kitty (8)")
    guided = BuckGameTable(seed=7, delay=0, guided=True)  # the lesson's: South bids first
    # buck55: the guided hand waits in a closed fold above the game; the learner opens it
    expect(tables.nth(0)).to_be_hidden()
    page.get_by_text("A guided hand first: the coach's advice at each of your turns").click()
    expect(tables.nth(0).get_by_text("Coach: Ordering up.")).to_be_visible()
    play(tables.nth(0), guided, whole_game=False)  # the learner's own five cards too
    expect(tables.nth(0).get_by_role("button", name="Play this hand again")).to_be_enabled()
    # The history lists every trick, who led, what each played and who took it (buck14).
    history = tables.nth(0).locator(".et-log")
    for line in (x for x in guided._lines if x.startswith("Trick ")):
        expect(history).to_contain_text(line)
    assert len([x for x in guided._lines if x.startswith("Trick ")]) == len(guided.deal.tricks)

    # The learner's settings reach lesson 15's tables: "Off", and its computer players move
    # at once in the lesson opened again.
    page.goto(f"{site}/settings")
    page.get_by_label("Card animation").select_option(label="Off: cards move at once")
    page.get_by_role("button", name="Save settings").click()
    expect(page.get_by_role("status").filter(has_text="Saved.")).to_be_visible()
    page.goto(f"{site}/")
    page.get_by_role("link", name=LINK, exact=True).click()
    tables = page.locator(".et-playtable")
    expect(tables).to_have_count(2, timeout=LOAD_MS)
    game = BuckGameTable(seed=14, delay=0)
    play(tables.nth(1), game, whole_game=True)
    assert game.game.winner is not None
    won = re.compile(r"the game: \S+ score (reached 0|went past 0)")
    expect(tables.nth(1).locator(".et-status")).to_contain_text(won)
    expect(tables.nth(1).get_by_role("button", name="New game")).to_be_enabled()

    quiz = page.locator(".et-quiz").filter(has_text="Lesson 15 quiz")
    questions = [to_question(item) for item in quizzes.quiz(15)]
    for index, question in enumerate(questions):
        give(quiz, question, right_response(question))
        last = index == len(questions) - 1
        quiz.get_by_role("button", name="See my score" if last else "Next question").click()
    expect(quiz.get_by_text(f"Done: {len(questions)} of {len(questions)} right")).to_be_visible()

    page.goto(f"{site}/")
    row = page.locator("ol.lessons > li").filter(has_text=LINK)
    expect(row.get_by_text("Passed ✓")).to_be_visible()
