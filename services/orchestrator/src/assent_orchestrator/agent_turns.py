"""An external agent's execute call as a turn without a model (``assent_contracts.agents``).

The same steps as a Playground proposal, through the same parts: discovery resolves the action in
the agent's session context; the approval is opened in the turn's proposals hash with a deadline and
``action.proposed``; the owner's decision (or the deadline, or a cancellation) is applied by compare-
and-set; an approved action goes to the executor, which claims it at most once, emits its events and
records activity (``source: agent``). The turn ends with ``turn.completed`` once the action is decided
or has run, ``turn.failed`` when it could not be proposed, ``turn.stopped`` when it was cancelled.

Each handler takes the turn lock, applies its message only if the state says it was not applied yet,
and returns: a redelivered message changes nothing.
"""

from contextlib import AbstractAsyncContextManager

from pydantic import BaseModel

from assent_contracts.agents import (
    AgentAction,
    AgentActionRequested,
    AgentRef,
    ApprovalRef,
    ApprovalStatus,
    PendingApproval,
    agent_action_key,
    agent_open_turns_key,
    agent_window_key,
    approval_ref_key,
)
from assent_contracts.conversations import proposals_key, turn_stop_key
from assent_contracts.discovery import ResolveAction
from assent_contracts.events import (
    ActionProposed,
    LimitsPayload,
    TurnCompleted,
    TurnFailed,
    TurnStarted,
    TurnStopped,
    turn_events_stream,
)
from assent_contracts.execution import ExecutionFinished, arguments_key, result_key
from assent_contracts.identifiers import new_id
from assent_contracts.turns import DecisionSubmitted, StopRequested
from assent_orchestrator.agent_approvals import show_pending, show_resolved
from assent_orchestrator.agent_state import (
    AgentTurnState,
    agent_state_key,
    load_agent_state,
    save_agent_state,
)
from assent_orchestrator.approvals import (
    announce_decision,
    cancel_approval,
    forget_approvals,
    open_approval,
    read_statuses,
    report_declined,
    turn_approvals,
)
from assent_orchestrator.deps import Deps
from assent_orchestrator.handing import hand_to_executor
from assent_orchestrator.state import Proposal
from assent_orchestrator.turn_flow import Handled
from assent_orchestrator.turn_lock import turn_lock

# KEYS[1] the token's proposal counter; ARGV[1] the limit, ARGV[2] the window in seconds.
COUNT_PROPOSAL_LUA = """
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[2]) end
if count > tonumber(ARGV[1]) then redis.call('DECR', KEYS[1]) return 0 end
return 1
"""


def _lock(deps: Deps, turn_id: str) -> AbstractAsyncContextManager[None]:
    return turn_lock(deps.redis, turn_id, deps.timing.lock_ttl_ms)


async def agent_action_requested(deps: Deps, message: AgentActionRequested) -> Handled:
    """Resolve the call (outside the lock: discovery is a round trip), then open its approval."""
    events = deps.events(message.turn_id)
    if await events.ended() or await load_agent_state(deps.redis, message.turn_id) is not None:
        return Handled.DONE
    raw = await deps.redis.get(agent_action_key(message.turn_id))
    if raw is None:
        return await _refuse(
            deps, message, "agent_action_missing", "the call's arguments are gone; call again"
        )
    action = AgentAction.model_validate_json(raw)
    request = ResolveAction(conversation_id=message.session_id, name=action.name, arguments=action.arguments)
    try:
        reply = await deps.discovery.resolve(request)
    except (TimeoutError, ValueError):
        return await _refuse(
            deps, message, "discovery_unavailable", "the action could not be checked; try again"
        )
    if reply.error or reply.action is None:
        code = "revision_changed" if (reply.error or "").startswith("revision_changed") else "action_refused"
        return await _refuse(deps, message, code, reply.error or f"{action.name} cannot be proposed")
    resolved = reply.action
    if resolved.permission == "deny":
        return await _refuse(
            deps, message, "action_denied", f"{resolved.name} is not permitted for this connection"
        )
    async with _lock(deps, message.turn_id):
        if await events.ended() or await load_agent_state(deps.redis, message.turn_id) is not None:
            return Handled.DONE
        limit, window = deps.timing.agent_actions_per_window, deps.timing.agent_window_s
        counted = await deps.redis.eval(
            COUNT_PROPOSAL_LUA, 1, agent_window_key(message.token_id), limit, window
        )
        if not counted:
            detail = (
                f"limit reached: at most {limit} proposed actions per agent session window "
                f"({window // 60} minutes); try again later"
            )
            return await _refuse_locked(deps, message, "action_limit", detail)
        proposal = Proposal(
            proposal_id=new_id("prop"),
            name=resolved.name,
            arguments=action.arguments,
            tool_name=resolved.tool_name,
            connection=resolved.connection,
            action_revision=resolved.action_revision,
            connection_revision=resolved.connection_revision,
            annotations=resolved.annotations,
        )
        state = AgentTurnState(
            turn_id=message.turn_id,
            session_id=message.session_id,
            user_id=message.user_id,
            token_id=message.token_id,
            agent_name=message.agent_name,
            proposal=proposal,
        )
        await events.emit(TurnStarted(turn_id=message.turn_id, limits=LimitsPayload(rounds=0, actions=1)))
        await save_agent_state(deps.redis, state)
        await _open_approval(deps, state)
    return Handled.DONE


