"""JupyterLab, started by ``euchre-teach lab``, saves the course's notebooks without outputs.

An author runs a lesson in JupyterLab to try it; JupyterLab then saves it (autosave every two
minutes, Ctrl+S, or Voilà's preview, which saves before rendering) with every cell's output,
and a lesson kept with outputs fails ``euchre-teach check-lesson`` and the course's tests. So
``euchre-teach lab`` sets this function as Jupyter's standard save hook
(``FileContentsManager.pre_save_hook``): a notebook in a ``lessons`` or ``widgets`` folder is
written with its outputs, execution counts and saved widget state removed. The page in the
browser keeps its outputs; other notebooks are saved as they are.

>>> model = {"type": "notebook", "content": {"metadata": {"widgets": {}}, "cells": [
...     {"cell_type": "code", "source": "1 + 1", "execution_count": 3,
...      "outputs": [{"output_type": "execute_result", "data": {"text/plain": "2"}}]}]}}
>>> strip_course_outputs(model, "lessons/03_follow_suit.ipynb", None)
>>> model["content"]
{'metadata': {}, 'cells': [{'cell_type': 'code', 'source': '1 + 1', 'execution_count': None, \
'outputs': []}]}
"""

from __future__ import annotations

__all__ = ["COURSE_FOLDERS", "is_course_notebook", "strip_course_outputs"]

from pathlib import Path, PurePosixPath
from typing import Any

COURSE_FOLDERS = frozenset({"lessons", "widgets"})
"""A notebook inside a folder of one of these names is the course's."""

def is_course_notebook(path: str, root_dir: str | None = None) -> bool:
    """Whether ``path`` (as the contents manager names it, from its root) is the course's.

    >>> is_course_notebook("lessons/template/99_lesson_template.ipynb")
    True
    >>> is_course_notebook("scratch/try.ipynb"), is_course_notebook("07_x.ipynb", "/c/lessons")
    (False, True)
    """
    folders = set(PurePosixPath(path).parts[:-1])
    if root_dir:  # JupyterLab opened on the lessons folder itself
        folders.add(Path(root_dir).resolve().name)
    return bool(folders & COURSE_FOLDERS)


def strip_course_outputs(model: dict[str, Any], path: str, contents_manager: Any,
                         **_: Any) -> None:  # fmt: skip
    """Jupyter's pre-save hook: remove outputs from a course notebook's model before saving."""
    if model.get("type") != "notebook" or not isinstance(model.get("content"), dict):
        return
    root = getattr(contents_manager, "root_dir", None)
    if not is_course_notebook(path, root):
        return
    notebook = model["content"]
    notebook.get("metadata", {}).pop("widgets", None)
    for cell in notebook.get("cells", []):
        if cell.get("cell_type") == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
