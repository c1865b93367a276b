"""Bodies a careless client or an attacker sends (issue 9, items 1, 4 and 7): too deeply nested, not
JSON at all, or of another media type. Each is a 4xx problem that changes nothing, and a refused turn
never keeps the conversation's turn slot."""

from collections.abc import Callable
from typing import Any

import httpx
import pytest
import redis.asyncio as aioredis
from tests.redis_contents import text

from assent_contracts.conversations import active_turn_key, proposals_key, turn_key
from assent_contracts.directory import User
from assent_contracts.discovery import ContextOpened, OpenContext, SearchReply, SearchRequested
from assent_contracts.messages import Message
from assent_contracts.turns import client_calls_key
from assent_gateway.conversations import start_turn as start_turn_directly
from assent_gateway.problems import ProblemError
from assent_gateway.request_bodies import MAX_JSON_DEPTH
from assent_gateway.schemas import TurnCreate

from .conftest import (
    DiscoveryStandIn,
    assert_problem,
    bearer,
    keys_and_lengths,
    start_turn,
    store_conversation,
)

ALICE = User(id="alice", org="acme", name="Alice")


def nested(levels: int) -> Any:
    """``levels`` arrays inside each other: ``[[[…]]]``."""
    value: Any = []
    for _ in range(levels - 1):
        value = [value]
    return value


def nested_properties(levels: int) -> dict[str, Any]:
    """A JSON schema whose ``properties`` nest ``levels`` objects deep."""
    schema: dict[str, Any] = {"type": "object", "properties": {}}
    for _ in range(levels - 1):
        schema = {"type": "object", "properties": {"p": schema}}
    return schema


def deep_text(levels: int) -> str:
    """A body nested ``levels`` arrays deep, as text (no Python JSON encoder goes that deep)."""
    return '{"x": ' + "[" * levels + "]" * levels + "}"


TURN = {"messages": [{"role": "user", "content": "hi"}]}


@pytest.mark.parametrize(
    "body",
    [
        {"messages": [{"role": "user", "content": "hi", "x": nested(300)}]},
        {**TURN, "response_format": {"type": "json_schema", "x": nested(300)}},
    ],
    ids=["message-extension", "response-format"],
)
async def test_a_turn_nested_too_deep_is_a_400_with_a_pointer_and_the_next_turn_is_accepted(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis, body: dict[str, Any]
) -> None:
    conversation_id = await store_conversation(redis)
    before = await keys_and_lengths(redis)

    response = await client.post(
        f"/v1/conversations/{conversation_id}/turns", json=body, headers=bearer(token("alice"))
    )

    problem = assert_problem(response, 400, "nesting_too_deep")
    pointer = problem["errors"][0]["pointer"]
    assert pointer.startswith(("/messages/0/x/0", "/response_format/x/0"))
    assert pointer.count("/") == MAX_JSON_DEPTH  # the first value one level too deep
    assert await keys_and_lengths(redis) == before
    assert await redis.get(active_turn_key(conversation_id)) is None
    await start_turn(client, token("alice"), conversation_id)  # 202, not 409 turn_running


async def test_a_body_at_the_documented_depth_is_accepted(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis
) -> None:
    conversation_id = await store_conversation(redis)
    # the body object, messages, the message, x: 3 levels above the nested arrays
    body = {"messages": [{"role": "user", "content": "hi", "x": nested(MAX_JSON_DEPTH - 3)}]}
    response = await client.post(
        f"/v1/conversations/{conversation_id}/turns", json=body, headers=bearer(token("alice"))
    )
    assert response.status_code == 202, response.text


class ExplodingBus:
    """A command bus whose publish fails in a way nobody planned for."""

    async def publish(self, message: Message, stream: str) -> None:
        raise RuntimeError("something nobody expected")

    async def open_context(self, request: OpenContext, *, timeout_s: float) -> ContextOpened:
        raise RuntimeError("something nobody expected")

    async def search(self, request: SearchRequested, *, timeout_s: float) -> SearchReply:
        raise RuntimeError("something nobody expected")


async def test_a_turn_that_fails_unexpectedly_gives_its_slot_back(redis: aioredis.Redis) -> None:
    conversation_id = await store_conversation(redis)
    before = await keys_and_lengths(redis)
    request = TurnCreate.model_validate(TURN)

    with pytest.raises(RuntimeError):
        await start_turn_directly(redis, ExplodingBus(), ALICE, conversation_id, request, ttl_s=60)

    assert await redis.get(active_turn_key(conversation_id)) is None
    assert await keys_and_lengths(redis) == before


