"""Re-listing a connection as soon as its MCP server announces a tool-list change.

One watch per connected connection, made with that connection's own credentials: a server may list
tools per account, and one account's revoked or broken credentials must never delay another's
catalog (issue 9, item 6: with one watch per toolkit, made with the first connection's credentials,
Bob's catalog saw a change 18 s late because Alice's token was revoked). A change re-lists that
connection and re-indexes. A watch that fails or ends is started again after ``retry_s``; the periodic
re-listing still catches whatever a watch misses.
"""

import asyncio
import logging
from collections.abc import Callable

from assent_contracts.directory import Connection, Directory
from assent_discovery.catalog import Catalog
from assent_discovery.listing import ToolChangeWatcher
from assent_runtime.directory_source import token_refresh
from assent_runtime.task_ending import cancel_and_wait

log = logging.getLogger(__name__)

Identity = tuple[str, int]
"""What a watch was made with: the server's URL and the connection's configuration version (a
reconnect, new credentials included, bumps it)."""


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
        """Called with a connection id each time its catalog was re-listed after a change."""
        self._watches: dict[str, tuple[Identity, asyncio.Task[None]]] = {}
        self._relists: set[asyncio.Task[None]] = set()

    async def run(self, resync_s: float) -> None:
        """Until cancelled: keep one watch per connected connection, following directory changes."""
        try:
            while True:
                self.sync(await self._catalog.current_directory())
                await asyncio.sleep(resync_s)
        finally:
            await self.stop()

    def sync(self, directory: Directory) -> None:
        """Start and stop watches to match ``directory``: a connection's watch restarts when its
        server or its configuration changes."""
        wanted: dict[str, tuple[Identity, Connection]] = {}
        for connection in directory.connections:
            toolkit = directory.toolkit(connection.toolkit)
            if connection.status == "connected" and toolkit is not None:
                wanted[connection.id] = ((toolkit.mcp_url, connection.config_version), connection)
        for connection_id in list(self._watches):
            identity, task = self._watches[connection_id]
            if connection_id not in wanted or wanted[connection_id][0] != identity:
                task.cancel()  # ended for sure by ``stop``; a watch holds no Redis call to lose it in
                del self._watches[connection_id]
        for connection_id, (identity, connection) in sorted(wanted.items()):
            if connection_id not in self._watches:
                task = asyncio.create_task(
                    self._watch(identity[0], connection), name=f"watch {connection_id}"
                )
                self._watches[connection_id] = (identity, task)

    async def stop(self) -> None:
        tasks = [task for _, task in self._watches.values()] + list(self._relists)
        self._watches.clear()
        await cancel_and_wait(*tasks)

    async def _watch(self, url: str, connection: Connection) -> None:
        while True:
            try:
                secret = await self._catalog.source.connection_secret(
                    connection.id
                )  # read for the watch only
                if secret is not None:
                    await self._watcher.watch(
                        url,
                        secret.credentials,
                        lambda: self._changed(connection.id),
                        token_refresh(self._catalog.source, connection.id, secret),
                    )
            except Exception as exc:  # a watch is best effort: the periodic listing backs it up
                log.info(
                    "watching %s for tool changes stopped (%s); retrying", connection.id, type(exc).__name__
                )
            await asyncio.sleep(self._retry_s)

    def _changed(self, connection_id: str) -> None:
        task = asyncio.create_task(self._relist(connection_id))
        self._relists.add(task)
        task.add_done_callback(self._relists.discard)

    async def _relist(self, connection_id: str) -> None:
        try:
            connection = (await self._catalog.current_directory()).connection(connection_id)
            if connection is None or connection.status != "connected":
                return
            await self._catalog.refresh(connection)
            await self._catalog.reindex()
        except Exception:
            log.exception(
                "re-listing %s after a tool change failed; the periodic listing will retry", connection_id
            )
            return
        log.info("the server of %s announced a tool change: re-listed", connection_id)
        if self._on_relisted is not None:
            self._on_relisted(connection_id)
