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
"""

from __future__ import annotations

__all__ = [
    "HUB_VERSION",
    "HubAuthorizer",
    "HubIdentityProvider",
    "hub_user",
    "is_teacher",
    "learner_id",
]

from typing import Any

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
