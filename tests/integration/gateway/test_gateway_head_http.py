"""``HEAD`` on every route that answers ``GET`` (the page, its assets, the API's reads, an SSE stream)
answers like ``GET`` without a body; it was ``405``. Served exactly as ``python -m assent_gateway``
serves the gateway (``server_config``), over real HTTP."""

import asyncio
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import httpx
import pytest
import redis.asyncio as aioredis
import uvicorn

from assent_gateway.app import create_app
from assent_gateway.http_server import server_config
from assent_gateway.settings import GatewaySettings

from .conftest import bearer, free_socket, start_turn, store_conversation

UNCHANGED = ("content-type", "content-length", "cache-control", "content-encoding", "vary")
"""Headers a HEAD must answer exactly as the GET does."""


@pytest.fixture
def dist(tmp_path: Path) -> Path:
    root = tmp_path / "dist"
    (root / "assets").mkdir(parents=True)
    (root / "index.html").write_text(
        '<head></head><script type="module" src="/assets/index-abc.js"></script>'
    )
    (root / "assets" / "index-abc.js").write_text("console.log('the page');" * 40)
    return root


@pytest.fixture
async def http(
    settings: GatewaySettings, dist: Path, redis: aioredis.Redis
) -> AsyncIterator[httpx.AsyncClient]:
    """One keep-alive connection to the gateway as ``__main__`` serves it."""
    sock = free_socket()
    app = create_app(settings.model_copy(update={"web_dist": dist}))
    server = uvicorn.Server(server_config(app, settings, log_level="warning"))
    task = asyncio.create_task(server.serve(sockets=[sock]))
    limits = httpx.Limits(max_connections=1)
    base = f"http://127.0.0.1:{sock.getsockname()[1]}"
    try:
        async with httpx.AsyncClient(base_url=base, timeout=10, limits=limits) as client:
            yield client
    finally:
        server.should_exit = True
        await task
        sock.close()


async def same_as_get(http: httpx.AsyncClient, path: str, **options: dict[str, str]) -> httpx.Response:
    got = await http.get(path, **options)  # type: ignore[arg-type]
    head = await http.head(path, **options)  # type: ignore[arg-type]
    assert head.status_code == got.status_code, (path, head.status_code, got.status_code)
    assert head.content == b""
    for name in UNCHANGED:
        assert head.headers.get(name) == got.headers.get(name), (path, name)
    return head


async def test_head_of_the_page_and_its_assets_answers_like_get(http: httpx.AsyncClient) -> None:
    index = await same_as_get(http, "/")
    assert index.status_code == 200 and index.headers["cache-control"] == "no-cache"
    assert "script-src 'self'" in index.headers["content-security-policy"]
    script = await same_as_get(http, "/assets/index-abc.js", headers={"Accept-Encoding": "identity"})
    assert script.status_code == 200 and int(script.headers["content-length"]) == 24 * 40
    zipped = await same_as_get(http, "/assets/index-abc.js", headers={"Accept-Encoding": "gzip"})
    assert zipped.headers["content-encoding"] == "gzip"
    assert (await same_as_get(http, "/assets/missing.js")).status_code == 404


async def test_head_of_api_reads_answers_like_get_and_asks_for_the_same_credentials(
    http: httpx.AsyncClient, token: Callable[[str], str]
) -> None:
    await same_as_get(http, "/v1/healthz")  # 503 here (no services' heartbeats), the same either way
    alice = bearer(token("alice"))
    models = await same_as_get(http, "/v1/models", headers=alice)
    assert models.status_code == 200 and models.headers["content-type"] == "application/json"
    assert (await same_as_get(http, "/v1/connections", headers=alice)).status_code == 200
    assert (await same_as_get(http, "/v1/models")).status_code == 401
    assert (await same_as_get(http, "/v1/admin/toolkits", headers=bearer(token("bob")))).status_code == 403


async def test_head_of_a_route_without_get_is_still_refused(http: httpx.AsyncClient) -> None:
    refused = await http.head("/v1/tools/validate")
    assert refused.status_code == 405 and refused.content == b""


async def test_head_of_an_event_stream_ends_after_its_head(
    http: httpx.AsyncClient, redis: aioredis.Redis, token: Callable[[str], str]
) -> None:
    """No orchestrator runs: the turn never ends, so its GET would stream keepalives for ever. The
    HEAD's answer is complete at once: the one connection serves the next request right after it."""
    alice = token("alice")
    turn_id = await start_turn(http, alice, await store_conversation(redis))
    head = await http.head(f"/v1/turns/{turn_id}/events", headers=bearer(alice))
    assert head.status_code == 200 and head.headers["content-type"].startswith("text/event-stream")
    assert head.content == b""
    after = await asyncio.wait_for(http.get("/"), timeout=5)
    assert after.status_code == 200
