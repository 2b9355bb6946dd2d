"""Old import paths of modules that moved into the package's rooms, kept for one release.

Until release 0.2, ``import euchre_teach.cards`` or ``from euchre_teach.dealing import
seeded_deal`` (the flat paths of 0.1) still work: each old name is an alias of the module in
its room (the same module object, so classes compare equal), with a ``DeprecationWarning``
naming the new path. ``euchre_teach.record`` is part of the public contract and stays an
alias without a warning. Two old names are rooms now and are not aliased:
``euchre_teach.buck`` (its ``BuckDeal`` is still imported from there, by the room) and
``euchre_teach.course`` (the catalogue is :mod:`euchre_teach.course.catalogue`).

>>> import sys, warnings
>>> _ = sys.modules.pop("euchre_teach.dealing", None)
>>> with warnings.catch_warnings(record=True) as caught:
...     warnings.simplefilter("always")
...     from euchre_teach.dealing import seeded_deal
>>> seeded_deal.__module__, str(caught[0].message)
('euchre_teach.core.dealing', 'euchre_teach.dealing has moved to euchre_teach.core.dealing')
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import sys
import warnings
from collections.abc import Sequence
from types import ModuleType

#: Each old module name and its room, as moved in 0.2.
MOVED: dict[str, str] = {
    "cards": "core.cards", "seats": "core.seats", "rules": "core.rules",
    "actions": "core.actions", "state": "core.state", "deal": "core.deal",
    "view": "core.view", "dealing": "core.dealing", "game": "core.game",
    "record": "core.record", "explain": "core.explain", "messages": "core.messages",
    "errors": "core.errors",
    "buck_rules": "buck.rules", "buck_view": "buck.view",
    "buck_words": "buck.words", "buck_game": "buck.game", "buck_record": "buck.record",
    "bidding_count": "players.count", "principles": "players.principles",
    "hints": "strategy.hints", "buck_hints": "strategy.buck_hints",
    "judging": "strategy.judging",
    "quizzes": "course.quizzes", "buck_quiz": "course.buck_quiz",
    "drills": "course.drills", "practice": "course.practice", "mastery": "course.mastery",
    "cheatsheet": "course.cheatsheet", "glossary": "course.glossary",
    "authoring": "course.authoring",
    "progress": "store.progress", "database": "store.database", "pgstore": "store.pgstore",
    "review_schedule": "store.review_schedule", "roster": "store.roster",
    "classroom": "store.classroom",
}
#: Old names that are the public contract: aliases with no warning.
CONTRACT = frozenset({"record"})


class _Alias(importlib.abc.Loader):
    """Loads an old name as the module in its room."""

    def __init__(self, new: str) -> None:
        self.new = new

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType:
        module = importlib.import_module(self.new)
        self.spec = module.__spec__
        return module

    def exec_module(self, module: ModuleType) -> None:
        """Nothing to run (the room's module ran when imported); keep its own spec."""
        module.__spec__ = self.spec


class MovedFinder(importlib.abc.MetaPathFinder):
    """Finds ``euchre_teach.OLD`` for each old name in :data:`MOVED`."""

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        package, _, old = fullname.rpartition(".")
        if package != "euchre_teach" or old not in MOVED:
            return None
        new = f"euchre_teach.{MOVED[old]}"
        if old not in CONTRACT:
            warnings.warn(f"{fullname} has moved to {new}", DeprecationWarning, stacklevel=2)
        return importlib.machinery.ModuleSpec(fullname, _Alias(new))


def install() -> None:
    """Put the finder on ``sys.meta_path`` once (the package's ``__init__`` calls it)."""
    if not any(isinstance(finder, MovedFinder) for finder in sys.meta_path):
        sys.meta_path.append(MovedFinder())
