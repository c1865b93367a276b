"""Telling "the database is not there right now" from any other database error, and waiting for it.

``unavailable(error)`` is true for errors that say nothing about the request: the server refused or
dropped the connection, is starting or shutting down, or the pool had no connection free in time.
The gateway answers those 503 ``database_unavailable`` (a retry may succeed), never 500.
``wait_until_reachable`` runs an operation until the server answers, for a bounded time, so a service
started before its database waits for it with one log line instead of crashing.
"""

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from typing import TypeVar

from asyncpg.exceptions import CannotConnectNowError, ConnectionDoesNotExistError, TooManyConnectionsError
from sqlalchemy.exc import DBAPIError, InterfaceError, OperationalError
from sqlalchemy.exc import TimeoutError as PoolTimeoutError

log = logging.getLogger(__name__)

T = TypeVar("T")

UNAVAILABLE = (
    OSError,  # refused, reset, unreachable: the socket, before any DBAPI wrapping
    PoolTimeoutError,
    OperationalError,
    InterfaceError,
    CannotConnectNowError,
    ConnectionDoesNotExistError,
    TooManyConnectionsError,
)
"""What an unavailable database raises: the exception classes to map, checked by ``unavailable``."""


def unavailable(error: BaseException) -> bool:
    if isinstance(error, DBAPIError):
        original = error.orig.__cause__ if error.orig is not None else None
        return (
            error.connection_invalidated
            or isinstance(error, OperationalError | InterfaceError)
            or isinstance(original, UNAVAILABLE)
        )
    return isinstance(error, UNAVAILABLE)


class DatabaseNotReady(Exception):
    """The operation did not succeed within the wait; the message says what was last seen."""


async def wait_until_reachable(
    operation: Callable[[], Awaitable[T]],
    *,
    what: str,
    timeout_s: float,
    ready: Callable[[T], bool] = lambda _result: True,
    interval_s: float = 0.5,
) -> T:
    """``operation``'s result once it succeeds and is ``ready``; while the database is unavailable (or
    not ready), try again every ``interval_s``. Says once, in one line, that it waits for ``what``;
    raises ``DatabaseNotReady`` after ``timeout_s``."""
    deadline = time.monotonic() + timeout_s
    said = False
    while True:
        try:
            result = await operation()
            if ready(result):
                return result
            seen = f"found {result!r}"
        except Exception as error:
            if not unavailable(error):
                raise
            seen = type(error).__name__
        if time.monotonic() >= deadline:
            raise DatabaseNotReady(f"{what}: still not there after {timeout_s:g}s ({seen})")
        if not said:
            log.warning("waiting up to %gs for %s (%s)", timeout_s, what, seen)
            said = True
        await asyncio.sleep(interval_s)
