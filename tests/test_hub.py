"""`euchre-teach hub-server` and the hub side of the course, without a running hub: the
environment a spawner gives, the teachers' group asked of the hub's API (a small local
server stands in), the learner record of a hub user on both stores, who is a teacher, and
the plain server never loading JupyterHub."""

from __future__ import annotations

import asyncio
import http.server
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import ClassVar

import psycopg
import pytest

from euchre_teach import cli
from euchre_teach.hub import (
    HUB_VARIABLES,
    HubEnvironmentError,
    closed_to_others,
    group_problem,
    hub_environment,
    hub_server_command,
)
from euchre_teach.store.progress import HUB_LEARNER_PREFIX, ProgressStore
from tests.postgres import PostgresServer

REPO = Path(__file__).resolve().parents[1]


def spawner_environment(api_url: str = "http://127.0.0.1:9/hub/api") -> dict[str, str]:
    """What JupyterHub's local process spawner gives user ``ada``'s server."""
    return {
        "JUPYTERHUB_API_TOKEN": "secret-token",
        "JUPYTERHUB_API_URL": api_url,
        "JUPYTERHUB_CLIENT_ID": "jupyterhub-user-ada",
        "JUPYTERHUB_SERVICE_PREFIX": "/user/ada/",
        "JUPYTERHUB_SERVICE_URL": "http://127.0.0.1:41234/user/ada/",
        "JUPYTERHUB_USER": "ada",
    }


class _Groups(http.server.BaseHTTPRequestHandler):
    """The hub's API as far as groups go: ``teachers`` exists, ``secret`` may not be read."""

    seen: ClassVar[list[tuple[str, str]]] = []

    def do_GET(self) -> None:
        self.seen.append((self.path, self.headers.get("Authorization", "")))
        answers = {"/hub/api/groups/teachers": 200, "/hub/api/groups/secret": 403}
        status = answers.get(self.path, 404)
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        self.wfile.write(b'{"kind": "group", "name": "teachers"}' if status == 200 else b"{}")

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def hub_api() -> Iterator[str]:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Groups)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/hub/api"
    server.shutdown()
    server.server_close()


def test_the_spawners_environment_gives_the_servers_port_and_prefix() -> None:
    hub = hub_environment(spawner_environment())
    assert (hub.user, hub.ip, hub.port, hub.prefix) == ("ada", "127.0.0.1", 41234, "/user/ada/")


@pytest.mark.parametrize("missing", HUB_VARIABLES)
def test_a_missing_hub_variable_is_named_in_one_line(missing: str) -> None:
    env = spawner_environment()
    del env[missing]
    with pytest.raises(HubEnvironmentError) as error:
        hub_environment(env)
    message = str(error.value)
    assert f"not started by JupyterHub: {missing} is not set" in message
    assert "\n" not in message


@pytest.mark.parametrize(("name", "value", "said"), [
    ("JUPYTERHUB_SERVICE_URL", "http://127.0.0.1/user/ada/", "with a port"),
    ("JUPYTERHUB_SERVICE_URL", "unix:///tmp/socket", "expected http://HOST:PORT"),
    ("JUPYTERHUB_SERVICE_URL", "http://127.0.0.1:99999/", "with a port"),
    ("JUPYTERHUB_SERVICE_PREFIX", "user/ada", "expected a path such as /user/NAME/"),
])  # fmt: skip
def test_an_unusable_hub_variable_is_quoted(name: str, value: str, said: str) -> None:
    env = spawner_environment() | {name: value}
    with pytest.raises(HubEnvironmentError, match=said) as error:
        hub_environment(env)
    assert repr(value) in str(error.value)


def test_the_teachers_group_is_asked_of_the_hub_with_the_servers_token(hub_api: str) -> None:
    _Groups.seen.clear()
    assert group_problem("teachers", spawner_environment(hub_api)) is None
    assert _Groups.seen == [("/hub/api/groups/teachers", "token secret-token")]


