"""An agent's execute call, gateway side: admit it, hand it to the orchestrator as an agent turn, and
wait for that turn's end, telling the agent how it goes meanwhile.

The call is admitted only below the token's bound of calls not ended yet (each holds at most one
pending approval). Everything is written and checked before ``AgentActionRequested`` is published; a
failure gives the slot back and removes what was written. The wait reads the turn's events through
the shared ``EventHub`` like an SSE client. If the agent goes away (the request is cancelled, or its
connection drops) the turn is stopped: a pending approval is cancelled, an action already sent still
completes and is recorded.
"""

import asyncio
import json
import logging
from collections.abc import Awaitable, Callable
from contextlib import suppress
from dataclasses import dataclass
from typing import Any

from redis.asyncio import Redis
from redis.exceptions import RedisError

from assent_contracts.agents import (
    AGENT_ACTIONS_STREAM,
    AgentAction,
    AgentActionRequested,
    agent_action_key,
    agent_open_turns_key,
    agent_request_key,
    agent_session_id,
    new_agent_turn_id,
)
from assent_contracts.conversations import Turn, turn_key, turn_stop_key
from assent_contracts.messages import utc_now
from assent_contracts.turns import STOPS_STREAM, StopRequested
from assent_gateway.agent_tokens import AgentToken
from assent_gateway.command_bus import BusUnavailable
from assent_gateway.deps import Gateway
from assent_gateway.redis_replies import text
from assent_gateway.turn_events import turn_event_messages
from assent_runtime.redis_values import run_script

log = logging.getLogger(__name__)

Progress = Callable[[str], Awaitable[None]]

# KEYS[1] the token's open calls; ARGV[1] now, ARGV[2] the bound, ARGV[3] turn id, ARGV[4] its deadline.
# Forgets calls past their deadline (a crashed orchestrator's), then admits the new one below the bound.
ADMIT_LUA = """
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[4], ARGV[3])
return 1
"""


class CallRefused(Exception):
    """The call was not admitted; ``str()`` says why, for the agent."""


@dataclass(frozen=True)
class CallOutcome:
    """What the agent gets back: a compact JSON text, and whether it is an error result."""

    text: str
    is_error: bool


