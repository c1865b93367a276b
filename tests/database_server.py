"""The test suite's PostgreSQL: ``DATABASE_URL`` if set, else a testcontainers PostgreSQL when a
Docker engine answers, else a throw-away local or embedded server (``assent_cli.postgres_server``).
When none can be had the tests fail. Each test gets a fresh database copied from a template that is
migrated once per session."""

import asyncio
import concurrent.futures
import uuid
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager

import asyncpg
from sqlalchemy.engine import make_url

from assent_cli.postgres_server import configured_url, local_postgres
from assent_cli.redis_server import docker_answers
from assent_database.engine import create_engine
from assent_database.migrate import upgrade_to_head

TEMPLATE = "assent_test_template"


@contextmanager
def postgres_server() -> Iterator[str]:
    """The URL of a server the tests may create databases on."""
    url = configured_url()
    if url:
        yield url
        return
    with ExitStack() as stack:
        if docker_answers():
            from testcontainers.community.postgres import PostgresContainer

            container = stack.enter_context(PostgresContainer("postgres:17-alpine", driver=None))
            yield container.get_connection_url()
        else:
            yield stack.enter_context(local_postgres())


def url_of(server_url: str, database: str) -> str:
    return make_url(server_url).set(database=database).render_as_string(hide_password=False)


def _plain(url: str) -> str:
    """``url`` as asyncpg takes it (no SQLAlchemy driver name)."""
    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


async def create_template(server_url: str) -> None:
    """A database at the newest schema, dropped first if an earlier run left one."""
    admin = await asyncpg.connect(_plain(server_url))
    try:
        await admin.execute(f'DROP DATABASE IF EXISTS "{TEMPLATE}" WITH (FORCE)')
        await admin.execute(f'CREATE DATABASE "{TEMPLATE}"')
    finally:
        await admin.close()
    engine = create_engine(url_of(server_url, TEMPLATE), pool_size=1)
    try:
        await upgrade_to_head(engine)
    finally:
        await engine.dispose()


async def create_database(server_url: str) -> str:
    """A fresh database at the newest schema; returns its name."""
    name = f"assent_test_{uuid.uuid4().hex[:12]}"
    admin = await asyncpg.connect(_plain(server_url))
    try:
        await admin.execute(f'CREATE DATABASE "{name}" TEMPLATE "{TEMPLATE}"')
    finally:
        await admin.close()
    return name


async def drop_database(server_url: str, name: str) -> None:
    admin = await asyncpg.connect(_plain(server_url))
    try:
        await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        await admin.close()


def fresh_database(server_url: str) -> str:
    """``create_database`` for synchronous callers (run in a thread of its own, so it works whether or
    not an event loop is running here); returns the new database's URL."""
    with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
        name = pool.submit(asyncio.run, create_database(server_url)).result()
    return url_of(server_url, name)
