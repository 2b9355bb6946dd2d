"""walk19, lesson 4 on a phone: after "Start again" the quiz's first question was above
the screen and only its answer buttons showed. The page now shows the quiz's heading down
to the first question's answers, as the app moves the page elsewhere (widgets.inview).

Every press is a real tap on what is on screen. Run this file on its own."""

from __future__ import annotations

import re
import time
from collections.abc import Callable

import pytest
from playwright.sync_api import Locator, Page, expect

from tests.browser.test_phone import shot, swipe_past, swipe_until
from tests.browser.test_smoke import serve_notebook

LOAD_MS = 60_000


def _still(target: Locator) -> None:
    """Wait until ``target`` stands still on screen (a swipe may carry on a little)."""
    last = None
    for _ in range(30):
        box = target.bounding_box()
        if box is not None and box == last:
            return
        last = box
        time.sleep(0.1)
LESSON_8_QUIZ = """\
from webapp.lesson import track_lesson
from widgets.course import lesson_quiz

import ipywidgets
from IPython.display import display

lesson = track_lesson(4)
display(lesson.quiz(lesson_quiz(4)))
ipywidgets.HTML('<div style="height: 200px"></div><p class="below">The lesson goes on.</p>'
                '<div style="height: 900px"></div>')
"""  # as lesson 4 has it, with the rest of a lesson page below


@pytest.fixture(scope="module")
def quiz_room(voila_server: Callable[..., str], tmp_path_factory: pytest.TempPathFactory) -> str:
    return serve_notebook(voila_server, tmp_path_factory, "quiz8.ipynb", LESSON_8_QUIZ)


def test_start_again_on_a_phone_shows_the_first_question_not_only_its_buttons(
    phone: Page, quiz_room: str
) -> None:
    phone.goto(f"{quiz_room}/voila/render/quiz8.ipynb")
    panel = phone.locator(".et-quiz")
    onward = panel.get_by_role("button", name=re.compile(r"^(Next question|See my score)$"))
    again = panel.get_by_role("button", name="Start again")
    expect(panel.locator(".et-answers button").first).to_be_visible(timeout=LOAD_MS)
    for _ in range(6):
        answer = panel.locator(".et-answers button").first
        swipe_until(phone, answer)
        _still(answer)  # a person waits for the page to stop before tapping (ci41b: a tap
        answer.tap()    # while the page still moved after the swipe brought no answer)
        expect(onward).to_be_visible()
        swipe_until(phone, onward)
        onward.tap()
    expect(again).to_be_attached()
    swipe_until(phone, again)
    swipe_until(phone, phone.locator(".below"))  # read on below, Start again near the top
    prompt = panel.locator(".et-prompt").first
    # Read on until the last question has left the screen: how far ".below" brings it
    # depends on the quiz's last question (stop 49's CI: lesson 4's short trick question
    # still showed 2% of its prompt).
    swipe_past(phone, prompt)
    expect(again).to_be_in_viewport(ratio=1)
    expect(prompt).not_to_be_in_viewport()  # the walk's state: the question is above
    again.tap()
    expect(panel.locator(".et-progress")).to_contain_text("Question 1 of 6")
    phone.wait_for_timeout(1800)  # the page has moved (widgets/inview.js, at most 1.6 s)
    shot(phone, "quiz-start-again-phone")
    expect(panel.locator(".et-graded-title, .et-progress").first).to_be_in_viewport(ratio=1)
    expect(prompt).to_be_in_viewport(ratio=1)
    expect(panel.locator(".et-answers button").first).to_be_in_viewport(ratio=1)
