"""Client-side tool calls through a turn: approval when asked for, the request, the result, the end.

All of these run under the turn lock, on the state of the current batch.

- ``open_client_call``: a model's call of a client tool. ``allow`` → requested at once; ``ask`` → an
  approval (``approvals.open_approval``, ``action.proposed`` with ``kind: client_tool``), decided
  through the same decision route; ``apply_client_decision`` then requests it or declines it.
- ``request_client_call``: ``pending`` in the client-calls hash (the gateway CASes it to ``answered``),
  its deadline, ``client_tool.requested``.
- ``settle_client_calls``: apply what the client-calls hash says (answered, expired); it only looks at
  the hash and the state, so a redelivered message applies nothing twice.
- ``expire_due_client_calls``: the deadline sweep's part for requests left unanswered.
- ``announce_recorded_tool_results``: the sweep's part for results the gateway recorded and could not
  confirm it announced (it died in between).
- ``cancel_client_request``: at the turn's end, cancel a request that still waits (``turn_end``
  deletes the results kept for it and drops the deadlines).

The model sees only its own tool-call ids, the names and arguments it chose and the client's content:
approval ids stay in the state and the events.
"""

from collections.abc import Awaitable, Callable
from datetime import datetime, timedelta
from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import SchemaError
from redis.asyncio import Redis

from assent_contracts.events import CLIENT_SIDE, ActionProposed, ClientToolRequested
from assent_contracts.identifiers import new_id
from assent_contracts.messages import utc_now
from assent_contracts.pending import SETTLE_PENDING_LUA, UNANNOUNCED_TOOL_RESULTS_KEY
from assent_contracts.turns import ToolResultSubmitted, client_calls_key, tool_result_key
from assent_orchestrator.approvals import Decision, open_approval, report_declined, turn_approvals
from assent_orchestrator.client_state import ClientCall, ClientTool
from assent_orchestrator.deadlines import Deadlines, settle_due
from assent_orchestrator.deps import Deps
from assent_orchestrator.model_messages import client_expired_result, declined_result
from assent_orchestrator.state import ToolCallSlot, TurnState
from assent_orchestrator.turn_store import as_text
from assent_runtime.redis_values import hash_get_all, run_script

MAX_ARGUMENT_PROBLEMS = 3

CLIENT_CALL_DEADLINES = Deadlines("assent:client-calls:expiry")
UNANNOUNCED_TOOL_RESULTS = Deadlines(UNANNOUNCED_TOOL_RESULTS_KEY)
"""When a requested client call stops waiting for its result."""


def client_arguments_problem(tool: ClientTool, arguments: dict[str, Any]) -> str | None:
    """Why ``arguments`` do not fit the tool's parameters (for the model), or None when they do."""
    try:
        errors = list(Draft202012Validator(tool.parameters).iter_errors(arguments))
    except (SchemaError, RecursionError, ValueError, LookupError):
        return None  # A schema the validator cannot use: the client sees the arguments as they are.
    if not errors:
        return None
    found = "; ".join(
        f"{'/'.join(str(p) for p in error.absolute_path) or 'arguments'}: {error.message}"
        for error in errors[:MAX_ARGUMENT_PROBLEMS]
    )
    return f"the arguments do not match the parameters of {tool.name}: {found}"


async def open_client_call(
    deps: Deps, state: TurnState, slot: ToolCallSlot, tool: ClientTool, arguments: dict[str, Any]
) -> None:
    """Record the call in ``slot``: ask for approval (``ask``) or request it from the client (``allow``)."""
    call = ClientCall(name=tool.name, arguments=arguments, status="awaiting_approval")
    slot.client = call
    if tool.permission == "allow":
        await request_client_call(deps, state, slot)
        return
    call.approval_id = new_id("prop")
    proposed = ActionProposed(
        turn_id=state.turn_id,
        proposal_id=call.approval_id,
        name=tool.name,
        arguments=arguments,
        connection=CLIENT_SIDE,
        kind="client_tool",
    )
    await open_approval(turn_approvals(deps, state.turn_id), proposed, deps.timing.approval_timeout_s)


