"""A client-side tool call does not wait forever for its result: it expires like an approval (rule 10).

Each requested call's deadline sits in one sorted set (``assent:client-calls:expiry``, member
``"<turn> <tool_call_id>"``). The approval sweeper (``approval_expiry.sweep_forever``) runs
``expire_due_client_calls`` too: it CASes the call from ``pending`` to ``expired`` in the turn's
client-calls hash (so a result racing in wins or loses atomically) and publishes a
``ToolResultSubmitted`` that the tool-results handler applies like a result: the model is told the
call expired with no result. Replicas may sweep the same member; the CAS lets one of them expire it, and
a second ``ToolResultSubmitted`` is a no-op. A crash between the CAS and the publish is repaired by
the next sweep, which publishes again for a call still found ``expired``.
"""

from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import cast

from redis.asyncio import Redis

from assent_contracts.conversations import DECIDE_PROPOSAL_LUA
from assent_contracts.turns import ToolResultSubmitted, client_calls_key
from assent_orchestrator.turn_store import as_text

CLIENT_EXPIRY_KEY = "assent:client-calls:expiry"

PublishResult = Callable[[ToolResultSubmitted], Awaitable[None]]


def _member(turn_id: str, tool_call_id: str) -> str:
    return f"{turn_id} {tool_call_id}"


async def schedule_client_expiry(redis: Redis, turn_id: str, tool_call_id: str, deadline: datetime) -> None:
    await redis.zadd(CLIENT_EXPIRY_KEY, {_member(turn_id, tool_call_id): deadline.timestamp()})


async def forget_client_expiry(redis: Redis, turn_id: str, tool_call_ids: list[str]) -> None:
    if tool_call_ids:
        await redis.zrem(CLIENT_EXPIRY_KEY, *(_member(turn_id, call_id) for call_id in tool_call_ids))


async def expire_due_client_calls(
    redis: Redis, publish: PublishResult, now: datetime, batch: int = 100
) -> int:
    """Expire the client calls due at ``now``; returns how many deadlines were handled."""
    found = await redis.zrangebyscore(CLIENT_EXPIRY_KEY, "-inf", now.timestamp(), start=0, num=batch)
    for member in cast(list[bytes | str], found):
        turn_id, tool_call_id = as_text(member).split(" ", 1)
        before = await redis.eval(DECIDE_PROPOSAL_LUA, 1, client_calls_key(turn_id), tool_call_id, "expired")
        if before is not None and as_text(before) in ("pending", "expired"):
            await publish(ToolResultSubmitted(turn_id=turn_id, tool_call_id=tool_call_id))
        await redis.zrem(CLIENT_EXPIRY_KEY, member)
    return len(found)
