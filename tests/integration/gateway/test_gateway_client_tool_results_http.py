"""POST /v1/turns/{tid}/tool-results: a compare-and-set in the client-calls hash, then the result's claim
check and ``ToolResultSubmitted``; unknown, settled or foreign calls are problems that store nothing."""

from collections.abc import Callable

import httpx
import pytest
import redis.asyncio as aioredis
from tests.redis_contents import stream_values

from assent_contracts.conversations import turn_stop_key
from assent_contracts.pending import UNANNOUNCED_TOOL_RESULTS_KEY
from assent_contracts.turns import TOOL_RESULTS_STREAM, client_calls_key, tool_result_key

from .conftest import assert_problem, bearer, keys_and_lengths, start_turn, store_conversation


@pytest.fixture
async def turn(client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis) -> str:
    """A running turn whose orchestrator asked the client for three calls (one answered, one expired)."""
    turn_id = await start_turn(client, token("alice"), await store_conversation(redis))
    await redis.hset(
        client_calls_key(turn_id), mapping={"call_a": "pending", "call_b": "pending", "call_x": "expired"}
    )
    return turn_id


def url(turn_id: str) -> str:
    return f"/v1/turns/{turn_id}/tool-results"


async def test_a_result_is_recorded_once_and_published_once(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis, turn: str
) -> None:
    response = await client.post(
        url(turn),
        json={"tool_call_id": "call_a", "content": "21 C and sunny"},
        headers=bearer(token("alice")),
    )

    assert response.status_code == 202, response.text
    assert response.json() == {"tool_call_id": "call_a", "status": "answered"}
    assert await redis.hget(client_calls_key(turn), "call_a") == b"answered"
    assert await redis.hget(client_calls_key(turn), "call_b") == b"pending"
    assert await redis.get(tool_result_key(turn, "call_a")) == b"21 C and sunny"
    assert await redis.ttl(tool_result_key(turn, "call_a")) > 0
    [raw] = await stream_values(redis, TOOL_RESULTS_STREAM)
    assert turn.encode() in raw and b"call_a" in raw
    assert b"sunny" not in raw  # the content travels by claim check, not in the stream


async def test_a_json_result_reaches_the_claim_check_as_compact_json(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis, turn: str
) -> None:
    content = {"celsius": 21, "sky": "clear"}
    response = await client.post(
        url(turn), json={"tool_call_id": "call_b", "content": content}, headers=bearer(token("alice"))
    )
    assert response.status_code == 202, response.text
    assert await redis.get(tool_result_key(turn, "call_b")) == b'{"celsius":21,"sky":"clear"}'


async def test_the_same_result_twice_is_200_and_a_different_one_is_409(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis, turn: str
) -> None:
    body = {"tool_call_id": "call_a", "content": "rain"}
    assert (await client.post(url(turn), json=body, headers=bearer(token("alice")))).status_code == 202
    before = await keys_and_lengths(redis)

    again = await client.post(url(turn), json=body, headers=bearer(token("alice")))
    other = await client.post(
        url(turn), json={"tool_call_id": "call_a", "content": "snow"}, headers=bearer(token("alice"))
    )

    assert again.status_code == 200, again.text
    assert assert_problem(other, 409, "tool_call_answered")["tool_call_status"] == "answered"
    # The repeat only files the result for the orchestrator to announce again (it may never have
    # been: decision 016's rule for decisions); the different one writes nothing.
    after = await keys_and_lengths(redis)
    assert after.pop(UNANNOUNCED_TOOL_RESULTS_KEY) == -1
    assert after == before
    assert await redis.zrange(UNANNOUNCED_TOOL_RESULTS_KEY, 0, -1) == [f"{turn} call_a".encode()]
    assert await redis.get(tool_result_key(turn, "call_a")) == b"rain"


@pytest.mark.parametrize(
    ("tool_call_id", "status", "code"),
    [("call_unknown", 404, "tool_call_not_found"), ("call_x", 409, "tool_call_expired")],
)
async def test_an_unknown_or_expired_call_is_refused_and_changes_nothing(
    client: httpx.AsyncClient,
    token: Callable[[str], str],
    redis: aioredis.Redis,
    turn: str,
    tool_call_id: str,
    status: int,
    code: str,
) -> None:
    before = await keys_and_lengths(redis)
    response = await client.post(
        url(turn), json={"tool_call_id": tool_call_id, "content": "x"}, headers=bearer(token("alice"))
    )
    assert_problem(response, status, code)
    assert await keys_and_lengths(redis) == before


async def test_another_users_turn_is_not_found(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis, turn: str
) -> None:
    before = await keys_and_lengths(redis)
    for turn_id in (turn, "turn_missing"):
        response = await client.post(
            url(turn_id), json={"tool_call_id": "call_a", "content": "x"}, headers=bearer(token("bob"))
        )
        assert_problem(response, 404, "turn_not_found")
    assert await keys_and_lengths(redis) == before


async def test_a_result_while_the_turn_stops_is_refused(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis, turn: str
) -> None:
    await redis.set(turn_stop_key(turn), "1")
    before = await keys_and_lengths(redis)
    response = await client.post(
        url(turn), json={"tool_call_id": "call_a", "content": "x"}, headers=bearer(token("alice"))
    )
    assert_problem(response, 409, "tool_call_cancelled")
    assert await keys_and_lengths(redis) == before


@pytest.mark.parametrize(
    "body",
    [{"tool_call_id": "call_a"}, {"content": "x"}, {"tool_call_id": "call_a", "content": None}, {"x": 1}],
    ids=["no-content", "no-id", "null-content", "unknown-field"],
)
async def test_a_bad_body_is_a_422_and_changes_nothing(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis, turn: str, body: dict
) -> None:
    before = await keys_and_lengths(redis)
    problem = assert_problem(
        await client.post(url(turn), json=body, headers=bearer(token("alice"))), 422, "validation_error"
    )
    assert all("pointer" in error for error in problem["errors"])
    assert await keys_and_lengths(redis) == before
