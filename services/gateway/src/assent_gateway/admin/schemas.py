"""Request and response bodies of the administrators' routes (``/v1/admin/…``)."""

from pydantic import BaseModel, ConfigDict, Field, SecretStr, field_validator

from assent_contracts.directory import AuthKind, ConnectionStatus, Permission
from assent_gateway.schemas import CREDENTIALS_SCHEMA, header_safe_credentials


class _Request(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ToolkitItem(BaseModel):
    slug: str
    display_name: str
    mcp_url: str
    auth_kind: AuthKind
    enabled: bool
    """Whether the administrator's organisation has it enabled."""


class ToolkitSetting(_Request):
    slug: str = Field(min_length=1, max_length=64)
    enabled: bool


class ToolkitsUpdate(_Request):
    """Enable or disable toolkits for the organisation; the ones not named stay as they are."""

    toolkits: list[ToolkitSetting] = Field(min_length=1, max_length=100)


class SharedConnectionCreate(_Request):
    toolkit: str = Field(min_length=1, max_length=64)
    display_name: str = Field(min_length=1, max_length=200)
    credentials: SecretStr = Field(min_length=1, max_length=4096, json_schema_extra=CREDENTIALS_SCHEMA)
    """The organisation's token for the toolkit; stored encrypted, never shown again."""
    permission: Permission = "ask"

    _header_safe = field_validator("credentials")(header_safe_credentials)


class SharedConnectionUpdate(_Request):
    """Rotate the credentials, rename, change the permission or the status. Every change bumps the
    connection's revision, so approvals bound to the old one are refused."""

    credentials: SecretStr | None = Field(
        default=None, min_length=1, max_length=4096, json_schema_extra=CREDENTIALS_SCHEMA
    )
    display_name: str | None = Field(default=None, min_length=1, max_length=200)
    permission: Permission | None = None
    status: ConnectionStatus | None = None

    _header_safe = field_validator("credentials")(header_safe_credentials)


class SharedConnectionAuthorize(_Request):
    """A new shared connection of an OAuth toolkit, connected by OAuth: nothing is created until the
    authorization server sends the browser back with a grant."""

    toolkit: str = Field(min_length=1, max_length=64)
    display_name: str = Field(min_length=1, max_length=200)
    permission: Permission = "ask"
    return_to: str | None = Field(default=None, max_length=2048)
    """Where the browser returns: a path on this site (default ``/``), with ``?connected={toolkit}``."""
