"""The kernel guard without a server: owners, one table per lesson, reclaiming, culling."""

from __future__ import annotations

import asyncio
import json
import logging
from datetime import timedelta
from types import SimpleNamespace
from typing import Any

from jupyter_server._tz import utcnow
from jupyter_server.services.kernels.connection.base import serialize_msg_to_ws_v1

from webapp.kernel_guard import KernelGuard, person_acted
from webapp.kernels import LightActivityKernelManager


class FakeManager:
    """Kernels by id, shut down at once; every shutdown reported to the guard, as the
    server's kernel manager does."""

    def __init__(self, *kernel_ids: str) -> None:
        self._kernels = {k: SimpleNamespace(last_activity=None) for k in kernel_ids}
        self.log = logging.getLogger("test")
        self.guard: KernelGuard | None = None

    def __contains__(self, kernel_id: object) -> bool:
        return kernel_id in self._kernels

    async def shutdown_kernel(self, kernel_id: str) -> None:
        del self._kernels[kernel_id]
        assert self.guard is not None
        self.guard.forget(kernel_id)


def guarded(*kernel_ids: str, **options: Any) -> tuple[KernelGuard, FakeManager]:
    manager = FakeManager(*kernel_ids)
    manager.guard = KernelGuard(manager, **options)
    return manager.guard, manager


def test_a_table_answers_only_its_owner_and_keeps_its_idle_clock_fresh() -> None:
    guard, manager = guarded("k1")
    guard.claim("k1", "ada", "ada|lesson1", "10.0.0.5")
    assert manager._kernels["k1"].last_activity is not None  # the clock starts when handed out
    assert guard.owns("k1", "ada") and not guard.owns("k1", "bob") and not guard.owns("k1", None)
    assert guard.state("k1", "ada") == {"open": True}
    assert guard.state("k1", "bob") is None and guard.state("nope", "ada") is None
    assert guard.holds("k1") and guard.pending("10.0.0.5") == 1
    guard.connected("k1")
    assert not guard.holds("k1") and guard.pending("10.0.0.5") == 0


def test_opening_a_lesson_again_closes_the_older_table_and_says_why() -> None:
    async def scenario() -> KernelGuard:
        guard, _ = guarded("k1", "k2", "k3")
        guard.claim("k1", "ada", "learner-7|lesson1", "10.0.0.5")
        guard.claim("k3", "ada", "learner-7|lesson2", "10.0.0.5")  # another lesson: kept
        guard.claim("k2", "phone", "learner-7|lesson1", "10.0.0.6")  # same learner, again
        await asyncio.sleep(0.01)
        return guard

    guard = asyncio.run(scenario())
    assert guard.state("k1", "ada") == {"open": False, "reason": "elsewhere"}
    assert guard.state("k1", "phone") is None  # why is told to the owner only
    assert guard.state("k2", "phone") == {"open": True}
    assert guard.state("k3", "ada") == {"open": True}


def test_a_page_that_never_speaks_loses_its_kernel_within_seconds() -> None:
    async def scenario() -> KernelGuard:
        guard, _ = guarded("quiet", "spoke", "connected", hello_seconds=0.05,
                           connect_seconds=0.2)  # fmt: skip
        for kernel in ("quiet", "spoke", "connected"):
            guard.claim(kernel, "ada", f"ada|{kernel}", "10.0.0.5")
            guard.served(kernel)
        guard.heard("spoke")
        guard.connected("connected")
        await asyncio.sleep(0.12)
        assert guard.state("spoke", "ada") == {"open": True}  # heard from: it has longer
        await asyncio.sleep(0.2)
        return guard

    guard = asyncio.run(scenario())
    assert guard.state("quiet", "ada") == {"open": False, "reason": "unclaimed"}
    assert guard.state("spoke", "ada") == {"open": False, "reason": "unclaimed"}
    assert guard.state("connected", "ada") == {"open": True}


def test_pages_still_opening_count_per_address() -> None:
    guard, _ = guarded("k1")
    guard.reserve("10.0.0.5")
    guard.reserve("10.0.0.5")
    guard.claim("k1", "ada", "ada|lesson1", "10.0.0.5")
    assert guard.pending("10.0.0.5") == 3 and guard.pending("10.0.0.6") == 0
    guard.release("10.0.0.5")
    guard.release("10.0.0.5")
    assert guard.pending("10.0.0.5") == 1 and "10.0.0.5" not in guard.opening


def test_the_culler_spares_a_table_until_its_page_connects_and_names_its_own_shutdowns() -> None:
    """A real kernel that has been idle far past the cull timeout: while it waits for its
    page it is not culled; once its page has come and gone, it is, and its page is told
    "idle"."""

    async def scenario() -> tuple[bool, bool, dict[str, Any] | None]:
        manager = LightActivityKernelManager(cull_idle_timeout=1)
        guard = KernelGuard(manager)
        manager.kernel_guard = guard
        kernel_id = await manager.start_kernel(kernel_name="python3")
        try:
            kernel = manager.get_kernel(kernel_id)
            guard.claim(kernel_id, "ada", "ada|lesson1", "10.0.0.5")
            kernel.last_activity = utcnow() - timedelta(seconds=600)  # a long wait in the pool
            await manager.cull_kernel_if_idle(kernel_id)
            spared = kernel_id in manager
            guard.connected(kernel_id)
            guard.disconnected(kernel_id)
            kernel.last_activity = utcnow() - timedelta(seconds=600)
            await manager.cull_kernel_if_idle(kernel_id)
            return spared, kernel_id in manager, guard.state(kernel_id, "ada")
        finally:
            if kernel_id in manager:
                await manager.shutdown_kernel(kernel_id, now=True)

    spared, alive, state = asyncio.run(scenario())
    assert spared and not alive
    assert state == {"open": False, "reason": "idle"}


