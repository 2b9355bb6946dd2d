"""Checks for an author's work: a lesson notebook and guided hand records, checked the way the
course's own tests check the shipped ones (``euchre-teach check-lesson PATH``): a lesson by
:func:`lesson_problems`, the function ``tests/test_course.py`` runs on every catalogued lesson
(its quiz and catalogue checks live in :mod:`euchre_teach.course.lesson_checks`).

Every problem is one line naming the file, and the line it is about, quoted::

    14_buck.ipynb: cell 3, line 2: 'practice([drills.trap_item(21, 1)]': '(' was never closed
    my_hand.txt: line 14: 'South: play AS': South's decision has no comment (add '# why')

>>> from euchre_teach.course.catalogue import find_lessons
>>> lesson_problems(find_lessons() / "03_follow_suit.ipynb")[0]
[]
"""

from __future__ import annotations

__all__ = [
    "MIN_QUESTIONS",
    "check_paths",
    "hand_problems",
    "item_problems",
    "lesson_problems",
    "notebook_problems",
]

import ast
import importlib
import json
import re
import subprocess
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from euchre_teach.core.errors import EuchreError
from euchre_teach.core.record import HandRecord, parse
from euchre_teach.course import quizzes
from euchre_teach.course.catalogue import LESSONS, GuidedHand, decisions
from euchre_teach.course.lesson_checks import (
    MIN_QUESTIONS,
    entry_problems,
    item_problems,
    quiz_problems,
)

NOTEBOOK_NAME = re.compile(r"^(\d{2})_[a-z0-9_]+\.ipynb$")
RUN_SECONDS = 120


# ----------------------------------------------------------------- hand records


def _action_lines(text: str) -> list[tuple[int, str]]:
    """(line number, line) of each action after the ``--`` line, as the parser counts them."""
    found: list[tuple[int, str]] = []
    after = False
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if line == "--":
            after = True
        elif after and line and not line.startswith("#"):
            found.append((number, raw.strip()))
    return found


def hand_problems(text: str) -> list[str]:
    """What is wrong with a guided hand record (tests/test_hands.py checks the same)."""
    try:
        hand = parse(text)
        deal = hand.deal()
    except EuchreError as error:
        return [str(error)]
    lines = _action_lines(text)

    def at(index: int) -> str:
        number, raw = lines[index] if index < len(lines) else (len(text.splitlines()), "")
        return f"line {number}: {raw!r}"

    problems = []
    if not hand.title:
        problems.append("the record needs a 'title:' line")
    if not hand.notes:
        problems.append("the record needs a 'note:' line saying what the hand is about")
    if not deal.is_over:
        problems.append(f"{at(len(hand.actions) - 1)}: the hand stops here, before its end "
                        "(play all five tricks)")  # fmt: skip
    mine = decisions(hand)
    if not mine:
        problems.append("South makes no decision: the learner plays South")
    problems += [f"{at(i)}: South's decision has no comment (add '# why' after it)"
                 for i in mine if not hand.comments[i]]  # fmt: skip
    return problems or _guide_problems(hand, at)


def _guide_problems(hand: HandRecord, at: Callable[[int], str]) -> list[str]:
    """A learner who finds every recorded action must get through the hand."""
    guide = GuidedHand(hand)
    while not guide.finished:
        guide.advance()
        if guide.waiting:
            index = guide.position
            attempt = guide.attempt(guide.expected().action)
            if not attempt.accepted:
                return [f"{at(index)}: the guided hand refuses this recorded action: "
                        f"{attempt.feedback}"]  # fmt: skip
    return []


# ----------------------------------------------------------------- notebooks


def _code_cells(notebook: dict[str, Any]) -> list[tuple[int, str, dict[str, Any]]]:
    return [(number, "".join(cell.get("source", "")), cell)
            for number, cell in enumerate(notebook.get("cells", []), start=1)
            if cell.get("cell_type") == "code"]  # fmt: skip


def _quote(source: str, line: int) -> str:
    lines = source.splitlines()
    return repr(lines[line - 1].strip()) if 0 < line <= len(lines) else "''"


def _calls(tree: ast.AST, name: str) -> list[ast.Call]:
    return [node for node in ast.walk(tree) if isinstance(node, ast.Call)
            and (getattr(node.func, "id", None) == name
                 or getattr(node.func, "attr", None) == name)]  # fmt: skip


