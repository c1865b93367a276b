"""Periodic listings are shared between replicas: one lists a connection per period, all can search it."""

import asyncio
import contextlib
from collections.abc import Callable

from redis.asyncio import Redis
from tests.directory_doubles import InMemoryDirectory

from assent_discovery.catalog import Catalog
from assent_discovery.listing import ListedTool, ListingFailed
from assent_discovery.listing_claims import claim_key

from .conftest import GITHUB_TOOLS, GITHUB_URL, SLACK_TOOLS, SLACK_URL, FakeLister

CONNECTED = 3  # alice's and bob's github, acme's slack


async def test_a_connection_listed_by_one_replica_is_not_listed_again_by_another(
    redis: Redis, directory_source: InMemoryDirectory
) -> None:
    first, second = FakeLister(_answers()), FakeLister(_answers())
    a = Catalog(redis, directory_source, first)
    b = Catalog(redis, directory_source, second)

    await a.refresh_all(claim_for_s=60)
    await b.refresh_all(claim_for_s=60)

    assert len(first.calls) == CONNECTED
    assert second.calls == []  # left to the replica that claimed them
    # the replica that did not list searches the catalogs all the same
    assert await b.search("say something in a channel", 1, ["slack.post_message"]) == ["slack.post_message"]


async def test_an_expired_claim_or_an_explicit_refresh_lists_again(
    redis: Redis, directory_source: InMemoryDirectory
) -> None:
    lister = FakeLister(_answers())
    catalog = Catalog(redis, directory_source, lister)
    await catalog.refresh_all(claim_for_s=60)
    await catalog.refresh_all()  # asked for explicitly: no claim needed
    assert len(lister.calls) == 2 * CONNECTED

    for key in [k async for k in redis.scan_iter(match=claim_key("*"))]:
        await redis.delete(key)  # as when the period is over
    await catalog.refresh_all(claim_for_s=60)
    assert len(lister.calls) == 3 * CONNECTED


async def test_a_woken_periodic_cycle_lists_everything_at_once(
    redis: Redis, directory_source: InMemoryDirectory
) -> None:
    lister = FakeLister(_answers())
    catalog = Catalog(redis, directory_source, lister)
    task = asyncio.create_task(catalog.refresh_periodically(3600))
    try:
        await _until(lambda: len(lister.calls) == CONNECTED)
        catalog.request_refresh()  # claims still held from the first cycle: listed anyway
        await _until(lambda: len(lister.calls) == 2 * CONNECTED)
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task


def _answers() -> dict[str, list[ListedTool] | ListingFailed]:
    return {GITHUB_URL: GITHUB_TOOLS, SLACK_URL: SLACK_TOOLS}


async def _until(condition: Callable[[], bool], attempts: int = 500) -> None:
    """Poll a condition on the fake's call log (it has nothing to await)."""
    for _ in range(attempts):
        if condition():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("condition never held")