async def _open_approval(deps: Deps, state: AgentTurnState) -> None:
    """The Playground's approval (``approvals.open_approval``), then the owner's pending list and feed."""
    proposal = state.proposal
    proposed = ActionProposed(
        turn_id=state.turn_id,
        proposal_id=proposal.proposal_id,
        name=proposal.name,
        arguments=proposal.arguments,
        connection=proposal.connection,
        annotations=proposal.annotations,
    )
    shown = await open_approval(turn_approvals(deps, state.turn_id), proposed, deps.timing.approval_timeout_s)
    pending = PendingApproval(
        proposal_id=proposal.proposal_id,
        agent=AgentRef(token_id=state.token_id, name=state.agent_name),
        name=proposal.name,
        arguments=proposal.arguments,
        connection=proposal.connection,
        annotations=proposal.annotations,
        proposed_at=shown.at,
        expires_at=shown.expires_at or shown.at,
    )
    ref = ApprovalRef(turn_id=state.turn_id, user_id=state.user_id, token_id=state.token_id)
    ttl = int(deps.timing.approval_timeout_s) + deps.timing.events_retention_s
    await show_pending(deps.redis, pending, ref, ttl_s=ttl, retention_s=deps.timing.events_retention_s)


SHOWN_STATUS: dict[str, ApprovalStatus] = {"approve": "approved", "decline": "declined", "expired": "expired"}


async def agent_decision_submitted(deps: Deps, message: DecisionSubmitted) -> Handled:
    """Apply the decision the approvals hash holds (``approvals.announce_decision``): declined or
    expired ends the turn, nothing run; approved hands the action to the executor."""
    async with _lock(deps, message.turn_id):
        state = await load_agent_state(deps.redis, message.turn_id)
        if state is None or state.proposal.status != "pending":
            return Handled.DONE
        proposal = state.proposal
        book = turn_approvals(deps, state.turn_id)
        status = (await read_statuses(book)).get(proposal.proposal_id)
        if status not in SHOWN_STATUS:
            return Handled.DONE
        await announce_decision(book, proposal.proposal_id, status, message.reason)
        retention = deps.timing.events_retention_s
        await show_resolved(
            deps.redis, state.user_id, proposal.proposal_id, SHOWN_STATUS[status], retention_s=retention
        )
        if status != "approve":
            await report_declined(book, proposal.proposal_id)
            await _finish(deps, state, _completed(state, "expired" if status == "expired" else "declined"))
            return Handled.DONE
        await hand_to_executor(
            deps,
            turn_id=state.turn_id,
            conversation_id=state.session_id,
            user_id=state.user_id,
            proposal=proposal,
            source="agent",
            agent_token_id=state.token_id,
            agent_name=state.agent_name,
        )
        proposal.status = "executing"
        await save_agent_state(deps.redis, state)
    return Handled.DONE


async def agent_execution_finished(deps: Deps, message: ExecutionFinished) -> Handled:
    """The action ran (or its outcome is unknown): the executor reported it; end the turn."""
    async with _lock(deps, message.turn_id):
        state = await load_agent_state(deps.redis, message.turn_id)
        if state is None:
            # Stopped while it ran: the executor's claim checks are no longer needed.
            await deps.redis.delete(
                arguments_key(message.turn_id, message.proposal_id),
                result_key(message.turn_id, message.proposal_id),
            )
            return Handled.DONE
        if state.proposal.status != "executing" or state.proposal.proposal_id != message.proposal_id:
            return Handled.DONE
        state.proposal.status = "finished"
        await _finish(deps, state, _completed(state, message.status))
    return Handled.DONE


