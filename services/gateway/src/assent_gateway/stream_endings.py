"""How an event stream (SSE) ends when Redis fails under it: cleanly, never with a traceback.

A Redis error while a stream is open (the server restarting, the connection pool exhausted) ends the
response with a last message that carries a ``retry`` hint and says why in a comment, and one
warning line in the log. The client's ``EventSource`` then reconnects by itself after the hint with
``Last-Event-ID`` set to the last event it received, and resumes strictly after it (issue 9).
"""

import logging
from collections.abc import AsyncIterator

from litestar.response import ServerSentEventMessage
from redis.exceptions import RedisError

log = logging.getLogger(__name__)

RETRY_MS = 2_000
"""How long a client waits before it reconnects after such an end."""


async def ending_cleanly(
    messages: AsyncIterator[ServerSentEventMessage], what: str
) -> AsyncIterator[ServerSentEventMessage]:
    """``messages`` as they come; on a Redis error, a last retry hint, a warning naming ``what``, the end."""
    try:
        async for message in messages:
            yield message
    except RedisError as error:
        log.warning("%s: event stream ended, Redis is unavailable (%s)", what, type(error).__name__)
        yield ServerSentEventMessage(
            comment="store unavailable; reconnect with Last-Event-ID", retry=RETRY_MS
        )
    finally:
        close = getattr(messages, "aclose", None)
        if close is not None:
            await close()
