"""A running turn whose data vanished: Redis restarted without persistence (or was flushed) and took
the turn's record, state and events with it. No service will write to that turn again, so an open
event stream would otherwise wait for its terminal event forever.

While a client waits for live events, every keepalive tick also checks that the turn's record still
exists. Once Redis answers that it is gone, the stream ends with a ``turn.failed`` made here:
``code: "turn_lost"``, ``requires_new_conversation: true`` (the conversation went with it) and
``draft_preserved: false`` (whether an approved action ran cannot be known). It carries no ``id:``:
there is nothing to resume. Asking for the turn afterwards answers 404 ``turn_not_found``, as for any
turn the gateway does not know. See docs/decisions (Redis restarts).
"""

import logging

from litestar.response import ServerSentEventMessage
from redis.asyncio import Redis
from redis.exceptions import RedisError

from assent_contracts.conversations import turn_key
from assent_contracts.events import TurnFailed

log = logging.getLogger(__name__)

TURN_LOST = "turn_lost"
LOST_MESSAGE = (
    "This turn's state was lost (the event store restarted). Nothing more will happen in it; "
    "check MCP Activity before repeating an action, and start a new conversation."
)


async def turn_lost(redis: Redis, turn_id: str) -> bool:
    """True once Redis answers that the turn's record is gone; False while it exists or Redis is away."""
    try:
        return not await redis.exists(turn_key(turn_id))
    except RedisError:
        return False


def lost_turn_message(turn_id: str) -> ServerSentEventMessage:
    log.warning("turn %s vanished from Redis while a client followed it", turn_id)
    event = TurnFailed(
        turn_id=turn_id,
        code=TURN_LOST,
        message=LOST_MESSAGE,
        draft_preserved=False,
        requires_new_conversation=True,
    )
    return ServerSentEventMessage(data=event.model_dump_json(), event=event.type)
