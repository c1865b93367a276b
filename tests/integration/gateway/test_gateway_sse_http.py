"""GET /v1/turns/{tid}/events: order, ids, resume, live delivery through the shared reader, the end."""

import asyncio
import json
from collections.abc import Callable
from typing import Any

import httpx
import pytest
import redis.asyncio as aioredis
from litestar import Litestar
from tests.redis_contents import text

from assent_contracts.conversations import turn_input_key
from assent_contracts.events import (
    MessageDelta,
    RoundStarted,
    TurnCompleted,
    TurnStarted,
    TurnStopped,
    turn_events_stream,
)
from assent_gateway.app import create_app
from assent_gateway.settings import GatewaySettings

from .conftest import SseItem, assert_problem, bearer, serve, sse_items, start_turn, store_conversation


async def add(redis: aioredis.Redis, turn_id: str, event: Any) -> str:
    return text(await redis.xadd(turn_events_stream(turn_id), {"data": event.model_dump_json()}))


def started(turn_id: str) -> TurnStarted:
    return TurnStarted(turn_id=turn_id, limits={"rounds": 16, "actions": 20})  # type: ignore[arg-type]


def completed(turn_id: str) -> TurnCompleted:
    return TurnCompleted(turn_id=turn_id, message="done", rounds=1, actions=0, stop_reason="completed")


async def read_all(http: httpx.AsyncClient, turn_id: str, token: str, **headers: str) -> list[SseItem]:
    async with http.stream("GET", f"/v1/turns/{turn_id}/events", headers=bearer(token) | headers) as response:
        assert response.status_code == 200, await response.aread()
        assert response.headers["content-type"].startswith("text/event-stream")
        return [item async for item in sse_items(response) if item.comment is None]


@pytest.fixture
async def turn(client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis) -> str:
    return await start_turn(client, token("alice"), await store_conversation(redis))


async def test_the_backlog_arrives_in_order_with_stream_ids_and_the_stream_ends_after_the_terminal_event(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis, turn: str
) -> None:
    events = [
        started(turn),
        RoundStarted(turn_id=turn, round=1),
        MessageDelta(turn_id=turn, text="hé\nllo"),
        completed(turn),
    ]
    ids = [await add(redis, turn, event) for event in events]
    await add(redis, turn, MessageDelta(turn_id=turn, text="after the end"))

    seen = await read_all(client, turn, token("alice"))

    assert [item.id for item in seen] == ids
    assert [item.event for item in seen] == [e.type for e in events]
    assert [item.data for item in seen] == [json.loads(e.model_dump_json()) for e in events]


async def test_last_event_id_resumes_strictly_after_it(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis, turn: str
) -> None:
    ids = [
        await add(redis, turn, e)
        for e in (started(turn), RoundStarted(turn_id=turn, round=1), completed(turn))
    ]

    seen = await read_all(client, turn, token("alice"), **{"Last-Event-ID": ids[0]})

    assert [item.id for item in seen] == ids[1:]


async def test_resuming_after_the_terminal_event_is_a_204(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis, turn: str
) -> None:
    await add(redis, turn, started(turn))
    last = await add(redis, turn, completed(turn))
    response = await client.get(
        f"/v1/turns/{turn}/events", headers=bearer(token("alice")) | {"Last-Event-ID": last}
    )
    assert response.status_code == 204


async def test_live_events_follow_the_backlog_without_gaps_or_repeats(
    settings: GatewaySettings, token: Callable[[str], str], redis: aioredis.Redis
) -> None:
    app = create_app(settings.model_copy(update={"sse_keepalive_s": 0.05}))
    async with serve(app) as http:
        turn = await start_turn(http, token("alice"), await store_conversation(redis))
        first = await add(redis, turn, started(turn))
        seen: list[SseItem] = []
        async with http.stream("GET", f"/v1/turns/{turn}/events", headers=bearer(token("alice"))) as response:
            items = sse_items(response)
            seen.append(await anext(items))
            assert (await anext(items)).comment == "keepalive"  # only sent once listening live
            later = [await add(redis, turn, MessageDelta(turn_id=turn, text=str(i))) for i in range(5)]
            last = await add(redis, turn, TurnStopped(turn_id=turn, cancelled_proposals=[], in_flight=[]))
            seen += [item async for item in items if item.comment is None]

    assert [item.id for item in seen] == [first, *later, last]


async def test_concurrent_clients_joining_at_any_moment_each_see_every_event_once(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis, turn: str
) -> None:
    written: list[str] = []
    joined = [asyncio.Event() for _ in range(4)]

    async def writer() -> None:
        written.append(await add(redis, turn, started(turn)))
        for index in range(80):
            if index % 20 == 0:
                joined[index // 20].set()
            written.append(await add(redis, turn, MessageDelta(turn_id=turn, text=str(index))))
            await asyncio.sleep(0)
        written.append(await add(redis, turn, completed(turn)))

    async def reader(index: int) -> list[str]:
        await joined[index].wait()
        return [item.id or "" for item in await read_all(client, turn, token("alice"))]

    *results, _ = await asyncio.gather(*(reader(i) for i in range(4)), writer())

    for result in results:
        assert result == written


async def test_one_blocking_reader_serves_every_client_of_the_process(
    settings: GatewaySettings, token: Callable[[str], str], redis: aioredis.Redis
) -> None:
    app: Litestar = create_app(settings.model_copy(update={"sse_keepalive_s": 0.05}))
    async with serve(app) as http:
        turns = [await start_turn(http, token("alice"), await store_conversation(redis)) for _ in range(3)]
        streams = [http.stream("GET", f"/v1/turns/{t}/events", headers=bearer(token("alice"))) for t in turns]
        responses = [await s.__aenter__() for s in streams]
        try:
            readers = [sse_items(response) for response in responses]
            for items in readers:
                assert (await anext(items)).comment == "keepalive"
            clients = await redis.client_list()
            assert sum(1 for c in clients if c.get("cmd") in ("xread", "xread|block")) == 1
            assert app.state.gateway.hub.listening == 3
        finally:
            for stream in streams:
                await stream.__aexit__(None, None, None)


async def test_an_unreadable_entry_is_skipped(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis, turn: str
) -> None:
    good = await add(redis, turn, started(turn))
    await redis.xadd(turn_events_stream(turn), {"data": "not json"})
    end = await add(redis, turn, completed(turn))
    assert [item.id for item in await read_all(client, turn, token("alice"))] == [good, end]


async def test_events_of_another_users_turn_are_not_found(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis, turn: str
) -> None:
    await add(redis, turn, started(turn))
    assert_problem(
        await client.get(f"/v1/turns/{turn}/events", headers=bearer(token("bob"))), 404, "turn_not_found"
    )
    assert_problem(
        await client.get("/v1/turns/turn_nope/events", headers=bearer(token("alice"))), 404, "turn_not_found"
    )


async def test_a_malformed_last_event_id_is_a_400(
    client: httpx.AsyncClient, token: Callable[[str], str], turn: str
) -> None:
    headers = bearer(token("alice")) | {"Last-Event-ID": "yesterday"}
    assert_problem(
        await client.get(f"/v1/turns/{turn}/events", headers=headers), 400, "invalid_last_event_id"
    )


async def test_the_events_of_a_long_finished_turn_are_gone(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis, turn: str
) -> None:
    await redis.delete(turn_input_key(turn))
    assert_problem(
        await client.get(f"/v1/turns/{turn}/events", headers=bearer(token("alice"))), 410, "events_expired"
    )
