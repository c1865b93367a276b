"""The demo authorization server of the demo github MCP server (a DEMO: it approves whoever types a
login; nothing here checks a password).

It is the ``mcp`` SDK's ``OAuthAuthorizationServerProvider`` kept in memory: the SDK serves its
metadata (RFC 8414), dynamic client registration (RFC 7591), ``/authorize`` (code + PKCE S256, the
``resource`` indicator required), ``/token`` (authorization code, refresh token) and ``/revoke``
(RFC 7009), and the protected resource metadata (RFC 9728) of ``/mcp``. This module holds what the
SDK leaves to a provider: clients, codes and tokens, and the one page the SDK does not have, the
sign-in form at ``/oauth/login`` that ``authorize`` sends the browser to.

Access tokens are verified here too (``load_access_token``), so the static demo tokens
(``ghp_demo_*``) keep working beside the issued ones. Refresh tokens rotate on every use; revoking
either token of a grant revokes both. ``/admin/oauth/...`` (``add_oauth_routes``) lets tests
expire or revoke a login's tokens and count refreshes and revocations.
"""

import html
import secrets
import time
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field

from mcp.server.auth.provider import (
    AccessToken,
    AuthorizationCode,
    AuthorizationParams,
    AuthorizeError,
    OAuthAuthorizationServerProvider,
    RefreshToken,
    TokenError,
    construct_redirect_uri,
)
from mcp.server.mcpserver import MCPServer
from mcp.shared.auth import OAuthClientInformationFull, OAuthToken
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response

LOGIN_PATH = "/oauth/login"
CODE_TTL_S = 300


@dataclass
class _Grant:
    """One sign-in's tokens: the current access and refresh token, rotated together."""

    login: str
    client_id: str
    scopes: list[str]
    resource: str | None
    access: str = ""
    refresh: str = ""
    access_expires_at: int = 0
    refresh_expires_at: int | None = None


@dataclass
class OAuthCounts:
    counts: Counter[str] = field(default_factory=Counter)

    def snapshot(self) -> dict[str, int]:
        return dict(sorted(self.counts.items()))


