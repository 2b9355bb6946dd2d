"""The kernel guard's own web API (:mod:`webapp.kernel_guard` keeps the tables): a
kernel's model, shutdown and shutdown beacon for its own page only, and
``/euchre/api/table/<id>``, where a page asks whether its table is open and says that it
has arrived or that a person acted."""

from __future__ import annotations

__all__ = ["ROUTES", "OwnedKernelHandler", "OwnedShutdownHandler", "TableHandler"]

import tornado.web
from jupyter_server.base.handlers import JupyterHandler
from jupyter_server.services.kernels.handlers import KernelHandler
from voila.shutdown_kernel_handler import VoilaShutdownKernelHandler

from webapp.kernel_guard import KernelGuard, guard_of, table_owner


class _OwnerOnly(JupyterHandler):  # type: ignore[misc]
    def check_owner(self, kernel_id: str) -> KernelGuard:
        guard = guard_of(self)
        if not guard.owns(kernel_id, table_owner(self)):
            raise tornado.web.HTTPError(404)
        return guard


class OwnedKernelHandler(_OwnerOnly, KernelHandler):  # type: ignore[misc]
    """``/api/kernels/<id>``: the kernel's model, or its shutdown, for its own page only."""

    async def get(self, kernel_id: str) -> None:
        self.check_owner(kernel_id)
        await super().get(kernel_id)

    async def delete(self, kernel_id: str) -> None:
        self.check_owner(kernel_id).closing(kernel_id, "left")
        await super().delete(kernel_id)


class OwnedShutdownHandler(_OwnerOnly, VoilaShutdownKernelHandler):  # type: ignore[misc]
    """The page's shutdown beacon, honoured for the page's own kernel only."""

    async def post(self, kernel_id: str) -> None:
        self.check_owner(kernel_id).closing(kernel_id, "left")
        await super().post(kernel_id)


class TableHandler(JupyterHandler):  # type: ignore[misc]
    """``/euchre/api/table/<id>``: is my table open, and if not, why? POST also says the
    page has arrived (so its kernel waits for the websocket)."""

    def get(self, kernel_id: str) -> None:
        state = guard_of(self).state(kernel_id, table_owner(self))
        if state is None:
            raise tornado.web.HTTPError(404)
        self.set_header("Cache-Control", "no-store")
        self.finish(state)

    def post(self, kernel_id: str) -> None:
        """The page has arrived; with ``?acted=1``, a person pressed a key or the pointer."""
        guard = guard_of(self)
        if guard.owns(kernel_id, table_owner(self)):
            guard.heard(kernel_id)
            if self.get_query_argument("acted", None):
                guard.acted(kernel_id)
        self.get(kernel_id)


ROUTES: list[tuple[str, type[tornado.web.RequestHandler]]] = [
    (r"/euchre/api/table/([\w-]+)", TableHandler),
]
