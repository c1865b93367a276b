"""Conversations and turns as the gateway records them in Redis, and the keys both sides use.

Keys carry a hash tag per conversation (``{conv_…}``) or per turn (``{turn_…}``), so every key a
single operation touches lives on one Redis Cluster shard.
"""

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from assent_contracts.limits import Limits


def conversation_key(conversation_id: str) -> str:
    return f"assent:{{{conversation_id}}}:conversation"


def active_turn_key(conversation_id: str) -> str:
    """Holds the id of the running turn; set with NX so only one turn runs at a time."""
    return f"assent:{{{conversation_id}}}:active-turn"


def conversation_lock_key(conversation_id: str) -> str:
    """Present when the conversation refuses further turns; the value is the reason code."""
    return f"assent:{{{conversation_id}}}:locked"


def turn_key(turn_id: str) -> str:
    return f"assent:{{{turn_id}}}:turn"


def turn_input_key(turn_id: str) -> str:
    """Claim check: the turn's messages, kept only while the turn runs."""
    return f"assent:{{{turn_id}}}:input"


def turn_stop_key(turn_id: str) -> str:
    return f"assent:{{{turn_id}}}:stop"


def turn_ended_key(turn_id: str) -> str:
    """Present once the turn's terminal event is written (it holds its type); kept for the events
    retention. Set in the same script as the terminal event, so it never exists without it."""
    return f"assent:{{{turn_id}}}:ended"


def proposals_key(turn_id: str) -> str:
    """Hash ``proposal_id -> status`` (``pending``, ``approve``, ``decline``, ``expired``, ``cancelled``);
    every change goes through the scripts of ``assent_contracts.pending``."""
    return f"assent:{{{turn_id}}}:proposals"


class ConnectionSelection(BaseModel):
    model_config = ConfigDict(frozen=True)

    id: str
    revision: str


class Conversation(BaseModel):
    """What the gateway keeps of a conversation: its configuration, never its transcript."""

    model_config = ConfigDict(frozen=True)

    id: str
    user_id: str
    org: str
    model: str
    project_key: str
    connections: list[ConnectionSelection]
    tools: list[dict[str, Any]] = Field(default_factory=list)
    system: str | None = None
    limits: Limits = Field(default_factory=Limits)
    created_at: datetime
    expires_at: datetime


class ChatMessage(BaseModel):
    """One message of the client-kept transcript, in the OpenAI chat shape."""

    model_config = ConfigDict(extra="allow")

    role: Literal["system", "user", "assistant", "tool"]
    content: str | None = None


class TurnInput(BaseModel):
    """The claim-checked body of a turn: read by the orchestrator, deleted when the turn ends."""

    messages: list[ChatMessage]
    tool_choice: Literal["none", "auto"] | None = None
    temperature: float | None = None
    max_tokens: int | None = None
    response_format: dict[str, Any] | None = None


class Turn(BaseModel):
    model_config = ConfigDict(frozen=True)

    id: str
    conversation_id: str
    user_id: str
    created_at: datetime
