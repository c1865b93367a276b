"""Approvals bound to revisions (DESIGN §3 rule 3), with connections changed at run time.

Real processes: a reconnect through ``POST /v1/connections`` or a changed tool definition on the MCP
server between proposal and approval refuses the action with ``revision_changed`` and never calls the
tool; a later ``assent_execute_tool`` in the same conversation is refused to the model; a user
connects a disconnected account, uses it, and disconnects it again.
"""

import json
import time
import uuid
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest
import redis
from tests.e2e.turns import SseEvent, TurnWalk, conversation, read_sse, user_client, walk_turn

from assent_cli.system import System
from assent_contracts.directory import connection_revision
from assent_contracts.discovery import ActionDefinition, catalog_key
from assent_discovery.listed_revisions import LISTED_REVISIONS_KEY

ISSUE_TOOL = "create_issue"
SETTLE_S = 30


def calls(system: System, tool: str) -> int:
    return httpx.get(f"http://127.0.0.1:{system.ports.github}/stats", timeout=5).json()["calls"].get(tool, 0)


def reconnect_github(client: httpx.Client, credentials: str = "ghp_demo_alice") -> dict[str, Any]:
    response = client.post("/v1/connections", json={"toolkit": "github", "credentials": credentials})
    assert response.status_code in (200, 201), response.text
    return response.json()


def assert_refused_as_changed(seen: TurnWalk) -> None:
    [completed] = seen.of("action.completed")
    assert (completed["status"], completed["code"]) == ("failed", "revision_changed"), completed
    assert "start a new conversation" in completed["error"]
    assert "action.started" not in seen.types
    assert seen.types[-1] == "turn.completed"


@pytest.fixture
def bob(system: System) -> Iterator[httpx.Client]:
    with user_client(system, "bob") as client:
        yield client


def test_an_approval_given_after_a_reconnect_is_refused_and_the_tool_never_called(
    system: System, alice: httpx.Client
) -> None:
    before = calls(system, ISSUE_TOOL)
    reconnected: list[dict[str, Any]] = []

    def reconnect_then_approve(proposed: dict[str, Any]) -> str:
        assert proposed["name"] == "github.create_issue"
        reconnected.append(reconnect_github(alice))
        return "approve"

    seen = walk_turn(
        alice,
        conversation(alice),
        'Create an issue in acme/widgets titled "Reconnected meanwhile"',
        reconnect_then_approve,
    )

    assert reconnected and reconnected[0]["status"] == "connected"
    assert_refused_as_changed(seen)
    assert calls(system, ISSUE_TOOL) == before
    wait_relisted(system, "conn_alice_github", reconnected[0]["revision"])


def test_an_approval_given_after_the_tool_changed_on_the_server_is_refused_and_the_tool_never_called(
    system: System, alice: httpx.Client
) -> None:
    admin = f"http://127.0.0.1:{system.ports.github}/admin/tools/{ISSUE_TOOL}/description"
    original = cataloged(system, "github.create_issue")
    before = calls(system, ISSUE_TOOL)

    def change_then_approve(proposed: dict[str, Any]) -> str:
        assert proposed["name"] == "github.create_issue"
        changed = httpx.post(
            admin, json={"description": f"{original.description} Notifies {uuid.uuid4().hex}."}
        )
        assert changed.status_code in (200, 204), changed.text
        return "approve"

    try:
        seen = walk_turn(
            alice,
            conversation(alice),
            'Create an issue in acme/widgets titled "Tool changed meanwhile"',
            change_then_approve,
        )
    finally:
        httpx.post(admin, json={"description": original.description}).raise_for_status()
        # discovery re-lists on the server's notification: let it settle before the next test
        wait_for(
            lambda: cataloged(system, "github.create_issue").revision == original.revision, "the re-listing"
        )

    assert_refused_as_changed(seen)
    assert calls(system, ISSUE_TOOL) == before


def test_a_later_execute_in_the_same_conversation_after_a_reconnect_is_refused_to_the_model(
    system: System, alice: httpx.Client
) -> None:
    marker = uuid.uuid4().hex[:8]
    conversation_id = conversation(alice, model="demo-recall")
    first = walk_turn(
        alice,
        conversation_id,
        f'Create an issue in acme/widgets titled "First {marker}"',
        lambda _: "decline",
    )
    assert first.of("action.proposed")[0]["name"] == "github.create_issue"
    transcript = [
        *last_model_request(system, marker)["messages"],
        {"role": "assistant", "content": first.of("turn.completed")[0]["message"]},
    ]
    revision = reconnect_github(alice)["revision"]
    wait_relisted(system, "conn_alice_github", revision)  # not needed to refuse; it keeps the test exact
    before = calls(system, ISSUE_TOOL)

    second = run_turn(
        alice,
        conversation_id,
        [
            *transcript,
            {"role": "user", "content": f'Create an issue in acme/widgets titled "Second {marker}"'},
        ],
    )

    assert "action.proposed" not in second.types
    assert "discovery.searched" not in second.types  # the model went straight to assent_execute_tool
    assert second.types[-1] == "turn.completed"
    execute_results = tool_results_for(last_model_request(system, f"Second {marker}"), "assent_execute_tool")
    assert execute_results and json.loads(execute_results[-1])["error"].startswith("revision_changed:")
    assert "start a new conversation" in execute_results[-1]
    assert calls(system, ISSUE_TOOL) == before


