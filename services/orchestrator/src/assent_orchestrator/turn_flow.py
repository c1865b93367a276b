"""The turn's handlers as plain functions: one per command the orchestrator consumes.

Each takes the lock, reads the state, applies the message only if it was not applied yet, advances
the state machine, releases the lock, and then runs model rounds if one was started. Each returns
``Handled.DONE`` (acknowledge) or ``Handled.IN_PROGRESS`` (this very message still drives a live
round elsewhere: leave it pending).
"""

from contextlib import AbstractAsyncContextManager
from enum import Enum

from pydantic import ValidationError

from assent_contracts.conversations import (
    Conversation,
    TurnInput,
    conversation_key,
    turn_input_key,
    turn_key,
)
from assent_contracts.conversations import Turn as TurnRecord
from assent_contracts.events import LimitsPayload, TurnFailed, TurnStarted, TurnStopped
from assent_contracts.execution import ExecutionFinished, arguments_key, result_key
from assent_contracts.turns import (
    DecisionSubmitted,
    StopRequested,
    ToolResultSubmitted,
    TurnRequested,
    tool_result_key,
)
from assent_orchestrator.approvals import announce_decision, read_statuses, record_outcome, turn_approvals
from assent_orchestrator.batch import drive_batch
from assent_orchestrator.client_calls import apply_client_decision, settle_client_calls
from assent_orchestrator.client_state import offered_client_tools
from assent_orchestrator.deps import Deps
from assent_orchestrator.model_messages import execution_result, parse_result
from assent_orchestrator.round_stream import RoundTicket
from assent_orchestrator.rounds import begin_round, run_rounds
from assent_orchestrator.state import Phase, TurnState, apply_decisions, client_approvals_decided
from assent_orchestrator.stopping import stop_asked
from assent_orchestrator.turn_end import fail_turn, finish_turn, forget_deadlines, stop_turn
from assent_orchestrator.turn_lock import turn_lock
from assent_orchestrator.turn_store import lease_alive, load_state


class Handled(Enum):
    DONE = "done"
    IN_PROGRESS = "in_progress"


class _Round(Enum):
    NONE = "none"
    """No round is running: the message can be applied."""
    MINE = "mine"
    """This message's handler runs a live round (this is a redelivery while it still works)."""
    OTHER = "other"
    """Another message's handler runs a live round: this message is stale."""
    ORPHANED = "orphaned"
    """The round's owner died; the turn was failed just now."""


async def _check_round(deps: Deps, state: TurnState, message_id: str) -> _Round:
    if state.phase != Phase.ROUND:
        return _Round.NONE
    if await lease_alive(deps.redis, state):
        return _Round.MINE if state.round_driver == message_id else _Round.OTHER
    await fail_turn(deps, state, "interrupted", "the model round was interrupted; nothing was retried")
    return _Round.ORPHANED


def _lock(deps: Deps, turn_id: str) -> AbstractAsyncContextManager[None]:
    return turn_lock(deps.redis, turn_id, deps.timing.lock_ttl_ms)


async def _ended(deps: Deps, turn_id: str) -> bool:
    """Whether the turn has ended; if so, finish its ending (a handler may have died just after the
    terminal event was written) so the message can be acknowledged."""
    if not await deps.events(turn_id).ended():
        return False
    await forget_deadlines(deps, turn_id)
    return True


async def turn_requested(deps: Deps, message: TurnRequested) -> Handled:
    """Start the turn: ``turn.started`` and the first round. A turn that exists or ended is left alone."""
    ticket: RoundTicket | None = None
    async with _lock(deps, message.turn_id):
        if await _ended(deps, message.turn_id):
            return Handled.DONE
        state = await load_state(deps.redis, message.turn_id)
        if state is not None:
            return (
                Handled.IN_PROGRESS
                if await _check_round(deps, state, message.id) is _Round.MINE
                else Handled.DONE
            )
        state = await _new_state(deps, message)
        if state is None:
            return Handled.DONE
        limits = LimitsPayload(rounds=state.limits.rounds, actions=state.limits.actions)
        await deps.events(message.turn_id).emit(TurnStarted(turn_id=message.turn_id, limits=limits))
        ticket = await begin_round(deps, state, message.id)
    await run_rounds(deps, ticket)
    return Handled.DONE


