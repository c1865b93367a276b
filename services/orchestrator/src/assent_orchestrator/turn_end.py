"""Ending a turn: its one terminal event, closing its open proposals, and deleting what it kept.

Called under the turn lock. The terminal event is guarded (``TurnEvents.finish``), so when two
replicas race to end a turn only one terminal event is written; every step is idempotent, so a
handler run again after a crash finishes what the dead one began.
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
)
from assent_contracts.execution import arguments_key, result_key
from assent_contracts.turns import client_calls_key, tool_result_key
from assent_orchestrator.approvals import close_all, forget_approvals, turn_approvals
from assent_orchestrator.client_calls import CLIENT_CALL_DEADLINES, cancel_client_request
from assent_orchestrator.deps import Deps
from assent_orchestrator.state import TurnState
from assent_orchestrator.stopping import stop_flag_key
from assent_orchestrator.turn_store import round_lease_key, save_state, turn_state_key
from assent_runtime.redis_values import hash_keys

_RELEASE_ACTIVE_TURN_LUA = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""

CONTINUATION_FAILED = "continuation_failed"


async def close_open_proposals(deps: Deps, state: TurnState) -> tuple[list[str], list[str], list[str]]:
    """End every approval of the turn that has not run and will not (``approvals.close_all``: every
    one opened, in the order shown, also one the state never recorded because a crash came first),
    and cancel the client-side tool requests that still wait for a result.

    Returns (cancelled approval ids, in-flight proposal ids: sent to the executor, not finished when
    stop was asked or now, ``tool_call_id`` of client-side tool requests cancelled while unanswered).
    """
    in_flight = [*state.stop_in_flight]
    in_flight += [
        p.proposal_id for p in state.proposals() if p.status == "executing" and p.proposal_id not in in_flight
    ]
    cancelled = await close_all(turn_approvals(deps, state.turn_id), running=in_flight)
    unanswered = []
    for slot in state.batch:
        requested = slot.client is not None and slot.client.status == "requested"
        if requested and await cancel_client_request(deps, state, slot):
            unanswered.append(slot.tool_call_id)
    return cancelled, in_flight, unanswered


async def finish_turn(
    deps: Deps, turn_id: str, conversation_id: str | None, event: BaseModel, state: TurnState | None
) -> bool:
    """End the turn with ``event`` (unless it already ended): release the conversation, then in one
    step write the terminal event, delete the turn's working data and give what stays the events
    retention (``TurnEvents.finish``), then drop its deadlines.

    Released first, so a client that sees the terminal event can post the next turn at once. A crash
    at any point leaves the message that got here pending: handled again, it either finds the turn
    still running and ends it, or finds it ended and only drops the deadlines (``forget_deadlines``).
    """
    proposals = state.proposals() if state else []
    executing = {p.proposal_id for p in proposals if p.status == "executing"}
    book = turn_approvals(deps, turn_id)
    known = await _known_approvals(deps, turn_id, state)
    doomed = [
        turn_input_key(turn_id),
        turn_state_key(turn_id),
        stop_flag_key(turn_id),
        round_lease_key(turn_id),
    ]
    kept = [*book.keys, client_calls_key(turn_id)]
    if state is not None:
        doomed += [tool_result_key(turn_id, slot.tool_call_id) for slot in state.batch if slot.client]
    for proposal_id in known:
        claim_checks = [arguments_key(turn_id, proposal_id), result_key(turn_id, proposal_id)]
        # The executor may still read the arguments and write the result: those expire instead.
        (kept if proposal_id in executing else doomed).extend(claim_checks)
    if conversation_id is not None:
        await deps.redis.eval(_RELEASE_ACTIVE_TURN_LUA, 1, active_turn_key(conversation_id), turn_id)
    written = await deps.events(turn_id).finish(event, doomed, kept)
    await forget_deadlines(deps, turn_id, state)
    return written


async def forget_deadlines(deps: Deps, turn_id: str, state: TurnState | None = None) -> None:
    """Drop the ended turn's deadlines (left alone, the sweep would drop them when due)."""
    await forget_approvals(deps.redis, turn_id, await _known_approvals(deps, turn_id, state))
    await CLIENT_CALL_DEADLINES.forget(
        deps.redis, turn_id, await hash_keys(deps.redis, client_calls_key(turn_id))
    )


async def _known_approvals(deps: Deps, turn_id: str, state: TurnState | None) -> list[str]:
    """Every approval of the turn: the state holds only the current batch, the hash holds them all."""
    listed = await hash_keys(deps.redis, proposals_key(turn_id))
    ids = set(listed) | {p.proposal_id for p in (state.proposals() if state else [])}
    return sorted(ids)


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
    """Cancel what waits and end with ``turn.stopped``. An action already with the executor may still
    complete (rule 7): then the turn is saved as stopping and ends once its outcome is reported
    (``turn_flow.execution_finished``), so ``turn.stopped`` is still the turn's last event and lists
    it in ``in_flight``."""
    cancelled, in_flight, unanswered = await close_open_proposals(deps, state)
    running = state.executing()
    if running is not None:
        if running.proposal_id not in state.stop_in_flight:
            state.stop_in_flight.append(running.proposal_id)
        await save_state(deps.redis, state, deps.timing.turn_lifetime_s)
        return
    event = TurnStopped(
        turn_id=state.turn_id,
        cancelled_proposals=cancelled,
        in_flight=in_flight,
        cancelled_client_calls=unanswered,
    )
    await finish_turn(deps, state.turn_id, state.conversation_id, event, state)
