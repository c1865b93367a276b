"""External agents (issue 12), with short timeouts on a system of their own: expiry (rule 10) with
progress notifications, the agent cancelling, a token revoked mid-session, a token's connections as
the only ones it reaches, the limits, and token validation."""

import asyncio
import json
import secrets
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from tests.e2e.agent_client import agent, approval_events, next_approval, text_of, user
from tests.e2e.turns import OwnSystem, token

from assent_cli.system import System

APPROVAL_TIMEOUT_S = 3
ISSUE = {"repo": "acme/widgets", "title": "Filed by an agent"}
SETTINGS = {
    "ASSENT_ORCHESTRATOR_APPROVAL_TIMEOUT_S": str(APPROVAL_TIMEOUT_S),
    "ASSENT_GATEWAY_AGENT_PROGRESS_S": "0.5",
    "ASSENT_GATEWAY_AGENT_PENDING_PER_TOKEN": "2",
    "ASSENT_ORCHESTRATOR_AGENT_ACTIONS_PER_WINDOW": "3",
    "ASSENT_GATEWAY_AGENT_TOKEN_MAX_DAYS": "7",
}


@pytest.fixture(scope="module")
def agents_system(own_system: OwnSystem) -> Iterator[System]:
    with own_system(SETTINGS) as running:
        yield running


def _stats(system: System) -> dict[str, int]:
    return httpx.get(f"http://127.0.0.1:{system.ports.github}/stats", timeout=5).json()["calls"]


async def _token(
    client: httpx.AsyncClient, connections: list[str], name: str | None = None
) -> dict[str, Any]:
    body = {"name": name or f"agent-{secrets.token_hex(4)}", "connection_ids": connections}
    created = await client.post("/v1/agent-tokens", json=body)
    assert created.status_code == 201, created.text
    return created.json()


def _execute(client: Any, arguments: dict[str, Any] = ISSUE, **options: Any) -> "asyncio.Task[Any]":
    call = client.call_tool(
        "assent_execute_tool", {"name": "github.create_issue", "arguments": arguments}, **options
    )
    return asyncio.create_task(call)


async def _resolved(alice: httpx.AsyncClient, proposal_id: str) -> str:
    """The status of the ``approval.resolved`` of ``proposal_id`` in alice's feed."""
    async for event in approval_events(alice):
        if event["event"] == "approval.resolved" and event["data"]["proposal_id"] == proposal_id:
            return event["data"]["status"]
    raise AssertionError("the approvals feed ended")


async def test_an_unanswered_proposal_expires_as_declined_with_progress_meanwhile(
    agents_system: System,
) -> None:
    before = _stats(agents_system).get("create_issue", 0)
    async with user(agents_system.base_url, token("alice")) as alice:
        made = await _token(alice, ["conn_alice_github"])
        heard: list[str | None] = []

        async def on_progress(done: float, total: float | None, message: str | None) -> None:
            heard.append(message)

        async with agent(agents_system.base_url, made["token"]) as client:
            await client.call_tool("assent_search_tools", {"names": ["github.create_issue"]})
            waiting = asyncio.create_task(next_approval(alice, made["name"]))
            call = _execute(client, progress_callback=on_progress)
            async with asyncio.timeout(30):
                pid = (await waiting)["proposal_id"]
                result = await call
                assert await _resolved(alice, pid) == "expired"
        outcome = json.loads(text_of(result))
        assert outcome["status"] == "declined" and "expired" in outcome["note"], outcome
        assert len(heard) >= 2, heard  # proposed, then the idle ticks while nobody decided
        late = await alice.post(f"/v1/approvals/{pid}/decision", json={"decision": "approve"})
        assert late.status_code == 409
        assert all(a["proposal_id"] != pid for a in (await alice.get("/v1/approvals")).json()["items"])
    assert _stats(agents_system).get("create_issue", 0) == before


