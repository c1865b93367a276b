"""The approval's lifecycle (``assent_orchestrator.approvals``): open, decide, expire (rule 10: a
proposal left pending past its deadline expires and counts as declined), cancel."""

import json
from datetime import timedelta

from assent_contracts.conversations import proposals_key
from assent_contracts.events import ActionProposed, ConnectionRef, LimitsPayload, TurnStarted
from assent_contracts.pending import SETTLE_PENDING_LUA
from assent_orchestrator.approvals import (
    APPROVAL_DEADLINES,
    cancel_approval,
    expire_due_approvals,
    open_approval,
    read_statuses,
    turn_approvals,
)
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

    assert await expire_due_approvals(harness.redis, publish, proposed.expires_at - timedelta(seconds=1)) == 0
    assert await expire_due_approvals(harness.redis, publish, proposed.expires_at + timedelta(seconds=1)) == 1
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
    assert await harness.redis.zcard(APPROVAL_DEADLINES.key) == 0


async def test_a_decision_that_came_first_wins_over_the_deadline(harness, reply) -> None:
    harness.model.script(reply(calls=[(EXECUTE, {"name": "github.get_me", "arguments": {}})]))
    await harness.start()
    proposed = (await harness.of("action.proposed"))[0]
    await harness.redis.eval(
        SETTLE_PENDING_LUA, 1, proposals_key(harness.turn_id), proposed.proposal_id, "approve"
    )
    published = []

    async def publish(decision) -> None:
        published.append(decision)

    assert await expire_due_approvals(harness.redis, publish, proposed.expires_at + timedelta(seconds=1)) == 1
    assert published == []
    assert await harness.redis.hget(proposals_key(harness.turn_id), proposed.proposal_id) == b"approve"


async def test_cancelling_ends_each_approval_with_one_outcome_and_a_late_decision_loses(harness) -> None:
    """An approval's book needs only an owner, a hash and an events sink: no model turn."""
    await harness.deps.events(harness.turn_id).emit(
        TurnStarted(turn_id=harness.turn_id, limits=LimitsPayload(rounds=1, actions=3))
    )
    book = turn_approvals(harness.deps, harness.turn_id)
    for approval_id in ("prop_a", "prop_b", "prop_c"):
        proposed = ActionProposed(
            turn_id=harness.turn_id,
            proposal_id=approval_id,
            name="github.get_me",
            arguments={},
            connection=ConnectionRef(id="c", toolkit="github", display_name="GitHub"),
        )
        await open_approval(book, proposed, timeout_s=60)
    assert all(event.expires_at is not None for event in await harness.of("action.proposed"))
    assert await harness.redis.zcard(APPROVAL_DEADLINES.key) == 3
    await harness.redis.eval(SETTLE_PENDING_LUA, 1, book.statuses_key, "prop_b", "approve")
    await harness.redis.eval(SETTLE_PENDING_LUA, 1, book.statuses_key, "prop_c", "decline")

    outcomes = [await cancel_approval(book, approval_id) for approval_id in ("prop_a", "prop_b", "prop_c")]

    assert outcomes == ["cancelled", "cancelled", "declined"]
    assert await read_statuses(book) == {"prop_a": "cancelled", "prop_b": "cancelled", "prop_c": "decline"}
    assert [(e.proposal_id, e.status) for e in await harness.of("action.completed")] == [
        ("prop_a", "cancelled"),
        ("prop_b", "cancelled"),
        ("prop_c", "declined"),
    ]
    late = await harness.redis.eval(SETTLE_PENDING_LUA, 1, book.statuses_key, "prop_a", "approve")
    assert late == b"cancelled"
