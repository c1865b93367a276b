"""An event stream whose Redis fails under it ends cleanly (issue 9): a last message with a ``retry``
hint, a properly ended response, one warning line, no traceback. The test owns its Redis server and
shuts it down mid-stream; the shared one is never touched."""

import asyncio
import contextlib
import logging
from collections.abc import Callable, Iterator

import httpx
import pytest
import redis.asyncio as aioredis
from redis.exceptions import ConnectionError as RedisConnectionError

from assent_cli.redis_server import local_redis
from assent_contracts.agents import approvals_stream
from assent_contracts.events import TurnStarted, encode_event, turn_events_stream
from assent_gateway.app import create_app
from assent_gateway.settings import GatewaySettings

from .conftest import bearer, serve, start_turn, store_conversation


@pytest.fixture
def redis_url() -> Iterator[str]:
    """This module's own throw-away Redis, which its tests shut down."""
    with local_redis() as url:
        yield url


async def shut_down(redis: aioredis.Redis) -> None:
    with contextlib.suppress(RedisConnectionError):  # the server closes the connection as it goes
        await redis.shutdown(nosave=True)


class Records(logging.Handler):
    """Every record logged at INFO or above while attached to the root and uvicorn's loggers (which
    do not propagate), wherever the app's logging configuration put its own handlers."""

    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.records: list[logging.LogRecord] = []
        self.loggers = [logging.getLogger(), logging.getLogger("uvicorn")]

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)

    def __enter__(self) -> "Records":
        for logger in self.loggers:
            logger.addHandler(self)
        return self

    def __exit__(self, *_exc: object) -> None:
        for logger in self.loggers:
            logger.removeHandler(self)


async def read_until_closed(response: httpx.Response, started: asyncio.Event) -> list[str]:
    """Every line of the response until the server ends it; ``started`` is set at the first event."""
    lines = []
    async for line in response.aiter_lines():
        lines.append(line)
        if line.startswith(("event:", ":")):
            started.set()
    return lines


async def open_stream(client: httpx.AsyncClient, redis: aioredis.Redis, alice: str, kind: str) -> str:
    """A turn's or the approvals' event stream with one event in it: its path."""
    if kind == "approvals":
        await redis.xadd(approvals_stream("alice"), {"data": '{"type": "approval.requested"}'})
        return "/v1/approvals/events"
    turn_id = await start_turn(client, alice, await store_conversation(redis))
    started = TurnStarted(turn_id=turn_id, limits={"rounds": 16, "actions": 20})  # type: ignore[arg-type]
    await redis.xadd(turn_events_stream(turn_id), encode_event(started))  # type: ignore[arg-type]
    return f"/v1/turns/{turn_id}/events"


@pytest.mark.parametrize("kind", ["turn", "approvals"])
async def test_a_redis_failure_mid_stream_ends_it_with_a_retry_hint_and_one_warning(
    kind: str, settings: GatewaySettings, redis: aioredis.Redis, token: Callable[[str], str]
) -> None:
    app = create_app(settings.model_copy(update={"sse_keepalive_s": 0.3}))
    alice = token("alice")
    async with serve(app) as client:
        path = await open_stream(client, redis, alice, kind)
        with Records() as logged:
            started = asyncio.Event()
            async with client.stream("GET", path, headers=bearer(alice)) as response:
                assert response.status_code == 200
                reading = asyncio.create_task(read_until_closed(response, started))
                await asyncio.wait_for(started.wait(), 10)
                await shut_down(redis)
                lines = await asyncio.wait_for(reading, 60)  # it ends: no ReadError, no hanging stream

    assert "retry: 2000" in lines
    ends = [r for r in logged.records if r.name == "assent_gateway.stream_endings"]
    assert [r.levelno for r in ends] == [logging.WARNING]
    assert "Redis is unavailable" in ends[0].getMessage()
    tracebacks = [r.getMessage() for r in logged.records if r.exc_info]
    assert not tracebacks
