"""The shared event reader on a real Redis: cursors handed to joining clients, waking for new streams,
fan-out to several listeners, overflow. Guards use ``wait_for`` so a broken wake fails instead of hanging."""

import asyncio
from collections.abc import AsyncIterator

import pytest
import redis.asyncio as aioredis
from tests.redis_contents import text

from assent_gateway.event_hub import EventHub, Listener

GUARD_S = 10


@pytest.fixture
async def hub(redis_url: str, redis: aioredis.Redis) -> AsyncIterator[EventHub]:
    reader = aioredis.Redis.from_url(redis_url, single_connection_client=True, socket_timeout=None)
    # A read blocks far longer than the guard: only the wake stream can pick up a new stream in time.
    event_hub = EventHub(reader=reader, control=redis, block_ms=120_000, queue_size=5)
    await event_hub.start()
    yield event_hub
    await event_hub.stop()


async def next_id(listener: Listener) -> str:
    entry_id, _ = await asyncio.wait_for(listener.queue.get(), GUARD_S)
    return entry_id


async def test_a_new_stream_is_read_at_once_even_while_another_read_blocks(
    hub: EventHub, redis: aioredis.Redis
) -> None:
    first, _ = await hub.join("s:a", "0-0")
    a1 = text(await redis.xadd("s:a", {"data": "{}"}))
    assert await next_id(first) == a1  # the reader now blocks on s:a

    second, cursor = await hub.join("s:b", "0-0")
    b1 = text(await redis.xadd("s:b", {"data": "{}"}))

    assert cursor == "0-0"
    assert await next_id(second) == b1


async def test_a_client_joining_a_stream_already_read_gets_the_cursor_to_catch_up_to(
    hub: EventHub, redis: aioredis.Redis
) -> None:
    first, _ = await hub.join("s:c", "0-0")
    ids = [text(await redis.xadd("s:c", {"data": "{}"})) for _ in range(3)]
    for entry_id in ids:
        assert await next_id(first) == entry_id

    late, cursor = await hub.join("s:c", "0-0")
    more = text(await redis.xadd("s:c", {"data": "{}"}))

    assert cursor == ids[-1]  # the late client reads (0-0, cursor] itself, the hub delivers the rest
    assert await next_id(late) == more
    assert await next_id(first) == more


async def test_a_listener_that_falls_behind_is_marked_overflowed(
    hub: EventHub, redis: aioredis.Redis
) -> None:
    slow, _ = await hub.join("s:d", "0-0")
    watcher, _ = await hub.join("s:d", "0-0")
    ids = [text(await redis.xadd("s:d", {"data": "{}"})) for _ in range(5)]
    for entry_id in ids:
        assert await next_id(watcher) == entry_id
    extra = text(await redis.xadd("s:d", {"data": "{}"}))
    assert await next_id(watcher) == extra

    assert slow.overflowed
    assert slow.queue.qsize() == 5


async def test_leaving_stops_delivery_and_the_stream_is_dropped(hub: EventHub, redis: aioredis.Redis) -> None:
    gone, _ = await hub.join("s:e", "0-0")
    hub.leave(gone)
    stays, _ = await hub.join("s:f", "0-0")
    await redis.xadd("s:e", {"data": "{}"})
    f1 = text(await redis.xadd("s:f", {"data": "{}"}))

    assert await next_id(stays) == f1
    assert gone.queue.empty()
    assert hub.listening == 1
