"""Wiring of the discovery service: one place builds every dependency and the FastStream app."""

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from faststream import FastStream
from faststream.redis import RedisBroker
from redis.asyncio import Redis

from assent_database.engine import create_engine, session_factory
from assent_discovery.catalog import Catalog
from assent_discovery.connection_sync import ConnectionSync
from assent_discovery.deps import Discovery
from assent_discovery.listing import ToolChangeWatcher, ToolLister
from assent_discovery.mcp_lister import McpToolLister
from assent_discovery.mcp_watcher import McpChangeWatcher
from assent_discovery.settings import DiscoverySettings
from assent_discovery.subscribers import open as open_stream
from assent_discovery.subscribers import resolve as resolve_stream
from assent_discovery.subscribers import search as search_stream
from assent_discovery.watching import ChangeWatchers
from assent_runtime.database_wait import schema_ready
from assent_runtime.directory_source import DatabaseDirectory
from assent_runtime.redis_reconnects import (
    ConsumerGroups,
    reconnecting_broker,
    subscription_client,
    worker_client,
)
from assent_runtime.task_ending import cancel_and_wait
from assent_runtime.worker_lifespan import Background, worker_app


def build_discovery(settings: DiscoverySettings, lister: ToolLister | None = None) -> Discovery:
    redis = worker_client(settings.redis_url)
    engine = create_engine(settings.database.url, pool_size=settings.database.pool_size)
    catalog = Catalog(
        redis,
        DatabaseDirectory(
            session_factory(engine),
            redis,
            settings.database.cipher(),
            refresh_margin_s=settings.oauth.refresh_margin_s,
            refresh_timeout_s=settings.oauth.refresh_timeout_s,
        ),
        lister or McpToolLister(settings.list_timeout_s),
        concurrency=settings.list_concurrency,
        contextual=settings.contextual_ranking,
    )
    return Discovery(redis=redis, catalog=catalog, settings=settings, engine=engine)


def build_broker(discovery: Discovery) -> RedisBroker:
    url = discovery.settings.redis_url
    groups = ConsumerGroups()
    broker = reconnecting_broker(url, groups)
    for stream in (open_stream, search_stream, resolve_stream):
        broker.include_router(stream.router(discovery, broker))
    groups.track(broker)
    return broker


def keeping_fresh(
    discovery: Discovery, watcher: ToolChangeWatcher | None = None, subscriber: Redis | None = None
) -> tuple[list[Background], ConnectionSync]:
    """What keeps the catalog fresh while the service runs: the periodic listing, the connection
    changes made at run time, and tool change notifications unless disabled. The ``ConnectionSync``
    says when it is subscribed again after a Redis restart, having re-listed what the restart lost."""
    settings = discovery.settings
    catalog = discovery.catalog
    tasks: list[Background] = [lambda: catalog.refresh_periodically(settings.refresh_interval_s)]
    watchers = None
    if settings.watch_changes:
        watchers = ChangeWatchers(
            catalog, watcher or McpChangeWatcher(settings.list_timeout_s), retry_s=settings.watch_retry_s
        )
        tasks.append(lambda: watchers.run(resync_s=settings.refresh_interval_s))
    connections = ConnectionSync(
        catalog,
        discovery.redis,
        on_changed=watchers.sync if watchers is not None else None,
        subscriber=subscriber,
    )
    tasks.append(connections.listen)
    tasks.append(lambda: connections.check_periodically(settings.connection_check_interval_s))
    return tasks, connections


@asynccontextmanager
async def refreshing(discovery: Discovery, watcher: ToolChangeWatcher | None = None) -> AsyncIterator[None]:
    """The catalog kept fresh in the background without the rest of the service (tests, benches);
    Redis closed after."""
    background, _ = keeping_fresh(discovery, watcher)
    tasks = [asyncio.create_task(run()) for run in background]
    try:
        yield
    finally:
        await cancel_and_wait(*tasks)
        discovery.catalog.stop_vectorising()
        await discovery.redis.aclose()


def create_app(
    settings: DiscoverySettings, lister: ToolLister | None = None, watcher: ToolChangeWatcher | None = None
) -> FastStream:
    """The service: request/reply subscribers on the discovery streams, and a lifespan that keeps the
    catalog fresh. ``lister`` and ``watcher`` default to the MCP Streamable HTTP implementations.

    Alive (the heartbeat) once the subscribers run and connection changes are subscribed: after a
    Redis restart that is once every catalog the restart lost is listed again."""
    discovery = build_discovery(settings, lister)
    broker = build_broker(discovery)
    subscriber = subscription_client(settings.redis_url)
    background, connections = keeping_fresh(discovery, watcher, subscriber)

    async def stop_and_close() -> None:
        discovery.catalog.stop_vectorising()
        await subscriber.aclose()
        if discovery.engine is not None:
            await discovery.engine.dispose()

    return worker_app(
        broker,
        discovery.redis,
        service="discovery",
        consumer=settings.consumer_name,
        starting=[schema_ready(discovery.engine, settings.database.wait_s)] if discovery.engine else [],
        background=background,
        ready=[connections.subscribed.is_set],
        closing=[stop_and_close],
    )
