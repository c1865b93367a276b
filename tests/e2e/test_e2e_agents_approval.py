"""External agents (issue 12): an agent's execute call waits for its owner's approval over HTTP, then
runs once, on the same lifecycle, executor and activity as a Playground proposal."""

import asyncio
import json
import secrets
from typing import Any

import httpx
from tests.e2e.activity_reads import activity_of
from tests.e2e.agent_client import agent, approval_events, next_approval, text_of, user
from tests.e2e.turns import mcp_calls, token

from assent_cli.system import System

ISSUE = {"repo": "acme/widgets", "title": "Filed by an agent"}


def _entry(stream_id: str) -> tuple[int, int]:
    millis, _, sequence = stream_id.partition("-")
    return int(millis), int(sequence)


async def _token(client: httpx.AsyncClient, name: str, connections: list[str]) -> dict[str, Any]:
    created = await client.post("/v1/agent-tokens", json={"name": name, "connection_ids": connections})
    assert created.status_code == 201, created.text
    return created.json()


async def test_search_execute_and_the_owner_approves_over_http(system: System) -> None:
    name = f"agent-{secrets.token_hex(4)}"
    async with user(system.base_url, token("alice")) as alice, user(system.base_url, token("bob")) as bob:
        made = await _token(alice, name, ["conn_alice_github"])
        before = mcp_calls(system, "github").get("create_issue", 0)
        heard: list[str | None] = []

        async def on_progress(progress: float, total: float | None, message: str | None) -> None:
            heard.append(message)

        async with agent(system.base_url, made["token"]) as client:
            read = await client.call_tool("assent_search_tools", {"names": ["github.create_issue"]})
            assert not read.is_error, read
            waiting = asyncio.create_task(next_approval(alice, name))
            call = asyncio.create_task(
                client.call_tool(
                    "assent_execute_tool",
                    {"name": "github.create_issue", "arguments": ISSUE},
                    progress_callback=on_progress,
                )
            )
            async with asyncio.timeout(30):
                approval = await waiting
            assert approval["name"] == "github.create_issue" and approval["arguments"] == ISSUE
            assert approval["connection"]["id"] == "conn_alice_github"
            assert approval["agent"] == {"token_id": made["id"], "name": name}
            assert approval["annotations"] and approval["expires_at"]
            pid = approval["proposal_id"]
            listed = (await alice.get("/v1/approvals")).json()["items"]
            assert [a["proposal_id"] for a in listed if a["agent"]["name"] == name] == [pid]
            assert mcp_calls(system, "github").get("create_issue", 0) == before  # nothing ran yet

            # Bob sees nothing of it and cannot decide it.
            assert all(a["proposal_id"] != pid for a in (await bob.get("/v1/approvals")).json()["items"])
            refused = await bob.post(f"/v1/approvals/{pid}/decision", json={"decision": "approve"})
            assert refused.status_code == 404 and refused.json()["code"] == "approval_not_found"
            # The agent's own token can never decide: it is 401 on every /v1 route.
            as_agent = {"Authorization": f"Bearer {made['token']}"}
            own = await alice.post(
                f"/v1/approvals/{pid}/decision", json={"decision": "approve"}, headers=as_agent
            )
            assert own.status_code == 401

            decided = await alice.post(f"/v1/approvals/{pid}/decision", json={"decision": "approve"})
            assert decided.status_code == 202, decided.text
            again = await alice.post(f"/v1/approvals/{pid}/decision", json={"decision": "approve"})
            assert again.status_code == 200
            contrary = await alice.post(f"/v1/approvals/{pid}/decision", json={"decision": "decline"})
            assert contrary.status_code == 409 and contrary.json()["code"] == "decision_conflict"
            async with asyncio.timeout(30):
                result = await call
        assert not result.is_error, result
        outcome = json.loads(text_of(result))
        assert outcome["status"] == "succeeded" and outcome["result"]["title"] == ISSUE["title"]
        assert isinstance(outcome["duration_ms"], int)
        assert "proposal_id" not in text_of(result) and pid not in text_of(result)
        assert mcp_calls(system, "github").get("create_issue", 0) == before + 1
        assert heard  # the agent heard how its call went while it waited
        assert (await alice.get("/v1/approvals")).json()["items"] == [] or all(
            a["proposal_id"] != pid for a in (await alice.get("/v1/approvals")).json()["items"]
        )
        [record] = await activity_of(alice, pid)
        assert record["source"] == "agent" and record["status"] == "succeeded"
        assert (record["agent_token_id"], record["agent_name"]) == (made["id"], name)


async def test_a_declined_action_is_not_performed(system: System) -> None:
    name = f"agent-{secrets.token_hex(4)}"
    async with user(system.base_url, token("alice")) as alice:
        made = await _token(alice, name, ["conn_alice_github"])
        before = mcp_calls(system, "github").get("create_issue", 0)
        async with agent(system.base_url, made["token"]) as client:
            await client.call_tool("assent_search_tools", {"names": ["github.create_issue"]})
            waiting = asyncio.create_task(next_approval(alice, name))
            call = asyncio.create_task(
                client.call_tool("assent_execute_tool", {"name": "github.create_issue", "arguments": ISSUE})
            )
            async with asyncio.timeout(30):
                pid = (await waiting)["proposal_id"]
            declined = await alice.post(f"/v1/approvals/{pid}/decision", json={"decision": "decline"})
            assert declined.status_code == 202
            async with asyncio.timeout(30):
                result = await call
    assert json.loads(text_of(result))["status"] == "declined"
    assert mcp_calls(system, "github").get("create_issue", 0) == before


async def test_an_action_never_discovered_is_refused_without_a_proposal(system: System) -> None:
    async with user(system.base_url, token("alice")) as alice:
        made = await _token(alice, f"agent-{secrets.token_hex(4)}", ["conn_alice_github"])
        async with agent(system.base_url, made["token"]) as client:
            result = await client.call_tool(
                "assent_execute_tool", {"name": "slack.post_message", "arguments": {"channel": "#general"}}
            )
        assert result.is_error
        assert "search first" in json.loads(text_of(result))["error"]


async def test_the_approvals_feed_resumes_after_last_event_id(system: System) -> None:
    name = f"agent-{secrets.token_hex(4)}"
    async with user(system.base_url, token("alice")) as alice:
        made = await _token(alice, name, ["conn_alice_github"])
        async with agent(system.base_url, made["token"]) as client:
            await client.call_tool("assent_search_tools", {"names": ["github.get_me"]})
            seen: list[dict[str, Any]] = []

            async def until_requested() -> None:
                async for event in approval_events(alice):
                    seen.append(event)
                    approval = event["data"].get("approval") or {}
                    if approval.get("agent", {}).get("name") == name:
                        return

            waiting = asyncio.create_task(until_requested())
            call = asyncio.create_task(
                client.call_tool("assent_execute_tool", {"name": "github.get_me", "arguments": {}})
            )
            async with asyncio.timeout(30):
                await waiting
            requested = seen[-1]
            pid = requested["data"]["approval"]["proposal_id"]
            assert (
                await alice.post(f"/v1/approvals/{pid}/decision", json={"decision": "approve"})
            ).status_code == 202
            async with asyncio.timeout(30):
                assert json.loads(text_of(await call))["status"] == "succeeded"
                # Resumed after the request: the next event of this proposal is its resolution.
                async for event in approval_events(alice, last_event_id=requested["id"]):
                    assert _entry(event["id"]) > _entry(requested["id"]), (event, requested)
                    if event["data"].get("proposal_id") == pid:
                        assert event["event"] == "approval.resolved" and event["data"]["status"] == "approved"
                        break
