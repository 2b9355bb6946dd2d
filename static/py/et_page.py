"""The static edition's kernel in the page: Python on Pyodide, in the learner's browser.

A lesson notebook's code cells run here, one by one, in one IPython shell (as in Jupyter);
what a cell displays goes to the page through ``_page().output``, and the widgets' comm
messages go both ways through ``_page().comm`` (Python to the page) and
:func:`from_page` (the page to Python). Nothing here knows Euchre: the lessons, widgets and
rules are the course's own files, unchanged.
"""

from __future__ import annotations

import json
import logging
import traceback
from typing import Any

import comm
from comm.base_comm import BaseComm, CommManager
from IPython.core.displayhook import DisplayHook
from IPython.core.displaypub import DisplayPublisher
from IPython.core.interactiveshell import InteractiveShell

log = logging.getLogger("euchre-teach.page")


def _page() -> Any:
    """The page's side of the bridge (``window.etPage``). Looked up at each use, not at
    import: this module is imported, and its shell made, in the build's snapshot of Python's
    memory (static/snapshot.mjs), which may hold no JavaScript object."""
    import js  # type: ignore[import-not-found]  # Pyodide's bridge to the page's JavaScript

    return js.etPage


def _console() -> Any:
    import js

    return js.console


def _buffers(buffers: Any) -> Any:
    from pyodide.ffi import to_js  # type: ignore[import-not-found]

    return to_js([bytes(b) for b in buffers or []])


class PageComm(BaseComm):  # type: ignore[misc]
    """A comm whose other end is the page's widget manager."""

    def publish_msg(self, msg_type: str, data: Any = None, metadata: Any = None,
                    buffers: Any = None, **keys: Any) -> None:  # fmt: skip
        message = {"msg_type": msg_type, "comm_id": self.comm_id, "data": data or {},
                   "metadata": metadata or {}, **{k: v for k, v in keys.items()
                                                   if isinstance(v, str)}}  # fmt: skip
        _page().comm(json.dumps(message), _buffers(buffers))


MANAGER = CommManager()
comm.create_comm = lambda **kwargs: PageComm(**kwargs)
comm.get_comm_manager = lambda: MANAGER


def from_page(text: str, buffers: Any = None) -> None:
    """A widget's message from the page (a click, a changed value) to its Python object."""
    message = json.loads(text)
    content = {"comm_id": message["comm_id"], "data": message.get("data", {})}
    msg = {"content": content, "metadata": {}, "header": {"msg_type": message["msg_type"]},
           "parent_header": {}, "buffers": [memoryview(b.to_bytes()) for b in (buffers or [])]}
    try:
        if message["msg_type"] == "comm_close":
            MANAGER.comm_close(None, None, msg)
        else:
            MANAGER.comm_msg(None, None, msg)
    except Exception:  # a click must never show a traceback: it goes to the console
        log.exception("A widget message could not be handled")


class PagePublisher(DisplayPublisher):  # type: ignore[misc]
    """display(...) in a cell: the bundle goes to the cell's place on the page."""

    def publish(self, data: dict[str, Any], metadata: Any = None, source: Any = None, *,
                transient: Any = None, update: bool = False, **kwargs: Any) -> None:  # fmt: skip
        _page().output(json.dumps(_shown(data)))

    def clear_output(self, wait: bool = False) -> None:
        _page().clear()


class PageDisplayHook(DisplayHook):  # type: ignore[misc]
    """A cell's last value, shown the way Jupyter shows it, on the page."""

    def write_output_prompt(self) -> None:
        pass

    def write_format_data(self, format_dict: dict[str, Any], md_dict: Any = None) -> None:
        _page().output(json.dumps(_shown(format_dict)))

    def finish_displayhook(self) -> None:
        pass


def _shown(bundle: dict[str, Any]) -> dict[str, Any]:
    keep = ("application/vnd.jupyter.widget-view+json", "text/html", "text/markdown",
            "text/plain")  # fmt: skip
    return {k: v for k, v in bundle.items() if k in keep}


SHELL = InteractiveShell.instance(displayhook_class=PageDisplayHook,
                                  display_pub_class=PagePublisher)  # fmt: skip


def run_cell(source: str) -> bool:
    """Run one code cell; False (and the reason in the console) if it failed."""
    try:
        result = SHELL.run_cell(source, store_history=False, silent=False)
    except Exception:
        _console().error(traceback.format_exc())
        return False
    error = result.error_before_exec or result.error_in_exec
    if error is not None:
        _console().error("".join(traceback.format_exception(error)))
        return False
    return True