def test_a_teachers_group_the_hub_does_not_have_is_one_line(hub_api: str) -> None:
    problem = group_problem("teachrs", spawner_environment(hub_api))
    assert problem is not None
    assert problem.startswith(f"teacher group 'teachrs' does not exist on the hub at {hub_api}")


def test_a_group_the_token_may_not_read_was_checked_by_the_hubs_configuration(
    hub_api: str,
) -> None:
    assert group_problem("secret", spawner_environment(hub_api)) is None


def test_a_group_name_with_a_space_is_refused_before_asking() -> None:
    problem = group_problem("class teachers", spawner_environment())
    assert problem is not None and "is not a group name" in problem


def test_an_unreachable_hub_is_said_so() -> None:
    problem = group_problem("teachers", spawner_environment("http://127.0.0.1:9/hub/api"))
    assert problem is not None and problem.startswith("cannot reach the hub's API at")


def test_hub_server_without_the_hub_environment_fails_in_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    for name in HUB_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    assert cli.main(["hub-server", "--database-url", "sqlite:///x.sqlite3"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("euchre-teach: not started by JupyterHub:") and err.count("\n") == 1


def test_hub_server_without_a_shared_database_fails_in_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    for name, value in spawner_environment().items():
        monkeypatch.setenv(name, value)
    monkeypatch.delenv("EUCHRE_TEACH_DATABASE_URL", raising=False)
    assert cli.main(["hub-server"]) == 2
    assert "one shared database: give --database-url" in capsys.readouterr().err


def test_hub_server_with_a_missing_group_fails_naming_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], hub_api: str,
    tmp_path: Path,
) -> None:  # fmt: skip
    for name, value in spawner_environment(hub_api).items():
        monkeypatch.setenv(name, value)
    url = f"sqlite://{tmp_path / 'progress.sqlite3'}"
    assert cli.main(["hub-server", "--database-url", url, "--hub-teacher-group", "staff"]) == 2
    assert "teacher group 'staff' does not exist on the hub" in capsys.readouterr().err


def test_the_course_server_command_signs_in_with_the_hub_on_its_prefix() -> None:
    argv = hub_server_command(Path("lessons"), hub_environment(spawner_environment()),
                              teacher_group="staff", max_kernels=4, python="python3")
    assert argv[:4] == ["python3", "-m", "webapp", "lessons"]
    for option in ("--Voila.ip=127.0.0.1", "--port=41234", "--Voila.base_url=/user/ada/",
                   "--EuchreVoila.hub=True", "--EuchreVoila.hub_teacher_group=staff",
                   "--pool_size=0", "--EuchreVoila.max_kernels=4"):  # fmt: skip
        assert option in argv


def test_a_hub_user_is_one_learner_record_named_after_them(any_store: ProgressStore) -> None:
    first = any_store.hub_learner("ada")
    again = any_store.hub_learner("ada")
    assert first == again
    assert first.id == HUB_LEARNER_PREFIX + "ada" and first.name == "ada"
    assert [who.id for who in any_store.learners()] == [first.id]


def test_a_renamed_hub_learner_keeps_the_teachers_name(any_store: ProgressStore) -> None:
    learner = any_store.hub_learner("ada.lovelace@school.example")
    any_store.rename(learner.id, "Ada L.")
    assert any_store.hub_learner("ada.lovelace@school.example").name == "Ada L."


def test_teachers_are_hub_admins_and_the_groups_members() -> None:
    hub = pytest.importorskip("webapp.hub")
    assert hub.is_teacher({"name": "tess", "admin": False, "groups": ["teachers"]}, "teachers")
    assert hub.is_teacher({"name": "ines", "admin": True, "groups": []}, "teachers")
    assert not hub.is_teacher({"name": "ada", "admin": False, "groups": ["class-a"]}, "teachers")
    assert not hub.is_teacher({"name": "bo", "admin": False}, "teachers")
    assert not hub.is_teacher(None, "teachers")


