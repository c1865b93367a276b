"""Redis commands as the services use them, typed, with replies as text.

redis-py types each command of its asyncio client as ``Awaitable[T] | T`` (one signature for the sync
and the async client), so ``await redis.hget(...)`` does not type-check wherever it is written;
and a reply is ``bytes`` unless the client decodes responses. These wrappers say what the command
returns, once, and hand back ``str``.
"""

from collections.abc import Awaitable, Iterable, Mapping, Sequence
from typing import Any, cast

from redis.asyncio import Redis

Scalar = str | int | float


def as_text(value: bytes | str) -> str:
    """A Redis reply as text, whether the client decodes responses or not."""
    return value.decode() if isinstance(value, bytes) else value


def optional_text(value: bytes | str | None) -> str | None:
    return None if value is None else as_text(value)


async def hash_get(redis: Redis, key: str, field: str) -> str | None:
    return optional_text(await cast(Awaitable[bytes | str | None], redis.hget(key, field)))


async def hash_get_many(redis: Redis, key: str, fields: Sequence[str]) -> list[str | None]:
    """One value (or ``None``) per field, in order."""
    if not fields:
        return []
    values = await cast(Awaitable[list[bytes | str | None]], redis.hmget(key, list(fields)))
    return [optional_text(v) for v in values]


async def hash_get_all(redis: Redis, key: str) -> dict[str, str]:
    raw = await cast(Awaitable[Mapping[bytes | str, bytes | str]], redis.hgetall(key))
    return {as_text(k): as_text(v) for k, v in raw.items()}


async def hash_keys(redis: Redis, key: str) -> list[str]:
    return [as_text(k) for k in await cast(Awaitable[list[bytes | str]], redis.hkeys(key))]


async def hash_set(redis: Redis, key: str, field: str, value: Scalar) -> None:
    await cast(Awaitable[int], redis.hset(key, field, value))


async def list_range(redis: Redis, key: str, start: int = 0, stop: int = -1) -> list[str]:
    """``LRANGE key start stop``: the whole list by default."""
    return [
        as_text(item) for item in await cast(Awaitable[list[bytes | str]], redis.lrange(key, start, stop))
    ]


async def hash_delete(redis: Redis, key: str, *fields: str) -> None:
    await cast(Awaitable[int], redis.hdel(key, *fields))


async def set_members(redis: Redis, key: str) -> set[str]:
    return {as_text(m) for m in await cast(Awaitable[Iterable[bytes | str]], redis.smembers(key))}


async def run_script(redis: Redis, script: str, keys: Sequence[str], args: Sequence[Scalar] = ()) -> Any:
    """``EVAL script`` over ``keys`` with ``args``; the script's reply as redis-py gives it."""
    return await cast(Awaitable[Any], redis.eval(script, len(keys), *keys, *args))
