"""Connecting an account by OAuth (issue 11 §2 and §3; the MCP authorization spec), Assent being the
OAuth client: ``begin`` finds the toolkit's authorization server (``oauth_discovery``), its client
there (``oauth_clients``) and builds the authorization URL (code flow, PKCE S256, the ``resource``
indicator) with Authlib; ``finish`` takes the attempt its ``state`` names (once, for the same user),
redeems the code with Authlib and stores the grant sealed: the user's personal account
(``connections.connect_oauth``) or, when an administrator started it, a shared connection of their
organisation (``admin.connections.connect_shared_oauth``; the callback checks again that they are
still an administrator and the connection still there).

Every failure is a ``ProblemError`` with a stable code, raised before anything is written:
``oauth_state_invalid`` (unknown, expired, used or another user's state), ``oauth_failed`` (the
authorization server refused: a replayed code, a wrong PKCE verifier, the user said no),
``oauth_unavailable`` (a server could not be reached or found). A failed callback is a
``CallbackFailed``, which also says where a browser is sent back to (``?connect_error=<code>``). No
detail ever holds a code, token, verifier or secret.
"""

import secrets
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlencode, urlsplit, urlunsplit

from authlib.common.errors import AuthlibBaseError
from authlib.integrations.httpx_client import AsyncOAuth2Client
from pydantic import SecretStr
from redis.asyncio import Redis

from assent_contracts.directory import Connection, Directory, Toolkit, User
from assent_database.oauth_grants import OAuthGrant
from assent_gateway.admin.access import require_admin
from assent_gateway.admin.connections import connect_shared_oauth, shared_connection
from assent_gateway.connections import connect_oauth
from assent_gateway.oauth_attempts import (
    ATTEMPT_TTL_S,
    ConnectTarget,
    OAuthAttempt,
    save_attempt,
    take_attempt,
)
from assent_gateway.oauth_clients import NoClient, client_for
from assent_gateway.oauth_discovery import DiscoveryFailed, discover
from assent_gateway.problems import ProblemError
from assent_gateway.settings import ConfiguredOAuthClient
from assent_runtime.directory_source import DatabaseDirectory

CALLBACK_PATH = "/v1/connections/oauth/callback"


@dataclass(frozen=True)
class Authorization:
    url: str
    expires_in: int


@dataclass
class CallbackFailed(ProblemError):
    """A callback that connected nothing: the problem, and where a browser goes back to say so."""

    back_to: str = "/"


def oauth_toolkit(directory: Directory, user: User, slug: str, *, shared: bool = False) -> Toolkit:
    toolkit = directory.toolkit(slug)
    if toolkit is None:
        raise ProblemError(404, "unknown_toolkit", f"no toolkit named {slug!r}")
    if not directory.toolkit_enabled(user.org, slug):
        raise ProblemError(403, "toolkit_disabled", f"toolkit {slug!r} is not enabled in your organisation")
    if toolkit.auth_kind != "oauth":
        raise ProblemError(
            409,
            "toolkit_not_oauth",
            f"toolkit {slug!r} connects with credentials: POST "
            f"{'/v1/admin/connections' if shared else '/v1/connections'} with them",
        )
    return toolkit


def local_path(return_to: str | None) -> str:
    """Only a path on this site (never another origin: no open redirect)."""
    if return_to is None:
        return "/"
    if (
        not return_to.startswith("/")
        or return_to.startswith("//")
        or "\\" in return_to
        or len(return_to) > 2048
    ):
        raise ProblemError(
            422, "invalid_return_to", "return_to must be a path on this site, like /connections"
        )
    return return_to


def back_url(return_to: str, **params: str) -> str:
    """``return_to`` with ``params`` added to its query (its fragment, a page's view, kept)."""
    parts = urlsplit(return_to)
    query = f"{parts.query}&" if parts.query else ""
    return urlunsplit(("", "", parts.path, query + urlencode(params), parts.fragment))


def _client(client_id: str, client_secret: SecretStr | None, auth_method: str, redirect_uri: str) -> Any:
    """Authlib's httpx client; ``Any`` because it subclasses httpx2 or httpx, whichever imports."""
    secret = client_secret.get_secret_value() if client_secret else None
    return AsyncOAuth2Client(
        client_id=client_id,
        client_secret=secret,
        token_endpoint_auth_method=auth_method if secret else "none",
        redirect_uri=redirect_uri,
        code_challenge_method="S256",
        timeout=10.0,
    )


