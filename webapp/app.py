"""The course server: Voila with a home page, the course's page template, and kernel limits.

:class:`EuchreVoila` is Voila's own application with a few handlers in front of its routes
(see :mod:`webapp.handlers`) and the ``euchre`` page template placed ahead of Voila's
``lab`` template. Run it with ``python -m webapp LESSONS_DIR [Voila options]``; the
``euchre-teach serve`` command builds that command line.
"""

from __future__ import annotations

__all__ = ["EuchreVoila", "main"]

import datetime
import os
import ssl
from pathlib import Path
from typing import Any

import tornado.ioloop
import voila.app
from jupyter_server.base.handlers import APIVersionHandler
from jupyter_server.services.kernels.handlers import KernelHandler
from jupyter_server.utils import url_path_join
from traitlets import Bool, Float, Int, Unicode
from voila.app import Voila
from voila.shutdown_kernel_handler import VoilaShutdownKernelHandler
from voila.static_file_handler import TemplateStaticFileHandler
from voila.tornado.contentshandler import VoilaContentsHandler
from voila.tornado.handler import TornadoVoilaHandler
from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler
from voila.tornado.treehandler import TornadoVoilaTreeHandler

from euchre_teach.cli import DATA_DIR_ENV, TEACHER_CODE_ENV
from euchre_teach.store.classroom import GuessBrake, choose_teacher_code, signing_key
from euchre_teach.store.database import open_store
from euchre_teach.store.files import private_folder
from webapp import handlers, kernel_guard, limits, manage, study, table_api, teacher
from webapp.classpool import StartQueue, class_pool_factory
from webapp.kernels import LightActivityKernelManager
from webapp.limits import IMPORT_LIMIT
from webapp.session import default_data_dir, store_url

TEMPLATE_DIR = Path(__file__).resolve().parent / "templates" / "euchre"

CHECKPOINT_SECONDS = 300
"""How often the write-ahead log is copied into the progress file (and at shutdown), so
that the one file a teacher copies holds everything."""

IOPUB_TIMEOUT_SECONDS = 30
"""How long the server waits for a lesson cell's outputs after the cell has run. nbclient's
default (4 s) is too short for a class on one small machine: under load (measured with
benchmarks/app_load.py) the outputs came later, Voila dropped them ("Timeout waiting for
IOPub output") and the learner got a lesson page without its widgets."""


# Voila builds its pooling kernel manager with this factory: ours adds the class pool.
voila.app.voila_kernel_manager_factory = class_pool_factory(voila.app.voila_kernel_manager_factory)