def test_the_plain_course_server_never_loads_jupyterhub() -> None:
    code = "import sys, webapp.app; print(any(m.startswith('jupyterhub') for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True,
                         text=True, check=True, timeout=120)  # fmt: skip
    assert out.stdout.strip() == "False"


@pytest.mark.parametrize(("env", "said"), [
    ({}, "set EUCHRE_TEACH_DATABASE_URL to the shared progress database"),
    ({"EUCHRE_TEACH_DATABASE_URL": "postgresql://u@127.0.0.1:9/d",
      "EUCHRE_TEACH_HUB_TEACHER_GROUP": "our teachers"}, "'our teachers': a group name is one"),
    ({"EUCHRE_TEACH_DATABASE_URL": "postgresql://u@127.0.0.1:9/d",
      "EUCHRE_HUB_SPAWNER": "docker"}, "EUCHRE_HUB_SPAWNER is 'docker': choose local or simple"),
    ({"EUCHRE_TEACH_DATABASE_URL": "postgresql://u@127.0.0.1:9/d", "EUCHRE_HUB_IP": "0.0.0.0"},
     "EUCHRE_HUB_IP is '0.0.0.0' without TLS, but the hub takes passwords: set "
     "EUCHRE_HUB_SSL_CERT and EUCHRE_HUB_SSL_KEY"),
    ({"EUCHRE_TEACH_DATABASE_URL": "postgresql://u@127.0.0.1:9/d",
      "EUCHRE_HUB_SSL_CERT": "/nonexistent/hub.pem"}, "set both EUCHRE_HUB_SSL_CERT and"),
    ({"EUCHRE_TEACH_DATABASE_URL": "postgresql://u@127.0.0.1:9/d",
      "EUCHRE_HUB_INTERNAL_PORT": "eighty"},
     "EUCHRE_HUB_INTERNAL_PORT is 'eighty': a port is a whole number from 1 to 65535"),
    ({"EUCHRE_TEACH_DATABASE_URL": "postgresql://u@127.0.0.1:9/d",
      "EUCHRE_HUB_SPAWNER": "simple", "EUCHRE_HUB_SPAWN_LIMIT": "none"},
     "EUCHRE_HUB_SPAWN_LIMIT is 'none': give a whole"),
    ({"EUCHRE_TEACH_DATABASE_URL": "postgresql://u:secret@127.0.0.1:9/d",
      "EUCHRE_HUB_SPAWNER": "simple"},
     "cannot reach the PostgreSQL database at postgresql://u:***@127.0.0.1:9/d"),
])  # fmt: skip
def test_the_hub_configuration_refuses_bad_settings_in_one_line(
    env: dict[str, str], said: str, tmp_path: Path
) -> None:
    clean = {k: v for k, v in os.environ.items()
             if not k.startswith(("EUCHRE_", "JUPYTERHUB_"))}  # fmt: skip
    jupyterhub = Path(sys.executable).with_name("jupyterhub")
    config = REPO / "deploy" / "jupyterhub" / "jupyterhub_config.py"
    env = clean | {"EUCHRE_HUB_STATE_DIR": str(tmp_path)} | env
    done = subprocess.run([str(jupyterhub), "-f", str(config)], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)  # fmt: skip
    assert done.returncode == 2
    [line] = done.stderr.strip().splitlines()
    assert line.startswith("jupyterhub_config.py: ") and said in line


