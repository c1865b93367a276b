"""The stream entry a FastStream handler is handling, and deleting it once it is handled.

Commands may carry user text (a decision's reason, a query, an action's error) that must not outlive
their handling (decision 008); a stream that only grows is also memory nobody reclaims. A handled
entry is deleted (``XDEL``) before it is acknowledged: the acknowledgement stays safe, and a pending
copy whose entry is gone is dropped by the next reclaim (``XAUTOCLAIM``).
"""

from collections.abc import Mapping
from typing import Any, Protocol

from redis.asyncio import Redis


class MessageContext(Protocol):
    """FastStream's context, where the message being handled is (``get_local("message")``)."""

    def get_local(self, key: str, default: Any = None) -> Any: ...


class Broker(Protocol):
    """The broker, whose context is read when a message is handled: the app replaces it at start."""

    @property
    def context(self) -> MessageContext: ...


class StreamEntry(Protocol):
    """The part of FastStream's stream message that says where the entry came from."""

    @property
    def raw_message(self) -> Mapping[str, Any]:
        """``channel`` (the stream) and ``message_ids``."""
        ...


def current_message(broker: Broker) -> Any:
    """The stream message being handled, read from the broker's context.

    Not a handler parameter (``message: RedisStreamMessage``): FastStream resolves such ``Context``
    parameters in a worker thread, a thread hop for every message (bench/profile_notes.md).
    """
    message = broker.context.get_local("message")
    if message is None:
        raise RuntimeError("no message is being handled")
    return message


async def forget_handled(redis: Redis, message: StreamEntry) -> None:
    """Delete a handled entry from its stream (nothing to do for a message without one)."""
    raw = message.raw_message
    channel, ids = raw.get("channel"), raw.get("message_ids")
    if isinstance(channel, str) and isinstance(ids, list) and ids:
        await redis.xdel(channel, *ids)


async def acknowledge(redis: Redis, message: StreamEntry, group: str) -> None:
    """Acknowledge an entry in ``group`` by hand (one that will not be handled again)."""
    raw = message.raw_message
    channel, ids = raw.get("channel"), raw.get("message_ids")
    if isinstance(channel, str) and isinstance(ids, list) and ids:
        await redis.xack(channel, group, *ids)
