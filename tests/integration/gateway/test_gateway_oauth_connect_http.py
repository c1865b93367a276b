"""Issue 11 §3: connecting a personal account by OAuth, Assent being the client of the demo github
server's authorization server (real servers: the gateway on uvicorn, the demo MCP server with its
authorization server, PostgreSQL, Redis; the browser is a real HTTP client).

Discovery (protected resource and authorization server metadata), dynamic registration (cached in
PostgreSQL), code + PKCE + resource, the callback's checks (state unknown, used or another user's,
a replayed code, a wrong PKCE verifier, the server's refusal → a clear 400 and no connection
change), the grant sealed at rest, refresh before expiry and after a 401 (one refresh between
replicas), a refused refresh disconnecting the connection, and disconnecting revoking the grant."""

import asyncio
import copy
from collections.abc import AsyncIterator, Callable
from typing import Any

import httpx
import httpx2
import pytest
import redis.asyncio as aioredis
from pydantic import SecretStr
from sqlalchemy import select
from tests.directory_seeding import seed
from tests.oauth_browser import query_of, sign_in_at_authorization_server, with_query

from assent_contracts.directory import connection_revision
from assent_database.engine import create_engine, session_factory
from assent_database.oauth_grants import open_grant
from assent_database.settings import DatabaseSettings
from assent_database.tables import ConnectionRow, OAuthClientRow
from assent_demo.mcp import RunningServer
from assent_runtime.directory_source import DatabaseDirectory, token_refresh
from assent_runtime.mcp_tools import list_tools, open_session

from .conftest import DIRECTORY, assert_problem, bearer

BOB = "conn_bob_github"


@pytest.fixture
async def database_settings(database_url: str, github: RunningServer) -> DatabaseSettings:
    return await oauth_directory(database_url, github)


async def oauth_directory(database_url: str, github: RunningServer) -> DatabaseSettings:
    """The gateway tests' directory, its github toolkit the demo server (connected by OAuth) and bob's
    github account disconnected, imported into the test's database."""
    directory = copy.deepcopy(DIRECTORY)
    for toolkit in directory["toolkits"]:
        if toolkit["slug"] == "github":
            toolkit.update(mcp_url=github.url, auth_kind="oauth")
    for connection in directory["connections"]:
        if connection["id"] == BOB:
            connection.update(status="disconnected")
    return await seed(database_url, directory)


@pytest.fixture
async def source(
    database_settings: DatabaseSettings, redis: aioredis.Redis
) -> AsyncIterator[DatabaseDirectory]:
    """The directory as a service reads it (discovery, the executor), on the test's database."""
    engine = create_engine(database_settings.url, pool_size=2)
    yield DatabaseDirectory(session_factory(engine), redis, database_settings.cipher())
    await engine.dispose()


async def rows(database_settings: DatabaseSettings) -> tuple[dict[str, Any], list[OAuthClientRow]]:
    engine = create_engine(database_settings.url, pool_size=1)
    try:
        async with session_factory(engine)() as session:
            row = await session.get(ConnectionRow, BOB)
            assert row is not None
            values = {c.key: getattr(row, c.key) for c in ConnectionRow.__table__.columns}
            clients = list(await session.scalars(select(OAuthClientRow)))
    finally:
        await engine.dispose()
    return values, clients


async def authorize(client: httpx.AsyncClient, token: str, **body: str) -> dict[str, Any]:
    response = await client.post("/v1/connections/github/authorize", json=body or None, headers=bearer(token))
    assert response.status_code == 200, response.text
    return response.json()


async def callback_url(client: httpx.AsyncClient, token: str, login: str = "bob", **body: str) -> str:
    """Authorize and sign in at the authorization server: the callback URL it sends the browser to."""
    started = await authorize(client, token, **body)
    return await asyncio.to_thread(sign_in_at_authorization_server, started["authorization_url"], login)


async def come_back(client: httpx.AsyncClient, token: str, url: str) -> httpx.Response:
    """The browser arriving at the gateway's callback (signed in as the caller)."""
    return await client.get(url, headers=bearer(token))


async def connect_bob(client: httpx.AsyncClient, token: Callable[[str], str]) -> httpx.Response:
    back = await come_back(client, token("bob"), await callback_url(client, token("bob")))
    assert back.status_code == 303, back.text
    return back


async def bob_item(client: httpx.AsyncClient, token: Callable[[str], str]) -> dict[str, Any]:
    listed = await client.get("/v1/connections", headers=bearer(token("bob")))
    return next(item for item in listed.json()["items"] if item["id"] == BOB)


async def oauth_stats(github: RunningServer, login: str = "bob") -> dict[str, Any]:
    async with httpx.AsyncClient() as http:
        return (await http.get(f"{github.base_url}/admin/oauth/stats", params={"login": login})).json()


