"""Opening a conversation over a connection whose MCP server refuses its credentials is the
caller's to fix (``422 credentials_refused``: reconnect it), while a server that cannot be reached
stays ``503 connection_unreachable`` (retry). Real parts: the gateway on uvicorn, the discovery
service listing the demo github and slack servers (which refuse any token but their demo ones),
PostgreSQL, Redis; the linear toolkit points at a port nothing listens on."""

import copy
import socket
from collections.abc import AsyncIterator, Callable
from typing import Any

import httpx
import pytest
import redis.asyncio as aioredis
from tests.directory_seeding import seed

from assent_database.settings import DatabaseSettings
from assent_demo.mcp import RunningServer
from assent_discovery.app import build_broker, build_discovery
from assent_discovery.settings import DiscoverySettings

from .conftest import DIRECTORY, assert_problem, bearer

ALICE = "conn_alice_github"
SLACK = "conn_acme_slack"
"""Shared, with credentials the demo slack server does not know."""
LINEAR = "conn_acme_linear"
"""Shared, its server unreachable."""


def closed_port_url() -> str:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}/mcp"


@pytest.fixture
async def database_settings(
    database_url: str, github: RunningServer, slack: RunningServer
) -> DatabaseSettings:
    """The gateway tests' directory with github and slack served by the demo servers (alice's github
    account on her demo token, the shared slack connection on a token slack refuses) and a shared
    linear connection whose server is unreachable."""
    directory = copy.deepcopy(DIRECTORY)
    urls = {"github": github.url, "slack": slack.url, "linear": closed_port_url()}
    for toolkit in directory["toolkits"]:
        toolkit["mcp_url"] = urls[toolkit["slug"]]
    directory["orgs"][0]["enabled_toolkits"].append("linear")
    for connection in directory["connections"]:
        if connection["id"] == ALICE:
            connection["credentials"] = "ghp_demo_alice"
    shared_slack = next(c for c in directory["connections"] if c["id"] == SLACK)
    directory["connections"].append(
        shared_slack | {"id": LINEAR, "toolkit": "linear", "display_name": "Acme Linear", "config_version": 1}
    )
    return await seed(database_url, directory)


@pytest.fixture
async def discovery(redis_url: str, database_settings: DatabaseSettings) -> AsyncIterator[None]:
    """The real discovery service answering ``OpenContext`` (no background refresh: opening a
    context lists what it needs)."""
    settings = DiscoverySettings(
        redis_url=redis_url,
        database=database_settings,
        list_timeout_s=5,
        contextual_ranking=False,
        watch_changes=False,
    )
    service = build_discovery(settings)
    broker = build_broker(service)
    try:
        async with broker:
            await broker.start()
            yield
    finally:
        assert service.engine is not None
        await service.engine.dispose()
        await service.redis.aclose()


def body(*connection_ids: str) -> dict[str, Any]:
    return {"model": "demo", "project_key": "demo", "connection_ids": list(connection_ids)}


async def open_conversation(client: httpx.AsyncClient, alice: str, *connection_ids: str) -> httpx.Response:
    return await client.post("/v1/conversations", json=body(*connection_ids), headers=bearer(alice))


async def alices_github(client: httpx.AsyncClient, alice: str) -> dict[str, Any]:
    listed = await client.get("/v1/connections", headers=bearer(alice))
    return next(item for item in listed.json()["items"] if item["id"] == ALICE)


async def conversations(redis: aioredis.Redis) -> set[bytes | str]:
    """Every key of a conversation: the gateway's record and discovery's context."""
    return set(await redis.keys("assent:{conv_*"))


async def test_a_reconnect_with_credentials_the_server_refuses_is_422_at_the_next_conversation(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis, discovery: None
) -> None:
    alice = token("alice")
    assert (await open_conversation(client, alice, ALICE)).status_code == 201
    stored = await conversations(redis)

    reconnected = await client.post(
        "/v1/connections",
        json={"toolkit": "github", "credentials": "ghp_not_a_demo_token"},
        headers=bearer(alice),
    )
    assert reconnected.status_code == 200, reconnected.text
    before = await alices_github(client, alice)
    refused = await open_conversation(client, alice, ALICE)

    problem = assert_problem(refused, 422, "credentials_refused")
    [error] = problem["errors"]
    assert (error["pointer"], error["code"]) == ("/connection_ids/0", "credentials_refused")
    assert "refused the connection's credentials (HTTP 401)" in error["detail"]
    assert "reconnect it" in error["detail"]
    assert "ghp_not_a_demo_token" not in refused.text
    assert await conversations(redis) == stored  # nothing stored
    assert await alices_github(client, alice) == before  # the connection is left as it is

    # Reconnected with a token the server takes, the account is usable again at once.
    fixed = await client.post(
        "/v1/connections", json={"toolkit": "github", "credentials": "ghp_demo_alice"}, headers=bearer(alice)
    )
    assert fixed.status_code == 200
    assert (await open_conversation(client, alice, ALICE)).status_code == 201


async def test_a_server_that_cannot_be_reached_stays_503_and_refused_credentials_win_beside_it(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis, discovery: None
) -> None:
    alice = token("alice")

    unreachable = await open_conversation(client, alice, LINEAR)

    problem = assert_problem(unreachable, 503, "connection_unreachable")
    assert problem["errors"] == [
        {
            "pointer": "/connection_ids/0",
            "detail": "the MCP server is unreachable",
            "code": "connection_unreachable",
        }
    ]

    both = await open_conversation(client, alice, LINEAR, SLACK, ALICE)

    problem = assert_problem(both, 422, "credentials_refused")  # retrying alone would not help
    assert [(e["pointer"], e["code"]) for e in problem["errors"]] == [
        ("/connection_ids/1", "credentials_refused"),
        ("/connection_ids/0", "connection_unreachable"),
    ]
    assert problem["errors"][0]["detail"] == (
        "the MCP server refused the connection's credentials (HTTP 401); an administrator manages it"
    )
    assert "secret-credential-conn_acme_slack" not in both.text
    assert await conversations(redis) == set()
