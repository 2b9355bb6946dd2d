"""One learner's script must not fill the room (issue 24, item 2), probed with real
websocket clients: scripts that open lesson pages, keep their cookies, say hello like the
page's script and connect each page's kernel websocket, from other addresses on the
loopback network (127.0.0.2, 127.0.0.3: to the server, other machines than this one).

A server of its own, started like `euchre-teach serve` with a small room: 6 kernels, 3
lesson pages per other address, 2 per learner, 15 s for a connected page to show that a
person is there (every page these tests click is clicked a few seconds after it connects),
and idle kernels culled after 10 s. The script's test waits for its unused tables to be
taken back (a condition, at most the timer and 30 s); the timer's own test (a page nobody
uses, a page used and kept past it) waits out the timer twice.
"""

from __future__ import annotations

import functools
import http.client
import http.cookiejar
import json
import re
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from collections.abc import Iterator

import pytest
from playwright.sync_api import Page, expect
from websockets.sync.client import ClientConnection, connect

from euchre_teach.cli import DATA_DIR_ENV, voila_command
from tests.browser.conftest import _free_port, _wait_until_answering, wait_until_warm
from tests.browser.test_smoke import ONE_BUTTON, write_notebook
from tests.browser.test_tables import Server
from tests.helpers import stop_server

MAX_KERNELS = 6
PER_ADDRESS = 3
PER_LEARNER = 2
ACT_SECONDS = 15  # connected, a page these tests use is clicked within seconds
LESSONS = ("a_lesson.ipynb", "b_lesson.ipynb", "c_lesson.ipynb")


def small_room(tmp_path_factory: pytest.TempPathFactory, act_seconds: int) -> Iterator[Server]:
    """The room of this module's tests, with ``act_seconds`` for a connected page to show
    that a person is there."""
    folder = tmp_path_factory.mktemp("share-notebooks")
    for name in LESSONS:
        write_notebook(folder, name, ONE_BUTTON)
    work = tmp_path_factory.mktemp("share-server")
    port = _free_port()
    argv, env = voila_command(folder, port=port, data_dir=work / "data", max_kernels=MAX_KERNELS)
    stock = [arg for arg in argv[1:] if not arg.startswith("--MappingKernelManager.cull")]
    argv = [sys.executable, *stock, f"--EuchreVoila.pages_per_learner={PER_LEARNER}",
            f"--EuchreVoila.act_seconds={act_seconds}",
            f"--EuchreVoila.pages_per_address={PER_ADDRESS}",
            "--MappingKernelManager.cull_idle_timeout=10",
            "--MappingKernelManager.cull_interval=2"]  # fmt: skip
    env = {**env, DATA_DIR_ENV: str(work / "data"), "JUPYTER_PLATFORM_DIRS": "1"}
    log = work / "voila.log"
    with log.open("wb") as out:
        proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=out,
                                stderr=subprocess.STDOUT, env=env)  # fmt: skip
    base = f"http://127.0.0.1:{port}"
    try:
        _wait_until_answering(base + "/", proc, log)
        yield Server(base, log)
    finally:
        stop_server(proc)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    yield from small_room(tmp_path_factory, ACT_SECONDS)


