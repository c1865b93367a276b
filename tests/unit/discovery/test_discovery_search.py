"""Opening a context and searching it: results as the model sees them, and every bad input."""

from collections.abc import Collection
from dataclasses import replace
from typing import Any

import pytest
from redis.asyncio import Redis
from tests.directory_doubles import InMemoryDirectory

from assent_contracts.directory import connection_revision
from assent_contracts.discovery import OpenContext, SearchRequested, discovery_context_key
from assent_discovery.catalog import Catalog
from assent_discovery.deps import Discovery
from assent_discovery.listing import ListingFailed
from assent_discovery.opening import open_context
from assent_discovery.searching import search

from .conftest import SLACK_URL, EditDirectory, FakeLister, text

ALICE = ["conn_alice_github", "conn_acme_slack"]


async def opened(
    discovery: Discovery, conversation: str = "conv_1", ids: list[str] = ALICE, user: str = "alice"
):
    return await open_context(
        OpenContext(conversation_id=conversation, user_id=user, connection_ids=ids), discovery
    )


async def test_open_selects_usable_connections_with_their_revisions(discovery: Discovery) -> None:
    reply = await opened(discovery, ids=["conn_alice_github", "conn_bob_github", "conn_acme_slack", "nope"])

    assert [(c.id, c.revision) for c in reply.connections] == [
        ("conn_alice_github", connection_revision("conn_alice_github", 1)),
        ("conn_acme_slack", connection_revision("conn_acme_slack", 1)),
    ]
    assert reply.unavailable == {}


async def test_open_explains_connections_left_out_or_down(discovery: Discovery, lister: FakeLister) -> None:
    lister.answers[SLACK_URL] = ListingFailed("the MCP server is unreachable")

    reply = await opened(discovery, ids=["conn_alice_github", "conn_shared_github", "conn_acme_slack"])

    assert [c.id for c in reply.connections] == ["conn_alice_github", "conn_acme_slack"]
    assert reply.unavailable == {
        "conn_shared_github": "the connection is disconnected",
        "conn_acme_slack": "the MCP server is unreachable",
    }


async def test_a_second_connection_of_the_same_toolkit_is_left_out(
    discovery: Discovery, edit_directory: EditDirectory
) -> None:
    def share_github(data: dict[str, Any]) -> None:
        data["connections"][2]["status"] = "connected"

    edit_directory(share_github)

    reply = await opened(discovery, ids=["conn_alice_github", "conn_shared_github"])

    assert [c.id for c in reply.connections] == ["conn_alice_github"]
    assert "already provides the 'github' actions" in reply.unavailable["conn_shared_github"]


async def test_opening_again_returns_what_was_recorded(
    discovery: Discovery, edit_directory: EditDirectory
) -> None:
    first = await opened(discovery)

    def reconfigure(data: dict[str, Any]) -> None:
        data["connections"][0]["config_version"] = 2

    edit_directory(reconfigure)
    again = await opened(discovery)

    assert again.connections == first.connections


async def test_query_finds_actions_of_selected_connections_only(discovery: Discovery, redis: Redis) -> None:
    await opened(discovery, ids=["conn_acme_slack"])

    reply = await search(
        SearchRequested(conversation_id="conv_1", query="list issues of a repository"), discovery
    )

    assert reply.error is None
    assert all(r.name.startswith("slack.") for r in reply.results)


async def test_query_results_are_compact_and_recorded(discovery: Discovery, redis: Redis) -> None:
    await opened(discovery)

    reply = await search(
        SearchRequested(conversation_id="conv_1", query="create an issue or trigger a workflow"), discovery
    )

    by_name = {r.name: r for r in reply.results}
    assert {"github.create_issue", "github.create_workflow_dispatch"} <= set(by_name)
    issue = by_name["github.create_issue"]
    assert issue.parameters is not None and issue.parameters["required"] == ["repo", "title"]
    assert len(issue.description) <= 200 and issue.description.endswith("…")
    assert by_name["github.create_workflow_dispatch"].parameters is None
    assert issue.read_only is False
    recorded = await redis.hgetall(discovery_context_key("conv_1"))
    assert {text(k) for k in recorded if text(k).startswith("act:")} == {f"act:{name}" for name in by_name}


async def test_read_only_comes_from_the_annotations(discovery: Discovery) -> None:
    await opened(discovery)

    reply = await search(
        SearchRequested(conversation_id="conv_1", query="who am i get me profile"), discovery
    )

    assert reply.results[0].name == "github.get_me"
    assert reply.results[0].read_only is True


