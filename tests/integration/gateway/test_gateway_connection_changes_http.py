"""``POST /v1/connections`` and ``DELETE /v1/connections/{id}``: personal accounts changed at run time,
stored in PostgreSQL (credentials encrypted), each change a new revision, announced to discovery; a
Redis that loses everything loses no connection."""

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable

import httpx
import pytest
import redis.asyncio as aioredis
from tests.directory_seeding import stored_connections

from assent_contracts.connections import CONNECTION_CHANGES_CHANNEL
from assent_contracts.directory import connection_revision

from .conftest import assert_problem, bearer, keys_and_lengths

WAIT_S = 5


@pytest.fixture
async def announced(redis: aioredis.Redis) -> AsyncIterator[asyncio.Queue[str]]:
    """The connection ids announced on the changes channel, in order (subscribed before the test acts)."""
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


@pytest.fixture
def stored(database_url: str) -> Callable[[str], Awaitable[dict]]:
    """The connection's row as the database holds it, credentials decrypted (``sealed``: as stored)."""

    async def read(connection_id: str) -> dict:
        return (await stored_connections(database_url))[connection_id]

    return read


async def listed(client: httpx.AsyncClient, token: str) -> dict[str, dict]:
    response = await client.get("/v1/connections", headers=bearer(token))
    assert response.status_code == 200
    return {item["id"]: item for item in response.json()["items"]}


async def test_reconnecting_stores_new_credentials_and_a_new_revision_and_announces_it(
    client: httpx.AsyncClient,
    token: Callable[[str], str],
    stored: Callable[[str], Awaitable[dict]],
    announced: asyncio.Queue[str],
) -> None:
    response = await client.post(
        "/v1/connections",
        json={"toolkit": "github", "credentials": "ghp_brand_new_token"},
        headers=bearer(token("alice")),
    )

    assert response.status_code == 200, response.text
    view = response.json()
    assert view["id"] == "conn_alice_github"
    assert (view["status"], view["revision"]) == ("connected", connection_revision("conn_alice_github", 4))
    assert view["hint"] is None
    assert "ghp_brand_new_token" not in response.text
    record = await stored("conn_alice_github")
    assert (record["credentials"], record["config_version"]) == ("ghp_brand_new_token", 4)
    assert "ghp_brand_new_token" not in record["sealed"]  # encrypted at rest
    assert await asyncio.wait_for(announced.get(), WAIT_S) == "conn_alice_github"
    assert (await listed(client, token("alice")))["conn_alice_github"] == view


async def test_connecting_a_toolkit_the_user_has_no_account_of_creates_a_personal_connection(
    client: httpx.AsyncClient,
    token: Callable[[str], str],
    stored: Callable[[str], Awaitable[dict]],
    announced: asyncio.Queue[str],
) -> None:
    response = await client.post(
        "/v1/connections",
        json={"toolkit": "slack", "credentials": "xoxp_bob", "display_name": "bob on Slack"},
        headers=bearer(token("bob")),
    )

    assert response.status_code == 201, response.text
    assert response.json() == {
        "id": "conn_bob_slack",
        "toolkit": "slack",
        "display_name": "bob on Slack",
        "kind": "personal",
        "status": "connected",
        "revision": connection_revision("conn_bob_slack", 1),
        "permission": "ask",
        "hint": None,
        "connect": "credentials",
    }
    record = await stored("conn_bob_slack")
    assert (record["owner_id"], record["org_id"], record["credentials"]) == ("bob", "acme", "xoxp_bob")
    assert await asyncio.wait_for(announced.get(), WAIT_S) == "conn_bob_slack"
    assert "conn_bob_slack" in await listed(client, token("bob"))
    assert "conn_bob_slack" not in await listed(client, token("alice"))


