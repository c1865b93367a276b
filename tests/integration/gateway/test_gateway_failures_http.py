"""Failures: unexpected errors never leak a stack trace; a publish that fails after a write is undone."""

from collections.abc import Callable
from datetime import UTC, datetime

import httpx
import pytest
import redis.asyncio as aioredis

from assent_contracts.conversations import (
    Turn,
    active_turn_key,
    conversation_key,
    proposals_key,
    turn_key,
    turn_stop_key,
)
from assent_contracts.directory import User
from assent_contracts.discovery import ContextOpened, OpenContext, SearchReply, SearchRequested
from assent_contracts.messages import Message
from assent_gateway.command_bus import BusUnavailable
from assent_gateway.conversations import start_turn
from assent_gateway.problems import ProblemError
from assent_gateway.schemas import TurnCreate
from assent_gateway.turns import decide_proposal, stop_turn

from .conftest import assert_problem, bearer, keys_and_lengths, store_conversation

ALICE = User(id="alice", org="acme", name="Alice")


class BrokenBus:
    """A command bus whose every publish fails, as when Redis drops mid-request."""

    async def publish(self, message: Message, stream: str) -> None:
        raise BusUnavailable("down")

    async def open_context(self, request: OpenContext, *, timeout_s: float) -> ContextOpened:
        raise BusUnavailable("down")

    async def search(self, request: SearchRequested, *, timeout_s: float) -> SearchReply:
        raise BusUnavailable("down")


async def test_an_unexpected_error_is_a_500_problem_without_details(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis
) -> None:
    await redis.set(conversation_key("conv_broken"), "{not a conversation")
    response = await client.post(
        "/v1/conversations/conv_broken/turns",
        json={"messages": [{"role": "user", "content": "hi"}]},
        headers=bearer(token("alice")),
    )
    problem = assert_problem(response, 500, "internal_error")
    assert "conversation" not in problem["detail"].lower()
    assert "ValidationError" not in response.text and "pydantic" not in response.text


async def test_a_turn_whose_request_cannot_be_published_leaves_nothing_behind(redis: aioredis.Redis) -> None:
    conversation_id = await store_conversation(redis)
    before = await keys_and_lengths(redis)
    request = TurnCreate.model_validate({"messages": [{"role": "user", "content": "hi"}]})

    with pytest.raises(ProblemError) as raised:
        await start_turn(redis, BrokenBus(), ALICE, conversation_id, request, ttl_s=60)

    assert (raised.value.status, raised.value.code) == (503, "orchestrator_unavailable")
    assert await keys_and_lengths(redis) == before
    assert await redis.get(active_turn_key(conversation_id)) is None


async def test_a_decision_that_cannot_be_published_is_undone(redis: aioredis.Redis) -> None:
    turn = await _turn(redis)
    await redis.hset(proposals_key(turn), "prop_a", "pending")

    with pytest.raises(ProblemError) as raised:
        await decide_proposal(redis, BrokenBus(), ALICE, turn, "prop_a", "approve", None)

    assert raised.value.status == 503
    assert await redis.hget(proposals_key(turn), "prop_a") == b"pending"


async def test_a_stop_that_cannot_be_published_is_undone(redis: aioredis.Redis) -> None:
    turn = await _turn(redis)
    with pytest.raises(ProblemError):
        await stop_turn(redis, BrokenBus(), ALICE, turn, ttl_s=60)
    assert await redis.exists(turn_stop_key(turn)) == 0


async def _turn(redis: aioredis.Redis) -> str:
    turn = Turn(id="turn_t", conversation_id="conv_c", user_id="alice", created_at=datetime.now(UTC))
    await redis.set(turn_key(turn.id), turn.model_dump_json())
    return turn.id