async def test_a_turn_that_cannot_be_serialised_is_refused_before_the_slot_is_taken(
    redis: aioredis.Redis,
) -> None:
    conversation_id = await store_conversation(redis)
    before = await keys_and_lengths(redis)
    request = TurnCreate.model_validate({"messages": [{"role": "user", "content": "hi", "x": nested(300)}]})

    with pytest.raises(ProblemError) as raised:
        await start_turn_directly(redis, ExplodingBus(), ALICE, conversation_id, request, ttl_s=60)

    assert raised.value.status == 400
    assert await keys_and_lengths(redis) == before


@pytest.fixture
async def turn_id(client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis) -> str:
    turn = await start_turn(client, token("alice"), await store_conversation(redis))
    await redis.hset(proposals_key(turn), "prop_a", "pending")
    await redis.hset(client_calls_key(turn), "call_a", "pending")
    return turn


BODY_ROUTES = [
    "/v1/conversations",
    "/v1/conversations/{conversation}/turns",
    "/v1/turns/{turn}/proposals/prop_a/decision",
    "/v1/turns/{turn}/tool-results",
    "/v1/connections",
    "/v1/tools/validate",
]


@pytest.mark.parametrize("route", BODY_ROUTES)
@pytest.mark.parametrize("levels", [1_000, 100_000])
async def test_a_body_nested_beyond_any_parser_is_a_400_on_every_route(
    client: httpx.AsyncClient,
    token: Callable[[str], str],
    redis: aioredis.Redis,
    discovery: DiscoveryStandIn,
    turn_id: str,
    route: str,
    levels: int,
) -> None:
    conversation_id = text(await redis.get(turn_key(turn_id)) or b"")
    path = route.format(turn=turn_id, conversation=conversation_id)
    before = await keys_and_lengths(redis)

    response = await client.post(
        path,
        content=deep_text(levels),
        headers=bearer(token("alice")) | {"content-type": "application/json"},
    )

    problem = assert_problem(response, 400, "nesting_too_deep")
    assert problem["errors"][0]["pointer"] == ""
    assert await keys_and_lengths(redis) == before
    assert discovery.requests == []


@pytest.mark.parametrize("route", ["/v1/conversations", "/v1/tools/validate"])
async def test_tool_parameters_nested_600_levels_are_refused(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis, route: str
) -> None:
    tool = {
        "type": "function",
        "function": {"name": "deep", "description": "deep", "parameters": nested_properties(600)},
    }
    body = {"model": "demo", "project_key": "demo", "connection_ids": ["conn_acme_slack"], "tools": [tool]}
    before = await keys_and_lengths(redis)
    # 600 schema levels are 1,200 JSON levels: beyond Python's own encoder, so written out by hand
    text = (
        '{"model": "demo", "project_key": "demo", "connection_ids": ["conn_acme_slack"], "tools": [{"type": '
        '"function", "function": {"name": "deep", "description": "deep", "parameters": '
        + '{"type": "object", "properties": {"p": ' * 599
        + '{"type": "object", "properties": {}}'
        + "}}" * 599
        + "}}]}"
    )
    assert body["tools"][0]["function"]["name"] in text

    response = await client.post(
        route, content=text, headers=bearer(token("alice")) | {"content-type": "application/json"}
    )

    assert_problem(response, 400, "nesting_too_deep")
    assert await keys_and_lengths(redis) == before


@pytest.mark.parametrize(
    ("content_type", "content"),
    [
        ("text/plain", '{"decision": "approve"}'),
        ("application/x-www-form-urlencoded", "decision=approve"),
        ("application/xml", "<decision>approve</decision>"),
        (None, '{"decision": "approve"}'),
    ],
)
async def test_a_body_that_is_not_declared_json_is_a_415(
    client: httpx.AsyncClient,
    token: Callable[[str], str],
    redis: aioredis.Redis,
    turn_id: str,
    content_type: str | None,
    content: str,
) -> None:
    before = await keys_and_lengths(redis)
    headers = bearer(token("alice")) | ({"content-type": content_type} if content_type else {})
    request = client.build_request(
        "POST", f"/v1/turns/{turn_id}/proposals/prop_a/decision", content=content, headers=headers
    )
    request.headers.pop("content-type", None)  # httpx adds none for bytes; make sure
    if content_type is not None:
        request.headers["content-type"] = content_type

    problem = assert_problem(await client.send(request), 415, "unsupported_media_type")

    assert "application/json" in problem["detail"]
    assert await keys_and_lengths(redis) == before


async def test_a_json_media_type_with_parameters_or_a_suffix_is_accepted(
    client: httpx.AsyncClient, token: Callable[[str], str], turn_id: str
) -> None:
    for content_type in ("application/json; charset=utf-8", "application/merge-patch+json"):
        response = await client.post(
            f"/v1/turns/{turn_id}/proposals/prop_a/decision",
            content='{"decision": "approve"}',
            headers=bearer(token("alice")) | {"content-type": content_type},
        )
        assert response.status_code in (200, 202), response.text
