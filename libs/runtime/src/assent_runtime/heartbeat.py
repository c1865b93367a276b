"""This process's liveness key (see ``assent_contracts.heartbeats``), kept while the process is ready.

Ready means every way work reaches the process reads again: its stream consumers run, and whatever
else the service says (``ready`` checks: the orchestrator's reply channel is subscribed, discovery has
re-subscribed to connection changes and re-listed). After a Redis restart the key is gone; it comes
back only once every check passes, so ``/v1/healthz`` never says ready while a reply would still be
lost (issue 9, item 12). While a check fails the key is deleted, so health says so at once.

Readiness is looked at every ``CHECK_S``; the key is written as soon as the process is ready again and
then every ``HEARTBEAT_INTERVAL_S``. The beat stops on an event (``task_ending``).
"""

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Callable, Sequence

from redis.asyncio import Redis
from redis.exceptions import RedisError

from assent_contracts.heartbeats import HEARTBEAT_INTERVAL_S, HEARTBEAT_TTL_S, heartbeat_key
from assent_runtime.task_ending import cancel_and_wait

log = logging.getLogger(__name__)

CHECK_S = 0.1
"""How often readiness is looked at (in memory: no Redis command unless it changed or a beat is due)."""

ReadyCheck = Callable[[], bool]


async def _beat(
    redis: Redis, key: str, ready: Sequence[ReadyCheck], stopped: asyncio.Event, interval_s: float
) -> None:
    loop = asyncio.get_running_loop()
    beaten_at: float | None = None  # when the key was last written; None: not written since unready
    while not stopped.is_set():
        now = loop.time()
        if all(check() for check in ready):
            if beaten_at is None or now - beaten_at >= interval_s:
                try:
                    await redis.set(key, "1", ex=HEARTBEAT_TTL_S)
                    beaten_at = now
                except RedisError:  # Redis away: the key lapses (or is gone) and health says so
                    beaten_at = None
        elif beaten_at is not None:
            beaten_at = None
            with contextlib.suppress(RedisError):
                await redis.delete(key)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stopped.wait(), CHECK_S)


@contextlib.asynccontextmanager
async def heartbeat(
    redis: Redis,
    service: str,
    consumer: str,
    ready: Sequence[ReadyCheck] = (),
    *,
    interval_s: float = HEARTBEAT_INTERVAL_S,
) -> AsyncIterator[None]:
    """Keep ``heartbeat_key(service, consumer)`` alive while the block runs and every ``ready``
    check passes; delete it after."""
    key = heartbeat_key(service, consumer)
    stopped = asyncio.Event()
    task = asyncio.create_task(_beat(redis, key, ready, stopped, interval_s), name=f"heartbeat {key}")
    try:
        yield
    finally:
        stopped.set()
        await cancel_and_wait(task)
        with contextlib.suppress(RedisError):
            await redis.delete(key)
