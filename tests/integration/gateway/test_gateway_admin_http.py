"""Administrators' routes: toolkit enablement and shared connections, per organisation, on a real
PostgreSQL and Redis. Members are refused (403), another organisation's things do not exist (404),
bad input is a 422 problem that writes nothing, and every connection change bumps its revision."""

import asyncio
from collections.abc import AsyncIterator, Callable

import httpx
import pytest
import redis.asyncio as aioredis
from tests.directory_seeding import stored_connections

from assent_contracts.connections import CONNECTION_CHANGES_CHANNEL
from assent_contracts.directory import connection_revision

from .conftest import assert_problem, bearer

WAIT_S = 5
ADMIN_ROUTES = [
    ("GET", "/v1/admin/toolkits", None),
    ("PUT", "/v1/admin/toolkits", {"toolkits": [{"slug": "github", "enabled": False}]}),
    ("GET", "/v1/admin/connections", None),
    ("POST", "/v1/admin/connections", {"toolkit": "slack", "display_name": "x", "credentials": "xoxb_m"}),
    ("PATCH", "/v1/admin/connections/conn_acme_slack", {"credentials": "xoxb_member"}),
    ("DELETE", "/v1/admin/connections/conn_acme_slack", None),
]


@pytest.fixture
async def announced(redis: aioredis.Redis) -> AsyncIterator[asyncio.Queue[str]]:
    queue: asyncio.Queue[str] = asyncio.Queue()
    async with redis.pubsub(ignore_subscribe_messages=True) as pubsub:
        await pubsub.subscribe(CONNECTION_CHANGES_CHANNEL)

        async def pump() -> None:
            async for message in pubsub.listen():
                queue.put_nowait(message["data"].decode())

        task = asyncio.create_task(pump())
        yield queue
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)


async def listed(client: httpx.AsyncClient, token: str) -> dict[str, dict]:
    response = await client.get("/v1/connections", headers=bearer(token))
    assert response.status_code == 200
    return {item["id"]: item for item in response.json()["items"]}


async def enabled(client: httpx.AsyncClient, token: str) -> dict[str, bool]:
    response = await client.get("/v1/admin/toolkits", headers=bearer(token))
    assert response.status_code == 200, response.text
    return {item["slug"]: item["enabled"] for item in response.json()["items"]}


@pytest.mark.parametrize(("method", "path", "body"), ADMIN_ROUTES)
async def test_a_member_is_refused_every_admin_route_and_nothing_is_written(
    client: httpx.AsyncClient,
    token: Callable[[str], str],
    database_url: str,
    method: str,
    path: str,
    body: dict,
) -> None:
    before = await stored_connections(database_url)

    response = await client.request(method, path, json=body, headers=bearer(token("bob")))

    assert_problem(response, 403, "admin_required")
    assert await stored_connections(database_url) == before
    assert "xoxb_m" not in response.text


async def test_a_disabled_toolkit_vanishes_from_connections_and_new_conversations_refuse_it(
    client: httpx.AsyncClient, token: Callable[[str], str], announced: asyncio.Queue[str]
) -> None:
    assert await enabled(client, token("alice")) == {"github": True, "slack": True, "linear": False}

    response = await client.put(
        "/v1/admin/toolkits",
        json={"toolkits": [{"slug": "github", "enabled": False}, {"slug": "linear", "enabled": True}]},
        headers=bearer(token("alice")),
    )

    assert response.status_code == 200, response.text
    assert {i["slug"]: i["enabled"] for i in response.json()["items"]} == {
        "github": False,
        "slack": True,
        "linear": True,
    }
    announcements = [await asyncio.wait_for(announced.get(), WAIT_S) for _ in range(2)]
    assert sorted(announcements) == ["conn_alice_github", "conn_bob_github"]
    assert "conn_alice_github" not in await listed(client, token("alice"))
    assert "conn_bob_github" not in await listed(client, token("bob"))
    refused = await client.post(
        "/v1/conversations",
        json={"model": "demo", "project_key": "demo", "connection_ids": ["conn_alice_github"]},
        headers=bearer(token("alice")),
    )
    problem = assert_problem(refused, 422, "toolkit_disabled")
    assert problem["errors"][0]["pointer"] == "/connection_ids/0"
    connect = await client.post(
        "/v1/connections", json={"toolkit": "github", "credentials": "ghp_x"}, headers=bearer(token("bob"))
    )
    assert_problem(connect, 422, "toolkit_disabled")
    assert await enabled(client, token("olga")) == {"github": True, "slack": True, "linear": True}


async def test_an_unknown_toolkit_is_a_422_and_nothing_changes(
    client: httpx.AsyncClient, token: Callable[[str], str]
) -> None:
    response = await client.put(
        "/v1/admin/toolkits",
        json={"toolkits": [{"slug": "github", "enabled": False}, {"slug": "jira", "enabled": True}]},
        headers=bearer(token("alice")),
    )

    problem = assert_problem(response, 422, "unknown_toolkit")
    assert [e["pointer"] for e in problem["errors"]] == ["/toolkits/1/slug"]
    assert (await enabled(client, token("alice")))["github"] is True


