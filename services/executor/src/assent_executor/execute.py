"""Running one approved action, at most once.

``Executor.execute(request)`` is the whole rule, framework-free:

1. Take the proposal's lease (``SET NX``, short, refreshed while working). Taken by someone else:
   a live executor is on it right now, so stand down (``None``; the command stays pending).
2. Claim the proposal (``SET NX``, a day). Already claimed: this is a redelivery; the MCP server is
   never called again. Report the recorded outcome, or record and report ``outcome_unknown``.
3. Check the connection (usable, connected, its toolkit enabled; as the database holds it right now,
   read with its credentials), its revision and the action's revision against the approved ones, the tool
   as the server lists it right now against the approved definition, and read the approved
   arguments. Any mismatch fails (``revision_changed``, ...) without calling the tool.
4. Emit ``action.started``, call the tool, and finish: write the result claim check, record the
   outcome, then in one round trip emit ``action.completed`` and queue the activity record (the
   activity writer stores it in PostgreSQL, off the turn's path); return ``ExecutionFinished`` for
   the caller to publish. No event is appended once the turn has ended.

Credentials leave the directory only to build the MCP call's header; results and errors are
scrubbed of them before anything is written.
"""

import logging
import time
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from redis.asyncio import Redis

from assent_contracts.activity import ActivityRecord
from assent_contracts.events import ActionCompleted, ActionStarted
from assent_contracts.execution import ExecutionFinished, ExecutionRequested, ExecutionStatus
from assent_contracts.messages import utc_now
from assent_executor.approved_call import ApprovedCall, Refusal, prepare_call
from assent_executor.claims import (
    read_claim,
    read_result,
    record_outcome,
    recorded_outcome,
    try_claim,
    write_result,
)
from assent_executor.lease import ProposalLease
from assent_executor.live_tools import ToolReader, confirm_live
from assent_executor.mcp_client import McpOutcomeUnknown, McpRejected, McpUnavailable, ToolCaller
from assent_executor.redaction import redact, redact_value
from assent_executor.reports import completion_emitted, emit_event, report_completion
from assent_executor.tool_results import read_tool_result
from assent_runtime.directory_source import DirectorySource

log = logging.getLogger(__name__)

INTERRUPTED = (
    "The execution was interrupted; the action may or may not have run. "
    "Check MCP Activity and the external service before repeating it."
)

TURN_ENDED = "The turn had ended before the action started; it did not run."


@dataclass(frozen=True)
class Outcome:
    status: ExecutionStatus
    result: Any = None
    error: str | None = None
    code: str | None = None
    duration_ms: int = 0


