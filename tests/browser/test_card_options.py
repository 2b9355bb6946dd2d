"""walk18, lesson 11's quiz: a question asking for a discard or a card to play shows its
option buttons in the order of the cards shown above them, and the cards answer a click as
their buttons do (the walk: "Discard J♥, Discard K♠, Discard Q♥, Discard 9♣, Discard A♠,
Discard A♥" under J♥ A♥ Q♥ 9♣ A♠ K♠, and tapping a card did nothing)."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from tests.browser.test_smoke import serve_notebook
from tests.browser.test_steady_layout import bring

LOAD_MS = 60_000
DISCARD_QUIZ = """\
from euchre_teach.course import quizzes
from widgets.course import to_question
from widgets.quiz import Quiz

item = next(i for i in quizzes.quiz(11) if i.key == "L11/3")
Quiz([to_question(item)], title="Discard")
"""


@pytest.fixture(scope="module")
def room(voila_server: Callable[..., str], tmp_path_factory: pytest.TempPathFactory) -> str:
    return serve_notebook(voila_server, tmp_path_factory, "discard.ipynb", DISCARD_QUIZ)


def test_discard_buttons_follow_the_cards_shown_and_a_card_answers_a_click(
    desktop: Page, room: str
) -> None:
    from euchre_teach.course import quizzes

    item = next(i for i in quizzes.quiz(11) if i.key == "L11/3")
    desktop.goto(f"{room}/voila/render/discard.ipynb")
    cards = desktop.locator(".et-card-btn")
    expect(cards).to_have_count(len(item.hand), timeout=LOAD_MS)
    shown = cards.evaluate_all("(ns) => ns.map((n) => n.dataset.card)")
    assert shown == [str(c) for c in item.hand]
    buttons = desktop.get_by_role("button", name=re.compile(r"^Discard \S+$"))
    said = [text.strip() for text in buttons.all_inner_texts()]
    assert said == [f"Discard {c.label()}" for c in item.hand]
    right = next(o for o in item.options if o.correct).value.split()[-1]
    card = desktop.locator(f'.et-card-btn[data-card="{right}"]')
    bring(desktop, card)
    card.click()
    expect(desktop.get_by_text("Right!")).to_be_visible()

