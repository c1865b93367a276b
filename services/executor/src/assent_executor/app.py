"""Wiring of the executor: one place builds its dependencies and the FastStream app."""

import httpx2
from faststream import FastStream
from redis.asyncio import Redis

from assent_contracts.directory import DirectoryFile
from assent_executor.execute import Executor
from assent_executor.live_tools import StreamableHttpToolReader
from assent_executor.mcp_client import StreamableHttpToolCaller, ToolCaller
from assent_executor.settings import ExecutorSettings
from assent_executor.subscribers import executions
from assent_runtime.redis_reconnects import ConsumerGroups, reconnecting_broker, reconnecting_retry
from assent_runtime.worker_lifespan import worker_app


def build_executor(settings: ExecutorSettings, redis: Redis, caller: ToolCaller | None = None) -> Executor:
    tls = httpx2.create_ssl_context()  # once per process: every MCP session's client shares it
    return Executor(
        redis=redis,
        directory=DirectoryFile(settings.directory_path).current,
        caller=caller or StreamableHttpToolCaller(settings.mcp_timeout_s, tls),
        consumer=settings.consumer_name,
        lease_ttl_ms=settings.lease_ttl_ms,
        tools=StreamableHttpToolReader(settings.mcp_timeout_s, tls),
    )


def create_app(settings: ExecutorSettings, caller: ToolCaller | None = None) -> FastStream:
    redis = Redis.from_url(settings.redis_url, retry=reconnecting_retry())
    executor = build_executor(settings, redis, caller)
    groups = ConsumerGroups()
    broker = reconnecting_broker(settings.redis_url, groups)
    broker.include_router(executions.router(executor, settings, broker))
    groups.track(broker)

    return worker_app(broker, redis, service="executor", consumer=settings.consumer_name)