class DemoAuthorizationServer(OAuthAuthorizationServerProvider[AuthorizationCode, RefreshToken, AccessToken]):
    """The provider: ``issuer`` is this server's base URL, ``resource`` its MCP endpoint."""

    def __init__(
        self,
        issuer: str,
        resource: str,
        static_tokens: Mapping[str, str],
        *,
        access_ttl_s: int = 3600,
        refresh_ttl_s: int | None = None,
    ) -> None:
        self.issuer = issuer.rstrip("/")
        self.resource = resource
        self._static = dict(static_tokens)
        self._access_ttl_s = access_ttl_s
        self._refresh_ttl_s = refresh_ttl_s
        self._clients: dict[str, OAuthClientInformationFull] = {}
        self._pending: dict[str, tuple[str, AuthorizationParams]] = {}
        self._codes: dict[str, AuthorizationCode] = {}
        self._grants: list[_Grant] = []
        self.counts = OAuthCounts()

    # --- clients (RFC 7591) ---
    async def get_client(self, client_id: str) -> OAuthClientInformationFull | None:
        return self._clients.get(client_id)

    async def register_client(self, client_info: OAuthClientInformationFull) -> None:
        assert client_info.client_id is not None
        self._clients[client_info.client_id] = client_info
        self.counts.counts["registrations"] += 1

    # --- authorization ---
    async def authorize(self, client: OAuthClientInformationFull, params: AuthorizationParams) -> str:
        if params.resource is None or params.resource.rstrip("/") != self.resource.rstrip("/"):
            raise AuthorizeError("invalid_target", "resource must be this server's MCP endpoint")
        assert client.client_id is not None
        request_id = secrets.token_urlsafe(24)
        self._pending[request_id] = (client.client_id, params)
        return f"{self.issuer}{LOGIN_PATH}?request={request_id}"

    def deny(self, request_id: str) -> str | None:
        """The redirect back to the client saying the user declined (``error=access_denied``), or
        ``None`` for an unknown request."""
        pending = self._pending.pop(request_id, None)
        if pending is None:
            return None
        _, params = pending
        self.counts.counts["denials"] += 1
        return construct_redirect_uri(str(params.redirect_uri), error="access_denied", state=params.state)

    def approve(self, request_id: str, login: str) -> str | None:
        """The redirect back to the client with a fresh code, or ``None`` for an unknown request."""
        pending = self._pending.pop(request_id, None)
        if pending is None:
            return None
        client_id, params = pending
        code = secrets.token_urlsafe(32)
        self._codes[code] = AuthorizationCode(
            code=code,
            scopes=params.scopes or [],
            expires_at=time.time() + CODE_TTL_S,
            client_id=client_id,
            code_challenge=params.code_challenge,
            redirect_uri=params.redirect_uri,
            redirect_uri_provided_explicitly=params.redirect_uri_provided_explicitly,
            resource=params.resource,
            subject=login,
        )
        return construct_redirect_uri(str(params.redirect_uri), code=code, state=params.state)

    async def load_authorization_code(
        self, client: OAuthClientInformationFull, authorization_code: str
    ) -> AuthorizationCode | None:
        code = self._codes.get(authorization_code)
        return code if code is not None and code.client_id == client.client_id else None

    async def exchange_authorization_code(
        self, client: OAuthClientInformationFull, authorization_code: AuthorizationCode
    ) -> OAuthToken:
        if self._codes.pop(authorization_code.code, None) is None:
            raise TokenError("invalid_grant", "authorization code already used")
        assert authorization_code.subject is not None and client.client_id is not None
        grant = _Grant(
            login=authorization_code.subject,
            client_id=client.client_id,
            scopes=authorization_code.scopes,
            resource=authorization_code.resource,
        )
        self._grants.append(grant)
        self.counts.counts["codes_exchanged"] += 1
        return self._issue(grant)

    def _issue(self, grant: _Grant) -> OAuthToken:
        now = int(time.time())
        grant.access = f"demo_at_{secrets.token_urlsafe(24)}"
        grant.refresh = f"demo_rt_{secrets.token_urlsafe(24)}"
        grant.access_expires_at = now + self._access_ttl_s
        grant.refresh_expires_at = None if self._refresh_ttl_s is None else now + self._refresh_ttl_s
        return OAuthToken(
            access_token=grant.access,
            token_type="Bearer",
            expires_in=self._access_ttl_s,
            refresh_token=grant.refresh,
            scope=" ".join(grant.scopes) or None,
        )

    # --- refresh ---
    async def load_refresh_token(
        self, client: OAuthClientInformationFull, refresh_token: str
    ) -> RefreshToken | None:
        grant = self._grant(refresh=refresh_token)
        if grant is None or grant.client_id != client.client_id:
            return None
        return RefreshToken(
            token=grant.refresh,
            client_id=grant.client_id,
            scopes=grant.scopes,
            expires_at=grant.refresh_expires_at,
            resource=grant.resource,
            subject=grant.login,
        )

    async def exchange_refresh_token(
        self, client: OAuthClientInformationFull, refresh_token: RefreshToken, scopes: list[str]
    ) -> OAuthToken:
        grant = self._grant(refresh=refresh_token.token)
        if grant is None:
            raise TokenError("invalid_grant", "refresh token not known")
        self.counts.counts["refreshes"] += 1
        return self._issue(grant)

    # --- the resource server's check ---
    async def load_access_token(self, token: str) -> AccessToken | None:
        login = self._static.get(token)
        if login is not None:
            return AccessToken(token=token, client_id=login, subject=login, scopes=[])
        grant = self._grant(access=token)
        if grant is None:
            return None
        return AccessToken(
            token=token,
            client_id=grant.client_id,
            subject=grant.login,
            scopes=grant.scopes,
            expires_at=grant.access_expires_at,
            resource=grant.resource,
        )

    # --- revocation (RFC 7009) ---
    async def revoke_token(self, token: AccessToken | RefreshToken) -> None:
        grant = self._grant(access=token.token) or self._grant(refresh=token.token)
        if grant is not None:
            self._grants.remove(grant)
            self.counts.counts["revocations"] += 1

    def _grant(self, *, access: str | None = None, refresh: str | None = None) -> _Grant | None:
        for grant in self._grants:
            if (access is not None and secrets.compare_digest(grant.access, access)) or (
                refresh is not None and secrets.compare_digest(grant.refresh, refresh)
            ):
                return grant
        return None

    # --- test controls ---
    def expire(self, login: str, which: str) -> int:
        """Make ``login``'s access (or refresh) tokens expired; returns how many grants changed."""
        changed = 0
        for grant in self._grants:
            if grant.login == login:
                if which == "access":
                    grant.access_expires_at = int(time.time()) - 1
                else:
                    grant.refresh_expires_at = int(time.time()) - 1
                changed += 1
        return changed

    def revoke_login(self, login: str) -> int:
        before = len(self._grants)
        self._grants = [grant for grant in self._grants if grant.login != login]
        return before - len(self._grants)

    def active_grants(self, login: str) -> int:
        return sum(1 for grant in self._grants if grant.login == login)


