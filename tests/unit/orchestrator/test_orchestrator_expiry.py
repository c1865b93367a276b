"""Rule 10: a proposal left pending past its deadline expires and counts as declined."""

import json
from datetime import timedelta

from assent_contracts.conversations import DECIDE_PROPOSAL_LUA, proposals_key
from assent_orchestrator.approval_expiry import EXPIRY_KEY, expire_due
from assent_orchestrator.turn_flow import Handled, decision_submitted

EXECUTE = "assent_execute_tool"


async def test_an_expired_proposal_is_declined_and_the_model_is_told(harness, reply) -> None:
    harness.model.script(
        reply(calls=[(EXECUTE, {"name": "github.get_me", "arguments": {}})]), reply(text="Ok.")
    )
    await harness.start()
    proposed = (await harness.of("action.proposed"))[0]
    assert proposed.expires_at is not None
    published = []

    async def publish(decision) -> None:
        published.append(decision)

    assert await expire_due(harness.redis, publish, proposed.expires_at - timedelta(seconds=1)) == 0
    assert await expire_due(harness.redis, publish, proposed.expires_at + timedelta(seconds=1)) == 1
    assert await harness.redis.hget(proposals_key(harness.turn_id), proposed.proposal_id) == b"expired"
    [decision] = published
    assert (decision.proposal_id, decision.decision, decision.reason) == (
        proposed.proposal_id,
        "decline",
        "expired",
    )

    assert await decision_submitted(harness.deps, decision) is Handled.DONE
    decided = (await harness.of("action.decided"))[0]
    assert (decided.decision, decided.reason) == ("decline", "expired")
    assert (await harness.of("action.completed"))[0].status == "declined"
    assert json.loads(harness.model.requests[1].messages[-1]["content"])["status"] == "declined"
    assert harness.executions.requested == []
    assert await harness.redis.zcard(EXPIRY_KEY) == 0


async def test_a_decision_that_came_first_wins_over_the_deadline(harness, reply) -> None:
    harness.model.script(reply(calls=[(EXECUTE, {"name": "github.get_me", "arguments": {}})]))
    await harness.start()
    proposed = (await harness.of("action.proposed"))[0]
    await harness.redis.eval(
        DECIDE_PROPOSAL_LUA, 1, proposals_key(harness.turn_id), proposed.proposal_id, "approve"
    )
    published = []

    async def publish(decision) -> None:
        published.append(decision)

    assert await expire_due(harness.redis, publish, proposed.expires_at + timedelta(seconds=1)) == 1
    assert published == []
    assert await harness.redis.hget(proposals_key(harness.turn_id), proposed.proposal_id) == b"approve"
