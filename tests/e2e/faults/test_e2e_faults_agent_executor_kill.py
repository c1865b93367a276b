"""Rule 8 for an external agent (issue 12): ``kill -9`` the executor while the agent's approved action
is in flight. The agent's result says ``outcome_unknown``, activity records it with ``source: agent``,
and the MCP server was called exactly once."""

import asyncio
import json
import secrets

from tests.e2e.activity_reads import activity_of
from tests.e2e.agent_client import agent, next_approval, text_of

from assent_contracts.execution import EXECUTIONS_STREAM

from .harness import FaultSystem, as_text, wait_until_async

REPLICAS = {"executor": 2}
GROUP = "executor"


def holder_of_pending(faults: FaultSystem) -> str:
    with faults.redis as client:
        pending = client.xpending_range(EXECUTIONS_STREAM, GROUP, min="-", max="+", count=10)
    assert len(pending) == 1, pending
    return faults.process_of_consumer(as_text(pending[0]["consumer"]))


async def test_executor_killed_mid_call_tells_the_agent_outcome_unknown_and_never_calls_again(
    faults: FaultSystem,
) -> None:
    name = f"agent-{secrets.token_hex(4)}"
    before = faults.stats().get("run_workflow", 0)
    async with faults.client("alice") as alice:
        made = await alice.post(
            "/v1/agent-tokens", json={"name": name, "connection_ids": ["conn_alice_github"]}
        )
        assert made.status_code == 201, made.text
        async with agent(faults.system.base_url, made.json()["token"]) as client:
            await client.call_tool("assent_search_tools", {"names": ["github.run_workflow"]})
            waiting = asyncio.create_task(next_approval(alice, name))
            arguments = {"repo": "acme/widgets", "workflow": "ci.yml", "seconds": 30}
            call = asyncio.create_task(
                client.call_tool(
                    "assent_execute_tool", {"name": "github.run_workflow", "arguments": arguments}
                )
            )
            async with asyncio.timeout(60):
                pid = (await waiting)["proposal_id"]
            decided = await alice.post(f"/v1/approvals/{pid}/decision", json={"decision": "approve"})
            assert decided.status_code == 202
            await wait_until_async(
                lambda: faults.stats().get("run_workflow", 0) == before + 1, "the call to arrive"
            )
            faults.kill(holder_of_pending(faults))
            async with asyncio.timeout(60):
                result = await call
        outcome = json.loads(text_of(result))
        assert result.is_error and outcome["status"] == "outcome_unknown", outcome
        assert "MCP Activity" in outcome["note"]
        [record] = await activity_of(alice, pid)
        assert (record["status"], record["source"], record["agent_name"]) == (
            "outcome_unknown",
            "agent",
            name,
        )
    assert faults.stats()["run_workflow"] == before + 1