@dataclass(frozen=True)
class Executor:
    redis: Redis
    directory: DirectorySource
    caller: ToolCaller
    consumer: str
    lease_ttl_ms: int
    tools: ToolReader | None = None
    """Lists the server's tools just before a call (``live_tools``); ``None`` skips that check."""

    async def execute(self, request: ExecutionRequested) -> ExecutionFinished | None:
        """The outcome to publish, or ``None`` when another live delivery is handling this proposal."""
        lease = ProposalLease(self.redis, request.proposal_id, self.lease_ttl_ms)
        if not await lease.acquire():
            log.info("proposal %s is being executed elsewhere; standing down", request.proposal_id)
            return None
        try:
            async with lease.kept_alive():
                if await try_claim(self.redis, request.proposal_id, self.consumer):
                    return await self._run(request)
                return await self._report_again(request)
        finally:
            await lease.release()

    async def _run(self, request: ExecutionRequested) -> ExecutionFinished:
        started_at = utc_now()
        prepared = await prepare_call(self.redis, self.directory, request)
        if isinstance(prepared, ApprovedCall) and self.tools is not None and prepared.action is not None:
            refused = await confirm_live(self.tools, prepared.target, request.tool_name, prepared.action)
            prepared = refused or prepared
        if isinstance(prepared, Refusal):
            outcome = Outcome(status="failed", error=prepared.error, code=prepared.code)
        elif not await emit_event(
            self.redis,
            request.turn_id,
            ActionStarted(turn_id=request.turn_id, proposal_id=request.proposal_id),
        ):
            # The turn ended (or its events are gone) before the action started: nobody is told
            # about it any more, so it does not run.
            outcome = Outcome(status="failed", error=TURN_ENDED, code="turn_ended")
        else:
            outcome = await self._call(request, prepared)
        return await self._finish(request, outcome, started_at)

    async def _call(self, request: ExecutionRequested, call: ApprovedCall) -> Outcome:
        secret = call.target.credentials.get_secret_value()
        began = time.monotonic()
        try:
            result = await self.caller.call_tool(call.target, request.tool_name, call.arguments)
        except McpUnavailable as exc:
            outcome = Outcome(status="failed", error=redact(str(exc), secret), code="mcp_unavailable")
        except McpRejected as exc:
            outcome = Outcome(status="failed", error=redact(str(exc), secret), code="mcp_rejected")
        except McpOutcomeUnknown as exc:
            outcome = Outcome(status="outcome_unknown", error=_unknown(str(exc), secret), code="interrupted")
        except Exception as exc:
            log.error("unexpected %s while executing proposal %s", type(exc).__name__, request.proposal_id)
            outcome = Outcome(
                status="outcome_unknown", error=_unknown(type(exc).__name__, secret), code="interrupted"
            )
        else:
            read = read_tool_result(result)
            outcome = Outcome(
                status=read.status,
                result=redact_value(read.result, secret),
                error=None if read.error is None else redact(read.error, secret),
            )
        return replace(outcome, duration_ms=int((time.monotonic() - began) * 1000))

    async def _finish(
        self, request: ExecutionRequested, outcome: Outcome, started_at: datetime
    ) -> ExecutionFinished:
        finished = ExecutionFinished(
            turn_id=request.turn_id,
            proposal_id=request.proposal_id,
            status=outcome.status,
            duration_ms=outcome.duration_ms,
            error=outcome.error,
            code=outcome.code,
        )
        await write_result(self.redis, request.turn_id, request.proposal_id, outcome.result)
        recorded = await record_outcome(self.redis, finished)
        activity = _activity(request, outcome.status, started_at, outcome.duration_ms)
        completed = _completed(finished, outcome.result) if recorded else None
        await report_completion(self.redis, request.turn_id, completed, activity)
        log.info(
            "proposal %s (%s on %s): %s%s",
            request.proposal_id,
            request.action_name,
            request.connection_id,
            outcome.status,
            f" [{outcome.code}]" if outcome.code else "",
        )
        if not recorded:
            # This attempt's lease lapsed and another delivery declared the outcome first: that one
            # was already reported and stays the answer. The activity above keeps what happened.
            log.warning(
                "proposal %s: an earlier outcome was recorded first; reporting it", request.proposal_id
            )
            return await recorded_outcome(self.redis, request.proposal_id) or finished
        return finished

    async def _report_again(self, request: ExecutionRequested) -> ExecutionFinished:
        """A claimed proposal: report what was recorded, or declare the outcome unknown. Never calls MCP."""
        recorded = await recorded_outcome(self.redis, request.proposal_id)
        if recorded is None:
            unknown = ExecutionFinished(
                turn_id=request.turn_id,
                proposal_id=request.proposal_id,
                status="outcome_unknown",
                duration_ms=0,
                error=INTERRUPTED,
                code="interrupted",
            )
            if await record_outcome(self.redis, unknown):
                claim = await read_claim(self.redis, request.proposal_id)
                started_at = claim.claimed_at if claim else utc_now()
                activity = _activity(request, "outcome_unknown", started_at, 0)
                await report_completion(self.redis, request.turn_id, _completed(unknown, None), activity)
                log.warning(
                    "proposal %s was claimed but never finished: outcome unknown", request.proposal_id
                )
                return unknown
            recorded = await recorded_outcome(self.redis, request.proposal_id) or unknown
        if not await completion_emitted(self.redis, request.turn_id, request.proposal_id):
            # Cut short between recording the outcome and reporting it: report it now, with its
            # activity record (stored once per approval, so queueing it again is harmless).
            result = None
            if recorded.status == "succeeded":
                result = await read_result(self.redis, request.turn_id, request.proposal_id)
            claim = await read_claim(self.redis, request.proposal_id)
            started_at = claim.claimed_at if claim else utc_now()
            activity = _activity(request, recorded.status, started_at, recorded.duration_ms)
            await report_completion(self.redis, request.turn_id, _completed(recorded, result), activity)
        log.info("proposal %s redelivered: reporting %s again", request.proposal_id, recorded.status)
        return recorded


def _unknown(reason: str, secret: str) -> str:
    return redact(f"{INTERRUPTED} ({reason})", secret)


def _completed(finished: ExecutionFinished, result: Any) -> ActionCompleted:
    return ActionCompleted(
        turn_id=finished.turn_id,
        proposal_id=finished.proposal_id,
        status=finished.status,
        result=result,
        duration_ms=finished.duration_ms,
        error=finished.error,
        code=finished.code,
    )


def _activity(
    request: ExecutionRequested, status: ExecutionStatus, started_at: datetime, duration_ms: int
) -> ActivityRecord:
    return ActivityRecord(
        user_id=request.user_id,
        conversation_id=request.conversation_id,
        turn_id=request.turn_id,
        connection_id=request.connection_id,
        action_name=request.action_name,
        action_revision=request.action_revision,
        connection_revision=request.connection_revision,
        approval_id=request.proposal_id,
        status=status,
        started_at=started_at,
        finished_at=utc_now(),
        duration_ms=duration_ms,
        source=request.source,
        agent_token_id=request.agent_token_id,
        agent_name=request.agent_name,
    )