async def test_names_give_complete_parameters(discovery: Discovery, redis: Redis) -> None:
    await opened(discovery)

    reply = await search(
        SearchRequested(
            conversation_id="conv_1", names=["github.create_workflow_dispatch", "slack.post_message"]
        ),
        discovery,
    )

    assert reply.error is None
    assert [r.name for r in reply.results] == ["github.create_workflow_dispatch", "slack.post_message"]
    assert reply.results[0].parameters is not None and len(reply.results[0].parameters["properties"]) == 12
    assert await redis.hexists(discovery_context_key("conv_1"), "act:github.create_workflow_dispatch")


class NothingMatches(Catalog):
    async def search(self, query: str, k: int, allowed: Collection[str]) -> list[str]:
        return []


async def test_nothing_matched_gives_a_hint(
    discovery: Discovery, redis: Redis, directory_source: InMemoryDirectory, lister: FakeLister
) -> None:
    catalog = NothingMatches(redis, directory_source, lister)
    discovery = replace(discovery, catalog=catalog)
    await opened(discovery)

    reply = await search(SearchRequested(conversation_id="conv_1", query="zzzz qqqq"), discovery)

    assert reply.results == [] and reply.error is None
    assert reply.hint is not None and "other words" in reply.hint


async def test_connections_without_actions_give_a_hint(discovery: Discovery, lister: FakeLister) -> None:
    lister.answers[SLACK_URL] = []
    await opened(discovery, ids=["conn_acme_slack"])

    reply = await search(SearchRequested(conversation_id="conv_1", query="post a message"), discovery)

    assert reply.results == []
    assert reply.hint == "The selected connections offer no actions right now."


async def test_an_unavailable_connection_is_mentioned_in_the_hint(
    discovery: Discovery, lister: FakeLister
) -> None:
    lister.answers[SLACK_URL] = ListingFailed("the MCP server is unreachable")
    await opened(discovery)

    reply = await search(SearchRequested(conversation_id="conv_1", query="list issues"), discovery)

    assert reply.results
    assert (
        reply.hint is not None
        and "slack is unavailable right now (the MCP server is unreachable)" in reply.hint
    )


async def test_a_reconfigured_connection_is_not_searched(
    discovery: Discovery, edit_directory: EditDirectory
) -> None:
    await opened(discovery)

    def reconfigure(data: dict[str, Any]) -> None:
        data["connections"][0]["config_version"] = 2

    edit_directory(reconfigure)
    reply = await search(SearchRequested(conversation_id="conv_1", query="list issues"), discovery)

    assert not any(r.name.startswith("github.") for r in reply.results)
    assert reply.hint is not None and "github connection was reconfigured" in reply.hint


@pytest.mark.parametrize(
    ("query", "names", "error"),
    [
        (None, None, "either 'query'"),
        ("issues", ["github.get_me"], "either 'query'"),
        ("   ", None, "query is empty"),
        ("x" * 1001, None, "too long"),
        (None, [], "'names' is empty"),
        (None, [f"github.t{i}" for i in range(21)], "too many names"),
        (None, ["github.nope"], "'github.nope' is not an action of the selected github connection"),
        (None, ["get_me"], "'get_me' is not a name like 'github.get_me'"),
    ],
)
async def test_bad_input_is_a_clear_error(
    discovery: Discovery, query: str | None, names: list[str] | None, error: str
) -> None:
    await opened(discovery)

    reply = await search(SearchRequested(conversation_id="conv_1", query=query, names=names), discovery)

    assert reply.error is not None and error in reply.error
    assert reply.results == []


async def test_names_of_unselected_connections_are_refused(discovery: Discovery, redis: Redis) -> None:
    await opened(discovery, ids=["conn_alice_github"])

    reply = await search(SearchRequested(conversation_id="conv_1", names=["slack.post_message"]), discovery)

    assert reply.error is not None and "belongs to no connection selected" in reply.error
    assert not await redis.hexists(discovery_context_key("conv_1"), "act:slack.post_message")


async def test_an_expired_context_is_an_error(discovery: Discovery, redis: Redis) -> None:
    await opened(discovery)
    await redis.delete(discovery_context_key("conv_1"))

    reply = await search(SearchRequested(conversation_id="conv_1", query="issues"), discovery)

    assert reply.error is not None and "expired" in reply.error
    assert not await redis.exists(discovery_context_key("conv_1"))
