"""MCP activity in PostgreSQL: one row per approval, paged per user, pruned after the retention."""

from datetime import UTC, datetime, timedelta

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncEngine

from assent_contracts.activity import ActivityRecord
from assent_database.activity_store import prune_activity, read_activity, record_activity
from assent_database.engine import session_factory
from assent_database.tables import ActivityRow

AT = datetime(2026, 6, 1, tzinfo=UTC)


def record(user: str, approval: str, finished_at: datetime = AT) -> ActivityRecord:
    return ActivityRecord(
        user_id=user,
        conversation_id="conv_1",
        turn_id="turn_1",
        connection_id="conn_1",
        action_name="github.get_me",
        action_revision="a1",
        connection_revision="c1",
        approval_id=approval,
        status="succeeded",
        started_at=finished_at,
        finished_at=finished_at,
        duration_ms=3,
    )


async def test_a_redelivered_report_is_stored_once(database: AsyncEngine) -> None:
    sessions = session_factory(database)
    for _ in range(2):
        async with sessions.begin() as session:
            await record_activity(session, record("alice", "prop_1"))
    async with sessions() as session:
        assert await session.scalar(select(func.count()).select_from(ActivityRow)) == 1


async def test_pages_hold_only_the_users_records_and_end_with_no_cursor(database: AsyncEngine) -> None:
    sessions = session_factory(database)
    async with sessions.begin() as session:
        for index in range(5):
            await record_activity(session, record("alice", f"a{index}"))
            await record_activity(session, record("bob", f"b{index}"))
    async with sessions() as session:
        first, cursor = await read_activity(session, "alice", limit=3, before_id=None)
        assert cursor is not None
        second, end = await read_activity(session, "alice", limit=3, before_id=cursor)
    assert [r.approval_id for _, r in first + second] == [f"a{i}" for i in reversed(range(5))]
    assert end is None


async def test_records_older_than_the_retention_are_pruned(database: AsyncEngine) -> None:
    sessions = session_factory(database)
    async with sessions.begin() as session:
        await record_activity(session, record("alice", "old", AT - timedelta(days=91)))
        await record_activity(session, record("alice", "new", AT - timedelta(days=1)))
    async with sessions.begin() as session:
        assert await prune_activity(session, AT - timedelta(days=90)) == 1
    async with sessions() as session:
        found, _ = await read_activity(session, "alice", limit=10, before_id=None)
    assert [r.approval_id for _, r in found] == ["new"]
