"""Our background tasks end when we end them, even when a cancellation is lost on the way.

On Python 3.11 ``asyncio.wait_for`` (which redis-py 8 wraps around every send) returns normally when
a cancellation lands as the awaited operation completes. ``Lossy`` below does the same, on purpose:
it drops the first cancellation it gets and then waits for ever, as a task that carried on would.
"""

import asyncio
from types import SimpleNamespace
from typing import cast

import pytest
from redis.asyncio import Redis

from assent_orchestrator.deps import Deps
from assent_orchestrator.round_stream import RoundInterrupted, RoundTicket, while_alive
from assent_runtime.task_ending import cancel_and_wait

BOUND_S = 10.0
"""A bound on each wait, so a regression fails the test instead of hanging it."""


class Lossy:
    """Work that drops its first cancellation and then waits until cancelled again."""

    def __init__(self) -> None:
        self.running = asyncio.Event()
        self.cancellations_dropped = 0

    async def run(self) -> str:
        self.running.set()
        try:
            await asyncio.Event().wait()
        except asyncio.CancelledError:
            self.cancellations_dropped += 1
        await asyncio.Event().wait()
        return "never"


async def test_a_task_that_drops_its_cancellation_is_cancelled_again() -> None:
    lossy = Lossy()
    task = asyncio.ensure_future(lossy.run())
    await lossy.running.wait()
    async with asyncio.timeout(BOUND_S):
        await cancel_and_wait(task, recancel_s=0.01)
    assert task.cancelled() and lossy.cancellations_dropped == 1


async def test_finished_tasks_keep_their_results() -> None:
    async def answer() -> str:
        return "done"

    finished = asyncio.ensure_future(answer())
    await asyncio.wait({finished})
    await cancel_and_wait(finished)
    assert finished.result() == "done"


async def test_a_cancelled_caller_still_ends_its_tasks_first() -> None:
    lossy = Lossy()
    task = asyncio.ensure_future(lossy.run())
    await lossy.running.wait()
    ending = asyncio.ensure_future(cancel_and_wait(task, recancel_s=0.01))
    await asyncio.sleep(0)  # ending is now waiting for the task
    ending.cancel()
    async with asyncio.timeout(BOUND_S):
        with pytest.raises(asyncio.CancelledError):
            await ending
    assert task.cancelled()


async def test_a_round_whose_lease_is_lost_ends_even_if_its_work_drops_the_cancellation(
    redis: Redis,
) -> None:
    """No lease key in Redis: the guard finds the lease lost and ends the round at once."""
    deps = cast(Deps, SimpleNamespace(redis=redis, timing=SimpleNamespace(round_lease_ms=300)))
    ticket = cast(RoundTicket, SimpleNamespace(state=SimpleNamespace(turn_id="turn_lossy"), lease="l1"))
    lossy = Lossy()
    async with asyncio.timeout(BOUND_S):
        with pytest.raises(RoundInterrupted):
            await while_alive(deps, ticket, lossy.run())
    assert lossy.cancellations_dropped == 1
