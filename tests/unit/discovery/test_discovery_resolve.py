"""Resolving a proposed action: discovered, unchanged, and with arguments that fit its schema."""

from typing import Any

import pytest
from redis.asyncio import Redis

from assent_contracts.directory import connection_revision
from assent_contracts.discovery import (
    OpenContext,
    ResolveAction,
    SearchRequested,
    catalog_key,
    discovery_context_key,
)
from assent_discovery.deps import Discovery
from assent_discovery.listing import ListedTool
from assent_discovery.opening import open_context
from assent_discovery.resolving import argument_problems, resolve
from assent_discovery.searching import search

from .conftest import SLACK_URL, EditDirectory, FakeLister, text

ISSUE = {"repo": "acme/widgets", "title": "Broken build"}


@pytest.fixture
async def discovered(discovery: Discovery) -> Discovery:
    """Alice's conversation ``conv_1`` has read ``github.create_issue`` and ``slack.post_message``."""
    request = OpenContext(
        conversation_id="conv_1", user_id="alice", connection_ids=["conn_alice_github", "conn_acme_slack"]
    )
    await open_context(request, discovery)
    names = ["github.create_issue", "slack.post_message"]
    reply = await search(SearchRequested(conversation_id="conv_1", names=names), discovery)
    assert reply.error is None
    return discovery


async def resolving(discovery: Discovery, name: str, arguments: dict[str, Any], conversation: str = "conv_1"):
    return await resolve(
        ResolveAction(conversation_id=conversation, name=name, arguments=arguments), discovery
    )


async def test_a_discovered_action_with_valid_arguments_resolves(discovered: Discovery, redis: Redis) -> None:
    reply = await resolving(discovered, "github.create_issue", ISSUE)

    assert reply.error is None and reply.action is not None
    action = reply.action
    assert (action.name, action.tool_name) == ("github.create_issue", "create_issue")
    assert action.connection.model_dump() == {
        "id": "conn_alice_github",
        "toolkit": "github",
        "display_name": "alice on GitHub",
    }
    assert action.connection_revision == connection_revision("conn_alice_github", 1)
    stored = await redis.hget(catalog_key("conn_alice_github"), "github.create_issue")
    assert stored is not None and action.action_revision in text(stored)
    assert action.annotations == {"readOnlyHint": False, "destructiveHint": False}
    assert action.permission == "ask"


async def test_permission_comes_from_the_connection(discovered: Discovery) -> None:
    reply = await resolving(discovered, "slack.post_message", {"channel": "#dev", "text": "hi"})

    assert reply.action is not None and reply.action.permission == "allow"


async def test_an_action_not_discovered_here_is_refused(discovered: Discovery) -> None:
    reply = await resolving(discovered, "github.get_me", {})

    assert reply.error == "'github.get_me' was not discovered in this conversation; search first"


async def test_another_conversation_cannot_use_these_discoveries(discovered: Discovery) -> None:
    reply = await resolving(discovered, "github.create_issue", ISSUE, conversation="conv_other")

    assert reply.error is not None and "expired" in reply.error


async def test_invalid_arguments_list_each_problem_with_its_pointer(discovered: Discovery) -> None:
    reply = await resolving(
        discovered, "github.create_issue", {"repo": 5, "labels": ["ok", 7], "extra": True}
    )

    assert reply.action is None and reply.error is not None
    assert reply.error.startswith("invalid arguments for 'github.create_issue': ")
    assert "/: 'title' is a required property" in reply.error
    assert "/repo: 5 is not of type 'string'" in reply.error
    assert "/labels/1: 7 is not of type 'string'" in reply.error
    assert "Additional properties are not allowed ('extra' was unexpected)" in reply.error


async def test_a_reconfigured_connection_means_a_new_conversation(
    discovered: Discovery, edit_directory: EditDirectory
) -> None:
    def reconfigure(data: dict[str, Any]) -> None:
        data["connections"][0]["config_version"] = 2

    edit_directory(reconfigure)

    reply = await resolving(discovered, "github.create_issue", ISSUE)

    assert reply.error is not None and reply.error.startswith("revision_changed: ")
    assert "start a new conversation" in reply.error


async def test_a_changed_definition_means_a_new_conversation(
    discovered: Discovery, lister: FakeLister
) -> None:
    lister.answers[SLACK_URL] = [
        ListedTool(
            name="post_message", description="Post, now with threads.", input_schema={"type": "object"}
        )
    ]
    await discovered.catalog.refresh_all()

    reply = await resolving(discovered, "slack.post_message", {"channel": "#dev", "text": "hi"})
    again = await search(SearchRequested(conversation_id="conv_1", names=["slack.post_message"]), discovered)
    still = await resolving(discovered, "slack.post_message", {"channel": "#dev", "text": "hi"})

    assert reply.error is not None and reply.error.startswith(
        "revision_changed: 'slack.post_message' changed"
    )
    assert again.error is None
    assert still.error == reply.error


async def test_a_removed_action_means_a_new_conversation(discovered: Discovery, lister: FakeLister) -> None:
    lister.answers[SLACK_URL] = []
    await discovered.catalog.refresh_all()

    reply = await resolving(discovered, "slack.post_message", {"channel": "#dev", "text": "hi"})

    assert reply.error is not None and reply.error.startswith(
        "revision_changed: 'slack.post_message' is no longer"
    )


async def test_a_disconnected_connection_is_refused(
    discovered: Discovery, edit_directory: EditDirectory
) -> None:
    def disconnect(data: dict[str, Any]) -> None:
        data["connections"][3]["status"] = "disconnected"

    edit_directory(disconnect)

    reply = await resolving(discovered, "slack.post_message", {"channel": "#dev", "text": "hi"})

    assert reply.error is not None and "no longer available" in reply.error


async def test_resolving_renews_the_context(discovered: Discovery, redis: Redis) -> None:
    await redis.expire(discovery_context_key("conv_1"), 5)

    await resolving(discovered, "github.create_issue", ISSUE)

    assert await redis.ttl(discovery_context_key("conv_1")) > 5


def test_problems_are_capped() -> None:
    schema = {"type": "object", "properties": {f"p{i}": {"type": "integer"} for i in range(15)}}

    problems = argument_problems(schema, {f"p{i}": "x" for i in range(15)})

    assert len(problems) == 11 and problems[-1] == "and 5 more"
    assert problems[0] == "/p0: 'x' is not of type 'integer'"
