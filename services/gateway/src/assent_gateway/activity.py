"""The caller's MCP activity, newest first, from PostgreSQL (``assent_database.activity_store``):
metadata only. The cursor of a page is the id of its last record; the next page holds older ones."""

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from assent_database.activity_store import read_activity as read_records
from assent_gateway.problems import FieldProblem, ProblemError
from assent_gateway.schemas import ActivityItem

MAX_ID = 2**63 - 1
"""The largest id PostgreSQL's ``bigint`` holds."""
CURSOR_DIGITS = 19
CURSOR_PATTERN = f"^[0-9]{{1,{CURSOR_DIGITS}}}$"
"""A cursor as the document says it: any 1 to 19 decimal digits (the ids are 64-bit)."""


def parse_cursor(cursor: str) -> int:
    """A cursor from a previous page, or ``ValueError``."""
    if not cursor.isascii() or not cursor.isdecimal() or len(cursor) > CURSOR_DIGITS:
        raise ValueError("not a cursor")
    return min(int(cursor), MAX_ID)  # past every record: the page starts at the newest


def cursor_position(cursor: str | None) -> int | None:
    """The id a page starts below (None: the newest first); 400 ``invalid_parameter`` for a cursor that
    no previous page gave."""
    if cursor is None:
        return None
    try:
        return parse_cursor(cursor)
    except ValueError:
        problem = FieldProblem("not a cursor from a previous page", parameter="cursor")
        raise ProblemError(400, "invalid_parameter", "cursor is invalid", [problem]) from None


async def read_activity(
    sessions: async_sessionmaker[AsyncSession],
    user_id: str,
    *,
    limit: int,
    cursor: str | None,
    status: str | None = None,
    connection_id: str | None = None,
) -> tuple[list[ActivityItem], str | None]:
    """Up to ``limit`` of the user's records older than ``cursor`` (checked before anything is read;
    only those with ``status`` and ``connection_id`` when given), and the cursor of the next page
    (``None`` when there is nothing older that matches)."""
    before_id = cursor_position(cursor)
    async with sessions() as session:
        found, next_id = await read_records(
            session, user_id, limit=limit, before_id=before_id, status=status, connection_id=connection_id
        )
    items = [ActivityItem(id=str(row_id), **r.model_dump(exclude={"user_id"})) for row_id, r in found]
    return items, None if next_id is None else str(next_id)
