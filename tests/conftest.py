"""Test-wide fixtures. Redis is real: ``REDIS_URL`` if set, else a testcontainers Redis when a Docker
engine answers, else a local or embedded redis-server. When none can be had the tests fail."""

from collections.abc import AsyncIterator, Iterator
from contextlib import ExitStack

import pytest
import redis.asyncio as aioredis

from assent_cli.redis_server import configured_url, docker_answers, local_redis


@pytest.fixture(scope="session")
def redis_url() -> Iterator[str]:
    url = configured_url()
    if url:
        yield url
        return
    with ExitStack() as stack:
        if docker_answers():
            from testcontainers.community.redis import RedisContainer

            container = stack.enter_context(RedisContainer("redis:7-alpine"))
            host = container.get_container_host_ip()
            port = container.get_exposed_port(6379)
            yield f"redis://{host}:{port}/0"
        else:
            yield stack.enter_context(local_redis())


@pytest.fixture
async def redis(redis_url: str) -> AsyncIterator[aioredis.Redis]:
    """A client on a flushed database: every test starts from an empty Redis."""
    client = aioredis.Redis.from_url(redis_url)
    await client.flushdb()
    try:
        yield client
    finally:
        await client.aclose()
