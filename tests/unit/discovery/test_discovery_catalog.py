"""The catalog: listing connected connections into Redis, failures, and the search index."""

from typing import Any

import pytest
from redis.asyncio import Redis

from assent_contracts.discovery import ActionDefinition, catalog_key
from assent_discovery import catalog_store
from assent_discovery.catalog_store import CATALOG_DIGESTS_KEY, CATALOG_STATUS_KEY, load_catalogs
from assent_discovery.deps import Discovery
from assent_discovery.listing import ListedTool, ListingFailed

from .conftest import GITHUB_TOOLS, GITHUB_URL, SLACK_URL, EditDirectory, FakeLister, text


async def test_refresh_lists_each_connected_connection_with_its_credentials(
    discovery: Discovery, lister: FakeLister, redis: Redis
) -> None:
    await discovery.catalog.refresh_all()

    assert sorted(lister.calls) == [
        (GITHUB_URL, "ghp_secret_alice"),
        (GITHUB_URL, "ghp_secret_bob"),
        (SLACK_URL, "xoxb_secret_acme"),
    ]
    stored = await redis.hgetall(catalog_key("conn_alice_github"))
    assert sorted(text(k) for k in stored) == [
        "github.create_issue",
        "github.create_workflow_dispatch",
        "github.get_me",
        "github.list_issues",
    ]
    action = ActionDefinition.model_validate_json(stored[b"github.get_me"])
    assert (action.connection_id, action.tool_name) == ("conn_alice_github", "get_me")
    assert not await redis.exists(catalog_key("conn_shared_github"))


async def test_a_failing_server_marks_only_its_connection_unavailable(
    discovery: Discovery, lister: FakeLister, redis: Redis
) -> None:
    lister.answers[SLACK_URL] = ListingFailed("the MCP server did not answer within 10s")

    await discovery.catalog.refresh_all()

    assert discovery.catalog.unavailable == {"conn_acme_slack": "the MCP server did not answer within 10s"}
    assert await redis.hgetall(CATALOG_STATUS_KEY) == {
        b"conn_acme_slack": b"the MCP server did not answer within 10s"
    }
    assert await redis.hlen(catalog_key("conn_alice_github")) == len(GITHUB_TOOLS)
    assert await discovery.catalog.search("issue", 5, ["github.list_issues", "github.create_issue"])


async def test_the_last_good_catalog_survives_an_outage_and_recovery_clears_the_status(
    discovery: Discovery, lister: FakeLister, redis: Redis
) -> None:
    await discovery.catalog.refresh_all()
    tools = lister.answers[SLACK_URL]
    lister.answers[SLACK_URL] = ListingFailed("the MCP server is unreachable")

    await discovery.catalog.refresh_all()

    assert await redis.hlen(catalog_key("conn_acme_slack")) == 2
    assert await redis.hexists(CATALOG_STATUS_KEY, "conn_acme_slack")

    lister.answers[SLACK_URL] = tools
    await discovery.catalog.refresh_all()

    assert not await redis.hexists(CATALOG_STATUS_KEY, "conn_acme_slack")
    assert discovery.catalog.unavailable == {}


async def test_refused_credentials_are_recorded_as_such_until_a_listing_goes_through(
    discovery: Discovery, lister: FakeLister, redis: Redis
) -> None:
    tools = lister.answers[SLACK_URL]
    refused = "the MCP server refused the connection's credentials (HTTP 401)"
    lister.answers[SLACK_URL] = ListingFailed(refused, credentials_refused=True)
    await discovery.catalog.refresh_all()
    ids = ["conn_acme_slack", "conn_alice_github"]

    assert await catalog_store.unavailable(redis, ids) == {"conn_acme_slack": refused}
    assert await catalog_store.credentials_refused(redis, ids) == ["conn_acme_slack"]

    lister.answers[SLACK_URL] = ListingFailed("the MCP server is unreachable")  # now the server is down
    await discovery.catalog.refresh_all()
    assert await catalog_store.credentials_refused(redis, ids) == []

    lister.answers[SLACK_URL] = ListingFailed(refused, credentials_refused=True)
    await discovery.catalog.refresh_all()
    lister.answers[SLACK_URL] = tools
    await discovery.catalog.refresh_all()
    assert await catalog_store.unavailable(redis, ids) == {}
    assert await catalog_store.credentials_refused(redis, ids) == []


async def test_a_changed_tool_list_replaces_the_catalog(
    discovery: Discovery, lister: FakeLister, redis: Redis
) -> None:
    await discovery.catalog.refresh_all()
    lister.answers[SLACK_URL] = [ListedTool(name="post_message", description="Say something in a channel.")]

    await discovery.catalog.refresh_all()

    catalogs = await load_catalogs(redis, ["conn_acme_slack"])
    assert list(catalogs["conn_acme_slack"]) == ["slack.post_message"]
    assert await discovery.catalog.search("say something", 3, ["slack.post_message"]) == [
        "slack.post_message"
    ]


async def test_a_disconnected_connection_loses_its_catalog(
    discovery: Discovery, redis: Redis, edit_directory: EditDirectory
) -> None:
    await discovery.catalog.refresh_all()

    def disconnect_bob(data: dict[str, Any]) -> None:
        data["connections"][1]["status"] = "disconnected"

    edit_directory(disconnect_bob)
    await discovery.catalog.refresh_all()

    assert not await redis.exists(catalog_key("conn_bob_github"))
    assert await redis.exists(catalog_key("conn_alice_github"))


async def test_ensure_listed_lists_only_what_was_never_listed(
    discovery: Discovery, lister: FakeLister
) -> None:
    await discovery.catalog.ensure_listed(["conn_alice_github", "conn_shared_github", "nope"])
    await discovery.catalog.ensure_listed(["conn_alice_github"])

    assert lister.calls == [(GITHUB_URL, "ghp_secret_alice")]


async def test_search_reindexes_from_redis_written_by_another_replica(
    discovery: Discovery, lister: FakeLister
) -> None:
    await discovery.catalog.refresh((await discovery.catalog.current_directory()).connections[3])

    found = await discovery.catalog.search("post a message", 3, ["slack.post_message", "slack.list_channels"])

    assert found[0] == "slack.post_message"


@pytest.mark.parametrize("allowed", [[], ["slack.list_channels"]])
async def test_search_stays_within_the_allowed_names(discovery: Discovery, allowed: list[str]) -> None:
    await discovery.catalog.refresh_all()

    assert set(await discovery.catalog.search("message channel issue", 10, allowed)) <= set(allowed)


async def test_catalogs_are_parsed_once_per_stored_version(
    discovery: Discovery, lister: FakeLister, redis: Redis
) -> None:
    await discovery.catalog.refresh_all()
    first = await discovery.catalog.catalogs(["conn_acme_slack"])
    # a write that bypasses store_catalog leaves the digest alone: the parsed catalog is reused
    await redis.hdel(catalog_key("conn_acme_slack"), *first["conn_acme_slack"])  # type: ignore[misc]
    assert await discovery.catalog.catalogs(["conn_acme_slack"]) == first

    lister.answers[SLACK_URL] = [ListedTool(name="post_message", description="Say something.")]
    await discovery.catalog.refresh_all()  # a new listing stores a new digest with the catalog
    again = await discovery.catalog.catalogs(["conn_acme_slack"])
    assert list(again["conn_acme_slack"]) == ["slack.post_message"]

    await redis.delete(CATALOG_DIGESTS_KEY)  # no digest: read afresh every time
    await redis.delete(catalog_key("conn_acme_slack"))
    assert await discovery.catalog.catalogs(["conn_acme_slack"]) == {"conn_acme_slack": {}}
