"""The port through which the gateway sends commands to the other services, and its FastStream adapter.

The gateway only publishes and requests; it consumes nothing but the replies to its own requests,
which come on this process's one reply channel (``assent_runtime.reply_channel``, as the
orchestrator's). ``broker.request`` subscribed a fresh channel per request; right after a Redis
restart its ``SUBSCRIBE`` went out on a dead pooled connection and reached the server only once the
wait for the reply reconnected, after the request had been published: a fast reply was lost and the
request ran out of time (503 ``discovery_unavailable`` on a healthy system). The reply channel
publishes nothing before its subscription is confirmed. Any failure to reach Redis or an answer that
does not come in time surfaces as ``BusUnavailable``, which the routes answer with 503.

Back-pressure, not refusal: the broker's Redis pool (redis-py's ``ConnectionPool``) raises
``MaxConnectionsError`` at once when it is exhausted. So at most ``max_in_flight`` commands use the
broker at once (half its pool); the others wait for a place, a request within its own timeout, a
publish within ``wait_s``, and only then fail as ``BusUnavailable``.
"""

import asyncio
import logging
import time
from typing import Protocol

from faststream.redis import RedisBroker

from assent_contracts.discovery import (
    OPEN_CONTEXT_STREAM,
    SEARCH_STREAM,
    ContextOpened,
    OpenContext,
    SearchReply,
    SearchRequested,
)
from assent_contracts.messages import Message
from assent_runtime.reply_channel import ReplyChannel

log = logging.getLogger(__name__)


class BusUnavailable(Exception):
    """A command could not be published, or a request got no valid reply in time."""


class CommandBus(Protocol):
    async def publish(self, message: Message, stream: str) -> None: ...

    async def open_context(self, request: OpenContext, *, timeout_s: float) -> ContextOpened: ...

    async def search(self, request: SearchRequested, *, timeout_s: float) -> SearchReply: ...


class BrokerCommandBus:
    """``CommandBus`` over a connected FastStream ``RedisBroker`` whose pool has ``2 * max_in_flight``
    connections (or more), and a ``ReplyChannel`` on that broker whose ``run`` is running."""

    def __init__(
        self, broker: RedisBroker, replies: ReplyChannel, *, max_in_flight: int = 50, wait_s: float = 10.0
    ) -> None:
        self._broker = broker
        self._replies = replies
        self._places = asyncio.Semaphore(max_in_flight)
        self._wait_s = wait_s

    async def publish(self, message: Message, stream: str) -> None:
        try:
            async with asyncio.timeout(self._wait_s):
                await self._places.acquire()
        except TimeoutError:
            log.warning("publishing %s to %s: no free connection in time", type(message).__name__, stream)
            raise BusUnavailable(f"could not publish to {stream}") from None
        try:
            await self._broker.publish(message, stream=stream)
        except Exception as error:
            log.warning(
                "publishing %s to %s failed: %s", type(message).__name__, stream, type(error).__name__
            )
            raise BusUnavailable(f"could not publish to {stream}") from error
        finally:
            self._places.release()

    async def open_context(self, request: OpenContext, *, timeout_s: float) -> ContextOpened:
        try:
            body = await self._request(request, OPEN_CONTEXT_STREAM, timeout_s)
            return ContextOpened.model_validate_json(body)
        except Exception as error:
            log.warning(
                "discovery did not open context %s: %s", request.conversation_id, type(error).__name__
            )
            raise BusUnavailable("discovery did not answer") from error

    async def search(self, request: SearchRequested, *, timeout_s: float) -> SearchReply:
        """An agent's search, asked of discovery exactly as the orchestrator asks for a model."""
        try:
            return SearchReply.model_validate_json(await self._request(request, SEARCH_STREAM, timeout_s))
        except Exception as error:
            log.warning("discovery did not answer a search: %s", type(error).__name__)
            raise BusUnavailable("discovery did not answer") from error

    async def _request(self, request: Message, stream: str, timeout_s: float) -> bytes:
        """The reply's body; waiting for a place counts against ``timeout_s`` (``TimeoutError``)."""
        deadline = time.monotonic() + timeout_s
        async with asyncio.timeout(timeout_s):
            await self._places.acquire()
        try:
            remaining = max(deadline - time.monotonic(), 0.001)
            return await self._replies.request(request, stream, remaining)
        finally:
            self._places.release()
