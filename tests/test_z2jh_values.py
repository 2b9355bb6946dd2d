"""deploy/jupyterhub/values.yaml would install: Helm validates the chart's default values with
ours laid over them against the chart's own values.schema.json, and so does this test, with
the schema and defaults of the pinned chart version vendored in deploy/jupyterhub/chart-schema/
(see its README for the version and how to refresh them). Then what the schema cannot say:
nobody signs in until a real authenticator is chosen, the pods may reach the database, the
settings match the one-host jupyterhub_config.py, and the database owner's URL stays in the
hub: the hub's extraConfig, run here with a stand-in spawner and a real PostgreSQL, gives
each user pod its learner's own role's URL through the one-host configuration's own hook."""

from __future__ import annotations

import asyncio
import importlib.metadata
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import jsonschema
import pytest
import yaml

from tests.postgres import PostgresServer

DEPLOY = Path(__file__).resolve().parents[1] / "deploy" / "jupyterhub"
CHART = DEPLOY / "chart-schema"


def coalesce(defaults: Any, ours: Any) -> Any:
    """Helm's merge of user values over a chart's defaults: maps merge key by key, anything
    else replaces, and a null removes the chart's key."""
    if not (isinstance(defaults, dict) and isinstance(ours, dict)):
        return ours
    merged = dict(defaults)
    for key, value in ours.items():
        if value is None:
            merged.pop(key, None)
        else:
            merged[key] = coalesce(defaults.get(key), value)
    return merged


def values() -> dict[str, Any]:
    loaded: dict[str, Any] = yaml.safe_load((DEPLOY / "values.yaml").read_text(encoding="utf-8"))
    return loaded


def schema_errors(ours: dict[str, Any]) -> list[str]:
    schema = json.loads((CHART / "values.schema.json").read_text(encoding="utf-8"))
    defaults = yaml.safe_load((CHART / "values.yaml").read_text(encoding="utf-8"))
    validator = jsonschema.Draft7Validator(schema)
    return sorted(f"{'.'.join(map(str, e.absolute_path)) or '(top)'}: {e.message}"
                  for e in validator.iter_errors(coalesce(defaults, ours)))  # fmt: skip


def test_the_values_pass_the_pinned_charts_own_schema() -> None:
    assert schema_errors(values()) == []


def test_the_schema_check_refuses_a_key_the_chart_does_not_have() -> None:
    wrong = values()
    wrong["hub"]["loadGroups"] = {"teachers": {"users": ["tess"]}}  # a key of no chart 4.x
    assert schema_errors(wrong) == [
        "hub: Additional properties are not allowed ('loadGroups' was unexpected)"
    ]


def test_the_chart_version_is_the_one_whose_schema_is_vendored() -> None:
    note = (CHART / "README.md").read_text(encoding="utf-8")
    version = re.search(r"chart version (\d+\.\d+\.\d+)", note)
    assert version, "chart-schema/README.md names the chart version"
    header = (DEPLOY / "values.yaml").read_text(encoding="utf-8")
    assert f"--version {version.group(1)}" in header


def test_nobody_signs_in_until_a_real_authenticator_is_chosen() -> None:
    config = values()["hub"]["config"]
    assert config["JupyterHub"]["authenticator_class"] == "null"
    assert "allow_all" not in config.get("Authenticator", {})
    assert "admin_users" not in config.get("Authenticator", {})


def test_the_pods_may_reach_the_database_and_the_proxy_speaks_https() -> None:
    single, proxy = values()["singleuser"], values()["proxy"]
    egress = single["networkPolicy"]["egress"]
    assert any({"port": 5432, "protocol": "TCP"} in rule["ports"] for rule in egress)
    assert proxy["https"]["enabled"] is True and proxy["https"]["hosts"]


def test_the_kubernetes_settings_match_the_one_host_configuration() -> None:
    """Timeouts as jupyterhub_config.py's; a pod's memory above a server and its kernels."""
    one_host = (DEPLOY / "jupyterhub_config.py").read_text(encoding="utf-8")
    spawner = values()["hub"]["config"]["KubeSpawner"]
    assert f"c.Spawner.http_timeout = {spawner['http_timeout']}" in one_host
    assert f"c.Spawner.start_timeout = {values()['singleuser']['startTimeout']}" in one_host
    guarantee = values()["singleuser"]["memory"]["guarantee"]
    assert guarantee.endswith("M") and int(guarantee[:-1]) >= 440  # README: ~440 MB measured


# ------------------------------------------------------------ the owner's URL stays in the hub

