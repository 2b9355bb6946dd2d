"""The author's path of lessons/README.md: copy the template, add a question and a guided hand,
check them with `euchre-teach check-lesson`; a broken record fails quoting its line."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from euchre_teach.cli import lab_command, main
from euchre_teach.course.authoring import check_paths, hand_problems, notebook_problems

ROOT = Path(__file__).resolve().parents[1]
TEMPLATE = ROOT / "lessons" / "template" / "99_lesson_template.ipynb"
HAND = (ROOT / "lessons" / "hands" / "01_left_bower_trap.txt").read_text(encoding="utf-8")

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
    assert said.startswith("my_club_hand.txt: line 20: 'South: play AS ")
    assert "you must follow clubs, and you hold 9♣ and 10♣" in said


def test_a_hand_record_problem_names_the_line_of_the_action() -> None:
    silent = re.sub(r"(?m)^South: play 9C .*$", "South: play 9C", HAND)
    assert hand_problems(silent) == [
        "line 20: 'South: play 9C': South's decision has no comment (add '# why' after it)"
    ]
    cut = "\n".join(HAND.splitlines()[:22])
    assert hand_problems(cut)[0].startswith("line 22: 'East: play AD ")
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


def test_every_shipped_lesson_and_hand_passes_the_authors_check_unrun() -> None:
    said: list[str] = []
    assert check_paths([ROOT / "lessons"], run=False, say=said.append) == []
    assert "07_follow_suit.ipynb: ok" in said and "01_left_bower_trap.txt: ok" in said
    assert not any(line.startswith("review.ipynb") for line in said)  # a page, not a lesson
