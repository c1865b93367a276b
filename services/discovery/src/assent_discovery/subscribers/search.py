"""``assent:discovery:search``: search actions or read their parameters (request/reply)."""

from faststream.redis import RedisRouter, StreamSub

from assent_contracts.discovery import SEARCH_STREAM, SearchReply, SearchRequested
from assent_discovery.deps import Discovery
from assent_discovery.searching import search
from assent_discovery.subscribers import Broker, answering


def router(discovery: Discovery, broker: Broker) -> RedisRouter:
    router = RedisRouter()
    settings = discovery.settings

    @router.subscriber(stream=StreamSub(SEARCH_STREAM, group=settings.group, consumer=settings.consumer_name))
    async def on_search_requested(request: SearchRequested) -> SearchReply:
        """Reply with results, a hint, or an error message for the model; bad input is never an exception.

        Failure: an exception (Redis down) is logged by FastStream and no reply is sent; the caller's
        request times out. Either way the request entry is deleted (``answering``).
        Redelivery and crash: a request left pending is not reclaimed (its caller has given up by
        then); searching only reads and records names, so asking again is safe.
        """
        async with answering(discovery.redis, broker, settings.group):
            return await search(request, discovery)

    return router
