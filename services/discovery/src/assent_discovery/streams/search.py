"""``assent:discovery:search``: search actions or read their parameters (request/reply)."""

from faststream.redis import RedisRouter, StreamSub

from assent_contracts.discovery import SEARCH_STREAM, SearchReply, SearchRequested
from assent_discovery.deps import Discovery
from assent_discovery.searching import search
from assent_discovery.streams import Broker, current_message, forget_request


def router(discovery: Discovery, broker: Broker) -> RedisRouter:
    router = RedisRouter()
    settings = discovery.settings

    @router.subscriber(stream=StreamSub(SEARCH_STREAM, group=settings.group, consumer=settings.consumer))
    async def on_search_requested(request: SearchRequested) -> SearchReply:
        """Reply with results, a hint, or an error message for the model; bad input is never an exception.

        Failure: an exception (Redis down) is logged by FastStream and no reply is sent; the caller's
        request times out. Success: the request entry is deleted from the stream before the reply.
        Redelivery and crash: a request left pending is not reclaimed (its caller has given up by
        then); searching only reads and records names, so asking again is safe.
        """
        reply = await search(request, discovery)
        await forget_request(discovery.redis, current_message(broker))
        return reply

    return router
