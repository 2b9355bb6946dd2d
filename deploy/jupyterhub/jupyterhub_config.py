"""JupyterHub for the euchre-teach course on one host: `jupyterhub -f jupyterhub_config.py`.

Each learner signs in to the hub and gets their own course server (`euchre-teach
hub-server`, the course's home page at /user/NAME/), started by a local process spawner.
Every user server keeps progress in one shared PostgreSQL database, so the teacher
dashboard (/user/TEACHER/teacher) shows the whole class; it opens for the hub's admins and
the members of the teachers' group, and no one else. The proxy is configurable-http-proxy
from npm (`make hub-proxy` puts it in deploy/jupyterhub/node_modules).

Settings, from the environment (the README's "JupyterHub" section has a worked example):

- EUCHRE_TEACH_DATABASE_URL (required): postgresql://user:password@host:5432/dbname
- EUCHRE_HUB_ADMINS: hub admins, comma-separated (they may open the dashboard too)
- EUCHRE_HUB_TEACHERS: the members of the teachers' group, comma-separated
- EUCHRE_TEACH_HUB_TEACHER_GROUP: that group's name (default "teachers")
- EUCHRE_HUB_LEARNERS: the accounts that may sign in, comma-separated (with the admins and
  teachers); unset, every account the authenticator accepts may
- EUCHRE_HUB_SPAWNER: "local" (default: each user server runs as that user's system
  account, JupyterHub's LocalProcessSpawner; the hub runs as root) or "simple" (every user
  server runs as the hub's own user, home in /tmp/NAME: SimpleLocalProcessSpawner, for a
  trial or a test)
- EUCHRE_HUB_IP, EUCHRE_HUB_PORT: where the hub is reached (default every interface, 8000)
- EUCHRE_HUB_STATE_DIR: the hub's own database and cookie secret (default /srv/jupyterhub)
- EUCHRE_HUB_PROXY: the configurable-http-proxy program (default the one `make hub-proxy`
  installed, else the one on PATH)

The authenticator is JupyterHub's default (PAM: the host's accounts and passwords); choose
another with c.JupyterHub.authenticator_class in a file that loads this one.
"""

# ruff: noqa: F821  (`c` and `load_subconfig` are given by JupyterHub)
import os
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _names(variable):
    return {name.strip() for name in os.environ.get(variable, "").split(",") if name.strip()}


def _refuse(message):
    """A one-line reason on stderr, and JupyterHub does not start."""
    print(f"jupyterhub_config.py: {message}", file=sys.stderr)
    raise SystemExit(2)


database_url = os.environ.get("EUCHRE_TEACH_DATABASE_URL", "")
if not database_url.startswith(("postgresql://", "postgres://")):
    _refuse("set EUCHRE_TEACH_DATABASE_URL to the shared progress database, "
            "postgresql://user:password@host:5432/dbname (every user server keeps progress there)")
teacher_group = os.environ.get("EUCHRE_TEACH_HUB_TEACHER_GROUP", "teachers").strip()
if not teacher_group or any(ch.isspace() or ch in "/?#%" for ch in teacher_group):
    _refuse(f"EUCHRE_TEACH_HUB_TEACHER_GROUP is {teacher_group!r}: a group name is one word "
            "without spaces or / ? # %")
admins, teachers, learners = (_names("EUCHRE_HUB_ADMINS"), _names("EUCHRE_HUB_TEACHERS"),
                              _names("EUCHRE_HUB_LEARNERS"))
state = Path(os.environ.get("EUCHRE_HUB_STATE_DIR", "/srv/jupyterhub"))
state.mkdir(parents=True, exist_ok=True)

# ---------------------------------------------------------------- the hub and its proxy
c.JupyterHub.ip = os.environ.get("EUCHRE_HUB_IP", "")
c.JupyterHub.port = int(os.environ.get("EUCHRE_HUB_PORT", "8000"))
c.JupyterHub.db_url = f"sqlite:///{state / 'jupyterhub.sqlite'}"
c.JupyterHub.cookie_secret_file = str(state / "jupyterhub_cookie_secret")
proxy = os.environ.get("EUCHRE_HUB_PROXY") or next(
    (str(p) for p in [HERE / "node_modules" / ".bin" / "configurable-http-proxy"] if p.exists()),
    shutil.which("configurable-http-proxy") or "configurable-http-proxy",
)
c.ConfigurableHTTPProxy.command = [proxy]
c.ConfigurableHTTPProxy.pid_file = str(state / "jupyterhub-proxy.pid")
# Stopping the hub stops every user server (and so their lesson kernels).
c.JupyterHub.cleanup_servers = True
c.JupyterHub.cleanup_proxy = True

# ---------------------------------------------------------------- who is who
c.Authenticator.admin_users = admins
if learners:
    c.Authenticator.allowed_users = learners | teachers | admins
else:
    c.Authenticator.allow_all = True
# The teachers' group exists on the hub (the course server checks, and refuses to start
# without it); its members open the teacher dashboard with the admins.
c.JupyterHub.load_groups = {teacher_group: {"users": sorted(teachers)}}

# ---------------------------------------------------------------- each learner's server
spawner = os.environ.get("EUCHRE_HUB_SPAWNER", "local")
if spawner not in ("local", "simple"):
    _refuse(f"EUCHRE_HUB_SPAWNER is {spawner!r}: choose local or simple")
c.JupyterHub.spawner_class = "localprocess" if spawner == "local" else "simple"
# The course server from the environment JupyterHub itself runs in.
c.Spawner.cmd = [str(Path(sys.executable).with_name("euchre-teach")), "hub-server"]
c.Spawner.environment = {
    "EUCHRE_TEACH_DATABASE_URL": database_url,
    "EUCHRE_TEACH_HUB_TEACHER_GROUP": teacher_group,
}
# A course server takes about 2.7 s of a core to start (benchmarks/hub_load.py): a class
# arriving at once on a small host queues for the cores. Give servers time to answer.
c.Spawner.start_timeout = 300
c.Spawner.http_timeout = 300
# Each user server may read the teachers' group's name (and no other), so that it checks at
# start that the group exists: a one-line error in the hub's log otherwise. Users hold that
# one scope too (a token gets only scopes its user holds); the rest is JupyterHub's default.
read_group = f"read:groups:name!group={teacher_group}"
c.JupyterHub.load_roles = [{"name": "user", "scopes": ["self", read_group]}]
c.Spawner.server_token_scopes = ["users:activity!user", "access:servers!server", read_group]
# The course server shuts a lesson's kernel down a minute after its page closes; stopping
# whole idle user servers is the hub's idle culler's job (jupyterhub-idle-culler), if wanted.
