"""The async engine and session factory, built from a URL the caller's settings hold.

Any PostgreSQL URL is accepted (``postgresql://…`` as most tools write it, ``postgres://…``, or with a
driver); the engine always speaks asyncpg.

Pooled connections are not pinged before use (``pool_pre_ping`` costs a round trip per checkout, on
every query of the hot path: issue 11). Instead they are recycled after ``RECYCLE_S``, and a
statement that meets a dropped connection (the server restarted, an idle connection was cut) makes
SQLAlchemy invalidate the pool; ``on_disconnect_retry`` runs an idempotent operation once more on a
fresh connection (docs/decisions/025-database-off-the-hot-path.md)."""

import logging
from collections.abc import Awaitable, Callable
from typing import TypeVar

from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker, create_async_engine

log = logging.getLogger(__name__)

T = TypeVar("T")

RECYCLE_S = 1800
"""A pooled connection older than this is replaced at its next checkout (before a server or a proxy
in between drops it for idleness)."""


def async_url(url: str | URL) -> URL:
    """``url`` with the asyncpg driver."""
    parsed = make_url(str(url).replace("postgres://", "postgresql://", 1)) if isinstance(url, str) else url
    if parsed.get_backend_name() != "postgresql":
        raise ValueError(f"not a PostgreSQL URL: {parsed.render_as_string(hide_password=True)}")
    return parsed.set(drivername="postgresql+asyncpg")


def create_engine(url: str | URL, *, pool_size: int = 5, max_overflow: int = 10) -> AsyncEngine:
    """An engine whose pooled connections are used without a ping and recycled after ``RECYCLE_S``."""
    return create_async_engine(
        async_url(url),
        pool_size=pool_size,
        max_overflow=max_overflow,
        pool_pre_ping=False,
        pool_recycle=RECYCLE_S,
    )


def session_factory(engine: AsyncEngine) -> async_sessionmaker[AsyncSession]:
    return async_sessionmaker(engine, expire_on_commit=False)


async def on_disconnect_retry(operation: Callable[[], Awaitable[T]]) -> T:
    """Run ``operation``; when it fails on a connection the server dropped (SQLAlchemy has then
    invalidated the pool's connections), run it once more on a fresh one. Only for operations that
    are safe to repeat (reads, idempotent writes)."""
    try:
        return await operation()
    except DBAPIError as error:
        if not error.connection_invalidated:
            raise
        log.info("a pooled database connection was dropped by the server; retrying on a new one")
        return await operation()
