"""Keeping an OAuth-connected account's access token usable: refreshed shortly before it expires and
when the MCP server answers 401, with Authlib's OAuth 2 client (``refresh_token``, ``revoke_token``).

One refresh per connection at a time, across every process: a refresher first takes a short Redis
lock of that connection (redis-py's ``Lock``, a TTL just above the bounded authorization server
call), then re-reads the row. A waiter that finds the access token changed uses the new one instead
of spending the refresh token again (the server may rotate it: spent twice, the grant ends). The
server is called with no database connection held; the new tokens are written in a short
transaction that locks the row and checks it still holds the token that was refreshed
(compare-and-set), so a lock that expired, or a reconnect or disconnect meanwhile, never has an old
grant's result overwrite the newer state. Why not the row lock or an advisory lock: decision 021.

A refresh the authorization server refuses (the refresh token expired or was revoked) disconnects
the connection: status ``disconnected``, tokens dropped, revision bumped, announced, so the page
shows its reconnect hint. A refresh that cannot reach the server, or cannot take the lock (Redis
away, or the holder past its bound), changes nothing.

Errors never carry a token: only Authlib's error code or the exception's type is logged.
"""

import asyncio
import logging
import time
from contextlib import suppress
from typing import Any

from authlib.common.errors import AuthlibBaseError
from authlib.integrations.httpx_client import AsyncOAuth2Client
from pydantic import AliasChoices, Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict
from redis.asyncio import Redis
from redis.exceptions import LockError, RedisError
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from assent_database.cipher import CredentialCipher
from assent_database.directory_reads import ConnectionSecret, connection_secret, secret_of
from assent_database.oauth_grants import OAuthGrant, open_grant, seal_grant
from assent_database.tables import ConnectionRow

log = logging.getLogger(__name__)

REFRESH_MARGIN_S = 60.0
"""An access token this close to its expiry is refreshed before use (``OAuthRefreshSettings``)."""
TIMEOUT_S = 10.0
LOCK_SLACK_S = 5.0
"""The refresh lock outlives the bounded authorization server call by this much (the reads and the
write around it)."""


class OAuthRefreshSettings(BaseSettings):
    """Refreshing OAuth-connected accounts' tokens, read alike (no prefix) by every service that uses
    a connection's credentials: discovery, the executor, the gateway. A service's settings hold one
    as ``oauth``."""

    model_config = SettingsConfigDict(frozen=True, populate_by_name=True)

    refresh_margin_s: float = Field(
        default=REFRESH_MARGIN_S,
        ge=0,
        allow_inf_nan=False,
        validation_alias=AliasChoices("ASSENT_OAUTH_REFRESH_MARGIN_S", "refresh_margin_s"),
    )
    """An access token that expires within this many seconds is refreshed before it is used."""
    refresh_timeout_s: float = Field(
        default=TIMEOUT_S,
        gt=0,
        allow_inf_nan=False,
        validation_alias=AliasChoices("ASSENT_OAUTH_REFRESH_TIMEOUT_S", "refresh_timeout_s"),
    )
    """The longest one refresh at the authorization server may take, all of it."""


def refresh_lock_key(connection_id: str) -> str:
    return f"assent:oauth:refresh-lock:{connection_id}"


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
    (``TimeoutError`` past ``timeout_s``, all of the call) when it cannot be reached."""
    if grant.refresh_token is None:
        raise RefreshRefused("no_refresh_token")
    client = oauth_client(grant, timeout_s)
    try:
        async with asyncio.timeout(timeout_s):
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
    redis: Redis,
    cipher: CredentialCipher,
    connection_id: str,
    stale: SecretStr,
    *,
    timeout_s: float = TIMEOUT_S,
) -> tuple[ConnectionSecret | None, bool]:
    """The connection's secret after making sure its access token is not ``stale`` (the one that was
    about to expire or was just refused): ``(secret, disconnected)``, ``disconnected`` when the
    refresh was refused and the connection is now disconnected (the caller announces the change)."""
    bound_s = timeout_s + LOCK_SLACK_S
    lock = redis.lock(refresh_lock_key(connection_id), timeout=bound_s, blocking_timeout=bound_s)
    try:
        locked = await lock.acquire()
    except RedisError as error:
        log.warning("connection %s: refresh not attempted, no lock (%s)", connection_id, type(error).__name__)
        locked = False
    if not locked:
        return await _stored(sessions, cipher, connection_id), False
    try:
        secret = await _stored(sessions, cipher, connection_id)
        if secret is None or secret.oauth is None or secret.status != "connected":
            return secret, False
        if secret.credentials != stale:
            return secret, False  # another process renewed it meanwhile
        try:
            renewed = await refresh_grant(secret.oauth, timeout_s)
        except RefreshRefused as refused:
            log.warning("connection %s: refresh refused (%s)", connection_id, refused.error)
            return await _store(sessions, cipher, connection_id, stale, None)
        except Exception as error:
            log.warning("connection %s: refresh failed (%s)", connection_id, type(error).__name__)
            return secret, False
        return await _store(sessions, cipher, connection_id, stale, renewed)
    finally:
        with suppress(LockError, RedisError):  # expired meanwhile, or Redis away: its TTL ends it
            await lock.release()


async def _stored(
    sessions: async_sessionmaker[AsyncSession], cipher: CredentialCipher, connection_id: str
) -> ConnectionSecret | None:
    async with sessions() as session:
        return await connection_secret(session, cipher, connection_id)


async def _store(
    sessions: async_sessionmaker[AsyncSession],
    cipher: CredentialCipher,
    connection_id: str,
    stale: SecretStr,
    renewed: OAuthGrant | None,
) -> tuple[ConnectionSecret | None, bool]:
    """Write the refresh's outcome (``renewed``, or ``None`` for a refusal: disconnected) if the row
    still holds the grant whose access token is ``stale``; otherwise leave the newer state as it is."""
    async with sessions.begin() as session:
        row = await session.get(ConnectionRow, connection_id, with_for_update=True)
        if row is None:
            return None, False
        current = open_grant(cipher, row.oauth_tokens) if row.oauth_tokens else None
        if row.status != "connected" or current is None or current.access_token != stale:
            log.info("connection %s changed during its refresh; the newer state is kept", connection_id)
            return secret_of(row, cipher), False
        if renewed is None:
            row.status, row.oauth_tokens, row.credentials = "disconnected", None, None
            row.config_version += 1
        else:
            row.oauth_tokens = seal_grant(cipher, renewed)
        await session.flush()
        return secret_of(row, cipher), renewed is None


def needs_refresh(secret: ConnectionSecret, margin_s: float = REFRESH_MARGIN_S) -> bool:
    return (
        secret.oauth is not None
        and secret.status == "connected"
        and secret.oauth.expires_within(margin_s, time.time())
    )
