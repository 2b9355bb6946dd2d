"""The site's study pages: the home page's course rows with mastery, Review, the cheat
sheet, the glossary and the course-complete page.

- ``/review``: opens the Review page (``review.ipynb`` in the lessons folder, served by
  Voila like a lesson: it is interactive and runs the same quiz as the lessons).
- ``/cheatsheet``: one printable page of the facts a player looks up, from the core.
- ``/glossary``: the course's words; ``/euchre/glossary.js`` links a term's first use in a
  lesson to its entry, with the short definition on hover, tap or keyboard focus.
- ``/complete``: the moment the course is complete, and what to practise next.
"""

from __future__ import annotations

__all__ = ["REVIEW_NOTEBOOK", "ROUTES", "CourseRow", "home_values", "teacher_values"]

import csv
import dataclasses
import io
import json
from pathlib import Path
from typing import Any

import tornado.web

from euchre_teach.core.cards import Suit
from euchre_teach.course import cheatsheet, glossary, mastery
from euchre_teach.course.catalogue import LESSONS, Lesson
from euchre_teach.store.progress import Learner, ProgressStore
from euchre_teach.store.review_schedule import DRILL_LESSON
from webapp.due import DAILY_REVIEWS, due_words, review_day
from webapp.pages import SiteHandler, lesson_url
from webapp.teacher import TeacherPage, spreadsheet_safe

REVIEW_NOTEBOOK = "review.ipynb"
GAME_LESSON = "play_a_game"
"""The lesson where a whole game is played (lesson 14), by its catalogue slug."""


@dataclasses.dataclass(frozen=True)
class CourseRow:
    """One lesson on the home page."""

    lesson: Lesson
    url: str | None
    standing: mastery.LessonMastery
    streak: int
    builds_on: tuple[Lesson, ...]
    """Lessons this one builds on that the learner has not passed yet."""

    @property
    def status(self) -> str:
        return self.standing.status

    @property
    def status_words(self) -> str:
        return mastery.STATUS_WORDS[self.status]


def home_values(store: ProgressStore, learner: Learner | None, folder: Path, base_url: str
                ) -> dict[str, Any]:  # fmt: skip
    """What the home page shows: each lesson's mastery, where to continue, Review."""
    answers = store.answers(learner.id) if learner else []
    visited = store.visited_lessons(learner.id) if learner else set()
    standing = mastery.course_mastery(answers, visited)
    progress = store.lesson_progress(learner.id, mastery.quiz_keys) if learner else {}
    by_number = {entry.number: entry for entry in LESSONS}
    rows = []
    for entry in LESSONS:
        url = (lesson_url(base_url, entry.notebook) if (folder / entry.notebook).is_file()
               else None)  # fmt: skip
        mine = progress.get(entry.number)
        missing = tuple(by_number[n] for n in entry.builds_on if not standing[n].passed)
        streak = mastery.drill_streak(answers, entry.number) if mine else 0  # the drill's own
        rows.append(CourseRow(entry, url, standing[entry.number], streak, missing))
    last = store.last_lesson(learner.id) if learner else None
    resume = _resume(rows, last)
    complete = all(row.standing.passed for row in rows)
    today, later = review_day(store, learner.id) if learner else ([], 0)
    due = len(today)
    said = due_words(due, later)
    review_url = f"{base_url}review" if (folder / REVIEW_NOTEBOOK).is_file() else None
    return {
        "rows": rows, "resume": resume, "started": bool(visited or answers),
        "resume_words": _resume_words(resume, last, bool(visited or answers)),
        "not_passed": _earlier_not_passed(rows, resume),
        "onward": None if resume else _onward(rows, due, said, review_url),
        "complete": complete, "due": due, "due_words": said, "due_later": later,
        "daily_reviews": DAILY_REVIEWS, "review_url": review_url,
        "mastered": sum(row.standing.mastered for row in rows),
        "passed": sum(row.standing.passed for row in rows),
        "drill_lesson": DRILL_LESSON,
    }  # fmt: skip


def _to_do(row: CourseRow) -> bool:
    """Something is left to do in this lesson: not passed, and its quiz not all answered
    (a quiz answered in full is not passed by going back to it: the first try counts, and
    the questions missed come back in Review)."""
    mine = row.standing
    return not mine.passed and not (mine.questions and mine.answered >= mine.questions)


def _resume(rows: list[CourseRow], last: int | None) -> CourseRow | None:
    """The lesson to continue: the one opened last if it is not passed yet, else the next
    lesson after it with something left to do, else the first such lesson; None once every
    lesson is passed or its quiz answered (:func:`_onward` then says where to go)."""
    open_rows = [row for row in rows if row.url]
    current = next((row for row in open_rows if row.lesson.number == last), None)
    if current is not None and not current.standing.passed:
        return current
    after = [row for row in open_rows if last is None or row.lesson.number > last]
    return next((row for row in after if _to_do(row)),
                next((row for row in open_rows if _to_do(row)), None))


def _earlier_not_passed(rows: list[CourseRow], resume: CourseRow | None) -> CourseRow | None:
    """The first lesson not passed, when it comes before the lesson to continue (walk21:
    "Next lesson: 12" while lessons 1, 2 and 6 were not passed). The home page names it
    beside the button, as a lesson's footer says "Not passed yet: lesson N"."""
    if resume is None:
        return None
    first = next((row for row in rows if row.url and not row.standing.passed), None)
    return first if first is not None and first.lesson.number < resume.lesson.number else None


def _resume_words(resume: CourseRow | None, last: int | None, started: bool) -> str:
    """The words on the home page's button to ``resume``."""
    if resume is None:
        return ""
    if not started:
        return "Start the course"
    if resume.lesson.number == last:
        return "Continue where you left off"
    return "Back to a lesson not finished yet" if resume.status == "started" else "Next lesson"


