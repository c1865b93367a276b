"""The directory: organisations, users, model providers, project keys, toolkits and connections.

Loaded from a JSON file whose path each service gets from its settings (see docs/directory.md).
Connection credentials and provider API keys live here and must never be copied into events,
logs, activity or error messages: their fields are ``SecretStr``.
"""

import hashlib
import json
import logging
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, SecretStr

Permission = Literal["allow", "ask", "deny"]
"""A tool's or a connection's permission (seed 000): the one definition, used by tool definitions too."""
Role = Literal["member", "admin"]
ConnectionStatus = Literal["connected", "disconnected", "missing"]


class _Record(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Org(_Record):
    id: str
    name: str


class User(_Record):
    """A person of one organisation. Signed-in users come from their identity provider's claims."""

    id: str
    org: str
    name: str
    email: str | None = None
    role: Role = "member"


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


class DirectoryFile:
    """The directory file, re-read when it changes so reconfigured connections (and their new
    revisions) are seen without a restart. ``current()`` is the last good read: a file that became
    unreadable keeps the previous directory (and is logged by path and error type only)."""

    def __init__(self, path: str | Path) -> None:
        self._path = Path(path)
        self._mtime_ns = self._path.stat().st_mtime_ns
        self._directory = load_directory(self._path)

    def current(self) -> Directory:
        try:
            mtime_ns = self._path.stat().st_mtime_ns
            if mtime_ns != self._mtime_ns:
                self._directory = load_directory(self._path)
                self._mtime_ns = mtime_ns
        except (OSError, ValueError) as error:  # pydantic's ValidationError is a ValueError
            logging.getLogger(__name__).warning(
                "directory %s not reloaded (%s); keeping the previous one", self._path, type(error).__name__
            )
        return self._directory
