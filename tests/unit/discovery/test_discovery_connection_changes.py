"""Connections changed at run time (in the database, here a directory in memory): discovery sees them
at once, re-lists them with their new configuration, drops disconnected ones, and refuses actions
discovered under the old revision."""

import asyncio
from typing import Any

from pydantic import SecretStr
from redis.asyncio import Redis
from tests.directory_doubles import InMemoryDirectory

from assent_contracts.connections import CONNECTION_CHANGES_CHANNEL
from assent_contracts.directory import Connection, Directory, connection_revision
from assent_contracts.discovery import OpenContext, ResolveAction, SearchRequested, catalog_key
from assent_discovery import listed_revisions
from assent_discovery.catalog import Catalog
from assent_discovery.connection_sync import ConnectionSync
from assent_discovery.deps import Discovery
from assent_discovery.listing import ListedTool
from assent_discovery.opening import open_context
from assent_discovery.resolving import resolve
from assent_discovery.searching import search

from .conftest import GITHUB_TOOLS, GITHUB_URL, FakeLister

WAIT_S = 5
ISSUE = {"repo": "acme/widgets", "title": "Broken build"}


async def store(redis: Redis, discovery: Discovery, connection_id: str, **changes: Any) -> None:
    """Change a connection as ``POST``/``DELETE /v1/connections`` would: new fields, the next version."""
    source = discovery.catalog.source
    assert isinstance(source, InMemoryDirectory)
    plain = {k: v.get_secret_value() if isinstance(v, SecretStr) else v for k, v in changes.items()}
    source.change_connection(connection_id, **plain)


async def revisions(redis: Redis, connection_id: str) -> dict[bytes, bytes]:
    return await redis.hgetall(catalog_key(connection_id))  # type: ignore[misc]


async def discovered(discovery: Discovery) -> None:
    """Alice's conversation ``conv_1`` on her github connection has read ``github.create_issue``."""
    opened = OpenContext(conversation_id="conv_1", user_id="alice", connection_ids=["conn_alice_github"])
    await open_context(opened, discovery)
    reply = await search(SearchRequested(conversation_id="conv_1", names=["github.create_issue"]), discovery)
    assert reply.error is None


async def test_a_reconnect_is_relisted_with_the_new_credentials_and_changes_every_action_revision(
    discovery: Discovery, redis: Redis, lister: FakeLister
) -> None:
    await discovery.catalog.refresh_all()
    before = await revisions(redis, "conn_alice_github")
    await store(redis, discovery, "conn_alice_github", credentials=SecretStr("ghp_new"))
    lister.calls.clear()

    changed = await ConnectionSync(discovery.catalog, redis).sync(["conn_alice_github"])

    assert changed == ["conn_alice_github"]
    assert lister.calls == [(GITHUB_URL, "ghp_new")]
    after = await revisions(redis, "conn_alice_github")
    assert after.keys() == before.keys()
    assert all(after[name] != before[name] for name in before)
    listed = await listed_revisions.read(redis, ["conn_alice_github"])
    assert listed == {"conn_alice_github": connection_revision("conn_alice_github", 2)}


async def test_a_connection_already_listed_with_its_current_revision_is_not_listed_again(
    discovery: Discovery, redis: Redis, lister: FakeLister
) -> None:
    await discovery.catalog.refresh_all()
    await store(redis, discovery, "conn_alice_github")
    sync = ConnectionSync(discovery.catalog, redis)
    await sync.sync()  # another replica, say
    lister.calls.clear()

    assert await sync.sync(["conn_alice_github"]) == []
    assert await sync.sync() == []
    assert lister.calls == []


async def test_a_disconnect_drops_the_catalog_so_its_actions_leave_the_index(
    discovery: Discovery, redis: Redis
) -> None:
    await discovery.catalog.refresh_all()
    assert await discovery.catalog.search("create an issue", 5, ["github.create_issue"])
    await store(redis, discovery, "conn_alice_github", status="disconnected", credentials=SecretStr(""))
    await store(redis, discovery, "conn_bob_github", status="disconnected", credentials=SecretStr(""))

    changed = await ConnectionSync(discovery.catalog, redis).sync()

    assert sorted(changed) == ["conn_alice_github", "conn_bob_github"]
    assert await revisions(redis, "conn_alice_github") == {}
    assert await listed_revisions.read(redis, ["conn_alice_github"]) == {}
    assert await discovery.catalog.search("create an issue", 5, ["github.create_issue"]) == []


async def test_resolve_refuses_an_action_discovered_before_a_reconnect_with_revision_changed(
    discovery: Discovery, redis: Redis
) -> None:
    await discovered(discovery)
    await store(redis, discovery, "conn_alice_github", credentials=SecretStr("ghp_new"))

    reply = await resolve(
        ResolveAction(conversation_id="conv_1", name="github.create_issue", arguments=ISSUE), discovery
    )

    assert reply.action is None
    assert reply.error is not None and reply.error.startswith("revision_changed:")
    assert "start a new conversation" in reply.error