def test_the_kubernetes_values_match_the_one_host_configuration() -> None:
    """values.yaml is not run here: at least it says what jupyterhub_config.py says."""
    yaml = pytest.importorskip("yaml")
    values = yaml.safe_load((REPO / "deploy" / "jupyterhub" / "values.yaml").read_text())
    single, hub = values["singleuser"], values["hub"]
    assert single["cmd"] == ["euchre-teach", "hub-server"]
    group = single["extraEnv"]["EUCHRE_TEACH_HUB_TEACHER_GROUP"]
    assert group in hub["config"]["JupyterHub"]["load_groups"]
    read_group = f"read:groups:name!group={group}"
    assert read_group in hub["loadRoles"]["user"]["scopes"]
    assert read_group in hub["config"]["Spawner"]["server_token_scopes"]
    assert hub["extraEnv"]["EUCHRE_TEACH_HUB_TEACHER_GROUP"] == group  # the hook's group
    secret = hub["extraEnv"]["EUCHRE_TEACH_DATABASE_URL"]["valueFrom"]["secretKeyRef"]
    assert secret["name"] and secret["key"]  # the owner's URL: the hub's, no pod's
    dockerfile = (REPO / "deploy" / "jupyterhub" / "Dockerfile").read_text()
    assert "--constraint /tmp/euchre-teach/constraints.txt '/tmp/euchre-teach[hub]'" in dockerfile
    assert 'CMD ["euchre-teach", "hub-server"]' in dockerfile


def test_a_program_in_a_folder_others_may_not_enter_is_named() -> None:
    tmp_path = Path(tempfile.mkdtemp(dir="/tmp"))  # pytest's own tmp_path is 0700 already
    private = tmp_path / "home" / "ines"
    (private / "bin").mkdir(parents=True)
    program = private / "bin" / "euchre-teach"
    program.write_text("#!/bin/sh\n")
    for folder in (tmp_path, tmp_path / "home", private / "bin"):
        folder.chmod(0o755)
    program.chmod(0o755)
    private.chmod(0o700)
    assert closed_to_others(program) == (
        f"other accounts cannot enter {private} (mode 700), so learners' course servers "
        f"cannot run {program}")
    private.chmod(0o755)
    assert closed_to_others(program) is None
    shutil.rmtree(tmp_path)


@pytest.mark.skipif(closed_to_others(Path(sys.executable)) is None,
                    reason="this environment's Python is open to every account")
def test_the_hub_refuses_a_local_spawner_whose_environment_learners_cannot_run(
    tmp_path: Path,
) -> None:
    """This machine's venv links to a Python under /root (0700): learners' accounts could
    not start their course servers, and the hub says so before it starts."""
    clean = {k: v for k, v in os.environ.items()
             if not k.startswith(("EUCHRE_", "JUPYTERHUB_"))}  # fmt: skip
    env = clean | {"EUCHRE_HUB_STATE_DIR": str(tmp_path), "EUCHRE_HUB_SPAWNER": "local",
                   "EUCHRE_TEACH_DATABASE_URL": "postgresql://u@127.0.0.1:9/d"}  # fmt: skip
    done = subprocess.run([str(Path(sys.executable).with_name("jupyterhub")), "-f",
                           str(REPO / "deploy" / "jupyterhub" / "jupyterhub_config.py")],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    [line] = done.stderr.strip().splitlines()
    assert "other accounts cannot enter" in line and "make hub PYTHON=/usr/bin/python3" in line


class _Activity(http.server.BaseHTTPRequestHandler):
    """The hub's activity API: keeps what each POST said."""

    posted: ClassVar[list[tuple[str, str, dict[str, object]]]] = []

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        self.posted.append((self.path, self.headers.get("Authorization", ""), body))
        self.send_response(200)
        self.end_headers()

    def log_message(self, *args: object) -> None:
        pass


def test_the_course_server_tells_the_hub_when_its_learner_was_last_active() -> None:
    """JupyterHub's idle culler goes by the activity a user server reports; a learner who
    plays is active, one who left is not reported again."""
    pytest.importorskip("jupyterhub")
    from webapp.hub import report_activity

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Activity)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    environ = {"JUPYTERHUB_API_TOKEN": "secret-token",
               "JUPYTERHUB_ACTIVITY_URL": f"http://127.0.0.1:{server.server_address[1]}"
                                          "/hub/api/users/ada/activity"}  # fmt: skip
    sent: list[float] = []
    try:
        told = [asyncio.run(report_activity(lambda at=at: at, sent, environ))
                for at in (1_700_000_000.0, 1_700_000_000.0, None, 1_700_000_060.0)]
    finally:
        server.shutdown()
        server.server_close()
    assert told == [True, False, False, True]
    path, authorization, body = _Activity.posted[0]
    assert (path, authorization) == ("/hub/api/users/ada/activity", "token secret-token")
    assert body == {"servers": {"": {"last_activity": "2023-11-14T22:13:20+00:00"}},
                    "last_activity": "2023-11-14T22:13:20+00:00"}  # fmt: skip
    assert len(_Activity.posted) == 2


