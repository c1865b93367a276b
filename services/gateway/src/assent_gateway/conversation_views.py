"""What ``GET /v1/conversations/{cid}`` answers: the conversation's configuration, never a transcript."""

from datetime import datetime
from typing import Any

from pydantic import BaseModel

from assent_contracts.conversations import ConnectionSelection, Conversation
from assent_contracts.limits import Limits


class ConversationView(BaseModel):
    id: str
    model: str
    project_key: str
    connections: list[ConnectionSelection]
    tools: list[dict[str, Any]]
    """The client-side tools exactly as they were given: every member, in the same order."""
    system: str | None
    limits: Limits
    created_at: datetime
    expires_at: datetime


def conversation_view(conversation: Conversation) -> ConversationView:
    return ConversationView.model_validate(conversation.model_dump(exclude={"user_id", "org"}))
