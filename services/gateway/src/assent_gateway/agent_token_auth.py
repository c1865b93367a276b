"""Who an MCP request comes from: the SDK's bearer middleware asks ``AgentTokenVerifier`` about every
``/mcp`` request, and tools read the verified token with ``current_token``."""

from collections.abc import Callable

from mcp.server.auth.middleware.auth_context import get_access_token
from mcp.server.auth.provider import AccessToken
from mcp.server.mcpserver.exceptions import ToolError

from assent_contracts.messages import utc_now
from assent_gateway.agent_tokens import AgentToken, looks_like_agent_token, token_digest
from assent_gateway.deps import Gateway

GatewayGetter = Callable[[], Gateway]


class AgentTokenVerifier:
    """The SDK's ``TokenVerifier``: a live (not expired, not revoked) agent token of a known user."""

    def __init__(self, gateway: GatewayGetter) -> None:
        self._gateway = gateway

    async def verify_token(self, token: str) -> AccessToken | None:
        if not looks_like_agent_token(token):
            return None
        gateway = self._gateway()
        record = await gateway.agent_tokens.by_digest(token_digest(token))
        now = utc_now()
        if record is None or not record.usable(now) or gateway.directory.user(record.owner) is None:
            return None
        await gateway.agent_tokens.touch(record.id, now)
        return AccessToken(
            token=token,
            client_id=record.id,
            subject=record.owner,
            scopes=[],
            expires_at=int(record.expires_at.timestamp()),
            claims={"agent_token": record.model_dump(mode="json", exclude={"digest"})},
        )


def token_of(access: AccessToken | None) -> AgentToken | None:
    """The verified token's record as the verifier saw it (without its digest)."""
    claims = (access.claims or {}) if access is not None else {}
    found = claims.get("agent_token")
    return AgentToken.model_validate({**found, "digest": ""}) if isinstance(found, dict) else None


def current_token() -> AgentToken:
    """The token of the MCP request being served (the SDK middleware verified it)."""
    token = token_of(get_access_token())
    if token is None:
        raise ToolError("no agent token on this request")
    return token
