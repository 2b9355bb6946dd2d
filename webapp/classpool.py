"""A whole class opening one lesson: kernels started at a steady rate, and warmed ahead.

Measured with ``benchmarks/app_load.py`` (issue 18): 30 learners opening lessons within a
minute on a 2-core machine started up to a dozen kernels at once; each start (a process,
its imports, the lesson's cells, the server rendering the page) took the cores from the
learners already playing, whose clicks then waited half a second, and pages waited up to
20 s. Two remedies live here:

- :class:`StartQueue`: kernels start a few at a time (``--EuchreVoila.kernel_starts_at_once``,
  default 1), a learner's page first, the warm pool's refills after it.
- :class:`ClassPoolMixin`: the teacher opens a lesson for the class from the dashboard,
  and that lesson's warm pool grows to the class's size (within the kernel cap and the
  memory free), one kernel after another; every page a learner opens then gets a kernel
  that has already run the lesson. The pool shrinks back when the class has arrived, when
  the teacher stops it, or after :data:`CLASS_MINUTES`.

A kernel warming in the pool (started, lesson still running) is never culled, as a kernel
waiting in the pool is not.
"""

from __future__ import annotations

__all__ = [
    "CLASS_MINUTES",
    "KERNEL_MB",
    "ClassOpening",
    "ClassPoolMixin",
    "StartQueue",
    "class_pool_factory",
]

import asyncio
import contextlib
import dataclasses
import heapq
import itertools
import time
from collections.abc import AsyncIterator, Callable
from typing import Any

import psutil
from tornado.ioloop import IOLoop

NOW = 0
"""Priority of a start a learner's page is waiting for."""
AHEAD = 1
"""Priority of a warm pool's start (nobody waits for it yet)."""
CLASS_MINUTES = 30
"""How long a lesson opened for the class keeps its larger warm pool."""
KERNEL_MB = 100
"""Memory set aside per warm kernel (a lesson kernel measured 53-70 MB RSS)."""
SPARE_MB = 500
"""Memory left free for the server, the culler's margin and the rest of the machine."""
POOL_KERNEL_ID = "euchre_pool_kernel_id"
"""The start argument that carries a warm pool kernel's id, chosen before it starts, from
:meth:`ClassPoolMixin._initialize` through Voila's and Jupyter's ``start_kernel`` to
:meth:`ClassPoolMixin.pre_start_kernel` (Voila's ``_initialize`` has a ``kernel_id`` of its
own, for a kernel that is already running)."""


class StartQueue:
    """At most ``at_once`` kernel starts at a time; waiting starts go by priority, then in
    order (0 or less: no limit)."""

    def __init__(self, at_once: int) -> None:
        self.at_once = at_once
        self.running = 0
        self._waiting: list[tuple[int, int, str, asyncio.Future[None]]] = []
        self._order = itertools.count()

    def waiting(self) -> int:
        return sum(1 for *_, future in self._waiting if not future.done())

    @contextlib.asynccontextmanager
    async def slot(self, priority: int, key: str = "") -> AsyncIterator[None]:
        if self.at_once <= 0:
            yield
            return
        if self.running < self.at_once and not self.waiting():
            self.running += 1
        else:
            future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
            heapq.heappush(self._waiting, (priority, next(self._order), key, future))
            try:
                await future
            except asyncio.CancelledError:
                if future.done() and not future.cancelled():
                    self._release()  # granted as it was cancelled: pass the slot on
                raise
        try:
            yield
        finally:
            self._release()

    def promote(self, key: str) -> None:
        """A page now waits for the starts under ``key``: they go first."""
        self._waiting = [(NOW if k == key else p, n, k, f) for p, n, k, f in self._waiting]
        heapq.heapify(self._waiting)

    def _release(self) -> None:
        while self._waiting:
            *_, future = heapq.heappop(self._waiting)
            if not future.done():
                future.set_result(None)  # the slot passes straight to this start
                return
        self.running -= 1


@dataclasses.dataclass
class ClassOpening:
    """A lesson the teacher opened for the class: learners still expected, and until when."""

    seats: int
    until: float


def _ready(task: asyncio.Future[Any]) -> bool:
    return task.done() and not task.cancelled() and task.exception() is None


