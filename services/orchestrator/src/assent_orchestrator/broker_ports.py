"""The ports to discovery and the executor over FastStream Redis Streams."""

from faststream.redis import RedisBroker

from assent_contracts.discovery import (
    RESOLVE_STREAM,
    SEARCH_STREAM,
    ResolveAction,
    ResolveReply,
    SearchReply,
    SearchRequested,
)
from assent_contracts.execution import EXECUTIONS_STREAM, ExecutionRequested
from assent_runtime.reply_channel import ReplyChannel


class BrokerDiscovery:
    """Request/reply with discovery through the process's ``ReplyChannel``; no or a malformed reply
    raises ``TimeoutError``/``ValueError``."""

    def __init__(self, inbox: ReplyChannel, timeout_s: float) -> None:
        self._inbox = inbox
        self._timeout_s = timeout_s

    async def search(self, request: SearchRequested) -> SearchReply:
        reply = await self._inbox.request(request, SEARCH_STREAM, self._timeout_s)
        return SearchReply.model_validate_json(reply)

    async def resolve(self, request: ResolveAction) -> ResolveReply:
        reply = await self._inbox.request(request, RESOLVE_STREAM, self._timeout_s)
        return ResolveReply.model_validate_json(reply)


class BrokerExecutionQueue:
    def __init__(self, broker: RedisBroker) -> None:
        self._broker = broker

    async def request_execution(self, request: ExecutionRequested) -> None:
        await self._broker.publish(request, stream=EXECUTIONS_STREAM)
