"""Rule 7 (DESIGN §3): stop cancels every pending approval and the model stream at once, and the turn
ends with ``turn.stopped`` listing what it cancelled; nothing runs afterwards."""

import json
import secrets
import time
from typing import cast

import httpx
import redis
from tests.e2e.turns import conversation, decide, follow, mcp_calls, model_requests, start_turn

from assent_cli.system import System
from assent_contracts.events import turn_events_stream


def test_stop_cancels_a_pending_approval_and_nothing_runs(
    system: System,
    alice: httpx.Client,
) -> None:
    before = mcp_calls(system, "github").get("get_me", 0)
    turn_id = start_turn(alice, conversation(alice), "Who am I on GitHub?")
    feed = follow(alice, turn_id)
    proposal_id = feed.until("action.proposed").data["proposal_id"]

    assert alice.post(f"/v1/turns/{turn_id}/stop").status_code == 202
    stopped = feed.until("turn.stopped", timeout=15).data
    assert stopped["cancelled_proposals"] == [proposal_id]
    assert stopped["in_flight"] == []
    assert [(c["proposal_id"], c["status"]) for c in feed.of("action.completed")] == [
        (proposal_id, "cancelled")
    ]

    late = decide(alice, turn_id, proposal_id, "approve")
    assert late.status_code == 409, late.text
    assert late.json()["proposal_status"] == "cancelled"
    assert alice.post(f"/v1/turns/{turn_id}/stop").status_code == 409
    assert "action.started" not in [e.event for e in feed.events]
    assert mcp_calls(system, "github").get("get_me", 0) == before


def _wait_for_stream(
    system: System,
    marker: str,
    round_index: int,
    outcome: str,
    timeout: float = 15.0,
) -> str:
    """Poll the demo model's log (bounded) until its answer to the turn's ``round_index``-th request
    has ``outcome`` or has ended another way; returns the outcome seen last."""
    deadline = time.monotonic() + timeout
    seen: str | None = None
    while time.monotonic() < deadline:
        bodies = model_requests(system, marker)
        seen = bodies[round_index]["_stream"] if len(bodies) > round_index else None
        if seen == outcome or seen in ("completed", "abandoned"):
            return str(seen)
        time.sleep(0.05)
    return str(seen)


def test_stop_while_the_model_streams_ends_the_stream_and_the_turn_promptly(
    system: System,
    alice: httpx.Client,
) -> None:
    marker = f"slow-{secrets.token_hex(4)}"
    turn_id = start_turn(alice, conversation(alice, model="demo-slow"), f"Who am I on GitHub? {marker}")
    feed = follow(alice, turn_id)
    proposal_id = feed.until("action.proposed", timeout=60).data["proposal_id"]
    assert decide(alice, turn_id, proposal_id, "approve").status_code == 202
    feed.until("message.delta", timeout=60)  # the answer's words arrive, one every slow delay
    rounds = len(feed.of("round.started"))

    assert alice.post(f"/v1/turns/{turn_id}/stop").status_code == 202
    stopped = feed.until("turn.stopped", timeout=10).data
    assert stopped["cancelled_proposals"] == [] and stopped["in_flight"] == []

    # The orchestrator hung up on the provider: its answer was abandoned, not read to the end.
    assert _wait_for_stream(system, marker, rounds - 1, "abandoned") == "abandoned"
    words = feed.of("message.delta")
    with redis.Redis.from_url(system.redis_url, decode_responses=True) as client:
        entries = cast(list[tuple[str, dict[str, str]]], client.xrange(turn_events_stream(turn_id)))
    kinds = [json.loads(fields["data"])["type"] for _, fields in entries]
    assert kinds[-1] == "turn.stopped"
    assert kinds.count("message.delta") == len(words)
    assert kinds.count("turn.stopped") == 1
    assert len(model_requests(system, marker)) == rounds