async def get_me(github: RunningServer, secret: SecretStr) -> str:
    async with open_session(github.url, secret, http_timeout=httpx2.Timeout(10)) as session:
        result = await session.call_tool("get_me", {})
    assert result.structured_content is not None
    return result.structured_content["login"]


async def test_bob_connects_github_by_oauth_and_the_services_use_the_sealed_grant(
    client: httpx.AsyncClient,
    token: Callable[[str], str],
    github: RunningServer,
    database_settings: DatabaseSettings,
    source: DatabaseDirectory,
) -> None:
    before = await bob_item(client, token)
    assert (before["status"], before["connect"]) == ("disconnected", "oauth")

    started = await authorize(client, token("bob"), return_to="/connections?tab=mine")
    assert started["expires_in"] > 0
    authorization = query_of(started["authorization_url"])
    assert started["authorization_url"].startswith(f"{github.base_url}/authorize?")
    assert authorization["code_challenge_method"] == "S256" and authorization["resource"] == github.url
    url = await asyncio.to_thread(sign_in_at_authorization_server, started["authorization_url"], "bob")
    back = await come_back(client, token("bob"), url)

    assert back.status_code == 303, back.text
    assert back.headers["location"] == "/connections?tab=mine&connected=github"
    after = await bob_item(client, token)
    assert (after["status"], after["hint"], after["connect"]) == ("connected", None, "oauth")
    assert after["revision"] == connection_revision(BOB, 2) != before["revision"]
    row, clients = await rows(database_settings)
    grant = open_grant(database_settings.cipher(), row["oauth_tokens"])
    assert grant.refresh_token is not None and grant.resource == github.url
    assert grant.access_token.get_secret_value() not in str(row)  # sealed at rest
    assert grant.refresh_token.get_secret_value() not in str(row)
    assert row["credentials"] is None  # the pasted demo token is gone
    assert [(c.toolkit, c.registered) for c in clients] == [("github", True)]
    # The services read the grant's access token and the demo server knows it as bob.
    secret = await source.connection_secret(BOB)
    assert secret is not None and secret.oauth is not None
    assert await get_me(github, secret.credentials) == "bob"
    # A second connection reuses the registration.
    await connect_bob(client, token)
    assert (await oauth_stats(github))["counts"]["registrations"] == 1


async def test_a_callback_whose_state_is_unknown_used_or_someone_elses_is_refused_and_changes_nothing(
    client: httpx.AsyncClient, token: Callable[[str], str], github: RunningServer
) -> None:
    url = await callback_url(client, token("bob"))
    before = await bob_item(client, token)

    forged = await come_back(client, token("bob"), with_query(url, state="not-a-state-we-sent"))
    alices = await come_back(client, token("alice"), url)  # bob's authorization, alice's browser
    used = await come_back(client, token("bob"), url)  # alice's attempt used it up

    for refused in (forged, alices, used):
        problem = assert_problem(refused, 400, "oauth_state_invalid")
        assert query_of(url)["code"] not in refused.text
    assert await bob_item(client, token) == before
    assert (await oauth_stats(github))["counts"].get("codes_exchanged", 0) == 0
    assert "connect again" in problem["detail"]


async def test_a_replayed_code_a_wrong_pkce_verifier_and_a_refusal_are_oauth_failed_and_change_nothing(
    client: httpx.AsyncClient, token: Callable[[str], str], github: RunningServer
) -> None:
    first = await callback_url(client, token("bob"))
    assert (await come_back(client, token("bob"), first)).status_code == 303
    connected = await bob_item(client, token)

    # The used code sent again, with a fresh state of bob's: the authorization server refuses it.
    replay = await come_back(
        client,
        token("bob"),
        with_query(await callback_url(client, token("bob")), code=query_of(first)["code"]),
    )
    # A valid unused code, but redeemed with another authorization's PKCE verifier.
    other = await callback_url(client, token("bob"))
    wrong_verifier = await come_back(
        client,
        token("bob"),
        with_query(await callback_url(client, token("bob")), code=query_of(other)["code"]),
    )
    # The user said no at the authorization server.
    started = query_of((await authorize(client, token("bob")))["authorization_url"])
    denied = await come_back(
        client,
        token("bob"),
        f"/v1/connections/oauth/callback?state={started['state']}&error=access_denied",
    )

    for refused, reason in (
        (replay, "invalid_grant"),
        (wrong_verifier, "invalid_grant"),
        (denied, "access_denied"),
    ):
        problem = assert_problem(refused, 400, "oauth_failed")
        assert reason in problem["detail"]
    assert await bob_item(client, token) == connected
    assert (await oauth_stats(github))["counts"]["codes_exchanged"] == 1


