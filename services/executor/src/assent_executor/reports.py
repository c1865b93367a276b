"""What the executor tells the others: turn events (for SSE) and MCP activity (metadata only).

An event is appended only while the turn has not ended (``APPEND_UNLESS_ENDED_LUA``): nothing
follows a turn's terminal event (issue 9). The activity record rides in the same round trip as the
``action.completed`` (``report_completion``) on ``ACTIVITY_RECORDS_STREAM``; the executor's activity
writer (``subscribers.activity``) stores it in PostgreSQL (``assent_database.activity_store``), off
the turn's path (issue 11)."""

import json
from datetime import timedelta

from pydantic import BaseModel
from redis.asyncio import Redis
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from assent_contracts.activity import ACTIVITY_RECORDS_STREAM, ActivityRecord
from assent_contracts.conversations import turn_ended_key
from assent_contracts.events import APPEND_UNLESS_ENDED_LUA, encode_event, turn_events_stream
from assent_contracts.messages import utc_now
from assent_database.activity_store import prune_activity, record_activity
from assent_database.engine import on_disconnect_retry

SCAN_PAGE = 500


def _event_args(turn_id: str, event: BaseModel) -> tuple[str, int, str, str, str]:
    data = encode_event(event)["data"]
    return APPEND_UNLESS_ENDED_LUA, 2, turn_ended_key(turn_id), turn_events_stream(turn_id), data


async def emit_event(redis: Redis, turn_id: str, event: BaseModel) -> bool:
    """Append ``event`` to the turn's events stream unless the turn ended (or its stream is gone, so
    it is not recreated without a TTL); True when written."""
    return await redis.eval(*_event_args(turn_id, event)) is not None  # type: ignore[misc]


async def report_completion(
    redis: Redis, turn_id: str, completed: BaseModel | None, activity: ActivityRecord
) -> None:
    """In one round trip: ``completed`` appended unless the turn ended (``None``: nothing to show),
    and the activity record queued for the activity writer. The record is queued even when the turn
    ended: what ran is kept whatever the turn did meanwhile."""
    async with redis.pipeline(transaction=False) as pipe:
        if completed is not None:
            pipe.eval(*_event_args(turn_id, completed))
        pipe.xadd(ACTIVITY_RECORDS_STREAM, {"data": activity.model_dump_json()})
        await pipe.execute()


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

    async def store() -> None:
        async with sessions.begin() as session:
            await record_activity(session, record)

    await on_disconnect_retry(store)


async def prune_old_activity(sessions: async_sessionmaker[AsyncSession], retention_days: int) -> int:
    async with sessions.begin() as session:
        return await prune_activity(session, utc_now() - timedelta(days=retention_days))
