"""Keeping an OAuth-connected account's access token usable: refreshed shortly before it expires and
when the MCP server answers 401, with Authlib's OAuth 2 client (``refresh_token``, ``revoke_token``).

A refresh runs inside a transaction holding the connection's row lock (``SELECT … FOR UPDATE``), so
two replicas that find the same token stale never both refresh: the second waits, then finds the
token already renewed and uses it (a rotated refresh token used twice would end the grant). A
refresh the authorization server refuses (the refresh token expired or was revoked) disconnects the
connection: status ``disconnected``, tokens dropped, revision bumped, announced, so the page shows
its reconnect hint. A refresh that cannot reach the server changes nothing.

Errors never carry a token: only Authlib's error code or the exception's type is logged.
"""

import logging
import time
from typing import Any

from authlib.common.errors import AuthlibBaseError
from authlib.integrations.httpx_client import AsyncOAuth2Client
from pydantic import SecretStr
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from assent_database.cipher import CredentialCipher
from assent_database.directory_reads import ConnectionSecret, secret_of
from assent_database.oauth_grants import OAuthGrant, open_grant, seal_grant
from assent_database.tables import ConnectionRow

log = logging.getLogger(__name__)

REFRESH_MARGIN_S = 60.0
"""An access token this close to its expiry is refreshed before use."""
TIMEOUT_S = 10.0


class RefreshRefused(Exception):
    """The authorization server refused the refresh (``error`` is its OAuth error code)."""

    def __init__(self, error: str) -> None:
        super().__init__(error)
        self.error = error


def oauth_client(grant: OAuthGrant, timeout_s: float = TIMEOUT_S) -> Any:
    """Authlib's httpx client for ``grant``'s client. ``Any``: it subclasses httpx2 or httpx,
    whichever imports, which type checkers cannot follow."""
    secret = grant.client_secret.get_secret_value() if grant.client_secret else None
    return AsyncOAuth2Client(
        client_id=grant.client_id,
        client_secret=secret,
        token_endpoint_auth_method=grant.auth_method if secret else "none",
        revocation_endpoint_auth_method=grant.auth_method if secret else "none",
        timeout=timeout_s,
    )


async def refresh_grant(grant: OAuthGrant, timeout_s: float = TIMEOUT_S) -> OAuthGrant:
    """``grant`` with fresh tokens; ``RefreshRefused`` when the server says no, any other exception
    when it cannot be reached."""
    if grant.refresh_token is None:
        raise RefreshRefused("no_refresh_token")
    client = oauth_client(grant, timeout_s)
    try:
        token = await client.refresh_token(
            grant.token_endpoint,
            refresh_token=grant.refresh_token.get_secret_value(),
            resource=grant.resource,
        )
    except AuthlibBaseError as error:
        raise RefreshRefused(str(error.error or "refused")) from None
    finally:
        await client.aclose()
    return grant.with_tokens(dict(token))


async def revoke_grant(grant: OAuthGrant, timeout_s: float = TIMEOUT_S) -> bool:
    """Revoke the grant at its authorization server (RFC 7009), refresh token first (which ends the
    grant), where the server offers revocation. Best effort: ``False`` when it could not be done."""
    if grant.revocation_endpoint is None:
        return False
    client = oauth_client(grant, timeout_s)
    try:
        for token, hint in ((grant.refresh_token, "refresh_token"), (grant.access_token, "access_token")):
            if token is not None:
                response = await client.revoke_token(
                    grant.revocation_endpoint, token=token.get_secret_value(), token_type_hint=hint
                )
                response.raise_for_status()
    except Exception as error:  # the grant is dropped here either way; say only what kind of failure
        log.warning("revoking an OAuth grant at %s failed (%s)", grant.issuer, type(error).__name__)
        return False
    finally:
        await client.aclose()
    return True


async def renewed_secret(
    sessions: async_sessionmaker[AsyncSession],
    cipher: CredentialCipher,
    connection_id: str,
    stale: SecretStr,
    *,
    timeout_s: float = TIMEOUT_S,
) -> tuple[ConnectionSecret | None, bool]:
    """The connection's secret after making sure its access token is not ``stale`` (the one that was
    about to expire or was just refused): ``(secret, disconnected)``, ``disconnected`` when the
    refresh was refused and the connection is now disconnected (the caller announces the change)."""
    async with sessions.begin() as session:
        row = await session.get(ConnectionRow, connection_id, with_for_update=True)
        if row is None:
            return None, False
        if row.oauth_tokens is None or row.status != "connected":
            return secret_of(row, cipher), False
        grant = open_grant(cipher, row.oauth_tokens)
        if grant.access_token != stale:
            return secret_of(row, cipher), False  # another process renewed it meanwhile
        try:
            renewed = await refresh_grant(grant, timeout_s)
        except RefreshRefused as refused:
            log.warning("connection %s: refresh refused (%s); disconnected", connection_id, refused.error)
            row.status, row.oauth_tokens, row.credentials = "disconnected", None, None
            row.config_version += 1
            await session.flush()
            return secret_of(row, cipher), True
        except Exception as error:
            log.warning("connection %s: refresh failed (%s)", connection_id, type(error).__name__)
            return secret_of(row, cipher), False
        row.oauth_tokens = seal_grant(cipher, renewed)
        await session.flush()
        return secret_of(row, cipher), False


def needs_refresh(secret: ConnectionSecret, margin_s: float = REFRESH_MARGIN_S) -> bool:
    return (
        secret.oauth is not None
        and secret.status == "connected"
        and secret.oauth.expires_within(margin_s, time.time())
    )
