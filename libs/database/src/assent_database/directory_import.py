"""``assent directory import FILE``: a seed file (the ``Directory`` shape, docs/directory.md) written
into the database. Idempotent: each record is matched by its id and written only when it differs,
so importing the same file twice changes nothing. A connection that changes gets a higher
``config_version`` than the stored one, so its revision changes and approvals bound to the old one
are refused. Records the file does not name are left as they are. Credentials and API keys are
encrypted on the way in."""

from dataclasses import dataclass, field
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from assent_contracts.directory import Directory
from assent_database.base import Base
from assent_database.cipher import CredentialCipher
from assent_database.tables import (
    ConnectionRow,
    OrgRow,
    OrgToolkitRow,
    ProjectKeyRow,
    ProviderRow,
    ToolkitRow,
    UserRow,
)


@dataclass
class ImportReport:
    written: int = 0
    """Records inserted or updated; 0 when the database already said what the file says."""
    connections: list[str] = field(default_factory=list)
    """Ids of the connections inserted or updated (to announce to discovery)."""


def _differs(row: Base, values: dict[str, Any]) -> bool:
    return any(getattr(row, name) != value for name, value in values.items())


class _Writer:
    def __init__(self, session: AsyncSession, cipher: CredentialCipher) -> None:
        self.session, self.cipher, self.report = session, cipher, ImportReport()

    async def upsert(self, table: type[Base], key: Any, values: dict[str, Any]) -> bool:
        row = await self.session.get(table, key)
        if row is None:
            self.session.add(table(**values))
        elif _differs(row, values):
            for name, value in values.items():
                setattr(row, name, value)
        else:
            return False
        self.report.written += 1
        return True

    def secret_unchanged(self, stored: str | None, plain: str) -> bool:
        return (self.cipher.decrypt(stored) if stored else "") == plain

    def encrypt(self, plain: str) -> str | None:
        return self.cipher.encrypt(plain) if plain else None


async def import_directory(
    session: AsyncSession, cipher: CredentialCipher, directory: Directory
) -> ImportReport:
    """Write ``directory`` into the session's database (the caller commits)."""
    w = _Writer(session, cipher)
    for org in directory.orgs:
        await w.upsert(OrgRow, org.id, {"id": org.id, "name": org.name})
    for toolkit in directory.toolkits:
        values = toolkit.model_dump()
        await w.upsert(ToolkitRow, toolkit.slug, values)
    await session.flush()
    slugs = [t.slug for t in directory.toolkits]
    for org in directory.orgs:
        enabled = set(slugs if org.enabled_toolkits is None else org.enabled_toolkits)
        for slug in slugs:
            await w.upsert(
                OrgToolkitRow, (org.id, slug), {"org_id": org.id, "toolkit": slug, "enabled": slug in enabled}
            )
    for user in directory.users:
        values = {
            "id": user.id,
            "org_id": user.org,
            "name": user.name,
            "roles": [user.role],
            "email": user.email,
            "subject": user.subject or user.id,
        }
        await w.upsert(UserRow, user.id, values)
    for provider in directory.providers:
        values = {
            "id": provider.id,
            "base_url": provider.base_url,
            "models": [m.model_dump() for m in provider.models],
        }
        stored = await session.get(ProviderRow, provider.id)
        plain = provider.api_key.get_secret_value()
        if stored is None or not w.secret_unchanged(stored.api_key, plain):
            values["api_key"] = w.encrypt(plain)
        await w.upsert(ProviderRow, provider.id, values)
    await session.flush()
    for key in directory.project_keys:
        await w.upsert(
            ProjectKeyRow, (key.org, key.id), {"org_id": key.org, "id": key.id, "provider_id": key.provider}
        )
    for connection in directory.connections:
        values = {
            "id": connection.id,
            "org_id": connection.org,
            "toolkit": connection.toolkit,
            "kind": connection.kind,
            "owner_id": connection.owner,
            "display_name": connection.display_name,
            "status": connection.status,
            "permission": connection.permission,
        }
        stored = await session.get(ConnectionRow, connection.id)
        plain = connection.credentials.get_secret_value()
        if stored is None:
            values |= {"config_version": connection.config_version, "credentials": w.encrypt(plain)}
        elif _differs(stored, values) or not w.secret_unchanged(stored.credentials, plain):
            version = max(stored.config_version + 1, connection.config_version)
            values |= {"config_version": version, "credentials": w.encrypt(plain)}
        if await w.upsert(ConnectionRow, connection.id, values):
            w.report.connections.append(connection.id)
    await session.flush()
    return w.report
