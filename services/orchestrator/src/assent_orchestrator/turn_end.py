"""Ending a turn: its one terminal event, closing its open proposals, and deleting what it kept.

Called under the turn lock. The terminal event is guarded (``TurnEvents.finish``), so when two
replicas race to end a turn only one terminal event is written; the cleanup is idempotent.
"""

from datetime import UTC, datetime
from typing import Literal

from pydantic import BaseModel

from assent_contracts.conversations import (
    active_turn_key,
    conversation_lock_key,
    proposals_key,
    turn_input_key,
)
from assent_contracts.events import (
    LimitReached,
    TurnCompleted,
    TurnFailed,
    TurnStopped,
    turn_events_stream,
)
from assent_contracts.execution import arguments_key, result_key
from assent_orchestrator.approvals import cancel_approval, forget_approvals, turn_approvals
from assent_orchestrator.client_calls import cancel_client_request, forget_client_calls
from assent_orchestrator.deps import Deps
from assent_orchestrator.state import TurnState
from assent_orchestrator.stopping import stop_flag_key
from assent_orchestrator.turn_store import as_text, round_lease_key, turn_state_key

_RELEASE_ACTIVE_TURN_LUA = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""

CONTINUATION_FAILED = "continuation_failed"


async def close_open_proposals(deps: Deps, state: TurnState) -> tuple[list[str], list[str], list[str]]:
    """End every approval of the batch that has not run and will not (``approvals.cancel_approval``:
    pending ones, approved ones still waiting their turn, declined ones not yet reported), and cancel
    the client-side tool requests that still wait for a result.

    Returns (cancelled approval ids, in-flight proposal ids: sent to the executor, not finished,
    ``tool_call_id`` of client-side tool requests cancelled while unanswered).
    """
    book = turn_approvals(deps, state.turn_id)
    cancelled: list[str] = []
    in_flight: list[str] = []
    unanswered: list[str] = []
    for slot in state.batch:
        proposal, call = slot.proposal, slot.client
        if proposal is not None:
            if slot.result is not None or proposal.status == "finished":
                continue
            if proposal.status == "executing":
                in_flight.append(proposal.proposal_id)
                continue
            approval_id = proposal.proposal_id
        elif call is not None and call.status == "requested":
            if await cancel_client_request(deps, state, slot):
                unanswered.append(slot.tool_call_id)
            continue
        elif call is not None and call.status == "awaiting_approval" and call.approval_id is not None:
            approval_id = call.approval_id
        else:
            continue
        if await cancel_approval(book, approval_id) == "cancelled":
            cancelled.append(approval_id)
    return cancelled, in_flight, unanswered


async def finish_turn(
    deps: Deps, turn_id: str, conversation_id: str | None, event: BaseModel, state: TurnState | None
) -> bool:
    """Delete the turn's working data, release the conversation, then write the terminal ``event``
    (unless the turn already ended). Released first, so a client that sees the terminal event can
    post the next turn at once."""
    retention = deps.timing.events_retention_s
    proposals = state.proposals() if state else []
    in_flight = {p.proposal_id for p in proposals if p.status == "executing"}
    doomed = [
        turn_input_key(turn_id),
        turn_state_key(turn_id),
        stop_flag_key(turn_id),
        round_lease_key(turn_id),
    ]
    # Every proposal of the turn: the state holds only the current batch, the hash holds them all.
    listed = await deps.redis.hkeys(proposals_key(turn_id))
    known = sorted({as_text(pid) for pid in listed} | {p.proposal_id for p in proposals})
    for proposal_id in known:
        if proposal_id not in in_flight:
            doomed += [arguments_key(turn_id, proposal_id), result_key(turn_id, proposal_id)]
    async with deps.redis.pipeline(transaction=False) as pipe:
        pipe.delete(*doomed)
        for proposal_id in in_flight:
            # The executor may still read the arguments and write the result: they expire instead.
            pipe.expire(arguments_key(turn_id, proposal_id), retention)
            pipe.expire(result_key(turn_id, proposal_id), retention)
        pipe.expire(proposals_key(turn_id), retention)
        await pipe.execute()
    await forget_approvals(deps.redis, turn_id, known)
    if state is not None:
        await forget_client_calls(deps, state)
    if conversation_id is not None:
        await deps.redis.eval(_RELEASE_ACTIVE_TURN_LUA, 1, active_turn_key(conversation_id), turn_id)
    written = await deps.events(turn_id).finish(event)
    await deps.redis.expire(turn_events_stream(turn_id), retention)
    return written


async def complete_turn(deps: Deps, state: TurnState, stop_reason: str, message: str) -> None:
    await close_open_proposals(deps, state)
    event = TurnCompleted(
        turn_id=state.turn_id,
        message=message,
        rounds=state.rounds,
        actions=state.proposed,
        stop_reason=stop_reason,
    )
    await finish_turn(deps, state.turn_id, state.conversation_id, event, state)


async def reach_limit(deps: Deps, state: TurnState, kind: Literal["rounds", "actions"]) -> None:
    """``limit.reached`` then ``turn.completed`` with ``round_limit``/``action_limit`` and the last text."""
    await deps.events(state.turn_id).emit(LimitReached(turn_id=state.turn_id, kind=kind))
    stop_reason = "round_limit" if kind == "rounds" else "action_limit"
    await complete_turn(deps, state, stop_reason, state.last_text)


async def fail_turn(deps: Deps, state: TurnState, code: str, message: str) -> None:
    """Before any approved action ran the draft is kept; after one, the conversation is locked so
    nothing that already ran can be replayed by a retry."""
    after_action = state.executions > 0
    if after_action:
        ttl = int((state.conversation_expires_at - datetime.now(UTC)).total_seconds())
        lock_ttl = ttl if ttl > 0 else deps.timing.events_retention_s
        await deps.redis.set(conversation_lock_key(state.conversation_id), CONTINUATION_FAILED, ex=lock_ttl)
    await close_open_proposals(deps, state)
    event = TurnFailed(
        turn_id=state.turn_id,
        code=code,
        message=message,
        draft_preserved=not after_action,
        requires_new_conversation=after_action,
    )
    await finish_turn(deps, state.turn_id, state.conversation_id, event, state)


async def stop_turn(deps: Deps, state: TurnState) -> None:
    cancelled, in_flight, unanswered = await close_open_proposals(deps, state)
    event = TurnStopped(
        turn_id=state.turn_id,
        cancelled_proposals=cancelled,
        in_flight=in_flight,
        cancelled_client_calls=unanswered,
    )
    await finish_turn(deps, state.turn_id, state.conversation_id, event, state)