def _hub_page(status: int, message: str) -> str:
    """The hub's error page as JupyterHub renders it with the deploy's templates first."""
    jinja2 = pytest.importorskip("jinja2")
    pytest.importorskip("jupyterhub")
    from jupyterhub.app import JupyterHub

    stock = JupyterHub().template_paths[0]
    ours = str(REPO / "deploy" / "jupyterhub" / "templates")
    env = jinja2.Environment(loader=jinja2.ChoiceLoader([
        jinja2.PrefixLoader({"templates": jinja2.FileSystemLoader([stock])}, "/"),
        jinja2.FileSystemLoader([ours, stock]),
    ]), autoescape=True)  # fmt: skip
    return env.get_template("error.html").render(
        status_code=status, status_message="", message=message, base_url="/",
        static_url=lambda path, **_: path, xsrf_token="", user=None, services=[],
        parsed_scopes=set(), prefix="/hub/", logo_url="", no_spawner_check=True,
    )  # fmt: skip


def test_a_learner_over_the_spawn_limit_sees_please_wait_and_the_page_tries_again() -> None:
    page = _hub_page(429, "Too many users trying to log in right now. Try again in 30 seconds.")
    assert "Your course is starting: please wait" in page
    assert '<meta http-equiv="refresh" content="10">' in page
    assert "tries again by itself" in page and "Too many users" not in page
    full = _hub_page(429, "Active user limit exceeded. Try again in a few minutes.")
    assert "The course is full right now" in full and 'content="10"' in full
    other = _hub_page(500, "Spawn failed: boom")
    assert "please wait" not in other and "Spawn failed: boom" in other
    assert 'http-equiv="refresh"' not in other


@pytest.mark.postgres
def test_a_hub_learners_role_reaches_only_their_rows_and_a_teachers_every_row(
    postgres: PostgresServer,
) -> None:
    """The roles the hub makes (euchre_teach.store.hubroles), through the course's own store:
    a learner's server opens the store with its URL and sees itself only; a teacher's sees
    everyone; a new start changes the password; a teacher no longer a teacher sees herself."""
    from euchre_teach.store.database import open_store
    from euchre_teach.store.hubroles import prepare_hub_database, user_database_url

    owner = postgres.new_database()
    prepare_hub_database(owner)
    prepare_hub_database(owner)  # at every start of the hub: again, unchanged
    everyone = open_store(owner)
    for name in ("ada", "bo"):
        learner = everyone.hub_learner(name).id
        everyone.record_answer(learner, lesson=1, item="L1/1", correct=True, answer=name)
    ada_url = user_database_url(owner, "ada", teacher=False)
    ada = open_store(ada_url)  # opens without making a table: it may not
    assert [who.id for who in ada.learners()] == ["hub:ada"]
    ada.record_answer("hub:ada", lesson=1, item="L1/2", correct=False, answer="clubs")
    assert [a.item for a in ada.answers("hub:bo")] == []
    tess = open_store(user_database_url(owner, "tess", teacher=True))
    assert {who.id for who in tess.learners()} == {"hub:ada", "hub:bo"}
    assert [a.item for a in tess.answers("hub:ada")] == ["L1/1", "L1/2"]
    tess.close()
    user_database_url(owner, "ada", teacher=False)  # her server starts again
    with pytest.raises(psycopg.OperationalError):
        psycopg.connect(ada_url, connect_timeout=10).close()  # the old password is no more
    demoted = open_store(user_database_url(owner, "tess", teacher=False))
    assert demoted.learners() == []
    for store in (ada, demoted, everyone):
        store.close()


