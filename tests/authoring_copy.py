"""A copy of the course with a new lesson made as lessons/README.md tells an author: used by
tests/test_authoring.py (check-lesson and the course's tests run in the copy, no test edited)
and tests/browser/test_jupyterlab.py (the new lesson served and opened in Chromium)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def registered_copy(folder: Path, number: int, title: str, *, notebooks: bool = True) -> Path:
    """A copy of the course with a lesson ``number`` made from the template and registered as
    lessons/README.md says: the notebook renamed and renumbered, its "Check yourself" in its
    own words, its quiz moved into the
    lesson group module euchre_teach/course/quizzes/play_and_score.py and registered in
    euchre_teach/course/quizzes/__init__.py, its entry added to the catalogue in
    euchre_teach/course/catalogue.py and its row to the guide's table of lessons.

    ``notebooks=False`` leaves out the other lesson notebooks (a server warms a kernel for
    each one; the catalogue still has all of them)."""
    skip = shutil.ignore_patterns(".*", "__pycache__", "*.egg-info", "_course", "node_modules")
    for part in ("euchre_teach", "webapp", "widgets", "lessons", "tests"):
        shutil.copytree(ROOT / part, folder / part, ignore=skip)
    shutil.copy(ROOT / "pyproject.toml", folder / "pyproject.toml")
    if not notebooks:
        for other in (folder / "lessons").rglob("*.ipynb"):
            other.unlink()
    text = (ROOT / "lessons/template/99_lesson_template.ipynb").read_text("utf-8")
    notebook = json.loads(text.replace("99", str(number)))  # track_lesson, keys, lesson_quiz
    cells = notebook["cells"]
    quiz = next(c for c in cells if "".join(c["source"]).startswith("left_bower_suit"))
    cells.remove(quiz)
    cells[-1]["source"] = f"lesson.quiz(lesson_quiz({number}))"
    check = next(c for c in cells if "".join(c["source"]).startswith("## Check yourself"))
    check["source"] = ("## Check yourself\n\nSix questions on the left bower: the suit it "
                       "belongs to, and the cards you may play when it is in your hand.")
    first = next(c for c in cells if c["cell_type"] == "code")
    first["source"] = "".join(first["source"]).replace(
        "import lesson_quiz", "import lesson_header, lesson_quiz"
    ) + f"\nlesson_header({number})"
    lesson = folder / "lessons" / f"{number:02d}_club_draft.ipynb"
    lesson.write_text(json.dumps(notebook, indent=1), "utf-8")

    quizzes = folder / "euchre_teach" / "course" / "quizzes"
    group = quizzes / "play_and_score.py"
    body = "".join(quiz["source"]).replace("\n", "\n    ")
    builder = (f"\n\ndef lesson_{number}() -> list[Item]:\n"
               "    from euchre_teach.core.rules import effective_suit\n\n"
               f"    {body}\n    return QUIZ\n")  # fmt: skip
    group.write_text(group.read_text("utf-8") + builder, "utf-8")
    registry = quizzes / "__init__.py"
    code = registry.read_text("utf-8")
    listed = f"    {number}: play_and_score.lesson_{number},\n}}\n"
    code = code.replace('}\n"""Quiz builders', listed + '"""Quiz builders')
    registry.write_text(code, "utf-8")

    course = folder / "euchre_teach" / "course" / "catalogue.py"
    text = course.read_text("utf-8")
    end = text.rindex("\n)", 0, text.index('"""The lessons in course order."""'))
    entry = (f'\n    Lesson({number}, "club_draft", {title!r},\n'
             '           "One page on the left bower, written by our club.",\n'
             '           6, ("Say which suit the left bower belongs to",\n'
             '               "Follow suit when the left bower is in your hand")),')  # fmt: skip
    text = text[:end] + entry + text[end:]
    builds = text.index("\n}\n", text.index("BUILDS_ON: dict"))
    builds_on = f"\n    {number}: (2, 7),  # the bowers, and following suit"
    text = text[:builds] + builds_on + text[builds:]
    course.write_text(text, "utf-8")

    guide = folder / "lessons" / "README.md"
    rows = guide.read_text("utf-8").split("\n\n")
    table = next(i for i, part in enumerate(rows) if part.startswith("| # | Notebook"))
    rows[table] += f"\n| {number} | `{lesson.name}` | {title} |"
    guide.write_text("\n\n".join(rows), "utf-8")
    return lesson
