"""A cap on the event streams one user holds open (issue 9, item 5): one token opened 2,000 SSE streams.
Beyond ``max_streams_per_user`` a stream is 429 problem+json; a closed stream gives its slot back; the
count lives in Redis, so two gateway processes share it; and a slot of a process that died lapses."""

import asyncio
from collections.abc import AsyncIterator, Callable
from contextlib import AsyncExitStack

import httpx
import pytest
import redis.asyncio as aioredis

from assent_gateway.app import create_app
from assent_gateway.problems import ProblemError
from assent_gateway.settings import GatewaySettings
from assent_gateway.stream_slots import claim_stream_slot, stream_slots_key

from .conftest import assert_problem, bearer, serve, start_turn, store_conversation

CAP = 2


@pytest.fixture
def capped(settings: GatewaySettings) -> GatewaySettings:
    return settings.model_copy(update={"max_streams_per_user": CAP})


async def open_stream(
    stack: AsyncExitStack, http: httpx.AsyncClient, turn: str, token: str
) -> httpx.Response:
    """A stream held open until ``stack`` closes. Its status is all the test needs: the slot is taken
    before the response starts. (Nothing is read from an open one: leaving an httpx line iterator
    early closes the connection.)"""
    response = await stack.enter_async_context(
        http.stream("GET", f"/v1/turns/{turn}/events", headers=bearer(token))
    )
    if response.status_code != 200:
        await response.aread()
    return response


@pytest.fixture
async def two_gateways(
    capped: GatewaySettings, redis: aioredis.Redis
) -> AsyncIterator[list[httpx.AsyncClient]]:
    async with serve(create_app(capped)) as first, serve(create_app(capped)) as second:
        yield [first, second]


async def test_streams_beyond_the_cap_are_429_across_gateways_and_a_closed_one_gives_its_slot_back(
    two_gateways: list[httpx.AsyncClient], token: Callable[[str], str], redis: aioredis.Redis
) -> None:
    first, second = two_gateways
    turn = await start_turn(first, token("alice"), await store_conversation(redis))
    bobs_turn = await start_turn(first, token("bob"), await store_conversation(redis, "bob"))
    async with AsyncExitStack() as held:
        assert (await open_stream(held, first, turn, token("alice"))).status_code == 200
        async with AsyncExitStack() as closing:
            assert (await open_stream(closing, second, turn, token("alice"))).status_code == 200
            async with AsyncExitStack() as refused:
                for gateway in (first, second):
                    response = await open_stream(refused, gateway, turn, token("alice"))
                    problem = assert_problem(response, 429, "too_many_streams")
                    assert problem["limit"] == CAP
                    assert response.headers["retry-after"].isdigit()
            async with AsyncExitStack() as other_user:  # bob's streams are his own
                assert (await open_stream(other_user, first, bobs_turn, token("bob"))).status_code == 200
        # the second stream is closed: its slot is back (given back as the server sees the disconnect)
        await until_slots(redis, "alice", 1)
        async with AsyncExitStack() as again:
            assert (await open_stream(again, second, turn, token("alice"))).status_code == 200


async def until_slots(redis: aioredis.Redis, user_id: str, count: int) -> None:
    async with asyncio.timeout(10):
        while await redis.zcard(stream_slots_key(user_id)) != count:  # noqa: ASYNC110 - state in Redis
            await asyncio.sleep(0.01)


async def test_a_slot_left_by_a_dead_gateway_lapses(redis: aioredis.Redis) -> None:
    await claim_stream_slot(redis, "alice", limit=2, ttl_s=60)
    await claim_stream_slot(redis, "alice", limit=2, ttl_s=2)  # never given back
    assert 59_000 < await redis.pttl(stream_slots_key("alice")) <= 60_000  # expires with its last slot
    with pytest.raises(ProblemError):
        await claim_stream_slot(redis, "alice", limit=2, ttl_s=60)
    async with asyncio.timeout(10):  # the lapsed slot no longer counts: a third is one of two again
        while True:
            try:
                await claim_stream_slot(redis, "alice", limit=2, ttl_s=60)
                break
            except ProblemError:
                await asyncio.sleep(0.01)
