"""This process's liveness key (see `assent_contracts.heartbeats`), refreshed while the app runs.

The beat stops on an event rather than a cancellation: on Python 3.11 a cancellation that lands as a
Redis command completes can be lost (redis-py sends commands through `asyncio.wait_for`), which
would leave the beat running and shutdown waiting for ever.
"""

import asyncio
import contextlib
from collections.abc import AsyncIterator

from redis.asyncio import Redis
from redis.exceptions import RedisError

from assent_contracts.heartbeats import HEARTBEAT_INTERVAL_S, HEARTBEAT_TTL_S, heartbeat_key


async def _beat(redis: Redis, key: str, stopped: asyncio.Event) -> None:
    while not stopped.is_set():
        with contextlib.suppress(RedisError):  # Redis away: the key lapses and health says so
            await redis.set(key, "1", ex=HEARTBEAT_TTL_S)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stopped.wait(), HEARTBEAT_INTERVAL_S)


@contextlib.asynccontextmanager
async def heartbeat(redis: Redis, service: str, consumer: str) -> AsyncIterator[None]:
    """Keep ``heartbeat_key(service, consumer)`` alive while the block runs; delete it after."""
    key = heartbeat_key(service, consumer)
    stopped = asyncio.Event()
    task = asyncio.create_task(_beat(redis, key, stopped))
    try:
        yield
    finally:
        stopped.set()
        await task
        with contextlib.suppress(RedisError):
            await redis.delete(key)