async def test_shared_connections_are_created_rotated_and_deleted_each_change_a_new_revision(
    client: httpx.AsyncClient,
    token: Callable[[str], str],
    database_url: str,
    announced: asyncio.Queue[str],
) -> None:
    created = await client.post(
        "/v1/admin/connections",
        json={"toolkit": "github", "display_name": "Acme GitHub", "credentials": "ghp_org_first"},
        headers=bearer(token("alice")),
    )
    assert created.status_code == 201, created.text
    item = created.json()
    cid = item["id"]
    assert (cid, item["kind"], item["revision"]) == (
        "conn_acme_github",
        "shared",
        connection_revision(cid, 1),
    )
    assert "ghp_org_first" not in created.text
    assert await asyncio.wait_for(announced.get(), WAIT_S) == cid
    assert (await listed(client, token("bob")))[cid] == item
    row = (await stored_connections(database_url))[cid]
    assert row["credentials"] == "ghp_org_first" and "ghp_org_first" not in row["sealed"]

    rotated = await client.patch(
        f"/v1/admin/connections/{cid}", json={"credentials": "ghp_org_second"}, headers=bearer(token("alice"))
    )
    assert rotated.status_code == 200, rotated.text
    assert rotated.json()["revision"] == connection_revision(cid, 2)
    assert (await stored_connections(database_url))[cid]["credentials"] == "ghp_org_second"
    assert await asyncio.wait_for(announced.get(), WAIT_S) == cid
    renamed = await client.patch(
        f"/v1/admin/connections/{cid}", json={"permission": "allow"}, headers=bearer(token("alice"))
    )
    assert (renamed.json()["permission"], renamed.json()["revision"]) == (
        "allow",
        connection_revision(cid, 3),
    )
    shared = await client.get("/v1/admin/connections", headers=bearer(token("alice")))
    assert [i["id"] for i in shared.json()["items"]] == [
        "conn_acme_github",
        "conn_acme_missing",
        "conn_acme_slack",
    ]

    deleted = await client.delete(f"/v1/admin/connections/{cid}", headers=bearer(token("alice")))
    assert deleted.status_code == 204
    assert cid not in await stored_connections(database_url)
    assert cid not in await listed(client, token("bob"))
    again = await client.delete(f"/v1/admin/connections/{cid}", headers=bearer(token("alice")))
    assert_problem(again, 404, "connection_not_found")


@pytest.mark.parametrize(
    ("user", "connection_id"),
    [
        ("olga", "conn_acme_slack"),  # another organisation's admin
        ("alice", "conn_globex_slack"),
        ("alice", "conn_alice_github"),  # personal: not an admin's to manage here
        ("alice", "conn_nope"),
    ],
)
async def test_what_is_not_the_admins_organisations_shared_connection_does_not_exist(
    client: httpx.AsyncClient, token: Callable[[str], str], database_url: str, user: str, connection_id: str
) -> None:
    before = await stored_connections(database_url)
    path = f"/v1/admin/connections/{connection_id}"

    assert_problem(
        await client.patch(path, json={"credentials": "tok_x"}, headers=bearer(token(user))),
        404,
        "connection_not_found",
    )
    assert_problem(await client.delete(path, headers=bearer(token(user))), 404, "connection_not_found")
    assert await stored_connections(database_url) == before
    olga = await client.get("/v1/admin/connections", headers=bearer(token("olga")))
    assert [i["id"] for i in olga.json()["items"]] == ["conn_globex_slack"]


@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        ({"toolkit": "jira", "display_name": "J", "credentials": "tok_secret_value"}, 422, "unknown_toolkit"),
        (
            {"toolkit": "linear", "display_name": "L", "credentials": "tok_secret_value"},
            422,
            "toolkit_disabled",
        ),
        ({"toolkit": "slack", "display_name": "S"}, 422, "validation_error"),
        (
            {"toolkit": "slack", "display_name": "S", "credentials": "tok_secret_value", "owner": "bob"},
            422,
            "validation_error",
        ),
    ],
)
async def test_a_bad_shared_connection_is_refused_and_nothing_is_written(
    client: httpx.AsyncClient,
    token: Callable[[str], str],
    database_url: str,
    body: dict,
    status: int,
    code: str,
) -> None:
    before = await stored_connections(database_url)

    response = await client.post("/v1/admin/connections", json=body, headers=bearer(token("alice")))

    assert_problem(response, status, code)
    assert "tok_secret_value" not in response.text
    assert await stored_connections(database_url) == before


@pytest.mark.parametrize("credentials", ["tok_secret\r\nX-Injected: 1", "tok_secret_välue", "tok\x00secret"])
@pytest.mark.parametrize("method", ["POST", "PATCH"])
async def test_shared_credentials_that_cannot_travel_as_a_header_are_refused_and_nothing_is_written(
    client: httpx.AsyncClient, token: Callable[[str], str], database_url: str, credentials: str, method: str
) -> None:
    """Found by schemathesis (the document says credentials are printable ASCII): a shared connection's
    credentials travel as an HTTP header like a personal one's, so a line break, a control character or
    a non-ASCII letter is refused at input, never repeated in the answer, and nothing is stored."""
    before = await stored_connections(database_url)
    if method == "POST":
        body = {"toolkit": "slack", "display_name": "S", "credentials": credentials}
        response = await client.post("/v1/admin/connections", json=body, headers=bearer(token("alice")))
    else:
        response = await client.patch(
            "/v1/admin/connections/conn_acme_slack",
            json={"credentials": credentials},
            headers=bearer(token("alice")),
        )

    problem = assert_problem(response, 422, "validation_error")
    assert problem["errors"][0]["pointer"] == "/credentials"
    assert "tok" not in response.text
    assert await stored_connections(database_url) == before
