"""Readiness: Redis answers and every worker service (orchestrator, discovery, executor) has at least
one live process, i.e. one unexpired heartbeat key (``assent_contracts.heartbeats``).

Consumer-group metadata cannot tell a live idle consumer from a dead one (Redis creates a consumer
only when a read delivers something, and before 7.2 ``idle`` counts from the last delivery), hence
heartbeats. Finding a key is a ``SCAN`` by pattern, stopped at the first match.
"""

from redis.asyncio import Redis
from redis.exceptions import RedisError

from assent_contracts.heartbeats import WORKER_SERVICES, heartbeat_pattern
from assent_gateway.problems import ProblemError
from assent_gateway.schemas import Health

SCAN_COUNT = 1_000


async def service_is_alive(redis: Redis, service: str) -> bool:
    async for _ in redis.scan_iter(match=heartbeat_pattern(service), count=SCAN_COUNT):
        return True
    return False


async def health_checks(redis: Redis) -> dict[str, str]:
    """``{"redis": …, "orchestrator": …, "discovery": …, "executor": …}``: each ``ok`` or what is wrong."""
    try:
        checks = {"redis": "ok"}
        for service in WORKER_SERVICES:
            checks[service] = "ok" if await service_is_alive(redis, service) else "no live process"
    except RedisError:
        return {"redis": "unreachable"} | {service: "unknown" for service in WORKER_SERVICES}
    return checks


async def readiness(redis: Redis) -> Health:
    """Every check ``ok``, else 503 ``unhealthy`` naming what is not ready (with every check)."""
    checks = await health_checks(redis)
    failing = sorted(name for name, state in checks.items() if state != "ok")
    if failing:
        raise ProblemError(503, "unhealthy", f"not ready: {', '.join(failing)}", extra={"checks": checks})
    return Health(status="ok", checks=checks)
