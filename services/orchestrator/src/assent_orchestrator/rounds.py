"""The round loop: start a round under the lock, stream it without the lock, apply it under the lock.

The handler that starts a round (its message id is the round's ``driver``) runs consecutive rounds
until the model proposes actions, finishes, fails, or the turn is stopped; its message stays
pending meanwhile, so if the process dies the message is reclaimed and the turn, found with an
expired round lease, is failed rather than silently abandoned. A model round is never retried.
"""

import logging
import secrets

from assent_contracts.events import RoundCompleted, RoundStarted
from assent_orchestrator.deps import Deps
from assent_orchestrator.model_messages import assistant_message
from assent_orchestrator.provider import ModelError
from assent_orchestrator.round_stream import (
    RoundInterrupted,
    RoundResult,
    RoundTicket,
    stream_round,
    while_alive,
)
from assent_orchestrator.state import Phase, TurnState, close_batch, waits_for_client
from assent_orchestrator.stopping import stop_asked
from assent_orchestrator.tool_handling import PlannedCall, apply_tool_calls, plan_tool_calls
from assent_orchestrator.turn_end import complete_turn, fail_turn, reach_limit, stop_turn
from assent_orchestrator.turn_lock import turn_lock
from assent_orchestrator.turn_store import load_state, round_lease_key, save_state, take_lease

log = logging.getLogger(__name__)


async def begin_round(deps: Deps, state: TurnState, driver_id: str) -> RoundTicket | None:
    """Under the lock: start the next round, or end the turn (stop asked, round limit). Saves ``state``."""
    if await stop_asked(deps.redis, state.turn_id):
        await stop_turn(deps, state)
        return None
    if state.rounds >= state.limits.rounds:
        await reach_limit(deps, state, "rounds")
        return None
    lease = secrets.token_hex(16)
    state.rounds += 1
    state.phase = Phase.ROUND
    state.round_driver = driver_id
    state.round_lease = lease
    await take_lease(deps.redis, state.turn_id, lease, deps.timing.round_lease_ms)
    await save_state(deps.redis, state, deps.timing.turn_lifetime_s)
    await deps.events(state.turn_id).emit(RoundStarted(turn_id=state.turn_id, round=state.rounds))
    return RoundTicket(state=state.model_copy(deep=True), lease=lease, driver_id=driver_id)


async def run_rounds(deps: Deps, ticket: RoundTicket | None) -> None:
    """Run rounds until the turn waits for decisions or ends. Never holds the lock while streaming."""
    while ticket is not None:
        turn_id = ticket.state.turn_id
        try:
            result = await stream_round(deps, ticket)
            await deps.events(turn_id).emit(RoundCompleted(turn_id=turn_id, round=ticket.state.rounds))
            planned = await while_alive(deps, ticket, plan_tool_calls(deps, ticket.state, result.tool_calls))
        except RoundInterrupted:
            await _settle(deps, ticket, code=None, message="")
            return
        except ModelError as error:
            await _settle(deps, ticket, code="model_error", message=str(error))
            return
        except Exception:
            log.exception("round %s of turn %s failed", ticket.state.rounds, turn_id)
            await _settle(
                deps, ticket, code="internal_error", message="the orchestrator failed during the round"
            )
            return
        ticket = await _apply_round(deps, ticket, result, planned)


async def _apply_round(
    deps: Deps, ticket: RoundTicket, result: RoundResult, planned: list[PlannedCall]
) -> RoundTicket | None:
    async with turn_lock(deps.redis, ticket.state.turn_id, deps.timing.lock_ttl_ms):
        state = await load_state(deps.redis, ticket.state.turn_id)
        if state is None or state.round_lease != ticket.lease:
            return None
        if await stop_asked(deps.redis, state.turn_id):
            await stop_turn(deps, state)
            return None
        state.messages.append(
            assistant_message(result.text, [call.as_message_part() for call in result.tool_calls])
        )
        if result.text:
            state.last_text = result.text
        if not result.tool_calls:
            await complete_turn(deps, state, "completed", result.text)
            return None
        if not await apply_tool_calls(deps, state, planned):
            return None
        state.round_lease = None
        state.round_driver = None
        await deps.redis.delete(round_lease_key(state.turn_id))
        if state.proposals() or waits_for_client(state):
            state.phase = Phase.AWAITING_DECISIONS
            await save_state(deps.redis, state, deps.timing.turn_lifetime_s)
            return None
        close_batch(state)
        return await begin_round(deps, state, ticket.driver_id)


async def _settle(deps: Deps, ticket: RoundTicket, code: str | None, message: str) -> None:
    """End a round that did not complete: stopped (``code`` None, or the stop flag is set) or failed."""
    async with turn_lock(deps.redis, ticket.state.turn_id, deps.timing.lock_ttl_ms):
        state = await load_state(deps.redis, ticket.state.turn_id)
        if state is None or state.round_lease != ticket.lease:
            return
        if await stop_asked(deps.redis, state.turn_id):
            await stop_turn(deps, state)
            return
        if code is None:
            code, message = "interrupted", "the model round was interrupted"
        await fail_turn(deps, state, code, message)
