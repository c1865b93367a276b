"""The gateway's HTTP server as ``python -m assent_gateway`` runs it (issue 9, items 4 and 5): idle,
header and body deadlines close slow or silent connections; a response never has one (SSE stays open);
a request the server cannot parse is a problem+json 400, not plain text.

Each test talks raw HTTP/1.1 over a socket, as a slow or broken client would."""

import asyncio
import json
from collections.abc import AsyncIterator, Callable

import pytest
import redis.asyncio as aioredis
import uvicorn

from assent_gateway.app import create_app
from assent_gateway.http_server import MAX_HEAD_BYTES, server_config
from assent_gateway.settings import GatewaySettings

from .conftest import free_socket, serve, start_turn, store_conversation

DEADLINE_S = 0.3
GIVE_UP_S = 20.0
"""How long a test waits for the server to close a connection before calling it held forever."""


@pytest.fixture
def short_deadlines(settings: GatewaySettings) -> GatewaySettings:
    return settings.model_copy(
        update={
            "idle_timeout_s": DEADLINE_S,
            "header_timeout_s": DEADLINE_S,
            "body_timeout_s": DEADLINE_S,
            "sse_keepalive_s": 1.0,
        }
    )


@pytest.fixture
async def port(short_deadlines: GatewaySettings, redis: aioredis.Redis) -> AsyncIterator[int]:
    """The gateway served exactly as ``__main__`` serves it, on a socket of the test's own."""
    sock = free_socket()
    config = server_config(create_app(short_deadlines), short_deadlines, log_level="warning")
    server = uvicorn.Server(config)
    task = asyncio.create_task(server.serve(sockets=[sock]))
    try:
        yield sock.getsockname()[1]
    finally:
        server.should_exit = True
        await task
        sock.close()


async def closed_by_server(reader: asyncio.StreamReader) -> bytes:
    """Everything the server sends until it closes the connection; fails if it never does."""
    try:
        return await asyncio.wait_for(reader.read(), GIVE_UP_S)
    except TimeoutError:
        raise AssertionError(f"the server still holds the connection after {GIVE_UP_S}s") from None


async def test_a_connection_that_never_sends_a_request_is_closed(port: int) -> None:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    assert await closed_by_server(reader) == b""
    writer.close()


async def test_a_request_head_that_trickles_in_is_cut_off(port: int) -> None:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(b"GET /v1/healthz HTTP/1.1\r\nHost: x\r\n")

    async def trickle() -> None:
        for index in range(int(GIVE_UP_S / 0.05)):
            writer.write(f"X-Slow-{index}: a\r\n".encode())
            await writer.drain()
            await asyncio.sleep(0.05)  # the slow client's pace, not a wait for the server

    trickling = asyncio.create_task(trickle())
    try:
        assert await closed_by_server(reader) == b""
    finally:
        trickling.cancel()
        writer.close()


async def test_a_body_that_never_completes_is_cut_off(
    port: int, token: Callable[[str], str], redis: aioredis.Redis
) -> None:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    head = (
        "POST /v1/tools/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        f"Authorization: Bearer {token('alice')}\r\nContent-Length: 1000\r\n\r\n"
    )
    writer.write(head.encode() + b'{"type": ')
    assert b"200 OK" not in await closed_by_server(reader)
    writer.close()


async def test_an_event_stream_outlives_every_deadline(
    port: int, short_deadlines: GatewaySettings, token: Callable[[str], str], redis: aioredis.Redis
) -> None:
    async with serve(create_app(short_deadlines)) as http:  # only to start a turn
        turn = await start_turn(http, token("alice"), await store_conversation(redis))
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    auth = f"Authorization: Bearer {token('alice')}"
    writer.write(f"GET /v1/turns/{turn}/events HTTP/1.1\r\nHost: x\r\n{auth}\r\n\r\n".encode())
    seen = b""
    while b": keepalive" not in seen:  # sent after 1 s of silence: the stream outlived every deadline
        chunk = await asyncio.wait_for(reader.read(1024), GIVE_UP_S)
        assert chunk, f"the stream was closed: {seen!r}"
        seen += chunk
    assert seen.startswith(b"HTTP/1.1 200")
    writer.close()


@pytest.mark.parametrize("size", [MAX_HEAD_BYTES + 1, 256 * 1024], ids=["read-whole", "read-in-pieces"])
async def test_a_head_too_large_is_a_problem_json_431(port: int, size: int) -> None:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(b"GET /v1/healthz HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * size + b"\r\n\r\n")
    answer = await closed_by_server(reader)
    assert_problem(answer, 431, "headers_too_large")
    writer.close()


async def test_a_header_with_a_nul_is_a_problem_json_400(port: int) -> None:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(b"GET /v1/healthz HTTP/1.1\r\nHost: x\r\nX-Nul: a\x00b\r\n\r\n")
    answer = await closed_by_server(reader)
    assert_problem(answer, 400, "malformed_request")
    writer.close()


def assert_problem(answer: bytes, status: int, code: str) -> None:
    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.startswith(f"HTTP/1.1 {status}".encode()), answer[:300]
    assert b"content-type: application/problem+json" in head.lower(), answer[:300]
    problem = json.loads(body)
    assert (problem["status"], problem["code"]) == (status, code)