def _onward(rows: list[CourseRow], due: int, said: str, review_url: str | None
            ) -> tuple[str, str] | None:  # fmt: skip
    """Where a learner who has been through every lesson goes next, as (words, address):
    Review while anything is due, else a game."""
    if due and review_url:
        return f"Review: {said}", review_url
    game = next((row for row in rows if row.lesson.slug == GAME_LESSON and row.url), None)
    return ("Play a game", game.url) if game is not None and game.url else None


def teacher_values(store: ProgressStore, learners: list[Learner]) -> dict[str, Any]:
    """The dashboard's mastery per learner and lesson, and the items missed most across
    every lesson (first answers only), each with its lesson and its question."""
    standing = {who.id: mastery.learner_mastery(store, who.id) for who in learners}
    titles = {entry.number: entry.title for entry in LESSONS}
    return {"standing": standing, "missed_items": [
        (lesson, titles.get(lesson, ""), key, _prompt(key), wrong, total)
        for lesson, key, wrong, total in store.most_missed_by_lesson(15)]}  # fmt: skip


def _prompt(key: str) -> str:
    """An item's question, shortened for a table."""
    try:
        text = mastery.regenerate(key).prompt
    except (KeyError, ValueError):
        return key
    return text if len(text) <= 140 else text[:139].rsplit(" ", 1)[0] + "…"


class ReviewHandler(SiteHandler):
    """``/review``: the Review page is a notebook, served like a lesson."""

    def get(self) -> None:
        folder = Path(self.euchre.root_dir)
        if not (folder / REVIEW_NOTEBOOK).is_file():
            raise tornado.web.HTTPError(404)
        self.redirect(lesson_url(self.base_url, REVIEW_NOTEBOOK))


class CheatSheetHandler(SiteHandler):
    """``/cheatsheet``: one printable page."""

    def get(self) -> None:
        suits = [(suit, cheatsheet.ladder(suit), cheatsheet.suit_sizes(suit)) for suit in Suit]
        self.page("cheatsheet.html", learner=self.current_learner(), suits=suits,
                  scoring=cheatsheet.scoring_rows(), leads=cheatsheet.leads(),
                  loner_lead_note=cheatsheet.LONER_LEAD, traps=cheatsheet.TRAPS,
                  bidding=cheatsheet.bidding_columns(),
                  buck_facts=cheatsheet.buck_facts(),
                  buck_scoring=cheatsheet.buck_scoring_rows())  # fmt: skip


class GlossaryHandler(SiteHandler):
    """``/glossary``: every term in the course's own words."""

    def get(self) -> None:
        lessons = {entry.number: entry for entry in LESSONS}
        self.page("glossary.html", learner=self.current_learner(), terms=glossary.in_lesson_order(),
                  lessons=lessons, habits=glossary.hint_habits())  # fmt: skip


class GlossaryScriptHandler(SiteHandler):
    """``/euchre/glossary.js``: the lesson pages' term links, with the terms built in."""

    SCRIPT = Path(__file__).resolve().parent / "templates" / "site" / "glossary.js"

    def get(self) -> None:
        self.set_header("Content-Type", "text/javascript; charset=utf-8")
        self.set_header("Cache-Control", "no-cache")
        self.finish(glossary_script(f"{self.base_url}glossary"))


def glossary_script(glossary_url: str) -> str:
    """The lesson pages' term-link script, with the terms and the glossary's address in it."""
    terms = [{"term": t.term, "forms": [t.term.lower(), *t.forms],
              "proseForms": list(t.prose_forms), "slug": t.slug,
              "short": t.short, "markedOnly": t.marked_only}
             for t in glossary.TERMS]  # fmt: skip
    script = GlossaryScriptHandler.SCRIPT.read_text(encoding="utf-8")
    return (script.replace("/*TERMS*/[]", json.dumps(terms))
            .replace("/*GLOSSARY_URL*/", glossary_url))  # fmt: skip


class CompleteHandler(SiteHandler):
    """``/complete``: every lesson passed (or how far there is still to go)."""

    def get(self) -> None:
        learner = self.current_learner()
        values = home_values(self.store, learner, Path(self.euchre.root_dir), self.base_url)
        weakest = mastery.hardest_topics(self.store.answers(learner.id)) if learner else []
        game = next((row.url for row in values["rows"] if row.lesson.slug == GAME_LESSON), None)
        drill = next((row.url for row in values["rows"] if row.lesson.number == DRILL_LESSON),
                     None)  # fmt: skip
        self.page("complete.html", learner=learner, weakest=[mastery.TOPICS[t] for t in weakest],
                  game_url=game, drill_url=drill, **values)  # fmt: skip


class MissedCsvHandler(TeacherPage):
    """``/teacher-missed.csv``: the items missed most across every lesson."""

    def get(self) -> None:
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(["lesson", "title", "item", "question", "missed", "answered"])
        for row in teacher_values(self.store, [])["missed_items"]:
            writer.writerow([spreadsheet_safe(str(cell)) for cell in row])
        self.set_header("Content-Type", "text/csv; charset=utf-8")
        self.set_header("Content-Disposition", 'attachment; filename="class-most-missed.csv"')
        self.finish(out.getvalue())


ROUTES: list[tuple[str, type[tornado.web.RequestHandler]]] = [
    (r"/review", ReviewHandler),
    (r"/cheatsheet", CheatSheetHandler),
    (r"/glossary", GlossaryHandler),
    (r"/euchre/glossary\.js", GlossaryScriptHandler),
    (r"/complete", CompleteHandler),
    (r"/teacher-missed\.csv", MissedCsvHandler),
]
