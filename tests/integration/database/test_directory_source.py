"""``DatabaseDirectory`` on a real PostgreSQL and Redis: the cached directory is served while the
version counter stands still, re-read as soon as it moves (or after ``max_age_s`` when a bump was
lost), secrets are read only on request, and a user who signs in is written for connections to
reference."""

import redis.asyncio as aioredis
from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncEngine
from tests.directory_builder import DirectoryBuilder
from tests.directory_seeding import seed

from assent_contracts.connections import DIRECTORY_VERSION_KEY
from assent_contracts.directory import User
from assent_database.engine import session_factory
from assent_database.tables import ConnectionRow
from assent_gateway.database_users import DatabaseUserStore
from assent_runtime.directory_source import DatabaseDirectory

DIRECTORY = (
    DirectoryBuilder()
    .org("acme", "Acme")
    .user("alice", "Alice")
    .provider("p", "http://x/v1", "m", api_key="sk-marker")
    .project_key("k", "p")
    .toolkit("github", "http://x/mcp", "GitHub")
    .connection("c1", "github", owner="alice", display_name="a", credentials="ghp_marker")
    .build()
)


async def source_of(
    database_url: str, database: AsyncEngine, redis: aioredis.Redis, **options: float
) -> DatabaseDirectory:
    settings = await seed(database_url, DIRECTORY)
    return DatabaseDirectory(session_factory(database), redis, settings.cipher(), **options)


async def rename(database: AsyncEngine, name: str) -> None:
    async with session_factory(database).begin() as session:
        await session.execute(update(ConnectionRow).where(ConnectionRow.id == "c1").values(display_name=name))


async def test_the_cache_holds_until_the_version_moves(
    database_url: str, database: AsyncEngine, redis: aioredis.Redis
) -> None:
    source = await source_of(database_url, database, redis)
    first = await source.current()
    await rename(database, "renamed behind its back")

    assert await source.current() is first  # no bump: the cached copy
    await redis.incr(DIRECTORY_VERSION_KEY)
    again = await source.current()
    assert again.connection("c1").display_name == "renamed behind its back"  # type: ignore[union-attr]
    await redis.flushall()  # a Redis that lost the counter: the version differs, so it re-reads
    assert await source.current() is not again


async def test_a_lost_bump_is_caught_by_the_maximum_age(
    database_url: str, database: AsyncEngine, redis: aioredis.Redis
) -> None:
    source = await source_of(database_url, database, redis, max_age_s=0.0)
    await source.current()
    await rename(database, "seen without a bump")

    assert (await source.current()).connection("c1").display_name == "seen without a bump"  # type: ignore[union-attr]


async def test_changed_tells_every_process_and_secrets_come_only_on_request(
    database_url: str, database: AsyncEngine, redis: aioredis.Redis
) -> None:
    source = await source_of(database_url, database, redis)
    other = DatabaseDirectory(session_factory(database), redis, source.cipher)
    directory = await other.current()
    assert "marker" not in directory.model_dump_json()
    assert all(c.credentials.get_secret_value() == "" for c in directory.connections)

    await rename(database, "b")
    await source.changed("c1")

    assert (await other.current()).connection("c1").display_name == "b"  # type: ignore[union-attr]
    secret = await other.connection_secret("c1")
    assert secret is not None and secret.credentials.get_secret_value() == "ghp_marker"
    assert (await other.provider_api_key("p")).get_secret_value() == "sk-marker"


async def test_a_user_signing_in_for_the_first_time_is_written_with_their_organisation(
    database_url: str, database: AsyncEngine, redis: aioredis.Redis
) -> None:
    source = await source_of(database_url, database, redis)
    users = DatabaseUserStore(source)
    carol = User(id="carol", org="initech", name="Carol", email="carol@initech.example", role="admin")

    await users.signed_in(carol)
    await users.signed_in(carol)  # remembered: no second write

    assert await users.get("carol") == carol
    directory = await source.current()
    assert directory.user("carol") == carol and directory.org("initech") is not None
    demoted = carol.model_copy(update={"role": "member"})
    await DatabaseUserStore(source).signed_in(demoted)
    assert await users.get("carol") == demoted
