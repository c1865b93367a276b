"""Re-listing a toolkit as soon as its MCP server announces a tool-list change.

One watch per toolkit (the server is the toolkit's, whichever account asks), made with the
credentials of its first connected connection; a change re-lists every connected connection of
that toolkit and re-indexes. A watch that fails or ends is started again after ``retry_s``; the
periodic re-listing still catches whatever a watch misses.
"""

import asyncio
import contextlib
import logging
from collections.abc import Callable

from assent_contracts.directory import Connection, Directory
from assent_discovery.catalog import Catalog
from assent_discovery.listing import ToolChangeWatcher

log = logging.getLogger(__name__)


class ChangeWatchers:
    def __init__(
        self,
        catalog: Catalog,
        watcher: ToolChangeWatcher,
        *,
        retry_s: float,
        on_relisted: Callable[[str], None] | None = None,
    ) -> None:
        self._catalog = catalog
        self._watcher = watcher
        self._retry_s = retry_s
        self._on_relisted = on_relisted
        self._watches: dict[str, tuple[tuple[str, str, int], asyncio.Task[None]]] = {}
        self._relists: set[asyncio.Task[None]] = set()

    async def run(self, resync_s: float) -> None:
        """Until cancelled: keep one watch per toolkit in use, following directory changes."""
        try:
            while True:
                self.sync(await self._catalog.current_directory())
                await asyncio.sleep(resync_s)
        finally:
            await self.stop()

    def sync(self, directory: Directory) -> None:
        """Start and stop watches to match ``directory``: a toolkit's watch restarts when the
        connection it uses changes."""
        wanted: dict[str, tuple[tuple[str, str, int], Connection]] = {}
        for connection in sorted(directory.connections, key=lambda c: c.id):
            toolkit = directory.toolkit(connection.toolkit)
            if connection.status == "connected" and toolkit is not None and toolkit.slug not in wanted:
                wanted[toolkit.slug] = (
                    (toolkit.mcp_url, connection.id, connection.config_version),
                    connection,
                )
        for slug in list(self._watches):
            identity, task = self._watches[slug]
            if slug not in wanted or wanted[slug][0] != identity:
                task.cancel()
                del self._watches[slug]
        for slug, (identity, connection) in wanted.items():
            if slug not in self._watches:
                self._watches[slug] = (
                    identity,
                    asyncio.create_task(self._watch(slug, identity[0], connection)),
                )

    async def stop(self) -> None:
        tasks = [task for _, task in self._watches.values()] + list(self._relists)
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        self._watches.clear()

    async def _watch(self, slug: str, url: str, connection: Connection) -> None:
        while True:
            try:
                secret = await self._catalog.source.connection_secret(connection.id)
                if secret is not None:
                    await self._watcher.watch(url, secret.credentials, lambda: self._changed(slug))
            except Exception as exc:  # a watch is best effort: the periodic listing backs it up
                log.info("watching %s for tool changes stopped (%s); retrying", slug, type(exc).__name__)
            await asyncio.sleep(self._retry_s)

    def _changed(self, slug: str) -> None:
        task = asyncio.create_task(self._relist(slug))
        self._relists.add(task)
        task.add_done_callback(self._relists.discard)

    async def _relist(self, slug: str) -> None:
        connections: list[Connection] = []
        try:
            directory = await self._catalog.current_directory()
            connections = [c for c in directory.connections if c.toolkit == slug and c.status == "connected"]
            await asyncio.gather(*(self._catalog.refresh(c) for c in connections))
            await self._catalog.reindex()
        except Exception:
            log.exception("re-listing %s after a tool change failed; the periodic listing will retry", slug)
            return
        log.info("toolkit %s announced a tool change: re-listed %d connection(s)", slug, len(connections))
        if self._on_relisted is not None:
            self._on_relisted(slug)
