"""The caller's MCP activity."""

from typing import Annotated

from litestar import get
from litestar.params import QueryParameter

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
) -> Page[ActivityItem]:
    """The caller's executed actions, newest first: metadata only, never arguments or results."""
    items, next_cursor = await read_activity(
        gateway.directory_source.sessions, caller.id, limit=limit, cursor=cursor
    )
    return Page[ActivityItem](items=items, next_cursor=next_cursor)
