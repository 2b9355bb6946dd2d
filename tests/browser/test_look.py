"""Lessons look like the rest of the site, stay readable, and their cards move (or keep
still when the learner's system asks for reduced motion)."""

from __future__ import annotations

import re
from collections.abc import Callable

import nbformat
import pytest
from playwright.sync_api import Browser, Locator, Page, Route, expect

from tests.browser.conftest import DESKTOP, LESSONS, LOAD_MS

# A table where South is about to play: the three bids before theirs and their own passes
# are made in the notebook, so the first thing on the page is a card to play.
SOUTH_TO_PLAY = """\
from euchre_teach.core.dealing import seeded_deal
from widgets.playtable import PlayTable

table = PlayTable(seeded_deal(1), delay=0, show_legal=True)
while table.deal.to_act == table.learner and table.deal.phase.name.startswith("BIDDING"):
    table.bid("pass")
assert table.deal.phase.name == "PLAY" and table.deal.to_act == table.learner
table
"""

# Two tricks part played, below it: East led, South and West followed, North plays last (the
# rows of North's and South's cards were empty or half so); and Buck Euchre's West and East.
TRICKS_PART_PLAYED = """\
from IPython.display import display

from euchre_teach.buck.game import buck_seeded_deal
from widgets.bucktable import BuckTable
from widgets.table import Table

four = seeded_deal(1, dealer=0)
four.apply("order")
while len(four.trick) < 3:
    four.apply(four.legal_actions()[0])
assert four.trick_seats == [1, 2, 3]
three = buck_seeded_deal(7)
for action in ("order", "discard TD", "in", "in", "play TH", "play KH"):
    three.apply(action)
display(Table(four), BuckTable(three))
"""

# Each card of the trick relative to the middle of the table's centre: [place, dx, dy] in
# card heights, and the card's width in those units.
TRICK_PLACES_JS = """(felt) => {
  const centre = felt.querySelector('.et-centre').getBoundingClientRect();
  const cx = centre.left + centre.width / 2, cy = centre.top + centre.height / 2;
  return [...felt.querySelectorAll('.et-trick-card')].map((card) => {
    const face = card.querySelector('.et-face').getBoundingClientRect();
    const place = [...card.classList].find((c) => c.startsWith('et-at-')).slice(6);
    return [place, (face.left + face.width / 2 - cx) / face.height,
            (face.top + face.height / 2 - cy) / face.height, face.width / face.height];
  });
}"""


def check_trick_places(page: Page) -> None:
    """Each played card lies in front of its seat: West's left of the middle and East's
    right, level with the middle at a four-seat table (above it at Buck's three, where West
    and East sit across the top), North's above the middle and South's below."""
    felts = page.locator(".et-table").filter(has=page.locator(".et-trick-card"))
    expect(felts).to_have_count(3)  # the game's table after South's card, and the two below
    for index in (1, 2):
        felt = felts.nth(index)
        three = "et-three" in (felt.get_attribute("class") or "")
        places = felt.evaluate(TRICK_PLACES_JS)
        assert len(places) == (2 if three else 3), places
        for place, dx, dy, width in places:
            where = f"{place} at ({dx:.2f}, {dy:.2f}) card heights from the middle"
            if place in ("left", "right"):
                assert (dx < -width / 2) if place == "left" else (dx > width / 2), where
                assert (-0.6 < dy < -0.1) if three else abs(dy) < 0.15, where
            else:
                assert abs(dx) < 0.1, where
                assert (dy < -0.3) if place == "top" else (dy > 0.3), where


# Animations on the course's own card components (not Voila's spinner or anything else).
CARD_ANIMATIONS_JS = """() => document.getAnimations().filter(
  (a) => a.effect && a.effect.target && a.effect.target.closest('.et-root')).length"""

CONTRAST_JS = """(node) => {
  const rgb = (text) => text.match(/[\\d.]+/g).slice(0, 3).map(Number);
  const lum = ([r, g, b]) => {
    const f = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const style = getComputedStyle(node);
  const [a, b] = [lum(rgb(style.color)), lum(rgb(style.backgroundColor))];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}"""


@pytest.fixture(scope="module")
def course(voila_server: Callable[..., str]) -> str:
    return voila_server(LESSONS)


@pytest.fixture(scope="module")
def table_site(voila_server: Callable[..., str], tmp_path_factory: pytest.TempPathFactory) -> str:
    folder = tmp_path_factory.mktemp("motion-notebooks")
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_markdown_cell("# Play"),
                      nbformat.v4.new_code_cell(SOUTH_TO_PLAY),
                      nbformat.v4.new_code_cell(TRICKS_PART_PLAYED)]  # fmt: skip
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                       "language": "python"}  # fmt: skip
    nbformat.write(notebook, folder / "south_to_play.ipynb")
    return voila_server(folder)


