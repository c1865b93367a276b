"""A ``DirectorySource`` over a dict in memory, for unit tests of service logic: the same interface
as ``DatabaseDirectory`` (the cached directory carries no secrets; ``connection_secret`` and
``provider_api_key`` read them), with edits seen at once."""

import copy
from typing import Any

from pydantic import SecretStr
from tests.directory_builder import import_data

from assent_contracts.directory import Directory
from assent_database.directory_reads import ConnectionSecret


class InMemoryDirectory:
    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data

    async def current(self) -> Directory:
        public = copy.deepcopy(self.data)
        for connection in public["connections"]:
            connection.pop("credentials", None)
        for provider in public["providers"]:
            provider.pop("api_key", None)
        return Directory.model_validate(public)

    def _connection(self, connection_id: str) -> dict[str, Any] | None:
        return next((c for c in self.data["connections"] if c["id"] == connection_id), None)

    async def connection_secret(self, connection_id: str) -> ConnectionSecret | None:
        found = self._connection(connection_id)
        if found is None:
            return None
        return ConnectionSecret(
            found.get("config_version", 1),
            found.get("status", "connected"),
            SecretStr(found.get("credentials", "")),
        )

    async def refresh_oauth(self, connection_id: str, stale: SecretStr) -> ConnectionSecret | None:
        """No OAuth here: the credentials as they are."""
        return await self.connection_secret(connection_id)

    async def provider_api_key(self, provider_id: str) -> SecretStr:
        found = next((p for p in self.data["providers"] if p["id"] == provider_id), None)
        return SecretStr(found.get("api_key", "") if found else "")

    def change_connection(self, connection_id: str, **changes: Any) -> dict[str, Any]:
        """Change a connection as the API would: the given fields, and the next ``config_version``."""
        found = self._connection(connection_id)
        assert found is not None
        found.update(changes, config_version=found.get("config_version", 1) + 1)
        return found

    @classmethod
    def of(cls, directory: Directory) -> "InMemoryDirectory":
        """The same directory, its secrets included."""
        return cls(import_data(directory))
