"""Change watchers: one per toolkit, following the directory, re-listing the toolkit on a change."""

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
    """A ``ToolChangeWatcher`` whose watches stay open until cancelled; tests fire changes by hand."""

    def __init__(self) -> None:
        self.watching: dict[str, tuple[str, Callable[[], None]]] = {}
        self.started: asyncio.Queue[str] = asyncio.Queue()

    async def watch(self, url: str, credentials: SecretStr, changed: Callable[[], None]) -> None:
        self.watching[url] = (credentials.get_secret_value(), changed)
        self.started.put_nowait(url)
        try:
            await asyncio.Event().wait()
        finally:
            del self.watching[url]


async def test_one_watch_per_toolkit_and_a_change_relists_the_toolkit(
    discovery: Discovery, lister: FakeLister
) -> None:
    fake = FakeWatcher()
    relisted: asyncio.Queue[str] = asyncio.Queue()
    watchers = ChangeWatchers(discovery.catalog, fake, retry_s=0.01, on_relisted=relisted.put_nowait)

    watchers.sync(await catalog_directory(discovery))
    started = {await fake.started.get(), await fake.started.get()}

    assert started == {GITHUB_URL, SLACK_URL}
    assert fake.watching[GITHUB_URL][0] == "ghp_secret_alice"

    lister.answers[GITHUB_URL] = [ListedTool(name="get_me", description="Changed.")]
    fake.watching[GITHUB_URL][1]()
    assert await relisted.get() == "github"

    assert sorted(lister.calls) == [(GITHUB_URL, "ghp_secret_alice"), (GITHUB_URL, "ghp_secret_bob")]
    assert await discovery.catalog.search("changed", 5, ["github.get_me"]) == ["github.get_me"]
    await watchers.stop()
    assert fake.watching == {}


async def test_a_reconfigured_connection_restarts_its_watch(
    discovery: Discovery, edit_directory: EditDirectory
) -> None:
    fake = FakeWatcher()
    watchers = ChangeWatchers(discovery.catalog, fake, retry_s=0.01)
    watchers.sync(await catalog_directory(discovery))
    await fake.started.get()
    await fake.started.get()

    def reconnect_alice(data: dict[str, Any]) -> None:
        data["connections"][0]["config_version"] = 2
        data["connections"][0]["credentials"] = "ghp_secret_alice_v2"
        data["connections"][3]["status"] = "disconnected"

    edit_directory(reconnect_alice)
    watchers.sync(await catalog_directory(discovery))

    assert await fake.started.get() == GITHUB_URL
    assert fake.watching[GITHUB_URL][0] == "ghp_secret_alice_v2"
    await watchers.stop()
