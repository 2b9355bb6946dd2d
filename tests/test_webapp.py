"""The web app's Python side without a browser: sessions, links, handlers, the page template."""

from __future__ import annotations

import asyncio
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from jupyter_client.session import Session
from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler

from euchre_teach.cli import DATA_DIR_ENV
from euchre_teach.course.catalogue import LESSONS
from euchre_teach.course.mastery import quiz_keys
from euchre_teach.store.progress import ProgressStore
from webapp import handlers, session, teacher
from webapp.app import TEMPLATE_DIR, EuchreVoila
from webapp.kernels import LightActivityKernelManager, message_types


@pytest.fixture
def store(tmp_path: Path) -> ProgressStore:
    return ProgressStore(tmp_path / session.STORE_FILE)


def test_a_lesson_url_names_the_learner_and_the_lesson(store: ProgressStore) -> None:
    ada = store.new_learner("Ada")
    me = session.session_for(f"learner={ada.id}", "/voila/render/03_follow_suit.ipynb", store)
    assert me.known and me.name == "Ada" and me.lesson == 3
    me.answer("trap/1", correct=False, answer="JD", trap_type=1)
    me.save_review("trap/1", {"due": "tomorrow"})
    me.hand_played("record", points=2)
    me.complete()
    assert store.lesson_progress(ada.id, quiz_keys)[3].done
    assert store.answers(ada.id)[0].lesson == 3
    assert me.reviews() == {"trap/1": {"due": "tomorrow"}}
    assert store.hands_played(ada.id) == 1


def test_a_guest_or_a_made_up_id_keeps_nothing_and_never_fails(store: ProgressStore) -> None:
    for query in ("", "learner=not-a-real-id"):
        me = session.session_for(query, "/voila/render/smoke.ipynb", store)
        assert not me.known and me.name == "Guest" and me.lesson is None
        me.answer("q", correct=True, answer="x")
        me.complete()
        assert me.reviews() == {}
    assert store.learners() == []


def test_the_store_lives_in_the_data_dir_given_by_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    assert session.store_path() == tmp_path / session.STORE_FILE
    monkeypatch.delenv(DATA_DIR_ENV)
    assert session.store_path().parent == session.default_data_dir()
    assert "euchre-teach" in str(session.default_data_dir())


def test_lesson_links_follow_course_order_and_skip_missing_notebooks(tmp_path: Path) -> None:
    for entry in (LESSONS[6], LESSONS[0], LESSONS[4]):
        (tmp_path / entry.notebook).touch()
    links = handlers.lesson_links(tmp_path)
    assert [link["notebook"] for link in links] == [
        LESSONS[0].notebook, LESSONS[4].notebook, LESSONS[6].notebook
    ]
    assert links[0]["title"] == f"1. {LESSONS[0].title}"


