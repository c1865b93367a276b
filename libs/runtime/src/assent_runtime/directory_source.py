"""The directory as every service reads it: from PostgreSQL, cached in the process and re-read when
``DIRECTORY_VERSION_KEY`` moves (``assent_contracts.connections``), so the hot path costs one Redis
``GET``. A cached copy is also re-read after ``max_age_s`` at the latest, for a change whose
version bump was lost (Redis down at that moment, or restarted and the counter gone).

The cached directory carries no secrets in the clear. Beside it the providers' API keys are kept
sealed, as the database stores them (encrypted), and decrypted only when ``provider_api_key`` is
asked, so the orchestrator's model rounds make no query (issue 11). A connection's credentials are
read and decrypted from the database at the moment they are used (``connection_secret``): the
executor compares their ``config_version`` with the approved revision, which a cached copy could not
honestly do. Every read is retried once after a dropped connection (``on_disconnect_retry``).
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

log = logging.getLogger(__name__)


class DirectorySource(Protocol):
    async def current(self) -> Directory: ...

    async def connection_secret(self, connection_id: str) -> ConnectionSecret | None: ...

    async def provider_api_key(self, provider_id: str) -> SecretStr: ...


class DatabaseDirectory:
    def __init__(
        self,
        sessions: async_sessionmaker[AsyncSession],
        redis: Redis,
        cipher: CredentialCipher,
        *,
        max_age_s: float = 30.0,
    ) -> None:
        self.sessions = sessions
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
        async def read() -> ConnectionSecret | None:
            async with self.sessions() as session:
                return await connection_secret(session, self.cipher, connection_id)

        return await on_disconnect_retry(read)

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