async def test_the_agent_cancelling_its_call_cancels_the_pending_approval(agents_system: System) -> None:
    before = _stats(agents_system).get("create_issue", 0)
    async with user(agents_system.base_url, token("alice")) as alice:
        made = await _token(alice, ["conn_alice_github"])
        async with agent(agents_system.base_url, made["token"]) as client:
            await client.call_tool("assent_search_tools", {"names": ["github.create_issue"]})
            waiting = asyncio.create_task(next_approval(alice, made["name"]))
            call = _execute(client)
            async with asyncio.timeout(30):
                pid = (await waiting)["proposal_id"]
            call.cancel()  # the SDK client sends notifications/cancelled
            with pytest.raises(asyncio.CancelledError):
                await call
            async with asyncio.timeout(30):
                assert await _resolved(alice, pid) == "cancelled"
        late = await alice.post(f"/v1/approvals/{pid}/decision", json={"decision": "approve"})
        assert late.status_code == 409, late.text
    assert _stats(agents_system).get("create_issue", 0) == before


async def test_a_token_revoked_mid_session_is_refused_at_once_and_its_approval_cancelled(
    agents_system: System,
) -> None:
    async with user(agents_system.base_url, token("alice")) as alice:
        made = await _token(alice, ["conn_alice_github"])
        async with agent(agents_system.base_url, made["token"]) as client:
            await client.call_tool("assent_search_tools", {"names": ["github.create_issue"]})
            waiting = asyncio.create_task(next_approval(alice, made["name"]))
            call = _execute(client)
            async with asyncio.timeout(30):
                pid = (await waiting)["proposal_id"]
            revoked = await alice.delete(f"/v1/agent-tokens/{made['id']}")
            assert revoked.status_code == 204
            async with asyncio.timeout(30):
                result = await call
            assert json.loads(text_of(result))["status"] == "cancelled"
            # The SDK client fails its next request (how it surfaces a 401 is its own); the raw
            # request below shows the 401 itself.
            with pytest.raises(Exception):  # noqa: B017
                await client.call_tool("assent_search_tools", {"query": "who am I"})
        initialize = {"jsonrpc": "2.0", "id": 1, "method": "ping"}
        headers = {
            "Authorization": f"Bearer {made['token']}",
            "Accept": "application/json, text/event-stream",
        }
        raw = await alice.post("/mcp", json=initialize, headers=headers)
        assert raw.status_code == 401 and "www-authenticate" in raw.headers
        assert all(t["id"] != made["id"] for t in (await alice.get("/v1/agent-tokens")).json()["items"])
        again = await alice.delete(f"/v1/agent-tokens/{made['id']}")
        assert again.status_code == 204
        gone = await alice.post(f"/v1/approvals/{pid}/decision", json={"decision": "approve"})
        assert gone.status_code == 409


async def test_a_token_reaches_only_its_own_connections(agents_system: System) -> None:
    async with user(agents_system.base_url, token("alice")) as alice:
        github_only = await _token(alice, ["conn_alice_github"])
        slack_only = await _token(alice, ["conn_acme_slack"])
    async with agent(agents_system.base_url, github_only["token"]) as client:
        found = json.loads(
            text_of(await client.call_tool("assent_search_tools", {"query": "post a message to slack"}))
        )
        assert all(r["name"].startswith("github.") for r in found["results"]), found
        read = json.loads(
            text_of(await client.call_tool("assent_search_tools", {"names": ["slack.post_message"]}))
        )
        assert read.get("results", []) == [], read
        refused = await client.call_tool(
            "assent_execute_tool",
            {"name": "slack.post_message", "arguments": {"channel": "#general", "text": "hi"}},
        )
        assert refused.is_error
    async with agent(agents_system.base_url, slack_only["token"]) as client:
        found = json.loads(
            text_of(await client.call_tool("assent_search_tools", {"query": "who am I on github"}))
        )
        assert all(r["name"].startswith("slack.") for r in found["results"]), found