class ScriptedBrowser:
    """What a script does to hold a table: a browser's cookies, the lesson page, the page
    script's hello, the kernel's websocket; from ``source``, another machine."""

    def __init__(self, base: str, source: str) -> None:
        self.base, self.source = base, source
        self.jar = http.cookiejar.CookieJar()
        connection = functools.partial(http.client.HTTPConnection, source_address=(source, 0))

        class FromThere(urllib.request.HTTPHandler):
            def http_open(self, req: urllib.request.Request) -> http.client.HTTPResponse:
                return self.do_open(connection, req)  # type: ignore[arg-type]

        self.opener = urllib.request.build_opener(
            FromThere(), urllib.request.HTTPCookieProcessor(self.jar))
        self.sockets: list[ClientConnection] = []

    def cookie(self, name: str) -> str:
        return next((c.value or "" for c in self.jar if c.name == name), "")

    def request(self, path: str, data: bytes | None = None) -> tuple[int, str]:
        headers = {"X-XSRFToken": self.cookie("_xsrf")} if data is not None else {}
        try:
            with self.opener.open(urllib.request.Request(self.base + path, data=data,
                                                         headers=headers), timeout=120) as reply:
                return int(reply.status), reply.read().decode()
        except urllib.error.HTTPError as error:
            return error.code, error.read().decode()

    def open_page(self, lesson: str) -> tuple[int, str, str | None]:
        """GET the lesson and say hello as its script does: status, page, kernel id."""
        status, html = self.request(f"/voila/render/{lesson}")
        found = re.search(r'"kernelId": "([\w-]+)"', html)
        if status != 200 or found is None:
            return status, html, None
        kernel = found.group(1)
        self.request(f"/euchre/api/table/{kernel}", data=b"")
        return status, html, kernel

    def connect(self, kernel: str) -> ClientConnection:
        parts = urllib.parse.urlsplit(self.base)
        sock = socket.socket()
        sock.bind((self.source, 0))
        sock.connect((parts.hostname, parts.port))
        cookies = "; ".join(f"{c.name}={c.value}" for c in self.jar)
        ws = connect(f"ws://{parts.netloc}/api/kernels/{kernel}/channels?session_id="
                     f"{uuid.uuid4()}", sock=sock, additional_headers={"Cookie": cookies},
                     open_timeout=60)  # fmt: skip
        self.sockets.append(ws)
        return ws

    def act(self, ws: ClientConnection) -> None:
        """A widget message as a person's click sends it."""
        ws.send(json.dumps({
            "header": {"msg_id": uuid.uuid4().hex, "msg_type": "comm_msg", "username": "",
                       "session": uuid.uuid4().hex, "date": "", "version": "5.3"},
            "parent_header": {}, "metadata": {}, "channel": "shell", "buffers": [],
            "content": {"comm_id": uuid.uuid4().hex,
                        "data": {"method": "custom", "content": {"event": "click"}}},
        }))  # fmt: skip

    def table(self, kernel: str) -> dict[str, object]:
        status, body = self.request(f"/euchre/api/table/{kernel}")
        assert status == 200, (status, body)
        answer: dict[str, object] = json.loads(body)
        return answer

    def close(self) -> None:
        for ws in self.sockets:
            ws.close()


def test_a_script_opening_pages_and_their_websockets_leaves_tables_for_others(
    page: Page, server: Server
) -> None:
    """Before: the script's pages took every kernel (the room full for everyone else until
    the idle culler, which spares connected kernels, never came)."""
    server.wait_for("no lesson kernels", lambda s: s["kernels"] == 0)
    wait_until_warm(server.base, len(LESSONS))
    scripts = [ScriptedBrowser(server.base, "127.0.0.2") for _ in range(MAX_KERNELS + 2)]
    held, refused = [], []
    other = ScriptedBrowser(server.base, "127.0.0.3")
    try:
        # Each a fresh "browser": new cookies, as a script makes them. Its three tables are
        # the three lessons' warm kernels: held within seconds of each other, well inside the
        # timer, so none is taken back before the others are refused.
        for n, script in enumerate(scripts):
            status, html, kernel = script.open_page(LESSONS[n % len(LESSONS)])
            if kernel is None:
                refused.append((status, html))
            else:
                script.connect(kernel)
                held.append((script, kernel))
        assert len(held) == PER_ADDRESS, [s for s, _ in refused]
        assert {status for status, _ in refused} == {429}
        assert "Many lessons are open from your network" in refused[0][1]
        # Another machine's learner still gets a table, and keeps it by using it.
        status, _, kernel = other.open_page(LESSONS[0])
        assert status == 200 and kernel is not None
        other.act(other.connect(kernel))
        # So does a learner in a browser on this computer.
        page.goto(server.base + f"/voila/render/{LESSONS[1]}")
        expect(page.get_by_text("no cards yet")).to_be_visible(timeout=60_000)
        page.get_by_role("button", name="Deal").click()
        expect(page.get_by_text("dealt: JH")).to_be_visible(timeout=30_000)
        # The script's tables, where nobody acts, are taken back; the others stay.
        server.wait_for("the script's tables taken back", lambda s: s["kernels"] == 2,
                        seconds=ACT_SECONDS + 30)  # fmt: skip
        assert all(s.table(k) == {"open": False, "reason": "unused"} for s, k in held)
        assert other.table(kernel) == {"open": True}
        page.get_by_role("button", name="Deal").click()
        expect(page.get_by_text("dealt: JH")).to_have_count(1)
    finally:
        for script in [*scripts, other]:
            script.close()
        page.goto(server.base + "/")


