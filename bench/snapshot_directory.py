"""The A/B baseline of ``turn_cycle_ab.py``: a service run with its directory held wholly in memory.

    python bench/snapshot_directory.py assent_orchestrator

Runs the named service's ``__main__`` after two replacements, made in this process only:
``DatabaseDirectory`` reads the directory, every connection's credentials and every provider's
key once, when first asked, and answers ``connection_secret`` and ``provider_api_key`` from memory
(``current()`` still re-reads when the version counter moves, as the real one does); and the
executor's ``append_activity`` stores nothing. So the turn makes no PostgreSQL round trip at all:
what is left of the difference between the two systems is the database's cost on the hot path.
Bench-only: the real services never hold decrypted secrets in a cache.
"""

from __future__ import annotations

import asyncio
import runpy
import sys
from typing import Any

from pydantic import SecretStr
from sqlalchemy import select

from assent_database.directory_reads import ConnectionSecret
from assent_database.tables import ConnectionRow, ProviderRow


def install() -> None:
    from assent_runtime import directory_source

    class SnapshotDirectory(directory_source.DatabaseDirectory):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self._secrets: dict[str, ConnectionSecret] | None = None
            self._keys: dict[str, SecretStr] = {}
            self._loading = asyncio.Lock()

        async def _load_secrets(self) -> dict[str, ConnectionSecret]:
            async with self._loading:
                if self._secrets is None:
                    async with self.sessions() as session:
                        rows = list(await session.scalars(select(ConnectionRow)))
                        providers = list(await session.scalars(select(ProviderRow)))
                    self._secrets = {
                        row.id: ConnectionSecret(
                            row.config_version,
                            row.status,  # type: ignore[arg-type]
                            SecretStr(self.cipher.decrypt(row.credentials) if row.credentials else ""),
                        )
                        for row in rows
                    }
                    self._keys = {
                        p.id: SecretStr(self.cipher.decrypt(p.api_key) if p.api_key else "")
                        for p in providers
                    }
                return self._secrets

        async def connection_secret(self, connection_id: str) -> ConnectionSecret | None:
            return (await self._load_secrets()).get(connection_id)

        async def provider_api_key(self, provider_id: str) -> SecretStr:
            await self._load_secrets()
            return self._keys.get(provider_id, SecretStr(""))

    directory_source.DatabaseDirectory = SnapshotDirectory  # type: ignore[misc]
    try:
        from assent_executor import reports
    except ImportError:
        return

    async def no_activity(*_args: Any, **_kwargs: Any) -> None:
        return None

    reports.append_activity = no_activity  # type: ignore[assignment]


def main() -> None:
    service = sys.argv[1]
    sys.argv = [service, *sys.argv[2:]]
    install()
    runpy.run_module(service, run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    main()