def _read(path: Path) -> tuple[dict[str, Any] | None, list[str]]:
    text = path.read_text(encoding="utf-8")
    try:
        notebook = json.loads(text)
    except json.JSONDecodeError as error:
        quoted = _quote(text, error.lineno)
        return None, [f"line {error.lineno}: {quoted}: not valid notebook JSON ({error.msg})"]
    if not isinstance(notebook, dict) or not isinstance(notebook.get("cells"), list):
        return None, ["not a notebook: no list of cells"]
    return notebook, []


def notebook_problems(path: Path) -> tuple[list[str], dict[str, Any]]:
    """What is wrong with a lesson notebook, read without running it; and what the run step
    needs to know (the lesson number, the name of the quiz items given in the notebook)."""
    found = NOTEBOOK_NAME.match(path.name)
    if not found:
        return [f"a lesson's file name is its number in two digits and a name in lower case "
                f"with underscores, like '15_buck_euchre.ipynb', not {path.name!r}"], {}
    number = int(found.group(1))
    notebook, problems = _read(path)
    if notebook is None:
        return problems, {}
    facts: dict[str, Any] = {"lesson": number, "items": None}
    trees: list[tuple[int, str, ast.Module]] = []
    for cell, source, raw in _code_cells(notebook):
        if raw.get("outputs") or raw.get("execution_count"):
            problems.append(f"cell {cell}: has outputs; lessons are kept without them "
                            f"(jupyter nbconvert --clear-output --inplace {path.name})")
        try:
            trees.append((cell, source, ast.parse(source)))
        except SyntaxError as error:
            problems.append(f"cell {cell}, line {error.lineno}: {_quote(source, error.lineno or 0)}"
                            f": {error.msg}")  # fmt: skip
    problems += _catalogue_problems(path.name, number)
    problems += _structure_problems(trees, number, facts)
    return problems, facts


def lesson_problems(path: Path) -> tuple[list[str], dict[str, Any]]:
    """Every check the course's tests make on a lesson notebook, without running its cells:
    the file (:func:`notebook_problems`), its catalogue entry, and, for a lesson whose quiz is
    registered in ``QUIZZES``, the quiz and its "Check yourself" section. The run step
    (``check-lesson``; nbval in the tests) runs the cells, and checks a draft's own quiz."""
    problems, facts = notebook_problems(path)
    number = facts.get("lesson")
    if number is None:
        return problems, facts
    entry = next((e for e in LESSONS if e.number == number), None)
    if entry is not None:
        problems += entry_problems(entry)
    if facts.get("items") is None and number in quizzes.QUIZZES:
        problems += quiz_problems(path, number, quizzes.quiz(number))
    return problems, facts


def _catalogue_problems(name: str, number: int) -> list[str]:
    entry = next((e for e in LESSONS if e.number == number), None)
    if entry is not None and entry.notebook != name:
        return [f"lesson {number} in the catalogue (euchre_teach/course/catalogue.py) is "
                f"{entry.notebook!r}: rename the file or choose a free number"]  # fmt: skip
    if entry is not None and number not in quizzes.QUIZZES:
        # The home page and Review rebuild every catalogued lesson's quiz from its keys.
        return [f"lesson {number} is in the catalogue but its quiz is not in QUIZZES in "
                "euchre_teach/course/quizzes/__init__.py: register both together"]  # fmt: skip
    return []


def _structure_problems(trees: Sequence[tuple[int, str, ast.Module]], number: int,
                        facts: dict[str, Any]) -> list[str]:  # fmt: skip
    if not trees:
        return ["the notebook has no code cells"]
    problems = []
    first_cell, first_source, first_tree = trees[0]
    tracks = _calls(first_tree, "track_lesson")
    if not tracks:
        problems.append(f"cell {first_cell}: the first code cell must start the lesson with "
                        f"'lesson = track_lesson({number})'")  # fmt: skip
    for call in tracks:
        given = call.args[0] if call.args else None
        if not (isinstance(given, ast.Constant) and given.value == number):
            problems.append(f"cell {first_cell}, line {call.lineno}: "
                            f"{_quote(first_source, call.lineno)}: the file is lesson {number}, "
                            f"so this is track_lesson({number})")  # fmt: skip
    quizzes_made = [(cell, source, call) for cell, source, tree in trees
                    for call in _calls(tree, "lesson_quiz")]  # fmt: skip
    if not quizzes_made:
        return [*problems, f"the lesson has no quiz: its last cell is "
                           f"'lesson.quiz(lesson_quiz({number}))'"]  # fmt: skip
    cell, source, call = quizzes_made[-1]
    given = call.args[0] if call.args else None
    if not (isinstance(given, ast.Constant) and given.value == number):
        problems.append(f"cell {cell}, line {call.lineno}: {_quote(source, call.lineno)}: "
                        f"the quiz of lesson {number} is lesson_quiz({number}, ...)")  # fmt: skip
    items = call.args[1] if len(call.args) > 1 else None
    if isinstance(items, ast.Name):
        facts["items"] = items.id
    elif items is not None:
        problems.append(f"cell {cell}, line {call.lineno}: {_quote(source, call.lineno)}: "
                        "name the quiz's items in a list first (QUIZ = [...]) and pass that name")
    elif number not in quizzes.QUIZZES:
        problems.append(f"cell {cell}, line {call.lineno}: {_quote(source, call.lineno)}: "
                        f"lesson {number} has no quiz in QUIZZES (euchre_teach/course/quizzes/) "
                        f"yet: pass the items, lesson_quiz({number}, QUIZ)")  # fmt: skip
    return problems