def test_one_learner_may_have_a_few_lessons_open_not_the_room(server: Server) -> None:
    server.wait_for("no lesson kernels", lambda s: s["kernels"] == 0, seconds=60)
    learner = ScriptedBrowser(server.base, "127.0.0.1")
    try:
        opened = [learner.open_page(lesson) for lesson in LESSONS]
        assert [status for status, _, _ in opened] == [200, 200, 429]
        assert "You have 2 lessons open already" in opened[2][1]
        again = learner.open_page(LESSONS[0])  # the same lesson again replaces its table
        assert again[0] == 200
    finally:
        learner.close()


def test_closing_a_lesson_tab_frees_its_place_for_another_lesson_at_once(
    page: Page, server: Server
) -> None:
    """Issue 27, item 4: with several tabs open, "You have 4 lessons open already" kept a
    place after a tab was closed, and said nothing of which lessons were open. Real tabs of
    one browser: the third lesson is refused with the two open ones named; closing one tab
    lets "Try again" open it straight away."""
    tabs = [page, page.context.new_page(), page.context.new_page()]
    try:
        for tab, lesson in zip(tabs[:2], LESSONS, strict=False):
            tab.goto(server.base + f"/voila/render/{lesson}")
            expect(tab.get_by_text("no cards yet")).to_be_visible(timeout=60_000)
            tab.get_by_role("button", name="Deal").click()  # a person is here: kept
            expect(tab.get_by_text("dealt: JH")).to_be_visible(timeout=30_000)
        third = tabs[2]
        third.goto(server.base + f"/voila/render/{LESSONS[2]}")
        expect(third.get_by_role("heading", name=f"You have {PER_LEARNER} lessons open")
               ).to_be_visible()  # fmt: skip
        expect(third.locator("ul.open-lessons li")).to_have_text(["a lesson", "b lesson"])
        expect(third.get_by_text("close the tab of one you are not using")).to_be_visible()
        away = server.status()["away"]
        tabs[1].close()
        # The tab is gone when the server has seen its websocket close, a moment after the
        # browser closed it: a person's "Try again" comes later than that, a test's at once.
        server.wait_for("the closed tab's page away", lambda s: s["away"] > away, seconds=30)
        third.get_by_role("link", name="Try again").click()
        expect(third.get_by_text("no cards yet")).to_be_visible(timeout=60_000)
        third.get_by_role("button", name="Deal").click()
        expect(third.get_by_text("dealt: JH")).to_be_visible(timeout=30_000)
        expect(tabs[0].get_by_text("dealt: JH")).to_be_visible()  # the other tab is kept
        expect(tabs[0].get_by_role("alert")).to_have_count(0)
    finally:
        for tab in tabs[1:]:
            if not tab.is_closed():
                tab.close()
        page.goto(server.base + "/")


def test_a_reader_who_only_moves_the_mouse_keeps_the_table(page: Page, server: Server) -> None:
    """walk18: a learner reading lesson 10's first screen (330 words, nothing to click) for
    two minutes lost the page's table, though the mouse moved over the text: a person's
    mouse move now says that someone is there (and the timer is five minutes by default)."""
    page.goto(server.base + f"/voila/render/{LESSONS[0]}")
    expect(page.get_by_text("no cards yet")).to_be_visible(timeout=60_000)
    page.mouse.move(200, 200)
    page.mouse.move(320, 260, steps=8)  # the pointer drifts along a line of text
    time.sleep(ACT_SECONDS + 3)
    expect(page.get_by_role("alert")).to_have_count(0)
    page.get_by_role("button", name="Deal").click()
    expect(page.get_by_text("dealt: JH")).to_be_visible(timeout=30_000)
    page.goto(server.base + "/")


def test_a_page_nobody_uses_gives_its_table_back_and_continues_with_a_click(
    page: Page, server: Server
) -> None:
    page.goto(server.base + f"/voila/render/{LESSONS[2]}")
    expect(page.get_by_text("no cards yet")).to_be_visible(timeout=60_000)
    expect(page.get_by_role("alert")).to_contain_text(
        "Nothing was done on this page for a while", timeout=(ACT_SECONDS + 20) * 1000)
    page.get_by_role("button", name="Continue the lesson").click()
    expect(page.get_by_text("no cards yet")).to_be_visible(timeout=60_000)
    page.get_by_role("button", name="Deal").click()
    expect(page.get_by_text("dealt: JH")).to_be_visible(timeout=30_000)
    time.sleep(ACT_SECONDS + 3)  # used: kept (the timer has passed: nothing to wait on)
    page.get_by_role("button", name="Deal").click()
    expect(page.get_by_role("alert")).to_have_count(0)
    page.goto(server.base + "/")
