"""This process's liveness key (see `assent_contracts.heartbeats`), refreshed while the app runs."""

import asyncio
import contextlib
from collections.abc import AsyncIterator

from redis.asyncio import Redis
from redis.exceptions import RedisError

from assent_contracts.heartbeats import HEARTBEAT_INTERVAL_S, HEARTBEAT_TTL_S, heartbeat_key
from assent_orchestrator.task_ending import cancel_and_wait

SERVICE = "orchestrator"


async def _beat(redis: Redis, key: str) -> None:
    while True:
        with contextlib.suppress(RedisError):  # Redis away: the key lapses and health says so
            await redis.set(key, "1", ex=HEARTBEAT_TTL_S)
        await asyncio.sleep(HEARTBEAT_INTERVAL_S)


@contextlib.asynccontextmanager
async def heartbeat(redis: Redis, consumer: str) -> AsyncIterator[None]:
    key = heartbeat_key(SERVICE, consumer)
    task = asyncio.create_task(_beat(redis, key))
    try:
        yield
    finally:
        await cancel_and_wait(task)
        with contextlib.suppress(RedisError):
            await redis.delete(key)
