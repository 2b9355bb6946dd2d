"""The front-end files of the custom components, read once from beside this module.

Each component has one ES module and one CSS file (``hand.js``, ``hand.css``). The card
faces they all draw come from ``cardface.js`` and ``cardface.css``, which are put in front
of the component's own text here: plain concatenation, no build step and no network.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

__all__ = ["component_css", "component_esm", "plain_esm"]

_HERE = Path(__file__).parent


@cache
def _read(name: str) -> str:
    return (_HERE / name).read_text(encoding="utf-8")


def component_esm(name: str) -> str:
    """The ES module of component ``name`` with the shared card-face code in front."""
    return _read("cardface.js") + "\n" + _read(f"{name}.js")


def component_css(name: str) -> str:
    """The CSS of component ``name`` with the shared card-face styles in front."""
    return _read("cardface.css") + "\n" + _read(f"{name}.css")


def plain_esm(name: str) -> str:
    """The ES module of component ``name`` alone (one that draws no cards)."""
    return _read(f"{name}.js")
