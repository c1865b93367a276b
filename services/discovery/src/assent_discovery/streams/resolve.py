"""``assent:discovery:resolve``: check a proposed action before it is shown (request/reply)."""

from faststream.redis import RedisRouter, StreamSub
from faststream.redis.annotations import RedisStreamMessage

from assent_contracts.discovery import RESOLVE_STREAM, ResolveAction, ResolveReply
from assent_discovery.deps import Discovery
from assent_discovery.resolving import resolve
from assent_discovery.streams import forget_request


def router(discovery: Discovery) -> RedisRouter:
    router = RedisRouter()
    settings = discovery.settings

    @router.subscriber(stream=StreamSub(RESOLVE_STREAM, group=settings.group, consumer=settings.consumer))
    async def on_resolve_action(request: ResolveAction, message: RedisStreamMessage) -> ResolveReply:
        """Reply with the resolved action or an error message; bad input is never an exception.

        Failure: an exception (Redis down) is logged by FastStream and no reply is sent; the caller's
        request times out. Success: the request entry is deleted from the stream before the reply.
        Redelivery and crash: a request left pending is not reclaimed (its caller has given up by
        then); resolving only reads, so asking again is safe.
        """
        reply = await resolve(request, discovery)
        await forget_request(discovery.redis, message)
        return reply

    return router
