"""Issue 11 §2: administrators create and reconnect shared connections by OAuth, through the same
authorization server and callback as personal accounts (real servers: the gateway on uvicorn, the
demo github server with its authorization server, PostgreSQL, Redis; the browser is a real HTTP
client). A new shared connection starts at revision 1, reconnecting it bumps the revision and revokes
the old grant, deleting it revokes the grant; its access token refreshes like a personal one's.
Members are refused (403), another organisation's connection does not exist (404), a toolkit that
is not OAuth or not enabled is refused, and the callback checks the caller is still an
administrator: nothing is written on any failure."""

import asyncio
from collections.abc import Callable
from typing import Any

import httpx
import pytest
import redis.asyncio as aioredis
from tests.directory_seeding import stored_connections
from tests.oauth_browser import sign_in_at_authorization_server

from assent_contracts.directory import connection_revision
from assent_database.engine import create_engine, session_factory
from assent_database.oauth_grants import open_grant
from assent_database.settings import DatabaseSettings
from assent_demo.mcp import RunningServer
from assent_gateway.dev_tokens import issue_dev_token, load_or_create_dev_key
from assent_gateway.settings import GatewaySettings
from assent_runtime.directory_source import DatabaseDirectory

from . import test_gateway_oauth_connect_http as personal
from .conftest import assert_problem, bearer, directory_claims
from .test_gateway_oauth_connect_http import get_me, oauth_stats

# The personal flow's fixtures: the demo github server as an OAuth toolkit of acme.
database_settings, source = personal.database_settings, personal.source

NEW = "/v1/admin/connections/authorize"
SHARED = "conn_acme_github"
"""The id the first shared github connection of acme gets."""
LOGIN = "acme-bot"
"""Whom alice signs in as at the authorization server for the organisation's account."""


async def start(client: httpx.AsyncClient, token: str, path: str = NEW, **body: Any) -> httpx.Response:
    if path == NEW:
        body = {"toolkit": "github", "display_name": "Acme GitHub"} | body
    return await client.post(path, json=body or None, headers=bearer(token))


async def connect_shared(
    client: httpx.AsyncClient, token: str, path: str = NEW, login: str = LOGIN, **body: Any
) -> httpx.Response:
    """An administrator's OAuth connection of a shared github account, up to the callback's answer."""
    started = await start(client, token, path, **body)
    assert started.status_code == 200, started.text
    url = await asyncio.to_thread(sign_in_at_authorization_server, started.json()["authorization_url"], login)
    return await client.get(url, headers=bearer(token))


async def shared_items(client: httpx.AsyncClient, token: str) -> dict[str, dict[str, Any]]:
    listed = await client.get("/v1/connections", headers=bearer(token))
    return {i["id"]: i for i in listed.json()["items"] if i["kind"] == "shared"}


