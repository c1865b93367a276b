"""A cap on the event streams (SSE) one user holds open at once, across every gateway process.

Each open stream holds a slot: a member of the user's sorted set in Redis (``stream_slots_key``) scored
with the time it lapses. Claiming drops lapsed slots and adds one only below the cap, in one script, so
two replicas never both take the last one. An open stream renews its slot as its messages (keepalives
included) go out, and gives it back when it ends, however it ends; a gateway that dies leaves slots
that lapse after ``ttl_s``. The set itself expires with its last slot.
"""

import contextlib
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import TypeVar

import anyio
from redis.asyncio import Redis
from redis.exceptions import RedisError

from assent_contracts.identifiers import new_id
from assent_gateway.problems import ProblemError
from assent_gateway.settings import GatewaySettings
from assent_runtime.redis_values import run_script

ItemT = TypeVar("ItemT")

RELEASE_TIMEOUT_S = 2.0

# KEYS[1] the user's slots; ARGV[1] now (ms), ARGV[2] cap, ARGV[3] slot id, ARGV[4] ttl (ms).
CLAIM_SLOT_LUA = """
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], tonumber(ARGV[1]) + tonumber(ARGV[4]), ARGV[3])
redis.call('PEXPIREAT', KEYS[1], redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')[2])
return 1
"""

# Same keys and arguments: renews the slot while it is held; the set expires with its last slot.
RENEW_SLOT_LUA = """
if redis.call('ZADD', KEYS[1], 'XX', 'CH', tonumber(ARGV[1]) + tonumber(ARGV[4]), ARGV[3]) == 1 then
  redis.call('PEXPIREAT', KEYS[1], redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')[2])
end
return 1
"""


def stream_slots_key(user_id: str) -> str:
    return f"assent:gateway:streams:{{{user_id}}}"


@dataclass(frozen=True)
class StreamSlot:
    user_id: str
    slot_id: str
    ttl_s: float

    @property
    def key(self) -> str:
        return stream_slots_key(self.user_id)


def _now_ms() -> int:
    return int(time.time() * 1000)


async def claim_stream_slot(redis: Redis, user_id: str, *, limit: int, ttl_s: float) -> StreamSlot:
    """A slot for one more stream of ``user_id``, or ``ProblemError`` 429 ``too_many_streams``."""
    slot = StreamSlot(user_id, new_id("stream"), ttl_s)
    ttl_ms = int(ttl_s * 1000)
    claimed = await run_script(redis, CLAIM_SLOT_LUA, [slot.key], [_now_ms(), limit, slot.slot_id, ttl_ms])
    if not claimed:
        raise ProblemError(
            429,
            "too_many_streams",
            f"you have {limit} event streams open already; close one first",
            extra={"limit": limit},
            headers={"Retry-After": str(max(1, int(ttl_s)))},
        )
    return slot


async def _renew(redis: Redis, slot: StreamSlot) -> None:
    ttl_ms = int(slot.ttl_s * 1000)
    await run_script(redis, RENEW_SLOT_LUA, [slot.key], [_now_ms(), 0, slot.slot_id, ttl_ms])


async def held_while_streaming(
    redis: Redis, slot: StreamSlot, items: AsyncIterator[ItemT], *, renew_every_s: float
) -> AsyncIterator[ItemT]:
    """``items`` as they come, renewing ``slot`` at most every ``renew_every_s``, and giving it back when
    the stream ends (completed, failed, or the client gone: a cancelled stream too)."""
    renewed = time.monotonic()
    try:
        async for item in items:
            if time.monotonic() - renewed >= renew_every_s:
                renewed = time.monotonic()
                await _renew(redis, slot)
            yield item
    finally:
        with anyio.move_on_after(RELEASE_TIMEOUT_S, shield=True):
            close = getattr(items, "aclose", None)  # an async generator: run its own cleanup now
            if close is not None:
                await close()
            with contextlib.suppress(RedisError):  # else the slot lapses on its own
                await redis.zrem(slot.key, slot.slot_id)


async def capped_stream(
    redis: Redis, settings: GatewaySettings, user_id: str, items: AsyncIterator[ItemT]
) -> AsyncIterator[ItemT]:
    """``items`` as one of the user's ``max_streams_per_user`` streams, or 429 ``too_many_streams``.

    Renewed every keepalive (a stream sends one at least that often), lapsing after four."""
    ttl_s = 4 * settings.sse_keepalive_s
    slot = await claim_stream_slot(redis, user_id, limit=settings.max_streams_per_user, ttl_s=ttl_s)
    return held_while_streaming(redis, slot, items, renew_every_s=settings.sse_keepalive_s)
