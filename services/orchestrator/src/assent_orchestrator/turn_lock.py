"""A short per-turn lock (``SET … NX PX`` with a token, released only by its holder).

It guards read-modify-write of the turn's state across replicas. It is held for Redis updates and
publishes only, never while a model round streams.
"""

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from redis.asyncio import Redis

from assent_runtime.owned_keys import OwnedKey


class LockBusy(Exception):
    """The turn's lock stayed taken; the message stays pending and is handled again later."""


def turn_lock_key(turn_id: str) -> str:
    return f"assent:{{{turn_id}}}:lock"


@asynccontextmanager
async def turn_lock(
    redis: Redis, turn_id: str, ttl_ms: int, wait_s: float | None = None
) -> AsyncIterator[None]:
    """Hold the turn's lock; wait up to ``wait_s`` (default: twice the ttl), else raise ``LockBusy``."""
    lock = OwnedKey(redis, turn_lock_key(turn_id))
    loop = asyncio.get_running_loop()
    deadline = loop.time() + (wait_s if wait_s is not None else 2 * ttl_ms / 1000)
    delay = 0.005
    while not await lock.acquire(ttl_ms):
        if loop.time() >= deadline:
            raise LockBusy(f"turn {turn_id} stayed locked")
        await asyncio.sleep(delay)
        delay = min(delay * 2, 0.1)
    try:
        yield
    finally:
        await lock.release()
