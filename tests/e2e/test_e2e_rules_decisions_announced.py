"""A decision the gateway recorded is never lost, even when the gateway died before announcing it
(issue 9, item 10): the orchestrator announces what the gateway filed and did not confirm.

The dead gateway is played by running what it had done before dying, on the real Redis: filing the
decision as unannounced and its compare-and-set on the proposals hash. Nothing is published.
"""

import time

import httpx
import redis
from tests.e2e.turns import conversation, decide, follow, mcp_calls, start_turn

from assent_cli.system import System
from assent_contracts.conversations import proposals_key
from assent_contracts.pending import SETTLE_PENDING_LUA, UNANNOUNCED_DECISIONS_KEY


def _record_like_a_gateway_that_died(system: System, turn_id: str, proposal_id: str, *, filed: bool) -> None:
    with redis.Redis.from_url(system.redis_url) as client:
        if filed:
            client.zadd(UNANNOUNCED_DECISIONS_KEY, {f"{turn_id} {proposal_id}": time.time()})
        before = client.eval(SETTLE_PENDING_LUA, 1, proposals_key(turn_id), proposal_id, "approve")
    assert before == b"pending"


def test_an_approval_recorded_but_never_announced_still_runs_once(
    system: System,
    alice: httpx.Client,
) -> None:
    before = mcp_calls(system, "github").get("get_me", 0)
    turn_id = start_turn(alice, conversation(alice), "Who am I on GitHub?")
    feed = follow(alice, turn_id)
    proposal_id = feed.until("action.proposed").data["proposal_id"]

    _record_like_a_gateway_that_died(system, turn_id, proposal_id, filed=True)

    walk = feed.finish(timeout=30)
    assert walk.types[-1] == "turn.completed", walk.types
    assert [(c["proposal_id"], c["status"]) for c in feed.of("action.completed")] == [
        (proposal_id, "succeeded")
    ]
    assert mcp_calls(system, "github").get("get_me", 0) == before + 1


def test_the_clients_retry_of_a_recorded_unannounced_approval_gets_it_run(
    system: System,
    alice: httpx.Client,
) -> None:
    """The compare-and-set alone (as the issue reproduced it with redis-cli), then the client retries."""
    before = mcp_calls(system, "github").get("get_me", 0)
    turn_id = start_turn(alice, conversation(alice), "Who am I on GitHub?")
    feed = follow(alice, turn_id)
    proposal_id = feed.until("action.proposed").data["proposal_id"]
    _record_like_a_gateway_that_died(system, turn_id, proposal_id, filed=False)

    retry = decide(alice, turn_id, proposal_id, "approve")
    assert retry.status_code == 200, retry.text

    walk = feed.finish(timeout=30)
    assert walk.types[-1] == "turn.completed", walk.types
    assert [(c["proposal_id"], c["status"]) for c in feed.of("action.completed")] == [
        (proposal_id, "succeeded")
    ]
    assert mcp_calls(system, "github").get("get_me", 0) == before + 1
