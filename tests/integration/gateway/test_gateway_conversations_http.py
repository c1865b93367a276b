"""POST /v1/conversations: every check runs before anything is written or published; then discovery
opens the context (request/reply over a real stream) and the conversation is stored with its TTL."""

from collections.abc import Callable
from typing import Any

import httpx
import pytest
import redis.asyncio as aioredis
from tests.redis_contents import stored as stored_bytes

from assent_contracts.conversations import Conversation, conversation_key
from assent_contracts.directory import connection_revision
from assent_contracts.discovery import OPEN_CONTEXT_STREAM

from .conftest import DiscoveryStandIn, assert_problem, bearer, keys_and_lengths


def body(**overrides: Any) -> dict[str, Any]:
    return {"model": "demo", "project_key": "demo", "connection_ids": ["conn_alice_github"]} | overrides


NO_ARGUMENTS = {"type": "object", "properties": {}, "required": [], "additionalProperties": False}
A_FUNCTION = {"name": "now", "description": "d", "parameters": NO_ARGUMENTS}
A_TOOL = {"type": "function", "function": A_FUNCTION, "x": 1}


async def test_a_conversation_is_opened_with_discovered_revisions_and_stored(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis, discovery: DiscoveryStandIn
) -> None:
    selected = ["conn_alice_github", "conn_acme_slack"]
    response = await client.post(
        "/v1/conversations",
        json=body(connection_ids=selected, system="be brief", tools=[A_TOOL]),
        headers=bearer(token("alice")),
    )

    assert response.status_code == 201, response.text
    created = response.json()
    assert created["connections"] == [
        {"id": "conn_alice_github", "revision": connection_revision("conn_alice_github", 3)},
        {"id": "conn_acme_slack", "revision": connection_revision("conn_acme_slack", 1)},
    ]
    assert created["limits"] == {"rounds": 16, "actions": 20, "connections": 20}
    assert "expires_at" in created
    stored = Conversation.model_validate_json(await stored_bytes(redis, conversation_key(created["id"])))
    assert (stored.user_id, stored.org, stored.model, stored.system) == ("alice", "acme", "demo", "be brief")
    assert stored.tools == [A_TOOL]
    assert 0 < await redis.ttl(conversation_key(created["id"])) <= 86_400
    assert [r.connection_ids for r in discovery.requests] == [selected]
    assert discovery.requests[0].conversation_id == created["id"]
    assert discovery.requests[0].user_id == "alice"


BAD_BODIES = [
    pytest.param(body(model="nope"), "unknown_model", "/model", id="unknown-model"),
    pytest.param(body(model="plain"), "model_without_tools", "/model", id="model-without-tools"),
    pytest.param(body(model="globex-model"), "unknown_model", "/model", id="model-of-another-org"),
    pytest.param(body(project_key="nope"), "unknown_project_key", "/project_key", id="unknown-key"),
    pytest.param(body(project_key="globex-key"), "unknown_project_key", "/project_key", id="other-org-key"),
    pytest.param(body(connection_ids=[]), "no_connections", "/connection_ids", id="no-connections"),
    pytest.param(
        body(connection_ids=[f"c{i}" for i in range(21)]), "too_many_connections", "/connection_ids", id="21"
    ),
    pytest.param(
        body(connection_ids=["conn_alice_github", "conn_alice_github"]),
        "duplicate_connection",
        "/connection_ids/1",
        id="duplicate",
    ),
    pytest.param(body(connection_ids=["nope"]), "unknown_connection", "/connection_ids/0", id="unknown-conn"),
    pytest.param(
        body(connection_ids=["conn_alice_github", "conn_bob_github"]),
        "unknown_connection",
        "/connection_ids/1",
        id="another-users-connection",
    ),
    pytest.param(
        body(connection_ids=["conn_globex_slack"]), "unknown_connection", "/connection_ids/0", id="other-org"
    ),
    pytest.param(
        body(connection_ids=["conn_alice_old"]),
        "connection_unavailable",
        "/connection_ids/0",
        id="disconnected",
    ),
    pytest.param(
        body(connection_ids=["conn_acme_missing"]),
        "connection_unavailable",
        "/connection_ids/0",
        id="missing",
    ),
    pytest.param(body(tools=["not an object"]), "invalid_tool", "/tools/0", id="tool-not-an-object"),
    pytest.param(
        body(connection_ids="conn_alice_github"), "validation_error", "/connection_ids", id="not-a-list"
    ),
    pytest.param(body(model=7), "validation_error", "/model", id="model-not-a-string"),
    pytest.param(body(surprise=True), "validation_error", "/surprise", id="unknown-field"),
    pytest.param({"model": "demo"}, "validation_error", "/project_key", id="missing-fields"),
]


