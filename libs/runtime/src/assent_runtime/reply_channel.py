"""Request/reply over one reply channel per process, read by us rather than by a FastStream subscriber.

Why one channel (decision 012): ``broker.request`` subscribes a fresh pub/sub channel for every
request and closes it afterwards, which disconnects the pooled connection it borrowed; twice per turn
that was about fifteen Redis round trips and two connects on the turn's critical path. Here one
subscription receives every reply, and a request waits for the reply with its correlation id.

Why read it ourselves: FastStream 0.7.8 sleeps a fixed 5 s after any failed read of a subscriber
(``redis_reconnects``), so after a Redis restart its channel subscriber came back up to 5 s after
Redis did, and every reply published meanwhile was lost (turns waited for discovery, then said
search was unavailable; issue 9, item 12). ``run`` subscribes again as soon as Redis answers (a try
every ≤ 0.5 s), and ``reading`` says whether the subscription is confirmed, for the heartbeat. Give
it a client that retries nothing (``redis_reconnects.subscription_client``), so a lost connection
is noticed at once rather than after redis-py's own backoff.

The wire is unchanged: the request is published to the stream with ``reply_to`` (this process's
channel) and a fresh ``correlation_id``; the service answers as it answered ``broker.request``, in
FastStream's message format, read here with FastStream's own parser. A reply nobody waits for any
more (it came after the timeout) is dropped. While the subscription is down a reply can be lost like
any pub/sub message; the request then runs out of time (``TimeoutError``).
"""

import asyncio
import logging
import uuid
from typing import Any

from faststream.redis import BinaryMessageFormatV1, RedisBroker
from redis.asyncio import Redis
from redis.exceptions import RedisError

from assent_contracts.messages import Message

log = logging.getLogger(__name__)

RESUBSCRIBE_MAX_S = 0.5
"""The longest wait between two tries to subscribe again while Redis is away."""


class ReplyChannel:
    """Run ``run()`` while the process runs; ``request`` once ``reading``."""

    def __init__(self, broker: RedisBroker, redis: Redis, channel: str) -> None:
        self._broker = broker
        self._redis = redis
        self._channel = channel
        self._waiting: dict[str, asyncio.Future[bytes]] = {}
        self.subscribed = asyncio.Event()
        """Set while the subscription is confirmed (``reading``)."""

    @property
    def channel(self) -> str:
        return self._channel

    def reading(self) -> bool:
        """Whether the subscription is confirmed: a reply published now is received."""
        return self.subscribed.is_set()

    async def run(self) -> None:
        """Until cancelled: keep the channel subscribed, handing each reply to its request."""
        delay = 0.05
        while True:
            try:
                async with self._redis.pubsub() as pubsub:
                    await pubsub.subscribe(self._channel)
                    async for message in pubsub.listen():
                        if message.get("type") == "subscribe":
                            self.subscribed.set()
                            delay = 0.05
                        elif message.get("type") == "message":
                            self._deliver(message["data"])
            except (RedisError, OSError) as error:
                if self.subscribed.is_set():
                    log.warning("reply channel lost (%s); subscribing again", type(error).__name__)
            finally:
                self.subscribed.clear()
            await asyncio.sleep(delay)
            delay = min(delay * 2, RESUBSCRIBE_MAX_S)

    def _deliver(self, data: Any) -> None:
        body, headers = BinaryMessageFormatV1.parse(data if isinstance(data, bytes) else str(data).encode())
        waiting = self._waiting.pop(str(headers.get("correlation_id", "")), None)
        if waiting is not None and not waiting.done():
            waiting.set_result(body)

    async def request(self, message: Message, stream: str, timeout_s: float) -> bytes:
        """Publish ``message`` to ``stream`` and return the reply's body; ``TimeoutError`` when no
        reply came within ``timeout_s``.

        Nothing is published until the subscription is confirmed (waiting counts against
        ``timeout_s``): a reply published while nobody listens is lost, and the request would only
        run out of time, as right after a Redis restart, before ``run`` has subscribed again."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout_s
        async with asyncio.timeout_at(deadline):
            await self.subscribed.wait()
        correlation_id = uuid.uuid4().hex
        reply = loop.create_future()
        self._waiting[correlation_id] = reply
        try:
            await self._broker.publish(
                message, stream=stream, reply_to=self._channel, correlation_id=correlation_id
            )
            # Only the waits are timed, as in ``broker.request``: a publish cancelled inside redis-py
            # can swallow the cancellation on Python 3.11 (``task_ending``).
            async with asyncio.timeout_at(deadline):
                return await reply
        finally:
            self._waiting.pop(correlation_id, None)