@pytest.mark.postgres
def test_the_dashboard_lists_the_learners_and_not_the_hubs_teachers_and_admins(
    postgres: PostgresServer,
) -> None:
    """A teacher and an admin who try the course have learner records of their own; the
    dashboard's learners (Roster.learners, for the table, the live view, the CSV and the
    most-missed questions) leave them out, by their database role's membership of the
    teachers' role, which the hub grants or takes back at each start of their server."""
    from euchre_teach.store.database import open_store
    from euchre_teach.store.hubroles import prepare_hub_database, user_database_url
    from euchre_teach.store.roster import Roster

    owner = postgres.new_database()
    prepare_hub_database(owner)
    everyone = open_store(owner)
    tuesday = Roster(everyone).open_class("Tuesday club")
    stores = {}
    for name, teacher in (("ada", False), ("tess", True), ("bo", False), ("root", True)):
        store = stores[name] = open_store(user_database_url(owner, name, teacher=teacher))
        me = store.hub_learner(name).id
        store.record_answer(me, lesson=1, item=f"L1/{name}", correct=False, answer="clubs")
        Roster(store).join_class(me, tuesday.id)
    dashboard = Roster(stores["tess"])
    assert dashboard.hub_staff() == {"hub:tess", "hub:root"}
    assert [who.id for who in dashboard.learners()] == ["hub:ada", "hub:bo"]
    assert [who.id for who in dashboard.learners(tuesday.id)] == ["hub:ada", "hub:bo"]
    missed = dashboard.most_missed(dashboard.learners())
    assert sorted(key for key, _, _ in missed) == ["L1/ada", "L1/bo"]
    assert Roster(stores["ada"]).hub_staff() == set()  # a learner may not ask who teaches
    stores["root"].close()
    stores["root"] = open_store(user_database_url(owner, "root", teacher=False))  # no longer
    assert [who.id for who in dashboard.learners()] == ["hub:ada", "hub:bo", "hub:root"]
    for store in (*stores.values(), everyone):
        store.close()


@pytest.mark.postgres
def test_a_hub_teacher_opens_and_archives_a_class_and_a_learner_cannot(
    postgres: PostgresServer,
) -> None:
    """Under the hub a teacher's role opens a class, archives it and reopens it (the
    dashboard's "Open a class"); a learner's role may read the class names, not make one."""
    from euchre_teach.store.database import open_store
    from euchre_teach.store.hubroles import prepare_hub_database, user_database_url
    from euchre_teach.store.roster import Roster

    owner = postgres.new_database()
    prepare_hub_database(owner)
    tess = open_store(user_database_url(owner, "tess", teacher=True))
    ada = open_store(user_database_url(owner, "ada", teacher=False))
    roster = Roster(tess)
    tuesday = roster.open_class("Tuesday club")
    roster.archive_class(tuesday.id)
    assert roster.open_class("Tuesday club").id == tuesday.id
    assert [c.name for c in Roster(ada).classes()] == ["Tuesday club"]
    with pytest.raises(Exception, match=r"permission denied|row-level security"):
        Roster(ada).open_class("Ada's own class")
    for store in (tess, ada):
        store.close()


def test_without_the_hubs_roles_the_dashboard_lists_every_learner(
    any_store: ProgressStore,
) -> None:
    """One host, no hub (a SQLite file, or PostgreSQL no hub prepared): every record is a
    learner's, a hub-named one too, as before."""
    from euchre_teach.store.roster import Roster

    ids = [any_store.hub_learner("tess").id, any_store.new_learner("Ada").id]
    roster = Roster(any_store)
    assert roster.hub_staff() == set()
    assert [who.id for who in roster.learners()] == ids
