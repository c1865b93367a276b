"""MCP activity: execution metadata only, never arguments or results."""

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict

ACTIVITY_STREAM = "assent:activity"
ACTIVITY_MAXLEN = 100_000


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
