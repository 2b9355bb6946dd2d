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
- EUCHRE_HUB_IP, EUCHRE_HUB_PORT: where the hub is reached (default 127.0.0.1, behind a
  reverse proxy that does TLS, or every interface when EUCHRE_HUB_SSL_CERT is set; 8000)
- EUCHRE_HUB_SSL_CERT, EUCHRE_HUB_SSL_KEY: the hub's own TLS certificate and key (PEM files);
  without them the hub refuses an address other than loopback, since it takes passwords
  (EUCHRE_HUB_PLAIN_HTTP=yes allows plain HTTP on a closed network, for a trial)
- EUCHRE_HUB_INTERNAL_PORT, EUCHRE_HUB_PROXY_API_PORT: the hub's own API and the proxy's API,
  both on 127.0.0.1 (default 8081 and 8001)
- EUCHRE_HUB_SPAWN_LIMIT: course servers starting at once (default twice the cores, at
  least 2); more learners arriving wait on a page that tries again by itself
- EUCHRE_HUB_MAX_SERVERS: course servers running at once (default: the memory allows, at
  a quarter of a GB each, leaving 1.5 GB)
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

from euchre_teach.hub import closed_to_others
from euchre_teach.store.backend import StoreUnavailable
from euchre_teach.store.hubroles import own_database_url_hook, prepare_hub_database

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


def _port(variable, default):
    text = os.environ.get(variable, str(default)).strip()
    if not text.isdigit() or not 0 < int(text) < 65536:
        _refuse(f"{variable} is {text!r}: a port is a whole number from 1 to 65535")
    return int(text)


def _count(variable, default):
    text = os.environ.get(variable, "").strip()
    if not text:
        return default
    if not text.isdigit() or int(text) < 1:
        _refuse(f"{variable} is {text!r}: give a whole number, 1 or more")
    return int(text)


ssl_cert, ssl_key = (os.environ.get("EUCHRE_HUB_SSL_CERT", ""),
                     os.environ.get("EUCHRE_HUB_SSL_KEY", ""))
if bool(ssl_cert) != bool(ssl_key):
    _refuse("set both EUCHRE_HUB_SSL_CERT and EUCHRE_HUB_SSL_KEY (PEM files), or neither")
for pem in (ssl_cert, ssl_key):
    if pem and not os.access(pem, os.R_OK):
        _refuse(f"cannot read {pem!r} (EUCHRE_HUB_SSL_CERT / EUCHRE_HUB_SSL_KEY)")
hub_ip = os.environ.get("EUCHRE_HUB_IP", "" if ssl_cert else "127.0.0.1")
plain_http = os.environ.get("EUCHRE_HUB_PLAIN_HTTP", "").lower() in ("yes", "1", "true")
if not ssl_cert and hub_ip not in ("127.0.0.1", "localhost", "::1") and not plain_http:
    _refuse(f"EUCHRE_HUB_IP is {hub_ip or 'every interface'!r} without TLS, but the hub takes "
            "passwords: set EUCHRE_HUB_SSL_CERT and EUCHRE_HUB_SSL_KEY, or keep 127.0.0.1 "
            "behind a reverse proxy that does TLS (EUCHRE_HUB_PLAIN_HTTP=yes for a trial)")

# ---------------------------------------------------------------- the hub and its proxy
c.JupyterHub.ip = hub_ip
c.JupyterHub.port = _port("EUCHRE_HUB_PORT", 8000)
if ssl_cert:
    c.JupyterHub.ssl_cert, c.JupyterHub.ssl_key = ssl_cert, ssl_key
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = _port("EUCHRE_HUB_INTERNAL_PORT", 8081)
c.ConfigurableHTTPProxy.api_url = f"http://127.0.0.1:{_port('EUCHRE_HUB_PROXY_API_PORT', 8001)}"
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
if spawner == "local":  # each course server runs as its learner's account: can they run it?
    closed = closed_to_others(Path(sys.executable), Path(c.Spawner.cmd[0]))
    if closed:
        _refuse(f"{closed}: build the environment where every account can run it, e.g. a "
                "checkout in /opt/euchre-teach and make hub PYTHON=/usr/bin/python3")
c.Spawner.environment = {"EUCHRE_TEACH_HUB_TEACHER_GROUP": teacher_group}
# The database owner's URL stays in the hub: each user's server gets a role of its own with
# a new password at every start, which reaches only that learner's rows (a teacher's, every
# row): PostgreSQL's row-level security, set up here as the hub starts. See
# euchre_teach/store/hubroles.py and the README's "JupyterHub"; set up at the end.

# The same hook as values.yaml's hub.extraConfig on Kubernetes.
c.Spawner.pre_spawn_hook = own_database_url_hook(database_url, teacher_group)
# A course server takes about 2.7 s of a core to start (benchmarks/hub_load.py): a class
# arriving at once on a small host queues for the cores. Give servers time to answer.
c.Spawner.start_timeout = 300
c.Spawner.http_timeout = 300
# A class arriving at once: start a few servers at a time (each starts in seconds when the
# cores are not shared by dozens), and let the others wait on the hub's "please wait" page
# (templates/error.html), which tries again by itself, instead of starting everyone at once
# and timing out ("Spawn failed", measured with benchmarks/hub_load.py).
c.JupyterHub.concurrent_spawn_limit = _count("EUCHRE_HUB_SPAWN_LIMIT",
                                             max(2, 2 * (os.cpu_count() or 1)))
_memory_gb = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
c.JupyterHub.active_server_limit = _count("EUCHRE_HUB_MAX_SERVERS",
                                          max(1, int((_memory_gb - 1.5) / 0.25)))
c.JupyterHub.template_paths = [str(HERE / "templates")]
# Each user server may read the teachers' group's name (and no other), so that it checks at
# start that the group exists: a one-line error in the hub's log otherwise. Users hold that
# one scope too (a token gets only scopes its user holds); the rest is JupyterHub's default.
read_group = f"read:groups:name!group={teacher_group}"
c.JupyterHub.load_roles = [{"name": "user", "scopes": ["self", read_group]}]
c.Spawner.server_token_scopes = ["users:activity!user", "access:servers!server", read_group]
# The course server shuts a lesson's kernel down a minute after its page closes; stopping
# whole idle user servers is the hub's idle culler's job (jupyterhub-idle-culler), if wanted.

# Last, once every setting is known good: the database's tables and its learners' roles.
try:
    prepare_hub_database(database_url)
except StoreUnavailable as problem:
    _refuse(str(problem))
