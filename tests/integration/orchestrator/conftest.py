"""Fixtures that start the orchestrator harness (``harness.py``) on this test's Redis and database."""

from collections.abc import AsyncIterator

import pytest
from faststream.redis import RedisBroker
from redis.asyncio import Redis
from tests.directory_seeding import seed

from assent_demo.model import DemoModelSettings
from assent_demo.model import create_app as create_demo_model

from .harness import (
    PROVIDER_KEY,
    Gateway,
    ScriptedProvider,
    StartSystem,
    System,
    directory_data,
    running_system,
    serving,
)


@pytest.fixture(scope="module")
async def scripted_provider() -> AsyncIterator[tuple[ScriptedProvider, str]]:
    provider = ScriptedProvider()
    async with serving(provider) as url:
        yield provider, url


@pytest.fixture(scope="module")
async def demo_model_url() -> AsyncIterator[str]:
    async with serving(create_demo_model(DemoModelSettings(api_key=PROVIDER_KEY, slow_delay=0.01))) as url:  # pyright: ignore[reportArgumentType]
        yield url


@pytest.fixture
async def system(
    redis_url: str, redis: Redis, database_url: str, scripted_provider: tuple[ScriptedProvider, str]
) -> AsyncIterator[System]:
    provider, url = scripted_provider
    provider.reset()
    database = await seed(database_url, directory_data(url))
    async with running_system(redis_url, redis, database, provider) as built:
        yield built


@pytest.fixture
async def demo_system(
    redis_url: str, redis: Redis, database_url: str, demo_model_url: str
) -> AsyncIterator[System]:
    database = await seed(database_url, directory_data(demo_model_url))
    async with running_system(redis_url, redis, database, ScriptedProvider()) as built:
        yield built


@pytest.fixture
async def start_system(
    redis_url: str, redis: Redis, database_url: str, scripted_provider: tuple[ScriptedProvider, str]
) -> StartSystem:
    """``async with start_system(**settings) as system``: the scripted system with other settings."""
    provider, url = scripted_provider
    provider.reset()
    database = await seed(database_url, directory_data(url))
    return lambda **overrides: running_system(redis_url, redis, database, provider, **overrides)


@pytest.fixture
async def offline_gateway(redis_url: str, redis: Redis) -> AsyncIterator[Gateway]:
    """The gateway's part while no orchestrator runs."""
    async with RedisBroker(redis_url) as broker:
        yield Gateway(redis, broker)
