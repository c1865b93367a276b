"""The github demo server over real Streamable HTTP with the official client."""

import httpx2
import pytest
from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.exceptions import MCPError
from mcp_types.version import MODERN_PROTOCOL_VERSIONS

from assent_demo.mcp import RunningServer

ALICE = "ghp_demo_alice"
BOB = "ghp_demo_bob"
TOOLS = [
    "get_me",
    "list_repos",
    "list_issues",
    "get_issue",
    "create_issue",
    "close_issue",
    "add_comment",
    "run_workflow",
]


async def test_lists_every_tool_with_truthful_annotations_and_typed_schemas(github: RunningServer, connect):
    async with connect(github, ALICE) as session:
        listed = await session.list_tools()

    tools = {tool.name: tool for tool in listed.tools}
    assert [tool.name for tool in listed.tools] == TOOLS
    for tool in listed.tools:
        assert tool.title and tool.description and tool.annotations is not None
        assert tool.annotations.open_world_hint is False
        assert tool.output_schema is not None
    reads = {"get_me", "list_repos", "list_issues", "get_issue"}
    assert {
        name for name, tool in tools.items() if tool.annotations and tool.annotations.read_only_hint
    } == reads
    close = tools["close_issue"].annotations
    assert close is not None and close.destructive_hint is True and close.idempotent_hint is True
    create = tools["create_issue"].annotations
    assert create is not None and create.destructive_hint is False and create.idempotent_hint is False

    schema = tools["create_issue"].input_schema
    assert schema["required"] == ["repo", "title"]
    assert schema["properties"]["repo"]["type"] == "string"
    assert schema["properties"]["repo"]["description"]
    assert schema["properties"]["body"]["default"] == ""
    issues = tools["list_issues"].input_schema["properties"]["state"]
    assert issues["enum"] == ["open", "closed", "all"] and issues["default"] == "open"
    assert tools["run_workflow"].input_schema["properties"]["seconds"]["minimum"] == 0


async def test_get_me_answers_for_the_token_used(github: RunningServer, connect):
    async with connect(github, ALICE) as session:
        alice = await session.call_tool("get_me", {})
    async with connect(github, BOB) as session:
        bob = await session.call_tool("get_me", {})

    assert alice.structured_content is not None and alice.structured_content["login"] == "alice"
    assert bob.structured_content is not None and bob.structured_content["login"] == "bob"


async def test_created_issue_shows_in_the_list_with_its_author(github: RunningServer, connect):
    async with connect(github, ALICE) as session:
        before = await session.call_tool("list_issues", {"repo": "acme/widgets"})
        created = await session.call_tool(
            "create_issue", {"repo": "acme/widgets", "title": "Widgets squeak", "body": "Since Tuesday."}
        )
    async with connect(github, BOB) as session:
        after = await session.call_tool("list_issues", {"repo": "acme/widgets"})

    assert before.structured_content is not None and after.structured_content is not None
    assert created.is_error is False and created.structured_content is not None
    number = created.structured_content["number"]
    assert created.structured_content["author"] == "alice"
    assert created.content and created.content[0].type == "text"
    titles = {issue["number"]: issue["title"] for issue in after.structured_content["issues"]}
    assert number not in {issue["number"] for issue in before.structured_content["issues"]}
    assert titles[number] == "Widgets squeak"


async def test_closing_and_commenting_change_the_issue(github: RunningServer, connect):
    async with connect(github, BOB) as session:
        await session.call_tool("add_comment", {"repo": "acme/widgets", "number": 1, "body": "Confirmed."})
        await session.call_tool("close_issue", {"repo": "acme/widgets", "number": 1})
        issue = await session.call_tool("get_issue", {"repo": "acme/widgets", "number": 1})
        still_open = await session.call_tool("list_issues", {"repo": "acme/widgets", "state": "open"})

    assert issue.structured_content is not None
    assert issue.structured_content["state"] == "closed"
    assert issue.structured_content["comments"][0]["author"] == "bob"
    assert still_open.structured_content is not None
    assert 1 not in [each["number"] for each in still_open.structured_content["issues"]]


