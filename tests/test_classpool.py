"""The kernel start queue (webapp/classpool.py): a few starts at a time, a learner's first."""

from __future__ import annotations

import asyncio
import types
from pathlib import Path
from typing import Any

from traitlets.config import Configurable
from voila.voila_kernel_manager import voila_kernel_manager_factory

from webapp.app import EuchreVoila
from webapp.classpool import AHEAD, NOW, StartQueue, class_pool_factory
from webapp.kernel_guard import KernelGuard
from webapp.kernels import LightActivityKernelManager


async def _starts(queue: StartQueue, plan: list[tuple[str, int]]) -> tuple[list[str], int]:
    order: list[str] = []
    most = 0

    async def start(name: str, priority: int) -> None:
        nonlocal most
        async with queue.slot(priority, key=name):
            most = max(most, queue.running)
            order.append(name)
            await asyncio.sleep(0.01)

    tasks = []
    for name, priority in plan:
        tasks.append(asyncio.ensure_future(start(name, priority)))
        await asyncio.sleep(0)  # they queue in this order
    await asyncio.gather(*tasks)
    return order, most


def test_a_learners_start_goes_before_queued_warm_ups_and_one_runs_at_a_time() -> None:
    plan = [("warm1", AHEAD), ("warm2", AHEAD), ("warm3", AHEAD), ("page", NOW)]
    order, most = asyncio.run(_starts(StartQueue(1), plan))
    assert order == ["warm1", "page", "warm2", "warm3"]
    assert most == 1


def test_a_warm_up_a_page_waits_for_goes_first_and_a_cancelled_start_frees_its_place() -> None:
    async def scenario() -> list[str]:
        queue = StartQueue(1)
        order: list[str] = []

        async def start(name: str) -> None:
            async with queue.slot(AHEAD, key=name):
                order.append(name)
                await asyncio.sleep(0.01)

        first, gone, later, wanted = (asyncio.ensure_future(start(n)) for n in "abcd")
        await asyncio.sleep(0)
        queue.promote("d")
        gone.cancel()
        await asyncio.gather(first, later, wanted, return_exceptions=True)
        assert queue.running == 0 and queue.waiting() == 0
        return order

    assert asyncio.run(scenario()) == ["a", "d", "c"]


# ---------------------------------------------------------------------- the room's count


class _Renderer:
    """Voila's notebook renderer, as much of it as a pool kernel's start uses."""

    def __init__(self, notebook_path: str) -> None:
        self.notebook_path = notebook_path
        kernelspec = types.SimpleNamespace(name="python3")
        self.notebook = types.SimpleNamespace(metadata=types.SimpleNamespace(kernelspec=kernelspec))
        self.template_name, self.theme = "lab", "light"

    async def initialize(self) -> None:
        pass

    async def generate_content_hybrid(self, kernel_id: str, kernel: object) -> None:
        await asyncio.sleep(0.01)  # the lesson's cells


class _KernelProcess:
    """jupyter_client's KernelManager for one kernel, without a process."""

    def __init__(self, **kwargs: Any) -> None:
        self.kernel_name = kwargs.get("kernel_name", "python3")
        self.ports: list[int] = []
        self.ready: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    async def start_kernel(self, **kwargs: Any) -> None:
        await asyncio.sleep(0.01)  # the process starting
        self.ready.set_result(None)

    def connect_iopub(self) -> Any:
        return types.SimpleNamespace(on_recv=lambda callback: None)

    def add_restart_callback(self, callback: Any, event: str) -> None:
        pass


def test_a_warm_kernel_starting_never_counts_as_a_page_s(tmp_path: Path) -> None:
    """Jupyter lists a kernel a few turns of the event loop before its start returns. A
    warm pool's kernel counted as a page's in between: with a room of one, a page arriving
    then was told "The room is full" in an empty room (session 40, 1 run in 5 of
    test_closing_a_page_frees_its_kernel_and_a_full_room_says_so before its warm-up wait)."""

    class Server(Configurable):
        root_dir = str(tmp_path)  # no notebooks: nothing warmed at start
        notebook_path = None
        base_url = server_url = "/"
        port = 8866

    made = class_pool_factory(voila_kernel_manager_factory)(LightActivityKernelManager, True, 1)

    async def scenario() -> list[int]:
        manager = made(parent=Server(), kernel_manager_factory=_KernelProcess)
        manager.start_queue = StartQueue(1)
        manager._notebook_renderer_factory = _Renderer
        app = types.SimpleNamespace(kernel_manager=manager, kernel_guard=KernelGuard(manager))
        app.warm_kernels = lambda: EuchreVoila.warm_kernels(app)
        manager.fill_if_needed(delay=0, notebook_name="lesson.ipynb")
        warming = manager._pools["lesson.ipynb"][0]
        counts: list[int] = []  # the room, as a request finds it at each turn of the loop
        deadline = asyncio.get_running_loop().time() + 30
        while not warming.done() and asyncio.get_running_loop().time() < deadline:
            counts.append(EuchreVoila.busy_kernels(app))
            await asyncio.sleep(0)
        counts.append(EuchreVoila.busy_kernels(app))
        assert warming.done() and not warming.exception()
        assert len(manager.list_kernel_ids()) == 1
        assert app.warm_kernels() == set(manager.list_kernel_ids())
        return counts

    assert set(asyncio.run(scenario())) == {0}
