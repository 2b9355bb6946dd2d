"""Who leads against a loner: the course's default is the player on the lone maker's left
(issue 23; many tables play it so, though one of the two rule pages keeps the dealer's
left), the dealer's left is the variant, and every place that
states the default (lesson 8, the cheat sheet, lesson 14's settings and text, the glossary,
the guided hands) says the same thing."""

from __future__ import annotations

import json
import re
from pathlib import Path

from euchre_teach import Rules
from euchre_teach.core.record import format_rules, parse
from euchre_teach.course import cheatsheet, glossary
from euchre_teach.course.catalogue import hands_dir

ROOT = Path(__file__).resolve().parent.parent


def _markdown(notebook: str) -> str:
    cells = json.loads((ROOT / "lessons" / notebook).read_text(encoding="utf-8"))
    text = "\n".join("".join(c["source"]) for c in cells["cells"] if c["cell_type"] == "markdown")
    return " ".join(text.split())


def _section() -> str:
    text = _markdown("08_going_alone.ipynb")
    start = text.index("## Who leads against a loner")
    return text[start:text.index(" ## ", start + 1)]


def _variants() -> str:
    """Lesson 8's one fold of variants (twelve, a teacher's review: "three variant notes in
    one beginner lesson ... add clutter. Keep the default and fold the rest")."""
    text = _markdown("08_going_alone.ipynb")
    summary = "<summary>Tables differ: four variants to agree on before you play</summary>"
    # expert57: the page's other folds are for teachers (the computer players on a loner)
    # and, small55, two more examples of the loner test
    assert text.count("<details") == 3 and summary in text
    assert text.count("<summary>More examples:") == 1
    assert text.count("<summary>For teachers:") == 1
    return text.partition(summary)[2].partition("</details>")[0]


def test_lesson_8_names_the_no_assist_rule_among_the_variants() -> None:
    """expert74: at many tables the dealer's partner who orders up must go alone ("no
    assist"); lesson 8 names it beside the upcard variant, and says the course has no
    setting for it."""
    variants = _variants()
    assert "**The dealer's partner must go alone.**" in variants
    assert "*partner must go alone*" in variants
    assert "This course has no setting for that rule" in variants


def test_the_default_rule_is_the_lone_makers_left() -> None:
    assert Rules().loner_lead == "maker_left"
    assert format_rules(Rules(loner_lead="dealer_left")) == "loner_lead=dealer_left"


def test_lesson_8_names_the_lone_makers_left_as_the_default() -> None:
    """A cold review (text46): lesson 8 ranked the two rules ("the more common rule", "Most
    tables"); it names the course's default and says to agree before you play."""
    section, variants = _section(), _variants()
    assert section.startswith("## Who leads against a loner The player on the **lone maker's"
                              " left** makes the opening *lead*")
    assert "this course play this rule" in section and "dealer's left" not in section
    assert "more common" not in section + variants and "Most tables" not in section + variants
    assert "**The dealer's left: a variant.**" in variants
    assert "The lone maker's left leading is this course's default" in variants
    assert "The dealer's left: this course's default" not in variants


def test_lesson_8_says_the_default_rules_and_folds_the_three_variants() -> None:
    """twelve, a teacher's review of lesson 8: "three variant notes in one beginner lesson
    (the upcard stays on the table when the partner orders alone, the lead variant,
    defending alone) add clutter. Keep the default and fold the rest." """
    text, variants = _markdown("08_going_alone.ipynb"), _variants()
    outside = text.replace(variants, " ")
    assert ("If the dealer's partner orders up alone, it is the dealer who sits out, and the"
            " upcard stays on the table") in outside
    assert "You and your partner defend together, as in any hand" in outside
    for variant in ("**The upcard, when the dealer's partner goes alone.**",
                    "**The dealer's left: a variant.**", "**Defending alone.**"):
        assert variant in variants and variant not in outside
    for aside in ("takes the upcard instead", "so agree on it", "playing alone too", "tick **"):
        assert aside not in outside, aside


def test_lesson_8_says_what_printed_rules_do_with_the_upcard_when_the_dealer_sits_out() -> None:
    """misc55: a teacher called "the upcard stays on the table" a minority convention.
    Neither of the course's two rule pages singles the case out; read as written, the dealer
    takes the upcard whenever it is ordered up, and a dealer who then sits out takes it out of
    play, the same play as leaving it on the table. The fold says so, names the variant that
    changes the play (the lone partner takes it) and that the course has no setting for it
    (``Rules`` has none)."""
    import dataclasses

    variants = _variants()
    assert "Printed rules seldom single out this case" in variants
    assert ("the same play as this course's way, which leaves it on the table and skips the"
            " discard") in variants
    assert "the lone partner takes the upcard instead" in variants
    assert "This course has no setting for that variant." in variants
    assert not [f.name for f in dataclasses.fields(Rules) if "upcard" in f.name]


