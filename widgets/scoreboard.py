"""Scoreboard: each team's points toward the target, and (optionally) the picture of the
traditional way to keep score with a six and a four.

>>> board = Scoreboard((3, 7), target=10, six_four=True)
>>> board.scores, board.text
((3, 7), 'North-South 3 of 10 points, East-West 7 of 10 points.')
>>> pips_showing(3), pips_showing(7)
((0, 3), (6, 1))
"""

from __future__ import annotations

import html
from collections.abc import Sequence

import ipywidgets

from euchre_teach.core.seats import SEAT_NAMES, TEAM_NAMES
from widgets._style import panel_style

__all__ = [
    "ACROSS",
    "UNDER",
    "GameLine",
    "Scoreboard",
    "SixFourScores",
    "pips_showing",
    "score_words",
    "six_four_caption",
    "six_four_layout",
    "six_four_svg",
]

# Pip centres (x, y) on a 40 x 60 card: the four's pips, then the six's.
_PIPS = {4: [(11, 14), (29, 14), (11, 46), (29, 46)],
         6: [(11, 12), (29, 12), (11, 30), (29, 30), (11, 48), (29, 48)]}  # fmt: skip
_SHAPES = {"H": "M5 9C2 6.5 0 5 0 3C0 1.3 1.3 0 2.7 0C3.7 0 4.6 .7 5 1.6C5.4 .7 6.3 0 7.3 0"
                "C8.7 0 10 1.3 10 3C10 5 8 6.5 5 9Z",
           "S": "M5 0C6.5 2.2 10 3.6 10 5.8C10 7.2 9 8 7.8 8C7 8 6.3 7.6 5.8 7L6.4 9.6H3.6"
                "L4.2 7C3.7 7.6 3 8 2.2 8C1 8 0 7.2 0 5.8C0 3.6 3.5 2.2 5 0Z"}  # fmt: skip


def pips_showing(points: int) -> tuple[int, int]:
    """How many pips of the (six, four) show for a score, the way many tables count:
    1 to 4 on the four (the six face down over it), 5 and 6 on the six, 7 to 9 the six
    plus 1 to 3 pips of the four. 10 or more: the game is won."""
    points = max(0, points)
    if points <= 4:
        return (0, points)
    if points <= 6:
        return (points, 0)
    return (6, min(points - 6, 4))


def score_words(points: int, target: int) -> str:
    """A team's score in words, as the scoreboard's text and its spoken label both say it.

    >>> score_words(3, 10), score_words(6, 5)
    ('3 of 10 points', '6 points, game won')
    """
    return f"{points} of {target} points" if points < target else f"{points} points, game won"


def _card(x: int, suit: str, pips: int, total: int, face_up: bool) -> str:
    if not face_up:
        return (f'<rect x="{x}" y="0" width="40" height="60" rx="4" fill="#24427a"'
                ' stroke="#10213f"/>')  # fmt: skip
    colour = "#b3122a" if suit == "H" else "#1d1d1f"
    body = [f'<rect x="{x}" y="0" width="40" height="60" rx="4" fill="#fff" stroke="#6b6b6b"/>']
    for index, (px, py) in enumerate(_PIPS[total]):
        # Pips the card lying across covers are not drawn under it (it hides them anyway).
        paint = f'fill="{colour}"' if index < pips else 'fill="none" stroke="#b7bcc3"'
        place = f"translate({x + px - 5} {py - 5})"
        body.append(f'<path d="{_SHAPES[suit]}" {paint} transform="{place}"/>')
    return "".join(body)


UNDER = (40, 25)
"""Where the card underneath lies, upright (its top-left corner, in a 125 x 125 picture)."""

ACROSS: dict[tuple[int, frozenset[int]], tuple[int, int, int]] = {
    (4, frozenset()): (60, 100, 90),
    (4, frozenset({3})): (90, 68, 90),
    (4, frozenset({2, 3})): (60, 68, 90),
    (4, frozenset({1, 2, 3})): (71, 60, 30),
    (6, frozenset()): (60, 102, 90),
    (6, frozenset({5})): (90, 84, 90),
}
"""Where the other card lies across it (its centre x and y, and its turn in degrees: 90 is
lying flat), by the card underneath and the pips of it to hide: over exactly those pips, as
the tests check, and over part of the card."""


