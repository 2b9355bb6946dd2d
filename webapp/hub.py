"""The course server as a JupyterHub user server: who is who comes from the hub.

``euchre-teach hub-server`` (:mod:`euchre_teach.hub`) starts :class:`webapp.app.EuchreVoila`
with ``--EuchreVoila.hub=True``. Then:

- Every request is signed in with the hub (OAuth, JupyterHub's own identity provider for
  Jupyter servers, :class:`HubIdentityProvider`): a browser without the hub's cookie for
  this server is sent to the hub's login and comes back through ``<prefix>oauth_callback``;
  the lesson pages, Voila's kernel websocket and API routes refuse anyone else (Jupyter
  Server refuses a handler's request when the identity provider finds no user). Only the
  static files of the page template and the kernels' own request-info socket stay open.
- The learner is the hub user: :func:`learner_id` finds (or adds) their record by the hub
  user name, so no name form and no resume code; the lesson kernel gets that id as it gets
  the cookie's id without the hub.
- The teacher dashboard opens for the hub's admins and the members of one group
  (``--hub-teacher-group``); anyone else gets a page saying so, never the teacher-code form.
- The server tells the hub when its learner was last active (:func:`report_activity`,
  every :data:`ACTIVITY_SECONDS`), as Jupyter's own user servers do, so that the hub's idle
  culler stops the servers of learners who left, not those of learners still playing.
"""

from __future__ import annotations

__all__ = [
    "ACTIVITY_SECONDS",
    "HUB_VERSION",
    "HubAuthorizer",
    "HubIdentityProvider",
    "hub_user",
    "is_teacher",
    "learner_id",
    "noting_requests",
    "report_activity",
]

import datetime
import json
import logging
import os
from collections.abc import Callable, Mapping
from typing import Any

import tornado.httpclient
import tornado.log
import tornado.web
from jupyterhub import __version__ as HUB_VERSION
from jupyterhub.singleuser.extension import JupyterHubAuthorizer, JupyterHubIdentityProvider


class HubIdentityProvider(JupyterHubIdentityProvider):  # type: ignore[misc]
    """The hub's sign-in (OAuth with the hub; settings from the ``JUPYTERHUB_*``
    environment the spawner gives)."""

    def __init__(self, **kwargs: Any) -> None:
        kwargs.pop("token", None)  # Voila hands its own (empty) token; the hub's is used
        super().__init__(**kwargs)


class HubAuthorizer(JupyterHubAuthorizer):  # type: ignore[misc]
    """Only users the hub lets into this server (its owner, and admins with access)."""


def hub_user(handler: tornado.web.RequestHandler) -> dict[str, Any] | None:
    """The hub's model of this request's user (name, admin, groups), or None."""
    user = handler.current_user
    model = getattr(user, "hub_user", None)
    return model if isinstance(model, dict) else None


def is_teacher(model: dict[str, Any] | None, group: str) -> bool:
    """A hub admin, or a member of the teachers' group.

    >>> is_teacher({"name": "tess", "admin": False, "groups": ["teachers"]}, "teachers")
    True
    >>> is_teacher({"name": "ada", "admin": False, "groups": ["class-a"]}, "teachers")
    False
    >>> is_teacher({"name": "root", "admin": True, "groups": []}, "teachers")
    True
    """
    if model is None:
        return False
    return bool(model.get("admin")) or group in (model.get("groups") or ())


def learner_id(handler: tornado.web.RequestHandler) -> str | None:
    """The id of the hub user's learner record, added on their first request."""
    model = hub_user(handler)
    if model is None or not model.get("name"):
        return None
    found: str = handler.settings["euchre"].store.hub_learner(str(model["name"])).id
    return found


ACTIVITY_SECONDS = 60
"""How often a user server tells the hub when its learner was last active."""
log = logging.getLogger(__name__)


async def report_activity(
    last_active: Callable[[], float | None],
    sent: list[float],
    environ: Mapping[str, str] = os.environ,
) -> bool:
    """Tell the hub (``JUPYTERHUB_ACTIVITY_URL``, with the server's token) when the learner
    was last active, if that is later than what was last ``sent``; True if it was told."""
    url, token = environ.get("JUPYTERHUB_ACTIVITY_URL"), environ.get("JUPYTERHUB_API_TOKEN")
    last = last_active()
    if not url or not token or last is None or (sent and last <= sent[-1]):
        return False
    stamp = datetime.datetime.fromtimestamp(last, datetime.UTC).isoformat()
    name = environ.get("JUPYTERHUB_SERVER_NAME", "")
    body = json.dumps({"servers": {name: {"last_activity": stamp}}, "last_activity": stamp})
    request = tornado.httpclient.HTTPRequest(
        url, method="POST", body=body, request_timeout=30,
        headers={"Authorization": f"token {token}", "Content-Type": "application/json"},
    )  # fmt: skip
    try:
        await tornado.httpclient.AsyncHTTPClient().fetch(request)
    except (tornado.httpclient.HTTPClientError, OSError) as error:
        log.warning("Could not tell the hub of the learner's activity: %s", error)
        return False
    sent.append(last)
    return True


def noting_requests(
    app: Any, logging_function: Callable[[tornado.web.RequestHandler], None] | None
) -> Callable[[tornado.web.RequestHandler], None]:
    """Tornado's ``log_function`` that also keeps when a request was last answered on
    ``app.last_request`` (then logs as before, or as Tornado does by default)."""

    def note(handler: tornado.web.RequestHandler) -> None:
        app.last_request = datetime.datetime.now(datetime.UTC)
        if logging_function is not None:
            logging_function(handler)
            return
        status = handler.get_status()
        level = logging.INFO if status < 400 else logging.WARNING
        took = 1000.0 * handler.request.request_time()
        tornado.log.access_log.log(level, "%d %s %.2fms", status,
                                   handler._request_summary(), took)  # fmt: skip

    return note
