"""GET /v1/healthz: ready when Redis answers and every worker service has a live heartbeat."""

import httpx
import redis.asyncio as aioredis

from assent_contracts.heartbeats import HEARTBEAT_TTL_S, WORKER_SERVICES, heartbeat_key

from .conftest import assert_problem


async def beat(redis: aioredis.Redis, service: str, consumer: str = "c1") -> None:
    """What each worker process does every few seconds while it runs."""
    await redis.set(heartbeat_key(service, consumer), "1", ex=HEARTBEAT_TTL_S)


async def test_services_without_a_live_process_make_the_gateway_not_ready_and_are_named(
    client: httpx.AsyncClient, redis: aioredis.Redis
) -> None:
    await beat(redis, "orchestrator")

    problem = assert_problem(await client.get("/v1/healthz"), 503, "unhealthy")

    assert problem["checks"] == {
        "redis": "ok",
        "orchestrator": "ok",
        "discovery": "no live process",
        "executor": "no live process",
    }
    assert "discovery" in problem["detail"] and "executor" in problem["detail"]


async def test_with_every_service_alive_the_gateway_is_ready(
    client: httpx.AsyncClient, redis: aioredis.Redis
) -> None:
    for service in WORKER_SERVICES:
        await beat(redis, service)
    await beat(redis, "executor", "c2")
    for index in range(50):  # unrelated keys do not hide a heartbeat
        await redis.set(f"assent:other:{index}", "x")

    response = await client.get("/v1/healthz")

    assert response.status_code == 200, response.text
    assert response.json() == {
        "status": "ok",
        "checks": {"redis": "ok", "orchestrator": "ok", "discovery": "ok", "executor": "ok"},
    }


async def test_an_expired_heartbeat_is_a_dead_process(
    client: httpx.AsyncClient, redis: aioredis.Redis
) -> None:
    for service in WORKER_SERVICES:
        await beat(redis, service)
    await redis.delete(heartbeat_key("discovery", "c1"))  # what its TTL does when the process stops beating

    problem = assert_problem(await client.get("/v1/healthz"), 503, "unhealthy")

    assert problem["checks"]["discovery"] == "no live process"
