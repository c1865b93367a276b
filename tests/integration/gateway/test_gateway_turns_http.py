"""POST /v1/conversations/{cid}/turns: ownership, lock and the single running turn are checked before
anything is written; an accepted turn stores its claim check and publishes ``TurnRequested``."""

from collections.abc import Callable
from typing import Any

import httpx
import pytest
import redis.asyncio as aioredis
from tests.redis_contents import stored, stream_values, text

from assent_contracts.conversations import (
    Turn,
    TurnInput,
    active_turn_key,
    conversation_lock_key,
    turn_input_key,
    turn_key,
)
from assent_contracts.turns import TURNS_STREAM

from .conftest import assert_problem, bearer, keys_and_lengths, start_turn, store_conversation


async def test_an_accepted_turn_is_stored_and_requested(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis
) -> None:
    conversation_id = await store_conversation(redis)
    messages = [
        {"role": "user", "content": "hi"},
        {"role": "assistant", "content": "hello", "tool_calls": []},
        {"role": "user", "content": "Who am I?"},
    ]
    response = await client.post(
        f"/v1/conversations/{conversation_id}/turns",
        json={"messages": messages, "temperature": 0.2},
        headers=bearer(token("alice")),
    )

    assert response.status_code == 202, response.text
    turn_id = response.json()["turn_id"]
    assert response.json()["events_url"] == f"/v1/turns/{turn_id}/events"
    turn = Turn.model_validate_json(await stored(redis, turn_key(turn_id)))
    assert (turn.conversation_id, turn.user_id) == (conversation_id, "alice")
    stored_input = TurnInput.model_validate_json(await stored(redis, turn_input_key(turn_id)))
    assert stored_input.model_dump(exclude_none=True)["messages"] == messages
    assert stored_input.temperature == 0.2
    assert text(await stored(redis, active_turn_key(conversation_id))) == turn_id
    assert await redis.xlen(TURNS_STREAM) == 1
    [entry] = await stream_values(redis, TURNS_STREAM)
    assert turn_id.encode() in entry
    assert b"Who am I?" not in entry


async def test_a_second_turn_while_one_runs_is_refused_and_names_the_running_one(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis
) -> None:
    conversation_id = await store_conversation(redis)
    running = await start_turn(client, token("alice"), conversation_id)
    before = await keys_and_lengths(redis)

    response = await client.post(
        f"/v1/conversations/{conversation_id}/turns",
        json={"messages": [{"role": "user", "content": "again"}]},
        headers=bearer(token("alice")),
    )

    assert assert_problem(response, 409, "turn_running")["turn_id"] == running
    assert await keys_and_lengths(redis) == before


async def test_a_locked_conversation_refuses_turns(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis
) -> None:
    conversation_id = await store_conversation(redis)
    await redis.set(conversation_lock_key(conversation_id), "continuation_failed")
    before = await keys_and_lengths(redis)

    response = await client.post(
        f"/v1/conversations/{conversation_id}/turns",
        json={"messages": [{"role": "user", "content": "hi"}]},
        headers=bearer(token("alice")),
    )

    assert assert_problem(response, 409, "conversation_locked")["reason"] == "continuation_failed"
    assert await keys_and_lengths(redis) == before


BAD_TURNS = [
    pytest.param({"messages": []}, 422, "validation_error", id="no-messages"),
    pytest.param({}, 422, "validation_error", id="no-body-fields"),
    pytest.param(
        {"messages": [{"role": "user", "content": "a"}, {"role": "assistant", "content": "b"}]},
        422,
        "last_message_not_user",
        id="last-not-user",
    ),
    pytest.param({"messages": [{"role": "wizard", "content": "a"}]}, 422, "validation_error", id="bad-role"),
    pytest.param(
        {"messages": [{"role": "user", "content": "a"}], "tool_choice": "always"},
        422,
        "validation_error",
        id="tc",
    ),
]


@pytest.mark.parametrize(("payload", "status", "code"), BAD_TURNS)
async def test_a_bad_turn_body_is_refused_and_changes_nothing(
    client: httpx.AsyncClient,
    token: Callable[[str], str],
    redis: aioredis.Redis,
    payload: dict[str, Any],
    status: int,
    code: str,
) -> None:
    conversation_id = await store_conversation(redis)
    before = await keys_and_lengths(redis)
    response = await client.post(
        f"/v1/conversations/{conversation_id}/turns", json=payload, headers=bearer(token("alice"))
    )
    problem = assert_problem(response, status, code)
    assert all("pointer" in error for error in problem["errors"])
    assert await keys_and_lengths(redis) == before


async def test_the_last_message_problem_points_at_its_role(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis
) -> None:
    conversation_id = await store_conversation(redis)
    messages = [{"role": "user", "content": "a"}, {"role": "assistant", "content": "b"}]
    response = await client.post(
        f"/v1/conversations/{conversation_id}/turns",
        json={"messages": messages},
        headers=bearer(token("alice")),
    )
    assert (
        assert_problem(response, 422, "last_message_not_user")["errors"][0]["pointer"] == "/messages/1/role"
    )


@pytest.mark.parametrize("owner", ["bob", None], ids=["another-users", "missing"])
async def test_a_conversation_that_is_not_the_callers_is_not_found(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis, owner: str | None
) -> None:
    conversation_id = await store_conversation(redis, owner) if owner else "conv_missing"
    before = await keys_and_lengths(redis)
    response = await client.post(
        f"/v1/conversations/{conversation_id}/turns",
        json={"messages": [{"role": "user", "content": "hi"}]},
        headers=bearer(token("alice")),
    )
    assert_problem(response, 404, "conversation_not_found")
    assert await keys_and_lengths(redis) == before
