"""Base class of every message that crosses a stream: it carries an id so consumers can deduplicate."""

from datetime import UTC, datetime

from pydantic import BaseModel, ConfigDict, Field

from assent_contracts.identifiers import new_id


def utc_now() -> datetime:
    return datetime.now(UTC)


class Message(BaseModel):
    """A command or reply on a Redis stream."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(default_factory=lambda: new_id("msg"))
    sent_at: datetime = Field(default_factory=utc_now)
