"""What one client may ask of the server: bounded bodies and connections, refused in words.

- **Bodies**: a request body is at most :data:`BODY_LIMIT` (every form of the site fits in
  a few kilobytes); the teacher's import of a class export, which grows with the class's
  answers, may be :data:`IMPORT_LIMIT`. A larger body is answered "413: that is too large
  for this course", read and thrown away as it arrives (never held in memory), up to
  :data:`DISCARD_LIMIT`; beyond that the connection is simply closed.
- **Connections**: a connection that sends no request for :data:`IDLE_SECONDS` is closed (a
  browser opens a new one when it needs it), and one client address may hold at most
  ``per_address`` connections waiting for or making requests (a kernel's websocket, once
  open, no longer counts: the room's kernel limit is for those). Beyond that, a connection
  is answered "503: too many connections from this computer" and closed. Loopback is not
  exempt under ``serve``; under JupyterHub every request comes through the hub's proxy, so
  there is no per-address limit (``per_address`` 0).

Tornado's own limits (``max_body_size``, ``idle_connection_timeout``) are set on the
server Voila starts; the rest is :class:`CappedHTTPServer` and the first route,
:func:`too_large_rule`.
"""

from __future__ import annotations

__all__ = [
    "BODY_LIMIT",
    "DISCARD_LIMIT",
    "IDLE_SECONDS",
    "IMPORT_LIMIT",
    "CappedHTTPServer",
    "TooLargeHandler",
    "bounded_listen",
    "secure_cookies",
    "too_large_rule",
]

import collections
import ipaddress
import logging
import ssl
from typing import Any

import tornado.httputil
import tornado.iostream
import tornado.routing
import tornado.web
from tornado.httpserver import HTTPServer

from webapp.pages import SiteHandler

log = logging.getLogger(__name__)

MB = 1024 * 1024
BODY_LIMIT = 1 * MB
"""The largest request body any page of the course takes, but the import."""
IMPORT_LIMIT = 32 * MB
"""The largest class export the dashboard imports: about 40 times a class of 30 learners
who each answered every question of the course twice (an export grows with the answers)."""
DISCARD_LIMIT = 128 * MB
"""A larger body than allowed is read and thrown away up to this size, so that the browser
sees the page saying why; a larger one has its connection closed."""
IDLE_SECONDS = 60
"""A connection that sends no request for this long is closed (tornado's default: an hour)."""
BODY_SECONDS = 120
"""A request body must arrive within this time (a slow upload of 32 MB on a classroom's
network takes a few seconds; a client trickling bytes to hold a connection does not)."""


class _BodyTooLarge(tornado.routing.Matcher):
    """Matches a request whose declared body is larger than its address allows."""

    def __init__(self, allowances: dict[str, int]) -> None:
        self.allowances = allowances

    def match(self, request: tornado.httputil.HTTPServerRequest) -> dict[str, Any] | None:
        try:
            size = int(request.headers.get("Content-Length", "0"))
        except ValueError:
            return None  # tornado refuses a bad Content-Length itself (400)
        return {} if size > self.allowances.get(request.path, BODY_LIMIT) else None


@tornado.web.stream_request_body
class TooLargeHandler(SiteHandler):
    """Says in words that a body is too large, once the body has been read and thrown away
    (tornado closes a connection answered before its body is read: the browser, still
    sending, would show "connection reset" instead of the page)."""

    def initialize(self, allowances: dict[str, int]) -> None:
        self.allowed = allowances.get(self.request.path, BODY_LIMIT)
        self.size = int(self.request.headers.get("Content-Length", "0"))

    def check_xsrf_cookie(self) -> None:
        """Nothing is done with the request: no form to check."""

    async def prepare(self) -> None:  # type: ignore[override]
        log.warning("A body of %d bytes to %s from %s refused (at most %d)", self.size,
                    self.request.path, self.request.remote_ip, self.allowed)  # fmt: skip
        if self.size <= DISCARD_LIMIT:
            self.request.connection.set_max_body_size(self.size)  # read, and thrown away
        else:
            self.answer()  # and tornado closes the connection

    def data_received(self, chunk: bytes) -> None:
        """The body, thrown away as it arrives."""

    def answer(self) -> None:
        self.page("too_large.html", 413, size=_megabytes(self.size),
                  most=_megabytes(self.allowed))  # fmt: skip

    post = put = patch = delete = answer


