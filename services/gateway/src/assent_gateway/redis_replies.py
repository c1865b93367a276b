"""Redis replies as plain text, whether the client decodes responses or not, and stream reads typed
as ``(entry id, {field: value})`` pairs."""

from typing import Any

from redis.asyncio import Redis

Fields = dict[str, str]
Entry = tuple[str, Fields]


MAX_ID_PART = 2**64 - 1
"""Redis stream ids are two unsigned 64-bit numbers."""


def stream_id(value: str) -> tuple[int, int]:
    """``"1700000000000-3"`` as ``(1700000000000, 3)``; ``ValueError`` when it is not a stream id (a part
    out of Redis's 64-bit range included)."""
    millis, dash, sequence = value.partition("-")
    if not dash or not millis.isdigit() or not sequence.isdigit():
        raise ValueError(f"not a stream id: {value!r}")
    parsed = int(millis), int(sequence)
    if max(parsed) > MAX_ID_PART:
        raise ValueError(f"not a stream id: {value!r}")
    return parsed


def exclusive_start(value: str) -> str:
    """``value`` as the exclusive start of a range (``(value``): any stream id but the largest, which no
    id follows (Redis refuses that interval). ``ValueError`` otherwise."""
    if stream_id(value) == (MAX_ID_PART, MAX_ID_PART):
        raise ValueError(f"no stream id follows {value!r}")
    return value


def exclusive_end(value: str) -> str:
    """``value`` as the exclusive end of a range: any stream id but ``0-0``, which no id precedes."""
    if stream_id(value) == (0, 0):
        raise ValueError(f"no stream id precedes {value!r}")
    return value


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
