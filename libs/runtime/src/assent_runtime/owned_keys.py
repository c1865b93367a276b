"""A key that one holder owns by a random token: taken with ``SET``, refreshed and released only by
its holder (a compare-and-``PEXPIRE`` / compare-and-``DEL`` script), so a holder whose key expired and
was taken by another never extends or deletes the other's.

Used for the orchestrator's turn lock and round lease and for the executor's per-proposal lease.
"""

import asyncio
import contextlib
import logging
import secrets
from collections.abc import AsyncIterator

from redis.asyncio import Redis
from redis.exceptions import RedisError

from assent_runtime.redis_values import as_text, run_script
from assent_runtime.task_ending import cancel_and_wait

log = logging.getLogger(__name__)

REFRESH_LUA = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0
"""
RELEASE_LUA = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""


def new_token() -> str:
    return secrets.token_hex(16)


class OwnedKey:
    """``key`` as held by ``token`` (a fresh one unless given)."""

    def __init__(self, redis: Redis, key: str, token: str | None = None) -> None:
        self.redis = redis
        self.key = key
        self.token = token or new_token()

    async def acquire(self, ttl_ms: int) -> bool:
        """Take the key if nobody holds it (``SET NX PX``)."""
        return bool(await self.redis.set(self.key, self.token, nx=True, px=ttl_ms))

    async def take(self, ttl_ms: int) -> None:
        """Take the key whoever held it (``SET PX``)."""
        await self.redis.set(self.key, self.token, px=ttl_ms)

    async def refresh(self, ttl_ms: int) -> bool:
        """Extend the key's life if it is still ours; ``False`` when it was lost."""
        return bool(await run_script(self.redis, REFRESH_LUA, [self.key], [self.token, ttl_ms]))

    async def release(self) -> bool:
        """Delete the key if it is still ours."""
        return bool(await run_script(self.redis, RELEASE_LUA, [self.key], [self.token]))

    async def held(self) -> bool:
        current = await self.redis.get(self.key)
        return current is not None and as_text(current) == self.token

    @contextlib.asynccontextmanager
    async def kept_alive(self, ttl_ms: int) -> AsyncIterator[None]:
        """Refresh the key every third of ``ttl_ms`` while the body runs.

        A failed refresh is logged and retried at the next tick: the body is never interrupted. The
        refresher is told to stop and then ended with ``cancel_and_wait`` (``task_ending``)."""
        done = asyncio.Event()
        refreshing = asyncio.create_task(self._refresh_until(done, ttl_ms), name=f"refresh {self.key}")
        try:
            yield
        finally:
            done.set()
            await cancel_and_wait(refreshing)

    async def _refresh_until(self, done: asyncio.Event, ttl_ms: int) -> None:
        while not done.is_set():
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(done.wait(), ttl_ms / 3000)
            if done.is_set():
                return
            try:
                await self.refresh(ttl_ms)
            except RedisError as exc:
                log.warning("could not refresh %s: %s", self.key, type(exc).__name__)
