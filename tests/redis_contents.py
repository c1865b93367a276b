"""What a test Redis holds, as text: for tests that prove a secret or user text is stored nowhere."""

import json
from typing import Any

from redis.asyncio import Redis


def text(value: bytes | str | None, errors: str = "strict") -> str:
    return value.decode(errors=errors) if isinstance(value, bytes) else str(value)


async def redis_dump(redis: Redis) -> str:
    """Every string, hash field and value, and stream field and value in the database."""
    found: list[str] = []
    async for key in redis.scan_iter():
        kind = text(await redis.type(key))
        if kind == "string":
            found.append(text(await redis.get(key)))
        elif kind == "hash":
            pairs = await redis.hgetall(key)  # type: ignore[misc]
            found.extend(text(v) for kv in pairs.items() for v in kv)
        elif kind == "stream":
            for _id, fields in await redis.xrange(key) or []:
                found.extend(text(v, errors="replace") for kv in (fields or {}).items() for v in kv)
    return "\n".join(found)


async def stored(redis: Redis, key: str) -> bytes:
    """The bytes of a string key the test expects to exist (fails the test when it does not)."""
    value = await redis.get(key)
    assert isinstance(value, bytes), f"{key} holds {value!r}"
    return value


async def stored_json(redis: Redis, key: str) -> Any:
    """The JSON value of a string key the test expects to exist."""
    return json.loads(await stored(redis, key))


async def stream_data(redis: Redis, stream: str) -> list[str]:
    """The ``data`` field of every entry of ``stream``, oldest first."""
    entries = await redis.xrange(stream) or []
    return [text((fields or {}).get(b"data")) for _id, fields in entries]


async def stream_values(redis: Redis, stream: str) -> list[bytes]:
    """Each entry of `stream`, oldest first, as its field values joined: what a test searches for an id
    or a piece of text that must (not) have been published."""
    joined: list[bytes] = []
    for _id, fields in await redis.xrange(stream) or []:
        values = (fields or {}).values()
        joined.append(b"".join(v if isinstance(v, bytes) else str(v).encode() for v in values))
    return joined