async def test_refusals_come_back_as_error_results(github: RunningServer, connect):
    async with connect(github, ALICE) as session:
        unknown_repo = await session.call_tool("list_issues", {"repo": "acme/nothing"})
        unknown_issue = await session.call_tool("get_issue", {"repo": "acme/gadgets", "number": 99})
        invalid = await session.call_tool("get_issue", {"repo": "acme/gadgets", "number": 0})

    for result in (unknown_repo, unknown_issue, invalid):
        assert result.is_error is True and result.content
    assert "acme/nothing" in unknown_repo.content[0].text  # type: ignore[union-attr]


async def test_run_workflow_returns_a_run_id(github: RunningServer, connect):
    async with connect(github, ALICE) as session:
        first = await session.call_tool("run_workflow", {"repo": "acme/gadgets", "workflow": "ci.yml"})
        second = await session.call_tool(
            "run_workflow", {"repo": "acme/gadgets", "workflow": "ci.yml", "seconds": 0.01}
        )

    assert first.structured_content is not None and second.structured_content is not None
    assert first.structured_content["triggered_by"] == "alice"
    assert second.structured_content["run_id"] == first.structured_content["run_id"] + 1


async def test_stats_count_tool_calls_per_tool_and_reset(github: RunningServer, connect):
    async with connect(github, ALICE) as session:
        await session.call_tool("get_me", {})
        await session.call_tool("create_issue", {"repo": "acme/gadgets", "title": "One"})
        await session.call_tool("create_issue", {"repo": "acme/gadgets", "title": "Two"})
        await session.list_tools()

    async with httpx2.AsyncClient(base_url=github.base_url) as http:
        counted = (await http.get("/stats")).json()
        reset = await http.post("/stats/reset")
        after = (await http.get("/stats")).json()

    assert counted == {"calls": {"create_issue": 2, "get_me": 1}}
    assert reset.status_code == 200
    assert after == {"calls": {}}


@pytest.mark.parametrize(
    "headers", [{}, {"Authorization": "Bearer ghp_not_a_token"}, {"Authorization": "ghp"}]
)
async def test_requests_without_a_known_token_get_401_and_the_token_is_not_echoed(
    github: RunningServer, headers: dict[str, str]
):
    request = {"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}}
    async with httpx2.AsyncClient(
        headers={"Accept": "application/json, text/event-stream", **headers}
    ) as http:
        response = await http.post(github.url, json=request)

    assert response.status_code == 401
    assert "ghp_not_a_token" not in response.text
    assert response.headers["www-authenticate"].startswith("Bearer")


async def test_client_with_an_unknown_token_cannot_connect(github: RunningServer):
    async with httpx2.AsyncClient(headers={"Authorization": "Bearer wrong"}) as http:
        with pytest.raises(ExceptionGroup) as refused:
            async with Client(streamable_http_client(github.url, http_client=http), mode="legacy"):
                pass
    assert refused.group_contains(MCPError, depth=None)

    async with httpx2.AsyncClient(base_url=github.base_url) as http:
        assert (await http.get("/stats")).json() == {"calls": {}}


async def test_the_2026_protocol_acts_as_the_token_too(github: RunningServer):
    async with (
        httpx2.AsyncClient(headers={"Authorization": f"Bearer {BOB}"}) as http,
        Client(streamable_http_client(github.url, http_client=http)) as client,
    ):
        version = client.session.protocol_version
        me = await client.call_tool("get_me", {})
        stats = (await http.get(f"{github.base_url}/stats")).json()

    assert version in MODERN_PROTOCOL_VERSIONS
    assert me.structured_content is not None and me.structured_content["login"] == "bob"
    assert stats == {"calls": {"get_me": 1}}
