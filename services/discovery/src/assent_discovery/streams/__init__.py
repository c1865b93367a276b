"""Thin FastStream subscribers, one module per stream, each delegating to a plain function."""

from typing import Any, Protocol

from faststream.redis.message import RedisStreamMessage
from redis.asyncio import Redis


class MessageContext(Protocol):
    def get_local(self, key: str, default: Any = None) -> Any: ...


class Broker(Protocol):
    """The broker, whose context is read when a message is handled: the app replaces it at start."""

    @property
    def context(self) -> MessageContext: ...


def current_message(broker: Broker) -> RedisStreamMessage:
    """The request being handled, read from the broker's context rather than declared as a handler
    parameter: FastStream resolves ``Context`` parameters in a worker thread, a thread hop for every
    message (bench/profile_notes.md)."""
    message = broker.context.get_local("message")
    if not isinstance(message, RedisStreamMessage):
        raise RuntimeError("no stream message is being handled")
    return message


async def forget_request(redis: Redis, message: RedisStreamMessage) -> None:
    """Delete a handled request from its stream: a query or proposed arguments must not outlive the
    request (discovery keeps no prompts or arguments). Acknowledging afterwards is still safe."""
    raw = message.raw_message
    if raw["message_ids"]:
        await redis.xdel(raw["channel"], *raw["message_ids"])
