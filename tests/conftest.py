"""Test-wide fixtures. Redis is real: ``REDIS_URL`` if set, else a testcontainers Redis when a Docker
engine answers, else a local or embedded redis-server. PostgreSQL follows the same rule
(``DATABASE_URL``, testcontainers, a local or embedded server: ``tests/database_server.py``), one
fresh database per test. When either cannot be had the tests fail.

Every test is marked with the folder it sits in (``unit``, ``integration``, ``e2e``, ``browser``: see
the markers in ``pyproject.toml``), so ``pytest -m e2e`` runs what ``tests/e2e`` holds."""

from collections.abc import AsyncIterator, Iterator
from contextlib import ExitStack
from pathlib import Path

import pytest
import redis.asyncio as aioredis
from sqlalchemy.ext.asyncio import AsyncEngine
from tests import database_server

from assent_cli.redis_server import configured_url, docker_answers, local_redis
from assent_database.engine import create_engine

TESTS = Path(__file__).resolve().parent
LAYERS = ("unit", "integration", "e2e", "browser")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark each test with its layer, the first folder under ``tests/``."""
    for item in items:
        parts = item.path.resolve().relative_to(TESTS).parts
        if parts and parts[0] in LAYERS:
            item.add_marker(parts[0])


@pytest.fixture(scope="session")
def redis_url() -> Iterator[str]:
    url = configured_url()
    if url:
        yield url
        return
    with ExitStack() as stack:
        if docker_answers():
            from testcontainers.community.redis import RedisContainer

            container = stack.enter_context(RedisContainer("redis:7-alpine"))
            host = container.get_container_host_ip()
            port = container.get_exposed_port(6379)
            yield f"redis://{host}:{port}/0"
        else:
            yield stack.enter_context(local_redis())


@pytest.fixture
async def redis(redis_url: str) -> AsyncIterator[aioredis.Redis]:
    """A client on a flushed database: every test starts from an empty Redis."""
    client = aioredis.Redis.from_url(redis_url)
    await client.flushdb()
    try:
        yield client
    finally:
        await client.aclose()


@pytest.fixture(scope="session")
async def postgres_server_url() -> AsyncIterator[str]:
    """A PostgreSQL server for the session, with the migrated template every test database copies."""
    with database_server.postgres_server() as url:
        await database_server.create_template(url)
        yield url


@pytest.fixture
async def database_url(postgres_server_url: str) -> AsyncIterator[str]:
    """A fresh database at the newest schema, dropped after the test."""
    name = await database_server.create_database(postgres_server_url)
    try:
        yield database_server.url_of(postgres_server_url, name)
    finally:
        await database_server.drop_database(postgres_server_url, name)


@pytest.fixture
async def database(database_url: str) -> AsyncIterator[AsyncEngine]:
    """An engine on this test's fresh database."""
    engine = create_engine(database_url)
    try:
        yield engine
    finally:
        await engine.dispose()
