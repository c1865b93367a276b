"""MCP activity in PostgreSQL: metadata only (``ActivityRecord``), one row per execution, paged per
user newest first by ``(user_id, id)`` so a page costs one index range scan however many users
share the table, and pruned after the configured retention."""

from datetime import datetime
from typing import Any, cast

from sqlalchemy import delete, select
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.engine import CursorResult
from sqlalchemy.ext.asyncio import AsyncSession

from assent_contracts.activity import ActivityRecord
from assent_database.tables import ActivityRow


async def record_activity(session: AsyncSession, record: ActivityRecord) -> None:
    """Store ``record`` once: a second report of the same approval (a redelivery) is ignored."""
    statement = (
        insert(ActivityRow)
        .values(**record.model_dump())
        .on_conflict_do_nothing(index_elements=[ActivityRow.approval_id])
    )
    await session.execute(statement)


async def read_activity(
    session: AsyncSession,
    user_id: str,
    *,
    limit: int,
    before_id: int | None,
    status: str | None = None,
    connection_id: str | None = None,
) -> tuple[list[tuple[int, ActivityRecord]], int | None]:
    """Up to ``limit`` of the user's records with an id below ``before_id``, newest first, and the
    id to pass as ``before_id`` for the next page (``None`` when there is nothing older). ``status``
    and ``connection_id`` keep only the records that have them: the same index range, filtered."""
    query = select(ActivityRow).where(ActivityRow.user_id == user_id)
    if before_id is not None:
        query = query.where(ActivityRow.id < before_id)
    if status is not None:
        query = query.where(ActivityRow.status == status)
    if connection_id is not None:
        query = query.where(ActivityRow.connection_id == connection_id)
    rows = list(await session.scalars(query.order_by(ActivityRow.id.desc()).limit(limit + 1)))
    more = len(rows) > limit
    found = [(row.id, _record(row)) for row in rows[:limit]]
    return found, found[-1][0] if more and found else None


def _record(row: ActivityRow) -> ActivityRecord:
    return ActivityRecord.model_validate({name: getattr(row, name) for name in ActivityRecord.model_fields})


async def prune_activity(session: AsyncSession, finished_before: datetime) -> int:
    """Delete the records that finished before ``finished_before``; returns how many."""
    deleted = delete(ActivityRow).where(ActivityRow.finished_at < finished_before)
    # A DELETE's result is a CursorResult, which SQLAlchemy's session types only as a Result.
    result = cast(CursorResult[Any], await session.execute(deleted))
    return result.rowcount or 0
