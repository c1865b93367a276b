"""The catalogs in Redis: one hash per connection (``name -> ActionDefinition`` JSON), the
``assent:catalog-digests`` hash (``id -> digest`` of the stored catalog, written with it), the
``assent:catalog-status`` hash of connections whose server could not be listed (``id -> reason``)
and, written with it, the ``assent:catalog-refused`` set of those whose server refused the
credentials (401/403), so a caller can tell "reconnect it" from "retry"."""

import hashlib
from collections.abc import Iterable, Mapping

from redis.asyncio import Redis

from assent_contracts.discovery import ActionDefinition, catalog_key
from assent_runtime.redis_values import as_text, hash_get_many

CATALOG_STATUS_KEY = "assent:catalog-status"
CATALOG_DIGESTS_KEY = "assent:catalog-digests"
CATALOG_REFUSED_KEY = "assent:catalog-refused"


def catalog_digest(definitions: Mapping[str, ActionDefinition]) -> str:
    """Changes whenever an action is added, removed or gets a new revision."""
    entries = sorted(f"{name}\x00{d.revision}" for name, d in definitions.items())
    return hashlib.sha256("\x01".join(entries).encode()).hexdigest()[:16]


async def store_catalog(
    redis: Redis, connection_id: str, definitions: Mapping[str, ActionDefinition]
) -> None:
    """Replace the connection's catalog atomically, and clear its unavailable status."""
    key = catalog_key(connection_id)
    async with redis.pipeline(transaction=True) as tx:
        tx.delete(key)
        if definitions:
            tx.hset(key, mapping={name: d.model_dump_json() for name, d in definitions.items()})
        tx.hset(CATALOG_DIGESTS_KEY, connection_id, catalog_digest(definitions))
        tx.hdel(CATALOG_STATUS_KEY, connection_id)
        tx.srem(CATALOG_REFUSED_KEY, connection_id)
        await tx.execute()


async def drop_catalog(redis: Redis, connection_id: str) -> None:
    async with redis.pipeline(transaction=True) as tx:
        tx.delete(catalog_key(connection_id))
        tx.hdel(CATALOG_DIGESTS_KEY, connection_id)
        tx.hdel(CATALOG_STATUS_KEY, connection_id)
        tx.srem(CATALOG_REFUSED_KEY, connection_id)
        await tx.execute()


async def load_catalogs(
    redis: Redis, connection_ids: Iterable[str]
) -> dict[str, dict[str, ActionDefinition]]:
    ids = list(connection_ids)
    async with redis.pipeline(transaction=False) as pipe:
        for connection_id in ids:
            pipe.hgetall(catalog_key(connection_id))
        raw = await pipe.execute()
    return {
        connection_id: {as_text(n): ActionDefinition.model_validate_json(v) for n, v in entries.items()}
        for connection_id, entries in zip(ids, raw, strict=True)
    }


class ParsedCatalogs:
    """The catalogs as ``load_catalogs`` returns them, parsed once per stored version.

    A search reads only the digests (one round trip) and re-reads and re-parses just the catalogs
    whose digest changed; a catalog stored without a digest is always read afresh. One entry per
    connection, replaced when its catalog changes."""

    def __init__(self) -> None:
        self._parsed: dict[str, tuple[str, dict[str, ActionDefinition]]] = {}

    def discard(self, connection_id: str) -> None:
        """Forget a connection's parsed catalog (its catalog was dropped)."""
        self._parsed.pop(connection_id, None)

    async def load(
        self, redis: Redis, connection_ids: Iterable[str]
    ) -> dict[str, dict[str, ActionDefinition]]:
        ids = list(connection_ids)
        if not ids:
            return {}
        digests = await hash_get_many(redis, CATALOG_DIGESTS_KEY, ids)
        out: dict[str, dict[str, ActionDefinition]] = {}
        stale: list[str] = []
        for connection_id, digest in zip(ids, digests, strict=True):
            cached = self._parsed.get(connection_id)
            if digest is not None and cached is not None and cached[0] == as_text(digest):
                out[connection_id] = cached[1]
            else:
                stale.append(connection_id)
        if stale:
            async with redis.pipeline(transaction=True) as tx:  # each catalog with its own digest
                for connection_id in stale:
                    tx.hget(CATALOG_DIGESTS_KEY, connection_id)
                    tx.hgetall(catalog_key(connection_id))
                raw = await tx.execute()
            for i, connection_id in enumerate(stale):
                digest, entries = raw[2 * i], raw[2 * i + 1]
                parsed = {as_text(n): ActionDefinition.model_validate_json(v) for n, v in entries.items()}
                out[connection_id] = parsed
                if digest is None:
                    self._parsed.pop(connection_id, None)
                else:
                    self._parsed[connection_id] = (as_text(digest), parsed)
        return out


async def load_action(redis: Redis, connection_id: str, name: str) -> ActionDefinition | None:
    raw = await redis.hget(catalog_key(connection_id), name)
    return None if raw is None else ActionDefinition.model_validate_json(raw)


async def has_catalog(redis: Redis, connection_id: str) -> bool:
    return bool(await redis.exists(catalog_key(connection_id)))


async def mark_unavailable(
    redis: Redis, connection_id: str, reason: str, *, credentials_refused: bool = False
) -> None:
    async with redis.pipeline(transaction=True) as tx:
        tx.hset(CATALOG_STATUS_KEY, connection_id, reason)
        if credentials_refused:
            tx.sadd(CATALOG_REFUSED_KEY, connection_id)
        else:
            tx.srem(CATALOG_REFUSED_KEY, connection_id)
        await tx.execute()


async def unavailable(redis: Redis, connection_ids: Iterable[str]) -> dict[str, str]:
    ids = list(connection_ids)
    if not ids:
        return {}
    reasons = await redis.hmget(CATALOG_STATUS_KEY, ids)
    return {cid: as_text(r) for cid, r in zip(ids, reasons, strict=True) if r is not None}


async def credentials_refused(redis: Redis, connection_ids: Iterable[str]) -> list[str]:
    """Those of ``connection_ids`` whose last listing failed on the server refusing the credentials."""
    ids = list(connection_ids)
    if not ids:
        return []
    members = await redis.smismember(CATALOG_REFUSED_KEY, ids)
    return [cid for cid, member in zip(ids, members, strict=True) if member]
