"""The course serves its notebooks and nothing else of the computer (issue 24, item 4).

A learner's script must not learn whether a file exists on the teacher's computer: every
address that is not one of the course's notebooks (``lessons/*.ipynb``, the Review page's
notebook among them) answers the same "not here" page, whether the file exists or not; the
folder listing (``/voila/tree/``) and its API (``/voila/api/contents``) show nothing. Run
against a real ``euchre-teach serve`` of the course, with a plain HTTP client that keeps
cookies (as a script would)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from tests.browser.conftest import LESSONS
from tests.browser.test_classroom import Client


@pytest.fixture(scope="module")
def course(voila_server: Callable[..., str]) -> str:
    return voila_server(LESSONS)


@pytest.fixture(scope="module")
def outside(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A file on the teacher's computer, outside the course: it exists."""
    folder = tmp_path_factory.mktemp("teachers-computer")
    secret = folder / "diary.ipynb"
    secret.write_text('{"cells": [], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}')
    (folder / "notes.txt").write_text("private")
    return folder


def not_here(client: Client, path: str) -> str:
    status, html = client.get(path)
    assert status == 404, (path, status, html[:300])
    assert "That page is not here" in html and "Traceback" not in html
    return html


def test_a_file_outside_the_course_answers_as_if_it_did_not_exist(
    course: str, outside: Path
) -> None:
    client = Client(course)
    for name in ("diary.ipynb", "notes.txt"):
        there = not_here(client, f"/voila/render/{outside / name}")  # //tmp/...
        missing = not_here(client, f"/voila/render/{outside / ('no-' + name)}")
        assert there == missing
        encoded = str(outside / name).replace("/", "%2F")
        assert not_here(client, f"/voila/render/{encoded}") == there


@pytest.mark.parametrize(
    "path",
    [
        "/voila/render/template/99_lesson_template.ipynb",  # in the course folder, not a lesson
        "/voila/render/hands/01_left_bower_trap.txt",
        "/voila/render/hands/judged.json",
        "/voila/render/README.md",
        "/voila/render/../README.md",
        "/voila/render/%2E%2E/README.md",
        "/voila/render/lessons/01_the_deck.ipynb",
        "/voila/render/",
        "/voila/render/no_such_lesson.ipynb",
    ],
)
def test_only_the_courses_notebooks_are_rendered(course: str, path: str) -> None:
    client = Client(course)
    assert not_here(client, path) == not_here(client, "/voila/render/no_such_lesson.ipynb")


@pytest.mark.parametrize(
    "path",
    [
        "/voila/tree", "/voila/tree/", "/voila/tree/template", "/voila/tree/hands",
        "/voila/api/contents", "/voila/api/contents/", "/voila/api/contents/hands",
        "/voila/api/contents/template", "/voila/api/contents/01_the_deck.ipynb",
    ],
)  # fmt: skip
def test_the_folder_listing_and_its_api_show_nothing(course: str, path: str) -> None:
    client = Client(course)
    html = not_here(client, path)
    assert html == not_here(client, "/voila/render/no_such_lesson.ipynb")
    for name in ("99_lesson_template", "judged.json", "01_left_bower_trap", "01_the_deck"):
        assert name not in html


def test_the_courses_lessons_and_review_page_still_open(course: str) -> None:
    client = Client(course)
    for notebook in ("01_the_deck.ipynb", "review.ipynb"):
        status, html = client.get(f"/voila/render/{notebook}")
        assert status == 200 and "Setting up your table" in html, notebook
