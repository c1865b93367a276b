"""Refreshing an OAuth-connected account's access token (issue 11 §3, decision 021), against the
real demo authorization server (it rotates refresh tokens: a second refresh with the same refresh
token is refused and would end the grant), PostgreSQL and Redis.

The refresh margin is a setting each service passes down; concurrent callers across replicas make
exactly one refresh; the authorization server call holds no database connection and no row lock,
and is bounded by the refresh timeout; a connection disconnected while its refresh is in flight
stays as the disconnect left it."""

import asyncio
import time
from collections.abc import AsyncIterator, Callable

import httpx
import pytest
import redis.asyncio as aioredis
from tests.held_relay import HeldRelay, host_and_port

from assent_contracts.directory import connection_revision
from assent_database.engine import create_engine, session_factory
from assent_database.oauth_grants import open_grant, seal_grant
from assent_database.settings import DatabaseSettings
from assent_database.tables import ConnectionRow
from assent_demo.mcp import RunningServer
from assent_discovery.app import build_discovery
from assent_discovery.settings import DiscoverySettings
from assent_executor.app import build_executor
from assent_executor.settings import ExecutorSettings
from assent_gateway.app import create_app
from assent_gateway.deps import Gateway
from assent_gateway.settings import GatewaySettings
from assent_runtime.directory_source import DatabaseDirectory
from assent_runtime.oauth_refresh import OAuthRefreshSettings, refresh_lock_key

from .conftest import bearer, serve
from .test_gateway_oauth_connect_http import BOB, bob_item, connect_bob, get_me, oauth_directory, oauth_stats


@pytest.fixture
async def database_settings(database_url: str, github: RunningServer) -> DatabaseSettings:
    """As in ``test_gateway_oauth_connect_http``: github an OAuth toolkit served by the demo server,
    bob's account disconnected (each test connects it)."""
    return await oauth_directory(database_url, github)


@pytest.fixture
async def source(
    database_settings: DatabaseSettings, redis: aioredis.Redis
) -> AsyncIterator[DatabaseDirectory]:
    engine = create_engine(database_settings.url, pool_size=2)
    yield DatabaseDirectory(session_factory(engine), redis, database_settings.cipher())
    await engine.dispose()


async def seconds_left(source: DatabaseDirectory) -> float:
    """How long bob's stored access token has before it expires."""
    secret = await source.connection_secret(BOB)
    assert secret is not None and secret.oauth is not None and secret.oauth.expires_at is not None
    return secret.oauth.expires_at - time.time()


async def route_token_requests(database_settings: DatabaseSettings, relay: HeldRelay) -> None:
    """Bob's stored grant sends its refreshes through ``relay`` (to the same token endpoint)."""
    engine = create_engine(database_settings.url, pool_size=1)
    cipher = database_settings.cipher()
    try:
        async with session_factory(engine).begin() as session:
            row = await session.get(ConnectionRow, BOB)
            assert row is not None and row.oauth_tokens is not None
            grant = open_grant(cipher, row.oauth_tokens)
            moved = grant.model_copy(update={"token_endpoint": relay.url_for(grant.token_endpoint)})
            row.oauth_tokens = seal_grant(cipher, moved)
    finally:
        await engine.dispose()


@pytest.fixture
async def relay(github: RunningServer) -> AsyncIterator[HeldRelay]:
    async with HeldRelay(*host_and_port(github.base_url)).running() as held:
        yield held


async def test_a_token_expiring_within_the_configured_margin_is_refreshed_and_one_outside_it_is_not(
    client: httpx.AsyncClient,
    token: Callable[[str], str],
    github: RunningServer,
    database_settings: DatabaseSettings,
    source: DatabaseDirectory,
    redis_url: str,
) -> None:
    await connect_bob(client, token)
    stored = await source.connection_secret(BOB)
    assert stored is not None
    left = await seconds_left(source)

    async def read_by_discovery(margin_s: float) -> str:
        """Bob's token as discovery, built from its settings with this margin, reads it."""
        settings = DiscoverySettings(
            redis_url=redis_url,
            database=database_settings,
            oauth=OAuthRefreshSettings(refresh_margin_s=margin_s),
        )
        discovery = build_discovery(settings)
        try:
            secret = await discovery.catalog.source.connection_secret(BOB)
        finally:
            assert discovery.engine is not None
            await discovery.engine.dispose()
            await discovery.redis.aclose()
        assert secret is not None and secret.status == "connected"
        return secret.credentials.get_secret_value()

    outside = await read_by_discovery(left - 60)
    assert outside == stored.credentials.get_secret_value()
    assert (await oauth_stats(github))["counts"].get("refreshes", 0) == 0

    within = await read_by_discovery(left + 60)
    assert within != outside
    assert (await oauth_stats(github))["counts"]["refreshes"] == 1
    now = await source.connection_secret(BOB)
    assert now is not None and await get_me(github, now.credentials) == "bob"


