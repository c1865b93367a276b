"""A short, refreshed lease per proposal: proof that a live executor is handling it right now.

The claim (``SET NX``, a day) says an execution *started*; it cannot tell a crashed owner from a
slow one. The lease can: its owner refreshes it every third of its lifetime while it works, so it
outlives a dead owner by at most ``ttl_ms``. A delivery that finds the lease taken stands down and
leaves the command pending, to be looked at again after the reclaim delay.

The lease key is private to the executor; nothing else reads it.
"""

import asyncio
import logging
import secrets
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from redis.asyncio import Redis
from redis.exceptions import RedisError

log = logging.getLogger(__name__)

_REFRESH = """
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 0
"""
_RELEASE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0
"""


def execution_lease_key(proposal_id: str) -> str:
    return f"assent:execution:{proposal_id}:lease"


class ProposalLease:
    """One attempt's hold on a proposal: acquire with ``SET NX``, refresh and release by token."""

    def __init__(self, redis: Redis, proposal_id: str, ttl_ms: int) -> None:
        self._redis = redis
        self._key = execution_lease_key(proposal_id)
        self._ttl_ms = ttl_ms
        self._token = secrets.token_hex(8)

    async def acquire(self) -> bool:
        return bool(await self._redis.set(self._key, self._token, nx=True, px=self._ttl_ms))

    async def release(self) -> None:
        await self._redis.eval(_RELEASE, 1, self._key, self._token)  # type: ignore[misc]

    @asynccontextmanager
    async def kept_alive(self) -> AsyncIterator[None]:
        """Refresh the lease in the background while the body runs.

        A failed refresh is logged and retried at the next tick: losing the lease only weakens the
        detection of duplicate deliveries, and must never cancel an MCP call in flight.

        The refresher is told to stop, not only cancelled: on Python 3.11 redis-py's
        ``asyncio.wait_for`` swallows a cancellation that lands as a command completes, and a
        refresher that kept running would hold the lease (and this body's exit) forever.
        """
        done = asyncio.Event()
        refreshing = asyncio.create_task(self._refresh_until(done), name=f"refresh {self._key}")
        try:
            yield
        finally:
            done.set()
            refreshing.cancel()
            await asyncio.wait([refreshing])

    async def _refresh_until(self, done: asyncio.Event) -> None:
        while not done.is_set():
            await asyncio.sleep(self._ttl_ms / 3000)
            if done.is_set():
                return
            try:
                await self._redis.eval(_REFRESH, 1, self._key, self._token, self._ttl_ms)  # type: ignore[misc]
            except RedisError as exc:
                log.warning("could not refresh lease %s: %s", self._key, type(exc).__name__)
