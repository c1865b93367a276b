"""Wiring of the executor: one place builds its dependencies and the FastStream app."""

from faststream import FastStream
from faststream.redis import RedisBroker
from redis.asyncio import Redis

from assent_executor import executions
from assent_executor.directory_file import DirectoryFile
from assent_executor.execute import Executor
from assent_executor.heartbeat import heartbeat
from assent_executor.mcp_client import StreamableHttpToolCaller, ToolCaller
from assent_executor.settings import ExecutorSettings


def build_executor(settings: ExecutorSettings, redis: Redis, caller: ToolCaller | None = None) -> Executor:
    return Executor(
        redis=redis,
        directory=DirectoryFile(settings.directory_path).current,
        caller=caller or StreamableHttpToolCaller(settings.mcp_timeout_s),
        consumer=settings.consumer_name,
        lease_ttl_ms=settings.lease_ttl_ms,
    )


def create_app(settings: ExecutorSettings, caller: ToolCaller | None = None) -> FastStream:
    redis = Redis.from_url(settings.redis_url)
    executor = build_executor(settings, redis, caller)
    broker = RedisBroker(settings.redis_url)
    broker.include_router(executions.router(executor, settings))

    alive = heartbeat(redis, settings.consumer_name)

    async def start_heartbeat() -> None:
        await alive.__aenter__()

    async def stop_heartbeat() -> None:
        await alive.__aexit__(None, None, None)

    async def close_redis() -> None:
        await redis.aclose()

    return FastStream(
        broker, after_startup=[start_heartbeat], on_shutdown=[stop_heartbeat], after_shutdown=[close_redis]
    )
