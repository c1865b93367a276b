"""The catalogs in Redis: one hash per connection (``name -> ActionDefinition`` JSON) and the
``assent:catalog-status`` hash of connections whose server could not be listed (``id -> reason``)."""

from collections.abc import Iterable, Mapping

from redis.asyncio import Redis

from assent_contracts.discovery import ActionDefinition, catalog_key

CATALOG_STATUS_KEY = "assent:catalog-status"


def _text(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value


async def store_catalog(
    redis: Redis, connection_id: str, definitions: Mapping[str, ActionDefinition]
) -> None:
    """Replace the connection's catalog atomically, and clear its unavailable status."""
    key = catalog_key(connection_id)
    async with redis.pipeline(transaction=True) as tx:
        tx.delete(key)
        if definitions:
            tx.hset(key, mapping={name: d.model_dump_json() for name, d in definitions.items()})
        tx.hdel(CATALOG_STATUS_KEY, connection_id)
        await tx.execute()


async def drop_catalog(redis: Redis, connection_id: str) -> None:
    async with redis.pipeline(transaction=True) as tx:
        tx.delete(catalog_key(connection_id))
        tx.hdel(CATALOG_STATUS_KEY, connection_id)
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
        connection_id: {_text(n): ActionDefinition.model_validate_json(v) for n, v in entries.items()}
        for connection_id, entries in zip(ids, raw, strict=True)
    }


async def load_action(redis: Redis, connection_id: str, name: str) -> ActionDefinition | None:
    raw = await redis.hget(catalog_key(connection_id), name)
    return None if raw is None else ActionDefinition.model_validate_json(raw)


async def has_catalog(redis: Redis, connection_id: str) -> bool:
    return bool(await redis.exists(catalog_key(connection_id)))


async def mark_unavailable(redis: Redis, connection_id: str, reason: str) -> None:
    await redis.hset(CATALOG_STATUS_KEY, connection_id, reason)


async def unavailable(redis: Redis, connection_ids: Iterable[str]) -> dict[str, str]:
    ids = list(connection_ids)
    if not ids:
        return {}
    reasons = await redis.hmget(CATALOG_STATUS_KEY, ids)
    return {cid: _text(r) for cid, r in zip(ids, reasons, strict=True) if r is not None}
