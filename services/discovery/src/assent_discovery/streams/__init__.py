"""Thin FastStream subscribers, one module per stream, each delegating to a plain function."""

from faststream.redis.message import RedisStreamMessage
from redis.asyncio import Redis

from assent_runtime import handled_entries
from assent_runtime.handled_entries import Broker

__all__ = ["Broker", "current_message", "forget_request"]


def current_message(broker: Broker) -> RedisStreamMessage:
    """The request being handled (``assent_runtime.handled_entries``)."""
    message = handled_entries.current_message(broker)
    if not isinstance(message, RedisStreamMessage):
        raise RuntimeError("no stream message is being handled")
    return message


async def forget_request(redis: Redis, message: RedisStreamMessage) -> None:
    """Delete a handled request from its stream: a query or proposed arguments must not outlive the
    request (discovery keeps no prompts or arguments). Acknowledging afterwards is still safe."""
    await handled_entries.forget_handled(redis, message)
