"""Ending our own background tasks for sure, although on Python 3.11 a cancellation can be lost.

This is the one place that explains it (decision 011): Python 3.11's ``asyncio.wait_for`` returns
normally when it is cancelled just as what it awaits completes, so the cancellation is dropped (3.12
rebuilt ``wait_for`` on ``asyncio.timeout`` and keeps it). redis-py 8 sends every command through
``wait_for`` (its default ``socket_timeout`` is 5 s), so a task cancelled while it talks to Redis may
simply carry on. Under load this is no rare race: a round's lease guard that carried on after its
round ended left 30 of 50 concurrent turns without a terminal event, for good.

So a task that has to end is told to stop where it can (an ``asyncio.Event`` it checks between
steps), and whoever ends it calls ``cancel_and_wait``, which cancels again while the task still runs.
Elsewhere a one-line comment links here.
"""

import asyncio
from typing import Any

RECANCEL_S = 0.5
"""How long a cancelled task may take to end before it is cancelled again. Long enough not to cut
short a task's own cleanup (closing an HTTP stream), short enough to bound a lost cancellation."""


async def cancel_and_wait(*tasks: "asyncio.Future[Any]", recancel_s: float = RECANCEL_S) -> None:
    """Cancel ``tasks`` and return once every one is done, cancelling again every ``recancel_s``
    those that still run. Their results and errors stay on them for the caller to read.

    If the caller is cancelled meanwhile, the tasks are still ended first and the caller's
    cancellation is raised afterwards: no task outlives the code that started it."""
    pending = {task for task in tasks if not task.done()}
    interrupted: asyncio.CancelledError | None = None
    while pending:
        for task in pending:
            task.cancel()
        try:
            _, pending = await asyncio.wait(pending, timeout=recancel_s)
        except asyncio.CancelledError as error:
            interrupted = interrupted or error
            pending = {task for task in pending if not task.done()}
    if interrupted is not None:
        raise interrupted