async def test_resolve_refuses_an_action_of_a_connection_disconnected_since(
    discovery: Discovery, redis: Redis
) -> None:
    await discovered(discovery)
    await store(redis, discovery, "conn_alice_github", status="disconnected")

    reply = await resolve(
        ResolveAction(conversation_id="conv_1", name="github.create_issue", arguments=ISSUE), discovery
    )

    assert reply.action is None and reply.error is not None
    assert "no longer available" in reply.error


async def test_a_conversation_opened_after_a_reconnect_records_the_new_revision_and_fresh_actions(
    discovery: Discovery, redis: Redis, lister: FakeLister
) -> None:
    await discovery.catalog.refresh_all()
    await store(redis, discovery, "conn_alice_github", credentials=SecretStr("ghp_new"))
    lister.calls.clear()

    opened = await open_context(
        OpenContext(conversation_id="conv_2", user_id="alice", connection_ids=["conn_alice_github"]),
        discovery,
    )

    assert [(c.id, c.revision) for c in opened.connections] == [
        ("conn_alice_github", connection_revision("conn_alice_github", 2))
    ]
    assert lister.calls == [(GITHUB_URL, "ghp_new")]  # listed at once, not at the next period
    reply = await search(SearchRequested(conversation_id="conv_2", names=["github.create_issue"]), discovery)
    assert reply.error is None
    resolved = await resolve(
        ResolveAction(conversation_id="conv_2", name="github.create_issue", arguments=ISSUE), discovery
    )
    assert resolved.action is not None
    assert resolved.action.connection_revision == connection_revision("conn_alice_github", 2)


async def test_a_connection_opened_by_a_user_at_run_time_is_usable_by_them(
    discovery: Discovery, redis: Redis
) -> None:
    added = Connection(
        id="conn_alice_slack", toolkit="slack", kind="personal", org="acme", owner="alice", display_name="a"
    )
    source = discovery.catalog.source
    assert isinstance(source, InMemoryDirectory)
    source.data["connections"].append(added.model_dump(mode="json", exclude={"credentials"}))

    alice = await open_context(
        OpenContext(conversation_id="conv_3", user_id="alice", connection_ids=[added.id]), discovery
    )
    bob = await open_context(
        OpenContext(conversation_id="conv_4", user_id="bob", connection_ids=[added.id]), discovery
    )

    assert [c.id for c in alice.connections] == [added.id]
    assert bob.connections == []


class ChangingLister(FakeLister):
    """Lists github while someone reconnects it: the listing it returns is of the old configuration."""

    def __init__(self, redis: Redis, discovery: Discovery) -> None:
        super().__init__({GITHUB_URL: GITHUB_TOOLS})
        self.redis = redis
        self.discovery = discovery

    async def list_tools(self, url: str, credentials: SecretStr, refresh: object = None) -> list[ListedTool]:
        tools = await super().list_tools(url, credentials)
        if len(self.calls) == 1:
            await store(self.redis, self.discovery, "conn_alice_github", credentials=SecretStr("ghp_new"))
        return tools


async def test_a_listing_overtaken_by_a_change_is_not_stored(
    discovery: Discovery, redis: Redis, directory_source: InMemoryDirectory
) -> None:
    catalog = Catalog(redis, directory_source, ChangingLister(redis, discovery))
    connection = (await catalog.current_directory()).connection("conn_alice_github")
    assert connection is not None

    await catalog.refresh(connection)

    assert await revisions(redis, "conn_alice_github") == {}
    assert await listed_revisions.read(redis, ["conn_alice_github"]) == {}


async def test_an_announced_change_is_synced_at_once(discovery: Discovery, redis: Redis) -> None:
    await discovery.catalog.refresh_all()
    synced: asyncio.Queue[Directory] = asyncio.Queue()
    sync = ConnectionSync(discovery.catalog, redis, on_changed=synced.put_nowait)
    listening = asyncio.create_task(sync.listen())
    try:
        await asyncio.wait_for(sync.subscribed.wait(), WAIT_S)
        await store(redis, discovery, "conn_alice_github", status="disconnected")
        await redis.publish(CONNECTION_CHANGES_CHANNEL, "conn_alice_github")

        directory = await asyncio.wait_for(synced.get(), WAIT_S)
    finally:
        listening.cancel()
        await asyncio.gather(listening, return_exceptions=True)

    assert directory.connection("conn_alice_github").status == "disconnected"  # type: ignore[union-attr]
    assert await revisions(redis, "conn_alice_github") == {}


async def test_a_change_never_announced_is_caught_by_the_periodic_check(
    discovery: Discovery, redis: Redis, lister: FakeLister
) -> None:
    await discovery.catalog.refresh_all()
    synced: asyncio.Queue[Directory] = asyncio.Queue()
    sync = ConnectionSync(discovery.catalog, redis, on_changed=synced.put_nowait)
    await store(redis, discovery, "conn_bob_github", credentials=SecretStr("ghp_bob_new"))
    lister.calls.clear()

    checking = asyncio.create_task(sync.check_periodically(0.01))
    try:
        await asyncio.wait_for(synced.get(), WAIT_S)
    finally:
        checking.cancel()
        await asyncio.gather(checking, return_exceptions=True)

    assert lister.calls == [(GITHUB_URL, "ghp_bob_new")]
