"""A client-side tool's result for a running turn: a plain function over Redis and the command bus.

The result is recorded by compare-and-set in the turn's client-calls hash (``pending → answered``)
together with its content under ``tool_result_key`` (one script, so a call is never answered without
its content), so two posts (or two tabs) can never both answer a call; then ``ToolResultSubmitted``
tells the orchestrator. A 4xx stores nothing; a failure after the CAS is undone before the 503 is
answered. As for decisions (decision 016), the result is filed as unannounced before it is recorded
and taken off once published; the orchestrator announces what stays filed past ``ANNOUNCE_GRACE_S``,
so a gateway that dies in between loses nothing, and a client's repeat of a recorded result files it
again (issue 9).
"""

import json
import time
from contextlib import suppress
from typing import Any

from pydantic import BaseModel, ConfigDict, Field
from redis.asyncio import Redis
from redis.exceptions import RedisError

from assent_contracts.directory import User
from assent_contracts.pending import (
    ANNOUNCE_GRACE_S,
    ANSWER_CLIENT_CALL_LUA,
    UNANNOUNCED_TOOL_RESULTS_KEY,
    UNSETTLE_LUA,
)
from assent_contracts.turns import TOOL_RESULTS_STREAM, ToolResultSubmitted, client_calls_key, tool_result_key
from assent_gateway.command_bus import BusUnavailable, CommandBus
from assent_gateway.problems import FieldProblem, ProblemError
from assent_gateway.redis_replies import text
from assent_gateway.turns import load_owned_turn, stop_asked
from assent_runtime.redis_values import hash_get, run_script

MAX_RESULT_BYTES = 1024 * 1024
"""Largest result content accepted, as the UTF-8 text the model receives."""


class ToolResultCreate(BaseModel):
    model_config = ConfigDict(extra="forbid")

    tool_call_id: str = Field(min_length=1, max_length=200)
    """The id of ``client_tool.requested``."""
    content: str | list[Any] | dict[str, Any] | int | float | bool
    """What the tool returned: text as is, any other JSON value is given to the model as compact JSON."""


class ToolResultRecorded(BaseModel):
    tool_call_id: str
    status: str = "answered"


def model_content(content: str | list[Any] | dict[str, Any] | int | float | bool) -> str:
    """The tool message content the model receives."""
    if isinstance(content, str):
        return content
    return json.dumps(content, separators=(",", ":"), ensure_ascii=False)


async def submit_tool_result(
    redis: Redis, bus: CommandBus, user: User, turn_id: str, request: ToolResultCreate, *, ttl_s: int
) -> bool:
    """Record the result; True when it is new (and was published), False when the same result already was."""
    await load_owned_turn(redis, turn_id, user)
    content = model_content(request.content)
    size = len(content.encode())
    if size > MAX_RESULT_BYTES:
        detail = f"the result is {size} bytes; the limit is {MAX_RESULT_BYTES}"
        raise ProblemError(
            422,
            "tool_result_too_large",
            detail,
            [FieldProblem(detail, "/content", code="tool_result_too_large")],
        )
    calls, call_id = client_calls_key(turn_id), request.tool_call_id
    current = await hash_get(redis, calls, call_id)
    if current is None:
        raise _not_found()
    if text(current) == "pending" and await stop_asked(redis, turn_id):
        raise ProblemError(
            409, "tool_call_cancelled", "the turn is being stopped", extra={"tool_call_status": "stopping"}
        )
    if text(current) == "pending":
        await _announce_unless_confirmed(redis, turn_id, call_id)
    result = tool_result_key(turn_id, call_id)
    previous = await run_script(redis, ANSWER_CLIENT_CALL_LUA, [calls, result], [call_id, content, ttl_s])
    if previous is None:
        raise _not_found()
    if text(previous) != "pending":
        stored = await redis.get(result)
        if text(previous) == "answered" and stored is not None and text(stored) == content:
            await _announce_unless_confirmed(redis, turn_id, call_id, repeat=True)
            return False
        raise _settled(text(previous))
    try:
        await bus.publish(ToolResultSubmitted(turn_id=turn_id, tool_call_id=call_id), TOOL_RESULTS_STREAM)
    except BusUnavailable:  # the bus turns every failure to publish into this
        with suppress(RedisError):
            await run_script(redis, UNSETTLE_LUA, [calls], [call_id, "answered"])
            await redis.delete(result)
        raise ProblemError(
            503, "orchestrator_unavailable", "the tool result could not be delivered; try again"
        ) from None
    await redis.zrem(UNANNOUNCED_TOOL_RESULTS_KEY, f"{turn_id} {call_id}")
    return True


async def _announce_unless_confirmed(
    redis: Redis, turn_id: str, call_id: str, *, repeat: bool = False
) -> None:
    """File the result about to be recorded (or recorded already, on a ``repeat``) as unannounced until
    its publish is confirmed; a repeat never postpones one already filed."""
    due = time.time() + ANNOUNCE_GRACE_S
    await redis.zadd(UNANNOUNCED_TOOL_RESULTS_KEY, {f"{turn_id} {call_id}": due}, nx=repeat)


def _not_found() -> ProblemError:
    return ProblemError(
        404, "tool_call_not_found", "no client-side tool call with this id waits for a result in this turn"
    )


def _settled(status: str) -> ProblemError:
    details = {
        "answered": "this tool call already has a result",
        "expired": "this tool call expired: the model was told it got no result",
        "cancelled": "this tool call was cancelled: the turn ended",
    }
    detail = details.get(status, f"this tool call is {status}")
    return ProblemError(409, f"tool_call_{status}", detail, extra={"tool_call_status": status})
