"""Request/reply through one reply channel per process (``ReplyChannel``), against a real FastStream
responder on a real Redis: each request gets its own reply, a missing reply is a ``TimeoutError``, a
late reply is dropped, and no request opens a Redis connection of its own (``broker.request`` opened
one per request, and reconnected the connection it had borrowed afterwards)."""

import asyncio
from collections.abc import AsyncIterator
from dataclasses import dataclass, field

import pytest
import redis.asyncio as aioredis
from faststream.redis import RedisBroker, StreamSub

from assent_contracts.discovery import SearchReply, SearchRequested
from assent_runtime.reply_channel import ReplyChannel as ReplyInbox

STREAM = "test:inbox:search"


@dataclass
class Responder:
    """Answers with the query as the hint; holds back queries listed in ``held`` until released."""

    held: dict[str, asyncio.Event] = field(default_factory=dict)

    async def answer(self, request: SearchRequested) -> SearchReply:
        query = request.query or ""
        if query in self.held:
            await self.held[query].wait()
        return SearchReply(hint=f"answer to {query}")


@dataclass
class Running:
    inbox: ReplyInbox
    responder: Responder


@pytest.fixture
async def running(redis_url: str, redis: aioredis.Redis) -> AsyncIterator[Running]:
    responder = Responder()
    answering = RedisBroker(redis_url)

    @answering.subscriber(stream=StreamSub(STREAM, group="responder", consumer="one"), max_workers=8)
    async def on_search(request: SearchRequested) -> SearchReply:
        return await responder.answer(request)

    asking = RedisBroker(redis_url)
    inbox = ReplyInbox(asking, redis, "test:inbox:replies")
    async with answering, asking:
        await answering.start()
        await asking.start()
        reading = asyncio.create_task(inbox.run())
        await inbox.subscribed.wait()
        yield Running(inbox, responder)
        reading.cancel()
        await asyncio.gather(reading, return_exceptions=True)


async def ask(inbox: ReplyInbox, query: str, timeout_s: float = 5.0) -> str | None:
    reply = await inbox.request(SearchRequested(conversation_id="conv_x", query=query), STREAM, timeout_s)
    return SearchReply.model_validate_json(reply).hint


async def test_concurrent_requests_each_get_their_own_reply(running: Running) -> None:
    queries = [f"query {n}" for n in range(20)]
    hints = await asyncio.gather(*(ask(running.inbox, q) for q in queries))
    assert hints == [f"answer to {q}" for q in queries]


async def test_no_reply_in_time_is_a_timeout_and_a_late_reply_reaches_nobody_else(running: Running) -> None:
    release = asyncio.Event()
    running.responder.held["slow"] = release
    with pytest.raises(TimeoutError):
        await ask(running.inbox, "slow", timeout_s=0.2)
    release.set()
    assert await ask(running.inbox, "next") == "answer to next"


async def test_requests_open_no_redis_connection_of_their_own(
    running: Running, redis: aioredis.Redis
) -> None:
    await ask(running.inbox, "warm up")
    before = (await redis.info("stats"))["total_connections_received"]
    for n in range(10):
        assert await ask(running.inbox, f"q{n}") == f"answer to q{n}"
    after = (await redis.info("stats"))["total_connections_received"]
    assert after == before


async def test_a_request_waits_for_the_subscription_before_it_publishes(
    redis_url: str, redis: aioredis.Redis
) -> None:
    """Right after a Redis restart the channel is subscribed again a moment after the services
    reconnect: a request published before that had its reply lost and ran out of time."""
    answering = RedisBroker(redis_url)

    @answering.subscriber(stream=StreamSub(STREAM, group="responder", consumer="one"))
    async def on_search(request: SearchRequested) -> SearchReply:
        return SearchReply(hint=f"answer to {request.query}")

    asking = RedisBroker(redis_url)
    inbox = ReplyInbox(asking, redis, "test:inbox:late-replies")
    async with answering, asking:
        await answering.start()
        await asking.start()
        asked = asyncio.create_task(ask(inbox, "early", timeout_s=10.0))
        await asyncio.sleep(0.3)  # the responder would have answered by now, to nobody
        assert not asked.done()
        reading = asyncio.create_task(inbox.run())
        try:
            assert await asked == "answer to early"
        finally:
            reading.cancel()
            await asyncio.gather(reading, return_exceptions=True)


async def test_a_request_that_never_sees_the_subscription_runs_out_of_time(
    redis_url: str, redis: aioredis.Redis
) -> None:
    inbox = ReplyInbox(RedisBroker(redis_url), redis, "test:inbox:never")
    with pytest.raises(TimeoutError):
        await ask(inbox, "unheard", timeout_s=0.2)
