"""Wiring of the executor: one place builds its dependencies and the FastStream app."""

import asyncio
import contextlib
import logging

import httpx2
from faststream import FastStream
from redis.asyncio import Redis
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from assent_database.engine import create_engine, session_factory
from assent_database.migrate import wait_for_schema
from assent_executor import executions
from assent_executor.execute import Executor
from assent_executor.live_tools import StreamableHttpToolReader
from assent_executor.mcp_client import StreamableHttpToolCaller, ToolCaller
from assent_executor.reports import prune_old_activity
from assent_executor.settings import ExecutorSettings
from assent_runtime.directory_source import DatabaseDirectory
from assent_runtime.heartbeat import heartbeat
from assent_runtime.redis_reconnects import ConsumerGroups, reconnecting_broker, reconnecting_retry

log = logging.getLogger(__name__)


def build_executor(
    settings: ExecutorSettings,
    redis: Redis,
    sessions: async_sessionmaker[AsyncSession],
    caller: ToolCaller | None = None,
) -> Executor:
    tls = httpx2.create_ssl_context()  # once per process: every MCP session's client shares it
    return Executor(
        redis=redis,
        directory=DatabaseDirectory(sessions, redis, settings.database.cipher()),
        sessions=sessions,
        caller=caller or StreamableHttpToolCaller(settings.mcp_timeout_s, tls),
        consumer=settings.consumer_name,
        lease_ttl_ms=settings.lease_ttl_ms,
        tools=StreamableHttpToolReader(settings.mcp_timeout_s, tls),
    )


def create_app(settings: ExecutorSettings, caller: ToolCaller | None = None) -> FastStream:
    redis = Redis.from_url(settings.redis_url, retry=reconnecting_retry())
    engine = create_engine(settings.database.url, pool_size=settings.database.pool_size)
    sessions = session_factory(engine)
    executor = build_executor(settings, redis, sessions, caller)
    groups = ConsumerGroups()
    broker = reconnecting_broker(settings.redis_url, groups)
    broker.include_router(executions.router(executor, settings, broker))
    groups.track(broker)

    alive = heartbeat(redis, "executor", settings.consumer_name)
    pruning: list[asyncio.Task[None]] = []

    async def prune_periodically() -> None:
        while True:
            try:
                pruned = await prune_old_activity(sessions, settings.database.activity_retention_days)
                if pruned:
                    log.info("pruned %d activity records past the retention", pruned)
            except Exception:
                log.exception("activity pruning failed; retrying at the next period")
            await asyncio.sleep(settings.activity_prune_every_s)

    async def wait_for_database() -> None:
        await wait_for_schema(engine)

    async def start_background() -> None:
        await alive.__aenter__()
        pruning.append(asyncio.create_task(prune_periodically()))

    async def stop_background() -> None:
        for task in pruning:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
        await alive.__aexit__(None, None, None)

    async def close_clients() -> None:
        await redis.aclose()
        await engine.dispose()

    return FastStream(
        broker,
        on_startup=[wait_for_database],
        after_startup=[start_background],
        on_shutdown=[stop_background],
        after_shutdown=[close_clients],
    )
