"""Working through a decided batch: declined results first in line, approved ones one at a time.

``drive_batch`` only looks at the state, so calling it again (a redelivered message) does nothing
new unless a step was left half done by a crash: an approved proposal recorded but not yet marked as
sent is published again, which the executor's at-most-once claim makes harmless.
"""

from assent_orchestrator.approvals import report_declined, turn_approvals
from assent_orchestrator.deps import Deps
from assent_orchestrator.handing import hand_to_executor
from assent_orchestrator.model_messages import declined_result
from assent_orchestrator.round_stream import RoundTicket
from assent_orchestrator.rounds import begin_round
from assent_orchestrator.state import Phase, TurnState, all_decided, close_batch, waits_for_client
from assent_orchestrator.stopping import stop_asked
from assent_orchestrator.turn_end import stop_turn
from assent_orchestrator.turn_store import save_state


async def drive_batch(deps: Deps, state: TurnState, driver_id: str) -> RoundTicket | None:
    """Under the lock: advance the batch as far as it can go; a ticket when the next round starts."""
    if not all_decided(state) or state.executing() is not None:
        await save_state(deps.redis, state, deps.timing.turn_lifetime_s)
        return None
    for slot in state.batch:
        proposal = slot.proposal
        if slot.result is not None or proposal is None:
            continue
        if proposal.status == "declined":
            await report_declined(turn_approvals(deps, state.turn_id), proposal.proposal_id)
            slot.result = declined_result()
            continue
        # Approved: hand it to the executor and wait for it before anything later in the batch,
        # unless stop was asked meanwhile (a checkpoint of ``stopping``): then it never starts.
        if await stop_asked(deps.redis, state.turn_id):
            await stop_turn(deps, state)
            return None
        await hand_to_executor(
            deps,
            turn_id=state.turn_id,
            conversation_id=state.conversation_id,
            user_id=state.user_id,
            proposal=proposal,
        )
        proposal.status = "executing"
        state.executions += 1
        state.phase = Phase.EXECUTING
        await save_state(deps.redis, state, deps.timing.turn_lifetime_s)
        return None
    if waits_for_client(state):
        await save_state(deps.redis, state, deps.timing.turn_lifetime_s)
        return None
    close_batch(state)
    return await begin_round(deps, state, driver_id)