def test_the_kernel_websocket_turns_nagles_algorithm_off_before_connecting(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls: list[Any] = []

    async def stock_open(self: Any, kernel_id: str) -> None:
        calls.append(("open", kernel_id))

    monkeypatch.setattr(VoilaKernelWebsocketHandler, "open", stock_open)
    handler = handlers.NoDelayKernelWebsocketHandler.__new__(handlers.NoDelayKernelWebsocketHandler)
    handler.set_nodelay = lambda value: calls.append(("nodelay", value))  # type: ignore[method-assign]
    guard = SimpleNamespace(connected=lambda kernel_id: calls.append(("connected", kernel_id)))
    handler.application = SimpleNamespace(settings={"euchre": SimpleNamespace(kernel_guard=guard)})
    asyncio.run(handler.open("k1"))
    assert calls == [("nodelay", True), ("open", "k1"), ("connected", "k1")]


def test_the_server_puts_its_handlers_in_front_of_voilas() -> None:
    routes = [route for route, _ in handlers.ROUTES]
    assert routes[0] == r"/?" and r"/teacher" in [route for route, _ in teacher.ROUTES]
    assert issubclass(handlers.LessonHandler, handlers.TornadoVoilaHandler)
    assert EuchreVoila.max_kernels.default_value == 30


def test_the_page_template_drops_the_cdn_and_replaces_error_output() -> None:
    text = (TEMPLATE_DIR / "index.html.j2").read_text()
    assert "cdn.jsdelivr" not in text and "https://" not in text
    assert "{%- block error -%}" in text and "traceback" not in text.lower()


def test_a_class_deal_number_in_the_url_reaches_the_lesson(store: ProgressStore) -> None:
    me = session.session_for("deal=42&learner=x", "/voila/render/14_play_a_game.ipynb", store)
    assert me.class_deal == 42 and me.lesson == 14
    for query in ("deal=-1", "deal=ten", "deal=" + "9" * 30, ""):
        assert session.session_for(query, "/", store).class_deal is None


def _published(msg_type: str, content: dict[str, Any], parent_type: str | None) -> list[bytes]:
    """A message as a kernel publishes it on IOPub: topic, delimiter, signed frames."""
    sender = Session(key=b"secret")
    parent = sender.msg(parent_type, {}) if parent_type else None
    message = sender.msg(msg_type, content, parent=parent)
    return [b"kernel.1.status", *sender.serialize(message)]


def test_the_light_activity_watcher_reads_the_type_parent_and_state_from_the_json() -> None:
    status = _published("status", {"execution_state": "busy"}, "comm_msg")
    assert message_types(status) == ("status", "comm_msg", "busy")
    update = _published("comm_msg", {"comm_id": "c", "data": {"method": "update"}}, "comm_msg")
    assert message_types(update) == ("comm_msg", "comm_msg", None)
    assert message_types(_published("status", {"execution_state": "idle"}, None)) == (
        "status", None, "idle")  # fmt: skip


def test_kernels_under_the_light_watcher_record_activity_and_state_for_culling() -> None:
    """A real kernel: its last activity moves on with every request and its execution state
    follows busy and idle, which is what idle-kernel culling reads."""

    async def scenario() -> tuple[str, bool, str]:
        manager = LightActivityKernelManager()
        kernel_id = await manager.start_kernel(kernel_name="python3")
        try:
            kernel = manager.get_kernel(kernel_id)
            client = kernel.client()
            client.start_channels()
            await client.wait_for_ready(timeout=60)
            before = kernel.last_activity
            await asyncio.sleep(0.05)
            await client.execute_interactive("1 + 1", timeout=30)
            for _ in range(100):  # the watcher sees the idle status a moment later
                if kernel.execution_state == "idle" and kernel.last_activity > before:
                    break
                await asyncio.sleep(0.02)
            client.stop_channels()
            return kernel.execution_state, kernel.last_activity > before, kernel_id
        finally:
            await manager.shutdown_kernel(kernel_id, now=True)

    state, moved, _ = asyncio.run(scenario())
    assert state == "idle" and moved


def test_the_server_uses_the_light_activity_watcher_unless_configured_otherwise(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    app = EuchreVoila()
    app.initialize(["--no-browser", str(tmp_path)])
    assert app.voila_configuration.multi_kernel_manager_class is LightActivityKernelManager


def test_the_kernel_hears_of_the_learner_only_from_the_server_never_the_address() -> None:
    """A shared link ``?learner=ADA`` opened without Ada's signed cookie reaches the kernel
    without her: the server drops it, and adds only the learner it vouches for."""
    assert session.kernel_query("learner=ada-id&deal=7", None) == "deal=7"
    assert session.kernel_query("learner=ada-id", "bo-id") == "learner=bo-id"
    assert session.kernel_query("deal=%C2%B2&deal=abc", "bo-id") == "learner=bo-id"


@pytest.mark.parametrize(
    ("typed", "reason"),
    [("-1", "start at 1"), ("10^30", "not a deal number"), ("abc", "not a deal number"),
     ("²", "not a deal number"), ("0", "from 1 to 999,999,999"), ("", "Type the deal"),
     ("9" * 40, "from 1 to 999,999,999")],
)  # fmt: skip
def test_a_class_deal_that_is_not_a_plain_number_is_refused_with_the_reason(
    typed: str, reason: str
) -> None:
    with pytest.raises(ValueError, match=reason):
        session.parse_deal(typed)
    assert session.session_for(f"deal={typed}", "/", None).class_deal is None  # never raises


def test_without_a_class_deal_each_game_page_gets_fresh_cards(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from webapp import lesson as lesson_module
    from widgets.gameplay import GameSession

    monkeypatch.setenv("VOILA_PREHEAT", "False")  # a page served by Voila
    monkeypatch.setattr(lesson_module, "_current", None)
    seeds = {lesson_module.track_lesson(14, session=lesson_module.guest(14))
             .game(GameSession(seed=13)).seed for _ in range(3)}  # fmt: skip
    assert 13 not in seeds and len(seeds) == 3
    dealt = session.session_for("deal=42", "/voila/render/14_play_a_game.ipynb", None)
    game = lesson_module.track_lesson(14, session=dealt).game(GameSession(seed=13))
    assert game.seed == 42


def test_spreadsheet_formulas_are_neutralised_even_in_full_width_or_after_a_tab() -> None:
    cells = ["=HYPERLINK(1)", "+1", "-1", "@SUM(A1)", "|calc", "\tx", "\rx",
             "\uff1d1+1", "\uff0b1", "\uff20x", "\uff5cx", "Ada"]  # fmt: skip
    safe = [teacher.spreadsheet_safe(cell) for cell in cells]
    assert all(cell.startswith("'") for cell in safe[:-1]) and safe[-1] == "Ada"
    assert safe[7] == "'=1+1"


def test_most_missed_items_read_as_the_question_and_its_answer() -> None:
    question, answer = teacher.describe_item("L1/1")
    assert question == "How many cards are in a Euchre deck?" and answer == "24"
    question, answer = teacher.describe_item("trap4/11387")
    assert question.startswith("Clubs ♣ are trump.") and answer == "J♠, K♣"


def test_the_settings_page_names_its_choices_in_words_not_keys(store: ProgressStore) -> None:
    """The selects offered "easy", "coach", "expert" and "off", "fast": the stored keys,
    while lesson 14's game calls the players Gentle, Coach and Expert."""
    from euchre_teach.store.progress import ANIMATION_SPEEDS, DIFFICULTIES

    page = handlers._pages.get_template("settings.html").render(
        base_url="/", xsrf_form_html=lambda: "", learner=store.new_learner("Ada"),
        difficulties=DIFFICULTIES, speeds=ANIMATION_SPEEDS, saved="")  # fmt: skip
    shown = [line.split(">", 1)[1].split("<")[0] for line in page.split("<option")[1:]]
    values = [line.split('value="', 1)[1].split('"')[0] for line in page.split("<option")[1:]]
    assert values == ["5", "7", "10", "11", *DIFFICULTIES, *ANIMATION_SPEEDS]
    assert shown[4:7] == ["Gentle: plays like a beginner", "Coach: plays by the course&#39;s"
                          " principles", "Expert: weighs the cards it cannot see"]  # fmt: skip
    assert shown[7:] == ["Off: cards move at once", "Fast", "Normal", "Slow"]


def test_a_quiz_shows_your_earlier_answers_only_when_there_were_some_before_this_page(
    store: ProgressStore,
) -> None:
    """Learner walk (issue 27): "Your earlier answers to this quiz" showed when the learner
    had given none before. It lists answers given before the page opened (a reload, another
    device), never the ones just given on this page, and is absent when there are none."""
    import ipywidgets

    from webapp import standing
    from widgets.course import lesson_quiz

    ada = store.new_learner("Ada")
    me = session.session_for(f"learner={ada.id}", "/voila/render/01_the_deck.ipynb", store)
    status = ipywidgets.HTML()
    standing.show(status, me, 1, lesson_quiz(1))
    assert "Your earlier answers" not in status.value  # nothing answered at all
    store.record_answer(ada.id, lesson=1, item="L1/1", correct=True, answer="24")
    standing.show(status, me, 1, lesson_quiz(1), given_here={"L1/1"})
    assert "Your earlier answers" not in status.value  # answered on this very page
    standing.show(status, me, 1, lesson_quiz(1))  # a reload, or another device
    assert "Your earlier answers" in status.value and "Question 1: ✓" in status.value


def test_an_answer_given_on_the_lesson_page_is_not_listed_as_an_earlier_answer(
    store: ProgressStore,
) -> None:
    """The same through the lesson page: answering question 1 does not make "Your earlier
    answers to this quiz" appear under it; a reload of the page lists it."""
    from webapp.lesson import LessonTracker
    from widgets.course import lesson_quiz

    ada = store.new_learner("Ada")
    me = session.session_for(f"learner={ada.id}", "/voila/render/01_the_deck.ipynb", store)
    quiz = LessonTracker(1, me).quiz(lesson_quiz(1))
    status = quiz.children[-1]
    quiz.answer(next(o for o in quiz.question.options if o.correct).text)
    assert store.answers(ada.id) and "Lesson 1:" in status.value
    assert "Your earlier answers" not in status.value
    again = LessonTracker(1, me).quiz(lesson_quiz(1))
    assert "Your earlier answers" in again.children[-1].value


def test_lesson_4s_who_wins_practice_goes_on_where_the_learner_left_it_on_another_device(
    store: ProgressStore,
) -> None:
    """Learner walk (issue 27): lesson 4's "Who wins?" practice started again at question 1
    on another device. The first answers are kept with the learner's progress, so a page
    opened elsewhere (or reloaded) goes on from the first question left; nothing answered
    again is kept twice."""
    from euchre_teach.course import drills
    from webapp.lesson import track_lesson
    from widgets.course import practice
    from widgets.questions import WhoWins
    from widgets.quiz import Quiz

    def who_wins() -> Quiz:
        return practice([drills.trick_item(n) for n in (12, 13, 14)]
                        + [drills.trap_item(27, 6)], title="Who wins?")  # fmt: skip

    ada = store.new_learner("Ada")
    page = "/voila/render/04_winning_tricks.ipynb"
    track_lesson(4, session=session.session_for(f"learner={ada.id}", page, store))
    here = who_wins()
    for _ in range(2):
        question = here.question
        assert isinstance(question, WhoWins)
        assert here.answer(question.winner).correct
        here.next()
    kept = len(store.answers(ada.id))
    assert kept == 2
    track_lesson(4, session=session.session_for(f"learner={ada.id}", page, store))
    elsewhere = who_wins()
    assert elsewhere.position == 2 and elsewhere.right_first_time == 2
    assert len(store.answers(ada.id)) == kept
