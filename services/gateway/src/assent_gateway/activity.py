"""The caller's MCP activity, newest first, from the shared bounded activity stream. Metadata only."""

import logging

from pydantic import ValidationError
from redis.asyncio import Redis

from assent_contracts.activity import ACTIVITY_STREAM, ActivityRecord
from assent_gateway.redis_replies import Fields, xrevrange
from assent_gateway.schemas import ActivityItem

log = logging.getLogger(__name__)

SCAN_PAGE = 200
SCAN_BUDGET = 5_000
"""Entries examined per request at most: a page may come back short with a cursor to continue from."""


def _item(entry_id: str, fields: Fields) -> tuple[str, ActivityItem] | None:
    try:
        record = ActivityRecord.model_validate_json(fields.get("data", ""))
    except ValidationError:
        log.warning("skipping unreadable activity entry %s", entry_id)
        return None
    return record.user_id, ActivityItem(id=entry_id, **record.model_dump(exclude={"user_id"}))


async def read_activity(
    redis: Redis, user_id: str, *, limit: int, cursor: str | None
) -> tuple[list[ActivityItem], str | None]:
    """Up to ``limit`` of the user's records older than ``cursor``, and the cursor of the next page
    (``None`` when the stream holds nothing older)."""
    items: list[ActivityItem] = []
    before = cursor
    scanned = 0
    while scanned < SCAN_BUDGET:
        found = await xrevrange(redis, ACTIVITY_STREAM, before=before, count=SCAN_PAGE)
        for entry_id, fields in found:
            scanned += 1
            item = _item(entry_id, fields)
            if item is not None and item[0] == user_id:
                items.append(item[1])
                if len(items) == limit:
                    return items, entry_id
        if len(found) < SCAN_PAGE:
            return items, None
        before = found[-1][0]
    return items, before
