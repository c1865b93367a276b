"""A worker's Redis client waits for a free pooled connection instead of failing: discovery lists every
connection concurrently, and with more than 100 connections redis-py 8's default pool refused the
excess at once (``MaxConnectionsError``), so the whole refresh failed."""

import asyncio

import pytest
from redis.asyncio import Redis
from redis.exceptions import MaxConnectionsError

from assent_runtime.redis_reconnects import worker_client

CONCURRENT = 60
POOL = 10


async def _blocking_read(client: Redis, key: str) -> object:
    return await client.blpop([key], timeout=0.2)


async def _blocking_reads(client: Redis) -> list[object]:
    # BLPOP holds its connection for its timeout, so CONCURRENT of them need CONCURRENT connections.
    # A task group: on a failure the others are cancelled and awaited before the client closes.
    async with asyncio.TaskGroup() as group:
        reads = [
            group.create_task(_blocking_read(client, f"assent:test:pool:{i}")) for i in range(CONCURRENT)
        ]
    return [read.result() for read in reads]


async def test_more_concurrent_commands_than_connections_wait_for_one(redis_url: str) -> None:
    client = worker_client(redis_url, max_connections=POOL, wait_s=30)
    try:
        assert await _blocking_reads(client) == [None] * CONCURRENT
    finally:
        await client.aclose()


async def test_the_default_pool_refuses_them_which_is_what_broke(redis_url: str) -> None:
    client = Redis.from_url(redis_url, max_connections=POOL)
    try:
        with pytest.raises(ExceptionGroup) as refused:
            await _blocking_reads(client)
        assert refused.group_contains(MaxConnectionsError)
    finally:
        await client.aclose()