OWNER_SECRET = "euchre-teach-db"


def _secret_refs(tree: Any) -> list[dict[str, Any]]:
    """Every secretKeyRef anywhere under ``tree``."""
    if isinstance(tree, dict):
        found = [tree["secretKeyRef"]] if "secretKeyRef" in tree else []
        return found + [ref for value in tree.values() for ref in _secret_refs(value)]
    if isinstance(tree, list):
        return [ref for value in tree for ref in _secret_refs(value)]
    return []


def _strings(tree: Any) -> list[str]:
    if isinstance(tree, dict):
        return [s for key, value in tree.items() for s in [str(key), *_strings(value)]]
    if isinstance(tree, list):
        return [s for value in tree for s in _strings(value)]
    return [str(tree)]


def test_no_user_pod_is_given_the_owners_database_url() -> None:
    """The owner's URL comes from a Secret into the hub's env; nothing a user pod is made
    from (singleuser, with the chart's defaults) names that Secret, a database URL or the
    variable the course reads it from."""
    chart = yaml.safe_load((CHART / "values.yaml").read_text(encoding="utf-8"))
    single = coalesce(chart, values())["singleuser"]
    assert _secret_refs(single) == []
    assert not [
        s
        for s in _strings(single)
        if OWNER_SECRET in s or "postgres" in s or "EUCHRE_TEACH_DATABASE_URL" in s
    ]
    owner = values()["hub"]["extraEnv"]["EUCHRE_TEACH_DATABASE_URL"]["valueFrom"]
    assert owner["secretKeyRef"] == {"name": OWNER_SECRET, "key": "url"}
    assert "EUCHRE_TEACH_DATABASE_URL" in values()["hub"]["extraConfig"]["euchre-teach"]


def test_the_schema_check_would_see_a_user_pod_given_the_owners_url() -> None:
    """The check above is not blind: the values as they were (the owner's URL in every user
    pod's env) fail it."""
    before = values()
    before["singleuser"]["extraEnv"]["EUCHRE_TEACH_DATABASE_URL"] = {
        "valueFrom": {"secretKeyRef": {"name": OWNER_SECRET, "key": "url"}}
    }
    assert _secret_refs(before["singleuser"]) == [{"name": OWNER_SECRET, "key": "url"}]


def test_the_hubs_image_needs_only_the_course_package_regex_and_psycopg() -> None:
    """Dockerfile.hub adds the course to the chart's hub image without its dependencies
    (voila, jupyterlab...: the hub does not run the course): the hook must import nothing
    else, and the Dockerfile must install what it does import."""
    code = (
        "import sys; before = set(sys.modules); import euchre_teach.store.hubroles; "
        "print(' '.join(sorted({n.split('.')[0] for n in set(sys.modules) - before})))"
    )
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True, timeout=120).stdout.split()  # fmt: skip
    found = importlib.metadata.packages_distributions()  # module name: its installed package
    used = {"euchre-teach" for name in loaded if name == "euchre_teach"}
    used |= {dist.lower().replace("_", "-") for name in loaded for dist in found.get(name, [])}
    assert used <= {"euchre-teach", "regex", "psycopg", "psycopg-binary", "typing-extensions"}, used
    assert {"euchre-teach", "regex", "psycopg"} <= used  # the check sees packages
    dockerfile = (DEPLOY / "Dockerfile.hub").read_text(encoding="utf-8")
    assert "FROM quay.io/jupyterhub/k8s-hub:" + _chart_version() in dockerfile
    assert "--no-deps" in dockerfile and "regex psycopg psycopg-binary" in dockerfile
    hub_image = values()["hub"]["image"]
    assert hub_image["name"].endswith("euchre-teach-hub")
    assert f"Dockerfile.hub \\\n#     -t {hub_image['name']}:{hub_image['tag']}" in (
        DEPLOY / "values.yaml"
    ).read_text(encoding="utf-8")


def _chart_version() -> str:
    found = re.search(r"chart version (\d+\.\d+\.\d+)",
                      (CHART / "README.md").read_text(encoding="utf-8"))  # fmt: skip
    assert found
    return found.group(1)


class _Group:
    def __init__(self, name: str) -> None:
        self.name = name


class _User:
    def __init__(self, name: str, *, admin: bool = False, groups: tuple[str, ...] = ()) -> None:
        self.name, self.admin, self.groups = name, admin, [_Group(g) for g in groups]