def open_lesson_1(page: Page, base_url: str) -> None:
    page.goto(f"{base_url}/voila/render/01_the_deck.ipynb")
    expect(page.locator(".et-lesson-head")).to_be_visible(timeout=LOAD_MS)


def test_a_lesson_sits_in_the_same_column_and_colours_as_the_home_page(
    desktop: Page, course: str
) -> None:
    desktop.goto(f"{course}/")
    home = desktop.locator("main > section").first.bounding_box()
    home_back = desktop.evaluate("getComputedStyle(document.body).backgroundColor")
    open_lesson_1(desktop, course)
    sheet = desktop.locator("#rendered_cells > div").bounding_box()
    assert home is not None and sheet is not None
    assert abs(sheet["x"] - home["x"]) <= 2 and abs(sheet["width"] - home["width"]) <= 2, (
        f"lesson sheet {sheet} is not the home page's column {home}"
    )
    assert desktop.evaluate("getComputedStyle(document.body).backgroundColor") == home_back


def test_lesson_1s_introduction_is_as_large_as_its_body_text(desktop: Page, course: str) -> None:
    open_lesson_1(desktop, course)
    size = "(node) => parseFloat(getComputedStyle(node).fontSize)"
    intro = desktop.locator(".et-lesson-head > p").nth(1).evaluate(size)
    body = desktop.locator(".jp-RenderedMarkdown p").first.evaluate(size)
    assert intro >= body >= 16, f"introduction {intro}px, body {body}px"


def test_a_red_card_taken_out_of_the_pack_stays_readable(desktop: Page, course: str) -> None:
    open_lesson_1(desktop, course)
    eight = desktop.get_by_role("button", name="8♥", exact=True)
    expect(eight).to_be_in_viewport(ratio=1)  # the pack is on the lesson's first screen
    eight.click()
    expect(eight).to_have_class(re.compile(r"mod-danger"))
    desktop.mouse.move(5, 5)  # the pointer leaves: the card is seen as it stays
    assert eight.evaluate(CONTRAST_JS) >= 4.5
    assert "line-through" in eight.evaluate("(n) => getComputedStyle(n).textDecorationLine")


