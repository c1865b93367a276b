"""What the executor tells the others: turn events (for SSE) and MCP activity (metadata only)."""

import json

from pydantic import BaseModel
from redis.asyncio import Redis

from assent_contracts.activity import ACTIVITY_MAXLEN, ACTIVITY_STREAM, ActivityRecord
from assent_contracts.events import encode_event, turn_events_stream

SCAN_PAGE = 500


async def emit_event(redis: Redis, turn_id: str, event: BaseModel) -> None:
    """Append ``event`` to the turn's events stream.

    ``NOMKSTREAM``: a turn whose stream is gone (ended and expired) is not recreated without a TTL.
    """
    await redis.xadd(turn_events_stream(turn_id), encode_event(event), nomkstream=True)  # type: ignore[arg-type]


async def completion_emitted(redis: Redis, turn_id: str, proposal_id: str) -> bool:
    """Whether the turn's events already hold an ``action.completed`` for ``proposal_id``.

    Reads the whole stream page by page; only a redelivery asks, so this is rare.
    """
    stream = turn_events_stream(turn_id)
    start = "-"
    while True:
        entries = list(await redis.xrange(stream, min=start, count=SCAN_PAGE) or [])
        for _entry_id, fields in entries:
            event = json.loads((fields or {}).get(b"data") or b"{}")
            if event.get("type") == "action.completed" and event.get("proposal_id") == proposal_id:
                return True
        if len(entries) < SCAN_PAGE:
            return False
        last_id = entries[-1][0]
        start = "(" + (last_id.decode() if isinstance(last_id, bytes) else str(last_id))


async def append_activity(redis: Redis, record: ActivityRecord) -> None:
    await redis.xadd(
        ACTIVITY_STREAM,
        {"data": record.model_dump_json()},
        maxlen=ACTIVITY_MAXLEN,
        approximate=True,
    )