async def test_bad_authorize_requests_are_refused_with_stable_codes(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis
) -> None:
    keys_before = set(await redis.keys("assent:oauth:*"))
    unknown = await client.post("/v1/connections/nope/authorize", headers=bearer(token("bob")))
    static = await client.post("/v1/connections/slack/authorize", headers=bearer(token("bob")))
    elsewhere = await client.post(
        "/v1/connections/github/authorize",
        json={"return_to": "https://evil.example/"},
        headers=bearer(token("bob")),
    )
    anonymous = await client.post("/v1/connections/github/authorize")

    assert_problem(unknown, 404, "unknown_toolkit")
    assert_problem(static, 409, "toolkit_not_oauth")
    assert_problem(elsewhere, 422, "invalid_return_to")
    assert anonymous.status_code == 401
    assert set(await redis.keys("assent:oauth:*")) == keys_before


async def test_an_access_token_refreshes_before_it_expires_once_between_replicas(
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
    # Two replicas that both find the token within their refresh margin (the demo's live an hour).
    engine = create_engine(database_settings.url, pool_size=2)
    replicas = [
        DatabaseDirectory(session_factory(engine), redis, database_settings.cipher(), refresh_margin_s=7200)
        for _ in range(2)
    ]
    try:
        renewed = await asyncio.gather(*(replica.connection_secret(BOB) for replica in replicas))
    finally:
        await engine.dispose()

    assert all(secret is not None for secret in renewed)
    first, second = (secret.credentials for secret in renewed if secret is not None)
    assert first == second != stale.credentials
    assert (await oauth_stats(github))["counts"]["refreshes"] == 1
    assert await get_me(github, first) == "bob"
    assert (await bob_item(client, token))["revision"] == revision  # a refresh is not a new configuration


async def test_a_401_from_the_mcp_server_refreshes_the_token_and_the_listing_goes_through(
    client: httpx.AsyncClient, token: Callable[[str], str], github: RunningServer, source: DatabaseDirectory
) -> None:
    await connect_bob(client, token)
    secret = await source.connection_secret(BOB)
    assert secret is not None
    async with httpx.AsyncClient() as http:
        await http.post(f"{github.base_url}/admin/oauth/expire", json={"login": "bob", "which": "access"})

    async with open_session(
        github.url,
        secret.credentials,
        http_timeout=httpx2.Timeout(10),
        refresh=token_refresh(source, BOB, secret),
    ) as session:
        tools = await list_tools(session)

    assert "get_me" in {tool.name for tool in tools}
    assert (await oauth_stats(github))["counts"]["refreshes"] == 1
    renewed = await source.connection_secret(BOB)
    assert renewed is not None and renewed.credentials != secret.credentials


@pytest.mark.parametrize("ending", ["expire", "revoke"])
async def test_a_refused_refresh_disconnects_the_connection_with_its_hint(
    ending: str,
    client: httpx.AsyncClient,
    token: Callable[[str], str],
    github: RunningServer,
    source: DatabaseDirectory,
    database_settings: DatabaseSettings,
) -> None:
    await connect_bob(client, token)
    secret = await source.connection_secret(BOB)
    assert secret is not None
    async with httpx.AsyncClient() as http:
        if ending == "expire":
            for which in ("access", "refresh"):
                await http.post(
                    f"{github.base_url}/admin/oauth/expire", json={"login": "bob", "which": which}
                )
        else:
            await http.post(f"{github.base_url}/admin/oauth/revoke", json={"login": "bob"})

    after = await source.refresh_oauth(BOB, secret.credentials)

    assert after is not None and after.status == "disconnected" and after.oauth is None
    item = await bob_item(client, token)
    assert item["status"] == "disconnected" and item["hint"]["action"] == "link"
    assert item["revision"] == connection_revision(BOB, 3)
    row, _ = await rows(database_settings)
    assert row["oauth_tokens"] is None


async def test_disconnecting_revokes_the_grant_at_the_authorization_server(
    client: httpx.AsyncClient, token: Callable[[str], str], github: RunningServer, source: DatabaseDirectory
) -> None:
    await connect_bob(client, token)
    secret = await source.connection_secret(BOB)
    assert secret is not None and (await oauth_stats(github))["active_grants"] == 1

    gone = await client.delete(f"/v1/connections/{BOB}", headers=bearer(token("bob")))

    assert gone.status_code == 200 and gone.json()["status"] == "disconnected"
    stats = await oauth_stats(github)
    assert stats["active_grants"] == 0 and stats["counts"]["revocations"] >= 1
    async with httpx.AsyncClient() as http:
        refused = await http.post(github.url, json={}, headers=bearer(secret.credentials.get_secret_value()))
    assert refused.status_code == 401
