"""Connections changed at run time (connected, reconnected, disconnected through the API), read from Redis.

The directory file is the starting point; ``current_directory`` applies the stored connections over
it, so every check sees a reconnect (a new ``config_version``, hence a new revision) at once. Two
round trips, no cache: the index set, then every stored record in one pipeline.

A stored record holds credentials: a record that does not parse is skipped and logged by id only.
"""

import logging

from pydantic import ValidationError
from redis.asyncio import Redis

from assent_contracts.connections import (
    CONNECTIONS_INDEX_KEY,
    connection_key,
    load_connection,
    with_connections,
)
from assent_contracts.directory import Connection, Directory

log = logging.getLogger(__name__)


def _text(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value


async def stored_connections(redis: Redis) -> list[Connection]:
    """Every connection stored at run time, by id."""
    ids = sorted(_text(member) for member in await redis.smembers(CONNECTIONS_INDEX_KEY))  # type: ignore[misc]
    if not ids:
        return []
    async with redis.pipeline(transaction=False) as pipe:
        for connection_id in ids:
            pipe.get(connection_key(connection_id))
        records = await pipe.execute()
    found: list[Connection] = []
    for connection_id, raw in zip(ids, records, strict=True):
        if raw is None:
            continue
        try:
            found.append(load_connection(raw))
        except ValidationError:
            log.warning("stored connection %s is unreadable; the directory's record stands", connection_id)
    return found


async def current_directory(redis: Redis, directory: Directory) -> Directory:
    """``directory`` with the connections changed at run time applied."""
    return with_connections(directory, await stored_connections(redis))
