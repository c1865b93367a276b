"""Connections changed at run time (connected, reconnected, disconnected through the API), read from
Redis and applied over the directory file (``assent_contracts.connections``): every check sees a
reconnect (a new ``config_version``, hence a new revision) at once. Two round trips, no cache."""

from redis.asyncio import Redis

from assent_contracts.connections import (
    CONNECTIONS_INDEX_KEY,
    connection_key,
    parse_stored_connections,
    stored_connection_ids,
    with_connections,
)
from assent_contracts.directory import Directory


async def current_directory(redis: Redis, directory: Directory) -> Directory:
    """``directory`` with the connections changed at run time applied."""
    ids = stored_connection_ids(await redis.smembers(CONNECTIONS_INDEX_KEY))  # type: ignore[misc]
    if not ids:
        return directory
    async with redis.pipeline(transaction=False) as pipe:  # per-key GETs: fine across cluster slots
        for connection_id in ids:
            pipe.get(connection_key(connection_id))
        records = await pipe.execute()
    return with_connections(directory, parse_stored_connections(ids, records))
