"""Request and response bodies of the HTTP API (DESIGN §2). Internal records live in ``assent_contracts``."""

from datetime import datetime
from typing import Any, Generic, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, SecretStr, field_validator

from assent_contracts.activity import ActivityMetadata
from assent_contracts.conversations import ChatMessage, ConnectionSelection
from assent_contracts.directory import ConnectionStatus, Permission
from assent_contracts.limits import MAX_CONNECTIONS, Limits

ItemT = TypeVar("ItemT")
SELECTION_SCHEMA: dict[str, Any] = {"minItems": 1, "maxItems": MAX_CONNECTIONS, "uniqueItems": True}
"""What the document says of a selection of connections; the route checks it itself, so each problem
keeps its own code (``no_connections``, ``too_many_connections``, ``duplicate_connection``)."""


class _Request(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ConversationCreate(_Request):
    model: str = Field(min_length=1, max_length=200)
    project_key: str = Field(min_length=1, max_length=200)
    connection_ids: list[str] = Field(json_schema_extra=SELECTION_SCHEMA)
    tools: list[Any] = Field(default_factory=list)
    """Client-side function tools; checked by ``validation.validate_conversation_tools``."""
    system: str | None = None


class ConversationCreated(BaseModel):
    id: str
    connections: list[ConnectionSelection]
    limits: Limits
    expires_at: datetime


class TurnCreate(_Request):
    messages: list[ChatMessage] = Field(min_length=1)
    """The transcript the client keeps; the last message is the user's new one."""
    tool_choice: Literal["none", "auto"] | None = None
    temperature: float | None = Field(default=None, ge=0, le=2)
    max_tokens: int | None = Field(default=None, ge=1)
    response_format: dict[str, Any] | None = None


class TurnAccepted(BaseModel):
    turn_id: str
    events_url: str


class DecisionCreate(_Request):
    decision: Literal["approve", "decline"]
    reason: str | None = Field(default=None, max_length=2000)


class DecisionRecorded(BaseModel):
    proposal_id: str
    decision: Literal["approve", "decline"]


class StopAccepted(BaseModel):
    turn_id: str
    stopping: bool = True


class ModelItem(BaseModel):
    id: str
    project_key: str
    supports_tools: bool


class Hint(BaseModel):
    action: Literal["link", "contact_admin"]
    text: str
    href: str | None = None


class ConnectionItem(BaseModel):
    id: str
    toolkit: str
    display_name: str
    kind: Literal["personal", "shared"]
    status: ConnectionStatus
    revision: str
    permission: Permission
    hint: Hint | None = None
    connect: Literal["oauth", "credentials"] = "credentials"
    """How an account of this toolkit is connected: ``oauth`` (``POST /v1/connections/{toolkit}/authorize``,
    then the browser goes to the authorization URL) or ``credentials`` (``POST /v1/connections``)."""


class OAuthAuthorize(_Request):
    """Where the browser returns once the account is connected: a path on this site (default ``/``)."""

    return_to: str | None = Field(default=None, max_length=2048)


class OAuthAuthorization(BaseModel):
    authorization_url: str
    """Send the browser here; it comes back to ``return_to?connected={toolkit}``."""
    expires_in: int
    """Seconds the authorization may take before it must be started again."""


PRINTABLE_ASCII_PATTERN = "^[ -~]*$"
"""Credentials as the document says them: printable ASCII only (``header_safe_credentials``)."""
CREDENTIALS_SCHEMA: dict[str, Any] = {"pattern": PRINTABLE_ASCII_PATTERN}


def header_safe_credentials(value: SecretStr | None) -> SecretStr | None:
    """Credentials travel as ``Authorization: Bearer …``: a line break, a control character or a
    non-ASCII letter would break every call of the connection later, so they are refused at input,
    personal or shared (the message never repeats the value)."""
    if value is not None and not all(" " <= char <= "~" for char in value.get_secret_value()):
        raise ValueError(
            "credentials may hold printable ASCII only (no line breaks, control characters or "
            "non-ASCII letters): they are sent as an HTTP header"
        )
    return value


class ConnectionCreate(_Request):
    """Connect (or reconnect) the caller's personal account of a toolkit."""

    toolkit: str = Field(min_length=1, max_length=64)
    credentials: SecretStr = Field(min_length=1, max_length=4096, json_schema_extra=CREDENTIALS_SCHEMA)
    """The account's token; stored for the services, never shown again."""
    display_name: str | None = Field(default=None, min_length=1, max_length=200)

    _header_safe = field_validator("credentials")(header_safe_credentials)


class _EntryId(BaseModel):
    id: str
    """The activity record's id (decimal digits; newer records have larger ids)."""


# One entry of ``GET /v1/activity``: its id, then the record without its owner. pydantic takes the
# last base's fields first, so ``id`` leads as it always has. No docstring: it would become the
# schema's description in the OpenAPI document.
class ActivityItem(ActivityMetadata, _EntryId):
    pass


class Page(BaseModel, Generic[ItemT]):
    items: list[ItemT]
    next_cursor: str | None = None


class Items(BaseModel, Generic[ItemT]):
    items: list[ItemT]


class Health(BaseModel):
    status: Literal["ok"]
    checks: dict[str, str]


class Me(BaseModel):
    """Who is signed in (``GET /v1/me``)."""

    id: str
    name: str
    email: str | None
    org: str
    role: Literal["member", "admin"]
    signed_in_by: Literal["session", "bearer"]
    csrf_token: str | None = None
    """For a cookie session: the value to send as ``X-CSRFToken`` on requests that change state."""
