"""The panels' stylesheet as a small HTML widget: a <style> element, no network fetch."""

from __future__ import annotations

import html
from functools import cache
from pathlib import Path

import ipywidgets

__all__ = ["TABLE_STYLE", "feedback_html", "panel_style"]

# The course's tables of figures (lesson 6's card values and seat needs, lesson 9's scoring,
# the trap drill's accuracy) carry their own small style, one look for all: borders and
# padding (walk19: lesson 9's "Who scores" table had none and read "the defenders2").
# Their class is ``et-count``: ``et-table`` is the card table's felt.
TABLE_STYLE = (
    "<style>.et-count{border-collapse:collapse;margin:.5rem 0;color:#222;background:#fff}"
    ".et-count caption{text-align:left;font-weight:600;padding:.25rem 0}"
    ".et-count th,.et-count td{border:1px solid #ccc;padding:.3rem .6rem;text-align:left;"
    "vertical-align:top}.et-count th{background:#f1f1f1}"
    ".et-count td.et-num{text-align:right}"
    # A phone's 390 px: the cells wrap and pad less, so no column is cut off.
    "@media (max-width:600px){.et-count{max-width:100%}"
    ".et-count th,.et-count td{padding:.25rem .35rem;overflow-wrap:break-word}}</style>"
)
"""The <style> of the course's tables of figures (class ``et-count``)."""


@cache
def _css() -> str:
    return (Path(__file__).parent / "panels.css").read_text(encoding="utf-8")


def panel_style() -> ipywidgets.HTML:
    """An invisible widget carrying the panels' CSS; put it first in a panel's children."""
    style = ipywidgets.HTML(f"<style>{_css()}</style>")
    style.layout.display = "none"
    return style


def feedback_html(text: str, kind: str, why: str = "") -> str:
    """A feedback box (``kind``: info, right, wrong) saying ``text``; ``why`` (a hint's
    figures) waits behind a "Why? The figures" toggle."""
    more = (f'<details class="et-why"><summary>Why? The figures</summary>'
            f"<p>{html.escape(why)}</p></details>" if why else "")  # fmt: skip
    return (f'<div class="et-feedback et-feedback-{kind}" role="status">{html.escape(text)}'
            f"{more}</div>")  # fmt: skip
