"""Bearer-token identities for the demo servers.

Each server knows a fixed map ``token -> login``. The SDK's bearer middleware asks
:class:`StaticTokenVerifier` about every request to ``/mcp`` and answers 401 when it returns
``None``; tools then read the caller's login with :func:`current_login`. Tokens are never logged
or echoed back.
"""

from collections.abc import Mapping

from mcp.server.auth.middleware.auth_context import get_access_token
from mcp.server.auth.provider import AccessToken
from mcp.server.mcpserver.exceptions import ToolError


class StaticTokenVerifier:
    """A ``TokenVerifier`` over a fixed ``token -> login`` map; the login becomes the client id."""

    def __init__(self, tokens: Mapping[str, str]) -> None:
        self._tokens = dict(tokens)

    async def verify_token(self, token: str) -> AccessToken | None:
        login = self._tokens.get(token)
        if login is None:
            return None
        return AccessToken(token=token, client_id=login, subject=login, scopes=[])


def current_login() -> str:
    """The login of the identity whose token authenticated the current request: the token's subject
    (an OAuth token's client id is the application's, not the person's)."""
    access = get_access_token()
    if access is None:
        raise ToolError("no authenticated identity on this request")
    return access.subject or access.client_id


def parse_token_option(value: str) -> tuple[str, str]:
    """``TOKEN=LOGIN`` → ``(token, login)``; the error message never repeats the token."""
    token, sep, login = value.partition("=")
    if not sep or not token.strip() or not login.strip():
        raise ValueError("a token option must look like TOKEN=LOGIN")
    return token.strip(), login.strip()
