"""deploy/jupyterhub/values.yaml would install: Helm validates the chart's default values with
ours laid over them against the chart's own values.schema.json, and so does this test, with
the schema and defaults of the pinned chart version vendored in deploy/jupyterhub/chart-schema/
(see its README for the version and how to refresh them). Then what the schema cannot say:
nobody signs in until a real authenticator is chosen, the pods may reach the database, and
the settings match the one-host jupyterhub_config.py."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import jsonschema
import yaml

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