async def test_the_executor_and_the_gateway_pass_their_margin_and_timeout_down(
    database_settings: DatabaseSettings, settings: GatewaySettings, redis_url: str, redis: aioredis.Redis
) -> None:
    oauth = OAuthRefreshSettings(refresh_margin_s=123, refresh_timeout_s=4)
    engine = create_engine(database_settings.url, pool_size=1)
    try:
        executor = build_executor(
            ExecutorSettings(redis_url=redis_url, database=database_settings, oauth=oauth),
            redis,
            session_factory(engine),
        )
    finally:
        await engine.dispose()
    app = create_app(settings.model_copy(update={"oauth": oauth}))
    async with serve(app) as http:
        await http.get("/v1/healthz")  # started
        gateway: Gateway = app.state.gateway
        served = gateway.directory_source

    assert isinstance(executor.directory, DatabaseDirectory)
    for directory in (executor.directory, served):
        assert (directory.refresh_margin_s, directory.refresh_timeout_s) == (123, 4)


async def test_callers_racing_across_replicas_make_exactly_one_refresh_and_all_use_its_token(
    client: httpx.AsyncClient,
    token: Callable[[str], str],
    github: RunningServer,
    database_settings: DatabaseSettings,
    source: DatabaseDirectory,
    redis: aioredis.Redis,
) -> None:
    await connect_bob(client, token)
    stale = await source.connection_secret(BOB)
    assert stale is not None
    revision = (await bob_item(client, token))["revision"]
    margin = await seconds_left(source) + 60  # every caller finds the token about to expire
    engine = create_engine(database_settings.url, pool_size=2, max_overflow=0)
    replicas = [
        DatabaseDirectory(session_factory(engine), redis, database_settings.cipher(), refresh_margin_s=margin)
        for _ in range(4)
    ]
    try:
        renewed = await asyncio.gather(*(replica.connection_secret(BOB) for replica in replicas * 3))
    finally:
        await engine.dispose()

    tokens = {secret.credentials.get_secret_value() for secret in renewed if secret is not None}
    assert len(renewed) == 12 and len(tokens) == 1
    assert tokens != {stale.credentials.get_secret_value()}
    assert (await oauth_stats(github))["counts"]["refreshes"] == 1
    assert await get_me(github, next(s for s in renewed if s is not None).credentials) == "bob"
    item = await bob_item(client, token)
    assert (item["status"], item["revision"]) == ("connected", revision)
    assert await redis.exists(refresh_lock_key(BOB)) == 0


async def test_the_authorization_server_call_holds_no_database_connection_and_is_bounded(
    client: httpx.AsyncClient,
    token: Callable[[str], str],
    github: RunningServer,
    database_settings: DatabaseSettings,
    redis: aioredis.Redis,
    relay: HeldRelay,
) -> None:
    await connect_bob(client, token)
    await route_token_requests(database_settings, relay)  # the server never answers: held forever
    engine = create_engine(database_settings.url, pool_size=1, max_overflow=0)  # one connection
    source = DatabaseDirectory(
        session_factory(engine), redis, database_settings.cipher(), refresh_timeout_s=2
    )
    try:
        stale = await source.connection_secret(BOB)
        assert stale is not None
        started = time.monotonic()
        refreshing = asyncio.create_task(source.refresh_oauth(BOB, stale.credentials))
        await asyncio.wait_for(relay.arrived.wait(), 10)

        async with asyncio.timeout(1.5):  # the pool's one connection is free while the server is asked
            other = await source.connection_secret("conn_alice_github")
        # ... and nothing waits on bob's row meanwhile: his own page shows it at once.
        async with asyncio.timeout(1.5):
            item = await bob_item(client, token)

        after = await refreshing
        took = time.monotonic() - started
    finally:
        await engine.dispose()

    assert other is not None and item["status"] == "connected"
    assert 2 <= took < 4, took  # bounded by the refresh timeout
    assert after is not None and after.status == "connected" and after.credentials == stale.credentials
    assert (await oauth_stats(github))["counts"].get("refreshes", 0) == 0
    assert await redis.exists(refresh_lock_key(BOB)) == 0


async def test_a_disconnect_while_the_refresh_is_in_flight_is_neither_undone_nor_bumped_twice(
    client: httpx.AsyncClient,
    token: Callable[[str], str],
    github: RunningServer,
    database_settings: DatabaseSettings,
    source: DatabaseDirectory,
    relay: HeldRelay,
) -> None:
    await connect_bob(client, token)
    await route_token_requests(database_settings, relay)
    stale = await source.connection_secret(BOB)
    assert stale is not None
    refreshing = asyncio.create_task(source.refresh_oauth(BOB, stale.credentials))
    await asyncio.wait_for(relay.arrived.wait(), 10)

    async with asyncio.timeout(5):  # no row lock held across the authorization server call
        gone = await client.delete(f"/v1/connections/{BOB}", headers=bearer(token("bob")))
    relay.release()  # the refresh now reaches the server, which revoked the grant on disconnect
    after = await refreshing

    assert gone.status_code == 200 and gone.json()["revision"] == connection_revision(BOB, 3)
    assert after is not None and after.status == "disconnected" and after.oauth is None
    item = await bob_item(client, token)
    assert item["status"] == "disconnected" and item["revision"] == connection_revision(BOB, 3)