async def begin(
    source: DatabaseDirectory,
    redis: Redis,
    directory: Directory,
    user: User,
    slug: str,
    *,
    return_to: str | None,
    base_url: str,
    configured: ConfiguredOAuthClient | None,
    connecting: ConnectTarget | None = None,
) -> Authorization:
    """Start connecting ``connecting`` (default: the user's personal account of ``slug``); the caller has
    checked that the user may connect a shared one."""
    toolkit = oauth_toolkit(
        directory, user, slug, shared=connecting is not None and connecting.kind == "shared"
    )
    back_to = local_path(return_to)
    redirect_uri = f"{base_url.rstrip('/')}{CALLBACK_PATH}"
    try:
        target = await discover(toolkit.mcp_url)
        client = await client_for(source, toolkit.slug, target, redirect_uri, configured)
    except (DiscoveryFailed, NoClient) as failure:
        raise ProblemError(502, "oauth_unavailable", str(failure)) from None
    state, verifier = secrets.token_urlsafe(32), secrets.token_urlsafe(64)
    oauth = _client(client.client_id, client.client_secret, client.auth_method, redirect_uri)
    try:
        url, _ = oauth.create_authorization_url(
            str(target.metadata.authorization_endpoint),
            state=state,
            code_verifier=verifier,
            resource=target.resource,
        )
    finally:
        await oauth.aclose()
    attempt = OAuthAttempt(
        user_id=user.id,
        org=user.org,
        toolkit=toolkit.slug,
        issuer=target.issuer,
        resource=target.resource,
        token_endpoint=str(target.metadata.token_endpoint),
        revocation_endpoint=(
            str(target.metadata.revocation_endpoint) if target.metadata.revocation_endpoint else None
        ),
        redirect_uri=redirect_uri,
        return_to=back_to,
        code_verifier=SecretStr(verifier),
        client_id=client.client_id,
        client_secret=client.client_secret,
        auth_method=client.auth_method,
        target=connecting or ConnectTarget(),
    )
    await save_attempt(redis, source.cipher, state, attempt)
    return Authorization(url, ATTEMPT_TTL_S)


def _code(value: str) -> str:
    """An authorization server's error code, reduced to what is safe to echo."""
    return "".join(c for c in value[:64] if c.isalnum() or c == "_") or "refused"


async def finish(
    source: DatabaseDirectory,
    redis: Redis,
    directory: Directory,
    user: User,
    *,
    state: str | None,
    code: str | None,
    error: str | None,
    iss: str | None,
) -> tuple[Connection, str]:
    """The connected connection and where to send the browser; ``CallbackFailed`` when nothing was
    connected (nothing written)."""
    attempt = await take_attempt(redis, source.cipher, state or "")
    if attempt is None or attempt.user_id != user.id or attempt.org != user.org:
        # Nothing of someone else's attempt (its page, its toolkit) is told to this browser.
        raise CallbackFailed(
            400,
            "oauth_state_invalid",
            "this authorization is unknown, expired, already used or someone else's; connect again",
            back_to=back_url("/", connect_error="oauth_state_invalid"),
        )
    try:
        connection = await _connect(source, directory, user, attempt, code=code, error=error, iss=iss)
    except ProblemError as problem:
        raise CallbackFailed(
            problem.status,
            problem.code,
            problem.detail,
            problem.errors,
            problem.extra,
            problem.headers,
            back_to=back_url(attempt.return_to, connect_error=problem.code, toolkit=attempt.toolkit),
        ) from None
    return connection, back_url(attempt.return_to, connected=attempt.toolkit)


def _allowed_toolkit(directory: Directory, user: User, attempt: OAuthAttempt) -> Toolkit:
    """The attempt's toolkit, if the user may still connect what it was started for."""
    toolkit = oauth_toolkit(directory, user, attempt.toolkit)
    if attempt.target.kind == "shared":
        require_admin(user)
        if attempt.target.connection_id is not None:
            shared_connection(directory, user, attempt.target.connection_id)
    return toolkit


async def _connect(
    source: DatabaseDirectory,
    directory: Directory,
    user: User,
    attempt: OAuthAttempt,
    *,
    code: str | None,
    error: str | None,
    iss: str | None,
) -> Connection:
    if error is not None:
        raise ProblemError(400, "oauth_failed", f"the authorization server refused ({_code(error)})")
    if iss is not None and iss.rstrip("/") != attempt.issuer.rstrip("/"):
        raise ProblemError(400, "oauth_failed", "the answer came from another authorization server")
    if not code or len(code) > 2048:
        raise ProblemError(400, "oauth_failed", "the authorization server sent no authorization code")
    toolkit = _allowed_toolkit(directory, user, attempt)
    grant = await _redeem(attempt, code)
    if attempt.target.kind == "shared":
        return await connect_shared_oauth(source, directory, user, toolkit, grant, attempt.target)
    return await connect_oauth(source, directory, user, toolkit, grant)


async def _redeem(attempt: OAuthAttempt, code: str) -> OAuthGrant:
    """The grant the authorization server gives for ``code`` (PKCE: the attempt's verifier)."""
    oauth = _client(attempt.client_id, attempt.client_secret, attempt.auth_method, attempt.redirect_uri)
    try:
        token = await oauth.fetch_token(
            attempt.token_endpoint,
            grant_type="authorization_code",
            code=code,
            code_verifier=attempt.code_verifier.get_secret_value(),
            resource=attempt.resource,
        )
    except AuthlibBaseError as refused:
        raise ProblemError(
            400, "oauth_failed", f"the authorization server refused the code ({_code(str(refused.error))})"
        ) from None
    except Exception as failure:  # the HTTP client's own errors
        raise ProblemError(
            502,
            "oauth_unavailable",
            f"the authorization server could not be reached ({type(failure).__name__})",
        ) from None
    finally:
        await oauth.aclose()
    if not token.get("access_token") or str(token.get("token_type", "bearer")).lower() != "bearer":
        raise ProblemError(400, "oauth_failed", "the authorization server sent no bearer access token")
    return OAuthGrant(
        access_token=SecretStr(""),
        issuer=attempt.issuer,
        token_endpoint=attempt.token_endpoint,
        revocation_endpoint=attempt.revocation_endpoint,
        resource=attempt.resource,
        client_id=attempt.client_id,
        client_secret=attempt.client_secret,
        auth_method=attempt.auth_method,
    ).with_tokens(dict(token))