async def test_alice_connects_a_shared_account_by_oauth_reconnects_it_and_deletes_it_each_revoking(
    client: httpx.AsyncClient,
    token: Callable[[str], str],
    github: RunningServer,
    database_url: str,
    database_settings: DatabaseSettings,
    source: DatabaseDirectory,
) -> None:
    back = await connect_shared(client, token("alice"), return_to="/#/admin", permission="allow")

    assert back.status_code == 303, back.text
    assert back.headers["location"] == "/?connected=github#/admin"
    item = (await shared_items(client, token("bob")))[SHARED]
    assert (item["display_name"], item["status"], item["permission"], item["connect"]) == (
        "Acme GitHub",
        "connected",
        "allow",
        "oauth",
    )
    assert item["revision"] == connection_revision(SHARED, 1)
    row = (await stored_connections(database_url))[SHARED]
    grant = open_grant(database_settings.cipher(), row["oauth_tokens"])
    assert row["credentials"] == "" and grant.access_token.get_secret_value() not in str(row)
    secret = await source.connection_secret(SHARED)
    assert secret is not None and await get_me(github, secret.credentials) == LOGIN
    assert (await oauth_stats(github, LOGIN))["active_grants"] == 1

    again = await connect_shared(client, token("alice"), f"/v1/admin/connections/{SHARED}/authorize")

    assert again.status_code == 303 and again.headers["location"] == "/?connected=github"
    reconnected = (await shared_items(client, token("bob")))[SHARED]
    assert reconnected["revision"] == connection_revision(SHARED, 2)
    assert reconnected["display_name"] == "Acme GitHub"  # a reconnection keeps what it was
    stats = await oauth_stats(github, LOGIN)
    assert stats["active_grants"] == 1 and stats["counts"]["revocations"] >= 1  # the first grant ended
    renewed = await source.connection_secret(SHARED)
    assert renewed is not None and renewed.credentials != secret.credentials

    gone = await client.delete(f"/v1/admin/connections/{SHARED}", headers=bearer(token("alice")))

    assert gone.status_code == 204
    assert (await oauth_stats(github, LOGIN))["active_grants"] == 0
    assert SHARED not in await stored_connections(database_url)


async def test_disconnecting_or_pasting_credentials_into_a_shared_oauth_connection_revokes_its_grant(
    client: httpx.AsyncClient, token: Callable[[str], str], github: RunningServer, database_url: str
) -> None:
    assert (await connect_shared(client, token("alice"))).status_code == 303
    path = f"/v1/admin/connections/{SHARED}"

    pasted = await client.patch(path, json={"credentials": "ghp_demo_pasted"}, headers=bearer(token("alice")))

    assert pasted.status_code == 200, pasted.text
    row = (await stored_connections(database_url))[SHARED]
    assert (row["credentials"], row["oauth_tokens"]) == ("ghp_demo_pasted", None)
    assert (await oauth_stats(github, LOGIN))["active_grants"] == 0
    assert (await connect_shared(client, token("alice"), f"{path}/authorize")).status_code == 303
    assert (await oauth_stats(github, LOGIN))["active_grants"] == 1

    off = await client.patch(path, json={"status": "disconnected"}, headers=bearer(token("alice")))

    assert off.json()["revision"] == connection_revision(SHARED, 4)
    row = (await stored_connections(database_url))[SHARED]
    assert (row["status"], row["credentials"], row["oauth_tokens"]) == ("disconnected", "", None)
    assert (await oauth_stats(github, LOGIN))["active_grants"] == 0


async def test_a_shared_oauth_connections_access_token_refreshes_without_a_new_revision(
    client: httpx.AsyncClient,
    token: Callable[[str], str],
    github: RunningServer,
    database_settings: DatabaseSettings,
    redis: aioredis.Redis,
) -> None:
    assert (await connect_shared(client, token("alice"))).status_code == 303
    engine = create_engine(database_settings.url, pool_size=1)
    # A service whose refresh margin covers the demo token's hour: the token is renewed before use.
    cipher = database_settings.cipher()
    eager = DatabaseDirectory(session_factory(engine), redis, cipher, refresh_margin_s=7200)
    try:
        first = await eager.connection_secret(SHARED)
        assert first is not None and first.oauth is not None
        async with httpx.AsyncClient() as http:
            await http.post(f"{github.base_url}/admin/oauth/expire", json={"login": LOGIN, "which": "access"})
        renewed = await eager.refresh_oauth(SHARED, first.credentials)
    finally:
        await engine.dispose()

    assert renewed is not None and renewed.status == "connected"
    assert renewed.credentials != first.credentials
    assert (await oauth_stats(github, LOGIN))["counts"]["refreshes"] == 2
    assert await get_me(github, renewed.credentials) == LOGIN
    assert (await shared_items(client, token("bob")))[SHARED]["revision"] == connection_revision(SHARED, 1)


