"""``assent:activity:records``: MCP activity stored in PostgreSQL, off the turn's path.

The executor queues each record in the round trip that shows its ``action.completed``
(``reports.report_completion``); this writer stores it (``append_activity``: once per approval, so a
record delivered twice is stored once) and deletes the entry. Delivery: at least once. A failure (the
database down) leaves the entry pending; it is reclaimed after ``reclaim_idle_ms`` and stored then,
by this process or another replica.
"""

from faststream.redis import RedisRouter, StreamSub
from redis.asyncio import Redis
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from assent_contracts.activity import ACTIVITY_RECORDS_STREAM, ActivityRecord
from assent_executor.reports import append_activity
from assent_executor.settings import ExecutorSettings
from assent_runtime.handled_entries import Broker, current_message, forget_handled

RECLAIM_POLL_MS = 1_000


def router(
    redis: Redis, sessions: async_sessionmaker[AsyncSession], settings: ExecutorSettings, broker: Broker
) -> RedisRouter:
    router = RedisRouter()

    async def store(record: ActivityRecord) -> None:
        await append_activity(sessions, record)
        await forget_handled(redis, current_message(broker))

    @router.subscriber(
        stream=StreamSub(
            ACTIVITY_RECORDS_STREAM, group=settings.activity_group, consumer=settings.consumer_name
        ),
    )
    async def on_activity_recorded(record: ActivityRecord) -> None:
        """Store one record. Failure: the entry stays pending, unacknowledged, for the reclaimer."""
        await store(record)

    @router.subscriber(
        stream=StreamSub(
            ACTIVITY_RECORDS_STREAM,
            group=settings.activity_group,
            consumer=settings.consumer_name,
            min_idle_time=settings.reclaim_idle_ms,
            polling_interval=RECLAIM_POLL_MS,
        )
    )
    async def on_activity_reclaimed(record: ActivityRecord) -> None:
        """Store records left pending (their writer failed or died); storing twice is a no-op."""
        await store(record)

    return router
