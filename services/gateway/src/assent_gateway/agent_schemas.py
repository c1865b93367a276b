"""Request and response bodies of the agent routes: agent tokens, agent setup and approvals."""

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from assent_contracts.agents import MAX_TOKEN_CONNECTIONS
from assent_contracts.conversations import ConnectionSelection


class AgentTokenCreate(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1, max_length=100)
    """What the agent is (``Claude Code on my laptop``): shown with its approvals and in activity."""
    connection_ids: list[str] = Field(
        max_length=MAX_TOKEN_CONNECTIONS, json_schema_extra={"minItems": 1, "uniqueItems": True}
    )
    expires_in_days: int | None = Field(default=None, ge=1)
    """Defaults to the gateway's ``agent_token_default_days``; at most ``agent_token_max_days``."""


class AgentTokenItem(BaseModel):
    """A token as listed: never the token itself."""

    id: str
    name: str
    prefix: str
    connections: list[ConnectionSelection]
    created_at: datetime
    expires_at: datetime
    last_used_at: datetime | None = None


class AgentTokenCreated(AgentTokenItem):
    token: str
    """Shown once: Assent keeps only its hash."""


class McpClientConfig(BaseModel):
    """Ready-to-paste configuration for one kind of MCP client."""

    client: str
    format: Literal["json", "python"]
    text: str


class AgentSetupView(BaseModel):
    mcp_endpoint: str
    instructions: str
    token_hint: str
    create_token: dict[str, Any]
    """The request that makes a token: method, path and an example body."""
    configurations: list[McpClientConfig]