async def test_disconnecting_bumps_the_revision_forgets_the_credentials_and_shows_the_link_hint(
    client: httpx.AsyncClient,
    token: Callable[[str], str],
    stored: Callable[[str], Awaitable[dict]],
    announced: asyncio.Queue[str],
) -> None:
    response = await client.delete("/v1/connections/conn_alice_github", headers=bearer(token("alice")))

    assert response.status_code == 200, response.text
    view = response.json()
    assert (view["status"], view["revision"]) == ("disconnected", connection_revision("conn_alice_github", 4))
    assert view["hint"] == {"action": "link", "href": "/v1/agent-setup", "text": "Reconnect in Agent tools"}
    assert (await stored("conn_alice_github"))["sealed"] is None
    assert await asyncio.wait_for(announced.get(), WAIT_S) == "conn_alice_github"
    assert (await listed(client, token("alice")))["conn_alice_github"] == view

    again = await client.delete("/v1/connections/conn_alice_github", headers=bearer(token("alice")))
    assert (again.status_code, again.json()) == (200, view)  # idempotent: no new version
    assert announced.empty()


async def test_a_connection_disconnected_at_run_time_cannot_be_selected(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis
) -> None:
    await client.delete("/v1/connections/conn_alice_github", headers=bearer(token("alice")))

    response = await client.post(
        "/v1/conversations",
        json={"model": "demo", "project_key": "demo", "connection_ids": ["conn_alice_github"]},
        headers=bearer(token("alice")),
    )

    problem = assert_problem(response, 422, "connection_unavailable")
    assert problem["errors"][0]["pointer"] == "/connection_ids/0"


async def test_reconnecting_a_disconnected_account_connects_it_again_with_a_newer_revision(
    client: httpx.AsyncClient, token: Callable[[str], str]
) -> None:
    await client.delete("/v1/connections/conn_alice_github", headers=bearer(token("alice")))

    response = await client.post(
        "/v1/connections",
        json={"toolkit": "github", "credentials": "ghp_again"},
        headers=bearer(token("alice")),
    )

    assert response.status_code == 200, response.text
    assert response.json()["status"] == "connected"
    assert response.json()["revision"] == connection_revision("conn_alice_github", 5)


async def test_concurrent_reconnects_each_get_their_own_version(
    client: httpx.AsyncClient, token: Callable[[str], str], stored: Callable[[str], Awaitable[dict]]
) -> None:
    async def reconnect(index: int) -> str:
        response = await client.post(
            "/v1/connections",
            json={"toolkit": "github", "credentials": f"ghp_{index}"},
            headers=bearer(token("alice")),
        )
        assert response.status_code == 200, response.text
        return response.json()["revision"]

    revisions = await asyncio.gather(*(reconnect(i) for i in range(6)))

    assert sorted(revisions) == sorted(connection_revision("conn_alice_github", v) for v in range(4, 10))
    assert (await stored("conn_alice_github"))["config_version"] == 9


@pytest.mark.parametrize(
    ("path", "user", "status", "code"),
    [
        ("/v1/connections/conn_acme_slack", "alice", 403, "connection_managed_by_admin"),
        ("/v1/connections/conn_bob_github", "alice", 404, "connection_not_found"),
        ("/v1/connections/conn_globex_slack", "alice", 404, "connection_not_found"),
        ("/v1/connections/conn_nope", "alice", 404, "connection_not_found"),
    ],
)
async def test_only_the_callers_own_personal_connections_can_be_disconnected(
    client: httpx.AsyncClient,
    token: Callable[[str], str],
    redis: aioredis.Redis,
    database_url: str,
    announced: asyncio.Queue[str],
    path: str,
    user: str,
    status: int,
    code: str,
) -> None:
    before = (await keys_and_lengths(redis), await stored_connections(database_url))

    assert_problem(await client.delete(path, headers=bearer(token(user))), status, code)

    assert (await keys_and_lengths(redis), await stored_connections(database_url)) == before
    assert announced.empty()