def six_four_layout(points: int) -> tuple[tuple[int, int, bool], tuple[int, int, bool],
                                          tuple[int, int, int]]:  # fmt: skip
    """How the six and the four lie for a score, as lesson 9 says it, one across the other:
    the card underneath (its pips: 4 or 6, how many count, face up) and the card across
    it (the same), and where the card across lies (:data:`ACROSS`).

    From 1 to 4 the four lies face up with the six face down across it; at 5 and 6 the six
    is face up with the four face down across it; from 7 the six lies face up across the
    four, and 1 to 3 of the four's pips peek out.

    >>> six_four_layout(3)
    ((4, 3, True), (6, 0, False), (90, 68, 90))
    """
    six, four = pips_showing(points)
    if points <= 0:
        return (4, 0, False), (6, 0, False), ACROSS[4, frozenset({2, 3})]
    if six == 0:
        return (4, four, True), (6, 0, False), ACROSS[4, frozenset(range(four, 4))]
    if four == 0:
        return (6, six, True), (4, 0, False), ACROSS[6, frozenset(range(six, 6))]
    return (4, four, True), (6, six, True), ACROSS[4, frozenset(range(four, 4))]


def six_four_svg(points: int, suit: str = "H") -> str:
    """An SVG picture of the six and the four, one across the other, showing ``points``
    (the pips you can see)."""
    six, four = pips_showing(points)
    label = f"{points} point{'s' if points != 1 else ''}: {six + four} pips showing"
    (total, shown, up), (top_total, top_shown, top_up), (x, y, turn) = six_four_layout(points)
    under = (f'<g transform="translate({UNDER[0]} {UNDER[1]})">'
             f"{_card(0, suit, shown, total, up)}</g>")  # fmt: skip
    across = (f'<g transform="translate({x} {y}) rotate({turn}) translate(-20 -30)">'
              f"{_card(0, suit, top_shown, top_total, top_up)}</g>")  # fmt: skip
    return (f'<svg viewBox="25 20 100 105" width="110" height="115" role="img"'
            f' aria-label="{label}">{under}{across}</svg>')  # fmt: skip


class Scoreboard(ipywidgets.VBox):  # type: ignore[misc]
    """Points per team toward the target; ``six_four=True`` adds the card picture."""

    def __init__(
        self,
        scores: Sequence[int] = (0, 0),
        *,
        target: int = 10,
        six_four: bool = False,
        names: Sequence[str] = TEAM_NAMES,
    ) -> None:
        super().__init__()
        self.add_class("et-panel")
        self.add_class("et-scoreboard")
        self.target = target
        self.six_four = six_four
        self.names = tuple(names)
        self.scores: tuple[int, int] = (0, 0)
        self._html = ipywidgets.HTML()
        self.children = [panel_style(), self._html]
        self.update(scores)

    @property
    def text(self) -> str:
        """The score in words (what a screen reader hears)."""
        return ", ".join(f"{name} {score_words(points, self.target)}"
                         for name, points in zip(self.names, self.scores, strict=True)) + "."

    def update(self, scores: Sequence[int]) -> None:
        """Show new scores."""
        self.scores = (int(scores[0]), int(scores[1]))
        rows = []
        for team, (name, points) in enumerate(zip(self.names, self.scores, strict=True)):
            width = min(100, round(100 * points / self.target))
            said = (f"{points} of {self.target}" if points < self.target
                    else f"{points}: game won")  # fmt: skip
            heard = score_words(points, self.target)
            rows.append(
                f'<div class="et-score-team"><div class="et-score-line"><strong>{html.escape(name)}'
                f"</strong><span>{said}</span></div>"
                f'<div class="et-score-bar" role="meter" aria-valuemin="0"'
                f' aria-valuemax="{self.target}" aria-valuenow="{points}"'
                f' aria-label="{html.escape(name)}: {heard}">'
                f'<div class="et-score-fill et-team-{team}" style="width:{width}%"></div>'
                "</div></div>"
            )
        if self.six_four:
            rows.append(self._six_four_html())
        self._html.value = "".join(rows)

    def _six_four_html(self) -> str:
        figures = []
        for name, points, suit in zip(self.names, self.scores, ("H", "S"), strict=True):
            six, four = pips_showing(points)
            words = (f"{name}: {six + four} pips showing, {points} points"
                     if points < self.target else f"{name}: game won")  # fmt: skip
            figures.append(
                f"<figure>{six_four_svg(points, suit)}<figcaption>{html.escape(words)}"
                "</figcaption></figure>"
            )
        note = (
            '<p class="et-progress">Keeping score with a six and a four: count the pips'
            " you can see.</p>"
        )
        return f'<div class="et-sixfour">{"".join(figures)}</div>{note}'


