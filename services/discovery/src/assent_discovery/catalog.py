"""The catalog: every connected connection's actions, listed from its MCP server and kept in Redis.

Redis holds the truth that every replica reads (``catalog_store``); this process keeps only the
search engine built from it, rebuilt when the catalogs change, and the reasons of its last failed
listings. Each replica re-lists periodically; a server that is down, slow or answers garbage marks
its connection unavailable (the last good catalog stays, so a short outage does not invalidate
conversations) and never stops the others being listed.

A server's ``notifications/tools/list_changed`` re-lists its toolkit at once (``watching``);
``request_refresh()`` re-lists everything now. Connections come from the database
(``directory_source``); a changed connection is re-listed at once (``connection_sync``), its
credentials read and decrypted only for the listing, and a listing is stored only if the
connection did not change while it ran.
"""

import asyncio
import contextlib
import logging
from collections.abc import Collection, Iterable

import numpy as np
from redis.asyncio import Redis

from assent_contracts.directory import Connection, Directory
from assent_contracts.discovery import ActionDefinition
from assent_discovery import catalog_store, listed_revisions, listing_claims, vector_cache
from assent_discovery.actions import definitions_for
from assent_discovery.engine import ActionDocument, SearchEngine, StaticEmbedder
from assent_discovery.engine.contextual import ContextualVectors, contextual_text
from assent_discovery.engine.encoder import DIM, ContextualEncoder
from assent_discovery.engine.late import TokenRows
from assent_discovery.engine.products import QuantisedRows
from assent_discovery.listing import ListingFailed, ToolLister
from assent_runtime.directory_source import DirectorySource, token_refresh
from assent_runtime.task_ending import cancel_and_wait

log = logging.getLogger(__name__)