class EuchreVoila(Voila):  # type: ignore[misc]
    """Voila serving a folder of lessons as the euchre-teach course site."""

    name = "euchre-teach"
    description = "The euchre-teach course site (Voila with a home page and progress)."

    max_kernels = Int(
        30,
        config=True,
        help="Most lesson pages open at once (one kernel each); more get 'the room is full'.",
    )
    teacher_code = Unicode(
        "", config=True,
        help="Code that opens the teacher dashboard (default: the one kept in the data "
        "folder, made of four random words the first time).",
    )
    data_dir = Unicode("", config=True, help="Folder of the progress file.")
    hello_seconds = Float(
        10.0, config=True,
        help="A lesson page must speak (its script or its websocket) this soon after it is"
             " sent, or its kernel is shut down.",
    )  # fmt: skip
    connect_seconds = Float(
        120.0, config=True,
        help="A lesson page must connect its websocket this soon after it is sent.",
    )  # fmt: skip
    pending_per_address = Int(
        4, config=True,
        help="Lesson pages one client address may have opening (not yet connected) at once;"
             " 0 for no limit.",
    )  # fmt: skip

    pages_per_learner = Int(
        4, config=True,
        help="Lesson pages one learner (or guest browser) may have open at once; 0: no limit.",
    )  # fmt: skip
    pages_per_address = Int(
        -1, config=True,
        help="Lesson pages one client address other than this computer may have open at"
             " once; -1 (the default): four fifths of max_kernels (24 of 30, enough for a"
             " class behind one school router); 0: no limit. Not applied under JupyterHub.",
    )  # fmt: skip
    act_seconds = Float(
        300.0, config=True,
        help="A connected lesson page must show a person is there (a widget message, a key,"
             " a click, the wheel, a mouse move) this soon, or its kernel is taken back;"
             " 0: never. Five minutes: a careful reader may read a lesson's first screen"
             " for two without touching anything.",
    )  # fmt: skip

    connections_per_address = Int(
        64, config=True,
        help="Connections one client address may hold at once, websockets of open lessons"
             " aside (webapp.limits); 0 for no limit. Not applied under JupyterHub.",
    )  # fmt: skip

    hub = Bool(
        False, config=True,
        help="Run as a JupyterHub user server (`euchre-teach hub-server`): the hub signs"
             " every request in, the learner is the hub user, and the teacher dashboard opens"
             " for hub admins and the members of hub_teacher_group (webapp.hub).",
    )  # fmt: skip
    hub_teacher_group = Unicode(
        "teachers", config=True,
        help="With hub: the hub group whose members (and the hub's admins) are teachers.",
    )  # fmt: skip

    certfile = Unicode(
        "", config=True,
        help="Serve HTTPS with this PEM certificate (and keyfile, unless the key is in it).",
    )  # fmt: skip
    keyfile = Unicode("", config=True, help="The PEM private key of certfile.")

    kernel_starts_at_once = Int(
        1, config=True,
        help="Kernels starting at once (0 for no limit); the others wait their turn, a"
             " learner's page ahead of the warm pool, so that starts leave CPU for clicks.",
    )  # fmt: skip

    def initialize(self, argv: Any = None) -> None:
        super().initialize(argv)
        if self.hub:  # JupyterHub is imported only here: `serve` never loads it
            from webapp.hub import HubAuthorizer, HubIdentityProvider

            self.identity_provider_class = HubIdentityProvider
            self.authorizer_class = HubAuthorizer
        if "iopub_timeout" not in self.config.VoilaExecutor:  # unless the operator chose
            self.config.VoilaExecutor.iopub_timeout = IOPUB_TIMEOUT_SECONDS
        if "multi_kernel_manager_class" not in self.config.VoilaConfiguration:
            self.voila_configuration.multi_kernel_manager_class = LightActivityKernelManager
        self.data_dir = self.data_dir or os.environ.get(DATA_DIR_ENV) or str(default_data_dir())
        # The kernels inherit this environment: they find the same progress file.
        os.environ[DATA_DIR_ENV] = self.data_dir
        private_folder(Path(self.data_dir))  # 0700 when new, as the progress store makes it
        given = self.teacher_code or os.environ.get(TEACHER_CODE_ENV) or None
        if not self.hub:  # under the hub the dashboard opens by hub account, not by a code
            self.teacher_code = choose_teacher_code(Path(self.data_dir), given)
        os.environ.pop(TEACHER_CODE_ENV, None)  # lesson kernels have no business with it
        self.signing_key = signing_key(Path(self.data_dir))
        self.brake = GuessBrake()
        """Wrong teacher codes, per client."""
        self.resume_brake = GuessBrake()
        """Wrong resume codes, per client: counted apart, so that a learner's mistyped (or
        a script's guessed) resume codes never lock the teacher out of the dashboard."""
        self.store = open_store(store_url(Path(self.data_dir)))
        # One thread serves every page: a store that is away is said at once, in words
        # (webapp.pages), rather than waited for while every other page waits too.
        self.store.backend.patient = False
        if self.store.moved_aside is not None:
            self.log.error("Progress file was unreadable; moved to %s", self.store.moved_aside)
        # The page template reads the course order (previous/next links) and the top bar.
        resources = self.voila_configuration.config.VoilaConfiguration.resources
        extra = resources.to_dict() if hasattr(resources, "to_dict") else dict(resources or {})
        extra.update(handlers.lesson_page_resources(handlers.lesson_links(Path(self.root_dir))))
        self.voila_configuration.config.VoilaConfiguration.resources = extra

    def setup_template_dirs(self) -> None:
        super().setup_template_dirs()
        # Our index.html.j2 extends Voila's lab template (which stays the template name, so
        # its static files are served as usual) and is found first.
        self.template_paths.insert(0, str(TEMPLATE_DIR))

    def init_settings(self) -> dict[str, Any]:
        settings: dict[str, Any] = super().init_settings()
        settings["euchre"] = self
        if self.hub:  # the hub checks that its user servers speak its version
            from webapp.hub import HUB_VERSION, noting_requests

            settings.setdefault("headers", {})["X-JupyterHub-Version"] = HUB_VERSION
            settings["log_function"] = noting_requests(self, settings.get("log_function"))
        # The kernel manager exists from here on: its tables are watched by the guard.
        self.kernel_guard = kernel_guard.KernelGuard(
            self.kernel_manager, hello_seconds=self.hello_seconds,
            connect_seconds=self.connect_seconds, pending_per_address=self.pending_per_address,
            per_learner=self.pages_per_learner, per_address=self.share_per_address(),
            act_seconds=self.act_seconds, log=self.log,
        )  # fmt: skip
        self.kernel_manager.kernel_guard = self.kernel_guard
        self.kernel_manager.start_queue = StartQueue(self.kernel_starts_at_once)
        return settings

    def share_per_address(self) -> int:
        """Lesson pages one client address may have open (0: no limit)."""
        if self.hub:  # every request comes through the hub's proxy: one address
            return 0
        if self.pages_per_address >= 0:
            return int(self.pages_per_address)
        return max(1, self.max_kernels * 4 // 5)

    def init_handlers(self) -> list[Any]:
        stock: list[Any] = super().init_handlers()
        replaced = {
            VoilaKernelWebsocketHandler: handlers.NoDelayKernelWebsocketHandler,
            TornadoVoilaHandler: handlers.LessonHandler,
            TemplateStaticFileHandler: handlers.TemplateStaticHandler,
            KernelHandler: table_api.OwnedKernelHandler,
            VoilaShutdownKernelHandler: table_api.OwnedShutdownHandler,
        }
        stock = [(rule[0], replaced.get(rule[1], rule[1]), *rule[2:]) for rule in stock]
        # Voila's folder listing and its API would show the course's folders (template/,
        # hands/): not served, the same "not here" as any other address.
        hidden = (TornadoVoilaTreeHandler, VoilaContentsHandler)
        stock = [(rule[0], handlers.NotFoundHandler) if rule[1] in hidden else rule
                 for rule in stock]  # fmt: skip
        ours = [
            (url_path_join(self.server_url, route), handler)
            for route, handler in [*handlers.ROUTES, *teacher.ROUTES, *manage.ROUTES,
                                   *study.ROUTES, *table_api.ROUTES]
        ]
        if self.hub:  # the hub's OAuth callback, logout and version check, under the prefix
            rules = [*self.identity_provider.get_handlers(), ("/api", APIVersionHandler)]
            signing = [(url_path_join(self.server_url, rule[0]), *rule[1:]) for rule in rules]
            # (Voila adds the identity provider's routes without the prefix: dropped.)
            stock = [rule for rule in stock if rule[0].startswith(self.server_url)]
            ours = signing + ours
        # Tornado takes the first matching route: a body too large for its address first
        # (webapp.limits), then ours before Voila's tree at "/".
        too_large = limits.too_large_rule(self.server_url, {"/teacher/import": IMPORT_LIMIT})
        return [too_large, *ours, *stock]

    def listen(self) -> None:
        # Voila starts its event loop in listen(): the checkpoints run on that loop.
        tornado.ioloop.PeriodicCallback(self.store.checkpoint, CHECKPOINT_SECONDS * 1000).start()
        if self.hub:  # the hub's idle culler goes by what the server reports
            from webapp.hub import ACTIVITY_SECONDS, report_activity

            sent: list[float] = []
            tornado.ioloop.PeriodicCallback(
                lambda: report_activity(self.last_active, sent), ACTIVITY_SECONDS * 1000
            ).start()
        # Voila calls app.listen(port, ip): the server it starts gets the course's limits.
        per_address = 0 if self.hub else self.connections_per_address  # the hub: one proxy
        tls = None
        if self.certfile:  # HTTPS only; every cookie the site sets is then marked Secure
            tls = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
            tls.load_cert_chain(self.certfile, self.keyfile or None)
            limits.secure_cookies()
        self.app.listen = limits.bounded_listen(self.app, per_address, ssl_options=tls)
        super().listen()

    def last_active(self) -> float | None:
        """When the learner last did something: a page or a kernel message (seconds)."""
        kernels = getattr(self.kernel_manager, "last_kernel_activity", None)
        times = [t.timestamp() for t in (kernels, self.last_request) if t is not None]
        return max(times, default=None)

    last_request: datetime.datetime | None = None
    """Under the hub: when the last request was answered (see webapp.hub.noting_requests)."""

    def stop(self) -> None:
        """After Voila's own stop (the kernels are shut down): everything into one file."""
        try:
            super().stop()
        finally:
            self.store.close()
            self.log.info("Progress kept in %s", self.store.url)

    def warm_kernels(self) -> set[str]:
        """Kernels of the warm pool: started, lesson run, waiting for a learner."""
        warm = set()
        for pool in getattr(self.kernel_manager, "_pools", {}).values():
            for task in pool:
                if task.done() and not task.cancelled() and task.exception() is None:
                    warm.add(task.result().get("kernel_id"))
        return warm

    def busy_kernels(self) -> int:
        """Kernels behind a page (or left by one): all kernels but the warm pool's (waiting,
        or still running their lesson), and the pages admitted that are still waiting for
        theirs."""
        pooled = self.warm_kernels() | set(getattr(self.kernel_manager, "warming", ()))
        live = self.kernel_manager.list_kernel_ids()
        opening = sum(self.kernel_guard.opening.values())
        return opening + sum(1 for kernel_id in live if kernel_id not in pooled)


def main() -> None:
    """Run the course site (``python -m webapp``)."""
    EuchreVoila.launch_instance()
