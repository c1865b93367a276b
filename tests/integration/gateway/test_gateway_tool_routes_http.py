"""The tool routes over HTTP: the schema, live validation, conversations' tools checked with pointers
and kept verbatim (read back through ``GET /v1/conversations/{cid}``), nothing stored on a 422."""

import json
from collections.abc import Callable
from typing import Any

import httpx
import pytest
import redis.asyncio as aioredis

from assent_contracts.discovery import OPEN_CONTEXT_STREAM
from assent_contracts.tool_definitions import MAX_TOOL_BYTES, TOOL_SCHEMA

from .conftest import DiscoveryStandIn, assert_problem, bearer, keys_and_lengths

LOCATION = {
    "type": "object",
    "properties": {"location": {"type": "string", "description": "City and country"}},
    "required": ["location"],
    "additionalProperties": False,
}


def weather(**root: Any) -> dict[str, Any]:
    function = {
        "name": "get_weather",
        "description": "Get the weather.",
        "parameters": LOCATION,
        "strict": True,
    }
    return {"type": "function", "function": function, **root}


async def test_the_schema_route_serves_tool_schema_and_the_fields(
    client: httpx.AsyncClient, token: Callable[[str], str]
) -> None:
    response = await client.get("/v1/tools/schema", headers=bearer(token("alice")))
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["schema"] == TOOL_SCHEMA
    permission = next(f for f in body["fields"] if f["path"] == "permission")
    assert permission["enum"] == ["allow", "ask", "deny"] and permission["default"] == "ask"
    assert body["limits"]["max_tool_bytes"] == MAX_TOOL_BYTES


async def test_validate_answers_valid_for_a_good_tool(
    client: httpx.AsyncClient, token: Callable[[str], str]
) -> None:
    for body in (weather(permission="allow"), {"tool": weather()}, {"tools": [weather()]}):
        response = await client.post("/v1/tools/validate", json=body, headers=bearer(token("alice")))
        assert response.status_code == 200, response.text
        assert response.json() == {"valid": True, "errors": []}


async def test_validate_lists_every_problem_with_its_pointer_and_stores_nothing(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis
) -> None:
    before = await keys_and_lengths(redis)
    broken = weather(permission="sometimes")
    broken["function"]["parameters"] = {**LOCATION, "required": ["location", "unit"]}
    body = {"tools": [broken, weather(), {"function": {"name": "assent_execute_tool"}}]}

    response = await client.post("/v1/tools/validate", json=body, headers=bearer(token("alice")))

    assert response.status_code == 200, response.text
    answer = response.json()
    assert answer["valid"] is False
    assert [e["pointer"] for e in answer["errors"]] == [
        "/tools/0/permission",
        "/tools/0/function/parameters/required/1",
        "/tools/1/function/name",
        "/tools/2/type",
        "/tools/2/function/description",
        "/tools/2/function/parameters",
        "/tools/2/function/name",
    ]
    assert all(e["message"].startswith("tools[") for e in answer["errors"])
    assert await keys_and_lengths(redis) == before


async def test_validate_takes_any_json_body(client: httpx.AsyncClient, token: Callable[[str], str]) -> None:
    response = await client.post(
        "/v1/tools/validate",
        content=b'"a string"',
        headers=bearer(token("alice")) | {"content-type": "application/json"},
    )
    assert response.status_code == 200, response.text
    assert response.json()["valid"] is False and response.json()["errors"][0]["pointer"] == ""


async def test_a_conversations_tools_are_stored_verbatim_and_read_back_identical(
    client: httpx.AsyncClient, token: Callable[[str], str], discovery: DiscoveryStandIn
) -> None:
    tool = {
        "x-ui": {"collapsed": True, "order": [3, 1]},
        "permission": "ask",
        "function": {"strict": True, "parameters": LOCATION, "description": "Météo ☀", "name": "get_weather"},
        "type": "function",
        "x-note": None,
    }
    body = {"model": "demo", "project_key": "demo", "connection_ids": ["conn_alice_github"], "tools": [tool]}
    created = await client.post("/v1/conversations", json=body, headers=bearer(token("alice")))
    assert created.status_code == 201, created.text

    response = await client.get(f"/v1/conversations/{created.json()['id']}", headers=bearer(token("alice")))

    assert response.status_code == 200, response.text
    view = response.json()
    assert json.dumps(view["tools"]) == json.dumps([tool])  # same members, same order
    assert view["model"] == "demo" and view["connections"] == created.json()["connections"]
    assert "messages" not in view and "user_id" not in view


async def test_another_users_conversation_is_not_found(
    client: httpx.AsyncClient, token: Callable[[str], str], discovery: DiscoveryStandIn
) -> None:
    body = {"model": "demo", "project_key": "demo", "connection_ids": ["conn_acme_slack"]}
    created = await client.post("/v1/conversations", json=body, headers=bearer(token("alice")))
    conversation_id = created.json()["id"]
    for path in (f"/v1/conversations/{conversation_id}", "/v1/conversations/conv_missing"):
        assert_problem(await client.get(path, headers=bearer(token("bob"))), 404, "conversation_not_found")


BAD_TOOLS = [
    pytest.param([weather(), weather()], ["/tools/1/function/name"], id="duplicate-names"),
    pytest.param([weather(function={"name": "x"})], ["/tools/0/function/description"], id="missing-members"),
    pytest.param(
        [
            {
                "type": "function",
                "function": {"name": "assent_search_tools", "description": "d", "parameters": LOCATION},
            }
        ],
        ["/tools/0/function/name"],
        id="helper-name",
    ),
    pytest.param(
        [
            {
                "type": "function",
                "function": {"name": "get weather!", "description": "d", "parameters": LOCATION},
            }
        ],
        ["/tools/0/function/name"],
        id="provider-rejects-name",
    ),
    pytest.param(
        [
            {
                "type": "function",
                "function": {"name": "f", "description": "d", "parameters": {"type": "string"}},
            }
        ],
        ["/tools/0/function/parameters/type"],
        id="schema-not-an-object",
    ),
    pytest.param([weather(padding="x" * MAX_TOOL_BYTES)], ["/tools/0"], id="oversized"),
    pytest.param([weather(permission="never")], ["/tools/0/permission"], id="bad-permission"),
    pytest.param(["{not json}"], ["/tools/0"], id="a-string"),
]


@pytest.mark.parametrize(("tools", "pointers"), BAD_TOOLS)
async def test_bad_tool_definitions_are_a_422_with_pointers_and_nothing_is_stored(
    client: httpx.AsyncClient,
    token: Callable[[str], str],
    redis: aioredis.Redis,
    discovery: DiscoveryStandIn,
    tools: list[Any],
    pointers: list[str],
) -> None:
    before = await keys_and_lengths(redis)
    body = {"model": "demo", "project_key": "demo", "connection_ids": ["conn_alice_github"], "tools": tools}

    response = await client.post("/v1/conversations", json=body, headers=bearer(token("alice")))

    problem = assert_problem(response, 422, "invalid_tool")
    found = [e["pointer"] for e in problem["errors"]]
    assert all(pointer in found for pointer in pointers), problem
    assert all(e["code"] == "invalid_tool" and e["detail"].startswith("tools[") for e in problem["errors"])
    assert await keys_and_lengths(redis) == before
    assert await redis.xlen(OPEN_CONTEXT_STREAM) == 0
    assert discovery.requests == []
