"""Wiring of the discovery service: one place builds every dependency and the FastStream app."""

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from faststream import FastStream
from faststream.redis import RedisBroker
from redis.asyncio import Redis

from assent_contracts.directory import DirectoryFile
from assent_discovery.catalog import Catalog
from assent_discovery.connection_sync import ConnectionSync
from assent_discovery.deps import Discovery
from assent_discovery.listing import ToolChangeWatcher, ToolLister
from assent_discovery.mcp_lister import McpToolLister
from assent_discovery.mcp_watcher import McpChangeWatcher
from assent_discovery.settings import DiscoverySettings
from assent_discovery.streams import open as open_stream
from assent_discovery.streams import resolve as resolve_stream
from assent_discovery.streams import search as search_stream
from assent_discovery.watching import ChangeWatchers
from assent_runtime.heartbeat import heartbeat
from assent_runtime.redis_reconnects import ConsumerGroups, reconnecting_broker, reconnecting_retry


def build_discovery(settings: DiscoverySettings, lister: ToolLister | None = None) -> Discovery:
    redis = Redis.from_url(settings.redis_url, retry=reconnecting_retry())
    catalog = Catalog(
        redis,
        DirectoryFile(settings.directory),
        lister or McpToolLister(settings.list_timeout_s),
        concurrency=settings.list_concurrency,
        contextual=settings.contextual_ranking,
    )
    return Discovery(redis=redis, catalog=catalog, settings=settings)


def build_broker(discovery: Discovery) -> RedisBroker:
    url = discovery.settings.redis_url
    groups = ConsumerGroups()
    broker = reconnecting_broker(url, groups)
    for stream in (open_stream, search_stream, resolve_stream):
        broker.include_router(stream.router(discovery, broker))
    groups.track(broker)
    return broker


@asynccontextmanager
async def refreshing(discovery: Discovery, watcher: ToolChangeWatcher | None = None) -> AsyncIterator[None]:
    """Keep the catalog fresh in the background while the service runs (periodic listing, connection
    changes made at run time, and tool change notifications unless disabled); close Redis after."""
    settings = discovery.settings
    tasks = [asyncio.create_task(discovery.catalog.refresh_periodically(settings.refresh_interval_s))]
    watchers = None
    if settings.watch_changes:
        watchers = ChangeWatchers(
            discovery.catalog,
            watcher or McpChangeWatcher(settings.list_timeout_s),
            retry_s=settings.watch_retry_s,
        )
        tasks.append(asyncio.create_task(watchers.run(resync_s=settings.refresh_interval_s)))
    connections = ConnectionSync(
        discovery.catalog, discovery.redis, on_changed=watchers.sync if watchers is not None else None
    )
    tasks.append(asyncio.create_task(connections.listen()))
    tasks.append(asyncio.create_task(connections.check_periodically(settings.connection_check_interval_s)))
    try:
        async with heartbeat(discovery.redis, "discovery", settings.consumer):
            yield
    finally:
        # Cancel until they end: on Python 3.11 a cancellation landing as a Redis command completes
        # can be lost inside redis-py's wait_for, and a single cancel would then hang shutdown.
        pending = set(tasks)
        while pending:
            for task in pending:
                task.cancel()
            _, pending = await asyncio.wait(pending, timeout=0.5)
        discovery.catalog.stop_vectorising()
        await discovery.redis.aclose()


def create_app(
    settings: DiscoverySettings, lister: ToolLister | None = None, watcher: ToolChangeWatcher | None = None
) -> FastStream:
    """The service: request/reply subscribers on the discovery streams, and a lifespan that keeps the
    catalog fresh. ``lister`` and ``watcher`` default to the MCP Streamable HTTP implementations."""
    discovery = build_discovery(settings, lister)
    return FastStream(build_broker(discovery), lifespan=lambda: refreshing(discovery, watcher))