def _run(path: Path, facts: dict[str, Any]) -> list[str]:
    """Run every cell as nbval does; then check the quiz items the notebook made."""
    nbformat: Any = importlib.import_module("nbformat")
    nbclient: Any = importlib.import_module("nbclient")
    notebook = nbformat.read(str(path), as_version=4)
    if facts.get("items"):  # a draft's own quiz, as the notebook makes it
        notebook.cells.append(nbformat.v4.new_code_cell(
            "import json as _json\n"
            "from pathlib import Path as _Path\n"
            "from euchre_teach.course.lesson_checks import quiz_problems as _problems\n"
            f"print('@@' + _json.dumps(_problems(_Path({str(path.resolve())!r}), "
            f"{facts['lesson']}, {facts['items']})))"))  # fmt: skip
    client = nbclient.NotebookClient(
        notebook, timeout=RUN_SECONDS, kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
    )  # fmt: skip
    try:
        # The kernel's own start-up chatter (a warning about TCP on loopback) is not the
        # author's business: errors in cells come back as outputs.
        client.execute(stderr=subprocess.DEVNULL)
    except nbclient.exceptions.CellExecutionError as error:
        return [_failed_cell(notebook, error)]
    if not facts.get("items"):
        return []
    text = "".join(o.get("text", "") for o in notebook.cells[-1].outputs)
    found: list[str] = json.loads(text.rpartition("@@")[2]) if "@@" in text else []
    return found


def _failed_cell(notebook: Any, error: Any) -> str:
    for number, cell in enumerate(notebook.cells, start=1):
        for output in cell.get("outputs", []):
            if output.get("output_type") == "error":
                source = cell.source
                line = _error_line(output.get("traceback", []))
                quoted = _quote(source, line) if line else repr(source.splitlines()[0])
                return (f"cell {number}, line {line or 1}: {quoted}: running it failed: "
                        f"{output.get('ename')}: {output.get('evalue')}")  # fmt: skip
    return f"running the notebook failed: {str(error).splitlines()[-1]}"


def _error_line(traceback: Sequence[str]) -> int:
    plain = re.sub(r"\x1b\[[0-9;]*m", "", "\n".join(traceback))
    numbers = re.findall(r"^-*> ?(\d+)", plain, flags=re.MULTILINE)
    cell_lines = re.findall(r"Cell In\[\d+\], line (\d+)", plain)
    if cell_lines:
        return int(cell_lines[0])
    return int(numbers[0]) if numbers else 0


# ----------------------------------------------------------------- the command


def check_paths(paths: Sequence[Path], *, run: bool = True,
                say: Callable[[str], None] = print) -> list[str]:  # fmt: skip
    """Check notebooks and hand records (a folder: every ``*.ipynb`` and ``*.txt`` in it);
    say each problem, or that the file is fine; return every problem."""
    files: list[Path] = []
    for path in paths:
        if path.is_dir():  # its lessons (not review.ipynb, a page of its own) and hands
            files += sorted(p for p in path.glob("*.ipynb") if NOTEBOOK_NAME.match(p.name))
            files += sorted([*path.glob("*.txt"), *path.glob("hands/*.txt")])
        else:
            files.append(path)
    problems: list[str] = []
    for path in files:
        found = _check_one(path, run)
        problems += [f"{path.name}: {p}" for p in found]
        for problem in found:
            say(f"{path.name}: {problem}")
        if not found:
            say(f"{path.name}: ok")
    return problems


def _check_one(path: Path, run: bool) -> list[str]:
    if not path.is_file():
        return ["no such file"]
    if path.suffix == ".txt":
        return hand_problems(path.read_text(encoding="utf-8"))
    if path.suffix != ".ipynb":
        return ["not a lesson notebook (.ipynb) or a hand record (.txt)"]
    problems, facts = lesson_problems(path)
    if problems or not run:
        return problems
    return _run(path, facts)
