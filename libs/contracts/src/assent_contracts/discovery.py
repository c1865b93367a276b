"""Discovery: request/reply streams, the model-visible results, and the keys discovery owns.

The conversation context (``discovery_context_key``) is a Redis hash with a TTL refreshed on use:
``conn:<connection id> -> revision`` for each selected connection and ``act:<name> -> revision``
for each discovered action. It never holds prompts, arguments, results or credentials.
"""

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from assent_contracts.conversations import ConnectionSelection
from assent_contracts.directory import Permission
from assent_contracts.events import ConnectionRef
from assent_contracts.messages import Message

OPEN_CONTEXT_STREAM = "assent:discovery:open"
SEARCH_STREAM = "assent:discovery:search"
RESOLVE_STREAM = "assent:discovery:resolve"


def discovery_context_key(conversation_id: str) -> str:
    return f"assent:{{{conversation_id}}}:discovery"


def catalog_key(connection_id: str) -> str:
    """Hash ``name -> ActionDefinition JSON`` of one connection's listed actions."""
    return f"assent:catalog:{connection_id}"


class OpenContext(Message):
    conversation_id: str
    user_id: str
    connection_ids: list[str]
    pinned: dict[str, str] = Field(default_factory=dict)
    """Connection id -> the revision to record instead of the current one (an agent token's, taken
    when the token was made): a connection changed since then refuses its actions."""


class ContextOpened(BaseModel):
    connections: list[ConnectionSelection]
    unavailable: dict[str, str] = Field(default_factory=dict)
    """Connection id -> why it is left out or cannot be listed right now (a short reason, no secret)."""
    credentials_refused: list[str] = Field(default_factory=list)
    """The ids in ``unavailable`` whose MCP server refused the connection's credentials (HTTP 401 or
    403): reconnecting, not retrying, makes them usable. Absent from an older discovery: unreachable."""


class SearchRequested(Message):
    """``query`` searches; ``names`` reads the complete parameters of those actions."""

    conversation_id: str
    query: str | None = None
    names: list[str] | None = None


class ActionSummary(BaseModel):
    """One action as the model sees it: no revisions, no connection ids."""

    model_config = ConfigDict(extra="forbid")

    name: str
    description: str
    read_only: bool = False
    parameters: dict[str, Any] | None = None


class SearchReply(BaseModel):
    results: list[ActionSummary] = Field(default_factory=list)
    hint: str | None = None
    error: str | None = None


class ResolveAction(Message):
    """Check that ``name`` was discovered in this conversation and ``arguments`` fit its schema."""

    conversation_id: str
    name: str
    arguments: dict[str, Any]


class ResolvedAction(BaseModel):
    name: str
    tool_name: str
    connection: ConnectionRef
    action_revision: str
    connection_revision: str
    annotations: dict[str, Any] = Field(default_factory=dict)
    permission: Permission = "ask"


class ResolveReply(BaseModel):
    action: ResolvedAction | None = None
    error: str | None = None


class ActionDefinition(BaseModel):
    """One listed MCP tool of a connection, as discovery catalogs it."""

    name: str
    tool_name: str
    connection_id: str
    title: str | None = None
    description: str = ""
    input_schema: dict[str, Any] = Field(default_factory=dict)
    annotations: dict[str, Any] = Field(default_factory=dict)
    revision: str