def test_one_learner_and_one_address_have_a_share_of_the_room_not_all_of_it() -> None:
    guard, _ = guarded(*[f"k{n}" for n in range(8)], per_learner=2, per_address=3)
    guard.claim("k0", "b1", "ada|lesson1", "10.0.0.5", "ada")
    guard.claim("k1", "b1", "ada|lesson2", "10.0.0.5", "ada")
    assert guard.refusal("10.0.0.5", "ada", "ada|lesson3") == "learner"
    assert guard.refusal("10.0.0.5", "ada", "ada|lesson1") is None  # the same lesson again
    assert guard.refusal("10.0.0.5", "bob", "bob|lesson1") is None
    guard.reserve("10.0.0.5")  # a third page from there, still opening
    assert guard.refusal("10.0.0.5", "bob", "bob|lesson1") == "address"
    assert guard.refusal("10.0.0.6", "bob", "bob|lesson1") is None  # another machine
    assert guard.refusal("127.0.0.1", "bob", "bob|lesson1") is None  # this computer


def test_a_closed_tab_frees_its_share_at_once_and_its_kernel_when_the_room_is_needed() -> None:
    """Issue 27, item 4: "You have 4 lessons open already" once held a slot after a tab
    was closed. A page whose websocket has closed counts no more; its kernel is taken back
    ("away", said on its page) when the learner opens a lesson that needs the room."""

    async def scenario() -> KernelGuard:
        guard, _ = guarded("k0", "k1", "k2", per_learner=2)
        for kernel, lesson in (("k0", "lesson1"), ("k1", "lesson2")):
            guard.claim(kernel, "b1", f"ada|{lesson}", "10.0.0.5", "ada")
            guard.connected(kernel)
        assert guard.refusal("10.0.0.5", "ada", "ada|lesson3") == "learner"
        assert guard.open_lessons("ada") == ["lesson1", "lesson2"]
        guard.connected("k0")  # lesson 1's page reconnects: a second websocket, then
        guard.disconnected("k0")  # the old one closes; the page is still there
        guard.disconnected("k1")  # lesson 2's tab is closed
        assert guard.open_lessons("ada") == ["lesson1"]
        assert guard.refusal("10.0.0.5", "ada", "ada|lesson3") is None
        assert guard.state("k1", "b1") == {"open": True}  # kept until the room is needed
        guard.claim("k2", "b1", "ada|lesson3", "10.0.0.5", "ada")
        await asyncio.sleep(0.01)
        return guard

    guard = asyncio.run(scenario())
    assert guard.state("k1", "b1") == {"open": False, "reason": "away"}
    assert guard.state("k0", "b1") == guard.state("k2", "b1") == {"open": True}


def test_a_connected_page_where_nobody_acts_gives_its_kernel_back() -> None:
    async def scenario() -> KernelGuard:
        guard, _ = guarded("script", "person", act_seconds=0.1)
        for kernel in ("script", "person"):
            guard.claim(kernel, kernel, f"{kernel}|lesson1", "10.0.0.5")
            guard.served(kernel)
            guard.connected(kernel)
        guard.acted("person")
        await asyncio.sleep(0.25)
        return guard

    guard = asyncio.run(scenario())
    assert guard.state("script", "script") == {"open": False, "reason": "unused"}
    assert guard.state("person", "person") == {"open": True}


def test_only_widget_messages_a_person_causes_count_as_acting() -> None:
    def legacy(msg_type: str, data: dict[str, Any]) -> str:
        return json.dumps({"header": {"msg_type": msg_type}, "parent_header": {},
                           "metadata": {}, "content": {"comm_id": "c", "data": data},
                           "channel": "shell"})  # fmt: skip

    def v1(msg_type: str, data: dict[str, Any]) -> bytes:
        msg = {"header": {"msg_type": msg_type}, "parent_header": {}, "metadata": {},
               "content": {"comm_id": "c", "data": data}, "buffers": []}  # fmt: skip
        return bytes(serialize_msg_to_ws_v1(
            [json.dumps(msg[part]).encode() for part in
             ("header", "parent_header", "metadata", "content")], "shell"))  # fmt: skip

    for build, is_v1 in ((legacy, False), (v1, True)):
        assert person_acted(build("comm_msg", {"method": "custom", "content": {}}), is_v1)
        assert person_acted(build("comm_msg", {"method": "update", "state": {}}), is_v1)
        assert not person_acted(build("comm_msg", {"method": "request_state"}), is_v1)
        assert not person_acted(build("kernel_info_request", {}), is_v1)
    assert not person_acted("not json", False) and not person_acted(b"\0\1", True)
