"""The lease's refresher stops when its body ends, even when a Redis call swallows the cancellation.

On Python 3.11 redis-py's ``asyncio.wait_for`` can swallow a cancellation that lands as a command
completes. A refresher that relied on cancellation alone kept running: it held the proposal's lease
forever, the execution never finished, and every redelivery stood down (found under 50 concurrent
turns with two executors).
"""

import asyncio
import contextlib
from typing import Any, cast

from redis.asyncio import Redis

from assent_executor.lease import ProposalLease


class SwallowingRedis:
    """A stand-in for that redis-py: every ``eval`` blocks until cancelled, then ends normally."""

    def __init__(self) -> None:
        self.in_eval = asyncio.Event()

    async def eval(self, *_: Any) -> int:
        self.in_eval.set()
        with contextlib.suppress(asyncio.CancelledError):
            await asyncio.Event().wait()
        return 1


async def test_the_refresher_stops_with_its_body_even_if_a_refresh_swallows_the_cancellation() -> None:
    redis = SwallowingRedis()
    lease = ProposalLease(cast(Redis, redis), "prop_swallow", ttl_ms=30)

    async with asyncio.timeout(10):  # a bound, so a regression fails instead of hanging
        async with lease.kept_alive():
            await redis.in_eval.wait()
