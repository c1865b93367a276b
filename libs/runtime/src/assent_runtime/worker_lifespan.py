"""One way every FastStream worker runs (``worker_app``): ``FastStream(broker, lifespan=…)`` whose
lifespan keeps the background tasks and the heartbeat while the app runs, and closes everything after.

FastStream enters the lifespan before it starts the broker and leaves it after the broker stopped. So
the ``starting`` steps (waiting for the database schema, ``database_wait``) run before anything reads,
the ``readers`` (tasks that read Redis themselves, such as a reply channel) start at once, the
``background`` tasks once the broker has started (they may publish through it), and the heartbeat
says the process is alive only while the broker's subscribers run and every readiness check passes
(``heartbeat``).
"""

import asyncio
import contextlib
from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine, Sequence
from typing import Any

from faststream import FastStream
from faststream.redis import RedisBroker
from redis.asyncio import Redis

from assent_runtime.heartbeat import ReadyCheck, heartbeat
from assent_runtime.task_ending import cancel_and_wait

Background = Callable[[], Coroutine[Any, Any, None]]


def consumers_running(broker: RedisBroker) -> ReadyCheck:
    """Ready while every subscriber of ``broker`` runs (after ``broker.start()``, until it stops)."""

    def check() -> bool:
        return bool(broker.subscribers) and all(getattr(s, "running", False) for s in broker.subscribers)

    return check


@contextlib.asynccontextmanager
async def worker_lifespan(
    redis: Redis,
    broker: RedisBroker,
    started: asyncio.Event,
    *,
    service: str,
    consumer: str,
    starting: Sequence[Background] = (),
    readers: Sequence[Background] = (),
    background: Sequence[Background] = (),
    ready: Sequence[ReadyCheck] = (),
    closing: Sequence[Callable[[], Awaitable[None]]] = (),
) -> AsyncIterator[None]:
    """While the app runs: the ``readers``, the ``background`` tasks (from ``started`` on), and the
    heartbeat whenever the consumers run and every ``ready`` check passes. Afterwards: the tasks
    ended (``cancel_and_wait``), the heartbeat key deleted, each of ``closing`` awaited, ``redis``
    closed."""

    async def once_started(run: Background) -> None:
        await started.wait()
        await run()

    for step in starting:
        await step()
    tasks = [asyncio.create_task(run()) for run in readers]
    tasks += [asyncio.create_task(once_started(run)) for run in background]
    try:
        async with heartbeat(redis, service, consumer, [started.is_set, consumers_running(broker), *ready]):
            yield
    finally:
        await cancel_and_wait(*tasks)
        for close in closing:
            await close()
        await redis.aclose()


def worker_app(
    broker: RedisBroker,
    redis: Redis,
    *,
    service: str,
    consumer: str,
    starting: Sequence[Background] = (),
    readers: Sequence[Background] = (),
    background: Sequence[Background] = (),
    ready: Sequence[ReadyCheck] = (),
    closing: Sequence[Callable[[], Awaitable[None]]] = (),
) -> FastStream:
    """The worker's FastStream app: ``broker`` with the ``worker_lifespan`` around it."""
    started = asyncio.Event()

    async def broker_started() -> None:
        started.set()

    return FastStream(
        broker,
        lifespan=lambda: worker_lifespan(
            redis,
            broker,
            started,
            service=service,
            consumer=consumer,
            starting=starting,
            readers=readers,
            background=background,
            ready=ready,
            closing=closing,
        ),
        after_startup=[broker_started],
    )
