"""Request/reply over one reply channel per process, instead of FastStream's ``broker.request``.

``broker.request`` subscribes a fresh pub/sub channel for every request and closes it afterwards,
which disconnects the pooled connection it borrowed: the next command on that connection connects
again (TCP, ``HELLO``, and this process's consumer groups ensured once more, ``redis_reconnects``).
Twice per turn that was about fifteen Redis round trips and two connects on the turn's critical
path (``bench/profile_notes.md``). Here one subscription, made when the broker starts, receives
every reply, and a request waits for the reply with its correlation id.

The wire is unchanged: the request is published to the stream with ``reply_to`` (this process's
channel) and a fresh ``correlation_id``, and the service answers it exactly as it answered
``broker.request``. A reply nobody waits for any more (it came after the timeout) is dropped.
While the subscription is down (Redis restarting) a reply can be lost like any pub/sub message;
the request then runs out of time (``TimeoutError``), as it did when the reply never came.
"""

import asyncio
import uuid

from faststream.redis import RedisBroker
from faststream.redis.annotations import RedisChannelMessage

from assent_contracts.messages import Message


class ReplyInbox:
    """Register it on ``broker`` before the broker starts; ``request`` once it runs."""

    def __init__(self, broker: RedisBroker, channel: str) -> None:
        self._broker = broker
        self._channel = channel
        self._waiting: dict[str, asyncio.Future[bytes]] = {}

        async def on_reply() -> None:
            """Hand the reply to the request waiting for it. Failure, redelivery, crash: none apply
            (pub/sub); a reply for no waiting request is dropped."""
            # From the context rather than a ``Context`` parameter, which costs a thread hop.
            message: RedisChannelMessage = broker.context.get_local("message")
            waiting = self._waiting.pop(message.correlation_id, None)
            if waiting is not None and not waiting.done():
                waiting.set_result(message.body)

        broker.subscriber(channel=channel)(on_reply)

    async def request(self, message: Message, stream: str, timeout_s: float) -> bytes:
        """Publish ``message`` to ``stream`` and return the reply's body; ``TimeoutError`` when no
        reply came within ``timeout_s``."""
        correlation_id = uuid.uuid4().hex
        reply = asyncio.get_running_loop().create_future()
        self._waiting[correlation_id] = reply
        try:
            await self._broker.publish(
                message, stream=stream, reply_to=self._channel, correlation_id=correlation_id
            )
            # Only the wait is timed, as in ``broker.request``: a publish cancelled inside redis-py's
            # ``wait_for`` can swallow the cancellation on Python 3.11 (decision 011).
            async with asyncio.timeout(timeout_s):
                return await reply
        finally:
            self._waiting.pop(correlation_id, None)
