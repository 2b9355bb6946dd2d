"""Helpers to drive widgets as a browser would, without a browser: for tests and benchmarks.

``record_messages()`` captures every comm message the kernel side would send (so a test can
see exactly what an update costs on the wire); ``front_end_msg`` and ``front_end_update``
deliver what a front end sends: a custom intent, or a trait change.

>>> from widgets.hand import Hand
>>> with record_messages() as sent:
...     hand = Hand("QD 9C", trump="H", trick="AD")
...     sent.clear()
...     front_end_msg(hand, {"type": "pick", "card": "9C"})
>>> hand.cards, [m["method"] for m in sent.updates()]
(['QD', '9C'], ['update'])
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterator
from typing import Any

import comm
from comm.base_comm import BaseComm
from ipywidgets import Widget

__all__ = ["SentMessages", "front_end_msg", "front_end_update", "record_messages"]


class SentMessages(list[dict[str, Any]]):
    """The messages sent to the front end, each ``{"msg_type", "data"}``."""

    def updates(self) -> list[dict[str, Any]]:
        """The ``data`` of each comm message (``{"method": "update", "state": {...}}``)."""
        return [m["data"] for m in self if m["msg_type"] == "comm_msg"]

    def sizes(self) -> list[int]:
        """The size in bytes of each message's JSON payload (updates and new widgets)."""
        return [m["bytes"] for m in self if m["msg_type"] in ("comm_msg", "comm_open")]

    def opened(self) -> int:
        """How many new widget models were sent (each costs a comm_open message)."""
        return sum(1 for m in self if m["msg_type"] == "comm_open")


class _RecordingComm(BaseComm):
    sink: SentMessages

    def publish_msg(self, msg_type: str, data: Any = None, metadata: Any = None,
                    buffers: Any = None, **keys: Any) -> None:  # fmt: skip
        # Serialise as the kernel would, so timings include the cost of the JSON.
        wire = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
        self.sink.append({"msg_type": msg_type, "data": data, "bytes": len(wire.encode())})


@contextlib.contextmanager
def record_messages() -> Iterator[SentMessages]:
    """Record the messages of widgets created inside the ``with`` block (even after it)."""
    sink = SentMessages()
    previous = comm.create_comm

    def create(*args: Any, **kwargs: Any) -> BaseComm:
        made = _RecordingComm.__new__(_RecordingComm)
        made.sink = sink
        made.__init__(*args, **kwargs)  # type: ignore[misc]
        return made

    comm.create_comm = create
    try:
        yield sink
    finally:
        comm.create_comm = previous


def front_end_msg(widget: Widget, content: dict[str, Any]) -> None:
    """Deliver a custom message from the front end (``model.send(content)`` in JS)."""
    widget._handle_msg({"content": {"data": {"method": "custom", "content": content}},
                        "buffers": []})  # fmt: skip


def front_end_update(widget: Widget, **state: Any) -> None:
    """Deliver a trait change from the front end (``model.set(...); model.save_changes()``)."""
    widget._handle_msg({"content": {"data": {"method": "update", "state": state}},
                        "buffers": []})  # fmt: skip
