"""What a test Redis holds, as text: for tests that prove a secret or user text is stored nowhere."""

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
