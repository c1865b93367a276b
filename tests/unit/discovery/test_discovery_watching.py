"""Change watchers: one per connection, with its own credentials, following the directory; a change
re-lists that connection (issue 9, item 6)."""

import asyncio
from collections.abc import Callable
from typing import Any

from pydantic import SecretStr

from assent_contracts.directory import Directory
from assent_discovery.deps import Discovery
from assent_discovery.listing import ListedTool
from assent_discovery.watching import ChangeWatchers

from .conftest import GITHUB_URL, SLACK_URL, EditDirectory, FakeLister


async def catalog_directory(discovery: Discovery) -> Directory:
    return await discovery.catalog.current_directory()


class FakeWatcher:
    """A ``ToolChangeWatcher`` whose watches stay open until cancelled; tests fire changes by hand.
    Watches are known by the credentials they were made with."""

    def __init__(self) -> None:
        self.watching: dict[str, tuple[str, Callable[[], None]]] = {}
        self.started: asyncio.Queue[str] = asyncio.Queue()

    async def watch(
        self, url: str, credentials: SecretStr, changed: Callable[[], None], refresh: object = None
    ) -> None:
        secret = credentials.get_secret_value()
        self.watching[secret] = (url, changed)
        self.started.put_nowait(secret)
        try:
            await asyncio.Event().wait()
        finally:
            del self.watching[secret]


async def test_one_watch_per_connection_and_a_change_relists_that_connection(
    discovery: Discovery, lister: FakeLister
) -> None:
    fake = FakeWatcher()
    relisted: asyncio.Queue[str] = asyncio.Queue()
    watchers = ChangeWatchers(discovery.catalog, fake, retry_s=0.01, on_relisted=relisted.put_nowait)

    watchers.sync(await catalog_directory(discovery))
    started = {await fake.started.get() for _ in range(3)}

    assert started == {"ghp_secret_alice", "ghp_secret_bob", "xoxb_secret_acme"}  # not the disconnected one
    assert fake.watching["ghp_secret_bob"][0] == GITHUB_URL
    assert fake.watching["xoxb_secret_acme"][0] == SLACK_URL

    lister.answers[GITHUB_URL] = [ListedTool(name="get_me", description="Changed.")]
    fake.watching["ghp_secret_bob"][1]()
    assert await relisted.get() == "conn_bob_github"

    assert lister.calls == [(GITHUB_URL, "ghp_secret_bob")]
    assert await discovery.catalog.search("changed", 5, ["github.get_me"]) == ["github.get_me"]
    await watchers.stop()
    assert fake.watching == {}


async def test_a_reconfigured_connection_restarts_its_watch(
    discovery: Discovery, edit_directory: EditDirectory
) -> None:
    fake = FakeWatcher()
    watchers = ChangeWatchers(discovery.catalog, fake, retry_s=0.01)
    watchers.sync(await catalog_directory(discovery))
    for _ in range(3):
        await fake.started.get()

    def reconnect_alice(data: dict[str, Any]) -> None:
        data["connections"][0]["config_version"] = 2
        data["connections"][0]["credentials"] = "ghp_secret_alice_v2"
        data["connections"][3]["status"] = "disconnected"

    edit_directory(reconnect_alice)
    watchers.sync(await catalog_directory(discovery))

    assert await fake.started.get() == "ghp_secret_alice_v2"
    assert fake.started.empty()  # Bob's watch was left as it was
    await watchers.stop()
    assert fake.watching == {}
