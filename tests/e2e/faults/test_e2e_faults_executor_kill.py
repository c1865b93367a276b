"""Rule 8 under a real crash: ``kill -9`` the executor while its MCP call is in flight.

The turn reports ``outcome_unknown`` (reclaimed by the other executor replica), the model is told, the
turn ends, and the tool was called exactly once: neither restarted executors nor a redelivered
execute command call it again.
"""

import json
import time
from typing import Any, cast

import httpx
from tests.e2e.activity_reads import activity_of

from assent_contracts.execution import EXECUTIONS_STREAM

from .harness import FaultSystem, as_text, wait_until, wait_until_async

REPLICAS = {"executor": 2}
GROUP = "executor"
WORKFLOW = "Run the workflow ci.yml in acme/widgets for 30 seconds"


def holder_of_pending(faults: FaultSystem) -> str:
    """The executor process whose consumer holds the (one) pending execute command."""
    with faults.redis as client:
        pending = client.xpending_range(EXECUTIONS_STREAM, GROUP, min="-", max="+", count=10)
    assert len(pending) == 1, pending
    return faults.process_of_consumer(as_text(pending[0]["consumer"]))


def handled_everything(faults: FaultSystem, entry_id: str) -> bool:
    """The executor group read ``entry_id`` (and all before it) and nothing is left pending."""
    with faults.redis as client:
        group = next(g for g in client.xinfo_groups(EXECUTIONS_STREAM) if as_text(g["name"]) == GROUP)
    mine = tuple(int(part) for part in entry_id.split("-"))
    seen = tuple(int(part) for part in as_text(group["last-delivered-id"]).split("-"))
    return seen >= mine and group["pending"] == 0


async def test_executor_killed_mid_call_reports_outcome_unknown_and_never_calls_again(
    faults: FaultSystem, alice_web: httpx.AsyncClient
) -> None:
    before = faults.stats().get("run_workflow", 0)
    conversation = await faults.conversation(alice_web)
    turn_id = await faults.post_turn(alice_web, conversation, WORKFLOW)
    feed = faults.follow(alice_web, turn_id, decide=lambda _: "approve")

    proposed = await feed.until("action.proposed")
    assert proposed["name"] == "github.run_workflow"
    assert proposed["arguments"]["seconds"] == 30, proposed["arguments"]
    await feed.until("action.started")
    await wait_until_async(lambda: faults.stats().get("run_workflow", 0) == before + 1, "the call to arrive")

    with faults.redis as client:  # the command, while in flight (a reported one is deleted)
        original = cast(list[Any], client.xrange(EXECUTIONS_STREAM, min="-", max="+"))
    assert len(original) == 1
    faults.kill(holder_of_pending(faults))
    killed_at = time.monotonic()

    completed = await feed.until("action.completed")
    print(f"outcome_unknown reported {time.monotonic() - killed_at:.1f} s after the kill")
    assert completed["proposal_id"] == proposed["proposal_id"]
    assert completed["status"] == "outcome_unknown"
    end = await feed.finished()
    assert end.event == "turn.completed", end
    assert "MCP Activity" in end.data["message"]
    assert [e["status"] for e in feed.of("action.completed")] == ["outcome_unknown"]
    assert len(feed.terminal) == 1
    assert faults.stats()["run_workflow"] == before + 1

    # The model was told the outcome is unknown, as the tool result of its execute call.
    last = next(r for r in reversed(faults.model_requests()) if WORKFLOW in json.dumps(r["messages"]))
    tool_results = [m["content"] for m in last["messages"] if m["role"] == "tool"]
    assert any(json.loads(content).get("status") == "outcome_unknown" for content in tool_results), (
        tool_results
    )

    # Restart every executor and hand them the same execute command again: nothing calls the tool.
    for name in faults.names("executor"):
        faults.kill(name)
    faults.start_replica("executor")
    faults.start_replica("executor")
    with faults.redis as client:
        assert client.xlen(EXECUTIONS_STREAM) == 0  # the reported command's entry was deleted
        duplicate = as_text(client.xadd(EXECUTIONS_STREAM, original[0][1]))
    wait_until(lambda: handled_everything(faults, duplicate), "the redelivered command to be handled")
    assert faults.stats()["run_workflow"] == before + 1

    mine = await activity_of(alice_web, proposed["proposal_id"])
    assert [item["status"] for item in mine] == ["outcome_unknown"]
