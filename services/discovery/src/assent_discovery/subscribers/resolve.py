"""``assent:discovery:resolve``: check a proposed action before it is shown (request/reply)."""

from faststream.redis import RedisRouter, StreamSub

from assent_contracts.discovery import RESOLVE_STREAM, ResolveAction, ResolveReply
from assent_discovery.deps import Discovery
from assent_discovery.resolving import resolve
from assent_discovery.subscribers import Broker, answering


def router(discovery: Discovery, broker: Broker) -> RedisRouter:
    router = RedisRouter()
    settings = discovery.settings

    @router.subscriber(
        stream=StreamSub(RESOLVE_STREAM, group=settings.group, consumer=settings.consumer_name)
    )
    async def on_resolve_action(request: ResolveAction) -> ResolveReply:
        """Reply with the resolved action or an error message; bad input is never an exception.

        Failure: an exception (Redis down) is logged by FastStream and no reply is sent; the caller's
        request times out. Either way the request entry is deleted (``answering``).
        Redelivery and crash: a request left pending is not reclaimed (its caller has given up by
        then); resolving only reads, so asking again is safe.
        """
        async with answering(discovery.redis, broker, settings.group):
            return await resolve(request, discovery)

    return router
