"""The discovery service end to end: real demo MCP servers over HTTP, a real broker and Redis."""

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import AsyncExitStack
from typing import Any

import httpx
import pytest
from faststream import FastStream
from faststream.redis import RedisBroker
from redis.asyncio import Redis
from tests.directory_builder import DirectoryBuilder
from tests.directory_seeding import database_settings, seed

from assent_contracts.directory import Directory
from assent_contracts.discovery import (
    OPEN_CONTEXT_STREAM,
    RESOLVE_STREAM,
    SEARCH_STREAM,
    ContextOpened,
    OpenContext,
    ResolveAction,
    ResolveReply,
    SearchReply,
    SearchRequested,
    discovery_context_key,
)
from assent_demo.mcp.app import create_app as demo_mcp_app
from assent_discovery.app import build_broker, build_discovery, create_app, refreshing
from assent_discovery.deps import Discovery
from assent_discovery.settings import DiscoverySettings

from .conftest import PAGED_TOKEN, closed_port_url, paged_app, serving

CREDENTIALS = ["ghp_itest_alice", "xoxb_itest_acme", "jira_itest_token", PAGED_TOKEN]
QUERY = "open a new bug report issue in the widgets repository"
ISSUE = {"repo": "acme/widgets", "title": "Flaky nightly build 7f3a", "body": "Seen twice on main"}


def directory(urls: dict[str, str]) -> Directory:
    built = DirectoryBuilder().org("acme", "Acme").user("alice", "Alice")
    for slug, url in urls.items():
        built.toolkit(slug, url, slug.title())
    for (conn_id, toolkit), credentials in zip(
        [("conn_github", "github"), ("conn_slack", "slack"), ("conn_jira", "jira"), ("conn_paged", "paged")],
        CREDENTIALS,
        strict=True,
    ):
        built.connection(conn_id, toolkit, display_name=f"Acme {toolkit}", credentials=credentials)
    return built.build()


async def everything_in(redis: Redis, key: str) -> str:
    """Every value a key holds, whatever its type, as text (the secrets looked for are ASCII)."""
    kind = text(await redis.type(key))
    if kind == "none":  # gone since the scan listed it (a vector claim is dropped once stored)
        return ""
    readers: dict[str, Callable[[], Awaitable[object]]] = {
        "string": lambda: redis.get(key),
        "hash": lambda: redis.hgetall(key),
        "stream": lambda: redis.xrange(key),
        "list": lambda: redis.lrange(key, 0, -1),
        "set": lambda: redis.smembers(key),
        "zset": lambda: redis.zrange(key, 0, -1),
    }
    return repr(await readers[kind]())


def text(value: object) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


class Running:
    def __init__(self, discovery: Discovery, requester: RedisBroker, github_base: str) -> None:
        self.discovery = discovery
        self.requester = requester
        self.github_base = github_base

    async def open(self, conversation: str = "conv_1") -> ContextOpened:
        ids = ["conn_github", "conn_slack", "conn_jira", "conn_paged"]
        request = OpenContext(conversation_id=conversation, user_id="alice", connection_ids=ids)
        reply = await self.requester.request(request, stream=OPEN_CONTEXT_STREAM, timeout=30)
        return ContextOpened.model_validate_json(reply.body)

    async def search(self, **fields: Any) -> SearchReply:
        request = SearchRequested(conversation_id="conv_1", **fields)
        reply = await self.requester.request(request, stream=SEARCH_STREAM, timeout=30)
        return SearchReply.model_validate_json(reply.body)

    async def resolve(self, name: str, arguments: dict[str, Any]) -> ResolveReply:
        request = ResolveAction(conversation_id="conv_1", name=name, arguments=arguments)
        reply = await self.requester.request(request, stream=RESOLVE_STREAM, timeout=30)
        return ResolveReply.model_validate_json(reply.body)


@pytest.fixture
async def running(redis: Redis, redis_url: str, database_url: str) -> AsyncIterator[Running]:
    """Demo github and slack servers, a paged server, a jira that is down, and discovery serving."""
    async with AsyncExitStack() as stack:
        github = await stack.enter_async_context(serving(demo_mcp_app("github", {CREDENTIALS[0]: "alice"})))
        slack = await stack.enter_async_context(serving(demo_mcp_app("slack", {CREDENTIALS[1]: "acme-bot"})))
        paged = await stack.enter_async_context(serving(paged_app(5, [])))
        urls = {
            "github": f"{github}/mcp",
            "slack": f"{slack}/mcp",
            "jira": closed_port_url(),
            "paged": f"{paged}/mcp",
        }
        database = await seed(database_url, directory(urls))
        settings = DiscoverySettings(redis_url=redis_url, database=database, list_timeout_s=10)
        discovery = build_discovery(settings)
        broker = build_broker(discovery)
        await stack.enter_async_context(refreshing(discovery))
        await stack.enter_async_context(broker)
        await broker.start()
        requester = await stack.enter_async_context(RedisBroker(redis_url))
        await requester.start()
        yield Running(discovery, requester, github)