LOGIN_PAGE = """<!doctype html>
<html><head><title>Demo GitHub: sign in</title></head>
<body>
<h1>Demo GitHub</h1>
<p>This is a demo authorization server: it approves the login you type, without a password.</p>
<form method="post" action="{action}">
<input type="hidden" name="request" value="{request}">
<label>Login <input name="login" value="{login}" autofocus></label>
<button type="submit" name="decision" value="authorize">Authorize</button>
<button type="submit" name="decision" value="deny">Deny</button>
</form>
</body></html>
"""


def add_oauth_routes(server: MCPServer, provider: DemoAuthorizationServer) -> None:
    """The sign-in form ``authorize`` redirects to. ``GET ?request=…[&login=…]`` shows it; ``POST``
    (``request``, ``login``) approves and redirects to the client with the code, or with
    ``error=access_denied`` when ``decision`` is ``deny``. And the test
    controls: ``POST /admin/oauth/expire`` ``{"login", "which": "access"|"refresh"}``, ``POST
    /admin/oauth/revoke`` ``{"login"}``, ``GET /admin/oauth/stats[?login=]``."""

    @server.custom_route(LOGIN_PATH, methods=["GET"])
    async def show(request: Request) -> Response:
        request_id = request.query_params.get("request", "")
        page = LOGIN_PAGE.format(
            action=LOGIN_PATH,
            request=html.escape(request_id, quote=True),
            login=html.escape(request.query_params.get("login", ""), quote=True),
        )
        return HTMLResponse(page)

    @server.custom_route(LOGIN_PATH, methods=["POST"])
    async def approve(request: Request) -> Response:
        form = await request.form()
        request_id, login = str(form.get("request", "")), str(form.get("login", "")).strip()
        if form.get("decision") == "deny":
            denied = provider.deny(request_id)
            if denied is None:
                return HTMLResponse("unknown or used authorization request", status_code=400)
            return RedirectResponse(denied, status_code=302)
        if not login:
            return HTMLResponse("a login is required", status_code=400)
        target = provider.approve(request_id, login)
        if target is None:
            return HTMLResponse("unknown or used authorization request", status_code=400)
        return RedirectResponse(target, status_code=302)

    @server.custom_route("/admin/oauth/expire", methods=["POST"])
    async def expire(request: Request) -> Response:
        body = await request.json()
        which = body.get("which")
        if which not in ("access", "refresh"):
            return JSONResponse({"error": "which must be access or refresh"}, 422)
        return JSONResponse({"grants": provider.expire(str(body.get("login")), which)})

    @server.custom_route("/admin/oauth/revoke", methods=["POST"])
    async def revoke(request: Request) -> Response:
        body = await request.json()
        return JSONResponse({"grants": provider.revoke_login(str(body.get("login")))})

    @server.custom_route("/admin/oauth/stats", methods=["GET"])
    async def stats(request: Request) -> Response:
        login = request.query_params.get("login")
        active = {} if login is None else {"active_grants": provider.active_grants(login)}
        return JSONResponse({"counts": provider.counts.snapshot(), **active})
