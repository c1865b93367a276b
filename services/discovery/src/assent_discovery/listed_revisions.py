"""Which configuration of each connection its stored catalog was listed with.

The hash ``assent:catalog-revisions`` maps a connection id to the connection revision of its last
stored listing. Comparing it with the connection's current revision tells every replica, without
listing anything, which catalogs a run-time change (or a missed announcement) left behind.
"""

from collections.abc import Iterable

from redis.asyncio import Redis

from assent_contracts.directory import Connection, connection_revision

LISTED_REVISIONS_KEY = "assent:catalog-revisions"


def _text(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value


def revision_of(connection: Connection) -> str:
    return connection_revision(connection.id, connection.config_version)


async def record(redis: Redis, connection: Connection) -> None:
    await redis.hset(LISTED_REVISIONS_KEY, connection.id, revision_of(connection))  # type: ignore[misc]


async def forget(redis: Redis, connection_id: str) -> None:
    await redis.hdel(LISTED_REVISIONS_KEY, connection_id)  # type: ignore[misc]


async def read(redis: Redis, connection_ids: Iterable[str] | None = None) -> dict[str, str]:
    """Connection id -> revision listed, for ``connection_ids`` (all when ``None``)."""
    if connection_ids is None:
        raw = await redis.hgetall(LISTED_REVISIONS_KEY)  # type: ignore[misc]
        return {_text(k): _text(v) for k, v in raw.items()}
    ids = list(connection_ids)
    if not ids:
        return {}
    values = await redis.hmget(LISTED_REVISIONS_KEY, ids)  # type: ignore[misc]
    return {cid: _text(v) for cid, v in zip(ids, values, strict=True) if v is not None}
