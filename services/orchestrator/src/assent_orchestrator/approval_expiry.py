"""Rule 10: approval does not wait forever. A pending proposal expires, and counts as declined.

Each proposal's deadline sits in one sorted set (``assent:proposals:expiry``, member
``"<turn> <proposal>"``). A sweeper in every replica takes the due ones: it CASes the proposal from
``pending`` to ``expired`` in the proposals hash (so a decision racing in wins or loses atomically)
and publishes a ``DecisionSubmitted`` (decline, reason ``expired``) that the decisions handler
applies like any other. Replicas may sweep the same member; the CAS lets one of them expire it, and a
second ``DecisionSubmitted`` is a no-op. A crash between the CAS and the publish is repaired by the
next sweep, which publishes again for a member still found ``expired``.
"""

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from datetime import datetime
from typing import cast

from redis.asyncio import Redis

from assent_contracts.conversations import DECIDE_PROPOSAL_LUA, proposals_key
from assent_contracts.turns import DecisionSubmitted
from assent_orchestrator.turn_store import as_text

EXPIRY_KEY = "assent:proposals:expiry"

log = logging.getLogger(__name__)

Publish = Callable[[DecisionSubmitted], Awaitable[None]]
Sweep = Callable[[datetime], Awaitable[int]]


def _member(turn_id: str, proposal_id: str) -> str:
    return f"{turn_id} {proposal_id}"


async def schedule_expiry(redis: Redis, turn_id: str, proposal_id: str, deadline: datetime) -> None:
    await redis.zadd(EXPIRY_KEY, {_member(turn_id, proposal_id): deadline.timestamp()})


async def forget_expiry(redis: Redis, turn_id: str, proposal_ids: list[str]) -> None:
    if proposal_ids:
        await redis.zrem(EXPIRY_KEY, *(_member(turn_id, pid) for pid in proposal_ids))


async def expire_due(redis: Redis, publish: Publish, now: datetime, batch: int = 100) -> int:
    """Expire the proposals due at ``now``; returns how many deadlines were handled."""
    found = await redis.zrangebyscore(EXPIRY_KEY, "-inf", now.timestamp(), start=0, num=batch)
    due = cast(list[bytes | str], found)
    for member in due:
        turn_id, proposal_id = as_text(member).split(" ", 1)
        before = await redis.eval(DECIDE_PROPOSAL_LUA, 1, proposals_key(turn_id), proposal_id, "expired")
        if before is not None and as_text(before) in ("pending", "expired"):
            await publish(
                DecisionSubmitted(
                    turn_id=turn_id, proposal_id=proposal_id, decision="decline", reason="expired"
                )
            )
        await redis.zrem(EXPIRY_KEY, member)
    return len(due)


async def sweep_forever(
    redis: Redis,
    publish: Publish,
    interval_s: float,
    clock: Callable[[], datetime],
    also: Sequence[Sweep] = (),
) -> None:
    """Run ``expire_due`` (and each of ``also``, e.g. client-side tool calls) every ``interval_s``;
    an error is logged and the next sweep tries again."""
    while True:
        for sweep in (lambda now: expire_due(redis, publish, now), *also):
            try:
                await sweep(clock())
            except Exception:
                log.exception("expiring what waits for the user failed; retrying at the next sweep")
        await asyncio.sleep(interval_s)
