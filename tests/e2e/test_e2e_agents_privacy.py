"""External agents (issue 12), DESIGN §6: after an agent session ends and the short retention passes,
no argument, result or token of it is anywhere in Redis; until then only the agent turns' own event
streams and the owner's approvals feed hold them. Activity keeps metadata (``source: agent``), and the
token is kept only as a digest, in PostgreSQL."""

import asyncio
import json
import secrets
import time
from collections.abc import Iterator

import pytest
import redis
from tests.database_server import query_rows
from tests.e2e.agent_client import agent, next_approval, text_of, user
from tests.e2e.test_e2e_privacy import where_found
from tests.e2e.turns import OwnSystem, token

from assent_cli.system import System
from assent_contracts.agents import approvals_stream
from assent_contracts.events import turn_events_stream
from assent_gateway.agent_tokens import token_digest

RETENTION_S = 2


@pytest.fixture(scope="module")
def private_agents_system(own_system: OwnSystem) -> Iterator[System]:
    settings = {
        "ASSENT_ORCHESTRATOR_EVENTS_RETENTION_S": str(RETENTION_S),
        "ASSENT_GATEWAY_EVENTS_RETENTION_S": str(RETENTION_S),
    }
    with own_system(settings) as running:
        yield running


def _wait_gone(redis_url: str, keys: list[str], timeout: float) -> None:
    """Bounded wait for ``keys`` to expire (the retention is a Redis TTL, nothing to await)."""
    deadline = time.monotonic() + timeout
    with redis.Redis.from_url(redis_url) as client:
        while client.exists(*keys):
            assert time.monotonic() < deadline, f"{keys} still exist after {timeout}s"
            time.sleep(0.1)


async def test_nothing_of_an_agent_session_outlives_its_retention(private_agents_system: System) -> None:
    system = private_agents_system
    mark = secrets.token_hex(5)
    title, body, declined_title = f"zqtitle{mark}", f"zqbody{mark}", f"zqdeclined{mark}"
    name = f"agent-{mark}"
    async with user(system.base_url, token("alice")) as alice:
        made = (
            await alice.post("/v1/agent-tokens", json={"name": name, "connection_ids": ["conn_alice_github"]})
        ).json()
        secret = made["token"]
        turns = []
        async with agent(system.base_url, secret) as client:
            await client.call_tool("assent_search_tools", {"names": ["github.create_issue"]})
            outcomes = []
            seen: list[str] = []
            for issue, decision in (
                ({"title": title, "body": body}, "approve"),
                ({"title": declined_title}, "decline"),
            ):
                waiting = asyncio.create_task(next_approval(alice, name, skip=seen))
                call = asyncio.create_task(
                    client.call_tool(
                        "assent_execute_tool",
                        {"name": "github.create_issue", "arguments": {"repo": "acme/widgets", **issue}},
                    )
                )
                async with asyncio.timeout(30):
                    pid = (await waiting)["proposal_id"]
                    seen.append(pid)
                    decided = await alice.post(f"/v1/approvals/{pid}/decision", json={"decision": decision})
                    assert decided.status_code == 202
                    outcomes.append(json.loads(text_of(await call)))
        assert outcomes[0]["status"] == "succeeded" and outcomes[0]["result"]["title"] == title
        assert outcomes[1]["status"] == "declined"

    with redis.Redis.from_url(system.redis_url, decode_responses=True) as client:
        for pid in seen:
            ref = client.get(f"assent:agent-approval:{pid}")
            assert ref is not None
            turns.append(json.loads(ref)["turn_id"])
    activity = query_rows(system.database_url, "SELECT * FROM activity")
    records = [r for r in activity if r["approval_id"] in seen]
    assert [(r["status"], r["source"], r["agent_name"]) for r in records] == [("succeeded", "agent", name)]
    assert title not in json.dumps(records, default=str) and body not in json.dumps(records, default=str)

    markers = [title, body, declined_title, secret, secret[13:]]
    retained = {turn_events_stream(turn) for turn in turns} | {approvals_stream("alice")}
    assert set(where_found(system.redis_url, markers)) <= retained
    _wait_gone(system.redis_url, sorted(retained), timeout=RETENTION_S + 20)
    assert where_found(system.redis_url, markers) == {}
    # The token itself is never stored; its digest only in PostgreSQL, not in Redis.
    assert where_found(system.redis_url, [token_digest(secret)]) == {}
