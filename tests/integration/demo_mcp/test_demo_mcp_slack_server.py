"""The slack demo server over real Streamable HTTP with the official client."""

import httpx2

from assent_demo.mcp import RunningServer

ACME = "xoxb_demo_acme"


async def test_lists_the_slack_tools(slack: RunningServer, connect):
    async with connect(slack, ACME) as session:
        listed = await session.list_tools()

    tools = {tool.name: tool for tool in listed.tools}
    assert list(tools) == ["get_me", "list_channels", "list_messages", "post_message"]
    post = tools["post_message"].annotations
    assert post is not None and post.read_only_hint is False and post.idempotent_hint is False
    assert tools["list_messages"].input_schema["properties"]["limit"]["default"] == 20
    assert tools["post_message"].input_schema["required"] == ["channel", "text"]


async def test_posted_message_is_listed_as_the_bot(slack: RunningServer, connect):
    async with connect(slack, ACME) as session:
        me = await session.call_tool("get_me", {})
        channels = await session.call_tool("list_channels", {})
        posted = await session.call_tool("post_message", {"channel": "dev", "text": "Deploying now."})
        latest = await session.call_tool("list_messages", {"channel": "#dev", "limit": 1})

    assert me.structured_content == {"user": "acme-bot", "name": "Acme Bot", "team": "acme", "is_bot": True}
    assert channels.structured_content is not None
    assert [channel["name"] for channel in channels.structured_content["channels"]] == ["#general", "#dev"]
    assert posted.structured_content is not None and latest.structured_content is not None
    assert latest.structured_content["messages"] == [posted.structured_content]
    assert posted.structured_content["user"] == "acme-bot"


async def test_unknown_channel_is_an_error_result_and_still_counted(slack: RunningServer, connect):
    async with connect(slack, ACME) as session:
        result = await session.call_tool("post_message", {"channel": "#random", "text": "hello?"})

    async with httpx2.AsyncClient(base_url=slack.base_url) as http:
        stats = (await http.get("/stats")).json()

    assert result.is_error is True
    assert stats == {"calls": {"post_message": 1}}


async def test_a_github_token_is_refused_by_slack(slack: RunningServer):
    request = {"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}}
    headers = {"Authorization": "Bearer ghp_demo_alice", "Accept": "application/json, text/event-stream"}
    async with httpx2.AsyncClient(headers=headers) as http:
        response = await http.post(slack.url, json=request)

    assert response.status_code == 401