class Catalog:
    def __init__(
        self,
        redis: Redis,
        directory: DirectorySource,
        lister: ToolLister,
        *,
        concurrency: int = 8,
        contextual: bool = False,
    ) -> None:
        """``contextual`` turns on the contextual encoder: action vectors are encoded in the
        background after each re-index and cached by revision in Redis (``vector_cache``); whoever
        turns it on awaits ``stop_vectorising()`` at shutdown, before Redis is closed."""
        self._redis = redis
        self.source = directory
        self._lister = lister
        self._slots = asyncio.Semaphore(concurrency)
        self._engine = SearchEngine.build([])
        self._embedder: StaticEmbedder | None = None
        self._encoder: ContextualEncoder | None = None
        self._contextual = contextual
        self._embedder_loaded = False
        self._vectorising: asyncio.Task[None] | None = None
        self._others_retired = False  # other encoder models' vectors given their expiry (once)
        self._indexed: dict[str, str] = {}
        self._parsed = catalog_store.ParsedCatalogs()
        self._reindexing = asyncio.Lock()
        self._wake = asyncio.Event()
        self.unavailable: dict[str, str] = {}
        """Connection id -> reason, from this process's last listing of it."""

    async def current_directory(self) -> Directory:
        return await self.source.current()

    async def refresh(self, connection: Connection) -> None:
        """List one connection's server and store its catalog, or record why it could not be listed.

        A listing made with a configuration that changed meanwhile is dropped: the change's own
        re-listing stores the right one, and an old one must not overwrite it.
        """
        toolkit = (await self.current_directory()).toolkit(connection.toolkit)
        try:
            if toolkit is None:
                raise ListingFailed(f"toolkit '{connection.toolkit}' is not configured")
            secret = await self.source.connection_secret(connection.id)
            if secret is None or secret.config_version != connection.config_version:
                log.info(
                    "connection %s changed before it was listed; its own re-listing follows", connection.id
                )
                return
            async with self._slots:
                tools = await self._lister.list_tools(
                    toolkit.mcp_url, secret.credentials, token_refresh(self.source, connection.id, secret)
                )
        except ListingFailed as failure:
            log.warning("connection %s unavailable: %s", connection.id, failure.reason)
            self.unavailable[connection.id] = failure.reason
            await catalog_store.mark_unavailable(
                self._redis, connection.id, failure.reason, credentials_refused=failure.credentials_refused
            )
            return
        now = (await self.current_directory()).connection(connection.id)
        if now is None or now.status != "connected" or now.config_version != connection.config_version:
            log.info("connection %s changed while it was listed; that listing is dropped", connection.id)
            return
        await catalog_store.store_catalog(self._redis, connection.id, definitions_for(connection, tools))
        await listed_revisions.record(self._redis, connection)
        self.unavailable.pop(connection.id, None)

    async def forget(self, connection_id: str) -> None:
        """Drop a connection's catalog: it is no longer connected, so its actions leave the index."""
        await catalog_store.drop_catalog(self._redis, connection_id)
        await listed_revisions.forget(self._redis, connection_id)
        self._parsed.discard(connection_id)
        self.unavailable.pop(connection_id, None)

    async def refresh_all(self, claim_for_s: float | None = None) -> None:
        """List every connected connection concurrently, forget the others, then re-index.

        With ``claim_for_s`` (the periodic refresh), a connection another replica listed within that
        time is left to it (``listing_claims``); its catalog is read from Redis all the same."""
        connections = (await self.current_directory()).connections
        for gone in (c for c in connections if c.status != "connected"):
            await self.forget(gone.id)
        todo = [c for c in connections if c.status == "connected"]
        if claim_for_s is not None:
            mine = await listing_claims.claim(self._redis, (c.id for c in todo), claim_for_s)
            todo = [c for c in todo if c.id in mine]
        await asyncio.gather(*(self.refresh(c) for c in todo))
        await self.reindex()

    async def ensure_listed(self, connection_ids: Iterable[str]) -> None:
        """List now the given connected connections that have no catalog yet, whose last listing
        failed, or that changed since they were listed, so a conversation starts from the freshest
        catalog it can get."""
        ids = list(connection_ids)
        failed = await catalog_store.unavailable(self._redis, ids)
        listed = await listed_revisions.read(self._redis, ids)
        directory = await self.current_directory()
        todo = []
        for connection_id in ids:
            connection = directory.connection(connection_id)
            if connection is None or connection.status != "connected":
                continue
            if (
                connection_id in failed
                or listed.get(connection_id) != listed_revisions.revision_of(connection)
                or not await catalog_store.has_catalog(self._redis, connection_id)
            ):
                todo.append(connection)
        if todo:
            await asyncio.gather(*(self.refresh(c) for c in todo))
            await self.reindex()

    async def reindex(self) -> None:
        """Rebuild the search engine from the catalogs in Redis when they differ from what it indexed."""
        async with self._reindexing:
            directory = await self.current_directory()
            connected = sorted(c.id for c in directory.connections if c.status == "connected")
            catalogs = await self.catalogs(connected)
            representative: dict[str, ActionDefinition] = {}
            for connection_id in connected:
                for name, definition in catalogs[connection_id].items():
                    representative.setdefault(name, definition)
            indexed = {name: d.revision for name, d in representative.items()}
            if indexed == self._indexed:
                return
            documents = [self._document(d) for d in representative.values()]
            if not self._embedder_loaded:  # load the packaged models once, share them between rebuilds
                self._embedder = await asyncio.to_thread(StaticEmbedder.load)
                if self._contextual:
                    self._encoder = await asyncio.to_thread(ContextualEncoder.load)
                self._embedder_loaded = True
            engine = await asyncio.to_thread(
                SearchEngine.build, documents, embedder=self._embedder, semantic=self._embedder is not None
            )
            self._engine = engine
            self._indexed = indexed
            log.info("search index rebuilt: %d actions", len(documents))
            if self._encoder is not None:
                await self.stop_vectorising()
                self._vectorising = asyncio.create_task(self._vectorise(engine, representative))

    async def _vectorise(self, engine: SearchEngine, definitions: dict[str, ActionDefinition]) -> None:
        """Give `engine` a contextual vector per action: cached ones at once, the others as they are
        encoded (found lexically until then). Only while `engine` is still the one searched."""
        encoder = self._encoder
        assert encoder is not None
        names = engine.names
        fields = [vector_cache.field_of(n, definitions[n].revision) for n in names]
        try:
            vectors = QuantisedRows(len(names), DIM)
            tokens = TokenRows(len(names))
            present = np.zeros(len(names), dtype=bool)
            # read a batch at a time: a reply of every entry at once (≈ 7 KB each) would hold the
            # whole cache in memory beside the copies kept, and leave its holes in the heap
            for start in range(0, len(fields), vector_cache.READ_BATCH):
                cached = await vector_cache.read(self._redis, fields[start : start + vector_cache.READ_BATCH])
                found = [(start + i, entry) for i, entry in enumerate(cached) if entry is not None]
                if found:
                    rows = [row for row, _ in found]
                    vectors.set(rows, np.stack([e.vector for _, e in found]))
                    tokens.set(rows, [e.tokens for _, e in found])
                    present[rows] = True
            await asyncio.to_thread(vectors.prepack)  # the faster kernel (`products`) for these
            if self._engine is not engine:
                return
            # mutated in place below, on this event loop, so searches see each batch as it lands
            self._engine = engine.with_contextual(ContextualVectors(encoder, vectors, present, tokens))
            row_of = {f: row for row, f in enumerate(fields)}
            pending = [
                vector_cache.Pending(fields[row], contextual_text(self._document(definitions[names[row]])))
                for row in np.flatnonzero(~present)
            ]

            def landed(batch: list[str], encoded: list[vector_cache.Encoded]) -> None:
                rows = [row_of[f] for f in batch]
                vectors.set(rows, np.stack([e.vector for e in encoded]))
                tokens.set(rows, [e.tokens for e in encoded])
                present[rows] = True

            encoded = await vector_cache.fill(self._redis, encoder, pending, landed)
            if pending:
                await asyncio.to_thread(vectors.prepack)  # again with every row in
            log.info(
                "contextual vectors ready: %d cached, %d encoded here, %d by another replica",
                len(names) - len(pending),
                encoded,
                len(pending) - encoded,
            )
            await vector_cache.prune(self._redis, set(fields))
            if not self._others_retired:  # a scan of the keyspace: once, not on every re-index
                retired = await vector_cache.retire_other_models(self._redis)
                self._others_retired = True
                if retired:
                    log.info("vectors of other encoder models expire in a day: %s", ", ".join(retired))
        except Exception:  # Redis down, a bug: searches go on with what is there
            log.exception("contextual vectors failed; those missing are ranked without them")

    @staticmethod
    def _document(d: ActionDefinition) -> ActionDocument:
        return ActionDocument(
            name=d.name, title=d.title, description=d.description, input_schema=d.input_schema
        )

    @property
    def contextual_actions(self) -> int:
        """How many indexed actions have their contextual vector (the rest are found without one)."""
        return self._engine.contextual_count

    async def vectors_ready(self) -> None:
        """Wait until the background encoding of the current index has finished (or failed)."""
        if self._vectorising is not None:
            await asyncio.shield(self._vectorising)

    async def stop_vectorising(self) -> None:
        """End a background encoding still running (a newer index or shutdown supersedes it), and
        return once it has. Cancelled only, it may carry on (``task_ending``): after Redis closed, it
        opened a new connection to store a batch, and that socket was never closed."""
        task, self._vectorising = self._vectorising, None
        if task is not None:
            await cancel_and_wait(task)

    async def catalogs(self, connection_ids: Iterable[str]) -> dict[str, dict[str, ActionDefinition]]:
        """The stored catalogs of these connections, parsed once per version (``ParsedCatalogs``)."""
        return await self._parsed.load(self._redis, connection_ids)

    async def search(self, query: str, k: int, allowed: Collection[str]) -> list[str]:
        """Names best first, among ``allowed`` only (re-indexing first if any of them is not indexed)."""
        if any(name not in self._indexed for name in allowed):
            await self.reindex()
        return [name for name, _score in self._engine.search(query, k, allowed)]

    def request_refresh(self) -> None:
        """Make the refresher list every connection now instead of at its next period."""
        self._wake.set()

    async def refresh_periodically(self, interval_s: float) -> None:
        """Run until cancelled: list everything, then wait ``interval_s`` or a ``request_refresh()``.

        A periodic cycle lists only the connections no other replica listed in the last 90 % of a
        period (``listing_claims``); a cycle woken by ``request_refresh()`` lists them all. A cycle
        that fails (Redis down, a bug) is logged and the next one runs as usual.
        """
        woken = False
        while True:
            try:
                await self.refresh_all(claim_for_s=None if woken else 0.9 * interval_s)
            except Exception:
                log.exception("catalog refresh failed; retrying at the next period")
            woken = False
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout=interval_s)
                woken = True
            self._wake.clear()