def test_bob_connects_his_disconnected_github_uses_it_and_disconnects_it(
    system: System, bob: httpx.Client
) -> None:
    """With a pasted token, as an API client may (github connects by OAuth on the page, and that
    flow is ``test_e2e_oauth_connect``; the demo server accepts both)."""
    listed = {c["id"]: c for c in bob.get("/v1/connections").json()["items"]}
    assert listed["conn_bob_github"]["status"] == "disconnected"
    assert listed["conn_bob_github"]["connect"] == "oauth"
    version = int(listed["conn_bob_github"]["revision"][1:].split("-")[0])

    connected = reconnect_github(bob, "ghp_demo_bob")

    assert connected["id"] == "conn_bob_github"
    assert (connected["status"], connected["hint"]) == ("connected", None)
    assert connected["revision"] == connection_revision("conn_bob_github", version + 1)
    assert {c["id"]: c for c in bob.get("/v1/connections").json()["items"]}["conn_bob_github"] == connected
    opened = bob.post(
        "/v1/conversations",
        json={"model": "demo", "project_key": "demo", "connection_ids": ["conn_bob_github"]},
    )
    assert opened.status_code == 201, opened.text
    assert opened.json()["connections"] == [{"id": "conn_bob_github", "revision": connected["revision"]}]
    seen = walk_turn(bob, opened.json()["id"], "Who am I on GitHub?")
    [completed] = seen.of("action.completed")
    assert completed["status"] == "succeeded"
    assert "bob" in json.dumps(completed["result"])

    gone = bob.delete("/v1/connections/conn_bob_github")

    assert gone.status_code == 200, gone.text
    assert gone.json()["status"] == "disconnected"
    assert gone.json()["revision"] == connection_revision("conn_bob_github", version + 2)
    assert gone.json()["hint"] == {
        "action": "link",
        "href": "/v1/agent-setup",
        "text": "Reconnect in Agent tools",
    }
    assert {c["id"]: c for c in bob.get("/v1/connections").json()["items"]}["conn_bob_github"] == gone.json()
    refused = bob.post(
        "/v1/conversations",
        json={"model": "demo", "project_key": "demo", "connection_ids": ["conn_bob_github"]},
    )
    assert (refused.status_code, refused.json()["code"]) == (422, "connection_unavailable")
    assert "ghp_demo_bob" not in json.dumps(connected) + gone.text


def run_turn(client: httpx.Client, conversation_id: str, messages: list[dict[str, Any]]) -> TurnWalk:
    """Post a turn with a whole transcript and read its events to the end (it proposes nothing)."""
    response = client.post(f"/v1/conversations/{conversation_id}/turns", json={"messages": messages})
    assert response.status_code == 202, response.text
    seen = TurnWalk()

    def on_event(event: SseEvent) -> None:
        seen.events.append(event)
        assert event.event != "action.proposed", event.data

    read_sse(client, response.json()["turn_id"], on_event)
    return seen


def last_model_request(system: System, marker: str) -> dict[str, Any]:
    """The last chat-completions body the demo model received whose messages hold ``marker``."""
    log = httpx.get(f"http://127.0.0.1:{system.ports.model}/debug/requests", timeout=10).json()
    bodies = [b for b in log["requests"] if marker in json.dumps(b.get("messages", []), ensure_ascii=False)]
    assert bodies, f"the model saw no request with {marker!r}"
    return bodies[-1]


def tool_results_for(body: dict[str, Any], tool: str) -> list[str]:
    """The contents of the tool messages answering ``tool`` calls in a chat-completions body."""
    messages = body["messages"]
    call_ids = {
        call["id"]
        for message in messages
        if message.get("role") == "assistant"
        for call in message.get("tool_calls") or []
        if call["function"]["name"] == tool
    }
    return [m["content"] for m in messages if m.get("role") == "tool" and m.get("tool_call_id") in call_ids]


def cataloged(system: System, name: str) -> ActionDefinition:
    """The action of alice's github connection as discovery cataloged it from the server."""
    client = redis.Redis.from_url(system.redis_url)
    try:
        raw = client.hget(catalog_key("conn_alice_github"), name)
    finally:
        client.close()
    assert raw is not None
    return ActionDefinition.model_validate_json(raw)  # type: ignore[arg-type]


def wait_relisted(system: System, connection_id: str, revision: str) -> None:
    """Until discovery stored the connection's catalog listed with ``revision`` (it re-lists on the
    change's announcement), so the next test starts from a settled catalog."""

    def relisted() -> bool:
        client = redis.Redis.from_url(system.redis_url)
        try:
            listed = client.hget(LISTED_REVISIONS_KEY, connection_id)
        finally:
            client.close()
        return listed is not None and listed.decode() == revision  # type: ignore[union-attr]

    wait_for(relisted, f"the re-listing of {connection_id}")


def wait_for(condition: Callable[[], bool], what: str) -> None:
    """Poll ``condition`` (a state another process changes) for at most ``SETTLE_S`` seconds."""
    deadline = time.monotonic() + SETTLE_S
    while not condition():
        assert time.monotonic() < deadline, f"{what} did not happen within {SETTLE_S}s"
        time.sleep(0.05)
