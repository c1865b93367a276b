"""``assent:discovery:open``: open a conversation's discovery context (request/reply)."""

from faststream.redis import RedisRouter, StreamSub

from assent_contracts.discovery import OPEN_CONTEXT_STREAM, ContextOpened, OpenContext
from assent_discovery.deps import Discovery
from assent_discovery.opening import open_context
from assent_discovery.subscribers import Broker, answering


def router(discovery: Discovery, broker: Broker) -> RedisRouter:
    router = RedisRouter()
    settings = discovery.settings

    @router.subscriber(
        stream=StreamSub(OPEN_CONTEXT_STREAM, group=settings.group, consumer=settings.consumer_name)
    )
    async def on_open_context(request: OpenContext) -> ContextOpened:
        """Reply with the selected connections and their revisions.

        Failure: an exception (Redis down) is logged by FastStream and no reply is sent; the caller's
        request times out. Either way the request entry is deleted (``answering``).
        Redelivery and crash: a request left pending is not reclaimed (its caller has given up by
        then); opening is idempotent, so a caller may simply ask again.
        """
        async with answering(discovery.redis, broker, settings.group):
            return await open_context(request, discovery)

    return router
