"""The durable tables: organisations, users, model providers, project keys, toolkits, which toolkits
each organisation has enabled, connections (credentials encrypted, see ``cipher``) and MCP activity
(metadata only). Later tables (agent tokens, …) live beside these, each added by a migration."""

from datetime import datetime
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    CheckConstraint,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    func,
    text,
)
from sqlalchemy.dialects.postgresql import ARRAY
from sqlalchemy.orm import Mapped, mapped_column

from assent_database.base import Base


def _now() -> Mapped[datetime]:
    return mapped_column(DateTime(timezone=True), server_default=func.now())


class OrgRow(Base):
    __tablename__ = "orgs"

    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    name: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = _now()


class UserRow(Base):
    """A person in one organisation. ``subject`` is the identity provider's ``sub`` claim; a user is
    created on first sign-in (or by the seed file). ``roles``: ``member``, ``admin``."""

    __tablename__ = "users"

    id: Mapped[str] = mapped_column(String(128), primary_key=True)
    org_id: Mapped[str] = mapped_column(ForeignKey("orgs.id", ondelete="CASCADE"), index=True)
    subject: Mapped[str] = mapped_column(String(255), unique=True)
    email: Mapped[str | None] = mapped_column(String(320))
    name: Mapped[str] = mapped_column(Text)
    roles: Mapped[list[str]] = mapped_column(ARRAY(String(32)), server_default=text("'{member}'"))
    created_at: Mapped[datetime] = _now()


class ProviderRow(Base):
    """An OpenAI-compatible endpoint; ``api_key`` is encrypted (``cipher``)."""

    __tablename__ = "providers"

    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    base_url: Mapped[str] = mapped_column(Text)
    api_key: Mapped[str | None] = mapped_column(Text)
    models: Mapped[list[dict[str, Any]]] = mapped_column(JSON, server_default=text("'[]'"))


class ProjectKeyRow(Base):
    __tablename__ = "project_keys"

    org_id: Mapped[str] = mapped_column(ForeignKey("orgs.id", ondelete="CASCADE"), primary_key=True)
    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    provider_id: Mapped[str] = mapped_column(ForeignKey("providers.id", ondelete="CASCADE"))


class ToolkitRow(Base):
    """An MCP server every organisation may enable. ``auth_kind``: ``static`` (a credential is sent as
    a bearer token) or ``oauth``."""

    __tablename__ = "toolkits"
    __table_args__ = (CheckConstraint("auth_kind IN ('static', 'oauth')", name="auth_kind"),)

    slug: Mapped[str] = mapped_column(String(32), primary_key=True)
    display_name: Mapped[str] = mapped_column(Text)
    mcp_url: Mapped[str] = mapped_column(Text)
    auth_kind: Mapped[str] = mapped_column(String(16), server_default="static")


class OrgToolkitRow(Base):
    """Whether an organisation has a toolkit enabled; no row means not enabled."""

    __tablename__ = "org_toolkits"

    org_id: Mapped[str] = mapped_column(ForeignKey("orgs.id", ondelete="CASCADE"), primary_key=True)
    toolkit: Mapped[str] = mapped_column(ForeignKey("toolkits.slug", ondelete="CASCADE"), primary_key=True)
    enabled: Mapped[bool] = mapped_column(Boolean, server_default=text("true"))
    updated_at: Mapped[datetime] = _now()


