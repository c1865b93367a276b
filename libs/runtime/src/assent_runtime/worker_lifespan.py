"""One lifespan for every FastStream worker (``FastStream(broker, lifespan=…)``): background tasks
and the heartbeat while the app runs, and everything closed after it.

FastStream enters the lifespan before it starts the broker and leaves it after the broker stopped.
So the heartbeat also waits for the broker's subscribers to run (``consumers_running``) before it
says the process is alive, and the background tasks must not need a started broker at once.
"""

import asyncio
import contextlib
from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine, Sequence
from typing import Any

from faststream.redis import RedisBroker
from redis.asyncio import Redis

from assent_runtime.heartbeat import ReadyCheck, heartbeat
from assent_runtime.task_ending import cancel_and_wait


def consumers_running(broker: RedisBroker) -> ReadyCheck:
    """Ready once every subscriber of ``broker`` runs (after ``broker.start()``, until it stops)."""

    def check() -> bool:
        return bool(broker.subscribers) and all(getattr(s, "running", False) for s in broker.subscribers)

    return check


@contextlib.asynccontextmanager
async def worker_lifespan(
    redis: Redis,
    broker: RedisBroker,
    *,
    service: str,
    consumer: str,
    background: Sequence[Callable[[], Coroutine[Any, Any, None]]] = (),
    ready: Sequence[ReadyCheck] = (),
    closing: Sequence[Callable[[], Awaitable[None]]] = (),
) -> AsyncIterator[None]:
    """While the app runs: the ``background`` tasks, and the heartbeat whenever the consumers run and
    every ``ready`` check passes. Afterwards: the tasks ended (``cancel_and_wait``), the heartbeat key
    deleted, then each of ``closing`` awaited and ``redis`` closed."""
    tasks = [asyncio.create_task(run()) for run in background]
    try:
        async with heartbeat(redis, service, consumer, [consumers_running(broker), *ready]):
            yield
    finally:
        await cancel_and_wait(*tasks)
        for close in closing:
            await close()
        await redis.aclose()