async def agent_stop_requested(deps: Deps, message: StopRequested) -> Handled:
    """The agent cancelled its call (or went away, or its token was revoked): a pending approval is
    cancelled; an action already sent still completes and is recorded by the executor."""
    async with _lock(deps, message.turn_id):
        if await deps.events(message.turn_id).ended():
            return Handled.DONE
        state = await load_agent_state(deps.redis, message.turn_id)
        if state is None:
            # Stopped before it was proposed: end it so its request is ignored.
            stopped = TurnStopped(turn_id=message.turn_id, cancelled_proposals=[], in_flight=[])
            await deps.events(message.turn_id).finish(stopped)
            await deps.redis.expire(turn_events_stream(message.turn_id), deps.timing.events_retention_s)
            await deps.redis.delete(agent_action_key(message.turn_id))
            return Handled.DONE
        proposal = state.proposal
        if proposal.status == "executing":
            event = TurnStopped(
                turn_id=state.turn_id, cancelled_proposals=[], in_flight=[proposal.proposal_id]
            )
            await _finish(deps, state, event)
            return Handled.DONE
        reported = await cancel_approval(turn_approvals(deps, state.turn_id), proposal.proposal_id)
        declined = reported == "declined"
        await show_resolved(
            deps.redis,
            state.user_id,
            proposal.proposal_id,
            reported,
            retention_s=deps.timing.events_retention_s,
        )
        cancelled = [] if declined else [proposal.proposal_id]
        await _finish(
            deps, state, TurnStopped(turn_id=state.turn_id, cancelled_proposals=cancelled, in_flight=[])
        )
    return Handled.DONE


def _completed(state: AgentTurnState, stop_reason: str) -> TurnCompleted:
    return TurnCompleted(turn_id=state.turn_id, message="", rounds=0, actions=1, stop_reason=stop_reason)


async def _refuse(deps: Deps, message: AgentActionRequested, code: str, detail: str) -> Handled:
    async with _lock(deps, message.turn_id):
        return await _refuse_locked(deps, message, code, detail)


async def _refuse_locked(deps: Deps, message: AgentActionRequested, code: str, detail: str) -> Handled:
    """Nothing was proposed: ``turn.failed`` with the reason, for the agent's error result."""
    failed = TurnFailed(
        turn_id=message.turn_id,
        code=code,
        message=detail,
        draft_preserved=True,
        requires_new_conversation=False,
    )
    await deps.events(message.turn_id).finish(failed)
    retention = deps.timing.events_retention_s
    async with deps.redis.pipeline(transaction=False) as pipe:
        pipe.expire(turn_events_stream(message.turn_id), retention)
        pipe.delete(agent_action_key(message.turn_id), turn_stop_key(message.turn_id))
        pipe.zrem(agent_open_turns_key(message.token_id), message.turn_id)
        await pipe.execute()
    return Handled.DONE


async def _finish(deps: Deps, state: AgentTurnState, event: BaseModel) -> None:
    """Delete the turn's working data and write its terminal event (unless it already ended)."""
    retention = deps.timing.events_retention_s
    proposal = state.proposal
    in_flight = proposal.status == "executing"
    claim_checks = [
        arguments_key(state.turn_id, proposal.proposal_id),
        result_key(state.turn_id, proposal.proposal_id),
    ]
    async with deps.redis.pipeline(transaction=False) as pipe:
        pipe.delete(
            agent_state_key(state.turn_id), agent_action_key(state.turn_id), turn_stop_key(state.turn_id)
        )
        if in_flight:
            # The executor may still read the arguments and write the result: they expire instead.
            for key in claim_checks:
                pipe.expire(key, retention)
        else:
            pipe.delete(*claim_checks)
        pipe.expire(proposals_key(state.turn_id), retention)
        pipe.expire(approval_ref_key(proposal.proposal_id), retention)
        pipe.zrem(agent_open_turns_key(state.token_id), state.turn_id)
        await pipe.execute()
    await forget_approvals(deps.redis, state.turn_id, [proposal.proposal_id])
    await deps.events(state.turn_id).finish(event)
    await deps.redis.expire(turn_events_stream(state.turn_id), retention)


async def agent_give_up(deps: Deps, turn_id: str, conversation_id: str | None) -> None:
    """End an agent turn whose message keeps failing (``internal_error``), without waiting for its
    lock: a pending approval is cancelled and the turn's working data (arguments included) deleted."""
    failed = TurnFailed(
        turn_id=turn_id,
        code="internal_error",
        message="Assent could not handle this call; nothing more will happen in it",
        draft_preserved=True,
        requires_new_conversation=False,
    )
    state = await load_agent_state(deps.redis, turn_id)
    if state is None:
        await deps.events(turn_id).finish(failed)
        await deps.redis.expire(turn_events_stream(turn_id), deps.timing.events_retention_s)
        await deps.redis.delete(agent_action_key(turn_id))
        return
    if state.proposal.status == "pending":
        reported = await cancel_approval(turn_approvals(deps, turn_id), state.proposal.proposal_id)
        await show_resolved(
            deps.redis,
            state.user_id,
            state.proposal.proposal_id,
            reported,
            retention_s=deps.timing.events_retention_s,
        )
    await _finish(deps, state, failed)
