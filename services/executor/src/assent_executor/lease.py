"""A short, refreshed lease per proposal: proof that a live executor is handling it right now.

The claim (``SET NX``, a day) says an execution *started*; it cannot tell a crashed owner from a
slow one. The lease can: its owner refreshes it every third of its lifetime while it works, so it
outlives a dead owner by at most ``ttl_ms``. A delivery that finds the lease taken stands down and
leaves the command pending, to be looked at again after the reclaim delay.

The lease key is private to the executor; nothing else reads it.
"""

from contextlib import AbstractAsyncContextManager

from redis.asyncio import Redis

from assent_runtime.owned_keys import OwnedKey


def execution_lease_key(proposal_id: str) -> str:
    return f"assent:execution:{proposal_id}:lease"


class ProposalLease:
    """One attempt's hold on a proposal: acquired with ``SET NX``, refreshed and released by its token
    (``assent_runtime.owned_keys``)."""

    def __init__(self, redis: Redis, proposal_id: str, ttl_ms: int) -> None:
        self._key = OwnedKey(redis, execution_lease_key(proposal_id))
        self._ttl_ms = ttl_ms

    async def acquire(self) -> bool:
        return await self._key.acquire(self._ttl_ms)

    async def release(self) -> None:
        await self._key.release()

    def kept_alive(self) -> AbstractAsyncContextManager[None]:
        """Refresh the lease in the background while the body runs.

        A failed refresh is logged and retried at the next tick: losing the lease only weakens the
        detection of duplicate deliveries, and must never cancel an MCP call in flight."""
        return self._key.kept_alive(self._ttl_ms)
