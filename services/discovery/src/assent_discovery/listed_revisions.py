"""Which configuration of each connection its stored catalog was listed with.

The hash ``assent:catalog-revisions`` maps a connection id to the connection revision of its last
stored listing. Comparing it with the connection's current revision tells every replica, without
listing anything, which catalogs a run-time change (or a missed announcement) left behind.
"""

from collections.abc import Iterable

from redis.asyncio import Redis

from assent_contracts.directory import Connection, connection_revision
from assent_runtime.redis_values import hash_delete, hash_get_all, hash_get_many, hash_set

LISTED_REVISIONS_KEY = "assent:catalog-revisions"


def revision_of(connection: Connection) -> str:
    return connection_revision(connection.id, connection.config_version)


async def record(redis: Redis, connection: Connection) -> None:
    await hash_set(redis, LISTED_REVISIONS_KEY, connection.id, revision_of(connection))


async def forget(redis: Redis, connection_id: str) -> None:
    await hash_delete(redis, LISTED_REVISIONS_KEY, connection_id)


async def read(redis: Redis, connection_ids: Iterable[str] | None = None) -> dict[str, str]:
    """Connection id -> revision listed, for ``connection_ids`` (all when ``None``)."""
    if connection_ids is None:
        return await hash_get_all(redis, LISTED_REVISIONS_KEY)
    ids = list(connection_ids)
    if not ids:
        return {}
    values = await hash_get_many(redis, LISTED_REVISIONS_KEY, ids)
    return {cid: v for cid, v in zip(ids, values, strict=True) if v is not None}
