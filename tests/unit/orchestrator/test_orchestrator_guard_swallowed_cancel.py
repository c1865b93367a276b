"""A round's lease guard stops with the round, even when a Redis call swallows the cancellation.

On Python 3.11 redis-py's ``asyncio.wait_for`` can swallow a cancellation that lands as a command
completes. A guard that relied on cancellation alone kept refreshing the round's lease: the finished
round never returned, and its turn was stuck "in progress" for good (found under 50 concurrent turns
with two orchestrators).
"""

import asyncio
from types import SimpleNamespace
from typing import Any, cast

from assent_orchestrator.deps import Deps
from assent_orchestrator.round_stream import RoundTicket, while_alive


class SwallowingRedis:
    """A stand-in for that redis-py: ``eval`` blocks until cancelled, then ends normally."""

    def __init__(self) -> None:
        self.in_eval = asyncio.Event()

    async def eval(self, *_: Any) -> int:
        self.in_eval.set()
        try:  # noqa: SIM105 - swallowing the cancellation is the point
            await asyncio.Event().wait()
        except asyncio.CancelledError:
            pass
        return 1

    async def exists(self, *_: Any) -> int:
        return 0


async def test_a_finished_round_returns_even_if_the_guard_swallows_its_cancellation() -> None:
    redis = SwallowingRedis()
    deps = cast(Deps, SimpleNamespace(redis=redis, timing=SimpleNamespace(round_lease_ms=30)))
    ticket = cast(RoundTicket, SimpleNamespace(state=SimpleNamespace(turn_id="turn_swallow"), lease="l1"))

    async def work() -> str:
        await redis.in_eval.wait()  # the guard is inside a refresh when the round ends
        return "round result"

    async with asyncio.timeout(10):  # a bound, so a regression fails instead of hanging
        assert await while_alive(deps, ticket, work()) == "round result"
