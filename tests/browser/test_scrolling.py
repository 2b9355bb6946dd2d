"""Every page of the site scrolls the way a person scrolls it: the mouse wheel (a trackpad
sends the same events), the keyboard (PageDown, Space, End) and a finger swipe on a phone.

Each test moves the page only by input a person gives and then checks that the page's last
heading, and then the very end of the page, come into view (their boxes inside the
viewport). No test reaches an element with `scroll_into_view_if_needed`: that is what hid a
lesson body that could not be scrolled at all.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable

import pytest
from playwright.sync_api import ElementHandle, Locator, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from euchre_teach.course.catalogue import LESSONS as COURSE
from tests.browser.conftest import LESSONS, LOAD_MS, TEACHER_CODE, wait_until_warm
from tests.browser.test_smoke import ONE_BUTTON, write_notebook

WARM_SECONDS = 120
SETTLE_MS = 5_000  # how long one wheel notch, key or swipe may take to move the page
MOST_STEPS = 80  # a long lesson at a phone's width is about 25 swipes of 500 px
SWIPE_MOVES = 6  # a swipe's finger moves (each a touch event the page must take)
# A finger still this long before it lifts has no speed left: Chromium starts no fling
# when the last move is more than 40 ms old.
FINGER_RESTS_S = 0.1
LESSON_NUMBERS = [entry.number for entry in COURSE if (LESSONS / entry.notebook).is_file()]
# PageDown and Space scroll the page itself once a click on the margin has left no control
# with the focus, the same on every lesson: they are tried on the first lesson, the guided
# hands' and Buck's (the wheel and End on every lesson). Each lesson took about 25 s with
# all three, most of the browser tests' time.
KEY_LESSONS = {1, 10, 15}

# Where a target is now, the page's scroll watch reset; `moved` waits until the page has
# moved and come to rest. Its top in the page's layout (what `moved` watches), and its top
# and bottom on the screen: a phone's screen (the visual viewport, `viewport_size`, what
# `bounding_box` measures) can be shorter than the layout viewport and scrolled within it.
WHERE_JS = """(target) => {
  window.__etScrollWatch = null;
  const box = target.getBoundingClientRect();
  const shown = window.visualViewport ? window.visualViewport.offsetTop : 0;
  return [box.top, box.top - shown, box.bottom - shown];
}"""
RESTED_JS = """([target, start]) => {
  const now = target.getBoundingClientRect().top;
  const seen = window.__etScrollWatch || (window.__etScrollWatch = { last: null, still: 0 });
  if (Math.abs(now - start) < 1) return false;
  seen.still = seen.last !== null && Math.abs(now - seen.last) < 0.5 ? seen.still + 1 : 0;
  seen.last = now;
  return seen.still >= 3;
}"""


@pytest.fixture(scope="module")
def course(voila_server: Callable[..., str]) -> str:
    """The course site, once every lesson has a warm kernel (a busy machine takes a while)."""
    base_url = voila_server(LESSONS)
    wait_until_warm(base_url, len(LESSON_NUMBERS), WARM_SECONDS)
    return base_url


# ----------------------------------------------------------------- what a person does


def wheel(page: Page) -> Callable[[], None]:
    """One turn of the mouse wheel over the middle of the page (a trackpad's two-finger
    swipe sends the same wheel events)."""
    size = page.viewport_size or {"width": 0, "height": 0}

    def turn() -> None:
        page.mouse.move(size["width"] / 2, size["height"] / 2)
        page.mouse.wheel(0, 400)

    return turn


def key(page: Page, name: str) -> Callable[[], None]:
    return lambda: page.keyboard.press(name)


def swipe(page: Page) -> Callable[[], None]:
    """A finger drawn slowly up most of the screen, as real touch input (not a script): the
    page should follow the finger, about 500 px a swipe (300 px swipes took a long lesson
    about 40 of them, the longest part of the browser tests)."""
    cdp = page.context.new_cdp_session(page)
    size = page.viewport_size or {"width": 0, "height": 0}
    x, start, end = size["width"] * 0.8, size["height"] * 0.8, size["height"] * 0.8 - 500

    def touch(kind: str, y: float) -> None:
        points = [] if kind == "touchEnd" else [{"x": x, "y": y, "id": 1}]
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    def draw_finger() -> None:
        # Each event waits for the page to take it (tens of ms on a busy machine): six
        # moves of about 80 px are a finger the page follows, past the touch slop.
        touch("touchStart", start)
        for step in range(1, SWIPE_MOVES + 1):
            touch("touchMove", start + (end - start) * step / SWIPE_MOVES)
        time.sleep(FINGER_RESTS_S)  # the finger rests before it lifts: no fling
        touch("touchMove", end)
        touch("touchEnd", end)

    return draw_finger


# ----------------------------------------------------------------- what the page shows


END_IN_VIEW_JS = """() => {
    const box = document.querySelector('nav.euchre-nav-bottom').getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
}"""


def fully_in_view(page: Page, target: Locator) -> bool:
    box = target.bounding_box()
    size = page.viewport_size
    assert box is not None and size is not None, "the target is not on the page"
    return box["y"] >= 0 and box["y"] + box["height"] <= size["height"]


def moved(page: Page, target: ElementHandle, start: float, act: Callable[[], None]) -> bool:
    """Do ``act`` with ``target`` at ``start`` (its top now); True once the page has moved
    and come to rest, False if it never moved."""
    act()
    try:
        page.wait_for_function(RESTED_JS, arg=[target, start], timeout=SETTLE_MS)
    except Exception:  # Playwright's TimeoutError: the input did not move the page
        return False
    return True


def scroll_to(page: Page, target: Locator, act: Callable[[], None], how: str) -> None:
    """Repeat ``act`` (a wheel turn, a key, a swipe) until ``target`` is no longer below the
    viewport, then check that it is wholly in view."""
    handle = target.element_handle()
    size = page.viewport_size
    assert size is not None
    for _ in range(MOST_STEPS):
        # One round trip a step: where the target is, and a fresh watch for `moved`.
        top, screen_top, screen_bottom = handle.evaluate(WHERE_JS)
        if screen_bottom <= size["height"]:  # no longer below the viewport
            break
        if not moved(page, handle, top, act):
            pytest.fail(f"{how} did not move the page; {target} is still at y={screen_top}"
                        f" in a {size} viewport")  # fmt: skip
    assert fully_in_view(page, target), f"{how} went past {target} without showing it"


def last_heading(page: Page, scope: str) -> Locator:
    """The last heading a reader can scroll to: one inside a closed fold (lesson 12's "For
    later" hands, after its quiz) is not on the page until it is opened."""
    return page.locator(f"{scope} :is(h1, h2, h3, h4)").filter(visible=True).last


def back_to_top(page: Page) -> None:
    """Home, then wait until the page has rested at the top (a key pressed while the page
    still glides is folded into that glide)."""
    page.evaluate("() => { window.__etAtTop = 0; }")
    page.keyboard.press("Home")
    page.wait_for_function(
        "() => (window.__etAtTop = window.scrollY === 0 ? window.__etAtTop + 1 : 0) >= 5"
    )


# ----------------------------------------------------------------- pages of the site


def open_lesson(page: Page, base_url: str, number: int) -> None:
    entry = next(e for e in COURSE if e.number == number)
    page.goto(f"{base_url}/voila/render/{entry.notebook}")
    expect(page.locator(".et-lesson-head")).to_be_visible(timeout=LOAD_MS)
    # The lesson's widgets have drawn when its last heading no longer moves down the page.
    expect(page.locator("nav.euchre-nav-bottom")).to_be_visible()


def sign_in(page: Page, base_url: str) -> None:
    page.goto(f"{base_url}/")
    page.get_by_label("Your name", exact=True).fill("Scroller")
    page.get_by_role("button", name="Start learning").click()
    expect(page.get_by_role("button", name="Start learning")).to_have_count(0)


SITE_PAGES: dict[str, Callable[[Page, str], None]] = {
    "home, first visit": lambda page, base: page.goto(f"{base}/"),
    "home, signed in": sign_in,
    "settings": lambda page, base: (sign_in(page, base), page.goto(f"{base}/settings")),
    "teacher code": lambda page, base: page.goto(f"{base}/teacher"),
    "problem": lambda page, base: page.goto(f"{base}/teacher.csv"),  # no teacher code given
}


def open_dashboard(page: Page, base_url: str) -> None:
    sign_in(page, base_url)
    page.goto(f"{base_url}/teacher")
    page.get_by_label("Teacher code").fill(TEACHER_CODE)
    page.get_by_role("button", name="Open the dashboard").click()
    expect(page.get_by_label("Teacher code")).to_have_count(0)


SITE_PAGES["teacher dashboard"] = open_dashboard


def check_site_page(page: Page) -> None:
    # The last heading, then the last thing on the page with no parts of its own.
    ends = [last_heading(page, "main"), page.locator("main *:not(:has(*)):visible").last]
    if page.viewport_size and page.viewport_size["width"] < 600:
        act, how = swipe(page), "a swipe"
    else:
        act, how = wheel(page), "the mouse wheel"
    for target in ends:
        scroll_to(page, target, act, how)


# ----------------------------------------------------------------- the tests


@pytest.mark.parametrize("number", LESSON_NUMBERS)
def test_a_lesson_scrolls_to_its_end_with_the_wheel_and_the_keys(
    desktop: Page, course: str, number: int
) -> None:
    open_lesson(desktop, course, number)
    heading, end = (
        last_heading(desktop, "#rendered_cells"),
        desktop.locator("nav.euchre-nav-bottom"),
    )
    desktop.mouse.click(2, 300)  # a click on the page's margin: no control has the focus
    ways = [(wheel(desktop), "the mouse wheel")]
    if number in KEY_LESSONS:
        ways += [(key(desktop, "PageDown"), "PageDown"), (key(desktop, "Space"), "Space")]
    for act, how in ways:
        scroll_to(desktop, heading, act, how)
        scroll_to(desktop, end, act, how)
        back_to_top(desktop)
    desktop.keyboard.press("End")
    expect(end).to_be_in_viewport()
    # End glides (smooth scrolling): wait for the glide to bring the end wholly into view.
    with contextlib.suppress(PlaywrightTimeout):  # the assertion below says what failed
        desktop.wait_for_function(END_IN_VIEW_JS, timeout=SETTLE_MS)
    assert fully_in_view(desktop, end), "End did not bring the end of the lesson into view"


@pytest.mark.parametrize("number", LESSON_NUMBERS)
def test_a_lesson_scrolls_to_its_end_with_a_finger_on_a_phone(
    phone: Page, course: str, number: int
) -> None:
    open_lesson(phone, course, number)
    heading, end = last_heading(phone, "#rendered_cells"), phone.locator("nav.euchre-nav-bottom")
    scroll_to(phone, heading, swipe(phone), "a swipe")
    scroll_to(phone, end, swipe(phone), "a swipe")


@pytest.fixture(scope="module")
def one_seat(voila_server: Callable[..., str], tmp_path_factory: pytest.TempPathFactory) -> str:
    """A server with room for one lesson page at a time."""
    folder = tmp_path_factory.mktemp("one-seat")
    write_notebook(folder, "smoke.ipynb", ONE_BUTTON)
    return voila_server(folder, "--max-kernels", "1")


def test_the_room_full_page_scrolls_to_its_end(desktop: Page, phone: Page, one_seat: str) -> None:
    other = desktop.context.new_page()  # someone else's lesson takes the one seat
    other.goto(f"{one_seat}/voila/render/smoke.ipynb")
    expect(other.get_by_text("no cards yet")).to_be_visible(timeout=LOAD_MS)
    for page in (desktop, phone):
        page.goto(f"{one_seat}/voila/render/smoke.ipynb")
        expect(page.get_by_role("heading", name="The room is full")).to_be_visible()
        check_site_page(page)


@pytest.mark.parametrize("name", list(SITE_PAGES))
@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_every_site_page_scrolls_to_its_end(
    request: pytest.FixtureRequest, course: str, name: str, device: str
) -> None:
    page: Page = request.getfixturevalue(device)
    SITE_PAGES[name](page, course)
    check_site_page(page)
