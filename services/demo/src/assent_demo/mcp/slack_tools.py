"""The ``slack`` toolkit: MCP tools over one in-memory :class:`Slack`, acting as the caller's login.

Reads are read-only; posting only adds a message (not destructive) and posting again adds another
(not idempotent). Everything stays inside this in-memory server, so no tool reaches an open world.
"""

from typing import Annotated

from mcp.server.mcpserver.tools import Tool
from pydantic import Field

from assent_demo.mcp.auth import current_login
from assent_demo.mcp.refusals import refusals
from assent_demo.mcp.slack import ChannelList, Identity, Message, MessageList, Slack
from assent_demo.mcp.tool_kinds import ADD, READ, define

ChannelName = Annotated[str, Field(description="The channel, e.g. #general (# optional).", min_length=1)]


def slack_tools(slack: Slack) -> list[Tool]:
    """The toolkit's tools, in the order ``tools/list`` shows them."""

    async def get_me() -> Identity:
        return slack.me(current_login())

    async def list_channels() -> ChannelList:
        return slack.list_channels()

    async def list_messages(
        channel: ChannelName,
        limit: Annotated[int, Field(description="How many of the latest messages.", ge=1, le=200)] = 20,
    ) -> MessageList:
        with refusals():
            return slack.list_messages(channel, limit)

    async def post_message(
        channel: ChannelName,
        text: Annotated[str, Field(description="The message text (Slack mrkdwn).", min_length=1)],
    ) -> Message:
        with refusals():
            return slack.post_message(current_login(), channel, text)

    return [
        define(
            get_me,
            title="Get my Slack identity",
            description="Return the Slack user or bot this connection acts as, and its workspace.",
            kind=READ,
        ),
        define(
            list_channels,
            title="List channels",
            description="List the workspace's channels with their topics and message counts.",
            kind=READ,
        ),
        define(
            list_messages,
            title="Read channel messages",
            description="Return the latest messages of a channel, oldest first.",
            kind=READ,
        ),
        define(
            post_message,
            title="Post a message",
            description="Post a message to a channel as this account. Returns the posted message.",
            kind=ADD,
        ),
    ]
