"""Keeping the catalog in step with connections changed at run time (connected, reconnected, disconnected).

The gateway stores a change in Redis and announces the connection's id on
``CONNECTION_CHANGES_CHANNEL``. Every replica subscribes: an announced connection is re-listed at once
with its new configuration (new credentials, new revision), or, when it is no longer connected, its
catalog is dropped so its actions leave the index. Pub/sub delivers at most once and not while a
replica is disconnected, so each replica also compares, every ``check_interval_s``, the revision each
catalog was listed with against the connection's current one, and after (re)subscribing.

A replica that finds the catalog already listed with the current revision (another replica did it)
lists nothing. Failures are logged and retried: at the next announcement or check.
"""

import asyncio
import logging
from collections.abc import Callable, Iterable

from redis.asyncio import Redis
from redis.exceptions import RedisError

from assent_contracts.connections import CONNECTION_CHANGES_CHANNEL
from assent_contracts.directory import Connection, Directory
from assent_discovery import catalog_store, listed_revisions
from assent_discovery.catalog import Catalog
from assent_runtime.redis_values import as_text

log = logging.getLogger(__name__)


class ConnectionSync:
    def __init__(
        self,
        catalog: Catalog,
        redis: Redis,
        *,
        retry_s: float = 1.0,
        on_changed: Callable[[Directory], None] | None = None,
        subscriber: Redis | None = None,
    ) -> None:
        self._catalog = catalog
        self._redis = redis
        self._subscriber = subscriber or redis
        """The client of the subscription: one that retries nothing (``subscription_client``), so a
        lost connection is noticed at once and ``subscribed`` cleared until all is compared again."""
        self._retry_s = retry_s
        self._on_changed = on_changed
        self.subscribed = asyncio.Event()
        """Set once ``listen()`` is subscribed and has compared everything (and again after a resubscribe)."""

    async def sync(self, connection_ids: Iterable[str] | None = None) -> list[str]:
        """Re-list the given connections (all when ``None``) whose catalog was listed with another
        revision, drop the catalogs of those no longer connected, and re-index if anything changed.

        Returns the ids whose catalog was re-listed or dropped.
        """
        directory = await self._catalog.current_directory()
        listed = await listed_revisions.read(self._redis)
        wanted = (
            list(dict.fromkeys(connection_ids))
            if connection_ids is not None
            else sorted({c.id for c in directory.connections} | set(listed))
        )
        relist: list[Connection] = []
        drop: list[str] = []
        for connection_id in wanted:
            connection = directory.connection(connection_id)
            if connection is None or connection.status != "connected":
                if connection_id in listed or await catalog_store.has_catalog(self._redis, connection_id):
                    drop.append(connection_id)
            elif listed.get(connection_id) != listed_revisions.revision_of(connection):
                relist.append(connection)
        for connection_id in drop:
            await self._catalog.forget(connection_id)
        await asyncio.gather(*(self._catalog.refresh(c) for c in relist))
        changed = drop + [c.id for c in relist]
        if changed:
            await self._catalog.reindex()
            log.info("connections changed at run time: %s", ", ".join(changed))
            if self._on_changed is not None:
                self._on_changed(directory)
        return changed

    async def listen(self) -> None:
        """Until cancelled: sync each announced connection at once. After every (re)subscription
        everything is compared once, for the announcements missed meanwhile; after a Redis restart
        that re-lists every catalog the restart lost (``subscribed`` is clear until it is done)."""
        while True:
            try:
                async with self._subscriber.pubsub() as pubsub:
                    await pubsub.subscribe(CONNECTION_CHANGES_CHANNEL)
                    async for message in pubsub.listen():
                        if message.get("type") == "subscribe":  # after every (re)connection
                            self.subscribed.clear()
                            await self._sync_logged(None)
                            self.subscribed.set()
                        elif message.get("type") == "message":
                            await self._sync_logged([as_text(message["data"])])
            except (RedisError, OSError) as error:
                log.warning("connection changes: subscription lost (%s); resubscribing", type(error).__name__)
            self.subscribed.clear()
            await asyncio.sleep(self._retry_s)

    async def check_periodically(self, interval_s: float) -> None:
        """Until cancelled: compare every connection's listed revision with its current one."""
        while True:
            await asyncio.sleep(interval_s)
            await self._sync_logged(None)

    async def _sync_logged(self, connection_ids: list[str] | None) -> None:
        try:
            await self.sync(connection_ids)
        except Exception:  # a failed sync is retried at the next announcement or check
            log.exception("syncing changed connections failed; retrying at the next check")
