"""Deadlines of things that wait for the user (rule 10): one sorted-set mechanism, one sweep loop.

A ``Deadlines`` is a sorted set of members ``"<owner> <item>"`` (owner: the turn; item: an approval or
a client-side tool call) scored by when the item is due. ``settle_due`` takes the due ones: it moves the
item from ``pending`` to its timed-out status in the owner's hash with ``SETTLE_PENDING_LUA`` (so a
decision or result racing in wins or loses atomically), announces it, and drops the member. Replicas
may sweep the same member: the compare-and-set lets one of them settle it, and announcing again is a
no-op for the handlers. A crash between the compare-and-set and the announcement is repaired by the
next sweep, which announces again an item it finds already timed out.
"""

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import cast

from redis.asyncio import Redis

from assent_contracts.pending import SETTLE_PENDING_LUA
from assent_orchestrator.turn_store import as_text
from assent_runtime.redis_values import run_script

log = logging.getLogger(__name__)

Announce = Callable[[str, str], Awaitable[None]]
"""Announce a timed-out item: ``(owner, item)``."""
Sweep = Callable[[datetime], Awaitable[int]]


@dataclass(frozen=True)
class Deadlines:
    key: str

    async def schedule(self, redis: Redis, owner: str, item: str, due: datetime) -> None:
        await redis.zadd(self.key, {f"{owner} {item}": due.timestamp()})

    async def forget(self, redis: Redis, owner: str, items: Sequence[str]) -> None:
        if items:
            await redis.zrem(self.key, *(f"{owner} {item}" for item in items))

    async def due(self, redis: Redis, now: datetime, batch: int) -> list[tuple[str, str, str]]:
        """Up to ``batch`` members due at ``now``: (member, owner, item). Drop each once handled."""
        found = await redis.zrangebyscore(self.key, "-inf", now.timestamp(), start=0, num=batch)
        due = []
        for member in (as_text(raw) for raw in cast(list[bytes | str], found)):
            owner, item = member.split(" ", 1)
            due.append((member, owner, item))
        return due

    async def drop(self, redis: Redis, member: str) -> None:
        await redis.zrem(self.key, member)


async def settle_due(
    redis: Redis,
    deadlines: Deadlines,
    hash_of: Callable[[str], str],
    timed_out: str,
    announce: Announce,
    now: datetime,
    batch: int = 100,
) -> int:
    """Time out the items of ``deadlines`` due at ``now``: ``pending → timed_out`` in ``hash_of(owner)``,
    then ``announce``. Returns how many deadlines were handled."""
    due = await deadlines.due(redis, now, batch)
    for member, owner, item in due:
        before = await run_script(redis, SETTLE_PENDING_LUA, [hash_of(owner)], [item, timed_out])
        if before is not None and as_text(before) in ("pending", timed_out):
            await announce(owner, item)
        await deadlines.drop(redis, member)
    return len(due)


async def sweep_forever(sweeps: Sequence[Sweep], interval_s: float, clock: Callable[[], datetime]) -> None:
    """Run each sweep every ``interval_s``; an error is logged and the next sweep tries again."""
    while True:
        for sweep in sweeps:
            try:
                await sweep(clock())
            except Exception:
                log.exception("expiring what waits for the user failed; retrying at the next sweep")
        await asyncio.sleep(interval_s)
