"""The glossary's entries say what the lessons teach (issue 23, item 7)."""

from __future__ import annotations

import json
import re
from collections import Counter
from typing import Any

import pytest

from euchre_teach.course.glossary import TERMS, Term, entry


@pytest.mark.parametrize("term", ["trick", "lead", "upcard", "follow suit", "set", "overtrump"])
def test_the_glossary_has_the_words_every_hand_uses(term: str) -> None:
    item = entry(term)
    assert item.short.endswith(".") and item.lesson is not None


def test_the_glossarys_next_agrees_with_lesson_7s_reverse_next() -> None:
    """Lesson 7: the dealer's left often calls next; the dealer's partner may prefer the
    other colour. "The seats beside the dealer often call next" said otherwise. expert96: "your
    side passed the turned-down suit, so next's bowers are less likely in your hands" is the
    wrong inference from a hand you can see; the reason is the dealer's turn-down and the
    dealer's left's pass, which leave next's bowers, if not yours, with the dealer's right."""
    text = entry("next").more
    assert "seats beside the dealer" not in text
    assert "the dealer's left above all" in text
    assert "the dealer's partner may prefer a suit of the other colour" in text
    reverse = entry("reverse next")
    assert "a lean some players follow as the dealer's partner" in reverse.short
    assert "they likely sit with the dealer's right" in reverse.more
    assert "lean away from them" not in reverse.more


def test_the_glossary_frames_buck_euchre_as_a_game_without_partners() -> None:
    item = entry("Buck Euchre")
    assert "Euchre for three" not in item.short
    assert "without partners" in item.short and "with three or four" in item.more
    assert "most often" not in item.more  # expert26: the source page gives three players


def test_the_glossary_says_where_the_upcard_goes_without_always() -> None:
    text = entry("upcard").more
    assert "may be the upcard itself" in text and "dealer's partner goes alone" in text


@pytest.mark.parametrize(("term", "lesson"), [("shows out", 4), ("free roll", 11),
                                              ("third hand high", 12), ("in or out", 15)])
def test_the_glossary_has_the_words_the_lessons_use(term: str, lesson: int) -> None:
    """Learner walk: "shows out", "free roll", "third hand high" and Buck's in or out were
    used by the lessons with no glossary entry of their own."""
    item = entry(term)
    assert item.lesson == lesson and item.term.lower() == term
    assert item.short.endswith(".") and item.more


def test_the_glossarys_headword_for_a_suit_not_trump_is_the_lessons_plain_suit() -> None:
    """The lessons say "plain suit"; the glossary's headword was "Off-suit"."""
    item = entry("off-suit")
    assert item.term == "Plain suit" and entry("side suit") is item
    assert "off-suit or side suit" in item.short


def test_the_glossarys_kitty_says_what_it_is_in_buck_euchre() -> None:
    assert "Buck Euchre (lesson 15) the kitty is bigger: nine cards" in entry("kitty").more


def _word_runs(text: str, length: int = 5) -> list[tuple[str, ...]]:
    words = re.findall(r"[\w'♠♥♦♣]+", text.lower())
    return [tuple(words[i : i + length]) for i in range(len(words) - length + 1)]


@pytest.mark.parametrize("item", TERMS, ids=[t.slug for t in TERMS])
def test_no_glossary_entry_says_the_same_thing_twice(item: Term) -> None:
    """Cold learner walk: "Trick" gave the rule for who wins a trick in its definition and
    again, in other words, in the line after it. No run of five words comes twice in an
    entry (its definition and its more words together)."""
    runs = Counter(_word_runs(f"{item.short} {item.more}"))
    assert [" ".join(run) for run, count in runs.items() if count > 1] == []
    sentences = [s.strip().lower() for s in re.split(r"[.;:]", f"{item.short} {item.more}")]
    assert len({s for s in sentences if s}) == len([s for s in sentences if s])