def _megabytes(size: int) -> str:
    return f"{size / MB:.1f} MB" if size >= MB else f"{max(1, size // 1024)} KB"


def too_large_rule(server_url: str, allowances: dict[str, int]) -> tornado.routing.Rule:
    """The first route: a body larger than its address allows gets :class:`TooLargeHandler`.
    ``allowances`` maps paths (under ``server_url``) to their own larger limits."""
    full = {server_url.rstrip("/") + path: limit for path, limit in allowances.items()}
    return tornado.routing.Rule(_BodyTooLarge(full), TooLargeHandler, {"allowances": full})


_TOO_MANY = (
    b"HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\n"
    b"Retry-After: 60\r\nConnection: close\r\nContent-Length: %d\r\n\r\n%s"
)
_TOO_MANY_WORDS = (
    b"Too many connections from this computer to the course at once. Close some pages of "
    b"the course, wait a minute, then reload.\n"
)


class CappedHTTPServer(HTTPServer):  # type: ignore[misc]
    """Tornado's HTTP server with at most ``per_address`` connections per client address
    (0: no limit) that are not websockets."""

    def initialize(self, *args: Any, per_address: int = 0, **kwargs: Any) -> None:
        super().initialize(*args, **kwargs)
        self.per_address = per_address
        self.open_from: collections.Counter[str] = collections.Counter()
        self._address_of: dict[object, str] = {}
        self._refused_from: set[str] = set()

    def handle_stream(self, stream: tornado.iostream.IOStream, address: Any) -> None:
        client = _client(address)
        if self.per_address and self.open_from[client] >= self.per_address:
            if client not in self._refused_from:  # said once per burst, not per connection
                log.warning("%s holds %d connections: more are refused", client,
                            self.open_from[client])  # fmt: skip
            self._refused_from.add(client)
            stream.write(_TOO_MANY % (len(_TOO_MANY_WORDS), _TOO_MANY_WORDS))
            stream.close()
            return
        self.open_from[client] += 1
        self._address_of[stream] = client
        super().handle_stream(stream, address)

    def on_close(self, server_conn: object) -> None:
        client = self._address_of.pop(getattr(server_conn, "stream", None), None)
        if client is not None:
            self.open_from[client] -= 1
            if self.open_from[client] <= 0:
                del self.open_from[client]
                self._refused_from.discard(client)
        super().on_close(server_conn)


def secure_cookies() -> None:
    """Under HTTPS: every cookie the server sets gets the Secure flag (a browser never sends
    it over plain HTTP), whichever handler sets it: the course's, Jupyter's or Voila's. For
    the server process only (called once, before it listens)."""
    original = tornado.web.RequestHandler.set_cookie
    if getattr(original, "always_secure", False):
        return

    def set_cookie(handler: tornado.web.RequestHandler, name: str, value: str | bytes,
                   *args: Any, **kwargs: Any) -> None:  # fmt: skip
        kwargs["secure"] = True
        original(handler, name, value, *args, **kwargs)

    set_cookie.always_secure = True  # type: ignore[attr-defined]
    tornado.web.RequestHandler.set_cookie = set_cookie  # type: ignore[method-assign]


def _client(address: Any) -> str:
    try:
        return str(ipaddress.ip_address(address[0]))
    except (TypeError, ValueError, IndexError):
        return "unix"  # a Unix socket (no address): one client


def bounded_listen(app: tornado.web.Application, per_address: int,
                   ssl_options: ssl.SSLContext | None = None) -> Any:  # fmt: skip
    """A replacement for ``app.listen`` (which Voila calls) that starts
    :class:`CappedHTTPServer` with this module's limits (and HTTPS with ``ssl_options``)."""

    def listen(port: int, address: str = "", **kwargs: Any) -> CappedHTTPServer:
        server = CappedHTTPServer(
            app, xheaders=kwargs.pop("xheaders", False), max_body_size=BODY_LIMIT,
            idle_connection_timeout=IDLE_SECONDS, body_timeout=BODY_SECONDS,
            per_address=per_address, ssl_options=ssl_options, **kwargs,
        )  # fmt: skip
        server.listen(port, address)
        return server

    return listen
