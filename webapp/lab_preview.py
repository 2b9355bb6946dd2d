"""Voilà's preview inside JupyterLab, dressed as the course serves its lessons.

Voilà ships a JupyterLab extension: the "Render with Voilà" button of a notebook opens the
page Voilà makes of it beside the notebook, from the Jupyter server's ``/voila/render/``.
By itself that page uses Voilà's stock ``lab`` template (no course navigation, icon fonts
from a public CDN). This server extension, switched on by ``euchre-teach lab``, puts the
course's page template (:data:`webapp.app.TEMPLATE_DIR`) in front of it, as
:meth:`webapp.app.EuchreVoila.setup_template_dirs` does for the course site, and gives the
template the lessons' previous/next links and the site's top bar. The preview runs as a
guest: nothing is kept.
"""

from __future__ import annotations

__all__ = ["preview_lessons"]

from pathlib import Path
from typing import Any

from jupyter_server.base.handlers import JupyterHandler
from jupyter_server.utils import url_path_join
from tornado import web
from voila.tornado.handler import TornadoVoilaHandler

from euchre_teach.cli import find_lessons
from webapp.app import TEMPLATE_DIR
from webapp.handlers import lesson_links, lesson_page_resources
from webapp.study import glossary_script


class GlossaryScript(JupyterHandler):  # type: ignore[misc]
    """``/euchre/glossary.js`` for the preview: term explanations on hover, as in the course
    (the glossary page itself is the course site's: its links open ``euchre-teach serve``'s
    default address)."""

    @web.authenticated
    def get(self) -> None:
        self.set_header("Content-Type", "text/javascript; charset=utf-8")
        self.finish(glossary_script("http://127.0.0.1:8866/glossary"))


class TableState(JupyterHandler):  # type: ignore[misc]
    """``/euchre/api/table/<id>`` for the preview: the page's kernel is open while the
    Jupyter server has it (the course site's own answer also tracks who owns it)."""

    @web.authenticated
    def get(self, kernel_id: str) -> None:
        is_open = kernel_id in self.kernel_manager.list_kernel_ids()
        self.finish({"open": True} if is_open else {"open": False, "reason": "gone"})

    post = get


def _jupyter_server_extension_points() -> list[dict[str, str]]:
    return [{"module": "webapp.lab_preview"}]


def preview_lessons(root: Path, lessons: Path) -> list[dict[str, Any]]:
    """The lessons' links for the page template, as paths under the Jupyter server's root."""
    try:
        prefix = lessons.resolve().relative_to(root.resolve()).as_posix()
    except ValueError:  # the lessons are outside what the server shows: no links
        return []
    where = "" if prefix == "." else prefix + "/"
    return [{**link, "notebook": where + link["notebook"]} for link in lesson_links(lessons)]


def _voila_rules(router: Any) -> list[Any]:
    """Every routing rule whose handler is Voilà's page handler (rules nest per host)."""
    found = []
    for rule in getattr(router, "rules", []):
        if rule.target is TornadoVoilaHandler:
            found.append(rule)
        else:
            found += _voila_rules(rule.target)
    return found


def _load_jupyter_server_extension(server_app: Any) -> None:
    # Extensions load in name order: voila.server_extension has set up its routes by now.
    settings = server_app.web_app.settings
    env = settings.get("voila_jinja2_env")
    rules = _voila_rules(server_app.web_app.default_router)
    if env is None or not rules:
        server_app.log.warning("euchre-teach: Voila's server extension is not loaded; "
                               "the Voila preview keeps its stock look")  # fmt: skip
        return
    env.loader.searchpath.insert(0, str(TEMPLATE_DIR))
    # As in the course site: no MathJax (the lessons have no formulas) from a public CDN.
    settings["mathjax_url"] = settings["mathjax_config"] = None
    base = settings.get("base_url", "/")
    server_app.web_app.add_handlers(".*$", [
        (url_path_join(base, "euchre/glossary.js"), GlossaryScript),
        (url_path_join(base, r"euchre/api/table/([\w-]+)"), TableState),
    ])  # fmt: skip
    root = Path(server_app.root_dir)
    lessons = root / "lessons" if (root / "lessons").is_dir() else find_lessons()
    links = preview_lessons(root, lessons)
    for rule in rules:
        rule.target_kwargs["template_paths"].insert(0, str(TEMPLATE_DIR))
        # Voila's page reads extra resources from the configuration's config (as
        # webapp.app.EuchreVoila.initialize sets them for the course site).
        config = rule.target_kwargs["voila_configuration"].config.VoilaConfiguration
        extra = config.resources.to_dict() if hasattr(config.resources, "to_dict") else dict(
            config.resources or {})  # fmt: skip
        config.resources = {**extra, **lesson_page_resources(links)}
    server_app.log.info("euchre-teach: the Voila preview shows lessons as the course does")
