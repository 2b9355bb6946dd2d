"""Glossary words linked at their first use (links17, item 1), in Chromium: lesson 4's
"the suit *led*" and "plain suit", whose words stand on two lines of the lesson's text,
show their definitions when the learner's mouse rests on them; lesson 9's first
"defenders" is its link. Run this file on its own (it starts its own server)."""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page, expect

from tests.browser.conftest import LESSONS, wait_until_warm, with_load_timeouts
from tests.browser.test_steady_layout import bring

LOAD_MS = 60_000
NOTEBOOKS = ("04_winning_tricks.ipynb", "09_scoring.ipynb")

FIRST_TEXT = """(word) => {
  const cells = [...document.querySelectorAll('.jp-RenderedMarkdown')];
  for (const cell of cells) {
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    let node;
    while ((node = walker.nextNode())) {
      if (node.parentElement.closest('h1, h2, h3, .euchre-tip')) continue;
      if (new RegExp('\\\\b' + word + '\\\\b', 'i').test(node.nodeValue)) {
        return Boolean(node.parentElement.closest('a.euchre-term'));
      }
    }
  }
  return null;
}"""


@pytest.fixture(scope="module")
def site(voila_server: Callable[..., str], tmp_path_factory: pytest.TempPathFactory) -> str:
    """The app serving lessons 4 and 9 alone."""
    folder = tmp_path_factory.mktemp("first-use")
    for notebook in NOTEBOOKS:
        shutil.copy(LESSONS / notebook, Path(folder) / notebook)
    base_url = voila_server(folder)
    wait_until_warm(base_url, 2, 120)
    return base_url


@pytest.fixture
def page(page: Page) -> Page:
    return with_load_timeouts(page, LOAD_MS)


def settled(page: Page, term: Locator) -> None:
    """Wait until ``term`` stops moving down the page: the lesson's widgets (lesson 4's
    warm-up stands above its text) render after its words, and a mouse put on a word
    before then is left over the widget that pushed the word down (CI, stop 38)."""
    where = "(el) => Math.round(el.getBoundingClientRect().top + window.scrollY)"
    last, same = None, 0
    for _ in range(100):
        top = term.evaluate(where)
        same = same + 1 if top == last else 0
        if same >= 4:
            return
        last = top
        page.wait_for_timeout(250)
    pytest.fail(f"{term} kept moving on the page")


def definition_on_hover(page: Page, words: str, definition: str) -> None:
    term = page.locator("a.euchre-term").filter(has_text=re.compile(f"^{words}$", re.I)).first
    expect(term).to_be_attached(timeout=LOAD_MS)
    expect(page.locator(".jupyter-widgets").first).to_be_visible(timeout=LOAD_MS)
    settled(page, term)
    bring(page, term)  # the wheel, as a person scrolls to it
    term.hover()
    tip = term.locator("xpath=following-sibling::*[@role='tooltip']")
    expect(tip).to_be_visible()
    expect(tip).to_contain_text(definition)


def test_lesson_4_links_led_and_a_plain_suit_split_over_two_lines(page: Page, site: str) -> None:
    """Lesson 4's "the highest card of the suit led" had no link (only bold words that are
    no term), and "plain suit", its two words on two lines of the text, none either."""
    page.goto(f"{site}/voila/render/{NOTEBOOKS[0]}")
    definition_on_hover(page, "led", "Lead: To play the first card of a trick")
    definition_on_hover(page, r"plain\s+suit", "Plain suit: A suit that is not trump")


def test_lesson_9s_first_defenders_is_its_link(page: Page, site: str) -> None:
    """Lesson 9's "the defenders **set** them" came before the linked **defenders**."""
    page.goto(f"{site}/voila/render/{NOTEBOOKS[1]}")
    expect(page.locator("a.euchre-term").first).to_be_attached(timeout=LOAD_MS)
    for word in ("defenders", "set", "going alone"):
        assert page.evaluate(FIRST_TEXT, word) is True, word
    definition_on_hover(page, "defenders", "Defenders: The side that did not make trump")
