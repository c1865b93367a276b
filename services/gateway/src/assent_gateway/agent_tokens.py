"""Agent tokens: what an external agent presents on ``/mcp``, and the rules for making and using them.

A token is ``assent_agent_`` followed by 32 random bytes (``secrets.token_urlsafe``), shown once. Only
its SHA-256 is stored (``token_digest``): a stored digest cannot be turned back into a token, and the
token's entropy makes a slow hash unnecessary. A token is bound to its owner and the connections
chosen when it was made, with their revisions; it works until it expires or is revoked, and only on
``/mcp`` (the ``/v1`` bearer check does not know it, so it is 401 there).
"""

import hashlib
import secrets
from datetime import datetime, timedelta
from typing import Protocol

from pydantic import BaseModel, ConfigDict

from assent_contracts.conversations import ConnectionSelection
from assent_contracts.directory import Directory, User, connection_revision
from assent_contracts.identifiers import new_id
from assent_contracts.messages import utc_now
from assent_gateway.agent_schemas import AgentTokenCreate, AgentTokenCreated, AgentTokenItem
from assent_gateway.problems import FieldProblem, ProblemError
from assent_gateway.validation import check_connections, raise_if_any

TOKEN_PREFIX = "assent_agent_"
SHOWN_PREFIX_CHARS = len(TOKEN_PREFIX) + 6


class AgentToken(BaseModel):
    """A token as stored: its digest, never the token."""

    model_config = ConfigDict(frozen=True)

    id: str
    owner: str
    org: str
    name: str
    digest: str
    prefix: str
    """The token's first characters, so its owner can recognise it in a list."""
    connections: list[ConnectionSelection]
    created_at: datetime
    expires_at: datetime
    last_used_at: datetime | None = None
    revoked_at: datetime | None = None

    def usable(self, now: datetime) -> bool:
        return self.revoked_at is None and now < self.expires_at


class AgentTokenStore(Protocol):
    """Where tokens are kept (durably: PostgreSQL). Every method is one short round trip."""

    async def add(self, token: AgentToken) -> None: ...

    async def by_digest(self, digest: str) -> AgentToken | None: ...

    async def owned_by(self, owner: str) -> list[AgentToken]:
        """The owner's tokens that are not revoked, newest first."""
        ...

    async def revoke(self, owner: str, token_id: str, at: datetime) -> AgentToken | None:
        """Revoke the owner's token; the token as it was, or ``None`` when the owner has no such token."""
        ...

    async def touch(self, token_id: str, at: datetime) -> None:
        """Record a use (``last_used_at``)."""
        ...


def token_digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def mint_token(
    owner: str, org: str, name: str, connections: list[ConnectionSelection], lifetime: timedelta
) -> tuple[str, AgentToken]:
    """A fresh token (to show once) and its record (to store)."""
    token = TOKEN_PREFIX + secrets.token_urlsafe(32)
    now = utc_now()
    record = AgentToken(
        id=new_id("atok"),
        owner=owner,
        org=org,
        name=name,
        digest=token_digest(token),
        prefix=token[:SHOWN_PREFIX_CHARS],
        connections=connections,
        created_at=now,
        expires_at=now + lifetime,
    )
    return token, record


def looks_like_agent_token(token: str) -> bool:
    return token.startswith(TOKEN_PREFIX)


def token_item(token: AgentToken) -> AgentTokenItem:
    return AgentTokenItem(
        id=token.id,
        name=token.name,
        prefix=token.prefix,
        connections=token.connections,
        created_at=token.created_at,
        expires_at=token.expires_at,
        last_used_at=token.last_used_at,
    )


def _selected(directory: Directory, user: User, request: AgentTokenCreate) -> list[ConnectionSelection]:
    """The chosen connections with their revisions now, or ``ProblemError`` (422) with every problem."""
    connections, problems = check_connections(directory, user, request.connection_ids)
    toolkits: dict[str, str] = {}
    for connection in connections:
        if connection.toolkit in toolkits:
            index = request.connection_ids.index(connection.id)
            other = toolkits[connection.toolkit]
            detail = f"connection {other} already provides the '{connection.toolkit}' actions"
            problems.append(FieldProblem(detail, f"/connection_ids/{index}", code="duplicate_toolkit"))
        toolkits.setdefault(connection.toolkit, connection.id)
    raise_if_any(problems)
    return [
        ConnectionSelection(id=c.id, revision=connection_revision(c.id, c.config_version))
        for c in connections
    ]


async def create_agent_token(
    store: AgentTokenStore,
    directory: Directory,
    user: User,
    request: AgentTokenCreate,
    *,
    default_days: int,
    max_days: int,
) -> AgentTokenCreated:
    days = request.expires_in_days or min(default_days, max_days)
    if days > max_days:
        problem = FieldProblem(
            f"an agent token lives at most {max_days} days", "/expires_in_days", code="expiry_too_long"
        )
        raise_if_any([problem])
    connections = _selected(directory, user, request)
    token, record = mint_token(user.id, user.org, request.name, connections, timedelta(days=days))
    await store.add(record)
    return AgentTokenCreated(token=token, **token_item(record).model_dump())


async def revoke_agent_token(store: AgentTokenStore, user: User, token_id: str) -> AgentToken:
    """Revoke at once: the token's next MCP request is 401. The revoked record, or 404."""
    revoked = await store.revoke(user.id, token_id, utc_now())
    if revoked is None:
        raise ProblemError(404, "agent_token_not_found", "no such agent token")
    return revoked
