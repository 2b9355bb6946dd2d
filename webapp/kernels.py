"""The server's kernel manager: Jupyter's own, with a lighter watch on kernel activity.

Jupyter Server watches every message a kernel publishes, to know when it was last active
(idle kernels are culled by that time) and whether it is busy. Its watcher checks each
message's signature and parses every date in it, once more for status messages: with a
learner's click costing three messages (busy, the widget's update, idle), that was 8% of
the server's CPU in a profile of a click storm (py-spy), on the path of every click. This
watcher reads the same two facts from the message's JSON header (and, for a status, its
content) and records them by the same rules.

It only records times: the messages themselves reach the page unchanged, by the kernel
websocket, which does not re-check them either.

The manager also works with the server's :class:`~webapp.kernel_guard.KernelGuard` (its
``kernel_guard``, set by the app): a kernel handed to a page that has not connected yet is
never culled for idleness (the guard reclaims it if the page never comes), and every
shutdown is reported to the guard, so that the page can be told why its kernel is gone.

A page's own kernel start (no warm kernel was left) waits its turn in the server's
:class:`~webapp.classpool.StartQueue` (its ``start_queue``), ahead of the warm pool's.
"""

from __future__ import annotations

import json
from typing import Any

from jupyter_server._tz import utcnow
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from voila.utils import ENV_VARIABLE

from webapp.classpool import NOW, StartQueue

__all__ = ["LightActivityKernelManager", "message_types"]


def message_types(frames: list[Any]) -> tuple[str, str | None, str | None]:
    """A published message's type, its parent's type and, for a status, the execution
    state, from its frames: ``[topic..., b"<IDS|MSG>", signature, header, parent,
    metadata, content, buffers...]``."""
    parts = [bytes(frame) for frame in frames]
    start = parts.index(b"<IDS|MSG>") + 2
    header = json.loads(parts[start])
    parent = json.loads(parts[start + 1]) or {}
    msg_type = str(header.get("msg_type", ""))
    state = None
    if msg_type == "status":
        state = json.loads(parts[start + 3]).get("execution_state")
    return msg_type, parent.get("msg_type"), state


class LightActivityKernelManager(AsyncMappingKernelManager):  # type: ignore[misc]
    """:class:`AsyncMappingKernelManager` whose activity watcher parses less, and which
    culls and shuts down kernels with the kernel guard (see above)."""

    kernel_guard: Any = None
    start_queue: StartQueue | None = None

    async def start_kernel(self, *args: Any, **kwargs: Any) -> str:
        env = kwargs.get("env") or {}
        if self.start_queue is None or env.get(ENV_VARIABLE.VOILA_PREHEAT) == "True":
            kernel_id: str = await super().start_kernel(*args, **kwargs)  # the pool queues its own
            return kernel_id
        async with self.start_queue.slot(NOW):
            kernel_id = await super().start_kernel(*args, **kwargs)
            return kernel_id

    async def cull_kernel_if_idle(self, kernel_id: str) -> None:
        guard = self.kernel_guard
        if guard is not None and guard.holds(kernel_id):
            return  # handed to a page that is still loading: not idle, just early
        if guard is not None:
            guard.cull_candidate = kernel_id  # a shutdown from here on is the culler's
        try:
            await super().cull_kernel_if_idle(kernel_id)
        finally:
            if guard is not None:
                guard.cull_candidate = None

    async def shutdown_kernel(
        self, kernel_id: str, now: bool = False, restart: bool = False
    ) -> None:
        try:
            await super().shutdown_kernel(kernel_id, now=now, restart=restart)
        finally:
            if self.kernel_guard is not None and not restart and kernel_id not in self:
                self.kernel_guard.forget(kernel_id)

    def start_watching_activity(self, kernel_id: str) -> None:
        kernel = self._kernels[kernel_id]
        kernel.reason = ""
        kernel.last_activity = utcnow()
        kernel._activity_stream = kernel.connect_iopub()

        def record_activity(frames: list[Any]) -> None:
            try:
                msg_type, parent_type, state = message_types(frames)
            except (ValueError, IndexError, AttributeError, TypeError):
                self.log.debug("unreadable message from kernel %s", kernel_id)
                return
            # The rules of Jupyter Server's own watcher (MappingKernelManager).
            if (self.track_message_type(msg_type) or self.track_message_type(parent_type)
                    or kernel.execution_state == "busy"):  # fmt: skip
                self.last_kernel_activity = kernel.last_activity = utcnow()
            if msg_type == "status" and state is not None:
                if self.track_message_type(parent_type):
                    kernel.execution_state = state
                elif kernel.execution_state == "starting" and state != "starting":
                    kernel.execution_state = "idle"

        kernel._activity_stream.on_recv(record_activity)