@pytest.mark.parametrize(("payload", "code", "pointer"), BAD_BODIES)
async def test_a_bad_request_is_refused_with_a_pointer_and_changes_nothing(
    client: httpx.AsyncClient,
    token: Callable[[str], str],
    redis: aioredis.Redis,
    discovery: DiscoveryStandIn,
    payload: dict[str, Any],
    code: str,
    pointer: str,
) -> None:
    before = await keys_and_lengths(redis)

    response = await client.post("/v1/conversations", json=payload, headers=bearer(token("alice")))

    problem = assert_problem(response, 422, code)
    assert pointer in [error.get("pointer") for error in problem["errors"]], problem
    assert await keys_and_lengths(redis) == before
    assert await redis.xlen(OPEN_CONTEXT_STREAM) == 0
    assert discovery.requests == []


async def test_every_problem_is_listed_at_once(
    client: httpx.AsyncClient, token: Callable[[str], str], discovery: DiscoveryStandIn
) -> None:
    payload = body(model="nope", connection_ids=["nope", "conn_alice_old"], tools=[1])
    problem = assert_problem(
        await client.post("/v1/conversations", json=payload, headers=bearer(token("alice"))),
        422,
        "unknown_model",
    )
    assert [(e["pointer"], e["code"]) for e in problem["errors"]] == [
        ("/model", "unknown_model"),
        ("/connection_ids/0", "unknown_connection"),
        ("/connection_ids/1", "connection_unavailable"),
        ("/tools/0", "invalid_tool"),
    ]


async def test_another_users_connection_reads_exactly_like_a_missing_one(
    client: httpx.AsyncClient, token: Callable[[str], str], discovery: DiscoveryStandIn
) -> None:
    theirs = await client.post(
        "/v1/conversations", json=body(connection_ids=["conn_bob_github"]), headers=bearer(token("alice"))
    )
    missing = await client.post(
        "/v1/conversations", json=body(connection_ids=["conn_nobody"]), headers=bearer(token("alice"))
    )
    assert theirs.status_code == missing.status_code == 422
    assert theirs.json() | {"detail": ""} == missing.json() | {"detail": ""}
    assert "conn_bob_github" not in theirs.text


@pytest.mark.parametrize(
    "raw", [b"{not json", b"", b"[1, 2", b"\xff\xfe"], ids=["broken", "empty", "truncated", "not-utf8"]
)
async def test_malformed_json_is_a_400_and_changes_nothing(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis, raw: bytes
) -> None:
    before = await keys_and_lengths(redis)
    headers = bearer(token("alice")) | {"content-type": "application/json"}
    response = await client.post("/v1/conversations", content=raw, headers=headers)
    assert_problem(response, 400, "malformed_json")
    assert await keys_and_lengths(redis) == before


async def test_a_json_body_that_is_not_an_object_is_a_validation_error(
    client: httpx.AsyncClient, token: Callable[[str], str]
) -> None:
    response = await client.post("/v1/conversations", json=[1, 2], headers=bearer(token("alice")))
    problem = assert_problem(response, 422, "validation_error")
    assert problem["errors"][0]["pointer"] == ""


async def test_discovery_not_answering_is_a_503_and_nothing_is_stored(
    redis_url: str, redis: aioredis.Redis, token: Callable[[str], str], settings: Any
) -> None:
    from assent_gateway.app import create_app

    from .conftest import serve

    quick = settings.model_copy(update={"discovery_timeout_s": 0.3})
    async with serve(create_app(quick)) as http:
        response = await http.post("/v1/conversations", json=body(), headers=bearer(token("alice")))

    assert_problem(response, 503, "discovery_unavailable")
    assert await redis.keys("assent:{conv_*") == []


async def test_a_connection_discovery_cannot_list_is_a_503_and_nothing_is_stored(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis, discovery: DiscoveryStandIn
) -> None:
    discovery.unavailable["conn_acme_slack"] = "the MCP server did not answer"
    response = await client.post(
        "/v1/conversations",
        json=body(connection_ids=["conn_alice_github", "conn_acme_slack"]),
        headers=bearer(token("alice")),
    )
    problem = assert_problem(response, 503, "connection_unreachable")
    assert problem["errors"] == [
        {
            "pointer": "/connection_ids/1",
            "detail": "the MCP server did not answer",
            "code": "connection_unreachable",
        }
    ]
    assert await redis.keys("assent:{conv_*") == []
