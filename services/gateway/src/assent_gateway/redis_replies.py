"""Redis replies as plain text, whether the client decodes responses or not, and stream reads typed
as ``(entry id, {field: value})`` pairs."""

from typing import Any

from redis.asyncio import Redis

Fields = dict[str, str]
Entry = tuple[str, Fields]


def stream_id(value: str) -> tuple[int, int]:
    """``"1700000000000-3"`` as ``(1700000000000, 3)``; ``ValueError`` when it is not a stream id."""
    millis, dash, sequence = value.partition("-")
    if not dash or not millis.isdigit() or not sequence.isdigit():
        raise ValueError(f"not a stream id: {value!r}")
    return int(millis), int(sequence)


def is_after(candidate: str, reference: str) -> bool:
    return stream_id(candidate) > stream_id(reference)


def text(value: object) -> str:
    if value is None:
        return ""
    return value.decode() if isinstance(value, bytes) else str(value)


def entries(raw: Any) -> list[Entry]:
    """A stream range reply as typed entries (a deleted entry has no fields)."""
    return [
        (text(entry_id), {text(k): text(v) for k, v in (fields or {}).items()})
        for entry_id, fields in raw or []
    ]


def read_reply(raw: Any) -> list[tuple[str, list[Entry]]]:
    """An ``XREAD`` reply (RESP2 list or RESP3 map) as ``(stream, entries)`` pairs."""
    pairs = raw.items() if isinstance(raw, dict) else (raw or [])
    return [(text(stream), entries(found)) for stream, found in pairs]


async def xrange(redis: Redis, stream: str, *, after: str, until: str = "+", count: int) -> list[Entry]:
    """Entries with ``after < id <= until``, oldest first."""
    return entries(await redis.xrange(stream, min=f"({after}", max=until, count=count))


async def xrevrange(redis: Redis, stream: str, *, before: str | None, count: int) -> list[Entry]:
    """Entries older than ``before`` (all when ``None``), newest first."""
    return entries(await redis.xrevrange(stream, max=f"({before}" if before else "+", min="-", count=count))
