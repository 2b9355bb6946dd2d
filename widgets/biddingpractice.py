"""The bidding count on screen (lesson 6's tables, rendered from the core) and the practice
panels of lessons 6 and 11, whose misses come back on the FSRS schedule like the trap drill.

>>> "Right bower" in card_values_table().value and "6" in seat_needs_table().value
True
>>> panel = PracticePanel("bidding", seed=4)
>>> panel.item.key
'bidding-set/1'
>>> _ = panel.answer_item(panel.item.answer[0])
>>> panel.right, panel.answered
(1, 1)
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

import ipywidgets

from euchre_teach.core.cards import Card, Rank, Suit, parse_cards
from euchre_teach.core.rules import ranked
from euchre_teach.course import practice
from euchre_teach.course.drills import LEARNER, Item
from euchre_teach.players.bidding import LONER_TEST, seat_position
from euchre_teach.players.count import (
    SEAT_WORDS,
    TAUGHT,
    UPCARD_KINDS,
    Verdict,
    best_suit,
    judge,
    needs_by_upcard,
    next_instead,
    upcard_value,
    void_rows,
)
from euchre_teach.strategy.advice import listed, upper_first
from widgets._style import TABLE_STYLE, panel_style
from widgets.cards import Cards
from widgets.course import folded, to_question
from widgets.questions import Feedback, MultipleChoice, Question
from widgets.quiz import Quiz
from widgets.quiz_words import comes_back_words
from widgets.review import ReviewQueue

__all__ = [
    "PracticePanel",
    "card_values_table",
    "count_example",
    "loner_test_list",
    "needs_by_upcard",
    "reference_card",
    "seat_needs_table",
]

_EXAMPLE = Suit.HEARTS

def _table(caption: str, head: Sequence[str], rows: Iterable[Sequence[str]]) -> ipywidgets.HTML:
    cells = "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in row) + "</tr>"
                    for row in rows)  # fmt: skip
    heads = "".join(f'<th scope="col">{html.escape(h)}</th>' for h in head)
    return ipywidgets.HTML(f'{TABLE_STYLE}<table class="et-count"><caption>{html.escape(caption)}'
                           f"</caption><tr>{heads}</tr>{cells}</table>")  # fmt: skip


def card_values_table(first_pass: bool = False) -> ipywidgets.HTML:
    """What each card is worth in the taught count (the values are the core's): the first
    part of lesson 6's :func:`reference_card`. ``first_pass``: without the rows a first pass
    leaves for a second (:data:`SECOND_PASS_ROWS`)."""
    m = TAUGHT
    groups: list[list[Rank]] = []  # the smaller trumps of one value share a row (1 each)
    for rank in (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.TEN, Rank.NINE):
        if groups and rank < Rank.KING and m.trump[groups[-1][-1]] == m.trump[rank]:
            groups[-1].append(rank)
        else:
            groups.append([rank])
    trump = [(f"{listed([r.word for r in ranks]).replace(' and ', ' or ').capitalize()} of trump",
              " ".join(Card(r, _EXAMPLE).label() for r in ranks), m.trump[ranks[0]])
             for ranks in groups]  # fmt: skip
    rows = [
        ("Right bower (the jack of trump)", "J♥", m.right),
        ("Left bower (the other jack of trump's colour)", "J♦", m.left),
        *trump,
        ("Ace of another suit", "A♠", m.off_ace),
        ("King beside its ace in another suit", "K♠ with A♠", m.king_with_ace),
        *((f"An empty suit ({what})", "no clubs", points) for what, points in void_rows(m)),
        *([("A second empty suit, from the dealer's left or right (the appendix says why)",
            "no clubs, no diamonds", 0.0)] if m.one_void_from else []),
    ]
    return _table("What each card counts (the example: hearts trump)",
                  ("Card", "Example", "Counts"),
                  [(a, b, f"{p:g}") for a, b, p in rows
                   if not (first_pass and a.startswith(SECOND_PASS_ROWS))])  # fmt: skip


def seat_needs_table(round_: int = 1) -> ipywidgets.HTML:
    """What each seat needs in ``round_`` and what changes it (the core's constants): lesson
    6 shows round 1, lesson 7 round 2, where "next" has been taught. Round 2's table leaves
    the score out: lesson 11 teaches bidding to the score, and lesson 7's practice asks no
    position near the end of a game (expert81, expert83: a row pointing two lessons ahead)."""
    m = TAUGHT
    score = ("Any bid", "any seat", "",
             f"less {m.near_game:g} when the other side is one point from the game")
    if round_ == 2:
        rows = [("Round 2", "dealer's left or right", f"{m.round_2_needs:g}",
                 f"less {m.next_bonus:g} for next (the other suit of the turned-down card's"
                 " colour)"),
                ("Round 2", "dealer or dealer's partner", f"{m.round_2_needs:g}", "")]
        return _table("What you need to name trump in round 2",
                      ("Round", "Your seat", "Needs", "Adjust"), rows)
    up = {k: upcard_value(Card.parse(c)) for k, c in (("jack", "JH"), ("ace", "AH"),
                                                      ("other", "KH"))}  # fmt: skip
    upcard = f"{up['jack']:g} for a jack, {up['ace']:g} for an ace, {up['other']:g} for any other"
    rows = [
        ("Round 1", SEAT_WORDS[1], f"{m.seat_needs[1]:g}", f"plus the upcard's worth ({upcard})"),
        ("Round 1", SEAT_WORDS[2], f"{m.seat_needs[2]:g}", "less the upcard's worth"),
        ("Round 1", SEAT_WORDS[3], f"{m.seat_needs[3]:g}", "plus the upcard's worth"),
        ("Round 1", SEAT_WORDS[0], f"{m.seat_needs[0]:g}",
         "count the five cards you keep after taking it up and discarding"),
        score,
    ]
    return _table("What you need to make trump", ("Round", "Your seat", "Needs", "Adjust"), rows)


_CARD_STYLE = (
    "<style>.et-refcard{border:2px solid #5a5a5a;border-radius:8px;padding:.4rem .8rem;"
    "margin:.5rem 0;max-width:52rem;background:#fffdf4;color:#222}"
    ".et-refcard-parts{display:flex;flex-wrap:wrap;gap:0 1.5rem;align-items:flex-start}"
    ".et-refcard-parts>div{flex:1 1 18rem;min-width:0}.et-refcard p{margin:.35rem 0}"
    # A phone's 390 px: the card values without their example column, so the card is not
    # two screens long (the card's own names say which card each row is).
    "@media (max-width:600px){.et-refcard-values .et-count tr>:nth-child(2),"
    ".et-refcard-example{display:none}}"
    # expert64/65/67: the full card (lesson 6's part 2) shades its second-pass rows and
    # columns
    ".et-refcard tr.et-second-pass td,.et-refcard col.et-second-pass{background:#e6e6e6}"
    ".et-refcard tr.et-second-pass td{color:#444}"
    "@media print{.et-refcard{break-inside:avoid;background:#fff}}</style>"
)

SECOND_PASS_ROWS = ("King beside its ace", "A second empty suit")
"""The reference card's rows shaded for a second pass (the needs' jack and ace columns too)."""


def _needs_table(kinds: Sequence[str] = ("jack", "ace", "other")) -> str:
    """What each seat needs in round 1, in the columns of ``kinds`` (the full card's three;
    the first pass's "other" alone)."""
    shown = [(kind, words) for kind, words, _ in UPCARD_KINDS if kind in kinds]
    heads = "".join(f'<th scope="col">{html.escape(words)}</th>' for _, words in shown)
    rows = []
    for position, needs in needs_by_upcard(TAUGHT):
        seat = upper_first(SEAT_WORDS[position])
        if position == 0:
            seat += " (count the five you keep)"
        cells = "".join(f'<td class="et-num">{needs[kind]:g}</td>' for kind, _ in shown)
        rows.append(f'<tr><th scope="row">{html.escape(seat)}</th>{cells}</tr>')
    columns = "".join("<col>" if kind == "other" else '<col class="et-second-pass">'
                      for kind, _ in shown)  # fmt: skip
    return (f'{TABLE_STYLE}<table class="et-count"><caption>What your seat needs, by the card'
            f' turned up</caption><colgroup><col>{columns}</colgroup><tr><th scope="col">Your'
            f' seat</th>{heads}</tr>{"".join(rows)}</table>')  # fmt: skip


def _card_parts(values: str, needs: str) -> str:
    return ('<div class="et-refcard-parts">'
            '<div class="et-refcard-values"><p><strong>1. Count your hand</strong></p>'
            f"{values}</div>"
            "<div><p><strong>2. Compare</strong> with your seat's need: its row, the column"
            f" of the card turned up</p>{needs}</div></div>")  # fmt: skip


def reference_card(full: bool = False) -> ipywidgets.HTML:
    """Lesson 6's reference card, every number of the count on it and nowhere else on the
    page (expert58, an experienced teacher: "teach the trick count and the practice ... hand
    the numbers over as a reference card"): what each card counts (:func:`card_values_table`,
    the king beside its ace and the empty suits too), and what each seat needs with the
    upcard's worth already applied (:func:`needs_by_upcard`), so a learner looks a number up
    ("the 7.5 your seat needs": the dealer's left, any other card) instead of adding the
    upcard's worth. Every figure is the core's.

    expert64, expert65 and expert67 ("ten value rows and twelve need cells on day one"):
    the card shows a first pass, the trumps, an ace of another suit and an empty suit, and
    each seat's need on any card but a jack or an ace. expert87 read the full card, folded
    under the first pass, as a card the page's own examples and quiz needed at once ("a
    beginner who did as told cannot check that example"): lesson 6 is in two parts, part 1
    on the first pass (this card), part 2 on the ``full`` card, its second-pass rows and
    columns shaded."""
    example = "(the example: hearts trump)"  # its column is left out on a phone
    values = card_values_table(first_pass=not full).value.replace(
        example, f'<span class="et-refcard-example">{example}</span>')
    if full:
        for row in SECOND_PASS_ROWS:
            values = values.replace(f"<tr><td>{row}", f'<tr class="et-second-pass"><td>{row}')
    key = ("The first pass, and shaded, what part 2 adds: a king beside its ace,"
           " a second empty suit, a jack or an ace turned up." if full else
           "A first pass: these rows, and each seat's need when the card turned up is not a"
           " jack or an ace. Part 2 of this lesson gives the full card.")
    title = "Reference card: the count, round 1" + (", the full card" if full else "")
    return ipywidgets.HTML(
        f'{_CARD_STYLE}<div class="et-refcard" role="region" aria-label="{title}">'
        f'<p><strong>{title}</strong></p><p class="et-refcard-key">{key}</p>'
        f'{_card_parts(values, _needs_table() if full else _needs_table(("other",)))}'
        "<p><strong>3. Order up</strong> (the dealer: take it up) when your count reaches"
        " it; otherwise pass.</p>"
        # expert93: the card itself says what it is, and that a count at the need is close
        '<p class="et-refcard-key">Right at your need, a hand is a close call. This is the'
        " course's own count, a guide, not a rule of the game.</p></div>")  # fmt: skip


def loner_test_list() -> ipywidgets.HTML:
    """The loner test as a list (the coach's own, :data:`LONER_TEST`)."""
    items = "".join(f"<li>{html.escape(upper_first(test))}</li>" for test in LONER_TEST)
    return ipywidgets.HTML(f'<ul class="et-principles">{items}</ul>')


def count_example(hand: str, upcard: str, position: int, round_: int = 1,
                  scores_near: bool = False, fold: str = "",
                  on_card: bool = False) -> ipywidgets.VBox | ipywidgets.HTML:  # fmt: skip
    """A worked count: the cards, and the count line by line, with the verdict. In round 2
    the suit counted is the hand's best (the upcard's suit is barred). With ``fold``, the
    count waits in a closed fold under that summary, its cards named in words (lesson 6
    keeps one count on its main path and folds the others, a teacher's review: "too many
    numbers on day one"). With ``on_card`` (lesson 6, round 1), the need is the one looked up
    on :func:`reference_card`, its seat's row and the upcard's column, with no arithmetic."""
    up, cards = Card.parse(upcard), parse_cards(hand)
    verdict = (judge(cards, up.suit, position, 1, up, near_game=scores_near) if round_ == 1
               else best_suit(cards, up, position, near_game=scores_near))  # fmt: skip
    trump = verdict.count.trump
    title = f"The hand counted, {trump.plural} trump"
    worked = ipywidgets.HTML(_worked_count(verdict, up, cards, position, round_, scores_near,
                                          on_card))  # fmt: skip
    if fold:
        named = " ".join(card.label() for card in ranked(verdict.kept, trump))
        return folded(fold, ipywidgets.HTML(f"<p>{html.escape(title)}: {named}.</p>"), worked)
    return ipywidgets.VBox([Cards(ranked(verdict.kept, trump), trump=trump, title=title), worked])


def _looked_up(verdict: Verdict, up: Card, position: int) -> str:
    """The need as the reference card gives it: "On the card, the dealer's partner with any
    other card turned up (9♥) needs 5"."""
    kind = next(words for kind, words, example in UPCARD_KINDS
                if upcard_value(up) == upcard_value(Card.parse(example)))  # fmt: skip
    return (f"On the card, {SEAT_WORDS[position]} with {kind.lower()} turned up ({up.label()})"
            f" needs {verdict.need.total:g}")


def _worked_count(verdict: Verdict, up: Card, cards: list[Card], position: int, round_: int,
                  scores_near: bool, on_card: bool = False) -> str:  # fmt: skip
    """The count's table, line by line, and the sentence that compares it with the need."""
    trump = verdict.count.trump
    lines = "".join(f"<tr><td>{html.escape(line.label())}</td>"
                    f"<td>{line.points:g}</td></tr>" for line in verdict.count.lines)  # fmt: skip
    make = "take it up" if position == 0 else "order it up"
    make = make if round_ == 1 else f"name {trump.plural}"
    say = make if verdict.enough else "pass"
    later = (next_instead(cards, up, position, verdict, near_game=scores_near)
             if round_ == 1 else None)  # fmt: skip
    if later is not None:  # lesson 11: pass to name next
        nxt = later.count.trump.plural
        say = (f"{make}, but counted for {nxt}, next, the hand counts {later.count.total:g},"
               f" where {nxt} need {later.need.total:g} in round 2."
               f" The coach passes, to name {nxt} if the dealer turns {up.label()} down;"
               " some players would order up")  # expert67: the page's hedge, here too
    pickup = (f"Taking up {up.label()}, you discard {verdict.discard.label()}. "
              if verdict.discard is not None else "")  # fmt: skip
    need = (_looked_up(verdict, up, position) if on_card and round_ == 1 and not scores_near
            else upper_first(verdict.need.words()))  # fmt: skip
    return (f'{TABLE_STYLE}<table class="et-count"><tr><th>Card</th><th>Counts</th></tr>{lines}'
            f"<tr><td><strong>Total</strong></td><td><strong>{verdict.count.total:g}"
            f'</strong></td></tr></table><p class="et-worked">'
            f"{html.escape(pickup + need)}."
            f" {verdict.count.total:g} {'reaches' if verdict.enough else 'is short of'}"
            f" {verdict.need.total:g}: {say}.</p>")  # fmt: skip


# ----------------------------------------------------------------- practice with review


def _focus_choices(rounds: tuple[int, ...]) -> list[tuple[str, str]]:
    """The "Practise" choices: every seat (both rounds, or the one round the panel keeps
    to), then each seat in each of its rounds."""
    every = ("Every seat, both rounds", practice.focus_family()) if rounds == (1, 2) else (
        f"Every seat, round {rounds[0]}", _EVERY_SEAT)  # fmt: skip
    return [every] + [(f"{SEAT_WORDS[p].capitalize()}, round {r}", practice.focus_family(p, r))
                      for r in rounds for p in (1, 2, 3, 0)]  # fmt: skip


_EVERY_SEAT = "every-seat"
"""The focus of a one-round panel's "Every seat": each seat of that round in turn."""

_KINDS = {"bidding": ("Bidding practice", practice.BIDDING_SET_SIZE, "bidding-set"),
          "card play": ("Card play practice", len(practice.DEFENCE_SET), "defence-set")}
# Lesson 12's panel asks leads for the makers too (defence-set/6 to /8), so it is "card play"
# (twelve, a teacher's review); its keys stay defence-set/N, and "defence" still opens it.
_KINDS["defence"] = _KINDS["card play"]
_ASKS = {"lead": "leading", "follow": "following"}
"""A card play panel's title after its kind, when it keeps to leads or to following."""


class PracticePanel(ipywidgets.VBox):  # type: ignore[misc]
    """Practice positions answered by the coach: the curated set in order, then (for
    bidding) endless generated positions; a position missed at the first try comes back
    on the FSRS schedule. ``answer_item(value)`` answers with an option's value.

    ``asks`` keeps a card play panel to the positions where South leads (``"lead"``) or
    plays to a card led (``"follow"``): lesson 12's two parts each practise their own, and
    each panel gets back only its own positions' answers and reviews (:meth:`owns`)."""

    def __init__(self, kind: str = "bidding", seed: int = 0, review: ReviewQueue | None = None,
                 clock: Callable[[], datetime] | None = None,
                 rounds: tuple[int, ...] = (1, 2), asks: str = "") -> None:  # fmt: skip
        super().__init__()
        self.add_class("et-panel")
        title, _size, self.family = _KINDS[kind]
        if kind == "bidding" and rounds not in ((1,), (2,), (1, 2)):
            raise ValueError(f"practise round 1, round 2 or both, not rounds {rounds!r}")
        if asks and kind == "bidding":
            raise ValueError(f"a bidding panel asks bids, not {asks!r}: asks is for card play")
        self.kind = kind
        self.rounds = rounds if kind == "bidding" else (1, 2)
        self.asks = asks
        # The curated positions this panel asks, in order (lesson 6 keeps to round 1:
        # round 2 is taught in lesson 7; a round-2 panel takes the seats in turn).
        self.curated = (practice.panel_order(self.rounds) if kind == "bidding"
                        else practice.defence_numbers(asks))  # fmt: skip
        title = f"{title}: {_ASKS[asks]}" if asks else title
        self.size = len(self.curated)
        self.seed = seed
        self.review = review if review is not None else ReviewQueue()
        self.clock = clock or (lambda: datetime.now(UTC))
        self.items: dict[str, Item] = {}
        self.item: Item = practice.practice_item(f"{self.family}/{self.curated[0]}")
        self.shown = 0
        self.right = self.answered = 0
        #: First-try answers restored from earlier visits (the count below includes them).
        self.earlier = 0
        self.from_review = False
        #: The missed positions already back for review and answered on this visit: each
        #: comes back once a visit (walk21 met one three times); Review keeps them too.
        self.reviewed: set[str] = set()
        self.focus = practice.focus_family() if self.rounds == (1, 2) else _EVERY_SEAT
        self._source = ipywidgets.HTML()
        self._stats = ipywidgets.HTML()
        self.quiz = Quiz(self._next_question, title=title)
        self.quiz.show_score = False  # the count below is the one (it spans the visits)
        self.quiz.on_answer(self._answered)
        top: list[ipywidgets.Widget] = [panel_style()]
        if kind == "bidding":
            self.chooser = ipywidgets.Dropdown(options=_focus_choices(self.rounds),
                                               value=self.focus,
                                               description="Practise")  # fmt: skip
            self.chooser.observe(lambda change: self.choose(change["new"]), "value")
            top.append(self.chooser)
        self.children = [*top, self._source, self.quiz, self._stats]
        self._render()

    def choose(self, focus: str) -> None:
        """Practise one seat and round (a :func:`practice.focus_family`), or every one
        (``"bidding"``): new positions of that kind come next."""
        if focus != self.focus:
            self.focus = focus
            if self.kind == "bidding" and self.chooser.value != focus:
                self.chooser.value = focus
            self.quiz.next()

    def owns(self, key: str) -> bool:
        """True for the keys of this panel's positions (its saved reviews)."""
        family = key.partition("/")[0]
        if not practice.is_practice_key(key):
            return False
        if self.kind != "bidding":
            return family == self.family and int(key.partition("/")[2]) in self.curated
        return family.startswith("bidding") and practice.practice_round(key) in self.rounds

    def _fresh_key(self) -> str:
        self.shown += 1
        number = self.seed * 100_000 + self.shown
        if self.kind == "bidding" and self.focus not in (practice.focus_family(), _EVERY_SEAT):
            return f"{self.focus}/{number}"
        if self.shown <= self.size:
            return f"{self.family}/{self.curated[self.shown - 1]}"
        if self.kind == "bidding" and self.focus == _EVERY_SEAT:
            seat = (1, 2, 3, 0)[self.shown % 4]
            return f"{practice.focus_family(seat, self.rounds[0])}/{number}"
        if self.kind == "bidding":
            return f"bidding/{number}"
        return f"{self.family}/{self.curated[(self.shown - 1) % self.size]}"

    def _fits_focus(self, key: str) -> bool:
        """True when ``key`` is of the seat and round the learner chose to practise (any
        position of the panel's rounds under "Every seat")."""
        if self.kind != "bidding" or self.focus in (practice.focus_family(), _EVERY_SEAT):
            return True
        seat = seat_position(LEARNER, practice.practice_deal(key).dealer)
        return practice.focus_family(seat, practice.practice_round(key)) == self.focus

    def _next_question(self) -> Question:
        # A missed position comes back when it is due, once a visit, and only while the
        # learner practises its seat (walk21 chose "The dealer, round 1" and met the dealer's
        # partner, back for review): one of another seat waits for "Every seat" or its own.
        due = next((key for key in self.review.due(self.clock())
                    if key != self.item.key and key not in self.reviewed
                    and self._fits_focus(key)), None)  # fmt: skip
        self.from_review = due is not None
        key = due if due is not None else self._fresh_key()
        self.item = practice.practice_item(key)
        self.items[key] = self.item
        if hasattr(self, "_source"):
            self._render()
        return to_question(self.item)

    def _answered(self, question: Question, _response: object, feedback: Feedback) -> None:
        if self.quiz.attempts != 1:
            return  # a retry is practice: only the first try counts and schedules
        self.answered += 1
        self.right += int(feedback.correct)
        if self.from_review:
            self.reviewed.add(question.id)
        self.review.record(question.id, feedback.correct, self.clock())
        self._render()

    def answer_item(self, value: str) -> Feedback:
        """Answer the current position with an option's value (``"order"``, ``"play AS"``)."""
        question = self.quiz.question
        assert isinstance(question, MultipleChoice)
        return self.quiz.answer(self.item.option(value).label)

    def next(self) -> None:
        """The next position."""
        self.quiz.next()

    def restore(self, reviews: Mapping[str, Mapping[str, Any]],
                past: Iterable[tuple[str, bool]] = ()) -> None:  # fmt: skip
        """Carry on from an earlier visit: saved review states and first-try answers (only
        this panel's keys are taken); fresh positions continue after the ones seen."""
        self.review.load({k: v for k, v in reviews.items() if self.owns(k)})
        mine = [(k, ok) for k, ok in past if self.owns(k)]
        self.answered, self.right = len(mine), sum(ok for _, ok in mine)
        self.earlier = len(mine)
        if not self.quiz.asked and not self.quiz.attempts and mine:
            self.shown = len({k for k, _ in mine})
            self.quiz.restart()
        self._render()

    def _render(self) -> None:
        # A fresh position has no label: "New position" read as leftover status text.
        # The defence set is short: after its last position it starts over, and a cold walk
        # met Question 6 as Question 1 again with nothing said.
        again = (not self.from_review and self.kind != "bidding" and self.shown > self.size
                 and self.item.key.startswith(f"{self.family}/"))  # fmt: skip
        # Where the learner is in the set ("Position 3 of 12 in this set"): walk18 met the
        # defence set with no word of its size.
        family, _, number = self.item.key.partition("/")
        place = (self.curated.index(int(number)) + 1 if family == self.family
                 and number.isdigit() and int(number) in self.curated else 0)  # fmt: skip
        where = f" ({place} of {self.size})" if place else ""
        origin = ("A position you missed, back for review" if self.from_review
                  else f"Again: a position from earlier in this set{where}" if again
                  else f"Position {place} of {self.size} in this set" if place else "")  # fmt: skip
        self._source.value = f'<p class="et-progress">{origin}</p>' if origin else ""
        # Short and plain (a cold walk could not read "· positions you missed, waiting for
        # review: 1 (0 back here now; Review has them too)"): the score, and that a miss
        # comes back, here and in Review.
        # Only those not answered right since (walk19: "1 position you missed comes back
        # later" right after that position was answered right).
        back = comes_back_words(len(self.review.missed()), "position you missed",
                                "positions you missed")  # fmt: skip
        visits = ", with your earlier visits" if self.earlier else ""
        # No tally before a first answer ("Right at the first try: 0 of 0." said nothing).
        tally = (f"<strong>Right at the first try{visits}: {self.right} of {self.answered}."
                 "</strong> " if self.answered else "")  # fmt: skip
        line = f"{tally}{back}".strip()
        self._stats.value = f"<p>{line}</p>" if line else ""
