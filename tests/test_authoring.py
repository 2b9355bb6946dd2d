"""The author's path of lessons/README.md: copy the template, add a question and a guided hand,
check them with `euchre-teach check-lesson`; a broken record fails quoting its line."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest

from euchre_teach.cli import lab_command, main
from euchre_teach.course.authoring import check_paths, hand_problems, notebook_problems
from tests.authoring_copy import registered_copy

ROOT = Path(__file__).resolve().parents[1]
TEMPLATE = ROOT / "lessons" / "template" / "99_lesson_template.ipynb"
HAND = (ROOT / "lessons" / "hands" / "01_left_bower_trap.txt").read_text(encoding="utf-8")
LINES = HAND.splitlines()
#: Where hand 01's lines are, counted from 1 (its notes grow: a "# why not" line moves them).
PLAY_9C = next(i for i, line in enumerate(LINES, 1) if line.startswith("South: play 9C "))
LEAD_AD = next(i for i, line in enumerate(LINES, 1) if line.startswith("East: play AD "))

NEW_QUESTION = '''
QUIZ.append(drills.question(
    "L99/7",
    "Spades are trump. Which jack is the right bower?",
    str(next(c for c in DECK if c.rank is Rank.JACK and c.suit is Suit.SPADES)),
    {"JS": "Yes: the jack of trump is the right bower, the highest card.",
     "JC": "No: J♣ is the left bower, the other black jack."},
    labels={"JS": "J♠", "JC": "J♣"},
))'''


def copy_template(folder: Path, name: str = "99_lesson_template.ipynb") -> Path:
    target = folder / name
    target.write_text(TEMPLATE.read_text(encoding="utf-8"), encoding="utf-8")
    return target


def add_code(path: Path, before_last: str) -> None:
    notebook = json.loads(path.read_text(encoding="utf-8"))
    quiz_cell = notebook["cells"][-2]
    quiz_cell["source"] = "".join(quiz_cell["source"]) + before_last
    path.write_text(json.dumps(notebook, indent=1), encoding="utf-8")


def test_the_template_passes_the_check_with_its_cells_run() -> None:
    said: list[str] = []
    assert check_paths([TEMPLATE], say=said.append) == []
    assert said == ["99_lesson_template.ipynb: ok"]


def test_an_author_adds_a_question_and_a_hand_and_the_check_passes_then_fails_quoting_the_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lesson = copy_template(tmp_path)
    first = json.loads(lesson.read_text(encoding="utf-8"))
    first["cells"][1]["source"] = "".join(first["cells"][1]["source"]).replace(
        "from euchre_teach.core.cards import Card, Suit",
        "from euchre_teach.core.cards import DECK, Card, Rank, Suit",
    )
    lesson.write_text(json.dumps(first, indent=1), encoding="utf-8")
    add_code(lesson, NEW_QUESTION)
    hand = tmp_path / "my_club_hand.txt"
    hand.write_text(HAND.replace("The left-bower trap", "Our club's trap"), encoding="utf-8")
    assert main(["check-lesson", str(lesson), str(hand)]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "99_lesson_template.ipynb: ok",
        "my_club_hand.txt: ok",
    ]
    # South plays A♠ on a club lead while holding clubs: a renege, refused quoting the line.
    hand.write_text(HAND.replace("South: play 9C ", "South: play AS "), encoding="utf-8")
    assert main(["check-lesson", str(hand)]) == 1
    said = capsys.readouterr().out
    assert said.startswith(f"my_club_hand.txt: line {PLAY_9C}: 'South: play AS ")
    assert "you must follow clubs, and you hold 9♣ and 10♣" in said


def test_a_hand_record_problem_names_the_line_of_the_action() -> None:
    silent = re.sub(r"(?m)^South: play 9C .*$", "South: play 9C", HAND)
    assert hand_problems(silent) == [
        f"line {PLAY_9C}: 'South: play 9C': South's decision has no comment (add '# why' after"
        " it)"
    ]
    cut = "\n".join(LINES[:LEAD_AD])  # the line after South's 9♣ is an "# also" reason
    assert hand_problems(cut)[0].startswith(f"line {LEAD_AD}: 'East: play AD ")
    assert "the hand stops here, before its end" in hand_problems(cut)[0]


def test_notebook_problems_quote_the_cell_line(tmp_path: Path) -> None:
    lesson = copy_template(tmp_path, "21_draft.ipynb")
    add_code(lesson, "\npractice([drills.trap_item(21, 1)]")
    problems, _ = notebook_problems(lesson)
    assert "cell 2, line 7: 'lesson = track_lesson(99)': the file is lesson 21, so this is "\
           "track_lesson(21)" in problems  # fmt: skip
    assert any(p.startswith("cell 9, line ") and "'practice([drills.trap_item(21, 1)]'" in p
               and "never closed" in p for p in problems)  # fmt: skip


def test_a_cell_that_fails_when_run_is_quoted_with_the_error(tmp_path: Path) -> None:
    lesson = copy_template(tmp_path)
    add_code(lesson, "\nQUIZ.append(drills.trap_item(0, 99))")
    problems = check_paths([lesson], say=lambda _: None)
    assert len(problems) == 1
    assert problems[0].startswith("99_lesson_template.ipynb: cell 9, line 17: "
                                  "'QUIZ.append(drills.trap_item(0, 99))': running it failed: ")


def test_a_lesson_file_name_must_carry_its_number(tmp_path: Path) -> None:
    lesson = copy_template(tmp_path, "My Lesson.ipynb")
    problems, _ = notebook_problems(lesson)
    assert problems and "not 'My Lesson.ipynb'" in problems[0]


def test_lab_runs_jupyterlab_on_loopback_on_exactly_the_port_without_web_requests() -> None:
    argv, _ = lab_command(ROOT, port=9123, open_browser=False, environ={})
    assert "--ServerApp.ip=127.0.0.1" in argv and "--ServerApp.port=9123" in argv
    assert "--ServerApp.port_retries=0" in argv and "--ServerApp.open_browser=False" in argv
    assert "--LabApp.news_url=None" in argv and f"--ServerApp.root_dir={ROOT}" in argv
    assert "--FileContentsManager.pre_save_hook=webapp.lab_save.strip_course_outputs" in argv


def test_every_shipped_lesson_and_hand_passes_the_authors_check_unrun() -> None:
    said: list[str] = []
    assert check_paths([ROOT / "lessons"], run=False, say=said.append) == []
    assert "03_follow_suit.ipynb: ok" in said and "01_left_bower_trap.txt: ok" in said
    assert not any(line.startswith("review.ipynb") for line in said)  # a page, not a lesson


# Every test file that reads the catalogue or a lesson's quiz, and the new notebook itself
# (nbval, as `make test` runs it): what an author's lesson meets in `make test`.
COURSE_TESTS = ("tests/test_course.py", "tests/test_authoring.py", "tests/test_mastery.py",
                "tests/test_study_pages.py", "tests/test_widgets_words.py",
                "tests/test_review.py")  # fmt: skip


@pytest.mark.slow
def test_an_authors_next_lesson_made_as_the_guide_says_passes_check_lesson_and_the_course_tests(
    tmp_path: Path,
) -> None:
    from euchre_teach.course.catalogue import LESSONS

    number = max(entry.number for entry in LESSONS) + 1  # 16 today
    copy = tmp_path / "course"
    lesson = registered_copy(copy, number, "Our club's left bower")
    env = {**os.environ, "PYTHONPATH": str(copy), "JUPYTER_PLATFORM_DIRS": "1",
           "HYPOTHESIS_PROFILE": "dev"}  # fmt: skip
    checked = subprocess.run(
        [sys.executable, "-m", "euchre_teach.cli", "check-lesson", str(lesson)],
        env=env, cwd=copy, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert checked.stdout == f"{lesson.name}: ok\n", checked.stdout + checked.stderr
    tested = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-m", "not slow",
         *COURSE_TESTS, str(lesson.relative_to(copy))],
        env=env, cwd=copy, capture_output=True, text=True, timeout=900,
    )  # fmt: skip
    assert tested.returncode == 0, tested.stdout[-4000:] + tested.stderr[-2000:]


def _notebook_with_outputs() -> dict[str, object]:
    notebook = json.loads(TEMPLATE.read_text(encoding="utf-8"))
    for cell in notebook["cells"]:
        if cell["cell_type"] == "code":
            cell["execution_count"] = 1
            cell["outputs"] = [{"output_type": "stream", "name": "stdout", "text": "ran\n"}]
    notebook["metadata"]["widgets"] = {"application/vnd.jupyter.widget-state+json": {}}
    return notebook


@pytest.mark.slow
def test_jupyterlab_from_euchre_teach_lab_saves_a_lesson_without_its_outputs(
    tmp_path: Path,
) -> None:
    """Run a lesson in JupyterLab and save it (Ctrl+S, autosave, Voilà's preview): the file
    keeps no outputs, so check-lesson and the tests still pass. A notebook outside the
    course's folders is saved as it is. Saved here through the server's contents API, the
    request JupyterLab's save makes."""
    from tests.browser.conftest import _free_port, _wait_until_answering
    from tests.helpers import stop_server

    course = tmp_path / "course"
    (course / "lessons").mkdir(parents=True)
    (course / "scratch").mkdir()
    port, token = _free_port(), "t" + "0" * 31
    argv, env = lab_command(course, port=port, open_browser=False)
    env = {**env, "JUPYTER_TOKEN": token, "JUPYTER_PLATFORM_DIRS": "1",
           "JUPYTER_CONFIG_DIR": str(tmp_path / "config"),
           "JUPYTER_RUNTIME_DIR": str(tmp_path / "run")}  # fmt: skip
    log = tmp_path / "lab.log"
    with log.open("wb") as out:
        proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=out,
                                stderr=subprocess.STDOUT, env=env)  # fmt: skip
    base = f"http://127.0.0.1:{port}"
    try:
        _wait_until_answering(f"{base}/api/status?token={token}", proc, log)
        for path in ("lessons/16_club_draft.ipynb", "scratch/try.ipynb"):
            body = json.dumps({"type": "notebook", "format": "json",
                               "content": _notebook_with_outputs()}).encode()  # fmt: skip
            request = urllib.request.Request(
                f"{base}/api/contents/{path}", data=body, method="PUT",
                headers={"Authorization": f"token {token}", "Content-Type": "application/json"},
            )  # fmt: skip
            with urllib.request.urlopen(request, timeout=30) as response:
                assert response.status in (200, 201)
    finally:
        stop_server(proc)
    saved = course / "lessons" / "16_club_draft.ipynb"
    cells = json.loads(saved.read_text(encoding="utf-8"))["cells"]
    code = [cell for cell in cells if cell["cell_type"] == "code"]
    assert code and all(c["outputs"] == [] and c["execution_count"] is None for c in code)
    assert "widgets" not in json.loads(saved.read_text(encoding="utf-8"))["metadata"]
    scratch = json.loads((course / "scratch" / "try.ipynb").read_text(encoding="utf-8"))
    assert all(c["outputs"] for c in scratch["cells"] if c["cell_type"] == "code")