def play_south_card(page: Page, base_url: str) -> None:
    """Open the table, slow every animation a hundredfold (so one still running is seen for
    certain, however busy the machine), and play South's one legal card with a click."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("Animation.enable")
    cdp.send("Animation.setPlaybackRate", {"playbackRate": 0.01})
    page.goto(f"{base_url}/voila/render/south_to_play.ipynb")
    card = page.locator(".et-hand .et-card-btn.et-legal").first
    expect(card).to_be_visible(timeout=LOAD_MS)
    code = card.get_attribute("data-card")
    card.click()
    expect(page.locator(f'.et-hand [data-card="{code}"]')).to_have_count(0)
    # Two frames: the table and the hand start their motion in the frame after a draw.
    page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")


def test_a_played_card_moves_to_the_trick(browser: Browser, table_site: str) -> None:
    context = browser.new_context(**DESKTOP, reduced_motion="no-preference")
    try:
        page = context.new_page()
        play_south_card(page, table_site)
        page.wait_for_function(f"() => ({CARD_ANIMATIONS_JS})() > 0", timeout=10_000)
    finally:
        context.close()


def test_reduced_motion_keeps_the_cards_still(browser: Browser, table_site: str) -> None:
    context = browser.new_context(**DESKTOP, reduced_motion="reduce")
    try:
        page = context.new_page()
        play_south_card(page, table_site)
        expect(page.locator(".et-table .et-trick-card").first).to_be_visible()
        assert page.evaluate(CARD_ANIMATIONS_JS) == 0
        # The cards keep still, so where they lie can be measured: at 1280x900, then on a
        # phone's 390x844 (issue 27 walk: West's card sat top left, beside North's seat).
        check_trick_places(page)
        page.set_viewport_size({"width": 390, "height": 844})
        check_trick_places(page)
    finally:
        context.close()


def wheel_to(page: Page, target: Locator, most: int = 40) -> None:
    """Turn the mouse wheel over the lesson, a notch at a time, until ``target`` is wholly
    on screen."""
    size = page.viewport_size or {"width": 1280, "height": 900}
    page.mouse.move(size["width"] / 2, size["height"] / 2)
    for _ in range(most):
        try:
            expect(target).to_be_in_viewport(ratio=1, timeout=1_500)
            return
        except AssertionError:
            page.mouse.wheel(0, 300)
    expect(target).to_be_in_viewport(ratio=1)


RANK_CORNERS_JS = """(cards) => cards.map((card) => {
  const box = card.querySelector('.et-rank').getBoundingClientRect();
  const middle = box.top + box.height / 2;
  const points = [box.left + 1, box.left + box.width / 2, box.right - 1].map((x) => [x, middle]);
  const hidden = points.filter(([x, y]) => !card.contains(document.elementFromPoint(x, y)));
  return [card.getAttribute('aria-label'), hidden.length, box.height];
})"""


def test_souths_cards_on_lesson_1s_table_show_whole_ranks_on_a_phone(
    phone: Page, course: str
) -> None:
    """South's five cards lie overlapped at the bottom of the table; on a 390 px phone they
    were 26 px wide with 7 px ranks (a 9 px text box), a 10 crowded against the next card.
    Each rank corner must be uncovered (the top element at its left, middle and right is
    the card itself) and its text box at least 12 px tall (a font of about 10 px)."""
    open_lesson_1(phone, course)
    south = phone.locator(".et-seat-bottom .et-mini")
    expect(south).to_have_count(5)
    wheel_to(phone, south.last)
    for name, hidden, height in south.evaluate_all(RANK_CORNERS_JS):
        assert hidden == 0, f"the rank of the {name} is partly covered"
        assert height >= 12, f"the rank of the {name} is {height:.1f} px tall"


def test_lesson_5s_table_calls_the_three_face_down_cards_the_rest_of_the_kitty(
    desktop: Page, course: str
) -> None:
    """The lesson says the kitty is all four cards left over: once one is turned up, the
    face-down pile is the rest of it, never "Kitty (3)"."""
    desktop.goto(f"{course}/voila/render/05_dealing.ipynb")
    deal_rest = desktop.get_by_role("button", name="Deal the rest").first
    expect(deal_rest).to_be_attached(timeout=LOAD_MS)
    wheel_to(desktop, deal_rest)
    deal_rest.click()
    pile = desktop.locator(".et-kitty").first
    expect(pile).to_have_text("Rest of the kitty (3)")
    expect(pile).to_have_attribute("aria-label", "Rest of the kitty: 3 cards face down")
    status = desktop.get_by_role("status").filter(has_text="The upcard is")
    expect(status).to_contain_text("The other three cards of the kitty stay face down")


def test_no_look_at_last_trick_button_before_any_trick_is_played(
    desktop: Page, course: str
) -> None:
    """Lesson 1's table is still in the bidding: there is no last trick to look at, so the
    button that shows one is not there to puzzle a beginner."""
    open_lesson_1(desktop, course)
    table = desktop.get_by_role("group", name="Card table")
    expect(table).to_be_attached()
    # lesson 1 shows no bidding prompt (the bidding is lesson 5's): polish47
    expect(desktop.get_by_text("Just look for now: the bidding starts in lesson 5.")
           ).to_be_attached()  # fmt: skip
    expect(desktop.get_by_role("button", name="Look at last trick")).to_have_count(0)
    # nor the upcard and the kitty, which lesson 5 shows (a cold review: "noise; a bare
    # table would do")
    expect(table.locator(".et-upcard")).to_have_count(0)
    expect(table.locator(".et-kitty")).to_have_count(0)


def test_lesson_13s_game_settings_show_their_labels_whole(desktop: Page, course: str) -> None:
    """ipywidgets gives a dropdown's label a fixed width: "Opponents" was cut to "Oppon…"."""
    desktop.goto(f"{course}/voila/render/14_play_a_game.ipynb")
    expect(desktop.get_by_role("button", name="Start the game")).to_be_attached(timeout=LOAD_MS)
    for name in ("Opponents", "Play to"):
        label = desktop.locator(".widget-label").filter(has_text=name).first
        expect(label).to_be_visible()
        assert label.evaluate("(n) => n.scrollWidth <= n.clientWidth"), f"{name} is cut off"
    # Issue 27 walk: after Start the page stayed at the top, the bids and Hint 1100-1430 px
    # down at 1280x900. The table and the learner's next action are in view at once.
    start = desktop.get_by_role("button", name="Start the game")
    wheel_to(desktop, start)  # the learner scrolls down past the lesson's text to Start
    start.click()
    game = desktop.locator(".et-playtable")
    expect(game.locator(".et-table-root")).to_be_in_viewport(ratio=1, timeout=5_000)
    expect(game.locator(".et-bidding")).to_be_in_viewport(ratio=1)
    expect(game.get_by_role("button", name="Hint")).to_be_in_viewport(ratio=1)


