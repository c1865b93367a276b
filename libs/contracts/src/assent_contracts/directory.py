"""The directory: organisations, users, model providers, project keys, toolkits and connections.

The services read it from PostgreSQL (``assent_runtime.directory_source``), where a seed file in
this shape is imported (``assent directory import FILE``, docs/directory.md). Read from the
database it carries no secrets: credentials and provider API keys are decrypted only where they are
used. In a seed file they are plain; their fields are ``SecretStr`` so that they are never copied
into events, logs, activity or error messages.
"""

import hashlib
import json
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, SecretStr

Permission = Literal["allow", "ask", "deny"]
"""A tool's or a connection's permission (seed 000): the one definition, used by tool definitions too."""
ConnectionStatus = Literal["connected", "disconnected", "missing"]
Role = Literal["member", "admin"]
AuthKind = Literal["static", "oauth"]
ConnectionKind = Literal["personal", "shared"]


class _Record(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Org(_Record):
    id: str
    name: str
    enabled_toolkits: list[str] | None = None
    """Slugs of the toolkits this organisation has enabled; in a seed file, absent means all of them."""


class User(_Record):
    """A person of one organisation. Signed-in users come from their identity provider's claims."""

    id: str
    org: str
    name: str
    email: str | None = None
    role: Role = "member"
    subject: str | None = None
    """The identity provider's ``sub``; in a seed file, absent means the same as ``id``."""

    @property
    def is_admin(self) -> bool:
        return self.role == "admin"


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
    auth_kind: AuthKind = "static"


class Connection(_Record):
    """A connected account: ``personal`` (owned by one user) or ``shared`` (by the whole org)."""

    id: str
    toolkit: str
    kind: ConnectionKind
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

    def org(self, org_id: str) -> Org | None:
        return next((o for o in self.orgs if o.id == org_id), None)

    def toolkit_enabled(self, org_id: str, slug: str) -> bool:
        org = self.org(org_id)
        if org is None:
            return False
        return org.enabled_toolkits is None or slug in org.enabled_toolkits

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

    def usable_connection(self, connection_id: str, user: User) -> Connection | None:
        """The connection if ``user`` may use it: theirs or shared in their organisation, of a
        toolkit their organisation has enabled. Anything else looks like no connection at all."""
        connection = self.connection(connection_id)
        if connection is None or not connection.usable_by(user):
            return None
        return connection if self.toolkit_enabled(user.org, connection.toolkit) else None

    def connections_of(self, user: User) -> list[Connection]:
        """What ``user`` may use (``usable_connection``), in directory order."""
        return [
            c for c in self.connections if c.usable_by(user) and self.toolkit_enabled(user.org, c.toolkit)
        ]

    def models_of(self, user: User) -> list[tuple[ProjectKey, Model]]:
        found = []
        for key in self.project_keys:
            provider = self.provider(key.provider)
            if key.org == user.org and provider is not None:
                found.extend((key, model) for model in provider.models)
        return found


def load_directory(path: str | Path) -> Directory:
    return Directory.model_validate(json.loads(Path(path).read_text()))
