"""``notifications/tools/list_changed`` from a real demo MCP server re-lists its toolkit at once."""

import asyncio

import httpx
from redis.asyncio import Redis
from tests.directory_builder import DirectoryBuilder
from tests.directory_seeding import seed

from assent_contracts.directory import Directory
from assent_contracts.discovery import ActionDefinition, catalog_key
from assent_database.engine import create_engine, session_factory
from assent_demo.mcp.app import create_app as demo_mcp_app
from assent_discovery.catalog import Catalog
from assent_discovery.mcp_lister import McpToolLister
from assent_discovery.mcp_watcher import McpChangeWatcher
from assent_discovery.watching import ChangeWatchers
from assent_runtime.directory_source import DatabaseDirectory

from .conftest import serving

TOKEN = "ghp_watch_alice"


def directory(url: str) -> Directory:
    return (
        DirectoryBuilder()
        .org("acme", "Acme")
        .user("alice", "Alice")
        .toolkit("github", url, "GitHub")
        .connection("conn_github", "github", display_name="Acme GitHub", credentials=TOKEN)
        .build()
    )


async def description_of(redis: Redis, name: str) -> str:
    raw = await redis.hget(catalog_key("conn_github"), name)
    assert raw is not None
    return ActionDefinition.model_validate_json(raw).description


async def test_a_tool_change_is_relisted_without_waiting_for_the_period(
    redis: Redis, database_url: str
) -> None:
    async with serving(demo_mcp_app("github", {TOKEN: "alice"})) as base:
        settings = await seed(database_url, directory(f"{base}/mcp"))
        engine = create_engine(database_url)
        source = DatabaseDirectory(session_factory(engine), redis, settings.cipher())
        catalog = Catalog(redis, source, McpToolLister(timeout_s=10))
        await catalog.refresh_all()
        before = await description_of(redis, "github.create_issue")
        relisted: asyncio.Queue[str] = asyncio.Queue()
        watchers = ChangeWatchers(
            catalog, McpChangeWatcher(connect_timeout_s=10), retry_s=0.1, on_relisted=relisted.put_nowait
        )
        watch = asyncio.create_task(watchers.run(resync_s=3600))
        try:
            assert await relisted.get() == "conn_github"  # the watch is in place (and re-listed once)
            async with httpx.AsyncClient(base_url=base) as admin:
                changed = await admin.post(
                    "/admin/tools/create_issue/description", json={"description": "Changed."}
                )
                assert changed.status_code == 200
            assert await relisted.get() == "conn_github"
        finally:
            watch.cancel()
            await asyncio.gather(watch, return_exceptions=True)
            await engine.dispose()

    assert before != "Changed."
    assert await description_of(redis, "github.create_issue") == "Changed."


def two_users(url: str) -> Directory:
    """Alice's and Bob's connections to the same server; Alice's (first by id) has a revoked token."""
    built = DirectoryBuilder().org("acme", "Acme").user("alice", "Alice").user("bob", "Bob")
    built.toolkit("github", url, "GitHub")
    for user, token in (("alice", "ghp_revoked_alice"), ("bob", "ghp_watch_bob")):
        built.connection(
            f"conn_{user}_github", "github", owner=user, display_name=f"{user} on GitHub", credentials=token
        )
    return built.build()


async def test_one_users_broken_credentials_do_not_keep_a_tool_change_from_another(
    redis: Redis, database_url: str
) -> None:
    """Issue 9, item 6: the toolkit's one watch used the first connection's credentials; with Alice's
    revoked, Bob's catalog saw a tool change only at the next periodic listing."""
    async with serving(demo_mcp_app("github", {"ghp_watch_bob": "bob"})) as base:
        settings = await seed(database_url, two_users(f"{base}/mcp"))
        engine = create_engine(database_url)
        source = DatabaseDirectory(session_factory(engine), redis, settings.cipher())
        catalog = Catalog(redis, source, McpToolLister(timeout_s=10))
        await catalog.refresh_all()
        relisted: asyncio.Queue[str] = asyncio.Queue()
        watchers = ChangeWatchers(
            catalog, McpChangeWatcher(connect_timeout_s=10), retry_s=0.1, on_relisted=relisted.put_nowait
        )
        watch = asyncio.create_task(watchers.run(resync_s=3600))

        async def bob_relisted() -> None:
            while await relisted.get() != "conn_bob_github":
                pass

        try:
            await asyncio.wait_for(bob_relisted(), 20)  # Bob's watch is in place
            async with httpx.AsyncClient(base_url=base) as admin:
                changed = await admin.post(
                    "/admin/tools/create_issue/description", json={"description": "Changed for Bob."}
                )
                assert changed.status_code == 200
            await asyncio.wait_for(bob_relisted(), 20)
        finally:
            watch.cancel()
            await asyncio.gather(watch, return_exceptions=True)
            await engine.dispose()

    raw = await redis.hget(catalog_key("conn_bob_github"), "github.create_issue")
    assert raw is not None
    assert ActionDefinition.model_validate_json(raw).description == "Changed for Bob."
