"""The directory as the database holds it, read whole (it is small: one organisation's users,
toolkits and connections, a few providers) and without secrets; the providers' API keys as they are
stored, sealed (encrypted), for a cache to keep beside it; and the secret read that decrypts, made
only where a secret is used: a connection's credentials or OAuth grant (discovery's listing, the
executor's call)."""

from dataclasses import dataclass

from pydantic import SecretStr
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from assent_contracts.directory import (
    Connection,
    ConnectionStatus,
    Directory,
    Model,
    Org,
    ProjectKey,
    Provider,
    Toolkit,
    User,
)
from assent_database.cipher import CredentialCipher
from assent_database.oauth_grants import OAuthGrant, open_grant
from assent_database.tables import (
    ConnectionRow,
    OrgRow,
    OrgToolkitRow,
    ProjectKeyRow,
    ProviderRow,
    ToolkitRow,
    UserRow,
)


async def read_directory(session: AsyncSession) -> Directory:
    """Everything the services look up, credentials and API keys left out."""
    enabled: dict[str, list[str]] = {}
    for org_id, slug in await session.execute(
        select(OrgToolkitRow.org_id, OrgToolkitRow.toolkit)
        .where(OrgToolkitRow.enabled)
        .order_by(OrgToolkitRow.toolkit)
    ):
        enabled.setdefault(org_id, []).append(slug)
    orgs = [
        Org(id=o.id, name=o.name, enabled_toolkits=enabled.get(o.id, []))
        for o in await session.scalars(select(OrgRow).order_by(OrgRow.id))
    ]
    users = [
        User(
            id=u.id,
            org=u.org_id,
            name=u.name,
            role="admin" if "admin" in u.roles else "member",
            email=u.email,
            subject=None if u.subject == u.id else u.subject,
        )
        for u in await session.scalars(select(UserRow).order_by(UserRow.id))
    ]
    providers = [
        Provider(id=p.id, base_url=p.base_url, models=[Model.model_validate(m) for m in p.models])
        for p in await session.scalars(select(ProviderRow).order_by(ProviderRow.id))
    ]
    keys = [
        ProjectKey(id=k.id, org=k.org_id, provider=k.provider_id)
        for k in await session.scalars(select(ProjectKeyRow).order_by(ProjectKeyRow.org_id, ProjectKeyRow.id))
    ]
    toolkits = [
        Toolkit.model_validate(
            {"slug": t.slug, "display_name": t.display_name, "mcp_url": t.mcp_url, "auth_kind": t.auth_kind}
        )
        for t in await session.scalars(select(ToolkitRow).order_by(ToolkitRow.slug))
    ]
    connections = [
        connection_of(c) for c in await session.scalars(select(ConnectionRow).order_by(ConnectionRow.id))
    ]
    return Directory(
        orgs=orgs,
        users=users,
        providers=providers,
        project_keys=keys,
        toolkits=toolkits,
        connections=connections,
    )


async def sealed_provider_keys(session: AsyncSession) -> dict[str, str]:
    """Each provider's API key as stored: encrypted, so a cache may hold it and decrypt it only where
    the key is used (the orchestrator's model call, without a query per round)."""
    rows = await session.execute(select(ProviderRow.id, ProviderRow.api_key).where(ProviderRow.api_key != ""))
    return {provider_id: sealed for provider_id, sealed in rows if sealed}


def connection_of(row: ConnectionRow) -> Connection:
    """The row as the contracts' record, without its credentials. Kind, status and permission are
    text columns: validating the record checks them against the contracts' literals."""
    return Connection.model_validate(
        {
            "id": row.id,
            "toolkit": row.toolkit,
            "kind": row.kind,
            "org": row.org_id,
            "owner": row.owner_id,
            "display_name": row.display_name,
            "status": row.status,
            "config_version": row.config_version,
            "permission": row.permission,
        }
    )


@dataclass(frozen=True)
class ConnectionSecret:
    """A connection's credentials with the configuration version they belong to: a caller compares
    ``config_version`` with the revision it was approved for before using them."""

    config_version: int
    status: ConnectionStatus
    credentials: SecretStr
    """The bearer token to send: the static credentials, or an OAuth grant's access token."""
    oauth: OAuthGrant | None = None
    """The OAuth grant, for an account connected by OAuth (``assent_runtime.oauth_refresh`` renews it)."""


async def connection_secret(
    session: AsyncSession, cipher: CredentialCipher, connection_id: str, *, for_update: bool = False
) -> ConnectionSecret | None:
    row = await session.get(ConnectionRow, connection_id, with_for_update=for_update)
    if row is None:
        return None
    return secret_of(row, cipher)


def secret_of(row: ConnectionRow, cipher: CredentialCipher) -> ConnectionSecret:
    status = row.status  # type: ignore[assignment]
    if row.oauth_tokens:
        grant = open_grant(cipher, row.oauth_tokens)
        return ConnectionSecret(row.config_version, status, grant.access_token, grant)  # type: ignore[arg-type]
    plain = cipher.decrypt(row.credentials) if row.credentials else ""
    return ConnectionSecret(row.config_version, status, SecretStr(plain))  # type: ignore[arg-type]