async def _new_state(deps: Deps, message: TurnRequested) -> TurnState | None:
    """The turn's initial state, or None after failing a turn that cannot start (draft preserved)."""
    try:
        state, failure = await _initial_state(deps, message)
    except ValidationError:
        state, failure = None, ("invalid_turn", "the turn's stored configuration or messages are invalid")
    if state is not None:
        return state
    code, text = failure or ("invalid_turn", "the turn cannot start")
    event = TurnFailed(
        turn_id=message.turn_id,
        code=code,
        message=text,
        draft_preserved=True,
        requires_new_conversation=False,
    )
    await finish_turn(deps, message.turn_id, message.conversation_id, event, None)
    return None


async def _initial_state(
    deps: Deps, message: TurnRequested
) -> tuple[TurnState | None, tuple[str, str] | None]:
    raw_conversation = await deps.redis.get(conversation_key(message.conversation_id))
    if raw_conversation is None:
        return None, ("conversation_not_found", "the conversation expired or does not exist")
    conversation = Conversation.model_validate_json(raw_conversation)
    raw_input = await deps.redis.get(turn_input_key(message.turn_id))
    if raw_input is None:
        return None, ("turn_input_missing", "the turn's messages are gone")
    TurnInput.model_validate_json(raw_input)
    key = deps.directory.project_key(conversation.project_key, conversation.org)
    provider = deps.directory.provider(key.provider) if key else None
    if provider is None:
        return None, ("model_error", "the project key has no configured model provider")
    state = TurnState(
        turn_id=message.turn_id,
        conversation_id=conversation.id,
        user_id=message.user_id,
        model=conversation.model,
        provider_id=provider.id,
        system=conversation.system,
        limits=conversation.limits,
        conversation_expires_at=conversation.expires_at,
        client_tools=offered_client_tools(conversation.tools),
    )
    return state, None


async def decision_submitted(deps: Deps, message: DecisionSubmitted) -> Handled:
    """Announce every new decision the approvals hash holds (``action.decided``), on proposals and on
    client calls that wait for one, then advance the batch."""
    ticket: RoundTicket | None = None
    async with _lock(deps, message.turn_id):
        state = None if await _ended(deps, message.turn_id) else await load_state(deps.redis, message.turn_id)
        if state is None:
            return Handled.DONE
        found = await _check_round(deps, state, message.id)
        if found is not _Round.NONE:
            return Handled.IN_PROGRESS if found is _Round.MINE else Handled.DONE
        if state.phase != Phase.AWAITING_DECISIONS:
            return Handled.DONE
        book = turn_approvals(deps, state.turn_id)
        statuses = await read_statuses(book)
        for proposal, status in apply_decisions(state, statuses):
            own = proposal.proposal_id == message.proposal_id
            await announce_decision(book, proposal.proposal_id, status, message.reason if own else None)
        for slot, approval_id, status in client_approvals_decided(state, statuses):
            own = approval_id == message.proposal_id
            decision = await announce_decision(book, approval_id, status, message.reason if own else None)
            await apply_client_decision(deps, state, slot, decision)
        ticket = await drive_batch(deps, state, message.id)
    await run_rounds(deps, ticket)
    return Handled.DONE


async def tool_result_submitted(deps: Deps, message: ToolResultSubmitted) -> Handled:
    """Feed every client-side tool result the client-calls hash marks answered (or expired) to the
    batch; once the batch is settled, the next round."""
    ticket: RoundTicket | None = None
    async with _lock(deps, message.turn_id):
        state = None if await _ended(deps, message.turn_id) else await load_state(deps.redis, message.turn_id)
        if state is None:
            # The turn ended: nobody will read the result.
            await deps.redis.delete(tool_result_key(message.turn_id, message.tool_call_id))
            return Handled.DONE
        found = await _check_round(deps, state, message.id)
        if found is not _Round.NONE:
            return Handled.IN_PROGRESS if found is _Round.MINE else Handled.DONE
        consumed = await settle_client_calls(deps, state)
        ticket = await drive_batch(deps, state, message.id)
        if consumed:
            await deps.redis.delete(*consumed)
    await run_rounds(deps, ticket)
    return Handled.DONE


