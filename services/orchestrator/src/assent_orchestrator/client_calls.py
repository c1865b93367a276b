"""Client-side tool calls through a turn: approval when asked for, the request, the result, the end.

All of these run under the turn lock, on the state of the current batch.

- ``open_client_call``: a model's call of a client tool. ``allow`` → requested at once; ``ask`` → an
  approval exactly like an action's (``pending`` in the proposals hash, its expiry scheduled,
  ``action.proposed`` with ``kind: client_tool``), decided through the same decision route.
- ``request_client_call``: ``pending`` in the client-calls hash (the gateway CASes it to ``answered``),
  its expiry scheduled, ``client_tool.requested``.
- ``decide_client_calls`` / ``settle_client_calls``: apply what the proposals and client-calls hashes
  say (decided, answered, expired); both only look at the hashes and the state, so a redelivered
  message applies nothing twice.
- ``close_client_calls`` / ``forget_client_calls``: at the turn's end, cancel what still waits and
  delete the results kept for it.

The model sees only its own tool-call ids, the names and arguments it chose and the client's content:
approval ids stay in the state and the events.
"""

from datetime import timedelta
from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import SchemaError

from assent_contracts.conversations import DECIDE_PROPOSAL_LUA, proposals_key
from assent_contracts.events import (
    CLIENT_SIDE,
    ActionCompleted,
    ActionDecided,
    ActionProposed,
    ClientToolRequested,
)
from assent_contracts.identifiers import new_id
from assent_contracts.messages import utc_now
from assent_contracts.turns import DecisionSubmitted, client_calls_key, tool_result_key
from assent_orchestrator.approval_expiry import forget_expiry, schedule_expiry
from assent_orchestrator.client_call_expiry import forget_client_expiry, schedule_client_expiry
from assent_orchestrator.client_state import ClientCall, ClientTool
from assent_orchestrator.deps import Deps
from assent_orchestrator.model_messages import client_expired_result, declined_result
from assent_orchestrator.state import ToolCallSlot, TurnState
from assent_orchestrator.turn_store import as_text

MAX_ARGUMENT_PROBLEMS = 3


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
    await deps.redis.hset(proposals_key(state.turn_id), call.approval_id, "pending")  # type: ignore[misc]
    expires_at = utc_now() + timedelta(seconds=deps.timing.approval_timeout_s)
    await schedule_expiry(deps.redis, state.turn_id, call.approval_id, expires_at)
    await deps.events(state.turn_id).emit(
        ActionProposed(
            turn_id=state.turn_id,
            proposal_id=call.approval_id,
            name=tool.name,
            arguments=arguments,
            connection=CLIENT_SIDE,
            expires_at=expires_at,
            kind="client_tool",
        )
    )


async def request_client_call(deps: Deps, state: TurnState, slot: ToolCallSlot) -> None:
    """Ask the client to run the call: ``pending`` in the client-calls hash, ``client_tool.requested``."""
    call = slot.client
    assert call is not None
    # A model may reuse a call id in a later round: a result kept from then must not answer this one.
    await deps.redis.delete(tool_result_key(state.turn_id, slot.tool_call_id))
    await deps.redis.hset(client_calls_key(state.turn_id), slot.tool_call_id, "pending")  # type: ignore[misc]
    expires_at = utc_now() + timedelta(seconds=deps.timing.approval_timeout_s)
    await schedule_client_expiry(deps.redis, state.turn_id, slot.tool_call_id, expires_at)
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


async def decide_client_calls(
    deps: Deps, state: TurnState, statuses: dict[str, str], message: DecisionSubmitted
) -> None:
    """Apply the decisions the proposals hash holds on client calls waiting for approval: approved →
    requested from the client; declined or expired → a declined result for the model."""
    events = deps.events(state.turn_id)
    for slot in state.batch:
        call = slot.client
        if call is None or call.status != "awaiting_approval" or call.approval_id is None:
            continue
        status = statuses.get(call.approval_id)
        if status not in ("approve", "decline", "expired"):
            continue
        own = call.approval_id == message.proposal_id
        reason = message.reason if own else ("expired" if status == "expired" else None)
        decision = "approve" if status == "approve" else "decline"
        await events.emit(
            ActionDecided(
                turn_id=state.turn_id, proposal_id=call.approval_id, decision=decision, reason=reason
            )
        )
        if decision == "approve":
            await request_client_call(deps, state, slot)
            continue
        await events.emit(
            ActionCompleted(turn_id=state.turn_id, proposal_id=call.approval_id, status="declined")
        )
        slot.result = declined_result()
        call.status = "settled"


async def settle_client_calls(deps: Deps, state: TurnState) -> list[str]:
    """Take the results of requested calls the client-calls hash marks ``answered`` (once the result is
    written) or ``expired``. Returns the result keys read, to delete once the state is saved."""
    raw = await deps.redis.hgetall(client_calls_key(state.turn_id))  # type: ignore[misc]
    statuses = {as_text(key): as_text(value) for key, value in raw.items()}
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
            await forget_client_expiry(deps.redis, state.turn_id, [slot.tool_call_id])
        elif status == "expired":
            slot.result = client_expired_result()
        else:
            continue
        call.status = "settled"
    return consumed


async def close_client_calls(deps: Deps, state: TurnState) -> tuple[list[str], list[str]]:
    """Cancel the batch's client calls that still wait: approvals (CAS in the proposals hash, reported
    with ``action.completed`` like an action's) and requests (CAS ``pending → cancelled`` in the
    client-calls hash, so a late result is refused).

    Returns (cancelled approval ids, ``tool_call_id`` of the requests cancelled while unanswered)."""
    events = deps.events(state.turn_id)
    cancelled: list[str] = []
    unanswered: list[str] = []
    for slot in state.batch:
        call = slot.client
        if call is None or call.status == "settled":
            continue
        if call.status == "requested":
            before = await deps.redis.eval(
                DECIDE_PROPOSAL_LUA, 1, client_calls_key(state.turn_id), slot.tool_call_id, "cancelled"
            )  # type: ignore[misc]
            if before is not None and as_text(before) == "pending":
                unanswered.append(slot.tool_call_id)
            continue
        if call.approval_id is None:
            continue
        hash_key = proposals_key(state.turn_id)
        before = await deps.redis.eval(DECIDE_PROPOSAL_LUA, 1, hash_key, call.approval_id, "cancelled")  # type: ignore[misc]
        before = as_text(before) if before is not None else None
        declined = before in ("decline", "expired")
        if before == "approve":
            await deps.redis.hset(hash_key, call.approval_id, "cancelled")  # type: ignore[misc]
        status = "declined" if declined else "cancelled"
        await events.emit(ActionCompleted(turn_id=state.turn_id, proposal_id=call.approval_id, status=status))
        if not declined:
            cancelled.append(call.approval_id)
    return cancelled, unanswered


async def forget_client_calls(deps: Deps, state: TurnState) -> None:
    """At the turn's end: delete the batch's kept results and deadlines; the client-calls hash stays
    readable (a late result is answered 409) for the events retention."""
    calls = [(slot.tool_call_id, slot.client) for slot in state.batch if slot.client is not None]
    call_ids = [call_id for call_id, _ in calls]
    if call_ids:
        await deps.redis.delete(*(tool_result_key(state.turn_id, call_id) for call_id in call_ids))
    await forget_client_expiry(deps.redis, state.turn_id, call_ids)
    await forget_expiry(deps.redis, state.turn_id, [c.approval_id for _, c in calls if c.approval_id])
    await deps.redis.expire(client_calls_key(state.turn_id), deps.timing.events_retention_s)