class _Spawner:
    """As much of a JupyterHub spawner as the hook uses: its user and its environment (the
    chart puts singleuser.extraEnv there)."""

    def __init__(self, user: _User, environment: dict[str, str]) -> None:
        self.user, self.environment = user, dict(environment)


def _run_config(code: str, filename: str) -> Any:
    from traitlets.config import Config

    c = Config()
    exec(compile(code, filename, "exec"), {"c": c, "__file__": filename})
    return c


@pytest.mark.postgres
def test_the_hubs_extra_config_gives_each_pod_its_learners_url_as_on_one_host(
    postgres: PostgresServer, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """hub.extraConfig, run as the chart's hub runs it (with ``c`` and the hub pod's env),
    sets the same pre-spawn hook as jupyterhub_config.py; with a learner's spawner it puts
    a URL of that learner's own role in the pod's env, which reaches their rows only, and
    never the owner's URL."""
    from euchre_teach.store.database import open_store

    owner = postgres.new_database()
    hub_env = values()["hub"]["extraEnv"]
    monkeypatch.setenv("EUCHRE_TEACH_DATABASE_URL", owner)  # what the Secret gives the hub
    monkeypatch.setenv("EUCHRE_TEACH_HUB_TEACHER_GROUP", hub_env["EUCHRE_TEACH_HUB_TEACHER_GROUP"])
    k8s = _run_config(values()["hub"]["extraConfig"]["euchre-teach"], "extraConfig")
    hook = k8s.KubeSpawner.pre_spawn_hook

    monkeypatch.setenv("EUCHRE_HUB_STATE_DIR", str(tmp_path))
    monkeypatch.setenv("EUCHRE_HUB_SPAWNER", "simple")
    config = DEPLOY / "jupyterhub_config.py"
    one_host = _run_config(config.read_text(encoding="utf-8"), str(config)).Spawner.pre_spawn_hook
    assert (hook.__module__, hook.__qualname__) == (one_host.__module__, one_host.__qualname__)
    assert hook.__module__ == "euchre_teach.store.hubroles"

    pod_env = {"EUCHRE_TEACH_HUB_TEACHER_GROUP": "teachers"}  # singleuser.extraEnv
    everyone = open_store(owner)
    for name in ("ada", "bo"):
        everyone.record_answer(everyone.hub_learner(name).id, lesson=1, item=f"L1/{name}",
                               correct=True, answer=name)  # fmt: skip
    ada, tess = _Spawner(_User("ada"), pod_env), _Spawner(_User("tess", groups=("teachers",)),
                                                            pod_env)  # fmt: skip
    asyncio.run(hook(ada))
    asyncio.run(one_host(tess))
    owner_parts = urlsplit(owner)
    for spawner in (ada, tess):
        url = spawner.environment["EUCHRE_TEACH_DATABASE_URL"]
        parts = urlsplit(url)
        assert url != owner and parts.username != owner_parts.username
        assert parts.password != owner_parts.password and (parts.hostname, parts.port) == (
            owner_parts.hostname, owner_parts.port)  # fmt: skip
        assert spawner.environment["EUCHRE_TEACH_HUB_TEACHER_GROUP"] == "teachers"
    as_ada = open_store(ada.environment["EUCHRE_TEACH_DATABASE_URL"])
    assert [who.id for who in as_ada.learners()] == ["hub:ada"]
    assert [a.item for a in as_ada.answers("hub:bo")] == []
    as_tess = open_store(tess.environment["EUCHRE_TEACH_DATABASE_URL"])
    assert [a.item for a in as_tess.answers("hub:bo")] == ["L1/bo"]
    for store in (as_ada, as_tess, everyone):
        store.close()


def test_the_hubs_extra_config_stops_the_hub_in_one_line_without_its_database(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A database the hub cannot reach: the hub stops, saying so in one line with the
    password masked, rather than starting pods that would get no role."""
    monkeypatch.setenv("EUCHRE_TEACH_DATABASE_URL", "postgresql://course:s3cret@127.0.0.1:9/euchre")
    monkeypatch.setenv("EUCHRE_TEACH_HUB_TEACHER_GROUP", "teachers")
    with pytest.raises(SystemExit) as stopped:
        _run_config(values()["hub"]["extraConfig"]["euchre-teach"], "extraConfig")
    assert stopped.value.code == 2
    [line] = capsys.readouterr().err.strip().splitlines()
    assert line.startswith("hub.extraConfig euchre-teach: cannot reach the PostgreSQL database")
    assert "postgresql://course:***@127.0.0.1:9/euchre" in line and "s3cret" not in line