def _compact(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


async def execute_action(
    gateway: Gateway,
    token: AgentToken,
    request_id: str,
    name: str,
    arguments: dict[str, Any],
    progress: Progress,
) -> CallOutcome:
    """Propose the action for the token's owner to approve and wait for the outcome."""
    settings = gateway.settings
    turn_id = new_agent_turn_id()
    now = utc_now()
    deadline = now.timestamp() + settings.agent_call_timeout_s
    open_key = agent_open_turns_key(token.id)
    bound = settings.agent_pending_per_token
    admitted = await run_script(
        gateway.redis, ADMIT_LUA, [open_key], [now.timestamp(), bound, turn_id, deadline]
    )
    if not admitted:
        raise CallRefused(
            f"limit reached: this agent token already has {bound} proposed actions waiting for a decision "
            "or running; wait for them to finish"
        )
    session = agent_session_id(token.id)
    ttl = int(settings.agent_call_timeout_s) + settings.events_retention_s
    turn = Turn(id=turn_id, conversation_id=session, user_id=token.owner, created_at=now)
    try:
        async with gateway.redis.pipeline(transaction=True) as tx:
            tx.set(turn_key(turn_id), turn.model_dump_json(), ex=ttl)
            tx.set(
                agent_action_key(turn_id),
                AgentAction(name=name, arguments=arguments).model_dump_json(),
                ex=ttl,
            )
            tx.set(agent_request_key(token.id, request_id), turn_id, ex=int(settings.agent_call_timeout_s))
            await tx.execute()
        command = AgentActionRequested(
            turn_id=turn_id, session_id=session, user_id=token.owner, token_id=token.id, agent_name=token.name
        )
        await gateway.bus.publish(command, AGENT_ACTIONS_STREAM)
    except (BusUnavailable, RedisError):
        with suppress(RedisError):
            await gateway.redis.delete(
                turn_key(turn_id), agent_action_key(turn_id), agent_request_key(token.id, request_id)
            )
            await gateway.redis.zrem(open_key, turn_id)
        raise CallRefused("Assent could not take the action right now; try again") from None
    try:
        async with asyncio.timeout(settings.agent_call_timeout_s):
            return await _wait(gateway, turn_id, progress)
    except TimeoutError:
        await _stop(gateway, turn_id)
        return CallOutcome(
            _compact({"status": "cancelled", "error": "no outcome in time; nothing more will happen"}), True
        )
    except BaseException:
        # The agent went away (cancelled the request, or its connection dropped): stop the turn.
        with suppress(Exception):
            await asyncio.shield(_stop(gateway, turn_id))
        raise
    finally:
        with suppress(RedisError):
            await asyncio.shield(gateway.redis.delete(agent_request_key(token.id, request_id)))


async def _wait(gateway: Gateway, turn_id: str, progress: Progress) -> CallOutcome:
    completed: dict[str, Any] | None = None
    messages = turn_event_messages(
        gateway.redis, gateway.hub, turn_id, after=None, keepalive_s=gateway.settings.agent_progress_s
    )
    async for message in messages:
        if message.event is None:
            await progress("waiting for the user's decision")
            continue
        event = json.loads(str(message.data))
        kind = event.get("type")
        if kind == "action.proposed":
            await progress(
                f"proposed {event.get('name')}; waiting for the user's approval "
                f"until {event.get('expires_at')}"
            )
        elif kind == "action.decided":
            await progress("approved; running" if event.get("decision") == "approve" else "declined")
        elif kind == "action.completed":
            completed = event
        elif kind == "turn.failed":
            return CallOutcome(_compact({"error": event.get("message"), "code": event.get("code")}), True)
        elif kind == "turn.stopped":
            return (
                completed_outcome(completed)
                if completed
                else CallOutcome(_compact({"status": "cancelled"}), True)
            )
        elif kind == "turn.completed":
            if completed is not None and event.get("stop_reason") == "expired":
                completed = {**completed, "error": "the approval expired; nothing was performed"}
            return completed_outcome(completed)
    return CallOutcome(_compact({"error": "the action's events ended without an outcome"}), True)


def completed_outcome(event: dict[str, Any] | None) -> CallOutcome:
    """The action's outcome as the agent sees it: status, result or error, duration."""
    if event is None:
        return CallOutcome(_compact({"error": "the action ended without an outcome"}), True)
    status = event.get("status")
    body: dict[str, Any] = {"status": status, "duration_ms": event.get("duration_ms", 0)}
    if status == "succeeded":
        body["result"] = event.get("result")
    elif status == "declined":
        reason = event.get("error")
        body["note"] = reason or "the user declined; nothing was performed"
    elif status == "outcome_unknown":
        body["note"] = "the execution was interrupted; inspect MCP Activity before repeating it"
    else:
        body["error"] = event.get("error") or "the action failed"
        if event.get("code"):
            body["code"] = event["code"]
    return CallOutcome(_compact(body), status not in ("succeeded", "declined"))


async def _stop(gateway: Gateway, turn_id: str) -> None:
    """Stop the agent turn once (like ``POST …/stop``): pending approval cancelled, nothing retried."""
    ttl = int(gateway.settings.agent_call_timeout_s) + gateway.settings.events_retention_s
    if await gateway.redis.set(turn_stop_key(turn_id), "1", nx=True, ex=ttl):
        await gateway.bus.publish(StopRequested(turn_id=turn_id), STOPS_STREAM)


async def cancel_waiting_request(gateway: Gateway, token: AgentToken, request_id: str) -> None:
    """``notifications/cancelled`` for one of the token's waiting calls: stop its turn."""
    turn_id = await gateway.redis.get(agent_request_key(token.id, request_id))
    if turn_id is not None:
        await _stop(gateway, text(turn_id))


async def stop_open_calls(redis: Redis, gateway: Gateway, token_id: str) -> None:
    """A revoked token's calls not ended yet are stopped (their pending approvals cancelled)."""
    found = await redis.zrange(agent_open_turns_key(token_id), 0, -1)
    for turn_id in found:
        await _stop(gateway, text(turn_id))
