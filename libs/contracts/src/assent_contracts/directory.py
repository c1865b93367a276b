"""The directory: organisations, users, model providers, project keys, toolkits and connections.

Loaded from a JSON file whose path each service gets from its settings (see docs/directory.md).
Connection credentials and provider API keys live here and must never be copied into events,
logs, activity or error messages: their fields are ``SecretStr``.
"""

import hashlib
import json
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, SecretStr

Permission = Literal["allow", "ask", "deny"]
ConnectionStatus = Literal["connected", "disconnected", "missing"]


class _Record(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Org(_Record):
    id: str
    name: str


class User(_Record):
    id: str
    org: str
    name: str


class Model(_Record):
    id: str
    supports_tools: bool = True


class Provider(_Record):
    """An OpenAI-compatible chat-completions endpoint (``base_url`` ends before ``/chat/completions``)."""

    id: str
    base_url: str
    api_key: SecretStr = SecretStr("")
    models: list[Model]


class ProjectKey(_Record):
    id: str
    org: str
    provider: str


class Toolkit(_Record):
    slug: str = Field(pattern=r"^[a-z][a-z0-9_]{0,31}$")
    display_name: str
    mcp_url: str


class Connection(_Record):
    """A connected account: ``personal`` (owned by one user) or ``shared`` (by the whole org)."""

    id: str
    toolkit: str
    kind: Literal["personal", "shared"]
    org: str
    owner: str | None = None
    display_name: str
    status: ConnectionStatus = "connected"
    config_version: int = 1
    permission: Permission = "ask"
    credentials: SecretStr = SecretStr("")

    def usable_by(self, user: User) -> bool:
        if self.org != user.org:
            return False
        return self.kind == "shared" or self.owner == user.id


def connection_revision(connection_id: str, config_version: int) -> str:
    """The revision of a connection's configuration: changes whenever it is reconnected or reconfigured."""
    digest = hashlib.sha256(f"{connection_id}\x00{config_version}".encode()).hexdigest()
    return f"c{config_version}-{digest[:10]}"


class Directory(_Record):
    orgs: list[Org]
    users: list[User]
    providers: list[Provider]
    project_keys: list[ProjectKey]
    toolkits: list[Toolkit]
    connections: list[Connection]

    def user(self, user_id: str) -> User | None:
        return next((u for u in self.users if u.id == user_id), None)

    def provider(self, provider_id: str) -> Provider | None:
        return next((p for p in self.providers if p.id == provider_id), None)

    def project_key(self, key_id: str, org: str) -> ProjectKey | None:
        return next((k for k in self.project_keys if k.id == key_id and k.org == org), None)

    def toolkit(self, slug: str) -> Toolkit | None:
        return next((t for t in self.toolkits if t.slug == slug), None)

    def connection(self, connection_id: str) -> Connection | None:
        return next((c for c in self.connections if c.id == connection_id), None)

    def connections_of(self, user: User) -> list[Connection]:
        return [c for c in self.connections if c.usable_by(user)]

    def models_of(self, user: User) -> list[tuple[ProjectKey, Model]]:
        found = []
        for key in self.project_keys:
            provider = self.provider(key.provider)
            if key.org == user.org and provider is not None:
                found.extend((key, model) for model in provider.models)
        return found


def load_directory(path: str | Path) -> Directory:
    return Directory.model_validate(json.loads(Path(path).read_text()))
