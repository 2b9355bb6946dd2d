"""The panels' stylesheet as a small HTML widget: a <style> element, no network fetch."""

from __future__ import annotations

import html
from functools import cache
from pathlib import Path

import ipywidgets

__all__ = ["feedback_html", "panel_style"]


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
