"""The async engine and session factory, built from a URL the caller's settings hold.

Any PostgreSQL URL is accepted (``postgresql://…`` as most tools write it, ``postgres://…``, or with a
driver); the engine always speaks asyncpg."""

from sqlalchemy.engine import URL, make_url
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker, create_async_engine


def async_url(url: str | URL) -> URL:
    """``url`` with the asyncpg driver."""
    parsed = make_url(str(url).replace("postgres://", "postgresql://", 1)) if isinstance(url, str) else url
    if parsed.get_backend_name() != "postgresql":
        raise ValueError(f"not a PostgreSQL URL: {parsed.render_as_string(hide_password=True)}")
    return parsed.set(drivername="postgresql+asyncpg")


def create_engine(url: str | URL, *, pool_size: int = 5, max_overflow: int = 10) -> AsyncEngine:
    """An engine whose pooled connections are checked before use, so a restarted server costs one
    reconnect instead of a failed request."""
    return create_async_engine(
        async_url(url), pool_size=pool_size, max_overflow=max_overflow, pool_pre_ping=True
    )


def session_factory(engine: AsyncEngine) -> async_sessionmaker[AsyncSession]:
    return async_sessionmaker(engine, expire_on_commit=False)
