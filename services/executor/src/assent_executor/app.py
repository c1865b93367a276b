"""Wiring of the executor: one place builds its dependencies and the FastStream app."""

import asyncio
import logging

import httpx2
from faststream import FastStream
from redis.asyncio import Redis
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from assent_database.engine import create_engine, session_factory
from assent_executor.execute import Executor
from assent_executor.live_tools import StreamableHttpToolReader
from assent_executor.mcp_client import StreamableHttpToolCaller, ToolCaller
from assent_executor.reports import prune_old_activity
from assent_executor.settings import ExecutorSettings
from assent_executor.subscribers import activity, executions
from assent_runtime.database_wait import schema_ready
from assent_runtime.directory_source import DatabaseDirectory
from assent_runtime.redis_reconnects import ConsumerGroups, reconnecting_broker, worker_client
from assent_runtime.worker_lifespan import worker_app

log = logging.getLogger(__name__)


def build_executor(
    settings: ExecutorSettings,
    redis: Redis,
    sessions: async_sessionmaker[AsyncSession],
    caller: ToolCaller | None = None,
) -> Executor:
    """``sessions`` serve the directory's reads (the activity writer has its own router)."""
    tls = httpx2.create_ssl_context()  # once per process: every MCP session's client shares it
    return Executor(
        redis=redis,
        directory=DatabaseDirectory(
            sessions,
            redis,
            settings.database.cipher(),
            refresh_margin_s=settings.oauth.refresh_margin_s,
            refresh_timeout_s=settings.oauth.refresh_timeout_s,
        ),
        caller=caller or StreamableHttpToolCaller(settings.mcp_timeout_s, tls),
        consumer=settings.consumer_name,
        lease_ttl_ms=settings.lease_ttl_ms,
        tools=StreamableHttpToolReader(settings.mcp_timeout_s, tls),
    )


def create_app(settings: ExecutorSettings, caller: ToolCaller | None = None) -> FastStream:
    redis = worker_client(settings.redis_url)
    engine = create_engine(settings.database.url, pool_size=settings.database.pool_size)
    sessions = session_factory(engine)
    executor = build_executor(settings, redis, sessions, caller)
    groups = ConsumerGroups()
    broker = reconnecting_broker(settings.redis_url, groups)
    broker.include_router(executions.router(executor, settings, broker))
    broker.include_router(activity.router(redis, sessions, settings, broker))
    groups.track(broker)

    async def prune_periodically() -> None:
        """MCP activity older than the retention is deleted, at start and every period after."""
        while True:
            try:
                pruned = await prune_old_activity(sessions, settings.database.activity_retention_days)
                if pruned:
                    log.info("pruned %d activity records past the retention", pruned)
            except Exception:
                log.exception("activity pruning failed; retrying at the next period")
            await asyncio.sleep(settings.activity_prune_every_s)

    return worker_app(
        broker,
        redis,
        service="executor",
        consumer=settings.consumer_name,
        starting=[schema_ready(engine, settings.database.wait_s)],
        background=[prune_periodically],
        closing=[engine.dispose],
    )
