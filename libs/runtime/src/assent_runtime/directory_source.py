"""The directory as every service reads it: from PostgreSQL, cached in the process and re-read when
``DIRECTORY_VERSION_KEY`` moves (``assent_contracts.connections``), so the hot path costs one Redis
``GET``. A cached copy is also re-read after ``max_age_s`` at the latest, for a change whose
version bump was lost (Redis down at that moment, or restarted and the counter gone).

The cached directory carries no secrets in the clear. Beside it the providers' API keys are kept
sealed, as the database stores them (encrypted), and decrypted only when ``provider_api_key`` is
asked, so the orchestrator's model rounds make no query (issue 11). A connection's credentials are
read and decrypted from the database at the moment they are used (``connection_secret``): the
executor compares their ``config_version`` with the approved revision, which a cached copy could not
honestly do. An OAuth-connected account's access token is refreshed there when it is about to
expire, and by ``refresh_oauth`` when the MCP server refused it (``oauth_refresh``). Every read is
retried once after a dropped connection (``on_disconnect_retry``).
"""

import asyncio
import logging
import time
from typing import Protocol

from pydantic import SecretStr
from redis.asyncio import Redis
from redis.exceptions import RedisError
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from assent_contracts.connections import CONNECTION_CHANGES_CHANNEL, DIRECTORY_VERSION_KEY
from assent_contracts.directory import Directory
from assent_database.cipher import CredentialCipher
from assent_database.directory_reads import (
    ConnectionSecret,
    connection_secret,
    read_directory,
    sealed_provider_keys,
)
from assent_database.engine import on_disconnect_retry
from assent_runtime.mcp_tools import Refresh
from assent_runtime.oauth_refresh import REFRESH_MARGIN_S, TIMEOUT_S, needs_refresh, renewed_secret

log = logging.getLogger(__name__)


class DirectorySource(Protocol):
    async def current(self) -> Directory: ...

    async def connection_secret(self, connection_id: str) -> ConnectionSecret | None: ...

    async def provider_api_key(self, provider_id: str) -> SecretStr: ...

    async def refresh_oauth(self, connection_id: str, stale: SecretStr) -> ConnectionSecret | None: ...


def token_refresh(source: DirectorySource, connection_id: str, secret: ConnectionSecret) -> Refresh | None:
    """For an OAuth-connected account, what renews its access token when the MCP server answers 401
    (``assent_runtime.mcp_tools.open_session``); ``None`` for static credentials."""
    if secret.oauth is None:
        return None
    stale = secret.credentials

    async def refresh() -> SecretStr | None:
        renewed = await source.refresh_oauth(connection_id, stale)
        return renewed.credentials if renewed is not None and renewed.status == "connected" else None

    return refresh


class DatabaseDirectory:
    def __init__(
        self,
        sessions: async_sessionmaker[AsyncSession],
        redis: Redis,
        cipher: CredentialCipher,
        *,
        max_age_s: float = 30.0,
        refresh_margin_s: float = REFRESH_MARGIN_S,
        refresh_timeout_s: float = TIMEOUT_S,
    ) -> None:
        """``refresh_margin_s`` and ``refresh_timeout_s``: the service's ``OAuthRefreshSettings``."""
        self.sessions = sessions
        self.refresh_margin_s = refresh_margin_s
        self.refresh_timeout_s = refresh_timeout_s
        self._redis = redis
        self.cipher = cipher
        self._max_age_s = max_age_s
        self._snapshot: Directory | None = None
        self._sealed_keys: dict[str, str] = {}
        """The providers' API keys as stored (encrypted), read with ``_snapshot``."""
        self._version: bytes | str | None = None
        self._loaded_at = 0.0
        self._reloading = asyncio.Lock()

    async def current(self) -> Directory:
        return (await self._current())[0]

    async def _current(self) -> tuple[Directory, dict[str, str]]:
        version = await self._redis.get(DIRECTORY_VERSION_KEY)
        snapshot, sealed = self._snapshot, self._sealed_keys
        if snapshot is not None and self._fresh(version):
            return snapshot, sealed
        async with self._reloading:  # one reload at a time; the others take its result
            snapshot, sealed = self._snapshot, self._sealed_keys
            if snapshot is None or not self._fresh(version):
                snapshot, sealed = await on_disconnect_retry(self._read)
                self._snapshot, self._sealed_keys = snapshot, sealed
                self._version, self._loaded_at = version, time.monotonic()
            return snapshot, sealed

    async def _read(self) -> tuple[Directory, dict[str, str]]:
        async with self.sessions() as session:
            return await read_directory(session), await sealed_provider_keys(session)

    def _fresh(self, version: bytes | str | None) -> bool:
        return (
            self._snapshot is not None
            and version == self._version
            and time.monotonic() - self._loaded_at < self._max_age_s
        )

    async def connection_secret(self, connection_id: str) -> ConnectionSecret | None:
        """The connection's credentials as stored now; an OAuth access token about to expire is
        refreshed first."""

        async def read() -> ConnectionSecret | None:
            async with self.sessions() as session:
                return await connection_secret(session, self.cipher, connection_id)

        secret = await on_disconnect_retry(read)
        if secret is not None and needs_refresh(secret, self.refresh_margin_s):
            return await self.refresh_oauth(connection_id, secret.credentials)
        return secret

    async def refresh_oauth(self, connection_id: str, stale: SecretStr) -> ConnectionSecret | None:
        """The connection's secret with an access token other than ``stale`` (refreshed unless another
        process did it meanwhile); a refused refresh disconnects the connection and announces it."""
        secret, disconnected = await renewed_secret(
            self.sessions, self._redis, self.cipher, connection_id, stale, timeout_s=self.refresh_timeout_s
        )
        if disconnected:
            await self.changed(connection_id)
        return secret

    async def provider_api_key(self, provider_id: str) -> SecretStr:
        """The provider's key, decrypted from the sealed copy read with the current directory: no
        query while the directory's version stands still."""
        _, sealed = await self._current()
        stored = sealed.get(provider_id)
        return SecretStr(self.cipher.decrypt(stored) if stored else "")

    async def changed(self, *connection_ids: str) -> None:
        """Call after committing a change: every process re-reads the directory, and discovery
        re-lists the named connections. Best effort (the change is committed): a lost bump is caught
        by ``max_age_s``, a lost announcement by discovery's periodic check."""
        self._loaded_at = float("-inf")  # stale, not gone: a reader in flight keeps its snapshot
        try:
            await self._redis.incr(DIRECTORY_VERSION_KEY)
            for connection_id in connection_ids:
                await self._redis.publish(CONNECTION_CHANGES_CHANNEL, connection_id)
        except RedisError as error:
            log.warning("directory change committed but not announced (%s)", type(error).__name__)