def test_a_loading_lesson_says_what_is_happening_in_words(desktop: Page, course: str) -> None:
    """Voila's loading screen said "Running 01_the_deck..." (a file name), then
    "Executing 3 of 8". The page is held at its loading screen (the served page without
    its last step, which shows the cells) to read what the learner reads meanwhile."""

    def held(route: Route) -> None:
        response = route.fetch()
        body = response.text().replace("window.voila_finish();", "")
        route.fulfill(response=response, body=body)

    desktop.route("**/voila/render/01_the_deck.ipynb", held)
    desktop.goto(f"{course}/voila/render/01_the_deck.ipynb")
    loading = desktop.locator("#loading_text")
    expect(loading).to_have_text(re.compile(r"^Getting the lesson ready… \(part \d+ of \d+\)$"))
    expect(desktop.get_by_text(re.compile("Executing|Running|ipynb"))).to_have_count(0)


def test_lesson_13s_rule_choices_fit_a_phone(browser: Browser, course: str) -> None:
    """On a 390 px phone the three rule checkboxes sat in one row and the last one,
    then "The lone maker's left leads", ran off the screen; the variant is now "The dealer's
    left leads against a loner", kept short enough for one line."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True,
                                  has_touch=True)  # fmt: skip
    try:
        page = context.new_page()
        page.goto(f"{course}/voila/render/14_play_a_game.ipynb", timeout=LOAD_MS)
        start = page.get_by_role("button", name="Start the game")
        expect(start).to_be_attached(timeout=LOAD_MS)
        for name in ("Stick the dealer", "Defending alone",
                     "The dealer's left leads against a loner"):
            # the checkbox's own label (lesson 14's text names the variant's box too)
            box = page.get_by_title(name, exact=True).bounding_box()
            assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390, name
    finally:
        context.close()


def test_lesson_1s_pack_shows_every_card_whole_on_a_phone(phone: Page, course: str) -> None:
    """Thirteen buttons a row squeezed a 10 to "1…" and a queen to "Q…" at 390 px."""
    open_lesson_1(phone, course)
    pack = phone.locator(".widget-toggle-button")  # the 52 cards of the pack
    expect(pack).to_have_count(52)
    wheel_to(phone, pack.first)
    sizes = pack.evaluate_all("(cards) => cards.map((c) => [c.textContent.trim(),"
                              " c.scrollWidth <= c.clientWidth, c.getBoundingClientRect().width,"
                              " c.getBoundingClientRect().right])")  # fmt: skip
    for face, whole, width, right in sizes:
        assert whole, f"{face} is cut off"
        assert width >= 24 and right <= 390, f"{face}: {width:.0f} px wide, right edge {right:.0f}"


@pytest.mark.parametrize("viewport", [DESKTOP["viewport"], {"width": 390, "height": 844}],
                         ids=["desktop", "phone"])  # fmt: skip
def test_lesson_13s_new_game_asks_first_and_a_slip_keeps_the_game(
    browser: Browser, course: str, viewport: dict[str, int]
) -> None:
    """Cold walk (issue 27, phone): one tap on New game wiped a saved game at 4-6. It asks
    first, in words; "Keep playing" keeps the game, "Start a new game" leaves it."""
    phone = viewport["width"] < 500
    context = browser.new_context(viewport=viewport, is_mobile=phone,  # type: ignore[arg-type]
                                  has_touch=phone)  # fmt: skip
    try:
        page = context.new_page()
        page.goto(f"{course}/voila/render/14_play_a_game.ipynb", timeout=LOAD_MS)

        def press(name: str) -> None:
            button = page.get_by_role("button", name=name, exact=True)
            expect(button).to_be_visible(timeout=LOAD_MS)
            if phone:
                button.tap()
            else:
                button.click()

        press("Start the game")
        expect(page.locator(".et-playtable")).to_be_visible(timeout=LOAD_MS)
        press("New game")
        question = page.get_by_text(re.compile(r"^Start a new game\? This game \(.*you and"
                                               r" North \d+, East and West \d+\) will be"
                                               r" lost\.$"))  # fmt: skip
        expect(question).to_be_visible()
        expect(page.get_by_role("button", name="Start the game")).to_be_hidden()
        press("Keep playing")
        expect(question).to_be_hidden()
        expect(page.locator(".et-playtable")).to_be_visible()
        press("New game")
        press("Start a new game")
        expect(page.get_by_role("button", name="Start the game")).to_be_visible()
        expect(page.locator(".et-playtable")).to_have_count(0)
    finally:
        context.close()