def test_the_glossary_says_trick_is_taught_where_lesson_4_explains_it() -> None:
    """Tricks were explained in the dealing lesson ("A hand is played in five tricks ...")
    and the glossary once said another lesson; since the play comes before the bidding,
    lesson 4, Winning tricks, teaches them."""
    item = entry("trick")
    assert (item.met, item.lesson) == (1, 4)
    assert "highest card of the suit" not in item.more


def _script_links(markdown: str, terms: list[dict[str, object]]) -> dict[str, str]:
    """What the lesson pages' term-link script links in a lesson's text, as it does: a bold
    or italic use whose words are one of a term's forms first, then a term's first use in the
    prose (outside headings, links and code) in one of its prose forms. term -> the linked
    words (a marked one in asterisks) and the word before them."""
    links: dict[str, str] = {}
    for found in re.finditer(r"\*\*([^*]+)\*\*|\*([^*]+)\*", markdown):
        words = " ".join((found.group(1) or found.group(2)).lower().split())
        term = next((t for t in terms if words in t["forms"]), None)  # type: ignore[operator]
        if term and term["term"] not in links:
            links[str(term["term"])] = markdown[max(0, found.start() - 20) : found.end()]
    prose = re.sub(r"^#.*$", "", markdown, flags=re.MULTILINE)
    prose = re.sub(r"`[^`]*`|\[[^\]]*\]\([^)]*\)", "", prose)
    for term in terms:
        forms = term.get("proseForms", term["forms"])
        if term["term"] in links or term["markedOnly"] or not forms:
            continue
        ordered = sorted(forms, key=len, reverse=True)  # type: ignore[arg-type]
        hit = re.search(r"\b(" + "|".join(map(re.escape, ordered)) + r")\b", prose, re.I)
        if hit:
            links[str(term["term"])] = prose[max(0, hit.start() - 20) : hit.end()]
    return links


def test_the_glossary_links_alone_only_where_it_means_going_alone() -> None:
    """A cold walk, lesson 11: "when you defend, leave trump alone" linked "alone" to "Loner:
    a maker playing alone". Bare "alone" is linked only where a lesson marks it (bold or
    italic, "say **alone**"); in plain text only "go alone", "going alone", "played alone"
    and the like are. Checked over every lesson's linked terms, as the served script has
    them."""
    import json

    from euchre_teach.course.catalogue import LESSONS, find_lessons
    from webapp.study import glossary_script

    script = glossary_script("/glossary")
    terms = json.loads(script.partition("var TERMS = ")[2].partition(";\n")[0])
    checked = 0
    for lesson in LESSONS:
        cells = json.loads((find_lessons() / lesson.notebook).read_text("utf-8"))["cells"]
        markdown = "\n\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
        used = _script_links(markdown, terms).get("Loner")
        if used is None:
            continue
        checked += 1
        going = r"\b(go|goes|going|gone|went|play|plays|playing|played)\s+alone"
        linked = rf"(\*alone\*|{going}|lone hand|loner)\**$"
        assert re.search(linked, used, re.I), (lesson.number, used)
    assert checked >= 3


def test_the_glossary_has_buried_which_lessons_5_10_and_11_use() -> None:
    """Cold learner walk (fix16b): "buried" (a card in the kitty, out of play) was used in
    lessons 7, 10 and 11 and their feedback with no glossary entry."""
    item = entry("buried")
    assert item.lesson == 7 and "out of play" in item.short
    assert item.short.endswith(".") and item.more


FIRST_USE_LESSONS = (3, 4, 7, 9, 10, 13, 14)
"""The lessons whose first uses are checked (links17; the others' notebooks had owners)."""

PLAIN_WORDS_TOO = ("Lead", "Euchre")
"""Marked-only terms whose lowercase forms, plain too, always mean the term in these lessons
("the suit led", "a euchre"); the others' ("next", "set", "in", "out") are everyday words."""


def _lesson_text(number: int) -> str:
    """A lesson's markdown as the term-link script reads it: headings, links and code
    blanked out (the same length, so that places stay places)."""
    from euchre_teach.course.catalogue import LESSONS, find_lessons

    notebook = next(e.notebook for e in LESSONS if e.number == number)
    cells = json.loads((find_lessons() / notebook).read_text("utf-8"))["cells"]
    text = "\n\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    blank = lambda found: " " * len(found.group())  # noqa: E731
    text = re.sub(r"^#.*$", blank, text, flags=re.MULTILINE)
    return re.sub(r"`[^`]*`|\[[^\]]*\]\([^)]*\)", blank, text)


