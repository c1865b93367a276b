"""``notifications/tools/list_changed`` from a real demo MCP server re-lists its toolkit at once."""

import asyncio

import httpx
from redis.asyncio import Redis
from tests.directory_seeding import seed

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


def directory(url: str) -> dict[str, object]:
    return {
        "orgs": [{"id": "acme", "name": "Acme"}],
        "users": [{"id": "alice", "org": "acme", "name": "Alice"}],
        "providers": [],
        "project_keys": [],
        "toolkits": [{"slug": "github", "display_name": "GitHub", "mcp_url": url}],
        "connections": [
            {
                "id": "conn_github", "toolkit": "github", "kind": "shared", "org": "acme",
                "display_name": "Acme GitHub", "credentials": TOKEN,
            }
        ],
    }  # fmt: skip


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
            assert await relisted.get() == "github"  # the watch is in place (and re-listed once)
            async with httpx.AsyncClient(base_url=base) as admin:
                changed = await admin.post(
                    "/admin/tools/create_issue/description", json={"description": "Changed."}
                )
                assert changed.status_code == 200
            assert await relisted.get() == "github"
        finally:
            watch.cancel()
            await asyncio.gather(watch, return_exceptions=True)
            await engine.dispose()

    assert before != "Changed."
    assert await description_of(redis, "github.create_issue") == "Changed."
