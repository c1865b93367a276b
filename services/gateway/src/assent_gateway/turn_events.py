"""A turn's events as SSE messages for one client: its backlog with ``XRANGE``, then live from the
shared ``EventHub``, strictly after ``Last-Event-ID`` when given, ending after the terminal event.

Entries are passed through as the producer wrote them: ``id:`` is the stream entry id, ``event:`` the
event's ``type`` and ``data:`` its JSON. An entry without a readable ``type`` is skipped and logged.
"""

import asyncio
import json
import logging
from collections.abc import AsyncIterator

from litestar.response import ServerSentEventMessage
from redis.asyncio import Redis

from assent_contracts.events import TERMINAL_TYPES, turn_events_stream
from assent_gateway.event_hub import EventHub, Listener
from assent_gateway.redis_replies import Entry, Fields, is_after, xrange
from assent_gateway.turns import lost_turn_message, turn_lost

log = logging.getLogger(__name__)

START = "0-0"


def to_message(entry_id: str, fields: Fields) -> ServerSentEventMessage | None:
    raw = fields.get("data", "")
    try:
        kind = json.loads(raw).get("type")
    except (ValueError, AttributeError):
        kind = None
    if not isinstance(kind, str):
        log.warning("skipping unreadable turn event %s", entry_id)
        return None
    return ServerSentEventMessage(data=raw, event=kind, id=entry_id)


def keepalive() -> ServerSentEventMessage:
    return ServerSentEventMessage(comment="keepalive", data=None)


async def read_range(redis: Redis, stream: str, after: str, until: str, page: int) -> AsyncIterator[Entry]:
    """Entries with ``after < id <= until`` (``until`` may be ``+``), in pages."""
    while True:
        found = await xrange(redis, stream, after=after, until=until, count=page)
        for entry in found:
            after = entry[0]
            yield entry
        if len(found) < page:
            return


class _Position:
    """The last entry id sent to this client, and whether the turn has ended."""

    def __init__(self, after: str) -> None:
        self.last = after
        self.ended = False

    def accept(self, entry_id: str, fields: Fields) -> ServerSentEventMessage | None:
        if not is_after(entry_id, self.last):
            return None
        self.last = entry_id
        message = to_message(entry_id, fields)
        if message is not None and message.event in TERMINAL_TYPES:
            self.ended = True
        return message


async def turn_event_messages(
    redis: Redis, hub: EventHub, turn_id: str, *, after: str | None, keepalive_s: float, page: int = 200
) -> AsyncIterator[ServerSentEventMessage]:
    """The turn's events after ``after`` (all when None), then live ones, until the terminal event.

    Backlog first (``XRANGE``), then ``hub.join``: entries up to the cursor it returns are read here,
    later ones arrive on the listener's queue; ids at or before the last one sent are dropped, so a
    client sees each entry once, in order. An overflowed listener is left and the loop catches up.
    """
    stream = turn_events_stream(turn_id)
    position = _Position(after or START)
    while not position.ended:
        async for entry_id, fields in read_range(redis, stream, position.last, "+", page):
            if message := position.accept(entry_id, fields):
                yield message
            if position.ended:
                return
        listener, cursor = await hub.join(stream, position.last)
        try:
            if is_after(cursor, position.last):
                async for entry_id, fields in read_range(redis, stream, position.last, cursor, page):
                    if message := position.accept(entry_id, fields):
                        yield message
                    if position.ended:
                        return
            async for message in _live(redis, turn_id, listener, position, keepalive_s):
                yield message
        finally:
            hub.leave(listener)


async def _live(
    redis: Redis, turn_id: str, listener: Listener, position: _Position, keepalive_s: float
) -> AsyncIterator[ServerSentEventMessage]:
    """Drain the listener until the turn ends or the listener overflows (then the caller catches up).

    Each idle tick also checks that the turn still exists: a turn lost with Redis's data ends here."""
    while not position.ended and not listener.overflowed:
        try:
            entry_id, fields = await asyncio.wait_for(listener.queue.get(), timeout=keepalive_s)
        except TimeoutError:
            if await turn_lost(redis, turn_id):
                position.ended = True
                yield lost_turn_message(turn_id)
                return
            yield keepalive()
            continue
        if message := position.accept(entry_id, fields):
            yield message