@pytest.mark.parametrize(
    ("user", "path", "body", "status", "code"),
    [
        ("bob", NEW, {}, 403, "admin_required"),
        ("bob", "/v1/admin/connections/conn_acme_slack/authorize", {}, 403, "admin_required"),
        ("olga", "/v1/admin/connections/conn_acme_slack/authorize", {}, 404, "connection_not_found"),
        ("alice", "/v1/admin/connections/conn_globex_slack/authorize", {}, 404, "connection_not_found"),
        ("alice", "/v1/admin/connections/conn_alice_github/authorize", {}, 404, "connection_not_found"),
        ("alice", "/v1/admin/connections/conn_acme_slack/authorize", {}, 409, "toolkit_not_oauth"),
        ("alice", NEW, {"toolkit": "slack"}, 409, "toolkit_not_oauth"),
        ("alice", NEW, {"toolkit": "linear"}, 403, "toolkit_disabled"),
        ("alice", NEW, {"toolkit": "jira"}, 404, "unknown_toolkit"),
        ("alice", NEW, {"return_to": "https://evil.example/"}, 422, "invalid_return_to"),
        ("alice", NEW, {"display_name": ""}, 422, "validation_error"),
    ],
)
async def test_a_shared_oauth_connection_not_the_callers_to_start_is_refused_and_nothing_is_written(
    client: httpx.AsyncClient,
    token: Callable[[str], str],
    database_url: str,
    redis: aioredis.Redis,
    user: str,
    path: str,
    body: dict[str, str],
    status: int,
    code: str,
) -> None:
    before = await stored_connections(database_url)
    attempts = set(await redis.keys("assent:oauth:*"))

    assert_problem(await start(client, token(user), path, **body), status, code)

    assert await stored_connections(database_url) == before
    assert set(await redis.keys("assent:oauth:*")) == attempts


async def test_a_credentials_toolkit_points_the_administrator_at_the_admin_route(
    client: httpx.AsyncClient, token: Callable[[str], str]
) -> None:
    refused = await start(client, token("alice"), NEW, toolkit="slack")
    assert_problem(refused, 409, "toolkit_not_oauth")
    assert "POST /v1/admin/connections with them" in refused.json()["detail"]


async def test_the_callback_refuses_an_administrator_no_longer_one_and_a_connection_deleted_meanwhile(
    client: httpx.AsyncClient,
    token: Callable[[str], str],
    settings: GatewaySettings,
    github: RunningServer,
    database_url: str,
) -> None:
    assert (await connect_shared(client, token("alice"))).status_code == 303
    # alice starts a reconnection, then comes back signed in without the admin role.
    started = await start(client, token("alice"), f"/v1/admin/connections/{SHARED}/authorize")
    url = await asyncio.to_thread(sign_in_at_authorization_server, started.json()["authorization_url"], LOGIN)
    member = issue_dev_token(
        directory_claims("alice") | {"roles": ["member"]},
        load_or_create_dev_key(settings.dev_key_path),
        audience=settings.oidc_audience,
        ttl_s=600,
    )
    before = await stored_connections(database_url)

    demoted = await client.get(url, headers=bearer(member))

    assert_problem(demoted, 403, "admin_required")
    assert await stored_connections(database_url) == before
    # She starts one more, and another administrator's deletion lands before she comes back.
    started = await start(client, token("alice"), f"/v1/admin/connections/{SHARED}/authorize")
    url = await asyncio.to_thread(sign_in_at_authorization_server, started.json()["authorization_url"], LOGIN)
    deleted = await client.delete(f"/v1/admin/connections/{SHARED}", headers=bearer(token("alice")))
    assert deleted.status_code == 204
    before = await stored_connections(database_url)

    late = await client.get(url, headers=bearer(token("alice")))

    assert_problem(late, 404, "connection_not_found")
    assert await stored_connections(database_url) == before
    assert (await oauth_stats(github, LOGIN))["counts"]["codes_exchanged"] == 1  # neither code redeemed
