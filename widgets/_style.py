"""The panels' stylesheet as a small HTML widget: a <style> element, no network fetch."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import ipywidgets

__all__ = ["panel_style"]


@cache
def _css() -> str:
    return (Path(__file__).parent / "panels.css").read_text(encoding="utf-8")


def panel_style() -> ipywidgets.HTML:
    """An invisible widget carrying the panels' CSS; put it first in a panel's children."""
    style = ipywidgets.HTML(f"<style>{_css()}</style>")
    style.layout.display = "none"
    return style
