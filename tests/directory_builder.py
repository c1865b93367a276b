"""The one way tests write a directory by hand: a typed builder over the contract's records, with the
defaults every test shares (organisation ``acme``, names from ids, a personal connection when it has
an owner). ``build()`` is the ``Directory`` (secrets as ``SecretStr``), ``data()`` the JSON that
``assent directory import`` reads, secrets included (for ``seed`` and ``InMemoryDirectory``)."""

from typing import Any, Self

from pydantic import SecretStr

from assent_contracts.directory import (
    Connection,
    ConnectionStatus,
    Directory,
    Model,
    Org,
    Permission,
    ProjectKey,
    Provider,
    Role,
    Toolkit,
    User,
)


class DirectoryBuilder:
    def __init__(self) -> None:
        self._orgs: list[Org] = []
        self._users: list[User] = []
        self._providers: list[Provider] = []
        self._project_keys: list[ProjectKey] = []
        self._toolkits: list[Toolkit] = []
        self._connections: list[Connection] = []

    def org(
        self, id: str = "acme", name: str | None = None, enabled_toolkits: list[str] | None = None
    ) -> Self:
        self._orgs.append(Org(id=id, name=name or id.title(), enabled_toolkits=enabled_toolkits))
        return self

    def user(self, id: str, name: str | None = None, *, org: str = "acme", role: Role = "member") -> Self:
        self._users.append(User(id=id, org=org, name=name or id.title(), role=role))
        return self

    def provider(
        self, id: str, base_url: str, *models: str | Model, api_key: str = "", project_key: str | None = None
    ) -> Self:
        """A model provider serving ``models`` (ids, or ``Model`` for one without tool support);
        with ``project_key``, also a project key of that id on it for the last org added."""
        listed = [Model(id=m) if isinstance(m, str) else m for m in models]
        self._providers.append(Provider(id=id, base_url=base_url, api_key=SecretStr(api_key), models=listed))
        if project_key is not None:
            self.project_key(project_key, id, org=self._orgs[-1].id if self._orgs else "acme")
        return self

    def project_key(self, id: str, provider: str, *, org: str = "acme") -> Self:
        self._project_keys.append(ProjectKey(id=id, org=org, provider=provider))
        return self

    def toolkit(self, slug: str, mcp_url: str, display_name: str | None = None) -> Self:
        self._toolkits.append(Toolkit(slug=slug, display_name=display_name or slug.title(), mcp_url=mcp_url))
        return self

    def connection(
        self,
        id: str,
        toolkit: str,
        *,
        owner: str | None = None,
        org: str = "acme",
        display_name: str | None = None,
        credentials: str = "",
        status: ConnectionStatus = "connected",
        config_version: int = 1,
        permission: Permission = "ask",
    ) -> Self:
        """A connection: ``personal`` to ``owner`` when one is given, else ``shared`` in ``org``."""
        self._connections.append(
            Connection(
                id=id,
                toolkit=toolkit,
                kind="personal" if owner else "shared",
                org=org,
                owner=owner,
                display_name=display_name or id,
                status=status,
                config_version=config_version,
                permission=permission,
                credentials=SecretStr(credentials),
            )
        )
        return self

    def build(self) -> Directory:
        return Directory(
            orgs=list(self._orgs),
            users=list(self._users),
            providers=list(self._providers),
            project_keys=list(self._project_keys),
            toolkits=list(self._toolkits),
            connections=list(self._connections),
        )

    def data(self) -> dict[str, Any]:
        """The directory as JSON, credentials and API keys in plain text (what an import file holds)."""
        return import_data(self.build())


def import_data(directory: Directory) -> dict[str, Any]:
    """``directory`` as JSON with its credentials and API keys in plain text, as an import file holds it."""
    data = directory.model_dump(mode="json")
    for dumped, connection in zip(data["connections"], directory.connections, strict=True):
        dumped["credentials"] = connection.credentials.get_secret_value()
    for dumped, provider in zip(data["providers"], directory.providers, strict=True):
        dumped["api_key"] = provider.api_key.get_secret_value()
    return data
