"""A long lesson's "On this page:" links to its sections, for its header (issue 27: on a
phone lesson 15's guided hand was ~10,000 px down, with no way to it but scrolling)."""

from __future__ import annotations

import html
import json
import urllib.parse

from euchre_teach.course.catalogue import find_lessons

__all__ = ["contents"]


def contents(notebook: str) -> str:
    """"On this page:" links to a lesson's sections (its ``##`` headings), when it has
    four or more; the ids are the ones Voilà gives the headings (nbconvert's add_anchor)."""
    try:
        cells = json.loads((find_lessons() / notebook).read_text(encoding="utf-8"))["cells"]
    except (OSError, ValueError, KeyError):
        return ""
    titles = [line[3:].strip() for cell in cells if cell.get("cell_type") == "markdown"
              for line in "".join(cell["source"]).splitlines() if line.startswith("## ")]
    if len(titles) < 4:
        return ""
    links = " · ".join(
        f'<a href="#{html.escape(urllib.parse.quote(t.replace(" ", "-"), safe=_ID_SAFE))}">'
        f"{html.escape(t.replace('*', ''))}</a>" for t in titles)  # fmt: skip
    return f'<p class="et-contents"><strong>On this page:</strong> {links}</p>'


_ID_SAFE = "?/:@!$&'()*+,;="
"""What nbconvert leaves unquoted in a heading's id (``_convert_header_id``)."""