async def execution_finished(deps: Deps, message: ExecutionFinished) -> Handled:
    """Feed the action's result to the batch, then the next approved action or the next round; or,
    when stop was asked meanwhile, end the turn with ``turn.stopped`` now that nothing runs."""
    ticket: RoundTicket | None = None
    async with _lock(deps, message.turn_id):
        state = None if await _ended(deps, message.turn_id) else await load_state(deps.redis, message.turn_id)
        if state is None:
            # The turn ended (failed) while the action ran: its claim checks are no longer needed.
            await deps.redis.delete(
                arguments_key(message.turn_id, message.proposal_id),
                result_key(message.turn_id, message.proposal_id),
            )
            return Handled.DONE
        found = await _check_round(deps, state, message.id)
        if found is not _Round.NONE:
            return Handled.IN_PROGRESS if found is _Round.MINE else Handled.DONE
        proposal = state.proposal(message.proposal_id)
        if proposal is not None and proposal.status == "executing":
            raw = await deps.redis.get(result_key(message.turn_id, message.proposal_id))
            slot = next(s for s in state.batch if s.proposal is proposal)
            slot.result = execution_result(message.status, parse_result(raw), message.error)
            proposal.status = "finished"
            state.phase = Phase.AWAITING_DECISIONS
            await record_outcome(turn_approvals(deps, state.turn_id), proposal.proposal_id, message.status)
            if (
                await stop_asked(deps.redis, state.turn_id)
                and proposal.proposal_id not in state.stop_in_flight
            ):
                state.stop_in_flight.append(proposal.proposal_id)  # it was running when stop was asked
        if await stop_asked(deps.redis, state.turn_id):
            await stop_turn(deps, state)
            return Handled.DONE
        ticket = await drive_batch(deps, state, message.id)
    await run_rounds(deps, ticket)
    return Handled.DONE


async def stop_requested(deps: Deps, message: StopRequested) -> Handled:
    """Cancel every pending approval and end the turn with ``turn.stopped`` (once an action already
    with the executor is reported); a no-op once it ended."""
    async with _lock(deps, message.turn_id):
        if await _ended(deps, message.turn_id):
            return Handled.DONE
        state = await load_state(deps.redis, message.turn_id)
        if state is not None:
            await stop_turn(deps, state)
            return Handled.DONE
        if not await deps.redis.exists(turn_input_key(message.turn_id)):
            return Handled.DONE  # No such turn, or it ended and its end expired: nothing to stop.
        # Stopped before the turn started: end it so its TurnRequested is ignored.
        event = TurnStopped(turn_id=message.turn_id, cancelled_proposals=[], in_flight=[])
        await finish_turn(deps, message.turn_id, await _conversation_of(deps, message.turn_id), event, None)
    return Handled.DONE


async def give_up(deps: Deps, turn_id: str, conversation_id: str | None) -> None:
    """End a turn whose message keeps failing (``internal_error``), without waiting for its lock."""
    state = await load_state(deps.redis, turn_id)
    message = "the orchestrator could not handle this turn"
    if state is not None:
        await fail_turn(deps, state, "internal_error", message)
        return
    event = TurnFailed(
        turn_id=turn_id,
        code="internal_error",
        message=message,
        draft_preserved=True,
        requires_new_conversation=False,
    )
    await finish_turn(deps, turn_id, conversation_id or await _conversation_of(deps, turn_id), event, None)


async def _conversation_of(deps: Deps, turn_id: str) -> str | None:
    """The turn's conversation from the gateway's ``Turn`` record, for turns without a state."""
    raw = await deps.redis.get(turn_key(turn_id))
    return TurnRecord.model_validate_json(raw).conversation_id if raw else None
