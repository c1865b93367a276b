"""What the executor tells the others: turn events (for SSE) and MCP activity (metadata only, in
PostgreSQL, ``assent_database.activity_store``)."""

import json
from datetime import timedelta

from pydantic import BaseModel
from redis.asyncio import Redis
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from assent_contracts.activity import ActivityRecord
from assent_contracts.events import encode_event, turn_events_stream
from assent_contracts.messages import utc_now
from assent_database.activity_store import prune_activity, record_activity

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


async def append_activity(sessions: async_sessionmaker[AsyncSession], record: ActivityRecord) -> None:
    """Store the record (once per approval: a redelivery's second report is ignored)."""
    async with sessions.begin() as session:
        await record_activity(session, record)


async def prune_old_activity(sessions: async_sessionmaker[AsyncSession], retention_days: int) -> int:
    async with sessions.begin() as session:
        return await prune_activity(session, utc_now() - timedelta(days=retention_days))
