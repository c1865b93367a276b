"""The engine on a real PostgreSQL: a pooled connection is used without a ping first (a round trip
per checkout, on every query of a turn: issue 11), a connection the server dropped costs no failed
read (``on_disconnect_retry``), and the directory's provider keys come from the cache, sealed, with no
query while the version counter stands still."""

from typing import Any

import asyncpg
import redis.asyncio as aioredis
from sqlalchemy import event, text, update
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import AsyncEngine
from tests.directory_builder import DirectoryBuilder
from tests.directory_seeding import seed

from assent_contracts.connections import DIRECTORY_VERSION_KEY
from assent_database.engine import create_engine, on_disconnect_retry, session_factory
from assent_database.tables import ProviderRow
from assent_runtime.directory_source import DatabaseDirectory

DIRECTORY = (
    DirectoryBuilder()
    .org("acme", "Acme")
    .user("alice", "Alice")
    .provider("p", "http://x/v1", "m", api_key="sk-first")
    .project_key("k", "p")
    .toolkit("github", "http://x/mcp", "GitHub")
    .build()
)


def counted_checkouts(engine: AsyncEngine) -> list[str]:
    """One entry per connection taken from the engine's pool, and one per ping sent on it."""
    seen: list[str] = []
    event.listen(engine.sync_engine.pool, "checkout", lambda *_args: seen.append("checkout"))
    ping = engine.dialect.do_ping

    def counted_ping(dbapi_connection: Any) -> bool:
        seen.append("ping")
        return ping(dbapi_connection)

    engine.dialect.do_ping = counted_ping  # type: ignore[method-assign]
    return seen


async def test_a_pooled_connection_is_used_without_a_ping(database_url: str) -> None:
    engine = create_engine(database_url, pool_size=1)
    seen = counted_checkouts(engine)
    try:
        for _ in range(3):
            async with engine.connect() as connection:
                assert (await connection.execute(text("SELECT 41 + 1"))).scalar_one() == 42
    finally:
        await engine.dispose()
    assert seen == ["checkout"] * 3


async def test_a_connection_the_server_dropped_costs_no_failed_read(database_url: str) -> None:
    engine = create_engine(database_url, pool_size=1)
    try:
        async with engine.connect() as connection:
            pid = (await connection.execute(text("SELECT pg_backend_pid()"))).scalar_one()
        admin = await asyncpg.connect(
            make_url(database_url).set(drivername="postgresql").render_as_string(False)
        )
        try:
            await admin.execute("SELECT pg_terminate_backend($1)", pid)
        finally:
            await admin.close()

        async def read() -> int:
            async with engine.connect() as connection:
                return (await connection.execute(text("SELECT 7"))).scalar_one()

        assert await on_disconnect_retry(read) == 7
    finally:
        await engine.dispose()


async def test_provider_keys_come_sealed_from_the_cache_without_a_query(
    database_url: str, database: AsyncEngine, redis: aioredis.Redis
) -> None:
    settings = await seed(database_url, DIRECTORY)
    engine = create_engine(database_url, pool_size=1)
    seen = counted_checkouts(engine)
    try:
        source = DatabaseDirectory(session_factory(engine), redis, settings.cipher())
        assert (await source.provider_api_key("p")).get_secret_value() == "sk-first"
        read_once = len(seen)
        for _ in range(5):
            assert (await source.provider_api_key("p")).get_secret_value() == "sk-first"
            await source.current()
        assert len(seen) == read_once  # no connection taken: no query
        assert "sk-first" not in repr(source.__dict__)  # held sealed, never in the clear

        sealed = settings.cipher().encrypt("sk-second")
        async with session_factory(database).begin() as session:
            await session.execute(update(ProviderRow).where(ProviderRow.id == "p").values(api_key=sealed))
        await redis.incr(DIRECTORY_VERSION_KEY)
        assert (await source.provider_api_key("p")).get_secret_value() == "sk-second"
        assert (await source.provider_api_key("unknown")).get_secret_value() == ""
    finally:
        await engine.dispose()