def _marked(text: str) -> list[tuple[int, int, str]]:
    """Bold and italic runs: (start, end, their words as the script compares them)."""
    runs = [(m.start(), m.end(), " ".join((m.group(1) or m.group(2)).lower().split()))
            for m in re.finditer(r"\*\*([^*]+)\*\*|\*([^*]+)\*", text)]  # fmt: skip
    return [(start, end, words.replace("\u2019", "'")) for start, end, words in runs]


def _is_form(words: str, term: dict[str, Any]) -> bool:
    """The script's match of marked words: a form, or a form but for its apostrophes."""
    return words in term["forms"] or words.replace("'", "") in term["forms"]


def _words(forms: list[str], text: str, flags: int = re.I) -> list[tuple[int, int]]:
    if not forms:
        return []
    ordered = sorted(forms, key=len, reverse=True)  # a form's words may span a line break
    pattern = r"\b(" + "|".join(re.escape(f).replace(r"\ ", r"\s+") for f in ordered) + r")\b"
    return [(m.start(), m.end()) for m in re.finditer(pattern, text, flags)]


def _links(text: str, terms: list[dict[str, Any]]) -> dict[str, tuple[int, int]]:
    """Where the lesson pages' term-link script (webapp/templates/site/glossary.js) links
    each term in ``text``: the first bold or italic run whose words are one of its forms,
    else (not for marked-only terms) the first use of a prose form outside the links made."""
    links: dict[str, tuple[int, int]] = {}
    for start, end, words in _marked(text):
        term = next((t for t in terms if _is_form(words, t)), None)
        if term and term["term"] not in links:
            links[term["term"]] = (start, end)
    for term in terms:
        if term["term"] in links or term["markedOnly"]:
            continue
        for start, end in _words(term["proseForms"], text):
            if not any(a < end and start < b for a, b in links.values()):
                links[term["term"]] = (start, end)
                break
    return links


def _first_use(text: str, term: dict[str, Any]) -> tuple[int, int] | None:
    """A term's first use: a prose form anywhere, any form bold or italic, and for
    :data:`PLAIN_WORDS_TOO` a lowercase form anywhere."""
    uses = [] if term["markedOnly"] else _words(term["proseForms"], text)
    uses += [(start, end) for start, end, words in _marked(text) if _is_form(words, term)]
    if term["term"] in PLAIN_WORDS_TOO:
        uses += _words(term["forms"], text, flags=0)
    return min(uses, default=None)


@pytest.mark.parametrize("number", FIRST_USE_LESSONS)
def test_each_glossary_term_a_lesson_uses_is_linked_at_its_first_use(number: int) -> None:
    """links17: a lesson used a glossary word before the word's link: lesson 9's "the
    defenders set them" came before its linked **defenders**, lesson 7's "**Reverse next.**"
    (the full stop inside the bold) was passed over for a later use, and "the suit led"
    (lessons 4 and 12), "leads the first trick" and "a euchre" (lesson 14) had no link at
    all. The rule: the place the script links a term is the term's first use in the
    lesson's text (:func:`_first_use`), so a learner meets each word with its definition a
    hover or tap away."""
    from webapp.study import glossary_script

    script = glossary_script("/glossary")
    terms = json.loads(script.partition("var TERMS = ")[2].partition(";\n")[0])
    text = _lesson_text(number)
    links = _links(text, terms)
    late = []
    for term in terms:
        first = _first_use(text, term)
        if first is None:
            continue
        linked = links.get(term["term"])
        if linked is None or not (linked[0] < first[1] and first[0] < linked[1]):
            said = text[max(0, first[0] - 40) : first[1]].replace("\n", " ")
            late.append((term["term"], said, linked and text[linked[0] : linked[1]]))
    assert late == [], late
