"""The demo Slack workspace: channels and their messages kept in memory.

Plain logic with no MCP in it, like :mod:`assent_demo.mcp.github`. Channel names are accepted with
or without the leading ``#``. Failures the caller can fix raise :class:`SlackError`.
"""

from pydantic import BaseModel, Field

WORKSPACE = "acme"


class SlackError(Exception):
    """An operation the demo Slack refuses, with a message meant for the caller."""


class Identity(BaseModel):
    user: str
    name: str
    team: str
    is_bot: bool


class Channel(BaseModel):
    name: str = Field(description="channel name with its leading #")
    topic: str
    messages: int


class ChannelList(BaseModel):
    channels: list[Channel]


class Message(BaseModel):
    channel: str
    ts: str = Field(description="the message's id, Slack style")
    user: str
    text: str


class MessageList(BaseModel):
    channel: str
    messages: list[Message]


class _Channel:
    def __init__(self, name: str, topic: str) -> None:
        self.name = name
        self.topic = topic
        self.messages: list[Message] = []


class Slack:
    """One in-memory workspace with its seed channels ``#general`` and ``#dev``."""

    def __init__(self) -> None:
        self._channels: dict[str, _Channel] = {}
        self._next_ts = 1
        self._channels["#general"] = _Channel("#general", "Company-wide announcements")
        self._channels["#dev"] = _Channel("#dev", "Engineering chatter")
        self.post_message("acme-bot", "#general", "Welcome to Acme!")
        self.post_message("acme-bot", "#dev", "Release train leaves on Friday.")

    @staticmethod
    def me(login: str) -> Identity:
        return Identity(
            user=login, name=login.replace("-", " ").title(), team=WORKSPACE, is_bot=login.endswith("-bot")
        )

    def list_channels(self) -> ChannelList:
        return ChannelList(
            channels=[
                Channel(name=channel.name, topic=channel.topic, messages=len(channel.messages))
                for channel in self._channels.values()
            ]
        )

    def post_message(self, login: str, channel: str, text: str) -> Message:
        if not text.strip():
            raise SlackError("a message needs some text")
        found = self._channel(channel)
        message = Message(channel=found.name, ts=f"1700000000.{self._next_ts:06d}", user=login, text=text)
        self._next_ts += 1
        found.messages.append(message)
        return message.model_copy()

    def list_messages(self, channel: str, limit: int = 20) -> MessageList:
        found = self._channel(channel)
        latest = found.messages[-limit:] if limit > 0 else []
        return MessageList(channel=found.name, messages=[message.model_copy() for message in latest])

    def _channel(self, name: str) -> _Channel:
        key = name if name.startswith("#") else f"#{name}"
        channel = self._channels.get(key)
        if channel is None:
            raise SlackError(f"channel {name!r} not found; list_channels shows the known ones")
        return channel