def six_four_caption(points: int) -> str:
    """Which card shows the pips for a score of 1 to 9, in a few words.

    >>> six_four_caption(1), six_four_caption(5)
    ('1 point: the four, 1 pip showing', '5 points: the six, 5 pips showing')
    >>> six_four_caption(9)
    '9 points: the six and the four, 6 + 3 pips showing'
    """
    six, four = pips_showing(points)
    plural = "point" if points == 1 else "points"
    if six and four:
        return f"{points} {plural}: the six and the four, {six} + {four} pips showing"
    card, pips = ("the six", six) if six else ("the four", four)
    return f"{points} {plural}: {card}, {pips} pip{'' if pips == 1 else 's'} showing"


class SixFourScores(ipywidgets.VBox):  # type: ignore[misc]
    """The six and the four at a few scores side by side (lesson 9: a picture for each,
    rather than the way they lie told in words), each with a caption."""

    def __init__(self, scores: Sequence[int], suit: str = "H") -> None:
        super().__init__()
        self.add_class("et-panel")
        figures = "".join(
            f"<figure>{six_four_svg(points, suit)}<figcaption>"
            f"{html.escape(six_four_caption(points))}</figcaption></figure>"
            for points in scores
        )
        self._html = ipywidgets.HTML(f'<div class="et-sixfour">{figures}</div>')
        self.children = [panel_style(), self._html]


class GameLine(ipywidgets.HTML):  # type: ignore[misc]
    """The score and trump in one short line, put right above the learner's cards: on screen
    whenever they are (layout39 walk, 1280x900 and 390x844: lesson 14's scoreboard and trump
    line, above the felt, scrolled out of view while the learner chose a card). In the flow
    of the page, it covers nothing (a line stuck to the screen's top covered what the learner
    had scrolled under it, "Look at last trick" on a phone).

    >>> line = GameLine()
    >>> line.update((3, 7), 10, None)
    >>> "North-South 3 · East-West 7 (to 10)" in line.value, "not chosen yet" in line.value
    (True, True)
    """

    def __init__(self) -> None:
        super().__init__()
        self.add_class("et-game-line")

    def update(self, scores: Sequence[int], target: int, deal: object) -> None:
        """Say ``scores`` (of ``target``) and the trump of ``deal`` (None: no deal yet)."""
        trump = getattr(deal, "trump", None)
        maker = getattr(deal, "maker", None)
        if trump is None:
            made = "not chosen yet"
        else:
            alone = ", alone" if getattr(deal, "alone", False) else ""
            by = "" if maker is None else f" ({SEAT_NAMES[maker]}{alone})"
            made = (f'<strong class="et-suit-{trump.letter}">{trump.symbol} {trump.plural}'
                    f"</strong>{html.escape(by)}")  # fmt: skip
        score = " · ".join(f"{html.escape(name)} {points}" for name, points in zip(
            TEAM_NAMES, scores, strict=True))  # fmt: skip
        self.value = (f'<p><span class="et-line-score">Score: {score} (to {target})</span>'
                      f' <span class="et-line-trump">Trump: {made}</span></p>')  # fmt: skip
