"""The caller's MCP activity."""

from typing import Annotated

from litestar import get
from litestar.params import QueryParameter

from assent_contracts.execution import ExecutionStatus
from assent_gateway.activity import CURSOR_PATTERN, read_activity
from assent_gateway.deps import CallerDep, GatewayDep
from assent_gateway.schemas import ActivityItem, Page


@get("/activity", tags=["activity"])
async def list_activity(
    gateway: GatewayDep,
    caller: CallerDep,
    limit: Annotated[int, QueryParameter(ge=1, le=200)] = 50,
    cursor: Annotated[
        str | None,
        QueryParameter(
            description="`next_cursor` of the previous page", schema_extra={"pattern": CURSOR_PATTERN}
        ),
    ] = None,
    status: Annotated[
        ExecutionStatus | None, QueryParameter(description="only the actions that ended so")
    ] = None,
    connection_id: Annotated[
        str | None, QueryParameter(description="only the actions through this connection", max_length=128)
    ] = None,
) -> Page[ActivityItem]:
    """The caller's executed actions, newest first: metadata only, never arguments or results;
    ``status`` and ``connection_id`` narrow them before paging (the cursor then pages the matches)."""
    items, next_cursor = await read_activity(
        gateway.directory_source.sessions,
        caller.id,
        limit=limit,
        cursor=cursor,
        status=status,
        connection_id=connection_id,
    )
    return Page[ActivityItem](items=items, next_cursor=next_cursor)
