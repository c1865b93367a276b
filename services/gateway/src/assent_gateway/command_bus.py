"""The port through which the gateway sends commands to the other services, and its FastStream adapter.

The gateway only publishes and requests; it consumes nothing. Any failure to reach Redis or an answer
that does not come in time surfaces as ``BusUnavailable``, which the routes answer with 503.
"""

import logging
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

log = logging.getLogger(__name__)


class BusUnavailable(Exception):
    """A command could not be published, or a request got no valid reply in time."""


class CommandBus(Protocol):
    async def publish(self, message: Message, stream: str) -> None: ...

    async def open_context(self, request: OpenContext, *, timeout_s: float) -> ContextOpened: ...

    async def search(self, request: SearchRequested, *, timeout_s: float) -> SearchReply: ...


class BrokerCommandBus:
    """``CommandBus`` over a connected FastStream ``RedisBroker``."""

    def __init__(self, broker: RedisBroker) -> None:
        self._broker = broker

    async def publish(self, message: Message, stream: str) -> None:
        try:
            await self._broker.publish(message, stream=stream)
        except Exception as error:
            log.warning(
                "publishing %s to %s failed: %s", type(message).__name__, stream, type(error).__name__
            )
            raise BusUnavailable(f"could not publish to {stream}") from error

    async def open_context(self, request: OpenContext, *, timeout_s: float) -> ContextOpened:
        try:
            reply = await self._broker.request(request, stream=OPEN_CONTEXT_STREAM, timeout=timeout_s)
            return ContextOpened.model_validate_json(reply.body)
        except Exception as error:
            log.warning(
                "discovery did not open context %s: %s", request.conversation_id, type(error).__name__
            )
            raise BusUnavailable("discovery did not answer") from error

    async def search(self, request: SearchRequested, *, timeout_s: float) -> SearchReply:
        """An agent's search, asked of discovery exactly as the orchestrator asks for a model."""
        try:
            reply = await self._broker.request(request, stream=SEARCH_STREAM, timeout=timeout_s)
            return SearchReply.model_validate_json(reply.body)
        except Exception as error:
            log.warning("discovery did not answer a search: %s", type(error).__name__)
            raise BusUnavailable("discovery did not answer") from error