def test_lesson_8_names_the_setting_that_switches_to_the_variant() -> None:
    setting = re.search(r"To play the variant, tick \*\*(.+?)\*\* in lesson 14's settings",
                        _variants())  # fmt: skip
    assert setting is not None
    assert setting.group(1) == "The dealer's left leads against a loner"
    source = (ROOT / "widgets" / "gameplay.py").read_text(encoding="utf-8")
    assert f'description="{setting.group(1)}"' in source


def test_the_games_checkbox_is_the_variant_and_unticked_plays_the_default() -> None:
    from widgets.gameplay import GameSession

    session = GameSession()
    assert session.dealer_left.description == "The dealer's left leads against a loner"
    assert not session.dealer_left.value
    assert session.rules().loner_lead == "maker_left" == Rules().loner_lead
    session.dealer_left.value = True
    assert session.rules().loner_lead == "dealer_left"


def test_lesson_13_says_the_default_and_names_the_variants_box() -> None:
    text = _markdown("14_play_a_game.ipynb")
    assert ("Against a loner, the player on the lone maker's left *leads* the first trick: this"
            " course's default, as at many tables (lesson 8).") in text
    assert "tick **The dealer's left leads against a loner**" in text


def test_the_cheat_sheet_says_the_same_default() -> None:
    assert cheatsheet.LONER_LEAD.startswith(
        "Against a loner, this course, like many tables, gives the opening lead to the player"
        " on the lone maker's left; some tables keep the dealer's left, a variant"
    )
    rows = {who: (by_dealer, by_maker) for who, by_dealer, by_maker in cheatsheet.leads()}
    assert rows["South alone (North-South)"] == ("East", "West")  # West deals, North sits out


def test_the_glossary_says_the_same_default() -> None:
    lead = next(t for t in glossary.TERMS if t.term == "Lead")
    assert ("The player on the dealer's left leads the first trick, except against a loner:"
            " then the player on the lone maker's left leads, as at many tables") in lead.more


def test_every_guided_hand_plays_the_default_lead_and_says_who_leads() -> None:
    variants = []
    for path in sorted(hands_dir().glob("*.txt")):
        text = path.read_text(encoding="utf-8")
        record = parse(text)
        if record.start.rules.loner_lead == "dealer_left":
            assert "loner_lead=dealer_left" in text
            variants.append(path.name)
        elif any(action.alone for _seat, action in record.actions):
            assert "the dealer's left leads" not in " ".join(record.notes)
    # A cold expert review: the defending-alone hand also switched the lead rule right
    # after lesson 8 taught the default; it plays the default now, and no hand the variant
    assert variants == []
    hand = parse((hands_dir() / "11_defending_alone.txt").read_text(encoding="utf-8"))
    notes = " ".join(hand.notes)
    assert "Against a loner the player on the lone maker's left leads: that is you" in notes


def test_the_printed_cheat_sheet_puts_the_default_first_and_says_it(tmp_path: Path) -> None:
    """The cheat sheet page listed "left of the dealer" first, with no word which rule is
    the course's; both editions render the same template with the same values."""
    from static.build import study_pages

    study_pages(tmp_path)
    page = next(tmp_path.rglob("cheatsheet*.html")).read_text(encoding="utf-8")
    leads = page[page.index('id="leads"'):]
    heads = re.findall(r'<th scope="col">([^<]*)</th>', leads)
    assert heads[1:3] == ["Lone maker's left (default)", "Dealer's left (variant)"]
    assert "<td>South alone (North-South)</td><td>West</td><td>East</td>" in page


def test_no_text_says_most_tables_give_the_lead_to_the_lone_makers_left() -> None:
    """A cold review (house50): L8/7's feedback said "as at most tables" while lesson 8 says
    "Many tables"; of the two rule pages one gives the lead to the lone maker's left and the
    other keeps the dealer's left, so neither backs "most". Every place says "many"."""
    from euchre_teach.course import quizzes

    l8 = next(i for i in quizzes.quiz(8) if i.key == "L8/7")
    l10 = next(i for i in quizzes.quiz(10) if i.key == "L10/13")
    lead = next(t for t in glossary.TERMS if t.term == "Lead")
    texts = [" ".join(o.feedback for o in l8.options), l10.prompt, cheatsheet.LONER_LEAD,
             lead.more, _markdown("08_going_alone.ipynb"), _markdown("14_play_a_game.ipynb"),
             *(p.read_text(encoding="utf-8") for p in sorted(hands_dir().glob("*.txt")))]
    for text in texts:
        for sentence in re.split(r"(?<=[.:;])\s+", text):
            if "maker's left" in sentence:
                assert "most tables" not in sentence.lower(), sentence
    assert "By default, as at many tables, the player on the lone maker's left leads" in (
        l8.option("West").feedback)