class ConnectionRow(Base):
    """A connected account, ``personal`` (one owner) or ``shared`` (the whole organisation).
    ``config_version`` is the revision counter: every change bumps it. ``credentials`` holds the
    ``cipher``'s token, never plain text. One personal connection per user and toolkit."""

    __tablename__ = "connections"
    __table_args__ = (
        CheckConstraint("kind IN ('personal', 'shared')", name="kind"),
        CheckConstraint("(kind = 'personal') = (owner_id IS NOT NULL)", name="owner_iff_personal"),
        CheckConstraint("status IN ('connected', 'disconnected', 'missing')", name="status"),
        CheckConstraint("permission IN ('allow', 'ask', 'deny')", name="permission"),
        Index(
            "uq_connections_personal_owner_toolkit",
            "org_id",
            "owner_id",
            "toolkit",
            unique=True,
            postgresql_where=text("kind = 'personal'"),
        ),
    )

    id: Mapped[str] = mapped_column(String(128), primary_key=True)
    org_id: Mapped[str] = mapped_column(ForeignKey("orgs.id", ondelete="CASCADE"), index=True)
    toolkit: Mapped[str] = mapped_column(ForeignKey("toolkits.slug", ondelete="CASCADE"))
    kind: Mapped[str] = mapped_column(String(16))
    owner_id: Mapped[str | None] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    display_name: Mapped[str] = mapped_column(Text)
    status: Mapped[str] = mapped_column(String(16), server_default="connected")
    config_version: Mapped[int] = mapped_column(Integer, server_default=text("1"))
    permission: Mapped[str] = mapped_column(String(8), server_default="ask")
    credentials: Mapped[str | None] = mapped_column(Text)
    oauth_tokens: Mapped[str | None] = mapped_column(Text)
    """An OAuth-connected account's grant (``oauth_grants.OAuthGrant``), sealed by the ``cipher``."""
    created_at: Mapped[datetime] = _now()
    updated_at: Mapped[datetime] = _now()


class OAuthClientRow(Base):
    """The OAuth client Assent is at one toolkit's authorization server (``issuer``): registered
    dynamically (RFC 7591, ``registered``) or configured. ``client_secret`` is sealed by the ``cipher``.
    Registered again when ``redirect_uri`` (the gateway's public callback) changes."""

    __tablename__ = "oauth_clients"

    toolkit: Mapped[str] = mapped_column(ForeignKey("toolkits.slug", ondelete="CASCADE"), primary_key=True)
    issuer: Mapped[str] = mapped_column(Text, primary_key=True)
    redirect_uri: Mapped[str] = mapped_column(Text)
    client_id: Mapped[str] = mapped_column(Text)
    client_secret: Mapped[str | None] = mapped_column(Text)
    auth_method: Mapped[str] = mapped_column(String(32))
    registered: Mapped[bool] = mapped_column(Boolean)
    created_at: Mapped[datetime] = _now()


class ActivityRow(Base):
    """One MCP execution, metadata only (no arguments, no results). Paged per user newest first by
    ``(user_id, id)``; rows older than the retention are deleted by ``finished_at``."""

    __tablename__ = "activity"
    __table_args__ = (Index("ix_activity_user_id_id", "user_id", "id"),)

    id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=True)
    user_id: Mapped[str] = mapped_column(String(128))
    conversation_id: Mapped[str] = mapped_column(String(128))
    turn_id: Mapped[str] = mapped_column(String(128))
    connection_id: Mapped[str] = mapped_column(String(128))
    action_name: Mapped[str] = mapped_column(Text)
    action_revision: Mapped[str] = mapped_column(String(128))
    connection_revision: Mapped[str] = mapped_column(String(128))
    approval_id: Mapped[str] = mapped_column(String(128), unique=True)
    status: Mapped[str] = mapped_column(String(32))
    started_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    finished_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), index=True)
    duration_ms: Mapped[int] = mapped_column(Integer)
    source: Mapped[str] = mapped_column(String(16), server_default="playground")
    agent_token_id: Mapped[str | None] = mapped_column(String(64))
    agent_name: Mapped[str | None] = mapped_column(Text)


class AgentTokenRow(Base):
    """An external agent's MCP token: its SHA-256 ``digest`` only, never the token. Bound to its owner
    and the connections chosen, with their revisions then (``connections``: ``[{id, revision}]``).
    Revoked tokens keep their row (``revoked_at``) so their activity still names them."""

    __tablename__ = "agent_tokens"
    __table_args__ = (Index("ix_agent_tokens_owner_id_created_at", "owner_id", "created_at"),)

    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    owner_id: Mapped[str] = mapped_column(String(128))
    org_id: Mapped[str] = mapped_column(String(64))
    name: Mapped[str] = mapped_column(Text)
    digest: Mapped[str] = mapped_column(String(64), unique=True)
    prefix: Mapped[str] = mapped_column(String(32))
    connections: Mapped[list[dict[str, Any]]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    last_used_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    revoked_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