async def test_open_search_read_and_resolve_through_the_broker(running: Running) -> None:
    opened = await running.open()

    assert [c.id for c in opened.connections] == ["conn_github", "conn_slack", "conn_jira", "conn_paged"]
    assert opened.unavailable == {"conn_jira": "the MCP server is unreachable"}

    found = await running.search(query=QUERY)
    assert found.error is None
    assert "github.create_issue" in [r.name for r in found.results]
    assert found.hint is not None and "jira is unavailable right now" in found.hint

    paged = await running.search(names=["paged.tool_04"])
    assert paged.error is None and paged.results[0].read_only is True

    read = await running.search(names=["github.create_issue"])
    assert read.results[0].parameters is not None
    assert set(read.results[0].parameters["required"]) == {"repo", "title"}

    resolved = await running.resolve("github.create_issue", ISSUE)
    assert resolved.error is None and resolved.action is not None
    assert resolved.action.tool_name == "create_issue"
    assert resolved.action.connection.id == "conn_github"

    invalid = await running.resolve("github.create_issue", {"repo": "acme/widgets", "title": ""})
    assert invalid.action is None and invalid.error is not None and "/title" in invalid.error


async def test_bad_requests_get_errors_not_timeouts(running: Running) -> None:
    await running.open()

    both = await running.search(query="x", names=["github.get_me"])
    huge = await running.search(query="q" * 2000)
    unknown = await running.resolve("github.get_me", {})
    expired = SearchReply.model_validate_json(
        (
            await running.requester.request(
                SearchRequested(conversation_id="conv_nope", query="issues"), stream=SEARCH_STREAM, timeout=30
            )
        ).body
    )

    assert both.error and huge.error and unknown.error and expired.error
    assert "search first" in unknown.error and "expired" in expired.error


async def test_redis_keeps_only_ids_and_revisions(running: Running, redis: Redis) -> None:
    await running.open()
    await running.search(query=QUERY)
    await running.search(names=["github.create_issue"])
    await running.resolve("github.create_issue", ISSUE)

    context = await redis.hgetall(discovery_context_key("conv_1"))
    for field, value in context.items():
        name = text(field)
        assert name.startswith(("conn:", "act:"))
        assert text(value).startswith("c" if name.startswith("conn:") else "a-")
        assert len(value) < 40

    secrets = [*CREDENTIALS, "bug report", "Flaky nightly build 7f3a", "Seen twice on main"]
    async for key in redis.scan_iter():
        stored = await everything_in(redis, text(key))
        for secret in secrets:
            assert secret not in stored, (key, secret)
    for stream in (OPEN_CONTEXT_STREAM, SEARCH_STREAM, RESOLVE_STREAM):
        assert await redis.xlen(stream) == 0


async def test_a_request_whose_handler_fails_leaves_no_entry_behind(running: Running, redis: Redis) -> None:
    """Decision 005 also when the handler raises: a context key of the wrong type makes every read of
    it fail (``WRONGTYPE``), so no reply comes; the query and the arguments must not stay in Redis."""
    await redis.set(discovery_context_key("conv_broken"), "not a hash")
    marker = "quietly-7c1e"
    search = SearchRequested(conversation_id="conv_broken", query=f"find {marker}")
    resolve = ResolveAction(conversation_id="conv_broken", name="github.get_me", arguments={"note": marker})

    for request, stream in ((search, SEARCH_STREAM), (resolve, RESOLVE_STREAM)):
        await running.requester.publish(request, stream=stream)
        await handled(redis, stream)

    async for key in redis.scan_iter():
        assert marker not in await everything_in(redis, text(key)), key


async def handled(redis: Redis, stream: str, within_s: float = 30.0) -> None:
    """Wait (bounded) until the stream's one request was read by discovery and is gone: no entry and
    nothing pending in the ``discovery`` group."""
    deadline = asyncio.get_running_loop().time() + within_s
    while True:
        groups = await redis.xinfo_groups(stream)
        read = bool(groups) and text(groups[0]["last-delivered-id"]) != "0-0"
        if read and await redis.xlen(stream) == 0 and groups[0]["pending"] == 0:
            return
        assert asyncio.get_running_loop().time() < deadline, (stream, groups)
        await asyncio.sleep(0.05)


async def test_a_changed_tool_means_revision_changed(running: Running) -> None:
    await running.open()
    await running.search(names=["github.create_issue"])
    async with httpx.AsyncClient(base_url=running.github_base) as admin:
        changed = await admin.post(
            "/admin/tools/create_issue/description", json={"description": "Now different."}
        )
        assert changed.status_code == 200

    await running.discovery.catalog.refresh_all()
    reply = await running.resolve("github.create_issue", ISSUE)

    assert reply.error is not None and reply.error.startswith("revision_changed:")


def test_create_app_wires_a_faststream_app(redis_url: str) -> None:
    app = create_app(DiscoverySettings(redis_url=redis_url, database=database_settings("postgresql://x/y")))

    assert isinstance(app, FastStream)
