"""Discovery's FastStream subscribers, one module per request stream, each delegating to a plain
function and answering on the request's ``reply_to`` (request/reply).

Every request entry is deleted once it is answered *or* its handler failed (decision 005): a query or
proposed arguments must not outlive the request. A failed request is also acknowledged: nobody
answers it any more (its caller times out), and nothing reclaims discovery's requests.
"""

import contextlib
from collections.abc import AsyncIterator

from faststream.redis.message import RedisStreamMessage
from redis.asyncio import Redis
from redis.exceptions import RedisError

from assent_runtime import handled_entries
from assent_runtime.handled_entries import Broker

__all__ = ["Broker", "answering"]


@contextlib.asynccontextmanager
async def answering(redis: Redis, broker: Broker, group: str) -> AsyncIterator[None]:
    """Around a request's handling: afterwards its entry is gone from the stream, whatever happened.

    On success the entry is deleted before the reply is sent (FastStream acknowledges it after). On
    failure it is deleted and acknowledged, then the error propagates (FastStream logs it); Redis
    being down then too is not made worse by a second error."""
    message = handled_entries.current_message(broker)
    if not isinstance(message, RedisStreamMessage):
        raise RuntimeError("no stream message is being handled")
    try:
        yield
    except BaseException:
        with contextlib.suppress(RedisError):
            await handled_entries.forget_handled(redis, message)
            await handled_entries.acknowledge(redis, message, group)
        raise
    await handled_entries.forget_handled(redis, message)