@pytest.mark.parametrize(
    ("body", "pointer"),
    [
        ({"toolkit": "jira", "credentials": "tok_secret_value"}, "/toolkit"),
        ({"toolkit": "linear", "credentials": "tok_secret_value"}, "/toolkit"),
        ({"toolkit": "github"}, "/credentials"),
        ({"toolkit": "github", "credentials": ""}, "/credentials"),
        ({"toolkit": "github", "credentials": "x" * 5000}, "/credentials"),
        ({"toolkit": "github", "credentials": "tok_secret_value", "owner": "bob"}, "/owner"),
        ({"toolkit": "github", "credentials": "tok_secret_value", "display_name": ""}, "/display_name"),
        ({"toolkit": "github", "credentials": "tok_secret_value\r\nX-Evil: 1"}, "/credentials"),
        ({"toolkit": "github", "credentials": "tok_secret_value\n"}, "/credentials"),
        ({"toolkit": "github", "credentials": "tok_secret_valué"}, "/credentials"),
        ({"toolkit": "github", "credentials": "tok_secret_value\u0000"}, "/credentials"),
    ],
)
async def test_bad_input_is_a_422_problem_that_stores_nothing_and_never_echoes_credentials(
    client: httpx.AsyncClient,
    token: Callable[[str], str],
    redis: aioredis.Redis,
    database_url: str,
    announced: asyncio.Queue[str],
    body: dict,
    pointer: str,
) -> None:
    before = (await keys_and_lengths(redis), await stored_connections(database_url))

    response = await client.post("/v1/connections", json=body, headers=bearer(token("alice")))

    problem = assert_problem(response, 422, problem_code(response))
    assert pointer in [error.get("pointer") for error in problem["errors"]]
    assert "tok_secret_value" not in response.text
    assert "xxxxx" not in response.text
    assert (await keys_and_lengths(redis), await stored_connections(database_url)) == before
    assert announced.empty()


@pytest.mark.parametrize("name", ["conn_acme_slack display", "  CONN_ACME_SLACK   Display "])
async def test_a_personal_connection_cannot_take_the_display_name_of_a_shared_one(
    client: httpx.AsyncClient,
    token: Callable[[str], str],
    redis: aioredis.Redis,
    announced: asyncio.Queue[str],
    name: str,
) -> None:
    """Issue 9, item 6: a personal account named like the organisation's shared one would pass for it
    in every list and approval."""
    before = await keys_and_lengths(redis)

    response = await client.post(
        "/v1/connections",
        json={"toolkit": "github", "credentials": "tok_secret_value", "display_name": name},
        headers=bearer(token("alice")),
    )

    problem = assert_problem(response, 422, "display_name_taken")
    assert [error.get("pointer") for error in problem["errors"]] == ["/display_name"]
    assert await keys_and_lengths(redis) == before
    assert announced.empty()


def problem_code(response: httpx.Response) -> str:
    code = response.json().get("code")
    assert code in ("validation_error", "unknown_toolkit", "toolkit_disabled"), response.text
    return code


async def test_changing_connections_needs_a_token(client: httpx.AsyncClient) -> None:
    assert_problem(
        await client.post("/v1/connections", json={"toolkit": "github", "credentials": "x"}),
        401,
        "unauthorized",
    )
    assert_problem(await client.delete("/v1/connections/conn_alice_github"), 401, "unauthorized")


async def test_a_redis_that_lost_everything_loses_no_connection(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis
) -> None:
    """A Redis restarted without persistence holds nothing: connections live in the database."""
    reconnected = await client.post(
        "/v1/connections",
        json={"toolkit": "github", "credentials": "ghp_kept"},
        headers=bearer(token("alice")),
    )
    created = await client.post(
        "/v1/connections", json={"toolkit": "github", "credentials": "ghp_bobs"}, headers=bearer(token("bob"))
    )
    assert (reconnected.status_code, created.status_code) == (200, 200), created.text

    await redis.flushall()

    assert (await listed(client, token("alice")))["conn_alice_github"] == reconnected.json()
    assert (await listed(client, token("bob")))["conn_bob_github"] == created.json()
