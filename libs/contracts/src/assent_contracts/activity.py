"""MCP activity: execution metadata only, never arguments or results.

The executor writes each record to ``ACTIVITY_RECORDS_STREAM`` in the same round trip as the
``action.completed`` it belongs to; its activity writer stores the stream's entries in PostgreSQL
(once per approval) and deletes them (docs/decisions/025-database-off-the-hot-path.md). An entry
holds one field ``data``, the record's JSON, which FastStream reads as the message body."""

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict

ACTIVITY_RECORDS_STREAM = "assent:activity:records"


class ActivityMetadata(BaseModel):
    """What one execution leaves behind for its owner to read: which action ran where, when and how it
    ended. ``ActivityRecord`` adds whose it is; the gateway's ``ActivityItem`` adds the entry's id."""

    conversation_id: str
    turn_id: str
    connection_id: str
    action_name: str
    action_revision: str
    connection_revision: str
    approval_id: str
    status: str
    started_at: datetime
    finished_at: datetime
    duration_ms: int
    source: Literal["playground", "agent"] = "playground"
    """``agent``: proposed by an external agent over MCP, with the token's id and name below."""
    agent_token_id: str | None = None
    agent_name: str | None = None


class ActivityRecord(ActivityMetadata):
    """One execution's activity as the executor records it, with its owner."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    user_id: str