class ClassPoolMixin:
    """For Voila's pooling kernel manager (see :func:`class_pool_factory`)."""

    parent: Any
    log: Any
    start_queue: StartQueue | None
    _pools: dict[str, list[asyncio.Future[Any]]]
    kernel_pools_config: dict[str, Any]

    def __init__(self, **kwargs: Any) -> None:
        self.class_openings: dict[str, ClassOpening] = {}
        self.warming: set[str] = set()
        self._shutdowns: set[asyncio.Future[None]] = set()
        super().__init__(**kwargs)

    # ------------------------------------------------------------------ the teacher

    def open_for_class(self, notebook: str, learners: int) -> int:
        """Warm ``notebook`` for ``learners``; returns the pool size it will reach now."""
        until = time.monotonic() + CLASS_MINUTES * 60
        self.class_openings[notebook] = ClassOpening(max(learners, 0), until)
        IOLoop.current().call_later(CLASS_MINUTES * 60 + 1, self.resize, notebook)
        return self.resize(notebook)

    def close_for_class(self, notebook: str) -> None:
        self.class_openings.pop(notebook, None)
        self.resize(notebook)

    def class_status(self) -> list[dict[str, Any]]:
        """The lessons opened for the class: learners expected, tables ready and warming."""
        now = time.monotonic()
        return [
            {"notebook": notebook, "seats": opening.seats,
             "ready": sum(1 for t in self._pools.get(notebook, []) if _ready(t)),
             "pool": len(self._pools.get(notebook, [])),
             "minutes_left": max(0, round((opening.until - now) / 60))}
            for notebook, opening in self.class_openings.items() if opening.until > now
        ]  # fmt: skip

    # ------------------------------------------------------------------ sizing

    def _default_size(self) -> int:
        size: int = self.kernel_pools_config.get("default", {}).get("pool_size", 1)
        return size

    def target_size(self, notebook: str) -> int:
        """The warm pool ``notebook`` should have: its share of the class, within the room
        left under the kernel cap and the memory free; else the default."""
        opening = self.class_openings.get(notebook)
        default = self._default_size()
        if opening is None or opening.until <= time.monotonic():
            self.class_openings.pop(notebook, None)
            return default
        room = self.parent.max_kernels - self.parent.busy_kernels()
        free_mb = psutil.virtual_memory().available / 2**20 - SPARE_MB
        pool = len(self._pools.get(notebook, []))
        memory = pool + int(free_mb // KERNEL_MB)
        return max(default, min(opening.seats, room, memory))

    def resize(self, notebook: str) -> int:
        size = self.target_size(notebook)
        default = self.kernel_pools_config.get("default", {})
        self.kernel_pools_config[notebook] = {**default, "pool_size": size}
        self.fill_if_needed(delay=0, notebook_name=notebook)  # type: ignore[attr-defined]
        self._shrink(notebook, size)
        return size

    def _shrink(self, notebook: str, size: int) -> None:
        """Shut down ready kernels beyond ``size`` (a warming one is looked at when ready)."""
        pool = self._pools.get(notebook, [])
        for task in list(reversed(pool)):
            if len(pool) <= size:
                return
            if _ready(task):
                pool.remove(task)
                kernel_id = task.result()["kernel_id"]
                task.result()["task"].cancel()
                closing = asyncio.ensure_future(self.shutdown_kernel(kernel_id))  # type: ignore[attr-defined]
                self._shutdowns.add(closing)
                closing.add_done_callback(self._shutdowns.discard)
            elif not task.done():
                task.add_done_callback(lambda _: self._shrink(notebook, self.target_size(notebook)))

    # ------------------------------------------------------------------ Voila's pool

    async def get_rendered_notebook(self, notebook_name: str, *args: Any, **kwargs: Any) -> Any:
        pool = self._pools.get(notebook_name, [])
        ready = [task for task in pool if _ready(task)]
        if ready:
            pool.remove(ready[0])  # Voila takes the first: a ready one, not a warming one
            pool.insert(0, ready[0])
        elif self.start_queue is not None:
            self.start_queue.promote(notebook_name)
        opening = self.class_openings.get(notebook_name)
        if opening is not None:
            opening.seats = max(0, opening.seats - 1)
            size = self.target_size(notebook_name)
            default = self.kernel_pools_config.get("default", {})
            self.kernel_pools_config[notebook_name] = {**default, "pool_size": size}
        found = await super().get_rendered_notebook(  # type: ignore[misc]
            notebook_name, *args, **kwargs
        )
        return found

    async def _initialize(self, notebook_path: str, kernel_id: str | None = None,
                          **kwargs: Any) -> Any:  # fmt: skip
        """A pool's kernel: started when the queue lets it, and in the pool once its lesson
        has run (so a page taking it gets the whole lesson at once)."""
        initialize = super()._initialize  # type: ignore[misc]
        if kernel_id is not None or self.start_queue is None:
            return await initialize(notebook_path, kernel_id, **kwargs)
        async with self.start_queue.slot(AHEAD, notebook_path):
            # Warming from before it exists: the manager lists a kernel a few turns of the
            # event loop before its start returns its id, and a listed kernel that is not
            # the pool's counts as a page's (webapp.app.EuchreVoila.busy_kernels): a page
            # arriving then was told "The room is full" in an empty room.
            chosen = self.new_kernel_id()  # type: ignore[attr-defined]
            self.warming.add(chosen)
            try:
                content = await initialize(notebook_path, None, **kwargs,
                                           **{POOL_KERNEL_ID: chosen})  # fmt: skip
                with contextlib.suppress(Exception):
                    await asyncio.shield(content["task"])
            finally:
                self.warming.discard(chosen)
        return content

    def pre_start_kernel(self, kernel_name: str | None, kwargs: dict[str, Any]) -> Any:
        """The kernel a pool start asks for gets the id :meth:`_initialize` chose."""
        chosen = kwargs.pop(POOL_KERNEL_ID, None)
        if chosen is not None:
            kwargs["kernel_id"] = chosen
        return super().pre_start_kernel(kernel_name, kwargs)  # type: ignore[misc]

    async def cull_kernel_if_idle(self, kernel_id: str) -> None:
        if kernel_id in self.warming:
            return  # in the pool, its lesson still running
        await super().cull_kernel_if_idle(kernel_id)  # type: ignore[misc]


def class_pool_factory(original: Callable[..., Any]) -> Callable[..., Any]:
    """Wrap Voila's ``voila_kernel_manager_factory``: its pooling manager with the class
    pool in front (with no pre-heating, the manager is left as Voila makes it)."""

    def factory(base_class: Any, preheat_kernel: bool, *args: Any, **kwargs: Any) -> Any:
        made = original(base_class, preheat_kernel, *args, **kwargs)
        if not preheat_kernel:
            return made
        return type("ClassroomKernelManager", (ClassPoolMixin, made), {})

    return factory
