"""Under more concurrent requests than the shared Redis client has connections, requests wait for a
connection; none fails with 503 (redis-py's default pool raises ``MaxConnectionsError`` instead, which
failed a sixth of 200 concurrent turns in ``bench/concurrency.py``)."""

import asyncio
from collections.abc import Callable

import httpx
import redis.asyncio as aioredis

from assent_gateway.app import create_app
from assent_gateway.settings import GatewaySettings

from .conftest import bearer, serve, store_conversation

POOL = 2
REQUESTS = 60


async def test_requests_beyond_the_pool_wait_for_a_connection(
    settings: GatewaySettings, redis: aioredis.Redis, token: Callable[[str], str]
) -> None:
    app = create_app(settings.model_copy(update={"redis_pool_size": POOL}))
    conversation_id = await store_conversation(redis)
    headers = bearer(token("alice"))
    limits = httpx.Limits(max_connections=REQUESTS)
    async with serve(app) as served, httpx.AsyncClient(base_url=served.base_url, limits=limits) as client:
        responses = await asyncio.gather(
            *(client.get(f"/v1/conversations/{conversation_id}", headers=headers) for _ in range(REQUESTS))
        )
    assert [r.status_code for r in responses] == [200] * REQUESTS
