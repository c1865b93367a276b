"""compose.yaml is valid against the Compose Specification and runs every part of the system."""

import json
from pathlib import Path

import jsonschema
import yaml

ROOT = Path(__file__).resolve().parents[3]


def load_compose() -> dict:
    return yaml.safe_load((ROOT / "compose.yaml").read_text())


def test_compose_file_is_valid_against_the_compose_spec() -> None:
    schema = json.loads((ROOT / "tests" / "data" / "compose-spec.json").read_text())
    jsonschema.Draft7Validator(schema).validate(load_compose())


def test_compose_runs_every_service_with_a_healthcheck() -> None:
    services = load_compose()["services"]
    expected = {
        "redis",
        "gateway",
        "orchestrator",
        "discovery",
        "executor",
        "demo-model",
        "demo-github",
        "demo-slack",
    }
    assert expected <= set(services)
    for name in expected:
        assert "healthcheck" in services[name], f"{name} has no healthcheck"


def test_compose_directory_points_at_compose_service_names() -> None:
    directory = json.loads((ROOT / "config" / "directory.compose.json").read_text())
    urls = [p["base_url"] for p in directory["providers"]] + [t["mcp_url"] for t in directory["toolkits"]]
    services = set(load_compose()["services"])
    for url in urls:
        host = url.split("//", 1)[1].split(":", 1)[0]
        assert host in services, f"{url} names no compose service"


def test_compose_file_with_a_wrong_field_is_rejected() -> None:
    schema = json.loads((ROOT / "tests" / "data" / "compose-spec.json").read_text())
    broken = load_compose()
    broken["services"]["gateway"]["healthcheck"]["interval"] = ["not", "a", "duration"]
    assert list(jsonschema.Draft7Validator(schema).iter_errors(broken))