async def request_client_call(deps: Deps, state: TurnState, slot: ToolCallSlot) -> None:
    """Ask the client to run the call: ``pending`` in the client-calls hash, ``client_tool.requested``."""
    call = slot.client
    assert call is not None
    # A model may reuse a call id in a later round: a result kept from then must not answer this one.
    await deps.redis.delete(tool_result_key(state.turn_id, slot.tool_call_id))
    async with deps.redis.pipeline(transaction=False) as pipe:
        pipe.hset(client_calls_key(state.turn_id), slot.tool_call_id, "pending")
        pipe.expire(client_calls_key(state.turn_id), deps.timing.turn_lifetime_s)
        await pipe.execute()
    expires_at = utc_now() + timedelta(seconds=deps.timing.approval_timeout_s)
    await CLIENT_CALL_DEADLINES.schedule(deps.redis, state.turn_id, slot.tool_call_id, expires_at)
    call.status = "requested"
    await deps.events(state.turn_id).emit(
        ClientToolRequested(
            turn_id=state.turn_id,
            tool_call_id=slot.tool_call_id,
            name=call.name,
            arguments=call.arguments,
            expires_at=expires_at,
        )
    )


async def apply_client_decision(deps: Deps, state: TurnState, slot: ToolCallSlot, decision: Decision) -> None:
    """A decided approval of a client call: approved → requested from the client; declined (or
    expired) → reported declined, and a declined result for the model."""
    call = slot.client
    assert call is not None and call.approval_id is not None
    if decision == "approve":
        await request_client_call(deps, state, slot)
        return
    await report_declined(turn_approvals(deps, state.turn_id), call.approval_id)
    slot.result = declined_result()
    call.status = "settled"


async def settle_client_calls(deps: Deps, state: TurnState) -> list[str]:
    """Take the results of requested calls the client-calls hash marks ``answered`` (once the result is
    written) or ``expired``. Returns the result keys read, to delete once the state is saved."""
    statuses = await hash_get_all(deps.redis, client_calls_key(state.turn_id))
    consumed: list[str] = []
    for slot in state.batch:
        call = slot.client
        if call is None or call.status != "requested":
            continue
        status = statuses.get(slot.tool_call_id)
        if status == "answered":
            key = tool_result_key(state.turn_id, slot.tool_call_id)
            content = await deps.redis.get(key)
            if content is None:
                continue  # The gateway has not written it yet; its ToolResultSubmitted follows.
            slot.result = as_text(content)
            consumed.append(key)
            await CLIENT_CALL_DEADLINES.forget(deps.redis, state.turn_id, [slot.tool_call_id])
        elif status == "expired":
            slot.result = client_expired_result()
        else:
            continue
        call.status = "settled"
    return consumed


async def expire_due_client_calls(
    redis: Redis, publish: Callable[[ToolResultSubmitted], Awaitable[None]], now: datetime, batch: int = 100
) -> int:
    """A requested call unanswered past its deadline expires (rule 10, like an approval); the model is
    told it got no result. Returns how many deadlines were handled."""

    async def announce(turn_id: str, tool_call_id: str) -> None:
        await publish(ToolResultSubmitted(turn_id=turn_id, tool_call_id=tool_call_id))

    return await settle_due(redis, CLIENT_CALL_DEADLINES, client_calls_key, "expired", announce, now, batch)


async def announce_recorded_tool_results(
    redis: Redis, publish: Callable[[ToolResultSubmitted], Awaitable[None]], now: datetime, batch: int = 100
) -> int:
    """Publish again each result the gateway filed as unannounced and did not confirm in time, when the
    client-calls hash holds it ``answered`` (a result applied already is a no-op for the handler; one
    taken back, found ``pending``, is not announced). Returns how many were handled (issue 9)."""
    due = await UNANNOUNCED_TOOL_RESULTS.due(redis, now, batch)
    for member, turn_id, tool_call_id in due:
        status = await redis.hget(client_calls_key(turn_id), tool_call_id)  # type: ignore[misc]
        if status is not None and as_text(status) == "answered":
            await publish(ToolResultSubmitted(turn_id=turn_id, tool_call_id=tool_call_id))
        await UNANNOUNCED_TOOL_RESULTS.drop(redis, member)
    return len(due)


async def cancel_client_request(deps: Deps, state: TurnState, slot: ToolCallSlot) -> bool:
    """Cancel a requested call (CAS ``pending → cancelled``, so a late result is refused); True when it
    was unanswered (a repeat after a crash says so too)."""
    key = client_calls_key(state.turn_id)
    before = await run_script(deps.redis, SETTLE_PENDING_LUA, [key], [slot.tool_call_id, "cancelled"])
    return before is not None and as_text(before) in ("pending", "cancelled")
