"""PostgreSQL going away under the gateway (issue 11): API routes that need it answer 503 problem+json
``database_unavailable``, never a generic 500. The test owns its PostgreSQL server (a throw-away
embedded or local one) and stops it; the shared server is never touched."""

import asyncio
from collections.abc import Callable, Iterator
from contextlib import ExitStack

import pytest
from tests.directory_seeding import seed

from assent_cli.postgres_server import local_postgres
from assent_database.engine import create_engine
from assent_database.migrate import upgrade_to_head
from assent_gateway.app import create_app
from assent_gateway.settings import GatewaySettings

from .conftest import DIRECTORY, assert_problem, bearer, serve

pytestmark = pytest.mark.integration


@pytest.fixture
def own_postgres() -> Iterator[tuple[str, ExitStack]]:
    """A PostgreSQL of this test's, and the stack that stops it."""
    with ExitStack() as stack:
        yield stack.enter_context(local_postgres()), stack


async def migrated(url: str) -> None:
    engine = create_engine(url, pool_size=1)
    try:
        await upgrade_to_head(engine)
    finally:
        await engine.dispose()


async def test_routes_answer_503_database_unavailable_when_postgresql_is_gone(
    own_postgres: tuple[str, ExitStack],
    token: Callable[[str], str],
    settings: GatewaySettings,
) -> None:
    url, server = own_postgres
    await migrated(url)
    database = await seed(url, DIRECTORY)
    own = settings.model_copy(update={"database": database})
    alice = bearer(token("alice"))
    async with serve(create_app(own)) as client:
        assert (await client.get("/v1/activity", headers=alice)).status_code == 200
        assert (await client.get("/v1/agent-tokens", headers=alice)).status_code == 200

        await asyncio.to_thread(server.close)  # the server stops; pooled connections are dropped

        for path in ("/v1/activity", "/v1/agent-tokens", "/v1/activity"):
            response = await client.get(path, headers=alice)
            assert_problem(response, 503, "database_unavailable")
