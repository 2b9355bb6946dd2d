"""One learner as the teacher manages them: rename, move to a class, merge, reset, delete.

``/teacher/learner?id=…`` shows the forms; each POST does one thing and goes back to the
dashboard with a word saying what was done. Resetting, merging and deleting ask for a
ticked box first: they cannot be undone (except from a backup).
"""

from __future__ import annotations

__all__ = ["ROUTES", "LearnerManageHandler"]

import tornado.web

from euchre_teach.store.learners import visible_form
from euchre_teach.store.progress import Learner, clean_name_noting
from webapp.teacher import TeacherPage

CONFIRMED = ("reset", "delete", "merge")


class LearnerManageHandler(TeacherPage):
    """The manage page of one learner (GET) and its actions (POST)."""

    def learner_named(self, argument: str) -> Learner:
        learner_id = self.get_argument(argument, "")
        learner = self.store.learner(learner_id) if learner_id else None
        if learner is None:
            raise tornado.web.HTTPError(404)
        return learner

    def get(self) -> None:
        self.show(self.learner_named("id"))

    def post(self) -> None:
        learner = self.learner_named("id")
        action = self.get_body_argument("action", "")
        roster = self.roster
        chosen = roster.class_room(roster.class_of(learner.id) or 0)
        if action in CONFIRMED and self.get_body_argument("sure", "") != "yes":
            self.show(learner, "Tick the box to confirm: this cannot be undone.")
            return
        shortened = False
        if action == "rename":
            try:
                name, shortened = clean_name_noting(self.get_body_argument("name", ""))
            except ValueError as problem:
                self.show(learner, str(problem))
                return
            self.store.rename(learner.id, name)
        elif action == "move":
            text = self.get_body_argument("class", "")
            chosen = roster.class_room(int(text)) if text.isdigit() else None
            roster.join_class(learner.id, chosen.id if chosen else None)
        elif action == "reset":
            roster.reset(learner.id)
        elif action == "delete":
            roster.delete(learner.id)
        elif action == "merge":
            other = self.learner_named("other")
            roster.merge(keep=other.id, other=learner.id)
        else:
            raise tornado.web.HTTPError(400)
        done = {"rename": "renamed", "move": "moved", "reset": "reset", "delete": "deleted",
                "merge": "merged"}[action]  # fmt: skip
        self.back("renamed-short" if shortened else done, chosen)

    def show(self, learner: Learner, problem: str = "") -> None:
        """The manage page; with a problem (status 400) when an action was refused."""
        roster = self.roster
        mine = roster.class_of(learner.id)
        # Records of the same name (as it shows) first, the first of them chosen: the record
        # a teacher merges into is almost always the other one with this name.
        same = visible_form(learner.name)
        others = sorted((who for who in self.store.learners() if who.id != learner.id),
                        key=lambda who: visible_form(who.name) != same)  # fmt: skip
        self.page("teacher_learner.html", 400 if problem else 200, learner=learner,
                  others=others, same_name={who.id for who in others
                                            if visible_form(who.name) == same},
                  classes=roster.classes(), my_class=roster.class_room(mine) if mine else None,
                  problem=problem)  # fmt: skip


ROUTES: list[tuple[str, type[tornado.web.RequestHandler]]] = [
    (r"/teacher/learner", LearnerManageHandler),
]