async def test_limits_end_in_an_error_result_that_says_which(agents_system: System) -> None:
    async with user(agents_system.base_url, token("alice")) as alice:
        made = await _token(alice, ["conn_alice_github"])
        async with agent(agents_system.base_url, made["token"]) as client:
            await client.call_tool("assent_search_tools", {"names": ["github.create_issue"]})
            pids: list[str] = []
            calls = []
            for _ in range(2):
                waiting = asyncio.create_task(next_approval(alice, made["name"], skip=pids))
                calls.append(_execute(client))
                async with asyncio.timeout(30):
                    pids.append((await waiting)["proposal_id"])
            over = await client.call_tool(
                "assent_execute_tool", {"name": "github.create_issue", "arguments": ISSUE}
            )
            assert over.is_error and "waiting for a decision" in text_of(over), text_of(over)
            for pid in pids:
                assert (
                    await alice.post(f"/v1/approvals/{pid}/decision", json={"decision": "decline"})
                ).status_code == 202
            async with asyncio.timeout(30):
                for call in calls:
                    assert json.loads(text_of(await call))["status"] == "declined"
            waiting = asyncio.create_task(next_approval(alice, made["name"], skip=pids))
            third = _execute(client)
            async with asyncio.timeout(30):
                pid = (await waiting)["proposal_id"]
            assert (
                await alice.post(f"/v1/approvals/{pid}/decision", json={"decision": "decline"})
            ).status_code == 202
            async with asyncio.timeout(30):
                await third
            fourth = await client.call_tool(
                "assent_execute_tool", {"name": "github.create_issue", "arguments": ISSUE}
            )
            assert fourth.is_error and "per agent session window" in text_of(fourth), text_of(fourth)


async def test_token_requests_are_checked(agents_system: System) -> None:
    async with user(agents_system.base_url, token("alice")) as alice:
        cases = [
            ({"name": "x", "connection_ids": ["conn_bob_github"]}, "unknown_connection"),
            ({"name": "x", "connection_ids": []}, "no_connections"),
            ({"name": "x", "connection_ids": ["conn_alice_github"], "expires_in_days": 8}, "expiry_too_long"),
            ({"name": "x", "connection_ids": [f"c{i}" for i in range(21)]}, None),
            ({"name": "", "connection_ids": ["conn_alice_github"]}, None),
        ]
        for body, code in cases:
            answer = await alice.post("/v1/agent-tokens", json=body)
            assert answer.status_code in (400, 422), (body, answer.text)
            assert answer.headers["content-type"].startswith("application/problem+json")
            if code:
                assert answer.json()["code"] == code, answer.json()
        assert (await alice.delete("/v1/agent-tokens/atok_nope")).status_code == 404
        async with user(agents_system.base_url, token("bob")) as bob:
            mine = await _token(alice, ["conn_alice_github"])
            assert (await bob.delete(f"/v1/agent-tokens/{mine['id']}")).status_code == 404
            assert all(t["id"] != mine["id"] for t in (await bob.get("/v1/agent-tokens")).json()["items"])


async def test_a_connection_changed_since_the_token_was_made_refuses_its_actions(
    agents_system: System,
) -> None:
    """Last in this module: it reconnects alice's GitHub (a new revision)."""
    async with user(agents_system.base_url, token("alice")) as alice:
        made = await _token(alice, ["conn_alice_github"])
        async with agent(agents_system.base_url, made["token"]) as client:
            await client.call_tool("assent_search_tools", {"names": ["github.create_issue"]})
            reconnected = await alice.post(
                "/v1/connections", json={"toolkit": "github", "credentials": "ghp_demo_alice"}
            )
            assert reconnected.status_code == 200, reconnected.text
            refused = await client.call_tool(
                "assent_execute_tool", {"name": "github.create_issue", "arguments": ISSUE}
            )
        assert refused.is_error
        problem = json.loads(text_of(refused))
        assert problem["code"] == "revision_changed" and "discover" in problem["error"], problem
        assert all(
            a["agent"]["name"] != made["name"] for a in (await alice.get("/v1/approvals")).json()["items"]
        )
